import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedAtStart } from '../open-store';
import { createTestApp, openTestStore } from '../test/harness';
import { StaffClient } from '../test/staff-client';
import { DEMO_STAFF } from './staff';

// Issue 15 item 5: after `npm start` a newcomer tries the back office with one account per role
// (docs/demo-data.md); a production start never makes an account with a known password, even with
// SEED_DEMO=true.

const PRODUCTION = {
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  WEB_API_KEY: 'a-key-of-the-retailer-0123456789',
  SECRET_KEY: 'a-secret-of-the-retailer-0123456789abcdef',
};

/** A store seeded as a server starting with this environment seeds it. */
async function startWith(env: Record<string, string>) {
  const store = await openTestStore();
  await seedAtStart(store.db, loadConfig({ LOG_LEVEL: 'silent', ...env }));
  return createTestApp({}, store);
}

describe('demo staff accounts', () => {
  it('outside production the seed makes a viewer and an operator who can sign in', async () => {
    const t = await startWith({ NODE_ENV: 'development' });
    try {
      for (const { username, role, password } of DEMO_STAFF) {
        const res = await new StaffClient(t.app).signIn(username, password);
        expect(res.statusCode, username).toBe(200);
        expect(res.json()).toEqual({ username, role });
      }
      expect(DEMO_STAFF.map((s) => s.role).sort()).toEqual(['operator', 'viewer']);
    } finally {
      await t.close();
    }
  });

  it('a password changed in the back office survives the next start', async () => {
    const t = await startWith({ NODE_ENV: 'development' });
    try {
      const viewer = DEMO_STAFF.find((s) => s.role === 'viewer')!;
      const admin = new StaffClient(t.app);
      expect((await admin.signIn('operatore', 'operatore-demo')).statusCode).toBe(200);
      const users = (await admin.get('/users')).json() as { id: number; username: string }[];
      const id = users.find((u) => u.username === viewer.username)!.id;
      expect((await admin.put(`/users/${id}/password`, { password: 'una-password-nuova' })).statusCode).toBe(
        204,
      );

      await seedAtStart(t.store.db, loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'development' }));
      expect((await new StaffClient(t.app).signIn(viewer.username, viewer.password)).statusCode).toBe(401);
      const again = await new StaffClient(t.app).signIn(viewer.username, 'una-password-nuova');
      expect(again.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a production start with SEED_DEMO=true makes no demo account', async () => {
    const t = await startWith(PRODUCTION);
    try {
      for (const { username, password } of DEMO_STAFF) {
        const res = await new StaffClient(t.app).signIn(username, password);
        expect(res.statusCode, username).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
