import { pointsContesto } from '../points-view';
import { defineStep } from './define-step';

// fornituraNonTrovata (domain.md SUBENTRO, VOLTURA): the point is not in the registry; the flow ends
// here, showing the codes looked up.

export const fornituraNonTrovata = defineStep({
  name: 'fornituraNonTrovata',
  when: { label: 'point not in the registry', test: (f) => f.variabili.esitoFornitura === 'NON_TROVATA' },
  ends: true,
  contesto: pointsContesto,
});
