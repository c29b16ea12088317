import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.verifica_remi).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.verifica_remi.heading.title',
    description: 'tour.verifica_remi.heading.description',
  },
  {
    element: field('codiceRemi'),
    title: 'tour.verifica_remi.code.title',
    description: 'tour.verifica_remi.code.description',
  },
  ...FORM_END,
];
