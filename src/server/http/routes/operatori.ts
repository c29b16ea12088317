import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBody } from '../../../shared/schemas/media';

// The operators' report used to live at /operatori with a sign-in of its own; it is now the back
// office's `report` section (issue 15 item 1). Bookmarks keep working: each old address sends the
// browser to its new one, filters and all (the report's filter names did not change).

const OLD = {
  '/operatori': '/backoffice/report',
  '/operatori/login': '/backoffice/report',
  '/operatori/report': '/backoffice/report',
  '/operatori/report.csv': '/api/v1/backoffice/report.csv',
} as const;

const queryOf = (url: string) => {
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i);
};

export const operatorRedirects: FastifyPluginAsyncZod = async (app) => {
  for (const [from, to] of Object.entries(OLD)) {
    app.get(
      from,
      {
        schema: {
          summary: `Moved: answers 301 to ${to} with the same query`,
          querystring: z.record(z.string(), z.unknown()),
          response: { 301: noBody },
        },
      },
      async (req, reply) => reply.redirect(`${to}${queryOf(req.url)}`, 301),
    );
  }
};
