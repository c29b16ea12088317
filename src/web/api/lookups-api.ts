import { api } from './http';

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

export const lookupsApi = {
  remiComuni: (remi: string) => api<RemiComune[]>(`/configurations/codici-remi/${encodeURIComponent(remi)}`),
  comuni: (q: string, signal?: AbortSignal) =>
    api<ComuneSuggestion[]>(`/lookups/comuni?q=${encodeURIComponent(q)}`, signal ? { signal } : {}),
  // POST: a codice fiscale is personal data and does not belong in a URL (logs, caches)
  codiceFiscale: (cf: string) =>
    api<CodiceFiscaleInfo>('/lookups/codice-fiscale', { method: 'POST', body: { cf } }),
};
