import { z } from 'zod';
import './zod-config';
import { capSchema, provinciaSchema, requiredText } from './fields';

// The supply address, declared once: the address form (indirizzoFornitura), the credit check, the
// proposal, bills, the registry and the customers' supplies all use these two schemas, so the limits
// cannot drift apart. `via` is the street name without its type, which is `toponimo` ("Via", "Viale",
// "Corso").

/** The longest each part may be; CAP and province are then checked as 5 digits and a 2-letter sigla. */
const MAX = { toponimo: 20, via: 120, civico: 20, cap: 5, comune: 80, provincia: 2 } as const;

/** An address as the customer gives it (indirizzoFornitura, the credit check): every part filled and checked. */
export const indirizzoCompletoSchema = z.strictObject({
  toponimo: requiredText(MAX.toponimo),
  via: requiredText(MAX.via),
  civico: requiredText(MAX.civico),
  cap: capSchema,
  comune: requiredText(MAX.comune),
  provincia: provinciaSchema,
});
export type IndirizzoCompleto = z.infer<typeof indirizzoCompletoSchema>;

/**
 * An address as a proposal holds it while it fills up, or as read from a bill: any part may be missing,
 * and none is checked beyond its length (a CAP read wrong is named in `ignorati`, not refused).
 */
export const indirizzoSchema = z
  .strictObject({
    toponimo: z.string().max(MAX.toponimo),
    via: z.string().max(MAX.via),
    civico: z.string().max(MAX.civico),
    cap: z.string().max(MAX.cap),
    comune: z.string().max(MAX.comune),
    provincia: z.string().max(MAX.provincia),
  })
  .partial();
export type Indirizzo = z.infer<typeof indirizzoSchema>;
