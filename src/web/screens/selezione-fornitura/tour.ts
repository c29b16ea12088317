import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.selezione_fornitura).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.selezione_fornitura.heading.title',
    description: 'tour.selezione_fornitura.heading.description',
  },
  {
    element: field('codiciFornitura'),
    title: 'tour.selezione_fornitura.choice.title',
    description: 'tour.selezione_fornitura.choice.description',
  },
  ...FORM_END,
];
