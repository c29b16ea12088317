import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, auditPageSchema, changedFields } from '../../shared/schemas/audit';
import type { AuditPage } from '../../shared/schemas/audit';
import { ApiError } from '../api/http';
import { errorKey, staffApi } from './api';
import type { SectionProps } from './sections';

// The audit log (issue 15 item 4): newest first, by entity, paged; each entry's changed fields listed.

export function AuditSection({ onSessionEnded }: SectionProps) {
  const { t, i18n } = useTranslation();
  const [entity, setEntity] = useState('');
  const [pages, setPages] = useState<number[]>([]);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [error, setError] = useState('');
  const before = pages.at(-1);

  const load = useCallback(() => {
    const q = new URLSearchParams({ limit: '20' });
    if (entity) q.set('entity', entity);
    if (before) q.set('before', String(before));
    return staffApi(`/audit?${q}`, auditPageSchema).then(setPage, (err: unknown) => {
      if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
      setError(t(errorKey(err)));
    });
  }, [entity, before, onSessionEnded, t]);
  useEffect(() => void load(), [load]);

  return (
    <section aria-labelledby="bo-audit-list">
      <p role="alert" className="bo__error">
        {error}
      </p>
      <label htmlFor="bo-audit-entity">{t('backoffice.audit.entity')}</label>
      <select
        id="bo-audit-entity"
        value={entity}
        onChange={(e) => {
          setEntity(e.target.value);
          setPages([]);
        }}
      >
        <option value="">{t('backoffice.audit.all')}</option>
        {AUDIT_ENTITIES.map((e) => (
          <option key={e} value={e}>
            {t(`backoffice.audit.entities.${e}`)}
          </option>
        ))}
      </select>
      <h3 id="bo-audit-list">{t('backoffice.audit.list_heading')}</h3>
      <ol className="bo__audit">
        {page?.entries.map((e) => (
          <li key={e.id} className="bo__card">
            <p>
              <strong>{e.action}</strong> {e.entity} {e.entityId} — {e.username},{' '}
              <time dateTime={e.at}>{new Date(e.at).toLocaleString(i18n.language)}</time>
            </p>
            <dl>
              {changedFields(e.before, e.after).map((c) => (
                <div key={c.field}>
                  <dt>{c.field}</dt>
                  <dd>{t('backoffice.audit.change', { before: c.before || '—', after: c.after || '—' })}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {page?.entries.length === 0 && <p>{t('backoffice.audit.empty')}</p>}
      <div className="bo__pager">
        {pages.length > 0 && (
          <button type="button" onClick={() => setPages(pages.slice(0, -1))}>
            {t('backoffice.audit.newer')}
          </button>
        )}
        {page?.nextBefore && (
          <button type="button" onClick={() => setPages([...pages, page.nextBefore!])}>
            {t('backoffice.audit.older')}
          </button>
        )}
      </div>
    </section>
  );
}
