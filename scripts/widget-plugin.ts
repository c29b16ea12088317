import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

// The local chat widget (src/widget) is its own script, outside the funnel's bundle: esbuild makes one
// IIFE of it, emitted as dist/web/widget/widget.js by `vite build` (the server serves it with the rest
// of the build) and answered fresh at /widget/widget.js by the dev server.

export const WIDGET_PATH = '/widget/widget.js';

async function bundleWidget(entry: string, minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

export function widgetPlugin(): Plugin {
  let entry = '';
  return {
    name: 'funnel-chat-widget',
    configResolved(config) {
      // the web root is src/web
      entry = path.resolve(config.root, '../widget/widget.ts');
    },
    configureServer(server) {
      server.middlewares.use(WIDGET_PATH, (_req, res, next) => {
        bundleWidget(entry, false).then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_PATH.slice(1),
        source: await bundleWidget(entry, true),
      });
    },
  };
}
