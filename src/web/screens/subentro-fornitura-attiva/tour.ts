import { FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.subentro_fornitura_attiva).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.subentro_fornitura_attiva.heading.title',
    description: 'tour.subentro_fornitura_attiva.heading.description',
  },
  {
    element: '#attiva-options',
    title: 'tour.subentro_fornitura_attiva.options.title',
    description: 'tour.subentro_fornitura_attiva.options.description',
  },
  ...FORM_END,
];
