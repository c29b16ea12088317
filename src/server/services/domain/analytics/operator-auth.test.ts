import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import {
  SESSION_TTL_MS,
  hashPassword,
  parsePasswordHash,
  readSession,
  sessionKey,
  signSession,
  verifyPassword,
} from './operator-auth';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-22T10:00:00Z');

describe('password hash', () => {
  it('verifies the password it was made from, and no other', async () => {
    const hash = await hashPassword('correct horse battery', { N: 1024 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('the development default (printed by scripts/hash-password.mjs) is the documented password', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.operatorUser).toBe('operatore');
    await expect(verifyPassword('operatore-demo', config.operatorPasswordHash!)).resolves.toBe(true);
  });

  it('production without a hash of its own turns the report off', async () => {
    const production = { NODE_ENV: 'production', WEB_API_KEY: 'a-real-key-123', SECRET_KEY: SECRET } as const;
    expect(loadConfig(production).operatorPasswordHash).toBeNull();
    const devHash = loadConfig({}).operatorPasswordHash!;
    expect(loadConfig({ ...production, OPERATOR_PASSWORD_HASH: devHash }).operatorPasswordHash).toBeNull();
    const own = await hashPassword('a production password', { N: 1024 });
    expect(loadConfig({ ...production, OPERATOR_PASSWORD_HASH: own }).operatorPasswordHash).toBe(own);
  });

  it('refuses malformed hashes, in the configuration too', () => {
    expect(parsePasswordHash('plain-text')).toBeNull();
    expect(parsePasswordHash('scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + 'a'.repeat(43))).toBeNull(); // N not 2^k
    expect(parsePasswordHash(`scrypt$${2 ** 21}$8$1$c2FsdHNhbHRzYWx0c2FsdA$${'a'.repeat(43)}`)).toBeNull();
    expect(() => loadConfig({ OPERATOR_PASSWORD_HASH: 'md5$abc' })).toThrow(/OPERATOR_PASSWORD_HASH/);
  });
});

describe('session cookie', () => {
  const key = sessionKey(SECRET, 'scrypt$hash-one');
  const cookie = signSession({ user: 'operatore', exp: NOW.getTime() + SESSION_TTL_MS }, key);

  it('reads back before its expiry', () => {
    expect(readSession(cookie, key, NOW)).toEqual({ user: 'operatore', exp: NOW.getTime() + SESSION_TTL_MS });
    const justBefore = new Date(NOW.getTime() + SESSION_TTL_MS - 1);
    expect(readSession(cookie, key, justBefore)).not.toBeNull();
  });

  it('is refused once expired', () => {
    expect(readSession(cookie, key, new Date(NOW.getTime() + SESSION_TTL_MS))).toBeNull();
  });

  it('is refused when tampered with', () => {
    const [payload, sig] = cookie.split('.') as [string, string];
    const longer = Buffer.from(
      JSON.stringify({ u: 'operatore', exp: NOW.getTime() + 100 * SESSION_TTL_MS }),
    ).toString('base64url');
    expect(readSession(`${longer}.${sig}`, key, NOW)).toBeNull();
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect(readSession(`${payload}.${flipped}`, key, NOW)).toBeNull();
    expect(readSession(`${payload}.${sig}.x`, key, NOW)).toBeNull();
    expect(readSession(payload, key, NOW)).toBeNull();
    expect(readSession('', key, NOW)).toBeNull();
    expect(readSession(undefined, key, NOW)).toBeNull();
  });

  it('is refused under another secret or after a password change', () => {
    expect(readSession(cookie, sessionKey(`${SECRET}x`, 'scrypt$hash-one'), NOW)).toBeNull();
    expect(readSession(cookie, sessionKey(SECRET, 'scrypt$hash-two'), NOW)).toBeNull();
  });
});
