import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitCounter, purgeCounters, readCounter } from '../store/repos/rate-limits';
import { newVisitorIp } from '../test/flow-data';
import { createTestApp, openTestStore } from '../test/harness';
import type { TestContext } from '../test/harness';
import type { Store } from '../store/db';

// Two servers over one database, as docs/operations.md runs them: with RATE_LIMIT_STORE=db (the
// default over PostgreSQL) a client's limit holds across them; counted in memory, each server lets
// the client through again.

const LIMIT = 3;
const NEW_SALE = { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' };

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});

/** Two apps over `store`, each with its own clock; closing them leaves the store open. */
async function twoServers(rateLimitStore: 'db' | 'memory'): Promise<[TestContext, TestContext]> {
  const env = { RATE_LIMIT_STORE: rateLimitStore, SALES_PER_MINUTE: String(LIMIT) };
  return [await createTestApp(env, store), await createTestApp(env, store)];
}

const createOn = (t: TestContext, ip: string) =>
  t.client.request('POST', '/vendite', { body: NEW_SALE, headers: { 'x-forwarded-for': ip } });

describe('per-client limits over several servers', () => {
  it('counted in the database, a client gets its limit once across both servers', async () => {
    const [a, b] = await twoServers('db');
    try {
      const ip = newVisitorIp();
      const statuses = [];
      for (const t of [a, b, a]) statuses.push((await createOn(t, ip)).statusCode);
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await createOn(b, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await createOn(a, ip)).statusCode).toBe(429);
      // another client is not affected
      expect((await createOn(b, newVisitorIp())).statusCode).toBe(201);
      // a minute later the window is over on both servers
      for (const t of [a, b]) t.clock.advance(60_000);
      expect((await createOn(b, ip)).statusCode).toBe(201);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });

  it('counted in memory, each server counts on its own', async () => {
    const [a, b] = await twoServers('memory');
    try {
      const ip = newVisitorIp();
      for (let i = 0; i < LIMIT; i++) expect((await createOn(a, ip)).statusCode).toBe(201);
      expect((await createOn(a, ip)).statusCode).toBe(429);
      expect((await createOn(b, ip)).statusCode).toBe(201);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});

describe('shared counters', () => {
  const t0 = new Date('2026-11-22T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('count hits in a window that starts with the first and restarts after it ends', async () => {
    const key = `test:${newVisitorIp()}`;
    expect(await hitCounter(store.db, key, 60_000, t0)).toEqual({ hits: 1, resetAt: at(60_000) });
    expect(await hitCounter(store.db, key, 60_000, at(59_000))).toEqual({ hits: 2, resetAt: at(60_000) });
    expect(await readCounter(store.db, key, at(59_999))).toMatchObject({ hits: 2 });
    expect(await readCounter(store.db, key, at(60_000))).toMatchObject({ hits: 0 });
    expect(await hitCounter(store.db, key, 60_000, at(60_000))).toEqual({ hits: 1, resetAt: at(120_000) });
  });

  it('concurrent hits all count', async () => {
    const key = `test:${newVisitorIp()}`;
    await Promise.all(Array.from({ length: 20 }, () => hitCounter(store.db, key, 60_000, t0)));
    expect((await readCounter(store.db, key, t0)).hits).toBe(20);
  });

  it('the purge drops ended windows only', async () => {
    const ended = `test:${newVisitorIp()}`;
    const running = `test:${newVisitorIp()}`;
    await hitCounter(store.db, ended, 1_000, t0);
    await hitCounter(store.db, running, 60_000, t0);
    expect(await purgeCounters(store.db, at(1_000))).toBeGreaterThanOrEqual(1);
    expect((await readCounter(store.db, running, at(1_000))).hits).toBe(1);
    expect(await hitCounter(store.db, ended, 1_000, at(1_000))).toMatchObject({ hits: 1 });
  });
});
