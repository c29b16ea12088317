import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../store/db';
import { onPostgres, openTestStore } from '../../../test/harness';
import type { Jobs } from './jobs';
import { createPgBossJobs } from './pg-boss-jobs';

// Servers of a deployment start together on a new database (npm run cluster does): each installs the
// pgboss schema and declares the same queues at once. Without one instance at a time, PostgreSQL
// answered one of them "deadlock detected" or a duplicate key on the schema's name, and that server
// did not start. PostgreSQL only: PGlite has one client.

const QUEUES = ['together-a', 'together-b', 'together-c', 'together-d', 'together-e'];
let store: Store | undefined;
const started: Jobs[] = [];

afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await store?.close();
});

describe.skipIf(!onPostgres())('instances starting together on a new database', () => {
  it('all start: the job schema installed and the queues declared once', async () => {
    store = await openTestStore();
    const log = Fastify({ logger: false }).log;
    const instances = Array.from({ length: 4 }, () => {
      const jobs = createPgBossJobs(store!, log, { pollingIntervalSeconds: 0.5 });
      for (const name of QUEUES)
        jobs.work(name, { retryLimit: 0, retryDelaySeconds: 1 }, async () => undefined);
      started.push(jobs);
      return jobs;
    });
    const outcomes = await Promise.allSettled(instances.map((jobs) => jobs.start()));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual(
      instances.map(() => 'started'),
    );
  }, 60_000);
});
