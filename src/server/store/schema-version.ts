import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './db';
import { MIGRATIONS } from './db';

// Is the database's schema the one this build expects? By drizzle's own rule: a migration is applied
// when the newest applied one is at least as recent (its journal time). A newer schema than ours
// (another instance of a later build migrated first, during a rolling upgrade) is fine.

let latest: number | undefined;

/** The journal time of this build's newest migration (read once). */
export function latestMigration(): number {
  latest ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis));
  return latest;
}

/** The journal time of the newest migration applied to the database; 0 when none ever was. */
export async function appliedMigration(db: Executor): Promise<number> {
  try {
    const { rows } = await db.execute<{ last: string | number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.last ?? 0);
  } catch (err) {
    // undefined_table / undefined_schema: never migrated
    if (['42P01', '3F000'].includes(pgCodeOf(err) ?? '')) return 0;
    throw err;
  }
}

function pgCodeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e.code ?? e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
