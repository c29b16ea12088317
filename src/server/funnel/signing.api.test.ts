import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { otp, outbox, vendite } from '../store/schema';
import { goBack, createNewCustomerSale, getStep, lastMailedCode, walkTo } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Signing with a one-time code (api-contract.md: verifica-otp; architecture.md: OTP service).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'giulia.bianchi@example.com';

async function saleAtFirma(): Promise<string> {
  const uuid = await createNewCustomerSale(t.client);
  await walkTo(t.client, uuid, 'firma');
  return uuid;
}

const verify = (uuid: string, body: unknown) => t.client.post(`/vendite/${uuid}/verifica-otp`, body);

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function mails(uuid: string) {
  return t.store.db.select().from(outbox).where(eq(outbox.venditaUuid, uuid)).orderBy(desc(outbox.createdAt));
}

describe('the code', () => {
  it('is mailed when firma is entered, and kept only as a hash', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'riepilogo');
    expect(await mails(uuid)).toEqual([]);
    const { taskId } = await getStep(t.client, uuid);
    const res = await t.client.post(`/vendite/${uuid}/next`, { taskId });
    expect(res.json()).toMatchObject({ name: 'firma' });

    const sent = await mails(uuid);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ tipo: 'otp_firma', destinatario: EMAIL, canale: 'email' });
    const code = await lastMailedCode(t.store, uuid);
    expect(code).toMatch(/^\d{6}$/);

    const rows = await t.store.db.select().from(otp).where(eq(otp.venditaUuid, uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.destinazione).not.toBe(EMAIL);
    const [sale] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(JSON.stringify(sale)).not.toContain(code);
    // nor does the API hand it out
    expect((await t.client.get(`/vendite/${uuid}/v2`)).body).not.toContain(code);
    expect((await t.client.get(`/vendite/${uuid}/step`)).body).not.toContain(code);
  });

  it('signs: the sale concludes and the proposal records the signature', async () => {
    const uuid = await saleAtFirma();
    const res = await verify(uuid, { otp: ` ${await lastMailedCode(t.store, uuid)} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Step>()).toMatchObject({ name: 'congratulazioni', progress: { index: 11, total: 11 } });
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale).toMatchObject({
      stato: 'CONCLUSA',
      proposta: { firma: { canale: 'email', firmataIl: '2026-11-22T10:00:00.000Z', ip: expect.any(String) } },
    });
  });

  it('a wrong code answers 400 otp.invalid', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    const res = await verify(uuid, { otp: otherThan(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'otp.invalid',
      message: 'Il codice non è corretto. Controlla il messaggio ricevuto e riprova.',
    });
    expect((await getStep(t.client, uuid)).name).toBe('firma');
    // a wrong try does not spend the right code
    expect((await verify(uuid, { otp: code })).statusCode).toBe(200);
  });

  it('five wrong codes lock it (423 otp.locked): then even the right code is refused', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(uuid, { otp: otherThan(code) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    const right = await verify(uuid, { otp: code });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({ code: 'otp.locked' });
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().stato).toBe('IN_CORSO');

    // a new code, once the resend interval has passed, works
    t.clock.advance(30_000);
    expect((await verify(uuid, { resend: true })).statusCode).toBe(200);
    expect((await verify(uuid, { otp: await lastMailedCode(t.store, uuid) })).statusCode).toBe(200);
  });

  it('expires after 10 minutes: 400 otp.expired', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    t.clock.advance(10 * 60_000 + 1);
    const res = await verify(uuid, { otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'otp.expired',
      message: 'Il codice è scaduto. Richiedi un nuovo codice.',
    });
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().stato).toBe('IN_CORSO');
  });

  it('is valid just before the 10 minutes', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await verify(uuid, { otp: code })).statusCode).toBe(200);
  });

  it('a used code is not accepted again', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    expect((await verify(uuid, { otp: code })).statusCode).toBe(200);
    const replay = await verify(uuid, { otp: code });
    expect(replay.statusCode).toBeGreaterThanOrEqual(400);
    expect(replay.statusCode).toBeLessThan(500);
    const [sale] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    expect(sale?.storia.filter((s) => s === 'firma')).toHaveLength(1);
  });

  it("one sale's code does not sign another", async () => {
    const a = await saleAtFirma();
    const b = await saleAtFirma();
    const res = await verify(b, { otp: await lastMailedCode(t.store, a) });
    // 1 in a million the two codes are equal
    if ((await lastMailedCode(t.store, a)) !== (await lastMailedCode(t.store, b))) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('otp.invalid');
    }
  });
});

describe('resend', () => {
  it('sends a new code, rate-limited to one every 30 s; only the newest code signs', async () => {
    const uuid = await saleAtFirma();
    const first = await lastMailedCode(t.store, uuid);

    const tooSoon = await verify(uuid, { resend: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'rate_limited' });

    t.clock.advance(30_000);
    const res = await verify(uuid, { resend: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ canale: 'email', destinazione: expect.any(String), scadenza: expect.any(String) });
    expect(body.destinazione).not.toBe(EMAIL);
    expect(body.destinazione).toMatch(/^g\*+i@example\.com$/);
    expect(Date.parse(body.scadenza) - t.clock.now().getTime()).toBe(10 * 60_000);
    expect(await mails(uuid)).toHaveLength(2);

    const again = await verify(uuid, { resend: true });
    expect(again.statusCode).toBe(429);
    expect(await mails(uuid)).toHaveLength(2);

    t.clock.advance(30_000);
    expect((await verify(uuid, { resend: true })).statusCode).toBe(200);
    const newest = await lastMailedCode(t.store, uuid);
    if (newest !== first) {
      const old = await verify(uuid, { otp: first });
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('otp.invalid');
    }
    expect((await verify(uuid, { otp: newest })).statusCode).toBe(200);
  });

  it('going back from firma and in again does not send a second code within 30 s', async () => {
    const uuid = await saleAtFirma();
    expect((await goBack(t.client, uuid)).json().name).toBe('riepilogo');
    await walkTo(t.client, uuid, 'firma');
    expect(await mails(uuid)).toHaveLength(1);
    expect((await verify(uuid, { otp: await lastMailedCode(t.store, uuid) })).statusCode).toBe(200);
  });
});

describe('verifica-otp refused', () => {
  it('when the sale is not on firma: 409', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'riepilogo');
    for (const body of [{ otp: '123456' }, { resend: true }]) {
      const res = await verify(uuid, body);
      expect(res.statusCode).toBe(409);
    }
    expect(await mails(uuid)).toEqual([]);
  });

  it('with a malformed body: 400', async () => {
    const uuid = await saleAtFirma();
    const code = await lastMailedCode(t.store, uuid);
    for (const body of [
      { otp: '12' },
      { otp: 123456 },
      { otp: Number(code) },
      {},
      { otp: '12345a' },
      { otp: '1234567' },
      { resend: false },
      { resend: 'true' },
      { otp: code, resend: true },
      { otp: code, extra: 1 },
    ]) {
      const res = await verify(uuid, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: expect.any(Object) });
    }
    // none of them counted as a try: the code still signs
    expect((await verify(uuid, { otp: code })).statusCode).toBe(200);
  });

  it('on an unknown sale: 404.3', async () => {
    const res = await verify(crypto.randomUUID(), { otp: '123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.3');
  });
});

describe('after signing', () => {
  let uuid: string;
  let propostaId: string;
  let taskId: string;
  beforeAll(async () => {
    uuid = await saleAtFirma();
    const signed = await verify(uuid, { otp: await lastMailedCode(t.store, uuid) });
    taskId = signed.json<Step>().taskId;
    propostaId = (await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.id;
  });

  it('next and prev no longer move the sale', async () => {
    const next = await t.client.post(`/vendite/${uuid}/next`, { taskId });
    expect(next.statusCode).toBe(404);
    expect(next.json()).toMatchObject({ code: '404.1', message: 'Vendita conclusa' });
    const prev = await goBack(t.client, uuid);
    expect(prev.statusCode).toBe(404);
    expect(prev.json().code).toBe('404.1');
    const back = await goBack(t.client, uuid, `?step=datiAnagrafici`);
    expect(back.statusCode).toBe(404);
    expect((await getStep(t.client, uuid)).name).toBe('congratulazioni');
  });

  it('the proposal is frozen: 409 sale.frozen', async () => {
    const draft = await t.client.patch(`/vendite/${uuid}/v2`, { proposta: {} });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual({
      code: 'sale.frozen',
      message: 'La proposta è già firmata e non può essere modificata.',
    });
    const consent = await t.client.patch(`/proposte/${propostaId}/condition`, {
      condizioni: { MARKETING: true },
    });
    expect(consent.statusCode).toBe(409);
    expect(consent.json().code).toBe('sale.frozen');
    const moved = await t.client.post(`/vendite/${uuid}/offerte/101`);
    expect(moved.statusCode).toBe(409);
  });

  it('cannot be cancelled', async () => {
    const res = await t.client.delete(`/vendite/${uuid}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.1');
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().stato).toBe('CONCLUSA');
  });

  it('the terms can still be read', async () => {
    const res = await t.client.get(`/proposte/${propostaId}/condition`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ codice: 'PRIVACY', accettata: true })]),
    );
  });

  it('ten minutes later the sale answers 404.1', async () => {
    t.clock.advance(10 * 60_000 + 1);
    for (const url of [`/vendite/${uuid}/step`, `/vendite/${uuid}/v2`, `/proposte/${propostaId}/condition`]) {
      const res = await t.client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('404.1');
    }
    // still frozen, not "concluded", for a change
    expect((await t.client.patch(`/vendite/${uuid}/v2`, { proposta: {} })).statusCode).toBe(409);
  });
});

describe('the mail', () => {
  it("is in the sale's language", async () => {
    const uuid = await createNewCustomerSale(t.client, 101, { lang: 'en-GB' });
    await walkTo(t.client, uuid, 'firma');
    const [mail] = await mails(uuid);
    expect(mail?.oggetto).toBe('Lumen Energia: your signing code');
    expect(mail?.testo).toContain(await lastMailedCode(t.store, uuid));
  });

  it("of an aurora offer carries aurora's name", async () => {
    const uuid = await createNewCustomerSale(t.client, 201, { lang: 'it-IT' });
    await walkTo(t.client, uuid, 'firma');
    const [mail] = await mails(uuid);
    expect(mail?.oggetto).toBe('Aurora Luce e Gas: il tuo codice di firma');
  });
});
