import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusyCounter } from './busy';
import { focusHeading } from './return-focus';

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

/**
 * An inert page cannot take focus: what the work meant to focus meanwhile (the new screen's heading,
 * the first field the server refused) did not get it, and the element that had it lost it. When the
 * overlay lifts and the focus is nowhere: the new screen's heading, else the first field in error,
 * else where it was, else the heading.
 */
function useFocusAfterBusy(visible: boolean) {
  const before = useRef<{ heading: Element | null; focused: Element | null } | null>(null);
  useLayoutEffect(() => {
    if (visible) {
      before.current = { heading: document.getElementById('step-title'), focused: document.activeElement };
      return;
    }
    const was = before.current;
    before.current = null;
    const active = document.activeElement;
    if (!was || (active && active !== document.body)) return;
    const heading = document.getElementById('step-title');
    const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    const focused = was.focused instanceof HTMLElement && was.focused.isConnected ? was.focused : null;
    if (heading && heading !== was.heading) focusHeading();
    else if (invalid) invalid.focus();
    else if (focused && focused !== document.body) focused.focus();
    else focusHeading();
  }, [visible]);
}

/**
 * The page under the overlay: `inert` (Tab and the pointer cannot reach a control under it) and
 * `aria-busy` while the overlay shows.
 */
export function BusyScope({ children }: { children: ReactNode }) {
  const counter = useBusy();
  const { visible } = useSyncExternalStore(counter.subscribe, counter.get);
  useFocusAfterBusy(visible);
  return (
    <div className="page" inert={visible} aria-busy={visible}>
      {children}
    </div>
  );
}

/** spec 2: full-screen, the brand's logo, an animation and an optional message. */
export function BusyOverlay({ logoUrl, brandName }: { logoUrl: string | null; brandName: string }) {
  const counter = useBusy();
  const state = useSyncExternalStore(counter.subscribe, counter.get);
  const { t } = useTranslation();
  // the status region is in the page before its words: a region created with its text may go unread
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // its words come in a task after the empty region is in the page
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const message = state.message ?? t('shell.loading');
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="busy-status">
        {mounted && state.visible ? message : ''}
      </p>
      {state.visible ? (
        // what it says is said by the status region above, once
        <div className="busy-overlay" data-testid="busy-overlay" aria-hidden="true">
          <div className="busy-overlay__box">
            {logoUrl ? (
              <img className="busy-overlay__logo" src={logoUrl} alt={brandName} width={200} height={48} />
            ) : null}
            <div className="busy-overlay__spinner" />
            <p className="busy-overlay__message">{message}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
