import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.metodo_pagamento).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.metodo_pagamento.heading.title',
    description: 'tour.metodo_pagamento.heading.description',
  },
  {
    element: field('pagamento.metodo'),
    title: 'tour.metodo_pagamento.method.title',
    description: 'tour.metodo_pagamento.method.description',
  },
  ...FORM_END,
];
