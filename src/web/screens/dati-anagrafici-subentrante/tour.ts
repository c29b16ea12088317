import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_anagrafici_subentrante).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.dati_anagrafici_subentrante.heading.title',
    description: 'tour.dati_anagrafici_subentrante.heading.description',
  },
  {
    element: field('intestatario.anagrafica.codiceFiscale'),
    title: 'tour.dati_anagrafici.fiscal_code.title',
    description: 'tour.dati_anagrafici.fiscal_code.description',
  },
  {
    element: field('intestatario.contatti.email'),
    title: 'tour.dati_anagrafici.contacts.title',
    description: 'tour.dati_anagrafici.contacts.description',
  },
  ...FORM_END,
];
