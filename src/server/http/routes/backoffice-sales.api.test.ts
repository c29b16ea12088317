import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleDetail, SalesListResponse } from '../../../shared/schemas/backoffice-sales';
import { hashPassword } from '../../backoffice/passwords';
import { listAudit } from '../../store/repos/audit';
import { deleteSales } from '../../store/repos/retention';
import { listSaleEvents } from '../../store/repos/sale-events';
import { outbox, saleWork } from '../../store/schema';
import { VALID_STEP_DATA, createSale, lastMailedCode, walkTo } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient, signedInStaff, staffWithRole } from '../../test/staff-client';

// The back office's sales (issue 15 item 2): the list with its filters and keyset paging, a sale's
// page with personal data by role (and each view of a signed sale's audited), the work actions and
// their events, cancelling an unsigned sale, a withdrawal within the 14 days, the contract mailed again.

let t: TestContext;
let admin: StaffClient;
let operator: StaffClient;
let viewer: StaffClient;
let ips = 0;
const browser = () => new StaffClient(t.app, `10.203.0.${++ips}`);
const DAY_MS = 24 * 60 * 60 * 1000;

const MARIO = {
  ...VALID_STEP_DATA,
  datiAnagrafici: {
    intestatario: {
      anagrafica: { tipo: 'PF', nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA80A01H501U' },
      contatti: { email: 'mario.rossi@example.com', telefono: '333 765 4321' },
      titolo: 'PROPRIETARIO',
    },
  },
  modalitaInvioBolletta: { invioBolletta: { modalita: 'EMAIL', email: 'mario.rossi@example.com' } },
};

const signIn = (username: string, password?: string) => signedInStaff(t.app, username, password);

async function signedSale(data: Record<string, Record<string, unknown>> = MARIO): Promise<string> {
  const uuid = await createSale(t.client);
  await walkTo(t.client, uuid, 'firma', data);
  const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
    otp: await lastMailedCode(t.store, uuid),
  });
  expect(res.statusCode, res.body).toBe(200);
  return uuid;
}

const list = async (b: StaffClient, query: string) => {
  const res = await b.get(`/sales?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SalesListResponse>();
};
const page = async (b: StaffClient, uuid: string) => {
  const res = await b.get(`/sales/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SaleDetail>();
};
const contractMails = async (uuid: string) =>
  (
    await t.store.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.venditaUuid, uuid), eq(outbox.tipo, 'contratto')))
  )[0]!.n;

let mario: string;
let unsigned: string;

beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_USER: 'capo',
    OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
  });
  admin = await signIn('capo', 'password-del-capo');
  operator = await staffWithRole(t.app, admin, 'otto', 'operator');
  viewer = await staffWithRole(t.app, admin, 'vera', 'viewer');
  mario = await signedSale();
  unsigned = await createSale(t.client);
  await walkTo(t.client, unsigned, 'indirizzoFornitura');
}, 120_000);
afterAll(() => t.close());

describe('the list', () => {
  it('finds a sale by codice fiscale, surname, full name, e-mail prefix and POD, case-insensitive', async () => {
    for (const q of [
      'rssmra80a01',
      'RSSMRA80A01H501U',
      'ross',
      'mario ro',
      'MARIO.ROSSI@',
      'it001e12345678',
    ]) {
      const found = await list(operator, `q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((i) => i.uuid),
        q,
      ).toContain(mario);
    }
    expect((await list(operator, 'q=bianchi')).items.map((i) => i.uuid)).not.toContain(mario);
  });

  it('filters by signed, state, work state, operation, brand, offer and Italian days', async () => {
    const signed = await list(operator, 'firmata=si');
    expect(signed.items.every((i) => i.firmataIl)).toBe(true);
    expect(signed.items.map((i) => i.uuid)).toContain(mario);
    expect((await list(operator, 'firmata=no')).items.map((i) => i.uuid)).toContain(unsigned);
    expect((await list(operator, 'stato=CONCLUSA')).items.map((i) => i.uuid)).toEqual([mario]);
    expect(
      (await list(operator, 'stato=IN_CORSO&operazione=ATTIVAZIONE&offerta=101')).items.map((i) => i.uuid),
    ).toContain(unsigned);
    expect((await list(operator, 'operazione=VOLTURA')).items).toEqual([]);
    expect((await list(operator, 'marchio=999')).items).toEqual([]);
    // the test clock is 2026-11-22 10:00 UTC: that Italian day holds them, the next does not
    expect((await list(operator, 'dal=2026-11-22&al=2026-11-22')).items.length).toBeGreaterThanOrEqual(2);
    expect((await list(operator, 'dal=2026-11-23')).items.map((i) => i.uuid)).not.toContain(mario);
    expect((await list(operator, 'al=2026-11-21')).items.map((i) => i.uuid)).not.toContain(mario);
    expect((await list(operator, 'lavoro=nuova&firmata=si')).items.map((i) => i.uuid)).toContain(mario);
    const bad = await operator.get('/sales?limite=101');
    expect(bad.statusCode).toBe(400);
    expect((await operator.get('/sales?dopo=rotto')).json()).toMatchObject({
      fields: { dopo: 'validation.format' },
    });
  });

  it('pages by cursor across sales created at the same instant, forward and back, newest first', async () => {
    const same = [await createSale(t.client), await createSale(t.client), await createSale(t.client)];
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: SalesListResponse[] = [];
    do {
      const p: SalesListResponse = await list(operator, `limite=2${cursor ? `&dopo=${cursor}` : ''}`);
      pages.push(p);
      seen.push(...p.items.map((i) => i.uuid));
      cursor = p.dopo;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...same, mario, unsigned]));
    expect(pages[0]!.prima).toBeNull();
    const back = await list(operator, `limite=2&prima=${pages[1]!.prima}`);
    expect(back.items.map((i) => i.uuid)).toEqual(pages[0]!.items.map((i) => i.uuid));
    expect(back.prima).toBeNull();
  });

  it('masks personal data for a viewer, in full for an operator', async () => {
    const [v] = (await list(viewer, 'stato=CONCLUSA')).items;
    expect(v).toMatchObject({
      cliente: 'M*** R***',
      codiceFiscale: 'RSSMRA**********',
      email: 'm***@example.com',
    });
    const [o] = (await list(operator, 'stato=CONCLUSA')).items;
    expect(o).toMatchObject({
      cliente: 'Mario Rossi',
      codiceFiscale: 'RSSMRA80A01H501U',
      email: 'mario.rossi@example.com',
    });
    expect((await browser().get('/sales')).statusCode).toBe(401);
  });
});

describe('a sale’s page', () => {
  it('shows the proposal, steps, signature, codes and messages; masked for a viewer, who leaves no audit row', async () => {
    const before = await listAudit(t.store.db, { entity: 'sale', entityId: mario, limit: 10 });
    const v = await page(viewer, mario);
    expect(v.datiPersonali).toBe('mascherati');
    expect(JSON.stringify(v)).not.toContain('RSSMRA80A01H501U');
    expect(JSON.stringify(v)).not.toContain('mario.rossi@example.com');
    expect(await listAudit(t.store.db, { entity: 'sale', entityId: mario, limit: 10 })).toEqual(before);

    const o = await page(operator, mario);
    expect(o.datiPersonali).toBe('completi');
    expect(o.proposta).toMatchObject({
      intestatario: { anagrafica: { codiceFiscale: 'RSSMRA80A01H501U' } },
      firma: { canale: 'email' },
    });
    expect(o.vendita).toMatchObject({ stato: 'CONCLUSA', operazione: 'ATTIVAZIONE' });
    expect(o.lavoro.stato).toBe('nuova');
    expect(o.passi.map((p) => p.step)).toEqual(expect.arrayContaining(['datiAnagrafici', 'firma']));
    expect(o.codici[0]).toMatchObject({ scopo: 'FIRMA', canale: 'email', destinazione: 'm***@example.com' });
    expect(o.codici[0]!.usatoIl).toBeTruthy();
    expect(JSON.stringify(o.codici)).not.toMatch(/\b\d{6}\b/);
    expect(o.messaggi.map((m) => m.tipo)).toEqual(expect.arrayContaining(['otp_firma', 'firma_conferma']));
    expect(o.messaggi[0]!.consegna).toBe('outbox');
    const audit = await listAudit(t.store.db, { entity: 'sale', entityId: mario, limit: 10 });
    expect(audit[0]).toMatchObject({ action: 'sale.view_personal_data', username: 'otto' });
  });

  it('names each attachment type in the staff’s language; a credit check never run reads as none', async () => {
    const o = await page(operator, mario);
    const typed = o.allegati.filter((a) => a.tipoAllegato);
    expect(typed.length).toBeGreaterThan(0);
    const en = (
      await operator.get(`/sales/${mario}`, { headers: { 'accept-language': 'en' } })
    ).json<SaleDetail>();
    for (const a of typed) {
      expect(a.descrizione, a.tipoAllegato!).toMatch(/\p{Ll}/u);
      expect(a.descrizione).not.toBe(a.tipoAllegato);
      const english = en.allegati.find((x) => x.id === a.id)!.descrizione;
      expect(english).toMatch(/\p{Ll}/u);
      expect(english).not.toBe(a.descrizione);
    }
    // the unsigned sale has not reached the step that runs the brand's check
    expect((await page(operator, unsigned)).creditCheck).toEqual({ esito: null, riferimento: null });
  });

  it('an operator downloads the contract and the files; a viewer may not; an unknown sale is 404', async () => {
    await expect.poll(() => contractMails(mario), { timeout: 20_000 }).toBe(1);
    const pdf = await operator.get(`/sales/${mario}/contratto`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const o = await page(operator, mario);
    expect(o.contratto?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = o.allegati[0];
    if (file) expect((await operator.get(`/sales/${mario}/allegati/${file.id}`)).statusCode).toBe(200);
    expect((await viewer.get(`/sales/${mario}/contratto`)).statusCode).toBe(403);
    expect((await operator.get('/sales/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('actions', () => {
  const act = (b: StaffClient, uuid: string, body: Record<string, unknown>) =>
    b.post(`/sales/${uuid}/lavoro`, body);

  it('take in charge → sent to activation, each an event and an audit row; stale or disallowed steps 409', async () => {
    expect((await act(viewer, mario, { azione: 'prendi_in_carico', atteso: 'nuova' })).statusCode).toBe(403);
    const taken = await act(operator, mario, { azione: 'prendi_in_carico', atteso: 'nuova' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      stato: 'presa_in_carico',
      assegnataA: 'otto',
      aggiornataDa: 'otto',
    });
    // a second operator who saw `nuova` is told it changed
    const again = await act(admin, mario, { azione: 'prendi_in_carico', atteso: 'nuova' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'sale.work_changed' });
    const skip = await act(operator, mario, { azione: 'segna_attivata', atteso: 'presa_in_carico' });
    expect(skip.json()).toMatchObject({ code: 'sale.transition' });
    const noReason = await act(operator, mario, { azione: 'rifiuta', atteso: 'presa_in_carico' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fields: { motivo: 'validation.required' } });
    const sent = await act(operator, mario, { azione: 'invia_in_attivazione', atteso: 'presa_in_carico' });
    expect(sent.json()).toMatchObject({ stato: 'inviata_in_attivazione' });

    const events = (await listSaleEvents(t.store.db, mario)).filter((e) => e.type === 'sale.status_changed');
    // both at the test clock's one instant: their order is not defined
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        {
          vendita: { uuid: mario },
          stato: { da: 'nuova', a: 'presa_in_carico' },
          da: 'otto',
          il: expect.any(String),
        },
        {
          vendita: { uuid: mario },
          stato: { da: 'presa_in_carico', a: 'inviata_in_attivazione' },
          da: 'otto',
          il: expect.any(String),
        },
      ]),
    );
    expect(events.every((e) => e.version === 1 && e.readyAt)).toBe(true);
    const audit = await listAudit(t.store.db, { entity: 'sale', entityId: mario, limit: 20 });
    expect(audit.filter((a) => a.action === 'sale.status_changed')).toHaveLength(2);
    expect((await list(operator, 'lavoro=inviata_in_attivazione')).items.map((i) => i.uuid)).toEqual([mario]);
  });

  it('an unsigned sale cannot be worked; rejecting needs a reason and records it', async () => {
    const res = await act(operator, unsigned, { azione: 'prendi_in_carico', atteso: 'nuova' });
    expect(res.json()).toMatchObject({ code: 'sale.not_signed' });
    const other = await signedSale();
    const rejected = await act(operator, other, {
      azione: 'rifiuta',
      atteso: 'nuova',
      motivo: 'POD non attivabile',
    });
    expect(rejected.json()).toMatchObject({ stato: 'rifiutata', motivo: 'POD non attivabile' });
    const [event] = (await listSaleEvents(t.store.db, other)).filter((e) => e.type === 'sale.status_changed');
    expect(event?.data).toMatchObject({
      stato: { da: 'nuova', a: 'rifiutata' },
      motivo: 'POD non attivabile',
    });
  });

  it('cancels an unsigned sale, which the funnel then refuses; a signed one is 409', async () => {
    const signed = await operator.post(`/sales/${mario}/annullamento`, { atteso: 'inviata_in_attivazione' });
    expect(signed.json()).toMatchObject({ code: 'sale.signed' });
    expect((await viewer.post(`/sales/${unsigned}/annullamento`, { atteso: 'nuova' })).statusCode).toBe(403);
    const res = await operator.post(`/sales/${unsigned}/annullamento`, { atteso: 'nuova' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stato: 'annullata' });
    expect((await t.client.get(`/vendite/${unsigned}/step`)).json()).toMatchObject({ code: '404.2' });
    expect((await page(operator, unsigned)).vendita).toMatchObject({ stato: 'CANCELLATA' });
  });

  it('mails the contract again: a second contract mail in the outbox', async () => {
    await expect.poll(() => contractMails(mario), { timeout: 20_000 }).toBe(1);
    expect((await viewer.post(`/sales/${mario}/contratto/invio`, {})).statusCode).toBe(403);
    const res = await operator.post(`/sales/${mario}/contratto/invio`, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(await contractMails(mario)).toBe(2);
    expect((await operator.post(`/sales/${unsigned}/contratto/invio`, {})).json()).toMatchObject({
      code: 'sale.not_signed',
    });
  });

  it('a withdrawal is dated from the signing day to 14 days after, never later or in the future', async () => {
    const body = (data: string) => ({ atteso: 'inviata_in_attivazione', data, canale: 'pec' });
    const future = await operator.post(`/sales/${mario}/recesso`, body('2026-11-23'));
    expect(future.json()).toMatchObject({ fields: { data: 'backoffice.sales.errors.withdrawal_future' } });
    // 15 days after signing (2026-11-22): sessions have ended by then
    t.clock.advance(15 * DAY_MS);
    const op = await signIn('otto');
    const early = await op.post(`/sales/${mario}/recesso`, body('2026-11-21'));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      fields: { data: 'backoffice.sales.errors.withdrawal_before_signing' },
    });
    const late = await op.post(`/sales/${mario}/recesso`, body('2026-12-07'));
    expect(late.json()).toMatchObject({ fields: { data: 'backoffice.sales.errors.withdrawal_too_late' } });
    const noChannel = await op.post(`/sales/${mario}/recesso`, { ...body('2026-12-06'), canale: 'piccione' });
    expect(noChannel.json()).toMatchObject({ fields: { canale: expect.any(String) } });
    const ok = await op.post(`/sales/${mario}/recesso`, body('2026-12-06'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ stato: 'receduta', recesso: { data: '2026-12-06', canale: 'pec' } });
    const [event] = (await listSaleEvents(t.store.db, mario)).filter((e) => e.type === 'sale.withdrawn');
    expect(event).toMatchObject({ version: 1 });
    expect(event?.data).toEqual({
      vendita: { uuid: mario },
      recesso: { data: '2026-12-06', canale: 'pec' },
      da: 'otto',
      il: expect.any(String),
    });
    const again = await op.post(`/sales/${mario}/recesso`, { ...body('2026-12-06'), atteso: 'receduta' });
    expect(again.json()).toMatchObject({ code: 'sale.transition' });
  });

  it('the retention run deletes a worked sale with its work row', async () => {
    const deleted = await t.store.db.transaction((tx) => deleteSales(tx, [unsigned], t.clock.now()));
    expect(deleted.unsigned).toBe(1);
    expect(await t.store.db.select().from(saleWork).where(eq(saleWork.venditaUuid, unsigned))).toEqual([]);
  });
});
