import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marchi } from '../store/schema';
import { createSale } from '../test/flow-data';
import { API_KEY, createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// api-contract.md "Conventions": api key, XSRF double-submit, brand maintenance, in that order.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AURORA = 'aurora.localhost:3000';
const VALID_SALE = { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' };

function xsrfCookie(res: { cookies: Array<{ name: string; [k: string]: unknown }> }) {
  return res.cookies.find((c) => c.name === 'XSRF-TOKEN');
}

async function setBrandMaintenance(id: number, on: boolean, message: string | null = null) {
  await t.store.db
    .update(marchi)
    .set({ manutenzione: on, messaggioManutenzione: message })
    .where(eq(marchi.id, id));
}

describe('api key', () => {
  it.each([
    ['without a key', null],
    ['with a wrong key', 'not-the-web-client-key'],
    ['with the key plus a suffix', `${API_KEY}x`],
    ['with an empty key', ''],
  ])('GET and POST %s answer 401 auth.api_key', async (_, apiKey) => {
    const get = await t.client.get('/offerte/101', { apiKey });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual({ code: 'auth.api_key', message: 'Richiesta non autorizzata.' });

    const post = await t.client.post('/vendite', VALID_SALE, { apiKey });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toMatchObject({ code: 'auth.api_key' });
  });

  it('the right key passes', async () => {
    const res = await t.client.get('/offerte/101');
    expect(res.statusCode).toBe(200);
  });

  it('an unknown path under /api/v1 still needs the key, then answers 404 not_found', async () => {
    const noKey = await t.client.get('/non-esiste', { apiKey: null });
    expect(noKey.statusCode).toBe(401);
    const res = await t.client.get('/non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
  });
});

describe('XSRF double submit', () => {
  const unsafe = [
    ['POST', () => ['/vendite', VALID_SALE] as const],
    ['PATCH', () => [`/vendite/${uuid}`, { campagna: 1001 }] as const],
    ['DELETE', () => [`/vendite/${uuid}`, undefined] as const],
  ] as const;
  let uuid: string;
  let before: unknown;
  beforeAll(async () => {
    uuid = await createSale(t.client);
    before = (await t.client.get(`/vendite/${uuid}/v2`)).json();
  });

  it.each(unsafe)(
    '%s without cookie and header answers 403 csrf and sets the cookie',
    async (method, args) => {
      const [url, body] = args();
      const res = await t.client.request(method, url, { body, xsrf: 'none' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'csrf',
        message: 'La sessione della pagina non è valida. Ricarica la pagina e riprova.',
      });
      const cookie = xsrfCookie(res);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(String(cookie?.value)).toMatch(/^[\w-]{20,}$/);
    },
  );

  it.each(unsafe)('%s with a header different from the cookie answers 403 csrf', async (method, args) => {
    const [url, body] = args();
    const res = await t.client.request(method, url, { body, xsrf: 'wrong' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
  });

  it.each(unsafe)('%s with the header but no cookie answers 403 csrf', async (method, args) => {
    const [url, body] = args();
    const token = await t.client.token();
    const res = await t.client.request(method, url, {
      body,
      xsrf: 'none',
      headers: { 'x-xsrf-token': token },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
    expect(xsrfCookie(res)).toBeDefined();
  });

  it('nothing was changed by the refused requests', async () => {
    const step = await t.client.get(`/vendite/${uuid}/step`);
    expect(step.statusCode).toBe(200);
    const sale = await t.client.get(`/vendite/${uuid}/v2`);
    expect(sale.json()).toEqual(before);
  });

  it('with a cookie and the same header the request passes, and no new cookie is set', async () => {
    const res = await t.client.patch(`/vendite/${uuid}`, { campagna: 1001 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ campagnaId: 1001 });
    expect(xsrfCookie(res)).toBeUndefined();
  });

  it('each new cookie is random', async () => {
    const a = await t.client.get('/offerte/101');
    const b = await t.client.get('/offerte/101');
    expect(xsrfCookie(a)?.value).toBeTruthy();
    expect(xsrfCookie(a)?.value).not.toBe(xsrfCookie(b)?.value);
  });

  it('GET needs no XSRF header', async () => {
    const res = await t.client.get(`/vendite/${uuid}/step`, { xsrf: 'none' });
    expect(res.statusCode).toBe(200);
  });
});

describe('order of the checks', () => {
  afterAll(() => setBrandMaintenance(2, false));

  it('no key and no XSRF: the key answers (401)', async () => {
    const res = await t.client.post('/vendite', VALID_SALE, { apiKey: null, xsrf: 'none' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth.api_key' });
  });

  it('key ok, no XSRF, brand in maintenance: csrf answers (403 csrf, not maintenance)', async () => {
    await setBrandMaintenance(2, true, 'Aurora è in manutenzione fino alle 14.');
    const res = await t.client.post('/vendite', VALID_SALE, { host: AURORA, xsrf: 'none' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
  });

  it('XSRF ok, brand in maintenance, invalid body: maintenance answers before validation', async () => {
    const res = await t.client.post('/vendite', { offerta: 'x' }, { host: AURORA });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'maintenance', message: 'Aurora è in manutenzione fino alle 14.' });
  });

  it('out of maintenance, the same invalid body answers 400 validation', async () => {
    await setBrandMaintenance(2, false);
    const res = await t.client.post('/vendite', { offerta: 'x' }, { host: AURORA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { offerta: 'validation.type' } });
  });
});

describe('maintenance', () => {
  afterAll(() => setBrandMaintenance(3, false));

  it('MAINTENANCE=aurora closes host aurora only', async () => {
    const other = await createTestApp({ MAINTENANCE: 'aurora' }, t.store);
    try {
      for (const url of ['/configurations/env', '/offerte/201']) {
        const res = await other.client.get(url, { host: AURORA });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'maintenance', message: 'Riprova più tardi' });
      }
      const post = await other.client.post(
        '/vendite',
        { offerta: 201, operazioneCommerciale: 'ATTIVAZIONE' },
        {
          host: AURORA,
        },
      );
      expect(post.statusCode).toBe(403);
      expect(post.json()).toMatchObject({ code: 'maintenance' });
      const en = await other.client.get('/configurations/env', { host: AURORA, lang: 'en-GB,en;q=0.9' });
      expect(en.json()).toEqual({ code: 'maintenance', message: 'Please try again later' });

      for (const host of [
        'lumen.localhost:3000',
        'borea.localhost',
        'localhost:3000',
        'funnel.example.com',
      ]) {
        const res = await other.client.get('/configurations/env', { host });
        expect(res.statusCode, host).toBe(200);
      }
      const created = await other.client.post('/vendite', VALID_SALE, { host: 'borea.localhost' });
      expect(created.statusCode).toBe(201);
    } finally {
      await other.app.close();
    }
  });

  it("the brand's row switches maintenance on, with the brand's message", async () => {
    await setBrandMaintenance(3, true, 'Borea: lavori in corso, torna dopo le 18.');
    const res = await t.client.get('/configurations/widget-account', { host: 'borea.localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'maintenance', message: 'Borea: lavori in corso, torna dopo le 18.' });
    // other brands are open
    expect((await t.client.get('/configurations/env', { host: AURORA })).statusCode).toBe(200);
  });

  it('without a message of its own the catalogue text answers, in the caller language', async () => {
    await setBrandMaintenance(3, true, null);
    const it_ = await t.client.get('/configurations/env', { host: 'borea.localhost', lang: 'it-IT' });
    expect(it_.json()).toEqual({ code: 'maintenance', message: 'Riprova più tardi' });
    const en = await t.client.get('/configurations/env', { host: 'borea.localhost', lang: 'en' });
    expect(en.json()).toEqual({ code: 'maintenance', message: 'Please try again later' });
  });

  it('switched off, the brand answers again', async () => {
    await setBrandMaintenance(3, false);
    const res = await t.client.get('/configurations/env', { host: 'borea.localhost' });
    expect(res.statusCode).toBe(200);
  });
});

describe('messages and error shape', () => {
  it('messages follow Accept-Language: en gives English, it and no header give Italian', async () => {
    const en = await t.client.get('/offerte/101', { apiKey: null, lang: 'en-US,en;q=0.8' });
    expect(en.json()).toEqual({ code: 'auth.api_key', message: 'Unauthorised request.' });
    const it_ = await t.client.get('/offerte/101', { apiKey: null, lang: 'it-IT,it;q=0.9,en;q=0.8' });
    expect(it_.json()).toEqual({ code: 'auth.api_key', message: 'Richiesta non autorizzata.' });
    const none = await t.client.get('/offerte/101', { apiKey: null });
    expect(none.json().message).toBe('Richiesta non autorizzata.');

    const notFound = await t.client.get('/offerte/999', { lang: 'en' });
    expect(notFound.json()).toEqual({ code: 'not_found', message: 'Resource not found.' });
    const csrf = await t.client.post('/vendite', VALID_SALE, { xsrf: 'none', lang: 'en' });
    expect(csrf.json()).toEqual({
      code: 'csrf',
      message: 'The page session is not valid. Reload the page and try again.',
    });
  });

  it('only 400 carries fields', async () => {
    const bad = await t.client.post(
      '/vendite',
      { offerta: 101, operazioneCommerciale: 'BOH' },
      { lang: 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'validation',
      message: 'Some data is not valid: check the highlighted fields.',
      fields: { operazioneCommerciale: 'validation.operation' },
    });
    for (const res of [
      await t.client.get('/offerte/999'),
      await t.client.get('/offerte/101', { apiKey: null }),
      await t.client.post('/vendite', VALID_SALE, { xsrf: 'wrong' }),
      await t.client.post('/vendite', { offerta: 106, operazioneCommerciale: 'ATTIVAZIONE' }),
    ]) {
      expect(res.statusCode).toBeGreaterThan(400);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('unknown paths and methods under /api/v1 answer the not_found shape', async () => {
    for (const res of [
      await t.client.get('/vendite'),
      await t.client.get('/nulla/di/nulla'),
      await t.client.delete('/offerte/101'),
      await t.client.get('/api/v2/offerte/101'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
  });
});

describe('plain-link downloads', () => {
  it('the privacy notice downloads without the key, as a real PDF', async () => {
    const res = await t.client.get('/marchi/1/privacy', { apiKey: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(
      /^(inline|attachment); filename="privacy-lumen\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('other routes stay closed without the key', async () => {
    const res = await t.client.get('/marchi/1', { apiKey: null });
    expect(res.statusCode).toBe(401);
  });
});
