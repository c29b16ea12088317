import { z } from 'zod';
import './zod-config';
import { COMMODITIES, OPERAZIONI, STEP_NAMES } from '../domain';
import { clienteVerificatoSchema, fornituraClienteSchema } from './clients';
import { indirizzoSchema } from './indirizzo';
import { STATI_PUNTO_FORNITURA } from './registry';

// What a step's screen shows beside the proposal (api-contract.md allows fields beyond those named):
// the masked contact a code went to, the customer's supplies, the supply points looked up and the
// operations that fit them. The server computes it from the sale, so a reload or another device sees
// the same screen; nothing here is the registry's personal data (a point's holder is never sent).

/** A supply point as the customer may see it: no holder, only what identifies the place. */
export const puntoFornituraViewSchema = z.object({
  pdp: z.string(),
  commodity: z.enum(COMMODITIES),
  /** null: the registry does not hold this code */
  stato: z.enum(STATI_PUNTO_FORNITURA).nullable(),
  indirizzo: indirizzoSchema.nullable(),
  distributore: z.string().nullable(),
});
export type PuntoFornituraView = z.infer<typeof puntoFornituraViewSchema>;

export const stepContestoSchema = z.object({
  /** verificaOtpCliente: where the code went, and what the customer typed (for "send again"). */
  otp: z
    .object({
      identificativo: z.string(),
      canale: z.enum(['email', 'sms']),
      destinazione: z.string(),
      scadenza: z.string(),
    })
    .optional(),
  /** selezioneFornitura: the verified customer and their supplies. */
  cliente: clienteVerificatoSchema.optional(),
  fornitureCliente: z.array(fornituraClienteSchema).optional(),
  /** datiFornitura outcomes, sceltaOperazione, datiTecniciOperazione: the points looked up. */
  puntiFornitura: z.array(puntoFornituraViewSchema).optional(),
  /** sceltaOperazione: the operations that fit the points' state. */
  operazioniPossibili: z.array(z.enum(OPERAZIONI)).optional(),
  /** riepilogo: the steps this sale went through, where the summary's edit links may return. */
  visitati: z.array(z.enum(STEP_NAMES)).optional(),
});
export type StepContesto = z.infer<typeof stepContestoSchema>;
