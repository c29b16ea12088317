import { brandFromHost } from '../../shared/domain';
import { api } from './http';
import { cachedLookup } from './lookup-cache';

// Server lookups (architecture.md: heavy data stays on the server).

export type ComuneSuggestion = {
  codiceIstat: string;
  nome: string;
  provincia: string;
  nomeProvincia: string;
  cap: string[];
};
export type CodiceFiscaleInfo = {
  dataNascita: string;
  sesso: 'M' | 'F';
  luogoNascita: { codiceBelfiore: string; nome: string | null; provincia: string | null; estero: boolean };
};

export type RemiComune = { codiceIstat: string; nome: string; provincia: string };

export type RemiProvincia = { codice: string; sigla: string; nome: string };
export type IndirizzoFornitura = {
  commodity: 'LUCE' | 'GAS';
  indirizzo: {
    toponimo?: string;
    via?: string;
    civico?: string;
    cap?: string;
    comune?: string;
    provincia?: string;
  };
};

/** The brand answers caps by host (spec 1), so the cache key names it. */
const brand = () => brandFromHost(typeof location === 'undefined' ? '' : location.host).codice;

export const lookupsApi = {
  remiComuni: (remi: string) =>
    cachedLookup(`remi.${remi}`, () =>
      api<RemiComune[]>(`/configurations/codici-remi/${encodeURIComponent(remi)}`),
    ),
  province: (remi: string) =>
    cachedLookup(`province.${remi}`, () =>
      api<RemiProvincia[]>(`/configurations/province/${encodeURIComponent(remi)}`),
    ),
  /** null: the brand sells everywhere */
  funnelCaps: () =>
    cachedLookup(`caps.${brand()}`, async () => (await api<{ caps: string[] | null }>('/funnels/caps')).caps),
  /** per sale, so kept in memory only (react-query), never in storage */
  indirizziForniture: (uuid: string) =>
    api<IndirizzoFornitura[]>(`/vendite/${encodeURIComponent(uuid)}/indirizzi-forniture`),
  comuni: (q: string, signal?: AbortSignal) =>
    api<ComuneSuggestion[]>(`/lookups/comuni?q=${encodeURIComponent(q)}`, signal ? { signal } : {}),
  // POST: a codice fiscale is personal data and does not belong in a URL (logs, caches)
  codiceFiscale: (cf: string) =>
    api<CodiceFiscaleInfo>('/lookups/codice-fiscale', { method: 'POST', body: { cf } }),
};
