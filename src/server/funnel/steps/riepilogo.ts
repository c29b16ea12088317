import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { defineStep } from './define-step';

// riepilogo (domain.md): the summary of the proposal, with links back to the steps it came from.

export const riepilogo = defineStep({
  name: 'riepilogo',
  documents: true,
  next: { schema: emptyStepSchema },
  // the steps this sale went through: where the summary's edit links may return
  contesto: async ({ sale }) => ({ visitati: [...new Set(sale.vendita.storia)] }),
});
