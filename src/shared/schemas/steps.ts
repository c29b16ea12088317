import { z } from 'zod';
import './zod-config';
import type { Commodity, Operazione, StepName, TipoContratto } from '../domain';
import {
  CATEGORIE_USO_GAS,
  METODI_PAGAMENTO,
  OPERAZIONI,
  PROFILI_SETTIMANALI,
  TENSIONI,
  TIPI_ANAGRAFICA,
} from '../domain';
import { tipiAnagraficaAmmessi, titoliAmmessi, usiGasAmmessi, usiLuceAmmessi } from '../rules';
import {
  capSchema,
  codiceFiscaleOrNumericSchema,
  codiceFiscaleSchema,
  emailSchema,
  italianPhoneSchema,
  partitaIvaSchema,
  pdrSchema,
  podSchema,
  potenzaKwSchema,
  provinciaSchema,
  requiredText,
  sepaIbanSchema,
} from './fields';
import { CODICE_FORNITURA, customerIdentifierSchema, normalizeCodice } from './clients';
import { codiceRemiSchema } from './registry';

// One schema per step's data (style.md: one contract, validated twice). The form validates with it
// through zodResolver, the server with the same function before applying the data to the proposal.

export type StepContext = {
  tipoContratto: TipoContratto;
  commodities: Commodity[];
  /** Absent: ATTIVAZIONE. Some steps ask for different data per operation. */
  operazione?: Operazione;
};

// zod-config.ts names the generic issues: missing → validation.required, outside the list → validation.choice
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

function persona() {
  return z.strictObject({
    nome: requiredText(),
    cognome: requiredText(),
    codiceFiscale: codiceFiscaleSchema,
  });
}

export function datiAnagraficiSchema(ctx: StepContext) {
  const tipi = tipiAnagraficaAmmessi(ctx.tipoContratto);
  const titoli = titoliAmmessi(ctx.tipoContratto);
  const pf = z.strictObject({ tipo: z.literal('PF'), ...persona().shape });
  const pg = z.strictObject({
    tipo: z.literal('PG'),
    ragioneSociale: requiredText(120),
    partitaIva: partitaIvaSchema,
    codiceFiscale: codiceFiscaleOrNumericSchema,
    legaleRappresentante: persona(),
  });
  // spec 5 / domain: the holder types the contract type allows are the only options of the union, so a
  // type not allowed is reported on `tipo` at once, beside the other fields' errors
  const options = [tipi.includes('PF') ? pf : null, tipi.includes('PG') ? pg : null].filter(
    (o) => o !== null,
  );
  const anagrafica = z.discriminatedUnion(
    'tipo',
    options as [typeof pf | typeof pg, ...(typeof pf | typeof pg)[]],
    {
      error: (iss) => {
        const tipo = (iss.input as { tipo?: unknown } | undefined)?.tipo;
        if (tipo === undefined || tipo === null) return 'validation.required';
        return (TIPI_ANAGRAFICA as readonly unknown[]).includes(tipo)
          ? 'validation.not_allowed'
          : 'validation.choice';
      },
    },
  );
  return z.strictObject({
    intestatario: z.strictObject({
      anagrafica,
      contatti: z.strictObject({ email: emailSchema, telefono: italianPhoneSchema }),
      // spec 5: the title types offered depend on the offer's tipoContrattoOfferta
      titolo: choice(titoli as [string, ...string[]]),
    }),
  });
}

export const indirizzoFornituraSchema = z.strictObject({
  indirizzo: z.strictObject({
    toponimo: requiredText(20),
    via: requiredText(120),
    civico: requiredText(20),
    cap: capSchema,
    comune: requiredText(80),
    provincia: provinciaSchema,
  }),
});

function datiTecniciLuce(ctx: StepContext) {
  return z.strictObject({
    commodity: z.literal('LUCE'),
    pod: podSchema,
    potenzaImpegnataKw: potenzaKwSchema,
    tensione: choice(TENSIONI),
    // spec 5: electricity uses by contract type
    usoLuce: choice(usiLuceAmmessi(ctx.tipoContratto) as [string, ...string[]]),
    residente: ctx.tipoContratto === 'DOMESTICO' ? z.boolean() : z.boolean().optional(),
  });
}

function datiTecniciGas(ctx: StepContext) {
  const usi = usiGasAmmessi(ctx.tipoContratto);
  return z.strictObject({
    commodity: z.literal('GAS'),
    pdr: pdrSchema,
    // spec 5: gas uses by contract type
    usoGas: usi.length ? choice(usi as [string, ...string[]]) : z.never({ error: 'validation.not_allowed' }),
    categoriaUsoGas: choice(CATEGORIE_USO_GAS),
    profiloSettimanale: choice(PROFILI_SETTIMANALI),
    residente: ctx.tipoContratto === 'DOMESTICO' ? z.boolean() : z.boolean().optional(),
  });
}

/** One entry per supply of the offer, in the offer's commodity order (dual: LUCE then GAS). */
function perCommodity(ctx: StepContext, luce: z.ZodType, gas: z.ZodType) {
  const items = ctx.commodities.map((c) => (c === 'LUCE' ? luce : gas));
  return z.strictObject({
    forniture: z.tuple(items as unknown as [z.ZodType, ...z.ZodType[]]),
  });
}

export function datiTecniciSchema(ctx: StepContext) {
  return perCommodity(ctx, datiTecniciLuce(ctx), datiTecniciGas(ctx));
}

/**
 * domain.md datiTecniciOperazione: the point and its technical data come from the registry or the
 * customer's supply; the customer confirms them and changes what the operation allows. A product
 * change keeps power and voltage (changing them is a separate request to the distributor), so those
 * fields are not part of its data at all.
 */
export function datiTecniciOperazioneSchema(ctx: StepContext) {
  const luce = datiTecniciLuce(ctx).omit({ pod: true });
  const gas = datiTecniciGas(ctx).omit({ pdr: true });
  const luceOp =
    ctx.operazione === 'CAMBIO_PRODOTTO' ? luce.omit({ potenzaImpegnataKw: true, tensione: true }) : luce;
  return perCommodity(ctx, luceOp, gas);
}

/** datiFornitura: the POD / PDR of each supply of the offer, looked up in the registry. */
export function datiFornituraSchema(ctx: StepContext) {
  return perCommodity(
    ctx,
    z.strictObject({ commodity: z.literal('LUCE'), pod: podSchema }),
    z.strictObject({ commodity: z.literal('GAS'), pdr: pdrSchema }),
  );
}

/**
 * ricercaCliente: already a customer? A product change is for customers only; an activation may be
 * either. The customer code or the codice fiscale / partita IVA finds the customer.
 */
export function ricercaClienteSchema(ctx: StepContext) {
  const esistente = z.strictObject({ giaCliente: z.literal(true), identificativo: customerIdentifierSchema });
  if (ctx.operazione === 'CAMBIO_PRODOTTO') return esistente;
  return z.discriminatedUnion('giaCliente', [z.strictObject({ giaCliente: z.literal(false) }), esistente], {
    error: () => 'validation.required',
  });
}

const codiceFornituraSchema = z
  .string()
  .overwrite(normalizeCodice)
  .regex(CODICE_FORNITURA, { error: 'validation.choice' });

/** selezioneFornitura: the customer's supplies to move (one per commodity); none: "not listed". */
export const selezioneFornituraSchema = z.strictObject({
  codiciFornitura: z.array(codiceFornituraSchema).max(2),
});

/** sceltaOperazione: the operation that fits the supply point; the server offers which. */
export const sceltaOperazioneSchema = z.strictObject({ operazione: choice(OPERAZIONI) });

export const modalitaInvioBollettaSchema = z.strictObject({
  invioBolletta: z.discriminatedUnion('modalita', [
    z.strictObject({ modalita: z.literal('EMAIL'), email: emailSchema }),
    z.strictObject({ modalita: z.literal('CARTACEO') }),
  ]),
});

export const metodoPagamentoSchema = z.strictObject({
  pagamento: z.discriminatedUnion('metodo', [
    z.strictObject({
      metodo: z.literal(METODI_PAGAMENTO[0]),
      iban: sepaIbanSchema,
      // the account holder when not the customer (SEPA mandates name the debtor)
      intestatarioConto: persona().optional(),
    }),
    z.strictObject({ metodo: z.literal(METODI_PAGAMENTO[1]) }),
  ]),
});

/** Consents can also be sent with Next; the server then checks every mandatory one is accepted. */
export const accettazioneCondizioniSchema = z.strictObject({
  condizioni: z.record(z.string().max(40), z.boolean()).optional(),
});

/** Gas (domain.md verificaRemi): the REMI code of the bill, checked against the supply's comune. */
export const verificaRemiSchema = z.strictObject({ codiceRemi: codiceRemiSchema });

export const emptyStepSchema = z.strictObject({});

// Fast flow (spec 4, domain.md): the values read from an uploaded bill, confirmed or corrected by the
// customer on fewer screens. The same rules as the screens they replace.

/** datiAnagraficiEstratti: the holder and the supply address of the bill, on one screen. */
export function datiAnagraficiEstrattiSchema(ctx: StepContext) {
  return datiAnagraficiSchema(ctx).extend(indirizzoFornituraSchema.shape);
}

/** invioBollettaPagamento: bill delivery and payment on one screen. */
export const invioBollettaPagamentoSchema = modalitaInvioBollettaSchema.extend(metodoPagamentoSchema.shape);

/** The schema of the data a step's Next carries, or null when the step has no Next (firma, terminals). */
export function stepDataSchema(step: StepName, ctx: StepContext): z.ZodType | null {
  switch (step) {
    case 'datiAnagrafici':
      return datiAnagraficiSchema(ctx);
    case 'indirizzoFornitura':
      return indirizzoFornituraSchema;
    case 'datiTecnici':
      return datiTecniciSchema(ctx);
    case 'modalitaInvioBolletta':
      return modalitaInvioBollettaSchema;
    case 'metodoPagamento':
      return metodoPagamentoSchema;
    case 'accettazioneCondizioni':
      return accettazioneCondizioniSchema;
    case 'verificaRemi':
      return verificaRemiSchema;
    case 'datiAnagraficiSubentrante':
      return datiAnagraficiSchema(ctx);
    case 'datiAnagraficiEstratti':
      return datiAnagraficiEstrattiSchema(ctx);
    case 'datiTecniciEstratti':
      return datiTecniciSchema(ctx);
    case 'invioBollettaPagamento':
      return invioBollettaPagamentoSchema;
    case 'datiFornitura':
      return datiFornituraSchema(ctx);
    case 'datiTecniciOperazione':
      return datiTecniciOperazioneSchema(ctx);
    case 'ricercaCliente':
      return ricercaClienteSchema(ctx);
    case 'selezioneFornitura':
      return selezioneFornituraSchema;
    case 'sceltaOperazione':
      return sceltaOperazioneSchema;
    case 'riepilogo':
    case 'caricamentoAllegati':
    case 'verificaOtpCliente':
    case 'subentroFornituraAttiva':
      return emptyStepSchema;
    default:
      return null;
  }
}
