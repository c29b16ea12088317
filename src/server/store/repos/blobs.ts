import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { blobs } from '../schema';

// The `blobs` table behind BLOB_STORE=db (services/adapters/blobs/blob-store.ts): bytes under a key.

export async function insertBlob(db: Executor, key: string, bytes: Uint8Array, at: Date): Promise<void> {
  await db.insert(blobs).values({ chiave: key, contenuto: bytes, createdAt: at });
}

export async function findBlob(db: Executor, key: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ contenuto: blobs.contenuto }).from(blobs).where(eq(blobs.chiave, key));
  return row ? row.contenuto : null;
}

export async function deleteBlob(db: Executor, key: string): Promise<void> {
  await db.delete(blobs).where(eq(blobs.chiave, key));
}
