import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { index } from 'drizzle-orm/pg-core';

type SaleColumns = {
  uuid: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  marchioId: ExtraConfigColumn;
  offertaId: ExtraConfigColumn;
  operazione: ExtraConfigColumn;
  stato: ExtraConfigColumn;
  firmataIl: ExtraConfigColumn;
  proposta: ExtraConfigColumn;
};

/**
 * The back office list's indexes on vendite (docs/performance.md): newest first by (created_at, uuid)
 * for keyset paging, alone and after each equality filter, and the text searches over the proposal
 * as expression indexes (they follow every write of the funnel with no code of ours): names and
 * e-mail lower-cased for a prefix (text_pattern_ops serves LIKE 'x%' whatever the collation),
 * codice fiscale and partita IVA upper-cased, the supplies' POD/PDR as a GIN array for an exact match.
 * The expressions here and in repos/backoffice-sales.ts must stay the same text, or the planner
 * cannot use them.
 */
export function salesListIndexes(t: SaleColumns) {
  const anagrafica = sql`(${t.proposta} -> 'intestatario' -> 'anagrafica')`;
  return [
    index('vendite_list_idx').on(t.createdAt, t.uuid),
    index('vendite_list_marchio_idx').on(t.marchioId, t.createdAt, t.uuid),
    index('vendite_list_offerta_idx').on(t.offertaId, t.createdAt, t.uuid),
    index('vendite_list_operazione_idx').on(t.operazione, t.createdAt, t.uuid),
    index('vendite_list_stato_idx').on(t.stato, t.createdAt, t.uuid),
    index('vendite_list_firmate_idx')
      .on(t.createdAt, t.uuid)
      .where(sql`${t.firmataIl} is not null`),
    index('vendite_q_cognome_idx').on(sql`lower(${anagrafica} ->> 'cognome') text_pattern_ops`),
    index('vendite_q_nome_idx').on(
      sql`lower(coalesce(${anagrafica} ->> 'nome', '') || ' ' || coalesce(${anagrafica} ->> 'cognome', '')) text_pattern_ops`,
    ),
    index('vendite_q_ragione_idx').on(sql`lower(${anagrafica} ->> 'ragioneSociale') text_pattern_ops`),
    index('vendite_q_cf_idx').on(sql`upper(${anagrafica} ->> 'codiceFiscale') text_pattern_ops`),
    index('vendite_q_piva_idx').on(sql`(${anagrafica} ->> 'partitaIva')`),
    index('vendite_q_email_idx').on(
      sql`lower(${t.proposta} -> 'intestatario' -> 'contatti' ->> 'email') text_pattern_ops`,
    ),
    index('vendite_q_punti_idx').using(
      'gin',
      sql`(jsonb_path_query_array(${t.proposta}, '$.forniture[*].pod') || jsonb_path_query_array(${t.proposta}, '$.forniture[*].pdr'))`,
    ),
  ];
}
