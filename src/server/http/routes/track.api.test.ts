import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventi } from '../../store/schema';
import { createSale, newVisitorIp } from '../../test/flow-data';
import { API_KEY, createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// Funnel analytics (spec 7: /track/events outside /api/v1); the report over them: backoffice-report.api.test.ts.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AURORA = 'aurora.localhost:3000';
type TrackOptions = {
  host?: string;
  apiKey?: string | null;
  xsrf?: boolean;
  ip?: string;
  url?: string;
  /** another server than `t` */
  on?: TestContext;
};

/** Posts a batch as the web client does: x-api-key, the XSRF cookie and header, JSON. */
async function track(body: unknown, opts: TrackOptions = {}) {
  const server = opts.on ?? t;
  const token = await server.client.token();
  const headers: Record<string, string> = {
    host: opts.host ?? 'localhost:3000',
    'content-type': 'application/json',
    'x-forwarded-for': opts.ip ?? '10.250.0.1',
  };
  if (opts.apiKey !== null) headers['x-api-key'] = opts.apiKey ?? API_KEY;
  const cookies: Record<string, string> = {};
  if (opts.xsrf !== false) {
    headers['x-xsrf-token'] = token;
    cookies['XSRF-TOKEN'] = token;
  }
  return server.app.inject({
    method: 'POST',
    url: opts.url ?? '/track/events',
    headers,
    cookies,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const now = () => t.clock.now().getTime();
const view = (step: string, extra: Record<string, unknown> = {}) => ({
  name: 'step_view',
  params: { step, index: 1 },
  ts: now(),
  ...extra,
});
const rowsOf = (venditaUuid: string) =>
  t.store.db.select().from(eventi).where(eq(eventi.venditaUuid, venditaUuid)).orderBy(eventi.ts);

describe('POST /track/events', () => {
  it('is not under /api/v1', async () => {
    const res = await t.client.post('/track/events', { events: [view('firma')] });
    expect(res.statusCode).toBe(404);
  });

  it('stores the events with the host brand and the offer and operation of the sale', async () => {
    const uuid = await createSale(t.client, 101);
    const res = await track({
      events: [
        view('ricercaCliente', { vendita: uuid }),
        { name: 'abandon', params: {}, ts: now(), vendita: uuid },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2, rejected: [] });
    const rows = await rowsOf(uuid);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      marchioId: 1,
      venditaUuid: uuid,
      offertaId: 101,
      operazione: 'ATTIVAZIONE',
      nome: 'step_view',
      step: 'ricercaCliente',
      params: { step: 'ricercaCliente', index: 1 },
      ts: t.clock.now(),
      ricevutoIl: t.clock.now(),
    });
    expect(rows[1]).toMatchObject({ nome: 'abandon', step: null, params: {} });
  });

  it('stores an event of an unknown sale, or of another brand’s sale, without the sale', async () => {
    const unknown = crypto.randomUUID();
    const lumenSale = await createSale(t.client, 101);
    const res = await track(
      {
        events: [
          view('datiAnagrafici', { vendita: unknown }),
          view('datiAnagrafici', { vendita: lumenSale }),
          { name: 'upload', params: { kind: 'bolletta-luce', outcome: 'ok', size_kb: 120 }, ts: now() },
        ],
      },
      { host: AURORA },
    );
    expect(res.json()).toEqual({ accepted: 3, rejected: [] });
    expect(await rowsOf(lumenSale)).toEqual([]);
    const aurora = await t.store.db.select().from(eventi).where(eq(eventi.marchioId, 2));
    expect(aurora).toHaveLength(3);
    expect(aurora.every((r) => r.venditaUuid === null && r.offertaId === null && r.operazione === null)).toBe(
      true,
    );
  });

  it('refuses bad events one by one and keeps the good ones', async () => {
    const uuid = await createSale(t.client, 101);
    const res = await track({
      events: [
        view('datiAnagrafici', { vendita: uuid }),
        { name: 'error', params: { step: 'datiAnagrafici', email: 'giulia.bianchi@example.com' }, ts: now() },
        { name: 'error', params: { step: 'datiAnagrafici', code: 'BNCGLI90A41F205H' }, ts: now() },
        {
          name: 'error',
          params: { step: 'metodoPagamento', code: 'IT60 X054 2811 1010 0000 0123 456' },
          ts: now(),
        },
        { name: 'error', params: { step: 'datiAnagrafici', detail: '333 123 4567' }, ts: now() },
        { name: 'page_view', params: {}, ts: now() },
        view('indirizzoFornitura', { vendita: uuid, ts: now() - 25 * 60 * 60 * 1000 }),
        view('indirizzoFornitura', { params: { step: 'indirizzoFornitura', nested: { a: 1 } } }),
        view('nonUnPasso'),
        42,
        { ...view('indirizzoFornitura', { vendita: uuid }), ts: now() + 1000 },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      accepted: 2,
      rejected: [
        { index: 1, fields: { 'params.email': 'validation.personal_data' } },
        { index: 2, fields: { 'params.code': 'validation.personal_data' } },
        { index: 3, fields: { 'params.code': 'validation.personal_data' } },
        { index: 4, fields: { 'params.detail': 'validation.personal_data' } },
        { index: 5, fields: { name: 'validation.choice' } },
        { index: 6, fields: { ts: 'validation.out_of_range' } },
        { index: 7, fields: { 'params.nested': expect.stringMatching(/^validation\./) } },
        { index: 8, fields: { 'params.step': 'validation.choice' } },
        { index: 9, fields: { _: 'validation.type' } },
      ],
    });
    expect((await rowsOf(uuid)).map((r) => r.step)).toEqual(['datiAnagrafici', 'indirizzoFornitura']);
    // nothing refused was stored, personal data least of all
    const all = JSON.stringify(await t.store.db.select().from(eventi));
    expect(all).not.toContain('example.com');
    expect(all).not.toContain('BNCGLI90A41F205H');
  });

  it('takes 50 events a batch; 51, an empty batch or a body that is not an object answer 400', async () => {
    const fifty = Array.from({ length: 50 }, () => view('riepilogo'));
    expect((await track({ events: fifty })).json()).toEqual({ accepted: 50, rejected: [] });
    for (const body of [
      { events: [...fifty, view('riepilogo')] },
      { events: [] },
      [view('firma')],
      'null',
      '"x"',
      {},
    ]) {
      const res = await track(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
  });

  it('needs the api key (401) and the XSRF header (403), also on an encoded path', async () => {
    const body = { events: [view('firma')] };
    expect((await track(body, { apiKey: null })).statusCode).toBe(401);
    expect((await track(body, { apiKey: 'wrong-key' })).json()).toMatchObject({ code: 'auth.api_key' });
    expect((await track(body, { xsrf: false })).json()).toMatchObject({ code: 'csrf' });
    expect((await track(body, { apiKey: null, url: '/%74rack/events' })).statusCode).toBe(401);
    expect((await track(body, { xsrf: false, url: '/%74rack/events' })).statusCode).toBe(403);
  });

  it('limits the batches of one client', async () => {
    const ip = newVisitorIp();
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await track({ events: [] }, { ip })).statusCode;
    expect(last).toBe(429);
    // another client is not affected
    expect((await track({ events: [view('firma')] }, { ip: newVisitorIp() })).statusCode).toBe(202);
  });
});

describe('retention', () => {
  it('events older than EVENTS_RETENTION_DAYS are deleted by the retention run a server schedules', async () => {
    const r = await createTestApp({ EVENTS_RETENTION_DAYS: '30' }, t.store, {
      retention: { firstRunMs: 0, everyMs: 100 },
    });
    try {
      const day = 86_400_000;
      const marchioId = 1;
      const old = (daysAgo: number) => ({
        id: crypto.randomUUID(),
        marchioId,
        nome: 'step_view',
        step: `retention-${daysAgo}`,
        params: { step: `retention-${daysAgo}` },
        ts: new Date(r.clock.now().getTime() - daysAgo * day),
        ricevutoIl: new Date(r.clock.now().getTime() - daysAgo * day),
      });
      await t.store.db.insert(eventi).values([old(31), old(29)]);
      const steps = async () =>
        (await t.store.db.select({ step: eventi.step }).from(eventi))
          .map((e) => e.step)
          .filter((s) => s?.startsWith('retention-'))
          .sort();
      await expect.poll(steps).toEqual(['retention-29']);
    } finally {
      await r.app.close();
    }
  });
});
