import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { estrazioniBollette } from '../schema';

export type EstrazioneRow = typeof estrazioniBollette.$inferSelect;

export async function listEstrazioni(db: Executor, venditaUuid: string): Promise<EstrazioneRow[]> {
  return db
    .select()
    .from(estrazioniBollette)
    .where(eq(estrazioniBollette.venditaUuid, venditaUuid))
    .orderBy(asc(estrazioniBollette.createdAt));
}

export async function insertEstrazione(db: Executor, row: typeof estrazioniBollette.$inferInsert) {
  await db.insert(estrazioniBollette).values(row);
}

export async function updateEstrazione(
  db: Executor,
  id: string,
  changes: Partial<Pick<EstrazioneRow, 'stato' | 'campi' | 'errore' | 'updatedAt'>>,
) {
  await db.update(estrazioniBollette).set(changes).where(eq(estrazioniBollette.id, id));
}

/** A new bill of the same type replaces the old one: its extractions go with it. */
export async function deleteEstrazioniOf(db: Executor, venditaUuid: string, tipo: string) {
  const rows = await listEstrazioni(db, venditaUuid);
  for (const r of rows.filter((x) => x.tipo === tipo)) {
    await db.delete(estrazioniBollette).where(eq(estrazioniBollette.id, r.id));
  }
}
