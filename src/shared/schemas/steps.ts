import type { z } from 'zod';
import type { StepName } from '../domain';
import type { StepContext } from './steps-common';
import { accettazioneCondizioniSchema, emptyStepSchema } from './steps-common';
import { datiAnagraficiEstrattiSchema, datiAnagraficiSchema } from './steps-holder';
import {
  invioBollettaPagamentoSchema,
  metodoPagamentoSchema,
  modalitaInvioBollettaSchema,
} from './steps-billing';
import { ricercaClienteSchema, sceltaOperazioneSchema, selezioneFornituraSchema } from './steps-customer';
import {
  datiFornituraSchema,
  datiTecniciOperazioneSchema,
  datiTecniciSchema,
  indirizzoFornituraSchema,
  verificaRemiSchema,
} from './steps-supply';

// One schema per step's data (style.md: one contract, validated twice). The form validates with it
// through zodResolver, the server with the same function before applying the data to the proposal.
// The schemas live in steps-*.ts by group, which the screens import directly, so each screen's chunk
// carries only its own validators (libphonenumber and ibantools are large; docs/performance.md);
// this module is the server's registry of them all.

export type { StepContext } from './steps-common';
export { accettazioneCondizioniSchema, emptyStepSchema } from './steps-common';
export { datiAnagraficiEstrattiSchema, datiAnagraficiSchema } from './steps-holder';
export {
  invioBollettaPagamentoSchema,
  metodoPagamentoSchema,
  modalitaInvioBollettaSchema,
} from './steps-billing';
export { ricercaClienteSchema, sceltaOperazioneSchema, selezioneFornituraSchema } from './steps-customer';
export {
  datiFornituraSchema,
  datiTecniciOperazioneSchema,
  datiTecniciSchema,
  indirizzoFornituraSchema,
  verificaRemiSchema,
} from './steps-supply';

// zod compiles a schema the first time it parses with it: built anew for every Next, the schemas that
// depend on the sale cost the server that compilation each time (a tenth of POST next's CPU in the
// profile of bench/api.ts). They depend on the step and the context alone, so each is built once.
const built = new Map<string, z.ZodType | null>();

/** The schema of the data a step's Next carries, or null when the step has no Next (firma, terminals). */
export function stepDataSchema(step: StepName, ctx: StepContext): z.ZodType | null {
  const key = `${step}|${ctx.tipoContratto}|${ctx.commodities.join(',')}|${ctx.operazione ?? ''}`;
  let schema = built.get(key);
  if (schema === undefined) built.set(key, (schema = buildStepSchema(step, ctx)));
  return schema;
}

function buildStepSchema(step: StepName, ctx: StepContext): z.ZodType | null {
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
