import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// One pg-core schema for PGlite and PostgreSQL 15; migrations are generated from it (drizzle-kit).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type Colori = { primario: string; secondario: string; sfondo: string; testo: string };
export type WidgetAccount = { botId?: string; token?: string; url?: string };

export const marchi = pgTable('marchi', {
  id: integer('id').primaryKey(),
  codice: text('codice').notNull().unique(),
  nome: text('nome').notNull(),
  logoUrl: text('logo_url').notNull(),
  colori: jsonb('colori').$type<Colori>().notNull(),
  sitoPubblico: text('sito_pubblico').notNull(),
  gaTrackingId: text('ga_tracking_id'),
  gtmId: text('gtm_id'),
  manutenzione: boolean('manutenzione').notNull().default(false),
  messaggioManutenzione: text('messaggio_manutenzione'),
  widgetEnabled: boolean('widget_enabled').notNull().default(false),
  widget: jsonb('widget').$type<WidgetAccount>(),
  creditCheckEnabled: boolean('credit_check_enabled').notNull().default(false),
  creditCheckMessage: text('credit_check_message'),
});

export type Prezzi = {
  luce?: { energiaEuroKwh: number; quotaFissaEuroMese: number };
  gas?: { materiaEuroSmc: number; quotaFissaEuroMese: number };
};

export const offerte = pgTable('offerte', {
  id: integer('id').primaryKey(),
  marchioId: integer('marchio_id')
    .notNull()
    .references(() => marchi.id),
  codice: text('codice').notNull(),
  nome: text('nome').notNull(),
  tipo: text('tipo').notNull(),
  tipoContratto: text('tipo_contratto').notNull(),
  offertaIdCollegata: integer('offerta_id_collegata'),
  validaDal: date('valida_dal', { mode: 'string' }).notNull(),
  validaAl: date('valida_al', { mode: 'string' }).notNull(),
  descrizione: text('descrizione').notNull(),
  prezzi: jsonb('prezzi').$type<Prezzi>().notNull(),
});

export const campagne = pgTable('campagne', {
  id: integer('id').primaryKey(),
  marchioId: integer('marchio_id')
    .notNull()
    .references(() => marchi.id),
  codice: text('codice').notNull(),
  nome: text('nome').notNull(),
});

/** Documents a brand publishes (privacy notice, general terms): real PDFs, served as downloads. */
export const documenti = pgTable('documenti', {
  id: uuid('id').primaryKey(),
  marchioId: integer('marchio_id')
    .notNull()
    .references(() => marchi.id),
  tipo: text('tipo').notNull(),
  nome: text('nome').notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  contenuto: bytea('contenuto').notNull(),
});

/** The terms a customer accepts on accettazioneCondizioni, per brand, versioned. */
export const condizioni = pgTable(
  'condizioni',
  {
    marchioId: integer('marchio_id')
      .notNull()
      .references(() => marchi.id),
    codice: text('codice').notNull(),
    versione: text('versione').notNull(),
    ordine: integer('ordine').notNull(),
    obbligatoria: boolean('obbligatoria').notNull(),
    testoIt: text('testo_it').notNull(),
    testoEn: text('testo_en').notNull(),
    documentoId: uuid('documento_id').references(() => documenti.id),
  },
  (t) => [primaryKey({ columns: [t.marchioId, t.codice] })],
);

export const vendite = pgTable(
  'vendite',
  {
    uuid: uuid('uuid').primaryKey(),
    offertaId: integer('offerta_id')
      .notNull()
      .references(() => offerte.id),
    marchioId: integer('marchio_id')
      .notNull()
      .references(() => marchi.id),
    campagnaId: integer('campagna_id').references(() => campagne.id),
    operazione: text('operazione').notNull(),
    stato: text('stato').notNull(),
    canale: text('canale').notNull(),
    lingua: text('lingua').notNull(),
    proposta: jsonb('proposta').notNull(),
    stepName: text('step_name').notNull(),
    taskId: uuid('task_id').notNull(),
    variabili: jsonb('variabili').$type<Record<string, string>>().notNull(),
    storia: jsonb('storia').$type<string[]>().notNull(),
    contatto: jsonb('contatto').$type<{ nome: string; cognome: string; email: string }>(),
    sostituitaDa: uuid('sostituita_da'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    scadeIl: ts('scade_il').notNull(),
    firmataIl: ts('firmata_il'),
    cancellataIl: ts('cancellata_il'),
  },
  (t) => [
    index('vendite_proposta_id_idx').on(sql`((${t.proposta} ->> 'id'))`),
    // the retention run's two candidate lists (services/retention): never signed by age, signed by
    // signing date
    index('vendite_non_firmate_idx')
      .on(t.createdAt)
      .where(sql`${t.firmataIl} is null`),
    index('vendite_firmate_idx')
      .on(t.firmataIl)
      .where(sql`${t.firmataIl} is not null`),
  ],
);

/** One-time codes: only an HMAC of the code is kept (architecture: OTP service). */
export const otp = pgTable(
  'otp',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    scopo: text('scopo').notNull(),
    codeHash: text('code_hash').notNull(),
    canale: text('canale').notNull(),
    destinazione: text('destinazione').notNull(),
    tentativi: integer('tentativi').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usatoIl: ts('usato_il'),
  },
  (t) => [index('otp_vendita_idx').on(t.venditaUuid, t.scopo, t.createdAt)],
);

/** Mail and SMS outbox: the default delivery when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    canale: text('canale').notNull(),
    tipo: text('tipo').notNull(),
    destinatario: text('destinatario').notNull(),
    oggetto: text('oggetto').notNull(),
    testo: text('testo').notNull(),
    html: text('html'),
    venditaUuid: uuid('vendita_uuid'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    // a sale's messages: the contract mail sent once, and the retention run deleting them
    index('outbox_vendita_idx').on(t.venditaUuid),
  ],
);

// Issue 4: the retailer's existing customers and their supplies, the national registry of supply
// points, the REMI codes of gas city gates, and the credit check rules.

/** An existing customer of the retailer (brand), found by customer code or codice fiscale. */
export const clienti = pgTable(
  'clienti',
  {
    codiceCliente: text('codice_cliente').primaryKey(),
    marchioId: integer('marchio_id')
      .notNull()
      .references(() => marchi.id),
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

/** The CAPs where a brand's funnel sells (GET /funnels/caps); none listed means everywhere. */
export const capFunnel = pgTable(
  'cap_funnel',
  {
    marchioId: integer('marchio_id')
      .notNull()
      .references(() => marchi.id),
    cap: text('cap').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marchioId, t.cap] })],
);

// Issue 5: files a customer uploads, the blob store's database backend, the attachment types each
// operation needs, the bills' extraction results and the signed contracts. Issue 6: funnel events.

/**
 * Bytes of stored files when BLOB_STORE=db (several servers over one PostgreSQL); the default
 * backend is a directory under DATA_DIR and leaves this table empty.
 */
export const blobs = pgTable('blobs', {
  chiave: text('chiave').primaryKey(),
  contenuto: bytea('contenuto').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A file uploaded on a sale: the identity document, a bill (luce or gas) or an attachment of a type
 * the operation needs. The bytes live in the blob store under `blobKey`.
 */
export const allegati = pgTable(
  'allegati',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    /** documento-identita | bolletta-luce | bolletta-gas | allegato */
    categoria: text('categoria').notNull(),
    /** the attachment type (tipi_allegato.tipo_allegato) for categoria allegato */
    tipoAllegato: text('tipo_allegato'),
    nome: text('nome').notNull(),
    contentType: text('content_type').notNull(),
    dimensione: integer('dimensione').notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('allegati_vendita_idx').on(t.venditaUuid, t.categoria)],
);

/** The attachment types an operation needs, per contract type and commodity (GET /allegati/...). */
export const tipiAllegato = pgTable(
  'tipi_allegato',
  {
    tipoContratto: text('tipo_contratto').notNull(),
    operazione: text('operazione').notNull(),
    commodity: text('commodity').notNull(),
    tipoAllegato: text('tipo_allegato').notNull(),
    descrizioneIt: text('descrizione_it').notNull(),
    descrizioneEn: text('descrizione_en').notNull(),
    obbligatorio: boolean('obbligatorio').notNull(),
    ordine: integer('ordine').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipoContratto, t.operazione, t.commodity, t.tipoAllegato] })],
);

/** What the background job read from an uploaded bill (api-contract.md estrazioniBollette). */
export const estrazioniBollette = pgTable(
  'estrazioni_bollette',
  {
    id: uuid('id').primaryKey(),
    venditaUuid: uuid('vendita_uuid')
      .notNull()
      .references(() => vendite.uuid),
    allegatoId: uuid('allegato_id').notNull(),
    /** luce | gas */
    tipo: text('tipo').notNull(),
    /** in_corso | completata | fallita */
    stato: text('stato').notNull(),
    campi: jsonb('campi').$type<Record<string, { valore: unknown; confidenza: number }>>().notNull(),
    errore: text('errore'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('estrazioni_vendita_idx').on(t.venditaUuid)],
);

/** The signed contract PDF of a concluded sale, with the SHA-256 printed in its audit trail. */
export const contratti = pgTable('contratti', {
  venditaUuid: uuid('vendita_uuid')
    .primaryKey()
    .references(() => vendite.uuid),
  nome: text('nome').notNull(),
  sha256: text('sha256').notNull(),
  dimensione: integer('dimensione').notNull(),
  blobKey: text('blob_key').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Funnel analytics events received on /track/events (issue 6), without personal data. */
export const eventi = pgTable(
  'eventi',
  {
    id: uuid('id').primaryKey(),
    marchioId: integer('marchio_id').notNull(),
    venditaUuid: uuid('vendita_uuid'),
    offertaId: integer('offerta_id'),
    operazione: text('operazione'),
    nome: text('nome').notNull(),
    step: text('step'),
    params: jsonb('params').$type<Record<string, string | number | boolean>>().notNull(),
    ts: ts('ts').notNull(),
    ricevutoIl: ts('ricevuto_il').notNull(),
  },
  (t) => [
    index('eventi_marchio_ts_idx').on(t.marchioId, t.ts),
    index('eventi_vendita_idx').on(t.venditaUuid, t.ts),
    // the retention run deletes by age alone
    index('eventi_ts_idx').on(t.ts),
  ],
);

/**
 * Request counters shared by every instance over one database (docs/operations.md): a key (limit,
 * route, client IP) counts hits in a fixed window that starts with its first hit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Blob keys whose rows the retention run deleted (services/retention): written in the transaction
 * that deletes the rows, removed once the bytes are gone, so bytes a crash left behind are removed by
 * a later run.
 */
export const blobDeletions = pgTable('blob_deletions', {
  chiave: text('chiave').primaryKey(),
  createdAt: ts('created_at').notNull(),
});
