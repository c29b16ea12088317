import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERAZIONI } from '../../../shared/domain';
import { STATI_LAVORO, STATI_VENDITA, salesListResponse } from '../../../shared/schemas/backoffice-sales';
import { valueKey } from '../../../shared/text-key';
import { Link, navigate } from '../router';
import { brandName, offerFitsBrand, offersOfBrand } from './catalogue-names';
import { apiQuery, filtersAddress, pageAddress } from './filters';
import { formatWhen } from './format';
import type { Catalogue } from './use-catalogue';
import { useCatalogue } from './use-catalogue';
import { useStaffData } from './use-staff-data';
import { TableBox } from '../table-box';

/**
 * The brand and offer filters, by name: the offers narrow to the chosen brand (grouped by brand when
 * none is). The values are the ids, as the address keeps them; an id the catalogue does not list (yet)
 * stays chosen under its number, so searching again never drops a filter of the address.
 */
function CatalogueFilters({ query, catalogue }: { query: URLSearchParams; catalogue: Catalogue }) {
  const { t } = useTranslation();
  const [marchio, setMarchio] = useState(query.get('marchio') ?? '');
  const [offerta, setOfferta] = useState(query.get('offerta') ?? '');
  const { brands, offers, offerName, loaded } = catalogue;
  const chooseBrand = (brand: string) => {
    setMarchio(brand);
    // an offer of another brand would find nothing: back to every offer of the new one
    if (loaded && offerta && !offerFitsBrand(offers, offerta, brand)) setOfferta('');
  };
  /** the address's id while the catalogue loads, or when it does not list it */
  const extra = (value: string, listed: boolean) =>
    value && !listed ? (
      <option value={value}>
        {loaded ? t('backoffice.sales.filters.unknown_id', { id: value }) : t('backoffice.loading')}
      </option>
    ) : null;
  const option = (o: { id: number }) => (
    <option key={o.id} value={o.id}>
      {offerName(o.id)}
    </option>
  );
  const shown = offersOfBrand(offers, marchio);
  // with no brand chosen the offers show under their brand's name
  const listed = marchio ? shown : shown.filter((o) => brands.some((b) => b.id === o.marchioId));
  return (
    <>
      <div className="bo__field">
        <label htmlFor="bo-f-marchio">{t('backoffice.sales.filters.marchio')}</label>
        <select
          id="bo-f-marchio"
          name="marchio"
          value={marchio}
          onChange={(e) => chooseBrand(e.currentTarget.value)}
        >
          <option value="">{t('backoffice.sales.filters.all_brands')}</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.nome}
            </option>
          ))}
          {extra(
            marchio,
            brands.some((b) => String(b.id) === marchio),
          )}
        </select>
      </div>
      <div className="bo__field">
        <label htmlFor="bo-f-offerta">{t('backoffice.sales.filters.offerta')}</label>
        <select
          id="bo-f-offerta"
          name="offerta"
          value={offerta}
          onChange={(e) => setOfferta(e.currentTarget.value)}
        >
          <option value="">
            {t(
              marchio
                ? 'backoffice.sales.filters.all_offers_of_brand'
                : 'backoffice.sales.filters.all_offers',
            )}
          </option>
          {marchio
            ? listed.map(option)
            : brands.map((b) => (
                <optgroup key={b.id} label={b.nome}>
                  {listed.filter((o) => o.marchioId === b.id).map(option)}
                </optgroup>
              ))}
          {extra(
            offerta,
            listed.some((o) => String(o.id) === offerta),
          )}
        </select>
      </div>
    </>
  );
}

/** The sales, newest first: a filter form whose values are the address's query, a table, paging. */
export function SalesList({ query, onSessionEnded }: { query: URLSearchParams; onSessionEnded: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useStaffData(`/sales?${apiQuery(query)}`, salesListResponse, onSessionEnded);
  const value = (name: string) => query.get(name) ?? '';
  const catalogue = useCatalogue(onSessionEnded);
  const offerOf = (marchioId: number, offertaId: number) =>
    [
      brandName(catalogue.brands, marchioId),
      catalogue.offerName(offertaId) ??
        (catalogue.loaded ? t('backoffice.sales.filters.unknown_id', { id: offertaId }) : ''),
    ]
      .filter(Boolean)
      .join(' · ');

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
        {select('operazione', OPERAZIONI, (o) => t(valueKey('operazioni.name', o)))}
        {select('firmata', ['si', 'no'], (o) => t(`backoffice.sales.filters.firmata_${o}`))}
        <CatalogueFilters query={query} catalogue={catalogue} />
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
        <TableBox label={t('backoffice.sales.caption')}>
          <table className="bo__table bo-sales">
            <caption>{t('backoffice.sales.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.sales.cols.cliente')}</th>
                <th scope="col">{t('backoffice.sales.cols.codice_fiscale')}</th>
                <th scope="col">{t('backoffice.sales.cols.created')}</th>
                <th scope="col">{t('backoffice.sales.cols.stato')}</th>
                <th scope="col">{t('backoffice.sales.cols.lavoro')}</th>
                <th scope="col">{t('backoffice.sales.cols.operazione')}</th>
                <th scope="col">{t('backoffice.sales.cols.offerta')}</th>
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
                  <td>{formatWhen(s.createdAt, i18n.language, 'short')}</td>
                  <td>{t(`backoffice.sales.stato.${s.stato}`, { defaultValue: s.stato })}</td>
                  <td>{t(`backoffice.sales.lavoro.${s.lavoro}`)}</td>
                  <td>{t(valueKey('operazioni.name', s.operazione), { defaultValue: s.operazione })}</td>
                  <td>{offerOf(s.marchioId, s.offertaId)}</td>
                  <td>{s.punti.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
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
