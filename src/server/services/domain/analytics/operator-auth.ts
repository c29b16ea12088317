import crypto from 'node:crypto';
import type { Executor } from '../../../store/db';
import { clearCounter, hitCounter, readCounter } from '../../../store/repos/rate-limits';

// The operators' report is behind one operator account from the configuration (OPERATOR_USER,
// OPERATOR_PASSWORD_HASH). The password is kept as an scrypt hash; the session is a cookie signed
// with SECRET_KEY, its expiry inside the signed part, so any instance can check it and nothing is
// stored.

export const SESSION_COOKIE = 'operatori_sessione';
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: what scripts/hash-password.mjs prints. */
const HASH_FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{43,})$/;
const MAX_N = 2 ** 20;

type ScryptHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

export function parsePasswordHash(encoded: string): ScryptHash | null {
  const m = HASH_FORMAT.exec(encoded.trim());
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // N a power of two; bounded so a configuration typo cannot make every login take minutes
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(m[4]!, 'base64url'), hash: Buffer.from(m[5]!, 'base64url') };
}

function scrypt(
  password: string,
  salt: Buffer,
  length: number,
  { N, r, p }: Omit<ScryptHash, 'salt' | 'hash'>,
) {
  return new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(password, salt, length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** The same format as scripts/hash-password.mjs (tests and the development default use it). */
export async function hashPassword(password: string, { N = 2 ** 14, r = 8, p = 1 } = {}): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const hash = await scrypt(password, parsed.salt, parsed.hash.length, parsed);
  return crypto.timingSafeEqual(hash, parsed.hash);
}

// --- session ---------------------------------------------------------------------------------------

export type OperatorSession = { user: string; exp: number };

/**
 * The signing key depends on the password hash too: setting a new password ends every session.
 * The label keeps these signatures apart from the other uses of SECRET_KEY (OTP HMACs).
 */
export function sessionKey(secretKey: string, passwordHash: string): Buffer {
  return crypto.createHmac('sha256', secretKey).update(`operatori-session\0${passwordHash}`).digest();
}

function signature(key: Buffer, payload: string): string {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url');
}

export function signSession(session: OperatorSession, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ u: session.user, exp: session.exp })).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The session of a cookie whose signature holds and whose expiry is after `now`; else null. */
export function readSession(cookie: string | undefined, key: Buffer, now: Date): OperatorSession | null {
  if (!cookie) return null;
  const [payload, sig, ...rest] = cookie.split('.');
  if (!payload || !sig || rest.length) return null;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      exp?: unknown;
    };
    if (typeof data.u !== 'string' || typeof data.exp !== 'number') return null;
    if (data.exp <= now.getTime()) return null;
    return { user: data.u, exp: data.exp };
  } catch {
    return null;
  }
}

// --- brute force ---------------------------------------------------------------------------------

export type LoginLimiter = {
  /** True while the client has used up its failed attempts of the window. */
  blocked(client: string): Promise<boolean>;
  failed(client: string): Promise<void>;
  succeeded(client: string): Promise<void>;
};

type LimiterOptions = { maxFailures: number; windowMs: number; now: () => Date };

/** Failed logins per client (IP) in a fixed window, counted in rows every server shares. */
export function createDbLoginLimiter(
  db: Executor,
  { maxFailures, windowMs, now }: LimiterOptions,
): LoginLimiter {
  const key = (client: string) => `login:${client}`;
  return {
    blocked: async (client) => (await readCounter(db, key(client), now())).hits >= maxFailures,
    failed: async (client) => void (await hitCounter(db, key(client), windowMs, now())),
    succeeded: (client) => clearCounter(db, key(client)),
  };
}

/** At most this many clients remembered: a flood of addresses cannot grow the map without end. */
const MAX_CLIENTS = 10_000;

/** Failed logins per client (IP) in a fixed window, counted in this process. */
export function createLoginLimiter({ maxFailures, windowMs, now }: LimiterOptions): LoginLimiter {
  const failures = new Map<string, { count: number; until: number }>();
  const current = (client: string) => {
    const entry = failures.get(client);
    if (entry && entry.until <= now().getTime()) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    blocked: async (client) => (current(client)?.count ?? 0) >= maxFailures,
    async failed(client) {
      const entry = current(client);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_CLIENTS) {
        const t = now().getTime();
        for (const [k, v] of failures) if (v.until <= t) failures.delete(k);
        // still full: forget the oldest client rather than grow
        if (failures.size >= MAX_CLIENTS) failures.delete(failures.keys().next().value!);
      }
      failures.set(client, { count: 1, until: now().getTime() + windowMs });
    },
    succeeded: async (client) => void failures.delete(client),
  };
}
