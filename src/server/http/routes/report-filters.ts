import { reportQuery } from '../../../shared/schemas/track';
import type { ReportQuery } from '../../../shared/schemas/track';

/**
 * The operators' report's filters from its query string: the valid ones; an invalid one is dropped (and
 * the page says so) rather than failing the page.
 */
export function filtersOf(raw: unknown): { query: ReportQuery; invalid: boolean } {
  const parsed = reportQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, invalid: false };
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(
    Object.entries((raw ?? {}) as Record<string, unknown>).filter(([k]) => !bad.has(k)),
  );
  const again = reportQuery.safeParse(kept);
  return { query: again.success ? again.data : {}, invalid: true };
}
