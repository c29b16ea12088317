import { z } from 'zod';
import './zod-config';
import { COMMODITIES, TIPI_ANAGRAFICA, TIPI_CONTRATTO } from '../domain';
import { isValidCodiceFiscale, normalizeCodiceFiscale } from '../validation/codice-fiscale';
import { isValidPartitaIva } from '../validation/partita-iva';
import { isValidPdr, isValidPod, normalizePod } from '../validation/supply-point';
import { indirizzoSchema } from './indirizzo';
import { propostaSchema } from './proposta';

// Existing customers (issue 4.1, api-contract.md): verificaOtpCliente through /clients/send-otp and
// /clients/auth, selezioneFornitura through /forniture/populate. Query parameters keep the contract's
// names (`codice-cliente`, `proposta-id`), and so do the field errors.

/** A customer code as the retailer prints it on bills: C and seven digits. */
export const CODICE_CLIENTE = /^C\d{7}$/;
/** A customer's supply (contract) code: F and seven digits. */
export const CODICE_FORNITURA = /^F\d{7}$/;

/** Without white space, upper-cased: `c 100 0101` → `C1000101`. */
export function normalizeCodice(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

function code(pattern: RegExp) {
  return z
    .string()
    .overwrite(normalizeCodice)
    .min(1, { error: 'validation.required', abort: true })
    .regex(pattern, { error: 'validation.format' });
}

/**
 * ricercaCliente lets the customer type the customer code or their codice fiscale / partita IVA;
 * send-otp takes either in `codice-cliente`.
 */
export const customerIdentifierSchema = z
  .string()
  .overwrite(normalizeCodiceFiscale)
  .min(1, { error: 'validation.required', abort: true })
  .refine((s) => CODICE_CLIENTE.test(s) || isValidCodiceFiscale(s) || isValidPartitaIva(s), {
    error: 'validation.format',
  });

/** POD (electricity) or PDR (gas), spaces removed. */
export const pdpSchema = z
  .string()
  .overwrite(normalizePod)
  .min(1, { error: 'validation.required', abort: true })
  .refine((s) => isValidPod(s) || isValidPdr(s), { error: 'validation.format' });

const propostaId = z.uuid();

export const sendOtpQuery = z.strictObject({
  'codice-cliente': customerIdentifierSchema,
  'proposta-id': propostaId,
});

export const clientsAuthQuery = z.strictObject({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.otp' }),
  'proposta-id': propostaId,
});

export const fornituraPopulateQuery = z.strictObject({
  codice: code(CODICE_CLIENTE),
  pdp: pdpSchema,
  'proposta-id': propostaId,
  'codice-fornitura': code(CODICE_FORNITURA),
});

// Responses

/** The verified customer, without contacts and with the tax codes masked (the page shows them back). */
export const clienteVerificatoSchema = z.object({
  codiceCliente: z.string(),
  tipo: z.enum(TIPI_ANAGRAFICA),
  nome: z.string().optional(),
  cognome: z.string().optional(),
  ragioneSociale: z.string().optional(),
  /** Masked: `VRD************F`. */
  codiceFiscale: z.string(),
  /** Masked, companies only. */
  partitaIva: z.string().optional(),
});
export type ClienteVerificato = z.infer<typeof clienteVerificatoSchema>;

export const fornituraClienteSchema = z.object({
  codiceFornitura: z.string(),
  commodity: z.enum(COMMODITIES),
  /** POD or PDR. */
  pdp: z.string(),
  indirizzo: indirizzoSchema,
  tipoContratto: z.enum(TIPI_CONTRATTO),
  offertaAttuale: z.string().nullable(),
  /** Whether the sale's offer can take this supply (commodity and contract type). */
  compatibile: z.boolean(),
});
export type FornituraCliente = z.infer<typeof fornituraClienteSchema>;

export const clientsAuthResponse = z.object({
  cliente: clienteVerificatoSchema,
  forniture: z.array(fornituraClienteSchema),
});
export type ClientsAuthResponse = z.infer<typeof clientsAuthResponse>;

export const fornituraPopulateResponse = z.object({ proposta: propostaSchema });
