import path from 'node:path';
import { z } from 'zod';
import { BRAND_CODE } from '../shared/domain';
import { SALE_LIFETIME_MS } from './funnel/context';
import { parsePasswordHash } from './backoffice/passwords';
import type { JobsTuning } from './services/adapters/jobs/jobs';

// The one place that reads the environment (style.md): validated once at start.

const DEV_API_KEY = 'dev-web-client-key';
const DEV_SECRET = 'dev-secret-change-me-in-production-0123456789';
/** The operators' report outside production: password `operatore-demo` (docs/operations.md). */
const DEV_OPERATOR_PASSWORD_HASH =
  'scrypt$16384$8$1$hNKa3RKcCDRzhMPu599nlw$oHbmeErEBz8-q0M53hk59WqhTKZ1h9oqd_hX2sa53WU';

const SALE_LIFETIME_DAYS = SALE_LIFETIME_MS / 86_400_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_API_KEY: z.string().min(8).default(DEV_API_KEY),
  SECRET_KEY: z.string().min(32).default(DEV_SECRET),
  SMTP_URL: z.string().optional(),
  BLOB_STORE: z.enum(['fs', 'db']).default('fs'),
  RATE_LIMIT_STORE: z.enum(['memory', 'db']).optional(),
  MAIL_FROM: z.string().default('Funnel <no-reply@localhost>'),
  MAINTENANCE: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    )
    // the catalogue's brands may change while the server runs: a code is checked for its form only
    .refine((codes) => codes.every((c) => BRAND_CODE.test(c)), {
      message: 'brand codes are host labels: letters, digits and hyphens, comma-separated',
    }),
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z
    .enum(['json', 'pretty'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  // the bill reader's process (services/domain/bills/reader-sandbox.ts): its memory cap and its time per
  // file, below the extraction job's 120 s expiry
  BILL_READER_MEMORY_MB: z.coerce.number().int().min(128).max(16_384).default(768),
  BILL_READER_TIMEOUT_MS: z.coerce.number().int().min(100).max(110_000).default(60_000),
  DEV_PAGES: z.enum(['true', 'false']).optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SALES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
  // above the 30-day link lifetime (funnel/context.ts): a sale still open is never a candidate
  RETENTION_UNSIGNED_DAYS: z.coerce
    .number()
    .int()
    .min(SALE_LIFETIME_DAYS + 1)
    .max(3650)
    .default(90),
  RETENTION_SIGNED_YEARS: z.coerce.number().int().min(1).max(100).default(10),
  BRAND_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // tests only (the cluster tests): a job held by a killed instance taken over in seconds, not minutes
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOBS_MAINTAIN_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOBS_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  // webhooks (docs/backoffice.md "Webhooks"): default true outside production, false in production
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  WEBHOOK_RELAY_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  OPERATOR_USER: z.string().trim().min(1).max(64).default('operatore'),
  OPERATOR_PASSWORD_HASH: z
    .string()
    .trim()
    .refine((h) => h === '' || parsePasswordHash(h) !== null, {
      message: 'must be scrypt$N$r$p$salt$hash as printed by scripts/hash-password.mjs',
    })
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webApiKey: string;
  secretKey: string;
  smtpUrl: string | undefined;
  /** Where file bytes live: `fs` (DATA_DIR/blobs) or `db` (the blobs table, for several servers). */
  blobStore: 'fs' | 'db';
  /**
   * Where the per-client limits count: `memory` (this process) or `db` (rows every server over the
   * database shares). Default `db` with DATABASE_URL, `memory` on the embedded database.
   */
  rateLimitStore: 'memory' | 'db';
  mailFrom: string;
  maintenance: string[];
  publicBaseUrl: string;
  logLevel: string;
  /** `json` or `pretty` forced by LOG_FORMAT; unset: decided by logFormatOf (logger.ts). */
  logFormat: 'json' | 'pretty' | undefined;
  /**
   * GET /metrics: behind METRICS_TOKEN (a bearer token) when it is set; else open outside production
   * and off (404) in production, where the figures would tell anyone how the business goes.
   */
  metricsAccess: 'token' | 'open' | 'off';
  metricsToken: string | null;
  /** SIGTERM: the whole shutdown (delay, in-flight requests, running jobs, the pool) within this, else exit 1. */
  shutdownTimeoutMs: number;
  /** SIGTERM: keep serving this long with /readyz answering 503 before the listener closes. */
  shutdownDelayMs: number;
  /** The bill reader's process: memory cap (MB) and time budget per file (ms). */
  billReader: { memoryMb: number; timeoutMs: number };
  devPages: boolean;
  /**
   * Seed the demo catalogue at start (domain.md): on by default outside production, off in production
   * unless SEED_DEMO=true (a retailer's production never starts with invented brands and offers).
   */
  seedDemo: boolean;
  /** New sales one client (IP) may create per minute (api-contract.md: 429 rate_limited). */
  salesPerMinute: number;
  /** Funnel analytics events older than this many days are deleted (about 13 months by default). */
  eventsRetentionDays: number;
  /** Sales never signed are deleted with everything of theirs this many days after creation. */
  retentionUnsignedDays: number;
  /** Signed sales (and their contract) are deleted this many years after signing. */
  retentionSignedYears: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits, signature audit). */
  trustProxy: boolean;
  /** The operators' report account (docs/operations.md); no hash: the report is off. */
  operatorUser: string;
  operatorPasswordHash: string | null;
  /**
   * How long an instance keeps a brand's row (maintenance switch, credit check, widget) before reading
   * it again: every API request needs it, and a switch reaches every server within this time.
   */
  brandCacheMs: number;
  /**
   * Job timings replaced for tests (JOBS_*_SECONDS): unset, each queue keeps its own policy and
   * pg-boss its maintenance interval (docs/operations.md, "Several servers behind a proxy").
   */
  jobs: JobsTuning;
  /**
   * Webhook deliveries: `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) also allows http and loopback or private
   * receivers; `timeoutMs` the time a receiver has to answer (10 s, shorter in tests); `relayIntervalMs`
   * how often each instance looks for events ready to deliver; `concurrency` how many requests each
   * instance has in flight at once (one at a time, a receiver taking 200 ms caps them at 5 sales a second).
   */
  webhooks: { allowPrivate: boolean; timeoutMs: number; relayIntervalMs: number; concurrency: number };
  /** Fixed clock for tests; production reads the real time. */
  now: () => Date;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SHUTDOWN_DELAY_MS >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid environment:\n  SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS',
    );
  }
  if (e.NODE_ENV === 'production' && (e.WEB_API_KEY === DEV_API_KEY || e.SECRET_KEY === DEV_SECRET)) {
    throw new ConfigError('Invalid environment:\n  WEB_API_KEY and SECRET_KEY must be set in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webApiKey: e.WEB_API_KEY,
    secretKey: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL || undefined,
    blobStore: e.BLOB_STORE,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'db' : 'memory'),
    mailFrom: e.MAIL_FROM,
    maintenance: e.MAINTENANCE,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsAccess: e.METRICS_TOKEN ? 'token' : e.NODE_ENV === 'production' ? 'off' : 'open',
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    billReader: { memoryMb: e.BILL_READER_MEMORY_MB, timeoutMs: e.BILL_READER_TIMEOUT_MS },
    devPages: e.DEV_PAGES ? e.DEV_PAGES === 'true' : e.NODE_ENV !== 'production',
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    salesPerMinute: e.SALES_PER_MINUTE,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    retentionUnsignedDays: e.RETENTION_UNSIGNED_DAYS,
    retentionSignedYears: e.RETENTION_SIGNED_YEARS,
    brandCacheMs: e.BRAND_CACHE_MS,
    jobs: {
      ...(e.JOBS_EXPIRE_SECONDS ? { expireInSeconds: e.JOBS_EXPIRE_SECONDS } : {}),
      ...(e.JOBS_MAINTAIN_SECONDS ? { maintenanceIntervalSeconds: e.JOBS_MAINTAIN_SECONDS } : {}),
      ...(e.JOBS_RETRY_SECONDS ? { retryDelaySeconds: e.JOBS_RETRY_SECONDS } : {}),
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE
        ? e.WEBHOOK_ALLOW_PRIVATE === 'true'
        : e.NODE_ENV !== 'production',
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      relayIntervalMs: e.WEBHOOK_RELAY_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
    trustProxy: e.TRUST_PROXY === 'true',
    operatorUser: e.OPERATOR_USER,
    // production needs its own hash, else the report is off (a known demo password would open it)
    operatorPasswordHash:
      e.OPERATOR_PASSWORD_HASH && e.OPERATOR_PASSWORD_HASH !== DEV_OPERATOR_PASSWORD_HASH
        ? e.OPERATOR_PASSWORD_HASH
        : e.NODE_ENV === 'production'
          ? null
          : DEV_OPERATOR_PASSWORD_HASH,
    now: () => new Date(),
  };
}
