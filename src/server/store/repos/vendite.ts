import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { preparedFor } from '../prepared';
import { vendite } from '../schema';

export type VenditaRow = typeof vendite.$inferSelect;
export type NewVendita = typeof vendite.$inferInsert;

export async function insertVendita(db: Executor, row: NewVendita): Promise<void> {
  await db.insert(vendite).values(row);
}

export async function findVendita(db: Executor, uuid: string): Promise<VenditaRow | undefined> {
  const [row] = await db.select().from(vendite).where(eq(vendite.uuid, uuid));
  return row;
}

export async function findVenditaByPropostaId(
  db: Executor,
  propostaId: string,
): Promise<VenditaRow | undefined> {
  const [row] = await db
    .select()
    .from(vendite)
    .where(sql`(${vendite.proposta} ->> 'id') = ${propostaId}`);
  return row;
}

export async function updateVendita(
  db: Executor,
  uuid: string,
  changes: Partial<Omit<NewVendita, 'uuid'>>,
): Promise<void> {
  await db.update(vendite).set(changes).where(eq(vendite.uuid, uuid));
}

/** What moving a sale to another step changes (funnel/sales.ts `enter`). */
export type Move = Required<
  Pick<NewVendita, 'stepName' | 'storia' | 'proposta' | 'variabili' | 'operazione' | 'taskId' | 'updatedAt'>
>;

const MOVE_COLUMNS = [
  'stepName',
  'storia',
  'proposta',
  'variabili',
  'operazione',
  'taskId',
  'updatedAt',
] as const;

const prepareMove = (db: Executor) =>
  db
    .update(vendite)
    .set(Object.fromEntries(MOVE_COLUMNS.map((c) => [c, sql.placeholder(c)])))
    .where(eq(vendite.uuid, sql.placeholder('uuid')))
    .prepare('move_vendita');

// every Next and Back ends with this update, in its transaction (store/prepared.ts)
const moves = new WeakMap<object, ReturnType<typeof prepareMove>>();

export async function moveVendita(db: Executor, uuid: string, move: Move): Promise<void> {
  const prepared = preparedFor(db, moves, prepareMove);
  if (prepared) await prepared.execute({ ...move, uuid });
  else await updateVendita(db, uuid, move);
}
