import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db';
import { campagne, condizioni, documenti, marchi, offerte, vendite } from '../schema';

// The catalogue as the back office writes it (issue 15 item 4). Each write runs in the caller's
// transaction with its audit row. The tables' integer keys have no sequence (the demo seeds fixed ids):
// a new id is max+1, taken under a lock on the table that lets readers through and writers wait, which
// also makes the duplicate-code check and the insert one step.

type Keyed = typeof marchi | typeof offerte | typeof campagne;

/** Locks `table` against other writers until the transaction ends. */
export async function lockForWrite(tx: Executor, table: PgTable): Promise<void> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
}

export async function nextId(tx: Executor, table: Keyed): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${table.id})` }).from(table);
  return Number(row?.max ?? 0) + 1;
}

export type NewMarchio = typeof marchi.$inferInsert;
export type NewOfferta = typeof offerte.$inferInsert;
export type NewCampagna = typeof campagne.$inferInsert;
export type NewCondizione = typeof condizioni.$inferInsert;
export type NewDocumento = typeof documenti.$inferInsert;

export const listMarchi = (db: Executor) => db.select().from(marchi).orderBy(asc(marchi.id));

export async function codeTaken(
  tx: Executor,
  what:
    { marchio: string } | { offerta: string; marchioId: number } | { campagna: string; marchioId: number },
  exceptId?: number,
): Promise<boolean> {
  const [row] =
    'marchio' in what
      ? await tx
          .select({ id: marchi.id })
          .from(marchi)
          .where(and(eq(marchi.codice, what.marchio), exceptId ? ne(marchi.id, exceptId) : undefined))
      : 'offerta' in what
        ? await tx
            .select({ id: offerte.id })
            .from(offerte)
            .where(
              and(
                eq(offerte.marchioId, what.marchioId),
                eq(offerte.codice, what.offerta),
                exceptId ? ne(offerte.id, exceptId) : undefined,
              ),
            )
        : await tx
            .select({ id: campagne.id })
            .from(campagne)
            .where(
              and(
                eq(campagne.marchioId, what.marchioId),
                eq(campagne.codice, what.campagna),
                exceptId ? ne(campagne.id, exceptId) : undefined,
              ),
            );
  return row !== undefined;
}

export async function insertMarchio(tx: Executor, row: NewMarchio) {
  const [created] = await tx.insert(marchi).values(row).returning();
  return created!;
}

export async function updateMarchio(tx: Executor, id: number, changes: Partial<NewMarchio>) {
  const [row] = await tx.update(marchi).set(changes).where(eq(marchi.id, id)).returning();
  return row;
}

export const listOfferte = (db: Executor, marchioId?: number) =>
  db
    .select()
    .from(offerte)
    .where(marchioId ? eq(offerte.marchioId, marchioId) : undefined)
    .orderBy(asc(offerte.marchioId), asc(offerte.id));

export async function insertOfferta(tx: Executor, row: NewOfferta) {
  const [created] = await tx.insert(offerte).values(row).returning();
  return created!;
}

export async function updateOfferta(tx: Executor, id: number, changes: Partial<NewOfferta>) {
  const [row] = await tx.update(offerte).set(changes).where(eq(offerte.id, id)).returning();
  return row;
}

export const listCampagne = (db: Executor, marchioId?: number) =>
  db
    .select()
    .from(campagne)
    .where(marchioId ? eq(campagne.marchioId, marchioId) : undefined)
    .orderBy(asc(campagne.marchioId), asc(campagne.id));

export async function findCampagnaRow(db: Executor, id: number) {
  const [row] = await db.select().from(campagne).where(eq(campagne.id, id));
  return row;
}

export async function insertCampagna(tx: Executor, row: NewCampagna) {
  const [created] = await tx.insert(campagne).values(row).returning();
  return created!;
}

export async function updateCampagna(tx: Executor, id: number, changes: Partial<NewCampagna>) {
  const [row] = await tx.update(campagne).set(changes).where(eq(campagne.id, id)).returning();
  return row;
}

/** Whether any sale names the campaign: then it is switched off, never deleted. */
export async function campagnaInUse(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ uuid: vendite.uuid })
    .from(vendite)
    .where(eq(vendite.campagnaId, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteCampagna(tx: Executor, id: number): Promise<void> {
  await tx.delete(campagne).where(eq(campagne.id, id));
}

/** Every version of the brand's terms, newest first within each code (as listCondizioni picks). */
export const listCondizioniVersions = (db: Executor, marchioId: number) =>
  db
    .select()
    .from(condizioni)
    .where(eq(condizioni.marchioId, marchioId))
    .orderBy(asc(condizioni.codice), desc(condizioni.pubblicataIl), desc(condizioni.versione));

/**
 * A new version, published at the database's time (as the versions the migration kept were), so one
 * clock orders them all; undefined when this code already has a version of that name (never changed).
 */
export async function insertCondizione(tx: Executor, row: Omit<NewCondizione, 'pubblicataIl'>) {
  const [inserted] = await tx.insert(condizioni).values(row).onConflictDoNothing().returning();
  return inserted;
}

const documentMeta = {
  id: documenti.id,
  marchioId: documenti.marchioId,
  offertaId: documenti.offertaId,
  tipo: documenti.tipo,
  nome: documenti.nome,
  sha256: documenti.sha256,
};

/** Documents of a brand (its own) or of an offer, without their bytes. */
export const listDocumenti = (db: Executor, where: { marchioId: number } | { offertaId: number }) =>
  db
    .select(documentMeta)
    .from(documenti)
    .where(
      'offertaId' in where
        ? eq(documenti.offertaId, where.offertaId)
        : and(eq(documenti.marchioId, where.marchioId), isNull(documenti.offertaId)),
    )
    .orderBy(asc(documenti.tipo));

export async function findDocumentoMeta(
  db: Executor,
  where: { marchioId: number; offertaId: number | null; tipo: string },
) {
  const [row] = await db
    .select(documentMeta)
    .from(documenti)
    .where(
      and(
        eq(documenti.marchioId, where.marchioId),
        where.offertaId === null ? isNull(documenti.offertaId) : eq(documenti.offertaId, where.offertaId),
        eq(documenti.tipo, where.tipo),
      ),
    );
  return row;
}

/**
 * Writes the brand's (or offer's) document of `tipo` in place: the same id, so the terms that link it
 * and the links already handed out keep working; a sale's copy of the offer keeps the old hash.
 */
export async function putDocumento(tx: Executor, row: NewDocumento, existingId?: string): Promise<void> {
  if (existingId) {
    const { id: _id, ...changes } = row;
    await tx.update(documenti).set(changes).where(eq(documenti.id, existingId));
  } else {
    await tx.insert(documenti).values(row);
  }
}

/** The documents the terms may link: the brand's and its offers'. */
export async function documentoOfBrand(db: Executor, id: string, marchioId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documenti.id })
    .from(documenti)
    .where(and(eq(documenti.id, id), eq(documenti.marchioId, marchioId), ne(documenti.tipo, 'logo')));
  return row !== undefined;
}
