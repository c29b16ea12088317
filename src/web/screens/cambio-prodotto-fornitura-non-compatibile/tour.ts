import { BACK_STEP, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.cambio_prodotto_non_compatibile).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.cambio_prodotto_non_compatibile.heading.title',
    description: 'tour.cambio_prodotto_non_compatibile.heading.description',
  },
  BACK_STEP,
];
