import { getTableColumns, sql } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';

/**
 * The `set` of an idempotent seed's upsert: `excluded.col` for every column of the table but those
 * kept as they are (the key, and the switches an operator may have set).
 */
export function excludedSet(table: Table, keep: readonly string[]) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !keep.includes(key))
      .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
  );
}
