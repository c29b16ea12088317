import { FORM_END, fieldStep, headingStep, HOLDER_IDENTITY } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_anagrafici).
export const tour: TourStep[] = [
  headingStep('dati_anagrafici'),
  fieldStep('dati_anagrafici.holder_type', 'intestatario.anagrafica.tipo'),
  ...HOLDER_IDENTITY,
  fieldStep('dati_anagrafici.title_type', 'intestatario.titolo'),
  ...FORM_END,
];
