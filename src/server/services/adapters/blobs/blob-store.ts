import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../../store/db';
import { deleteBlob, findBlob, insertBlob } from '../../../store/repos/blobs';

// Where uploaded files and signed contracts keep their bytes (issue 5): a directory under DATA_DIR on
// one machine, or the `blobs` table when several servers share one PostgreSQL (BLOB_STORE=db).
// Rows that describe a file (allegati, contratti) hold its key; the bytes are written first, so a
// rolled-back row leaves at worst an orphan blob, never a row without bytes.

export type BlobStore = {
  readonly kind: 'fs' | 'db';
  /** Stores the bytes under a new random key and answers it. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Keys are ours (never from a request), but a malformed one must never reach the file system. */
function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid blob key');
  return key;
}

function newKey(): string {
  const id = crypto.randomUUID();
  // 256 sub-directories keep any one directory small
  return `${id.slice(0, 2)}/${id}`;
}

export function createFsBlobStore(dir: string): BlobStore {
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    kind: 'fs',
    async put(bytes) {
      const key = newKey();
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // written aside then renamed: a reader never sees half a file
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, bytes, { flag: 'wx', mode: 0o600 });
      await fs.rename(tmp, file);
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export function createDbBlobStore(db: Executor, now: () => Date): BlobStore {
  return {
    kind: 'db',
    async put(bytes) {
      const key = newKey();
      await insertBlob(db, key, bytes, now());
      return key;
    },
    get: (key) => findBlob(db, checkedKey(key)),
    delete: (key) => deleteBlob(db, checkedKey(key)),
  };
}
