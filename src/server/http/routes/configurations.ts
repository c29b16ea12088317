import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandCodeParams, envResponse, widgetAccountResponse } from '../../../shared/schemas/api';
import { plainTextAnswer } from '../../../shared/schemas/media';
import { notFound } from '../../errors';
import { findMarchioByCode } from '../../store/repos/catalogue';
import type { RouteDeps } from '../route-deps';

// spec 7: the brand's analytics, tag manager and widget configuration.
export const configurationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/configurations/env',
    { schema: { summary: 'Analytics configuration of the host brand', response: { 200: envResponse } } },
    async (req) => ({
      googleAnalyticsTrackingId: req.marchio.gaTrackingId,
    }),
  );

  app.get(
    '/configurations/google-tag-manager-id/:brand',
    {
      schema: {
        summary: 'Tag manager id of a brand (text/plain)',
        params: brandCodeParams,
        response: { 200: plainTextAnswer },
      },
    },
    async (req, reply) => {
      const marchio = await findMarchioByCode(db, req.params.brand.toLowerCase());
      if (!marchio?.gtmId) throw notFound();
      return reply.type('text/plain; charset=utf-8').send(marchio.gtmId);
    },
  );

  app.get(
    '/configurations/widget-account',
    {
      schema: {
        summary: 'Chat widget account of the host brand (botId, token, url)',
        response: { 200: widgetAccountResponse },
      },
    },
    async (req) => ({
      botId: req.marchio.widget?.botId ?? null,
      token: req.marchio.widget?.token ?? null,
      url: req.marchio.widget?.url ?? null,
    }),
  );
};
