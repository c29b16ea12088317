import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleSignedDataV1 } from '../../../shared/schemas/sale-events';
import { EXPORT_CSV_COLUMNS } from '../../../shared/schemas/sales-export';
import { hashPassword } from '../../backoffice/passwords';
import { listAudit } from '../../store/repos/audit';
import { vendite } from '../../store/schema';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { readySignedEvent, signedSale } from '../../test/signed-sales';
import { StaffClient, signedInStaff, staffWithRole } from '../../test/staff-client';
import type { StaffRole } from '../../../shared/schemas/backoffice';

// The export of signed sales (issue 15 item 3): CSV (one row per supply) or JSON (the sale.signed data),
// by Italian signing day, for operators and admins only, each export in the audit log.

let t: TestContext;
let admin: StaffClient;
let operator: StaffClient;
let ips = 0;
const browser = () => new StaffClient(t.app, `10.203.0.${++ips}`);

const staff = (username: string, role: StaffRole) => staffWithRole(t.app, admin, username, role);

/** CSV text → records (RFC 4180: quoted fields, doubled quotes, CRLF between records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted || (c !== '"' && c !== ',' && !(c === '\r' && text[i + 1] === '\n'))) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    }
  }
  return rows;
}

let plain: string;
let tricky: string;
beforeAll(async () => {
  t = await createTestApp(
    { OPERATOR_USER: 'capo', OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo') },
    undefined,
    { jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } },
  );
  admin = await signedInStaff(t.app, 'capo', 'password-del-capo');
  operator = await staff('olga', 'operator');
  plain = await signedSale(t);
  // a name a spreadsheet would run as a formula, with a comma and quotes (written as a customer could
  // have typed it, past the steps' checks)
  tricky = await signedSale(t, async (uuid) => {
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    const proposta = row!.proposta as { intestatario: { anagrafica: Record<string, unknown> } };
    proposta.intestatario.anagrafica.nome = '=HYPERLINK("http://x.example")';
    proposta.intestatario.anagrafica.cognome = 'Rossi, "detto" Mario';
    await t.store.db.update(vendite).set({ proposta }).where(eq(vendite.uuid, uuid));
  });
  await readySignedEvent(t, plain);
  await readySignedEvent(t, tricky);
});
afterAll(() => t.close());

const exportOf = (who: StaffClient, query: string) => who.get(`/exports/sales?${query}`);

describe('the CSV export', () => {
  it('has a BOM, the documented header and one row per supply of each sale signed that day', async () => {
    const res = await exportOf(operator, 'dal=2026-11-22&al=2026-11-22&formato=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vendite-firmate-2026-11-22_2026-11-22.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...EXPORT_CSV_COLUMNS]);
    const mine = rows.filter((r) => r[0] === plain);
    expect(mine).toHaveLength(1);
    const [row] = mine;
    const col = (name: (typeof EXPORT_CSV_COLUMNS)[number]) => row![EXPORT_CSV_COLUMNS.indexOf(name)];
    expect(col('firmata_il')).toBe('2026-11-22T10:00:00.000Z');
    expect(col('operazione')).toBe('ATTIVAZIONE');
    expect(col('intestatario')).toBe('Giulia Bianchi');
    expect(col('codice_fiscale_partita_iva')).toMatch(/^[A-Z0-9]{16}$/);
    expect(col('email')).toBe('giulia.bianchi@example.com');
    expect(col('commodity')).toBe('LUCE');
    expect(col('pod_pdr')).toMatch(/^IT/);
    expect(col('contratto_sha256')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('quotes as RFC 4180 says and neutralises a leading = so no formula runs', async () => {
    const res = await exportOf(operator, 'dal=2026-11-22&al=2026-11-22&formato=csv');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.example"") Rossi, ""detto"" Mario"`);
    const row = parseCsv(res.body).find((r) => r[0] === tricky)!;
    expect(row[EXPORT_CSV_COLUMNS.indexOf('intestatario')]).toBe(
      `'=HYPERLINK("http://x.example") Rossi, "detto" Mario`,
    );
  });
});

describe('the JSON export', () => {
  it('is an array of the sale.signed data, with a fresh contract link', async () => {
    const res = await exportOf(operator, 'dal=2026-11-01&al=2026-11-30&formato=json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const sales = res.json<unknown[]>().map((s) => saleSignedDataV1.parse(s));
    const uuids = sales.map((s) => s.vendita.uuid);
    expect(uuids).toEqual(expect.arrayContaining([plain, tricky]));
    const event = saleSignedDataV1.parse((await readySignedEvent(t, plain)).data);
    const mine = sales.find((s) => s.vendita.uuid === plain)!;
    expect({ ...mine, contratto: { ...mine.contratto, url: '', urlScadeIl: '' } }).toEqual({
      ...event,
      contratto: { ...event.contratto, url: '', urlScadeIl: '' },
    });
    // the link works for 7 days from the export
    const link = new URL(mine.contratto.url);
    expect((await t.client.get(`${link.pathname}${link.search}`, { apiKey: null })).statusCode).toBe(200);
  });

  it('of a brand with no sales that day is an empty array', async () => {
    const res = await exportOf(operator, 'dal=2026-11-22&al=2026-11-22&formato=json&marchio=999');
    expect(res.json()).toEqual([]);
  });
});

describe('who may export, which ranges, and the audit log', () => {
  it('answers 400 to a bad or too long range, 366 days are allowed', async () => {
    const bad = [
      'dal=2026-11-23&al=2026-11-22&formato=csv',
      'dal=2025-11-22&al=2026-11-23&formato=csv',
      'dal=2026-11-22&al=2026-13-01&formato=csv',
      'dal=2026-11-22&al=2026-11-22&formato=xlsx',
      'dal=2026-11-22&formato=csv',
    ];
    for (const q of bad) expect((await exportOf(operator, q)).statusCode, q).toBe(400);
    expect((await exportOf(operator, 'dal=2026-11-23&al=2026-11-22&formato=csv')).json()).toMatchObject({
      code: 'validation',
      fields: { al: 'validation.out_of_range' },
    });
    expect((await exportOf(operator, 'dal=2025-11-23&al=2026-11-23&formato=csv')).statusCode).toBe(200);
  });

  it('refuses a viewer (403 auth.role) and no session (401 auth.session)', async () => {
    const vera = await staff('vera', 'viewer');
    const res = await exportOf(vera, 'dal=2026-11-22&al=2026-11-22&formato=csv');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.role' });
    expect((await exportOf(browser(), 'dal=2026-11-22&al=2026-11-22&formato=csv')).statusCode).toBe(401);
  });

  it('writes who exported which range, in which format, how many sales', async () => {
    await exportOf(admin, 'dal=2026-11-22&al=2026-11-22&formato=json');
    const [entry] = await listAudit(t.store.db, { entity: 'sales_export', limit: 1 });
    expect(entry).toMatchObject({
      username: 'capo',
      action: 'sales.export',
      entityId: '2026-11-22..2026-11-22',
      after: { dal: '2026-11-22', al: '2026-11-22', formato: 'json', marchio: null, vendite: 2 },
    });
  });
});

describe('days', () => {
  it('counts days in Italy: a sale signed at 00:30 on the 23rd (23:30 UTC on the 22nd) is the 23rd’s', async () => {
    t.clock.advance(13.5 * 3_600_000);
    const late = await signedSale(t);
    // a session lasts less than that: sign in again
    const operator = await signedInStaff(t.app, 'olga');
    const of22 = await exportOf(operator, 'dal=2026-11-22&al=2026-11-22&formato=csv');
    const of23 = await exportOf(operator, 'dal=2026-11-23&al=2026-11-23&formato=csv');
    expect(of22.body).not.toContain(late);
    expect(of23.body).toContain(late);
  });
});
