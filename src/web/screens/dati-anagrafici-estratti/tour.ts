import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_anagrafici_estratti).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.dati_anagrafici_estratti.heading.title',
    description: 'tour.dati_anagrafici_estratti.heading.description',
  },
  {
    element: field('intestatario.anagrafica.codiceFiscale'),
    title: 'tour.dati_anagrafici.fiscal_code.title',
    description: 'tour.dati_anagrafici.fiscal_code.description',
  },
  {
    element: field('indirizzo.via'),
    title: 'tour.dati_anagrafici_estratti.address.title',
    description: 'tour.dati_anagrafici_estratti.address.description',
  },
  ...FORM_END,
];
