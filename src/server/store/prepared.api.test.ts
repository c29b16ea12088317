import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSale } from '../funnel/context';
import { createSale } from '../test/flow-data';
import { createTestApp, onPostgres } from '../test/harness';
import type { TestContext } from '../test/harness';
import { moveVendita } from './repos/vendite';

// store/prepared.ts runs a statement prepared once on each transaction's own connection, through a
// field of drizzle's query object. Were a drizzle upgrade to move that field, the statement would run
// elsewhere: these tests see it, as a read that misses the transaction's own change or waits on its
// lock.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('statements prepared once, run on the transaction', () => {
  it('the locked read sees what its own transaction has written, transactions running side by side', async () => {
    const uuids = await Promise.all(Array.from({ length: 6 }, () => createSale(t.client)));
    const steps = ['datiAnagrafici', 'indirizzoFornitura', 'datiTecnici'] as const;
    // each transaction moves its sale and reads it back, then waits for the others before committing,
    // so that all are open at once, each on its own connection
    let arrived = 0;
    const allOpen = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (arrived === uuids.length) resolve(clearInterval(check));
      }, 5);
    });
    const seen = await Promise.all(
      uuids.map((uuid, i) =>
        t.store.db.transaction(async (tx) => {
          const sale = await loadSale(tx, uuid, true);
          await moveVendita(tx, uuid, {
            stepName: steps[i % steps.length]!,
            storia: [...sale.vendita.storia, sale.vendita.stepName],
            proposta: sale.vendita.proposta,
            variabili: sale.vendita.variabili,
            operazione: sale.vendita.operazione,
            taskId: crypto.randomUUID(),
            updatedAt: new Date(),
          });
          const read = (await loadSale(tx, uuid, true)).vendita.stepName;
          arrived += 1;
          // PGlite runs one transaction at a time: there, nobody else is open to wait for
          if (onPostgres()) await allOpen;
          return read;
        }),
      ),
    );
    expect(seen).toEqual(uuids.map((_, i) => steps[i % steps.length]));
    const stored = await Promise.all(
      uuids.map(async (u) => (await loadSale(t.store.db, u)).vendita.stepName),
    );
    expect(stored).toEqual(seen);
  });

  it('a transaction rolled back leaves the sale as it was', async () => {
    const uuid = await createSale(t.client);
    const before = await loadSale(t.store.db, uuid);
    await expect(
      t.store.db.transaction(async (tx) => {
        await moveVendita(tx, uuid, {
          stepName: 'firma',
          storia: [],
          proposta: before.vendita.proposta,
          variabili: before.vendita.variabili,
          operazione: before.vendita.operazione,
          taskId: crypto.randomUUID(),
          updatedAt: new Date(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await loadSale(t.store.db, uuid);
    expect(after.vendita.stepName).toBe(before.vendita.stepName);
    expect(after.vendita.taskId).toBe(before.vendita.taskId);
  });
});
