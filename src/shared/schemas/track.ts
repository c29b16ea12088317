import { z } from 'zod';
import './zod-config';
import { STEP_NAMES } from '../domain';
import { codiceFiscaleCheckChar } from '../validation/codice-fiscale';
import { MAX_EVENTS_PER_BATCH, MAX_PARAMS, MAX_PARAM_STRING, TRACK_EVENT_NAMES } from '../track-events';

// First-party funnel analytics (spec 7: POST /track/events, outside /api/v1; api-contract.md: at most
// 50 events a batch). The batch is checked as a whole, each event alone: a bad event is refused
// without losing the good ones beside it (services/domain/analytics/events.ts).

export {
  MAX_EVENTS_PER_BATCH,
  MAX_PARAMS,
  MAX_PARAM_STRING,
  TRACK_EVENTS_PATH,
  TRACK_EVENT_NAMES,
} from '../track-events';
export type { TrackEventName, TrackParamValue, TrackParams } from '../track-events';

/** Events that are about one step and say which. */
const STEP_REQUIRED: ReadonlySet<string> = new Set(['step_view', 'step_complete']);
const STEP_SET: ReadonlySet<string> = new Set(STEP_NAMES);

// --- personal data ---------------------------------------------------------------------------------
// Analytics never carry personal data (analytics.ts). These catch the identifiers a bug could leak:
// e-mail addresses, codici fiscali, IBANs, supply points and anything with a phone-length run of digits
// (phones, partita IVA, PDR, dates of birth). Names and addresses cannot be told from text.

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
/** The usual form, digits where digits belong: a code even when its check character is wrong. */
const CF_PLAIN = /[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]/;
/** Omocodic letters allowed: counted only with a right check character (random words match the shape). */
const CF_ANY = /(?=([A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]))/g;
const IBAN = /[A-Z]{2}\d{2}[A-Z0-9]{11,30}/g;
const POD = /IT\d{3}E\d{8}/;
const DIGIT_RUN = /\+?\d[\d\s.\-/()]*\d/g;
const MIN_PERSONAL_DIGITS = 8;

/** Key words (split at `_`, digits and case changes) that name personal data. */
const PERSONAL_KEY_WORDS = new Set([
  'email',
  'mail',
  'cf',
  'codice',
  'fiscale',
  'fiscal',
  'iban',
  'phone',
  'telefono',
  'cellulare',
  'mobile',
  'tel',
  'nome',
  'cognome',
  'surname',
  'firstname',
  'lastname',
  'indirizzo',
  'address',
  'password',
  'otp',
  'pod',
  'pdr',
]);

function hasCodiceFiscale(compact: string): boolean {
  if (CF_PLAIN.test(compact)) return true;
  for (const m of compact.matchAll(CF_ANY)) {
    const cf = m[1]!;
    if (codiceFiscaleCheckChar(cf.slice(0, 15)) === cf[15]) return true;
  }
  return false;
}

function hasIban(compact: string): boolean {
  for (const [iban] of compact.matchAll(IBAN)) {
    if (iban.replace(/\D/g, '').length >= MIN_PERSONAL_DIGITS) return true;
  }
  return false;
}

/** A value that looks like an e-mail, a codice fiscale, an IBAN, a supply point or a phone number. */
export function looksPersonal(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'number') return Math.abs(Math.trunc(value)) >= 10 ** (MIN_PERSONAL_DIGITS - 1);
  if (EMAIL.test(value)) return true;
  for (const [run] of value.matchAll(DIGIT_RUN)) {
    if (run.replace(/\D/g, '').length >= MIN_PERSONAL_DIGITS) return true;
  }
  const compact = value.replace(/[\s.\-_/]+/g, '').toUpperCase();
  return hasCodiceFiscale(compact) || hasIban(compact) || POD.test(compact);
}

/** A parameter name that says it holds personal data (`email`, `codice_fiscale`, `phoneNumber`). */
export function isPersonalKey(key: string): boolean {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return words.some((w) => PERSONAL_KEY_WORDS.has(w)) || looksPersonal(key);
}

// --- schemas ---------------------------------------------------------------------------------------

const PARAM_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A flat record of at most 20 short values; never personal data (refused with validation.personal_data). */
export const trackParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .superRefine((params, ctx) => {
    const entries = Object.entries(params);
    if (entries.length > MAX_PARAMS) ctx.addIssue({ code: 'custom', message: 'validation.too_big' });
    for (const [key, value] of entries) {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
      if (!PARAM_KEY.test(key)) issue('validation.format');
      else if (isPersonalKey(key) || looksPersonal(value)) issue('validation.personal_data');
      else if (typeof value === 'string' && value.length > MAX_PARAM_STRING) issue('validation.too_long');
    }
  })
  .meta({
    description:
      'Flat: at most 20 keys (a letter, then letters, digits, `_`; 40 characters) of strings (100 ' +
      'characters), numbers or booleans. Values or keys that look like personal data (e-mail, codice ' +
      'fiscale, IBAN, POD, phone numbers or any 8 digits and more) refuse the event.',
  });

/** One event; `ts` in milliseconds since the epoch (the server refuses one far from its own clock). */
export const trackEventSchema = z
  .strictObject({
    name: z.enum(TRACK_EVENT_NAMES),
    params: trackParamsSchema.default({}),
    ts: z.number().int().min(0),
    vendita: z.uuid().optional(),
  })
  .superRefine((event, ctx) => {
    const step = event.params.step;
    const needed = STEP_REQUIRED.has(event.name);
    if (step === undefined ? needed : typeof step !== 'string' || !STEP_SET.has(step)) {
      ctx.addIssue({
        code: 'custom',
        path: ['params', 'step'],
        message: step === undefined ? 'validation.required' : 'validation.choice',
      });
    }
  });
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackBatchBody = z
  .strictObject({
    events: z
      .array(
        z.unknown().meta({
          description:
            '{ name, params, ts, vendita? }: name one of ' +
            `${TRACK_EVENT_NAMES.join(', ')}; params a flat object of at most 20 strings (100 ` +
            'characters), numbers or booleans, keys a letter then letters, digits or `_` (40); ts in ' +
            'ms since the epoch, within the last 24 hours (or 10 minutes ahead); vendita the sale ' +
            'uuid. step_view and step_complete need params.step, a step name. Keys or values that ' +
            'look like personal data (e-mail, codice fiscale, IBAN, POD, phone numbers or 8 digits ' +
            'and more) refuse the event (validation.personal_data).',
        }),
      )
      .min(1)
      .max(MAX_EVENTS_PER_BATCH),
  })
  .meta({ description: 'Each event is validated alone: the bad ones are listed in `rejected`.' });

/** 202: how many events were kept, and the refused ones by their index in the batch with their field errors. */
export const trackBatchResponse = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), fields: z.record(z.string(), z.string()) })),
});
export type TrackBatchResponse = z.infer<typeof trackBatchResponse>;
export type TrackRejection = TrackBatchResponse['rejected'][number];
