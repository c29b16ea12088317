import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandAdmin, OfferAdmin } from '../../shared/schemas/catalogue-admin';
import { seedDemo } from '../demo/seed';
import { hashPassword } from '../backoffice/passwords';
import { offerte } from '../store/schema';
import { TINY_PDF, createSale, lastMailedCode, walkTo } from '../test/flow-data';
import { createTestApp, openTestStore } from '../test/harness';
import type { TestContext } from '../test/harness';
import { signedInStaff } from '../test/staff-client';
import type { StaffClient } from '../test/staff-client';

// Issue 15 item 4: a retailer goes live without the demo (the environment's administrator builds the
// catalogue in the back office and the funnel sells it), and the demo seed never overwrites what the
// back office changed.

const ADMIN = { OPERATOR_USER: 'capo', OPERATOR_PASSWORD_HASH: '' };
beforeAll(async () => {
  ADMIN.OPERATOR_PASSWORD_HASH = await hashPassword('password-del-capo');
});

const signedInAdmin = (t: TestContext) => signedInStaff(t.app, 'capo', 'password-del-capo');

function upload(t: TestContext, admin: StaffClient, path: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/backoffice${path}`,
    headers: { 'content-type': 'application/pdf', 'x-xsrf-token': admin.cookies['XSRF-TOKEN']! },
    cookies: admin.cookies,
    payload: Buffer.from(TINY_PDF),
  });
}

describe('going live without the demo', () => {
  let t: TestContext;
  beforeAll(async () => {
    const store = await openTestStore();
    await store.db.execute(sql`truncate marchi cascade`);
    t = await createTestApp(
      { ...ADMIN, NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-its-own-0123456789' },
      store,
    );
  });
  afterAll(() => t.close());

  it('the administrator creates the first brand, terms, offer and campaign, and a customer signs', async () => {
    expect(t.config.seedDemo).toBe(false);
    const admin = await signedInAdmin(t);
    const brand = await admin.post('/catalogue/brands', {
      codice: 'prima',
      nome: 'Prima Energia',
      colori: { primario: '#1a4d8f', secondario: '#f0b400', sfondo: '#ffffff', testo: '#111827' },
      sitoPubblico: 'https://www.prima-energia.example',
      gaTrackingId: null,
      gtmId: null,
      manutenzione: false,
      messaggioManutenzione: null,
      creditCheckEnabled: false,
      creditCheckMessage: null,
      widgetEnabled: false,
      widget: null,
    });
    expect(brand.statusCode, brand.body).toBe(201);
    const marchioId = brand.json<BrandAdmin>().id;
    expect((await upload(t, admin, `/catalogue/brands/${marchioId}/privacy`)).statusCode).toBe(200);
    for (const [ordine, codice, obbligatoria] of [
      [1, 'PRIVACY', true],
      [2, 'CONDIZIONI_GENERALI', true],
      [3, 'MARKETING', false],
    ] as const) {
      const res = await admin.post('/catalogue/terms', {
        marchioId,
        codice,
        versione: '1',
        ordine,
        obbligatoria,
        testoIt: `Testo ${codice}`,
        testoEn: `Text ${codice}`,
        documentoId: null,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const offer = await admin.post('/catalogue/offers', {
      marchioId,
      codice: 'PRIMA-LUCE',
      nome: 'Prima Luce',
      tipo: 'LUCE',
      tipoContratto: 'DOMESTICO',
      validaDal: '2026-01-01',
      validaAl: '2027-12-31',
      offertaIdCollegata: null,
      descrizione: 'La prima offerta.',
      prezzi: { luce: { energiaEuroKwh: 0.11, quotaFissaEuroMese: 9 } },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offertaId = offer.json<OfferAdmin>().id;
    expect(
      (await upload(t, admin, `/catalogue/offers/${offertaId}/documents/condizioni_generali`)).statusCode,
    ).toBe(200);
    const campaign = await admin.post('/catalogue/campaigns', {
      marchioId,
      codice: 'LANCIO',
      nome: 'Lancio',
      attiva: true,
    });
    expect(campaign.statusCode, campaign.body).toBe(201);

    const uuid = await createSale(t.client, offertaId);
    const summary = await walkTo(t.client, uuid, 'firma');
    expect(summary.files.map((f) => f.tipo)).toEqual(['privacy', 'condizioni_generali']);
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);
  });
});

describe('the demo seed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(ADMIN);
  });
  afterAll(() => t.close());

  it('run again, it keeps what the back office changed', async () => {
    const admin = await signedInAdmin(t);
    const current = (await admin.get('/catalogue/offers/101')).json<OfferAdmin>();
    const { id: _id, documenti: _d, ...body } = current;
    const res = await admin.put('/catalogue/offers/101', { ...body, nome: 'Casa Luce (rinominata)' });
    expect(res.statusCode, res.body).toBe(200);
    await seedDemo(t.store.db);
    const [row] = await t.store.db.select().from(offerte).where(eq(offerte.id, 101));
    expect(row!.nome).toBe('Casa Luce (rinominata)');
    expect((await t.client.get('/offerte/101?web2')).json()).toMatchObject({
      nome: 'Casa Luce (rinominata)',
    });
  });
});
