import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { VALID_STEP_DATA, createNewCustomerSale, getStep, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// domain.md: the supply address names a comune of the province given, and one of that comune's CAPs.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VALID = VALID_STEP_DATA.indirizzoFornitura!.indirizzo as Record<string, unknown>;
const indirizzo = (patch: Record<string, unknown>) => ({ indirizzo: { ...VALID, ...patch } });

async function saleAtAddress(): Promise<{ uuid: string; step: Step }> {
  const uuid = await createNewCustomerSale(t.client);
  return { uuid, step: await walkTo(t.client, uuid, 'indirizzoFornitura') };
}

const submit = (uuid: string, taskId: string, data: Record<string, unknown>) =>
  t.client.post(`/vendite/${uuid}/next`, { taskId, ...data });

describe('POST /vendite/{uuid}/next at indirizzoFornitura', () => {
  it('Milano, MI, 20121 passes', async () => {
    const { uuid, step } = await saleAtAddress();
    const res = await submit(uuid, step.taskId, VALID_STEP_DATA.indirizzoFornitura!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('datiTecnici');
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.forniture[0].indirizzo).toMatchObject({
      comune: 'Milano',
      provincia: 'MI',
      cap: '20121',
    });
  });

  it.each([
    ['a comune not in the province', { provincia: 'RM' }, { 'indirizzo.comune': 'validation.comune' }],
    ['an unknown comune', { comune: 'Milan' }, { 'indirizzo.comune': 'validation.comune' }],
    ['a CAP of another comune', { cap: '00100' }, { 'indirizzo.cap': 'validation.cap_comune' }],
    ['a CAP of no comune', { cap: '20163' }, { 'indirizzo.cap': 'validation.cap_comune' }],
  ])('%s answers 400 and changes nothing', async (_, patch, fields) => {
    const { uuid, step } = await saleAtAddress();
    const before = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    const res = await submit(uuid, step.taskId, indirizzo(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields });
    expect(Object.keys(res.json().fields)).toEqual(Object.keys(fields));
    // same step, same taskId, same proposal: the customer corrects the field and goes on
    expect(await getStep(t.client, uuid)).toEqual(step);
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json()).toEqual(before);
    const retry = await submit(uuid, step.taskId, VALID_STEP_DATA.indirizzoFornitura!);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("the schema's own errors come first: no lookup for a malformed CAP", async () => {
    const { uuid, step } = await saleAtAddress();
    const res = await submit(uuid, step.taskId, indirizzo({ cap: '2012', provincia: 'RM' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'indirizzo.cap': 'validation.cap' });
  });

  it.each([
    ["Milano's city-wide CAP", { cap: '20100' }],
    [
      'the comune as typed: lower case, no accent',
      { comune: 'citta di castello', provincia: 'pg', cap: '06012' },
    ],
    ['a comune founded after the 2020 list', { comune: 'Misiliscemi', provincia: 'TP', cap: '91100' }],
  ])('%s passes', async (_, patch) => {
    const { uuid, step } = await saleAtAddress();
    const res = await submit(uuid, step.taskId, indirizzo(patch));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('datiTecnici');
  });
});

describe('where the brand sells (GET /funnels/caps)', () => {
  it('Borea sells only at its listed CAPs: Milano 20121 is refused, Monza 20900 passes', async () => {
    const uuid = await createNewCustomerSale(t.client, 301);
    const step = await walkTo(t.client, uuid, 'indirizzoFornitura');
    const refused = await submit(uuid, step.taskId, VALID_STEP_DATA.indirizzoFornitura!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { 'indirizzo.cap': 'validation.cap_not_served' } });
    const monza = await submit(
      uuid,
      step.taskId,
      indirizzo({ comune: 'Monza', provincia: 'MB', cap: '20900' }),
    );
    expect(monza.statusCode, monza.body).toBe(200);
    expect(monza.json().name).toBe('datiTecnici');
  });
});
