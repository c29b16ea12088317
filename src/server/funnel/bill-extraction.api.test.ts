import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendita } from '../../shared/schemas/api';
import { createSale, getStep, newVisitorIp } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 5 fast flow, server side end to end: a real sample bill uploaded, read by the background job
// (PDF text), its fields in GET /v2, then posted to /clients/populate to take the fast flow.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } });
});
afterAll(() => t.close());

const SAMPLES = path.resolve(__dirname, '../services/domain/bills/samples');

async function upload(uuid: string, file: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(path.join(SAMPLES, file))], { type }), file);
  return t.client.postForm(`/vendite/${uuid}/bolletta-luce`, form, {
    headers: { 'x-forwarded-for': newVisitorIp() },
  });
}

async function readings(uuid: string, until: (v: Vendita) => boolean): Promise<Vendita> {
  for (let i = 0; i < 120; i++) {
    const v = (await t.client.get(`/vendite/${uuid}/v2`)).json<Vendita>();
    if (until(v)) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the bill was never read');
}

describe('a bill uploaded at the start', () => {
  it('is read in the background; its fields fill the proposal through /clients/populate', async () => {
    const uuid = await createSale(t.client);
    const res = await upload(uuid, 'solaria-luce-pf.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    // the upload answers at once; the reading is in progress or already done
    const first = (await t.client.get(`/vendite/${uuid}/v2`)).json<Vendita>();
    expect(first.estrazioniBollette?.[0]?.stato).toMatch(/in_corso|completata/);
    const read = await readings(uuid, (v) => v.estrazioniBollette?.[0]?.stato !== 'in_corso');
    const estrazione = read.estrazioniBollette![0]!;
    expect(estrazione).toMatchObject({ tipo: 'luce', stato: 'completata' });
    expect(estrazione.campi.pod?.valore).toBe('IT001E04871593');
    expect(estrazione.campi.codiceFiscale?.valore).toBe('BNCGLI90A41F205H');

    const populated = await t.client.post(`/clients/populate?vendita-uuid=${uuid}`, estrazione);
    expect(populated.statusCode, populated.body).toBe(200);
    expect((await getStep(t.client, uuid)).variables.fastProcess).toBe('true');
    expect(populated.json().proposta.forniture[0]).toMatchObject({
      pod: 'IT001E04871593',
      indirizzo: { via: 'Toledo', cap: '80134' },
    });
  });

  it('a new bill replaces the reading of the old one', async () => {
    const uuid = await createSale(t.client);
    await upload(uuid, 'solaria-luce-pf.pdf', 'application/pdf');
    await readings(uuid, (v) => v.estrazioniBollette?.[0]?.stato === 'completata');
    await upload(uuid, 'ventochiaro-luce-pf.pdf', 'application/pdf');
    const v = await readings(uuid, (x) => x.estrazioniBollette?.[0]?.stato === 'completata');
    expect(v.estrazioniBollette).toHaveLength(1);
  });

  it('a GET that waits answers once the reading is over, without polling', async () => {
    const uuid = await createSale(t.client);
    // a scan: seconds of OCR, so the request is made while the bill is being read
    expect((await upload(uuid, 'solaria-luce-pf.png', 'image/png')).statusCode).toBe(201);
    // asked again at once, as the web client does, while a wait ends with the bill still being read (a
    // slow machine): a server that answered without waiting would use up the six asks in milliseconds
    let list: NonNullable<Vendita['estrazioniBollette']> = [];
    for (let asks = 0; asks < 6 && list[0]?.stato !== 'completata'; asks++) {
      const res = await t.client.get(`/vendite/${uuid}/estrazioni-bollette?attendiMs=10000`);
      expect(res.statusCode, res.body).toBe(200);
      list = res.json();
    }
    const [estrazione, ...more] = list;
    expect(more).toEqual([]);
    expect(estrazione).toMatchObject({ tipo: 'luce', stato: 'completata' });
    expect(estrazione!.campi.pod?.valore).toBe('IT001E04871593');
    // the same readings GET /v2 shows
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json<Vendita>().estrazioniBollette).toEqual([
      estrazione,
    ]);
  });

  it('answers at once when nothing is being read; refuses a wait past 10 s and an unknown sale', async () => {
    const uuid = await createSale(t.client);
    const none = await t.client.get(`/vendite/${uuid}/estrazioni-bollette?attendiMs=10000`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const long = await t.client.get(`/vendite/${uuid}/estrazioni-bollette?attendiMs=60000`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('attendiMs');
    const unknown = await t.client.get('/vendite/00000000-0000-4000-8000-00000000abcd/estrazioni-bollette');
    expect(unknown.statusCode).toBe(404);
  });
});
