import type { Config } from './config';
import { seedDemo } from './demo/seed';
import type { Store } from './store/db';
import { openStore } from './store/db';

/** The store the configuration names, migrated (and seeded when asked): what the server runs on. */
export async function openConfiguredStore(config: Config, opts: { seed?: boolean } = {}): Promise<Store> {
  const store = await openStore(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await store.migrate();
    if (opts.seed ?? config.seedDemo) await seedDemo(store.db, config.now());
    return store;
  } catch (err) {
    await store.close();
    throw err;
  }
}
