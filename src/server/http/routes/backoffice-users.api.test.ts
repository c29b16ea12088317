import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '../../../shared/schemas/backoffice';
import { hashPassword } from '../../backoffice/passwords';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient, signedInStaff } from '../../test/staff-client';

// Staff accounts managed by an administrator (issue 15 item 1): roles decide what a user may do
// (403 auth.role), and disabling a user or setting their password ends their sessions at once.

let t: TestContext;
let admin: StaffClient;
let ips = 0;
const browser = () => new StaffClient(t.app, `10.202.0.${++ips}`);

beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_USER: 'capo',
    OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
  });
  admin = await signedInStaff(t.app, 'capo', 'password-del-capo');
});
afterAll(() => t.close());

async function createUser(
  username: string,
  role: string,
  password = 'una-password-lunga',
): Promise<StaffUser> {
  const res = await admin.post('/users', { username, role, password });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffUser>();
}

const signedIn = (username: string, password?: string) => signedInStaff(t.app, username, password);

describe('accounts', () => {
  it('an admin creates a user, who signs in with their role and appears in the list', async () => {
    const user = await createUser('Mario.Rossi', 'operator');
    expect(user).toMatchObject({ username: 'mario.rossi', role: 'operator', disabled: false });
    const mario = await signedIn('mario.rossi');
    expect((await mario.get('/session')).json()).toEqual({ username: 'mario.rossi', role: 'operator' });
    const list = (await admin.get('/users')).json<StaffUser[]>();
    expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(['capo', 'mario.rossi']));
    expect(JSON.stringify(list)).not.toContain('scrypt');
  });

  it('a taken username answers 409 staff.username_taken; a short password 400', async () => {
    await createUser('doppione', 'viewer');
    const again = await admin.post('/users', {
      username: 'DOPPIONE',
      role: 'admin',
      password: 'altra-password-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'staff.username_taken' });
    const short = await admin.post('/users', { username: 'corto', role: 'viewer', password: 'breve' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { password: 'validation.too_small' } });
  });

  it('without a session the users answer 401 auth.session; for a viewer or an operator 403 auth.role', async () => {
    expect((await browser().get('/users')).json()).toMatchObject({ code: 'auth.session' });
    await createUser('vera', 'viewer');
    const vera = await signedIn('vera');
    const res = await vera.get('/users');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.role' });
    const post = await vera.post('/users', {
      username: 'intruso',
      role: 'admin',
      password: 'una-password-lunga',
    });
    expect(post.statusCode).toBe(403);
    await createUser('otto', 'operator');
    expect((await (await signedIn('otto')).get('/users')).statusCode).toBe(403);
  });

  it('a new role applies at once, in the open session', async () => {
    const user = await createUser('promossa', 'viewer');
    const b = await signedIn('promossa');
    expect((await b.get('/users')).statusCode).toBe(403);
    expect((await admin.patch(`/users/${user.id}`, { role: 'admin' })).json()).toMatchObject({
      role: 'admin',
    });
    expect((await b.get('/users')).statusCode).toBe(200);
  });

  it('disabling a user ends their session and refuses their sign-in; enabling lets them in again', async () => {
    const user = await createUser('uscente', 'operator');
    const b = await signedIn('uscente');
    const res = await admin.patch(`/users/${user.id}`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true });
    expect((await b.get('/session')).statusCode).toBe(401);
    expect((await browser().signIn('uscente', 'una-password-lunga')).statusCode).toBe(401);
    await admin.patch(`/users/${user.id}`, { disabled: false });
    await signedIn('uscente');
  });

  it('a new password ends every session of the user; the old one stops working', async () => {
    const user = await createUser('smemorato', 'viewer');
    const one = await signedIn('smemorato');
    const two = await signedIn('smemorato');
    const res = await admin.put(`/users/${user.id}/password`, { password: 'nuova-password-123' });
    expect(res.statusCode).toBe(204);
    expect((await one.get('/session')).statusCode).toBe(401);
    expect((await two.get('/session')).statusCode).toBe(401);
    expect((await browser().signIn('smemorato', 'una-password-lunga')).statusCode).toBe(401);
    await signedIn('smemorato', 'nuova-password-123');
  });

  it('unsafe methods need the XSRF header; an unknown user is 404', async () => {
    const user = await createUser('protetto', 'viewer');
    const res = await admin.patch(`/users/${user.id}`, { disabled: true }, { xsrf: 'none' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
    expect((await signedIn('protetto')).cookies.backoffice_session).toBeTruthy();
    expect((await admin.patch('/users/999999', { disabled: true })).statusCode).toBe(404);
  });
});
