import type { PGlite, Transaction } from '@electric-sql/pglite';

// The embedded database (PGlite) is PostgreSQL compiled to WebAssembly, writing DATA_DIR/pglite
// through Node's file system without fsync. A killed server loses nothing there (the kernel keeps what
// was written; docs/operations.md "What a crash does" has the figures), but a power cut, a full or
// failing disk, or a hand in the directory can leave it damaged. PostgreSQL notices a damaged page
// only when a query reads it, and a file cut short only as missing rows: the server would answer
// errors, or sales with steps missing. So before it serves anything, the server reads the whole store
// once and refuses to start when it does not read whole (decision 014).

/** The embedded store cannot be trusted; the server does not start on it. */
export class StoreDamagedError extends Error {
  constructor(dataDir: string, detail: string) {
    super(
      `The embedded database in ${dataDir} is damaged: ${detail}.\n` +
        'The server does not start on it, rather than serve sales that may be wrong or incomplete. ' +
        'It happens when the machine lost power or the disk failed or filled up while the server ' +
        'wrote it, or when a file in it was changed or removed.\n' +
        'What to do: stop every process using DATA_DIR, keep a copy of the damaged directory, ' +
        'restore DATA_DIR (the database and the files, together) from the last backup, then start ' +
        'the server again (docs/operations.md, "What a crash does").',
    );
    this.name = 'StoreDamagedError';
    // what an operator reads at start (main.ts prints the error): the stack would say nothing more
    this.stack = `${this.name}: ${this.message}`;
  }
}

type Table = { name: string; keyed: boolean };

const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
         EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS keyed
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
     AND n.nspname NOT LIKE 'pg_toast%'
   ORDER BY 1`;

/** Every table counted in one statement: a sequential scan reads (and checks) each of its pages. */
async function counts(db: PGlite | Transaction, tables: Table[]): Promise<number[]> {
  if (!tables.length) return [];
  const cols = tables.map((t, i) => `(SELECT count(*) FROM ${t.name}) AS c${i}`);
  const { rows } = await db.query<Record<string, number>>(`SELECT ${cols.join(', ')}`);
  return tables.map((_, i) => Number(rows[0]![`c${i}`]));
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * What is wrong with an embedded store that opened, or null when it reads whole: its catalogue, its
 * list of applied migrations (an empty one beside existing tables would make the migrations run again
 * over them), every page of every table, and every table with a primary key counted again through an
 * index (sequential scans off), which finds the rows of a table whose file was cut short.
 */
export async function findDamage(client: PGlite): Promise<string | null> {
  let tables: Table[];
  try {
    tables = (await client.query<Table>(TABLES)).rows;
  } catch (err) {
    return `its catalogue cannot be read (${messageOf(err)})`;
  }
  const names = new Set(tables.map((t) => t.name));
  const migrations = 'drizzle.__drizzle_migrations';
  try {
    if (names.has('public.vendite')) {
      const applied = names.has(migrations)
        ? Number((await client.query<{ n: number }>(`SELECT count(*) AS n FROM ${migrations}`)).rows[0]!.n)
        : 0;
      if (applied === 0) return 'its list of applied migrations is missing or empty, yet its tables exist';
    }
    const scanned = await counts(client, tables);
    const keyed = tables.filter((t) => t.keyed);
    const indexed = await client.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
      return counts(tx, keyed);
    });
    for (const [i, t] of keyed.entries()) {
      const n = scanned[tables.indexOf(t)];
      if (n !== indexed[i]) return `table ${t.name} has ${n} rows, its index ${indexed[i]}`;
    }
  } catch (err) {
    return `reading it fails (${messageOf(err)})`;
  }
  return null;
}
