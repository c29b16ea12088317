import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Jobs } from '../../services/adapters/jobs/jobs';
import type { Metrics } from '../../services/adapters/metrics/metrics';
import type { Db } from '../../store/db';
import { registerWebhookDelivery } from './delivery';
import { createWebhookRelay } from './relay';
import { createWebhookAdmin } from './webhooks';

/** The webhooks' parts as the app wires them: the delivery queue (declared before the jobs start), the relay, the admin's use cases. */
export function createWebhooks(deps: {
  config: Config;
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'webhookDeliveries'>;
}) {
  const { config, db, jobs, log, metrics } = deps;
  registerWebhookDelivery({
    db,
    jobs,
    secretKey: config.secretKey,
    now: config.now,
    log,
    metrics,
    webhooks: config.webhooks,
    fixedRetrySeconds: config.jobs.retryDelaySeconds,
  });
  return {
    relay: createWebhookRelay({
      db,
      jobs,
      now: config.now,
      log,
      intervalMs: config.webhooks.relayIntervalMs,
    }),
    admin: createWebhookAdmin({
      db,
      jobs,
      now: config.now,
      secretKey: config.secretKey,
      allowPrivate: config.webhooks.allowPrivate,
    }),
  };
}
