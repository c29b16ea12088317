import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../app';
import { createNewCustomerSale, newVisitorIp } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';
import { StaffClient } from '../test/staff-client';

// Issue 17.1: whatever stands where an id or a query value belongs, every route answers 400
// `validation` or 404, never 500, and logs no error. Over 100 characters the router used to raise
// its own "max param length" error, which reached the client as 500 `internal`.

const routes: RouteInfo[] = [];
const errorLines: string[] = [];
let t: TestContext;
let uuid: string;
/** The back office's routes are walked signed in as an administrator, so they read what they are sent. */
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, {
    onRoute: (r) => routes.push(r),
    logStream: { write: (line) => void (line.includes('"level":50') && errorLines.push(line)) },
  });
  uuid = await createNewCustomerSale(t.client);
  admin = new StaffClient(t.app);
  expect((await admin.signIn('operatore', 'operatore-demo')).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Values where an id belongs: over-long, percent-encoded, odd; each as it stands in the URL. */
const ODD_IDS = [
  'a'.repeat(101),
  'a'.repeat(501),
  '9'.repeat(4000),
  `${'0'.repeat(95)}-0000-0000-0000-000000000000`,
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2F',
  '%00',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%25',
  '%20',
  '..',
  '-1',
  '1e999',
  '0x1F',
  'null',
  encodeURIComponent('{"$ne":null}'),
  encodeURIComponent('<script>'),
];

const methodsOf = (r: RouteInfo) => (Array.isArray(r.method) ? r.method : [r.method]);

/** The route's URL with every `:param` replaced by `value`. */
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** Query keys the route's schema names (zod objects keep them in `shape`). */
function queryKeysOf(r: RouteInfo): string[] {
  const schema = (r.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)?.querystring;
  return schema?.shape ? Object.keys(schema.shape) : [];
}

const BACKOFFICE = '/api/v1/backoffice';

/** From a new address each time, so that no per-client limit answers 429 instead. */
const send = (method: string, url: string) => {
  const body = method === 'GET' || method === 'HEAD' ? {} : { body: {} };
  // `..` in an id takes the address out of the back office (/api/v1/backoffice/users/.. is
  // /api/v1/backoffice/): there the web client's key is what the server asks for
  const path = new URL(url, 'http://localhost').pathname;
  if (path.startsWith(`${BACKOFFICE}/`) && path.length > BACKOFFICE.length + 1) {
    return admin.request(method as 'GET', url.slice(BACKOFFICE.length), { ip: newVisitorIp(), ...body });
  }
  return t.client.request(method as 'GET', url, { headers: { 'x-forwarded-for': newVisitorIp() }, ...body });
};

describe('odd ids and query values', () => {
  it('every route with a path parameter answers 400 validation or 404 for every odd id', async () => {
    const withParam = routes.filter((r) => r.url.includes(':'));
    expect(withParam.length).toBeGreaterThan(25);
    const seen: string[] = [];
    for (const r of withParam) {
      for (const method of methodsOf(r)) {
        seen.push(`${method} ${r.url}`);
        for (const id of ODD_IDS) {
          const url = withParams(r.url, id);
          const res = await send(method, url);
          expect([400, 404], `${method} ${url.slice(0, 120)} → ${res.statusCode}`).toContain(res.statusCode);
          if (method === 'HEAD') continue;
          const body = res.json();
          expect(body.code).toBe(res.statusCode === 400 ? 'validation' : 'not_found');
        }
      }
    }
    // the figure the closing note gives
    console.info(`path parameters: ${seen.length} route × method pairs × ${ODD_IDS.length} ids`);
    expect(errorLines).toEqual([]);
  });

  it('a long id under POST /vendite/{uuid}/next is 400 validation (the finding)', async () => {
    const res = await t.client.post(`/vendite/${'a'.repeat(101)}/next`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation' });
    const longer = await t.client.post(`/vendite/${'a'.repeat(10_000)}/next`, {});
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toMatchObject({ code: 'validation' });
  });

  it('every query value the routes read answers 400 or 404 when long or odd, never 500', async () => {
    let checked = 0;
    for (const r of routes) {
      const keys = queryKeysOf(r);
      if (!keys.length) continue;
      for (const method of methodsOf(r)) {
        if (method === 'HEAD') continue;
        const path = withParams(r.url, uuid);
        for (const key of keys) {
          for (const value of ['a'.repeat(5000), ...ODD_IDS]) {
            const res = await send(method, `${path}?${key}=${value}`);
            expect(res.statusCode, `${method} ${path}?${key}=${value.slice(0, 40)}`).toBeLessThan(500);
            expect([200, 204, 400, 404, 409]).toContain(res.statusCode);
          }
          checked++;
        }
      }
    }
    console.info(`query values: ${checked} route × key pairs × ${ODD_IDS.length + 1} values`);
    expect(checked).toBeGreaterThan(3);
    expect(errorLines).toEqual([]);
  });
});
