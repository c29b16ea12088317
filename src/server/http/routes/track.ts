import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACK_EVENTS_PATH, trackBatchBody, trackBatchResponse } from '../../../shared/schemas/track';
import type { EventRecorder } from '../../services/domain/analytics/events';

/**
 * Batches one client (IP) may send per minute. The web client sends one every few seconds at most
 * (src/web/analytics/track.ts), so this leaves room for several tabs or visitors behind one address.
 */
export const TRACK_BATCHES_PER_MINUTE = 120;

// spec 7: outside /api/v1 (paths containing track are not prefixed), with the same x-api-key and XSRF
// checks as the API (http/security.ts covers /track) and the host's brand (http/maintenance.ts).
export const trackRoutes: FastifyPluginAsyncZod<{ events: EventRecorder }> = async (app, { events }) => {
  app.post(
    TRACK_EVENTS_PATH,
    {
      config: { rateLimit: { max: TRACK_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Funnel analytics events, at most 50 a batch: 202 { accepted, rejected: [{ index, fields }] }; ' +
          'each event is validated alone, so the bad ones are refused without losing the others',
        body: trackBatchBody,
        response: { 202: trackBatchResponse },
      },
    },
    async (req, reply) => {
      // the brand of the host, as for the API; maintenance.ts has loaded it for every /track request
      return reply.status(202).send(await events.record(req.marchio.id, req.body.events));
    },
  );
};
