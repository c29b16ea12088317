import type { Proposta } from '../../../shared/schemas/proposta';
import { verificaRemiSchema } from '../../../shared/schemas/steps-supply';
import { remiComuni, remiServes } from '../../services/adapters/registry/registry';
import type { FieldErrors } from './define-step';
import { defineStep } from './define-step';

// verificaRemi (domain.md): the REMI code (city gate) of the gas bill; the gas supply's comune must be
// among those the code serves.

/** Whether a REMI code serves a comune: null when there is no such code. */
export type RemiServes = (remi: string, comune: string, provincia: string) => Promise<boolean | null>;

export async function checkRemi(remi: string, proposta: Proposta, serves: RemiServes): Promise<FieldErrors> {
  const address = proposta.forniture.find((f) => f.commodity === 'GAS')?.indirizzo;
  if (!address?.comune || !address.provincia) return {};
  const answer = await serves(remi, address.comune, address.provincia);
  if (answer === null) return { codiceRemi: 'validation.remi_unknown' };
  return answer ? {} : { codiceRemi: 'validation.remi_comune' };
}

export const verificaRemi = defineStep({
  name: 'verificaRemi',
  when: { label: 'gas supply', test: (f) => f.commodities.includes('GAS') },
  next: {
    schema: verificaRemiSchema,
    check: (data, { tx, sale }) =>
      checkRemi(data.codiceRemi, sale.vendita.proposta, async (remi, comune, provincia) =>
        (await remiComuni(tx, remi)) ? remiServes(tx, remi, comune, provincia) : null,
      ),
    write: (data, proposta) => ({
      ...proposta,
      forniture: proposta.forniture.map((f) =>
        f.commodity === 'GAS' ? { ...f, codiceRemi: data.codiceRemi } : f,
      ),
    }),
  },
});
