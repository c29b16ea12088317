import {
  MAX_EXTRACTION_WAIT_MS,
  clientsPopulateResponse,
  estrazioniResponse,
} from '../../shared/schemas/api';
import type { Estrazione } from '../../shared/schemas/api';
import { api } from './http';

// Bills (api-contract.md "Bills"): the upload starts an extraction job (api/upload.ts uploadBolletta),
// its result appears in GET /vendite/{uuid}/v2 as estrazioniBollette, and the values the customer
// confirms fill the proposal through POST /clients/populate, which also turns the fast flow on.

export type { Estrazione };

/**
 * The sale's extractions, oldest first (the latest of each type last); none before an upload. While a
 * bill is being read the server holds the answer until its reading ends (at most 10 s), so what was
 * read shows the moment it is there, without polling's wait.
 */
export async function billExtractions(uuid: string, signal?: AbortSignal): Promise<Estrazione[]> {
  return api(
    `/vendite/${encodeURIComponent(uuid)}/estrazioni-bollette?attendiMs=${MAX_EXTRACTION_WAIT_MS}`,
    estrazioniResponse,
    signal ? { signal } : {},
  );
}

/**
 * The values read from a bill fill the proposal. `ignorati` names the fields whose values failed
 * their rules: the next screens leave them for the customer to write.
 */
export function populateFromBill(uuid: string, estrazione: Estrazione) {
  const { tipo, stato, campi } = estrazione;
  return api(
    `/clients/populate?${new URLSearchParams({ 'vendita-uuid': uuid }).toString()}`,
    clientsPopulateResponse,
    { method: 'POST', body: { tipo, stato, campi } },
  );
}
