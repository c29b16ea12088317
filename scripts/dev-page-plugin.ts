import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

// In `npm run dev` Vite serves the funnel's page. The built server writes the host's brand into it
// (src/server/http/web-page.ts: its colours before any script, its busy overlay); here the API server
// is asked for the same two pieces for the host the page was asked on (GET /dev/page-brand), so a
// brand created in the back office shows on its own host in development too.

const BRAND_PLACEHOLDER = '<!--funnel-brand-->';
const OVERLAY_PLACEHOLDER = '<!--funnel-overlay-->';

export function devPagePlugin(apiOrigin: string): Plugin {
  let root = '';
  return {
    name: 'funnel-dev-page-brand',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0];
        if (req.method !== 'GET' || (pathname !== '/' && pathname !== '/index.html')) return next();
        try {
          const template = await fs.readFile(path.join(root, 'index.html'), 'utf8');
          let html = await server.transformIndexHtml(req.url ?? '/', template, req.originalUrl);
          const host = encodeURIComponent(req.headers.host ?? '');
          const answer = await fetch(`${apiOrigin}/dev/page-brand?host=${host}`).catch(() => null);
          if (answer?.ok) {
            const { head, overlay } = (await answer.json()) as { head: string; overlay: string };
            html = html.replace(BRAND_PLACEHOLDER, head).replace(OVERLAY_PLACEHOLDER, overlay);
          }
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(html);
        } catch (err) {
          next(err);
        }
      });
    },
  };
}
