import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openStore } from '../store/db';
import { cloneTemplateDatabase } from './harness';

// The server as `npm start` runs it, in a process of its own (src/server/main.ts through tsx: no
// build needed, nothing written to dist/), for tests of what only a process shows: signals, exit
// codes, sockets, the log on stdout.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** stdout so far, one JSON object a line (NODE_ENV=production logs JSON). */
  logLines(): Record<string, unknown>[];
  stderr(): string;
};

/**
 * A database for a server process, cloned from the suite's migrated and seeded one (global-setup.ts):
 * on PostgreSQL (DATABASE_URL) a new database, whose URL this returns; else an embedded one written
 * into `dataDir` (a fresh embedded database takes many seconds to create).
 */
export async function serverDatabase(dataDir: string): Promise<{ DATABASE_URL?: string; DATA_DIR: string }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) {
    const dump = await fs.readFile(inject('pgliteDump'));
    const store = await openStore({ dataDir, loadDataDir: new Blob([dump]) });
    await store.close();
    return { DATA_DIR: dataDir };
  }
  return { DATABASE_URL: await cloneTemplateDatabase(url, template), DATA_DIR: dataDir };
}

/** Starts the server and resolves once /readyz answers 200. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      WEB_API_KEY: 'process-test-web-key',
      SECRET_KEY: 'process-test-secret-key-0123456789abcdef',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    logLines: () =>
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    stderr: () => err,
  };
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 1200 && !gone; i++) {
    const status = await fetch(`${server.url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready:\n${out}\n${err}`);
}

/** Whether a new TCP connection to the port is refused (nothing listens). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

/** A raw HTTP/1.1 exchange on one socket, so a test decides when each byte of the request leaves. */
export type RawExchange = {
  socket: net.Socket;
  /** Resolves with the status and body once the server ends the connection. */
  response: Promise<{ status: number; headers: string; body: string }>;
  closed: Promise<void>;
};

export function rawRequest(
  port: number,
  head: string,
  firstBytes: Uint8Array = new Uint8Array(),
): RawExchange {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(head);
  if (firstBytes.length) socket.write(firstBytes);
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const response = closed.then(() => {
    const text = Buffer.concat(chunks).toString('utf8');
    const [headers = '', body = ''] = text.split('\r\n\r\n', 2);
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body };
  });
  return { socket, response, closed };
}
