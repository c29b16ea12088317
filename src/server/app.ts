import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/schemas/api';
import type { Config } from './config';
import { AppError } from './errors';
import { createExistingCustomers } from './funnel/existing-customers';
import { createBillExtraction } from './funnel/bill-extraction';
import { createExtractionWaits } from './funnel/extraction-waits';
import { createFiles } from './funnel/files';
import { createBillReader } from './services/domain/bills/reader-sandbox';
import { createProposals } from './funnel/proposals';
import { createResume } from './funnel/resume';
import { createSales } from './funnel/sales';
import { createDbBlobStore, createFsBlobStore } from './services/adapters/blobs/blob-store';
import { createContracts } from './funnel/contracts';
import { createCreditCheck } from './funnel/credit-check';
import { createRulesProvider } from './services/adapters/credit/rules-provider';
import { createSigning } from './funnel/signing';
import { registerNoStoreByDefault } from './http/cache-policy';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { createHostBrands } from './http/host-brand';
import { registerMaintenance } from './http/maintenance';
import { registerOps } from './http/ops';
import { dbRateLimitStore } from './http/rate-limit-store';
import type { RouteDeps } from './http/route-deps';
import { backofficeRoutes } from './http/backoffice';
import { registerBackofficePage } from './http/backoffice-page';
import { createWebhooks } from './backoffice/webhooks/setup';
import { analyticsRoutes } from './http/routes/analytics';
import { catalogueRoutes } from './http/routes/catalogue';
import { clientsRoutes } from './http/routes/clients';
import { configurationRoutes } from './http/routes/configurations';
import { contractRoutes } from './http/routes/contract';
import { contractLinkRoutes } from './http/routes/contract-link';
import { creditCheckRoutes } from './http/routes/credit-check';
import { devRoutes } from './http/routes/dev';
import { devSaleEventsRoutes } from './http/routes/dev-sale-events';
import { filesRoutes } from './http/routes/files';
import { lookupRoutes } from './http/routes/lookups';
import { proposteRoutes } from './http/routes/proposte';
import { registryRoutes } from './http/routes/registry';
import { venditeRoutes } from './http/routes/vendite';
import { widgetRoutes } from './http/routes/widget';
import { registerSecurity } from './http/security';
import { registerDevPageBrand, registerWebPage } from './http/web-page';
import { zodValidatorCompiler } from './http/validation';
import { loggerOptions } from './logger';
import type { LogStream } from './logger';
import { createCustomers } from './services/adapters/customers/customers';
import type { JobsTuning } from './services/adapters/jobs/jobs';
import { createPgBossJobs } from './services/adapters/jobs/pg-boss-jobs';
import { registerMailDelivery } from './services/adapters/mail/delivery';
import { createOutboxMailer } from './services/adapters/mail/mailer';
import { createSmtpTransport } from './services/adapters/mail/smtp-transport';
import { createMetrics } from './services/adapters/metrics/metrics';
import { createOtpService } from './services/domain/otp/otp-service';
import { registerRetention } from './services/domain/retention/schedule';
import type { RetentionTuning } from './services/domain/retention/schedule';
import { createOutboxSmsGateway } from './services/adapters/sms/sms-gateway';
import type { Store } from './store/db';

/** JSON bodies are small forms; anything larger is refused with 413 before it is parsed. */
const BODY_LIMIT = 64 * 1024;

/** A registered route as a listener sees it (scripts/gen-docs.ts writes docs/api.md from these). */
export type RouteInfo = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

export type AppOptions = {
  config: Config;
  store: Store;
  webRoot?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: LogStream;
  /** Told of every route as it is registered. */
  onRoute?: (route: RouteInfo) => void;
  /** Shorter job polling and retry delays (tests). */
  jobs?: JobsTuning;
  /** When the retention runs (tests: at once and often). */
  retention?: RetentionTuning;
};

export function defaultWebRoot(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server/main.js → dist/web; src/server/app.ts → dist/web
  const candidates = [path.resolve(here, '../web'), path.resolve(here, '../../dist/web')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
}

/** Plugins, then services, then routes (architecture.md); tests build the app the same way. */
export async function buildApp({
  config,
  store,
  webRoot = defaultWebRoot(),
  logger = true,
  logStream,
  onRoute,
  jobs: jobsTuning,
  retention,
}: AppOptions) {
  const app = Fastify({
    logger: logger ? loggerOptions(config, logStream) : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    // closing (SIGTERM): requests still arriving are served, /readyz says 503 (http/ops.ts, decision 012)
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  // JSON answers are written with the route's response schema (style.md: one contract, validated twice):
  // a field it does not name is left out, an answer that breaks it is a logged 500
  app.setSerializerCompiler(serializerCompiler);
  // added before any route, so that it hears of every one
  if (onRoute) {
    app.addHook('onRoute', (r) =>
      onRoute({ method: r.method, url: r.url, schema: r.schema, config: r.config }),
    );
  }

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  registerErrorHandler(app);
  registerNoStoreByDefault(app);
  // one registry per app (tests build many in one process), handed to the modules that count
  const metrics = createMetrics();
  registerOps(app, { config, store, metrics });
  registerSecurity(app, config);
  // the host's brand, for the API (maintenance, req.marchio) and for the page (web-page.ts)
  const hostBrands = createHostBrands(config, store.db);
  registerMaintenance(app, config, hostBrands);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'rate_limited'),
    // shared by every server over the database, else counted in this process (docs/operations.md)
    ...(config.rateLimitStore === 'db' ? { store: dbRateLimitStore(store.db, config.now) } : {}),
  });

  const { db } = store;
  const now = config.now;
  const blobs =
    config.blobStore === 'db'
      ? createDbBlobStore(db, now)
      : createFsBlobStore(path.join(config.dataDir, 'blobs'));
  // Background jobs in the same database (services/adapters/jobs): they run while the app does, and closing
  // the app stops them before the store closes.
  const jobs = createPgBossJobs(store, app.log, { ...config.jobs, ...jobsTuning }, metrics);
  // webhooks (backoffice/webhooks): the delivery queue and the relay from the events outbox
  const webhooks = createWebhooks({ config, db, jobs, log: app.log, metrics });
  app.addHook('onReady', async () => {
    await jobs.start();
    webhooks.relay.start();
  });
  // bills are read in a process of their own (services/domain/bills/reader-sandbox.ts), started with its OCR
  // engine once the server listens: readiness does not wait for it, the first customer does not either
  const billReader = createBillReader(config.billReader);
  app.addHook('onListen', () => {
    billReader.warm();
  });
  app.addHook('onClose', async () => {
    await webhooks.relay.stop();
    await jobs.stop();
    await billReader.close();
  });
  const mailer = createOutboxMailer(app.log, now, {
    publicBaseUrl: config.publicBaseUrl,
    ...(config.smtpUrl ? { delivery: jobs } : {}),
  });
  if (config.smtpUrl) {
    const transport = createSmtpTransport(config.smtpUrl);
    registerMailDelivery({ jobs, db, blobs, transport, from: config.mailFrom, log: app.log, metrics });
  }
  registerRetention(app, { config, db, blobs }, retention);
  const otp = createOtpService(config.secretKey, now);
  const contracts = createContracts({
    db,
    blobs,
    jobs,
    mailer,
    now,
    log: app.log,
    signedEvent: { keys: { secretKey: config.secretKey, publicBaseUrl: config.publicBaseUrl } },
  });
  const sms = createOutboxSmsGateway(app.log, now);
  const signing = createSigning({ db, now, mailer, sms, otp, contracts, metrics });
  // the built-in rule-based provider; a bureau's adapter (credit-check-provider.ts) would be chosen here
  const creditCheck = createCreditCheck({ db, now, provider: createRulesProvider(db) });
  const customers = createCustomers();
  const existingCustomers = createExistingCustomers({ db, now, mailer, otp, customers });
  // a bill's reading goes to the customer waiting for it the moment it ends (issue 14 item 4)
  const extractionWaits = createExtractionWaits();
  // a closing server answers its waiting requests now rather than at the end of their wait
  app.addHook('preClose', async () => extractionWaits.stop());
  const billExtraction = createBillExtraction({
    db,
    now,
    jobs,
    blobs,
    log: app.log,
    extract: billReader.read,
    metrics,
    onSettled: extractionWaits.settled,
  });
  const deps: RouteDeps = {
    config,
    db,
    signing,
    creditCheck,
    resume: createResume({ db, now, mailer, publicBaseUrl: config.publicBaseUrl }),
    sales: createSales({ db, now, signing, creditCheck, customers, existingCustomers, metrics }),
    proposals: createProposals({ db, now }),
    extractionWaits,
  };

  await app.register(
    async (api) => {
      await api.register(configurationRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(venditeRoutes, deps);
      await api.register(proposteRoutes, deps);
      await api.register(lookupRoutes, deps);
      await api.register(clientsRoutes, {
        ...deps,
        existingCustomers,
      });
      await api.register(creditCheckRoutes, deps);
      await api.register(registryRoutes, deps);
      await api.register(contractRoutes, { contracts, blobs, config });
      await api.register(contractLinkRoutes, { contracts, blobs, config });
      await api.register(filesRoutes, {
        ...deps,
        files: createFiles({
          db,
          now,
          blobs,
          onBillUploaded: billExtraction.onBillUploaded,
          onBillCommitted: billExtraction.onBillCommitted,
        }),
      });
    },
    { prefix: API_PREFIX },
  );
  await app.register(analyticsRoutes, deps);
  await app.register(backofficeRoutes, {
    config,
    db,
    mailer,
    blobs,
    contracts,
    webhooks: webhooks.admin,
    onBrandsChanged: hostBrands.forget,
  });
  if (config.devPages) await app.register(devRoutes, deps);
  if (config.devPages) registerDevPageBrand(app, hostBrands);
  if (config.devPages) await app.register(devSaleEventsRoutes, { db, now });
  // the local chat widget's FAQ, outside /api/v1: its token, not the web client key (docs/web.md)
  await app.register(widgetRoutes, { db });

  if (webRoot) await registerWebPage(app, config, hostBrands, webRoot);
  if (webRoot) await registerBackofficePage(app, webRoot);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
