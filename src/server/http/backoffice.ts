import session from '@fastify/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffAccounts } from '../backoffice/accounts';
import { createSaleActions } from '../backoffice/sale-actions';
import { SESSION_TTL_MS, createSessionStore, sessionSecret } from '../backoffice/session-store';
import type { Config } from '../config';
import type { BlobStore } from '../services/adapters/blobs/blob-store';
import type { Mailer } from '../services/adapters/mail/mailer';
import type { Db } from '../store/db';
import { STAFF_COOKIE } from './backoffice-auth';
import { backofficeSalesRoutes } from './routes/backoffice-sales';
import type { Contracts } from '../funnel/contracts';
import { backofficeExportsRoutes } from './routes/backoffice-exports';
import { createCatalogueAdmin } from '../backoffice/catalogue';
import { backofficeAuditRoutes } from './routes/backoffice-audit';
import { backofficeCatalogueRoutes } from './routes/backoffice-catalogue';
import { backofficeCatalogueFilesRoutes } from './routes/backoffice-catalogue-files';
import { backofficeSessionRoutes } from './routes/backoffice-session';
import { backofficeUsersRoutes } from './routes/backoffice-users';
import { backofficeReportRoutes } from './routes/backoffice-report';
import { flowStepNames } from '../funnel/flows';
import { createReports } from '../services/domain/analytics/report';
import { backofficeWebhooksRoutes } from './routes/backoffice-webhooks';
import type { WebhookAdmin } from '../backoffice/webhooks/webhooks';

// The back office's API (api-contract.md "Back office and webhooks"), in a context of its own: the
// session plugin (@fastify/session over the staff_sessions table) reads cookies only here, and these
// routes take no web client key and no brand (http/security.ts, http/maintenance.ts); unsafe methods
// still need the funnel's XSRF double-submit header.

export const backofficeRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Db;
  mailer: Mailer;
  blobs: BlobStore;
  contracts: Contracts;
  webhooks: WebhookAdmin;
  /** told when a brand changes, so that this server's funnel serves the change at its next request */
  onBrandsChanged: () => void;
}> = async (app, { config, db, mailer, blobs, contracts, webhooks, onBrandsChanged }) => {
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
  await app.register(backofficeReportRoutes, {
    reports: createReports({ db, now: config.now, stepsOf: flowStepNames }),
  });
  const actions = createSaleActions({ db, now: config.now, mailer });
  await app.register(backofficeSalesRoutes, { db, now: config.now, blobs, actions });
  await app.register(backofficeExportsRoutes, { config, db, contracts });
  await app.register(backofficeWebhooksRoutes, { webhooks });
  const catalogue = createCatalogueAdmin({ db, now: config.now, onBrandsChanged });
  await app.register(backofficeCatalogueRoutes, { db, catalogue });
  await app.register(backofficeCatalogueFilesRoutes, { db, catalogue });
  await app.register(backofficeAuditRoutes, { db });
};
