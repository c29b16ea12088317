import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { goBack, VALID_STEP_DATA, createSale, getStep, lastMailedCode, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// SUBENTRO, VOLTURA and CAMBIO_PRODOTTO through the API alone, with the registry's and the existing
// customers' demo data (docs/demo-data.md), every branch to its screen, and the operation switch.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const POD = {
  cessato: 'IT002E30817462',
  altroIntestatario: 'IT001E57204318',
  attivo: 'IT001E04871593',
  sconosciuto: 'IT001E99999999',
};
const PDR_CESSATO = '00880007831254';

async function next(uuid: string, data: Record<string, unknown> = {}) {
  const { taskId } = await getStep(t.client, uuid);
  return t.client.post(`/vendite/${uuid}/next`, { taskId, ...data });
}

async function nextOk(uuid: string, data: Record<string, unknown> = {}): Promise<Step> {
  const res = await next(uuid, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Step>();
}

const datiFornitura = (pod: string) => ({ forniture: [{ commodity: 'LUCE', pod }] });
const tecniciLuce = {
  commodity: 'LUCE',
  potenzaImpegnataKw: 4.5,
  tensione: 'MONOFASE',
  usoLuce: 'DOMESTICO',
  residente: true,
};

async function sale(operazione: string, offerta = 101): Promise<string> {
  return createSale(t.client, offerta, {}, operazione);
}

async function v2(uuid: string) {
  return (await t.client.get(`/vendite/${uuid}/v2`)).json();
}

/** Signs the sale standing on firma with the code mailed to the holder. */
async function sign(uuid: string): Promise<Step> {
  const code = await lastMailedCode(t.store, uuid);
  const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Step>();
}

describe('SUBENTRO', () => {
  it('takes over a ceased point: the registry fills address and technical data, the sale is signed', async () => {
    const uuid = await sale('SUBENTRO');
    expect((await getStep(t.client, uuid)).name).toBe('datiFornitura');
    expect((await nextOk(uuid, datiFornitura('it 002 e 30817462'))).name).toBe('datiAnagrafici');
    const filled = (await v2(uuid)).proposta.forniture[0];
    expect(filled).toMatchObject({
      operazioneCommerciale: 'SUBENTRO',
      pod: POD.cessato,
      potenzaImpegnataKw: 3,
      indirizzo: { via: 'Tuscolana', cap: '00181', comune: 'Roma' },
    });
    const tecnici = await nextOk(uuid, VALID_STEP_DATA.datiAnagrafici);
    expect(tecnici.name).toBe('datiTecniciOperazione');
    expect(tecnici.contesto?.puntiFornitura).toEqual([
      expect.objectContaining({ pdp: POD.cessato, stato: 'CESSATO', distributore: 'Areti' }),
    ]);
    // a takeover may change the power
    await nextOk(uuid, { forniture: [tecniciLuce] });
    expect((await v2(uuid)).proposta.forniture[0].potenzaImpegnataKw).toBe(4.5);
    await walkTo(t.client, uuid, 'firma');
    expect((await sign(uuid)).name).toBe('congratulazioni');
  });

  it('a dual takeover looks both points up and asks the REMI code prefilled from the registry', async () => {
    const uuid = await sale('SUBENTRO', 103);
    await nextOk(uuid, {
      forniture: [
        { commodity: 'LUCE', pod: POD.cessato },
        { commodity: 'GAS', pdr: PDR_CESSATO },
      ],
    });
    await nextOk(uuid, VALID_STEP_DATA.datiAnagrafici);
    const gas = {
      commodity: 'GAS',
      usoGas: 'DOMESTICO',
      categoriaUsoGas: 'C3',
      profiloSettimanale: 'F1',
      residente: true,
    };
    expect((await nextOk(uuid, { forniture: [tecniciLuce, gas] })).name).toBe('verificaRemi');
    expect((await v2(uuid)).proposta.forniture[1]).toMatchObject({
      pdr: PDR_CESSATO,
      codiceRemi: '34781300',
    });
    expect((await nextOk(uuid, { codiceRemi: '34781300' })).name).toBe('modalitaInvioBolletta');
  });

  it('a point the registry lacks ends on fornituraNonTrovata; Back corrects the code', async () => {
    const uuid = await sale('SUBENTRO');
    const nonTrovata = await nextOk(uuid, datiFornitura(POD.sconosciuto));
    expect(nonTrovata.name).toBe('fornituraNonTrovata');
    expect(nonTrovata.contesto?.puntiFornitura).toEqual([
      { pdp: POD.sconosciuto, commodity: 'LUCE', stato: null, indirizzo: null, distributore: null },
    ]);
    expect((await next(uuid)).statusCode).toBe(400);
    expect((await goBack(t.client, uuid)).json().name).toBe('datiFornitura');
    expect((await nextOk(uuid, datiFornitura(POD.cessato))).name).toBe('datiAnagrafici');
  });

  it('an active point leads to subentroFornituraAttiva, then the switch to VOLTURA, undone by Back', async () => {
    const uuid = await sale('SUBENTRO');
    const attiva = await nextOk(uuid, datiFornitura(POD.altroIntestatario));
    expect(attiva).toMatchObject({
      name: 'subentroFornituraAttiva',
      contesto: { operazioniPossibili: ['VOLTURA'] },
    });
    const scelta = await nextOk(uuid);
    expect(scelta).toMatchObject({
      name: 'sceltaOperazione',
      contesto: { operazioniPossibili: ['VOLTURA'] },
    });
    // only an operation the point's state calls for
    for (const operazione of ['ATTIVAZIONE', 'SUBENTRO', 'NONE']) {
      const refused = await next(uuid, { operazione });
      expect(refused.statusCode, operazione).toBe(400);
      expect(refused.json().fields).toHaveProperty('operazione');
    }
    const subentrante = await nextOk(uuid, { operazione: 'VOLTURA' });
    expect(subentrante.name).toBe('datiAnagraficiSubentrante');
    const moved = await v2(uuid);
    expect(moved).toMatchObject({ uuid, operazioneCommerciale: 'VOLTURA' });
    expect(moved.proposta.forniture[0]).toMatchObject({
      operazioneCommerciale: 'VOLTURA',
      pod: POD.altroIntestatario,
    });
    // Back to the choice: the sale is a SUBENTRO again, as it was when the choice was shown
    const back = await goBack(t.client, uuid);
    expect(back.json()).toMatchObject({
      name: 'sceltaOperazione',
      contesto: { operazioniPossibili: ['VOLTURA'] },
    });
    expect((await v2(uuid)).operazioneCommerciale).toBe('SUBENTRO');
    expect((await nextOk(uuid, { operazione: 'VOLTURA' })).name).toBe('datiAnagraficiSubentrante');
  });
});

describe('VOLTURA', () => {
  it('transfers an active supply to a new holder, who cannot be the current one', async () => {
    const uuid = await sale('VOLTURA');
    expect((await nextOk(uuid, datiFornitura(POD.altroIntestatario))).name).toBe('datiAnagraficiSubentrante');
    const current = structuredClone(VALID_STEP_DATA.datiAnagrafici) as {
      intestatario: { anagrafica: Record<string, string> };
    };
    current.intestatario.anagrafica = {
      tipo: 'PF',
      nome: 'Luca',
      cognome: 'Verdi',
      codiceFiscale: 'VRDLCU78E12F704L',
    };
    const refused = await next(uuid, current);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'intestatario.anagrafica.codiceFiscale': 'validation.already_holder',
    });
    // the technical data pass unchanged: no technical step in a transfer
    expect((await nextOk(uuid, VALID_STEP_DATA.datiAnagrafici)).name).toBe('modalitaInvioBolletta');
    expect((await v2(uuid)).proposta.forniture[0]).toMatchObject({
      potenzaImpegnataKw: 4.5,
      usoLuce: 'DOMESTICO',
    });
    await walkTo(t.client, uuid, 'firma');
    expect((await sign(uuid)).name).toBe('congratulazioni');
  });

  it('a ceased point offers SUBENTRO, which continues after the steps already done', async () => {
    const uuid = await sale('VOLTURA');
    const scelta = await nextOk(uuid, datiFornitura(POD.cessato));
    expect(scelta).toMatchObject({
      name: 'sceltaOperazione',
      contesto: { operazioniPossibili: ['SUBENTRO'] },
    });
    expect((await nextOk(uuid, { operazione: 'SUBENTRO' })).name).toBe('datiAnagrafici');
  });

  it('a point the registry lacks ends on fornituraNonTrovata', async () => {
    const uuid = await sale('VOLTURA');
    expect((await nextOk(uuid, datiFornitura(POD.sconosciuto))).name).toBe('fornituraNonTrovata');
  });

  it('a malformed POD names the field and changes nothing', async () => {
    const uuid = await sale('VOLTURA');
    const before = await getStep(t.client, uuid);
    const res = await next(uuid, datiFornitura('IT001X12345678'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'forniture.0.pod': 'validation.pod' });
    expect(await getStep(t.client, uuid)).toEqual(before);
  });
});

describe('ATTIVAZIONE and the registry', () => {
  it('a ceased POD on datiTecnici offers SUBENTRO, which lands on its first step not yet done', async () => {
    const uuid = await sale('ATTIVAZIONE');
    await walkTo(t.client, uuid, 'datiTecnici');
    const data = structuredClone(VALID_STEP_DATA.datiTecnici) as { forniture: Record<string, unknown>[] };
    data.forniture[0]!.pod = POD.cessato;
    const scelta = await nextOk(uuid, data);
    expect(scelta).toMatchObject({
      name: 'sceltaOperazione',
      contesto: { operazioniPossibili: ['SUBENTRO'] },
    });
    // no credit check while the operation is about to change
    expect((await getStep(t.client, uuid)).variables.creditCheckResult).toBe('false');
    const landed = await nextOk(uuid, { operazione: 'SUBENTRO' });
    expect(landed.name).toBe('datiTecniciOperazione');
    const switched = await v2(uuid);
    expect(switched.operazioneCommerciale).toBe('SUBENTRO');
    // the takeover supplies the registry's point where it is, not the address typed before
    expect(switched.proposta.forniture[0].indirizzo).toMatchObject({ via: 'Tuscolana', comune: 'Roma' });
  });

  it('an active point and one not in the registry (a new connection) go on', async () => {
    for (const pod of [POD.attivo, POD.sconosciuto]) {
      const uuid = await sale('ATTIVAZIONE');
      await walkTo(t.client, uuid, 'datiTecnici');
      const data = structuredClone(VALID_STEP_DATA.datiTecnici) as { forniture: Record<string, unknown>[] };
      data.forniture[0]!.pod = pod;
      expect((await nextOk(uuid, data)).name, pod).toBe('modalitaInvioBolletta');
    }
  });
});

/** ricercaCliente and verificaOtpCliente for a demo customer: the code read from the outbox. */
async function verifyCustomer(uuid: string, identificativo: string) {
  const otpStep = await nextOk(uuid, { giaCliente: true, identificativo });
  expect(otpStep.name).toBe('verificaOtpCliente');
  const propostaId = (await v2(uuid)).proposta.id as string;
  const code = await lastMailedCode(t.store, uuid, 'otp_cliente');
  const auth = await t.client.post(`/clients/auth?otp=${code}&proposta-id=${propostaId}`);
  expect(auth.statusCode, auth.body).toBe(200);
  return nextOk(uuid);
}

describe('existing customers', () => {
  it('ATTIVAZIONE: an unknown customer is named on the field; a known one gets a code at the contact on file', async () => {
    const uuid = await sale('ATTIVAZIONE');
    const unknown = await next(uuid, { giaCliente: true, identificativo: 'C9999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ identificativo: 'validation.customer_not_found' });
    const otpStep = await nextOk(uuid, { giaCliente: true, identificativo: 'vrdlra82c55l219f' });
    expect(otpStep).toMatchObject({
      name: 'verificaOtpCliente',
      contesto: {
        otp: { identificativo: 'VRDLRA82C55L219F', canale: 'email', destinazione: 'l*********i@example.com' },
      },
    });
    // Next before the code is verified
    const early = await next(uuid);
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ otp: 'validation.customer_code_required' });
    const propostaId = (await v2(uuid)).proposta.id as string;
    const wrong = await t.client.post(`/clients/auth?otp=000000&proposta-id=${propostaId}`);
    expect(wrong.json().code).toBe('otp.invalid');
    const code = await lastMailedCode(t.store, uuid, 'otp_cliente');
    expect((await t.client.post(`/clients/auth?otp=${code}&proposta-id=${propostaId}`)).statusCode).toBe(200);
    // the same code again is a replay
    expect((await t.client.post(`/clients/auth?otp=${code}&proposta-id=${propostaId}`)).json().code).toBe(
      'otp.expired',
    );
    expect((await nextOk(uuid)).name).toBe('datiAnagrafici');
    expect((await v2(uuid)).proposta.intestatario).toMatchObject({
      anagrafica: { tipo: 'PF', nome: 'Laura', cognome: 'Verdi', codiceFiscale: 'VRDLRA82C55L219F' },
      contatti: { email: 'laura.verdi@example.com' },
    });
  });

  it('Back and Next again within 30 seconds keeps the code already sent', async () => {
    const uuid = await sale('ATTIVAZIONE');
    await nextOk(uuid, { giaCliente: true, identificativo: 'C1000101' });
    const first = await lastMailedCode(t.store, uuid, 'otp_cliente');
    await goBack(t.client, uuid);
    expect((await nextOk(uuid, { giaCliente: true, identificativo: 'C1000101' })).name).toBe(
      'verificaOtpCliente',
    );
    expect(await lastMailedCode(t.store, uuid, 'otp_cliente')).toBe(first);
  });

  it('CAMBIO_PRODOTTO is for customers only', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO');
    const res = await next(uuid, { giaCliente: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('giaCliente');
  });
});

describe('CAMBIO_PRODOTTO', () => {
  it('moves a listed supply to the offer: power and voltage stay, uses may change; signed', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO');
    const scelta = await verifyCustomer(uuid, 'C1000101');
    expect(scelta.name).toBe('selezioneFornitura');
    expect(scelta.contesto?.cliente).toMatchObject({
      codiceCliente: 'C1000101',
      codiceFiscale: 'VRD************F',
    });
    expect(scelta.contesto?.fornitureCliente).toEqual([
      expect.objectContaining({ codiceFornitura: 'F1000101', commodity: 'LUCE', compatibile: true }),
      expect.objectContaining({ codiceFornitura: 'F1000102', commodity: 'GAS', compatibile: false }),
    ]);
    // another customer's supply is no choice at all
    expect((await next(uuid, { codiciFornitura: ['F1000201'] })).statusCode).toBe(400);
    expect((await nextOk(uuid, { codiciFornitura: ['F1000101'] })).name).toBe('datiTecniciOperazione');
    expect((await v2(uuid)).proposta.forniture[0]).toMatchObject({
      pod: 'IT001E10100101',
      potenzaImpegnataKw: 3,
      indirizzo: { comune: 'Torino' },
    });
    const changesPower = await next(uuid, { forniture: [tecniciLuce] });
    expect(changesPower.statusCode).toBe(400);
    expect(Object.keys(changesPower.json().fields).sort()).toEqual([
      'forniture.0.potenzaImpegnataKw',
      'forniture.0.tensione',
    ]);
    const { potenzaImpegnataKw: _p, tensione: _t, ...uses } = tecniciLuce;
    // no payment or bill steps: a product change keeps them
    expect((await nextOk(uuid, { forniture: [{ ...uses, usoLuce: 'ALTRI_USI_BT' }] })).name).toBe(
      'caricamentoAllegati',
    );
    await walkTo(t.client, uuid, 'firma');
    expect((await sign(uuid)).name).toBe('congratulazioni');
    expect((await v2(uuid)).proposta.forniture[0]).toMatchObject({
      usoLuce: 'ALTRI_USI_BT',
      potenzaImpegnataKw: 3,
    });
  });

  it('an incompatible supply ends on cambioProdottoFornituraNonCompatibile; Back chooses again', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO');
    await verifyCustomer(uuid, 'C1000101');
    expect((await nextOk(uuid, { codiciFornitura: ['F1000102'] })).name).toBe(
      'cambioProdottoFornituraNonCompatibile',
    );
    await goBack(t.client, uuid);
    expect((await nextOk(uuid, { codiciFornitura: ['F1000101'] })).name).toBe('datiTecniciOperazione');
  });

  it('a gas-only customer has nothing that fits the electricity offer', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO');
    await verifyCustomer(uuid, 'C1000102');
    expect((await nextOk(uuid, { codiciFornitura: ['F1000201'] })).name).toBe(
      'cambioProdottoFornituraNonCompatibile',
    );
  });

  it('a dual offer takes one supply per commodity', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO', 103);
    await verifyCustomer(uuid, 'C1000101');
    const twoOfOne = await next(uuid, { codiciFornitura: ['F1000101', 'F1000101'] });
    expect(twoOfOne.json().fields).toEqual({ codiciFornitura: 'validation.one_per_commodity' });
    expect((await nextOk(uuid, { codiciFornitura: ['F1000101'] })).name).toBe(
      'cambioProdottoFornituraNonCompatibile',
    );
    await goBack(t.client, uuid);
    expect((await nextOk(uuid, { codiciFornitura: ['F1000101', 'F1000102'] })).name).toBe(
      'datiTecniciOperazione',
    );
    const forniture = (await v2(uuid)).proposta.forniture;
    expect(forniture.map((f: { pod?: string; pdr?: string }) => f.pod ?? f.pdr)).toEqual([
      'IT001E10100101',
      '00880010100102',
    ]);
  });

  it('"not listed" searches the customer\'s own supplies by POD', async () => {
    const uuid = await sale('CAMBIO_PRODOTTO');
    await verifyCustomer(uuid, 'C1000101');
    expect((await nextOk(uuid, { codiciFornitura: [] })).name).toBe('datiFornitura');
    // a point of the registry that is not this customer's is not found either
    expect((await nextOk(uuid, datiFornitura(POD.cessato))).name).toBe('cambioProdottoFornituraNonTrovata');
    await goBack(t.client, uuid);
    expect((await nextOk(uuid, datiFornitura('IT001E10100101'))).name).toBe('datiTecniciOperazione');
  });
});
