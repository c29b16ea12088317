import { metodoPagamentoSchema } from '../../../shared/schemas/steps-billing';
import { defineStep } from './define-step';

// metodoPagamento (domain.md): SEPA direct debit (an Italian IBAN, its account holder when not the
// customer) or payment slip.

export const metodoPagamento = defineStep({
  name: 'metodoPagamento',
  draft: 'pagamento',
  next: {
    schema: metodoPagamentoSchema,
    write: (data, proposta) => ({ ...proposta, pagamento: data.pagamento }),
  },
});
