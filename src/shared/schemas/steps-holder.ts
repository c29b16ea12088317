import { z } from 'zod';
import './zod-config';
import { TIPI_ANAGRAFICA } from '../domain';
import { tipiAnagraficaAmmessi, titoliAmmessi } from '../rules';
import { codiceFiscaleOrNumericSchema, emailSchema, partitaIvaSchema } from './fields';
import { italianPhoneSchema } from './phone-field';
import type { StepContext } from './steps-common';
import { choice, companyName, persona, personaShape, withOwnCodiceFiscale } from './steps-common';
import { indirizzoFornituraSchema } from './steps-supply';

// The holder's steps: datiAnagrafici (also datiAnagraficiSubentrante) and the fast flow's
// datiAnagraficiEstratti.

export function datiAnagraficiSchema(ctx: StepContext) {
  const tipi = tipiAnagraficaAmmessi(ctx.tipoContratto);
  const titoli = titoliAmmessi(ctx.tipoContratto);
  const pf = withOwnCodiceFiscale(z.strictObject({ tipo: z.literal('PF'), ...personaShape() }));
  const pg = z.strictObject({
    tipo: z.literal('PG'),
    ragioneSociale: companyName(),
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
      titolo: choice(titoli),
    }),
  });
}

// Fast flow (spec 4, domain.md): the values read from an uploaded bill, confirmed or corrected by the
// customer on fewer screens. The same rules as the screens they replace.

/** datiAnagraficiEstratti: the holder and the supply address of the bill, on one screen. */
export function datiAnagraficiEstrattiSchema(ctx: StepContext) {
  return datiAnagraficiSchema(ctx).extend(indirizzoFornituraSchema.shape);
}
