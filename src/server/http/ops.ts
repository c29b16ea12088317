import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../shared/errors';
import { healthResponse, notReadyResponse, readyResponse } from '../../shared/schemas/api';
import { plainTextAnswer } from '../../shared/schemas/media';
import type { Config } from '../config';
import type { Metrics } from '../services/adapters/metrics/metrics';
import type { Store } from '../store/db';
import { appliedMigration, latestMigration } from '../store/schema-version';
import { withTimeout } from '../with-timeout';
import { timingSafeEqualText } from '../secrets';

// What a load balancer, an orchestrator and a monitoring system ask an instance (docs/operations.md,
// decision 012): is it alive (/healthz), should it get traffic (/readyz), how does it do (/metrics).
// None of them needs the web client key or the XSRF header (they are outside /api and /track), and
// maintenance leaves them alone.

/** A database slower than this counts as unavailable: a readiness probe must answer quickly. */
const READY_TIMEOUT_MS = 2000;

type NotReady = 'draining' | 'database_unavailable' | 'migrations_pending';

export type OpsDeps = { config: Config; store: Store; metrics: Metrics };

export function registerOps(app: FastifyInstance, { config, store, metrics }: OpsDeps): void {
  let draining = false;
  // app.close() (SIGTERM, main.ts) runs this first, while the listener still accepts: /readyz answers
  // 503 for SHUTDOWN_DELAY_MS, so a balancer that polls it stops sending traffic before the port closes.
  app.addHook('preClose', async () => {
    draining = true;
    app.log.info({ delayMs: config.shutdownDelayMs }, 'draining: /readyz answers 503');
    if (config.shutdownDelayMs > 0) await delay(config.shutdownDelayMs);
  });
  // While draining, every answer ends its connection: an idle keep-alive socket would otherwise hold
  // the shutdown for the keep-alive timeout (Fastify closes only the sockets idle when it starts).
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // the route's pattern, never the URL: a uuid or a query must not become a label
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  let lastState: 'ready' | NotReady = 'ready';
  async function databaseState(): Promise<'ready' | NotReady> {
    try {
      const applied = await withTimeout(appliedMigration(store.db), READY_TIMEOUT_MS);
      return applied >= latestMigration() ? 'ready' : 'migrations_pending';
    } catch (err) {
      // the driver's message (a host and port at most): the probe's answer says only the reason
      if (lastState !== 'database_unavailable') {
        app.log.warn({ dbError: (err as Error).message }, 'not ready: the database does not answer');
      }
      return 'database_unavailable';
    }
  }

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: 200 while the process runs; reads nothing (no key)',
        response: { 200: healthResponse },
      },
    },
    async () => {
      return { status: 'ok', database: store.kind };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary:
          'Readiness: 200 when the database answers and is migrated; 503 otherwise and while shutting down (no key)',
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (_request, reply) => {
      const state = draining ? 'draining' : await databaseState();
      if (state !== lastState && state === 'ready') app.log.info('ready again');
      lastState = state;
      if (state !== 'ready') {
        return reply.status(503).send({ status: 'not_ready', database: store.kind, reason: state });
      }
      return { status: 'ready', database: store.kind };
    },
  );

  if (config.metricsAccess === 'off') return;
  app.get(
    '/metrics',
    {
      schema: {
        summary:
          'Prometheus metrics (text format). With METRICS_TOKEN set: `Authorization: Bearer <token>` (401 otherwise); without it, off in production (404)',
        response: { 200: plainTextAnswer, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (config.metricsToken && !bearerMatches(request.headers.authorization, config.metricsToken)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ code: 'auth.metrics_token', message: 'Metrics need the bearer token METRICS_TOKEN' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match !== null && timingSafeEqualText(match[1]!, token);
}
