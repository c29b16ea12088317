import { driver } from 'driver.js';
import type { Config, DriveStep, Driver, PopoverDOM, State } from 'driver.js';
import driverStyles from 'driver.js/dist/driver.css?inline';
import type { i18n } from 'i18next';
import tourStyles from './tour.css?inline';
import { findTour, loadTour } from './tour-registry';
import { firstVisitTour } from './tour-step';

// The tour itself, loaded only when one runs (issue 6): driver.js, its stylesheet and ours, and the
// texts of the current language. driver.js draws the popover; this module makes it ours: texts in
// the current language (also after a language change), brand colours, a dialog named by its title
// with focus on its main button, focus back on the step's heading when it closes, and it gets out
// of the way as soon as the customer types in, or moves to, a field it does not point at.

const NS = 'tour';

/** What the shell lends the tour: the app's i18next, the texts' loader and the field rules. */
export type TourDeps = {
  i18n: i18n;
  /** adds the tour's texts of a language to i18next (namespace `tour`) */
  loadTexts(lng: string): Promise<void>;
  isFormField(el: Element | null): boolean;
  isTypingKey(key: string): boolean;
  onEnd(): void;
};

/** driver.js writes its texts as HTML: ours are text. */
function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isShown(el: Element): boolean {
  return el.getClientRects().length > 0;
}

function injectStyles(): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.tour = '';
  style.textContent = `${driverStyles}\n${tourStyles}`;
  document.head.append(style);
  return style;
}

/** driver.js marks the highlighted element as a popup trigger, which a heading or a field is not. */
function stripPopupAttributes(el: Element | undefined) {
  el?.removeAttribute('aria-haspopup');
  el?.removeAttribute('aria-expanded');
  el?.removeAttribute('aria-controls');
}

/** The popover as a labelled dialog: an h2 title, our close label, Tab order prev, next, close. */
function shapePopover(popover: PopoverDOM, closeLabel: string) {
  const title = document.createElement('h2');
  title.id = popover.title.id;
  title.className = popover.title.className;
  title.innerHTML = popover.title.innerHTML;
  title.style.display = popover.title.style.display;
  popover.title.replaceWith(title);
  popover.footer.setAttribute('role', 'none');
  popover.closeButton.setAttribute('aria-label', closeLabel);
  popover.wrapper.append(popover.closeButton);
  // driver.js focuses the first button once this returns; the main one is Next (or Done)
  queueMicrotask(() => popover.nextButton.focus());
}

/**
 * Brings the element into the part of the window nothing covers: driver.js scrolls only what is
 * outside the window, but the cookie banner (and the chat launcher) sit over its bottom and reserve
 * that room as the root's scroll-padding, which scrollIntoView respects.
 */
function bringIntoView(el: Element | undefined, smooth: boolean) {
  if (!el) return;
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  const box = el.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  el.scrollIntoView({
    block: box.height > bottom - top ? 'start' : 'center',
    behavior: smooth ? 'smooth' : 'auto',
  });
}

export type TourHandle = {
  /** ends the tour; `restoreFocus` false leaves the focus where it is (the screen moved on) */
  close(restoreFocus?: boolean): void;
};

/**
 * Runs the tour of `screen` (a brand's own screen falls back to the generic one's) over the steps
 * whose element is on the page; null when there is none. `short`: the first visit's tour.
 */
export async function runTour(
  screen: string,
  brand: string,
  deps: TourDeps,
  short = false,
): Promise<TourHandle | null> {
  const { i18n: i18next, loadTexts, isFormField, isTypingKey, onEnd } = deps;
  const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, { ns: NS, ...values });
  /** What a step highlights: the element, or, for a form control, its whole field (label, hint, error). */
  function resolveTarget(selector: string): HTMLElement | null {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return null;
    const target = isFormField(el) ? (el.closest<HTMLElement>('.field') ?? el) : el;
    return isShown(target) ? target : null;
  }

  const folder = findTour(screen, brand);
  const all = folder ? loadTour(folder) : [];
  const steps = short && all.length ? firstVisitTour(all) : all;
  await loadTexts(i18next.language);
  const shown = steps.filter((s) => resolveTarget(s.element));
  if (!shown.length) return null;

  const style = injectStyles();
  const heading = () => document.querySelector<HTMLElement>('#step-title');
  const overlay = getComputedStyle(document.documentElement).getPropertyValue('--brand-text').trim();
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

  function driveSteps(): DriveStep[] {
    return shown.map((s, i) => ({
      element: () => resolveTarget(s.element) ?? heading() ?? document.body,
      popover: {
        title: escape(t(s.title)),
        description: escape(t(s.description)),
        side: s.side ?? 'bottom',
        align: 'start',
        progressText: escape(t('tour.controls.progress', { current: i + 1, total: shown.length })),
        // the last step's Next is Done (a step's own text would hide driver.js's doneBtnText)
        nextBtnText: escape(t(i === shown.length - 1 ? 'tour.controls.done' : 'tour.controls.next')),
        prevBtnText: escape(t('tour.controls.previous')),
      },
    }));
  }

  const state = () => tour.getState() as State;

  /** Ends the tour, giving the focus to `focusAfter` (driver.js would give it back to the last button). */
  function end(focusAfter: Element | undefined) {
    state().__activeOnDestroyed = focusAfter;
    tour.destroy();
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('input', onInput, true);
    i18next.off('languageChanged', onLanguage);
    style.remove();
    onEnd();
  }

  const inPopover = (el: EventTarget | null) => el instanceof Element && !!el.closest('.driver-popover');
  // a field the customer moves to, unless it is the one the tour shows, or typing anywhere: the
  // tour closes and the field keeps the focus (issue 6: never covering a field being typed in)
  const onFocusIn = (e: FocusEvent) => {
    const field = e.target as Element;
    if (inPopover(field) || !isFormField(field)) return;
    if (tour.getActiveElement()?.contains(field)) return;
    end(field);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!inPopover(e.target) && isFormField(e.target as Element) && isTypingKey(e.key)) {
      end(e.target as Element);
    }
  };
  const onInput = (e: Event) => {
    if (!inPopover(e.target)) end(e.target as Element);
  };
  const onLanguage = (lng: string) => {
    void loadTexts(lng).then(() => {
      if (!tour.isActive()) return;
      const index = tour.getActiveIndex() ?? 0;
      tour.setConfig({ ...tour.getConfig(), steps: driveSteps() });
      tour.moveTo(index);
    });
  };

  const config: Config = {
    steps: driveSteps(),
    animate: !reducedMotion,
    smoothScroll: !reducedMotion,
    showProgress: true,
    allowClose: true,
    overlayColor: overlay || '#000',
    overlayOpacity: 0.55,
    stagePadding: 6,
    stageRadius: 8,
    popoverOffset: 12,
    popoverClass: 'tour-popover',
    onPopoverRender: (popover) => shapePopover(popover, t('tour.controls.close')),
    onHighlightStarted: (el) => {
      bringIntoView(el, false);
      queueMicrotask(() => stripPopupAttributes(el));
    },
    onHighlighted: (el) => {
      stripPopupAttributes(el);
      document.querySelector('.driver-overlay')?.setAttribute('aria-hidden', 'true');
    },
    // Escape, the close button, the overlay or Done: back to the step's heading
    onDestroyStarted: () => end(heading() ?? undefined),
  };
  const tour: Driver = driver(config);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('input', onInput, true);
  i18next.on('languageChanged', onLanguage);
  tour.drive();

  return {
    close(restoreFocus = true) {
      if (tour.isActive()) end(restoreFocus ? (heading() ?? undefined) : undefined);
    },
  };
}
