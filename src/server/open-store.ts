import type { Config } from './config';
import { seedDemo } from './demo/seed';
import { seedDemoStaff } from './demo/staff';
import type { Db, Store } from './store/db';
import { openStore } from './store/db';

/** The store the configuration names, migrated (and seeded when asked): what the server runs on. */
export async function openConfiguredStore(config: Config, opts: { seed?: boolean } = {}): Promise<Store> {
  const store = await openStore(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await store.migrate();
    if (opts.seed ?? config.seedDemo) await seedAtStart(store.db, config);
    return store;
  } catch (err) {
    await store.close();
    throw err;
  }
}

/** The demo catalogue and, outside production, the demo staff accounts (docs/demo-data.md). */
export async function seedAtStart(db: Db, config: Pick<Config, 'env' | 'now'>): Promise<void> {
  await seedDemo(db, config.now());
  // accounts with passwords printed in the docs: never in production, even with SEED_DEMO=true
  if (config.env !== 'production') await seedDemoStaff(db, config.now());
}
