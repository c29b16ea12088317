import type { LightMyRequestResponse } from 'fastify';
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
