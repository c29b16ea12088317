import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { OfferSnapshot } from '../../../shared/schemas/offer-snapshot';
import { ts } from './columns';
import { campagne, marchioRef, offerte } from './catalogue';
import { salesListIndexes } from './sales-list-indexes';

// A sale and what hangs on it: one-time codes, outgoing messages, uploaded files, bill readings and
// the signed contract.

export const vendite = pgTable(
  'vendite',
  {
    uuid: uuid('uuid').primaryKey(),
    offertaId: integer('offerta_id')
      .notNull()
      .references(() => offerte.id),
    marchioId: marchioRef(),
    campagnaId: integer('campagna_id').references(() => campagne.id),
    operazione: text('operazione').notNull(),
    stato: text('stato').notNull(),
    canale: text('canale').notNull(),
    lingua: text('lingua').notNull(),
    proposta: jsonb('proposta').notNull(),
    stepName: text('step_name').notNull(),
    taskId: uuid('task_id').notNull(),
    // typed and read by the funnel (funnel/variables.ts); raw JSON here
    variabili: jsonb('variabili').$type<Record<string, unknown>>().notNull(),
    storia: jsonb('storia').$type<string[]>().notNull(),
    contatto: jsonb('contatto').$type<{ nome: string; cognome: string; email: string }>(),
    sostituitaDa: uuid('sostituita_da'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    scadeIl: ts('scade_il').notNull(),
    firmataIl: ts('firmata_il'),
    cancellataIl: ts('cancellata_il'),
    /** The offer as the customer saw it, copied when the summary is shown (shared/schemas/offer-snapshot.ts). */
    offertaVista: jsonb('offerta_vista').$type<OfferSnapshot>(),
  },
  (t) => [
    index('vendite_proposta_id_idx').on(sql`((${t.proposta} ->> 'id'))`),
    // the retention run's two candidate lists (services/domain/retention): never signed by age, signed by
    // signing date
    index('vendite_non_firmate_idx')
      .on(t.createdAt)
      .where(sql`${t.firmataIl} is null`),
    index('vendite_firmate_idx')
      .on(t.firmataIl)
      .where(sql`${t.firmataIl} is not null`),
    ...salesListIndexes(t),
  ],
);

/** One-time codes: only an HMAC of the code is kept (architecture: OTP service). */
export const otp = pgTable(
  'otp',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    scopo: text('scopo').notNull(),
    codeHash: text('code_hash').notNull(),
    canale: text('canale').notNull(),
    destinazione: text('destinazione').notNull(),
    tentativi: integer('tentativi').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usatoIl: ts('usato_il'),
  },
  (t) => [index('otp_vendita_idx').on(t.venditaUuid, t.scopo, t.createdAt)],
);

/** Mail and SMS outbox: the default delivery when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    canale: text('canale').notNull(),
    tipo: text('tipo').notNull(),
    destinatario: text('destinatario').notNull(),
    oggetto: text('oggetto').notNull(),
    testo: text('testo').notNull(),
    html: text('html'),
    venditaUuid: uuid('vendita_uuid'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    // a sale's messages: the contract mail sent once, and the retention run deleting them
    index('outbox_vendita_idx').on(t.venditaUuid),
  ],
);

/**
 * A file uploaded on a sale: the identity document, a bill (luce or gas) or an attachment of a type
 * the operation needs. The bytes live in the blob store under `blobKey`.
 */
export const allegati = pgTable(
  'allegati',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    /** documento-identita | bolletta-luce | bolletta-gas | allegato */
    categoria: text('categoria').notNull(),
    /** the attachment type (tipi_allegato.tipo_allegato) for categoria allegato */
    tipoAllegato: text('tipo_allegato'),
    nome: text('nome').notNull(),
    contentType: text('content_type').notNull(),
    dimensione: integer('dimensione').notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('allegati_vendita_idx').on(t.venditaUuid, t.categoria)],
);

/** What the background job read from an uploaded bill (api-contract.md estrazioniBollette). */
export const estrazioniBollette = pgTable(
  'estrazioni_bollette',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    allegatoId: uuid('allegato_id').notNull(),
    /** luce | gas */
    tipo: text('tipo').notNull(),
    /** in_corso | completata | fallita */
    stato: text('stato').notNull(),
    campi: jsonb('campi').$type<Record<string, { valore: unknown; confidenza: number }>>().notNull(),
    errore: text('errore'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('estrazioni_vendita_idx').on(t.venditaUuid)],
);

/** The signed contract PDF of a concluded sale, with the SHA-256 printed in its audit trail. */
export const contratti = pgTable('contratti', {
  venditaUuid: uuid('vendita_uuid')
    .primaryKey()
    .references(() => vendite.uuid),
  nome: text('nome').notNull(),
  sha256: text('sha256').notNull(),
  dimensione: integer('dimensione').notNull(),
  blobKey: text('blob_key').notNull(),
  createdAt: ts('created_at').notNull(),
});
