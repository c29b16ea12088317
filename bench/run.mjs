// `npm run bench`: benchmarks, never part of `npm test`. Builds the server and the web app (with its
// manifest, which bench/web.ts cross-checks), then runs each suite. docs/performance.md has the figures.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build:server']);
run('npx', ['vite', 'build', '--manifest']);
run('npx', ['tsx', 'bench/web.ts']);
run('npx', ['tsx', 'bench/api.ts']);
// hostile bills read by the reader's own process, /healthz asked meanwhile (docs/operations.md)
run('npx', ['tsx', 'bench/hostile-bills.ts']);
// the bill extraction engine's accuracy on the sample bills (docs/bills.md)
run('npx', ['tsx', 'bench/bills.ts']);
// the same on twenty-seven generated layouts, nine of them held out, with phone photos (docs/bills.md)
run('npx', ['tsx', 'bench/bills-heldout.ts']);
// from a bill's upload to its fields shown, per kind, through the built server's API (docs/bills.md)
run('npx', ['tsx', 'bench/bills-e2e.ts']);
// the back office's sales list on 50,000 sales, on PostgreSQL (docs/performance.md)
run('npx', ['tsx', 'bench/backoffice-sales.ts']);
