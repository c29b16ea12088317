// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where src/server/store/db.ts looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/store/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/store/migrations', 'dist/server/migrations', { recursive: true });
console.log('built dist/server');
