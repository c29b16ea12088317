import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The servers under load run in their own process, so the load generator does not share their CPU time.

export type Running = { url: string; proc: ChildProcess; stop(): Promise<void> };

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A server left over from an earlier run would answer in place of the one under test. */
async function assertPortFree(port: number) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
  } catch {
    return;
  }
  throw new Error(`port ${port} is taken: stop whatever listens there first`);
}

function stopper(proc: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
}

export type FunnelOptions = {
  /** The embedded database and files (DATA_DIR); kept between starts, so a restart finds them. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** Where the server's stdout and stderr go (a file descriptor), else stderr only, to the terminal. */
  output?: number;
  /** Ms to wait for /healthz. */
  timeoutMs?: number;
};

/** One server process on `dataDir` (crash tests start it again on the same data after a SIGKILL). */
export async function spawnFunnel(port: number, opts: FunnelOptions): Promise<Running> {
  await assertPortFree(port);
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server under load
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    stdio: ['ignore', opts.output ?? 'ignore', opts.output ?? 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      SALES_PER_MINUTE: '100000',
      // each simulated customer comes from its own X-Forwarded-For address (bench/sales.ts)
      TRUST_PROXY: 'true',
      NODE_ENV: 'development',
      DATABASE_URL: opts.databaseUrl ?? '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${signal ?? `code ${code}`}) before it answered`)),
    ),
  );
  exited.catch(() => undefined);
  await Promise.race([waitFor(`${url}/healthz`, opts.timeoutMs), exited]);
  return { url, proc, stop: stopper(proc) };
}

export async function startFunnel(
  port: number,
  databaseUrl?: string,
): Promise<Running & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-bench-'));
  const running = await spawnFunnel(port, { dataDir, databaseUrl });
  return {
    ...running,
    dataDir,
    async stop() {
      await running.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ceiling: a bare Fastify answering a constant, on the same machine. */
export async function startBare(port: number): Promise<Running> {
  await assertPortFree(port);
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, proc, stop: stopper(proc) };
}

/** Peak resident memory of a process, from /proc (Linux), in MB. */
export async function peakRssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}
