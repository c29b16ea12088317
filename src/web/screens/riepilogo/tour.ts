import { HEADING, NEXT, SAVE_LATER } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.riepilogo).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.riepilogo.heading.title',
    description: 'tour.riepilogo.heading.description',
  },
  {
    element: '#summary-offer',
    title: 'tour.riepilogo.offer.title',
    description: 'tour.riepilogo.offer.description',
  },
  {
    element: '.summary__edit',
    title: 'tour.riepilogo.edit.title',
    description: 'tour.riepilogo.edit.description',
  },
  {
    element: NEXT,
    title: 'tour.riepilogo.confirm.title',
    description: 'tour.riepilogo.confirm.description',
    side: 'top',
  },
  {
    element: SAVE_LATER,
    title: 'tour.common.save_later.title',
    description: 'tour.common.save_later.description',
    side: 'top',
  },
];
