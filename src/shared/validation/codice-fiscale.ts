// spec 5 / domain.md: codice fiscale of a natural person (DM 23/12/1976): 3 + 3 letters from surname and
// name, year, month letter, day (+40 for women), Belfiore code of the birth place, check character.
// Kept light on purpose: the client bundles it (architecture.md), so birth places are not looked up here.
import { isValidPartitaIva } from './partita-iva';

export type DatiCodiceFiscale = {
  /** YYYY-MM-DD */
  dataNascita: string;
  sesso: 'M' | 'F';
  /** Belfiore code of the birth place (comune A..M, foreign state Z), omocodia undone. */
  codiceBelfiore: string;
};

const MONTH_LETTERS = 'ABCDEHLMPRST';
// Omocodia: when two people share a code the Agenzia delle Entrate replaces digits, right to left,
// with these letters (index = digit).
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;
// Values of A..Z (and of 0..9, which count as A..J) in the odd (1-based) positions.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

// Each 3-letter name part is consonants, then vowels, then X padding (so "RAS" is impossible).
const NAME = '(?:[A-Z][AEIOU][AEIOUX]|[AEIOU]XX|[B-DF-HJ-NP-TV-Z]{2}[A-Z])';
const DIGIT = '[0-9LMNP-V]';
const STRUCTURE = new RegExp(`^${NAME}{2}${DIGIT}{2}[${MONTH_LETTERS}]${DIGIT}{2}[A-MZ]${DIGIT}{3}[A-Z]$`);

/** Trims, removes inner spaces and upper-cases. */
export function normalizeCodiceFiscale(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

function charValue(code: number): number {
  return code <= 57 ? code - 48 : code - 65;
}

/** The 16th character: odd positions through the official table, even ones as 0..25, sum mod 26. */
export function codiceFiscaleCheckChar(first15: string): string {
  const s = first15.toUpperCase();
  if (!/^[A-Z0-9]{15}$/.test(s)) throw new RangeError('codiceFiscaleCheckChar needs 15 letters or digits');
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = charValue(s.charCodeAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function undoOmocodia(cf: string): string {
  const chars = cf.split('');
  for (const i of OMOCODIA_POSITIONS) {
    const digit = OMOCODIA_LETTERS.indexOf(chars[i] ?? '');
    if (digit >= 0) chars[i] = String(digit);
  }
  return chars.join('');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

type Parts = { yy: number; month: number; day: number; sesso: 'M' | 'F'; codiceBelfiore: string };

function parse(cf: string): Parts | null {
  const s = normalizeCodiceFiscale(cf);
  if (!STRUCTURE.test(s) || codiceFiscaleCheckChar(s.slice(0, 15)) !== s.slice(15)) return null;
  const plain = undoOmocodia(s);
  const month = MONTH_LETTERS.indexOf(plain.charAt(8)) + 1;
  const dayCode = Number(plain.slice(9, 11));
  const day = dayCode > 40 ? dayCode - 40 : dayCode;
  const codiceBelfiore = plain.slice(11, 15);
  if (day < 1 || day > 31 || codiceBelfiore.endsWith('000')) return null;
  const yy = Number(plain.slice(6, 8));
  // 29 February needs a leap year in one of the two centuries: 19yy or 20yy, so yy divisible by 4.
  if (day > daysInMonth(yy % 4 === 0 ? 2000 : 2001, month)) return null;
  return { yy, month, day, sesso: dayCode > 40 ? 'F' : 'M', codiceBelfiore };
}

/**
 * One key per person: a valid code with omocodia undone and its check character recomputed, so a
 * code and its omocodic variants compare equal. Other input comes back normalized only.
 */
export function canonicalCodiceFiscale(cf: string): string {
  const s = normalizeCodiceFiscale(cf);
  if (parse(s) === null) return s;
  const first15 = undoOmocodia(s).slice(0, 15);
  return first15 + codiceFiscaleCheckChar(first15);
}

/** A natural person's 16-character code, omocodic or not. Company codes: isValidCodiceFiscaleNumerico. */
export function isValidCodiceFiscale(cf: string): boolean {
  return parse(cf) !== null;
}

/** The 11-digit codice fiscale of companies and bodies uses the partita IVA check digit. */
export function isValidCodiceFiscaleNumerico(cf: string): boolean {
  return isValidPartitaIva(cf);
}

/**
 * Birth date, sex and birth place of a valid code. The year has two digits: the latest century in which
 * the person is already born (so under 100 when both would do). Null for invalid codes and for dates
 * that do not exist in that century (29 February 1900). `today` is read in local time.
 */
export function decodeCodiceFiscale(cf: string, today: Date = new Date()): DatiCodiceFiscale | null {
  const parts = parse(cf);
  if (parts === null) return null;
  const { yy, month, day } = parts;
  const todayYear = today.getFullYear();
  let year = todayYear - (todayYear % 100) + yy;
  const todayKey = todayYear * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  if (year * 10000 + month * 100 + day > todayKey) year -= 100;
  if (day > daysInMonth(year, month)) return null;
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return {
    dataNascita: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    sesso: parts.sesso,
    codiceBelfiore: parts.codiceBelfiore,
  };
}
