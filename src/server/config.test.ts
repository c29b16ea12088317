import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  WEB_API_KEY: 'a-key-of-its-own',
  SECRET_KEY: 'a-secret-of-its-own-0123456789-abcdefghij',
} as const;

describe('SEED_DEMO', () => {
  it('seeds the demo catalogue by default outside production only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
  });

  it('follows the variable when it is set', () => {
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});

describe('retention periods', () => {
  it('default to 90 days for sales never signed and 10 years for signed ones', () => {
    const config = loadConfig({});
    expect(config.retentionUnsignedDays).toBe(90);
    expect(config.retentionSignedYears).toBe(10);
  });

  it('are read from the environment', () => {
    const config = loadConfig({ RETENTION_UNSIGNED_DAYS: '31', RETENTION_SIGNED_YEARS: '11' });
    expect(config.retentionUnsignedDays).toBe(31);
    expect(config.retentionSignedYears).toBe(11);
  });

  it('never delete a sale whose link still works (30 days) nor a signed one within a year', () => {
    expect(() => loadConfig({ RETENTION_UNSIGNED_DAYS: '30' })).toThrow(/RETENTION_UNSIGNED_DAYS/);
    expect(() => loadConfig({ RETENTION_UNSIGNED_DAYS: 'ninety' })).toThrow(/RETENTION_UNSIGNED_DAYS/);
    expect(() => loadConfig({ RETENTION_SIGNED_YEARS: '0' })).toThrow(/RETENTION_SIGNED_YEARS/);
    expect(() => loadConfig({ RETENTION_SIGNED_YEARS: '2.5' })).toThrow(/RETENTION_SIGNED_YEARS/);
  });
});
