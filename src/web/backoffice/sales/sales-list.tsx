import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERAZIONI } from '../../../shared/domain';
import { STATI_LAVORO, STATI_VENDITA, salesListResponse } from '../../../shared/schemas/backoffice-sales';
import { Link, navigate } from '../router';
import { apiQuery, filtersAddress, pageAddress } from './filters';
import { useStaffData } from './use-staff-data';

const dateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', {
    timeZone: 'Europe/Rome',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** The sales, newest first: a filter form whose values are the address's query, a table, paging. */
export function SalesList({ query, onSessionEnded }: { query: URLSearchParams; onSessionEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useStaffData(`/sales?${apiQuery(query)}`, salesListResponse, onSessionEnded);
  const value = (name: string) => query.get(name) ?? '';

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    navigate(filtersAddress(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))));
  };

  const select = (name: string, options: readonly string[], label: (o: string) => string) => (
    <div className="bo__field">
      <label htmlFor={`bo-f-${name}`}>{t(`backoffice.sales.filters.${name}`)}</label>
      <select id={`bo-f-${name}`} name={name} defaultValue={value(name)}>
        <option value="">{t('backoffice.sales.filters.any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="bo-sales">
      <h2 id="bo-sales">{t('backoffice.sales.heading')}</h2>
      {/* keyed by the address: Back to another search shows that search's values */}
      <form key={query.toString()} className="bo__filters" role="search" onSubmit={search}>
        <div className="bo__field bo__field--wide">
          <label htmlFor="bo-f-q">{t('backoffice.sales.filters.q')}</label>
          <input id="bo-f-q" name="q" type="search" defaultValue={value('q')} minLength={2} maxLength={100} />
        </div>
        {select('stato', STATI_VENDITA, (o) => t(`backoffice.sales.stato.${o}`))}
        {select('lavoro', STATI_LAVORO, (o) => t(`backoffice.sales.lavoro.${o}`))}
        {select('operazione', OPERAZIONI, (o) => o)}
        {select('firmata', ['si', 'no'], (o) => t(`backoffice.sales.filters.firmata_${o}`))}
        <div className="bo__field">
          <label htmlFor="bo-f-marchio">{t('backoffice.sales.filters.marchio')}</label>
          <input
            id="bo-f-marchio"
            name="marchio"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={value('marchio')}
          />
        </div>
        <div className="bo__field">
          <label htmlFor="bo-f-offerta">{t('backoffice.sales.filters.offerta')}</label>
          <input
            id="bo-f-offerta"
            name="offerta"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={value('offerta')}
          />
        </div>
        <div className="bo__field">
          <label htmlFor="bo-f-dal">{t('backoffice.sales.filters.dal')}</label>
          <input id="bo-f-dal" name="dal" type="date" defaultValue={value('dal')} />
        </div>
        <div className="bo__field">
          <label htmlFor="bo-f-al">{t('backoffice.sales.filters.al')}</label>
          <input id="bo-f-al" name="al" type="date" defaultValue={value('al')} />
        </div>
        <button type="submit">{t('backoffice.sales.filters.submit')}</button>
      </form>
      <p role={error ? 'alert' : 'status'} className={error ? 'bo__error' : undefined}>
        {error
          ? t(error)
          : data
            ? t('backoffice.sales.count', { count: data.items.length })
            : t('backoffice.loading')}
      </p>
      {data && (
        <div className="bo__scroll">
          <table className="bo__table">
            <caption>{t('backoffice.sales.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.sales.cols.cliente')}</th>
                <th scope="col">{t('backoffice.sales.cols.codice_fiscale')}</th>
                <th scope="col">{t('backoffice.sales.cols.created')}</th>
                <th scope="col">{t('backoffice.sales.cols.stato')}</th>
                <th scope="col">{t('backoffice.sales.cols.lavoro')}</th>
                <th scope="col">{t('backoffice.sales.cols.operazione')}</th>
                <th scope="col">{t('backoffice.sales.cols.punti')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((s) => (
                <tr key={s.uuid}>
                  <th scope="row">
                    <Link to={`sales/${s.uuid}`}>{s.cliente ?? t('backoffice.sales.no_name')}</Link>
                  </th>
                  <td>{s.codiceFiscale ?? ''}</td>
                  <td>{dateTime(s.createdAt, i18n.language)}</td>
                  <td>{t(`backoffice.sales.stato.${s.stato}`, { defaultValue: s.stato })}</td>
                  <td>{t(`backoffice.sales.lavoro.${s.lavoro}`)}</td>
                  <td>{s.operazione}</td>
                  <td>{s.punti.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="bo__paging" aria-label={t('backoffice.sales.paging')}>
        {data?.prima && (
          <Link to={pageAddress(query, { prima: data.prima })}>{t('backoffice.sales.previous')}</Link>
        )}
        {data?.dopo && <Link to={pageAddress(query, { dopo: data.dopo })}>{t('backoffice.sales.next')}</Link>}
      </nav>
    </section>
  );
}
