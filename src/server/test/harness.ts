import os from 'node:os';
import path from 'node:path';
import type { JobsTuning } from '../services/adapters/jobs/jobs';
import type { RetentionTuning } from '../services/domain/retention/schedule';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { App, RouteInfo } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { LogStream } from '../logger';
import type { Store } from '../store/db';
import { openStore } from '../store/db';
import { withDatabase } from './global-setup';

// API tests drive the real app with app.inject() over a real database cloned from the seeded
// template (global-setup.ts). Each test file gets its own clone.

export const API_KEY = 'test-web-client-key';

/** The suite runs on PostgreSQL when DATABASE_URL is set, else on the embedded PGlite. */
export function onPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

/** A clock the test moves: expiry rules (OTP, sale, congratulations window) read it. */
export class TestClock {
  constructor(public t = new Date('2026-11-22T10:00:00Z')) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t = new Date(this.t.getTime() + ms);
  }
}

/** A fresh database copied from the migrated, seeded template (global-setup.ts); answers its URL. */
export async function cloneTemplateDatabase(url: string, template: string): Promise<string> {
  const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

export async function openTestStore(): Promise<Store> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    return openStore({ databaseUrl: await cloneTemplateDatabase(url, template), poolSize: 25 });
  }
  const dump = await fs.readFile(inject('pgliteDump'));
  return openStore({ memory: true, loadDataDir: new Blob([dump]) });
}

export type TestContext = {
  app: App;
  store: Store;
  clock: TestClock;
  config: Config;
  client: ApiClient;
  close(): Promise<void>;
};

/** `logStream`: log (at env LOG_LEVEL) into it instead of not at all. */
export async function createTestApp(
  env: Record<string, string> = {},
  store?: Store,
  opts: {
    logStream?: LogStream;
    jobs?: JobsTuning;
    retention?: RetentionTuning;
    onRoute?: (route: RouteInfo) => void;
    /** The built web client to serve (a folder with index.html); none by default. */
    webRoot?: string;
  } = {},
): Promise<TestContext> {
  const clock = new TestClock();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      WEB_API_KEY: API_KEY,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      // tests switch maintenance and the credit check in the database and expect them at once
      BRAND_CACHE_MS: '0',
      // files the tests upload go to a scratch directory, never into the checkout's ./data
      DATA_DIR: path.join(os.tmpdir(), `funnel-test-${process.pid}`),
      // as in production over PostgreSQL, the limits count in the database there
      ...(onPostgres() ? { RATE_LIMIT_STORE: 'db' } : {}),
      ...env,
    }),
    now: clock.now,
  };
  const s = store ?? (await openTestStore());
  const app = await buildApp({
    config,
    store: s,
    webRoot: opts.webRoot ?? null,
    logger: !!opts.logStream,
    logStream: opts.logStream,
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    // the retention deletes by the test's clock, which tests move: only a test that asks runs it
    retention: opts.retention ?? { enabled: false },
    ...(opts.onRoute ? { onRoute: opts.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    store: s,
    clock,
    config,
    client: new ApiClient(app),
    async close() {
      await app.close();
      await s.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
export type RequestOptions = {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  host?: string;
  /** Leave out the api key / XSRF header to test the checks. */
  apiKey?: string | null;
  xsrf?: 'match' | 'none' | 'wrong';
  lang?: string;
};

/** Behaves like the web client: sends x-api-key, keeps the XSRF cookie and echoes it on unsafe methods. */
export class ApiClient {
  private xsrf: string | undefined;
  constructor(private readonly app: App) {}

  async token(): Promise<string> {
    if (!this.xsrf) {
      const res = await this.app.inject({
        method: 'GET',
        url: '/api/v1/configurations/env',
        headers: { 'x-api-key': API_KEY },
      });
      this.xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    }
    return this.xsrf!;
  }

  async request(method: Method, url: string, opts: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: opts.host ?? 'localhost:3000', ...opts.headers };
    if (opts.apiKey !== null) headers['x-api-key'] = opts.apiKey ?? API_KEY;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const cookies: Record<string, string> = {};
    if (method !== 'GET' && (opts.xsrf ?? 'match') !== 'none') {
      const token = await this.token();
      cookies['XSRF-TOKEN'] = token;
      headers['x-xsrf-token'] = opts.xsrf === 'wrong' ? `${token}x` : token;
    }
    let payload: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
    }
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    return this.app.inject({
      method,
      url:
        url.startsWith('/') &&
        !url.startsWith('/api') &&
        !url.startsWith('/dev') &&
        !url.startsWith('/healthz')
          ? `/api/v1${url}`
          : url,
      headers,
      cookies,
      payload,
    });
  }

  /** A multipart POST as a browser sends it (FormData), with the key and the XSRF header. */
  async postForm(url: string, form: FormData, opts: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const token = await this.token();
    return this.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: {
        host: opts.host ?? 'localhost:3000',
        'content-type': request.headers.get('content-type')!,
        'x-api-key': API_KEY,
        'x-xsrf-token': token,
        ...opts.headers,
      },
      cookies: { 'XSRF-TOKEN': token },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  get = (url: string, opts?: RequestOptions) => this.request('GET', url, opts);
  post = (url: string, body?: unknown, opts?: RequestOptions) => this.request('POST', url, { ...opts, body });
  patch = (url: string, body?: unknown, opts?: RequestOptions) =>
    this.request('PATCH', url, { ...opts, body });
  delete = (url: string, opts?: RequestOptions) => this.request('DELETE', url, opts);
}
