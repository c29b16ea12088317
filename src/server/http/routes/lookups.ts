import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CodiceFiscaleLookup, ComuneLookup } from '../../../shared/schemas/lookups';
import {
  COMUNI_LOOKUP_LIMIT,
  codiceFiscaleLookupBody,
  codiceFiscaleLookupResponse,
  comuniLookupQuery,
  comuniLookupResponse,
} from '../../../shared/schemas/lookups';
import { decodeCodiceFiscale } from '../../../shared/validation/codice-fiscale';
import { validationError } from '../../errors';
import { birthPlaceOf } from '../../services/adapters/places/belfiore';
import { searchComuni } from '../../services/adapters/places/places';
import type { RouteDeps } from '../route-deps';
import { XSRF_COOKIE } from '../security';

// architecture.md: the heavy reference data (comuni, CAPs, Belfiore codes) stays on the server and the
// funnel's screens ask for it here.
export const lookupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  app.get(
    '/lookups/comuni',
    {
      schema: {
        summary: `Comuni matching \`q\` (part of a name, or a CAP), best first, at most ${COMUNI_LOOKUP_LIMIT}`,
        querystring: comuniLookupQuery,
        response: { 200: comuniLookupResponse },
      },
    },
    async (req, reply): Promise<ComuneLookup[]> => {
      const comuni = await searchComuni(req.query.q, COMUNI_LOOKUP_LIMIT);
      // public reference data, the same for everyone; but a shared cache must never keep a response
      // that sets a visitor's XSRF cookie, which security.ts does when the request has none
      const shared = Boolean(req.cookies[XSRF_COOKIE]);
      reply.header('cache-control', `${shared ? 'public' : 'private'}, max-age=86400`);
      return comuni.map((c) => ({
        codiceIstat: c.codiceIstat,
        nome: c.nome,
        provincia: c.provincia,
        nomeProvincia: c.nomeProvincia,
        cap: c.cap,
      }));
    },
  );

  app.post(
    '/lookups/codice-fiscale',
    {
      schema: {
        // a POST: the code is personal data, and addresses end up in logs and caches
        summary: 'Birth date, sex and birth place of the codice fiscale `{ cf }`',
        body: codiceFiscaleLookupBody,
        response: { 200: codiceFiscaleLookupResponse },
      },
    },
    async (req): Promise<CodiceFiscaleLookup> => {
      const dati = decodeCodiceFiscale(req.body.cf, config.now());
      // the schema accepted it, so only a date missing from its century (29 February 1900) lands here
      if (!dati) throw validationError({ cf: 'validation.codice_fiscale' });
      return {
        dataNascita: dati.dataNascita,
        sesso: dati.sesso,
        luogoNascita: await birthPlaceOf(dati.codiceBelfiore),
      };
    },
  );
};
