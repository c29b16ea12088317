import type { Proposta } from '../../../shared/schemas/proposta';
import { datiAnagraficiSchema } from '../../../shared/schemas/steps-holder';
import { defineStep } from './define-step';

// datiAnagrafici (domain.md): the holder (person or company, as the offer's contract type allows), their
// contacts and title. The form saves drafts of the holder as the customer types.

/** The holder replaced as a whole: a person who becomes a company keeps nothing of the person. */
export function withHolder(proposta: Proposta, intestatario: Proposta['intestatario']): Proposta {
  return { ...proposta, intestatario };
}

export const datiAnagrafici = defineStep({
  name: 'datiAnagrafici',
  draft: 'intestatario',
  next: {
    schema: datiAnagraficiSchema,
    write: (data, proposta) => withHolder(proposta, data.intestatario),
  },
});
