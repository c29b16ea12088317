import crypto from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { rateLimits } from '../schema';

// Fixed-window counters every instance over one database shares (docs/operations.md). The window
// starts with a key's first hit; a hit after its end starts a new one. Times come from the app's clock.
// Keys name a client IP: the table keeps their SHA-256 only, no address in clear.

const stored = (key: string) => crypto.createHash('sha256').update(key).digest('base64url');

export type Counter = { hits: number; resetAt: Date };

/** Counts one hit on `key` in one statement (concurrent hits from several servers add up). */
export async function hitCounter(db: Executor, key: string, windowMs: number, now: Date): Promise<Counter> {
  const fresh = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: stored(key), hits: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row!;
}

/** The counter as it stands, without counting; an expired or missing one is zero. */
export async function readCounter(db: Executor, key: string, now: Date): Promise<Counter> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, stored(key)));
  return row && row.resetAt > now ? row : { hits: 0, resetAt: now };
}

/** Drops the counters whose window has ended; returns how many. */
export async function purgeCounters(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}
