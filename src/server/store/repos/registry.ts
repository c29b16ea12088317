import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { capFunnel, puntiFornitura, remiComuni } from '../schema';

// The national registry of supply points, the REMI codes' municipalities and the CAPs where each
// brand sells. Read-only at run time; seeded (seed-registry.ts).

export type PuntoFornituraRow = typeof puntiFornitura.$inferSelect;

export async function findPuntoFornitura(db: Executor, pdp: string): Promise<PuntoFornituraRow | undefined> {
  const [row] = await db.select().from(puntiFornitura).where(eq(puntiFornitura.pdp, pdp));
  return row;
}

/** The codici ISTAT of the comuni a REMI code serves; none for an unknown code. */
export async function listRemiIstat(db: Executor, codiceRemi: string): Promise<string[]> {
  const rows = await db
    .select({ codiceIstat: remiComuni.codiceIstat })
    .from(remiComuni)
    .where(eq(remiComuni.codiceRemi, codiceRemi))
    .orderBy(asc(remiComuni.codiceIstat));
  return rows.map((r) => r.codiceIstat);
}

export async function remiHasIstat(db: Executor, codiceRemi: string, codiceIstat: string): Promise<boolean> {
  const [row] = await db
    .select({ codiceIstat: remiComuni.codiceIstat })
    .from(remiComuni)
    .where(and(eq(remiComuni.codiceRemi, codiceRemi), eq(remiComuni.codiceIstat, codiceIstat)));
  return Boolean(row);
}

export async function listFunnelCaps(db: Executor, marchioId: number): Promise<string[]> {
  const rows = await db
    .select({ cap: capFunnel.cap })
    .from(capFunnel)
    .where(eq(capFunnel.marchioId, marchioId))
    .orderBy(asc(capFunnel.cap));
  return rows.map((r) => r.cap);
}
