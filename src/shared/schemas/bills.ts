// What the extraction engine reads from an uploaded bill (api-contract.md "Bills", docs/bills.md): each
// field found maps to `{ valore, confidenza }`, the confidence 0..1. The web shows the values for the
// customer to confirm; the API stores them with the sale (estrazioni_bollette.campi).
import { z } from 'zod';
import './zod-config';
import { CATEGORIE_USO_GAS } from '../domain';
import { indirizzoSchema } from './indirizzo';
import type { Indirizzo } from './indirizzo';

export const COMMODITY_BOLLETTA = ['luce', 'gas', 'dual'] as const;

const text = z.string().min(1).max(200);

/** The supply address, as the proposal holds it (indirizzo.ts); parts not found are left out. */
export type IndirizzoBolletta = Indirizzo;

/** The plain values of a bill's fields (what the customer confirms, the samples' truth). */
export const valoriBollettaSchema = z.strictObject({
  commodity: z.enum(COMMODITY_BOLLETTA).optional(),
  tipoIntestatario: z.enum(['PF', 'PG']).optional(),
  nome: text.optional(),
  cognome: text.optional(),
  ragioneSociale: text.optional(),
  /** a person's 16 characters or a company's 11 digits */
  codiceFiscale: z.string().max(16).optional(),
  /** the holder's, never the supplier's */
  partitaIva: z.string().max(11).optional(),
  indirizzoFornitura: indirizzoSchema.optional(),
  /** without spaces, upper case */
  pod: z.string().max(15).optional(),
  /** 14 digits without spaces */
  pdr: z.string().max(14).optional(),
  potenzaImpegnataKw: z.number().nonnegative().optional(),
  tensioneV: z.number().nonnegative().optional(),
  consumoAnnuoKwh: z.number().nonnegative().optional(),
  consumoAnnuoSmc: z.number().nonnegative().optional(),
  codiceRemi: z.string().max(20).optional(),
  categoriaUsoGas: z.enum(CATEGORIE_USO_GAS).optional(),
  /** the supplier that issued the bill, as printed */
  fornitore: text.optional(),
});
export type ValoriBolletta = z.infer<typeof valoriBollettaSchema>;
export type CampoBolletta = keyof ValoriBolletta;
export const CAMPI_BOLLETTA = Object.keys(valoriBollettaSchema.shape) as CampoBolletta[];

const confidenza = z.number().min(0).max(1);
const campo = <T extends z.ZodType>(valore: T) => z.strictObject({ valore, confidenza });
const s = valoriBollettaSchema.shape;

/** Each field found: its value and how sure the engine is of it (0..1). Fields not found are absent. */
export const campiBollettaSchema = z.strictObject({
  commodity: campo(s.commodity.unwrap()).optional(),
  tipoIntestatario: campo(s.tipoIntestatario.unwrap()).optional(),
  nome: campo(s.nome.unwrap()).optional(),
  cognome: campo(s.cognome.unwrap()).optional(),
  ragioneSociale: campo(s.ragioneSociale.unwrap()).optional(),
  codiceFiscale: campo(s.codiceFiscale.unwrap()).optional(),
  partitaIva: campo(s.partitaIva.unwrap()).optional(),
  indirizzoFornitura: campo(s.indirizzoFornitura.unwrap()).optional(),
  pod: campo(s.pod.unwrap()).optional(),
  pdr: campo(s.pdr.unwrap()).optional(),
  potenzaImpegnataKw: campo(s.potenzaImpegnataKw.unwrap()).optional(),
  tensioneV: campo(s.tensioneV.unwrap()).optional(),
  consumoAnnuoKwh: campo(s.consumoAnnuoKwh.unwrap()).optional(),
  consumoAnnuoSmc: campo(s.consumoAnnuoSmc.unwrap()).optional(),
  codiceRemi: campo(s.codiceRemi.unwrap()).optional(),
  categoriaUsoGas: campo(s.categoriaUsoGas.unwrap()).optional(),
  fornitore: campo(s.fornitore.unwrap()).optional(),
});
export type CampiBolletta = z.infer<typeof campiBollettaSchema>;
/**
 * At or above this confidence a value is given as read; below it the customer is asked to check it
 * (the web's marks, bill-readings.tsx). The server calibrates its confidences against it
 * (services/domain/bills/calibration.ts): on layouts it was never tuned on, a value at or above it is right
 * at least 98% of the time (docs/bills.md).
 */
export const SURE_CONFIDENCE = 0.9;

/** One field as the engine returns it. */
export type Campo<K extends CampoBolletta> = { valore: NonNullable<ValoriBolletta[K]>; confidenza: number };

/**
 * Why a bill could not be read (api-contract.md "Bills", `motivo` of a `fallita` reading), so the
 * customer is told what to do: `file_troppo_grande` (more pages, pixels or memory than a bill needs),
 * `tempo_scaduto` (the reading ran past its time budget), `file_illeggibile` (damaged or not a bill).
 */
export const MOTIVI_LETTURA = ['file_troppo_grande', 'tempo_scaduto', 'file_illeggibile'] as const;
export const motivoLetturaSchema = z.enum(MOTIVI_LETTURA);
export type MotivoLettura = z.infer<typeof motivoLetturaSchema>;
