import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../../shared/domain';
import { ERROR_CODES } from '../../../shared/errors';
import { widgetFaqQuery, widgetFaqResponse } from '../../../shared/schemas/widget';
import { AppError } from '../../errors';
import { timingSafeEqualText } from '../../secrets';
import { faqOf } from '../../services/domain/widget/faq';
import type { Db } from '../../store/db';
import { findMarchioByBotId } from '../../store/repos/widget';

// The local chat widget's questions and answers (docs/web.md, "Chat widget"). Outside /api/v1: the
// widget script is a provider's, it knows its bot and token but not the funnel's web client key.

/** A page asks once; a little more allows reloads, not trying tokens. */
const FAQ_PER_MINUTE = 30;

export const widgetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/widget/faq',
    {
      schema: {
        summary:
          'FAQ of the brand whose widget account holds botId, in lang (it, en); 401 unless token is that account’s token',
        querystring: widgetFaqQuery,
        response: { 200: widgetFaqResponse },
      },
      config: { rateLimit: { max: FAQ_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const { botId, token, lang } = req.query;
      const marchio = botId ? await findMarchioByBotId(db, botId) : undefined;
      const expected = marchio?.widget?.token;
      // one answer for an unknown bot, a bot without a token and a wrong token: nothing to probe
      if (!botId || !marchio || !expected || !token || !timingSafeEqualText(token, expected)) {
        throw new AppError(401, ERROR_CODES.apiKey);
      }
      reply.header('cache-control', 'no-store');
      return faqOf(marchio, botId, lang ? languageOf(lang) : 'it');
    },
  );
};
