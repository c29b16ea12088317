import session from '@fastify/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffAccounts } from '../backoffice/accounts';
import { SESSION_TTL_MS, createSessionStore, sessionSecret } from '../backoffice/session-store';
import type { Config } from '../config';
import type { Db } from '../store/db';
import { STAFF_COOKIE } from './backoffice-auth';
import { createCatalogueAdmin } from '../backoffice/catalogue';
import { backofficeAuditRoutes } from './routes/backoffice-audit';
import { backofficeCatalogueRoutes } from './routes/backoffice-catalogue';
import { backofficeSessionRoutes } from './routes/backoffice-session';
import { backofficeUsersRoutes } from './routes/backoffice-users';

// The back office's API (api-contract.md "Back office and webhooks"), in a context of its own: the
// session plugin (@fastify/session over the staff_sessions table) reads cookies only here, and these
// routes take no web client key and no brand (http/security.ts, http/maintenance.ts); unsafe methods
// still need the funnel's XSRF double-submit header.

export const backofficeRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (
  app,
  { config, db },
) => {
  const accounts = createStaffAccounts({ db, now: config.now });
  await accounts.ensureEnvAdmin(config.operatorUser, config.operatorPasswordHash);
  if (config.publicBaseUrl.startsWith('https://') && !config.trustProxy) {
    // the cookie is Secure and the server, seeing plain HTTP, would never set it
    app.log.warn('back office: behind an HTTPS proxy set TRUST_PROXY=true, or staff cannot sign in');
  }

  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staff: true };
  });
  await app.register(session, {
    secret: sessionSecret(config.secretKey),
    cookieName: STAFF_COOKIE,
    store: createSessionStore(db, config.now),
    // only a signed-in session is stored, and it lasts from sign-in (SESSION_TTL_MS), not from use
    saveUninitialized: false,
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'strict', secure: false, maxAge: SESSION_TTL_MS },
  });

  await app.register(backofficeSessionRoutes, { config, accounts });
  await app.register(backofficeUsersRoutes, { accounts });
  const catalogue = createCatalogueAdmin({ db, now: config.now });
  await app.register(backofficeCatalogueRoutes, { db, catalogue });
  await app.register(backofficeAuditRoutes, { db });
};
