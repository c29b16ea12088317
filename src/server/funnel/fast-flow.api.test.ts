import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import {
  VALID_STEP_DATA,
  createSale,
  getStep,
  lastMailedCode,
  uploadMandatoryAttachments,
} from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// spec 4 fast flow: POST /clients/populate with the values read from a bill fills the proposal and
// turns the flow to datiAnagraficiEstratti, datiTecniciEstratti and invioBollettaPagamento.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sure = <T>(valore: T) => ({ valore, confidenza: 0.9 });
const BILL = {
  tipo: 'luce',
  stato: 'completata',
  campi: {
    tipoIntestatario: sure('PF'),
    nome: sure('Giulia'),
    cognome: sure('Bianchi'),
    codiceFiscale: sure('BNCGLI90A41F205H'),
    indirizzoFornitura: sure({
      toponimo: 'Via',
      via: 'Toledo',
      civico: '256',
      cap: '80134',
      comune: 'Napoli',
      provincia: 'NA',
    }),
    pod: sure('IT001E04871593'),
    potenzaImpegnataKw: sure(3),
    tensioneV: sure(230),
    consumoAnnuoKwh: sure(2700),
    fornitore: sure('Altra Energia'),
  },
};

async function next(uuid: string, data: Record<string, unknown>): Promise<Step> {
  const { taskId } = await getStep(t.client, uuid);
  const res = await t.client.post(`/vendite/${uuid}/next`, { taskId, ...data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Step>();
}

describe('POST /clients/populate', () => {
  it('fills the proposal and walks the fast flow to signing', async () => {
    const uuid = await createSale(t.client);
    const res = await t.client.post(`/clients/populate?vendita-uuid=${uuid}`, BILL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ignorati).toEqual([]);
    expect((await getStep(t.client, uuid)).variables.fastProcess).toBe('true');

    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    const { anagrafica } = sale.proposta.intestatario;
    expect(anagrafica).toMatchObject({ nome: 'Giulia', codiceFiscale: 'BNCGLI90A41F205H' });
    const estratti = await next(uuid, { giaCliente: false });
    expect(estratti.name).toBe('datiAnagraficiEstratti');
    const holder = VALID_STEP_DATA.datiAnagrafici as { intestatario: Record<string, unknown> };
    const tecnici = await next(uuid, {
      intestatario: holder.intestatario,
      indirizzo: {
        toponimo: 'Via',
        via: 'Toledo',
        civico: '256',
        cap: '80134',
        comune: 'Napoli',
        provincia: 'NA',
      },
    });
    expect(tecnici.name).toBe('datiTecniciEstratti');
    const data = structuredClone(VALID_STEP_DATA.datiTecnici) as { forniture: Record<string, unknown>[] };
    data.forniture[0]!.pod = 'IT001E04871593';
    expect((await next(uuid, data)).name).toBe('invioBollettaPagamento');
    const pay = await next(uuid, {
      ...VALID_STEP_DATA.modalitaInvioBolletta,
      ...VALID_STEP_DATA.metodoPagamento,
    });
    expect(pay.name).toBe('caricamentoAllegati');
    await uploadMandatoryAttachments(t.client, uuid);
    await next(uuid, {});
    await next(uuid, VALID_STEP_DATA.accettazioneCondizioni!);
    await next(uuid, {});
    const code = await lastMailedCode(t.store, uuid);
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code });
    expect(signed.json().name).toBe('congratulazioni');
    const done = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(done.proposta.forniture[0]).toMatchObject({
      pod: 'IT001E04871593',
      indirizzo: { comune: 'Napoli' },
    });
  });

  it('names the values it could not take', async () => {
    const uuid = await createSale(t.client);
    const res = await t.client.post(`/clients/populate?vendita-uuid=${uuid}`, {
      campi: { pod: sure('IT001X04871593'), codiceFiscale: sure('BNCGLI90A41F205X') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ignorati.sort()).toEqual(['codiceFiscale', 'pod']);
  });

  it('refuses bad bodies and queries, and an unknown sale', async () => {
    const uuid = await createSale(t.client);
    const bad = [
      [
        `/clients/populate?vendita-uuid=${uuid}`,
        { campi: { pod: { valore: 'IT001E04871593', confidenza: 2 } } },
      ],
      [`/clients/populate?vendita-uuid=${uuid}`, { campi: { segreto: sure('x') } }],
      [`/clients/populate?vendita-uuid=${uuid}`, {}],
      ['/clients/populate', BILL],
      ['/clients/populate?vendita-uuid=abc', BILL],
    ] as const;
    for (const [url, body] of bad) expect((await t.client.post(url, body)).statusCode, url).toBe(400);
    const unknown = await t.client.post(`/clients/populate?vendita-uuid=${crypto.randomUUID()}`, BILL);
    expect(unknown.json().code).toBe('404.3');
  });
});
