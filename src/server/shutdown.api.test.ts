import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Vendita } from '../shared/schemas/api';
import type { ServerProcess } from './test/server-process';
import { connectionRefused, rawRequest, serverDatabase, startServer } from './test/server-process';

// Issue 12.4: SIGTERM stops a real server process as a load balancer expects (decision 012): /readyz
// says 503 while the port still takes connections (SHUTDOWN_DELAY_MS), then the port closes, an
// upload in flight is finished and answered, idle keep-alive sockets do not hold the exit, and the
// process ends with 0; past SHUTDOWN_TIMEOUT_MS it gives up with 1.

const PORT = 3410;
const KEY = 'process-test-web-key';
const BILL = path.resolve(__dirname, 'services/domain/bills/samples/solaria-luce-pf.pdf');

let dataDir: string;
let database: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funnel-shutdown-'));
  database = await serverDatabase(dataDir);
});
// a test that failed half-way leaves no server behind for the next one (same port)
afterEach(async () => {
  for (const s of running.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starting a server process takes seconds, more on a busy machine: a minute for each test. */
const PROCESS_TEST_MS = 60_000;

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer(PORT, { ...database, ...env });
  running.push(server);
  return server;
}

/** A sale created as the web client does: key, XSRF cookie and header. */
async function newSale(server: ServerProcess): Promise<{ uuid: string; xsrf: string }> {
  const env = await fetch(`${server.url}/api/v1/configurations/env`, { headers: { 'x-api-key': KEY } });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(env.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${server.url}/api/v1/vendite`, {
    method: 'POST',
    headers: {
      'x-api-key': KEY,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { uuid: (await res.json()).venditaUuid as string, xsrf };
}

/** A bill upload's request head and body (multipart, as a browser builds it). */
async function billUpload(server: ServerProcess, sale: { uuid: string; xsrf: string }) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(BILL)], { type: 'application/pdf' }), 'bolletta.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  const head = [
    `POST /api/v1/vendite/${sale.uuid}/bolletta-luce HTTP/1.1`,
    `Host: 127.0.0.1:${server.port}`,
    `Content-Type: ${request.headers.get('content-type')}`,
    `Content-Length: ${body.length}`,
    `x-api-key: ${KEY}`,
    `x-xsrf-token: ${sale.xsrf}`,
    `Cookie: XSRF-TOKEN=${sale.xsrf}`,
    'Connection: keep-alive',
    '',
    '',
  ].join('\r\n');
  return { head, body };
}

async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

/**
 * Waits until the server has parsed the request to `url` (its "incoming request" log line): bytes the
 * client wrote may still be in flight, and a connection with no parsed request counts as idle and is
 * closed at once by the shutdown.
 */
async function received(server: { logLines(): Record<string, unknown>[] }, url: string) {
  await until(
    async () =>
      server
        .logLines()
        .some((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === url)
        ? true
        : undefined,
    `the server received ${url}`,
  );
}

describe('SIGTERM', () => {
  let uploaded: string;

  it(
    'drains: readyz 503, then the port closes; the upload in flight is answered; exit 0',
    async () => {
      const server = await start({ SHUTDOWN_DELAY_MS: '2000' });
      const sale = await newSale(server);
      const { head, body } = await billUpload(server, sale);
      const half = Math.floor(body.length / 2);
      // half of the upload is sent: the request is in flight until the rest comes
      const upload = rawRequest(server.port, head, body.subarray(0, half));
      // and a keep-alive socket that has had its answer and sits idle
      const idle = rawRequest(
        server.port,
        `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: keep-alive\r\n\r\n`,
      );
      await until(async () => (idle.socket.bytesRead > 0 ? true : undefined), 'the idle socket answered');
      await until(
        async () => (upload.socket.bytesWritten >= head.length + half ? true : undefined),
        'half the upload sent',
      );
      await received(server, `/api/v1/vendite/${sale.uuid}/bolletta-luce`);

      server.child.kill('SIGTERM');
      // not ready while the port still takes connections, so a balancer that polls stops sending traffic
      const draining = await until(async () => {
        const res = await fetch(`${server.url}/readyz`).catch(() => null);
        return res?.status === 503 ? res.json() : undefined;
      }, 'readyz 503');
      expect(draining).toMatchObject({ status: 'not_ready', reason: 'draining' });
      // then no new connection, while the upload is still in flight
      await until(async () => ((await connectionRefused(server.port)) ? true : undefined), 'the port closed');
      await idle.closed;
      expect(server.child.exitCode).toBeNull();

      upload.socket.write(body.subarray(half));
      const answer = await upload.response;
      expect(answer.status, answer.body).toBe(201);
      expect(answer.headers.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(answer.body)).toMatchObject({ nome: 'bolletta.pdf', contentType: 'application/pdf' });

      expect(await server.exited).toBe(0);
      const messages = server.logLines().map((l) => l.msg);
      expect(messages).toContain('shutting down');
      expect(messages).toContain('draining: /readyz answers 503');
      expect(messages.at(-1)).toBe('stopped');
      expect(server.stderr()).toBe('');
      uploaded = sale.uuid;
    },
    PROCESS_TEST_MS,
  );

  it(
    'the answered upload is there after a restart; past SHUTDOWN_TIMEOUT_MS the process exits 1',
    async () => {
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
      const v2 = await fetch(`${server.url}/api/v1/vendite/${uploaded}/v2`, {
        headers: { 'x-api-key': KEY },
      });
      expect(v2.status).toBe(200);
      const sale = (await v2.json()) as Vendita;
      expect(sale.estrazioniBollette).toHaveLength(1);

      // an upload that never ends holds the shutdown past its bound
      const stuckSale = await newSale(server);
      const { head, body } = await billUpload(server, stuckSale);
      const stuck = rawRequest(server.port, head, body.subarray(0, 100));
      await until(async () => (stuck.socket.bytesWritten > head.length ? true : undefined), 'upload started');
      await received(server, `/api/v1/vendite/${stuckSale.uuid}/bolletta-luce`);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      const last = server.logLines().at(-1)!;
      expect(last).toMatchObject({ level: 50, timeoutMs: 1500 });
      expect(String(last.msg)).toMatch(/SHUTDOWN_TIMEOUT_MS/);
      stuck.socket.destroy();
    },
    PROCESS_TEST_MS,
  );
});
