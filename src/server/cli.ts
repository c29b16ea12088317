import { createStaffUserBody } from '../shared/schemas/backoffice';
import { createStaffAccounts } from './backoffice/accounts';
import { readPassword } from './backoffice/read-password';
import { loadConfig } from './config';
import { openConfiguredStore } from './open-store';

// npm run db:migrate | db:seed | user:create <username> <role> (the password from stdin, never argv)
const [command, ...args] = process.argv.slice(2);
if (command !== 'migrate' && command !== 'seed' && command !== 'user:create') {
  console.error('usage: cli.ts migrate | seed | user:create <username> <viewer|operator|admin>');
  process.exit(2);
}
const config = loadConfig();

if (command === 'user:create') {
  const [username, role] = args;
  const input = createStaffUserBody.safeParse({ username, role, password: await readPassword() });
  if (!input.success) {
    const fields = input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', ');
    console.error(
      `user:create: ${fields} (username: 3-64 letters, digits, . _ -; role: viewer, operator or admin; password: 10+ characters)`,
    );
    process.exit(2);
  }
  const store = await openConfiguredStore(config, { seed: false });
  try {
    const user = await createStaffAccounts({ db: store.db, now: config.now }).create(
      input.data.username,
      input.data.role,
      input.data.password,
    );
    if (!user) {
      console.error(`user:create: the username ${input.data.username} is taken`);
      process.exitCode = 1;
    } else {
      console.log(`created ${user.role} ${user.username}`);
    }
  } finally {
    await store.close();
  }
} else {
  const store = await openConfiguredStore(config, { seed: command === 'seed' });
  await store.close();
  console.log(`${command === 'seed' ? 'migrated and seeded' : 'migrated'} the ${store.kind} database`);
}
