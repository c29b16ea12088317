import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import {
  VALID_STEP_DATA,
  createNewCustomerSale,
  getStep,
  lastMailedCode,
  uploadMandatoryAttachments,
} from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// ATTIVAZIONE on gas (offer 102) and dual (103): the technical data of each supply, then the REMI code
// of the bill checked against the supply's comune (domain.md verificaRemi), then the tail to signing.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TORINO = {
  indirizzo: { toponimo: 'Via', via: 'Roma', civico: '10', cap: '10123', comune: 'Torino', provincia: 'TO' },
};
const GAS = {
  commodity: 'GAS',
  pdr: '00880012345678',
  usoGas: 'DOMESTICO',
  categoriaUsoGas: 'C3',
  profiloSettimanale: 'F1',
  residente: true,
};
const LUCE = (VALID_STEP_DATA.datiTecnici!.forniture as unknown[])[0];

async function next(uuid: string, data: Record<string, unknown>) {
  const step = await getStep(t.client, uuid);
  return t.client.post(`/vendite/${uuid}/next`, { taskId: step.taskId, ...data });
}

async function toRemi(offerta: number, forniture: unknown[]): Promise<string> {
  const uuid = await createNewCustomerSale(t.client, offerta);
  expect((await next(uuid, VALID_STEP_DATA.datiAnagrafici!)).statusCode).toBe(200);
  expect((await next(uuid, TORINO)).statusCode).toBe(200);
  const res = await next(uuid, { forniture });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<Step>().name).toBe('verificaRemi');
  return uuid;
}

describe('verificaRemi', () => {
  it('refuses an unknown REMI and one that does not serve the comune, accepts the right one', async () => {
    const uuid = await toRemi(102, [GAS]);
    const unknown = await next(uuid, { codiceRemi: '34000000' });
    expect(unknown.json()).toMatchObject({
      code: 'validation',
      fields: { codiceRemi: 'validation.remi_unknown' },
    });
    // the Napoli city gate does not serve Torino
    const other = await next(uuid, { codiceRemi: '34601200' });
    expect(other.json()).toMatchObject({ fields: { codiceRemi: 'validation.remi_comune' } });
    const malformed = await next(uuid, { codiceRemi: '3445' });
    expect(malformed.statusCode).toBe(400);
    const ok = await next(uuid, { codiceRemi: '3445 6900' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Step>()).toMatchObject({
      name: 'modalitaInvioBolletta',
      progress: { index: 6, total: 12 },
    });
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.forniture[0]).toMatchObject({
      commodity: 'GAS',
      pdr: '00880012345678',
      codiceRemi: '34456900',
    });
  });

  it('a dual offer carries both supplies to signing', async () => {
    const uuid = await toRemi(103, [LUCE, GAS]);
    expect((await next(uuid, { codiceRemi: '34456900' })).statusCode).toBe(200);
    for (const step of [
      'modalitaInvioBolletta',
      'metodoPagamento',
      'caricamentoAllegati',
      'accettazioneCondizioni',
      'riepilogo',
    ]) {
      if (step === 'caricamentoAllegati') await uploadMandatoryAttachments(t.client, uuid);
      const res = await next(uuid, VALID_STEP_DATA[step]!);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.json<Step>().name).toBe('congratulazioni');
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.forniture.map((f: { commodity: string }) => f.commodity)).toEqual(['LUCE', 'GAS']);
    expect(sale.proposta.forniture[1]).toMatchObject({
      indirizzo: { comune: 'Torino' },
      codiceRemi: '34456900',
    });
  });

  it('an electricity offer never asks for it', async () => {
    const uuid = await createNewCustomerSale(t.client, 101);
    for (const step of ['datiAnagrafici', 'indirizzoFornitura']) await next(uuid, VALID_STEP_DATA[step]!);
    const res = await next(uuid, VALID_STEP_DATA.datiTecnici!);
    expect(res.json<Step>()).toMatchObject({ name: 'modalitaInvioBolletta', progress: { total: 11 } });
  });
});
