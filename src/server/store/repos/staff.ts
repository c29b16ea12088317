import { and, asc, eq, gt, lte, or, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/schemas/backoffice';
import type { Executor } from '../db';
import { staffSessions, staffSignInFailures, staffUsers } from '../schema';

// Staff accounts, their sessions and the failed sign-ins (schema/staff.ts). Times come from the app's
// clock. Ending a user's sessions (disabled, new password) happens in the statement's transaction, so
// no instance serves them after it.

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: Executor, username: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  return row;
}

export async function findStaffById(db: Executor, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

export function listStaff(db: Executor): Promise<StaffUserRow[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.username));
}

/** A new account; undefined when the username is taken. */
export async function insertStaff(
  db: Executor,
  user: { username: string; role: StaffRole; passwordHash: string },
  now: Date,
): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .insert(staffUsers)
    .values({ ...user, disabled: false, passwordChangedAt: now, createdAt: now })
    .onConflictDoNothing({ target: staffUsers.username })
    .returning();
  return row;
}

/**
 * The account from the environment made or reset as an enabled admin; a new password hash ends its
 * sessions, the same one keeps them (every start runs this).
 */
export async function upsertAdmin(db: Executor, username: string, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    const before = await findStaffByUsername(tx, username);
    if (before && before.passwordHash !== passwordHash) await endSessionsOf(tx, before.id);
    await tx
      .insert(staffUsers)
      .values({
        username,
        role: 'admin',
        passwordHash,
        disabled: false,
        passwordChangedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: staffUsers.username,
        set: {
          role: 'admin',
          disabled: false,
          passwordHash,
          passwordChangedAt: sql`case when ${staffUsers.passwordHash} = excluded.password_hash then ${staffUsers.passwordChangedAt} else excluded.password_changed_at end`,
        },
      });
  });
}

/** Role and disabled switch; disabling ends the user's sessions. */
export async function updateStaff(
  db: Executor,
  id: number,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<StaffUserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffUsers).set(change).where(eq(staffUsers.id, id)).returning();
    if (row?.disabled) await endSessionsOf(tx, id);
    return row;
  });
}

/** A new password; every session of the user ends. */
export async function setStaffPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<StaffUserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(staffUsers.id, id))
      .returning();
    if (row) await endSessionsOf(tx, id);
    return row;
  });
}

// --- sessions --------------------------------------------------------------------------------------

async function endSessionsOf(db: Executor, userId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** A live session of an enabled user: its data and the user as they are now; else undefined. */
export async function findSession(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({ data: staffSessions.data, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, now), eq(staffUsers.disabled, false)));
  return row;
}

export async function saveSession(
  db: Executor,
  session: { id: string; userId: number; data: Record<string, unknown>; expiresAt: Date },
  now: Date,
) {
  await db
    .insert(staffSessions)
    .values({ ...session, createdAt: now })
    .onConflictDoUpdate({
      target: staffSessions.id,
      // the session lasts from sign-in, however often it is saved again
      set: { data: session.data, userId: session.userId },
    });
}

export async function deleteSession(db: Executor, id: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Drops ended sessions and failure counters nobody needs any more. */
export async function purgeStaffLeftovers(db: Executor, now: Date) {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
  await db
    .delete(staffSignInFailures)
    .where(
      and(
        lte(staffSignInFailures.windowEndsAt, now),
        or(isNull(staffSignInFailures.lockedUntil), lte(staffSignInFailures.lockedUntil, now)),
      ),
    );
}

// --- failed sign-ins -------------------------------------------------------------------------------

/** Until when the key is locked out, or null. */
export async function lockedUntil(db: Executor, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: staffSignInFailures.lockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failure in a window that starts with the first; the `max`-th in the window locks the key
 * for `lockMs`. One statement, so failures on several servers add up.
 */
export async function countFailure(
  db: Executor,
  key: string,
  now: Date,
  { max, windowMs, lockMs }: { max: number; windowMs: number; lockMs: number },
) {
  const t = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${staffSignInFailures.windowEndsAt} <= ${t}`;
  const lockAt = new Date(now.getTime() + lockMs);
  await db
    .insert(staffSignInFailures)
    .values({
      key,
      failures: 1,
      windowEndsAt: new Date(now.getTime() + windowMs),
      lockedUntil: max <= 1 ? lockAt : null,
    })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${staffSignInFailures.failures} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${staffSignInFailures.windowEndsAt} end`,
        lockedUntil: sql`case when not ${expired} and ${staffSignInFailures.failures} + 1 >= ${max} then ${lockAt.toISOString()}::timestamptz else ${staffSignInFailures.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Executor, key: string) {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}
