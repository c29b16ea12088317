import { hostLabel } from '../../shared/domain';
import type { Marchio } from '../../shared/schemas/api';

/**
 * The host's brand the server wrote into the page (src/server/http/web-page.ts): it matched the host's
 * first label against the catalogue (spec 1), so a brand created in the back office is found too.
 */
export function readInjectedBrand(): Marchio | null {
  const el = document.getElementById('funnel-brand');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Marchio;
  } catch {
    return null;
  }
}

export type HostBrand = { id: number; codice: string };

/**
 * The brand the funnel works for: the page's, else (the catalogue has no brand for the server to write)
 * the host's label and brand 1, as the API falls back (api-contract.md); the API's 404 tells the rest.
 */
export function hostBrandOf(injected: Marchio | null, host: string): HostBrand {
  return injected ? { id: injected.id, codice: injected.codice } : { id: 1, codice: hostLabel(host) };
}
