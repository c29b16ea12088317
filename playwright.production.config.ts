import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The production install as a retailer runs it (scripts/production-install.mjs put it in
// .production): NODE_ENV=production, a web client key and a secret of its own (not the development
// ones, which production refuses), mail delivered by SMTP to a real SMTP server that lists what it
// received. `npm run test:production` builds, installs and runs e2e/production.spec.ts here.
const PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 3230);
const SMTP_PORT = PORT + 1;
const MAIL_PORT = PORT + 2;

// read by e2e/support.ts in the test workers, which load this file too
process.env.E2E_PORT = String(PORT);
process.env.E2E_API_KEY = 'retailer-web-key-3f9c2a71';
process.env.E2E_MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;

export default defineConfig({
  ...base,
  testMatch: 'production.spec.ts',
  testIgnore: [],
  outputDir: 'test-results/production',
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: [
    {
      command: `node scripts/mail-catcher.mjs ${SMTP_PORT} ${MAIL_PORT}`,
      url: `http://127.0.0.1:${MAIL_PORT}/messages`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `http://localhost:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_PRODUCTION_DIR: '.production',
        E2E_API_KEY: process.env.E2E_API_KEY,
        E2E_SECRET_KEY: 'retailer-secret-6d0b3e5f9a7c1e2d4b8a0c6e9f1a3b5d',
        E2E_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});
