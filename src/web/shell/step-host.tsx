import { useEffect, useLayoutEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { loadAllTexts, loadScreenTexts } from '../i18n/i18n';
import type { BusyCounter } from './busy';
import { loadScreen } from './screen-registry';

// Loads the current step's screen chunk under the busy overlay and attaches its stylesheet while it
// is mounted; the previous screen's stylesheet is removed before the next one loads (spec 2). The
// screen's texts load beside its chunk; once a screen shows, the texts of the others follow.

const STYLE_ATTR = 'data-screen-style';

function removeScreenStyles() {
  document.head.querySelectorAll(`style[${STYLE_ATTR}]`).forEach((el) => el.remove());
}

export function StepHost({
  stepKey,
  stepName,
  brand,
  busy,
  onLoadError,
  onShown,
}: {
  /** changes with every step the server gives (its taskId), so a screen remounts with fresh state */
  stepKey: string;
  stepName: string;
  brand: string;
  busy: BusyCounter;
  onLoadError(err: unknown): void;
  /** the screen is mounted, or failed to load */
  onShown?(): void;
}) {
  const { folder, load } = loadScreen(stepName, brand);
  const [loaded, setLoaded] = useState<{ folder: string; Component: ComponentType; styles: string } | null>(
    null,
  );

  useEffect(() => {
    let alive = true;
    removeScreenStyles();
    // the next screen starts at the top, as its focused h1 would scroll anyway: with the footer below
    // the fold, swapping screens moves nothing on screen (no layout shift)
    window.scrollTo?.(0, 0);
    const done = busy.begin();
    Promise.all([load(), loadScreenTexts(folder)])
      .then(([mod]) => {
        if (alive) setLoaded({ folder, Component: mod.default, styles: mod.styles ?? '' });
      })
      .catch((err: unknown) => {
        onShown?.();
        if (alive) onLoadError(err);
      })
      .finally(done);
    return () => {
      alive = false;
    };
    // a new screen loads only when the step maps to another folder
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [folder]);

  // the other screens' texts, once the overlay is down and the customer reads (docs/performance.md)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 0));
    const prefetch = () => {
      if (!busy.get().visible) idle(() => void loadAllTexts().catch(() => undefined));
    };
    prefetch();
    return busy.subscribe(prefetch);
  }, [busy]);

  useLayoutEffect(() => {
    if (!loaded) return;
    const style = document.createElement('style');
    style.setAttribute(STYLE_ATTR, loaded.folder);
    style.textContent = loaded.styles;
    document.head.append(style);
    onShown?.();
    return () => style.remove();
  }, [loaded, onShown]);

  if (!loaded || loaded.folder !== folder) return null;
  const { Component } = loaded;
  return <Component key={stepKey} />;
}
