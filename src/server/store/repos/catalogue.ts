import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { campagne, condizioni, documenti, marchi, offerte } from '../schema';

// The catalogue: brands, offers, campaigns, their documents and terms. Read-only at run time.

export type MarchioRow = typeof marchi.$inferSelect;
export type OffertaRow = typeof offerte.$inferSelect;
export type CampagnaRow = typeof campagne.$inferSelect;
export type CondizioneRow = typeof condizioni.$inferSelect;

export async function findMarchio(db: Executor, id: number): Promise<MarchioRow | undefined> {
  const [row] = await db.select().from(marchi).where(eq(marchi.id, id));
  return row;
}

export async function findMarchioByCode(db: Executor, codice: string): Promise<MarchioRow | undefined> {
  const [row] = await db.select().from(marchi).where(eq(marchi.codice, codice));
  return row;
}

export async function findOfferta(db: Executor, id: number): Promise<OffertaRow | undefined> {
  const [row] = await db.select().from(offerte).where(eq(offerte.id, id));
  return row;
}

export async function findCampagna(
  db: Executor,
  id: number,
): Promise<(CampagnaRow & { marchioNome: string }) | undefined> {
  const [row] = await db
    .select({ campagna: campagne, marchioNome: marchi.nome })
    .from(campagne)
    .innerJoin(marchi, eq(marchi.id, campagne.marchioId))
    .where(eq(campagne.id, id));
  return row && { ...row.campagna, marchioNome: row.marchioNome };
}

export async function listCondizioni(db: Executor, marchioId: number): Promise<CondizioneRow[]> {
  return db
    .select()
    .from(condizioni)
    .where(eq(condizioni.marchioId, marchioId))
    .orderBy(asc(condizioni.ordine));
}

export type DocumentoMeta = { id: string; nome: string; tipo: string; contentType: string };

export async function listDocumentiMeta(db: Executor, marchioId: number): Promise<DocumentoMeta[]> {
  return db
    .select({
      id: documenti.id,
      nome: documenti.nome,
      tipo: documenti.tipo,
      contentType: documenti.contentType,
    })
    .from(documenti)
    .where(eq(documenti.marchioId, marchioId));
}

export async function findDocumento(
  db: Executor,
  where: { id: string } | { marchioId: number; tipo: string },
) {
  const cond =
    'id' in where
      ? eq(documenti.id, where.id)
      : and(eq(documenti.marchioId, where.marchioId), eq(documenti.tipo, where.tipo));
  const [row] = await db.select().from(documenti).where(cond);
  return row;
}
