import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { preparedFor } from '../prepared';
import { marchi, offerte, vendite } from '../schema';

// A sale with its offer and brand in one read (funnel/context.ts `loadSale` types it).

const fromSale = (db: Executor) =>
  db
    .select({ vendita: vendite, offerta: offerte, marchio: marchi })
    .from(vendite)
    .innerJoin(offerte, eq(offerte.id, vendite.offertaId))
    .innerJoin(marchi, eq(marchi.id, vendite.marchioId));

const prepareRead = (db: Executor) =>
  fromSale(db)
    .where(eq(vendite.uuid, sql.placeholder('uuid')))
    .prepare('load_sale');

// Every GET step reads a sale: drizzle would build this three-table select's SQL on each call (a third
// of GET step's CPU in the profile of bench/api.ts), so it is prepared once per database handle.
const reads = new WeakMap<Executor, ReturnType<typeof prepareRead>>();
function preparedRead(db: Executor) {
  let read = reads.get(db);
  if (!read) reads.set(db, (read = prepareRead(db)));
  return read;
}

const prepareLockedRead = (db: Executor) =>
  fromSale(db)
    .where(eq(vendite.uuid, sql.placeholder('uuid')))
    .for('update', { of: vendite })
    .prepare('load_sale_locked');

// Every Next and Back reads the sale with its row lock, in its transaction (store/prepared.ts).
const lockedReads = new WeakMap<object, ReturnType<typeof prepareLockedRead>>();

export type SaleRow = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];

/** The sale, its offer and its brand, or undefined; `lock` takes the sale row for the transaction. */
export async function readSale(db: Executor, uuid: string, lock = false): Promise<SaleRow | undefined> {
  const locked = lock ? preparedFor(db, lockedReads, prepareLockedRead) : null;
  const [row] = locked
    ? await locked.execute({ uuid })
    : lock
      ? await fromSale(db).where(eq(vendite.uuid, uuid)).for('update', { of: vendite })
      : await preparedRead(db).execute({ uuid });
  return row;
}
