import { useCallback, useEffect } from 'react';
import type { BusyCounter } from '../shell/busy';
import { loadScreen } from '../shell/screen-registry';
import { hasSeenTour, markTourSeen } from './seen-store';
import { closeTour, openTour, whenScreenSettled } from './tour-controller';
import { findTour } from './tour-registry';
import { shouldAutoShow } from './when-to-show';

/**
 * The current screen's tour (issue 6): shown by itself on a first visit, the first time the screen
 * appears and once the busy overlay is gone; closed when the screen changes. Returns the replay
 * for the page header's help button, or null when the screen has no tour.
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
  const folder = stepName && brand ? findTour(loadScreen(stepName, brand).folder, brand) : null;

  useEffect(() => {
    if (!folder) return;
    const stop = firstTime
      ? whenScreenSettled(busy, () => {
          const show = shouldAutoShow({
            firstTime,
            hasTour: true,
            seen: hasSeenTour(folder),
            focused: document.activeElement,
          });
          if (show) void openTour(folder).then((shown) => shown && markTourSeen(folder));
        })
      : () => undefined;
    return () => {
      stop();
      closeTour(false);
    };
  }, [folder, firstTime, busy]);

  const replay = useCallback(() => {
    if (folder) void openTour(folder);
  }, [folder]);
  return folder ? replay : null;
}
