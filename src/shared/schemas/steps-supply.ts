import { z } from 'zod';
import './zod-config';
import { CATEGORIE_USO_GAS, PROFILI_SETTIMANALI, TENSIONI } from '../domain';
import { usiGasAmmessi, usiLuceAmmessi } from '../rules';
import { pdrSchema, podSchema, potenzaKwSchema } from './fields';
import { indirizzoCompletoSchema } from './indirizzo';
import { codiceRemiSchema } from './registry';
import type { StepContext } from './steps-common';
import { choice } from './steps-common';

// The supply's steps: address, technical data, supply points, REMI code.

export const indirizzoFornituraSchema = z.strictObject({ indirizzo: indirizzoCompletoSchema });

function datiTecniciLuce(ctx: StepContext) {
  return z.strictObject({
    commodity: z.literal('LUCE'),
    pod: podSchema,
    potenzaImpegnataKw: potenzaKwSchema,
    tensione: choice(TENSIONI),
    // spec 5: electricity uses by contract type
    usoLuce: choice(usiLuceAmmessi(ctx.tipoContratto)),
    residente: ctx.tipoContratto === 'DOMESTICO' ? z.boolean() : z.boolean().optional(),
  });
}

function datiTecniciGas(ctx: StepContext) {
  const usi = usiGasAmmessi(ctx.tipoContratto);
  return z.strictObject({
    commodity: z.literal('GAS'),
    pdr: pdrSchema,
    // spec 5: gas uses by contract type
    usoGas: usi.length ? choice(usi) : z.never({ error: 'validation.not_allowed' }),
    categoriaUsoGas: choice(CATEGORIE_USO_GAS),
    profiloSettimanale: choice(PROFILI_SETTIMANALI),
    residente: ctx.tipoContratto === 'DOMESTICO' ? z.boolean() : z.boolean().optional(),
  });
}

/** One entry per supply of the offer, in the offer's commodity order (dual: LUCE then GAS). */
function perCommodity<L extends z.ZodType, G extends z.ZodType>(ctx: StepContext, luce: L, gas: G) {
  const [first, ...rest] = ctx.commodities.map((c) => (c === 'LUCE' ? luce : gas));
  // every offer has one commodity at least (commoditiesOf)
  if (!first) throw new Error('an offer without commodities');
  const items: [L | G, ...(L | G)[]] = [first, ...rest];
  return z.strictObject({ forniture: z.tuple(items) });
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

/** Gas (domain.md verificaRemi): the REMI code of the bill, checked against the supply's comune. */
export const verificaRemiSchema = z.strictObject({ codiceRemi: codiceRemiSchema });
