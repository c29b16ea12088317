import type { StepName } from '../../shared/domain';
import type { StepContesto } from '../../shared/schemas/step-context';
import type { Customers } from '../services/customers/customers';
import { clienteView, fornituraView } from '../services/customers/customers';
import { findSupplyPoint } from '../services/registry/registry';
import type { Executor } from '../store/db';
import { listOtp } from '../store/repos/messages';
import type { Sale } from './context';
import { SCOPO_CLIENTE } from './existing-customers';
import { pdpOf, pointView } from './supply-points';

// The view data a step's screen needs beside the proposal (step-context.ts in shared), computed from
// the sale on every load, so a reload or a resume link on another device shows the same screen.

const WITH_POINTS = new Set<StepName>([
  'fornituraNonTrovata',
  'subentroFornituraAttiva',
  'sceltaOperazione',
  'datiTecniciOperazione',
  'cambioProdottoFornituraNonTrovata',
  'cambioProdottoFornituraNonCompatibile',
]);

export async function stepContesto(
  db: Executor,
  sale: Sale,
  customers: Customers,
): Promise<StepContesto | undefined> {
  const { stepName, variabili, proposta, uuid, marchioId } = sale.vendita;
  if (stepName === 'riepilogo') return { visitati: [...new Set(sale.vendita.storia)] };
  if (stepName === 'cambioProdottoFornituraNonCompatibile') {
    const chosen = await chosenSupplies(db, sale, customers);
    if (chosen) return { puntiFornitura: chosen };
  }
  if (stepName === 'verificaOtpCliente') {
    const [last] = await listOtp(db, uuid, SCOPO_CLIENTE);
    if (!last) return undefined;
    return {
      otp: {
        identificativo: variabili.identificativoCliente ?? '',
        canale: last.canale as 'email' | 'sms',
        // stored masked (otp-service): the full contact never leaves the server
        destinazione: last.destinazione,
        scadenza: last.expiresAt.toISOString(),
      },
    };
  }
  if (stepName === 'selezioneFornitura') {
    const codice = variabili.codiceCliente;
    const cliente = codice ? await customers.find(db, marchioId, codice) : null;
    if (!cliente) return undefined;
    const supplies = await customers.supplies(db, cliente.codiceCliente);
    return {
      cliente: clienteView(cliente),
      fornitureCliente: supplies.map((f) => fornituraView(f, sale.offerta)),
    };
  }
  if (!WITH_POINTS.has(stepName)) return undefined;
  // a product change never shows the registry: only the customer's own supplies count there
  const registry = sale.vendita.operazione !== 'CAMBIO_PRODOTTO';
  const puntiFornitura = await Promise.all(
    proposta.forniture.map(async (f) => {
      const code = pdpOf(f);
      return pointView(f, registry && code ? await findSupplyPoint(db, code) : null);
    }),
  );
  const possibili = variabili.operazioniPossibili ?? [];
  return stepName === 'sceltaOperazione' || stepName === 'subentroFornituraAttiva'
    ? { puntiFornitura, operazioniPossibili: possibili }
    : { puntiFornitura };
}

/** The customer's supplies chosen on selezioneFornitura (kept when they did not fit the offer). */
async function chosenSupplies(db: Executor, sale: Sale, customers: Customers) {
  const codes = sale.vendita.variabili.fornitureScelte ?? [];
  const codice = sale.vendita.variabili.codiceCliente;
  if (!codes.length || !codice) return null;
  const own = await customers.supplies(db, codice);
  return own
    .filter((f) => codes.includes(f.codiceFornitura))
    .map((f) => ({
      pdp: f.pdp,
      commodity: f.commodity,
      stato: null,
      indirizzo: f.indirizzo,
      distributore: null,
    }));
}
