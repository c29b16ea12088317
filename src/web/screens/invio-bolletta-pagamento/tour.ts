import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.invio_bolletta_pagamento).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.invio_bolletta_pagamento.heading.title',
    description: 'tour.invio_bolletta_pagamento.heading.description',
  },
  {
    element: field('invioBolletta.modalita'),
    title: 'tour.modalita_invio_bolletta.delivery.title',
    description: 'tour.modalita_invio_bolletta.delivery.description',
  },
  {
    element: field('pagamento.metodo'),
    title: 'tour.metodo_pagamento.method.title',
    description: 'tour.metodo_pagamento.method.description',
  },
  ...FORM_END,
];
