import type { Language } from './domain';

/** A time for people: 45 s, 3 min 20 s, 2 h 05 min, 3 d 4 h (g in Italian); – when unknown. */
export function formatDuration(ms: number | null, lang: Language): string {
  if (ms === null) return '–';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${String(m % 60).padStart(2, '0')} min`;
  return `${Math.floor(h / 24)} ${lang === 'it' ? 'g' : 'd'} ${h % 24} h`;
}
