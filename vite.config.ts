import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and builds into dist/web, which the server serves.
const apiPort = process.env.API_PORT ?? '3001';
const proxy = Object.fromEntries(
  ['/api', '/track', '/dev', '/healthz'].map((p) => [p, `http://127.0.0.1:${apiPort}`]),
);

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
  server: { proxy },
});
