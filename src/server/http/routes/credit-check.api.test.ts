import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CREDIT_KO_CODICE_CLIENTE,
  DEMO_CREDIT_KO_CODICE_FISCALE,
  DEMO_CREDIT_KO_CODICE_FISCALE_BRAND_2,
  DEMO_CREDIT_KO_PARTITA_IVA,
  DEMO_CREDIT_SWITCHES,
} from '../../store/demo-credit';
import { creditCheckRules, marchi } from '../../store/schema';
import { seedDemo } from '../../demo/seed';
import { createTestApp } from '../../test/harness';
import type { RequestOptions, TestContext } from '../../test/harness';

// spec 3 and 7, issue 4.5: the brand's credit check configuration and the checks, over the seeded
// rules (demo-credit.ts). A KO is a 200; the outcome is the sale's step variable creditCheckResult.

const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OK_CF = 'BNCGLI90A41F205H';
const ADDRESS = {
  toponimo: 'Via',
  via: 'Roma',
  civico: '10',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};
const person = (codiceFiscale: string) => ({ nome: 'Giulia', cognome: 'Bianchi', codiceFiscale, ...ADDRESS });

// The checks are rate-limited per client: each request here comes from its own address unless told.
let clients = 0;
const fromNewClient = (): RequestOptions => {
  clients += 1;
  return { headers: { 'x-forwarded-for': `10.1.${clients >> 8}.${clients & 255}` } };
};
const check = (body: unknown, opts: RequestOptions = fromNewClient()) =>
  t.client.post('/credit-check', body, opts);
const checkExisting = (body: unknown, opts: RequestOptions = fromNewClient()) =>
  t.client.post('/credit-check/existing', body, opts);

async function createSale(offerta = 101): Promise<string> {
  const res = await t.client.post(
    '/vendite',
    { offerta, operazioneCommerciale: 'ATTIVAZIONE' },
    fromNewClient(),
  );
  expect(res.statusCode).toBe(201);
  return res.json().venditaUuid;
}

async function creditCheckResult(uuid: string): Promise<string> {
  const res = await t.client.get(`/vendite/${uuid}/step`);
  expect(res.statusCode).toBe(200);
  return res.json().variables.creditCheckResult;
}

describe('GET /configurations/credit-check-enabled/{brandId}', () => {
  it('answers the brand’s switch as a JSON boolean', async () => {
    for (const [brandId, expected] of [
      [1, true],
      [2, true],
      [3, false],
    ] as const) {
      const res = await t.client.get(`/configurations/credit-check-enabled/${brandId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(String(expected));
      expect(res.json()).toBe(expected);
    }
  });

  it('an unknown brand answers 404, a malformed id 400', async () => {
    const unknown = await t.client.get('/configurations/credit-check-enabled/9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    for (const id of ['abc', '0', '1.5', '-1']) {
      const res = await t.client.get(`/configurations/credit-check-enabled/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ code: 'validation', fields: { brandId: 'validation.type' } });
    }
  });

  it('needs the api key', async () => {
    const res = await t.client.get('/configurations/credit-check-enabled/1', { apiKey: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /configurations/credit-check-message/{brandId}', () => {
  it('answers the brand’s message as text', async () => {
    for (const brandId of [1, 2]) {
      const res = await t.client.get(`/configurations/credit-check-message/${brandId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(DEMO_CREDIT_SWITCHES[brandId]!.creditCheckMessage);
    }
    expect((await t.client.get('/configurations/credit-check-message/1')).body).toContain('800 123 456');
  });

  it('a brand without a message gets the default one in the request’s language', async () => {
    const it_ = await t.client.get('/configurations/credit-check-message/3', { lang: 'it-IT' });
    expect(it_.statusCode).toBe(200);
    expect(it_.body).toBe(
      'Non è possibile proseguire online con questa richiesta. Contatta il servizio clienti.',
    );
    const en = await t.client.get('/configurations/credit-check-message/3', { lang: 'en-GB,en;q=0.9' });
    expect(en.body).toBe('This request cannot continue online. Please contact customer service.');
  });

  it('an unknown brand answers 404 in the request’s language, a malformed id 400', async () => {
    const unknown = await t.client.get('/configurations/credit-check-message/4', { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Resource not found.' });
    const bad = await t.client.get('/configurations/credit-check-message/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ brandId: 'validation.type' });
  });
});

describe('POST /credit-check', () => {
  it('a person no rule names passes: OK with a reference, recorded on the sale', async () => {
    const uuid = await createSale();
    expect(await creditCheckResult(uuid)).toBe('false');
    const res = await check({ venditaUuid: uuid, ...person(OK_CF) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ esito: 'OK', riferimento: expect.stringMatching(UUID_RE) });
    expect(await creditCheckResult(uuid)).toBe('true');
  });

  it('the seeded codice fiscale fails: KO is an answer, and the variable stays false', async () => {
    const uuid = await createSale();
    const res = await check({ venditaUuid: uuid, ...person(DEMO_CREDIT_KO_CODICE_FISCALE) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ esito: 'KO', riferimento: expect.stringMatching(UUID_RE) });
    expect(await creditCheckResult(uuid)).toBe('false');
  });

  it('the latest check counts: KO after an OK sets the variable back to false', async () => {
    const uuid = await createSale();
    const ok = await check({ venditaUuid: uuid, ...person(OK_CF) });
    expect(await creditCheckResult(uuid)).toBe('true');
    const ko = await check({ venditaUuid: uuid, ...person(DEMO_CREDIT_KO_CODICE_FISCALE) });
    expect(ko.json().esito).toBe('KO');
    expect(ko.json().riferimento).not.toBe(ok.json().riferimento);
    expect(await creditCheckResult(uuid)).toBe('false');
  });

  it('takes the code as typed (lower case, spaces)', async () => {
    const uuid = await createSale();
    const typed = ` ${DEMO_CREDIT_KO_CODICE_FISCALE.toLowerCase().replace(/(.{4})/g, '$1 ')}`;
    const res = await check({ venditaUuid: uuid, ...person(typed) });
    expect(res.json().esito).toBe('KO');
  });

  it('a company: the seeded partita IVA fails, another passes', async () => {
    const uuid = await createSale(104);
    const company = { ragioneSociale: 'Officine Rossi Srl', ...ADDRESS };
    const ko = await check({ venditaUuid: uuid, ...company, partitaIva: DEMO_CREDIT_KO_PARTITA_IVA });
    expect(ko.statusCode).toBe(200);
    expect(ko.json().esito).toBe('KO');
    expect(await creditCheckResult(uuid)).toBe('false');
    // with the company's own 11-digit codice fiscale, or the legal representative's
    for (const codiceFiscale of [undefined, '01234567897', OK_CF]) {
      const ok = await check({ venditaUuid: uuid, ...company, partitaIva: '01234567897', codiceFiscale });
      expect(ok.statusCode, codiceFiscale).toBe(200);
      expect(ok.json().esito, codiceFiscale).toBe('OK');
    }
    expect(await creditCheckResult(uuid)).toBe('true');
  });

  it('a brand’s own rule fails on that brand only (the sale’s brand, not the host’s)', async () => {
    const aurora = await createSale(201);
    const body = (venditaUuid: string) => ({ venditaUuid, ...person(DEMO_CREDIT_KO_CODICE_FISCALE_BRAND_2) });
    expect((await check(body(aurora))).json().esito).toBe('KO');
    const lumen = await createSale(101);
    const onAuroraHost = { ...fromNewClient(), host: 'aurora.localhost:3000' };
    expect((await check(body(lumen), onAuroraHost)).json().esito).toBe('OK');
    expect(await creditCheckResult(lumen)).toBe('true');
  });

  it('a brand that does not check answers OK without checking, and the sale records it', async () => {
    const borea = await createSale(301);
    const res = await check({ venditaUuid: borea, ...person(DEMO_CREDIT_KO_CODICE_FISCALE) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ esito: 'OK', riferimento: expect.stringMatching(UUID_RE) });
    expect(await creditCheckResult(borea)).toBe('true');
  });

  it('an unknown, cancelled or expired sale answers 404.x and records nothing', async () => {
    const unknown = await check({ venditaUuid: crypto.randomUUID(), ...person(OK_CF) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: '404.3' });

    const cancelled = await createSale();
    expect((await t.client.delete(`/vendite/${cancelled}`)).statusCode).toBe(204);
    const res = await check({ venditaUuid: cancelled, ...person(OK_CF) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404.2', message: 'Vendita cancellata' });
  });

  it.each([
    [
      'a malformed codice fiscale',
      { codiceFiscale: 'BNCGLI90A41F205X' },
      { codiceFiscale: 'validation.codice_fiscale' },
    ],
    [
      'a company’s 11-digit code for a person',
      { codiceFiscale: '01234567897' },
      { codiceFiscale: 'validation.codice_fiscale' },
    ],
    ['a malformed CAP', { cap: '2012' }, { cap: 'validation.cap' }],
    ['a province that is not a sigla', { provincia: 'Milano' }, { provincia: 'validation.province' }],
    ['an empty name', { nome: '  ' }, { nome: 'validation.required' }],
    [
      'a field the contract does not know',
      { iban: 'IT60X0542811101000000123456' },
      { iban: 'validation.unknown_field' },
    ],
  ])('%s answers 400 with the field', async (_, change, fields) => {
    const uuid = await createSale();
    const res = await check({ venditaUuid: uuid, ...person(OK_CF), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields });
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(fields));
    expect(await creditCheckResult(uuid)).toBe('false');
  });

  it('a malformed partita IVA answers 400 with the field', async () => {
    const res = await check({
      venditaUuid: crypto.randomUUID(),
      ragioneSociale: 'Officine Rossi Srl',
      partitaIva: '01234567890',
      ...ADDRESS,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ partitaIva: 'validation.partita_iva' });
  });

  it('names every missing field at once: a person’s when no company field is given', async () => {
    const empty = await check({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      venditaUuid: 'validation.required',
      nome: 'validation.required',
      cognome: 'validation.required',
      codiceFiscale: 'validation.required',
      toponimo: 'validation.required',
      via: 'validation.required',
      civico: 'validation.required',
      cap: 'validation.required',
      comune: 'validation.required',
      provincia: 'validation.required',
    });
    const company = await check({ venditaUuid: 'nope', ragioneSociale: 'Officine Rossi Srl', ...ADDRESS });
    expect(company.json().fields).toEqual({
      venditaUuid: 'validation.uuid',
      partitaIva: 'validation.required',
    });
  });

  it('a body that is not an object, or no body, answers 400', async () => {
    for (const body of [null, [], 'x']) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await t.client.request('POST', '/credit-check', fromNewClient())).statusCode).toBe(400);
  });

  it('needs the XSRF header like every unsafe request', async () => {
    const res = await check({ venditaUuid: crypto.randomUUID(), ...person(OK_CF) }, { xsrf: 'none' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});

describe('POST /credit-check/existing', () => {
  it('the seeded customer code, codice fiscale and partita IVA fail; other values pass', async () => {
    for (const [tipoIdentificativo, valoreIdentificativo, esito] of [
      ['CODICE_CLIENTE', DEMO_CREDIT_KO_CODICE_CLIENTE, 'KO'],
      ['CODICE_CLIENTE', DEMO_CREDIT_KO_CODICE_CLIENTE.toLowerCase(), 'KO'],
      ['CODICE_FISCALE', DEMO_CREDIT_KO_CODICE_FISCALE, 'KO'],
      ['PARTITA_IVA', DEMO_CREDIT_KO_PARTITA_IVA, 'KO'],
      ['CODICE_CLIENTE', 'C1000101', 'OK'],
      ['CODICE_FISCALE', OK_CF, 'OK'],
      ['CODICE_FISCALE', '01234567897', 'OK'],
      ['PARTITA_IVA', '01234567897', 'OK'],
    ] as const) {
      const res = await checkExisting({ tipoIdentificativo, valoreIdentificativo });
      expect(res.statusCode, valoreIdentificativo).toBe(200);
      expect(res.json(), valoreIdentificativo).toEqual({
        esito,
        riferimento: expect.stringMatching(UUID_RE),
      });
    }
  });

  it('with a sale: checked on the sale’s brand and recorded on it', async () => {
    const uuid = await createSale(201);
    const ok = await checkExisting({
      tipoIdentificativo: 'CODICE_CLIENTE',
      valoreIdentificativo: 'C2000101',
      venditaUuid: uuid,
    });
    expect(ok.json().esito).toBe('OK');
    expect(await creditCheckResult(uuid)).toBe('true');
    const body = {
      tipoIdentificativo: 'CODICE_FISCALE',
      valoreIdentificativo: DEMO_CREDIT_KO_CODICE_FISCALE_BRAND_2,
    };
    const ko = await checkExisting({ ...body, venditaUuid: uuid });
    expect(ko.json().esito).toBe('KO');
    expect(await creditCheckResult(uuid)).toBe('false');
    // without a sale, the host's brand (1 here) decides which rules apply
    expect((await checkExisting(body)).json().esito).toBe('OK');
  });

  it('without a sale, on a host whose brand does not check: OK', async () => {
    const body = {
      tipoIdentificativo: 'CODICE_CLIENTE',
      valoreIdentificativo: DEMO_CREDIT_KO_CODICE_CLIENTE,
    };
    const borea = await checkExisting(body, { ...fromNewClient(), host: 'borea.localhost:3000' });
    expect(borea.statusCode).toBe(200);
    expect(borea.json().esito).toBe('OK');
    const aurora = await checkExisting(body, { ...fromNewClient(), host: 'aurora.localhost:3000' });
    expect(aurora.json().esito).toBe('KO');
  });

  it('an unknown or cancelled sale answers 404.x', async () => {
    const body = { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: 'C1000101' };
    const unknown = await checkExisting({ ...body, venditaUuid: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('404.3');
    const cancelled = await createSale();
    await t.client.delete(`/vendite/${cancelled}`);
    const res = await checkExisting({ ...body, venditaUuid: cancelled });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.2');
  });

  it.each([
    [
      'no identifier kind',
      { valoreIdentificativo: 'C1000101' },
      { tipoIdentificativo: 'validation.required' },
    ],
    [
      'an unknown kind',
      { tipoIdentificativo: 'IBAN', valoreIdentificativo: 'x' },
      { tipoIdentificativo: 'validation.choice' },
    ],
    ['no value', { tipoIdentificativo: 'CODICE_CLIENTE' }, { valoreIdentificativo: 'validation.required' }],
    [
      'an empty value',
      { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: ' ' },
      { valoreIdentificativo: 'validation.required' },
    ],
    [
      'a customer code with symbols',
      { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: 'C10;--' },
      { valoreIdentificativo: 'validation.format' },
    ],
    [
      'a malformed codice fiscale',
      { tipoIdentificativo: 'CODICE_FISCALE', valoreIdentificativo: 'RSSMRA80A01H501' },
      { valoreIdentificativo: 'validation.codice_fiscale' },
    ],
    [
      'a malformed partita IVA',
      { tipoIdentificativo: 'PARTITA_IVA', valoreIdentificativo: '12345678901' },
      { valoreIdentificativo: 'validation.partita_iva' },
    ],
    [
      'a malformed sale uuid',
      { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: 'C1000101', venditaUuid: '123' },
      { venditaUuid: 'validation.uuid' },
    ],
    [
      'an unknown field',
      { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: 'C1000101', nome: 'x' },
      { nome: 'validation.unknown_field' },
    ],
  ])('%s answers 400 with the field', async (_, body, fields) => {
    const res = await checkExisting(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields });
  });
});

describe('privacy and abuse', () => {
  it('the log has the reference and the outcome of each check, never the customer’s data', async () => {
    lines.length = 0;
    const uuid = await createSale();
    const res = await check({ venditaUuid: uuid, ...person(DEMO_CREDIT_KO_CODICE_FISCALE) });
    await checkExisting({
      tipoIdentificativo: 'PARTITA_IVA',
      valoreIdentificativo: DEMO_CREDIT_KO_PARTITA_IVA,
    });
    const checks = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'credit check');
    expect(checks).toHaveLength(2);
    expect(checks[0]).toMatchObject({ riferimento: res.json().riferimento, esito: 'KO', eseguito: true });
    const all = lines.join('\n');
    for (const secret of [DEMO_CREDIT_KO_CODICE_FISCALE, DEMO_CREDIT_KO_PARTITA_IVA, 'Bianchi', 'Insolvenze'])
      expect(all).not.toContain(secret);
  });

  it('a client may ask 20 checks a minute, then gets 429', async () => {
    const sameClient = fromNewClient();
    const body = { tipoIdentificativo: 'CODICE_CLIENTE', valoreIdentificativo: 'C1000101' };
    for (let i = 0; i < 20; i++) expect((await checkExisting(body, sameClient)).statusCode).toBe(200);
    const limited = await checkExisting(body, sameClient);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await checkExisting(body)).statusCode).toBe(200);
  });
});

describe('the seed', () => {
  it('keeps an operator’s switch and message, and refreshes the demo rules', async () => {
    const { db } = t.store;
    await db
      .update(marchi)
      .set({ creditCheckEnabled: false, creditCheckMessage: 'Chiamaci.' })
      .where(eq(marchi.id, 1));
    await db.update(creditCheckRules).set({ valore: 'C0000000' }).where(eq(creditCheckRules.id, 3));
    await seedDemo(db, t.clock.now());
    expect((await t.client.get('/configurations/credit-check-enabled/1')).json()).toBe(false);
    expect((await t.client.get('/configurations/credit-check-message/1')).body).toBe('Chiamaci.');
    const [rule] = await db.select().from(creditCheckRules).where(eq(creditCheckRules.id, 3));
    expect(rule?.valore).toBe(DEMO_CREDIT_KO_CODICE_CLIENTE);
    await db.update(marchi).set(DEMO_CREDIT_SWITCHES[1]!).where(eq(marchi.id, 1));
  });
});

// Last: it moves the clock past the sales' 30 days for the whole file.
describe('an expired sale', () => {
  it('answers 404.3 "Vendita scaduta"', async () => {
    const uuid = await createSale();
    t.clock.advance(31 * 86_400_000);
    const res = await check({ venditaUuid: uuid, ...person(OK_CF) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404.3', message: 'Vendita scaduta' });
  });
});
