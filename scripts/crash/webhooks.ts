import type { Receiver } from '../../src/server/test/webhook-receiver';
import { signatureValid, startReceiver } from '../../src/server/test/webhook-receiver';

// The retailer's side of the crash test (issue 15 item 3): a real HTTP receiver subscribed to
// `sale.signed` through the back office before the load, answering after a random pause so that
// kills land on requests in flight. At the end every signed sale must have reached it, each with one
// event id (repeats allowed: delivery is at least once), every request signed with the secret.

export type Handoff = { receiver: Receiver; secret: string };

/** A back office session as a browser keeps it: cookies kept, XSRF echoed on POST. */
function staffSession(url: string) {
  const jar = new Map<string, string>([['XSRF-TOKEN', 'crash-webhooks']]);
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${url}/api/v1/backoffice${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        'x-xsrf-token': jar.get('XSRF-TOKEN')!,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
}

/** Starts the receiver and subscribes it as the development administrator does in the back office. */
export async function subscribe(url: string): Promise<Handoff> {
  const receiver = await startReceiver(0, () => ({ status: 200, delayMs: Math.floor(Math.random() * 400) }));
  const call = staffSession(url);
  await call('POST', '/session', { username: 'operatore', password: 'operatore-demo' });
  const made = (await call('POST', '/webhooks', { url: receiver.url, events: ['sale.signed'] })) as {
    secret: string;
  };
  return { receiver, secret: made.secret };
}

/**
 * Every sale signed in the store, as the back office's export tells (it also holds the sales a kill
 * signed without the customer hearing it): the days around today, in case Italy's day is not UTC's.
 */
export async function signedInStore(url: string): Promise<string[]> {
  const call = staffSession(url);
  await call('POST', '/session', { username: 'operatore', password: 'operatore-demo' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows = (await call('GET', `/exports/sales?dal=${day(-1)}&al=${day(1)}&formato=json`)) as {
    vendita: { uuid: string };
  }[];
  return rows.map((r) => r.vendita.uuid);
}

type Envelope = { id: string; type: string; data: { vendita?: { uuid?: string } } };

/** The sales the receiver has heard of, each with the event ids it was sent. */
function idsBySale(h: Handoff): Map<string, Set<string>> {
  const bySale = new Map<string, Set<string>>();
  for (const r of h.receiver.received) {
    const body = JSON.parse(r.raw) as Envelope;
    const uuid = body.data.vendita?.uuid ?? '';
    bySale.set(uuid, (bySale.get(uuid) ?? new Set()).add(body.id));
  }
  return bySale;
}

/**
 * Waits until each of `signed` has reached the receiver (and the count stays still a few seconds, for
 * sales signed by a request the kill cut), then checks the rules. Returns what it saw.
 */
export async function checkHandoff(
  h: Handoff,
  signed: string[],
  ms: number,
  fail: (m: string) => void,
): Promise<{ sales: Map<string, Set<string>>; requests: number; lastS: number }> {
  const began = Date.now();
  let still = 0;
  let last = -1;
  while (Date.now() - began < ms) {
    const bySale = idsBySale(h);
    const count = h.receiver.received.length;
    if (signed.every((u) => bySale.has(u)) && count === last && ++still >= 5) break;
    if (count !== last) still = 0;
    last = count;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const sales = idsBySale(h);
  for (const uuid of signed)
    if (!sales.has(uuid)) fail(`signed sale ${uuid} never reached the webhook receiver`);
  for (const [uuid, ids] of sales)
    if (ids.size > 1) fail(`sale ${uuid} reached the receiver as ${ids.size} different events`);
  // and when each sale first reached the receiver (a repeat after a kill may come later)
  const firstAt = new Map<string, number>();
  for (const r of h.receiver.received) {
    if (!signatureValid(h.secret, r.headers['funnel-signature'] as string | undefined, r.raw))
      fail(`a delivery of event ${r.eventId} is not signed with the endpoint's secret`);
    const body = JSON.parse(r.raw) as Envelope;
    if (body.type !== 'sale.signed' || body.id !== r.eventId)
      fail(`a delivery of event ${r.eventId} is not a sale.signed with its id in the header`);
    const uuid = body.data.vendita?.uuid ?? '';
    if (!firstAt.has(uuid)) firstAt.set(uuid, r.at);
  }
  const lastAt = Math.max(began, ...firstAt.values());
  return { sales, requests: h.receiver.received.length, lastS: (lastAt - began) / 1000 };
}
