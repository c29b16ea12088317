import { useTranslation } from 'react-i18next';
import type { OfferSnapshot } from '../../../shared/schemas/offer-snapshot';
import { valueKey } from '../../../shared/text-key';
import { formatDay, formatNumber, formatWhen } from './format';

// The offer as the customer saw it (vendite.offerta_vista) on a sale's page: its terms in words, its
// prices as the funnel's summary says them, the documents and the terms the customer was given.

/** The summary's words for an offer's main prices (riepilogo.offer.*) */
const PRICE_KINDS: Record<string, 'energia' | 'materia' | 'quota_fissa'> = {
  energiaEuroKwh: 'energia',
  materiaEuroSmc: 'materia',
  quotaFissaEuroMese: 'quota_fissa',
};

type PriceRow = { key: string; label: string; value: string };

function usePriceRows(prezzi: Record<string, unknown>): PriceRow[] {
  const { t, i18n } = useTranslation();
  const amount = (n: number) => formatNumber(n, i18n.language, 4);
  const rows: PriceRow[] = [];
  // electricity first, as the offers name them ("Luce e gas"); the stored JSON keeps no order
  const commodities = Object.keys(prezzi).sort((a, b) => (a === 'luce' ? -1 : b === 'luce' ? 1 : 0));
  for (const c of commodities) {
    const prices = prezzi[c];
    if (typeof prices !== 'object' || prices === null) continue;
    const commodity = t(`riepilogo.offer.commodity.${c}`, { defaultValue: c });
    for (const [k, v] of Object.entries(prices)) {
      const kind = PRICE_KINDS[k];
      if (kind && typeof v === 'number') {
        rows.push({
          key: `${c}.${k}`,
          label: t('riepilogo.offer.price_label', { commodity, kind: t(`riepilogo.offer.kind.${kind}`) }),
          value: t(`riepilogo.offer.unit.${kind}`, { amount: amount(v) }),
        });
      } else if (k === 'componenti' && Array.isArray(v)) {
        // the other components the retailer lists (transport, system charges), named by the retailer
        v.forEach((p: { voce?: unknown; valore?: unknown; unita?: unknown }, i) =>
          rows.push({
            key: `${c}.${k}.${i}`,
            label: `${commodity} – ${String(p.voce)}`,
            value: t(`backoffice.sales.page.offer_view.units.${String(p.unita)}`, {
              amount: typeof p.valore === 'number' ? amount(p.valore) : String(p.valore),
              defaultValue: `${String(p.valore)} ${String(p.unita)}`,
            }),
          }),
        );
      } else {
        rows.push({ key: `${c}.${k}`, label: `${commodity} – ${k}`, value: JSON.stringify(v) });
      }
    }
  }
  return rows;
}

export function OfferSeen({ offer }: { offer: OfferSnapshot }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const prices = usePriceRows(offer.prezzi);
  const k = (key: string) => t(`backoffice.sales.page.offer_view.${key}`);
  const rows: [string, string][] = [
    [k('nome'), offer.nome],
    [k('codice'), offer.codice],
    [k('tipo'), t(valueKey('supply_point.commodity', offer.tipo), { defaultValue: offer.tipo })],
    [
      k('tipo_contratto'),
      t(valueKey('supply_point.contract', offer.tipoContratto), { defaultValue: offer.tipoContratto }),
    ],
    [
      k('validity'),
      t('backoffice.sales.page.offer_view.validity_value', {
        from: formatDay(offer.validaDal, lang),
        to: formatDay(offer.validaAl, lang),
      }),
    ],
    [k('seen_at'), formatWhen(offer.presaIl, lang)],
    [k('descrizione'), offer.descrizione],
  ];
  return (
    <>
      <dl className="bo__fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {prices.length > 0 && (
        <>
          <h4>{k('prices')}</h4>
          <dl className="bo__fields">
            {prices.map((p) => (
              <div key={p.key}>
                <dt>{p.label}</dt>
                <dd>{p.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {offer.documenti.length > 0 && (
        <>
          <h4>{k('documents')}</h4>
          <ul>
            {offer.documenti.map((d) => (
              <li key={d.id}>
                {t(`backoffice.sales.page.offer_view.document_types.${d.tipo}`, { defaultValue: d.tipo })} ·{' '}
                {d.nome}
              </li>
            ))}
          </ul>
        </>
      )}
      {offer.condizioni.length > 0 && (
        <>
          <h4>{k('terms')}</h4>
          <ul>
            {offer.condizioni.map((c) => (
              <li key={c.codice}>
                {lang === 'en' ? c.testoEn : c.testoIt} ·{' '}
                {t('backoffice.sales.page.offer_view.term_value', {
                  version: c.versione,
                  required: t(
                    c.obbligatoria ? 'accettazione_condizioni.required' : 'accettazione_condizioni.optional',
                  ),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
