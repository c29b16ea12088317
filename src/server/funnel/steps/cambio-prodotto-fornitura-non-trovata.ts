import { pointsContesto } from '../points-view';
import { defineStep } from './define-step';

// cambioProdottoFornituraNonTrovata (domain.md CAMBIO_PRODOTTO): the code typed is not among the
// customer's supplies; the flow ends here.

export const cambioProdottoFornituraNonTrovata = defineStep({
  name: 'cambioProdottoFornituraNonTrovata',
  when: {
    label: "not among the customer's supplies",
    test: (f) => f.variabili.esitoFornitura === 'NON_TROVATA_CLIENTE',
  },
  ends: true,
  contesto: pointsContesto,
});
