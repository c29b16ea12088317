import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/db';
import { openTestStore } from '../../test/harness';
import type { Jobs } from './jobs';
import { createPgBossJobs } from './pg-boss-jobs';

// The job queue over pg-boss on the test database (PGlite, or PostgreSQL with DATABASE_URL).

let store: Store;
let jobs: Jobs;
const seen: { data: { n: number }; attempt: number }[] = [];

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

  it('refuse a queue declared after start', () => {
    expect(() => jobs.work('late', { retryLimit: 0, retryDelaySeconds: 1 }, async () => undefined)).toThrow(
      /after start/,
    );
  });
});
