import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db';
import {
  allegati,
  blobDeletions,
  contratti,
  estrazioniBollette,
  otp,
  outbox,
  saleEvents,
  saleWork,
  vendite,
} from '../schema';
import { deleteDeliveriesOfEvents } from './webhook-deliveries';

// What the retention run (services/domain/retention) reads and deletes. A sale goes with every row that
// names it: its codes, messages, files, bill readings and contract; the keys of its files' bytes are
// written to blob_deletions in the same transaction, and the bytes are removed after it commits.

export type SaleCutoffs = {
  /** Sales never signed that were created before this go. */
  unsignedCreatedBefore: Date;
  /** Signed sales signed before this go. */
  signedBefore: Date;
};

/**
 * Up to `limit` sales past their term, locked until the caller's transaction ends. Rows another run
 * holds are skipped (SKIP LOCKED), so two runs at once never take the same sale.
 */
export async function claimSalesPastTerm(tx: Executor, cut: SaleCutoffs, limit: number): Promise<string[]> {
  const unsigned = await tx
    .select({ uuid: vendite.uuid })
    .from(vendite)
    .where(and(isNull(vendite.firmataIl), lt(vendite.createdAt, cut.unsignedCreatedBefore)))
    .orderBy(asc(vendite.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const room = limit - unsigned.length;
  const signed = room
    ? await tx
        .select({ uuid: vendite.uuid })
        .from(vendite)
        .where(and(isNotNull(vendite.firmataIl), lt(vendite.firmataIl, cut.signedBefore)))
        .orderBy(asc(vendite.firmataIl))
        .limit(room)
        .for('update', { skipLocked: true })
    : [];
  return [...unsigned, ...signed].map((r) => r.uuid);
}

/**
 * Deletes the sales (locked by claimSalesPastTerm) and every row that names them, and records the
 * keys of their files' bytes; answers how many sales were deleted and were signed.
 */
export async function deleteSales(
  tx: Executor,
  uuids: readonly string[],
  at: Date,
): Promise<{ unsigned: number; signed: number }> {
  if (!uuids.length) return { unsigned: 0, signed: 0 };
  const ids = [...uuids];
  const files = await tx
    .select({ chiave: allegati.blobKey })
    .from(allegati)
    .where(inArray(allegati.venditaUuid, ids));
  const pdfs = await tx
    .select({ chiave: contratti.blobKey })
    .from(contratti)
    .where(inArray(contratti.venditaUuid, ids));
  const keys = [...files, ...pdfs].map(({ chiave }) => ({ chiave, createdAt: at }));
  if (keys.length) await tx.insert(blobDeletions).values(keys).onConflictDoNothing();
  await tx.delete(otp).where(inArray(otp.venditaUuid, ids));
  await tx.delete(outbox).where(inArray(outbox.venditaUuid, ids));
  await tx.delete(estrazioniBollette).where(inArray(estrazioniBollette.venditaUuid, ids));
  await tx.delete(allegati).where(inArray(allegati.venditaUuid, ids));
  await tx.delete(contratti).where(inArray(contratti.venditaUuid, ids));
  const events = await tx
    .select({ id: saleEvents.id })
    .from(saleEvents)
    .where(inArray(saleEvents.venditaUuid, ids));
  await deleteDeliveriesOfEvents(
    tx,
    events.map((e) => e.id),
  );
  await tx.delete(saleEvents).where(inArray(saleEvents.venditaUuid, ids));
  await tx.delete(saleWork).where(inArray(saleWork.venditaUuid, ids));
  const gone = await tx
    .delete(vendite)
    .where(inArray(vendite.uuid, ids))
    .returning({ firmataIl: vendite.firmataIl });
  const signed = gone.filter((v) => v.firmataIl !== null).length;
  return { unsigned: gone.length - signed, signed };
}

/** Keys whose bytes are still to be removed, oldest first. */
export async function listBlobDeletions(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ chiave: blobDeletions.chiave })
    .from(blobDeletions)
    .orderBy(asc(blobDeletions.createdAt), asc(blobDeletions.chiave))
    .limit(limit);
  return rows.map((r) => r.chiave);
}

/** Forgets keys whose bytes are gone; answers how many this call forgot (another run may have too). */
export async function forgetBlobDeletions(db: Executor, keys: readonly string[]): Promise<number> {
  if (!keys.length) return 0;
  const gone = await db
    .delete(blobDeletions)
    .where(inArray(blobDeletions.chiave, [...keys]))
    .returning({ chiave: blobDeletions.chiave });
  return gone.length;
}
