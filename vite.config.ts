import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPagePlugin } from './scripts/dev-page-plugin';
import { widgetPlugin } from './scripts/widget-plugin';

// The web app lives in src/web and builds into dist/web, which the server serves.
const apiPort = process.env.API_PORT ?? '3001';
const proxy = Object.fromEntries(
  ['/api', '/track', '/operatori', '/dev', '/healthz', '/readyz', '/metrics', '/widget/faq'].map((p) => [
    p,
    `http://127.0.0.1:${apiPort}`,
  ]),
);

// In development Vite serves the page: write the development web client key into it, as the server does.
// Only there: a build keeps the placeholder, which the running server fills with its own key (one build
// for every deployment, docs/operations.md).
const devKey = {
  name: 'funnel-dev-api-key',
  apply: 'serve' as const,
  transformIndexHtml: (html: string) =>
    html.replace('__FUNNEL_API_KEY__', process.env.WEB_API_KEY ?? 'dev-web-client-key'),
};

export default defineConfig({
  root: 'src/web',
  plugins: [react(), devKey, devPagePlugin(`http://127.0.0.1:${apiPort}`), widgetPlugin()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // two pages: the funnel, and the back office (/backoffice), whose code the funnel never loads
    rollupOptions: { input: { index: 'src/web/index.html', backoffice: 'src/web/backoffice.html' } },
  },
  server: { proxy },
});
