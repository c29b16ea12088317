// The server the end-to-end tests use: the built app on a fresh embedded database, brand borea in
// maintenance, a generous sale-creation limit (all tests come from one address).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3210';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'funnel-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAINTENANCE: 'borea',
    SALES_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
