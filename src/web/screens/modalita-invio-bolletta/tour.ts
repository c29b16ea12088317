import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.modalita_invio_bolletta).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.modalita_invio_bolletta.heading.title',
    description: 'tour.modalita_invio_bolletta.heading.description',
  },
  {
    element: field('invioBolletta.modalita'),
    title: 'tour.modalita_invio_bolletta.delivery.title',
    description: 'tour.modalita_invio_bolletta.delivery.description',
  },
  ...FORM_END,
];
