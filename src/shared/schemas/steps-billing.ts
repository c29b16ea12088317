import { z } from 'zod';
import './zod-config';
import { METODI_PAGAMENTO } from '../domain';
import { emailSchema } from './fields';
import { sepaIbanSchema } from './iban-field';
import { persona } from './steps-common';

// Bill delivery and payment, apart and (fast flow) on one screen.

export const modalitaInvioBollettaSchema = z.strictObject({
  invioBolletta: z.discriminatedUnion('modalita', [
    z.strictObject({ modalita: z.literal('EMAIL'), email: emailSchema }),
    z.strictObject({ modalita: z.literal('CARTACEO') }),
  ]),
});

export const metodoPagamentoSchema = z.strictObject({
  pagamento: z.discriminatedUnion('metodo', [
    z.strictObject({
      metodo: z.literal(METODI_PAGAMENTO[0]),
      iban: sepaIbanSchema,
      // the account holder when not the customer (SEPA mandates name the debtor)
      intestatarioConto: persona().optional(),
    }),
    z.strictObject({ metodo: z.literal(METODI_PAGAMENTO[1]) }),
  ]),
});

/** invioBollettaPagamento: bill delivery and payment on one screen. */
export const invioBollettaPagamentoSchema = modalitaInvioBollettaSchema.extend(metodoPagamentoSchema.shape);
