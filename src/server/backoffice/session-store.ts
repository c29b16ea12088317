import crypto from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import type { StaffRole } from '../../shared/schemas/backoffice';
import type { Executor } from '../store/db';
import { deleteSession, findSession, saveSession } from '../store/repos/staff';

// The store of @fastify/session: sessions are rows (staff_sessions), so that disabling a user or
// setting their password ends their sessions on every instance at once. A session read here carries
// the user as the database has them now (`staff`), never as they were at sign-in.

/** How long a session lasts from sign-in; the cookie's Max-Age says the same. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type StaffOfSession = { id: number; username: string; role: StaffRole };

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Filled from the database on every read; never stored. */
    staff?: StaffOfSession;
  }
}

/** The row's key: the session id's SHA-256, so the table holds nothing a cookie could be made of. */
const rowId = (sessionId: string) => crypto.createHash('sha256').update(sessionId).digest('base64url');

type Callback = (err?: unknown) => void;

export function createSessionStore(db: Executor, now: () => Date): SessionStore {
  return {
    set(sessionId: string, session: Record<string, unknown>, callback: Callback) {
      const { staff: _staff, ...data } = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const userId = data.userId;
      // a session nobody signed in to is never stored (saveUninitialized is off, this is a guard)
      if (typeof userId !== 'number') return callback();
      saveSession(
        db,
        { id: rowId(sessionId), userId, data, expiresAt: new Date(now().getTime() + SESSION_TTL_MS) },
        now(),
      ).then(() => callback(), callback);
    },
    get(sessionId: string, callback: (err: unknown, result?: unknown) => void) {
      findSession(db, rowId(sessionId), now()).then((row) => {
        if (!row) return callback(null, null);
        const { id, username, role } = row.user;
        callback(null, { ...row.data, staff: { id, username, role } });
      }, callback);
    },
    destroy(sessionId: string, callback: Callback) {
      deleteSession(db, rowId(sessionId)).then(() => callback(), callback);
    },
  } as unknown as SessionStore;
}

/** The session cookie's signing key, derived from SECRET_KEY apart from its other uses. */
export const sessionSecret = (secretKey: string) =>
  crypto.createHmac('sha256', secretKey).update('backoffice-session').digest('hex');
