import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Store } from '../../../store/db';
import { createMetrics } from '../metrics/metrics';
import type { Metrics } from '../metrics/metrics';
import { JobGivenUp } from './jobs';
import type { JobHandler, Jobs, JobsTuning, RetryPolicy } from './jobs';
import { executorAdapter, oneInstanceAtATime, storeAdapter } from '../../../store/jobs-sql';
import type { SqlAdapter } from '../../../store/jobs-sql';

// Jobs over pg-boss 10 (the last major for Node 20), in its own `pgboss` schema of the sales
// database: installed by pg-boss itself at start, on PostgreSQL and on PGlite alike. Retries back
// off exponentially (pg-boss: delay × 2^attempt, with jitter). Several instances share the queues:
// a job is fetched with SKIP LOCKED, so exactly one instance works it.

// pg-boss 10 ends a worked job with complete() or fail() without awaiting it (manager.js, onFetch): a
// database that goes away at that moment (a PostgreSQL restart, a failover) rejects with no handler,
// and an unhandled rejection ends a Node process. Each call's promise gets a handler that reports the
// failure as a jobs error (the job stays active; its expiry retries it); callers that await still
// see the rejection. pg-boss is held at 10 (the last major for Node 20), so this internal is stable.
type Completion = (this: NodeJS.EventEmitter, ...args: unknown[]) => Promise<unknown>;
const managerPrototype = (
  createRequire(import.meta.url)('pg-boss/src/manager.js') as {
    prototype: Record<'complete' | 'fail', Completion> & { reported?: true };
  }
).prototype;
if (!managerPrototype.reported) {
  for (const name of ['complete', 'fail'] as const) {
    const original = managerPrototype[name];
    const reported: Completion = function (...args) {
      const result = original.apply(this, args);
      result.catch((err: unknown) => this.emit('error', err));
      return result;
    };
    // pg-boss puts the manager's functions on the PgBoss object under their names
    Object.defineProperty(reported, 'name', { value: name });
    managerPrototype[name] = reported;
  }
  managerPrototype.reported = true;
}

type Queue = { policy: RetryPolicy; handler: JobHandler<object> };

/** `metrics`: the app's (job failures, queue depth); a job runner of its own counts for nobody. */
export function createPgBossJobs(
  store: Store,
  log: FastifyBaseLogger,
  tuning: JobsTuning = {},
  metrics: Pick<Metrics, 'jobFailures' | 'watchQueues'> = createMetrics(),
): Jobs {
  const queues = new Map<string, Queue>();
  // each queue's workers in this instance, by queue name: wake() reaches them all
  const workers = new Map<string, string[]>();
  let state: 'idle' | 'started' | 'stopping' | 'stopped' = 'idle';
  let inFlight = 0;

  // Every statement pg-boss runs passes here: stop() waits for the last one, and none runs after it
  // (the store closes next, and a poll landing on a closed PGlite would throw).
  const base = storeAdapter(store);
  const gated: SqlAdapter = {
    async executeSql(text, values) {
      if (state === 'stopped') throw new Error('background jobs are stopped');
      inFlight += 1;
      try {
        return await base.executeSql(text, values);
      } finally {
        inFlight -= 1;
      }
    },
  };

  const boss = new PgBoss({
    db: gated as PgBoss.Db,
    // no cron schedules: nothing of ours runs on a timetable, and the clock-skew check would poll
    schedule: false,
    supervise: true,
    // a job that failed for good stays in pgboss.job a week, where operations.md looks for it
    archiveFailedAfterSeconds: 7 * 86_400,
    ...(tuning.pollingIntervalSeconds ? { pollingIntervalSeconds: tuning.pollingIntervalSeconds } : {}),
    // expiry (an attempt cut short by a dead instance is retried), archiving and deletion: every 30 s
    // rather than pg-boss's 2 minutes, so that a crashed attempt waits its expiry and little more
    maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (err) => {
    // only the message: pg-boss errors are about its own SQL, never a job's data
    if (state === 'started') log.error({ jobsError: err.message }, 'background jobs error');
  });

  async function declareQueue(name: string, { policy }: Queue) {
    const expireInSeconds = tuning.expireInSeconds ?? policy.expireInSeconds;
    const options = {
      retryLimit: policy.retryLimit,
      retryDelay: tuning.retryDelaySeconds ?? policy.retryDelaySeconds,
      retryBackoff: true,
      ...(expireInSeconds ? { expireInSeconds } : {}),
    };
    await boss.createQueue(name, { name, ...options });
    // an existing queue takes the policy the code declares now
    await boss.updateQueue(name, { name, ...options });
  }

  /** One pg-boss worker per job worked at once: each fetches one job (SKIP LOCKED) and works it. */
  async function startQueue(name: string, queue: Queue) {
    const ids: string[] = [];
    workers.set(name, ids);
    for (let i = 0; i < (queue.policy.concurrency ?? 1); i++) ids.push(await startWorker(name, queue));
  }

  async function startWorker(name: string, { handler }: Queue): Promise<string> {
    // the worker's id, known once work() answers (its first job may come sooner: then it is not notified)
    const self = { id: '' };
    self.id = await boss.work<object>(name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      // fetched while stopping: hand it back (it counts as an attempt and is retried later)
      if (state !== 'started') throw new Error('background jobs are stopping');
      try {
        await handler(job.data, {
          id: job.id,
          attempt: job.retryCount + 1,
          // pg-boss's own completion after the handler then finds the job no longer active: a no-op
          completeWith: async (tx) => {
            await boss.complete(name, job.id, {}, { db: executorAdapter(tx) as PgBoss.Db });
          },
        });
      } catch (err) {
        metrics.jobFailures.inc({ queue: name });
        if (!(err instanceof JobGivenUp)) throw err;
        // cancelled, not failed: pg-boss would retry a failed job; the handler returns, and a job no
        // longer active is not marked completed
        await boss.cancel(name, job.id);
      } finally {
        // fetch the next one at once: pg-boss waits its polling interval (2 s) after every job, which
        // caps a queue at one job every 2 s however many wait (signed contracts fell behind the
        // signatures under load); an empty fetch still waits the interval
        if (self.id) boss.notifyWorker(self.id);
      }
    });
    return self.id;
  }

  // read when /metrics is scraped: waiting jobs (created, or failed and waiting for their retry)
  metrics.watchQueues(async () => {
    if (state !== 'started') return {};
    const sizes: Record<string, number> = {};
    for (const name of queues.keys()) sizes[name] = (await boss.getQueueSize(name)) ?? 0;
    return sizes;
  });

  /**
   * The embedded database is opened by one process at a time (docs/operations.md): a job still active
   * when that process starts was cut short when the last one died (SIGKILL, a crash, a power cut).
   * Failed now, it is retried after its queue's delay instead of after its expiry, as pg-boss would.
   */
  async function retryCutShort() {
    const { rows } = await base.executeSql(`SELECT name, id FROM pgboss.job WHERE state = 'active'`);
    const active = rows as { name: string; id: string }[];
    for (const job of active) {
      await boss.fail(job.name, job.id, { message: 'the server stopped while the job ran' });
    }
    if (active.length) log.warn({ jobs: active.length }, 'jobs cut short by the last stop are retried');
  }

  return {
    work(name, policy, handler) {
      if (state !== 'idle') throw new Error(`queue ${name} declared after start`);
      queues.set(name, { policy, handler: handler as JobHandler<object> });
    },
    async send(name, data, opts = {}) {
      await boss.send(name, data, {
        ...(opts.db ? { db: executorAdapter(opts.db) as PgBoss.Db } : {}),
        // a time rather than seconds: PGlite types pg-boss's parameter as a timestamp and refuses "10"
        ...(opts.startAfterSeconds
          ? { startAfter: new Date(Date.now() + opts.startAfterSeconds * 1000) }
          : {}),
      });
    },
    wake(name) {
      if (state !== 'started') return;
      // pg-boss's notify: a worker waiting its interval fetches now, one fetching fetches again after
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    },
    async start() {
      if (state !== 'idle') return;
      await oneInstanceAtATime(store, async () => {
        // installs the pgboss schema on a new database, then the queues
        await boss.start();
        state = 'started';
        for (const [name, queue] of queues) await declareQueue(name, queue);
      });
      if (store.kind === 'pglite') await retryCutShort();
      for (const [name, queue] of queues) await startQueue(name, queue);
    },
    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      // pg-boss resolves once running handlers are done; a poll already sent may still be on its way
      while (inFlight > 0) await delay(10);
      state = 'stopped';
    },
  };
}
