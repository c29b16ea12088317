/**
 * The dictionary key of a stored value within a group of keys (src/shared/locales): lower case, runs of
 * other characters as one underscore. `enums.titolo` + `LEGALE RAPPRESENTANTE` →
 * `enums.titolo.legale_rappresentante`. The web's labels and the server's (contract, report) use it
 * alike, so a value has one label wherever it is shown.
 */
export function valueKey(group: string, value: string): string {
  return `${group}.${value.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}
