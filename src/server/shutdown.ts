import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './store/db';

// SIGTERM (an orchestrator, systemd, `docker stop`) and SIGINT (Ctrl-C): stop as a load balancer
// expects (decision 012). app.close() marks the instance not ready and waits SHUTDOWN_DELAY_MS
// (http/ops.ts), closes the listener and the idle keep-alive sockets, lets in-flight requests finish,
// then stops the background jobs letting running handlers finish; the pool closes last. All of it
// within SHUTDOWN_TIMEOUT_MS, below the 30 s an orchestrator usually grants before SIGKILL: past it,
// the process says so and exits 1 (an unfinished job is retried by another instance or the next start).

export type Stoppable = { close(): Promise<unknown>; log: FastifyBaseLogger };

export function stopOnSignals(app: Stoppable, store: Pick<Store, 'close'>, timeoutMs: number): void {
  let stopping = false;
  async function stop(signal: NodeJS.Signals): Promise<void> {
    // Ctrl-C reaches every process of the terminal, and a parent (npm run dev, scripts/start.mjs) may
    // pass a signal on too: one shutdown, whatever the number of signals; the bound holds either way
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal, timeoutMs }, 'shutting down');
    const bound = setTimeout(() => {
      app.log.error(
        { timeoutMs },
        'shutdown took longer than SHUTDOWN_TIMEOUT_MS: exiting with work unfinished',
      );
      process.exit(1);
    }, timeoutMs);
    try {
      await app.close();
      await store.close();
      clearTimeout(bound);
      app.log.info({ ms: Date.now() - started }, 'stopped');
      process.exit(0);
    } catch (err) {
      clearTimeout(bound);
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
}
