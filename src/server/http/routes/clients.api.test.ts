import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otp, outbox, vendite } from '../../store/schema';
import { createSale, lastMailedCode, newVisitorIp, walkTo } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { RequestOptions, TestContext } from '../../test/harness';
import { CUSTOMER_LOOKUPS_PER_MINUTE } from './clients';

// Existing customers (issue 4.1, api-contract.md): POST /clients/send-otp, /clients/auth and
// /forniture/populate over the demo customers (docs/demo-data.md "Existing customers").

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// send-otp is limited per client address: each test is a visitor of its own
let visitor: RequestOptions;
beforeEach(() => {
  visitor = { headers: { 'x-forwarded-for': newVisitorIp() } };
});

const LAURA = {
  codice: 'C1000101',
  luce: 'F1000101',
  pod: 'IT001E10100101',
  gas: 'F1000102',
  pdr: '00880010100102',
};
const GIUSEPPE = { codice: 'C1000102', gas: 'F1000201', pdr: '00880010200201' };
const BRAMBILLA = { codice: 'C1000103', luce: 'F1000301', pod: 'IT012E30100301' };
const FRANCESCA = { codice: 'C1000104' };
const PAOLO = { codice: 'C2000101', luce: 'F2000101', pod: 'IT001E20100101' };
const AURORA = { host: 'aurora.localhost:3000' };

type Sale = { uuid: string; propostaId: string };

async function newSale(offerta = 101, opts: RequestOptions = {}): Promise<Sale> {
  const uuid = await createSale(t.client, offerta, opts);
  const propostaId = (await t.client.get(`/vendite/${uuid}/v2`, opts)).json().proposta.id as string;
  return { uuid, propostaId };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function sendOtp(sale: Sale, codice: string, opts: RequestOptions = {}) {
  return t.client.post(
    `/clients/send-otp?${query({ 'codice-cliente': codice, 'proposta-id': sale.propostaId })}`,
    undefined,
    { ...visitor, ...opts },
  );
}

function auth(sale: Sale, code: string) {
  return t.client.post(`/clients/auth?${query({ otp: code, 'proposta-id': sale.propostaId })}`);
}

function populate(sale: Sale, codice: string, pdp: string, codiceFornitura: string) {
  return t.client.post(
    `/forniture/populate?${query({ codice, pdp, 'proposta-id': sale.propostaId, 'codice-fornitura': codiceFornitura })}`,
  );
}

const sentCode = (sale: Sale) => lastMailedCode(t.store, sale.uuid, 'otp_cliente');

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function messages(sale: Sale) {
  return t.store.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venditaUuid, sale.uuid), eq(outbox.tipo, 'otp_cliente')))
    .orderBy(desc(outbox.createdAt));
}

async function variabili(sale: Sale) {
  const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, sale.uuid));
  return row!.variabili;
}

/** A sale on `offerta` whose customer `codice` has proved who they are. */
async function verifiedSale(codice: string, offerta = 101, opts: RequestOptions = {}): Promise<Sale> {
  const sale = await newSale(offerta, opts);
  expect((await sendOtp(sale, codice, opts)).statusCode).toBe(200);
  const res = await auth(sale, await sentCode(sale));
  expect(res.statusCode, res.body).toBe(200);
  return sale;
}

describe('POST /clients/send-otp', () => {
  it('mails a code to the e-mail on file, shown masked, kept only as a hash', async () => {
    const sale = await newSale();
    const res = await sendOtp(sale, LAURA.codice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      canale: 'email',
      destinazione: 'l*********i@example.com',
      scadenza: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const sent = await messages(sale);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      canale: 'email',
      destinatario: 'laura.verdi@example.com',
      oggetto: 'Lumen Energia: il tuo codice di verifica',
    });
    const code = await sentCode(sale);
    const rows = await t.store.db.select().from(otp).where(eq(otp.venditaUuid, sale.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scopo: 'CLIENTE', canale: 'email', tentativi: 0 });
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain('laura.verdi@example.com');
    expect((await t.client.get(`/vendite/${sale.uuid}/v2`)).body).not.toContain(code);
    // not verified yet
    expect(await variabili(sale)).not.toHaveProperty('codiceCliente');
  });

  it('finds the customer by codice fiscale or partita IVA too, in any case and spacing', async () => {
    for (const [identificativo, masked] of [
      ['vrdlra82c55l219f', 'l*********i@example.com'],
      [' c100 0101 ', 'l*********i@example.com'],
      ['03124570163', 'a*************e@officina-brambilla.example'],
    ] as const) {
      const res = await sendOtp(await newSale(), identificativo);
      expect(res.statusCode, `${identificativo}: ${res.body}`).toBe(200);
      expect(res.json().destinazione).toBe(masked);
    }
  });

  it('sends an SMS when the customer has no e-mail', async () => {
    const sale = await newSale();
    const res = await sendOtp(sale, FRANCESCA.codice, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ canale: 'sms', destinazione: '**********567' });
    const [sms] = await messages(sale);
    expect(sms).toMatchObject({ canale: 'sms', destinatario: '+393401234567' });
    // the sale's language (Italian: created without Accept-Language)
    expect(sms!.testo).toMatch(/^Lumen Energia: il tuo codice è \d{6}, valido 10 min\.$/);
    expect((await auth(sale, await sentCode(sale))).statusCode).toBe(200);
  });

  it('an unknown customer: 404 not_found, and nothing is sent', async () => {
    const sale = await newSale();
    for (const codice of ['C9999999', 'BNCGLI90A41F205H', '01234567897']) {
      const res = await sendOtp(sale, codice);
      expect(res.statusCode, codice).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    expect(await messages(sale)).toEqual([]);
    expect(await t.store.db.select().from(otp).where(eq(otp.venditaUuid, sale.uuid))).toEqual([]);
  });

  it("a customer of another brand is unknown to the sale's brand", async () => {
    const lumen = await newSale(101);
    const other = await sendOtp(lumen, PAOLO.codice);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await sendOtp(lumen, 'CNTPLA68A30D612Z')).statusCode).toBe(404);

    const aurora = await newSale(201, AURORA);
    expect((await sendOtp(aurora, LAURA.codice, AURORA)).statusCode).toBe(404);
    const own = await sendOtp(aurora, PAOLO.codice, AURORA);
    expect(own.statusCode, own.body).toBe(200);
    const [mail] = await messages(aurora);
    expect(mail?.oggetto).toBe('Aurora Luce e Gas: il tuo codice di verifica');
  });

  it('missing or malformed query parameters: 400 naming them', async () => {
    const sale = await newSale();
    const cases: [string, Record<string, string>][] = [
      ['', { 'codice-cliente': 'validation.required', 'proposta-id': 'validation.required' }],
      [query({ 'proposta-id': sale.propostaId }), { 'codice-cliente': 'validation.required' }],
      [query({ 'codice-cliente': LAURA.codice }), { 'proposta-id': 'validation.required' }],
      [
        query({ 'codice-cliente': LAURA.codice, 'proposta-id': 'not-a-uuid' }),
        { 'proposta-id': 'validation.uuid' },
      ],
      [
        query({ 'codice-cliente': 'X123', 'proposta-id': sale.propostaId }),
        { 'codice-cliente': 'validation.format' },
      ],
      [
        query({ 'codice-cliente': '', 'proposta-id': sale.propostaId }),
        { 'codice-cliente': 'validation.required' },
      ],
      [
        query({ 'codice-cliente': 'VRDLRA82C55L219X', 'proposta-id': sale.propostaId }),
        { 'codice-cliente': 'validation.format' },
      ],
      [
        query({ codiceCliente: LAURA.codice, 'proposta-id': sale.propostaId }),
        { 'codice-cliente': 'validation.required', codiceCliente: 'validation.unknown_field' },
      ],
    ];
    for (const [qs, fields] of cases) {
      const res = await t.client.post(`/clients/send-otp?${qs}`, undefined, visitor);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toMatchObject({ code: 'validation', fields });
      expect(Object.keys(res.json().fields).sort(), qs).toEqual(Object.keys(fields).sort());
    }
    expect(await messages(sale)).toEqual([]);
  });

  it('an unknown proposal: 404 not_found', async () => {
    const res = await sendOtp({ uuid: crypto.randomUUID(), propostaId: crypto.randomUUID() }, LAURA.codice);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('a sale no longer usable: 404.2 when cancelled', async () => {
    const sale = await newSale();
    expect((await t.client.delete(`/vendite/${sale.uuid}`)).statusCode).toBe(204);
    const res = await sendOtp(sale, LAURA.codice);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.2');
    expect((await auth(sale, '123456')).json().code).toBe('404.2');
  });

  it('one code every 30 s, five a day: then 429 rate_limited', async () => {
    const sale = await newSale();
    expect((await sendOtp(sale, LAURA.codice)).statusCode).toBe(200);
    const tooSoon = await sendOtp(sale, LAURA.codice);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'rate_limited' });
    // another customer on the same sale counts too
    expect((await sendOtp(sale, GIUSEPPE.codice)).statusCode).toBe(429);
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(30_000);
      expect((await sendOtp(sale, LAURA.codice)).statusCode, `send ${i}`).toBe(200);
    }
    t.clock.advance(30_000);
    expect((await sendOtp(sale, LAURA.codice)).statusCode).toBe(429);
    expect(await messages(sale)).toHaveLength(5);
  });

  it(`${CUSTOMER_LOOKUPS_PER_MINUTE} lookups a minute per client: then 429`, async () => {
    const sale = await newSale();
    for (let i = 0; i < CUSTOMER_LOOKUPS_PER_MINUTE; i++) {
      expect((await sendOtp(sale, `C99990${String(i).padStart(2, '0')}`)).statusCode).toBe(404);
    }
    const res = await sendOtp(sale, LAURA.codice);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    // another client is not held back
    expect(
      (await sendOtp(sale, LAURA.codice, { headers: { 'x-forwarded-for': newVisitorIp() } })).statusCode,
    ).toBe(200);
  });
});

describe('POST /clients/auth', () => {
  it('the right code verifies the customer: their supplies, and the sale records who', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    t.clock.advance(5_000);
    const res = await auth(sale, ` ${await sentCode(sale)} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      cliente: {
        codiceCliente: 'C1000101',
        tipo: 'PF',
        nome: 'Laura',
        cognome: 'Verdi',
        codiceFiscale: 'VRD************F',
      },
      forniture: [
        {
          codiceFornitura: 'F1000101',
          commodity: 'LUCE',
          pdp: 'IT001E10100101',
          indirizzo: {
            toponimo: 'Via',
            via: 'Po',
            civico: '12',
            cap: '10123',
            comune: 'Torino',
            provincia: 'TO',
          },
          tipoContratto: 'DOMESTICO',
          offertaAttuale: 'Lumen Luce Base 2024',
          compatibile: true,
        },
        expect.objectContaining({ codiceFornitura: 'F1000102', commodity: 'GAS', compatibile: false }),
      ],
    });
    expect(res.body).not.toContain('VRDLRA82C55L219F');
    expect(res.body).not.toContain('laura.verdi@example.com');
    const vars = await variabili(sale);
    expect(vars).toMatchObject({
      codiceCliente: 'C1000101',
      clienteVerificatoIl: t.clock.now().toISOString(),
    });
    expect(vars).not.toHaveProperty('codiceClienteInVerifica');
    // the step's own variables are untouched
    expect(vars).toMatchObject({ fastProcess: false, creditCheckResult: false });
  });

  it('lists what fits the offer: the dual offer takes both supplies', async () => {
    const sale = await newSale(103);
    await sendOtp(sale, LAURA.codice);
    const res = await auth(sale, await sentCode(sale));
    expect(res.json().forniture.map((f: { compatibile: boolean }) => f.compatibile)).toEqual([true, true]);
  });

  it('a business customer: ragione sociale and masked partita IVA; fits the ALTRI_USI offer only', async () => {
    for (const [offerta, compatibile] of [
      [101, false],
      [104, true],
    ] as const) {
      const sale = await newSale(offerta);
      await sendOtp(sale, BRAMBILLA.codice);
      const res = await auth(sale, await sentCode(sale));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        cliente: {
          codiceCliente: 'C1000103',
          tipo: 'PG',
          ragioneSociale: 'Officina Meccanica Brambilla S.r.l.',
          codiceFiscale: '031*******3',
          partitaIva: '031*******3',
        },
        forniture: [
          expect.objectContaining({ codiceFornitura: 'F1000301', tipoContratto: 'ALTRI_USI', compatibile }),
        ],
      });
    }
  });

  it('a customer with no supplies: an empty list', async () => {
    const sale = await newSale();
    await sendOtp(sale, FRANCESCA.codice);
    const res = await auth(sale, await sentCode(sale));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cliente: { codiceCliente: 'C1000104' }, forniture: [] });
  });

  it('a wrong code: 400 otp.invalid, and the right one still works', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const code = await sentCode(sale);
    const res = await auth(sale, otherThan(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'otp.invalid',
      message: 'Il codice non è corretto. Controlla il messaggio ricevuto e riprova.',
    });
    expect(await variabili(sale)).not.toHaveProperty('codiceCliente');
    expect((await auth(sale, code)).statusCode).toBe(200);
  });

  it('five wrong codes lock it (423 otp.locked), counted even though each answer is an error', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const code = await sentCode(sale);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await auth(sale, otherThan(code))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const [row] = await t.store.db.select().from(otp).where(eq(otp.venditaUuid, sale.uuid));
    expect(row?.tentativi).toBe(5);
    const right = await auth(sale, code);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'otp.locked' });
    expect(await variabili(sale)).not.toHaveProperty('codiceCliente');

    // a new code, once the resend interval has passed, works
    t.clock.advance(30_000);
    expect((await sendOtp(sale, LAURA.codice)).statusCode).toBe(200);
    expect((await auth(sale, await sentCode(sale))).statusCode).toBe(200);
  });

  it('expires after 10 minutes: 400 otp.expired', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const code = await sentCode(sale);
    t.clock.advance(10 * 60_000 + 1);
    const res = await auth(sale, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'otp.expired',
      message: 'Il codice è scaduto. Richiedi un nuovo codice.',
    });
  });

  it('is valid just before the 10 minutes', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const code = await sentCode(sale);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await auth(sale, code)).statusCode).toBe(200);
  });

  it('a used code is refused: 400 otp.expired', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const code = await sentCode(sale);
    expect((await auth(sale, code)).statusCode).toBe(200);
    const replay = await auth(sale, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('otp.expired');
  });

  it('with no code sent: 400 otp.expired', async () => {
    const res = await auth(await newSale(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('otp.expired');
  });

  it('after 30 s a new code can be sent; only the newest verifies, for the customer it was sent to', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const first = await sentCode(sale);
    t.clock.advance(30_000);
    expect((await sendOtp(sale, GIUSEPPE.codice)).statusCode).toBe(200);
    const newest = await sentCode(sale);
    if (newest !== first) {
      const old = await auth(sale, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('otp.invalid');
    }
    const res = await auth(sale, newest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cliente.codiceCliente).toBe('C1000102');
    expect(await variabili(sale)).toMatchObject({ codiceCliente: 'C1000102' });
  });

  it("one sale's code does not verify another", async () => {
    const a = await newSale();
    const b = await newSale();
    await sendOtp(a, LAURA.codice);
    await sendOtp(b, LAURA.codice);
    const codeA = await sentCode(a);
    // 1 in a million the two codes are equal
    if (codeA !== (await sentCode(b))) {
      const res = await auth(b, codeA);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('otp.invalid');
    }
  });

  it('missing or malformed query parameters: 400 naming them, and no try is counted', async () => {
    const sale = await newSale();
    await sendOtp(sale, LAURA.codice);
    const cases: [string, Record<string, string>][] = [
      ['', { otp: 'validation.required', 'proposta-id': 'validation.required' }],
      [query({ otp: '12345', 'proposta-id': sale.propostaId }), { otp: 'validation.otp' }],
      [query({ otp: '12345a', 'proposta-id': sale.propostaId }), { otp: 'validation.otp' }],
      [query({ otp: '123456', 'proposta-id': '42' }), { 'proposta-id': 'validation.uuid' }],
      [query({ otp: '123456' }), { 'proposta-id': 'validation.required' }],
    ];
    for (const [qs, fields] of cases) {
      const res = await t.client.post(`/clients/auth?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toEqual({ code: 'validation', message: expect.any(String), fields });
    }
    const [row] = await t.store.db.select().from(otp).where(eq(otp.venditaUuid, sale.uuid));
    expect(row?.tentativi).toBe(0);
  });
});

describe('POST /forniture/populate', () => {
  it('before the customer is verified: 409 customer.not_verified', async () => {
    const sale = await newSale();
    const res = await populate(sale, LAURA.codice, LAURA.pod, LAURA.luce);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'customer.not_verified',
      message: 'Prima conferma la tua identità con il codice che ti abbiamo inviato.',
    });
    // a code sent is not enough
    await sendOtp(sale, LAURA.codice);
    expect((await populate(sale, LAURA.codice, LAURA.pod, LAURA.luce)).json().code).toBe(
      'customer.not_verified',
    );
  });

  it('only for the customer verified on this sale', async () => {
    const sale = await verifiedSale(LAURA.codice);
    const res = await populate(sale, GIUSEPPE.codice, GIUSEPPE.pdr, GIUSEPPE.gas);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('customer.not_verified');
    // nor on another sale
    const other = await newSale();
    expect((await populate(other, LAURA.codice, LAURA.pod, LAURA.luce)).statusCode).toBe(409);
  });

  it('fills the proposal from the customer and the chosen supply', async () => {
    const sale = await verifiedSale(LAURA.codice);
    const res = await populate(sale, LAURA.codice, 'it001e 1010 0101', 'f1000101');
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: sale.propostaId,
      intestatario: {
        anagrafica: { tipo: 'PF', nome: 'Laura', cognome: 'Verdi', codiceFiscale: 'VRDLRA82C55L219F' },
        contatti: { email: 'laura.verdi@example.com', telefono: '+393471122334' },
      },
      forniture: [
        {
          commodity: 'LUCE',
          operazioneCommerciale: 'ATTIVAZIONE',
          indirizzo: {
            toponimo: 'Via',
            via: 'Po',
            civico: '12',
            cap: '10123',
            comune: 'Torino',
            provincia: 'TO',
          },
          pod: 'IT001E10100101',
          potenzaImpegnataKw: 3,
          tensione: 'MONOFASE',
          usoLuce: 'DOMESTICO',
        },
      ],
    };
    expect(res.json()).toEqual({ proposta: expect.objectContaining(expected) });
    const v2 = (await t.client.get(`/vendite/${sale.uuid}/v2`)).json();
    expect(v2.proposta).toMatchObject(expected);
    expect(v2.proposta.forniture[0]).toEqual(expected.forniture[0]);
    expect(await variabili(sale)).toMatchObject({
      codiceCliente: 'C1000101',
      codiceFornituraLuce: 'F1000101',
    });
  });

  it('a dual offer takes one supply per commodity', async () => {
    const sale = await verifiedSale(LAURA.codice, 103);
    expect((await populate(sale, LAURA.codice, LAURA.pod, LAURA.luce)).statusCode).toBe(200);
    const res = await populate(sale, LAURA.codice, LAURA.pdr, LAURA.gas);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposta.forniture).toEqual([
      expect.objectContaining({ commodity: 'LUCE', pod: LAURA.pod }),
      expect.objectContaining({
        commodity: 'GAS',
        pdr: LAURA.pdr,
        usoGas: 'DOMESTICO',
        categoriaUsoGas: 'C3',
        profiloSettimanale: 'F1',
        codiceRemi: '34456900',
      }),
    ]);
  });

  it('a business customer on the ALTRI_USI offer: the company as holder', async () => {
    const sale = await verifiedSale(BRAMBILLA.codice, 104);
    const res = await populate(sale, BRAMBILLA.codice, BRAMBILLA.pod, BRAMBILLA.luce);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposta).toMatchObject({
      intestatario: {
        anagrafica: {
          tipo: 'PG',
          ragioneSociale: 'Officina Meccanica Brambilla S.r.l.',
          partitaIva: '03124570163',
          codiceFiscale: '03124570163',
        },
      },
      forniture: [
        { pod: BRAMBILLA.pod, potenzaImpegnataKw: 15, tensione: 'TRIFASE', usoLuce: 'ALTRI_USI_BT' },
      ],
    });
  });

  it('a supply the offer cannot take: 409 supply.incompatible, and nothing changes', async () => {
    const laura = await verifiedSale(LAURA.codice);
    const before = (await t.client.get(`/vendite/${laura.uuid}/v2`)).json();
    const gas = await populate(laura, LAURA.codice, LAURA.pdr, LAURA.gas);
    expect(gas.statusCode).toBe(409);
    expect(gas.json()).toEqual({
      code: 'supply.incompatible',
      message: 'Questa fornitura non è compatibile con l’offerta scelta.',
    });
    expect((await t.client.get(`/vendite/${laura.uuid}/v2`)).json()).toEqual(before);

    const giuseppe = await verifiedSale(GIUSEPPE.codice);
    expect((await populate(giuseppe, GIUSEPPE.codice, GIUSEPPE.pdr, GIUSEPPE.gas)).json().code).toBe(
      'supply.incompatible',
    );
    // business supply, household offer: the contract type does not fit
    const brambilla = await verifiedSale(BRAMBILLA.codice);
    const business = await populate(brambilla, BRAMBILLA.codice, BRAMBILLA.pod, BRAMBILLA.luce);
    expect(business.statusCode).toBe(409);
    expect(business.json().code).toBe('supply.incompatible');
  });

  it("unknown supplies, another customer's, or a POD/PDR that does not match: 404", async () => {
    const sale = await verifiedSale(LAURA.codice);
    for (const [pdp, codice] of [
      [LAURA.pod, 'F9999999'],
      [GIUSEPPE.pdr, GIUSEPPE.gas],
      ['IT001E99999999', LAURA.luce],
      [LAURA.pdr, LAURA.luce],
    ]) {
      const res = await populate(sale, LAURA.codice, pdp!, codice!);
      expect(res.statusCode, `${pdp} ${codice}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const unknownSale = await populate(
      { uuid: crypto.randomUUID(), propostaId: crypto.randomUUID() },
      LAURA.codice,
      LAURA.pod,
      LAURA.luce,
    );
    expect(unknownSale.statusCode).toBe(404);
    expect(unknownSale.json().code).toBe('not_found');
  });

  it('missing or malformed query parameters: 400 naming them', async () => {
    const sale = await newSale();
    const valid = {
      codice: LAURA.codice,
      pdp: LAURA.pod,
      'proposta-id': sale.propostaId,
      'codice-fornitura': LAURA.luce,
    };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        {},
        {
          codice: 'validation.required',
          pdp: 'validation.required',
          'proposta-id': 'validation.required',
          'codice-fornitura': 'validation.required',
        },
      ],
      [{ ...valid, pdp: 'IT001X10100101' }, { pdp: 'validation.format' }],
      [{ ...valid, pdp: '0088001010010' }, { pdp: 'validation.format' }],
      [{ ...valid, codice: 'VRDLRA82C55L219F' }, { codice: 'validation.format' }],
      [{ ...valid, 'codice-fornitura': 'X1' }, { 'codice-fornitura': 'validation.format' }],
      [{ ...valid, 'proposta-id': 'abc' }, { 'proposta-id': 'validation.uuid' }],
    ];
    for (const [params, fields] of cases) {
      const res = await t.client.post(`/forniture/populate?${query(params)}`);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toEqual({ code: 'validation', message: expect.any(String), fields });
    }
  });

  it('after signing: 409 sale.frozen; the customer calls answer 404.1', async () => {
    const sale = await verifiedSale(LAURA.codice);
    expect((await populate(sale, LAURA.codice, LAURA.pod, LAURA.luce)).statusCode).toBe(200);
    await walkTo(t.client, sale.uuid, 'firma');
    const signed = await t.client.post(`/vendite/${sale.uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, sale.uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const res = await populate(sale, LAURA.codice, LAURA.pod, LAURA.luce);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'sale.frozen',
      message: 'La proposta è già firmata e non può essere modificata.',
    });
    expect((await sendOtp(sale, LAURA.codice)).json().code).toBe('404.1');
    expect((await auth(sale, '123456')).json().code).toBe('404.1');
  });
});
