import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { pointsWithOperations } from '../points-view';
import { defineStep } from './define-step';

// subentroFornituraAttiva (domain.md SUBENTRO): the point is still active under its holder, so a
// takeover does not fit; the screen explains it and Next leads to sceltaOperazione (a transfer).

export const subentroFornituraAttiva = defineStep({
  name: 'subentroFornituraAttiva',
  when: { label: 'point still active', test: (f) => f.variabili.esitoFornitura === 'ATTIVA' },
  next: { schema: emptyStepSchema },
  contesto: pointsWithOperations,
});
