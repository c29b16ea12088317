import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/schemas/audit';
import type { BrandAdmin, OfferAdmin, TermsAdmin } from '../../../shared/schemas/catalogue-admin';
import { hashPassword } from '../../backoffice/passwords';
import { vendite } from '../../store/schema';
import { NEW_BRAND, changeBrand } from '../../test/catalogue-data';
import { TINY_PDF, createSale, getStep, lastMailedCode, walkTo } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient, signedInStaff, staffWithRole } from '../../test/staff-client';

// The catalogue managed in the back office (issue 15 item 4): admins change brands, offers, campaigns
// and terms with validation, conflicts and an audit row each; the funnel sells the change at once.

let t: TestContext;
let admin: StaffClient;
let viewer: StaffClient;
let ips = 0;
const browser = () => new StaffClient(t.app, `10.203.0.${++ips}`);

beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_USER: 'capo',
    OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
  });
  admin = await signedInStaff(t.app, 'capo', 'password-del-capo');
  viewer = await staffWithRole(t.app, admin, 'vera', 'viewer');
});
afterAll(() => t.close());

const BRAND = NEW_BRAND;

const offer = (over: Record<string, unknown> = {}) => ({
  marchioId: 1,
  codice: 'LUCE-NUOVA',
  nome: 'Luce Nuova',
  tipo: 'LUCE',
  tipoContratto: 'DOMESTICO',
  validaDal: '2026-01-01',
  validaAl: '2027-12-31',
  offertaIdCollegata: null,
  descrizione: 'Prezzo fisso per 24 mesi.',
  prezzi: { luce: { energiaEuroKwh: 0.1234, quotaFissaEuroMese: 8.5 } },
  ...over,
});

async function audit(query = '') {
  const res = await admin.get(`/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
}

function upload(client: StaffClient, path: string, bytes: Uint8Array, type: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/backoffice${path}`,
    headers: {
      'content-type': type,
      'x-xsrf-token': client.cookies['XSRF-TOKEN']!,
      'x-forwarded-for': '10.203.1.1',
    },
    cookies: client.cookies,
    payload: Buffer.from(bytes),
  });
}

describe('brands', () => {
  it('an admin creates a brand with a new id; the audit log has it; a second with its code is 409', async () => {
    const res = await admin.post('/catalogue/brands', BRAND);
    expect(res.statusCode, res.body).toBe(201);
    const brand = res.json<BrandAdmin>();
    expect(brand).toMatchObject({ codice: 'nova', nome: 'Nova Energia', gaTrackingId: null, logoUrl: '' });
    expect(brand.id).toBeGreaterThan(3);
    const again = await admin.post('/catalogue/brands', { ...BRAND, nome: 'Altra' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'catalogue.code_taken',
    });
    const [entry] = (await audit('?entity=brand')).entries;
    expect(entry).toMatchObject({
      username: 'capo',
      action: 'brand.create',
      entityId: String(brand.id),
      before: null,
    });
    expect(entry!.after).toMatchObject({ codice: 'nova' });
  });

  it('a brand created here is served at once on the hosts its code names; any other host is brand 1', async () => {
    const res = await admin.post('/catalogue/brands', {
      ...BRAND,
      codice: 'Zefiro',
      gaTrackingId: 'G-ZEFIRO01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const zefiro = res.json<BrandAdmin>();
    expect(zefiro.codice).toBe('zefiro');
    const analytics = async (host: string) => {
      const env = await t.client.get('/configurations/env', { host });
      expect(env.statusCode, env.body).toBe(200);
      return env.json<{ googleAnalyticsTrackingId: string | null }>().googleAnalyticsTrackingId;
    };
    expect(await analytics('zefiro.energia.example:443')).toBe('G-ZEFIRO01');
    expect(await analytics('ZEFIRO.localhost')).toBe('G-ZEFIRO01');
    const first = (await admin.get('/catalogue/brands/1')).json<BrandAdmin>();
    expect(await analytics('zefiro-bis.example')).toBe(first.gaTrackingId);

    await changeBrand(admin, zefiro.id, { manutenzione: true, messaggioManutenzione: 'Zefiro torna domani' });
    const funnel = await t.client.get('/offerte/101', { host: 'zefiro.example' });
    expect(funnel.statusCode).toBe(403);
    expect(funnel.json()).toMatchObject({ code: 'maintenance', message: 'Zefiro torna domani' });
    expect((await t.client.get('/offerte/101', { host: 'lumen.example' })).statusCode).toBe(200);
  });

  it('a brand code is a host name label: a dot, an underscore or a final hyphen is refused', async () => {
    for (const codice of ['zefiro.it', 'zefiro_2', 'zefiro-']) {
      const res = await admin.post('/catalogue/brands', { ...BRAND, codice });
      expect(res.statusCode, codice).toBe(400);
      expect(res.json().fields).toMatchObject({ codice: 'validation.brand_code' });
    }
  });

  it('refuses colours without enough contrast and a bad address, with field errors', async () => {
    const res = await admin.post('/catalogue/brands', {
      ...BRAND,
      codice: 'grigia',
      colori: { ...BRAND.colori, testo: '#dddddd', primario: 'blu' },
      sitoPubblico: 'non un indirizzo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'colori.testo': 'validation.contrast',
      'colori.primario': 'validation.colour',
      sitoPubblico: expect.any(String),
    });
  });

  it('maintenance switched on in the back office closes the brand’s funnel at the next request', async () => {
    await changeBrand(admin, 3, { manutenzione: true, messaggioManutenzione: 'Torniamo presto' });
    const funnel = await t.client.get('/offerte/101', { host: 'borea.example' });
    expect(funnel.statusCode).toBe(403);
    expect(funnel.json()).toMatchObject({ code: 'maintenance', message: 'Torniamo presto' });
    const [entry] = (await audit('?entity=brand&entityId=3')).entries;
    expect(entry).toMatchObject({
      action: 'brand.update',
      before: { manutenzione: false },
      after: { manutenzione: true },
    });
  });

  it('a logo is taken by content (a PDF is not a logo) and served to the funnel', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await upload(admin, '/catalogue/brands/2/logo', TINY_PDF, 'image/png')).statusCode).toBe(415);
    const res = await upload(admin, '/catalogue/brands/2/logo', png, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const brand = (await t.client.get('/marchi/2')).json<{ logoUrl: string }>();
    expect(brand.logoUrl).toMatch(/^\/api\/v1\/marchi\/2\/logo\?v=[0-9a-f]{12}$/);
    const logo = await t.client.get(brand.logoUrl, { apiKey: null });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    const [entry] = (await audit('?entity=document')).entries;
    expect(JSON.stringify(entry)).not.toContain('contenuto');
    expect(entry!.after).toMatchObject({ tipo: 'logo', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('a viewer reads the catalogue but may not change it; without a session 401', async () => {
    expect((await viewer.get('/catalogue/brands')).statusCode).toBe(200);
    const res = await viewer.post('/catalogue/brands', { ...BRAND, codice: 'intrusa' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.role' });
    expect((await viewer.get('/audit')).statusCode).toBe(403);
    expect((await browser().get('/catalogue/offers')).json()).toMatchObject({ code: 'auth.session' });
  });
});

describe('offers', () => {
  let created: OfferAdmin;

  it('an offer created in the back office is sold by the funnel at once, to the summary', async () => {
    const res = await admin.post('/catalogue/offers', offer());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<OfferAdmin>();
    expect(created).toMatchObject({ codice: 'LUCE-NUOVA', marchioId: 1 });
    const shown = (await t.client.get(`/offerte/${created.id}?web2`)).json();
    expect(shown).toMatchObject({ nome: 'Luce Nuova', prezzi: { luce: { energiaEuroKwh: 0.1234 } } });
    const uuid = await createSale(t.client, created.id);
    expect((await walkTo(t.client, uuid, 'riepilogo')).name).toBe('riepilogo');
  });

  it('validation: dates in order, prices of the offer’s commodities, a linked offer of the same brand', async () => {
    const res = await admin.post(
      '/catalogue/offers',
      offer({
        codice: 'X1',
        validaAl: '2025-01-01',
        prezzi: { gas: { materiaEuroSmc: 1, quotaFissaEuroMese: 2 } },
        offertaIdCollegata: 201,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      validaAl: 'validation.date_order',
      'prezzi.luce': 'validation.prices',
      'prezzi.gas': 'validation.prices',
    });
    const linked = await admin.post('/catalogue/offers', offer({ codice: 'X2', offertaIdCollegata: 999 }));
    expect(linked.json()).toMatchObject({ fields: { offertaIdCollegata: 'validation.offer_not_linked' } });
    const dup = await admin.post('/catalogue/offers', offer({ nome: 'Doppia' }));
    expect(dup.statusCode).toBe(409);
  });

  it('an update is audited with its before and after', async () => {
    const res = await admin.put(`/catalogue/offers/${created.id}`, offer({ nome: 'Luce Nuova Più' }));
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await audit(`?entity=offer&entityId=${created.id}`)).entries;
    expect(entry).toMatchObject({
      action: 'offer.update',
      before: { nome: 'Luce Nuova' },
      after: { nome: 'Luce Nuova Più' },
    });
  });

  it('an offer’s own general terms replace the brand’s on the sale’s screens', async () => {
    const res = await upload(
      admin,
      `/catalogue/offers/${created.id}/documents/condizioni_generali`,
      TINY_PDF,
      'application/pdf',
    );
    expect(res.statusCode, res.body).toBe(200);
    const uuid = await createSale(t.client, created.id);
    const step = await walkTo(t.client, uuid, 'accettazioneCondizioni');
    const cg = step.files.filter((f) => f.tipo === 'condizioni_generali');
    expect(cg).toEqual([expect.objectContaining({ id: res.json<{ id: string }>().id })]);
  });
});

describe('the offer as the customer saw it', () => {
  async function pdfText(bytes: Uint8Array) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return text;
  }

  it('is kept at the summary; the contract prints it, not the price changed afterwards', async () => {
    const created = (
      await admin.post('/catalogue/offers', offer({ codice: 'FOTO', nome: 'Foto Luce' }))
    ).json<OfferAdmin>();
    const uuid = await createSale(t.client, created.id);
    await walkTo(t.client, uuid, 'riepilogo');
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(row!.offertaVista).toMatchObject({
      id: created.id,
      nome: 'Foto Luce',
      prezzi: { luce: { energiaEuroKwh: 0.1234 } },
      condizioni: expect.arrayContaining([
        expect.objectContaining({ codice: 'PRIVACY', versione: '2026.1' }),
      ]),
      documenti: expect.arrayContaining([
        expect.objectContaining({ tipo: 'privacy', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
      ]),
    });

    const changed = offer({
      codice: 'FOTO',
      nome: 'Foto Luce',
      prezzi: { luce: { energiaEuroKwh: 0.9876, quotaFissaEuroMese: 8.5 } },
    });
    expect((await admin.put(`/catalogue/offers/${created.id}`, changed)).statusCode).toBe(200);
    const { taskId } = await getStep(t.client, uuid);
    expect((await t.client.post(`/vendite/${uuid}/next`, { taskId })).json()).toMatchObject({
      name: 'firma',
    });
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const cookie = signed.cookies.find((c) => c.name === 'contratto')!;
    const pdf = await t.client.get(`/vendite/${uuid}/contratto`, {
      apiKey: null,
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('0,1234');
    expect(text).not.toContain('0,9876');
  });

  it('is taken again when the customer returns to the summary after the offer changed', async () => {
    const created = (await admin.post('/catalogue/offers', offer({ codice: 'RITORNO' }))).json<OfferAdmin>();
    const uuid = await createSale(t.client, created.id);
    await walkTo(t.client, uuid, 'riepilogo');
    await admin.put(
      `/catalogue/offers/${created.id}`,
      offer({ codice: 'RITORNO', prezzi: { luce: { energiaEuroKwh: 0.2, quotaFissaEuroMese: 8.5 } } }),
    );
    const step = await getStep(t.client, uuid);
    const moved = (await t.client.post(`/vendite/${uuid}/next`, { taskId: step.taskId })).json<{
      taskId: string;
    }>();
    expect((await t.client.post(`/vendite/${uuid}/prev`, { taskId: moved.taskId })).json()).toMatchObject({
      name: 'riepilogo',
    });
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(row!.offertaVista).toMatchObject({ prezzi: { luce: { energiaEuroKwh: 0.2 } } });
  });
});

describe('terms versions', () => {
  it('a new version is shown to a new sale; a sale past the terms keeps the version it accepted', async () => {
    const before = await createSale(t.client, 101);
    await walkTo(t.client, before, 'riepilogo');
    const terms = {
      marchioId: 1,
      codice: 'PRIVACY',
      versione: '2026.2',
      ordine: 1,
      obbligatoria: true,
      testoIt: 'Ho letto la nuova informativa privacy.',
      testoEn: 'I have read the new privacy notice.',
      documentoId: null,
    };
    const res = await admin.post('/catalogue/terms', terms);
    expect(res.statusCode, res.body).toBe(201);
    expect((await admin.post('/catalogue/terms', terms)).statusCode).toBe(409);
    const list = (await admin.get('/catalogue/terms?marchioId=1')).json<TermsAdmin[]>();
    expect(list.filter((c) => c.codice === 'PRIVACY').map((c) => [c.versione, c.corrente])).toEqual([
      ['2026.2', true],
      ['2026.1', false],
    ]);

    const propostaOf = async (uuid: string) =>
      (await t.client.get(`/vendite/${uuid}/v2`)).json<{ proposta: { id: string } }>().proposta.id;
    const kept = (await t.client.get(`/proposte/${await propostaOf(before)}/condition`)).json<
      { codice: string; versione: string; testo: string }[]
    >();
    expect(kept.find((c) => c.codice === 'PRIVACY')).toMatchObject({ versione: '2026.1' });

    const after = await createSale(t.client, 101);
    await walkTo(t.client, after, 'accettazioneCondizioni');
    const shown = (await t.client.get(`/proposte/${await propostaOf(after)}/condition`)).json<
      { codice: string; versione: string; testo: string }[]
    >();
    expect(shown.find((c) => c.codice === 'PRIVACY')).toMatchObject({
      versione: '2026.2',
      testo: terms.testoIt,
    });
    await walkTo(t.client, after, 'riepilogo');
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, after));
    expect(row!.proposta).toMatchObject({ consensi: { PRIVACY: { versione: '2026.2' } } });
  });
});

describe('campaigns and the audit log', () => {
  it('a campaign no sale names is deleted; the audit pages newest first', async () => {
    const res = await admin.post('/catalogue/campaigns', {
      marchioId: 1,
      codice: 'natale',
      nome: 'Natale',
      attiva: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, codice } = res.json<{ id: number; codice: string }>();
    expect(codice).toBe('NATALE');
    expect(
      (
        await admin.post('/catalogue/campaigns', {
          marchioId: 1,
          codice: 'NATALE',
          nome: 'Bis',
          attiva: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await admin.put(`/catalogue/campaigns/${id}`, {
          marchioId: 1,
          codice: 'NATALE',
          nome: 'Natale',
          attiva: false,
        })
      ).json(),
    ).toMatchObject({ attiva: false });
    expect((await admin.delete(`/catalogue/campaigns/${id}`)).statusCode).toBe(204);

    const first = await audit('?limit=2');
    expect(first.entries.map((e) => e.action)).toEqual(['campaign.delete', 'campaign.update']);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const second = await audit(`?limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]!.action).toBe('campaign.create');
  });
});
