import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorLoginBody, operatorLogoutBody, reportQuery } from '../../../shared/schemas/track';
import type { ReportQuery } from '../../../shared/schemas/track';
import { csvAnswer, htmlAnswer, noBody, plainTextAnswer } from '../../../shared/schemas/media';
import type { Config } from '../../config';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  createDbLoginLimiter,
  createLoginLimiter,
  readSession,
  sessionKey,
  signSession,
  verifyPassword,
} from '../../services/domain/analytics/operator-auth';
import type { Reports } from '../../services/domain/analytics/report';
import { timingSafeEqualText } from '../../secrets';
import type { Db } from '../../store/db';
import {
  OPERATOR_PAGE_CSP,
  renderLoginPage,
  renderLogoutPage,
  renderReportCsv,
  renderReportPage,
  textsOf,
} from '../../services/domain/analytics/report-page';
import type { ReportFilters } from '../../services/domain/analytics/report-page';
import { languageOfRequest } from '../messages';
import { filtersOf } from './report-filters';

// The operators' report (docs/operations.md): a login form, the report page and its CSV, a logout.
// Server-rendered HTML with no script. The session is a signed cookie (operator-auth.ts); the forms
// carry a token equal to a cookie of their own (double submit, as the API's XSRF check), and the
// cookies are SameSite=Strict on Path=/operatori.

const CSRF_COOKIE = 'operatori_csrf';
const LOGIN = '/operatori/login';
const REPORT = '/operatori/report';
/** Failed logins a client (IP) may make in the window before it must wait. */
const LOGIN_FAILURES = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** A wrong password answers a little later: guessing gets slower, a person does not notice. */
const FAILURE_DELAY_MS = 400;
/** scrypt takes ~16 MB a check: at most this many at once, whatever the number of clients. */
const MAX_CONCURRENT_CHECKS = 4;
/** Login attempts one client may start per minute (before any password is checked). */
const LOGIN_ATTEMPTS_PER_MINUTE = 20;

export type OperatorRoutesOptions = {
  config: Config;
  db: Db;
  passwordHash: string;
  reports: Reports;
  /** The back office's signed-in user, whose session opens the report too (issue 15). */
  staffUser?: (req: FastifyRequest) => Promise<string | null>;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (
  app,
  { config, db, passwordHash, reports, staffUser },
) => {
  const key = sessionKey(config.secretKey, passwordHash);
  const limits = { maxFailures: LOGIN_FAILURES, windowMs: LOGIN_WINDOW_MS, now: config.now };
  const limiter =
    config.rateLimitStore === 'db' ? createDbLoginLimiter(db, limits) : createLoginLimiter(limits);
  let checking = 0;

  // HTML forms post application/x-www-form-urlencoded; only these routes accept it
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const cookieOptions = (req: FastifyRequest) => ({
    path: '/operatori',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure:
      config.env === 'production' || config.publicBaseUrl.startsWith('https://') || req.protocol === 'https',
  });
  const lang = (req: FastifyRequest) => languageOfRequest(req.headers['accept-language']);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', OPERATOR_PAGE_CSP)
      .send(body);

  /** The form token: the cookie's, or a new one set with this answer. */
  function csrfToken(req: FastifyRequest, reply: FastifyReply): string {
    const current = req.cookies[CSRF_COOKIE];
    if (current && /^[A-Za-z0-9_-]{32}$/.test(current)) return current;
    const token = crypto.randomBytes(24).toString('base64url');
    reply.setCookie(CSRF_COOKIE, token, cookieOptions(req));
    return token;
  }
  function csrfHolds(req: FastifyRequest, sent: string | undefined): boolean {
    const cookie = req.cookies[CSRF_COOKIE];
    return !!cookie && typeof sent === 'string' && timingSafeEqualText(sent, cookie);
  }
  async function sessionOf(req: FastifyRequest): Promise<{ user: string } | null> {
    const session = readSession(req.cookies[SESSION_COOKIE], key, config.now());
    if (session && timingSafeEqualText(session.user, config.operatorUser)) return session;
    const staff = await staffUser?.(req);
    return staff ? { user: staff } : null;
  }
  function loginPage(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error?: string,
    user?: string,
  ) {
    const body = renderLoginPage({ lang: lang(req), csrf: csrfToken(req, reply), user, error });
    return html(reply, status, body);
  }

  async function reportOf(query: ReportQuery) {
    const { report, fromDay, toDay } = await reports.report({
      marchioId: query.marchio,
      offertaId: query.offerta,
      operazione: query.operazione,
      fromDay: query.from,
      toDay: query.to,
    });
    const filters: ReportFilters = {
      marchio: query.marchio,
      offerta: query.offerta,
      operazione: query.operazione,
      from: fromDay,
      to: toDay,
    };
    return { report, filters };
  }

  app.get(
    '/operatori',
    { schema: { summary: 'Operators: to the report (303)', response: { 303: noBody } } },
    async (_req, reply) => reply.redirect(REPORT, 303),
  );

  app.get(
    LOGIN,
    {
      schema: {
        summary: 'Operators: the sign-in form (HTML; 303 to the report with a session)',
        response: { 200: htmlAnswer, 303: noBody },
      },
    },
    async (req, reply) => ((await sessionOf(req)) ? reply.redirect(REPORT, 303) : loginPage(req, reply, 200)),
  );

  app.post(
    LOGIN,
    {
      attachValidation: true,
      config: { rateLimit: { max: LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Operators: sign in (form with the page’s `_csrf` token): 303 to the report with the session ' +
          'cookie; 401 with the form again on wrong credentials; 429 after 10 failures in 15 minutes',
        body: operatorLoginBody,
        // 403: the form's token is missing or stale (the form again, to send anew)
        response: { 303: noBody, 401: htmlAnswer, 403: htmlAnswer, 429: htmlAnswer },
      },
    },
    async (req, reply) => {
      const t = textsOf(lang(req));
      const body = operatorLoginBody.safeParse(req.body);
      if (!body.success || !csrfHolds(req, body.data._csrf)) {
        return loginPage(req, reply, 403, t.formExpired);
      }
      const { user, password } = body.data;
      if ((await limiter.blocked(req.ip)) || checking >= MAX_CONCURRENT_CHECKS) {
        return loginPage(req, reply, 429, t.tooManyAttempts, user);
      }
      checking += 1;
      let ok: boolean;
      try {
        // the password is checked even for a wrong user, so the answer time does not tell users apart
        const passwordOk = await verifyPassword(password, passwordHash);
        ok = timingSafeEqualText(user, config.operatorUser) && passwordOk;
      } finally {
        checking -= 1;
      }
      if (!ok) {
        await limiter.failed(req.ip);
        req.log.warn('operator sign-in failed');
        await delay(FAILURE_DELAY_MS);
        return loginPage(req, reply, 401, t.wrongCredentials, user);
      }
      await limiter.succeeded(req.ip);
      const exp = config.now().getTime() + SESSION_TTL_MS;
      reply.setCookie(SESSION_COOKIE, signSession({ user: config.operatorUser, exp }, key), {
        ...cookieOptions(req),
        maxAge: SESSION_TTL_MS / 1000,
      });
      req.log.info('operator signed in');
      return reply.redirect(REPORT, 303);
    },
  );

  app.get(
    REPORT,
    {
      attachValidation: true,
      schema: {
        summary:
          'Operators: the funnel report (HTML; 303 to the sign-in without a session): per operation, ' +
          'sales reaching each step, drop-outs, median time per step, conversion',
        querystring: reportQuery,
        response: { 200: htmlAnswer, 303: noBody },
      },
    },
    async (req, reply) => {
      const session = await sessionOf(req);
      if (!session) return reply.redirect(LOGIN, 303);
      const { query, invalid } = filtersOf(req.query);
      const [{ report, filters }, options] = await Promise.all([reportOf(query), reports.options()]);
      return html(
        reply,
        200,
        renderReportPage({
          lang: lang(req),
          csrf: csrfToken(req, reply),
          user: session.user,
          filters,
          options,
          report,
          invalidFilters: invalid,
        }),
      );
    },
  );

  app.get(
    `${REPORT}.csv`,
    {
      attachValidation: true,
      schema: {
        summary: 'Operators: the report’s table as CSV (401 without a session)',
        querystring: reportQuery,
        response: { 200: csvAnswer, 401: plainTextAnswer },
      },
    },
    async (req, reply) => {
      if (!(await sessionOf(req))) {
        return reply
          .status(401)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('401');
      }
      const { report, filters } = await reportOf(filtersOf(req.query).query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="funnel-report-${filters.from}-${filters.to}.csv"`,
        )
        .send(renderReportCsv(report, lang(req)));
    },
  );

  app.post(
    '/operatori/logout',
    {
      attachValidation: true,
      schema: {
        summary: 'Operators: sign out (form with `_csrf`), 303 to the sign-in',
        body: operatorLogoutBody,
        response: { 303: noBody },
      },
    },
    async (req, reply) => {
      const body = operatorLogoutBody.safeParse(req.body ?? {});
      // a forged form cannot sign anyone out; without the token the page asks (GET below)
      if (!body.success || !csrfHolds(req, body.data._csrf)) return reply.redirect('/operatori/logout', 303);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
      return reply.redirect(LOGIN, 303);
    },
  );
  // an address typed or bookmarked: the sign-out button, so that no link elsewhere can sign out
  app.get(
    '/operatori/logout',
    {
      schema: { summary: 'Operators: a page with the sign-out button (HTML)', response: { 200: htmlAnswer } },
    },
    async (req, reply) =>
      html(reply, 200, renderLogoutPage({ lang: lang(req), csrf: csrfToken(req, reply) })),
  );
};
