import i18next from 'i18next';
import type { BusyCounter } from '../shell/busy';
import type { TourHandle } from './run-tour';
import { isFormField, isTypingKey } from './when-to-show';

// One tour at a time. Everything heavy (driver.js, its CSS, the screens' steps, the texts) is
// imported here on demand, so this module, the seen store and the help button are all of the tour
// that loads with the shell. run-tour.ts gets i18next, the texts' loader and the field rules from
// here rather than importing them (and makes no dynamic import of its own): the bundler then keeps
// them where they are instead of splitting shared chunks off what loads before the first screen.

const texts = import.meta.glob<Record<string, unknown>>('../../shared/locales/*/tour.json', {
  import: 'default',
});

async function loadTexts(lng: string): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'tour')) return;
  const load = texts[`../../shared/locales/${lng}/tour.json`];
  if (load) i18next.addResourceBundle(lng, 'tour', await load(), true, true);
}

let seq = 0;
let current: TourHandle | null = null;

/**
 * Opens the tour of a screen (its folder) under a brand, closing any other; true when it showed.
 * `short`: the first visit's tour (tour-step.ts firstVisitTour).
 */
export async function openTour(screen: string, brand: string, short = false): Promise<boolean> {
  closeTour(false);
  const mine = ++seq;
  const { runTour } = await import('./run-tour');
  if (mine !== seq) return false;
  const handle = await runTour(
    screen,
    brand,
    {
      i18n: i18next,
      loadTexts,
      isFormField,
      isTypingKey,
      onEnd: () => {
        if (current === handle) current = null;
      },
    },
    short,
  );
  if (mine !== seq) {
    // closed or replaced while its texts loaded
    handle?.close(false);
    return false;
  }
  current = handle;
  return handle !== null;
}

/** Ends the open tour, if any; `restoreFocus` false when the screen is going away. */
export function closeTour(restoreFocus = true): void {
  seq += 1;
  const open = current;
  current = null;
  open?.close(restoreFocus);
}

/**
 * Calls `ready` once the screen is settled: the busy overlay gone, the step's heading on the page,
 * no alert open, and nothing changing for a moment (the screen's own effects have run). Returns a
 * function that stops waiting.
 */
export function whenScreenSettled(busy: BusyCounter, ready: () => void, quietMs = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = () =>
    !busy.get().visible && !!document.getElementById('step-title') && !document.querySelector('dialog[open]');
  const check = () => {
    clearTimeout(timer);
    if (!settled()) return;
    timer = setTimeout(() => {
      if (!settled()) return;
      stop();
      ready();
    }, quietMs);
  };
  const unsubscribe = busy.subscribe(check);
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  check();
  function stop() {
    clearTimeout(timer);
    unsubscribe();
    observer.disconnect();
  }
  return stop;
}
