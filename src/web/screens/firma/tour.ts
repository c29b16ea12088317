import { field, HEADING, NEXT, SAVE_LATER } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.firma).
export const tour: TourStep[] = [
  { element: HEADING, title: 'tour.firma.heading.title', description: 'tour.firma.heading.description' },
  {
    element: '#offer-documents',
    title: 'tour.firma.documents.title',
    description: 'tour.firma.documents.description',
  },
  { element: field('otp'), title: 'tour.firma.code.title', description: 'tour.firma.code.description' },
  { element: NEXT, title: 'tour.firma.sign.title', description: 'tour.firma.sign.description', side: 'top' },
  {
    element: SAVE_LATER,
    title: 'tour.common.save_later.title',
    description: 'tour.common.save_later.description',
    side: 'top',
  },
];
