import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
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

/** Inside a transaction: the row stays locked until commit, so two submits cannot both advance it. */
export async function lockVendita(db: Executor, uuid: string): Promise<VenditaRow | undefined> {
  const [row] = await db.select().from(vendite).where(eq(vendite.uuid, uuid)).for('update');
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
