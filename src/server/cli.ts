import { loadConfig } from './config';
import { openConfiguredStore } from './open-store';

// npm run db:migrate | db:seed
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const store = await openConfiguredStore(config, { seed: command === 'seed' });
await store.close();
console.log(`${command === 'seed' ? 'migrated and seeded' : 'migrated'} the ${store.kind} database`);
