import { hostLabel } from '../../shared/domain';
import type { Config } from '../config';
import type { Db } from '../store/db';
import type { MarchioRow } from '../store/repos/catalogue';
import { listMarchi } from '../store/repos/catalogue';

export type HostBrands = {
  /** The brand a request's host names, else the first brand; undefined while the catalogue has none. */
  forHost(host: string | undefined): Promise<MarchioRow | undefined>;
  /** Read the brands again at the next request (a brand changed in this instance's back office). */
  forget(): void;
};

/**
 * spec 1 and api-contract.md: the brand of a request is the first label of its host matched against
 * the catalogue's brand codes, so a brand created in the back office is served at once on its own
 * host; any other host gets the first brand (brand 1). The whole list is read at most once per
 * BRAND_CACHE_MS: a retailer has a handful of brands, and a flood of made-up hosts costs no query.
 */
export function createHostBrands(config: Config, db: Db): HostBrands {
  let cached: { rows: MarchioRow[]; at: number } | null = null;
  let reading: Promise<MarchioRow[]> | null = null;
  // a read begun before a change must not be kept after it
  let generation = 0;

  async function brands(): Promise<MarchioRow[]> {
    const t = config.now().getTime();
    if (cached && t - cached.at < config.brandCacheMs) return cached.rows;
    const begun = generation;
    // concurrent requests share one read
    const read = (reading ??= listMarchi(db).finally(() => {
      if (reading === read) reading = null;
    }));
    const rows = await read;
    if (config.brandCacheMs > 0 && begun === generation) cached = { rows, at: t };
    return rows;
  }

  return {
    async forHost(host) {
      const rows = await brands();
      const label = hostLabel(host);
      return rows.find((b) => b.codice === label) ?? rows[0];
    },
    forget() {
      generation += 1;
      cached = null;
      reading = null;
    },
  };
}
