import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.indirizzo_fornitura).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.indirizzo_fornitura.heading.title',
    description: 'tour.indirizzo_fornitura.heading.description',
  },
  {
    element: field('indirizzo.via'),
    title: 'tour.indirizzo_fornitura.street.title',
    description: 'tour.indirizzo_fornitura.street.description',
  },
  {
    element: field('indirizzo.comune'),
    title: 'tour.indirizzo_fornitura.town.title',
    description: 'tour.indirizzo_fornitura.town.description',
  },
  ...FORM_END,
];
