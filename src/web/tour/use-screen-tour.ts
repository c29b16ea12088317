import { useCallback, useEffect } from 'react';
import type { BusyCounter } from '../shell/busy';
import { loadScreen } from '../shell/screen-registry';
import { hasSeenTour, markTourSeen } from './seen-store';
import { closeTour, openTour, whenScreenSettled } from './tour-controller';
import { shouldAutoShow } from './when-to-show';

/**
 * The current screen's tour (issue 6): shown by itself on a first visit, the first time the screen
 * appears and once the busy overlay is gone; closed when the screen changes. Returns the replay
 * for the page header's help button, or null while no screen shows. Every screen has a tour
 * (tour-registry.test.ts holds them to it), so which one is left to the lazily loaded side.
 */
export function useScreenTour({
  stepName,
  brand,
  firstTime,
  busy,
}: {
  stepName: string | null;
  brand: string | null;
  firstTime: boolean;
  busy: BusyCounter;
}): (() => void) | null {
  const folder = stepName && brand ? loadScreen(stepName, brand).folder : null;

  useEffect(() => {
    if (!folder || !brand) return;
    const stop = firstTime
      ? whenScreenSettled(busy, () => {
          const show = shouldAutoShow({
            firstTime,
            hasTour: true,
            seen: hasSeenTour(folder),
            focused: document.activeElement,
          });
          if (show) void openTour(folder, brand).then((shown) => shown && markTourSeen(folder));
        })
      : () => undefined;
    return () => {
      stop();
      closeTour(false);
    };
  }, [folder, brand, firstTime, busy]);

  const replay = useCallback(() => {
    if (folder && brand) void openTour(folder, brand);
  }, [folder, brand]);
  return folder ? replay : null;
}
