import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../shared/schemas/backoffice';
import { ts } from './columns';

// The back office's staff (issue 15 item 1): accounts with a role, their sessions, and the failed
// sign-ins that lock a username out from one client for a while.

/** One person of the retailer's staff; the password as `scrypt$N$r$p$salt$hash` (hash-password.mjs). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Kept lower-case: `Rossi` and `rossi` are one account. */
    username: text('username').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Sessions started before this are over (a new password ends every session of the user). */
    passwordChangedAt: ts('password_changed_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('staff_users_username_idx').on(t.username)],
);

/**
 * Sessions of @fastify/session (backoffice/session-store.ts), in the database so that every instance
 * sees one end at once. `id` is the SHA-256 of the session id: the table holds no usable cookie.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins of one username from one client (api-contract.md: 423 auth.locked for 15 minutes),
 * whether the username exists or not. `key` is the SHA-256 of both: no address or name in clear.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: ts('window_ends_at').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('staff_sign_in_failures_window_idx').on(t.windowEndsAt)],
);
