import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { stopOnSignals } from './shutdown';
import { StoreDamagedError } from './store/integrity';
import { openConfiguredStore } from './open-store';

// `npm start`: one process serves the web app, /api/v1 and /track on PORT (architecture.md).
async function main() {
  const config = loadConfig();
  const store = await openConfiguredStore(config);
  const app = await buildApp({ config, store });
  stopOnSignals(app, store, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`funnel ready at ${config.publicBaseUrl} (database: ${store.kind})`);
}

main().catch((err: unknown) => {
  // a configuration or a damaged store is the operator's to fix: the message says what to do, no stack
  console.error(err instanceof ConfigError || err instanceof StoreDamagedError ? err.message : err);
  process.exit(1);
});
