import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewCustomerSale } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// The development outbox page, where a developer (and the load benchmark) reads mailed codes and links.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = (query = '') => t.app.inject({ method: 'GET', url: `/dev/outbox${query}` });

describe('GET /dev/outbox', () => {
  it('lists the messages, or with ?to= only those to one address', async () => {
    for (const email of ['anna.uno@example.com', 'bruno.due@example.com']) {
      const uuid = await createNewCustomerSale(t.client);
      const res = await t.client.post(`/vendite/${uuid}/save`, { nome: 'A', cognome: 'B', email });
      expect(res.statusCode).toBe(202);
    }
    const all = (await outbox()).body;
    expect(all).toContain('to anna.uno@example.com');
    expect(all).toContain('to bruno.due@example.com');
    const one = await outbox('?to=bruno.due%40example.com');
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('1 most recent');
    expect(one.body).toContain('to bruno.due@example.com');
    expect(one.body).not.toContain('anna.uno');
  });

  it('refuses an unknown query parameter', async () => {
    expect((await outbox('?from=x')).statusCode).toBe(400);
  });
});
