import { FORM_END, headingStep, HOLDER_IDENTITY } from '../../tour/tour-step';
import type { TourStep } from '../../tour/tour-step';

// The guided tour of this screen (issue 6; texts in locales/<lang>/tour.json under tour.dati_anagrafici_subentrante).
export const tour: TourStep[] = [headingStep('dati_anagrafici_subentrante'), ...HOLDER_IDENTITY, ...FORM_END];
