import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_tecnici_operazione).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.dati_tecnici_operazione.heading.title',
    description: 'tour.dati_tecnici_operazione.heading.description',
  },
  {
    element: field('forniture.0.usoLuce', 'forniture.0.usoGas'),
    title: 'tour.dati_tecnici_operazione.use.title',
    description: 'tour.dati_tecnici_operazione.use.description',
  },
  ...FORM_END,
];
