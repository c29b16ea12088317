import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marchi } from '../store/schema';
import { newVisitorIp } from '../test/flow-data';
import { createTestApp, openTestStore } from '../test/harness';
import type { TestContext } from '../test/harness';

// A retailer's production starts with no demo catalogue (SEED_DEMO is off in production) and before
// its own is loaded: the server starts, and the funnel answers the contract's 404, never a 500.

let t: TestContext;
beforeAll(async () => {
  const store = await openTestStore();
  // every brand goes, and with it whatever names one (offers, campaigns, documents, sales, ...)
  await store.db.execute(sql`truncate marchi cascade`);
  t = await createTestApp(
    { NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-its-own-0123456789' },
    store,
  );
});
afterAll(() => t.close());

describe('a production server with no catalogue', () => {
  it('does not seed the demo catalogue and starts', async () => {
    expect(t.config.seedDemo).toBe(false);
    const [brands] = await t.store.db.select({ n: count() }).from(marchi);
    expect(brands!.n).toBe(0);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('answers 404 not_found for an offer, a new sale, a sale and the brand configuration', async () => {
    const headers = { 'x-forwarded-for': newVisitorIp() };
    for (const res of [
      await t.client.get('/offerte/101?web2'),
      await t.client.post('/vendite', { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }, { headers }),
      await t.client.get('/vendite/0f0e0d0c-0b0a-4909-8807-060504030201/step'),
      await t.client.get('/configurations/env', { host: 'aurora.localhost:3000' }),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    }
  });
});
