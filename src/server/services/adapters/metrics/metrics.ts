import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { withTimeout } from '../../../with-timeout';

// What GET /metrics exposes (docs/operations.md lists each with what to alert on). One registry per
// app, never prom-client's global one: tests build many apps in one process, and each counts alone.
// Label values are names from a short closed list (route patterns, operations, brand codes, steps,
// queues): never a uuid, an address or anything a customer typed.

/** Waiting jobs per queue, read from the database when /metrics is scraped. */
export type QueueSizes = () => Promise<Record<string, number>>;

/** A scrape must not hang on a database that does not answer: the depth is left out instead. */
const QUEUE_SIZE_TIMEOUT_MS = 2000;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let queueSizes: QueueSizes | undefined;

  const metrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    stepsCompleted: new Counter({
      name: 'funnel_steps_completed_total',
      help: 'Steps completed with Next (committed), by operation, brand and the step left',
      labelNames: ['operazione', 'marchio', 'step'] as const,
      registers,
    }),
    signatures: new Counter({
      name: 'funnel_signatures_total',
      help: 'Sales signed with a verified code, by operation, brand and the channel of the code',
      labelNames: ['operazione', 'marchio', 'canale'] as const,
      registers,
    }),
    jobQueueDepth: new Gauge({
      name: 'funnel_job_queue_depth',
      help: 'Background jobs waiting to run (created or waiting for a retry), by queue',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        this.reset();
        if (!queueSizes) return;
        const sizes = await withTimeout(queueSizes(), QUEUE_SIZE_TIMEOUT_MS).catch(() => null);
        for (const [queue, n] of Object.entries(sizes ?? {})) this.set({ queue }, n);
      },
    }),
    jobFailures: new Counter({
      name: 'funnel_job_failures_total',
      help: 'Attempts of a background job that failed (its handler threw), by queue',
      labelNames: ['queue'] as const,
      registers,
    }),
    mailDeliveryFailures: new Counter({
      name: 'funnel_mail_delivery_failures_total',
      help: 'Mails the SMTP server did not take: retry (will be tried again), failed (no retry left), refused (recipient refused for good)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'funnel_webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome: delivered (2xx), retry (failed, tried again later), failed (given up after 24 h)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    billReadingSeconds: new Histogram({
      name: 'funnel_bill_reading_seconds',
      help: 'Time to read an uploaded bill (PDF text or OCR), by file type and outcome',
      labelNames: ['type', 'outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
      registers,
    }),
    /** The background jobs tell how to count their waiting jobs (pg-boss-jobs.ts). */
    watchQueues(sizes: QueueSizes): void {
      queueSizes = sizes;
    },
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
