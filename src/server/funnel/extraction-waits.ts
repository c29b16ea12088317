// Waiting for a bill's reading (issue 14 item 4: a reading that is done reaches the screen at once).
// GET /vendite/{uuid}/estrazioni-bollette?attendiMs= holds its answer while a bill is being read; the
// job tells this process's waiters the moment it writes the outcome. A job run by another server is
// seen at the route's next look at the database (EXTRACTION_RECHECK_MS).

export type ExtractionWaits = {
  /** The reading of a bill of this sale is over (read or refused): wake whoever waits for it. */
  settled(venditaUuid: string): void;
  /** Resolves when `settled` names this sale, or after `ms`; at once once stopped. */
  next(venditaUuid: string, ms: number): Promise<void>;
  /** The server is closing: every wait ends now, so no answer holds the shutdown. */
  stop(): void;
  readonly stopped: boolean;
};

export function createExtractionWaits(): ExtractionWaits {
  const waiting = new Map<string, Set<() => void>>();
  let stopped = false;
  return {
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
      const all = [...waiting.values()].flatMap((wakers) => [...wakers]);
      waiting.clear();
      all.forEach((wake) => wake());
    },
    settled(venditaUuid) {
      const wakers = waiting.get(venditaUuid);
      waiting.delete(venditaUuid);
      wakers?.forEach((wake) => wake());
    },
    next(venditaUuid, ms) {
      if (stopped) return Promise.resolve();
      return new Promise((resolve) => {
        const wakers = waiting.get(venditaUuid) ?? new Set<() => void>();
        waiting.set(venditaUuid, wakers);
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          if (wakers.size === 0 && waiting.get(venditaUuid) === wakers) waiting.delete(venditaUuid);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        wakers.add(wake);
      });
    },
  };
}
