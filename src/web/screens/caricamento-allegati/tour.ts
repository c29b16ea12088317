import { FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.caricamento_allegati).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.caricamento_allegati.heading.title',
    description: 'tour.caricamento_allegati.heading.description',
  },
  {
    element: 'input[type="file"]',
    title: 'tour.caricamento_allegati.upload.title',
    description: 'tour.caricamento_allegati.upload.description',
  },
  ...FORM_END,
];
