import { datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import { runCreditCheck } from '../credit-check';
import { lookupPoints } from '../point-lookup';
import { defineStep } from './define-step';
import { withSupplyData } from './dati-tecnici';

// datiTecniciEstratti (spec 4 fast flow): the points and technical data read from the bill, confirmed
// in place of datiTecnici; leaving it does what leaving datiTecnici does.

export const datiTecniciEstratti = defineStep({
  name: 'datiTecniciEstratti',
  next: {
    schema: datiTecniciSchema,
    write: (data, proposta) => withSupplyData(proposta, data.forniture),
    leave: [lookupPoints, runCreditCheck],
  },
});
