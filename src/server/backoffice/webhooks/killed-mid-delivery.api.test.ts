import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../shared/schemas/webhooks';
import { hashPassword } from '../../backoffice/passwords';
import { openStore } from '../../store/db';
import { recordSaleEvent } from '../../store/repos/sale-events';
import type { ServerProcess } from '../../test/server-process';
import { serverDatabase, startServer } from '../../test/server-process';
import { startReceiver, until } from '../../test/webhook-receiver';
import type { Receiver } from '../../test/webhook-receiver';

// A server killed while a webhook request is in flight (issue 15 item 3): the server as it runs, in a
// process of its own, is SIGKILLed while the receiver holds the request open; started again, it sends
// the event again with the same id, and the delivery ends delivered. On PostgreSQL the attempt is
// retried once its expiry (JOBS_EXPIRE_SECONDS here) passes, on the embedded database at the start.

const PORT = 3587;
const KEY = 'process-test-web-key';
let dataDir = '';
let server: ServerProcess | undefined;
let receiver: Receiver | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await receiver?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Cookies kept between calls, XSRF echoed on unsafe methods, as a browser of the back office does. */
function browser(base: string) {
  const jar: Record<string, string> = { 'XSRF-TOKEN': 'crash-test' };
  return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: Object.entries(jar)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        'x-xsrf-token': jar['XSRF-TOKEN']!,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar[k!.trim()] = v.join('=');
    }
    return res;
  };
}

describe('a server killed mid-delivery', () => {
  it('sends the event again after the restart, with the same id, and the delivery ends delivered', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-webhook-crash-'));
    const database = await serverDatabase(dataDir);
    // the first request is held open (the server is killed meanwhile), later ones are answered 200
    let hold = true;
    receiver = await startReceiver(0, () => (hold ? { status: 200, hold: true } : { status: 200 }));
    const env = {
      ...database,
      OPERATOR_USER: 'capo',
      OPERATOR_PASSWORD_HASH: await hashPassword('password-del-capo'),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      JOBS_EXPIRE_SECONDS: '5',
      JOBS_MAINTAIN_SECONDS: '1',
      JOBS_RETRY_SECONDS: '1',
      WEBHOOK_RELAY_MS: '200',
    };

    // 1. a sale through the funnel API and an endpoint through the back office
    server = await startServer(PORT, env);
    const call = browser(server.url);
    const sale = await call(
      'POST',
      '/api/v1/vendite',
      { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' },
      { 'x-api-key': KEY },
    );
    expect(sale.status).toBe(201);
    const { venditaUuid } = (await sale.json()) as { venditaUuid: string };
    expect(
      (await call('POST', '/api/v1/backoffice/session', { username: 'capo', password: 'password-del-capo' }))
        .status,
    ).toBe(200);
    const made = await call('POST', '/api/v1/backoffice/webhooks', {
      url: receiver.url,
      events: ['sale.status_changed'],
    });
    expect(made.status).toBe(201);
    const hook = (await made.json()) as { id: string };
    server.child.kill('SIGTERM');
    await server.exited;

    // 2. the event, recorded as its recorder does (one process opens the embedded store at a time)
    const store = await openStore(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    const eventId = await store.db.transaction((tx) =>
      recordSaleEvent(tx, {
        venditaUuid,
        type: 'sale.status_changed',
        version: 1,
        at: new Date(),
        data: { vendita: { uuid: venditaUuid } },
      }),
    );
    await store.close();

    // 3. started, it sends the event; killed while the receiver holds the request
    server = await startServer(PORT, env);
    await until(() => receiver!.of(eventId).length === 1, 30_000);
    server.child.kill('SIGKILL');
    await server.exited;
    hold = false;

    // 4. started again: the same event again, and delivered
    server = await startServer(PORT, env);
    await until(() => receiver!.of(eventId).length >= 2, 40_000);
    expect(new Set(receiver.of(eventId).map((r) => (JSON.parse(r.raw) as { id: string }).id))).toEqual(
      new Set([eventId]),
    );
    const again = browser(server.url);
    expect(
      (await again('POST', '/api/v1/backoffice/session', { username: 'capo', password: 'password-del-capo' }))
        .status,
    ).toBe(200);
    const delivered = await until(async () => {
      const page = (await (
        await again('GET', `/api/v1/backoffice/webhooks/${hook.id}/deliveries`)
      ).json()) as { items: WebhookDelivery[] };
      return page.items.find((d) => d.eventId === eventId && d.state === 'delivered') ?? null;
    }, 20_000);
    expect(delivered.attemptList.at(-1)).toMatchObject({ status: 200 });
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
  }, 240_000);
});
