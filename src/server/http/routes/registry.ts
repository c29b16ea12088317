import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/schemas/api';
import type {
  FunnelCaps,
  IndirizzoFornitura,
  RemiComune,
  RemiProvincia,
} from '../../../shared/schemas/registry';
import {
  funnelCapsResponse,
  indirizziFornitureResponse,
  remiComuniResponse,
  remiParams,
  remiProvinceResponse,
} from '../../../shared/schemas/registry';
import { notFound } from '../../errors';
import { assertUsable, loadSale } from '../../funnel/context';
import { funnelCaps, remiComuni, remiProvince } from '../../services/adapters/registry/registry';
import type { RouteDeps } from '../route-deps';
import { XSRF_COOKIE } from '../security';

/**
 * Reference data, the same for everyone, cached for a day; but a shared cache must never keep a
 * response that sets a visitor's XSRF cookie, which security.ts does when the request has none.
 */
function cacheForADay(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', `${req.cookies[XSRF_COOKIE] ? 'public' : 'private'}, max-age=86400`);
}

// The supply registry's lookups (domain.md "Supply registry", api-contract.md): the comuni and
// provinces a REMI code serves (verificaRemi), the CAPs where the funnel sells, a sale's supply addresses.
export const registryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db }) => {
  app.get(
    '/configurations/codici-remi/:remi',
    {
      schema: {
        summary:
          'Comuni served by the REMI code (8 digits): `[{ codiceIstat, nome, provincia }]` by name; 404 `not_found` for a code no city gate has',
        params: remiParams,
        response: { 200: remiComuniResponse },
      },
    },
    async (req, reply): Promise<RemiComune[]> => {
      const comuni = await remiComuni(db, req.params.remi);
      if (!comuni) throw notFound();
      cacheForADay(req, reply);
      return comuni.map(({ codiceIstat, nome, provincia }) => ({ codiceIstat, nome, provincia }));
    },
  );

  app.get(
    '/configurations/province/:remi',
    {
      schema: {
        summary:
          'Provinces of the comuni the REMI code serves, once each: `[{ codice, sigla, nome }]` by ISTAT province code (`codice`, 3 digits); 404 `not_found` for an unknown code',
        params: remiParams,
        response: { 200: remiProvinceResponse },
      },
    },
    async (req, reply): Promise<RemiProvincia[]> => {
      const province = await remiProvince(db, req.params.remi);
      if (!province) throw notFound();
      cacheForADay(req, reply);
      return province;
    },
  );

  app.get(
    '/funnels/caps',
    {
      schema: {
        summary:
          "CAPs where the host brand's funnel sells: `{ caps: [...] }`, or `{ caps: null }` when it sells everywhere (the brand lists no CAP)",
        response: { 200: funnelCapsResponse },
      },
    },
    async (req): Promise<FunnelCaps> => ({ caps: await funnelCaps(db, req.marchio.id) }),
  );

  app.get(
    '/vendite/:uuid/indirizzi-forniture',
    {
      schema: {
        summary:
          "Supply addresses of the sale's proposal: `[{ commodity, indirizzo }]`, one per supply that has one",
        params: uuidParams,
        response: { 200: indirizziFornitureResponse },
      },
    },
    async (req): Promise<IndirizzoFornitura[]> => {
      const sale = await loadSale(db, req.params.uuid);
      // readable like GET /v2: a sale signed less than ten minutes ago too
      assertUsable(sale, config.now(), true);
      return sale.vendita.proposta.forniture.flatMap((f) =>
        f.indirizzo ? [{ commodity: f.commodity, indirizzo: f.indirizzo }] : [],
      );
    },
  );
};
