// spec 4 "Busy overlay": a reference count; shown at first start, hidden when the count reaches zero
// and it has been visible at least the minimum time (spec 9: about one second). Framework-free, so
// the timing rules are tested on their own.

export type BusyState = { visible: boolean; message: string | null };

export type BusyCounter = {
  /** One more piece of work; returns its `done`, which is safe to call twice. */
  begin(message?: string): () => void;
  get(): BusyState;
  subscribe(listener: () => void): () => void;
};

export function createBusyCounter(opts: {
  minMs: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
  /** spec 4: shown at first start */
  initiallyVisible?: boolean;
  /** when the initially visible overlay appeared (the page's own, painted before any script); default now */
  visibleSince?: number;
}): BusyCounter {
  const now = opts.now ?? (() => performance.now());
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  const messages: (string | null)[] = [];
  let count = 0;
  let shownAt = opts.visibleSince ?? now();
  let state: BusyState = { visible: opts.initiallyVisible ?? true, message: null };
  let hideTimer: unknown = null;

  const emit = (next: BusyState) => {
    if (next.visible === state.visible && next.message === state.message) return;
    state = next;
    listeners.forEach((l) => l());
  };
  const currentMessage = () => [...messages].reverse().find((m) => m) ?? null;

  function settle() {
    if (count > 0) return;
    const wait = Math.max(0, opts.minMs - (now() - shownAt));
    if (hideTimer !== null) clearTimer(hideTimer);
    hideTimer = setTimer(() => {
      hideTimer = null;
      if (count === 0) emit({ visible: false, message: null });
    }, wait);
  }

  // visible at first start with nothing counted: it lifts after the minimum unless work begins
  if (state.visible) settle();

  return {
    begin(message) {
      count += 1;
      messages.push(message ?? null);
      if (hideTimer !== null) {
        clearTimer(hideTimer);
        hideTimer = null;
      }
      if (!state.visible) shownAt = now();
      emit({ visible: true, message: currentMessage() });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        const i = messages.indexOf(message ?? null);
        if (i >= 0) messages.splice(i, 1);
        if (count > 0) emit({ visible: true, message: currentMessage() });
        settle();
      };
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
