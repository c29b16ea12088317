import type { BusyCounter } from '../shell/busy';
import { loadTour } from './tour-registry';
import type { TourHandle } from './run-tour';

// One tour at a time. Everything heavy (driver.js, its CSS, the steps, the texts) is imported here
// on demand, so this module and the help button are all of the tour that loads with the shell.

let seq = 0;
let current: TourHandle | null = null;

/** Opens a screen's tour (closing any other); resolves true when it showed. */
export async function openTour(folder: string): Promise<boolean> {
  closeTour(false);
  const mine = ++seq;
  const [{ runTour }, steps] = await Promise.all([import('./run-tour'), loadTour(folder)]);
  if (mine !== seq) return false;
  const handle = await runTour(steps, () => {
    if (current === handle) current = null;
  });
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
