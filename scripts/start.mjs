// `npm start`: builds first when the build is missing or older than the sources, then runs the server.
// In a production install (no sources, only the build) it runs the build as it is.
import { spawn, spawnSync } from 'node:child_process';
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

const outputs = ['dist/server/main.js', 'dist/web/index.html'];
// a production install (scripts/production-install.mjs) has the build and no sources: nothing to rebuild
const hasSources = existsSync('src');
const built = outputs.every((f) => existsSync(f)) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const sources = !hasSources
  ? 0
  : Math.max(newest('src'), statSync('package.json').mtimeMs, statSync('vite.config.ts').mtimeMs);
if (hasSources && built < sources) {
  console.log('building (sources changed since the last build)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
// a stop sent to this process (a service manager's SIGTERM) reaches the server, which drains and exits
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
