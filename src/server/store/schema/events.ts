import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { vendite } from './sales';

// What happened to a sale, for the retailer's own systems (issue 15, api-contract.md "Back office and
// webhooks"), and who changed what in the back office.

/**
 * The events outbox: one row per event, written in the transaction that makes it happen (signing, a
 * back-office action), so an event exists exactly when its cause committed. `id` is the event id every
 * delivery carries (`Funnel-Event-Id`); a sale has at most one `sale.signed`.
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    /** The envelope's `data`; null until the event can be delivered (sale.signed: once the contract exists). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
    /** When `data` was completed and the event handed to the endpoints; null while it waits. */
    readyAt: ts('ready_at'),
    /** When the webhook relay made its deliveries (backoffice/webhooks/relay.ts); null: not yet. */
    dispatchedAt: ts('dispatched_at'),
  },
  (t) => [
    index('sale_events_vendita_idx').on(t.venditaUuid, t.createdAt),
    index('sale_events_created_idx').on(t.createdAt),
    index('sale_events_undispatched_idx')
      .on(t.readyAt)
      .where(sql`${t.readyAt} is not null and ${t.dispatchedAt} is null`),
    uniqueIndex('sale_events_signed_once_idx')
      .on(t.venditaUuid)
      .where(sql`${t.type} = 'sale.signed'`),
  ],
);

/**
 * Who changed or saw what in the back office: catalogue and account changes (with the row before and
 * after), sales worked, a signed sale's personal data viewed. Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    /** null: the system (a start, the seed) */
    staffUserId: integer('staff_user_id'),
    /** kept as it was then: a renamed or deleted account still reads right */
    username: text('username').notNull(),
    /** e.g. `offer.update`, `sale.view_personal_data`, `webhook.create` */
    action: text('action').notNull(),
    /** e.g. `offer`, `brand`, `sale`, `webhook`, `staff_user` */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
