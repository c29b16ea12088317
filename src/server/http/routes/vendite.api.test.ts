import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../../shared/schemas/api';
import { vendite } from '../../store/schema';
import {
  goBack,
  VALID_STEP_DATA,
  createNewCustomerSale,
  createSale,
  getStep,
  uploadMandatoryAttachments,
  lastMailedCode,
  newVisitorIp,
  walkTo,
} from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// spec 7 and api-contract.md: the sale, its steps, drafts, sale-level fields and the move of a sale
// from an expired offer to its linked one.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_SALE = '00000000-0000-4000-8000-000000000106';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function createBody(body: unknown, opts: { host?: string; ip?: string } = {}) {
  return t.client.post('/vendite', body, {
    ...(opts.host ? { host: opts.host } : {}),
    headers: { 'x-forwarded-for': opts.ip ?? newVisitorIp() },
  });
}

type Snapshot = { step: Step; sale: Record<string, unknown> };
async function snapshot(uuid: string): Promise<Snapshot> {
  const sale = await t.client.get(`/vendite/${uuid}/v2`);
  expect(sale.statusCode).toBe(200);
  return { step: await getStep(t.client, uuid), sale: sale.json() };
}

/** Posts step data, expects a 400 with exactly `fields`, and that nothing changed. */
async function expectInvalid(uuid: string, data: Record<string, unknown>, fields: Record<string, unknown>) {
  const before = await snapshot(uuid);
  const res = await t.client.post(`/vendite/${uuid}/next`, { taskId: before.step.taskId, ...data });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ code: 'validation', message: expect.any(String), fields });
  expect(await snapshot(uuid)).toEqual(before);
}

async function next(uuid: string, data: Record<string, unknown>): Promise<Step> {
  const { taskId } = await getStep(t.client, uuid);
  const res = await t.client.post(`/vendite/${uuid}/next`, { taskId, ...data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Step>();
}

const ANAGRAFICA = VALID_STEP_DATA.datiAnagrafici!.intestatario as Record<string, unknown>;
const PF = ANAGRAFICA.anagrafica as Record<string, unknown>;
const PG = {
  tipo: 'PG',
  ragioneSociale: 'Bianchi Impianti Srl',
  partitaIva: '01234567897',
  codiceFiscale: '01234567897',
  legaleRappresentante: { nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
};
const LUCE = (VALID_STEP_DATA.datiTecnici!.forniture as Record<string, unknown>[])[0]!;
const INDIRIZZO = VALID_STEP_DATA.indirizzoFornitura!.indirizzo as Record<string, unknown>;

const intestatario = (patch: Record<string, unknown>) => ({ intestatario: { ...ANAGRAFICA, ...patch } });
const anagrafica = (patch: Record<string, unknown>) => intestatario({ anagrafica: { ...PF, ...patch } });
const luce = (patch: Record<string, unknown>) => ({ forniture: [{ ...LUCE, ...patch }] });
const indirizzo = (patch: Record<string, unknown>) => ({ indirizzo: { ...INDIRIZZO, ...patch } });

describe('POST /vendite', () => {
  it('creates a sale: 201 { venditaUuid, marchioId }', async () => {
    const res = await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ venditaUuid: expect.stringMatching(UUID_RE), marchioId: 1 });
    const sale = (await t.client.get(`/vendite/${res.json().venditaUuid}/v2`)).json();
    expect(sale).toMatchObject({
      offertaId: 101,
      operazioneCommerciale: 'ATTIVAZIONE',
      stato: 'IN_CORSO',
      canale: 'Canale Web',
      campagnaId: null,
      proposta: { id: expect.stringMatching(UUID_RE), forniture: [{ commodity: 'LUCE' }], consensi: {} },
    });
  });

  it('uuids are random, never sequential', async () => {
    const a = (await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' })).json().venditaUuid;
    const b = (await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' })).json().venditaUuid;
    expect(a).not.toBe(b);
    expect(a.slice(0, 8)).not.toBe(b.slice(0, 8));
  });

  it('accepts the operation in lower case, upper-cased', async () => {
    const res = await createBody({ offerta: 101, operazioneCommerciale: ' attivazione ' });
    expect(res.statusCode).toBe(201);
    const sale = (await t.client.get(`/vendite/${res.json().venditaUuid}/v2`)).json();
    expect(sale.operazioneCommerciale).toBe('ATTIVAZIONE');
  });

  it('an unknown operation answers 400 fields.operazioneCommerciale', async () => {
    for (const op of ['ATTIVARE', '', 42, null]) {
      const res = await createBody({ offerta: 101, operazioneCommerciale: op });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('operazioneCommerciale');
    }
    const missing = await createBody({ offerta: 101 });
    expect(missing.json().fields).toEqual({ operazioneCommerciale: expect.any(String) });
  });

  it('each of the four operations starts on its own first step', async () => {
    const first = {
      ATTIVAZIONE: 'ricercaCliente',
      SUBENTRO: 'datiFornitura',
      VOLTURA: 'datiFornitura',
      CAMBIO_PRODOTTO: 'ricercaCliente',
    };
    for (const [operazione, step] of Object.entries(first)) {
      const uuid = await createSale(t.client, 101, {}, operazione);
      expect((await getStep(t.client, uuid)).name, operazione).toBe(step);
    }
  });

  it('an expired offer answers 409 offer.expired with the text of spec 8', async () => {
    const res = await createBody({ offerta: 106, operazioneCommerciale: 'ATTIVAZIONE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'offer.expired', message: 'Offerta scaduta, impossibile proseguire' });
  });

  it('an unknown offer answers 404 not_found', async () => {
    const res = await createBody({ offerta: 999, operazioneCommerciale: 'ATTIVAZIONE' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it("a campaign of the offer's brand is recorded; another brand's answers 400 fields.campagna", async () => {
    const ok = await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE', campagna: 1002 });
    expect(ok.statusCode).toBe(201);
    const sale = (await t.client.get(`/vendite/${ok.json().venditaUuid}/v2`)).json();
    expect(sale.campagnaId).toBe(1002);

    for (const campagna of [2001, 9999]) {
      const res = await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE', campagna });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ campagna: expect.stringMatching(/^validation\./) });
    }
  });

  it("the sale keeps its offer's brand (offer 201 from host lumen is brand 2)", async () => {
    const res = await createBody(
      { offerta: 201, operazioneCommerciale: 'ATTIVAZIONE' },
      { host: 'lumen.localhost:3000' },
    );
    expect(res.json()).toMatchObject({ marchioId: 2 });
    const step = await getStep(t.client, res.json().venditaUuid);
    expect(step.variables.marchio).toBe(2);
  });

  it('unknown fields and a missing offer answer 400', async () => {
    const extra = await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE', prezzo: 0 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ prezzo: 'validation.unknown_field' });
    const none = await createBody({ operazioneCommerciale: 'ATTIVAZIONE' });
    expect(none.json().fields).toEqual({ offerta: expect.any(String) });
  });

  it('a client creating too many sales gets 429 rate_limited', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }, { ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const last = await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }, { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'rate_limited' });
    // another client is not affected
    expect((await createBody({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' })).statusCode).toBe(201);
  });
});

describe('GET /vendite/{uuid}/step and DELETE', () => {
  it('the first step of ATTIVAZIONE', async () => {
    const uuid = await createSale(t.client);
    const step = await getStep(t.client, uuid);
    expect(step).toEqual({
      name: 'ricercaCliente',
      taskId: expect.stringMatching(UUID_RE),
      files: [],
      variables: { marchio: 1, widgetEnabled: 'false', fastProcess: 'false', creditCheckResult: 'false' },
      progress: { index: 1, total: 11 },
    });
  });

  it('an unknown uuid answers 404.3, a malformed one 400 fields.uuid', async () => {
    const unknown = await t.client.get(`/vendite/${crypto.randomUUID()}/step`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: '404.3', message: 'Il link non è più utilizzabile.' });

    for (const bad of ['not-a-uuid', '1', `${crypto.randomUUID()}0`]) {
      const res = await t.client.get(`/vendite/${bad}/step`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { uuid: 'validation.uuid' } });
    }
  });

  it('DELETE cancels: 204, then 404.2 "Vendita cancellata" everywhere', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const { taskId } = await getStep(t.client, uuid);
    const del = await t.client.delete(`/vendite/${uuid}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');

    const step = await t.client.get(`/vendite/${uuid}/step`);
    expect(step.statusCode).toBe(404);
    expect(step.json()).toEqual({ code: '404.2', message: 'Vendita cancellata' });
    const again = await t.client.delete(`/vendite/${uuid}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('404.2');
    for (const res of [
      await t.client.get(`/vendite/${uuid}/v2`),
      await t.client.post(`/vendite/${uuid}/next`, { taskId, ...VALID_STEP_DATA.datiAnagrafici }),
      await t.client.post(`/vendite/${uuid}/prev`, { taskId }),
      await t.client.patch(`/vendite/${uuid}/v2`, { proposta: { intestatario: { titolo: 'PROPRIETARIO' } } }),
      await t.client.patch(`/vendite/${uuid}`, { lingua: 'en' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('404.2');
    }
  });

  it('DELETE of an unknown sale answers 404.3', async () => {
    const res = await t.client.delete(`/vendite/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.3');
  });
});

describe('POST /vendite/{uuid}/next: invalid data is refused and changes nothing', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = await createNewCustomerSale(t.client);
  });

  it('datiAnagrafici', async () => {
    await expectInvalid(uuid, anagrafica({ codiceFiscale: 'RSSMRA85T10A562T' }), {
      'intestatario.anagrafica.codiceFiscale': 'validation.codice_fiscale',
    });
    // spec 5: DOMESTICO excludes the legal representative
    await expectInvalid(uuid, intestatario({ titolo: 'LEGALE RAPPRESENTANTE' }), {
      'intestatario.titolo': 'validation.choice',
    });
    // a household contract is signed by a person
    await expectInvalid(uuid, intestatario({ anagrafica: PG }), {
      'intestatario.anagrafica.tipo': 'validation.not_allowed',
    });
    await expectInvalid(uuid, anagrafica({ nome: '  ' }), {
      'intestatario.anagrafica.nome': 'validation.required',
    });
    await expectInvalid(uuid, anagrafica({ cognome: 'x'.repeat(81) }), {
      'intestatario.anagrafica.cognome': 'validation.too_long',
    });
    await expectInvalid(uuid, intestatario({ contatti: { email: 'giulia@', telefono: '333 123 4567' } }), {
      'intestatario.contatti.email': 'validation.email',
    });
    await expectInvalid(uuid, intestatario({ contatti: { email: 'g@example.com', telefono: '12' } }), {
      'intestatario.contatti.telefono': 'validation.phone',
    });
    await expectInvalid(uuid, intestatario({ titolo: undefined }), {
      'intestatario.titolo': 'validation.required',
    });
    await expectInvalid(uuid, {}, { intestatario: 'validation.required' });
    await expectInvalid(
      uuid,
      { ...VALID_STEP_DATA.datiAnagrafici, sconto: 10 },
      { sconto: 'validation.unknown_field' },
    );
    await expectInvalid(uuid, anagrafica({ eta: 36 }), {
      'intestatario.anagrafica.eta': 'validation.unknown_field',
    });
    await next(uuid, VALID_STEP_DATA.datiAnagrafici!);
  });

  it('indirizzoFornitura', async () => {
    await expectInvalid(uuid, indirizzo({ cap: '2012' }), { 'indirizzo.cap': 'validation.cap' });
    await expectInvalid(uuid, indirizzo({ cap: 'ABCDE' }), { 'indirizzo.cap': 'validation.cap' });
    await expectInvalid(uuid, indirizzo({ provincia: 'Milano' }), {
      'indirizzo.provincia': 'validation.province',
    });
    await expectInvalid(uuid, indirizzo({ civico: '' }), { 'indirizzo.civico': 'validation.required' });
    await next(uuid, VALID_STEP_DATA.indirizzoFornitura!);
  });

  it('datiTecnici', async () => {
    for (const kw of [2.3, 25, 0, -3, '3']) {
      await expectInvalid(uuid, luce({ potenzaImpegnataKw: kw }), {
        'forniture.0.potenzaImpegnataKw': 'validation.power',
      });
    }
    await expectInvalid(uuid, luce({ pod: 'IT001E1234567' }), { 'forniture.0.pod': 'validation.pod' });
    await expectInvalid(uuid, luce({ pod: 'FR001E12345678' }), { 'forniture.0.pod': 'validation.pod' });
    // spec 5: a household electricity supply is DOMESTICO or ALTRI_USI_BT
    await expectInvalid(uuid, luce({ usoLuce: 'ALTRI_USI_MT' }), {
      'forniture.0.usoLuce': 'validation.choice',
    });
    await expectInvalid(uuid, luce({ tensione: '400V' }), { 'forniture.0.tensione': 'validation.choice' });
    await expectInvalid(uuid, luce({ residente: undefined }), {
      'forniture.0.residente': 'validation.required',
    });
    await expectInvalid(uuid, { forniture: [] }, { forniture: 'validation.too_small' });
    await expectInvalid(uuid, { forniture: [LUCE, LUCE] }, { forniture: expect.any(String) });
    await next(uuid, VALID_STEP_DATA.datiTecnici!);
  });

  it('modalitaInvioBolletta', async () => {
    await expectInvalid(
      uuid,
      { invioBolletta: { modalita: 'EMAIL' } },
      { 'invioBolletta.email': 'validation.required' },
    );
    await expectInvalid(
      uuid,
      { invioBolletta: { modalita: 'EMAIL', email: 'non-una-mail' } },
      { 'invioBolletta.email': 'validation.email' },
    );
    await expectInvalid(
      uuid,
      { invioBolletta: { modalita: 'CARTACEO', email: 'g@example.com' } },
      {
        'invioBolletta.email': 'validation.unknown_field',
      },
    );
    await next(uuid, VALID_STEP_DATA.modalitaInvioBolletta!);
  });

  it('metodoPagamento', async () => {
    // mod 97 fine, but Brazil is not a SEPA country
    await expectInvalid(
      uuid,
      { pagamento: { metodo: 'SDD', iban: 'BR1800360305000010009795493C1' } },
      {
        'pagamento.iban': 'validation.iban',
      },
    );
    await expectInvalid(
      uuid,
      { pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123457' } },
      {
        'pagamento.iban': 'validation.iban',
      },
    );
    await expectInvalid(uuid, { pagamento: { metodo: 'SDD' } }, { 'pagamento.iban': 'validation.required' });
    await next(uuid, VALID_STEP_DATA.metodoPagamento!);
  });

  it('caricamentoAllegati: Next names each mandatory attachment type still missing', async () => {
    await expectInvalid(uuid, {}, { 'allegati.DOCUMENTO_IDENTITA': expect.stringMatching(/^validation\./) });
    await uploadMandatoryAttachments(t.client, uuid);
    await next(uuid, {});
  });

  it('accettazioneCondizioni', async () => {
    await expectInvalid(
      uuid,
      { condizioni: { PRIVACY: false, CONDIZIONI_GENERALI: true } },
      {
        'condizioni.PRIVACY': 'validation.consent_required',
      },
    );
    await expectInvalid(
      uuid,
      { condizioni: { PRIVACY: true } },
      {
        'condizioni.CONDIZIONI_GENERALI': 'validation.consent_required',
      },
    );
    await expectInvalid(
      uuid,
      { condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true, SCONTO: true } },
      {
        'condizioni.SCONTO': 'validation.unknown_field',
      },
    );
    await expectInvalid(
      uuid,
      { condizioni: { PRIVACY: 'si', CONDIZIONI_GENERALI: true } },
      {
        'condizioni.PRIVACY': expect.any(String),
      },
    );
    const step = await next(uuid, VALID_STEP_DATA.accettazioneCondizioni!);
    expect(step.name).toBe('riepilogo');
  });

  it('riepilogo takes no data', async () => {
    await expectInvalid(uuid, { conferma: true }, { conferma: 'validation.unknown_field' });
  });
});

describe('POST /vendite/{uuid}/next: what an ALTRI_USI offer allows', () => {
  it('offer 104 takes a company, a legal representative and ALTRI_USI_MT', async () => {
    const uuid = await createNewCustomerSale(t.client, 104);
    await next(uuid, { intestatario: { ...ANAGRAFICA, anagrafica: PG, titolo: 'LEGALE RAPPRESENTANTE' } });
    await next(uuid, VALID_STEP_DATA.indirizzoFornitura!);
    const step = await next(uuid, {
      forniture: [
        {
          commodity: 'LUCE',
          pod: 'IT001E12345678',
          potenzaImpegnataKw: 15,
          tensione: 'TRIFASE',
          usoLuce: 'ALTRI_USI_MT',
        },
      ],
    });
    expect(step.name).toBe('modalitaInvioBolletta');
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta).toMatchObject({
      intestatario: {
        anagrafica: { tipo: 'PG', partitaIva: '01234567897' },
        titolo: 'LEGALE RAPPRESENTANTE',
      },
      forniture: [{ usoLuce: 'ALTRI_USI_MT', potenzaImpegnataKw: 15 }],
    });
  });

  it('offer 104 still refuses a tenant (spec 5: ALTRI_USI excludes AFFITTUARIO)', async () => {
    const uuid = await createNewCustomerSale(t.client, 104);
    await expectInvalid(uuid, intestatario({ titolo: 'AFFITTUARIO' }), {
      'intestatario.titolo': 'validation.choice',
    });
  });
});

describe('POST /vendite/{uuid}/next: the taskId', () => {
  it('a stale taskId answers 409 task.stale and changes nothing', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const before = await snapshot(uuid);
    const res = await t.client.post(`/vendite/${uuid}/next`, {
      taskId: crypto.randomUUID(),
      ...VALID_STEP_DATA.datiAnagrafici,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'task.stale' });
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('a malformed taskId answers 400 fields.taskId', async () => {
    const uuid = await createNewCustomerSale(t.client);
    for (const taskId of ['abc', 7, null]) {
      const res = await t.client.post(`/vendite/${uuid}/next`, { taskId, ...VALID_STEP_DATA.datiAnagrafici });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ taskId: expect.stringMatching(/^validation\./) });
    }
  });

  it('the same submit twice: the second answers 409 and the sale moved once', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const { taskId } = await getStep(t.client, uuid);
    const body = { taskId, ...VALID_STEP_DATA.datiAnagrafici };
    const first = await t.client.post(`/vendite/${uuid}/next`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'indirizzoFornitura', progress: { index: 3 } });
    expect(first.json().taskId).not.toBe(taskId);
    const second = await t.client.post(`/vendite/${uuid}/next`, body);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('task.stale');
    expect(await getStep(t.client, uuid)).toEqual(first.json());
  });

  it('next on an unknown sale answers 404.3', async () => {
    const res = await t.client.post(`/vendite/${crypto.randomUUID()}/next`, { taskId: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.3');
  });
});

describe('POST /vendite/{uuid}/prev', () => {
  it('goes back to the previous step with a fresh taskId, keeping the data', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const at = await walkTo(t.client, uuid, 'datiTecnici');
    const res = await goBack(t.client, uuid);
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json<Step>();
    expect(back).toMatchObject({ name: 'indirizzoFornitura', progress: { index: 3, total: 11 } });
    expect(back.taskId).not.toBe(at.taskId);
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.intestatario.anagrafica.codiceFiscale).toBe('BNCGLI90A41F205H');
    expect(sale.proposta.forniture[0].indirizzo).toMatchObject({ via: 'Roma', cap: '20121' });
    // the old taskId no longer moves the sale
    const stale = await t.client.post(`/vendite/${uuid}/next`, {
      taskId: at.taskId,
      ...VALID_STEP_DATA.datiTecnici,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('?step= from riepilogo jumps back; Next walks forward again through the steps between', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'riepilogo');
    const before = (await t.client.get(`/vendite/${uuid}/v2`)).json();

    const res = await goBack(t.client, uuid, `?step=datiAnagrafici`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'datiAnagrafici', progress: { index: 2 } });
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json()).toEqual(before);

    // Giuliana's own code: the code follows the name (issue 16.2)
    const edited = anagrafica({ nome: 'Giuliana', codiceFiscale: 'BNCGLN90A41F205M' });
    const visited: string[] = [(await next(uuid, edited)).name];
    while (visited.at(-1) !== 'riepilogo') {
      const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
      // the data of the steps between is still there to be shown again
      expect(sale.proposta).toMatchObject({
        forniture: [{ indirizzo: { via: 'Roma' }, pod: 'IT001E12345678' }],
        pagamento: { iban: 'IT60X0542811101000000123456' },
        consensi: { PRIVACY: { accettata: true } },
      });
      visited.push((await next(uuid, VALID_STEP_DATA[visited.at(-1)!]!)).name);
    }
    expect(visited).toEqual([
      'indirizzoFornitura',
      'datiTecnici',
      'modalitaInvioBolletta',
      'metodoPagamento',
      'caricamentoAllegati',
      'accettazioneCondizioni',
      'riepilogo',
    ]);
    const after = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(after.proposta.intestatario.anagrafica.nome).toBe('Giuliana');
  });

  it('?step= of a step not visited, or not a step, answers 400 and changes nothing', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'datiTecnici');
    const before = await snapshot(uuid);
    for (const step of ['metodoPagamento', 'datiTecnici', 'firma', 'nonEsiste']) {
      const res = await goBack(t.client, uuid, `?step=${step}`);
      expect(res.statusCode, step).toBe(400);
      expect(res.json().fields).toEqual({ step: expect.stringMatching(/^validation\./) });
    }
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('prev on the first step answers 400', async () => {
    const uuid = await createSale(t.client);
    const before = await snapshot(uuid);
    const res = await goBack(t.client, uuid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { step: expect.any(String) } });
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('prev with no taskId answers 409 task.stale and changes nothing (issue 17.5)', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'metodoPagamento');
    const before = await snapshot(uuid);
    for (const body of [undefined, {}, null]) {
      for (const query of ['', '?step=datiAnagrafici']) {
        const res = await t.client.post(`/vendite/${uuid}/prev${query}`, body);
        expect(res.statusCode, `${JSON.stringify(body)} ${query}`).toBe(409);
        expect(res.json().code).toBe('task.stale');
      }
    }
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('next with no taskId answers 409 task.stale and changes nothing (api-contract.md)', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'metodoPagamento');
    const before = await snapshot(uuid);
    for (const body of [{}, { iban: 'IT60X0542811101000000123456' }]) {
      const res = await t.client.post(`/vendite/${uuid}/next`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().code).toBe('task.stale');
    }
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('20 concurrent Backs with one taskId move the sale exactly one step (issue 17.5)', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const at = await walkTo(t.client, uuid, 'metodoPagamento');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.client.post(`/vendite/${uuid}/prev`, { taskId: at.taskId })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(ok[0]!.json().name).toBe('modalitaInvioBolletta');
    expect(await getStep(t.client, uuid)).toEqual(ok[0]!.json());
  });

  it('prev with a stale taskId answers 409; with the current one it goes back', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const at = await walkTo(t.client, uuid, 'indirizzoFornitura');
    const stale = await t.client.post(`/vendite/${uuid}/prev`, { taskId: crypto.randomUUID() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('task.stale');
    expect(await getStep(t.client, uuid)).toEqual(at);
    const ok = await t.client.post(`/vendite/${uuid}/prev`, { taskId: at.taskId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe('datiAnagrafici');
  });
});

describe('GET and PATCH /vendite/{uuid}/v2', () => {
  it('PATCH saves a draft of the current step without moving the step', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const step = await getStep(t.client, uuid);
    const res = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { intestatario: { anagrafica: { tipo: 'PF', nome: 'Giu' }, contatti: { email: 'giu@' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposta.intestatario).toEqual({
      anagrafica: { tipo: 'PF', nome: 'Giu' },
      contatti: { email: 'giu@' },
    });
    const again = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { intestatario: { anagrafica: { cognome: 'Bianchi' } } },
    });
    expect(again.statusCode).toBe(200);
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.intestatario).toEqual({
      anagrafica: { tipo: 'PF', nome: 'Giu', cognome: 'Bianchi' },
      contatti: { email: 'giu@' },
    });
    expect(await getStep(t.client, uuid)).toEqual(step);

    // only the current step's part: the payment is not asked yet
    const early = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { pagamento: { metodo: 'BOLLETTINO' } },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ 'proposta.pagamento': 'validation.not_allowed' });
  });

  it('the draft on datiTecnici fills the supply, never its commodity', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'datiTecnici');
    const res = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { forniture: [{ pod: 'IT001E9' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposta.forniture).toEqual([
      expect.objectContaining({
        commodity: 'LUCE',
        pod: 'IT001E9',
        indirizzo: expect.objectContaining({ via: 'Roma' }),
      }),
    ]);
    const two = await t.client.patch(`/vendite/${uuid}/v2`, { proposta: { forniture: [{}, { pod: 'x' }] } });
    expect(two.statusCode).toBe(400);
  });

  it("PATCH cannot set what is not the customer's: 400 and nothing changes", async () => {
    const uuid = await createNewCustomerSale(t.client);
    const before = await snapshot(uuid);
    for (const [body, field] of [
      [{ proposta: { id: crypto.randomUUID() } }, 'proposta.id'],
      [
        { proposta: { consensi: { PRIVACY: { accettata: true, versione: '2026.1', il: 'x' } } } },
        'proposta.consensi',
      ],
      [{ proposta: { firma: { firmataIl: 'x' } } }, 'proposta.firma'],
      [{ proposta: {}, stato: 'CONCLUSA' }, 'stato'],
      [{ proposta: {}, stepName: 'firma' }, 'stepName'],
      [{ proposta: {}, operazioneCommerciale: 'VOLTURA' }, 'operazioneCommerciale'],
    ] as const) {
      const res = await t.client.patch(`/vendite/${uuid}/v2`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual({ [field]: 'validation.unknown_field' });
    }
    expect(await snapshot(uuid)).toEqual(before);
  });

  it('PATCH never changes the commodity of a supply', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'datiTecnici');
    const res = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { forniture: [{ commodity: 'GAS', operazioneCommerciale: 'VOLTURA' }] },
    });
    expect(res.statusCode).toBeLessThan(500);
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.forniture).toEqual([
      expect.objectContaining({ commodity: 'LUCE', operazioneCommerciale: 'ATTIVAZIONE' }),
    ]);
  });

  it('PATCH cannot change the data of a step already confirmed', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'riepilogo');
    const before = await snapshot(uuid);
    for (const [proposta, field] of [
      [{ pagamento: { iban: 'NON-UN-IBAN' } }, 'proposta.pagamento'],
      [{ intestatario: { anagrafica: { codiceFiscale: 'XXXXXXXXXXXXXXXX' } } }, 'proposta.intestatario'],
      [{ forniture: [{ potenzaImpegnataKw: 99 }] }, 'proposta.forniture.0.potenzaImpegnataKw'],
      [{ forniture: [{ indirizzo: { cap: '0' } }] }, 'proposta.forniture.0.indirizzo'],
      [{ invioBolletta: { modalita: 'EMAIL', email: 'altro@' } }, 'proposta.invioBolletta'],
    ] as const) {
      const res = await t.client.patch(`/vendite/${uuid}/v2`, { proposta });
      expect(res.statusCode, JSON.stringify(proposta)).toBe(400);
      expect(res.json().fields).toEqual({ [field]: 'validation.not_allowed' });
    }
    expect(await snapshot(uuid)).toEqual(before);
    // the way to change them is back to the step, where Next validates them again
    await goBack(t.client, uuid, `?step=metodoPagamento`);
    const draft = await t.client.patch(`/vendite/${uuid}/v2`, { proposta: { pagamento: { iban: 'IT60' } } });
    expect(draft.statusCode).toBe(200);
    await expectInvalid(
      uuid,
      { pagamento: { metodo: 'SDD', iban: 'IT60' } },
      { 'pagamento.iban': 'validation.iban' },
    );
  });

  it('PATCH after signing answers 409 sale.frozen', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.statusCode).toBe(200);
    const res = await t.client.patch(`/vendite/${uuid}/v2`, {
      proposta: { intestatario: { titolo: 'AFFITTUARIO' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sale.frozen' });
    const sale = await t.client.patch(`/vendite/${uuid}`, { lingua: 'en' });
    expect(sale.statusCode).toBe(409);
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json()).toMatchObject({
      stato: 'CONCLUSA',
      proposta: { intestatario: { titolo: 'PROPRIETARIO' } },
    });
  });

  it('a malformed uuid answers 400, an unknown one 404.3', async () => {
    expect((await t.client.get('/vendite/xyz/v2')).statusCode).toBe(400);
    const res = await t.client.get(`/vendite/${crypto.randomUUID()}/v2`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.3');
  });
});

describe('PATCH /vendite/{uuid}', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = await createNewCustomerSale(t.client);
  });

  it('records the contact for the resume link', async () => {
    const res = await t.client.patch(`/vendite/${uuid}`, {
      contatto: { nome: ' Giulia ', cognome: 'Bianchi', email: 'Giulia.Bianchi@Example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(row?.contatto).toMatchObject({ nome: 'Giulia', cognome: 'Bianchi' });
    expect(row?.contatto?.email.toLowerCase()).toBe('giulia.bianchi@example.com');
  });

  it('changes the language and the campaign, and clears the campaign with null', async () => {
    const res = await t.client.patch(`/vendite/${uuid}`, { lingua: 'en', campagna: 1001 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lingua: 'en', campagnaId: 1001 });
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json()).toMatchObject({
      lingua: 'en',
      campagnaId: 1001,
    });
    const cleared = await t.client.patch(`/vendite/${uuid}`, { campagna: null });
    expect(cleared.json()).toMatchObject({ lingua: 'en', campagnaId: null });
  });

  it('refuses bad values with 400 and changes nothing', async () => {
    const before = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    for (const [body, field] of [
      [{ contatto: { nome: 'Giulia', cognome: 'Bianchi', email: 'giulia@' } }, 'contatto.email'],
      [{ contatto: { nome: '', cognome: 'Bianchi', email: 'g@example.com' } }, 'contatto.nome'],
      [{ lingua: 'de' }, 'lingua'],
      [{ campagna: 2001 }, 'campagna'],
      [{ campagna: 9999 }, 'campagna'],
      [{ campagna: 'uno' }, 'campagna'],
      [{ stato: 'CANCELLATA' }, 'stato'],
      [{ operazioneCommerciale: 'VOLTURA' }, 'operazioneCommerciale'],
    ] as const) {
      const res = await t.client.patch(`/vendite/${uuid}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json()).toEqual(before);
  });
});

describe('POST /vendite/{uuid}/offerte/{offertaId}', () => {
  it('refuses an offer that is not the linked one (400) and an unknown offer (404)', async () => {
    const before = await snapshot(DEMO_SALE);
    const other = await t.client.post(`/vendite/${DEMO_SALE}/offerte/102`);
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ offertaId: expect.stringMatching(/^validation\./) });
    const brand2 = await t.client.post(`/vendite/${DEMO_SALE}/offerte/201`);
    expect(brand2.statusCode).toBe(400);
    const unknown = await t.client.post(`/vendite/${DEMO_SALE}/offerte/999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await t.client.post(`/vendite/${DEMO_SALE}/offerte/abc`)).statusCode).toBe(400);
    expect(await snapshot(DEMO_SALE)).toEqual(before);
  });

  it('a sale on an offer with no link cannot move', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const res = await t.client.post(`/vendite/${uuid}/offerte/106`);
    expect(res.statusCode).toBe(400);
  });

  it('moves the demo sale from expired 106 to 101: 201 with Location, same step and data', async () => {
    const old = await snapshot(DEMO_SALE);
    expect(old.sale).toMatchObject({ offertaId: 106, stato: 'IN_CORSO' });
    expect(old.step.name).toBe('indirizzoFornitura');

    const res = await t.client.post(`/vendite/${DEMO_SALE}/offerte/101`);
    expect(res.statusCode, res.body).toBe(201);
    const location = res.headers.location as string;
    const newUuid = location.match(/^\/api\/v1\/vendite\/([0-9a-f-]{36})$/)?.[1];
    expect(newUuid).toMatch(UUID_RE);
    expect(newUuid).not.toBe(DEMO_SALE);

    const moved = await snapshot(newUuid!);
    expect(moved.sale).toMatchObject({
      uuid: newUuid,
      offertaId: 101,
      marchioId: 1,
      stato: 'IN_CORSO',
      operazioneCommerciale: 'ATTIVAZIONE',
      proposta: { intestatario: (old.sale.proposta as Record<string, unknown>).intestatario },
    });
    expect((moved.sale.proposta as { id: string }).id).not.toBe((old.sale.proposta as { id: string }).id);
    expect(moved.step.name).toBe('indirizzoFornitura');
    expect(moved.step.taskId).not.toBe(old.step.taskId);

    const gone = await t.client.get(`/vendite/${DEMO_SALE}/step`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('404.3');
    const twice = await t.client.post(`/vendite/${DEMO_SALE}/offerte/101`);
    expect(twice.statusCode).toBe(404);

    // the new sale goes on from where the old one stood
    const step = await next(newUuid!, VALID_STEP_DATA.indirizzoFornitura!);
    expect(step.name).toBe('datiTecnici');
  });
});

// Last: it moves the clock a month forward for the whole file.
describe('sale expiry', () => {
  it('a sale is usable for 30 days, then answers 404.3 "Vendita scaduta"', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const { taskId } = await getStep(t.client, uuid);
    t.clock.advance(29 * 86_400_000);
    expect((await t.client.get(`/vendite/${uuid}/step`)).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    for (const res of [
      await t.client.get(`/vendite/${uuid}/step`),
      await t.client.get(`/vendite/${uuid}/v2`),
      await t.client.post(`/vendite/${uuid}/next`, { taskId, ...VALID_STEP_DATA.datiAnagrafici }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '404.3', message: 'Vendita scaduta' });
    }
    const en = await t.client.get(`/vendite/${uuid}/step`, { lang: 'en' });
    expect(en.json()).toEqual({ code: '404.3', message: 'Sale expired' });
  });
});
