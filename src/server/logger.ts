import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Personal data never reaches the log (issue 2.7): the fields that may carry it are censored
 * wherever they appear in a logged object, and request bodies and queries are never logged.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs the request headers it hands to busboy (at trace level)
  'busboyOptions.headers',
  ...[
    'codiceFiscale',
    'iban',
    'email',
    'telefono',
    'nome',
    'cognome',
    'ragioneSociale',
    'partitaIva',
    'otp',
    'to',
    'destinatario',
  ].flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
];

/** A destination for log lines (one JSON object a line), e.g. an in-memory one in tests. */
export type LogStream = { write(line: string): void };

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines wherever a program reads the log (production, a container, a file, a pipe); pretty lines
 * (pino-pretty) only for a person at a terminal outside production, as `npm start` or `npm run dev`
 * in a shell. LOG_FORMAT forces either.
 */
export function logFormatOf(opts: {
  env: Config['env'];
  forced: LogFormat | undefined;
  isTTY: boolean;
}): LogFormat {
  if (opts.forced) return opts.forced;
  return opts.env !== 'production' && opts.isTTY ? 'pretty' : 'json';
}

/** `stream`: where the lines go instead of stdout (tests read them; always JSON). */
export function loggerOptions(
  config: Config,
  stream?: LogStream,
  isTTY = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const pretty = !stream && logFormatOf({ env: config.env, forced: config.logFormat, isTTY }) === 'pretty';
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The URL can carry a customer's query (vendita uuid is fine; codice fiscale is not): keep the path only
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
