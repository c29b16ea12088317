import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The back office's page (/backoffice): the build's second entry (backoffice.html, vite.config.ts),
// served as is (it needs no key and no brand), with a policy that allows our own scripts only.

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerBackofficePage(app: FastifyInstance, webRoot: string): Promise<void> {
  const file = path.join(webRoot, 'backoffice.html');
  if (!fs.existsSync(file)) return;
  const page = fs.readFileSync(file, 'utf8');
  // every address under /backoffice is the same page, which shows the section the address names
  const send = async (_req: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CSP)
      .header('x-robots-tag', 'noindex')
      .send(page);
  app.get('/backoffice', { schema: { hide: true } }, send);
  app.get('/backoffice/*', { schema: { hide: true } }, send);
}
