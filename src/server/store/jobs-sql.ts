import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor, Store } from './db';

// pg-boss (services/adapters/jobs) speaks to the database through `executeSql(text, values)`. These adapters
// give it the store's own connection (no second pool, and PGlite allows only one client) and, for
// sending a job inside a caller's transaction, that transaction. Its SQL runs here, in the store.

export type SqlResult = { rows: unknown[] };
export type SqlAdapter = { executeSql(text: string, values?: unknown[]): Promise<SqlResult> };

export function storeAdapter(store: Store): SqlAdapter {
  if (store.kind === 'postgres') {
    const pool = store.client;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client = store.client;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite's query() takes one statement; pg-boss installs its schema with a parameterless
      // script of many, which exec() runs (dependencies.md). The last statement's rows answer.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** `$1…$n` placeholders become drizzle parameters, so the statement runs on the caller's transaction. */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql.raw(''));
}

export function executorAdapter(db: Executor): SqlAdapter {
  return {
    async executeSql(text, values) {
      const { rows } = await db.execute(toDrizzleSql(text, values));
      return { rows };
    },
  };
}

/** The advisory lock under which instances declare the queues (the migrations use 725_001). */
const QUEUES_LOCK = 725_002;

/**
 * Runs `work` while no other instance over the same PostgreSQL does. Instances starting together on a
 * new database (`npm run cluster` does) each install pg-boss's schema and create the same queues: one
 * failed with "duplicate key value violates unique constraint pg_namespace_nspname_index" (pg-boss
 * locks its install, but the second instance's CREATE SCHEMA IF NOT EXISTS, run after that lock in the
 * same script, still did not see the first one's schema) or "deadlock detected" (pg-boss attaches a
 * partition per queue), and that server did not start. The lock is a session's, on a connection of
 * its own, released if we die. PGlite has one client: nothing to wait for.
 */
export async function oneInstanceAtATime<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (store.kind !== 'postgres') return work();
  const client = await store.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUES_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [QUEUES_LOCK]).catch(() => undefined);
    client.release();
  }
}
