import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.scelta_operazione).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.scelta_operazione.heading.title',
    description: 'tour.scelta_operazione.heading.description',
  },
  {
    element: '#points-title',
    title: 'tour.scelta_operazione.points.title',
    description: 'tour.scelta_operazione.points.description',
  },
  {
    element: field('operazione'),
    title: 'tour.scelta_operazione.choice.title',
    description: 'tour.scelta_operazione.choice.description',
  },
  ...FORM_END,
];
