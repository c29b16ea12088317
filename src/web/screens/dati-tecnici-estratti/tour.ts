import { FORM_END, headingStep, SUPPLY_CODES } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_tecnici_estratti).
export const tour: TourStep[] = [headingStep('dati_tecnici_estratti'), ...SUPPLY_CODES, ...FORM_END];
