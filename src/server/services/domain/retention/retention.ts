import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../store/db';
import { purgeEventi } from '../../../store/repos/eventi';
import type { SaleCutoffs } from '../../../store/repos/retention';
import {
  claimSalesPastTerm,
  deleteSales,
  forgetBlobDeletions,
  listBlobDeletions,
} from '../../../store/repos/retention';
import type { BlobStore } from '../../adapters/blobs/blob-store';

// Personal data has a lifetime (issue 12, docs/operations.md "Personal data retention", decision 013).
// One run deletes every sale past its term with everything of theirs, then the analytics events past
// theirs. Any number of instances may run it at once: sales are taken in small batches with SKIP
// LOCKED, so each is deleted by exactly one run, and each batch is one transaction, so a crash leaves
// every sale whole or entirely gone. Bytes go after the rows commit; a key whose bytes a crash left
// behind stays in blob_deletions until a later run removes them.

const DAY_MS = 86_400_000;

export type RetentionPeriods = {
  /** Sales never signed: days after creation (RETENTION_UNSIGNED_DAYS). */
  unsignedDays: number;
  /** Signed sales: years after signing (RETENTION_SIGNED_YEARS). */
  signedYears: number;
  /** Analytics events: days after they happened (EVENTS_RETENTION_DAYS). */
  eventsDays: number;
};

export type Cutoffs = SaleCutoffs & { eventsBefore: Date };

/** Pure: what is past its term at `now`. Years are calendar years (a contract's term is in years). */
export function cutoffsAt(now: Date, periods: RetentionPeriods): Cutoffs {
  const signedBefore = new Date(now);
  signedBefore.setUTCFullYear(signedBefore.getUTCFullYear() - periods.signedYears);
  return {
    unsignedCreatedBefore: new Date(now.getTime() - periods.unsignedDays * DAY_MS),
    signedBefore,
    eventsBefore: new Date(now.getTime() - periods.eventsDays * DAY_MS),
  };
}

/** What one run deleted. */
export type RetentionReport = {
  unsignedSales: number;
  signedSales: number;
  /** Files' and contracts' bytes removed from the blob store (leftovers of earlier runs included). */
  blobs: number;
  events: number;
};

export type RetentionDeps = {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
  log: FastifyBaseLogger;
  periods: RetentionPeriods;
  /** Sales per transaction: small, so the row locks are short (tests make it smaller). */
  batchSize?: number;
};

/** Sales per transaction. */
export const SALES_PER_BATCH = 50;
/** Blob keys read at a time. */
const BLOBS_PER_BATCH = 200;
/** Events per statement. */
const EVENTS_PER_BATCH = 5000;

export type Retention = {
  /** Deletes what is past its term; stops between batches once `signal` aborts (shutdown). */
  run(signal?: AbortSignal): Promise<RetentionReport>;
};

export function createRetention({
  db,
  blobs,
  now,
  log,
  periods,
  batchSize = SALES_PER_BATCH,
}: RetentionDeps): Retention {
  /**
   * Removes the bytes of every key waiting in blob_deletions, then the keys. Two runs may remove the
   * same key's bytes at once: removing bytes already gone is a no-op on both backends, and only one
   * run forgets (and counts) the key.
   */
  async function removeBlobs(signal?: AbortSignal): Promise<number> {
    let removed = 0;
    while (!signal?.aborted) {
      const keys = await listBlobDeletions(db, BLOBS_PER_BATCH);
      if (!keys.length) break;
      for (const key of keys) await blobs.delete(key);
      removed += await forgetBlobDeletions(db, keys);
    }
    return removed;
  }

  async function run(signal?: AbortSignal): Promise<RetentionReport> {
    const cut = cutoffsAt(now(), periods);
    const report: RetentionReport = { unsignedSales: 0, signedSales: 0, blobs: 0, events: 0 };
    // bytes a run cut short left behind
    report.blobs += await removeBlobs(signal);
    while (!signal?.aborted) {
      const deleted = await db.transaction(async (tx) => {
        const uuids = await claimSalesPastTerm(tx, cut, batchSize);
        return deleteSales(tx, uuids, now());
      });
      if (deleted.unsigned + deleted.signed === 0) break;
      report.unsignedSales += deleted.unsigned;
      report.signedSales += deleted.signed;
      report.blobs += await removeBlobs(signal);
    }
    while (!signal?.aborted) {
      const n = await purgeEventi(db, cut.eventsBefore, EVENTS_PER_BATCH);
      report.events += n;
      if (n < EVENTS_PER_BATCH) break;
    }
    const total = report.unsignedSales + report.signedSales + report.blobs + report.events;
    // counts only: what was deleted is nobody's business any more
    if (total) log.info({ retention: report }, 'retention run: data past its term deleted');
    return report;
  }

  return { run };
}
