import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlAnswer } from '../../../shared/schemas/media';
import { listOutbox } from '../../store/repos/messages';
import type { RouteDeps } from '../route-deps';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Development only (DEV_PAGES): the outbox, where codes and links sent by mail can be read; `?to=` keeps
 * the messages to one address (the load benchmark reads each sale's signing code there).
 */
export const devRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const query = z.strictObject({ to: z.string().max(254).optional() });
  const schema = { hide: true, querystring: query, response: { 200: htmlAnswer } };
  app.get('/dev/outbox', { schema }, async (req, reply) => {
    const rows = await listOutbox(db, req.query.to);
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escape(m.oggetto)}</h2><p><small>${m.createdAt.toISOString()} · ${escape(m.canale)} · ${escape(m.tipo)} · to ${escape(m.destinatario)}</small></p><pre>${escape(m.testo)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Outbox</title><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style><h1>Outbox (development)</h1><p>${rows.length} most recent mails and messages, newest first.</p>${items}</html>`,
      );
  });
};
