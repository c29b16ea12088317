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
  // a 0 with a speck in it
  '@': '0',
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
  const text = s.replace(/[OoQDIl|iSsBZzG@]/g, (c) => {
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

/** A value found by its format, where it stands in its text, and whether its unit stands beside it. */
export type Typed<T> = { value: T; fixed: boolean; start: number; end: number; unit: boolean };

// a number, not a part of a date (01/12/2025, 12/2025); "4,5/5" is two numbers
export const NUMBER = String.raw`(?<![\p{L}\d.,])(?<!\d\d?\/\d\d?\/)(?<!(?:^|[^\d,.])\d\d?\/)(\d[\d.,]*\d|\d|[\dOoIl][\dOoIl.,]*\d)(?!\d)(?!\/\d\d?\/)(?!\/\d{4})`;

/** A page's number: "… sono a pagina 2". */
const PAGE_BEFORE = /(?<![\p{L}])(?:pagina|pag\.|seite)\s*$/iu;

/**
 * A unit's first letter OCR read twice ("Vv 230", "230 Vv", "(Ssmc)"), written before a unit's pattern:
 * the letter, then the same one again (the case aside where the pattern ignores it).
 */
export const DOUBLED_FIRST = String.raw`(?:(?<twice>\p{L})(?=\k<twice>))?`;

/** A unit cell as the bill means it: its first letter's double taken out ("(vv)" → "(v)"). */
export const undoDoubledFirst = (unit: string) => unit.replace(/^(\(?)(\p{L})(?=\2)/u, '$1');

/**
 * The numbers of a text between min and max, each with whether `unit` stands right after it ("3 kW")
 * or right before it ("kW 3"), and where it stands.
 */
export function numbersIn(input: string, unit: RegExp, min: number, max: number): Typed<number>[] {
  const out: Typed<number>[] = [];
  // OCR reads a thousands' stop as a colon ("31:900 kWh"): three digits after it are no time of day
  const text = input.replace(/(?<=\d):(?=\d{3}(?!\d))/g, '.');
  // OCR's specks between a number and its unit ("Smc_ 1.935") are passed over
  const after = new RegExp(String.raw`^[\s_|:']*${DOUBLED_FIRST}(?:${unit.source})(?![\p{L}\d])`, 'iu');
  const before = new RegExp(String.raw`(?<![\p{L}\d])${DOUBLED_FIRST}(?:${unit.source})[\s_|:']*$`, 'iu');
  for (const m of text.matchAll(new RegExp(NUMBER, 'gu'))) {
    const raw = (m[1] ?? '').replace(/[.,]$/, '');
    const { text: digits, fixed } = digitsOf(raw);
    // letters for digits only inside a number that has digits (OCR), never a word
    if (fixed && !/\d/.test(raw)) continue;
    const n = parseItalianNumber(digits);
    if (n === null || n < min || n > max) continue;
    // a page, not a quantity
    if (PAGE_BEFORE.test(text.slice(0, m.index))) continue;
    // "3 / 3,3 kW": the unit of a list of numbers is each one's
    const listAfter = new RegExp(String.raw`^\s*/\s*\d[\d.,]*\s*(?:${unit.source})(?![\p{L}\d])`, 'iu');
    const rest = text.slice(m.index + raw.length);
    const unitAfter = after.test(rest) || listAfter.test(rest);
    const unitBefore = before.test(text.slice(0, m.index));
    out.push({ value: n, fixed, start: m.index, end: m.index + raw.length, unit: unitAfter || unitBefore });
  }
  return out;
}
