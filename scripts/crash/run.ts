import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Running } from '../../bench/servers';
import { spawnFunnel } from '../../bench/servers';
import { checkLive } from './check-live';
import { checkStore } from './check-store';
import type { Load } from './customer';
import { Gate, customer } from './customer';
import { checkHandoff, signedInStore, subscribe } from './webhooks';
import type { Handoff } from './webhooks';

// Crash safety on one server (issue 12, docs/operations.md "What a crash does"): a server from the
// build (dist/server/main.js) on a fresh DATA_DIR or a fresh PostgreSQL database, many simulated
// customers walking, uploading and signing over HTTP, SIGKILL at seeded random moments, a restart
// on the same data, the sales checked against what the customers were answered, the customers let
// carry on, and at the end the store itself checked row by row; a webhook receiver subscribed to
// sale.signed must have had every signed sale, each as one event id. Exit 1 on any violation.
//
//   npx tsx scripts/crash/run.ts [--db pglite|postgres|both] [--kills 3] [--seed N] [--customers 16]
//
// PostgreSQL: --pg-url (default $CRASH_PG_URL or postgres://postgres@127.0.0.1:5432/postgres), where a
// database crash_<random> is created and dropped after.

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    kills: { type: 'string', default: '3' },
    seed: { type: 'string' },
    customers: { type: 'string', default: '16' },
    port: { type: 'string', default: '3440' },
    'pg-url': {
      type: 'string',
      default: process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    /** How long the restarted server may take to render every signed sale's contract. */
    'contract-wait': { type: 'string', default: '120' },
  },
});

type Database = 'pglite' | 'postgres';
const isDatabase = (d: string): d is Database => d === 'pglite' || d === 'postgres';
const databases: Database[] =
  args.db === 'both' ? ['pglite', 'postgres'] : isDatabase(args.db) ? [args.db] : [];
if (!databases.length) {
  console.error(`--db must be pglite, postgres or both, not ${args.db}`);
  process.exit(2);
}
const KILLS = Number(args.kills);
const CUSTOMERS = Number(args.customers);
const PORT = Number(args.port);
const SEED = args.seed ? Number(args.seed) : crypto.randomInt(1, 2 ** 31);
const CONTRACT_WAIT_MS = Number(args['contract-wait']) * 1000;
/** Load between two kills: long enough for whole sales (a few seconds each) to be signed. */
const PHASE_MS = [4_000, 12_000] as const;
// the receiver listens on loopback (refused by default: SSRF guard); deliveries relayed every 200 ms
process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
process.env.WEBHOOK_RELAY_MS = '200';

if (!existsSync('dist/server/main.js')) {
  console.error('dist/server/main.js is missing: run `npm run build` (or `npm run build:server`) first.');
  process.exit(2);
}

/** mulberry32: a small seeded generator, so that a seed replays the same kill moments. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => proc.once('exit', () => r()));

async function logTail(file: string): Promise<string> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}

type Totals = {
  kills: number;
  created: number;
  finishedAfterKill: number;
  steps: number;
  signed: number;
  contracts: number;
  contractJobsRetried: number;
  files: number;
  checkedAfterKills: number;
  /** 2xx answers received in the second before a kill: the last commits, all checked after it. */
  answeredLastSecond: number;
  /** sale.signed requests the receiver got, and how many of them repeated an event it had had. */
  webhookRequests: number;
  webhookRepeats: number;
};

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `crash_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, url: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Polls the development outbox until each signed sale's contract mail is there (the job's last act). */
async function waitForContracts(url: string, emails: string[], ms: number): Promise<string[]> {
  let pending = [...emails];
  const until = Date.now() + ms;
  while (pending.length && Date.now() < until) {
    const still: string[] = [];
    for (const email of pending) {
      const page = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(email)}`)
        .then((res) => res.text())
        .catch(() => ''); // a server that died by itself is reported by its exit
      if (!page.includes('· contratto ·')) still.push(email);
    }
    pending = still;
    if (pending.length) await sleep(1000);
  }
  return pending;
}

async function runOn(db: Database, seed: number): Promise<{ ok: boolean; totals: Totals }> {
  const random = seeded(seed);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `crash-${db}-`));
  const logPath = `${dataDir}.log`;
  const log = await fs.open(logPath, 'a');
  const adminUrl = args['pg-url'];
  const databaseUrl = db === 'postgres' ? await createDatabase(adminUrl) : undefined;
  const violations: string[] = [];
  const fail = (m: string) => violations.push(m);
  const totals: Totals = {
    kills: 0,
    created: 0,
    finishedAfterKill: 0,
    steps: 0,
    signed: 0,
    contracts: 0,
    contractJobsRetried: 0,
    files: 0,
    checkedAfterKills: 0,
    answeredLastSecond: 0,
    webhookRequests: 0,
    webhookRepeats: 0,
  };
  console.log(`\n== ${db}: ${KILLS} kills, ${CUSTOMERS} customers, seed ${seed}, DATA_DIR ${dataDir}`);

  let expectExit = false;
  const start = async (): Promise<Running> => {
    const s = await spawnFunnel(PORT, { dataDir, databaseUrl, output: log.fd, timeoutMs: 120_000 });
    s.proc.once('exit', (code, signal) => {
      if (!expectExit) fail(`the server exited by itself (${signal ?? `code ${code}`}): see ${logPath}`);
    });
    return s;
  };

  let started = Date.now();
  let server: Running;
  try {
    server = await start();
  } catch (err) {
    console.log(`${db}: the server did not start: ${(err as Error).message}\n${await logTail(logPath)}`);
    await log.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
    return { ok: false, totals };
  }
  console.log(`started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let handoff: Handoff;
  try {
    handoff = await subscribe(server.url);
  } catch (err) {
    console.log(`${db}: subscribing the webhook receiver failed: ${(err as Error).message}`);
    expectExit = true;
    server.proc.kill('SIGKILL');
    await log.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
    return { ok: false, totals };
  }
  const gate = new Gate();
  const load: Load = {
    url: server.url,
    gate,
    finishing: false,
    sales: [],
    violations,
    creationsCut: 0,
    answered: [],
  };
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => customer(load, i, seeded(seed + i + 1)));

  let aborted = false;
  for (let k = 1; k <= KILLS && !violations.length; k++) {
    const phase = PHASE_MS[0] + random() * (PHASE_MS[1] - PHASE_MS[0]);
    await sleep(phase);
    gate.close();
    expectExit = true;
    server.proc.kill('SIGKILL');
    const killedAt = Date.now();
    await exited(server.proc);
    totals.kills += 1;
    const lastSecond = load.answered.filter((t) => t > killedAt - 1000).length;
    totals.answeredLastSecond += lastSecond;
    const open = load.sales.filter((s) => !s.signed);
    for (const s of open) s.killsLived += 1;
    // the answers in flight are lost: give the customers' fetches a moment to fail
    await sleep(200);
    expectExit = false;
    started = Date.now();
    try {
      server = await start();
    } catch (err) {
      fail(`restart after kill ${k} failed: ${(err as Error).message}\n${await logTail(logPath)}`);
      aborted = true;
      break;
    }
    const restartS = ((Date.now() - started) / 1000).toFixed(1);
    const c = await checkLive(server.url, load.sales, fail);
    totals.checkedAfterKills += c.sales;
    console.log(
      `kill ${k}/${KILLS} after ${(phase / 1000).toFixed(1)} s of load (${open.length} sales mid-way, ` +
        `${lastSecond} answers in its last second), ` +
        `restart ${restartS} s: checked ${c.sales} sales (${c.signed} signed, ${c.midway} mid-way), ` +
        `${c.steps} answered steps, ${c.files} files' bytes; requests the kill cut: ` +
        `${c.cutApplied} found applied, ${c.cutNotApplied} not applied` +
        (violations.length ? `; ${violations.length} violations` : ''),
    );
    gate.open();
  }

  if (!aborted) {
    load.finishing = true;
    const done = await Promise.race([Promise.all(customers), sleep(180_000).then(() => null)]);
    if (!done) fail('the customers did not finish their sales within 3 minutes of the last restart');
    const signed = load.sales.filter((s) => s.signed);
    started = Date.now();
    const missing = await waitForContracts(
      server.url,
      signed.map((s) => s.email),
      CONTRACT_WAIT_MS,
    );
    const waited = ((Date.now() - started) / 1000).toFixed(1);
    if (missing.length)
      fail(`${missing.length} signed sales have no contract mail ${waited} s after the end`);
    else console.log(`customers done; every contract mailed ${waited} s later`);
    // every sale the store holds signed (some a kill signed unanswered) must reach the receiver
    const inStore = await signedInStore(server.url).catch((err: Error): string[] => {
      fail(`the export of the signed sales failed: ${err.message}`);
      return [];
    });
    for (const x of signed)
      if (!inStore.includes(x.uuid)) fail(`signed sale ${x.uuid} is missing from the export`);
    const hooks = await checkHandoff(handoff, inStore, CONTRACT_WAIT_MS, fail);
    totals.webhookRequests = hooks.requests;
    totals.webhookRepeats = hooks.requests - [...hooks.sales.values()].reduce((n, ids) => n + ids.size, 0);
    // stopped as an operator stops it (SIGTERM), then the store is opened here and read row by row
    expectExit = true;
    server.proc.kill('SIGTERM');
    if (!(await Promise.race([exited(server.proc).then(() => true), sleep(30_000).then(() => false)]))) {
      console.log('the server did not stop within 30 s of SIGTERM: killed');
      server.proc.kill('SIGKILL');
      await exited(server.proc);
    }
    const storeOptions = databaseUrl ? { databaseUrl } : { dataDir };
    const s = await checkStore(storeOptions, dataDir, load.sales, load.creationsCut, fail);
    // sales signed by a request a kill cut are in the store, not in what the customers were answered
    if (hooks.sales.size !== s.signed)
      fail(`${s.signed} sales are signed in the store, ${hooks.sales.size} reached the webhook receiver`);
    totals.created = load.sales.length;
    totals.finishedAfterKill = load.sales.filter((x) => x.killsLived > 0 && x.signed).length;
    totals.steps = load.sales.reduce((n, x) => n + x.moves, 0);
    totals.signed = s.signed;
    totals.contracts = s.contracts;
    totals.contractJobsRetried = s.contractJobsRetried;
    totals.files = s.files;
    console.log(
      `${db}: ${totals.kills} kills; ${totals.created} sales created (answered 201), ` +
        `${totals.finishedAfterKill} of them killed mid-way and finished after a restart; ` +
        `${totals.steps} answered steps checked; ${totals.signed} signed, ${totals.contracts} contracts ` +
        `(${totals.contractJobsRetried} contract jobs cut by a kill and done after it); ${totals.files} files; ` +
        `${load.creationsCut} creations cut (${s.unanswered} of them in the store, never answered); ` +
        `${totals.checkedAfterKills} sale checks after the kills, ${totals.answeredLastSecond} answers ` +
        `received in the last second before a kill${violations.length ? '' : ' (all found)'}; ` +
        `${hooks.sales.size} sale.signed events reached the webhook receiver in ${totals.webhookRequests} ` +
        `requests (${totals.webhookRepeats} repeats of an event after a kill, each with its one id), ` +
        `the last sale's first ${hooks.lastS.toFixed(1)} s after the contracts`,
    );
  } else {
    expectExit = true;
    server.proc.kill('SIGKILL');
  }
  await handoff.receiver.close();
  await log.close();
  if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  if (violations.length) {
    console.log(`${db}: ${violations.length} VIOLATIONS (data kept in ${dataDir}, server log ${logPath}):`);
    for (const v of violations.slice(0, 30)) console.log(`  - ${v}`);
  } else {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(logPath, { force: true });
  }
  return { ok: violations.length === 0, totals };
}

let ok = true;
const began = Date.now();
for (const [i, db] of databases.entries()) {
  const result = await runOn(db, SEED + i);
  ok &&= result.ok;
}
console.log(
  `\ncrash test ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - began) / 1000)} s (seed ${SEED}: ` +
    `the same options with --seed ${SEED} replay the same kill moments)`,
);
process.exit(ok ? 0 : 1);
