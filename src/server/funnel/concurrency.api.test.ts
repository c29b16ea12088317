import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { vendite } from '../store/schema';
import {
  goBack,
  VALID_STEP_DATA,
  createNewCustomerSale,
  getStep,
  lastMailedCode,
  walkTo,
} from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// architecture.md: Next runs in one transaction holding the sale's row lock, so two tabs or a double
// click can never advance a sale twice.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storia(uuid: string): Promise<string[]> {
  const [row] = await t.store.db
    .select({ storia: vendite.storia })
    .from(vendite)
    .where(eq(vendite.uuid, uuid));
  return row!.storia;
}

describe('concurrent submits of one step', () => {
  it('twenty Next with the same taskId: one 200, nineteen 409 task.stale, one step forward', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const at = await walkTo(t.client, uuid, 'indirizzoFornitura');
    const history = await storia(uuid);

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.client.post(`/vendite/${uuid}/next`, { taskId: at.taskId, ...VALID_STEP_DATA.indirizzoFornitura }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('task.stale');

    const winner = results.find((r) => r.statusCode === 200)!.json<Step>();
    expect(winner.name).toBe('datiTecnici');
    expect(await getStep(t.client, uuid)).toEqual(winner);
    expect(await storia(uuid)).toEqual([...history, 'indirizzoFornitura']);

    // seen through the API: one Back returns to where the race started, one more to the first step
    expect((await goBack(t.client, uuid)).json().name).toBe('indirizzoFornitura');
    expect((await goBack(t.client, uuid)).json().name).toBe('datiAnagrafici');
    expect((await goBack(t.client, uuid)).json().name).toBe('ricercaCliente');
    expect((await goBack(t.client, uuid)).statusCode).toBe(400);
  });

  it('Next and Back racing on one taskId: exactly one wins', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const at = await walkTo(t.client, uuid, 'datiTecnici');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? t.client.post(`/vendite/${uuid}/prev`, { taskId: at.taskId })
          : t.client.post(`/vendite/${uuid}/next`, { taskId: at.taskId, ...VALID_STEP_DATA.datiTecnici }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await getStep(t.client, uuid)).toEqual(ok[0]!.json());
  });

  it('concurrent Next on different sales all advance', async () => {
    const uuids = await Promise.all(Array.from({ length: 8 }, () => createNewCustomerSale(t.client)));
    const steps = await Promise.all(uuids.map((u) => getStep(t.client, u)));
    const results = await Promise.all(
      uuids.map((u, i) =>
        t.client.post(`/vendite/${u}/next`, { taskId: steps[i]!.taskId, ...VALID_STEP_DATA.datiAnagrafici }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(8).fill(200));
    for (const u of uuids) expect(await storia(u)).toEqual(['ricercaCliente', 'datiAnagrafici']);
  });

  it('twenty concurrent signatures with the right code conclude the sale once', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const code = await lastMailedCode(t.store, uuid);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect((await storia(uuid)).filter((s) => s === 'firma')).toHaveLength(1);
  });
});
