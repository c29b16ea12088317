import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_PREFIX } from '../../shared/schemas/backoffice';
import { romeDay } from '../../shared/italian-time';
import { EXPORT_FORMATS, EXPORT_MAX_DAYS, salesExportQuery } from '../../shared/schemas/sales-export';
import { ApiError, errorOf } from '../api/http';

// The export of signed sales (issue 15 item 3): two Italian days and a format; the file is fetched
// with the session (a failure is shown here, not as a JSON page) and handed to the browser as a
// download under the name the server gives.

const filenameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export';

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // after the click has handed the file over
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function SalesExportPanel({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const today = romeDay(new Date());
  const [message, setMessage] = useState<{ key: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const query = salesExportQuery.safeParse(Object.fromEntries(form));
    if (!query.success) return setMessage({ key: 'backoffice.export.invalid_range', error: true });
    const params = new URLSearchParams({
      dal: query.data.dal,
      al: query.data.al,
      formato: query.data.formato,
    });
    setBusy(true);
    setMessage({ key: 'backoffice.export.preparing', error: false });
    try {
      const res = await fetch(`${BACKOFFICE_PREFIX}/exports/sales?${params.toString()}`, {
        credentials: 'same-origin',
        headers: { 'accept-language': document.documentElement.lang || 'it' },
      });
      if (!res.ok) throw errorOf(res.status, res.statusText, await res.text());
      download(await res.blob(), filenameOf(res.headers.get('content-disposition')));
      setMessage({ key: 'backoffice.export.done', error: false });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'auth.session') return onSessionEnded();
      const keys: Record<string, string> = {
        'auth.role': 'backoffice.errors.auth_role',
        validation: 'backoffice.export.invalid_range',
      };
      setMessage({ key: keys[code] ?? 'backoffice.errors.generic', error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="bo-export">
      <h2 id="bo-export">{t('backoffice.export.heading')}</h2>
      <p>{t('backoffice.export.intro', { days: EXPORT_MAX_DAYS })}</p>
      <form className="bo__card" onSubmit={submit} aria-labelledby="bo-export">
        <label htmlFor="bo-export-dal">{t('backoffice.export.from')}</label>
        <input id="bo-export-dal" name="dal" type="date" required defaultValue={today} max={today} />
        <label htmlFor="bo-export-al">{t('backoffice.export.to')}</label>
        <input id="bo-export-al" name="al" type="date" required defaultValue={today} />
        <fieldset>
          <legend>{t('backoffice.export.format')}</legend>
          {EXPORT_FORMATS.map((f) => (
            <label key={f}>
              <input type="radio" name="formato" value={f} defaultChecked={f === 'csv'} />{' '}
              {t(`backoffice.export.formats.${f}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy}>
          {t('backoffice.export.submit')}
        </button>
      </form>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'bo__error' : undefined}>
        {message ? t(message.key) : ''}
      </p>
    </section>
  );
}
