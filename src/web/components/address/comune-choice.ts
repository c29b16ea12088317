import type { ComuneSuggestion } from '../../api/lookups-api';

/**
 * The province and CAP a chosen comune implies. A comune with one CAP fills it; with several, a CAP
 * already written (or typed into the comune field to search by it) stays when it is one of the
 * comune's, else it is emptied and the comune's CAPs are offered as suggestions. The server checks
 * the pair on Next anyway (domain.md: the CAP is among the comune's CAPs).
 */
export function addressOfComune(
  comune: ComuneSuggestion,
  currentCap: string,
  typed: string,
): { provincia: string; cap: string } {
  const provincia = comune.provincia;
  const [only] = comune.cap;
  if (comune.cap.length === 1 && only) return { provincia, cap: only };
  if (comune.cap.length === 0) return { provincia, cap: currentCap };
  const cap = [currentCap.trim(), typed.trim()].find((c) => comune.cap.includes(c));
  return { provincia, cap: cap ?? '' };
}
