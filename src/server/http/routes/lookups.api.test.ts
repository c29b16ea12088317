import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codiceFiscaleCheckChar } from '../../../shared/validation/codice-fiscale';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// architecture.md: comuni and Belfiore codes stay on the server, behind these lookups.

const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const withCheckChar = (first15: string) => first15 + codiceFiscaleCheckChar(first15);
/** A request that already holds the XSRF cookie, as the web client's do after the first. */
const withCookie = { headers: { cookie: 'XSRF-TOKEN=abc' } };

describe('GET /lookups/comuni', () => {
  it('answers the matching comuni, best first', async () => {
    const res = await t.client.get('/lookups/comuni?q=milano', withCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        codiceIstat: '015146',
        nome: 'Milano',
        provincia: 'MI',
        nomeProvincia: 'Milano',
        cap: expect.arrayContaining(['20121', '20162']),
      },
    ]);
    expect(res.json()[0].cap).toHaveLength(42);
    const reggio = await t.client.get('/lookups/comuni?q=reggio');
    expect(
      reggio
        .json()
        .slice(0, 2)
        .map((c: { nome: string }) => c.nome),
    ).toEqual(['Reggio di Calabria', "Reggio nell'Emilia"]);
  });

  it('ignores case and accents', async () => {
    const res = await t.client.get(`/lookups/comuni?q=${encodeURIComponent('CITTA')}`);
    expect(res.json()[0]).toMatchObject({ nome: 'Città di Castello', provincia: 'PG', cap: ['06012'] });
    const accented = await t.client.get(`/lookups/comuni?q=${encodeURIComponent('città di castello')}`);
    expect(accented.json()).toEqual([res.json()[0]]);
  });

  it('finds the comuni of a CAP, the city-wide CAP of a big city included', async () => {
    expect((await t.client.get('/lookups/comuni?q=20121')).json()).toMatchObject([{ nome: 'Milano' }]);
    expect((await t.client.get('/lookups/comuni?q=20100')).json()).toMatchObject([{ nome: 'Milano' }]);
  });

  it('answers at most 10, and an empty list when nothing matches', async () => {
    expect((await t.client.get('/lookups/comuni?q=san')).json()).toHaveLength(10);
    const none = await t.client.get('/lookups/comuni?q=xqzw');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect((await t.client.get('/lookups/comuni?q=99999')).json()).toEqual([]);
  });

  it('is cacheable for a day, but privately when it sets the XSRF cookie', async () => {
    const shared = await t.client.get('/lookups/comuni?q=roma', withCookie);
    expect(shared.headers['set-cookie']).toBeUndefined();
    expect(shared.headers['cache-control']).toBe('public, max-age=86400');
    const first = await t.client.get('/lookups/comuni?q=roma');
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
  });

  it.each([
    ['', 'validation.required'],
    ['?q=', 'validation.too_small'],
    ['?q=a', 'validation.too_small'],
    ['?q=%20%20a%20%20', 'validation.too_small'],
    [`?q=${'a'.repeat(61)}`, 'validation.too_long'],
  ])('a bad q (%j) answers 400 with fields.q', async (query, key) => {
    const res = await t.client.get(`/lookups/comuni${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { q: key } });
  });

  it('refuses another parameter, and a request without the api key', async () => {
    const extra = await t.client.get('/lookups/comuni?q=roma&limit=50');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ limit: 'validation.unknown_field' });
    expect((await t.client.get('/lookups/comuni?q=roma', { apiKey: null })).statusCode).toBe(401);
  });
});

describe('POST /lookups/codice-fiscale', () => {
  it('decodes birth date, sex and birth place', async () => {
    const res = await t.client.post('/lookups/codice-fiscale', { cf: 'BNCGLI90A41F205H' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dataNascita: '1990-01-01',
      sesso: 'F',
      luogoNascita: { codiceBelfiore: 'F205', nome: 'Milano', provincia: 'MI', estero: false },
    });
    // personal data: never stored by a shared cache
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('takes the code as typed: lower case, spaces, omocodia (H501 as H5LM)', async () => {
    const plain = withCheckChar('RSSMRA80A01H501');
    const omocodic = withCheckChar('RSSMRA80A01H5LM');
    const expected = {
      dataNascita: '1980-01-01',
      sesso: 'M',
      luogoNascita: { codiceBelfiore: 'H501', nome: 'Roma', provincia: 'RM', estero: false },
    };
    for (const cf of [plain, ` ${plain.toLowerCase().replace(/(.{4})/g, '$1 ')} `, omocodic]) {
      const res = await t.client.post('/lookups/codice-fiscale', { cf });
      expect(res.statusCode, cf).toBe(200);
      expect(res.json(), cf).toEqual(expected);
    }
  });

  it('a person born abroad: the state, no province', async () => {
    const res = await t.client.post('/lookups/codice-fiscale', { cf: withCheckChar('SMTJHN75M12Z404') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dataNascita: '1975-08-12',
      sesso: 'M',
      luogoNascita: { codiceBelfiore: 'Z404', nome: "Stati Uniti d'America", provincia: null, estero: true },
    });
  });

  it('a comune abolished before 2020 is still named', async () => {
    const res = await t.client.post('/lookups/codice-fiscale', { cf: withCheckChar('RSSMRA50A41A012') });
    expect(res.json()).toMatchObject({
      sesso: 'F',
      luogoNascita: { codiceBelfiore: 'A012', nome: 'Abetone', provincia: 'PT', estero: false },
    });
  });

  it.each([
    ['Z999', true],
    ['M999', false],
  ])('a valid code with an unknown place (%s) has no place name', async (place, estero) => {
    const res = await t.client.post('/lookups/codice-fiscale', { cf: withCheckChar(`RSSMRA80A01${place}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().luogoNascita).toEqual({ codiceBelfiore: place, nome: null, provincia: null, estero });
  });

  it.each([
    ['a wrong check character', { cf: 'BNCGLI90A41F205X' }, 'validation.codice_fiscale'],
    ['a company code', { cf: '01234567897' }, 'validation.codice_fiscale'],
    ['a 32 February', { cf: withCheckChar('RSSMRA80B32F205') }, 'validation.codice_fiscale'],
    ['nonsense', { cf: 'hello' }, 'validation.codice_fiscale'],
    ['an empty code', { cf: '' }, 'validation.required'],
    ['no code', {}, 'validation.required'],
    ['a number', { cf: 42 }, 'validation.required'],
  ])('%s answers 400 with fields.cf', async (_, body, key) => {
    const res = await t.client.post('/lookups/codice-fiscale', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { cf: key } });
  });

  it('refuses another field, a code in the path and a missing XSRF header', async () => {
    const extra = await t.client.post('/lookups/codice-fiscale', { cf: 'BNCGLI90A41F205H', nome: 'Giulia' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ nome: 'validation.unknown_field' });
    expect((await t.client.get('/lookups/codice-fiscale/BNCGLI90A41F205H')).statusCode).toBe(404);
    const csrf = await t.client.post('/lookups/codice-fiscale', { cf: 'BNCGLI90A41F205H' }, { xsrf: 'none' });
    expect(csrf.statusCode).toBe(403);
  });

  it('never logs the code', async () => {
    const cf = withCheckChar('QRTZNB85M52G273');
    const res = await t.client.post('/lookups/codice-fiscale', { cf });
    expect(res.statusCode).toBe(200);
    const bad = await t.client.post('/lookups/codice-fiscale', { cf: `${cf.slice(0, 15)}Z` });
    expect(bad.statusCode).toBe(400);
    const log = lines.join('\n');
    expect(log).toContain('/api/v1/lookups/codice-fiscale');
    expect(log).not.toContain(cf.slice(0, 15));
  });
});
