import type { Executor } from './db';

// A prepared query is bound to the connection it was made on, while each transaction runs on its own
// pooled connection: preparing per transaction would build the statement's SQL on every call, which
// is what preparing is meant to save (drizzle builds SQL on the request's CPU, a quarter of POST
// next's in the profile of bench/api.ts). drizzle offers no way to run a prepared query on another
// connection, but its query object reads the connection from its `client` field: a copy with the
// transaction's own runs the same statement there, and pg prepares it once per connection by name
// (decision 011; prepared.api.test.ts fails on either database if it stops doing so).

/**
 * `prepare(db)` made once per driver (its session class) and run on `db`'s connection; null when
 * drizzle's internals are not as expected, and the caller builds the query as usual.
 */
export function preparedFor<T extends object>(
  db: Executor,
  cache: WeakMap<object, T>,
  prepare: (db: Executor) => T,
): T | null {
  // drizzle types the session as the driver-neutral PgSession; both drivers' sessions hold `client`
  const session = db._.session;
  if (!('client' in session) || !session.client) return null;
  let base = cache.get(session.constructor);
  if (!base) cache.set(session.constructor, (base = prepare(db)));
  return Object.create(base, { client: { value: session.client } }) as T;
}
