import crypto from 'node:crypto';
import { romeMidnight } from '../src/shared/italian-time';
import fs from 'node:fs/promises';
import pg from 'pg';
import { listSalesPage } from '../src/server/backoffice/sales';
import { seedDemo } from '../src/server/demo/seed';
import type { SalesListQuery } from '../src/shared/schemas/backoffice-sales';
import { salesListQuery } from '../src/shared/schemas/backoffice-sales';
import { openStore } from '../src/server/store/db';
import { explainSales } from '../src/server/store/repos/backoffice-sales';
import { offerte, saleWork, vendite } from '../src/server/store/schema';
import { withDatabase } from '../src/server/test/global-setup';

// The back office's sales list on 50,000 sales (issue 15 item 2; docs/performance.md): a fresh
// PostgreSQL database (made and dropped here) gets the demo catalogue and 50,000 sales written
// directly (a load generator, not the funnel), then each kind of list query runs 30 times through
// the list's own code; the answer is its median and p95 and the plan PostgreSQL chose.

const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SALES = Number(process.env.BENCH_SALES ?? 50_000);
const RUNS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const NOMI = ['Mario', 'Giulia', 'Luca', 'Anna', 'Marco', 'Francesca', 'Giuseppe', 'Sara', 'Paolo', 'Elena'];
const COGNOMI = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
];
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;
const digits = (n: number, len: number) => String(n).padStart(len, '0').slice(-len);

function sale(i: number, offers: { id: number; marchioId: number }[], now: number) {
  const nome = pick(NOMI, i * 7);
  const cognome = `${pick(COGNOMI, i * 13)}${i % 50 === 0 ? '' : String.fromCharCode(97 + (i % 26))}`;
  const company = i % 10 === 0;
  const cf = `${cognome.slice(0, 3).toUpperCase().padEnd(3, 'X')}${nome.slice(0, 3).toUpperCase()}${digits(i, 6)}X${digits(i * 7, 3)}Z`;
  const createdAt = new Date(now - (i / SALES) * 365 * DAY_MS - (i % 1000));
  const signed = i % 5 !== 0;
  const offer = pick(offers, i);
  const anagrafica = company
    ? { tipo: 'PG', ragioneSociale: `${cognome} Impianti S.r.l.`, partitaIva: digits(10_000_000_000 + i, 11) }
    : { tipo: 'PF', nome, cognome, codiceFiscale: cf };
  return {
    uuid: crypto.randomUUID(),
    offertaId: offer.id,
    marchioId: offer.marchioId,
    operazione: pick(['ATTIVAZIONE', 'SUBENTRO', 'VOLTURA', 'CAMBIO_PRODOTTO'], i),
    stato: signed ? 'CONCLUSA' : i % 3 === 0 ? 'CANCELLATA' : 'IN_CORSO',
    canale: 'WEB',
    lingua: 'it',
    proposta: {
      id: crypto.randomUUID(),
      intestatario: {
        anagrafica,
        contatti: {
          email: `${nome}.${cognome}.${i}@example.com`.toLowerCase(),
          telefono: `333${digits(i, 7)}`,
        },
      },
      forniture: [
        { commodity: 'LUCE', pod: `IT001E${digits(i, 8)}` },
        ...(i % 3 === 0 ? [{ commodity: 'GAS', pdr: digits(100_000_000_000 + i, 14) }] : []),
      ],
      consensi: {},
    },
    stepName: signed ? 'congratulazioni' : 'datiAnagrafici',
    taskId: crypto.randomUUID(),
    variabili: {},
    storia: [],
    createdAt,
    updatedAt: createdAt,
    scadeIl: new Date(createdAt.getTime() + 90 * DAY_MS),
    firmataIl: signed ? new Date(createdAt.getTime() + 3_600_000) : null,
  };
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95) };
};

/** Plan kind of the list's table: a sequential scan of vendite, or the indexes it used. */
function planKind(plan: string): string {
  if (/Seq Scan on vendite/.test(plan)) return 'SEQ SCAN';
  const indexes = [
    ...new Set(
      [...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g)].map(
        (m) => m[1],
      ),
    ),
  ];
  return `index: ${indexes.join(', ')}`;
}

async function main() {
  const name = `bench_bo_sales_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const store = await openStore({ databaseUrl: withDatabase(SERVER, name), poolSize: 4 });
  try {
    await store.migrate();
    await seedDemo(store.db);
    const { db } = store;
    const offers = await db.select({ id: offerte.id, marchioId: offerte.marchioId }).from(offerte);
    const now = Date.now();
    const t0 = performance.now();
    const rows = Array.from({ length: SALES }, (_, i) => sale(i, offers, now));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(vendite).values(rows.slice(i, i + 1000));
    const worked = rows.filter((r, i) => r.firmataIl && i % 10 === 1);
    for (let i = 0; i < worked.length; i += 1000) {
      await db.insert(saleWork).values(
        worked.slice(i, i + 1000).map((r, j) => ({
          venditaUuid: r.uuid,
          stato: pick(['presa_in_carico', 'inviata_in_attivazione', 'attivata'], j),
          updatedAt: new Date(now),
          updatedBy: 'bench',
        })),
      );
    }
    if (store.kind === 'postgres') await store.client.query('ANALYZE');
    console.log(`seeded ${SALES} sales in ${Math.round(performance.now() - t0)} ms`);

    const q = (query: Record<string, string>): SalesListQuery => salesListQuery.parse(query);
    const probe = rows[Math.floor(SALES / 2)]!;
    const pf = rows.find((r, i) => i > SALES / 2 && r.proposta.intestatario.anagrafica.tipo === 'PF')!;
    const anag = pf.proposta.intestatario.anagrafica as {
      nome: string;
      cognome: string;
      codiceFiscale: string;
    };
    const pg_ = rows.find((r, i) => i > SALES / 3 && r.proposta.intestatario.anagrafica.tipo === 'PG')!;
    const piva = (pg_.proposta.intestatario.anagrafica as { partitaIva: string }).partitaIva;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

    // page 50 by cursor: walk there once, then time the 50th page's own query
    let cursor: string | null = null;
    for (let p = 1; p < 50; p++)
      cursor = (await listSalesPage(db, q(cursor ? { dopo: cursor } : {}), 'operator')).dopo;
    const kinds: [string, Record<string, string>][] = [
      ['no filter, first page', {}],
      ['no filter, page 50 by cursor', { dopo: cursor! }],
      ['brand', { marchio: String(probe.marchioId) }],
      ['offer', { offerta: String(probe.offertaId) }],
      ['operation', { operazione: 'VOLTURA' }],
      ['sale state', { stato: 'IN_CORSO' }],
      ['work state', { lavoro: 'attivata' }],
      ['signed', { firmata: 'si' }],
      ['created in one week', { dal: day(now - 60 * DAY_MS), al: day(now - 54 * DAY_MS) }],
      [
        'brand + operation + signed',
        { marchio: String(probe.marchioId), operazione: 'SUBENTRO', firmata: 'si' },
      ],
      ['search: surname prefix', { q: anag.cognome.slice(0, 5) }],
      ['search: full name', { q: `${anag.nome} ${anag.cognome}` }],
      ['search: codice fiscale', { q: anag.codiceFiscale }],
      ['search: codice fiscale prefix', { q: anag.codiceFiscale.slice(0, 9) }],
      ['search: partita IVA', { q: piva }],
      ['search: POD', { q: pf.proposta.forniture[0]!.pod! }],
      ['search: e-mail prefix', { q: pf.proposta.intestatario.contatti.email.slice(0, 12) }],
    ];
    const results = [];
    for (const [kind, query] of kinds) {
      const parsed = q(query);
      const ms: number[] = [];
      let count = 0;
      for (let r = 0; r < RUNS + 3; r++) {
        const t = performance.now();
        const page = await listSalesPage(db, parsed, 'operator');
        if (r >= 3) ms.push(performance.now() - t);
        count = page.items.length;
      }
      const plan = await explainSales(
        db,
        {
          marchioId: parsed.marchio,
          offertaId: parsed.offerta,
          operazione: parsed.operazione,
          stato: parsed.stato,
          lavoro: parsed.lavoro,
          from: parsed.dal ? romeMidnight(parsed.dal) : undefined,
          to: parsed.al ? romeMidnight(parsed.al) : undefined,
          firmata: parsed.firmata === undefined ? undefined : parsed.firmata === 'si',
          q: parsed.q,
        },
        { limit: parsed.limite },
      );
      const { median, p95 } = stats(ms);
      results.push({
        kind,
        rows: count,
        median: +median.toFixed(2),
        p95: +p95.toFixed(2),
        plan: planKind(plan),
      });
    }
    console.log(
      `\n| query (${SALES} sales, page of 25) | rows | median ms | p95 ms | plan |\n|---|---|---|---|---|`,
    );
    for (const r of results) console.log(`| ${r.kind} | ${r.rows} | ${r.median} | ${r.p95} | ${r.plan} |`);
    await fs.mkdir('bench/results', { recursive: true });
    await fs.writeFile(
      'bench/results/backoffice-sales.json',
      `${JSON.stringify({ sales: SALES, results }, null, 2)}\n`,
    );
    if (results.some((r) => r.plan === 'SEQ SCAN')) process.exitCode = 1;
  } finally {
    await store.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
