import type { WidgetFaqEntry } from '../shared/widget';

// Keyword matching of a typed question against the FAQ: no model, no server round trip. A keyword is
// the beginning of a word or of a phrase ("voltur" finds "voltura" and "volturare").

/** Lower case, no accents, words separated by one space, with a space in front. */
export function normalise(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words}`;
}

/** The entry with the most keywords found in `question` (the first on a tie), or null. */
export function bestEntry(question: string, entries: readonly WidgetFaqEntry[]): WidgetFaqEntry | null {
  const text = normalise(question);
  let best: WidgetFaqEntry | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const score = entry.keywords.filter((k) => {
      const keyword = normalise(k);
      return keyword.length > 1 && text.includes(keyword);
    }).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}
