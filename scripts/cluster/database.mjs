// The cluster's PostgreSQL database: created when missing (or dropped and created again with
// --fresh, for tests that count rows), through the server's `postgres` maintenance database.
import pg from 'pg';

/** Creates the database DATABASE_URL names when it is missing; `fresh` drops it first. */
export async function ensureDatabase(databaseUrl, { fresh = false } = {}) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`DATABASE_URL: a database name of letters, digits and _ (got "${name}")`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`no PostgreSQL at ${url.host} (${err.message}): start one, or set DATABASE_URL`);
  }
  try {
    // WITH (FORCE): sessions left by a killed run would otherwise keep it (PostgreSQL 13+)
    if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      return 'created';
    }
    return 'existing';
  } finally {
    await client.end();
  }
}
