import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { marchi, marchioRef } from './catalogue';

// Issue 4: the retailer's existing customers and their supplies, the national registry of supply
// points, the REMI codes of gas city gates, and the credit check rules.

/** An existing customer of the retailer (brand), found by customer code or codice fiscale. */
export const clienti = pgTable(
  'clienti',
  {
    codiceCliente: text('codice_cliente').primaryKey(),
    marchioId: marchioRef(),
    tipo: text('tipo').notNull(),
    nome: text('nome'),
    cognome: text('cognome'),
    ragioneSociale: text('ragione_sociale'),
    codiceFiscale: text('codice_fiscale').notNull(),
    partitaIva: text('partita_iva'),
    email: text('email'),
    telefono: text('telefono'),
  },
  (t) => [index('clienti_cf_idx').on(t.codiceFiscale)],
);

/** A supply an existing customer has with the retailer (CAMBIO_PRODOTTO moves one to a new offer). */
export const fornitureClienti = pgTable(
  'forniture_clienti',
  {
    codiceFornitura: text('codice_fornitura').primaryKey(),
    codiceCliente: text('codice_cliente')
      .notNull()
      .references(() => clienti.codiceCliente),
    commodity: text('commodity').notNull(),
    pdp: text('pdp').notNull(),
    tipoContratto: text('tipo_contratto').notNull(),
    indirizzo: jsonb('indirizzo').notNull(),
    datiTecnici: jsonb('dati_tecnici').notNull(),
    offertaAttuale: text('offerta_attuale'),
  },
  (t) => [
    index('forniture_clienti_cliente_idx').on(t.codiceCliente),
    index('forniture_clienti_pdp_idx').on(t.pdp),
  ],
);

/** The national registry of supply points: POD (electricity) or PDR (gas), with their state. */
export const puntiFornitura = pgTable('punti_fornitura', {
  pdp: text('pdp').primaryKey(),
  commodity: text('commodity').notNull(),
  /** ATTIVO (active with another supplier), CESSATO, ATTIVO_ALTRO_INTESTATARIO */
  stato: text('stato').notNull(),
  /** the holder's codice fiscale or partita IVA, to tell "another holder" from the customer */
  intestatario: text('intestatario'),
  indirizzo: jsonb('indirizzo').notNull(),
  potenzaKw: text('potenza_kw'),
  tensione: text('tensione'),
  distributore: text('distributore').notNull(),
  codiceRemi: text('codice_remi'),
  usoLuce: text('uso_luce'),
  usoGas: text('uso_gas'),
  categoriaUsoGas: text('categoria_uso_gas'),
  consumoAnnuo: integer('consumo_annuo'),
});

/** The municipalities a gas city gate (REMI code) serves. */
export const remiComuni = pgTable(
  'remi_comuni',
  {
    codiceRemi: text('codice_remi').notNull(),
    codiceIstat: text('codice_istat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codiceRemi, t.codiceIstat] })],
);

/** Rules of the built-in credit check provider: a match means KO. */
export const creditCheckRules = pgTable('credit_check_rules', {
  id: integer('id').primaryKey(),
  marchioId: integer('marchio_id').references(() => marchi.id),
  /** codiceFiscale | partitaIva | cap | codiceCliente */
  campo: text('campo').notNull(),
  valore: text('valore').notNull(),
  motivo: text('motivo').notNull(),
});
