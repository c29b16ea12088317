import { HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.unknown).
export const tour: TourStep[] = [
  { element: HEADING, title: 'tour.unknown.heading.title', description: 'tour.unknown.heading.description' },
];
