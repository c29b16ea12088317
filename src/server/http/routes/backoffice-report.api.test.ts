import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../../shared/schemas/api';
import type { BackofficeReport } from '../../../shared/schemas/backoffice-report';
import {
  VALID_STEP_DATA,
  createSale,
  getStep,
  lastMailedCode,
  uploadMandatoryAttachments,
} from '../../test/flow-data';
import { API_KEY, createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient, signedInStaff, staffWithRole } from '../../test/staff-client';

// The funnel report as a section of the back office (issue 15 item 1): the figures over the events the
// web client sends while customers walk sales, for every signed-in role, as JSON and CSV; the old
// /operatori addresses send the browser there.

let t: TestContext;
let viewer: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInStaff(t.app, 'operatore', 'operatore-demo');
  viewer = await staffWithRole(t.app, admin, 'lettore', 'viewer');
});
afterAll(() => t.close());

const AURORA = 'aurora.localhost:3000';
const now = () => t.clock.now().getTime();
const view = (step: string, vendita: string) => ({
  name: 'step_view',
  params: { step, index: 1 },
  ts: now(),
  vendita,
});

/** Posts events as the web client does (its key, the XSRF cookie and header). */
async function track(events: unknown[], host = 'localhost:3000') {
  const token = await t.client.token();
  const res = await t.app.inject({
    method: 'POST',
    url: '/track/events',
    headers: { host, 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-xsrf-token': token },
    cookies: { 'XSRF-TOKEN': token },
    payload: JSON.stringify({ events }),
  });
  expect(res.json()).toMatchObject({ rejected: [] });
}

/** Walks a sale to `target` as a customer, sending the events the web client would send. */
async function walkTracked(uuid: string, target: string, secondsPerStep: number, host?: string) {
  let step: Step = await getStep(t.client, uuid);
  const events: Array<Record<string, unknown>> = [view(step.name, uuid)];
  while (step.name !== target) {
    t.clock.advance(secondsPerStep * 1000);
    events.push({ name: 'step_complete', params: { step: step.name, index: 1 }, ts: now(), vendita: uuid });
    if (step.name === 'firma') {
      const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
        otp: await lastMailedCode(t.store, uuid),
      });
      expect(res.statusCode, res.body).toBe(200);
      step = res.json<Step>();
    } else {
      if (step.name === 'caricamentoAllegati') await uploadMandatoryAttachments(t.client, uuid);
      const res = await t.client.post(
        `/vendite/${uuid}/next`,
        { taskId: step.taskId, ...VALID_STEP_DATA[step.name] },
        host ? { host } : {},
      );
      expect(res.statusCode, `${step.name}: ${res.body}`).toBe(200);
      step = res.json<Step>();
    }
    events.push(view(step.name, uuid));
    if (step.name === 'congratulazioni')
      events.push({ name: 'purchase', params: {}, ts: now(), vendita: uuid });
  }
  await track(events, host);
}

let day: string;
beforeAll(async () => {
  day = t.clock.now().toISOString().slice(0, 10);
  await walkTracked(await createSale(t.client, 101), 'congratulazioni', 30);
  await walkTracked(await createSale(t.client, 101), 'indirizzoFornitura', 60);
  await walkTracked(await createSale(t.client, 201, { host: AURORA }), 'datiAnagrafici', 10, AURORA);
});

describe('GET /api/v1/backoffice/report', () => {
  it('per step: the sales reaching it, the drop-outs, the median time; per operation the conversion', async () => {
    const res = await viewer.get(`/report?marchio=1&operazione=ATTIVAZIONE&from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<BackofficeReport>();
    expect(report).toMatchObject({ fromDay: day, toDay: day, sales: 2, concluded: 1, conversion: 0.5 });
    const [op] = report.operations;
    expect(op).toMatchObject({
      operazione: 'ATTIVAZIONE',
      label: 'Cambio fornitore',
      entered: 2,
      concluded: 1,
    });
    const row = (step: string) => op!.steps.find((s) => s.step === step);
    expect(row('ricercaCliente')).toMatchObject({
      label: 'Ricerca cliente',
      reached: 2,
      share: 1,
      droppedOut: 0,
    });
    expect(row('ricercaCliente')!.medianMs).toBe(45_000);
    expect(row('indirizzoFornitura')).toMatchObject({ reached: 2, droppedOut: 1, medianMs: 30_000 });
    expect(row('firma')).toMatchObject({ reached: 1, share: 0.5, medianMs: 30_000 });
    expect(row('congratulazioni')).toMatchObject({ reached: 1, medianMs: null });
    // the filter form's choices: every brand, its offers, the operations named in the reader's language
    expect(report.options.marchi.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(report.options.offerte).toContainEqual(expect.objectContaining({ id: 101, marchioId: 1 }));
    expect(report.options.operazioni).toContainEqual({ value: 'SUBENTRO', label: 'Subentro' });
  });

  it('filters per brand, and names the steps in English for an English reader', async () => {
    const res = await viewer.get(`/report?marchio=2&from=${day}&to=${day}`, {
      headers: { 'accept-language': 'en-GB,en' },
    });
    const report = res.json<BackofficeReport>();
    expect(report.sales).toBe(1);
    const steps = report.operations[0]!.steps;
    expect(steps.find((s) => s.step === 'datiAnagrafici')).toMatchObject({
      label: 'Personal data',
      droppedOut: 1,
    });
  });

  it('the CSV holds the same tables, downloaded with the session', async () => {
    const res = await viewer.get(`/report.csv?marchio=1&offerta=101&from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="funnel-report-${day}-${day}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Operazione,Passo,Codice,Vendite arrivate,Sul totale entrate (%),Abbandoni qui,Tempo mediano (s)',
    );
    expect(lines).toContain('ATTIVAZIONE,Ricerca cliente,ricercaCliente,2,100.0,0,45');
    expect(lines).toContain('ATTIVAZIONE,Indirizzo di fornitura,indirizzoFornitura,2,100.0,1,30');
    expect(lines).toContain('ATTIVAZIONE,Congratulazioni,congratulazioni,1,50.0,0,');
  });

  it('a bad filter is 400 validation naming it; no session is 401; nothing of it opens with the web key', async () => {
    const bad = await viewer.get(`/report?offerta=abc&from=${day}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', fields: { offerta: expect.any(String) } });
    const backwards = await viewer.get(`/report?from=${day}&to=2000-01-01`);
    expect(backwards.json()).toMatchObject({ code: 'validation', fields: { to: 'validation.out_of_range' } });
    expect((await new StaffClient(t.app).get('/report')).statusCode).toBe(401);
    expect((await new StaffClient(t.app).get('/report.csv')).statusCode).toBe(401);
    expect((await t.client.get('/backoffice/report')).statusCode).toBe(401);
  });
});

describe('the old /operatori addresses', () => {
  it.each([
    ['/operatori', '/backoffice/report'],
    ['/operatori/login', '/backoffice/report'],
    ['/operatori/report?marchio=1&from=2026-11-01', '/backoffice/report?marchio=1&from=2026-11-01'],
    ['/operatori/report.csv?marchio=2', '/api/v1/backoffice/report.csv?marchio=2'],
  ])('%s moved to %s', async (from, to) => {
    const res = await t.app.inject({ method: 'GET', url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});
