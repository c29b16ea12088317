import { z } from 'zod';
import './zod-config';
import { OPERAZIONI } from '../domain';
import { CODICE_FORNITURA, customerIdentifierSchema, normalizeCodice } from './clients';
import type { StepContext } from './steps-common';
import { choice } from './steps-common';

// The customer's steps: already a customer, which supplies, which operation.

/**
 * ricercaCliente: already a customer? A product change is for customers only; an activation may be
 * either. The customer code or the codice fiscale / partita IVA finds the customer.
 */
export function ricercaClienteSchema(ctx: StepContext) {
  const esistente = z.strictObject({ giaCliente: z.literal(true), identificativo: customerIdentifierSchema });
  if (ctx.operazione === 'CAMBIO_PRODOTTO') return esistente;
  return z.discriminatedUnion('giaCliente', [z.strictObject({ giaCliente: z.literal(false) }), esistente], {
    error: () => 'validation.required',
  });
}

const codiceFornituraSchema = z
  .string()
  .overwrite(normalizeCodice)
  .regex(CODICE_FORNITURA, { error: 'validation.choice' });

/** selezioneFornitura: the customer's supplies to move (one per commodity); none: "not listed". */
export const selezioneFornituraSchema = z.strictObject({
  codiciFornitura: z.array(codiceFornituraSchema).max(2),
});

/** sceltaOperazione: the operation that fits the supply point; the server offers which. */
export const sceltaOperazioneSchema = z.strictObject({ operazione: choice(OPERAZIONI) });
