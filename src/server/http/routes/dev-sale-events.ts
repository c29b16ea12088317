import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordTestEvent } from '../../backoffice/webhooks/test-event';
import type { Db } from '../../store/db';

// Development only (DEV_PAGES, like /dev/outbox): records a test event of a sale, which the webhook
// relay then delivers to every subscribed endpoint (docs/backoffice.md "Webhooks"; e2e).

export const devSaleEventsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/dev/sale-events',
    {
      schema: {
        summary: 'Development only: record a test `sale.status_changed` event of a sale (201)',
        body: z.strictObject({ venditaUuid: z.uuid({ error: 'validation.uuid' }) }),
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ id: await recordTestEvent(db, req.body.venditaUuid, now()) }),
  );
};
