import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandIdParams,
  creditCheckBody,
  creditCheckExistingBody,
  creditCheckResponse,
} from '../../../shared/schemas/credit-check';
import { creditCheckEnabledResponse } from '../../../shared/schemas/api';
import { plainTextAnswer } from '../../../shared/schemas/media';
import { languageOfRequest } from '../messages';
import type { RouteDeps } from '../route-deps';

/**
 * Checks one client (IP) may ask per minute: the answer says something about a person's credit, so
 * the endpoints must not serve to try many codes.
 */
const CHECKS_PER_MINUTE = 20;

// spec 7: the brand's credit check configuration and the checks themselves (spec 3).
export const creditCheckRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { creditCheck: credit }) => {
  const rateLimit = { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/configurations/credit-check-enabled/:brandId',
    {
      schema: {
        summary: 'Whether the brand runs the credit check (JSON true or false)',
        params: brandIdParams,
        response: { 200: creditCheckEnabledResponse },
      },
    },
    async (req, reply) => reply.type('application/json').send(await credit.isEnabled(req.params.brandId)),
  );

  app.get(
    '/configurations/credit-check-message/:brandId',
    {
      schema: {
        summary:
          'Text shown on creditCheckKo (text/plain): the brand’s, or a default one in the request’s language',
        params: brandIdParams,
        response: { 200: plainTextAnswer },
      },
    },
    async (req, reply) => {
      const lang = languageOfRequest(req.headers['accept-language']);
      const message = await credit.koMessage(req.params.brandId, lang);
      return reply.type('text/plain; charset=utf-8').send(message);
    },
  );

  app.post(
    '/credit-check',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Credit check of a new customer on the sale’s brand (200 { esito: OK|KO, riferimento }; ' +
          'recorded as the step variable creditCheckResult; OK without a check when the brand does not check)',
        body: creditCheckBody,
        response: { 200: creditCheckResponse },
      },
    },
    async (req) => credit.checkNew(req.body, req.log),
  );

  app.post(
    '/credit-check/existing',
    {
      config: { rateLimit },
      schema: {
        summary:
          'Credit check of an existing customer by identifier (200 { esito, riferimento }); with ' +
          '`venditaUuid` on that sale’s brand and recorded on it, else on the host’s brand',
        body: creditCheckExistingBody,
        response: { 200: creditCheckResponse },
      },
    },
    async (req) => credit.checkExisting(req.body, req.marchio, req.log),
  );
};
