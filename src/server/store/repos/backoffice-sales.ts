import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { saleWork, vendite } from '../schema';

// The back office's list of sales (issue 15 item 2): filters and text search that the indexes of
// schema/sales-list-indexes.ts serve (the expressions below are theirs, written the same way), newest
// first, paged by (created_at, uuid) keyset, never OFFSET.

export type SalesFilter = {
  marchioId?: number | undefined;
  offertaId?: number | undefined;
  operazione?: string | undefined;
  stato?: string | undefined;
  /** a work state; `nuova` is a sale nobody worked (no sale_work row) */
  lavoro?: string | undefined;
  from?: Date | undefined;
  /** exclusive */
  to?: Date | undefined;
  firmata?: boolean | undefined;
  q?: string | undefined;
};
export type SalesKey = { createdAt: Date; uuid: string };
export type SalesPageRequest = { after?: SalesKey | undefined; before?: SalesKey | undefined; limit: number };

const anagrafica = sql`(${vendite.proposta} -> 'intestatario' -> 'anagrafica')`;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text search: a prefix of a name, company name, codice fiscale or e-mail, or a whole P.IVA, POD or PDR. */
function searchOf(term: string): SQL {
  const lower = `${likeEscape(term.toLowerCase())}%`;
  const upper = term.toUpperCase().replace(/\s+/g, '');
  return sql`(
    lower(coalesce(${anagrafica} ->> 'nome', '') || ' ' || coalesce(${anagrafica} ->> 'cognome', '')) like ${lower}
    or lower(${anagrafica} ->> 'cognome') like ${lower}
    or lower(${anagrafica} ->> 'ragioneSociale') like ${lower}
    or upper(${anagrafica} ->> 'codiceFiscale') like ${`${likeEscape(upper)}%`}
    or (${anagrafica} ->> 'partitaIva') = ${upper}
    or lower(${vendite.proposta} -> 'intestatario' -> 'contatti' ->> 'email') like ${lower}
    or (jsonb_path_query_array(${vendite.proposta}, '$.forniture[*].pod') || jsonb_path_query_array(${vendite.proposta}, '$.forniture[*].pdr')) @> ${JSON.stringify([upper])}::jsonb
  )`;
}

function whereOf(f: SalesFilter): (SQL | undefined)[] {
  return [
    f.marchioId !== undefined ? eq(vendite.marchioId, f.marchioId) : undefined,
    f.offertaId !== undefined ? eq(vendite.offertaId, f.offertaId) : undefined,
    f.operazione ? eq(vendite.operazione, f.operazione) : undefined,
    f.stato ? eq(vendite.stato, f.stato) : undefined,
    f.lavoro === 'nuova' ? isNull(saleWork.venditaUuid) : f.lavoro ? eq(saleWork.stato, f.lavoro) : undefined,
    f.from ? gte(vendite.createdAt, f.from) : undefined,
    f.to ? lt(vendite.createdAt, f.to) : undefined,
    f.firmata === true
      ? isNotNull(vendite.firmataIl)
      : f.firmata === false
        ? isNull(vendite.firmataIl)
        : undefined,
    f.q ? searchOf(f.q) : undefined,
  ];
}

const listColumns = {
  uuid: vendite.uuid,
  createdAt: vendite.createdAt,
  firmataIl: vendite.firmataIl,
  marchioId: vendite.marchioId,
  offertaId: vendite.offertaId,
  operazione: vendite.operazione,
  stato: vendite.stato,
  lavoro: saleWork.stato,
  intestatario: sql<Record<string, unknown> | null>`${vendite.proposta} -> 'intestatario'`,
  forniture: sql<Record<string, unknown>[] | null>`${vendite.proposta} -> 'forniture'`,
};

export type SalesListRow = {
  uuid: string;
  createdAt: Date;
  firmataIl: Date | null;
  marchioId: number;
  offertaId: number;
  operazione: string;
  stato: string;
  lavoro: string | null;
  intestatario: Record<string, unknown> | null;
  forniture: Record<string, unknown>[] | null;
};

/** Up to limit + 1 rows (the extra one says another page exists), newest first. */
export async function listSales(
  db: Executor,
  f: SalesFilter,
  page: SalesPageRequest,
): Promise<SalesListRow[]> {
  const key = page.before ?? page.after;
  const keyed = key
    ? page.before
      ? sql`(${vendite.createdAt}, ${vendite.uuid}) > (${key.createdAt.toISOString()}::timestamptz, ${key.uuid}::uuid)`
      : sql`(${vendite.createdAt}, ${vendite.uuid}) < (${key.createdAt.toISOString()}::timestamptz, ${key.uuid}::uuid)`
    : undefined;
  // a page before a cursor is read oldest first from it, then turned newest first again
  const order = page.before
    ? [asc(vendite.createdAt), asc(vendite.uuid)]
    : [desc(vendite.createdAt), desc(vendite.uuid)];
  const rows = await db
    .select(listColumns)
    .from(vendite)
    .leftJoin(saleWork, eq(saleWork.venditaUuid, vendite.uuid))
    .where(and(...whereOf(f), keyed))
    .orderBy(...order)
    .limit(page.limit + 1);
  return rows;
}

/** The query plan of a list query (bench/backoffice-sales.ts: index or sequential scan). */
export async function explainSales(db: Executor, f: SalesFilter, page: SalesPageRequest): Promise<string> {
  const key = page.after;
  const q = db
    .select(listColumns)
    .from(vendite)
    .leftJoin(saleWork, eq(saleWork.venditaUuid, vendite.uuid))
    .where(
      and(
        ...whereOf(f),
        key
          ? sql`(${vendite.createdAt}, ${vendite.uuid}) < (${key.createdAt.toISOString()}::timestamptz, ${key.uuid}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(vendite.createdAt), desc(vendite.uuid))
    .limit(page.limit + 1)
    .toSQL();
  const res = await db.execute(sql.raw(`explain ${inline(q.sql, q.params)}`));
  return (res.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
}

/** Parameters written into the text, for EXPLAIN only (the bench's own values). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
