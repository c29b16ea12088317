import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../db';
import { eventi, marchi, offerte, vendite } from '../schema';

// The funnel analytics events (POST /track/events) and what the operators' report reads of them.

export type NewEvento = typeof eventi.$inferInsert;

export async function insertEventi(db: Executor, rows: NewEvento[]): Promise<void> {
  if (rows.length) await db.insert(eventi).values(rows);
}

/**
 * Deletes up to `limit` events that happened before `before`; returns how many. Rows another run is
 * deleting are skipped, so two runs at once neither wait for each other nor fail.
 */
export async function purgeEventi(db: Executor, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: eventi.id })
    .from(eventi)
    .where(lt(eventi.ts, before))
    .limit(limit)
    .for('update', { skipLocked: true });
  const gone = await db.delete(eventi).where(inArray(eventi.id, old)).returning({ id: eventi.id });
  return gone.length;
}

export type SaleOfEvent = { uuid: string; marchioId: number; offertaId: number; operazione: string };

/** The sales a batch names, for their brand, offer and operation (unknown uuids are simply missing). */
export async function findSalesOfEvents(db: Executor, uuids: readonly string[]): Promise<SaleOfEvent[]> {
  if (!uuids.length) return [];
  return db
    .select({
      uuid: vendite.uuid,
      marchioId: vendite.marchioId,
      offertaId: vendite.offertaId,
      operazione: vendite.operazione,
    })
    .from(vendite)
    .where(inArray(vendite.uuid, [...uuids]));
}

export type ReportFilter = {
  marchioId?: number | undefined;
  offertaId?: number | undefined;
  operazione?: string | undefined;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
};

export type ReportEventRow = {
  venditaUuid: string;
  operazione: string | null;
  nome: string;
  step: string | null;
  ts: Date;
};

/** The report's input: only events of known sales, only the names it counts, oldest first. */
export async function listReportEvents(
  db: Executor,
  filter: ReportFilter,
  names: readonly string[],
  limit: number,
): Promise<ReportEventRow[]> {
  const rows = await db
    .select({
      venditaUuid: eventi.venditaUuid,
      operazione: eventi.operazione,
      nome: eventi.nome,
      step: eventi.step,
      ts: eventi.ts,
    })
    .from(eventi)
    .where(
      and(
        isNotNull(eventi.venditaUuid),
        inArray(eventi.nome, [...names]),
        gte(eventi.ts, filter.from),
        lt(eventi.ts, filter.to),
        filter.marchioId !== undefined ? eq(eventi.marchioId, filter.marchioId) : undefined,
        filter.offertaId !== undefined ? eq(eventi.offertaId, filter.offertaId) : undefined,
        filter.operazione !== undefined ? eq(eventi.operazione, filter.operazione) : undefined,
      ),
    )
    .orderBy(asc(eventi.ts), asc(eventi.ricevutoIl))
    .limit(limit);
  return rows.map((r) => ({ ...r, venditaUuid: r.venditaUuid! }));
}

export type ReportOptions = {
  marchi: Array<{ id: number; nome: string }>;
  offerte: Array<{ id: number; nome: string; marchioId: number }>;
};

/** The choices of the report's filter form. */
export async function listReportOptions(db: Executor): Promise<ReportOptions> {
  const [m, o] = await Promise.all([
    db.select({ id: marchi.id, nome: marchi.nome }).from(marchi).orderBy(asc(marchi.id)),
    db
      .select({ id: offerte.id, nome: offerte.nome, marchioId: offerte.marchioId })
      .from(offerte)
      .orderBy(asc(offerte.id)),
  ]);
  return { marchi: m, offerte: o };
}
