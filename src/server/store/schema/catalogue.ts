import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';

// The catalogue a retailer sells from: brands, offers, campaigns, their documents and terms, where each
// brand sells, and the attachment types each operation asks for.

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

/** The brand a row belongs to. */
export const marchioRef = () =>
  integer('marchio_id')
    .notNull()
    .references(() => marchi.id);

export const offerte = pgTable('offerte', {
  id: integer('id').primaryKey(),
  marchioId: marchioRef(),
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
  marchioId: marchioRef(),
  codice: text('codice').notNull(),
  nome: text('nome').notNull(),
  /** a campaign sales already name cannot be deleted: switched off, new sales may no longer name it */
  attiva: boolean('attiva').notNull().default(true),
});

/**
 * Documents a brand publishes (privacy notice, general terms): real PDFs, served as downloads. One with
 * an offer is that offer's own (its general terms, its summary sheet) and replaces the brand's of the
 * same type for a sale of that offer; `logo` is the brand's uploaded logo (never listed to read).
 */
export const documenti = pgTable('documenti', {
  id: uuid('id').primaryKey(),
  marchioId: marchioRef(),
  offertaId: integer('offerta_id').references(() => offerte.id),
  tipo: text('tipo').notNull(),
  nome: text('nome').notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  contenuto: bytea('contenuto').notNull(),
});

/**
 * The terms a customer accepts on accettazioneCondizioni, per brand, versioned (decision 006): the
 * versions of one code coexist, a new sale is shown the latest published, and a sale keeps the version
 * its consent was given to (funnel/terms.ts).
 */
export const condizioni = pgTable(
  'condizioni',
  {
    marchioId: marchioRef(),
    codice: text('codice').notNull(),
    versione: text('versione').notNull(),
    ordine: integer('ordine').notNull(),
    obbligatoria: boolean('obbligatoria').notNull(),
    testoIt: text('testo_it').notNull(),
    testoEn: text('testo_en').notNull(),
    documentoId: uuid('documento_id').references(() => documenti.id),
    pubblicataIl: timestamp('pubblicata_il', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marchioId, t.codice, t.versione] })],
);

/** The CAPs where a brand's funnel sells (GET /funnels/caps); none listed means everywhere. */
export const capFunnel = pgTable(
  'cap_funnel',
  {
    marchioId: marchioRef(),
    cap: text('cap').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marchioId, t.cap] })],
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
