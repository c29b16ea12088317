import { field, FORM_END, HEADING } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.verifica_otp_cliente).
export const tour: TourStep[] = [
  {
    element: HEADING,
    title: 'tour.verifica_otp_cliente.heading.title',
    description: 'tour.verifica_otp_cliente.heading.description',
  },
  {
    element: field('otp'),
    title: 'tour.verifica_otp_cliente.code.title',
    description: 'tour.verifica_otp_cliente.code.description',
  },
  ...FORM_END,
];
