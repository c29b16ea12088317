import { datiTecniciOperazioneSchema } from '../../../shared/schemas/steps-supply';
import { runCreditCheck } from '../credit-check';
import { pointsContesto } from '../points-view';
import { defineStep } from './define-step';
import { withSupplyData } from './dati-tecnici';

// datiTecniciOperazione (domain.md): the technical data of a point that exists (registry or the
// customer's supply), confirmed and changed where the operation allows; leaving it runs the credit
// check (which a product change skips: the customer is already supplied).

export const datiTecniciOperazione = defineStep({
  name: 'datiTecniciOperazione',
  next: {
    schema: datiTecniciOperazioneSchema,
    write: (data, proposta) => withSupplyData(proposta, data.forniture),
    leave: [runCreditCheck],
  },
  contesto: pointsContesto,
});
