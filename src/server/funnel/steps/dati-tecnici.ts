import type { Fornitura, Proposta } from '../../../shared/schemas/proposta';
import { datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import { runCreditCheck } from '../credit-check';
import { lookupPoints } from '../point-lookup';
import { defineStep } from './define-step';

// datiTecnici (domain.md): each supply's point (POD / PDR) and technical data. Leaving it looks the
// points up (a ceased point or one under another holder leads to sceltaOperazione) and runs the credit
// check, now that the holder and address are known.

/** Each supply merged with the data given for it (same index), keeping its commodity. */
export function withSupplyData(proposta: Proposta, given: readonly Partial<Fornitura>[]): Proposta {
  return {
    ...proposta,
    forniture: proposta.forniture.map((f, i) => ({ ...f, ...given[i], commodity: f.commodity })),
  };
}

export const datiTecnici = defineStep({
  name: 'datiTecnici',
  draft: 'tecnici',
  next: {
    schema: datiTecniciSchema,
    write: (data, proposta) => withSupplyData(proposta, data.forniture),
    leave: [lookupPoints, runCreditCheck],
  },
});
