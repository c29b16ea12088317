import { modalitaInvioBollettaSchema } from '../../../shared/schemas/steps-billing';
import { defineStep } from './define-step';

// modalitaInvioBolletta (domain.md): how the bills reach the customer, by e-mail or on paper.

export const modalitaInvioBolletta = defineStep({
  name: 'modalitaInvioBolletta',
  draft: 'invioBolletta',
  next: {
    schema: modalitaInvioBollettaSchema,
    write: (data, proposta) => ({ ...proposta, invioBolletta: data.invioBolletta }),
  },
});
