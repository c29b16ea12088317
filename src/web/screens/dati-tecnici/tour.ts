import { FORM_END, fieldStep, headingStep, SUPPLY_CODES } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_tecnici).
export const tour: TourStep[] = [
  headingStep('dati_tecnici'),
  ...SUPPLY_CODES,
  fieldStep('dati_tecnici.power', 'forniture.0.potenzaImpegnataKw'),
  ...FORM_END,
];
