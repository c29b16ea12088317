import { invioBollettaPagamentoSchema } from '../../../shared/schemas/steps-billing';
import { defineStep } from './define-step';

// invioBollettaPagamento (spec 4 fast flow): bill delivery and payment confirmed on one screen, in place
// of modalitaInvioBolletta and metodoPagamento.

export const invioBollettaPagamento = defineStep({
  name: 'invioBollettaPagamento',
  next: {
    schema: invioBollettaPagamentoSchema,
    write: (data, proposta) => ({
      ...proposta,
      invioBolletta: data.invioBolletta,
      pagamento: data.pagamento,
    }),
  },
});
