import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { onPostgres } from '../test/harness';
import { StoreDamagedError } from './integrity';
import { openConfiguredStore } from '../open-store';

// docs/operations.md "What a crash does": the server refuses to start on a damaged embedded store,
// saying what happened and what to do, rather than serve wrong data. Each case damages a copy of a
// real data dir (migrated and seeded, closed cleanly) as a failing disk or a hand would.

const onPglite = !onPostgres();
let root: string;
let original: string;
/** Relation files, relative to DATA_DIR/pglite. */
const files: Record<string, string> = {};

const configFor = (dir: string) => loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });

async function copy(name: string): Promise<string> {
  const dir = path.join(root, name);
  await fs.cp(original, dir, { recursive: true });
  return dir;
}

async function openError(dir: string): Promise<unknown> {
  try {
    const store = await openConfiguredStore(configFor(dir), { seed: false });
    await store.close();
    return null;
  } catch (err) {
    return err;
  }
}

beforeAll(async () => {
  if (!onPglite) return;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-damaged-'));
  original = path.join(root, 'original');
  const store = await openConfiguredStore(configFor(original));
  try {
    for (const table of ['vendite', 'drizzle.__drizzle_migrations', 'punti_fornitura']) {
      const res = await store.db.execute(
        sql.raw(`SELECT pg_relation_filepath(to_regclass('${table}')) AS f`),
      );
      const f = (res as unknown as { rows: { f: string | null }[] }).rows[0]?.f;
      if (f) files[table] = f;
    }
  } finally {
    await store.close();
  }
});
afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe.skipIf(!onPglite)('a damaged embedded store', () => {
  it('an intact store opens, and opens again', async () => {
    expect(await openError(await copy('intact'))).toBeNull();
    expect(await openError(original)).toBeNull();
  });

  it('a table file cut short (the rows in it gone): refused', async () => {
    const dir = await copy('truncated');
    await fs.truncate(path.join(dir, 'pglite', files.vendite!), 0);
    const err = await openError(dir);
    expect(err).toBeInstanceOf(StoreDamagedError);
    expect((err as Error).message).toMatch(/is damaged: .*(vendite|could not read)/);
  });

  it('the list of applied migrations emptied: refused, before the migrations run again over the tables', async () => {
    const dir = await copy('migrations');
    await fs.truncate(path.join(dir, 'pglite', files['drizzle.__drizzle_migrations']!), 0);
    const err = await openError(dir);
    expect(err).toBeInstanceOf(StoreDamagedError);
    expect((err as Error).message).toContain('list of applied migrations is missing or empty');
  });

  it('a page of garbage in a table: refused', async () => {
    const dir = await copy('garbage');
    const target = files.punti_fornitura ?? files.vendite!;
    const file = await fs.open(path.join(dir, 'pglite', target), 'r+');
    try {
      await file.write(Buffer.alloc(8192, 0x5a), 0, 8192, 0);
    } finally {
      await file.close();
    }
    const err = await openError(dir);
    expect(err).toBeInstanceOf(StoreDamagedError);
    expect((err as Error).message).toMatch(/reading it fails \(.*invalid page/);
  });

  it('the control file zeroed (PGlite cannot start): refused', async () => {
    const dir = await copy('control');
    const file = await fs.open(path.join(dir, 'pglite', 'global', 'pg_control'), 'r+');
    try {
      await file.write(Buffer.alloc(512), 0, 512, 0);
    } finally {
      await file.close();
    }
    const err = await openError(dir);
    expect(err).toBeInstanceOf(StoreDamagedError);
    expect((err as Error).message).toContain('it cannot be opened');
  });

  it('the server process exits 1 and says what happened and what to do', async () => {
    const dir = await copy('server');
    await fs.truncate(path.join(dir, 'pglite', files.vendite!), 0);
    const env = { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' };
    // env(1) sets these over the environment this test runs in, which the child inherits
    const vars = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    const child = spawn('env', [...vars, process.execPath, '--import', 'tsx', 'src/server/main.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The embedded database in ${path.join(dir, 'pglite')} is damaged`);
    expect(stderr).toContain('restore DATA_DIR (the database and the files, together) from the last backup');
    // an operator's message, not a stack trace
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
