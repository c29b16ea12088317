import path from 'node:path';
import { z } from 'zod';
import { BRANDS } from '../shared/domain';
import { parsePasswordHash } from './services/analytics/operator-auth';
import type { JobsTuning } from './services/jobs/jobs';

// The one place that reads the environment (style.md): validated once at start.

const DEV_API_KEY = 'dev-web-client-key';
const DEV_SECRET = 'dev-secret-change-me-in-production-0123456789';
/** The operators' report outside production: password `operatore-demo` (docs/operations.md). */
const DEV_OPERATOR_PASSWORD_HASH =
  'scrypt$16384$8$1$hNKa3RKcCDRzhMPu599nlw$oHbmeErEBz8-q0M53hk59WqhTKZ1h9oqd_hX2sa53WU';

const brandCodes = BRANDS.map((b) => b.codice) as string[];

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
    .refine((codes) => codes.every((c) => brandCodes.includes(c)), {
      message: `brand codes must be among ${brandCodes.join(', ')}`,
    }),
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_PAGES: z.enum(['true', 'false']).optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SALES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
  BRAND_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // tests only (the cluster tests): a job held by a killed instance taken over in seconds, not minutes
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOBS_MAINTAIN_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOBS_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
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
  devPages: boolean;
  /** Seed the demo catalogue at start (domain.md); a retailer with its own catalogue turns it off. */
  seedDemo: boolean;
  /** New sales one client (IP) may create per minute (api-contract.md: 429 rate_limited). */
  salesPerMinute: number;
  /** Funnel analytics events older than this many days are deleted (about 13 months by default). */
  eventsRetentionDays: number;
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
    devPages: e.DEV_PAGES ? e.DEV_PAGES === 'true' : e.NODE_ENV !== 'production',
    seedDemo: e.SEED_DEMO === 'true',
    salesPerMinute: e.SALES_PER_MINUTE,
    eventsRetentionDays: e.EVENTS_RETENTION_DAYS,
    brandCacheMs: e.BRAND_CACHE_MS,
    jobs: {
      ...(e.JOBS_EXPIRE_SECONDS ? { expireInSeconds: e.JOBS_EXPIRE_SECONDS } : {}),
      ...(e.JOBS_MAINTAIN_SECONDS ? { maintenanceIntervalSeconds: e.JOBS_MAINTAIN_SECONDS } : {}),
      ...(e.JOBS_RETRY_SECONDS ? { retryDelaySeconds: e.JOBS_RETRY_SECONDS } : {}),
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
