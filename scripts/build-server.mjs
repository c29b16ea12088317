// Bundles the server into dist/server/main.js, its CLI and the bill reader's process (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where src/server/store/db.ts looks for them. Fails when the bundle imports
// a package that is not a run-time dependency: a production install (`npm ci --omit=dev`) would
// not have it (docs/operations.md).
import { builtinModules } from 'node:module';
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Packages the server loads by name at run time, which no import statement shows (pino's transport).
const LOADED_BY_NAME = ['pino-pretty'];

await rm('dist/server', { recursive: true, force: true });
const { metafile } = await build({
  // bill-reader: the bill reader's own process (services/domain/bills/reader-sandbox.ts starts it)
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/cli.ts',
    'bill-reader': 'src/server/services/domain/bills/reader-process.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
await cp('src/server/store/migrations', 'dist/server/migrations', { recursive: true });

const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const builtins = new Set(builtinModules);
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const imported = new Set(LOADED_BY_NAME);
for (const output of Object.values(metafile.outputs)) {
  for (const { path: spec, external } of output.imports) {
    if (external && !spec.startsWith('node:') && !builtins.has(spec)) imported.add(packageOf(spec));
  }
}
const missing = [...imported].filter((name) => !(name in (pkg.dependencies ?? {}))).sort();
if (missing.length > 0) {
  console.error(
    `The server imports packages that are not run-time dependencies: ${missing.join(', ')}.\n` +
      'Move them to "dependencies" in package.json: `npm ci --omit=dev` would leave them out.',
  );
  process.exit(1);
}
console.log(`built dist/server (${imported.size} run-time packages, all dependencies)`);
