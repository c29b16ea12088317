// A screen's guided tour (issue 6): its steps live beside the screen, in screens/<screen>/tour.ts,
// as `export const tour: TourStep[]`. Each step points at an element the screen already renders
// and names the i18n keys of its popover (namespace `tour`, locales/<lang>/tour.json).

export type TourStep = {
  /** CSS selector of what the step points at; a form control is shown with its whole field */
  element: string;
  /** i18n key of the popover's title */
  title: string;
  /** i18n key of the popover's text */
  description: string;
  /** where the popover goes, beside the element (default: below it) */
  side?: 'top' | 'bottom';
};

// Hooks every screen has through components/step-layout.tsx.
export const HEADING = '#step-title';
export const PROGRESS = '.progress';
export const NEXT = '.step__actions [type="submit"]';
export const BACK = '.step__actions > button[type="button"]';
export const SAVE_LATER = '.save-later';
export const HELP = '.help-button';

/** A form field by its name (the names are the API's field paths, so they are stable). */
export const field = (...names: string[]) => names.map((n) => `[name="${n}"]`).join(', ');

/** A screen's first step, on its heading: texts under tour.<screen>.heading. */
export const headingStep = (screen: string): TourStep => ({
  element: HEADING,
  title: `tour.${screen}.heading.title`,
  description: `tour.${screen}.heading.description`,
});

/** A step on a field (the first of `names` on the page): texts under tour.<key>. */
export const fieldStep = (key: string, ...names: string[]): TourStep => ({
  element: field(...names),
  title: `tour.${key}.title`,
  description: `tour.${key}.description`,
});

/** The supply's codes, on every screen that asks for them. */
export const SUPPLY_CODES: TourStep[] = [
  fieldStep('dati_tecnici.pod', 'forniture.0.pod'),
  fieldStep('dati_tecnici.pdr', 'forniture.0.pdr', 'forniture.1.pdr'),
];

/** The holder's codice fiscale and contacts, on every screen that asks for a holder. */
export const HOLDER_IDENTITY: TourStep[] = [
  fieldStep('dati_anagrafici.fiscal_code', 'intestatario.anagrafica.codiceFiscale'),
  fieldStep('dati_anagrafici.contacts', 'intestatario.contatti.email'),
];

/** The steps every form screen ends with: Next, then "Continua più tardi". */
export const FORM_END: TourStep[] = [
  {
    element: NEXT,
    title: 'tour.common.next.title',
    description: 'tour.common.next.description',
    side: 'top',
  },
  {
    element: SAVE_LATER,
    title: 'tour.common.save_later.title',
    description: 'tour.common.save_later.description',
    side: 'top',
  },
];

/** The step of a dead-end screen's Back button. */
export const BACK_STEP: TourStep = {
  element: BACK,
  title: 'tour.common.back.title',
  description: 'tour.common.back.description',
  side: 'top',
};

/**
 * The tour that shows by itself, once per browser (issue 16.3): the first screen's opening step,
 * where the progress is, and the "?" that shows any screen's guide. The rest only through the "?".
 */
export function firstVisitTour(screenSteps: TourStep[]): TourStep[] {
  return [
    ...screenSteps.slice(0, 1),
    {
      element: PROGRESS,
      title: 'tour.common.progress.title',
      description: 'tour.common.progress.description',
    },
    { element: HELP, title: 'tour.common.help.title', description: 'tour.common.help.description' },
  ];
}
