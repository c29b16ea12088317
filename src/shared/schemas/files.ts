import { z } from 'zod';
import './zod-config';
import { COMMODITIES, TIPI_CONTRATTO } from '../domain';
import { CATEGORIE_ALLEGATO, TIPI_BOLLETTA } from '../files';
import { operazioneSchema } from './api';

// Uploaded files (issue 5, api-contract.md): the attachment types an operation needs, a sale's files,
// and the plain-link downloads. Uploads are multipart bodies, read by the route, not by a schema.

/** A type code as the seed writes it (DOCUMENTO_IDENTITA, VISURA_CAMERALE). */
export const tipoAllegatoSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,59}$/, { error: 'validation.attachment_type' });

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

export const tipiAllegatoParams = z.strictObject({
  tipoContratto: z.preprocess(upper, z.enum(TIPI_CONTRATTO, { error: 'validation.choice' })),
  operazione: operazioneSchema,
});

/** `?commodity=LUCE&commodity=GAS`: one or both; none given means both. */
export const tipiAllegatoQuery = z.strictObject({
  commodity: z
    .preprocess(
      (v) => (v === undefined ? undefined : [v].flat().map(upper)),
      z
        .array(z.enum(COMMODITIES, { error: 'validation.choice' }))
        .min(1)
        .max(2),
    )
    .optional(),
});

export const tipoAllegatoViewSchema = z.object({
  tipoAllegato: z.string(),
  /** In the language of Accept-Language. */
  descrizione: z.string(),
  obbligatorio: z.boolean(),
  commodity: z.enum(COMMODITIES),
});
export type TipoAllegatoView = z.infer<typeof tipoAllegatoViewSchema>;
export const tipiAllegatoResponse = z.array(tipoAllegatoViewSchema);

export const allegatoSchema = z.object({
  id: z.uuid(),
  /** The name the customer's file had. */
  nome: z.string(),
  /** What the file is on the sale: documento-identita, bolletta-luce, bolletta-gas or allegato. */
  tipo: z.enum(CATEGORIE_ALLEGATO),
  /** The attachment type it satisfies (DOCUMENTO_IDENTITA for an identity document); null for bills. */
  tipoAllegato: z.string().nullable(),
  /** Told by content: application/pdf, image/jpeg or image/png. */
  contentType: z.string(),
  /** Bytes. */
  dimensione: z.number().int(),
  /** Plain-link download (carries the sale's uuid). */
  url: z.string(),
});
export type Allegato = z.infer<typeof allegatoSchema>;
export const allegatiResponse = z.array(allegatoSchema);

/** `vendita` is optional here so that a link without it answers 404, like one with another sale's uuid. */
export const allegatoParams = z.strictObject({ id: z.uuid({ error: 'validation.uuid' }) });
export const allegatoQuery = z.strictObject({ vendita: z.uuid({ error: 'validation.uuid' }).optional() });

export const bollettaQuery = z.strictObject({
  tipo: z.enum(TIPI_BOLLETTA, { error: 'validation.choice' }),
});

/** Field errors of uploads, named after the multipart field they concern. */
export const FILE_CHECK_KEYS = {
  required: 'validation.file_required',
  empty: 'validation.file_empty',
  attachmentType: 'validation.attachment_type',
  billCommodity: 'validation.bill_commodity',
  tooMany: 'validation.too_many_files',
  oneFile: 'validation.one_file',
  attachmentRequired: 'validation.attachment_required',
} as const;
