// The end-to-end tests drive Debian's Chromium (a downloaded browser is impossible here). When it is
// missing, install it with apt-get (as root, or through sudo), so `npm test` needs nothing by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(browser)) process.exit(0);

const root = process.getuid?.() === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
if (!has('apt-get') || (!root && !has('sudo'))) {
  console.error(
    `Chromium not found at ${browser}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) =>
  root
    ? execFileSync(args[0], args.slice(1), { stdio: 'inherit', env })
    : execFileSync('sudo', args, { stdio: 'inherit', env });
console.log('installing Debian chromium for the end-to-end tests...');
try {
  run(['apt-get', 'update', '-qq']);
} catch {
  /* a stale index may still hold chromium */
}
run(['apt-get', 'install', '-y', '-qq', 'chromium']);
