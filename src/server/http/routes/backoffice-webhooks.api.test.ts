import os from 'node:os';
import dns from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { isPrivateAddress } from '../../services/adapters/webhooks/address-guard';
import { hashPassword } from '../../backoffice/passwords';
import { listAudit } from '../../store/repos/audit';
import { deleteSales } from '../../store/repos/retention';
import { recordSaleEvent } from '../../store/repos/sale-events';
import { webhookDeliveries } from '../../store/schema';
import { createSale } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { StaffClient, signedInStaff } from '../../test/staff-client';
import { freePort, signatureValid, startReceiver, until } from '../../test/webhook-receiver';
import type { Receiver } from '../../test/webhook-receiver';

// Webhooks (issue 15 item 3, api-contract.md "Back office and webhooks") with a real HTTP receiver:
// an event recorded with recordSaleEvent reaches every endpoint, signed with the secret shown at
// creation, and is retried (same event id) across a receiver down, a 500 and a slow answer.

const ENV = {
  OPERATOR_USER: 'capo',
  JOBS_RETRY_SECONDS: '1',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  WEBHOOK_RELAY_MS: '200',
};
const JOBS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

let t: TestContext;
let admin: StaffClient;
let ips = 0;
const receivers: Receiver[] = [];
const browser = (ctx = t) => new StaffClient(ctx.app, `10.203.0.${++ips}`);

beforeAll(async () => {
  t = await createTestApp(
    { ...ENV, OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo') },
    undefined,
    { jobs: JOBS },
  );
  admin = await signedInStaff(t.app, 'capo', 'password-del-capo');
});
afterAll(async () => {
  await t.close();
  for (const r of receivers) await r.close();
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

async function endpoint(url: string, events = ['sale.signed', 'sale.status_changed']) {
  const res = await admin.post('/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedWebhook>();
}

/** A sale made through the funnel API and an event of it, recorded as its recorder would. */
async function event(type: 'sale.signed' | 'sale.status_changed' = 'sale.status_changed', ctx = t) {
  const uuid = await createSale(ctx.client);
  const id = await ctx.store.db.transaction((tx) =>
    recordSaleEvent(tx, {
      venditaUuid: uuid,
      type,
      version: 1,
      at: ctx.clock.now(),
      data: { vendita: { uuid } },
    }),
  );
  return { uuid, id };
}

async function deliveriesOf(endpointId: string) {
  const res = await admin.get(`/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: WebhookDelivery[]; next: string | null }>().items;
}

const deliveredTo = async (endpointId: string, eventId: string) =>
  (await deliveriesOf(endpointId)).find((d) => d.eventId === eventId && d.state === 'delivered');

describe('endpoints', () => {
  it('created with a secret shown once, listed without it, written to the audit log without it', async () => {
    const r = await receiver();
    const created = await endpoint(r.url);
    expect(created).toMatchObject({ url: r.url, events: ['sale.signed', 'sale.status_changed'] });
    expect(created.secret).toMatch(/^whsec_.{40,}/);
    const list = (await admin.get('/webhooks')).json<WebhookEndpoint[]>();
    expect(list.find((e) => e.id === created.id)).toMatchObject({ url: r.url });
    expect((await admin.get('/webhooks')).body).not.toContain(created.secret);
    const audit = await listAudit(t.store.db, { entity: 'webhook', entityId: created.id, limit: 5 });
    expect(audit.map((a) => a.action)).toEqual(['webhook.create']);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('a URL that is not http(s) answers 400 on the field url', async () => {
    const res = await admin.post('/webhooks', { url: 'ftp://example.it/x', events: ['sale.signed'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { url: 'validation.webhook_url' } });
  });

  it('operators and viewers may not touch webhooks (403 auth.role); every role reads a sale’s deliveries', async () => {
    for (const role of ['operator', 'viewer']) {
      const name = `hook-${role}`;
      const made = await admin.post('/users', { username: name, role, password: 'una-password-lunga' });
      expect(made.statusCode, made.body).toBe(201);
      const b = await signedInStaff(t.app, name);
      expect((await b.get('/webhooks')).statusCode).toBe(403);
      const post = await b.post('/webhooks', { url: 'http://127.0.0.1:1/x', events: ['sale.signed'] });
      expect(post.json()).toMatchObject({ code: 'auth.role' });
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await b.delete(`/webhooks/${id}`)).statusCode).toBe(403);
      expect((await b.get(`/webhooks/${id}/deliveries`)).statusCode).toBe(403);
      expect((await b.post(`/webhooks/${id}/deliveries/${id}/retry`, undefined)).statusCode).toBe(403);
      expect((await b.get(`/sales/${id}/deliveries`)).statusCode).toBe(200);
    }
    expect((await browser().get('/webhooks')).json()).toMatchObject({ code: 'auth.session' });
  });
});

describe('deliveries', () => {
  it('POST the envelope, signed with the secret shown at creation, with the event id', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    const ev = await event();
    const got = await until(() => r.of(ev.id)[0]);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['funnel-event-id']).toBe(ev.id);
    expect(signatureValid(hook.secret, String(got.headers['funnel-signature']), got.raw)).toBe(true);
    expect(signatureValid('whsec_other', String(got.headers['funnel-signature']), got.raw)).toBe(false);
    expect(JSON.parse(got.raw)).toEqual({
      id: ev.id,
      type: 'sale.status_changed',
      version: 1,
      createdAt: t.clock.now().toISOString(),
      data: { vendita: { uuid: ev.uuid } },
    });
    const d = await until(() => deliveredTo(hook.id, ev.id));
    expect(d).toMatchObject({ attempts: 1, lastStatus: 200, venditaUuid: ev.uuid });
    expect(d.attemptList).toEqual([expect.objectContaining({ number: 1, status: 200, errorKind: null })]);
    const sale = (await admin.get(`/sales/${ev.uuid}/deliveries`)).json<WebhookDelivery[]>();
    expect(sale.find((x) => x.endpointId === hook.id)).toMatchObject({
      id: d.id,
      url: r.url,
      state: 'delivered',
    });
  });

  it('receiver down, then up: refused, then delivered on a retry with the same event id', async () => {
    const port = await freePort();
    const hook = await endpoint(`http://127.0.0.1:${port}/hooks`);
    const ev = await event();
    await until(async () =>
      (await deliveriesOf(hook.id)).find((d) => d.attemptList.some((a) => a.errorKind === 'refused')),
    );
    const r = await receiver(port);
    const d = await until(() => deliveredTo(hook.id, ev.id));
    expect(d.attempts).toBeGreaterThanOrEqual(2);
    expect(d.attemptList[0]).toMatchObject({ status: null, errorKind: 'refused' });
    expect(r.of(ev.id).map((x) => JSON.parse(x.raw).id)).toEqual([ev.id]);
  });

  it('a 500, then a 200: retried and delivered, the same event id each time', async () => {
    const r = await receiver(0, (_r, nth) => ({ status: nth === 1 ? 500 : 200 }));
    const hook = await endpoint(r.url);
    const ev = await event();
    const d = await until(() => deliveredTo(hook.id, ev.id));
    expect(d.attemptList.map((a) => a.status)).toEqual([500, 200]);
    expect(d.attemptList[0]).toMatchObject({ errorKind: 'status', excerpt: 'answer 500' });
    expect(r.of(ev.id).map((x) => x.headers['funnel-event-id'])).toEqual([ev.id, ev.id]);
  });

  it('a receiver slower than the time limit: the attempt times out and is retried', async () => {
    const r = await receiver(0, (_r, nth) => ({ status: 200, delayMs: nth === 1 ? 2500 : 0 }));
    const hook = await endpoint(r.url);
    const ev = await event();
    const d = await until(() => deliveredTo(hook.id, ev.id));
    expect(d.attemptList[0]).toMatchObject({ status: null, errorKind: 'timeout' });
    expect(d.attemptList[0]!.durationMs).toBeGreaterThanOrEqual(900);
    expect(d.attemptList.at(-1)).toMatchObject({ status: 200 });
    expect(new Set(r.of(ev.id).map((x) => JSON.parse(x.raw).id))).toEqual(new Set([ev.id]));
  });

  it('two endpoints both get the event; a deleted one gets nothing new, its history stays readable', async () => {
    const a = await receiver();
    const b = await receiver();
    const ha = await endpoint(a.url);
    const hb = await endpoint(b.url);
    const first = await event();
    await until(() => a.of(first.id).length && b.of(first.id).length);
    expect((await admin.delete(`/webhooks/${hb.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/webhooks/${hb.id}`)).statusCode).toBe(404);
    expect((await admin.get('/webhooks')).json<WebhookEndpoint[]>().map((e) => e.id)).not.toContain(hb.id);
    const second = await event();
    await until(() => a.of(second.id).length);
    await new Promise((r) => setTimeout(r, 1500));
    expect(b.of(second.id)).toEqual([]);
    expect((await deliveriesOf(hb.id)).map((d) => d.eventId)).toEqual([first.id]);
    // (newest first in real time; the test's clock is fixed, so only the set is compared)
    expect((await deliveriesOf(ha.id)).map((d) => d.eventId).sort()).toEqual([first.id, second.id].sort());
    const audit = await listAudit(t.store.db, { entity: 'webhook', entityId: hb.id, limit: 5 });
    expect(audit.map((x) => x.action)).toEqual(['webhook.delete', 'webhook.create']);
  });

  it('only the types an endpoint asked for', async () => {
    const r = await receiver();
    await endpoint(r.url, ['sale.signed']);
    const other = await event('sale.status_changed');
    const signed = await event('sale.signed');
    await until(() => r.of(signed.id).length);
    expect(r.of(other.id)).toEqual([]);
  });

  it('retry by hand sends a delivered event again, with the same id (202)', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    const ev = await event();
    const d = await until(() => deliveredTo(hook.id, ev.id));
    const res = await admin.post(`/webhooks/${hook.id}/deliveries/${d.id}/retry`, undefined);
    expect(res.statusCode, res.body).toBe(202);
    await until(() => r.of(ev.id).length === 2);
    expect(r.of(ev.id).map((x) => JSON.parse(x.raw).id)).toEqual([ev.id, ev.id]);
    const again = await until(async () => {
      const d2 = await deliveredTo(hook.id, ev.id);
      return d2?.attempts === 2 ? d2 : null;
    });
    expect(again.attemptList).toHaveLength(2);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/webhooks/${hook.id}/deliveries/${missing}/retry`, undefined)).statusCode).toBe(
      404,
    );
  });

  it('an event recorded in a transaction that rolls back is never delivered', async () => {
    const r = await receiver();
    await endpoint(r.url);
    const uuid = await createSale(t.client);
    let lost = '';
    await t.store.db
      .transaction(async (tx) => {
        lost = await recordSaleEvent(tx, {
          venditaUuid: uuid,
          type: 'sale.status_changed',
          version: 1,
          at: t.clock.now(),
          data: { vendita: { uuid } },
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const kept = await event();
    await until(() => r.of(kept.id).length);
    await new Promise((res) => setTimeout(res, 1000));
    expect(lost).not.toBe('');
    expect(r.of(lost)).toEqual([]);
  });

  it('the retention deletes a sale with its deliveries and their attempts', async () => {
    const r = await receiver();
    const hook = await endpoint(r.url);
    const ev = await event();
    await until(() => deliveredTo(hook.id, ev.id));
    const gone = await t.store.db.transaction((tx) => deleteSales(tx, [ev.uuid], t.clock.now()));
    expect(gone.unsigned).toBe(1);
    expect((await deliveriesOf(hook.id)).find((d) => d.eventId === ev.id)).toBeUndefined();
    const left = await t.store.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, ev.id));
    expect(left).toEqual([]);
  });
});

describe('a receiver slow to answer (WEBHOOK_CONCURRENCY=3)', () => {
  // one request at a time, a receiver taking 200 ms capped the handoff at 5 sales a second
  let slow: TestContext;
  beforeAll(async () => {
    slow = await createTestApp(
      {
        ...ENV,
        WEBHOOK_TIMEOUT_SECONDS: '20',
        WEBHOOK_CONCURRENCY: '3',
        OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
      },
      undefined,
      { jobs: JOBS },
    );
  });
  afterAll(() => slow.close());

  it('has three requests in flight at once, no more, and every event arrives once', async () => {
    const boss = await signedInStaff(slow.app, 'capo', 'password-del-capo');
    const r = await receiver(0, () => ({ status: 200, hold: true }));
    const made = await boss.post('/webhooks', { url: r.url, events: ['sale.status_changed'] });
    expect(made.statusCode, made.body).toBe(201);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await event('sale.status_changed', slow)).id);
    await until(() => r.holding() === 3);
    // the other two wait for a place while the three are held (the receiver has 20 s to answer)
    await new Promise((res) => setTimeout(res, 1500));
    expect(r.holding()).toBe(3);
    expect(r.received).toHaveLength(3);
    r.answer = () => ({ status: 200 });
    r.release();
    await until(() => r.received.length === 5);
    await new Promise((res) => setTimeout(res, 1000));
    expect(r.received.map((x) => x.eventId).sort()).toEqual([...ids].sort());
  });
});

describe('private addresses not allowed (WEBHOOK_ALLOW_PRIVATE=false)', () => {
  let strict: TestContext;
  let boss: StaffClient;
  beforeAll(async () => {
    strict = await createTestApp(
      {
        ...ENV,
        WEBHOOK_ALLOW_PRIVATE: 'false',
        OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
      },
      undefined,
      { jobs: JOBS },
    );
    boss = await signedInStaff(strict.app, 'capo', 'password-del-capo');
  });
  afterAll(() => strict.close());

  it('refuses http, loopback and private addresses at creation (400 url)', async () => {
    for (const url of [
      'http://crm.example.it/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      'https://[::1]/x',
    ]) {
      const res = await boss.post('/webhooks', { url, events: ['sale.signed'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ fields: { url: 'validation.webhook_url' } });
    }
  });

  it('refuses at delivery a public-looking name that resolves to a private address (SSRF)', async () => {
    const host = os.hostname();
    const addresses = await dns.lookup(host, { all: true }).catch(() => []);
    if (!addresses.length || !addresses.every((a) => isPrivateAddress(a.address))) return;
    const r = await receiver();
    const res = await boss.post('/webhooks', {
      url: `https://${host}:${r.port}/hooks`,
      events: ['sale.status_changed'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json<CreatedWebhook>();
    const uuid = await createSale(strict.client);
    const id = await strict.store.db.transaction((tx) =>
      recordSaleEvent(tx, {
        venditaUuid: uuid,
        type: 'sale.status_changed',
        version: 1,
        at: strict.clock.now(),
        data: { x: 1 },
      }),
    );
    const refused = await until(async () => {
      const items = (await boss.get(`/webhooks/${hook.id}/deliveries`)).json<{ items: WebhookDelivery[] }>()
        .items;
      return items.find((d) => d.eventId === id && d.attemptList.length > 0) ?? null;
    });
    expect(refused.attemptList[0]).toMatchObject({ errorKind: 'address_refused', status: null });
    expect(r.received).toEqual([]);
  });
});
