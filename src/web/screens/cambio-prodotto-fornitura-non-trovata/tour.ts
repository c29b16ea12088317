import { BACK_STEP, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.cambio_prodotto_non_trovata).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.cambio_prodotto_non_trovata.heading.title',
    description: 'tour.cambio_prodotto_non_trovata.heading.description',
  },
  BACK_STEP,
];
