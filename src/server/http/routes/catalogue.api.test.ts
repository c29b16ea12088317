import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// spec 7: configuration of the host's brand, offers, brands, campaigns and the brand's privacy file.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTS = {
  lumen: 'lumen.localhost:3000',
  aurora: 'aurora.localhost:3000',
  borea: 'BOREA.localhost',
} as const;

describe('GET /configurations/env', () => {
  it.each([
    [HOSTS.lumen, 'G-LUMEN00001'],
    [HOSTS.aurora, 'G-AURORA0002'],
    [HOSTS.borea, 'G-BOREA00003'],
    ['localhost:3000', 'G-LUMEN00001'],
    ['funnel.example.com', 'G-LUMEN00001'],
    ['aurora', 'G-AURORA0002'],
  ])('host %s gets its brand tracking id %s', async (host, id) => {
    const res = await t.client.get('/configurations/env', { host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleAnalyticsTrackingId: id });
  });
});

describe('GET /configurations/google-tag-manager-id/{brand}', () => {
  it.each([
    ['lumen', 'GTM-LUMEN01'],
    ['aurora', 'GTM-AURORA2'],
    ['BOREA', 'GTM-BOREA03'],
  ])('%s answers %s as text/plain', async (brand, id) => {
    const res = await t.client.get(`/configurations/google-tag-manager-id/${brand}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(id);
  });

  it('an unknown brand answers 404 not_found', async () => {
    const res = await t.client.get('/configurations/google-tag-manager-id/zefiro');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('a brand code over the limit answers 400', async () => {
    const res = await t.client.get(`/configurations/google-tag-manager-id/${'a'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { brand: expect.any(String) } });
  });
});

describe('GET /configurations/widget-account', () => {
  it('aurora has a complete account', async () => {
    const res = await t.client.get('/configurations/widget-account', { host: HOSTS.aurora });
    expect(res.json()).toEqual({ botId: 'aurora-faq', token: 'demo-aurora-token', url: '/widget/widget.js' });
  });

  it('borea has no token', async () => {
    const res = await t.client.get('/configurations/widget-account', { host: HOSTS.borea });
    expect(res.json()).toMatchObject({ botId: 'borea-faq', token: null });
  });

  it('lumen has none', async () => {
    const res = await t.client.get('/configurations/widget-account', { host: HOSTS.lumen });
    expect(res.json()).toEqual({ botId: null, token: null, url: null });
  });
});

describe('GET /offerte/{id}?web2', () => {
  it('101 has the contract shape', async () => {
    const res = await t.client.get('/offerte/101?web2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 101,
      nome: 'Casa Luce',
      tipo: 'LUCE',
      codice: 'LUM-CASA-LUCE',
      tipoContrattoOfferta: 'DOMESTICO',
      offertaIdCollegata: null,
      marchioId: 1,
      validaAl: '2099-12-31',
      scaduta: false,
      descrizione: expect.any(String),
      prezzi: { luce: { energiaEuroKwh: expect.any(Number), quotaFissaEuroMese: expect.any(Number) } },
    });
  });

  it('103 is dual, 105 a condominium offer', async () => {
    expect((await t.client.get('/offerte/103?web2')).json()).toMatchObject({
      tipo: 'LUCE_GAS',
      prezzi: { luce: expect.any(Object), gas: expect.any(Object) },
    });
    expect((await t.client.get('/offerte/105?web2')).json()).toMatchObject({
      tipo: 'GAS',
      tipoContrattoOfferta: 'CONDOMINIO',
    });
  });

  it('106 is expired and linked to 101', async () => {
    const res = await t.client.get('/offerte/106?web2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 106,
      scaduta: true,
      offertaIdCollegata: 101,
      validaAl: '2025-12-31',
    });
  });

  it('an offer is valid to midnight of its last day in Italy, not in UTC', async () => {
    const before = t.clock.t;
    try {
      // 00:30 on 31/12 in Italy (UTC+1 in winter): still its last day
      t.clock.t = new Date('2025-12-30T23:30:00Z');
      expect((await t.client.get('/offerte/106?web2')).json()).toMatchObject({ scaduta: false });
      // 00:30 on 1/1 in Italy, while it is still 31/12 in UTC: expired, and no sale starts on it
      t.clock.t = new Date('2025-12-31T23:30:00Z');
      expect((await t.client.get('/offerte/106?web2')).json()).toMatchObject({ scaduta: true });
      const sale = await t.client.post('/vendite', { offerta: 106, operazioneCommerciale: 'ATTIVAZIONE' });
      expect(sale.statusCode).toBe(409);
      expect(sale.json().code).toBe('offer.expired');
    } finally {
      t.clock.t = before;
    }
  });

  it('offers of other brands are served whatever the host', async () => {
    const res = await t.client.get('/offerte/301?web2', { host: HOSTS.aurora });
    expect(res.json()).toMatchObject({ id: 301, marchioId: 3, codice: 'BOR-CASA-LUCE' });
  });

  it('an unknown offer answers 404 not_found', async () => {
    const res = await t.client.get('/offerte/999?web2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '%20', '0x65', '1e2', '101abc'])(
    'id %j answers 400 with fields.id',
    async (id) => {
      const res = await t.client.get(`/offerte/${id}?web2`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation',
        fields: { id: expect.stringMatching(/^validation\./) },
      });
    },
  );
});

describe('GET /offerte/{id}/marchio', () => {
  it("answers the offer's brand", async () => {
    const res = await t.client.get('/offerte/204/marchio');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, codice: 'aurora', nome: 'Aurora Luce e Gas' });
  });

  it('404 for an unknown offer, 400 for a malformed id', async () => {
    expect((await t.client.get('/offerte/999/marchio')).statusCode).toBe(404);
    const bad = await t.client.get('/offerte/x/marchio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('GET /marchi/{id}?lightest', () => {
  it.each([
    [1, 'lumen', 'Lumen Energia'],
    [2, 'aurora', 'Aurora Luce e Gas'],
    [3, 'borea', 'Borea Energia'],
  ])('brand %i has the contract shape', async (id, codice, nome) => {
    const res = await t.client.get(`/marchi/${id}?lightest`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id,
      codice,
      nome,
      logoUrl: `/brands/${codice}.svg`,
      colori: {
        primario: expect.stringMatching(/^#[0-9a-f]{6}$/),
        secondario: expect.stringMatching(/^#[0-9a-f]{6}$/),
        sfondo: expect.stringMatching(/^#[0-9a-f]{6}$/),
        testo: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
      sitoPubblico: expect.stringMatching(/^https:\/\//),
      privacyUrl: `/api/v1/marchi/${id}/privacy`,
    });
    // the privacy address in the brand is the one that downloads
    const pdf = await t.client.get(body.privacyUrl, { apiKey: null });
    expect(pdf.statusCode).toBe(200);
  });

  it('an unknown brand answers 404', async () => {
    expect((await t.client.get('/marchi/4?lightest')).statusCode).toBe(404);
  });
});

describe('GET /campagne/{id}?web2', () => {
  it('1001 belongs to Lumen Energia', async () => {
    const res = await t.client.get('/campagne/1001?web2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 1001,
      marchioId: 1,
      marchioNome: 'Lumen Energia',
      nome: 'Autunno 2026',
    });
  });

  it('2001 belongs to Aurora', async () => {
    expect((await t.client.get('/campagne/2001?web2')).json()).toMatchObject({
      marchioId: 2,
      marchioNome: 'Aurora Luce e Gas',
    });
  });

  it('an unknown campaign answers 404, a malformed id 400', async () => {
    expect((await t.client.get('/campagne/1999?web2')).statusCode).toBe(404);
    expect((await t.client.get('/campagne/uno?web2')).statusCode).toBe(400);
  });
});

describe('GET /marchi/{id}/privacy', () => {
  it.each([
    [1, 'lumen'],
    [2, 'aurora'],
    [3, 'borea'],
  ])("brand %i's notice is its own PDF", async (id, codice) => {
    const res = await t.client.get(`/marchi/${id}/privacy`, { apiKey: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain(`privacy-${codice}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('the three notices differ', async () => {
    const bodies = await Promise.all([1, 2, 3].map((id) => t.client.get(`/marchi/${id}/privacy`)));
    expect(new Set(bodies.map((b) => b.rawPayload.toString('base64'))).size).toBe(3);
  });

  it('an unknown brand answers 404 not_found, a malformed id 400', async () => {
    const res = await t.client.get('/marchi/9/privacy', { apiKey: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await t.client.get('/marchi/x/privacy', { apiKey: null })).statusCode).toBe(400);
  });
});

describe('GET /marchi/{id}/privacy-condizioni', () => {
  it("answers one PDF holding the brand's privacy notice and then its general terms", async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pageCount = async (url: string) =>
      (await PDFDocument.load((await t.client.get(url, { apiKey: null })).rawPayload)).getPageCount();
    const res = await t.client.get('/marchi/2/privacy-condizioni');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const merged = await PDFDocument.load(res.rawPayload);
    const files = (await t.client.get('/marchi/2?lightest')).json<{ privacyUrl: string }>();
    expect(merged.getPageCount()).toBeGreaterThan(await pageCount(files.privacyUrl));
  });

  it('needs the web client key; an unknown brand answers 404', async () => {
    expect((await t.client.get('/marchi/2/privacy-condizioni', { apiKey: null })).statusCode).toBe(401);
    expect((await t.client.get('/marchi/9/privacy-condizioni')).statusCode).toBe(404);
  });
});
