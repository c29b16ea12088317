import { useTranslation } from 'react-i18next';
import type { Indirizzo } from '../../shared/schemas/proposta';
import type { PuntoFornituraView } from '../../shared/schemas/step-context';

// A supply point as the screens after a lookup show it (step contesto.puntiFornitura): its code,
// the registry's state, the address and the distributor, never its holder. Screens that use it add
// supply-point.css to their stylesheet.

/** "Via Roma 10, 20121 Milano (MI)" */
export function formatAddress(a: Indirizzo | null | undefined): string | null {
  if (!a) return null;
  const street = [a.toponimo, a.via, a.civico].filter(Boolean).join(' ');
  const place = [a.cap, a.comune].filter(Boolean).join(' ');
  const provincia = a.provincia ? ` (${a.provincia.toUpperCase()})` : '';
  const text = [street, place && `${place}${provincia}`].filter(Boolean).join(', ');
  return text || null;
}

/** i18n key of a point's registry state; null (not in the registry) has its own. */
export function statoKey(stato: PuntoFornituraView['stato']): string {
  return `supply_point.state.${stato ? stato.toLowerCase() : 'unknown'}`;
}

/** "POD" or "PDR": what the code of a commodity's point is called. */
export function codeLabelKey(commodity: PuntoFornituraView['commodity']): string {
  return commodity === 'LUCE' ? 'supply_point.pod' : 'supply_point.pdr';
}

/**
 * The point's details as a description list. `address` stands in when the registry has none (a
 * customer's own supply on a product change); `showState` is off where the state says nothing.
 */
export function PointDetails({
  punto,
  address,
  showState = true,
}: {
  punto: PuntoFornituraView;
  address?: Indirizzo | undefined;
  showState?: boolean;
}) {
  const { t } = useTranslation();
  const where = formatAddress(punto.indirizzo ?? address);
  return (
    <dl className="point">
      <div>
        <dt>{t(codeLabelKey(punto.commodity))}</dt>
        <dd className="point__code">{punto.pdp}</dd>
      </div>
      {showState ? (
        <div>
          <dt>{t('supply_point.state_label')}</dt>
          <dd>{t(statoKey(punto.stato))}</dd>
        </div>
      ) : null}
      {where ? (
        <div>
          <dt>{t('supply_point.address')}</dt>
          <dd>{where}</dd>
        </div>
      ) : null}
      {punto.distributore ? (
        <div>
          <dt>{t('supply_point.distributor')}</dt>
          <dd>{punto.distributore}</dd>
        </div>
      ) : null}
    </dl>
  );
}
