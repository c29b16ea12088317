import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toDrizzleSql } from './jobs-sql';

// pg-boss writes `$n` placeholders; inside a caller's transaction they travel as drizzle parameters.

describe('toDrizzleSql', () => {
  it('keeps the statement and binds each placeholder to its value, in order of use', () => {
    const query = new PgDialect().sqlToQuery(
      toDrizzleSql('INSERT INTO pgboss.job (id, name, data) SELECT $1, $2, $3::jsonb WHERE $10 IS NULL', [
        'id-1',
        'queue',
        { a: 1 },
        4,
        5,
        6,
        7,
        8,
        9,
        null,
      ]),
    );
    expect(query.sql).toBe(
      'INSERT INTO pgboss.job (id, name, data) SELECT $1, $2, $3::jsonb WHERE $4 IS NULL',
    );
    expect(query.params).toEqual(['id-1', 'queue', { a: 1 }, null]);
  });

  it('leaves a statement without placeholders as it is', () => {
    const query = new PgDialect().sqlToQuery(toDrizzleSql("SELECT 'a$' AS x"));
    expect(query).toEqual({ sql: "SELECT 'a$' AS x", params: [] });
  });
});
