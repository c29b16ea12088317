import { HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.credit_check_ko).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.credit_check_ko.heading.title',
    description: 'tour.credit_check_ko.heading.description',
  },
  {
    element: '.step a.button',
    title: 'tour.credit_check_ko.site.title',
    description: 'tour.credit_check_ko.site.description',
  },
];
