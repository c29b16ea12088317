import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../services/adapters/jobs/jobs';
import type { Metrics } from '../../services/adapters/metrics/metrics';
import { postWebhook } from '../../services/adapters/webhooks/sender';
import type { SendOutcome } from '../../services/adapters/webhooks/sender';
import type { Db, Executor } from '../../store/db';
import {
  findDeliveryToSend,
  insertAttempt,
  lockDelivery,
  updateDelivery,
} from '../../store/repos/webhook-deliveries';
import { nextRetryDelay } from './schedule';
import { openSecret, signatureHeader } from './secret-box';

// One job per attempt of a delivery (api-contract.md "Back office and webhooks"): it POSTs the event's
// envelope, signed, and records the attempt, the delivery's new state and, after a failure, the job of
// the next attempt on the schedule (schedule.ts), all in one transaction that also completes the job.
// A server killed while the request is in flight leaves the job active: its expiry (or, on the
// embedded database, the next start) runs it again, and the receiver gets the same event id again.

export const WEBHOOK_QUEUE = 'webhook-delivery';

export type DeliveryJob = { deliveryId: string; token: string };

export type WebhookDeliveryDeps = {
  db: Db;
  jobs: Jobs;
  secretKey: string;
  now: () => Date;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'webhookDeliveries'>;
  webhooks: { allowPrivate: boolean; timeoutMs: number; concurrency: number };
  /** JOBS_RETRY_SECONDS (tests): every retry after this many seconds instead of the schedule */
  fixedRetrySeconds?: number | undefined;
};

/** The body, serialised once: the signature covers exactly these bytes. */
function envelope(event: {
  id: string;
  type: string;
  version: number;
  createdAt: Date;
  data: Record<string, unknown> | null;
}): Buffer {
  const { id, type, version, createdAt, data } = event;
  return Buffer.from(JSON.stringify({ id, type, version, createdAt: createdAt.toISOString(), data }));
}

/** Sends the job of a delivery's next attempt in the caller's transaction; answers its token. */
export async function scheduleAttempt(
  jobs: Jobs,
  tx: Executor,
  deliveryId: string,
  startAfterSeconds = 0,
  token: string = crypto.randomUUID(),
): Promise<string> {
  await jobs.send<DeliveryJob>(WEBHOOK_QUEUE, { deliveryId, token }, { db: tx, startAfterSeconds });
  return token;
}

export function registerWebhookDelivery(deps: WebhookDeliveryDeps): void {
  const { db, jobs, now, log, metrics } = deps;
  // pg-boss's own retries are for an attempt cut short (a killed server, a lost database): the
  // schedule of a failed delivery is ours. The expiry leaves the request its full time. Several
  // requests at once: each mostly waits for its receiver's answer.
  const expireInSeconds = Math.ceil(deps.webhooks.timeoutMs / 1000) + 30;
  jobs.work<DeliveryJob>(
    WEBHOOK_QUEUE,
    { retryLimit: 20, retryDelaySeconds: 5, expireInSeconds, concurrency: deps.webhooks.concurrency },
    async ({ deliveryId, token }, job) => {
      const found = await findDeliveryToSend(db, deliveryId);
      // a retry by hand since: its own job sends it
      if (!found || found.delivery.jobToken !== token) return;
      if (found.endpoint.deletedAt) {
        await db.transaction(async (tx) => {
          await updateDelivery(tx, deliveryId, { state: 'failed', lastError: 'endpoint_deleted' });
          await job.completeWith(tx);
        });
        return;
      }
      if (!found.event.data) throw new Error(`webhook event ${found.event.id} has no data`);
      const body = envelope(found.event);
      const startedAt = now();
      const secret = openSecret(deps.secretKey, found.endpoint.secretEnc);
      const began = performance.now();
      const outcome = await postWebhook({
        url: found.endpoint.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'funnel-webhooks/1',
          'funnel-event-id': found.event.id,
          'funnel-signature': signatureHeader(secret, startedAt, body),
        },
        timeoutMs: deps.webhooks.timeoutMs,
        allowPrivate: deps.webhooks.allowPrivate,
      });
      const durationMs = Math.round(performance.now() - began);
      const result = await db.transaction(async (tx) => {
        const verdict = await record(tx, deliveryId, token, startedAt, durationMs, outcome);
        await job.completeWith(tx);
        return verdict;
      });
      metrics.webhookDeliveries.inc({ outcome: result });
      // the endpoint and delivery ids only: the URL's path or the answer may name a customer
      log.info(
        {
          deliveryId,
          endpointId: found.endpoint.id,
          eventId: found.event.id,
          status: outcome.status,
          ...(outcome.ok ? {} : { errorKind: outcome.errorKind }),
          result,
        },
        'webhook attempt',
      );
      if (result === 'retry') jobs.wake(WEBHOOK_QUEUE);
    },
  );

  async function record(
    tx: Executor,
    deliveryId: string,
    token: string,
    startedAt: Date,
    durationMs: number,
    outcome: SendOutcome,
  ): Promise<'delivered' | 'retry' | 'failed'> {
    const row = await lockDelivery(tx, deliveryId);
    if (!row) return outcome.ok ? 'delivered' : 'failed';
    const number = row.attempts + 1;
    await insertAttempt(tx, {
      deliveryId,
      number,
      startedAt,
      durationMs,
      status: outcome.status,
      errorKind: outcome.ok ? null : outcome.errorKind,
      excerpt: outcome.excerpt,
    });
    const firstAttemptAt = row.firstAttemptAt ?? startedAt;
    const base = { attempts: number, firstAttemptAt, lastStatus: outcome.status };
    // a retry by hand took over while this attempt ran: it decides the state
    if (row.jobToken !== token) {
      await updateDelivery(tx, deliveryId, { attempts: number, firstAttemptAt });
      return outcome.ok ? 'delivered' : 'retry';
    }
    if (outcome.ok) {
      await updateDelivery(tx, deliveryId, {
        ...base,
        state: 'delivered',
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: now(),
      });
      return 'delivered';
    }
    const delay = nextRetryDelay(number, firstAttemptAt, now(), deps.fixedRetrySeconds);
    if (delay === null) {
      await updateDelivery(tx, deliveryId, {
        ...base,
        state: 'failed',
        lastError: outcome.errorKind,
        nextAttemptAt: null,
      });
      return 'failed';
    }
    const jobToken = await scheduleAttempt(jobs, tx, deliveryId, delay);
    await updateDelivery(tx, deliveryId, {
      ...base,
      state: 'retrying',
      lastError: outcome.errorKind,
      nextAttemptAt: new Date(now().getTime() + delay * 1000),
      jobToken,
    });
    return 'retry';
  }
}
