import type { FormEvent } from 'react';

/** "IT60 X054 2811 …": letters and digits only, upper-cased, in groups of four (as banks print it). */
export function groupIban(value: string): string {
  return value
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * onInput of the IBAN field: groups what is typed and keeps the caret after the same character. It
 * runs before react-hook-form's onChange, which then reads the grouped value; the schema removes the
 * spaces again (sepaIbanSchema normalizes).
 */
export function groupIbanAsTyped(e: FormEvent<HTMLInputElement>) {
  const input = e.currentTarget;
  const grouped = groupIban(input.value);
  if (grouped === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const keep = input.value.slice(0, caret).replace(/[^A-Za-z0-9]/g, '').length;
  input.value = grouped;
  let pos = 0;
  for (let seen = 0; pos < grouped.length && seen < keep; pos++) if (grouped[pos] !== ' ') seen++;
  if (document.activeElement === input) input.setSelectionRange(pos, pos);
}
