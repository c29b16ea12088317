import path from 'node:path';
import { z } from 'zod';
import { BRANDS } from '../shared/domain';

// The one place that reads the environment (style.md): validated once at start.

const DEV_API_KEY = 'dev-web-client-key';
const DEV_SECRET = 'dev-secret-change-me-in-production-0123456789';

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
  mailFrom: string;
  maintenance: string[];
  publicBaseUrl: string;
  logLevel: string;
  devPages: boolean;
  /** Seed the demo catalogue at start (domain.md); a retailer with its own catalogue turns it off. */
  seedDemo: boolean;
  /** New sales one client (IP) may create per minute (api-contract.md: 429 rate_limited). */
  salesPerMinute: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits, signature audit). */
  trustProxy: boolean;
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
    mailFrom: e.MAIL_FROM,
    maintenance: e.MAINTENANCE,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    devPages: e.DEV_PAGES ? e.DEV_PAGES === 'true' : e.NODE_ENV !== 'production',
    seedDemo: e.SEED_DEMO === 'true',
    salesPerMinute: e.SALES_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    now: () => new Date(),
  };
}
