import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../db';
import { campagne, condizioni, documenti, marchi, offerte } from '../schema';

// The catalogue as the funnel reads it: brands, offers, campaigns, their documents and terms. The back
// office writes it (repos/catalogue-admin.ts).

export type MarchioRow = typeof marchi.$inferSelect;
export type OffertaRow = typeof offerte.$inferSelect;
export type CampagnaRow = typeof campagne.$inferSelect;
export type CondizioneRow = typeof condizioni.$inferSelect;

export async function findMarchio(db: Executor, id: number): Promise<MarchioRow | undefined> {
  const [row] = await db.select().from(marchi).where(eq(marchi.id, id));
  return row;
}

/** Every brand, the first (brand 1) first. */
export async function listMarchi(db: Executor): Promise<MarchioRow[]> {
  return db.select().from(marchi).orderBy(asc(marchi.id));
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

/**
 * The brand's terms, one version of each code in order: the version `pinned` names for that code
 * (the one a sale's consent was given to) when it exists, else the latest published.
 */
export async function listCondizioni(
  db: Executor,
  marchioId: number,
  pinned: Readonly<Record<string, string>> = {},
): Promise<CondizioneRow[]> {
  const all = await db
    .select()
    .from(condizioni)
    .where(eq(condizioni.marchioId, marchioId))
    .orderBy(asc(condizioni.codice), desc(condizioni.pubblicataIl), desc(condizioni.versione));
  const chosen = new Map<string, CondizioneRow>();
  for (const row of all) {
    const current = chosen.get(row.codice);
    if (!current || (pinned[row.codice] === row.versione && current.versione !== row.versione)) {
      chosen.set(row.codice, row);
    }
  }
  return [...chosen.values()].sort((a, b) => a.ordine - b.ordine || a.codice.localeCompare(b.codice));
}

export type DocumentoMeta = { id: string; nome: string; tipo: string; contentType: string; sha256: string };

/**
 * The documents a sale of `offertaId` reads: the brand's, each replaced by the offer's own of the same
 * type (its general terms); the offer's other ones (its summary sheet) added. Never the logo.
 */
export async function listDocumentiMeta(
  db: Executor,
  marchioId: number,
  offertaId?: number,
): Promise<DocumentoMeta[]> {
  const rows = await db
    .select({
      id: documenti.id,
      nome: documenti.nome,
      tipo: documenti.tipo,
      contentType: documenti.contentType,
      sha256: documenti.sha256,
      offertaId: documenti.offertaId,
    })
    .from(documenti)
    .where(
      and(
        eq(documenti.marchioId, marchioId),
        ne(documenti.tipo, 'logo'),
        offertaId === undefined
          ? isNull(documenti.offertaId)
          : or(isNull(documenti.offertaId), eq(documenti.offertaId, offertaId)),
      ),
    )
    .orderBy(asc(documenti.nome));
  const own = new Set(rows.filter((r) => r.offertaId !== null).map((r) => r.tipo));
  return rows
    .filter((r) => r.offertaId !== null || !own.has(r.tipo))
    .map(({ offertaId: _o, ...meta }) => meta)
    .sort((a, b) => rank(a.tipo) - rank(b.tipo));
}

// the privacy notice first, then the general terms, then the offer's sheets, as a customer reads them
const READING_ORDER = ['privacy', 'condizioni_generali'];
const rank = (tipo: string) => (READING_ORDER.indexOf(tipo) + 1 || READING_ORDER.length + 1) - 1;

export async function findDocumento(
  db: Executor,
  where: { id: string } | { marchioId: number; tipo: string },
) {
  const cond =
    'id' in where
      ? eq(documenti.id, where.id)
      : and(
          eq(documenti.marchioId, where.marchioId),
          eq(documenti.tipo, where.tipo),
          isNull(documenti.offertaId),
        );
  const [row] = await db.select().from(documenti).where(cond);
  return row;
}
