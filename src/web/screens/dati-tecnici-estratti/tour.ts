import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_tecnici_estratti).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.dati_tecnici_estratti.heading.title',
    description: 'tour.dati_tecnici_estratti.heading.description',
  },
  {
    element: field('forniture.0.pod'),
    title: 'tour.dati_tecnici.pod.title',
    description: 'tour.dati_tecnici.pod.description',
  },
  {
    element: field('forniture.0.pdr', 'forniture.1.pdr'),
    title: 'tour.dati_tecnici.pdr.title',
    description: 'tour.dati_tecnici.pdr.description',
  },
  ...FORM_END,
];
