import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../../shared/schemas/api';
import { eventi } from '../../store/schema';
import {
  VALID_STEP_DATA,
  createSale,
  getStep,
  lastMailedCode,
  newVisitorIp,
  uploadMandatoryAttachments,
} from '../../test/flow-data';
import { API_KEY, createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// Funnel analytics (spec 7: /track/events outside /api/v1) and the operators' report over them.

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

// --- the operators' report -------------------------------------------------------------------------

const SESSION = 'operatori_sessione';
type Jar = Record<string, string>;

function cookiesOf(res: { cookies: Array<{ name: string; value: string }> }, jar: Jar = {}): Jar {
  for (const c of res.cookies) if (c.name.startsWith('operatori_')) jar[c.name] = c.value;
  return jar;
}

async function get(url: string, jar: Jar = {}, lang = 'it-IT') {
  return t.app.inject({ method: 'GET', url, cookies: jar, headers: { 'accept-language': lang } });
}

/** Opens the form (its token and cookie) and posts it, as a browser would. */
async function login(password: string, opts: { user?: string; ip?: string; token?: string } = {}) {
  const page = await get('/operatori/login');
  const jar = cookiesOf(page);
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
  expect(token).toBe(jar.operatori_csrf);
  const res = await t.app.inject({
    method: 'POST',
    url: '/operatori/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': opts.ip ?? newVisitorIp(),
    },
    cookies: jar,
    payload: new URLSearchParams({
      _csrf: opts.token ?? token,
      user: opts.user ?? 'operatore',
      password,
    }).toString(),
  });
  return { res, jar: cookiesOf(res, jar) };
}

describe('operator sign-in', () => {
  it('the form is an accessible page in the visitor’s language', async () => {
    const it_ = await get('/operatori/login');
    expect(it_.statusCode).toBe(200);
    expect(it_.headers['content-type']).toContain('text/html');
    expect(it_.body).toContain('<html lang="it">');
    expect(it_.body).toContain('<label for="password">Password</label>');
    expect(it_.headers['content-security-policy']).toContain("default-src 'none'");
    const en = await get('/operatori/login', {}, 'en-GB,en;q=0.8');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Sign in');
  });

  it('signs in with the right password: 303 to the report with an HttpOnly, Strict session cookie', async () => {
    const { res } = await login('operatore-demo');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/operatori/report');
    const cookie = res.cookies.find((c) => c.name === SESSION)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/operatori',
      maxAge: 8 * 3600,
    });
  });

  it('a wrong password or user answers 401 with the form again and no session', async () => {
    for (const attempt of [login('operatore-demo!'), login('operatore-demo', { user: 'admin' })]) {
      const { res } = await attempt;
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Utente o password non corretti.');
      expect(res.body).toContain('<form method="post" action="/operatori/login">');
      expect(res.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    }
  });

  it('a form without its token answers 403 and signs nobody in', async () => {
    const { res } = await login('operatore-demo', { token: 'forged-token' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/operatori/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user=operatore&password=operatore-demo',
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('after 10 failures a client must wait, even with the right password', { timeout: 30_000 }, async () => {
    const ip = newVisitorIp();
    for (let i = 0; i < 10; i++) expect((await login('wrong-password', { ip })).res.statusCode).toBe(401);
    const { res } = await login('operatore-demo', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    // another client still can
    expect((await login('operatore-demo')).res.statusCode).toBe(303);
  });
});

describe('operator session', () => {
  it('without a session the page redirects to the sign-in and the CSV answers 401', async () => {
    const page = await get('/operatori/report');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/operatori/login');
    expect((await get('/operatori/report.csv')).statusCode).toBe(401);
  });

  it('a tampered cookie is no session', async () => {
    const { jar } = await login('operatore-demo');
    const [payload, sig] = jar[SESSION]!.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: 'operatore', exp: now() + 1e12 })).toString('base64url');
    expect((await get('/operatori/report', { [SESSION]: `${forged}.${sig}` })).statusCode).toBe(303);
    expect((await get('/operatori/report', { [SESSION]: `${payload}.${sig}x` })).statusCode).toBe(303);
    expect((await get('/operatori/report', jar)).statusCode).toBe(200);
  });

  it('expires after 8 hours', async () => {
    const { jar } = await login('operatore-demo');
    t.clock.advance(8 * 3600 * 1000 - 1000);
    expect((await get('/operatori/report', jar)).statusCode).toBe(200);
    t.clock.advance(1000);
    const page = await get('/operatori/report', jar);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/operatori/login');
    expect((await get('/operatori/report.csv', jar)).statusCode).toBe(401);
  });

  it('signing out ends the session; a form without the token does not', async () => {
    const { jar } = await login('operatore-demo');
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/operatori/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: jar,
        payload: `_csrf=${token}`,
      });
    const forged = await post('forged');
    expect(forged.statusCode).toBe(303);
    expect(forged.cookies.find((c) => c.name === SESSION)).toBeUndefined();
    expect((await get('/operatori/report', jar)).statusCode).toBe(200);

    const out = await post(jar.operatori_csrf!);
    expect(out.headers.location).toBe('/operatori/login');
    const cleared = out.cookies.find((c) => c.name === SESSION)!;
    expect(cleared.value).toBe('');
  });
});

describe('the report over sales walked through the API', () => {
  let day: string;
  const signed: string[] = [];

  /** Walks a sale to `target` as a customer, sending the events the web client would send. */
  async function walkTracked(uuid: string, target: string, secondsPerStep: number, host?: string) {
    let step: Step = await getStep(t.client, uuid);
    const events: Array<Record<string, unknown>> = [view(step.name, { vendita: uuid })];
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
      events.push(view(step.name, { vendita: uuid }));
      if (step.name === 'congratulazioni')
        events.push({ name: 'purchase', params: {}, ts: now(), vendita: uuid });
    }
    const res = await track({ events }, host ? { host } : {});
    expect(res.json()).toMatchObject({ rejected: [] });
  }

  beforeAll(async () => {
    // days of their own, so the events of the tests above stay out of the range
    t.clock.advance(3 * 24 * 3600 * 1000);
    day = t.clock.now().toISOString().slice(0, 10);
    const concluded = await createSale(t.client, 101);
    signed.push(concluded);
    await walkTracked(concluded, 'congratulazioni', 30);
    await walkTracked(await createSale(t.client, 101), 'indirizzoFornitura', 60);
    await walkTracked(await createSale(t.client, 201, { host: AURORA }), 'datiAnagrafici', 10, AURORA);
  });

  it('shows per step the sales reaching it, the drop-outs, the median time and the conversion', async () => {
    const { jar } = await login('operatore-demo');
    const res = await get(`/operatori/report?marchio=1&operazione=ATTIVAZIONE&from=${day}&to=${day}`, jar);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('<th scope="col">Vendite arrivate</th>');
    expect(res.body).toContain('2 vendite entrate, 1 concluse (conversione 50%).');
    const row = (step: string) =>
      new RegExp(`<code>${step}</code></td>((?:<td class="n">[^<]*</td>){4})`)
        .exec(res.body)?.[1]
        ?.match(/<td class="n">([^<]*)<\/td>/g)
        ?.map((c) => c.replace(/<[^>]+>/g, ''));
    // [reached, share, dropped out, median]
    expect(row('ricercaCliente')).toEqual(['2', '100%', '0', '45 s']);
    expect(row('datiAnagrafici')).toEqual(['2', '100%', '0', '45 s']);
    expect(row('indirizzoFornitura')).toEqual(['2', '100%', '1', '30 s']);
    expect(row('firma')).toEqual(['1', '50%', '0', '30 s']);
    expect(row('congratulazioni')).toEqual(['1', '50%', '0', '–']);
    // the filter form keeps its choices
    expect(res.body).toMatch(/<option value="ATTIVAZIONE" selected>/);
    expect(res.body).toContain(`value="${day}"`);
  });

  it('filters per brand: the Aurora sale alone', async () => {
    const { jar } = await login('operatore-demo');
    const res = await get(`/operatori/report.csv?marchio=2&from=${day}&to=${day}`, jar, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="funnel-report-${day}-${day}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Operation,Step,Code,Sales reaching it,Of sales entered (%),Dropped out here,Median time (s)',
    );
    expect(lines).toContain('ATTIVAZIONE,Customer search,ricercaCliente,1,100.0,0,10');
    expect(lines).toContain('ATTIVAZIONE,Personal data,datiAnagrafici,1,100.0,1,');
  });

  it('the CSV holds the page’s table', async () => {
    const { jar } = await login('operatore-demo');
    const res = await get(`/operatori/report.csv?marchio=1&offerta=101&from=${day}&to=${day}`, jar);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toContain('ATTIVAZIONE,Ricerca cliente,ricercaCliente,2,100.0,0,45');
    expect(lines).toContain('ATTIVAZIONE,Indirizzo di fornitura,indirizzoFornitura,2,100.0,1,30');
    expect(lines).toContain('ATTIVAZIONE,Congratulazioni,congratulazioni,1,50.0,0,');
    // every step of the flow, in flow order
    expect(lines.map((l) => l.split(',')[2]).slice(1, 3)).toEqual(['ricercaCliente', 'verificaOtpCliente']);
  });

  it('an invalid filter is dropped and said, the page still answers', async () => {
    const { jar } = await login('operatore-demo');
    const res = await get(`/operatori/report?offerta=abc&from=${day}&to=${day}`, jar, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Some filters were not valid and have been ignored.');
    expect(res.body).toContain('Sales funnel report');
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
