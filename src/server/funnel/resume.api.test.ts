import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../store/schema';
import { createNewCustomerSale, getStep, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Resume by e-mail (issue 5.5): POST /vendite/{uuid}/save mails the funnel's address for the sale.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://offerte.lumen.example' });
});
afterAll(() => t.close());

const CONTATTO = { nome: 'Giulia', cognome: 'Bianchi', email: 'giulia.resume@example.com' };

async function resumeMails(uuid: string) {
  return t.store.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venditaUuid, uuid), eq(outbox.tipo, 'resume')));
}

describe('POST /vendite/{uuid}/save', () => {
  it('answers 202 and mails a link to the funnel at this sale, which reopens its current step', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const step = await walkTo(t.client, uuid, 'datiTecnici');
    const res = await t.client.post(`/vendite/${uuid}/save`, CONTATTO);
    expect(res.statusCode, res.body).toBe(202);
    const [mail] = await resumeMails(uuid);
    expect(mail).toMatchObject({
      destinatario: CONTATTO.email,
      oggetto: 'Lumen Energia: riprendi la tua richiesta',
    });
    const link = mail!.testo.match(/https:\S+/)?.[0];
    expect(link).toBe(`https://offerte.lumen.example/?operazione=ATTIVAZIONE&offerta=101&vendita=${uuid}`);
    expect(mail!.testo).toContain('Ciao Giulia');
    // the link's sale is where the customer left it
    expect(await getStep(t.client, new URL(link!).searchParams.get('vendita')!)).toMatchObject({
      name: 'datiTecnici',
      taskId: step.taskId,
    });
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().stato).toBe('IN_CORSO');
  });

  it('refuses bad contact data with field errors and mails nothing', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const res = await t.client.post(`/vendite/${uuid}/save`, {
      nome: '',
      cognome: 'Bianchi',
      email: 'not-a-mail',
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      nome: 'validation.required',
      email: 'validation.email',
      extra: 'validation.unknown_field',
    });
    expect(await resumeMails(uuid)).toEqual([]);
  });

  it('answers the sale codes for a link that no longer works', async () => {
    const unknown = await t.client.post('/vendite/0f0e0d0c-0b0a-4909-8807-060504030201/save', CONTATTO);
    expect(unknown.json().code).toBe('404.3');
    const uuid = await createNewCustomerSale(t.client);
    await t.client.delete(`/vendite/${uuid}`);
    expect((await t.client.post(`/vendite/${uuid}/save`, CONTATTO)).json().code).toBe('404.2');
  });
});

// Last: it moves the clock past the sales' 30 days for the whole file.
describe('a resume link after the sale expired', () => {
  it('reopens nothing: the step and the v2 view answer 404.3 "Vendita scaduta"', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'datiTecnici');
    expect((await t.client.post(`/vendite/${uuid}/save`, CONTATTO)).statusCode).toBe(202);
    const [mail] = await resumeMails(uuid);
    const vendita = new URL(/https:\/\/\S+/.exec(mail!.testo)![0]).searchParams.get('vendita')!;
    t.clock.advance(31 * 86_400_000);
    for (const res of [
      await t.client.get(`/vendite/${vendita}/step`),
      await t.client.get(`/vendite/${vendita}/v2`),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { code: '404.3', message: 'Vendita scaduta' }]);
    }
  });
});
