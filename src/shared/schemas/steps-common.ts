import { z } from 'zod';
import './zod-config';
import type { Commodity, Operazione, TipoContratto } from '../domain';
import { codiceFiscaleNameMismatch } from '../validation/codice-fiscale-names';
import { codiceFiscaleSchema, requiredText } from './fields';

// What the step schemas share (each server step module names its own). Each group of steps has its
// own module so a screen's chunk carries only the validators its step needs (docs/performance.md).

export type StepContext = {
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  /** Absent: ATTIVAZIONE. Some steps ask for different data per operation. */
  operazione?: Operazione;
};

// zod-config.ts names the generic issues: missing → validation.required, outside the list → validation.choice
export const choice = <const T extends readonly string[]>(values: T) => z.enum(values);

/** Names of people: letters (accented too), apostrophes, hyphens, spaces and dots; no digits or emoji. */
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M}' ’.-]+$/u;
/** Company names: the same, and digits, & and commas ("Condominio Via Roma 10", "Rossi & C."). */
const COMPANY_NAME = /^(?=.*[\p{L}\d])[\p{L}\p{M}\d' ’.,&-]+$/u;

export const personName = () => requiredText().regex(PERSON_NAME, { error: 'validation.name_characters' });
export const companyName = () =>
  requiredText(120).regex(COMPANY_NAME, { error: 'validation.company_name_characters' });

export const personaShape = () => ({
  nome: personName(),
  cognome: personName(),
  codiceFiscale: codiceFiscaleSchema,
});

/**
 * A person's codice fiscale must be theirs: its letters agree with the surname and the name (omocodia
 * variants too). Checked once each field is valid on its own; the error names what disagrees.
 */
export function withOwnCodiceFiscale<
  T extends z.ZodType<{ nome: string; cognome: string; codiceFiscale: string }>,
>(schema: T): T {
  return schema.superRefine(
    (p, ctx) => {
      const mismatch = codiceFiscaleNameMismatch(p.codiceFiscale, p.nome, p.cognome);
      if (mismatch) {
        ctx.addIssue({ code: 'custom', path: ['codiceFiscale'], message: `validation.cf_${mismatch}` });
      }
    },
    // only when every field is fine on its own: otherwise that field's error is the one to show
    { when: (payload) => payload.issues.length === 0 },
  );
}

export function persona() {
  return withOwnCodiceFiscale(z.strictObject(personaShape()));
}

/** Consents can also be sent with Next; the server then checks every mandatory one is accepted. */
export const accettazioneCondizioniSchema = z.strictObject({
  condizioni: z.record(z.string().max(40), z.boolean()).optional(),
});

export const emptyStepSchema = z.strictObject({});
