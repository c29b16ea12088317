import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferSnapshot } from '../../shared/schemas/offer-snapshot';
import { saleSignedDataV1 } from '../../shared/schemas/sale-events';
import { lastMailedCode } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';
import { readySignedEvent, saleAtFirma, signedEvents, signedSale } from '../test/signed-sales';
import { contratti, marchi, vendite } from '../store/schema';
import { completeSignedEvent } from './sale-signed-event';

// The sale.signed event (issue 15 item 3, api-contract.md "Back office and webhooks"): recorded in the
// signing transaction, completed once the contract PDF exists, never changed after.

const BASE = 'https://vendite.lumen.example';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: BASE }, undefined, {
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
});
afterAll(() => t.close());

const keys = () => ({ keys: { secretKey: t.config.secretKey, publicBaseUrl: t.config.publicBaseUrl } });
const contractOf = async (uuid: string) =>
  (await t.store.db.select().from(contratti).where(eq(contratti.venditaUuid, uuid)))[0]!;
/** The link's path and query, as app.inject takes it. */
const local = (url: string) => url.slice(BASE.length);

describe('the sale.signed event', () => {
  it('is recorded once at signing with no data, then completed with the contract and valid', async () => {
    const uuid = await saleAtFirma(t);
    expect(await signedEvents(t, uuid)).toEqual([]);
    const code = await lastMailedCode(t.store, uuid);
    expect((await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code })).statusCode).toBe(200);
    const [recorded, ...more] = await signedEvents(t, uuid);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({ version: 1, createdAt: new Date('2026-11-22T10:00:00Z') });
    // the job may have run by now; the event's id never changes from the one signing recorded
    const ready = await readySignedEvent(t, uuid);
    expect(ready.id).toBe(recorded!.id);
    const data = saleSignedDataV1.parse(ready.data);
    const contratto = await contractOf(uuid);
    expect(data.contratto.sha256).toBe(contratto.sha256);
    expect(data.contratto.url.startsWith(`${BASE}/api/v1/contratti/${uuid}?scade=`)).toBe(true);
    const v2 = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(data.proposta).toEqual(v2.proposta);
    expect(data.vendita).toMatchObject({
      uuid,
      marchioId: v2.marchioId,
      offertaId: 101,
      operazioneCommerciale: 'ATTIVAZIONE',
      firmataIl: '2026-11-22T10:00:00.000Z',
      lingua: v2.lingua,
      canale: v2.canale,
    });
    expect(data.firma).toMatchObject({ canale: 'email', firmataIl: '2026-11-22T10:00:00.000Z' });
    expect(Object.keys(data.consensi).length).toBeGreaterThan(0);
    for (const c of Object.values(data.consensi)) expect(c.versione).toBeTruthy();
    // the copy taken when the summary was shown (funnel/offer-snapshot.ts)
    const [row] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(row!.offertaVista).toMatchObject({ id: 101 });
    expect(data.offerta).toEqual({ ...row!.offertaVista, fonte: 'offerta_vista' });
  });

  it('a sale signed before the copy existed carries the catalogue’s offer, marked as such', async () => {
    const uuid = await signedSale(t, async (u) => {
      await t.store.db.update(vendite).set({ offertaVista: null }).where(eq(vendite.uuid, u));
    });
    const data = saleSignedDataV1.parse((await readySignedEvent(t, uuid)).data);
    expect(data.offerta).toMatchObject({ id: 101, fonte: 'catalogo' });
  });

  it('a wrong code records no event', async () => {
    const uuid = await saleAtFirma(t);
    const code = await lastMailedCode(t.store, uuid);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: wrong })).statusCode).toBe(400);
    expect(await signedEvents(t, uuid)).toEqual([]);
  });

  it('completing it again (the job run twice) changes neither its data nor the number of events', async () => {
    const uuid = await signedSale(t);
    const first = await readySignedEvent(t, uuid);
    t.clock.advance(3_600_000);
    await completeSignedEvent(t.store.db, uuid, await contractOf(uuid), t.clock.now(), keys());
    const after = await signedEvents(t, uuid);
    expect(after).toHaveLength(1);
    expect(after[0]!.data).toEqual(first.data);
    expect(after[0]!.readyAt).toEqual(first.readyAt);
  });

  it('a download before the job renders the contract the event then names', async () => {
    const uuid = await saleAtFirma(t);
    const code = await lastMailedCode(t.store, uuid);
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code });
    const cookie = signed.cookies.find((c) => c.name === 'contratto')!;
    // the congratulations screen's download may come first (it renders on demand)
    const download = await t.client.get(`/api/v1/vendite/${uuid}/contratto`, {
      apiKey: null,
      headers: { cookie: `contratto=${cookie.value}` },
    });
    expect(download.statusCode).toBe(200);
    const event = await readySignedEvent(t, uuid);
    expect(saleSignedDataV1.parse(event.data).contratto.sha256).toBe((await contractOf(uuid)).sha256);
    expect(await signedEvents(t, uuid)).toHaveLength(1);
  });

  it('carries the offer as the customer saw it when the sale has its copy', async () => {
    const seen: OfferSnapshot = {
      presaIl: '2026-11-22T09:55:00.000Z',
      id: 101,
      codice: 'VISTA-1',
      nome: 'Offerta come vista',
      tipo: 'LUCE',
      tipoContratto: 'DOMESTICO',
      validaDal: '2026-01-01',
      validaAl: '2026-12-31',
      descrizione: 'Il prezzo del giorno della firma',
      prezzi: { luce: { energiaEuroKwh: 0.111, quotaFissaEuroMese: 9 } },
      documenti: [{ id: 'doc-1', tipo: 'CGC', nome: 'Condizioni generali', sha256: 'a'.repeat(64) }],
      condizioni: [{ codice: 'privacy', versione: '3', obbligatoria: true, testoIt: 'Sì', testoEn: 'Yes' }],
    };
    const uuid = await signedSale(t, async (u) => {
      await t.store.db.update(vendite).set({ offertaVista: seen }).where(eq(vendite.uuid, u));
    });
    const data = saleSignedDataV1.parse((await readySignedEvent(t, uuid)).data);
    expect(data.offerta).toEqual({ ...seen, fonte: 'offerta_vista' });
  });
});

describe('the contract link', () => {
  it('downloads the PDF with no session and no key; tampered or expired answers 404', async () => {
    const uuid = await signedSale(t);
    const data = saleSignedDataV1.parse((await readySignedEvent(t, uuid)).data);
    const path = local(data.contratto.url);
    const res = await t.client.get(path, { apiKey: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(data.contratto.sha256);

    const url = new URL(data.contratto.url);
    const firma = url.searchParams.get('firma')!;
    const scade = Number(url.searchParams.get('scade'));
    const flipped = `${firma.slice(0, -1)}${firma.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      `/api/v1/contratti/${uuid}?scade=${scade}&firma=${flipped}`,
      `/api/v1/contratti/${uuid}?scade=${scade + 86_400}&firma=${firma}`,
      `/api/v1/contratti/${'00000000-0000-4000-8000-000000000000'}?scade=${scade}&firma=${firma}`,
      `/api/v1/contratti/${uuid}`,
    ];
    for (const p of tampered)
      expect((await t.client.get(p, { apiKey: null })).statusCode, p).toBeOneOf([404, 400]);
    expect((await t.client.get(tampered[0]!, { apiKey: null })).statusCode).toBe(404);

    // valid up to 7 days after it was made, not after
    t.clock.advance(7 * 86_400_000 - 60_000);
    expect((await t.client.get(path, { apiKey: null })).statusCode).toBe(200);
    t.clock.advance(120_000);
    const expired = await t.client.get(path, { apiKey: null });
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['content-type']).toMatch(/json/);
  });

  it('works while the brand is in maintenance: the retailer’s systems are not its funnel', async () => {
    const uuid = await signedSale(t);
    const data = saleSignedDataV1.parse((await readySignedEvent(t, uuid)).data);
    await t.store.db.update(marchi).set({ manutenzione: true }).where(eq(marchi.id, data.vendita.marchioId));
    try {
      expect((await t.client.get(`/vendite/${uuid}/v2`)).statusCode).toBe(403);
      expect((await t.client.get(local(data.contratto.url), { apiKey: null })).statusCode).toBe(200);
    } finally {
      await t.store.db
        .update(marchi)
        .set({ manutenzione: false })
        .where(eq(marchi.id, data.vendita.marchioId));
    }
  });
});
