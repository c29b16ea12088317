import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { saleEvents } from '../schema';

// The events outbox (schema/events.ts): an event is written in the transaction of what it tells, with
// its id fixed there, so every delivery of it carries the same `Funnel-Event-Id`.

export type SaleEventRow = typeof saleEvents.$inferSelect;
export const SALE_EVENT_TYPES = ['sale.signed', 'sale.status_changed', 'sale.withdrawn'] as const;
export type SaleEventType = (typeof SALE_EVENT_TYPES)[number];

export type NewSaleEvent = {
  venditaUuid: string;
  type: SaleEventType;
  version: number;
  at: Date;
  /** the envelope's data; omit (null) when it is completed later, as sale.signed's once the contract exists */
  data?: Record<string, unknown> | null;
};

/**
 * Records an event in the caller's transaction and answers its id. A second `sale.signed` of one sale
 * is not written: the id of the first is answered (one sale, one signed event).
 */
export async function recordSaleEvent(tx: Executor, event: NewSaleEvent): Promise<string> {
  const id = crypto.randomUUID();
  const data = event.data ?? null;
  const [row] = await tx
    .insert(saleEvents)
    .values({
      id,
      venditaUuid: event.venditaUuid,
      type: event.type,
      version: event.version,
      data,
      createdAt: event.at,
      readyAt: data ? event.at : null,
    })
    .onConflictDoNothing()
    .returning({ id: saleEvents.id });
  if (row) return row.id;
  const [first] = await tx
    .select({ id: saleEvents.id })
    .from(saleEvents)
    .where(and(eq(saleEvents.venditaUuid, event.venditaUuid), eq(saleEvents.type, event.type)));
  if (!first) throw new Error(`sale event not written: ${event.type}`);
  return first.id;
}

/** A sale's events, oldest first. */
export function listSaleEvents(db: Executor, venditaUuid: string): Promise<SaleEventRow[]> {
  return db
    .select()
    .from(saleEvents)
    .where(eq(saleEvents.venditaUuid, venditaUuid))
    .orderBy(asc(saleEvents.createdAt), asc(saleEvents.id));
}
