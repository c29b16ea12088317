import type { StaffRole } from '../../shared/schemas/backoffice';
import { roleAtLeast } from '../../shared/schemas/backoffice';
import type {
  SaleListItem,
  SalesListQuery,
  SalesListResponse,
  StatoLavoro,
} from '../../shared/schemas/backoffice-sales';
import { romeDay, romeMidnight } from '../../shared/italian-time';
import { validationError } from '../errors';
import type { Executor } from '../store/db';
import type { SalesKey, SalesListRow } from '../store/repos/backoffice-sales';
import { listSales } from '../store/repos/backoffice-sales';
import { maskEmail, maskFiscalCode, maskName } from './masking';

// The back office's list of sales (issue 15 item 2): filters as the shared query schema names them,
// keyset paging by an opaque cursor, personal data masked for a viewer.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who reads: a viewer sees personal data masked (api-contract.md "Back office and webhooks"). */
export const seesPersonalData = (role: StaffRole) => roleAtLeast(role, 'operator');

export function encodeCursor(key: SalesKey): string {
  return Buffer.from(`${key.createdAt.toISOString()}|${key.uuid}`).toString('base64url');
}

export function decodeCursor(cursor: string, field: string): SalesKey {
  const [iso = '', uuid = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(uuid)) {
    throw validationError({ [field]: 'validation.format' });
  }
  return { createdAt, uuid };
}

/** The Italian day after `day` (a day is 23 to 25 hours long in Italy: 3 hours past 24 lands in it). */
const dayAfter = (day: string) => romeDay(new Date(romeMidnight(day).getTime() + DAY_MS + 3 * 3600_000));

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

function holderOf(row: SalesListRow) {
  const anagrafica = (row.intestatario?.anagrafica ?? {}) as Record<string, unknown>;
  const contatti = (row.intestatario?.contatti ?? {}) as Record<string, unknown>;
  const persona = [str(anagrafica.nome), str(anagrafica.cognome)].filter(Boolean).join(' ');
  return {
    cliente: str(anagrafica.ragioneSociale) ?? (persona || null),
    codiceFiscale: str(anagrafica.codiceFiscale) ?? str(anagrafica.partitaIva),
    email: str(contatti.email),
  };
}

export function listItemOf(row: SalesListRow, role: StaffRole): SaleListItem {
  const h = holderOf(row);
  const full = seesPersonalData(role);
  return {
    uuid: row.uuid,
    createdAt: row.createdAt.toISOString(),
    firmataIl: row.firmataIl?.toISOString() ?? null,
    marchioId: row.marchioId,
    offertaId: row.offertaId,
    operazione: row.operazione,
    stato: row.stato,
    lavoro: (row.lavoro ?? 'nuova') as StatoLavoro,
    cliente: h.cliente && (full ? h.cliente : maskName(h.cliente)),
    codiceFiscale: h.codiceFiscale && (full ? h.codiceFiscale : maskFiscalCode(h.codiceFiscale)),
    email: h.email && (full ? h.email : maskEmail(h.email)),
    punti: (row.forniture ?? []).flatMap((f) => [str(f.pod), str(f.pdr)].filter((p): p is string => !!p)),
  };
}

export async function listSalesPage(
  db: Executor,
  q: SalesListQuery,
  role: StaffRole,
): Promise<SalesListResponse> {
  const after = q.dopo ? decodeCursor(q.dopo, 'dopo') : undefined;
  const before = !after && q.prima ? decodeCursor(q.prima, 'prima') : undefined;
  const rows = await listSales(
    db,
    {
      marchioId: q.marchio,
      offertaId: q.offerta,
      operazione: q.operazione,
      stato: q.stato,
      lavoro: q.lavoro,
      // Italian calendar days, `al` included
      from: q.dal ? romeMidnight(q.dal) : undefined,
      to: q.al ? romeMidnight(dayAfter(q.al)) : undefined,
      firmata: q.firmata === undefined ? undefined : q.firmata === 'si',
      q: q.q,
    },
    { after, before, limit: q.limite },
  );
  const more = rows.length > q.limite;
  const page = rows.slice(0, q.limite);
  if (before) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const keyOf = (r: SalesListRow) => encodeCursor({ createdAt: r.createdAt, uuid: r.uuid });
  return {
    items: page.map((r) => listItemOf(r, role)),
    // going back, more rows mean newer pages; going forward, the page we came from is newer
    dopo: last && (before ? true : more) ? keyOf(last) : null,
    prima: first && (before ? more : !!after) ? keyOf(first) : null,
  };
}
