// Times, days and numbers of the sales section in the page's language, times in Italy's time zone
// (where the retailer works), whatever the staff member's computer says.

const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'it-IT');

/** `2026-05-10T08:30:00Z` → `10/05/26, 10:30` (`timeStyle: 'medium'`: with seconds); `—` for none. */
export function formatWhen(
  iso: string | null,
  lang: string,
  timeStyle: 'short' | 'medium' = 'medium',
): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(localeOf(lang), { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle });
}

/** A calendar day `2026-05-10` → `10/05/2026`; anything else as it is. */
export function formatDay(day: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

export function formatNumber(n: number, lang: string, maximumFractionDigits = 3): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits }).format(n);
}
