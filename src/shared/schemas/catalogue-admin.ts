import { z } from 'zod';
import './zod-config';
import { BRAND_CODE, TIPI_CONTRATTO, TIPI_OFFERTA, commoditiesOf } from '../domain';
import { FIELD_BORDER, contrastRatio } from '../colour-contrast';

// The catalogue as the back office writes it (issue 15 item 4): one schema per entity, used by the
// routes (400 with field errors) and by the web forms through zodResolver. docs/backoffice.md.

const code = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'validation.format' });
const name = z.string().trim().min(1).max(120);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colour' });
const httpsUrl = z.url({ protocol: /^https?$/ }).max(300);
const isoDay = z.iso.date();

export const coloriSchema = z
  .object({ primario: colour, secondario: colour, sfondo: colour, testo: colour })
  .superRefine((c, ctx) => {
    // WCAG 1.4.3: body text on the page 4.5:1; buttons write white on the primary colour
    if (contrastRatio(c.testo, c.sfondo) < 4.5)
      ctx.addIssue({ code: 'custom', path: ['testo'], message: 'validation.contrast' });
    if (contrastRatio(c.primario, '#ffffff') < 4.5)
      ctx.addIssue({ code: 'custom', path: ['primario'], message: 'validation.contrast' });
    // WCAG 1.4.11: the fields' edge stands out 3:1 on the page (brand-contrast.test.ts)
    if (contrastRatio(FIELD_BORDER, c.sfondo) < 3)
      ctx.addIssue({ code: 'custom', path: ['sfondo'], message: 'validation.contrast' });
  });

export const widgetAccountSchema = z.object({
  botId: z.string().trim().max(100).optional(),
  token: z.string().trim().max(200).optional(),
  url: z.string().trim().max(300).optional(),
});

/** A brand's code is the first label of its funnel's host (spec 1), so it is written as one. */
const brandCode = z
  .string()
  .trim()
  .toLowerCase()
  .max(63)
  .regex(BRAND_CODE, { error: 'validation.brand_code' });

export const brandBody = z.strictObject({
  codice: brandCode,
  nome: name,
  colori: coloriSchema,
  sitoPubblico: httpsUrl,
  gaTrackingId: optionalText(40),
  gtmId: optionalText(40),
  manutenzione: z.boolean(),
  messaggioManutenzione: optionalText(500),
  creditCheckEnabled: z.boolean(),
  creditCheckMessage: optionalText(500),
  widgetEnabled: z.boolean(),
  widget: widgetAccountSchema.nullable(),
});
export type BrandBody = z.input<typeof brandBody>;

/** A brand as the back office lists it (plain types: a row saved before these rules still reads). */
export const brandAdminSchema = z.object({
  id: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  logoUrl: z.string(),
  colori: z.object({ primario: z.string(), secondario: z.string(), sfondo: z.string(), testo: z.string() }),
  sitoPubblico: z.string(),
  gaTrackingId: z.string().nullable(),
  gtmId: z.string().nullable(),
  manutenzione: z.boolean(),
  messaggioManutenzione: z.string().nullable(),
  creditCheckEnabled: z.boolean(),
  creditCheckMessage: z.string().nullable(),
  widgetEnabled: z.boolean(),
  widget: z
    .object({ botId: z.string().optional(), token: z.string().optional(), url: z.string().optional() })
    .nullable(),
  documenti: z.array(z.object({ id: z.string(), tipo: z.string(), nome: z.string(), sha256: z.string() })),
});
export type BrandAdmin = z.infer<typeof brandAdminSchema>;

const euro = z.number().min(0).max(10_000);
/** A price component the offer lists beside its main prices (e.g. transport, system charges). */
const componentSchema = z.object({
  voce: z.string().trim().min(1).max(80),
  valore: euro,
  unita: z.enum(['euro_kwh', 'euro_smc', 'euro_mese', 'euro_anno']),
});
export const prezziSchema = z.object({
  luce: z
    .object({
      energiaEuroKwh: euro,
      quotaFissaEuroMese: euro,
      componenti: z.array(componentSchema).max(20).optional(),
    })
    .optional(),
  gas: z
    .object({
      materiaEuroSmc: euro,
      quotaFissaEuroMese: euro,
      componenti: z.array(componentSchema).max(20).optional(),
    })
    .optional(),
});
export type PrezziOfferta = z.infer<typeof prezziSchema>;

export const offerBody = z
  .strictObject({
    marchioId: z.number().int().positive(),
    codice: code.toUpperCase(),
    nome: name,
    tipo: z.enum(TIPI_OFFERTA),
    tipoContratto: z.enum(TIPI_CONTRATTO),
    validaDal: isoDay,
    validaAl: isoDay,
    offertaIdCollegata: z.number().int().positive().nullable(),
    descrizione: z.string().trim().max(2000),
    prezzi: prezziSchema,
  })
  .superRefine((o, ctx) => {
    if (o.validaAl < o.validaDal)
      ctx.addIssue({ code: 'custom', path: ['validaAl'], message: 'validation.date_order' });
    // the prices of each commodity the offer supplies, and none of one it does not
    const commodities: string[] = commoditiesOf(o.tipo);
    for (const [c, key] of [
      ['LUCE', 'luce'],
      ['GAS', 'gas'],
    ] as const) {
      if (commodities.includes(c) !== (o.prezzi[key] !== undefined))
        ctx.addIssue({ code: 'custom', path: ['prezzi', key], message: 'validation.prices' });
    }
  });
export type OfferBody = z.input<typeof offerBody>;

export const offerAdminSchema = z.object({
  id: z.number().int(),
  marchioId: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  tipo: z.string(),
  tipoContratto: z.string(),
  validaDal: z.string(),
  validaAl: z.string(),
  offertaIdCollegata: z.number().int().nullable(),
  descrizione: z.string(),
  prezzi: z.record(z.string(), z.unknown()),
  documenti: z.array(z.object({ id: z.string(), tipo: z.string(), nome: z.string(), sha256: z.string() })),
});
export type OfferAdmin = z.infer<typeof offerAdminSchema>;

export const campaignBody = z.strictObject({
  marchioId: z.number().int().positive(),
  codice: code.toUpperCase(),
  nome: name,
  attiva: z.boolean(),
});
export type CampaignBody = z.input<typeof campaignBody>;
export const campaignAdminSchema = z.object({
  id: z.number().int(),
  marchioId: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  attiva: z.boolean(),
});
export type CampaignAdmin = z.infer<typeof campaignAdminSchema>;

/** A new version of one of a brand's terms: published at once, for new sales only. */
export const termsBody = z.strictObject({
  marchioId: z.number().int().positive(),
  codice: code,
  versione: z.string().trim().min(1).max(40),
  ordine: z.number().int().min(0).max(1000),
  obbligatoria: z.boolean(),
  testoIt: z.string().trim().min(1).max(5000),
  testoEn: z.string().trim().min(1).max(5000),
  documentoId: z.uuid().nullable(),
});
export type TermsBody = z.input<typeof termsBody>;
export const termsAdminSchema = z.object({
  marchioId: z.number().int(),
  codice: z.string(),
  versione: z.string(),
  ordine: z.number().int(),
  obbligatoria: z.boolean(),
  testoIt: z.string(),
  testoEn: z.string(),
  documentoId: z.string().nullable(),
  pubblicataIl: z.iso.datetime(),
  /** the version a new sale is shown */
  corrente: z.boolean(),
});
export type TermsAdmin = z.infer<typeof termsAdminSchema>;

export const DOCUMENT_TYPES = ['privacy', 'condizioni_generali', 'scheda_sintetica'] as const;
/** The largest file the catalogue takes (a logo, a PDF): the routes' body limit; the web never sends more. */
export const CATALOGUE_UPLOAD_MAX = 5 * 1024 * 1024;

export const documentMetaSchema = z.object({
  id: z.string(),
  marchioId: z.number().int(),
  offertaId: z.number().int().nullable(),
  tipo: z.string(),
  nome: z.string(),
  sha256: z.string(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

export const catalogueIdParams = z.strictObject({ id: z.coerce.number().int().positive() });
export const brandFilterQuery = z.object({ marchioId: z.coerce.number().int().positive().optional() });
export const offerDocumentParams = z.strictObject({
  id: z.coerce.number().int().positive(),
  tipo: z.enum(['condizioni_generali', 'scheda_sintetica']),
});
