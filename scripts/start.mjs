// `npm start`: builds first when the build is missing or older than the sources, then runs the server.
// In a production install (no sources, only the build) it runs the build as it is.
import { spawn } from 'node:child_process';
import { buildWhenStale } from './build-when-stale.mjs';

buildWhenStale();
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
// a stop sent to this process (a service manager's SIGTERM) reaches the server, which drains and exits
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
