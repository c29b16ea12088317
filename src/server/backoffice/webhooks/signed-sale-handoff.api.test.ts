import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, WebhookDelivery } from '../../../shared/schemas/webhooks';
import { saleSignedDataV1 } from '../../../shared/schemas/sale-events';
import { hashPassword } from '../passwords';
import { contratti } from '../../store/schema';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';
import { signedEvents, signedSale } from '../../test/signed-sales';
import { StaffClient } from '../../test/staff-client';
import { freePort, signatureValid, startReceiver, until } from '../../test/webhook-receiver';
import type { Receiver } from '../../test/webhook-receiver';

// Issue 15, "Done when": a sale signed in the funnel reaches the retailer's receiver as one
// `sale.signed` event, verified by its signature, with one event id, across a receiver outage. The
// pieces meet here: the event recorded at signing, completed once the contract exists, relayed to
// the endpoint an administrator added, delivered and retried. (A server killed mid-delivery:
// killed-mid-delivery.api.test.ts.)

let t: TestContext;
let admin: StaffClient;
let receiver: Receiver | undefined;

beforeAll(async () => {
  t = await createTestApp(
    {
      OPERATOR_USER: 'capo',
      OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
      JOBS_RETRY_SECONDS: '1',
      WEBHOOK_RELAY_MS: '200',
    },
    undefined,
    { jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } },
  );
  admin = new StaffClient(t.app, '10.204.0.1');
  expect((await admin.signIn('capo', 'password-del-capo')).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await receiver?.close();
});

describe('a signed sale handed to the retailer', () => {
  it('arrives once as sale.signed, signed, with the contract, after the receiver was down', async () => {
    // the receiver's address is known, but nothing listens there yet
    const port = await freePort();
    const made = await admin.post('/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['sale.signed'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const hook = made.json<CreatedWebhook>();

    const uuid = await signedSale(t);
    const [event] = await signedEvents(t, uuid);
    expect(event).toBeDefined();

    // the first attempts find nothing listening
    const failed = await until(async () => {
      const page = (await admin.get(`/webhooks/${hook.id}/deliveries`)).json<{ items: WebhookDelivery[] }>();
      return page.items.find((d) => d.eventId === event!.id && d.attempts > 0) ?? null;
    }, 30_000);
    expect(failed.state).not.toBe('delivered');

    // the receiver comes up: the event arrives, retried with the same id
    receiver = await startReceiver(port);
    const [got] = await until(
      () => (receiver!.of(event!.id).length ? receiver!.of(event!.id) : null),
      60_000,
    );
    expect(got!.headers['funnel-event-id']).toBe(event!.id);
    expect(signatureValid(hook.secret, got!.headers['funnel-signature'] as string, got!.raw)).toBe(true);
    const body = JSON.parse(got!.raw) as { id: string; type: string; version: number; data: unknown };
    expect(body).toMatchObject({ id: event!.id, type: 'sale.signed', version: 1 });
    const data = saleSignedDataV1.parse(body.data);
    expect(data.vendita.uuid).toBe(uuid);
    const [contratto] = await t.store.db.select().from(contratti).where(eq(contratti.venditaUuid, uuid));
    expect(data.contratto.sha256).toBe(contratto!.sha256);
    // the contract's address opens with no session and no key, as the retailer's system fetches it
    const link = new URL(data.contratto.url);
    const pdf = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const delivered = await until(async () => {
      const page = (await admin.get(`/webhooks/${hook.id}/deliveries`)).json<{ items: WebhookDelivery[] }>();
      return page.items.find((d) => d.eventId === event!.id && d.state === 'delivered') ?? null;
    }, 20_000);
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    // one sale, one event: every request the receiver got carries that one id
    expect(new Set(receiver.received.map((r) => r.eventId))).toEqual(new Set([event!.id]));
    expect(await signedEvents(t, uuid)).toHaveLength(1);
  }, 150_000);
});
