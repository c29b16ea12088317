import { z } from 'zod';
import './zod-config';
import { isValidCodiceFiscale } from '../validation/codice-fiscale';
import { idParams } from './api';
import { codiceFiscaleOrNumericSchema, partitaIvaSchema, requiredText } from './fields';
import { indirizzoCompletoSchema } from './indirizzo';

// The credit check calls of spec 7 with the fields of spec 3 ("Credit check fields", "Existing-customer
// credit check"). A KO is an answer, not an error: the funnel shows creditCheckKo (domain.md).

export const ESITI_CREDIT_CHECK = ['OK', 'KO'] as const;
export type EsitoCreditCheck = (typeof ESITI_CREDIT_CHECK)[number];

export const TIPI_IDENTIFICATIVO = ['CODICE_CLIENTE', 'CODICE_FISCALE', 'PARTITA_IVA'] as const;
export type TipoIdentificativo = (typeof TIPI_IDENTIFICATIVO)[number];

export const brandIdParams = z.strictObject({ brandId: idParams.shape.id });

/** The retailer's customer code as printed on a bill: letters, digits and dashes, upper-cased. */
export const codiceClienteSchema = requiredText(30)
  .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, { error: 'validation.format' });

const PERSON_FIELDS = ['nome', 'cognome', 'codiceFiscale'] as const;
const COMPANY_FIELDS = ['ragioneSociale', 'partitaIva'] as const;

/**
 * A person (nome, cognome, codiceFiscale) or a company (ragioneSociale, partitaIva; codiceFiscale
 * then optional, its own 11-digit one or the legal representative's), and the supply address.
 * A body with either company field is a company's.
 */
export const creditCheckBody = z
  .strictObject({
    venditaUuid: z.uuid(),
    nome: requiredText().optional(),
    cognome: requiredText().optional(),
    codiceFiscale: codiceFiscaleOrNumericSchema.optional(),
    ragioneSociale: requiredText(120).optional(),
    partitaIva: partitaIvaSchema.optional(),
    // the supply address, its parts beside the holder's (spec 3 "Credit check fields")
    ...indirizzoCompletoSchema.shape,
  })
  .superRefine(
    (body, ctx) => {
      // runs even when other fields failed, so the form shows every missing field at once
      if (typeof body !== 'object' || body === null) return;
      const company = body.ragioneSociale !== undefined || body.partitaIva !== undefined;
      for (const field of company ? COMPANY_FIELDS : PERSON_FIELDS) {
        if (body[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
      // a person's code has 16 characters; the 11-digit form is a company's
      if (!company && typeof body.codiceFiscale === 'string' && !isValidCodiceFiscale(body.codiceFiscale))
        ctx.addIssue({ code: 'custom', path: ['codiceFiscale'], message: 'validation.codice_fiscale' });
    },
    { when: () => true },
  )
  .meta({
    description:
      'A person: nome, cognome and codiceFiscale required. A company (ragioneSociale or partitaIva ' +
      'given): ragioneSociale and partitaIva required, codiceFiscale optional.',
  });
export type CreditCheckBody = z.infer<typeof creditCheckBody>;
/** What a bureau receives: the body without the sale it belongs to. */
export type CreditCheckFields = Omit<CreditCheckBody, 'venditaUuid'>;

// zod-config.ts: a missing uuid reads validation.required, a malformed one validation.uuid
const venditaUuid = z.uuid().optional();

/** The identifier's format depends on its kind; `venditaUuid` records the result on that sale. */
export const creditCheckExistingBody = z.discriminatedUnion('tipoIdentificativo', [
  z.strictObject({
    tipoIdentificativo: z.literal('CODICE_CLIENTE'),
    valoreIdentificativo: codiceClienteSchema,
    venditaUuid,
  }),
  z.strictObject({
    tipoIdentificativo: z.literal('CODICE_FISCALE'),
    valoreIdentificativo: codiceFiscaleOrNumericSchema,
    venditaUuid,
  }),
  z.strictObject({
    tipoIdentificativo: z.literal('PARTITA_IVA'),
    valoreIdentificativo: partitaIvaSchema,
    venditaUuid,
  }),
]);
export type CreditCheckExistingBody = z.infer<typeof creditCheckExistingBody>;

export const creditCheckResponse = z.object({
  esito: z.enum(ESITI_CREDIT_CHECK),
  /** The check's reference, for the customer service; never the reason of a KO. */
  riferimento: z.string(),
});
export type CreditCheckResponse = z.infer<typeof creditCheckResponse>;
