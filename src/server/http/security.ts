import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors';
import { BACKOFFICE_PREFIX } from '../../shared/schemas/backoffice';
import type { Config } from '../config';
import { AppError } from '../errors';
import { timingSafeEqualText } from '../secrets';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes a browser opens as plain links (api-contract.md) declare `config: { plainLink: true }`. */
declare module 'fastify' {
  interface FastifyContextConfig {
    plainLink?: boolean;
    /** The back office's routes: staff sign in, no web client key (http/backoffice.ts). */
    staff?: boolean;
    /** Not a brand's funnel (the sale.signed contract link): no brand, no maintenance (http/maintenance.ts). */
    brandless?: boolean;
  }
}

export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/track/') || url === '/track';
}

/**
 * api-contract.md, in this order: api key (401), XSRF double-submit (403 csrf). The XSRF cookie is
 * set on any response to a request that lacks it, so the client can read it and retry once.
 */
export function registerSecurity(app: FastifyInstance, config: Config): void {
  const secure = config.publicBaseUrl.startsWith('https://');
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure,
      });
    }
    // the matched route too: `/%74rack/events` reaches /track/events, but its raw URL does not say so
    if (!isApiRequest(request.url) && !isApiRequest(request.routeOptions.url ?? '')) return;

    const key = request.headers['x-api-key'];
    // a plain link cannot carry the key; one that changes something (DELETE of an attachment) still
    // needs the XSRF header below. An address under the back office's API that names no route is a
    // staff member's (a mistyped link): 404, not a request for the web client's key.
    const staffPath =
      !request.routeOptions.url &&
      new URL(request.url, 'http://localhost').pathname.startsWith(`${BACKOFFICE_PREFIX}/`);
    if (
      !request.routeOptions.config?.plainLink &&
      !request.routeOptions.config?.staff &&
      !staffPath &&
      (typeof key !== 'string' || !timingSafeEqualText(key, config.webApiKey))
    ) {
      throw new AppError(401, ERROR_CODES.apiKey);
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !timingSafeEqualText(header, cookie)) {
      throw new AppError(403, ERROR_CODES.csrf);
    }
  });
}
