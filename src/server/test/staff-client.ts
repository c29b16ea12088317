import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/schemas/backoffice';
import type { App } from '../app';

// A browser of the back office (api-contract.md "Back office and webhooks"): no web client key; it
// keeps the cookies it is given (the session, XSRF-TOKEN) and echoes XSRF-TOKEN on unsafe methods.

export type StaffRequest = {
  body?: unknown;
  /** The client's address (the test server trusts X-Forwarded-For). */
  ip?: string;
  xsrf?: 'match' | 'none';
  headers?: Record<string, string>;
};

export class StaffClient {
  readonly cookies: Record<string, string> = {};
  constructor(
    private readonly app: App,
    private readonly ip = '10.200.0.1',
  ) {}

  async request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, opts: StaffRequest = {}) {
    if (method !== 'GET' && !this.cookies['XSRF-TOKEN']) await this.request('GET', '/session');
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? this.ip, ...opts.headers };
    if (method !== 'GET' && (opts.xsrf ?? 'match') === 'match')
      headers['x-xsrf-token'] = this.cookies['XSRF-TOKEN']!;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.inject({
      method,
      url: `/api/v1/backoffice${path}`,
      headers,
      cookies: this.cookies,
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });
    this.keep(res);
    return res;
  }

  private keep(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      const gone = c.value === '' || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (gone) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
  }

  signIn = (username: string, password: string, opts: StaffRequest = {}) =>
    this.request('POST', '/session', { ...opts, body: { username, password } });
  get = (path: string, opts?: StaffRequest) => this.request('GET', path, opts);
  post = (path: string, body: unknown, opts?: StaffRequest) => this.request('POST', path, { ...opts, body });
  patch = (path: string, body: unknown, opts?: StaffRequest) =>
    this.request('PATCH', path, { ...opts, body });
  put = (path: string, body: unknown, opts?: StaffRequest) => this.request('PUT', path, { ...opts, body });
  delete = (path: string, opts?: StaffRequest) => this.request('DELETE', path, opts);
}

/** The password the tests give the staff accounts they make. */
export const STAFF_PASSWORD = 'una-password-lunga';
let clients = 0;

/** A browser of an address of its own (the lockout counts per client), signed in as `username`. */
export async function signedInStaff(app: App, username: string, password = STAFF_PASSWORD) {
  const n = ++clients;
  const b = new StaffClient(app, `10.210.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  const res = await b.signIn(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** An account made by `admin` through the users API with `role`, and a browser signed in as it. */
export async function staffWithRole(app: App, admin: StaffClient, username: string, role: StaffRole) {
  const made = await admin.post('/users', { username, role, password: STAFF_PASSWORD });
  expect(made.statusCode, made.body).toBe(201);
  return signedInStaff(app, username);
}
