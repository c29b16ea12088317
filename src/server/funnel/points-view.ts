import type { PuntoFornituraView } from '../../shared/schemas/step-context';
import { findSupplyPoint } from '../services/adapters/registry/registry';
import { pdpOf, pointView } from './supply-points';
import type { ViewEnv } from './steps/define-step';

// What the outcome screens of a look-up show (fornituraNonTrovata, sceltaOperazione, ...): the sale's
// supply points as the customer may see them, computed on every load.

/** The sale's points, with the registry's state unless the sale is a product change. */
export async function supplyPointsView({ db, sale }: ViewEnv): Promise<PuntoFornituraView[]> {
  // a product change never shows the registry: only the customer's own supplies count there
  const registry = sale.vendita.operazione !== 'CAMBIO_PRODOTTO';
  return Promise.all(
    sale.vendita.proposta.forniture.map(async (f) => {
      const code = pdpOf(f);
      return pointView(f, registry && code ? await findSupplyPoint(db, code) : null);
    }),
  );
}

/** The points alone (the outcome screens of a look-up, datiTecniciOperazione). */
export async function pointsContesto(env: ViewEnv) {
  return { puntiFornitura: await supplyPointsView(env) };
}

/** The points and the operations they allow (sceltaOperazione, subentroFornituraAttiva). */
export async function pointsWithOperations(env: ViewEnv) {
  const puntiFornitura = await supplyPointsView(env);
  return { puntiFornitura, operazioniPossibili: env.sale.vendita.variabili.operazioniPossibili ?? [] };
}
