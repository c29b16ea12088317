import { z } from 'zod';
import './zod-config';
import {
  CATEGORIE_USO_GAS,
  METODI_PAGAMENTO,
  MODALITA_INVIO_BOLLETTA,
  OPERAZIONI,
  PROFILI_SETTIMANALI,
  TENSIONI,
  TITOLI,
  USI_GAS,
  USI_LUCE,
} from '../domain';
import { indirizzoSchema } from './indirizzo';

// The proposal document a sale carries (api-contract.md "Sale (/v2)"). Every field is optional here:
// a proposal fills up step by step; each step's schema (steps.ts) says what that step requires.
// This loose shape types the stored document and the PATCH /v2 drafts.

const text = z.string().max(200);

// the services that print an address (the contract) know it by the proposal's type
export type { Indirizzo } from './indirizzo';

export const personaSchema = z.strictObject({
  nome: text.optional(),
  cognome: text.optional(),
  codiceFiscale: z.string().max(20).optional(),
});

export const anagraficaSchema = z.strictObject({
  tipo: z.enum(['PF', 'PG']).optional(),
  nome: text.optional(),
  cognome: text.optional(),
  codiceFiscale: z.string().max(20).optional(),
  ragioneSociale: text.optional(),
  partitaIva: z.string().max(20).optional(),
  legaleRappresentante: personaSchema.optional(),
});

export const intestatarioSchema = z.strictObject({
  anagrafica: anagraficaSchema.optional(),
  contatti: z
    .object({ email: z.string().max(254).optional(), telefono: z.string().max(30).optional() })
    .optional(),
  titolo: z.enum(TITOLI).optional(),
});

export const fornituraSchema = z.strictObject({
  commodity: z.enum(['LUCE', 'GAS']),
  operazioneCommerciale: z.enum(OPERAZIONI).optional(),
  indirizzo: indirizzoSchema.optional(),
  residente: z.boolean().optional(),
  pod: z.string().max(20).optional(),
  potenzaImpegnataKw: z.number().optional(),
  tensione: z.enum(TENSIONI).optional(),
  usoLuce: z.enum(USI_LUCE).optional(),
  pdr: z.string().max(20).optional(),
  usoGas: z.enum(USI_GAS).optional(),
  categoriaUsoGas: z.enum(CATEGORIE_USO_GAS).optional(),
  profiloSettimanale: z.enum(PROFILI_SETTIMANALI).optional(),
  codiceRemi: z.string().max(20).optional(),
});
export type Fornitura = z.infer<typeof fornituraSchema>;

export const consensoSchema = z.strictObject({
  accettata: z.boolean(),
  versione: z.string(),
  il: z.string(),
});

export const propostaSchema = z.strictObject({
  id: z.uuid(),
  intestatario: intestatarioSchema,
  forniture: z.array(fornituraSchema).max(2),
  invioBolletta: z
    .object({ modalita: z.enum(MODALITA_INVIO_BOLLETTA).optional(), email: z.string().max(254).optional() })
    .optional(),
  pagamento: z
    .object({
      metodo: z.enum(METODI_PAGAMENTO).optional(),
      iban: z.string().max(40).optional(),
      intestatarioConto: personaSchema.optional(),
    })
    .optional(),
  consensi: z.record(z.string(), consensoSchema),
  firma: z
    .object({
      firmataIl: z.string(),
      otpInviatoIl: z.string(),
      canale: z.string(),
      ip: z.string(),
      userAgent: z.string(),
    })
    .optional(),
});
export type Proposta = z.infer<typeof propostaSchema>;

/**
 * PATCH /vendite/{uuid}/v2: a draft of the current step's data. Deep-partial over the customer's own
 * fields; the proposal id, the commodities, the consents and the signature are not the customer's to set.
 */
export const propostaDraftSchema = z.strictObject({
  intestatario: intestatarioSchema.partial().optional(),
  forniture: z
    .array(fornituraSchema.omit({ commodity: true, operazioneCommerciale: true }).partial())
    .max(2)
    .optional(),
  invioBolletta: propostaSchema.shape.invioBolletta,
  pagamento: propostaSchema.shape.pagamento,
});
export type PropostaDraft = z.infer<typeof propostaDraftSchema>;
