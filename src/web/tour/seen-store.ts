// Which screens' tours this browser has shown (issue 6; since issue 16.3 the first one shown is the
// funnel's only tour that shows by itself). Kept in localStorage under `funnel.tour` as `{ "seen": ["ricerca-cliente", …] }`;
// "*" stands for every screen (the end-to-end tests start that way, e2e/support.ts). Storage may be
// unavailable: then nothing is remembered and nothing fails.

export const TOUR_KEY = 'funnel.tour';
export const EVERY_SCREEN = '*';

type TourMemory = { seen: string[] };

function read(storage: Storage): TourMemory {
  try {
    const raw = storage.getItem(TOUR_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<TourMemory>) : null;
    return { seen: Array.isArray(parsed?.seen) ? parsed.seen.filter((s) => typeof s === 'string') : [] };
  } catch {
    return { seen: [] };
  }
}

export function hasSeenTour(screen: string, storage: Storage = localStorage): boolean {
  const { seen } = read(storage);
  return seen.includes(screen) || seen.includes(EVERY_SCREEN);
}

export function markTourSeen(screen: string, storage: Storage = localStorage): void {
  const memory = read(storage);
  if (memory.seen.includes(screen)) return;
  try {
    storage.setItem(TOUR_KEY, JSON.stringify({ seen: [...memory.seen, screen] }));
  } catch {
    /* storage full or disabled: the tour may show again, which is harmless */
  }
}

/** This browser has shown a tour of the funnel already (issue 16.3: the tour shows by itself once). */
export function hasSeenAnyTour(storage: Storage = localStorage): boolean {
  return read(storage).seen.length > 0;
}
