import type { ViewEnv } from './define-step';
import { defineStep } from './define-step';
import { supplyPointsView } from '../points-view';

// cambioProdottoFornituraNonCompatibile (domain.md CAMBIO_PRODOTTO): the supply's commodity or contract
// type does not fit the offer; the flow ends here, showing the supplies concerned.

/** The customer's supplies chosen on selezioneFornitura (kept when they did not fit the offer). */
async function chosenSupplies({ db, sale, customers }: ViewEnv) {
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

export const cambioProdottoFornituraNonCompatibile = defineStep({
  name: 'cambioProdottoFornituraNonCompatibile',
  when: {
    label: 'commodity or contract type does not fit',
    test: (f) => f.variabili.esitoFornitura === 'NON_COMPATIBILE',
  },
  ends: true,
  // chosen from the list, or typed on datiFornitura ("not listed") and found among the supplies
  contesto: async (env) => ({ puntiFornitura: (await chosenSupplies(env)) ?? (await supplyPointsView(env)) }),
});
