import { selezioneFornituraSchema } from '../../../shared/schemas/steps-customer';
import { validationError } from '../../errors';
import { clienteView, fornituraView } from '../../services/adapters/customers/customers';
import { movedSupplies, verifiedClienteOf } from '../point-lookup';
import { without } from '../variables';
import type { StepEnv, StepState, ViewEnv } from './define-step';
import { defineStep } from './define-step';

// selezioneFornitura (domain.md CAMBIO_PRODOTTO): the verified customer's supplies, one per commodity
// of the offer, to move to it; none chosen means "not listed" (datiFornitura follows).

async function chooseSupplies(
  data: { codiciFornitura: string[] },
  s: StepState,
  env: StepEnv,
): Promise<StepState> {
  const codes = data.codiciFornitura;
  const base = without(s.variabili, 'esitoFornitura', 'fornituraNonElencata', 'fornitureScelte');
  if (!codes.length) return { ...s, variabili: { ...base, fornituraNonElencata: true } };
  const cliente = await verifiedClienteOf(env, s);
  const supplies = [];
  for (const code of codes) {
    const supply = await env.services.customers.supply(env.tx, cliente.codiceCliente, code);
    if (!supply) throw validationError({ codiciFornitura: 'validation.choice' });
    supplies.push(supply);
  }
  if (new Set(supplies.map((f) => f.commodity)).size < supplies.length) {
    throw validationError({ codiciFornitura: 'validation.one_per_commodity' });
  }
  return movedSupplies(env, cliente, supplies, {
    ...s,
    variabili: { ...base, fornitureScelte: supplies.map((f) => f.codiceFornitura) },
  });
}

/** The verified customer and their supplies, each with whether it fits the offer. */
async function customerSupplies({ db, sale, customers }: ViewEnv) {
  const codice = sale.vendita.variabili.codiceCliente;
  const cliente = codice ? await customers.find(db, sale.vendita.marchioId, codice) : null;
  if (!cliente) return undefined;
  const supplies = await customers.supplies(db, cliente.codiceCliente);
  return {
    cliente: clienteView(cliente),
    fornitureCliente: supplies.map((f) => fornituraView(f, sale.offerta)),
  };
}

export const selezioneFornitura = defineStep({
  name: 'selezioneFornitura',
  next: { schema: selezioneFornituraSchema, leave: [chooseSupplies] },
  contesto: customerSupplies,
});
