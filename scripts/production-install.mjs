// What a retailer deploys, made as a deployment makes it: the build (dist/, made once with no secret
// and no per-deployment value) and the lock file, installed with `npm ci --omit=dev` into a folder
// of its own. Fails when the install warns that a package does not support this Node version.
//   node scripts/production-install.mjs <folder>
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'dist-production');
if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error('no build: run `npm run build` first');
  process.exit(1);
}
const index = await readFile('dist/web/index.html', 'utf8');
if (!index.includes('__FUNNEL_API_KEY__')) {
  console.error('dist/web/index.html carries a web client key: the build must leave it to the server');
  process.exit(1);
}
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
await mkdir(path.join(dir, 'scripts'));
for (const f of [
  'package.json',
  'package-lock.json',
  'dist',
  'scripts/start.mjs',
  'scripts/build-when-stale.mjs',
])
  await cp(f, path.join(dir, f), { recursive: true });
const r = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
process.stdout.write(r.stdout);
process.stderr.write(r.stderr);
if (r.status !== 0) process.exit(r.status ?? 1);
if (/EBADENGINE/.test(r.stderr)) {
  console.error(
    `a package of the production install does not support Node ${process.version} (EBADENGINE above)`,
  );
  process.exit(1);
}
console.log(
  `production install ready in ${dir}: start it there with \`npm start\` or \`node dist/server/main.js\``,
);
