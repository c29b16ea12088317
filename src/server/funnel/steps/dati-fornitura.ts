import { datiFornituraSchema } from '../../../shared/schemas/steps-supply';
import { lookupPoints } from '../point-lookup';
import { defineStep } from './define-step';
import { withSupplyData } from './dati-tecnici';

// datiFornitura (domain.md SUBENTRO, VOLTURA, CAMBIO_PRODOTTO "not listed"): the POD / PDR of each
// supply, looked up on leaving: the outcome (not found, still active, ceased) picks the next screen.

export const datiFornitura = defineStep({
  name: 'datiFornitura',
  next: {
    schema: datiFornituraSchema,
    write: (data, proposta) => withSupplyData(proposta, data.forniture),
    leave: [lookupPoints],
  },
});
