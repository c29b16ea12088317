import crypto from 'node:crypto';
import type { StaffRole, StaffUser } from '../../shared/schemas/backoffice';
import { hashPassword, verifyPassword } from './passwords';
import type { Executor } from '../store/db';
import type { StaffUserRow } from '../store/repos/staff';
import {
  clearFailures,
  countFailure,
  findStaffByUsername,
  insertStaff,
  listStaff,
  lockedUntil,
  purgeStaffLeftovers,
  setStaffPassword,
  updateStaff,
  upsertAdmin,
} from '../store/repos/staff';

// Staff accounts (issue 15 item 1, api-contract.md "Back office and webhooks"): sign-in with the
// lockout, and what an administrator (or the CLI) does to accounts.

/** api-contract.md: 423 for 15 minutes after repeated failed sign-ins of one username from one client. */
export const LOCKOUT = { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export type SignInResult =
  { kind: 'ok'; user: StaffUserRow } | { kind: 'wrong' } | { kind: 'locked'; until: Date };

export function staffUserView(u: StaffUserRow): StaffUser {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    disabled: u.disabled,
    createdAt: u.createdAt.toISOString(),
    passwordChangedAt: u.passwordChangedAt.toISOString(),
  };
}

/** One key per username and client, stored hashed (no name or address in clear). */
const lockKey = (username: string, client: string) =>
  crypto.createHash('sha256').update(`${username}\0${client}`).digest('base64url');

export function createStaffAccounts({ db, now }: { db: Executor; now: () => Date }) {
  // an unknown username costs one scrypt like a known one: the answer time does not tell them apart
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword(crypto.randomBytes(16).toString('hex')));

  return {
    async signIn(username: string, password: string, client: string): Promise<SignInResult> {
      const key = lockKey(username, client);
      const until = await lockedUntil(db, key, now());
      if (until) return { kind: 'locked', until };
      const user = await findStaffByUsername(db, username);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !ok || user.disabled) {
        await countFailure(db, key, now(), LOCKOUT);
        return { kind: 'wrong' };
      }
      await clearFailures(db, key);
      return { kind: 'ok', user };
    },

    list: async () => (await listStaff(db)).map(staffUserView),

    /** A new account; null when the username is taken. */
    async create(username: string, role: StaffRole, password: string): Promise<StaffUser | null> {
      const row = await insertStaff(
        db,
        { username, role, passwordHash: await hashPassword(password) },
        now(),
      );
      return row ? staffUserView(row) : null;
    },

    async update(id: number, change: { role?: StaffRole; disabled?: boolean }): Promise<StaffUser | null> {
      const row = await updateStaff(db, id, change);
      return row ? staffUserView(row) : null;
    },

    /** A new password set by an administrator: the user's sessions end. */
    async resetPassword(id: number, password: string): Promise<boolean> {
      return !!(await setStaffPassword(db, id, await hashPassword(password), now()));
    },

    /**
     * At every start (api-contract.md): the environment's account made or reset as an enabled admin,
     * so the environment can always recover access; and leftovers of ended sessions dropped.
     */
    async ensureEnvAdmin(username: string, passwordHash: string | null): Promise<void> {
      await purgeStaffLeftovers(db, now());
      if (passwordHash) await upsertAdmin(db, username.trim().toLowerCase(), passwordHash, now());
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
