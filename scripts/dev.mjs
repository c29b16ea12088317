// `npm run dev`: the API server (restarting on change) on PORT+1 and Vite's dev server on PORT,
// which proxies /api, /track and /dev to it.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port + 1) },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(port + 1) },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
