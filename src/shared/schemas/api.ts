import { z } from 'zod';
import './zod-config';
import { OPERAZIONI, STEP_NAMES, TIPI_CONTRATTO, TIPI_OFFERTA } from '../domain';
import { campiBollettaSchema, motivoLetturaSchema } from './bills';
import { propostaDraftSchema, propostaSchema } from './proposta';
import { stepContestoSchema } from './step-context';

// Request and response shapes of the HTTP contract (api-contract.md). Routes validate with these;
// docs/api.md is generated from them.

export const API_PREFIX = '/api/v1';

/**
 * Ids are JSON numbers in bodies and digit strings in paths and queries; nothing else converts
 * (`true`, `[101]` or `"0x65"` would otherwise coerce to an id).
 */
const intId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.type' })
    .min(1, { error: 'validation.type' })
    .max(2_147_483_647, { error: 'validation.type' }),
);

export const idParams = z.strictObject({ id: intId });
export const uuidParams = z.strictObject({ uuid: z.uuid({ error: 'validation.uuid' }) });
export const propostaIdParams = z.strictObject({ id: z.uuid({ error: 'validation.uuid' }) });
export const moveOfferParams = z.strictObject({
  uuid: z.uuid({ error: 'validation.uuid' }),
  offertaId: intId,
});
export const brandCodeParams = z.strictObject({ brand: z.string().min(1).max(40) });

/** `?web2` and `?lightest` are flags that pick a variant; they carry no value. */
export const web2Query = z.object({ web2: z.string().max(10).optional() });
export const lightestQuery = z.object({ lightest: z.string().max(10).optional() });

export const operazioneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(OPERAZIONI, { error: 'validation.operation' }),
);

export const createVenditaBody = z.strictObject({
  offerta: intId,
  operazioneCommerciale: operazioneSchema,
  campagna: intId.optional(),
});
export const createVenditaResponse = z.object({ venditaUuid: z.uuid(), marchioId: z.number().int() });
/** POST /vendite/{uuid}/offerte/{offertaId}: the new sale, also in `Location`. */
export const moveOfferResponse = createVenditaResponse.pick({ venditaUuid: true });

/** Step data travels beside the taskId; the step's own schema (steps.ts) checks the rest. */
/** A missing taskId is 409 `task.stale` (api-contract.md), as on Back; a malformed one is 400. */
export const nextBody = z.looseObject({ taskId: z.uuid({ error: 'validation.task_id' }).optional() });
export const prevQuery = z.strictObject({
  step: z.enum(STEP_NAMES, { error: 'validation.step_name' }).optional(),
});
export const prevBody = z.union([z.strictObject({ taskId: z.uuid().optional() }), z.null(), z.undefined()]);

export const patchV2Body = z.strictObject({ proposta: propostaDraftSchema });
/** spec 3 "Resume e-mail payload": who asked for the link and where it goes. */
export const contattoSchema = z.strictObject({
  nome: z.string().trim().min(1, { error: 'validation.required' }).max(80),
  cognome: z.string().trim().min(1, { error: 'validation.required' }).max(80),
  email: z.email({ error: 'validation.email' }).max(254),
});

/** POST /vendite/{uuid}/save: mail a link that reopens the funnel at the current step (202). */
export const saveBody = contattoSchema;

export const patchVenditaBody = z.strictObject({
  contatto: contattoSchema.optional(),
  campagna: intId.nullable().optional(),
  lingua: z.enum(['it', 'en'], { error: 'validation.choice' }).optional(),
});

export const verificaOtpBody = z.union(
  [
    z.strictObject({
      otp: z
        .string()
        .trim()
        .regex(/^\d{6}$/, { error: 'validation.otp' }),
    }),
    z.strictObject({ resend: z.literal(true) }),
  ],
  { error: 'validation.otp' },
);

export const conditionPatchBody = z.strictObject({
  condizioni: z.record(z.string().max(40), z.boolean({ error: 'validation.type' })),
});

// Responses

export const stepFileSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.string(),
  url: z.string(),
});
export const stepSchema = z.object({
  name: z.enum(STEP_NAMES),
  taskId: z.uuid(),
  files: z.array(stepFileSchema),
  variables: z.object({
    marchio: z.number().int(),
    widgetEnabled: z.enum(['true', 'false']),
    fastProcess: z.enum(['true', 'false']),
    creditCheckResult: z.enum(['true', 'false']),
  }),
  progress: z.object({ index: z.number().int(), total: z.number().int() }),
  /** The step's own view data (step-context.ts); absent when the screen needs none. */
  contesto: stepContestoSchema.optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const offertaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPI_OFFERTA),
  codice: z.string(),
  tipoContrattoOfferta: z.enum(TIPI_CONTRATTO),
  offertaIdCollegata: z.number().int().nullable(),
  marchioId: z.number().int(),
  validaAl: z.string(),
  scaduta: z.boolean(),
  descrizione: z.string(),
  prezzi: z.record(z.string(), z.unknown()),
});
export type Offerta = z.infer<typeof offertaSchema>;

export const marchioSchema = z.object({
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  logoUrl: z.string(),
  colori: z.record(z.string(), z.string()),
  sitoPubblico: z.string(),
  privacyUrl: z.string(),
});
export type Marchio = z.infer<typeof marchioSchema>;

export const campagnaSchema = z.object({
  id: z.number().int(),
  marchioId: z.number().int(),
  marchioNome: z.string(),
  nome: z.string(),
});
export type Campagna = z.infer<typeof campagnaSchema>;

/** api-contract.md "Bills": what was read from one uploaded bill. */
export const estrazioneSchema = z.object({
  tipo: z.enum(['luce', 'gas']),
  stato: z.enum(['in_corso', 'completata', 'fallita']),
  campi: campiBollettaSchema,
  motivo: motivoLetturaSchema.optional(),
});
export type Estrazione = z.infer<typeof estrazioneSchema>;
export const estrazioniResponse = z.array(estrazioneSchema);

/** The longest a GET of the readings may wait for one to end (a proxy's read timeout is far longer). */
export const MAX_EXTRACTION_WAIT_MS = 10_000;
export const estrazioniQuery = z.strictObject({
  attendiMs: z.coerce.number().int().min(0).max(MAX_EXTRACTION_WAIT_MS).optional(),
});

export const venditaSchema = z.object({
  uuid: z.uuid(),
  offertaId: z.number().int(),
  operazioneCommerciale: z.enum(OPERAZIONI),
  marchioId: z.number().int(),
  campagnaId: z.number().int().nullable(),
  stato: z.string(),
  canale: z.string(),
  lingua: z.string(),
  proposta: propostaSchema,
  /** api-contract.md "Bills": what was read from each uploaded bill, the latest per type last. */
  estrazioniBollette: z.array(estrazioneSchema).optional(),
});
export type Vendita = z.infer<typeof venditaSchema>;

export const condizioneSchema = z.object({
  codice: z.string(),
  versione: z.string(),
  testo: z.string(),
  obbligatoria: z.boolean(),
  accettata: z.boolean(),
  documento: stepFileSchema.nullable(),
});
export type Condizione = z.infer<typeof condizioneSchema>;
export const condizioniResponse = z.array(condizioneSchema);

export const envResponse = z.object({ googleAnalyticsTrackingId: z.string().nullable() });
export const widgetAccountResponse = z.object({
  botId: z.string().nullable(),
  token: z.string().nullable(),
  url: z.string().nullable(),
});
export const otpSentResponse = z.object({
  canale: z.enum(['email', 'sms']),
  destinazione: z.string(),
  scadenza: z.string(),
});
export type OtpSent = z.infer<typeof otpSentResponse>;
/** POST /verifica-otp: the congratulations step once signed, or where a new code went (`resend`). */
export const verificaOtpResponse = z.union([stepSchema, otpSentResponse]);

/** GET /configurations/credit-check-enabled/{brandId}: a bare JSON boolean. */
export const creditCheckEnabledResponse = z.boolean();

/** /healthz and /readyz (docs/operations.md): what a probe reads besides the status. */
const storeKind = z.enum(['pglite', 'postgres']);
export const healthResponse = z.object({ status: z.literal('ok'), database: storeKind });
export const readyResponse = z.object({ status: z.literal('ready'), database: storeKind });
export const notReadyResponse = z.object({
  status: z.literal('not_ready'),
  database: storeKind,
  reason: z.enum(['draining', 'database_unavailable', 'migrations_pending']),
});

/** POST /clients/populate?vendita-uuid=: the values of a bill as the customer confirmed them. */
export const clientsPopulateQuery = z.strictObject({ 'vendita-uuid': z.uuid({ error: 'validation.uuid' }) });
export const clientsPopulateBody = z.strictObject({
  tipo: z.enum(['luce', 'gas']).optional(),
  stato: z.string().max(20).optional(),
  campi: campiBollettaSchema,
});
export const clientsPopulateResponse = z.object({ proposta: propostaSchema, ignorati: z.array(z.string()) });
