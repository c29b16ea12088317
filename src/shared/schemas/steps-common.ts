import { z } from 'zod';
import './zod-config';
import type { Commodity, Operazione, TipoContratto } from '../domain';
import { codiceFiscaleSchema, requiredText } from './fields';

// What the step schemas share (steps.ts lists them all for the server). Each group of steps has its
// own module so a screen's chunk carries only the validators its step needs (docs/performance.md).

export type StepContext = {
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  /** Absent: ATTIVAZIONE. Some steps ask for different data per operation. */
  operazione?: Operazione;
};

// zod-config.ts names the generic issues: missing → validation.required, outside the list → validation.choice
export const choice = <const T extends readonly string[]>(values: T) => z.enum(values);

export function persona() {
  return z.strictObject({
    nome: requiredText(),
    cognome: requiredText(),
    codiceFiscale: codiceFiscaleSchema,
  });
}

/** Consents can also be sent with Next; the server then checks every mandatory one is accepted. */
export const accettazioneCondizioniSchema = z.strictObject({
  condizioni: z.record(z.string().max(40), z.boolean()).optional(),
});

export const emptyStepSchema = z.strictObject({});
