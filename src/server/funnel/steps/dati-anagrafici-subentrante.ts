import { datiAnagraficiSchema } from '../../../shared/schemas/steps-holder';
import { normalizeCodiceFiscale } from '../../../shared/validation/codice-fiscale';
import { validationError } from '../../errors';
import { findSupplyPoint } from '../../services/adapters/registry/registry';
import { runCreditCheck } from '../credit-check';
import { pdpOf } from '../supply-points';
import type { StepEnv, StepState } from './define-step';
import { defineStep } from './define-step';
import { withHolder } from './dati-anagrafici';

// datiAnagraficiSubentrante (domain.md VOLTURA): the new holder of a point that keeps running, with the
// data datiAnagrafici asks; the new holder cannot be the one the point already has.

async function checkNewHolder(_data: unknown, s: StepState, env: StepEnv): Promise<StepState> {
  const a = s.proposta.intestatario.anagrafica;
  const mine = [a?.codiceFiscale, a?.partitaIva]
    .filter((c): c is string => !!c)
    .map((c) => normalizeCodiceFiscale(c));
  for (const f of s.proposta.forniture) {
    const point = await findSupplyPoint(env.tx, pdpOf(f) ?? '');
    if (point?.intestatario && mine.includes(normalizeCodiceFiscale(point.intestatario))) {
      const field =
        a?.tipo === 'PG' ? 'intestatario.anagrafica.partitaIva' : 'intestatario.anagrafica.codiceFiscale';
      throw validationError({ [field]: 'validation.already_holder' });
    }
  }
  return s;
}

export const datiAnagraficiSubentrante = defineStep({
  name: 'datiAnagraficiSubentrante',
  draft: 'intestatario',
  next: {
    schema: datiAnagraficiSchema,
    write: (data, proposta) => withHolder(proposta, data.intestatario),
    leave: [checkNewHolder, runCreditCheck],
  },
});
