// Numbers as Italian bills print them, and the characters OCR confuses with digits.

/** Italian number: "2.700" → 2700, "3,0" → 3, "1.234,56" → 1234.56, "4.5" → 4.5. */
export function parseItalianNumber(s: string): number | null {
  const t = s.replace(/\s/g, '');
  if (!/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$|^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(t)) return null;
  const n = t.includes(',')
    ? Number(t.replace(/\./g, '').replace(',', '.'))
    : /^\d{1,3}(?:\.\d{3})+$/.test(t)
      ? Number(t.replace(/\./g, ''))
      : Number(t);
  return Number.isFinite(n) ? n : null;
}

/** What OCR reads for a digit (upper- and lower-case letters, a bar). */
export const TO_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};
export const TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
  '4': 'A',
  '7': 'T',
};

/** Digits OCR read as letters, turned back; `fixed` when any was. */
export function digitsOf(s: string): { text: string; fixed: boolean } {
  let fixed = false;
  const text = s.replace(/[OoQDIl|iSsBZzG]/g, (c) => {
    fixed = true;
    return TO_DIGIT[c] ?? c;
  });
  return { text, fixed };
}

/**
 * A number with one of the units after it ("3 kW") or before it ("kW 3", a column of units); the
 * number alone when `unitless` (the unit is in the label: "Potenza impegnata (kW)").
 */
export function numberWithUnit(
  text: string,
  unit: RegExp,
  min: number,
  max: number,
  unitless = false,
): { n: number; fixed: boolean } | null {
  const number = String.raw`(\d[\d.,]*|[\dOoIl][\dOoIl.,]*\d)`;
  const after = String.raw`(?<![\d.,])${number}\s*(?:${unit.source})${unitless ? '?' : ''}(?![\p{L}\d])`;
  const before = String.raw`(?<![\p{L}\d])(?:${unit.source})\s*${number}(?![\d\p{L}])`;
  for (const source of [after, before]) {
    for (const m of text.matchAll(new RegExp(source, 'giu'))) {
      const raw = (m[1] ?? '').replace(/[.,]$/, '');
      const { text: digits, fixed } = digitsOf(raw);
      const n = parseItalianNumber(digits);
      if (n !== null && n >= min && n <= max) return { n, fixed };
    }
  }
  return null;
}
