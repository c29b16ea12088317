import { and, arrayContains, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db';
import { saleEvents, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema';
import type { WebhookDeliveryState } from '../schema';

// Deliveries of events to webhook endpoints and their attempts (schema/webhooks.ts), and the relay's
// claim of the events ready to go (backoffice/webhooks/relay.ts).

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type ReadyEvent = { id: string; type: string };

/**
 * Up to `limit` events whose data is complete and that no relay has handed out yet, locked until the
 * caller's transaction ends; rows another instance's relay holds are skipped (SKIP LOCKED).
 */
export function claimReadyEvents(tx: Executor, limit: number): Promise<ReadyEvent[]> {
  return tx
    .select({ id: saleEvents.id, type: saleEvents.type })
    .from(saleEvents)
    .where(and(isNotNull(saleEvents.readyAt), isNull(saleEvents.dispatchedAt)))
    .orderBy(asc(saleEvents.readyAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEventsDispatched(tx: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length) await tx.update(saleEvents).set({ dispatchedAt: at }).where(inArray(saleEvents.id, ids));
}

/** Endpoints not deleted that take events of this type. */
export function subscribedEndpointIds(tx: Executor, type: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.deletedAt), arrayContains(webhookEndpoints.events, [type])));
}

/** Answers the ids written (an event already delivered to an endpoint is not written again). */
export async function insertDeliveries(tx: Executor, rows: WebhookDeliveryRow[]): Promise<string[]> {
  if (!rows.length) return [];
  const written = await tx
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return written.map((r) => r.id);
}

/** What a delivery job needs: the delivery, its event's envelope and its endpoint. */
export async function findDeliveryToSend(db: Executor, id: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      event: {
        id: saleEvents.id,
        type: saleEvents.type,
        version: saleEvents.version,
        createdAt: saleEvents.createdAt,
        data: saleEvents.data,
      },
      endpoint: webhookEndpoints,
    })
    .from(webhookDeliveries)
    .innerJoin(saleEvents, eq(saleEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** The delivery locked until the caller's transaction ends. */
export async function lockDelivery(tx: Executor, id: string): Promise<WebhookDeliveryRow | null> {
  const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).for('update');
  return row ?? null;
}

export type DeliveryChange = Partial<
  Pick<
    WebhookDeliveryRow,
    'attempts' | 'jobToken' | 'firstAttemptAt' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'
  >
> & { state?: WebhookDeliveryState };

export async function updateDelivery(tx: Executor, id: string, change: DeliveryChange): Promise<void> {
  await tx.update(webhookDeliveries).set(change).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(tx: Executor, row: WebhookAttemptRow): Promise<void> {
  await tx.insert(webhookAttempts).values(row);
}

export type DeliveryPage = { endpointId: string; before?: string | undefined; limit: number };

/** One endpoint's deliveries newest first, after the delivery `before` (keyset paging). */
export async function listEndpointDeliveries(db: Executor, q: DeliveryPage) {
  const cursor = q.before
    ? (
        await db
          .select({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, q.before))
      )[0]
    : undefined;
  return db
    .select({ delivery: webhookDeliveries, eventType: saleEvents.type, venditaUuid: saleEvents.venditaUuid })
    .from(webhookDeliveries)
    .innerJoin(saleEvents, eq(saleEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, q.endpointId),
        cursor
          ? or(
              lt(webhookDeliveries.createdAt, cursor.createdAt),
              and(eq(webhookDeliveries.createdAt, cursor.createdAt), lt(webhookDeliveries.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(q.limit);
}

/** A sale's deliveries, newest first, with each endpoint's address. */
export function listSaleDeliveries(db: Executor, venditaUuid: string) {
  return db
    .select({
      delivery: webhookDeliveries,
      eventType: saleEvents.type,
      venditaUuid: saleEvents.venditaUuid,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(saleEvents, eq(saleEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(saleEvents.venditaUuid, venditaUuid))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
}

/** The attempts of these deliveries, in order. */
export function listAttempts(db: Executor, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
  if (!deliveryIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.number));
}

/** Retention (repos/retention.ts): the deliveries and attempts of these events go with them. */
export async function deleteDeliveriesOfEvents(tx: Executor, eventIds: string[]): Promise<void> {
  if (!eventIds.length) return;
  // the rows locked first: the relay recording an attempt meanwhile (its foreign key check takes a
  // share lock on the delivery) waits for this transaction, instead of adding an attempt between the
  // two deletes, which failed the second on PostgreSQL
  const ids = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.eventId, eventIds))
    .for('update');
  const deliveryIds = ids.map((r) => r.id);
  if (deliveryIds.length)
    await tx.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds));
  await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
}
