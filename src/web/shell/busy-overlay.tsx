import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusyCounter } from './busy';

const BusyContext = createContext<BusyCounter | null>(null);

export function BusyProvider({ counter, children }: { counter: BusyCounter; children: ReactNode }) {
  return <BusyContext.Provider value={counter}>{children}</BusyContext.Provider>;
}

export function useBusy(): BusyCounter {
  const counter = useContext(BusyContext);
  if (!counter) throw new Error('useBusy outside BusyProvider');
  return counter;
}

/** Runs `work` under the overlay (with an optional message), however it ends. */
export async function whileBusy<T>(
  counter: BusyCounter,
  work: () => Promise<T>,
  message?: string,
): Promise<T> {
  const done = counter.begin(message);
  try {
    return await work();
  } finally {
    done();
  }
}

/** spec 2: full-screen, the brand's logo, an animation and an optional message. */
export function BusyOverlay({ logoUrl, brandName }: { logoUrl: string | null; brandName: string }) {
  const counter = useBusy();
  const state = useSyncExternalStore(counter.subscribe, counter.get);
  const { t } = useTranslation();
  if (!state.visible) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite" data-testid="busy-overlay">
      <div className="busy-overlay__box">
        {logoUrl ? (
          <img className="busy-overlay__logo" src={logoUrl} alt={brandName} width={200} height={48} />
        ) : null}
        <div className="busy-overlay__spinner" aria-hidden="true" />
        <p className="busy-overlay__message">{state.message ?? t('shell.loading')}</p>
      </div>
    </div>
  );
}
