import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// npm test runs the unit tests (pure code beside its source), the web component tests (jsdom) and the API tests (the real app over a
// real database: PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // scripts/ holds the tests of the tooling's own logic (the bill generator's truth)
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/web/**'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file opens its own database clone (~0.8 GB for PGlite): two at a time on 2 cores
          maxWorkers: 2,
        },
      },
    ],
  },
});
