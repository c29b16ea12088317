import { and, asc, count, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db';
import { saleEvents, vendite } from '../schema';

// The sale.signed event's completion and the signed sales' export (issue 15 item 3). The event is
// recorded at signing with no data (repos/sale-events.ts) and completed once the contract exists;
// the export reads signed sales by signing time, a page at a time.

/** The id of a sale's sale.signed event, if it has one (a sale signed before events existed has none). */
export async function findSignedEventId(db: Executor, venditaUuid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: saleEvents.id })
    .from(saleEvents)
    .where(and(eq(saleEvents.venditaUuid, venditaUuid), eq(saleEvents.type, 'sale.signed')));
  return row?.id;
}

/**
 * Fills an event's data and makes it ready, only while it is not: an event may have been delivered as
 * soon as it was ready, so a re-run (the contract job again) never changes what a receiver saw.
 * Answers whether it wrote.
 */
export async function completeSaleEvent(
  tx: Executor,
  id: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(saleEvents)
    .set({ data, readyAt: at })
    .where(and(eq(saleEvents.id, id), isNull(saleEvents.readyAt)))
    .returning({ id: saleEvents.id });
  return rows.length === 1;
}

export type SignedRange = {
  /** signed at or after */
  from: Date;
  /** signed before */
  to: Date;
  marchioId?: number | undefined;
};

const inRange = (r: SignedRange) =>
  and(
    gte(vendite.firmataIl, r.from),
    lt(vendite.firmataIl, r.to),
    r.marchioId !== undefined ? eq(vendite.marchioId, r.marchioId) : undefined,
  );

export async function countSignedSales(db: Executor, r: SignedRange): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vendite).where(inRange(r));
  return row?.n ?? 0;
}

export type SignedSaleKey = { firmataIl: Date; uuid: string };
export type SignedSalePage = SignedSaleKey & {
  eventData: Record<string, unknown> | null;
  eventReady: boolean;
};

/**
 * One page of signed sales in signing order, after `after` (keyset paging on the signing time's
 * partial index, vendite_firmate_idx), with their sale.signed event's data when it is ready.
 */
export async function pageSignedSales(
  db: Executor,
  r: SignedRange,
  after: SignedSaleKey | null,
  limit: number,
): Promise<SignedSalePage[]> {
  const rows = await db
    .select({
      uuid: vendite.uuid,
      firmataIl: vendite.firmataIl,
      eventData: saleEvents.data,
      readyAt: saleEvents.readyAt,
    })
    .from(vendite)
    .leftJoin(saleEvents, and(eq(saleEvents.venditaUuid, vendite.uuid), eq(saleEvents.type, 'sale.signed')))
    .where(
      and(
        inRange(r),
        after
          ? or(
              gt(vendite.firmataIl, after.firmataIl),
              and(eq(vendite.firmataIl, after.firmataIl), gt(vendite.uuid, after.uuid)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vendite.firmataIl), asc(vendite.uuid))
    .limit(limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    firmataIl: row.firmataIl!,
    eventData: row.readyAt ? (row.eventData ?? null) : null,
    eventReady: !!row.readyAt,
  }));
}
