import { z } from 'zod';
import './zod-config';
import { COMMODITIES } from '../domain';
import { indirizzoSchema } from './indirizzo';

// The supply registry's lookups (domain.md "Supply registry"): REMI codes and their municipalities,
// the CAPs where a brand's funnel sells, the supply addresses of a sale.

/**
 * State of a supply point in the national registry. ATTIVO: active with another supplier (the
 * ordinary switch of ATTIVAZIONE); CESSATO: ceased, needs SUBENTRO; ATTIVO_ALTRO_INTESTATARIO: active
 * under another holder, needs VOLTURA.
 */
export const STATI_PUNTO_FORNITURA = ['ATTIVO', 'CESSATO', 'ATTIVO_ALTRO_INTESTATARIO'] as const;
export type StatoPuntoFornitura = (typeof STATI_PUNTO_FORNITURA)[number];

/** A REMI code (the gas city gate a PDR is fed from): 8 digits; spaces typed inside are dropped. */
export const codiceRemiSchema = z
  .string()
  .overwrite((s) => s.replace(/\s+/g, ''))
  .regex(/^\d{8}$/, { error: 'validation.format' });

export const remiParams = z.strictObject({ remi: codiceRemiSchema });

export const remiComuneSchema = z.object({
  /** Six digits, e.g. 063049. */
  codiceIstat: z.string(),
  nome: z.string(),
  /** Sigla, e.g. NA. */
  provincia: z.string(),
});
export type RemiComune = z.infer<typeof remiComuneSchema>;
export const remiComuniResponse = z.array(remiComuneSchema);

export const remiProvinciaSchema = z.object({
  /** ISTAT province code: three digits, the first three of its comuni's codes (015 = Milano). */
  codice: z.string(),
  /** e.g. MI */
  sigla: z.string(),
  nome: z.string(),
});
export type RemiProvincia = z.infer<typeof remiProvinciaSchema>;
export const remiProvinceResponse = z.array(remiProvinciaSchema);

/** `null`: the funnel sells everywhere (the brand lists no CAP). */
export const funnelCapsResponse = z.object({ caps: z.array(z.string()).nullable() });
export type FunnelCaps = z.infer<typeof funnelCapsResponse>;

export const indirizzoFornituraSchema = z.object({
  commodity: z.enum(COMMODITIES),
  indirizzo: indirizzoSchema,
});
export type IndirizzoFornitura = z.infer<typeof indirizzoFornituraSchema>;
export const indirizziFornitureResponse = z.array(indirizzoFornituraSchema);
