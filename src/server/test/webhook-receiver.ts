import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP receiver of webhooks for tests: it records every request as received (raw body and
// headers) and answers as the test says, and checks signatures as docs/backoffice.md tells a retailer to.

export type Received = { eventId: string; headers: http.IncomingHttpHeaders; raw: string; at: number };
export type Answer = (r: Received, nth: number) => { status: number; delayMs?: number; hold?: boolean };

export type Receiver = {
  url: string;
  port: number;
  received: Received[];
  /** Requests for one event, in order. */
  of(eventId: string): Received[];
  answer: Answer;
  /** How many requests are held open now (answered `hold`). */
  holding(): number;
  /** Answers every request held open with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
};

/** The receiver's answer, unless the sender gave up on the request. */
function respond(res: http.ServerResponse, status: number) {
  if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
}

export async function startReceiver(port = 0, answer: Answer = () => ({ status: 200 })): Promise<Receiver> {
  const received: Received[] = [];
  const held: http.ServerResponse[] = [];
  const receiver: Receiver = {
    url: '',
    port: 0,
    received,
    of: (eventId) => received.filter((r) => r.eventId === eventId),
    answer,
    holding: () => held.filter((res) => !res.destroyed && !res.writableEnded).length,
    release: (status = 200) => {
      for (const res of held.splice(0)) respond(res, status);
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        eventId: String(req.headers['funnel-event-id'] ?? ''),
        headers: req.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(r);
      const { status, delayMs = 0, hold = false } = receiver.answer(r, receiver.of(r.eventId).length);
      if (hold) return void held.push(res);
      setTimeout(() => respond(res, status), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}

/** A port nothing listens on (taken and released). */
export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** What a receiver does (docs/backoffice.md): the HMAC of `${t}.${raw body}`, compared in constant time. */
export function signatureValid(secret: string, header: string | undefined, raw: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${m[1]}.${raw}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

export async function until<T>(
  check: () => T | Promise<T>,
  ms = 20_000,
  step = 100,
): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, step));
  }
}
