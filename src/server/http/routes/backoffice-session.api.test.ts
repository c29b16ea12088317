import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../backoffice/passwords';
import { createTestApp, openTestStore } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient } from '../../test/staff-client';

// api-contract.md "Back office and webhooks": staff sign in with a session cookie, sign out, are
// locked out per username and client, and need the XSRF header on unsafe methods, no web client key.

const ADMIN = 'capo';
const PASSWORD = 'password-del-capo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_USER: ADMIN, OPERATOR_PASSWORD_HASH: await hashPassword(PASSWORD) });
});
afterAll(() => t.close());

let ips = 0;
/** A browser from an address of its own: the lockout counts per client. */
const browser = () => new StaffClient(t.app, `10.201.0.${++ips}`);

describe('sign-in and sign-out', () => {
  it('the environment’s account signs in as admin with an HttpOnly, SameSite=Strict session cookie', async () => {
    const b = browser();
    const res = await b.signIn(ADMIN, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: ADMIN, role: 'admin' });
    const cookie = res.cookies.find((c) => c.name === 'backoffice_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect((await b.get('/session')).json()).toEqual({ username: ADMIN, role: 'admin' });
  });

  it('behind HTTPS the cookie is Secure', async () => {
    const res = await browser().signIn(ADMIN, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'backoffice_session')?.secure).toBe(true);
  });

  it('the username is not case-sensitive; a wrong password answers 401 auth.session without a cookie', async () => {
    expect((await browser().signIn('CAPO', PASSWORD)).statusCode).toBe(200);
    const res = await browser().signIn(ADMIN, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth.session' });
    expect(res.cookies.find((c) => c.name === 'backoffice_session')).toBeUndefined();
  });

  it('without a session: 401 auth.session', async () => {
    const res = await browser().get('/session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth.session', message: 'Accedi per continuare.' });
  });

  it('sign-out ends the session: the same cookie no longer opens it', async () => {
    const b = browser();
    await b.signIn(ADMIN, PASSWORD);
    const stolen = { ...b.cookies };
    const out = await b.delete('/session');
    expect(out.statusCode).toBe(204);
    expect((await b.get('/session')).statusCode).toBe(401);
    const replay = new StaffClient(t.app);
    Object.assign(replay.cookies, stolen);
    expect((await replay.get('/session')).statusCode).toBe(401);
  });

  it('needs no web client key and no brand of the host', async () => {
    const res = await browser().signIn(ADMIN, PASSWORD, { headers: { host: 'nessuno.example.com' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('XSRF', () => {
  it.each([
    ['sign-in', 'POST', { username: ADMIN, password: PASSWORD }],
    ['sign-out', 'DELETE', undefined],
  ] as const)('%s without the X-XSRF-TOKEN header answers 403 csrf', async (_, method, body) => {
    const b = browser();
    if (method === 'DELETE') await b.signIn(ADMIN, PASSWORD);
    const res = await b.request(method, '/session', { body, xsrf: 'none' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
    if (method === 'DELETE') expect((await b.get('/session')).statusCode).toBe(200);
  });
});

describe('lockout', () => {
  async function failFiveTimes(b: StaffClient, username: string) {
    for (let i = 0; i < 5; i++) {
      const res = await b.signIn(username, `wrong-${i}`);
      expect(res.statusCode).toBe(401);
    }
  }

  it('after 5 failures of one username from one client: 423 auth.locked, even with the right password', async () => {
    const b = browser();
    await failFiveTimes(b, ADMIN);
    const res = await b.signIn(ADMIN, PASSWORD);
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ code: 'auth.locked' });
    // another client is not locked out: nobody locks the administrator out from elsewhere
    expect((await browser().signIn(ADMIN, PASSWORD)).statusCode).toBe(200);
    // after 15 minutes the first client may sign in again
    t.clock.advance(15 * 60_000 + 1000);
    expect((await b.signIn(ADMIN, PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown username is locked out the same way, so the answer tells nothing of which exist', async () => {
    const b = browser();
    await failFiveTimes(b, 'nessuno');
    const res = await b.signIn('nessuno', 'whatever');
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ code: 'auth.locked' });
    // the same client, another username: not locked
    expect((await b.signIn(ADMIN, PASSWORD)).statusCode).toBe(200);
  });

  it('a success clears the failures before the fifth', async () => {
    const b = browser();
    for (let i = 0; i < 4; i++) await b.signIn(ADMIN, 'wrong');
    expect((await b.signIn(ADMIN, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await b.signIn(ADMIN, 'wrong');
    expect((await b.signIn(ADMIN, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the environment’s account at every start', () => {
  it('is made again as an enabled admin with the environment’s password; a new password ends its sessions', async () => {
    const store = await openTestStore();
    const firstHash = await hashPassword('prima-password');
    const first = await createTestApp(
      { OPERATOR_USER: 'recupero', OPERATOR_PASSWORD_HASH: firstHash },
      store,
    );
    const admin = new StaffClient(first.app);
    expect((await admin.signIn('recupero', 'prima-password')).statusCode).toBe(200);
    // someone demotes and disables it
    const users = (await admin.get('/users')).json<{ id: number; username: string }[]>();
    const me = users.find((u) => u.username === 'recupero')!;
    expect((await admin.patch(`/users/${me.id}`, { role: 'viewer', disabled: true })).statusCode).toBe(200);
    expect((await admin.get('/session')).statusCode).toBe(401);
    await first.app.close();

    // the same hash at the next start: enabled admin again
    const second = await createTestApp(
      { OPERATOR_USER: 'recupero', OPERATOR_PASSWORD_HASH: firstHash },
      store,
    );
    const again = new StaffClient(second.app);
    const res = await again.signIn('recupero', 'prima-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'recupero', role: 'admin' });
    await second.app.close();

    // a new hash: the old password stops working and the open session ends
    const third = await createTestApp(
      { OPERATOR_USER: 'recupero', OPERATOR_PASSWORD_HASH: await hashPassword('seconda-password') },
      store,
    );
    const stale = new StaffClient(third.app);
    Object.assign(stale.cookies, again.cookies);
    expect((await stale.get('/session')).statusCode).toBe(401);
    expect((await new StaffClient(third.app).signIn('recupero', 'prima-password')).statusCode).toBe(401);
    expect((await new StaffClient(third.app).signIn('recupero', 'seconda-password')).statusCode).toBe(200);
    await third.close();
  });
});

describe('the funnel report', () => {
  it('opens with the back office session and ends with it', async () => {
    const b = browser();
    await b.signIn(ADMIN, PASSWORD);
    expect((await b.get('/report')).statusCode).toBe(200);
    await b.delete('/session');
    expect((await b.get('/report')).statusCode).toBe(401);
    const forged = browser();
    forged.cookies.backoffice_session = 'not-a-session.signature';
    expect((await forged.get('/report')).statusCode).toBe(401);
  });
});
