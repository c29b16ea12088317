import crypto from 'node:crypto';

// Staff passwords (the back office's accounts, OPERATOR_PASSWORD_HASH): kept as scrypt hashes in the
// format scripts/hash-password.mjs prints, checked in constant time.

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
