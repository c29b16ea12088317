import { FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.accettazione_condizioni).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.accettazione_condizioni.heading.title',
    description: 'tour.accettazione_condizioni.heading.description',
  },
  {
    element: '[name^="condizioni."]',
    title: 'tour.accettazione_condizioni.choices.title',
    description: 'tour.accettazione_condizioni.choices.description',
  },
  ...FORM_END,
];
