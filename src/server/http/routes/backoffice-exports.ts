import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { salesExportAnswer, salesExportQuery } from '../../../shared/schemas/sales-export';
import { createSalesExport } from '../../backoffice/sales-export';
import type { Config } from '../../config';
import type { Contracts } from '../../funnel/contracts';
import { signedDataNow } from '../../funnel/sale-signed-event';
import type { Db } from '../../store/db';
import { requireStaff, staffOf } from '../backoffice-auth';

// The export of signed sales (issue 15 item 3), operator and admin: personal data, so a viewer gets
// 403 auth.role and every export is in the audit log. The body is streamed as it is read.

/**
 * Fastify sends a stream as it comes, without the serializer (media.ts): the route's schema by media
 * type documents what it holds; the reply is taken untyped because a stream is none of those types.
 */
function sendStreamed(reply: FastifyReply, body: AsyncIterable<string>) {
  return reply.send(Readable.from(body));
}

export const backofficeExportsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Db;
  contracts: Contracts;
}> = async (app, { config, db, contracts }) => {
  const keys = { secretKey: config.secretKey, publicBaseUrl: config.publicBaseUrl };
  const salesExport = createSalesExport({
    db,
    now: config.now,
    keys,
    buildData: (uuid) => signedDataNow(db, contracts.ensure, uuid, config.now(), { keys }),
  });

  app.get(
    `${BACKOFFICE_PREFIX}/exports/sales`,
    {
      preHandler: requireStaff('operator'),
      schema: {
        summary:
          'Back office (operator): the sales signed on Italian days `dal`..`al` (both included, at most 366; 400 otherwise), `formato` csv (one row per supply, UTF-8 with BOM) or json (the sale.signed data of each), optionally of one `marchio`; a download, written to the audit log',
        querystring: salesExportQuery,
        response: { 200: salesExportAnswer },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req, 'operator');
      const out = await salesExport.start(req.query, { id: staff.id, username: staff.username });
      // the count only: the log never holds the sales' personal data
      req.log.info({ by: staff.id, formato: req.query.formato, vendite: out.count }, 'sales exported');
      reply
        .header('content-type', out.contentType)
        .header('content-disposition', `attachment; filename="${out.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return sendStreamed(reply, out.body);
    },
  );
};
