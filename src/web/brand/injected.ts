import type { Marchio } from '../../shared/schemas/api';

/** The host's brand the server wrote into the page (src/server/http/web-page.ts), if any. */
export function readInjectedBrand(): Marchio | null {
  const el = document.getElementById('funnel-brand');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Marchio;
  } catch {
    return null;
  }
}
