// spec 3 "client-cached items": reference lookups (comuni of a REMI code, provinces, the CAPs where the
// brand sells) change rarely, so the client keeps each answer in local storage for a day and asks
// once per browser, not once per screen. Nothing personal is cached here: per-sale answers stay in
// memory (react-query), never in storage.

const PREFIX = 'funnel.lookup.';
export const LOOKUP_TTL_MS = 24 * 3_600_000;
/** Oldest entries are dropped beyond this many, so storage never fills with old lookups. */
const MAX_ENTRIES = 50;

type Entry<T> = { at: number; value: T };

function entries(): [string, number][] {
  const found: [string, number][] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const at = (JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<Entry<unknown>>).at ?? 0;
      found.push([key, at]);
    }
  } catch {
    /* unreadable storage: nothing to trim */
  }
  return found;
}

function trim(): void {
  const all = entries().sort((a, b) => a[1] - b[1]);
  for (const [key] of all.slice(0, Math.max(all.length - MAX_ENTRIES, 0))) localStorage.removeItem(key);
}

/** The cached answer for `key` when younger than the TTL, else `load()`'s, stored for next time. */
export async function cachedLookup<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const full = PREFIX + key;
  try {
    const raw = localStorage.getItem(full);
    if (raw) {
      const entry = JSON.parse(raw) as Entry<T>;
      if (now - entry.at < LOOKUP_TTL_MS) return entry.value;
    }
  } catch {
    /* storage disabled or a corrupt entry: ask the server */
  }
  const value = await load();
  try {
    localStorage.setItem(full, JSON.stringify({ at: now, value } satisfies Entry<T>));
    trim();
  } catch {
    /* full or disabled: the answer is still returned */
  }
  return value;
}
