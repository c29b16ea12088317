import { clientsPopulateResponse, venditaSchema } from '../../shared/schemas/api';
import type { Vendita } from '../../shared/schemas/api';
import { api } from './http';

// Bills (api-contract.md "Bills"): the upload starts an extraction job (api/upload.ts uploadBolletta),
// its result appears in GET /vendite/{uuid}/v2 as estrazioniBollette, and the values the customer
// confirms fill the proposal through POST /clients/populate, which also turns the fast flow on.

/** One bill's extraction as GET /v2 answers it. */
export type Estrazione = NonNullable<Vendita['estrazioniBollette']>[number];

/** The sale's extractions, oldest first (the latest of each type last); none before an upload. */
export async function billExtractions(uuid: string): Promise<Estrazione[]> {
  const vendita = await api(`/vendite/${uuid}/v2`, venditaSchema);
  return vendita.estrazioniBollette ?? [];
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
