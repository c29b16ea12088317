import type { Proposta } from '../../../shared/schemas/proposta';
import type { IndirizzoCompleto } from '../../../shared/schemas/indirizzo';
import { indirizzoFornituraSchema } from '../../../shared/schemas/steps-supply';
import { checkSupplyAddress } from '../address-check';
import { defineStep } from './define-step';

// indirizzoFornitura (domain.md): the supply address, checked against the comuni and their CAPs and
// against where the brand sells. A dual offer supplies both commodities at one address.

/** The address on every supply of the proposal. */
export function withSupplyAddress(proposta: Proposta, indirizzo: IndirizzoCompleto): Proposta {
  return { ...proposta, forniture: proposta.forniture.map((f) => ({ ...f, indirizzo })) };
}

export const indirizzoFornitura = defineStep({
  name: 'indirizzoFornitura',
  draft: 'indirizzo',
  next: {
    schema: indirizzoFornituraSchema,
    check: checkSupplyAddress,
    write: (data, proposta) => withSupplyAddress(proposta, data.indirizzo),
  },
});
