import type { FastifyPluginAsync } from 'fastify';
import { createEventRecorder } from '../../services/domain/analytics/events';
import type { RouteDeps } from '../route-deps';
import { operatorRedirects } from './operatori';
import { trackRoutes } from './track';

/**
 * Funnel analytics, outside /api/v1: the events the web client sends (/track/events); the report over
 * them is the back office's (backoffice-report.ts), its old addresses (/operatori/*) redirect there.
 */
export const analyticsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db }) => {
  const events = createEventRecorder({ db, now: config.now });
  await app.register(trackRoutes, { events });
  await app.register(operatorRedirects);
};
