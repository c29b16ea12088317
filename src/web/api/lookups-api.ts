import { hostLabel } from '../../shared/domain';
import { codiceFiscaleLookupResponse, comuniLookupResponse } from '../../shared/schemas/lookups';
import type { ComuneLookup } from '../../shared/schemas/lookups';
import {
  funnelCapsResponse,
  indirizziFornitureResponse,
  remiComuniResponse,
  remiProvinceResponse,
} from '../../shared/schemas/registry';
import { readInjectedBrand } from '../brand/injected';
import { api } from './http';
import { cachedLookup } from './lookup-cache';

// Server lookups (architecture.md: heavy data stays on the server).

/** A comune the address form offers as the customer types. */
export type ComuneSuggestion = ComuneLookup;

/** The brand answers caps by host (spec 1), so the cache key names it. */
const brand = () =>
  readInjectedBrand()?.codice ?? hostLabel(typeof location === 'undefined' ? '' : location.host);

export const lookupsApi = {
  remiComuni: (remi: string) =>
    cachedLookup(`remi.${remi}`, () =>
      api(`/configurations/codici-remi/${encodeURIComponent(remi)}`, remiComuniResponse),
    ),
  province: (remi: string) =>
    cachedLookup(`province.${remi}`, () =>
      api(`/configurations/province/${encodeURIComponent(remi)}`, remiProvinceResponse),
    ),
  /** null: the brand sells everywhere */
  funnelCaps: () =>
    cachedLookup(`caps.${brand()}`, async () => (await api('/funnels/caps', funnelCapsResponse)).caps),
  /** per sale, so kept in memory only (react-query), never in storage */
  indirizziForniture: (uuid: string) =>
    api(`/vendite/${encodeURIComponent(uuid)}/indirizzi-forniture`, indirizziFornitureResponse),
  comuni: (q: string, signal?: AbortSignal) =>
    api(`/lookups/comuni?q=${encodeURIComponent(q)}`, comuniLookupResponse, signal ? { signal } : {}),
  // POST: a codice fiscale is personal data and does not belong in a URL (logs, caches)
  codiceFiscale: (cf: string) =>
    api('/lookups/codice-fiscale', codiceFiscaleLookupResponse, { method: 'POST', body: { cf } }),
};
