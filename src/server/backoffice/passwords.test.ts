import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, parsePasswordHash, verifyPassword } from './passwords';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

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

  it('production without a hash of its own has no environment account', async () => {
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
