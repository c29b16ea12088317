import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { createNewCustomerSale, getStep, lastMailedCode, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';
import { outbox } from '../store/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ATTIVAZIONE on offer 101, through the API alone', () => {
  it('walks every step to signing, concludes, and answers 404.1 after ten minutes', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const first = await getStep(t.client, uuid);
    expect(first).toMatchObject({ name: 'datiAnagrafici', progress: { index: 2, total: 11 } });
    expect(first.variables).toEqual({
      marchio: 1,
      widgetEnabled: 'false',
      fastProcess: 'false',
      creditCheckResult: 'false',
    });

    const firma = await walkTo(t.client, uuid, 'firma');
    expect(firma.progress).toEqual({ index: 10, total: 11 });
    expect(firma.files.map((f) => f.tipo).sort()).toEqual(['condizioni_generali', 'privacy']);

    const code = await lastMailedCode(t.store, uuid);
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<Step>().name).toBe('congratulazioni');

    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale).toMatchObject({
      stato: 'CONCLUSA',
      canale: 'Canale Web',
      proposta: {
        intestatario: {
          anagrafica: { codiceFiscale: 'BNCGLI90A41F205H' },
          contatti: { telefono: '+393331234567' },
        },
        forniture: [
          { commodity: 'LUCE', pod: 'IT001E12345678', potenzaImpegnataKw: 3, indirizzo: { provincia: 'MI' } },
        ],
        pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
        consensi: { PRIVACY: { accettata: true, versione: '2026.1' }, MARKETING: { accettata: false } },
        firma: { canale: 'email' },
      },
    });
    expect((await getStep(t.client, uuid)).name).toBe('congratulazioni');
    const mails = await t.store.db.select().from(outbox).where(eq(outbox.venditaUuid, uuid));
    expect(mails.map((m) => [m.tipo, m.destinatario])).toEqual(
      expect.arrayContaining([
        ['otp_firma', 'giulia.bianchi@example.com'],
        ['firma_conferma', 'giulia.bianchi@example.com'],
      ]),
    );
    expect(mails.find((m) => m.tipo === 'firma_conferma')?.oggetto).toMatch(
      /^Lumen Energia: la tua proposta [0-9A-F]{8} è firmata$/,
    );

    t.clock.advance(10 * 60_000 + 1);
    const later = await t.client.get(`/vendite/${uuid}/step`);
    expect(later.statusCode).toBe(404);
    expect(later.json()).toMatchObject({ code: '404.1', message: 'Vendita conclusa' });
  });
});
