import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSale, lastMailedCode, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 17.8: the signed contract downloads in the browser that signed, not from its address alone.

let t: TestContext;
const signed: { uuid: string; cookie: { name: string; value: string; [k: string]: unknown } }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 2; i++) {
    const uuid = await createSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(res.statusCode, res.body).toBe(200);
    signed.push({ uuid, cookie: res.cookies.find((c) => c.name === 'contratto')! });
  }
});
afterAll(() => t.close());

const download = (uuid: string, cookie?: string) =>
  t.client.get(`/vendite/${uuid}/contratto`, { apiKey: null, ...(cookie ? { headers: { cookie } } : {}) });

describe('the signed contract download', () => {
  it('signing sets an HttpOnly, SameSite=Strict cookie scoped to that sale’s contract', () => {
    const { uuid, cookie } = signed[0]!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/v1/vendite/${uuid}/contratto`,
    });
    expect(cookie.value).not.toContain(uuid);
  });

  it('downloads with the cookie; the uuid alone, another sale’s cookie or a forged one answer 404', async () => {
    const [a, b] = signed as [(typeof signed)[0], (typeof signed)[0]];
    const ok = await download(a.uuid, `contratto=${a.cookie.value}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    for (const cookie of [
      undefined,
      `contratto=${b.cookie.value}`,
      `contratto=${crypto.randomBytes(32).toString('base64url')}`,
      'contratto=',
    ]) {
      const res = await download(a.uuid, cookie);
      expect(res.statusCode, cookie).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('a wrong code sets no cookie', async () => {
    const uuid = await createSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const code = await lastMailedCode(t.store, uuid);
    const wrong = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.cookies.find((c) => c.name === 'contratto')).toBeUndefined();
  });
});
