import { index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { saleEvents } from './events';

// The retailer's webhook endpoints and every delivery of an event to one of them, with each attempt
// (issue 15 item 3, api-contract.md "Back office and webhooks"; docs/backoffice.md "Webhooks").

export type { WebhookDeliveryStateName as WebhookDeliveryState } from '../../../shared/schemas/webhooks';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey(),
  url: text('url').notNull(),
  /** the event types it is sent, e.g. `{sale.signed}` */
  events: text('events').array().notNull(),
  /** AES-256-GCM of the signing secret under a key derived from SECRET_KEY: iv.tag.ciphertext, base64url */
  secretEnc: text('secret_enc').notNull(),
  createdAt: ts('created_at').notNull(),
  /** deleted: nothing new is delivered to it, its deliveries stay readable */
  deletedAt: ts('deleted_at'),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => saleEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** WebhookDeliveryState */
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Which job may decide the delivery's state: each job carries the token it was sent with, and a
     * retry by hand sends a new one, so a retry already scheduled then does nothing.
     */
    jobToken: uuid('job_token').notNull(),
    createdAt: ts('created_at').notNull(),
    firstAttemptAt: ts('first_attempt_at'),
    nextAttemptAt: ts('next_attempt_at'),
    lastStatus: smallint('last_status'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    number: integer('number').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** the receiver's HTTP status; null when none came (errorKind says why) */
    status: smallint('status'),
    /** timeout, refused, dns, address_refused, network, status */
    errorKind: text('error_kind'),
    /** the first characters of the answer, personal data masked (excerpt.ts) */
    excerpt: text('excerpt'),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_idx').on(t.deliveryId, t.number)],
);
