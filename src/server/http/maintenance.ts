import type { FastifyInstance } from 'fastify';
import { brandFromHost } from '../../shared/domain';
import { ERROR_CODES } from '../../shared/errors';
import type { Config } from '../config';
import { AppError, notFound } from '../errors';
import type { Db } from '../store/db';
import type { MarchioRow } from '../store/repos/catalogue';
import { findMarchio } from '../store/repos/catalogue';
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
export function registerMaintenance(app: FastifyInstance, config: Config, db: Db): void {
  // null until the onRequest hook below sets it: every API request has its brand before any handler runs
  app.decorateRequest('marchio', null, []);
  // one read per brand per BRAND_CACHE_MS instead of one per request (three brands: a tiny map)
  const cache = new Map<number, { row: MarchioRow | undefined; at: number }>();
  const unknownBrands = new Set<number>();
  async function brandRow(id: number): Promise<MarchioRow | undefined> {
    const t = config.now().getTime();
    const hit = cache.get(id);
    if (hit && t - hit.at < config.brandCacheMs) return hit.row;
    const row = await findMarchio(db, id);
    if (config.brandCacheMs > 0) cache.set(id, { row, at: t });
    return row;
  }
  app.addHook('onRequest', async (request) => {
    // the matched route too: an encoded path (/%61pi/v1/...) reaches the same handlers
    if (!isApiRequest(request.url) && !isApiRequest(request.routeOptions.url ?? '')) return;
    // the back office is no brand's: it works with the catalogue empty or a brand in maintenance
    if (request.routeOptions.config?.staff || request.routeOptions.config?.brandless) return;
    const brand = brandFromHost(request.headers.host);
    const row = await brandRow(brand.id);
    if (!row) {
      // a catalogue without this brand (production starts with none unless SEED_DEMO=true): its
      // funnel does not exist here, as an unknown offer does not (404), and the operator is told once
      if (!unknownBrands.has(brand.id)) {
        unknownBrands.add(brand.id);
        request.log.warn({ marchioId: brand.id }, 'brand not in the catalogue (marchi): its API answers 404');
      }
      throw notFound();
    }
    request.marchio = row;
    if (config.maintenance.includes(row.codice) || row.manutenzione) {
      throw new AppError(403, ERROR_CODES.maintenance, row.messaggioManutenzione ?? undefined);
    }
  });
}
