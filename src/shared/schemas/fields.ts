// One schema per field kind, shared by the forms (zodResolver) and the routes (style.md "One contract,
// validated twice"). Messages are i18n keys: the form and the API's `fields` map translate them.
// Normalizing with .overwrite() keeps each schema a plain string schema, so it still converts to JSON
// Schema for the routes, and the parsed value is the normalized one. The phone and IBAN fields live in
// phone-field.ts and iban-field.ts: their libraries are large and only two screens need them
// (docs/performance.md).
import { z } from 'zod';
import './zod-config';
import { isPotenzaValida } from '../rules';
import {
  isValidCodiceFiscale,
  isValidCodiceFiscaleNumerico,
  normalizeCodiceFiscale,
} from '../validation/codice-fiscale';
import { isValidPartitaIva, normalizePartitaIva } from '../validation/partita-iva';
import { isValidCap, isValidPdr, isValidPod, normalizePdr, normalizePod } from '../validation/supply-point';

export const VALIDATION_KEYS = [
  'validation.required',
  'validation.too_long',
  'validation.codice_fiscale',
  'validation.partita_iva',
  'validation.iban',
  'validation.pod',
  'validation.pdr',
  'validation.cap',
  'validation.email',
  'validation.phone',
  'validation.power',
  'validation.province',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function message(key: ValidationKey): { error: ValidationKey } {
  return { error: key };
}

/** A trimmed, non-empty string; a missing value or a wrong type also reads as required. */
export function filledString() {
  // abort: an empty value gets only "required", not also the format error of the checks after it.
  return z
    .string(message('validation.required'))
    .trim()
    .min(1, { ...message('validation.required'), abort: true });
}

/** Normalizes, then checks the format; the parsed value is the normalized one. */
export function identifier(
  normalize: (s: string) => string,
  isValid: (s: string) => boolean,
  key: ValidationKey,
) {
  return filledString().overwrite(normalize).refine(isValid, message(key));
}

export function requiredText(max = 80) {
  return filledString().max(max, message('validation.too_long'));
}

/** A natural person's code (16 characters, omocodia allowed). */
export const codiceFiscaleSchema = identifier(
  normalizeCodiceFiscale,
  isValidCodiceFiscale,
  'validation.codice_fiscale',
);

/** A person's 16-character code or a company's 11-digit one. */
export const codiceFiscaleOrNumericSchema = identifier(
  normalizeCodiceFiscale,
  (cf) => isValidCodiceFiscale(cf) || isValidCodiceFiscaleNumerico(cf),
  'validation.codice_fiscale',
);

export const partitaIvaSchema = identifier(normalizePartitaIva, isValidPartitaIva, 'validation.partita_iva');

export const podSchema = identifier(normalizePod, isValidPod, 'validation.pod');

export const pdrSchema = identifier(normalizePdr, isValidPdr, 'validation.pdr');

export const capSchema = filledString().refine(isValidCap, message('validation.cap'));

/** Lower-cased so the same address always compares equal (254: RFC 5321 path limit). */
export const emailSchema = filledString()
  .max(254, { ...message('validation.too_long'), abort: true })
  .toLowerCase()
  .regex(z.regexes.email, message('validation.email'));

/** Committed power in kW (spec 3 and 9). */
export const potenzaKwSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.power') })
  .refine(isPotenzaValida, message('validation.power'));

/** Province abbreviation (RM, MI): two letters, upper-cased. */
export const provinciaSchema = filledString()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, message('validation.province'));
