import { useCallback, useEffect, useRef } from 'react';
import { isConsentBannerOpen, subscribeConsent } from '../analytics/consent';
import type { BusyCounter } from '../shell/busy';
import { loadScreen } from '../shell/screen-registry';
import { hasSeenAnyTour, hasSeenTour, markTourSeen } from './seen-store';
import { closeTour, openTour, whenScreenSettled } from './tour-controller';
import { shouldAutoShow } from './when-to-show';

/**
 * The guided tour (issues 6 and 16.3): by itself once per browser, a short tour of the first screen
 * of a customer's first visit, after the cookie banner is answered and once the busy overlay is
 * gone; every screen's whole tour from the page header's "?" (the returned replay, null while no
 * screen shows). A tour closes when the screen changes. Every screen has a tour
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
  // the screen the page opened on: the only one whose tour may show by itself
  const firstScreen = useRef<string | null>(null);
  if (folder) firstScreen.current ??= folder;

  useEffect(() => {
    if (!folder || !brand) return;
    const auto = firstTime && folder === firstScreen.current && !hasSeenAnyTour();
    let stopSettled: () => void = () => {};
    const start = () => {
      stopSettled = whenScreenSettled(busy, () => {
        const show = shouldAutoShow({
          firstTime,
          hasTour: true,
          seen: hasSeenTour(folder),
          focused: document.activeElement,
        });
        if (show) void openTour(folder, brand, true).then((shown) => shown && markTourSeen(folder));
      });
    };
    // the cookie banner first: the tour waits until it is answered, never standing over it
    let stopConsent: () => void = () => {};
    if (auto && isConsentBannerOpen()) {
      stopConsent = subscribeConsent(() => {
        if (isConsentBannerOpen()) return;
        stopConsent();
        start();
      });
    } else if (auto) start();
    return () => {
      stopConsent();
      stopSettled();
      closeTour(false);
    };
  }, [folder, brand, firstTime, busy]);

  const replay = useCallback(() => {
    if (folder && brand) void openTour(folder, brand);
  }, [folder, brand]);
  return folder ? replay : null;
}
