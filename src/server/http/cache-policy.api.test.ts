import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../app';
import { TINY_PDF, createNewCustomerSale, lastMailedCode, newVisitorIp, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 17.4: no browser or proxy keeps a response that carries a sale's or a person's data.

/**
 * The routes whose answers are the same for everyone and carry no sale or person: they may say
 * that a cache can keep them. Every other route answers `no-store`, whatever its status.
 */
const REFERENCE_DATA = new Set([
  'GET /api/v1/offerte/:id',
  'GET /api/v1/offerte/:id/marchio',
  'GET /api/v1/marchi/:id',
  'GET /api/v1/marchi/:id/privacy',
  'GET /api/v1/marchi/:id/privacy-condizioni',
  'GET /api/v1/campagne/:id',
  'GET /api/v1/pub/documenti/:id',
  'GET /api/v1/lookups/comuni',
  'GET /api/v1/configurations/codici-remi/:remi',
  'GET /api/v1/configurations/province/:remi',
  'GET /api/v1/funnels/caps',
]);

const routes: RouteInfo[] = [];
let t: TestContext;
let uuid: string;
let propostaId: string;
/** The sale the sweep sends everything to (DELETE /vendite/{uuid} among it). */
let swept: { uuid: string; propostaId: string };
beforeAll(async () => {
  t = await createTestApp({}, undefined, { onRoute: (r) => routes.push(r) });
  uuid = await createNewCustomerSale(t.client);
  propostaId = (await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.id;
  const other = await createNewCustomerSale(t.client);
  swept = { uuid: other, propostaId: (await t.client.get(`/vendite/${other}/v2`)).json().proposta.id };
});
afterAll(() => t.close());

const visitor = () => ({ headers: { 'x-forwarded-for': newVisitorIp() } });

/** A plausible address for the route: a sale's uuid and proposal, the demo catalogue's ids. */
function addressOf(url: string): string {
  return url
    .replace(':uuid', swept.uuid)
    .replace('/proposte/:id', `/proposte/${swept.propostaId}`)
    .replace(':offertaId', '101')
    .replace(':remi', '34950601')
    .replace(/:[A-Za-z]+/g, '1');
}

function expectNoStore(res: { headers: Record<string, unknown> }, what: string) {
  expect(String(res.headers['cache-control']), what).toMatch(/\bno-store\b/);
}

describe('Cache-Control', () => {
  it('every route but the reference data answers no-store, whatever its status', async () => {
    const checked: string[] = [];
    for (const r of routes) {
      for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
        if (method === 'HEAD') continue;
        const name = `${method} ${r.url}`;
        if (REFERENCE_DATA.has(name)) continue;
        const res = await t.client.request(method as 'GET', addressOf(r.url), {
          ...visitor(),
          ...(method === 'GET' ? {} : { body: {} }),
        });
        expectNoStore(res, `${name} → ${res.statusCode}`);
        checked.push(name);
      }
    }
    console.info(
      `Cache-Control: ${checked.length} routes answer no-store, ${REFERENCE_DATA.size} may be cached`,
    );
    // the reference data is registered under these names (the list is not stale)
    const names = new Set(routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
    for (const name of REFERENCE_DATA) expect(names.has(name), name).toBe(true);
  });

  it('the sale, its step and its files, read successfully, answer no-store (the finding)', async () => {
    for (const path of [`/vendite/${uuid}/v2`, `/vendite/${uuid}/step`, `/vendite/${uuid}/allegati`]) {
      const res = await t.client.get(path);
      expect(res.statusCode, path).toBe(200);
      expectNoStore(res, path);
    }
    const form = new FormData();
    form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'documento.pdf');
    const upload = await t.client.postForm(`/vendite/${uuid}/documento-identita`, form);
    expect(upload.statusCode, upload.body).toBe(201);
    expectNoStore(upload, 'upload');
    const download = await t.client.get(`/allegati/${upload.json().id}?vendita=${uuid}`, { apiKey: null });
    expect(download.statusCode).toBe(200);
    expectNoStore(download, 'download');
  });

  it("a person's data answers no-store: a customer looked up, a codice fiscale decoded", async () => {
    const otp = await t.client.post(
      `/clients/send-otp?codice-cliente=C1000101&proposta-id=${propostaId}`,
      undefined,
      visitor(),
    );
    expect(otp.statusCode, otp.body).toBe(200);
    expectNoStore(otp, 'send-otp');
    const cf = await t.client.post('/lookups/codice-fiscale', { cf: 'RSSMRA80A01H501U' });
    expect(cf.statusCode, cf.body).toBe(200);
    expectNoStore(cf, 'codice-fiscale');
  });

  it('signing and the signed contract answer no-store', async () => {
    await walkTo(t.client, uuid, 'firma');
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expectNoStore(signed, 'verifica-otp');
    const access = signed.cookies.find((c) => c.name === 'contratto')!;
    const contract = await t.client.get(`/vendite/${uuid}/contratto`, {
      apiKey: null,
      headers: { cookie: `contratto=${access.value}` },
    });
    expect(contract.statusCode).toBe(200);
    expectNoStore(contract, 'contratto');
  });
});
