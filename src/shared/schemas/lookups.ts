import { z } from 'zod';
import './zod-config';
import { codiceFiscaleSchema } from './fields';

// The lookups over the server's reference data (architecture.md: comuni and Belfiore codes stay on the
// server; the client asks for them).

export const COMUNI_LOOKUP_LIMIT = 10;

/** Keys of the supply address errors only the server can tell (Next on indirizzoFornitura). */
export const ADDRESS_CHECK_KEYS = {
  /** No comune of that name in that province. */
  comune: 'validation.comune',
  /** The CAP is not one of the comune's. */
  capComune: 'validation.cap_comune',
  /** the brand does not sell at this CAP (GET /funnels/caps) */
  capNotServed: 'validation.cap_not_served',
} as const;

/** `q`: part of a comune's name (case and accents do not count), or a 5-digit CAP. */
export const comuniLookupQuery = z.strictObject({ q: z.string().trim().min(2).max(60) });

export const comuneLookupSchema = z.object({
  codiceIstat: z.string(),
  nome: z.string(),
  /** Sigla, e.g. MI. */
  provincia: z.string(),
  nomeProvincia: z.string(),
  cap: z.array(z.string()),
});
export type ComuneLookup = z.infer<typeof comuneLookupSchema>;
export const comuniLookupResponse = z.array(comuneLookupSchema).max(COMUNI_LOOKUP_LIMIT);

/** In a body, not the path: a codice fiscale is personal data, and addresses end up in logs and caches. */
export const codiceFiscaleLookupBody = z.strictObject({ cf: codiceFiscaleSchema });

export const codiceFiscaleLookupResponse = z.object({
  /** YYYY-MM-DD */
  dataNascita: z.string(),
  sesso: z.enum(['M', 'F']),
  luogoNascita: z.object({
    codiceBelfiore: z.string(),
    /** Null when the code names no known comune or state. */
    nome: z.string().nullable(),
    /** Sigla; null abroad or when unknown. */
    provincia: z.string().nullable(),
    /** A foreign state (Z codes). */
    estero: z.boolean(),
  }),
});
export type CodiceFiscaleLookup = z.infer<typeof codiceFiscaleLookupResponse>;
