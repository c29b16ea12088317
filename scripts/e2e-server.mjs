// The server the end-to-end tests use: the built app on a fresh embedded database, brand borea in
// maintenance, a generous sale-creation limit (all tests come from one address).
// With E2E_PRODUCTION_DIR it is a production install instead (scripts/production-install.mjs), run
// as a retailer runs it: NODE_ENV=production, keys of its own (E2E_API_KEY, E2E_SECRET_KEY) and mail
// delivered by SMTP (E2E_SMTP_URL) since production has no outbox page.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3210';
const production = process.env.E2E_PRODUCTION_DIR;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'funnel-e2e-'));
const common = {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  MAINTENANCE: 'borea',
  SALES_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
};
const env = production
  ? {
      PATH: process.env.PATH,
      ...common,
      NODE_ENV: 'production',
      WEB_API_KEY: process.env.E2E_API_KEY,
      SECRET_KEY: process.env.E2E_SECRET_KEY,
      SMTP_URL: process.env.E2E_SMTP_URL,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      // the demo catalogue the tests walk; a retailer's production starts without it
      SEED_DEMO: 'true',
    }
  : { ...process.env, ...common, NODE_ENV: 'development' };
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  cwd: production ? path.resolve(production) : process.cwd(),
  env,
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
