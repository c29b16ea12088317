import type { FastifyPluginAsync } from 'fastify';
import { createStaffCookieReader } from '../../backoffice/session-store';
import { createEventRecorder } from '../../services/domain/analytics/events';
import { STAFF_COOKIE } from '../backoffice-auth';
import { flowStepNames } from '../../funnel/flows';
import { createReports } from '../../services/domain/analytics/report';
import type { RouteDeps } from '../route-deps';
import { operatorRoutes } from './operatori';
import { trackRoutes } from './track';

/**
 * Funnel analytics, outside /api/v1: the events the web client sends (/track/events) and the
 * operators' report over them (/operatori/*). Off without OPERATOR_PASSWORD_HASH in production.
 */
export const analyticsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config, db }) => {
  const now = config.now;
  const events = createEventRecorder({ db, now });
  const staffOfCookie = createStaffCookieReader(db, config.secretKey, now);
  await app.register(trackRoutes, { events });
  if (!config.operatorPasswordHash) {
    app.log.warn("operators' report off: set OPERATOR_PASSWORD_HASH (scripts/hash-password.mjs)");
    return;
  }
  await app.register(operatorRoutes, {
    config,
    db,
    passwordHash: config.operatorPasswordHash,
    reports: createReports({ db, now, stepsOf: flowStepNames }),
    // staff signed in to the back office open the report without a sign-in of its own
    staffUser: async (req) => (await staffOfCookie(req.cookies[STAFF_COOKIE]))?.username ?? null,
  });
};
