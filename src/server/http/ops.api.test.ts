import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendita } from '../../shared/schemas/api';
import {
  VALID_STEP_DATA,
  createNewCustomerSale,
  createSale,
  lastMailedCode,
  newVisitorIp,
  walkTo,
} from '../test/flow-data';
import { API_KEY, createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 12.4: what a load balancer and a monitoring system ask an instance: /healthz (alive),
// /readyz (database answers, migrated, not draining), /metrics (Prometheus text). No key for any.

const TOKEN = 'metrics-token-0123456789';
// SMTP_URL names a port where nothing listens (in this suite's range): a mail server that is down
const DEAD_SMTP = 'smtp://127.0.0.1:3419';
const PORT = 3401;

let t: TestContext;
beforeAll(async () => {
  // a retry waits a minute: a failed mail stays in its queue while the test looks
  t = await createTestApp({ SMTP_URL: DEAD_SMTP }, undefined, {
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 60 },
  });
});
let storeClosed = false;
afterAll(async () => {
  if (!storeClosed) return t.close();
  await t.app.close();
});

const get = (app: TestContext['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The Prometheus text format, line by line; a line that is not a comment or a sample fails the test. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    // prom-client writes NaN as `Nan`: Prometheus reads the special values in any case
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
    expect(m, `not a sample: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const l of (m![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m![1]!, labels, value: Number(m![3]) });
  }
  return samples;
}

async function scrape(app = t.app): Promise<Sample[]> {
  const res = await get(app, '/metrics');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}

/** The sum of the samples of `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function eventually<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

describe('GET /healthz', () => {
  it('answers 200 with no key and reads nothing', async () => {
    const res = await get(t.app, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.store.kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and is migrated', async () => {
    const res = await get(t.app, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.store.kind });
  });

  it('answers 503 while the newest migration of this build is missing from the database', async () => {
    const newest = (await t.store.db.execute(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const row = newest.rows[0]!;
    await t.store.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${row.created_at}`,
    );
    try {
      const res = await get(t.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        database: t.store.kind,
        reason: 'migrations_pending',
      });
      // alive all the same: an orchestrator must not restart it for that
      expect((await get(t.app, '/healthz')).statusCode).toBe(200);
    } finally {
      await t.store.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
  });

  it('answers 503 while the server drains, and serves what still arrives; then the port is closed', async () => {
    const other = await createTestApp({ SHUTDOWN_DELAY_MS: '2000' }, t.store);
    await other.app.listen({ port: PORT, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const closed = other.app.close();
    // within SHUTDOWN_DELAY_MS the listener still takes connections
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', database: t.store.kind, reason: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // a request that reaches it now is answered, and its connection ends with it
    const offer = await fetch(`${url}/api/v1/offerte/101?web2`, { headers: { 'x-api-key': API_KEY } });
    expect(offer.status).toBe(200);
    expect(offer.headers.get('connection')).toBe('close');

    await closed;
    await expect(fetch(`${url}/healthz`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });
});

describe('none of them needs the web client key, the XSRF header or a brand out of maintenance', () => {
  it('answers with every brand in maintenance and no key', async () => {
    const closedBrands = await createTestApp({ MAINTENANCE: 'lumen,aurora,borea' }, t.store);
    try {
      const api = await closedBrands.client.get('/offerte/101?web2');
      expect(api.statusCode).toBe(403);
      for (const host of ['localhost:3000', 'aurora.localhost:3000']) {
        for (const url of ['/healthz', '/readyz', '/metrics']) {
          const res = await get(closedBrands.app, url, { host });
          expect(res.statusCode, `${host}${url}`).toBe(200);
        }
      }
    } finally {
      await closedBrands.app.close();
    }
  });
});

describe('GET /metrics', () => {
  const PERSONAL = [
    'Giulia',
    'Bianchi',
    'BNCGLI90A41F205H',
    'giulia.bianchi',
    'IT60',
    'X054',
    'Roma',
    'IT001E12345678',
  ];

  it('counts a walked step, a signature, a read bill, a failed mail and job, with no uuid and no personal data', async () => {
    const before = await scrape();
    const uuid = await createSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const code = await lastMailedCode(t.store, uuid);
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code });
    expect(signed.statusCode, signed.body).toBe(200);

    // a real bill, read in the background (funnel/bill-extraction.ts)
    const bill = await createSale(t.client);
    const form = new FormData();
    const sample = path.resolve(__dirname, '../services/domain/bills/samples/solaria-luce-pf.pdf');
    form.append('file', new Blob([fs.readFileSync(sample)], { type: 'application/pdf' }), 'bolletta.pdf');
    const uploaded = await t.client.postForm(`/vendite/${bill}/bolletta-luce`, form, {
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await eventually(async () => {
      const v = (await t.client.get(`/vendite/${bill}/v2`)).json<Vendita>();
      return v.estrazioniBollette?.[0]?.stato === 'completata' ? true : undefined;
    }, 'bill read');

    // the code mail and the confirmation go to a mail server that is down
    const after = await eventually(async () => {
      const s = await scrape();
      return valueOf(s, 'funnel_mail_delivery_failures_total') > 0 ? s : undefined;
    }, 'a mail delivery failure counted');

    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const walked = { operazione: 'ATTIVAZIONE', marchio: 'lumen' };
    // ricercaCliente … riepilogo: every Next that moved the sale
    const stepsWalked = Object.keys(VALID_STEP_DATA).length;
    expect(delta('funnel_steps_completed_total', walked)).toBeGreaterThanOrEqual(stepsWalked);
    expect(delta('funnel_steps_completed_total', { ...walked, step: 'datiAnagrafici' })).toBe(1);
    expect(delta('funnel_signatures_total', { ...walked, canale: 'email' })).toBe(1);
    expect(
      delta('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/vendite/:uuid/next',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(stepsWalked);
    expect(
      delta('funnel_bill_reading_seconds_count', { type: 'application/pdf', outcome: 'read' }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('funnel_mail_delivery_failures_total', { outcome: 'retry' })).toBeGreaterThanOrEqual(1);
    expect(delta('funnel_job_failures_total', { queue: 'mail-delivery' })).toBeGreaterThanOrEqual(1);
    // the failed mails wait a minute for their retry
    expect(valueOf(after, 'funnel_job_queue_depth', { queue: 'mail-delivery' })).toBeGreaterThanOrEqual(1);
    for (const queue of ['contract-signed', 'bill-extraction']) {
      expect(after.some((s) => s.name === 'funnel_job_queue_depth' && s.labels.queue === queue)).toBe(true);
    }
    // prom-client's process metrics
    expect(after.some((s) => s.name === 'process_cpu_seconds_total')).toBe(true);
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);

    const values = after.flatMap((s) => Object.values(s.labels));
    const uuidLike = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    expect(values.filter((v) => uuidLike.test(v))).toEqual([]);
    const text = (await get(t.app, '/metrics')).body;
    expect(text).not.toContain(uuid);
    expect(text).not.toContain(bill);
    expect(PERSONAL.filter((p) => text.toLowerCase().includes(p.toLowerCase()))).toEqual([]);
    // a whole sale, a bill read and mails failing: longer than one request on a busy machine
  }, 60_000);

  it('names every metric of docs/operations.md', async () => {
    const names = new Set((await scrape()).map((s) => s.name.replace(/_(bucket|sum|count)$/, '')));
    for (const name of [
      'http_request_duration_seconds',
      'funnel_steps_completed_total',
      'funnel_signatures_total',
      'funnel_job_queue_depth',
      'funnel_job_failures_total',
      'funnel_mail_delivery_failures_total',
      'funnel_bill_reading_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('labels a request by its route pattern; an unknown address by `unmatched`', async () => {
    await t.client.get(`/vendite/00000000-0000-4000-8000-000000000000/step`);
    await t.client.post(`/nowhere/at/all`, {});
    const s = await scrape();
    expect(
      valueOf(s, 'http_request_duration_seconds_count', {
        route: '/api/v1/vendite/:uuid/step',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(s, 'http_request_duration_seconds_count', { route: 'unmatched' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(s.some((x) => x.labels.route?.includes('nowhere'))).toBe(false);
  });

  it('with METRICS_TOKEN wants it as a bearer token (401 without it or with another)', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: TOKEN }, t.store);
    try {
      for (const authorization of [
        undefined,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(1)}`,
        TOKEN,
        'Bearer ',
      ]) {
        const res = await get(guarded.app, '/metrics', authorization ? { authorization } : {});
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.body).not.toContain('funnel_');
      }
      for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
        const res = await get(guarded.app, '/metrics', { authorization });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('funnel_steps_completed_total');
      }
      // the probes stay open
      expect((await get(guarded.app, '/readyz')).statusCode).toBe(200);
    } finally {
      await guarded.app.close();
    }
  });

  it('is off in production without METRICS_TOKEN (404), on with it', async () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-forty-characters!!' };
    const off = await createTestApp(production, t.store);
    const on = await createTestApp({ ...production, METRICS_TOKEN: TOKEN }, t.store);
    try {
      expect((await get(off.app, '/metrics')).statusCode).toBe(404);
      expect((await get(off.app, '/metrics', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
      expect((await get(off.app, '/healthz')).statusCode).toBe(200);
      expect((await get(off.app, '/readyz')).statusCode).toBe(200);
      expect((await get(on.app, '/metrics')).statusCode).toBe(401);
      expect((await get(on.app, '/metrics', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    } finally {
      await off.app.close();
      await on.app.close();
    }
  });

  it('counts in each app alone (one registry per app)', async () => {
    const other = await createTestApp({}, t.store);
    try {
      const steps = (s: Sample[]) => valueOf(s, 'funnel_steps_completed_total');
      const [mineBefore, otherBefore] = [steps(await scrape()), steps(await scrape(other.app))];
      // ricercaCliente, walked on the other app
      await createNewCustomerSale(other.client);
      expect(steps(await scrape(other.app)) - otherBefore).toBe(1);
      expect(steps(await scrape()) - mineBefore).toBe(0);
    } finally {
      await other.app.close();
    }
  });
});

// last: it closes the database under the app
describe('when the database is gone', () => {
  it('/readyz answers 503, /healthz still 200', async () => {
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
    await t.store.close();
    storeClosed = true;
    const res = await get(t.app, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not_ready',
      database: t.store.kind,
      reason: 'database_unavailable',
    });
    expect((await get(t.app, '/healthz')).statusCode).toBe(200);
    // the scrape still answers, without the queue depth it cannot read
    const s = await scrape();
    expect(s.some((x) => x.name === 'funnel_job_queue_depth')).toBe(false);
    expect(s.some((x) => x.name === 'process_cpu_seconds_total')).toBe(true);
  });
});
