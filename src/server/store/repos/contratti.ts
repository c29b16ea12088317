import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { contratti } from '../schema';

// Signed contracts: one row a concluded sale, its bytes in the blob store under `blobKey`.

export type ContrattoRow = typeof contratti.$inferSelect;

export async function findContratto(db: Executor, venditaUuid: string): Promise<ContrattoRow | undefined> {
  const [row] = await db.select().from(contratti).where(eq(contratti.venditaUuid, venditaUuid));
  return row;
}

/** False when the sale already has its contract (two renders raced): the caller keeps the first. */
export async function insertContratto(db: Executor, row: ContrattoRow): Promise<boolean> {
  const inserted = await db
    .insert(contratti)
    .values(row)
    .onConflictDoNothing({ target: contratti.venditaUuid })
    .returning({ venditaUuid: contratti.venditaUuid });
  return inserted.length === 1;
}
