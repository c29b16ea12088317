import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The cluster as it is deployed (docs/operations.md, "Several servers behind a proxy"): two servers of
// the one build behind nginx on PostgreSQL, started by scripts/cluster.mjs in production mode with keys
// of their own, mail by SMTP to the catcher, on a database created afresh for the run (the tests count
// its rows). `npm run test:cluster` runs e2e/cluster.spec.ts here; PostgreSQL must answer at
// E2E_CLUSTER_DATABASE_URL's server.
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3460);
const DATABASE_URL =
  process.env.E2E_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cluster_test';

// read by e2e/support.ts and e2e/cluster-support.ts in the test workers, which load this file too
process.env.E2E_PORT = String(PORT);
process.env.E2E_API_KEY = 'cluster-web-key-5e81c0d7';
process.env.E2E_MAIL_URL = `http://127.0.0.1:${PORT + 4}`;
process.env.E2E_CLUSTER_CONTROL = `http://127.0.0.1:${PORT + 5}`;
process.env.E2E_CLUSTER_DATABASE_URL = DATABASE_URL;

export default defineConfig({
  ...base,
  testMatch: 'cluster.spec.ts',
  testIgnore: [],
  outputDir: 'test-results/cluster',
  timeout: 120_000,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `node scripts/cluster.mjs --port ${PORT} --fresh`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // as Ctrl-C in a terminal: the script stops the servers with SIGTERM, then nginx
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATABASE_URL,
      WEB_API_KEY: process.env.E2E_API_KEY,
      SECRET_KEY: 'cluster-secret-0b9d4e2a7c6f1385e0d2b4a6c8e1f3a5',
      // tests only: a job held by a killed server is taken over in seconds, not minutes
      // (docs/operations.md: in production, about 2 to 7 minutes after the kill)
      JOBS_EXPIRE_SECONDS: '15',
      JOBS_MAINTAIN_SECONDS: '5',
      JOBS_RETRY_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
