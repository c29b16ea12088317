import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionPatchBody, condizioniResponse, propostaIdParams } from '../../../shared/schemas/api';
import { languageOfRequest } from '../messages';
import type { RouteDeps } from '../route-deps';

// spec 7: the terms of a proposal; `id` is the proposal's UUID (api-contract.md).
export const proposteRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { proposals }) => {
  app.get(
    '/proposte/:id/condition',
    {
      schema: {
        summary: 'The terms to accept, with their documents and what was accepted',
        params: propostaIdParams,
        response: { 200: condizioniResponse },
      },
    },
    async (req) => proposals.conditions(req.params.id, languageOfRequest(req.headers['accept-language'])),
  );

  app.patch(
    '/proposte/:id/condition',
    {
      schema: {
        summary: 'Record consents `{ condizioni: { CODE: true|false } }` with their time and version',
        params: propostaIdParams,
        body: conditionPatchBody,
        response: { 200: condizioniResponse },
      },
    },
    async (req) =>
      proposals.acceptConditions(
        req.params.id,
        req.body.condizioni,
        languageOfRequest(req.headers['accept-language']),
      ),
  );
};
