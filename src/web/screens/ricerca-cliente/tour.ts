import { field, FORM_END, HEADING, PROGRESS } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.ricerca_cliente).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.ricerca_cliente.heading.title',
    description: 'tour.ricerca_cliente.heading.description',
  },
  {
    element: field('giaCliente'),
    title: 'tour.ricerca_cliente.customer.title',
    description: 'tour.ricerca_cliente.customer.description',
  },
  {
    element: field('identificativo'),
    title: 'tour.ricerca_cliente.identifier.title',
    description: 'tour.ricerca_cliente.identifier.description',
  },
  { element: PROGRESS, title: 'tour.common.progress.title', description: 'tour.common.progress.description' },
  ...FORM_END,
];
