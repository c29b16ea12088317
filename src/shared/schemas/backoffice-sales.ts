import { z } from 'zod';
import './zod-config';
import { OPERAZIONI } from '../domain';
import { offerSnapshotSchema } from './offer-snapshot';

// The back office's sales (issue 15 item 2): the list, a sale's page and the actions on it. Routes
// validate with these and the web parses the answers with them.

/** The funnel's own states of a sale (vendite.stato). */
export const STATI_VENDITA = ['IN_CORSO', 'CONCLUSA', 'CANCELLATA'] as const;

/** Where the retailer is with a sale (sale_work.stato); `nuova` until someone works it. */
export const STATI_LAVORO = [
  'nuova',
  'presa_in_carico',
  'inviata_in_attivazione',
  'attivata',
  'rifiutata',
  'annullata',
  'receduta',
] as const;
export type StatoLavoro = (typeof STATI_LAVORO)[number];

/** How a customer told the retailer they withdraw (Codice del Consumo art. 54: any explicit statement). */
export const CANALI_RECESSO = ['email', 'pec', 'telefono', 'modulo', 'raccomandata', 'altro'] as const;

export const SALES_PAGE_MAX = 100;

const day = z.iso.date();

export const salesListQuery = z.strictObject({
  marchio: z.coerce.number().int().positive().optional(),
  offerta: z.coerce.number().int().positive().optional(),
  operazione: z.enum(OPERAZIONI).optional(),
  stato: z.enum(STATI_VENDITA).optional(),
  lavoro: z.enum(STATI_LAVORO).optional(),
  /** Italian calendar days, both included */
  dal: day.optional(),
  al: day.optional(),
  firmata: z.enum(['si', 'no']).optional(),
  /** name or company name (prefix), codice fiscale (prefix), partita IVA, POD/PDR (exact), e-mail (prefix) */
  q: z.string().trim().min(2).max(100).optional(),
  /** keyset paging: the page after (older than) or before (newer than) this cursor */
  dopo: z.string().max(200).optional(),
  prima: z.string().max(200).optional(),
  limite: z.coerce.number().int().min(1).max(SALES_PAGE_MAX).default(25),
});
export type SalesListQuery = z.infer<typeof salesListQuery>;

export const saleListItem = z.object({
  uuid: z.uuid(),
  createdAt: z.iso.datetime(),
  firmataIl: z.iso.datetime().nullable(),
  marchioId: z.number().int(),
  offertaId: z.number().int(),
  operazione: z.string(),
  stato: z.string(),
  lavoro: z.enum(STATI_LAVORO),
  /** the holder: a person's name or the company's; masked for a viewer */
  cliente: z.string().nullable(),
  codiceFiscale: z.string().nullable(),
  email: z.string().nullable(),
  /** POD/PDR of the supplies */
  punti: z.array(z.string()),
});
export type SaleListItem = z.infer<typeof saleListItem>;

export const salesListResponse = z.object({
  items: z.array(saleListItem),
  /** cursor of the next (older) page, null on the last */
  dopo: z.string().nullable(),
  /** cursor of the previous (newer) page, null on the first */
  prima: z.string().nullable(),
});
export type SalesListResponse = z.infer<typeof salesListResponse>;

export const saleParams = z.strictObject({ uuid: z.uuid() });
export const saleFileParams = z.strictObject({ uuid: z.uuid(), id: z.uuid() });

const when = z.iso.datetime();

export const saleDetailResponse = z.object({
  vendita: z.object({
    uuid: z.uuid(),
    marchioId: z.number().int(),
    offertaId: z.number().int(),
    campagnaId: z.number().int().nullable(),
    operazione: z.string(),
    stato: z.string(),
    canale: z.string(),
    lingua: z.string(),
    stepName: z.string(),
    createdAt: when,
    updatedAt: when,
    scadeIl: when,
    firmataIl: when.nullable(),
    cancellataIl: when.nullable(),
  }),
  /** whether the personal data below is shown in full (operator, admin) or masked (viewer) */
  datiPersonali: z.enum(['completi', 'mascherati']),
  lavoro: z.object({
    stato: z.enum(STATI_LAVORO),
    motivo: z.string().nullable(),
    recesso: z.object({ data: day, canale: z.enum(CANALI_RECESSO) }).nullable(),
    assegnataA: z.string().nullable(),
    aggiornataIl: when.nullable(),
    aggiornataDa: z.string().nullable(),
  }),
  /** the proposal as the funnel keeps it (holder, supplies, payment, billing, consents, signature) */
  proposta: z.record(z.string(), z.unknown()),
  /** the offer as the customer saw it; null: the sale never reached the summary (the catalogue's current offer applies) */
  offertaVista: offerSnapshotSchema.nullable(),
  passi: z.array(z.object({ step: z.string(), il: when.nullable() })),
  creditCheck: z.object({ esito: z.boolean().nullable(), riferimento: z.string().nullable() }),
  allegati: z.array(
    z.object({
      id: z.uuid(),
      categoria: z.string(),
      tipoAllegato: z.string().nullable(),
      /** the type's words in the Accept-Language language; null for a bill or an identity document */
      descrizione: z.string().nullable(),
      nome: z.string(),
      contentType: z.string(),
      dimensione: z.number().int(),
      createdAt: when,
    }),
  ),
  contratto: z
    .object({ nome: z.string(), sha256: z.string(), dimensione: z.number().int(), createdAt: when })
    .nullable(),
  messaggi: z.array(
    z.object({
      id: z.uuid(),
      canale: z.string(),
      tipo: z.string(),
      destinatario: z.string(),
      oggetto: z.string(),
      createdAt: when,
      /** the SMTP delivery job's state; `outbox`: kept in the outbox (no SMTP server configured) */
      consegna: z.string(),
    }),
  ),
  codici: z.array(
    z.object({
      scopo: z.string(),
      canale: z.string(),
      destinazione: z.string(),
      createdAt: when,
      usatoIl: when.nullable(),
      tentativi: z.number().int(),
    }),
  ),
  eventiAnalytics: z.array(z.object({ nome: z.string(), step: z.string().nullable(), il: when })),
  eventi: z.array(
    z.object({ id: z.uuid(), type: z.string(), version: z.number().int(), il: when, inviabile: z.boolean() }),
  ),
});
export type SaleDetail = z.infer<typeof saleDetailResponse>;

/** Every action names the work state the staff member saw: 409 when it changed meanwhile. */
const atteso = z.enum(STATI_LAVORO);

export const WORK_ACTIONS = [
  'prendi_in_carico',
  'invia_in_attivazione',
  'segna_attivata',
  'rifiuta',
] as const;
export type WorkAction = (typeof WORK_ACTIONS)[number];

export const saleActionBody = z.strictObject({
  azione: z.enum(WORK_ACTIONS),
  atteso,
  /** required to reject */
  motivo: z.string().trim().max(500).optional(),
});
export type SaleActionBody = z.infer<typeof saleActionBody>;

export const saleCancelBody = z.strictObject({ atteso });
export const saleWithdrawalBody = z.strictObject({
  atteso,
  data: day,
  canale: z.enum(CANALI_RECESSO),
});
export type SaleWithdrawalBody = z.infer<typeof saleWithdrawalBody>;

export const saleWorkResponse = saleDetailResponse.shape.lavoro;
