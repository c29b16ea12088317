import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PREFIX } from '../../../shared/schemas/api';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { errorKey } from '../api';
import { UploadRefused, uploadCatalogueFile } from './upload-file';

// A brand's files on its page (docs/backoffice.md "Catalogue"): its current logo and documents, and a
// file field each for its logo (PNG or JPEG) and its privacy notice (PDF), sent as soon as chosen.

type Kind = 'logo' | 'privacy';
const ACCEPT: Record<Kind, string> = { logo: 'image/png,image/jpeg', privacy: 'application/pdf' };

/** The brand's logo and documents, and a file field for each of its logo and privacy notice. */
export function BrandFiles({
  brand,
  onUploaded,
  onFailure,
}: {
  brand: BrandAdmin;
  onUploaded: () => Promise<void>;
  onFailure: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const b = (key: string) => t(`backoffice.catalogue.brands.${key}`);
  return (
    <section className="bo__card bo__form" aria-labelledby="bo-brand-files">
      <h3 id="bo-brand-files">{t('backoffice.catalogue.brands.files_heading', { nome: brand.nome })}</h3>
      <p className="bo__muted">{b('files_note')}</p>
      <h4>{b('logo_current')}</h4>
      {brand.logoUrl ? (
        <img
          className="bo__logo"
          src={brand.logoUrl}
          alt={t('backoffice.catalogue.brands.logo_alt', { nome: brand.nome })}
        />
      ) : (
        <p>{b('logo_none')}</p>
      )}
      <h4>{b('documents')}</h4>
      {brand.documenti.length > 0 ? (
        <ul>
          {brand.documenti.map((d) => (
            <li key={d.id}>
              {t(`backoffice.catalogue.brands.document_type.${d.tipo}`, { defaultValue: d.tipo })}:{' '}
              {d.tipo === 'privacy' ? (
                <a href={`${API_PREFIX}/marchi/${brand.id}/privacy`}>{d.nome}</a>
              ) : (
                <span className="bo__url">{d.nome}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{b('documents_none')}</p>
      )}
      <Upload brand={brand} kind="logo" onUploaded={onUploaded} onFailure={onFailure} />
      <Upload brand={brand} kind="privacy" onUploaded={onUploaded} onFailure={onFailure} />
    </section>
  );
}

/**
 * One file field: the file goes as soon as it is chosen; what became of it is told in a status next to
 * the field (there from the start, so its change is read out), naming the file. The field is never
 * disabled or replaced meanwhile, so the focus stays on it.
 */
function Upload({
  brand,
  kind,
  onUploaded,
  onFailure,
}: {
  brand: BrandAdmin;
  kind: Kind;
  onUploaded: () => Promise<void>;
  onFailure: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState({ text: '', error: false });
  const id = `br-${kind}-file`;
  const fail = (key: string, file: string, reason = '') =>
    setMessage({ text: t(`backoffice.catalogue.brands.errors.${key}`, { file, reason }), error: true });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // the same file chosen again is a change again
    input.value = '';
    setMessage({ text: t('backoffice.catalogue.brands.uploading', { file: file.name }), error: false });
    try {
      await uploadCatalogueFile(`/catalogue/brands/${brand.id}/${kind}`, file);
      const key = `backoffice.catalogue.brands.uploaded_${kind}`;
      setMessage({ text: t(key, { file: file.name, nome: brand.nome }), error: false });
      await onUploaded();
    } catch (err) {
      const refused = err instanceof UploadRefused ? err : new UploadRefused('failed', err);
      if (refused.answer !== undefined) onFailure(refused.answer);
      if (refused.reason === 'failed') fail('upload', file.name, t(errorKey(refused.answer)));
      else fail(refused.reason === 'type' ? `${kind}_type` : refused.reason, file.name);
    }
  };

  return (
    <div className="bo__field">
      <label htmlFor={id}>{t(`backoffice.catalogue.brands.upload_${kind}`)}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={message.error}
        aria-describedby={`${id}-status`}
        onChange={(e) => void choose(e)}
      />
      <p id={`${id}-status`} role="status" className={message.error ? 'bo__error' : undefined}>
        {message.text}
      </p>
    </div>
  );
}
