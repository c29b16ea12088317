// The backup and restore of docs/operations.md, tried as written: sales made on PostgreSQL, a
// `pg_dump` of the database, a `pg_restore` into a fresh one, a server started on the copy, and every
// sale compared as a caller sees it (its step, its proposal, its signed contract).
//   npx tsx scripts/backup-restore.ts [postgres://…/postgres]   (needs npm run build)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HEADERS, createSale, getStep, wholeSale } from '../bench/sales';
import { startFunnel } from '../bench/servers';

const admin = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = crypto.randomBytes(3).toString('hex');
const source = `backup_src_${suffix}`;
const copy = `backup_dst_${suffix}`;
// files in the database, so that the database's backup holds them (docs/operations.md, Files)
process.env.BLOB_STORE = 'db';
const urlOf = (db: string) => Object.assign(new URL(admin), { pathname: `/${db}` }).toString();

async function snapshot(url: string, uuids: string[]) {
  const out: Record<string, unknown> = {};
  for (const uuid of uuids) {
    const v2 = await (await fetch(`${url}/api/v1/vendite/${uuid}/v2`, { headers: HEADERS })).json();
    const step = await getStep(url, uuid).catch((e: Error) => e.message.split(':').slice(-2).join(':'));
    const contract = await fetch(`${url}/api/v1/vendite/${uuid}/contratto`, { headers: HEADERS });
    const bytes = contract.ok ? Buffer.from(await contract.arrayBuffer()) : null;
    out[uuid] = {
      v2,
      step,
      contract: bytes ? crypto.createHash('sha256').update(bytes).digest('hex') : contract.status,
    };
  }
  return out;
}

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`CREATE DATABASE ${source}`);
const dump = path.join(os.tmpdir(), `${source}.dump`);
try {
  const first = await startFunnel(3590, urlOf(source));
  const sourceDb = new pg.Client({ connectionString: urlOf(source) });
  await sourceDb.connect();
  for (let i = 0; i < 3; i++) await wholeSale(first.url, `backup.${i}@example.com`);
  const signed = (
    await sourceDb.query<{ uuid: string }>('SELECT uuid FROM vendite WHERE firmata_il IS NOT NULL')
  ).rows.map((r) => r.uuid);
  const uuids = [...signed, await createSale(first.url), await createSale(first.url)];
  // the contracts are rendered by a background job: wait until each signed sale has its row
  for (let i = 0; i < 150; i++) {
    const { rows } = await sourceDb.query<{ n: number }>('SELECT count(*)::int AS n FROM contratti');
    if (rows[0]!.n === signed.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await sourceDb.end();
  const before = await snapshot(first.url, uuids);
  await first.stop();

  execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(source)]);
  await client.query(`CREATE DATABASE ${copy}`);
  execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(copy)}`, dump]);

  const second = await startFunnel(3591, urlOf(copy));
  const after = await snapshot(second.url, uuids);
  await second.stop();
  const same = JSON.stringify(before) === JSON.stringify(after);
  console.log(
    `${uuids.length} sales (${signed.length} signed with their contracts), restored copy serves the same: ${same}`,
  );
  if (!same) {
    console.error(JSON.stringify({ before, after }, null, 1));
    process.exitCode = 1;
  }
} finally {
  for (const db of [source, copy]) await client.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await client.end();
}
