import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openConfiguredStore } from '../src/server/open-store';
import { hashPassword } from '../src/server/backoffice/passwords';
import { StaffClient } from '../src/server/test/staff-client';

// The export of 50,000 signed sales on PostgreSQL (docs/backoffice.md "Export"): a scratch database
// next to the one DATABASE_URL names, seeded by SQL with ready sale.signed events, then each format
// exported through the real app. Run: DATABASE_URL=postgres://… npx tsx bench/sales-export.ts
// (app.inject buffers the answer, so the RSS it prints includes the whole file, not the server's pages.)
const base = process.env.DATABASE_URL;
if (!base) throw new Error('set DATABASE_URL (PostgreSQL)');
const ADMIN = base;
const DB = 'sales_export_bench';
const a = new pg.Client({ connectionString: ADMIN });
await a.connect();
await a.query(`DROP DATABASE IF EXISTS ${DB}`);
await a.query(`CREATE DATABASE ${DB}`);
await a.end();
const at = new URL(base);
at.pathname = `/${DB}`;
const url = at.toString();
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  OPERATOR_USER: 'capo',
  OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
});
const store = await openConfiguredStore(config, { seed: true });
const c = new pg.Client({ connectionString: url });
await c.connect();
// one template sale's data, copied 50,000 times, signed over 30 days, each with its ready event
const proposta = {
  id: '00000000-0000-4000-8000-000000000001',
  intestatario: {
    anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
    contatti: { email: 'g@example.com', telefono: '+393331234567' },
  },
  forniture: [
    {
      commodity: 'LUCE',
      pod: 'IT001E12345678',
      indirizzo: {
        toponimo: 'Via',
        via: 'Roma',
        civico: '10',
        cap: '20121',
        comune: 'Milano',
        provincia: 'MI',
      },
    },
  ],
  consensi: { PRIVACY: { accettata: true, versione: '2026.1', il: '2026-11-01T10:00:00.000Z' } },
  firma: {
    firmataIl: '2026-11-01T10:00:00.000Z',
    otpInviatoIl: '2026-11-01T09:59:00.000Z',
    canale: 'email',
    ip: '203.0.113.7',
    userAgent: 'x',
  },
};
const t0 = Date.now();
await c.query(
  `
  insert into vendite (uuid, offerta_id, marchio_id, operazione, stato, canale, lingua, proposta, step_name, task_id, variabili, storia, created_at, updated_at, scade_il, firmata_il)
  select gen_random_uuid(), 101, 1, 'ATTIVAZIONE', 'CONCLUSA', 'Canale Web', 'it', $1::jsonb, 'congratulazioni', gen_random_uuid(), '{}'::jsonb, '[]'::jsonb,
    ts, ts, ts + interval '30 days', ts
  from (select timestamptz '2026-11-01 00:00:00+00' + (i * interval '50 seconds') as ts from generate_series(1, 50000) i) s`,
  [JSON.stringify(proposta)],
);
const dataOf = {
  vendita: {
    uuid: 'X',
    marchioId: 1,
    offertaId: 101,
    operazioneCommerciale: 'ATTIVAZIONE',
    firmataIl: '2026-11-01T10:00:00.000Z',
    canale: 'Canale Web',
    lingua: 'it',
    campagnaId: null,
  },
  proposta,
  offerta: {
    presaIl: '2026-11-01T10:00:00.000Z',
    id: 101,
    codice: 'LUM-CASA-LUCE',
    nome: 'Casa Luce',
    tipo: 'LUCE',
    tipoContratto: 'DOMESTICO',
    validaDal: '2026-01-01',
    validaAl: '2099-12-31',
    descrizione: 'x',
    prezzi: {},
    documenti: [],
    condizioni: [],
    fonte: 'catalogo',
  },
  consensi: proposta.consensi,
  firma: {
    canale: 'email',
    firmataIl: '2026-11-01T10:00:00.000Z',
    otpInviatoIl: '2026-11-01T09:59:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'x',
  },
  contratto: {
    nome: 'c.pdf',
    sha256: 'a'.repeat(64),
    url: 'https://x.example/c',
    urlScadeIl: '2026-11-08T10:00:00.000Z',
  },
};
await c.query(
  `insert into sale_events (id, vendita_uuid, type, version, data, created_at, ready_at)
  select gen_random_uuid(), uuid, 'sale.signed', 1, jsonb_set($1::jsonb, '{vendita,uuid}', to_jsonb(uuid::text)), firmata_il, firmata_il from vendite where stato = 'CONCLUSA'`,
  [JSON.stringify(dataOf)],
);
await c.query('analyze');
console.log(`seeded 50,000 signed sales in ${Date.now() - t0} ms`);
await c.end();
const app = await buildApp({ config, store, webRoot: null, logger: false });
await app.ready();
const admin = new StaffClient(app);
if ((await admin.signIn('capo', 'password-del-capo')).statusCode !== 200) throw new Error('sign in');
for (const formato of ['csv', 'json']) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const s = Date.now();
  const res = await admin.get(`/exports/sales?dal=2026-11-01&al=2026-11-30&formato=${formato}`);
  clearInterval(timer);
  console.log(
    `${formato}: ${res.statusCode}, ${(res.rawPayload.length / 1e6).toFixed(1)} MB, ${res.body.split('\n').length} lines, ${Date.now() - s} ms, rss ${(before / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`,
  );
}
await app.close();
await store.close();
const drop = new pg.Client({ connectionString: ADMIN });
await drop.connect();
await drop.query(`DROP DATABASE ${DB}`);
await drop.end();
