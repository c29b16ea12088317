import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { StoreDamagedError, findDamage } from './integrity';
import * as schema from './schema';

/** What `execute` answers on either driver (pg's QueryResult, PGlite's Results): its rows. */
type Rows<Row> = { rows: Row[] };
export interface RowsResult extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
export type Db = PgDatabase<RowsResult, typeof schema>;
/** The handle a repository works with: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** `client`: the driver's own handle under `db`, for pg-boss (services/adapters/jobs) and the test dump. */
export type Store = {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
} & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

export type StoreOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true; loadDataDir?: Blob };

// In the source tree this file sits beside migrations/; the server bundle gets a copy beside it
// (scripts/build-server.mjs).
export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: instances starting together over one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 725_001;

export async function openStore(options: StoreOptions): Promise<Store> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      client: pool,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    dataDir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
  }
  // a store written before, as opposed to a new one PGlite creates here
  const existing = dataDir !== undefined && existsSync(path.join(dataDir, 'PG_VERSION'));
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (err) {
    if (existing) throw new StoreDamagedError(dataDir!, `it cannot be opened (${(err as Error).message})`);
    throw err;
  }
  // read whole before anything is served from it (integrity.ts)
  const damage = existing ? await findDamage(client) : null;
  if (damage) {
    await client.close().catch(() => undefined);
    throw new StoreDamagedError(dataDir!, damage);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

/** Used by tests: a migrated, seeded embedded database saved once and cloned per test file. */
export async function dumpPglite(store: Store): Promise<Blob> {
  if (store.kind !== 'pglite') throw new Error('only an embedded database can be dumped');
  return store.client.dumpDataDir('none');
}
