import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { snapshotOffer } from '../offer-snapshot';
import { defineStep } from './define-step';

// riepilogo (domain.md): the summary of the proposal, with links back to the steps it came from.

export const riepilogo = defineStep({
  name: 'riepilogo',
  documents: true,
  next: { schema: emptyStepSchema },
  // the offer as the customer saw it, kept in the sale for the contract (issue 15 item 4)
  enter: (tx, sale) => snapshotOffer(tx, sale),
  // the steps this sale went through: where the summary's edit links may return
  contesto: async ({ sale }) => ({ visitati: [...new Set(sale.vendita.storia)] }),
});
