import { z } from 'zod';
import './zod-config';
import { OPERAZIONI } from '../domain';
import { offerSnapshotSchema } from './offer-snapshot';
import { consensoSchema, propostaSchema } from './proposta';

// The events a retailer's systems receive (issue 15 item 3, api-contract.md "Back office and webhooks"):
// one envelope, a `data` per type and version. Each version's JSON Schema is published in docs/events/
// (scripts/gen-docs.ts) and never changed in place: a change of meaning is a new version beside it.
// docs/backoffice.md "The sale.signed event" describes every field.

export const SALE_EVENT_TYPES = ['sale.signed', 'sale.status_changed', 'sale.withdrawn'] as const;

const isoTime = z.iso.datetime({ offset: true });

/** The offer as the customer saw it; `fonte` says whether it is the copy taken at the summary. */
export const signedOfferSchema = offerSnapshotSchema.extend({
  /**
   * `offerta_vista`: the copy taken when the summary was shown; `catalogo`: a sale from before the copy
   * existed, built from the catalogue when the event was made (it may differ from what the customer saw)
   */
  fonte: z.enum(['offerta_vista', 'catalogo']),
});
export type SignedOffer = z.infer<typeof signedOfferSchema>;

export const saleSignedDataV1 = z.object({
  vendita: z.object({
    uuid: z.uuid(),
    marchioId: z.number().int(),
    offertaId: z.number().int(),
    operazioneCommerciale: z.enum(OPERAZIONI),
    firmataIl: isoTime,
    canale: z.string(),
    lingua: z.string(),
    campagnaId: z.number().int().nullable(),
  }),
  /** the proposal exactly as GET /vendite/{uuid}/v2 shows it (its `proposta`) */
  proposta: propostaSchema,
  offerta: signedOfferSchema,
  /** every consent given, by code: accepted or not, the version of the text, when */
  consensi: z.record(z.string(), consensoSchema),
  /** the signature's audit trail */
  firma: z.object({
    canale: z.string(),
    firmataIl: isoTime,
    otpInviatoIl: isoTime,
    ip: z.string(),
    userAgent: z.string(),
  }),
  contratto: z.object({
    nome: z.string(),
    /** hex SHA-256 of the PDF's bytes */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** a signed download link, absolute, valid until `urlScadeIl`; needs no session and no key */
    url: z.url(),
    urlScadeIl: isoTime,
  }),
});
export type SaleSignedDataV1 = z.infer<typeof saleSignedDataV1>;

const staffOrSystem = z.string().describe('who did it: a staff username, or `system`');

export const saleStatusChangedDataV1 = z.object({
  vendita: z.object({ uuid: z.uuid() }),
  stato: z.object({ da: z.string(), a: z.string() }),
  motivo: z.string().optional(),
  da: staffOrSystem,
  il: isoTime,
});
export type SaleStatusChangedDataV1 = z.infer<typeof saleStatusChangedDataV1>;

export const saleWithdrawnDataV1 = z.object({
  vendita: z.object({ uuid: z.uuid() }),
  recesso: z.object({ data: z.iso.date(), canale: z.string() }),
  da: staffOrSystem,
  il: isoTime,
});
export type SaleWithdrawnDataV1 = z.infer<typeof saleWithdrawnDataV1>;

/** What a receiver gets: the envelope of every event. */
export function eventEnvelope<T extends (typeof SALE_EVENT_TYPES)[number], D extends z.ZodType>(
  type: T,
  version: number,
  data: D,
) {
  return z.object({
    id: z.uuid(),
    type: z.literal(type),
    version: z.literal(version),
    createdAt: isoTime,
    data,
  });
}

/** The published versions: docs/events/<type>.v<version>.schema.json, one file each. */
export const PUBLISHED_EVENT_SCHEMAS = [
  { type: 'sale.signed', version: 1, schema: eventEnvelope('sale.signed', 1, saleSignedDataV1) },
  {
    type: 'sale.status_changed',
    version: 1,
    schema: eventEnvelope('sale.status_changed', 1, saleStatusChangedDataV1),
  },
  { type: 'sale.withdrawn', version: 1, schema: eventEnvelope('sale.withdrawn', 1, saleWithdrawnDataV1) },
] as const;
