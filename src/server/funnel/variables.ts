import { z } from 'zod';
import { OPERAZIONI } from '../../shared/domain';

// The facts a sale keeps in vendite.variabili, typed: read through variabiliSchema when the sale is
// loaded (context.ts loadSale) and written as these types. The four variables the client reads (spec
// 3: marchio, widgetEnabled, fastProcess, creditCheckResult) become the spec's 'true'/'false' strings
// at the API edge only (step-view.ts). The flows' guards read the rest.
//
// Sales written before the variables were typed hold strings ('true', comma-separated lists, JSON of
// the operation switch): each field reads those too, so a sale in progress during an upgrade goes on.

/**
 * OK: the points fit the operation. NON_TROVATA: not in the registry. ATTIVA: takeover asked on an
 * active point. ALTRA_OPERAZIONE: the state needs another operation (sceltaOperazione).
 * NON_TROVATA_CLIENTE / NON_COMPATIBILE: product change, not among the customer's supplies / does
 * not fit the offer.
 */
export const ESITI_FORNITURA = [
  'OK',
  'NON_TROVATA',
  'ATTIVA',
  'ALTRA_OPERAZIONE',
  'NON_TROVATA_CLIENTE',
  'NON_COMPATIBILE',
] as const;
export type EsitoFornitura = (typeof ESITI_FORNITURA)[number];

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item));
function parsedJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    // not JSON: left as it is, for the shape to refuse
    return v;
  }
}
const jsonOf = <T extends z.ZodType>(shape: T) => z.preprocess(parsedJson, shape);

/** sceltaOperazione's switch, undone by going back past it (operation-switch.ts). */
const cambioOperazioneSchema = z.object({
  /** the operation before the switch */
  da: z.enum(OPERAZIONI),
  /** where sceltaOperazione stands in the history once left */
  al: z.number().int(),
  /** the supply lookup's outcome before the switch */
  esito: z.enum(ESITI_FORNITURA),
});

export const variabiliSchema = z.object({
  /** spec 4 fast flow: the customer confirmed what a bill gave (POST /clients/populate). */
  fastProcess: flag.optional(),
  /** The credit check's outcome (services/adapters/credit), as the client reads it and as the flows do. */
  creditCheckResult: flag.optional(),
  creditCheckEsito: z.enum(['OK', 'KO']).optional(),
  creditCheckRiferimento: z.string().optional(),
  /** ricercaCliente: the customer said they are already a customer. */
  giaCliente: flag.optional(),
  /** What the customer typed on ricercaCliente (customer code, codice fiscale or partita IVA). */
  identificativoCliente: z.string().optional(),
  /** The outcome of looking the supply points up. */
  esitoFornitura: z.enum(ESITI_FORNITURA).optional(),
  /** The operations that fit the points' state (sceltaOperazione). */
  operazioniPossibili: listOf(z.enum(OPERAZIONI)).optional(),
  /** selezioneFornitura: the customer's supply was not in the list (datiFornitura follows). */
  fornituraNonElencata: flag.optional(),
  /** selezioneFornitura: the codes chosen (shown when they do not fit the offer). */
  fornitureScelte: listOf(z.string()).optional(),
  cambioOperazione: jsonOf(cambioOperazioneSchema).optional(),
  /** The existing customer the last code was sent for (existing-customers.ts). */
  codiceClienteInVerifica: z.string().optional(),
  /** The existing customer verified on this sale, and when (ISO time). */
  codiceCliente: z.string().optional(),
  clienteVerificatoIl: z.string().optional(),
  /** The customer's supply chosen for each commodity. */
  codiceFornituraLuce: z.string().optional(),
  codiceFornituraGas: z.string().optional(),
});
export type Variabili = z.infer<typeof variabiliSchema>;

/** A stored sale's variables, typed; a value that fits no field is dropped rather than trusted. */
export function readVariabili(stored: unknown): Variabili {
  const parsed = variabiliSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  // field by field: one unreadable value must not make the sale unreadable
  const fields = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const one = variabiliSchema.safeParse({ [key]: value });
    if (one.success) Object.assign(kept, one.data);
  }
  return kept as Variabili;
}

/** The variables without the named ones. */
export function without(v: Variabili, ...names: (keyof Variabili)[]): Variabili {
  const copy = { ...v };
  for (const name of names) delete copy[name];
  return copy;
}
