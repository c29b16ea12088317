// The funnel servers of `npm run cluster`: each a process of the one build (dist/server/main.js)
// with an environment of its own; started, watched, and started again on request (after a test
// killed one).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';

/** Waits until GET /readyz answers 200 (database answers, migrations done), or the process ended. */
async function healthy(port, child, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await delay(200);
  }
  return false;
}

/** Every output line of a child, named (the servers log JSON lines in production). */
function prefixLines(stream, name, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

/**
 * An instance: `start()` spawns it and resolves once it is healthy; `onExit` hears of an end that
 * nobody asked for (a crash, a test's SIGKILL).
 */
export function createInstance({ name, port, env, onExit }) {
  let child = null;
  let stopping = false;
  const instance = {
    name,
    port,
    get pid() {
      return child?.pid ?? null;
    },
    /** The running process, if any (the cluster script kills it when the script itself dies). */
    get process() {
      return child;
    },
    get alive() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      if (instance.alive) return;
      stopping = false;
      const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        // a process group of its own: Ctrl-C reaches the cluster script, which sends one SIGTERM
        detached: true,
      });
      child = proc;
      prefixLines(proc.stdout, name, process.stdout);
      prefixLines(proc.stderr, name, process.stderr);
      proc.on('exit', (code, signal) => {
        if (!stopping) onExit(instance, code, signal);
      });
      if (!(await healthy(port, proc))) throw new Error(`${name} did not start (port ${port})`);
    },
    /** SIGTERM (the server closes its connections, jobs and pool), SIGKILL after `ms`. */
    async stop(ms = 20_000) {
      if (!instance.alive) return;
      stopping = true;
      const proc = child;
      const ended = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), ms);
      await ended;
      clearTimeout(timer);
    },
  };
  return instance;
}
