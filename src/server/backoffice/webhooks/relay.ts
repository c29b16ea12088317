import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../services/adapters/jobs/jobs';
import type { Db } from '../../store/db';
import {
  claimReadyEvents,
  insertDeliveries,
  markEventsDispatched,
  subscribedEndpointIds,
} from '../../store/repos/webhook-deliveries';
import { WEBHOOK_QUEUE, scheduleAttempt } from './delivery';

// The relay from the events outbox (sale_events) to the deliveries: whoever records an event only
// writes its row (recordSaleEvent), with its data or later once the data is complete (readyAt). On
// every instance, on a short timer, the relay claims ready events not yet dispatched (SKIP LOCKED: two
// instances never take the same one), writes one delivery per endpoint then subscribed with the job of
// its first attempt, and marks the events dispatched, all in one transaction: an event is handed out
// exactly once, and never before the transaction that recorded it committed.

const BATCH = 50;

export type WebhookRelay = {
  start(): void;
  /** Looks for ready events now (a caller that just made one ready need not wait the timer). */
  wake(): void;
  stop(): Promise<void>;
};

export function createWebhookRelay(deps: {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs: number;
}): WebhookRelay {
  const { db, jobs, now, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  /** One batch; answers how many events it claimed. */
  async function dispatchBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const events = await claimReadyEvents(tx, BATCH);
      if (!events.length) return 0;
      const at = now();
      for (const event of events) {
        const endpoints = await subscribedEndpointIds(tx, event.type);
        const rows = endpoints.map(({ id: endpointId }) => ({
          id: crypto.randomUUID(),
          eventId: event.id,
          endpointId,
          state: 'pending' as const,
          attempts: 0,
          jobToken: crypto.randomUUID(),
          createdAt: at,
          firstAttemptAt: null,
          nextAttemptAt: at,
          lastStatus: null,
          lastError: null,
          deliveredAt: null,
        }));
        const written = new Set(await insertDeliveries(tx, rows));
        for (const row of rows.filter((r) => written.has(r.id)))
          await scheduleAttempt(jobs, tx, row.id, 0, row.jobToken);
      }
      await markEventsDispatched(
        tx,
        events.map((e) => e.id),
        at,
      );
      return events.length;
    });
  }

  async function run() {
    try {
      let claimed: number;
      do {
        claimed = await dispatchBatch();
        if (claimed) jobs.wake(WEBHOOK_QUEUE);
      } while (claimed === BATCH && !stopped);
    } catch (err) {
      log.error({ err }, 'webhook relay failed; it tries again at its next turn');
    }
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        tick();
      }
    });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, deps.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
      schedule();
    },
    wake: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
