import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Step } from '../../shared/schemas/api';
import { backBlockedReason, entryOf, lastShown, readEntry, writeEntry } from './step-history';

// Browser Back and Forward in the funnel (issue 16.1, step-history.ts for the entries). Back is the
// server's Back from the step shown, one per entry left, each after the one before (the moves' queue);
// a step the customer may not leave backwards stays, its entry pushed again, and says why; Back from
// the first step leaves the funnel as any page would (the dirty state's confirmation included).
// Forward never replays Next: it reads the step the server is on and shows it.

/** The outcome of one server Back: moved, refused (nothing before this step), or failed (alerted). */
export type BackOutcome = 'moved' | 'refused' | 'failed';

export function useStepHistory({
  uuid,
  taskId,
  shown,
  queue,
  serverBack,
  reread,
  show,
  backAllowed,
  onNotice,
}: {
  uuid: string;
  /** the taskId of the step shown: a new one is a new entry */
  taskId: string;
  /** the step shown now (the query cache), read when a queued move runs */
  shown(): Step;
  /** runs a move after the ones before it */
  queue(work: () => Promise<unknown>): Promise<unknown>;
  serverBack(): Promise<BackOutcome>;
  /** the step the server is on (GET), or null when it could not be read (alerted) */
  reread(): Promise<Step | null>;
  show(step: Step): void;
  /** the screen shown offers Back (StepLayout's canGoBack) */
  backAllowed(): boolean;
  /** a polite message under the progress (i18n key), null to clear it */
  onNotice(key: string | null): void;
}): { back(): Promise<void> } {
  const shownN = useRef(0);
  // how the next step shown enters the history: a Next adds an entry, Back and Forward rewrite theirs
  const mode = useRef<'push' | 'replace' | null>(null);
  // Backs queued before the funnel was left do nothing more
  const leaving = useRef(false);
  const started = useRef(false);
  const latest = useRef({ shown, queue, serverBack, reread, show, backAllowed, onNotice });
  useLayoutEffect(() => {
    latest.current = { shown, queue, serverBack, reread, show, backAllowed, onNotice };
  });

  const stay = useCallback(
    (fromBrowser: boolean) => {
      const step = latest.current.shown();
      // the browser has left this step's entry: it comes back, so Back is still Back next time
      if (fromBrowser) {
        shownN.current += 1;
        writeEntry('push', entryOf(uuid, step, shownN.current));
      }
      latest.current.onNotice(backBlockedReason(step.name));
    },
    [uuid],
  );

  /** `count` server Backs in a row, from the browser (entries already left) or the screen's button. */
  const backs = useCallback(
    async (count: number, fromBrowser: boolean) => {
      for (let i = 0; i < count && !leaving.current; i++) {
        const { shown: current, serverBack: goBack, backAllowed: allowed } = latest.current;
        const step = current();
        if (!allowed()) return stay(fromBrowser);
        if (step.progress.index <= 1 && fromBrowser) {
          // Back from the first step: to the page before the funnel's first entry
          leaving.current = true;
          window.history.go(-(shownN.current + 1));
          return;
        }
        mode.current = 'replace';
        const outcome = await goBack();
        if (outcome !== 'moved') mode.current = null;
        if (outcome === 'refused') return stay(fromBrowser);
        if (outcome === 'failed') return;
      }
    },
    [stay],
  );

  /** Forward, or a page restored from the browser's cache: show what the server has now. */
  const follow = useCallback(async () => {
    const step = await latest.current.reread();
    if (!step) return;
    if (step.taskId === latest.current.shown().taskId) {
      writeEntry('replace', entryOf(uuid, step, shownN.current));
      return;
    }
    mode.current = 'replace';
    latest.current.show(step);
  }, [uuid]);

  useEffect(() => {
    const step = latest.current.shown();
    if (!started.current) {
      started.current = true;
      const entry = readEntry(window.history.state, uuid);
      const last = lastShown(uuid);
      shownN.current = entry?.n ?? 0;
      writeEntry('replace', entryOf(uuid, step, shownN.current));
      // an entry of the page before a reload, reached with Back: that load is a Back
      if (entry && last !== null && entry.n < last) {
        void latest.current.queue(() => backs(last - entry.n, true));
      }
      return;
    }
    const how = mode.current ?? 'push';
    mode.current = null;
    if (how === 'push') shownN.current += 1;
    writeEntry(how, entryOf(uuid, step, shownN.current));
    latest.current.onNotice(null);
  }, [taskId, uuid, backs]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const entry = readEntry(event.state, uuid);
      if (!entry) return;
      // a Back pressed again after leaving did not happen (the confirmation answered "stay")
      leaving.current = false;
      const from = shownN.current;
      shownN.current = entry.n;
      if (entry.n < from) void latest.current.queue(() => backs(from - entry.n, true));
      else void latest.current.queue(follow);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void latest.current.queue(follow);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pageshow', onShow);
    };
  }, [uuid, backs, follow]);

  // the screen's Back button goes back in the browser's history too, when there is an entry to go to
  const back = useCallback(async () => {
    if (shownN.current > 0 && readEntry(window.history.state, uuid)) window.history.back();
    else await latest.current.queue(() => backs(1, false));
  }, [uuid, backs]);

  return { back };
}
