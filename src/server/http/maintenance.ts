import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/errors';
import type { Config } from '../config';
import { AppError, notFound } from '../errors';
import type { MarchioRow } from '../store/repos/catalogue';
import type { HostBrands } from './host-brand';
import { isApiRequest } from './security';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the request's host (api-contract.md), loaded once per API request. */
    marchio: MarchioRow;
  }
}

/**
 * Third of the checks (api-contract.md): a brand in maintenance answers 403 `maintenance` with its
 * message (spec 8). Switched by MAINTENANCE (brand codes) or the brand's configuration row.
 */
export function registerMaintenance(app: FastifyInstance, config: Config, brands: HostBrands): void {
  // null until the onRequest hook below sets it: every API request has its brand before any handler runs
  app.decorateRequest('marchio', null, []);
  let warned = false;
  app.addHook('onRequest', async (request) => {
    // the matched route too: an encoded path (/%61pi/v1/...) reaches the same handlers
    if (!isApiRequest(request.url) && !isApiRequest(request.routeOptions.url ?? '')) return;
    // the back office is no brand's: it works with the catalogue empty or a brand in maintenance
    if (request.routeOptions.config?.staff || request.routeOptions.config?.brandless) return;
    const row = await brands.forHost(request.headers.host);
    if (!row) {
      // a catalogue without brands (production starts with none unless SEED_DEMO=true): no funnel
      // exists here yet, as an unknown offer does not (404), and the operator is told once
      if (!warned) {
        warned = true;
        request.log.warn('the catalogue has no brand yet (marchi): the funnel API answers 404');
      }
      throw notFound();
    }
    request.marchio = row;
    if (config.maintenance.includes(row.codice) || row.manutenzione) {
      throw new AppError(403, ERROR_CODES.maintenance, row.messaggioManutenzione ?? undefined);
    }
  });
}
