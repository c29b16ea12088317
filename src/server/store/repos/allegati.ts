import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Commodity, Operazione, TipoContratto } from '../../../shared/domain';
import type { CategoriaAllegato } from '../../../shared/files';
import type { Executor } from '../db';
import { allegati, tipiAllegato } from '../schema';

export type AllegatoRow = typeof allegati.$inferSelect;
export type NewAllegato = typeof allegati.$inferInsert;
export type TipoAllegatoRow = typeof tipiAllegato.$inferSelect;

export async function insertAllegati(db: Executor, rows: NewAllegato[]): Promise<void> {
  if (rows.length) await db.insert(allegati).values(rows);
}

/** A sale's files, oldest first. */
export async function listAllegati(db: Executor, venditaUuid: string): Promise<AllegatoRow[]> {
  return db
    .select()
    .from(allegati)
    .where(eq(allegati.venditaUuid, venditaUuid))
    .orderBy(asc(allegati.createdAt), asc(allegati.id));
}

export async function countAllegati(db: Executor, venditaUuid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(allegati).where(eq(allegati.venditaUuid, venditaUuid));
  return row?.n ?? 0;
}

/** A file only through its own sale: another sale's uuid finds nothing. */
export async function findAllegato(
  db: Executor,
  id: string,
  venditaUuid: string,
): Promise<AllegatoRow | undefined> {
  const [row] = await db
    .select()
    .from(allegati)
    .where(and(eq(allegati.id, id), eq(allegati.venditaUuid, venditaUuid)));
  return row;
}

export async function findAllegatiOfCategoria(
  db: Executor,
  venditaUuid: string,
  categoria: CategoriaAllegato,
): Promise<AllegatoRow[]> {
  return db
    .select()
    .from(allegati)
    .where(and(eq(allegati.venditaUuid, venditaUuid), eq(allegati.categoria, categoria)))
    .orderBy(asc(allegati.createdAt), asc(allegati.id));
}

export async function deleteAllegati(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(allegati).where(inArray(allegati.id, [...ids]));
}

/** The attachment types of a contract type and operation for the commodities given, in display order. */
export async function listTipiAllegato(
  db: Executor,
  q: { tipoContratto: TipoContratto; operazione: Operazione; commodities: readonly Commodity[] },
): Promise<TipoAllegatoRow[]> {
  return db
    .select()
    .from(tipiAllegato)
    .where(
      and(
        eq(tipiAllegato.tipoContratto, q.tipoContratto),
        eq(tipiAllegato.operazione, q.operazione),
        inArray(tipiAllegato.commodity, [...q.commodities]),
      ),
    )
    .orderBy(asc(tipiAllegato.ordine), asc(tipiAllegato.commodity));
}

/** The words of attachment types by code, in both languages (a type's words are the same wherever it is asked). */
export async function attachmentTypeWords(
  db: Executor,
  codes: readonly string[],
): Promise<Map<string, { it: string; en: string }>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectDistinctOn([tipiAllegato.tipoAllegato], {
      code: tipiAllegato.tipoAllegato,
      it: tipiAllegato.descrizioneIt,
      en: tipiAllegato.descrizioneEn,
    })
    .from(tipiAllegato)
    .where(inArray(tipiAllegato.tipoAllegato, [...codes]))
    .orderBy(asc(tipiAllegato.tipoAllegato), asc(tipiAllegato.ordine));
  return new Map(rows.map((r) => [r.code, { it: r.it, en: r.en }]));
}
