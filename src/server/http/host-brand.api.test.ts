import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandAdmin } from '../../shared/schemas/catalogue-admin';
import { hashPassword } from '../backoffice/passwords';
import { NEW_BRAND, changeBrand } from '../test/catalogue-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';
import type { StaffClient } from '../test/staff-client';
import { signedInStaff } from '../test/staff-client';

// spec 1 with a catalogue that changes (issue 15): the brand of a request is the brand whose code is
// its host's first label, brands created in the back office included. Brands are kept a minute here
// (BRAND_CACHE_MS), so what follows shows a change made in the back office reaching the funnel of the
// same server at its next request, not when the cache runs out.

let t: TestContext;
let admin: StaffClient;
let webRoot: string;

const ZEFIRO = { ...NEW_BRAND, codice: 'zefiro', nome: 'Zefiro <Energia>', gaTrackingId: 'G-ZEFIRO01' };

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-web-'));
  await fs.writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><head><!--funnel-brand--></head><body><!--funnel-overlay--><div id="root"></div></body>',
  );
  t = await createTestApp(
    {
      BRAND_CACHE_MS: '60000',
      OPERATOR_USER: 'capo',
      OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
    },
    undefined,
    { webRoot },
  );
  admin = await signedInStaff(t.app, 'capo', 'password-del-capo');
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const page = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host } });
const injectedBrand = (html: string) =>
  JSON.parse(/<script type="application\/json" id="funnel-brand">(.*?)<\/script>/.exec(html)![1]!) as {
    id: number;
    codice: string;
    nome: string;
  };

describe('the brand of a host', () => {
  it('is the demo brand its label names, and brand 1 for any other host', async () => {
    expect(injectedBrand((await page('aurora.localhost:3000')).body)).toMatchObject({
      id: 2,
      codice: 'aurora',
    });
    expect(injectedBrand((await page('www.example.it')).body)).toMatchObject({ id: 1, codice: 'lumen' });
    expect(injectedBrand((await page('')).body)).toMatchObject({ id: 1 });
  });

  it('a brand created in the back office is served on its host at the next request', async () => {
    // the made-up host was read above: zefiro's first request must not wait for the cache to run out
    const created = await admin.post('/catalogue/brands', ZEFIRO);
    expect(created.statusCode, created.body).toBe(201);
    const zefiro = created.json<BrandAdmin>();

    const res = await page('zefiro.energia.example');
    expect(injectedBrand(res.body)).toMatchObject({
      id: zefiro.id,
      codice: 'zefiro',
      nome: 'Zefiro <Energia>',
    });
    // its colours before any script; no logo yet, so the overlay shows none (never an empty address)
    expect(res.body).toContain('--brand-text:#111827');
    expect(res.body).not.toContain('<img');
    // the name is written as data, never as markup
    expect(res.body).not.toContain('<Energia>');
    const env = await t.client.get('/configurations/env', { host: 'zefiro.energia.example' });
    expect(env.json()).toEqual({ googleAnalyticsTrackingId: 'G-ZEFIRO01' });
  });

  it('maintenance switched on closes that host at the next request, and only that host', async () => {
    expect((await t.client.get('/offerte/201', { host: 'aurora.example' })).statusCode).toBe(200);
    await changeBrand(admin, 2, { manutenzione: true });

    const closed = await t.client.get('/offerte/201', { host: 'aurora.example' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: 'maintenance' });
    expect((await t.client.get('/offerte/101', { host: 'lumen.example' })).statusCode).toBe(200);

    await changeBrand(admin, 2, { manutenzione: false });
    expect((await t.client.get('/offerte/201', { host: 'aurora.example' })).statusCode).toBe(200);
  });
});
