import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../store/db';
import { onPostgres, openTestStore } from '../../../test/harness';
import type { Jobs } from './jobs';
import { createPgBossJobs } from './pg-boss-jobs';
import { storeAdapter } from '../../../store/jobs-sql';

// The job queue over pg-boss on the test database (PGlite, or PostgreSQL with DATABASE_URL).

let store: Store;
let jobs: Jobs;
const seen: { data: { n: number }; attempt: number }[] = [];
const atomic: number[] = [];
let release = () => {};
const atomicHold = new Promise<void>((r) => (release = r));

beforeAll(async () => {
  store = await openTestStore();
  jobs = createPgBossJobs(store, Fastify({ logger: false }).log, {
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
  });
  jobs.work<{ n: number }>('test-flaky', { retryLimit: 3, retryDelaySeconds: 1 }, async (data, job) => {
    seen.push({ data, attempt: job.attempt });
    // fails twice, then succeeds: the third attempt is the second retry
    if (job.attempt < 3) throw new Error('not yet');
  });
  jobs.work<{ fail: boolean }>('test-atomic', { retryLimit: 2, retryDelaySeconds: 1 }, async (data, job) => {
    atomic.push(job.attempt);
    await store.db.transaction(async (tx) => {
      await job.completeWith(tx);
      if (data.fail && job.attempt === 1) throw new Error('rolled back');
    });
    // the handler goes on after its transaction: the job is completed already
    await atomicHold;
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await store.close();
});

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('jobs', () => {
  it('retry with backoff until the handler succeeds', async () => {
    await jobs.send('test-flaky', { n: 1 });
    await until(() => seen.filter((s) => s.data.n === 1).length === 3);
    expect(seen.filter((s) => s.data.n === 1).map((s) => s.attempt)).toEqual([1, 2, 3]);
  }, 30_000);

  it('sent in a transaction that rolls back, never exist', async () => {
    await store.db
      .transaction(async (tx) => {
        await jobs.send('test-flaky', { n: 2 }, { db: tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await store.db.transaction(async (tx) => jobs.send('test-flaky', { n: 3 }, { db: tx }));
    const res = await store.db.execute(
      sql`select data->>'n' as n from pgboss.job where name = 'test-flaky' order by created_on`,
    );
    expect((res as unknown as { rows: { n: string }[] }).rows.map((r) => r.n)).toEqual(['1', '3']);
  });

  it("completed in the handler's transaction: done when it commits, retried when it rolls back", async () => {
    const stateOf = async () => {
      const res = await store.db.execute(sql`select state from pgboss.job where name = 'test-atomic'`);
      return (res as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
    };
    await jobs.send('test-atomic', { fail: true });
    // the first attempt's completion rolled back with its work: a second attempt commits both
    await until(() => atomic.length === 2);
    // completed while its handler still runs (held until release()), as a kill now would leave it
    let state: string[] = [];
    for (let i = 0; i < 100 && state[0] !== 'completed'; i++) {
      state = await stateOf();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toEqual(['completed']);
    expect(atomic).toEqual([1, 2]);
    release();
  }, 30_000);

  it('refuse a queue declared after start', () => {
    expect(() => jobs.work('late', { retryLimit: 0, retryDelaySeconds: 1 }, async () => undefined)).toThrow(
      /after start/,
    );
  });
});

describe('a job the last process left active', () => {
  // docs/operations.md "What a crash does": only one process opens an embedded store, so a job still
  // active when it starts was cut short by a killed server; on PostgreSQL it waits for its expiry
  it.skipIf(onPostgres())(
    'is retried at the next start on the embedded database, once',
    async () => {
      const cutStore = await openTestStore();
      try {
        // what a killed server leaves: a job fetched (active) whose attempt never ends
        const dead = new PgBoss({
          db: storeAdapter(cutStore) as PgBoss.Db,
          schedule: false,
          supervise: false,
        });
        await dead.start();
        await dead.createQueue('test-cut', { name: 'test-cut', retryLimit: 2, expireInSeconds: 3600 });
        await dead.send('test-cut', { n: 7 });
        expect(await dead.fetch('test-cut')).toHaveLength(1);
        await dead.stop({ graceful: false, close: false, wait: true });

        const attempts: number[] = [];
        const restarted = createPgBossJobs(cutStore, Fastify({ logger: false }).log, {
          pollingIntervalSeconds: 0.5,
          retryDelaySeconds: 1,
        });
        restarted.work<{ n: number }>(
          'test-cut',
          // an hour's expiry: pg-boss alone would leave it active that long
          { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 3600 },
          async (_data, job) => void attempts.push(job.attempt),
        );
        await restarted.start();
        try {
          await until(() => attempts.length > 0);
          await new Promise((r) => setTimeout(r, 1500));
          expect(attempts).toEqual([2]);
          const res = await cutStore.db.execute(sql`select state from pgboss.job where name = 'test-cut'`);
          expect((res as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'completed' }]);
        } finally {
          await restarted.stop();
        }
      } finally {
        await cutStore.close();
      }
    },
    30_000,
  );
});

describe('a database lost as a job ends', () => {
  // pg-boss marks the job completed or failed without awaiting it: the rejection that follows, with the
  // database gone, must be a logged jobs error and not an unhandled rejection (which ends a Node process)
  it('is logged as a jobs error; nothing is left unhandled', async () => {
    const lostStore = await openTestStore();
    const lines: string[] = [];
    const log = Fastify({ logger: { level: 'error', stream: { write: (l: string) => lines.push(l) } } }).log;
    const lost = createPgBossJobs(lostStore, log, { pollingIntervalSeconds: 0.5 });
    let ran = false;
    lost.work('test-lost', { retryLimit: 1, retryDelaySeconds: 1 }, async () => {
      ran = true;
      await lostStore.close();
      throw new Error('the database went away');
    });
    await lost.start();
    await lost.send('test-lost', {});
    await until(() => ran && lines.some((l) => l.includes('background jobs error')));
    // a moment for any promise still rejecting: vitest fails the run on an unhandled one
    await new Promise((r) => setTimeout(r, 500));
    await lost.stop().catch(() => undefined);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; jobsError?: string });
    expect(logged.find((l) => l.msg === 'background jobs error')?.jobsError).toMatch(/closed|end/i);
  }, 30_000);
});

describe('a queue woken once its job is committed', () => {
  // the bill upload's way (funnel/files.ts onBillCommitted): the customer must not wait the interval
  it('is fetched at once, not after its polling interval', async () => {
    const wokenStore = await openTestStore();
    // a minute between polls: a job found by polling would outlast the test's timeout
    const woken = createPgBossJobs(wokenStore, Fastify({ logger: false }).log, {
      pollingIntervalSeconds: 60,
    });
    const done: number[] = [];
    woken.work<{ n: number }>('test-woken', { retryLimit: 0, retryDelaySeconds: 1 }, async ({ n }) => {
      done.push(n);
    });
    await woken.start();
    try {
      // the worker's first fetch (empty) is over: from now on it waits its minute
      await new Promise((r) => setTimeout(r, 1000));
      await wokenStore.db.transaction((tx) => woken.send('test-woken', { n: 1 }, { db: tx }));
      woken.wake('test-woken');
      await until(() => done.length > 0, 10_000);
      expect(done).toEqual([1]);
    } finally {
      await woken.stop();
      await wokenStore.close();
    }
  }, 20_000);
});

describe('a queue worked several jobs at once', () => {
  // webhook deliveries mostly wait for a receiver: one at a time, a slow receiver capped them
  it('has as many of its jobs running as its concurrency, and no more', async () => {
    const busyStore = await openTestStore();
    const busy = createPgBossJobs(busyStore, Fastify({ logger: false }).log, { pollingIntervalSeconds: 0.5 });
    const running = { now: 0, most: 0 };
    const done: number[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const hold = async (n: number) => {
      running.most = Math.max(running.most, ++running.now);
      await held;
      running.now -= 1;
      done.push(n);
    };
    busy.work<{ n: number }>('test-three', { retryLimit: 0, retryDelaySeconds: 1, concurrency: 3 }, ({ n }) =>
      hold(n),
    );
    busy.work<{ n: number }>('test-one', { retryLimit: 0, retryDelaySeconds: 1 }, ({ n }) => hold(100 + n));
    await busy.start();
    try {
      for (let n = 1; n <= 5; n++) await busy.send('test-three', { n });
      busy.wake('test-three');
      await until(() => running.now === 3, 10_000);
      // the other two wait for a place; a queue of one stays at one
      await busy.send('test-one', { n: 1 });
      await busy.send('test-one', { n: 2 });
      busy.wake('test-one');
      await until(() => running.now === 4, 10_000);
      await new Promise((r) => setTimeout(r, 1500));
      expect(running.now).toBe(4);
      release();
      await until(() => done.length === 7, 10_000);
      expect(running.most).toBe(4);
      expect(done.filter((n) => n < 100).sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await busy.stop();
      await busyStore.close();
    }
  }, 30_000);
});
