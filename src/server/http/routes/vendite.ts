import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  createVenditaBody,
  createVenditaResponse,
  estrazioniQuery,
  estrazioniResponse,
  moveOfferParams,
  moveOfferResponse,
  nextBody,
  patchV2Body,
  patchVenditaBody,
  prevBody,
  prevQuery,
  saveBody,
  stepSchema,
  uuidParams,
  venditaSchema,
  verificaOtpBody,
  verificaOtpResponse,
} from '../../../shared/schemas/api';
import { noBody } from '../../../shared/schemas/media';
import { grantContractAccess } from '../contract-access';
import { languageOfRequest } from '../messages';
import type { RouteDeps } from '../route-deps';

// spec 7: the sale and its steps. Handlers are thin: the funnel services decide.

/** How often a waiting GET of the readings looks at the database for a job another server ran. */
const EXTRACTION_RECHECK_MS = 250;
export const venditeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { config, sales, proposals, signing, resume, extractionWaits },
) => {
  app.post(
    '/vendite',
    {
      config: { rateLimit: { max: config.salesPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Create a sale on an offer (201 { venditaUuid, marchioId })',
        body: createVenditaBody,
        response: { 201: createVenditaResponse },
      },
    },
    async (req, reply) => {
      const created = await sales.create({
        ...req.body,
        lingua: languageOfRequest(req.headers['accept-language']),
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/vendite/:uuid/step',
    { schema: { summary: 'Current step', params: uuidParams, response: { 200: stepSchema } } },
    async (req) => sales.currentStep(req.params.uuid),
  );

  app.post(
    '/vendite/:uuid/next',
    {
      schema: {
        summary: 'Submit the step data with its taskId and advance',
        params: uuidParams,
        body: nextBody,
        response: { 200: stepSchema },
      },
    },
    async (req) => {
      const { taskId, ...data } = req.body;
      return sales.next(req.params.uuid, taskId, data, req.log);
    },
  );

  app.post(
    '/vendite/:uuid/prev',
    {
      schema: {
        summary:
          'Back, with the `{ taskId }` of the step shown, to the previous visited step or to `?step=` (summary edit links); 409 `task.stale` when it is missing or not the current one',
        params: uuidParams,
        querystring: prevQuery,
        body: prevBody,
        response: { 200: stepSchema },
      },
    },
    async (req) => sales.prev(req.params.uuid, { step: req.query.step, taskId: req.body?.taskId }),
  );

  app.delete(
    '/vendite/:uuid',
    { schema: { summary: 'Cancel the sale (204)', params: uuidParams, response: { 204: noBody } } },
    async (req, reply) => {
      await sales.cancel(req.params.uuid);
      return reply.status(204).send();
    },
  );

  app.get(
    '/vendite/:uuid/v2',
    {
      schema: {
        summary: 'The sale with its proposal',
        params: uuidParams,
        response: { 200: venditaSchema },
      },
    },
    async (req) => proposals.get(req.params.uuid),
  );

  app.get(
    '/vendite/:uuid/estrazioni-bollette',
    {
      schema: {
        summary:
          "The readings of the sale's bills, as GET /v2's estrazioniBollette; with `attendiMs` (at most " +
          '10000) the answer waits while a bill is being read and goes the moment its reading ends',
        params: uuidParams,
        querystring: estrazioniQuery,
        response: { 200: estrazioniResponse },
      },
    },
    async (req, reply) => {
      const deadline = Date.now() + (req.query.attendiMs ?? 0);
      // the customer left (the page closed, the request aborted): no more looks for nobody
      let gone = false;
      reply.raw.once('close', () => (gone = true));
      for (;;) {
        const list = await proposals.extractions(req.params.uuid);
        const left = deadline - Date.now();
        if (!list.some((e) => e.stato === 'in_corso') || left <= 0 || gone || extractionWaits.stopped)
          return list;
        // this server's job wakes the wait at once; another server's is seen at the next look
        await extractionWaits.next(req.params.uuid, Math.min(left, EXTRACTION_RECHECK_MS));
      }
    },
  );

  app.patch(
    '/vendite/:uuid/v2',
    {
      schema: {
        summary: 'Save a draft of the proposal without advancing',
        params: uuidParams,
        body: patchV2Body,
        response: { 200: venditaSchema },
      },
    },
    async (req) => proposals.saveDraft(req.params.uuid, req.body.proposta),
  );

  app.patch(
    '/vendite/:uuid',
    {
      schema: {
        summary: 'Change sale-level fields (contact, campaign, language)',
        params: uuidParams,
        body: patchVenditaBody,
        response: { 200: venditaSchema },
      },
    },
    async (req) => proposals.patchSale(req.params.uuid, req.body),
  );

  app.post(
    '/vendite/:uuid/offerte/:offertaId',
    {
      schema: {
        summary: 'Move the sale to the linked offer (201, Location of the new sale)',
        params: moveOfferParams,
        response: { 201: moveOfferResponse },
      },
    },
    async (req, reply) => {
      const uuid = await proposals.moveToOffer(req.params.uuid, req.params.offertaId);
      return reply
        .status(201)
        .header('location', `${API_PREFIX}/vendite/${uuid}`)
        .send({ venditaUuid: uuid });
    },
  );

  app.post(
    '/vendite/:uuid/save',
    {
      // each call mails someone: a few a minute per client is plenty for a person
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        summary: 'Mail a link that reopens the funnel at the current step `{ nome, cognome, email }` (202)',
        params: uuidParams,
        body: saveBody,
        response: { 202: noBody },
      },
    },
    async (req, reply) => {
      await resume.save(req.params.uuid, req.body);
      return reply.status(202).send();
    },
  );

  app.post(
    '/vendite/:uuid/verifica-otp',
    {
      schema: {
        summary: 'Sign with the one-time code `{ otp }`, or send a new one `{ resend: true }`',
        params: uuidParams,
        body: verificaOtpBody,
        response: { 200: verificaOtpResponse },
      },
    },
    async (req, reply) => {
      if ('resend' in req.body) return signing.resend(req.params.uuid);
      const step = await signing.verify(req.params.uuid, req.body.otp, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      });
      // signed: this browser, and only it, may download the contract (contract-access.ts)
      grantContractAccess(reply, config, req.params.uuid);
      return step;
    },
  );
};
