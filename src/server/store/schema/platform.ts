import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';

// What the platform keeps for itself: file bytes (BLOB_STORE=db), blob keys the retention run still has
// to delete, funnel analytics events, and rate-limit counters shared by every instance.

/**
 * Bytes of stored files when BLOB_STORE=db (several servers over one PostgreSQL); the default
 * backend is a directory under DATA_DIR and leaves this table empty.
 */
export const blobs = pgTable('blobs', {
  chiave: text('chiave').primaryKey(),
  contenuto: bytea('contenuto').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Blob keys whose rows the retention run deleted (services/domain/retention): written in the transaction
 * that deletes the rows, removed once the bytes are gone, so bytes a crash left behind are removed by
 * a later run.
 */
export const blobDeletions = pgTable('blob_deletions', {
  chiave: text('chiave').primaryKey(),
  createdAt: ts('created_at').notNull(),
});

/** Funnel analytics events received on /track/events (issue 6), without personal data. */
export const eventi = pgTable(
  'eventi',
  {
    id: uuid('id').primaryKey(),
    marchioId: integer('marchio_id').notNull(),
    venditaUuid: uuid('vendita_uuid'),
    offertaId: integer('offerta_id'),
    operazione: text('operazione'),
    nome: text('nome').notNull(),
    step: text('step'),
    params: jsonb('params').$type<Record<string, string | number | boolean>>().notNull(),
    ts: ts('ts').notNull(),
    ricevutoIl: ts('ricevuto_il').notNull(),
  },
  (t) => [
    index('eventi_marchio_ts_idx').on(t.marchioId, t.ts),
    index('eventi_vendita_idx').on(t.venditaUuid, t.ts),
    // the retention run deletes by age alone
    index('eventi_ts_idx').on(t.ts),
  ],
);

/**
 * Request counters shared by every instance over one database (docs/operations.md): a key (limit,
 * route, client IP) counts hits in a fixed window that starts with its first hit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
