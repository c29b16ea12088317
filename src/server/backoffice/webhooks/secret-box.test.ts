import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, openSecret, sealSecret, signatureHeader } from './secret-box';

const KEY = 'a-secret-key-of-at-least-32-characters!';

describe('webhook secrets', () => {
  it('are stored sealed and opened only with the same SECRET_KEY', () => {
    const secret = newWebhookSecret();
    const sealed = sealSecret(KEY, secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(KEY, sealed)).toBe(secret);
    expect(() => openSecret(`${KEY}x`, sealed)).toThrow();
  });

  it('sign "<t>.<raw body>" with HMAC-SHA256', () => {
    const body = Buffer.from('{"id":"e"}');
    const header = signatureHeader('whsec_x', new Date('2026-11-26T10:00:00Z'), body);
    const t = Date.parse('2026-11-26T10:00:00Z') / 1000;
    const v1 = crypto.createHmac('sha256', 'whsec_x').update(`${t}.{"id":"e"}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${v1}`);
  });
});
