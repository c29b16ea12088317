// `npm start` and `npm run cluster` build first when the build is missing or older than the sources.
// A production install (scripts/production-install.mjs) has the build and no sources: nothing to rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

/** Builds when dist/ is older than src/, package.json or vite.config.ts; exits on a failed build. */
export function buildWhenStale() {
  if (!existsSync('src')) return;
  const outputs = ['dist/server/main.js', 'dist/web/index.html'];
  const built = outputs.every((f) => existsSync(f))
    ? Math.min(...outputs.map((f) => statSync(f).mtimeMs))
    : 0;
  const sources = Math.max(
    newest('src'),
    statSync('package.json').mtimeMs,
    statSync('vite.config.ts').mtimeMs,
  );
  if (built >= sources) return;
  console.log('building (sources changed since the last build)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
