import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../store/db';
import type { BlobStore } from '../../adapters/blobs/blob-store';
import type { Retention } from './retention';
import { createRetention } from './retention';

// Every instance runs the retention on a timer of its own (decision 013): no leader and no cron, and
// a run that finds a sale another instance is deleting skips it. Terms are days and years, so once an
// hour is plenty; the first run waits a little after start, so a start under load is not slowed.

export type RetentionTuning = {
  /** False: no timer (tests that move the clock run it themselves). */
  enabled?: boolean;
  /** Delay before the first run after the app is ready. */
  firstRunMs?: number;
  /** Delay between the end of a run and the start of the next. */
  everyMs?: number;
};

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 3_600_000;

export function registerRetention(
  app: FastifyInstance,
  { config, db, blobs }: { config: Config; db: Db; blobs: BlobStore },
  tuning: RetentionTuning = {},
): Retention {
  const retention = createRetention({
    db,
    blobs,
    now: config.now,
    log: app.log,
    periods: {
      unsignedDays: config.retentionUnsignedDays,
      signedYears: config.retentionSignedYears,
      eventsDays: config.eventsRetentionDays,
    },
  });
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function schedule(ms: number) {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = retention
        .run(stopping.signal)
        .then(
          () => undefined,
          // tried again at the next run; a half-done run leaves every sale whole or gone
          (err: unknown) => app.log.error({ err }, 'retention run failed'),
        )
        .finally(() => {
          running = undefined;
          schedule(tuning.everyMs ?? EVERY_MS);
        });
    }, ms);
    // a pending run never keeps the process alive
    timer.unref();
  }

  app.addHook('onReady', async () => {
    if (tuning.enabled !== false) schedule(tuning.firstRunMs ?? FIRST_RUN_MS);
  });
  // the run stops between batches and is awaited, so no statement reaches a closed store
  app.addHook('onClose', async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  });
  return retention;
}
