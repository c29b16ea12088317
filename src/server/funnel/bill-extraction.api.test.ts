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
});
