import { noBody } from '../../../shared/schemas/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../shared/errors';
import { BACKOFFICE_PREFIX, signInBody, staffSessionResponse } from '../../../shared/schemas/backoffice';
import type { StaffAccounts } from '../../backoffice/accounts';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { STAFF_COOKIE, isHttps, staffOf } from '../backoffice-auth';

// Staff sign-in and sign-out (api-contract.md "Back office and webhooks").

/** scrypt takes ~16 MB a check: at most this many at once, whatever the number of clients. */
const MAX_CONCURRENT_CHECKS = 4;
/** Sign-in attempts one client may start per minute, before any password is checked. */
const SIGN_INS_PER_MINUTE = 20;
/** A wrong password answers a little later: guessing gets slower, a person does not notice. */
const FAILURE_DELAY_MS = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const backofficeSessionRoutes: FastifyPluginAsyncZod<{
  config: Config;
  accounts: StaffAccounts;
}> = async (app, { config, accounts }) => {
  let checking = 0;

  app.post(
    `${BACKOFFICE_PREFIX}/session`,
    {
      config: { rateLimit: { max: SIGN_INS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Back office: sign in; 200 with the session cookie (HttpOnly, SameSite=Strict, Secure behind ' +
          'HTTPS); 401 `auth.session` on a wrong username or password; 423 `auth.locked` for 15 minutes ' +
          'after 5 failures of one username from one client',
        body: signInBody,
        response: { 200: staffSessionResponse },
      },
    },
    async (req) => {
      if (checking >= MAX_CONCURRENT_CHECKS) throw new AppError(429, ERROR_CODES.rateLimited);
      checking += 1;
      let result;
      try {
        result = await accounts.signIn(req.body.username, req.body.password, req.ip);
      } finally {
        checking -= 1;
      }
      if (result.kind === 'locked') throw new AppError(423, ERROR_CODES.staffLocked);
      if (result.kind === 'wrong') {
        req.log.warn('back office sign-in failed');
        await delay(FAILURE_DELAY_MS);
        throw new AppError(401, ERROR_CODES.staffSession);
      }
      const { user } = result;
      // a new session id at sign-in: an id planted before it (session fixation) never gets signed in
      await req.session.regenerate();
      req.session.options({ secure: isHttps(config, req) });
      req.session.set('userId', user.id);
      req.log.info({ staffUserId: user.id }, 'back office sign-in');
      return { username: user.username, role: user.role };
    },
  );

  app.get(
    `${BACKOFFICE_PREFIX}/session`,
    {
      schema: {
        summary: 'Back office: the signed-in user; 401 `auth.session` without a session',
        response: { 200: staffSessionResponse },
      },
    },
    async (req) => {
      const { username, role } = staffOf(req);
      return { username, role };
    },
  );

  app.delete(
    `${BACKOFFICE_PREFIX}/session`,
    {
      schema: {
        summary: 'Back office: sign out (204, also without a session); the session ends on every server',
        response: { 204: noBody },
      },
    },
    async (req, reply) => {
      if (req.session?.staff) await req.session.destroy();
      reply.clearCookie(STAFF_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );
};
