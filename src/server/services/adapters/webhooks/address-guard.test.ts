import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './address-guard';

describe('webhook addresses', () => {
  it('tells private, loopback and link-local addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('in production: https to public hosts only', () => {
    expect(checkWebhookUrl('https://crm.example.it/hooks', false)).toBe('ok');
    expect(checkWebhookUrl('http://crm.example.it/hooks', false)).toBe('scheme');
    expect(checkWebhookUrl('https://127.0.0.1/hooks', false)).toBe('private');
    expect(checkWebhookUrl('https://[::1]/hooks', false)).toBe('private');
    expect(checkWebhookUrl('https://localhost:8443/', false)).toBe('private');
    expect(checkWebhookUrl('https://db.internal/', false)).toBe('private');
    expect(checkWebhookUrl('ftp://example.it/', false)).toBe('scheme');
    expect(checkWebhookUrl('https://user:pw@example.it/', false)).toBe('invalid');
    expect(checkWebhookUrl('not a url', false)).toBe('invalid');
  });

  it('WEBHOOK_ALLOW_PRIVATE also allows http and local receivers', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9000/hook', true)).toBe('ok');
    expect(checkWebhookUrl('ftp://127.0.0.1/', true)).toBe('scheme');
  });
});
