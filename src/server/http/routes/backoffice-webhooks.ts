import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/schemas/api';
import { BACKOFFICE_PREFIX } from '../../../shared/schemas/backoffice';
import { noBody } from '../../../shared/schemas/media';
import {
  createWebhookBody,
  createdWebhookSchema,
  deliveriesQuery,
  saleDeliveriesResponse,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookEndpointsResponse,
  webhookParams,
} from '../../../shared/schemas/webhooks';
import { WebhookUrlRefused } from '../../backoffice/webhooks/webhooks';
import type { WebhookAdmin } from '../../backoffice/webhooks/webhooks';
import { notFound, validationError } from '../../errors';
import { requireStaff, staffOf } from '../backoffice-auth';

// Webhook endpoints and their deliveries (api-contract.md "Back office and webhooks"): administrators
// only, but a sale's deliveries are read by every role (its page shows them; they hold no personal data).

const HOOKS = `${BACKOFFICE_PREFIX}/webhooks`;

export const backofficeWebhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookAdmin }> = async (
  app,
  { webhooks },
) => {
  const admin = { preHandler: requireStaff('admin') };

  app.post(
    HOOKS,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): a webhook endpoint (201); the secret that signs its deliveries is in this answer only. 400 `url` when the address is not allowed',
        body: createWebhookBody,
        response: { 201: createdWebhookSchema },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req, 'admin');
      try {
        const created = await webhooks.create(req.body, staff);
        req.log.info({ webhookId: created.id, by: staff.id }, 'webhook endpoint created');
        return reply.status(201).send(created);
      } catch (err) {
        if (err instanceof WebhookUrlRefused) throw validationError({ url: 'validation.webhook_url' });
        throw err;
      }
    },
  );

  app.get(
    HOOKS,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): the webhook endpoints (no secrets)',
        response: { 200: webhookEndpointsResponse },
      },
    },
    async () => webhooks.list(),
  );

  app.delete(
    `${HOOKS}/:id`,
    {
      ...admin,
      schema: {
        summary:
          'Back office (admin): delete an endpoint (204): nothing more is delivered to it; its deliveries stay readable',
        params: webhookParams,
        response: { 204: noBody },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req, 'admin');
      if (!(await webhooks.remove(req.params.id, staff))) throw notFound();
      req.log.info({ webhookId: req.params.id, by: staff.id }, 'webhook endpoint deleted');
      return reply.status(204).send();
    },
  );

  app.get(
    `${HOOKS}/:id/deliveries`,
    {
      ...admin,
      schema: {
        summary:
          "Back office (admin): an endpoint's deliveries, newest first, each with its attempts (`before`: the last id of the previous page)",
        params: webhookParams,
        querystring: deliveriesQuery,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (req) => {
      const page = await webhooks.deliveries(req.params.id, req.query);
      if (!page) throw notFound();
      return page;
    },
  );

  app.post(
    `${HOOKS}/:id/deliveries/:deliveryId/retry`,
    {
      ...admin,
      schema: {
        summary: 'Back office (admin): send a delivery again now, with the same event id (202)',
        params: webhookDeliveryParams,
        response: { 202: noBody },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req, 'admin');
      if (!(await webhooks.retry(req.params.id, req.params.deliveryId, staff))) throw notFound();
      req.log.info({ deliveryId: req.params.deliveryId, by: staff.id }, 'webhook delivery retried by hand');
      return reply.status(202).send();
    },
  );

  app.get(
    `${BACKOFFICE_PREFIX}/sales/:uuid/deliveries`,
    {
      preHandler: requireStaff('viewer'),
      schema: {
        summary: "Back office: a sale's webhook deliveries, newest first, each with its attempts",
        params: uuidParams,
        response: { 200: saleDeliveriesResponse },
      },
    },
    async (req) => webhooks.saleDeliveries(req.params.uuid),
  );
};
