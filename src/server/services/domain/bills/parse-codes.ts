// The holder's codes as the page gives them: every codice fiscale of a person (OCR's confusions undone
// where the format and the check character prove them, omocodia told from OCR's letters for digits)
// and every 11-digit number after a label, each with its line and whether a label stands before it.
import {
  decodeCodiceFiscale,
  isValidCodiceFiscale,
  normalizeCodiceFiscale,
} from '../../../../shared/validation/codice-fiscale';
import type { Doc } from './parse-doc';
import { cellStarts, fold } from './parse-doc';
import { candidatesOf, findLabels, inColumn } from './parse-values';
import { TO_DIGIT, TO_LETTER, digitsOf } from './parse-numbers';

// German first on Alto Adige's bilingual bills: Steuernummer
export const CF_LABEL =
  /codice fiscale|cod\.? fiscale|cod\. ?fisc(?:\.|$)|\bc\.? ?f\.?(?![\p{L}])|steuernummer|steuernr\b/u;

const CF_LETTER_POS = new Set([0, 1, 2, 3, 4, 5, 8, 11, 15]);

/** The letters that stand for digits in an omocodia code (L for 0, M for 1 … V for 9). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

/**
 * What OCR reads for a digit, where the codice fiscale wants one: parse-numbers' confusions less the
 * omocodia letters (Q, S), which a real code may carry (below).
 */
const CF_TO_DIGIT: Record<string, string> = Object.fromEntries(
  Object.entries(TO_DIGIT).filter(([c]) => /^[A-Z]$/.test(c) && !OMOCODIA_LETTERS.includes(c)),
);

/** A 16-character code with OCR's confusions undone where the format wants a letter or a digit. */
function fixCodiceFiscale(raw: string): string {
  return raw
    .toUpperCase()
    .split('')
    .map((c, i) => (CF_LETTER_POS.has(i) ? (TO_LETTER[c] ?? c) : (CF_TO_DIGIT[c] ?? c)))
    .join('');
}

/** The omocodia letters OCR gives for digits that look like them. */
const OCR_OMOCODE: Record<string, string> = { S: '5', T: '7', L: '1', Q: '0' };
/** Whether a codice fiscale has an omocodia letter where its digits stand. */
const hasOmocode = (cf: string) =>
  [...cf].some((c, i) => !CF_LETTER_POS.has(i) && OMOCODIA_LETTERS.includes(c));
const undoOcrOmocode = (cf: string) =>
  cf
    .split('')
    .map((c, i) => (CF_LETTER_POS.has(i) ? c : (OCR_OMOCODE[c] ?? c)))
    .join('');

/**
 * A code OCR misread, mended where the format and the check character prove it: its confusions undone,
 * the omocodia letters kept (a real omocodia code) or, failing that, read as the digits they look like
 * ("SO" for "50").
 */
function fixedCodiceFiscale(raw: string): string | null {
  const fixed = fixCodiceFiscale(raw);
  if (isValidCodiceFiscale(fixed)) return fixed;
  const digits = undoOcrOmocode(fixed);
  return isValidCodiceFiscale(digits) ? digits : null;
}

export type Identifier = {
  value: string;
  line: number;
  labelled: boolean;
  fixed: boolean;
  /** where the code begins in its line's text, and where its characters as printed end */
  at: number;
  end: number;
  /** read by OCR with omocodia letters where digits stand: the digits or the letters, either may be right */
  omocode?: boolean;
};

/** What OCR reads a final J, I or L as when it stands at the end of a word ("…M053)"). */
const BRACKET_END = /[)\]}|]$/;

/**
 * A codice fiscale OCR read with one character too many ("D3832Z" for "D383Z", "MO053" for "M053")
 * or its last letter as a bracket: every way of mending it that the check character proves; taken only
 * when exactly one code comes out, or exactly one of them is born in a real place (both deletions from
 * "…A01HR501U" pass the check: "H501" is Rome, "HR51", omocodia for H551, no comune).
 */
function mendCodiceFiscale(raw: string, knownPlace?: (codiceBelfiore: string) => boolean): string | null {
  const upper = raw.toUpperCase();
  const ends = BRACKET_END.test(upper) ? ['J', 'I', 'L'].map((c) => upper.slice(0, -1) + c) : [upper];
  const out = new Set<string>();
  for (const s of ends) {
    const options = s.length === 17 ? [...s].map((_, i) => s.slice(0, i) + s.slice(i + 1)) : [s];
    for (const option of options) {
      const value = option.length === 16 ? fixedCodiceFiscale(option) : null;
      if (value) out.add(value);
    }
  }
  const real =
    out.size > 1 && knownPlace ? [...out].filter((cf) => bornInKnownPlace(cf, knownPlace)) : [...out];
  return real.length === 1 ? (real[0] ?? null) : null;
}

const bornInKnownPlace = (cf: string, knownPlace: (codiceBelfiore: string) => boolean) => {
  const place = decodeCodiceFiscale(cf)?.codiceBelfiore;
  return !!place && knownPlace(place);
};

/** The holder before a change of holder (voltura): named beside the new one, never the holder. */
export const PREVIOUS_HOLDER =
  /precedente intestatari|intestatari[oa] (?:precedente|uscente|cedente)|ex intestatari|vecchio intestatari/;

const PREVIOUS_HOLDER_ALL = new RegExp(PREVIOUS_HOLDER.source, 'g');

/** After the previous holder's mention: its clause has closed, or the new holder is named. */
const CLAUSE_CLOSED = /[);]|nuov[oa] intestatari|intestat[oa] a\b/;

/**
 * Whether the code at `index` of line `line` is the previous holder's: in the clause that names them
 * ("intestato a Rossi Mario (precedente intestatario, C.F. RSS…)"), not after it has closed.
 */
function previousHolders(doc: Doc, line: number, index: number): boolean {
  const before = fold(`${doc.lines[line - 1]?.text ?? ''} ${doc.lines[line]?.text.slice(0, index) ?? ''}`);
  const m = [...before.matchAll(PREVIOUS_HOLDER_ALL)].pop();
  return !!m && before.length - m.index < 80 && !CLAUSE_CLOSED.test(before.slice(m.index + m[0].length));
}

/**
 * Whether a codice fiscale label heads the code at `at` of line `index`: before it on its line or, with
 * `above`, on the line over it (a table's header).
 */
function labelledAt(doc: Doc, index: number, at: number, above = true): boolean {
  const before = fold(doc.lines[index]?.text.slice(0, at) ?? '');
  return CF_LABEL.test(before) || (above && CF_LABEL.test(fold(doc.lines[index - 1]?.text ?? '')));
}

export function personalCodes(doc: Doc): Identifier[] {
  const found: Identifier[] = [];
  for (const line of doc.lines) {
    const tokens = /(?<![\p{L}\p{N}])([\p{L}\p{N}]{15,17}[)\]}|]?)(?![\p{L}\p{N}])/gu;
    for (const m of line.text.matchAll(tokens)) {
      const raw = normalizeCodiceFiscale(m[1] ?? '');
      let value = isValidCodiceFiscale(raw)
        ? raw
        : ((raw.length === 16 ? fixedCodiceFiscale(raw) : null) ??
          mendCodiceFiscale(m[1] ?? '', doc.knownPlace));
      if (!value) continue;
      const omocode = doc.ocr && hasOmocode(value);
      if (omocode) {
        // omocodia (letters for digits, a code given twice) is rare, and OCR reads 5 as S and 7 as T:
        // the digits' reading when the check character proves it too, and never shown as sure
        const digits = undoOcrOmocode(value);
        if (isValidCodiceFiscale(digits)) value = digits;
      }
      const fixed = omocode || value !== raw;
      if (previousHolders(doc, line.index, m.index)) continue;
      const labelled = labelledAt(doc, line.index, m.index);
      const end = m.index + m[0].length;
      found.push({ value, line: line.index, labelled, fixed, omocode, at: m.index, end });
    }
    found.push(
      ...wrappedCodes(doc, line.index),
      ...strokedCodes(doc, line.index),
      ...spacedCodes(doc, line.index),
    );
  }
  return found;
}

/**
 * A codice fiscale OCR read with a stroke inside it ("SRRLCU76M101/2250" for "…M10I225O": the I read
 * as "1/"): the stroke taken out, taken when the format and the check character prove the rest.
 */
function strokedCodes(doc: Doc, index: number): Identifier[] {
  const line = doc.lines[index]!;
  const out: Identifier[] = [];
  for (const m of line.text.matchAll(
    /(?<![\p{L}\p{N}])([\p{L}\p{N}]{6,16})[/|]([\p{L}\p{N}]{1,10})(?![\p{L}\p{N}])/gu,
  )) {
    const joined = `${m[1]}${m[2]}`;
    if (joined.length < 16 || joined.length > 17) continue;
    // a name's letters first, not a number broken by a stroke (a phone's, a date's) made letters
    if ((joined.slice(0, 6).match(/[A-Za-z]/g)?.length ?? 0) < 5) continue;
    const code = provenCode(doc, index, joined, m.index, m.index + m[0].length, { mend: true });
    if (code) out.push({ ...code, fixed: true });
  }
  return out;
}

/**
 * A codice fiscale printed in groups ("RSS MRA 80A01 H501U") or split by OCR into two words
 * ("RSSMRA80A01 H501U"): words one space apart joined, taken when the format and the check character
 * prove the whole (a code whole in one word is personalCodes' own).
 */
function spacedCodes(doc: Doc, index: number): Identifier[] {
  const line = doc.lines[index]!;
  const out: Identifier[] = [];
  const words = [...line.text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ text: m[0], at: m.index }));
  for (let i = 0; i < words.length; i++) {
    let joined = words[i]!.text;
    for (let j = i + 1; j < words.length && joined.length < 16; j++) {
      const gap = line.text.slice(words[j - 1]!.at + words[j - 1]!.text.length, words[j]!.at);
      if (gap !== ' ') break;
      joined += words[j]!.text;
      if (joined.length !== 16) continue;
      const code = provenCode(doc, index, joined, words[i]!.at, words[j]!.at + words[j]!.text.length);
      if (code) out.push(code);
    }
  }
  return out;
}

/**
 * A codice fiscale a narrow cell broke over two lines ("FRRGLC55B04" over "C991F"): the end of a cell
 * and the start of the cell under it, taken when together they make a code the check character proves.
 */
function wrappedCodes(doc: Doc, index: number): Identifier[] {
  const line = doc.lines[index]!;
  const out: Identifier[] = [];
  const starts = cellStarts(line);
  for (const [i, cell] of line.cells.entries()) {
    const cellStart = starts[i]!;
    const tail = /(?<![\p{L}\p{N}])([\p{L}\p{N}]{6,15})$/u.exec(cell.text);
    const below = tail ? inColumn(doc, index, 1, cell) : undefined;
    const head = below && /^([\p{L}\p{N}]{1,10})(?![\p{L}\p{N}])/u.exec(below.cell.text);
    if (!tail || !head) continue;
    const at = cellStart + tail.index;
    const code = provenCode(doc, index, `${tail[1]}${head[1]}`, at, at + tail[0].length, { above: false });
    if (code) out.push(code);
  }
  return out;
}

/**
 * A codice fiscale joined from the pieces OCR or the layout broke it into, when its format and check
 * character prove it (`mend`: one character too many taken out) and it is not the previous holder's; a
 * code that proves only with omocodia letters is left to personalCodes, which never shows it as sure.
 * `above`: its label may be on the line over it.
 */
function provenCode(
  doc: Doc,
  index: number,
  joined: string,
  at: number,
  end: number,
  { above = true, mend = false } = {},
): Identifier | undefined {
  const raw = normalizeCodiceFiscale(joined);
  const value =
    raw.length === 16
      ? isValidCodiceFiscale(raw)
        ? raw
        : fixedCodiceFiscale(raw)
      : mend
        ? mendCodiceFiscale(joined, doc.knownPlace)
        : null;
  if (!value || hasOmocode(value) || previousHolders(doc, index, at)) return undefined;
  return { value, line: index, labelled: labelledAt(doc, index, at, above), fixed: value !== raw, at, end };
}

/** A header's wrapped last line (a word or two, no digit) over the code under it. */
const HEADER_TAIL = /^[\p{L}.']+(?: [\p{L}.']+)?, [^,]*\d[^,]*$/u;

/** Every 11-digit number after a P.IVA or C.F. label, with its line. */
export function numericCodes(doc: Doc, label: RegExp): Identifier[] {
  const found: Identifier[] = [];
  for (const hit of findLabels(doc, label)) {
    // a code is never wrapped over two lines: a cell and the one under it are two parties' cells; but a
    // header may be ("Codice fiscale Partita" / "IVA" as OCR lines it up): its last words, then the code
    for (const c of candidatesOf(doc, hit).filter((x) => x.where !== 'below2' || HEADER_TAIL.test(x.text))) {
      const m = /(?<![\d])(?:IT\s?)?([\dOoIlSB](?:[\dOoIlSB]| (?=\d)){10})(?![\d])/.exec(c.text);
      if (!m?.[1]) continue;
      // where it is printed on its line: a candidate's text joined over lines ("…, " the next) names
      // the last line, and a code on an earlier one is that line's own candidate
      const at = (doc.lines[c.line]?.text ?? '').indexOf(m[1]);
      if (at < 0 || previousHolders(doc, c.line, at)) continue;
      const { text, fixed } = digitsOf(m[1].replace(/\s/g, ''));
      if (text.length !== 11) continue;
      found.push({
        value: text,
        line: c.line,
        labelled: true,
        fixed: fixed && /[^\d\s]/.test(m[1]),
        at,
        end: at + m[1].length,
      });
      break;
    }
  }
  return found;
}
