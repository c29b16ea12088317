import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_anagrafici).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.dati_anagrafici.heading.title',
    description: 'tour.dati_anagrafici.heading.description',
  },
  {
    element: field('intestatario.anagrafica.tipo'),
    title: 'tour.dati_anagrafici.holder_type.title',
    description: 'tour.dati_anagrafici.holder_type.description',
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
  {
    element: field('intestatario.titolo'),
    title: 'tour.dati_anagrafici.title_type.title',
    description: 'tour.dati_anagrafici.title_type.description',
  },
  ...FORM_END,
];
