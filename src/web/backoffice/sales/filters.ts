// The sales list's filters live in the address (`sales?q=rossi&firmata=si`), so Back, reload and a
// shared link show the same list. Empty fields are left out; a new search starts from the first page.

export const FILTER_FIELDS = [
  'q',
  'marchio',
  'offerta',
  'operazione',
  'stato',
  'lavoro',
  'dal',
  'al',
  'firmata',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The list's address for the filters of a submitted form (cursors dropped). */
export function filtersAddress(values: Partial<Record<string, string>>): string {
  const query = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const v = values[field]?.trim();
    if (v) query.set(field, v);
  }
  const s = query.toString();
  return s ? `sales?${s}` : 'sales';
}

/** The API's query for the address's query: the filters and at most one cursor. */
export function apiQuery(query: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const v = query.get(field);
    if (v) out.set(field, v);
  }
  const dopo = query.get('dopo');
  const prima = query.get('prima');
  if (dopo) out.set('dopo', dopo);
  else if (prima) out.set('prima', prima);
  return out.toString();
}

/** The address of the next or previous page: the same filters, one cursor. */
export function pageAddress(query: URLSearchParams, cursor: { dopo: string } | { prima: string }): string {
  const out = new URLSearchParams(apiQuery(query));
  out.delete('dopo');
  out.delete('prima');
  for (const [k, v] of Object.entries(cursor)) out.set(k, v);
  return `sales?${out.toString()}`;
}
