import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepName } from '../../shared/domain';
import type { Sale } from '../funnel/context';
import { loadSale } from '../funnel/context';
import { createSale } from '../test/flow-data';
import { createTestApp, onPostgres } from '../test/harness';
import type { TestContext } from '../test/harness';
import type { Tx } from './db';
import { findVendita, moveVendita } from './repos/vendite';

// store/prepared.ts runs a statement prepared once on each transaction's own connection, through a
// field of drizzle's query object. Were a drizzle upgrade to move that field, the statement would run
// elsewhere, and these tests see it on both databases:
// - on PostgreSQL, a move run on another pooled connection commits at once (a read outside the
//   transaction sees it before the commit, a rollback leaves it), or runs in another open transaction
//   (a read of the transaction's own misses it);
// - on PGlite (one connection, one transaction at a time), a statement sent to the database itself
//   while a transaction is open waits for that transaction, which waits for the statement: the
//   deadline below names that deadlock; one bound to an earlier transaction throws "Transaction is
//   closed".

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEADLINE_MS = 10_000;

/** A transaction that must end within DEADLINE_MS (a few ms are enough when nothing is wrong). */
async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the transaction did not end within ${DEADLINE_MS} ms: a statement waited for a connection other than the transaction's`,
          ),
        ),
      DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([t.store.db.transaction(work), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function moveTo(tx: Tx, sale: Sale, stepName: StepName, storia: StepName[]) {
  return moveVendita(tx, sale.vendita.uuid, {
    stepName,
    storia,
    proposta: sale.vendita.proposta,
    variabili: sale.vendita.variabili,
    operazione: sale.vendita.operazione,
    taskId: crypto.randomUUID(),
    updatedAt: new Date(),
  });
}

/** What a read outside the transaction answers while it is open, or that it is still waiting. */
async function whileOpen<T>(read: Promise<T>): Promise<T | 'waiting'> {
  // PostgreSQL answers from another pooled connection; PGlite's one connection cannot answer before
  // the commit, however long the wait, so a short one tells it apart
  if (onPostgres()) return read;
  return Promise.race([read, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 50))]);
}

describe('statements prepared once, run on the transaction', () => {
  it("the locked read sees its transaction's move, and nobody outside sees it before the commit", async () => {
    const uuids = await Promise.all(Array.from({ length: 6 }, () => createSale(t.client)));
    const steps = ['datiAnagrafici', 'indirizzoFornitura', 'datiTecnici'] as const;
    // on PostgreSQL each transaction waits for the others before committing, so that all are open at
    // once, each on its own connection; PGlite runs them one after another
    let arrived = 0;
    const allOpen = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (arrived === uuids.length) resolve(clearInterval(check));
      }, 5);
    });
    const runs = await Promise.all(
      uuids.map((uuid, i) =>
        inTransaction(async (tx) => {
          const sale = await loadSale(tx, uuid, true);
          await moveTo(tx, sale, steps[i % steps.length]!, [...sale.vendita.storia, sale.vendita.stepName]);
          const inside = (await loadSale(tx, uuid, true)).vendita.stepName;
          // built for this call on the transaction's own connection: it sees the prepared move only if
          // that ran here, not on some other transaction's connection
          const plain = (await findVendita(tx, uuid))?.stepName;
          const outsideRead = findVendita(t.store.db, uuid).then((row) => row?.stepName);
          const outside = await whileOpen(outsideRead);
          arrived += 1;
          if (onPostgres()) await allOpen;
          return { before: sale.vendita.stepName, inside, plain, outside, outsideRead };
        }),
      ),
    );
    const moved = uuids.map((_, i) => steps[i % steps.length]);
    expect(runs.map((r) => r.inside)).toEqual(moved);
    expect(runs.map((r) => r.plain)).toEqual(moved);
    expect(runs.filter((r) => r.before === r.inside)).toEqual([]);
    // PostgreSQL: the committed row, not the move; PGlite: no answer until the commit
    expect(runs.map((r) => r.outside)).toEqual(runs.map((r) => (onPostgres() ? r.before : 'waiting')));
    // and once committed, the move is what everybody reads (PGlite's waiting read included)
    if (!onPostgres()) expect(await Promise.all(runs.map((r) => r.outsideRead))).toEqual(moved);
    const stored = await Promise.all(
      uuids.map(async (u) => (await loadSale(t.store.db, u)).vendita.stepName),
    );
    expect(stored).toEqual(moved);
  });

  it('a transaction rolled back leaves the sale as it was', async () => {
    const uuid = await createSale(t.client);
    const before = await loadSale(t.store.db, uuid);
    await expect(
      inTransaction(async (tx) => {
        const sale = await loadSale(tx, uuid, true);
        await moveTo(tx, sale, 'firma', []);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await loadSale(t.store.db, uuid);
    expect(after.vendita.stepName).toBe(before.vendita.stepName);
    expect(after.vendita.taskId).toBe(before.vendita.taskId);
  });
});
