import { HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.congratulazioni).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.congratulazioni.heading.title',
    description: 'tour.congratulazioni.heading.description',
  },
  {
    element: '#next-steps',
    title: 'tour.congratulazioni.next_steps.title',
    description: 'tour.congratulazioni.next_steps.description',
  },
  {
    element: '#contract',
    title: 'tour.congratulazioni.contract.title',
    description: 'tour.congratulazioni.contract.description',
  },
];
