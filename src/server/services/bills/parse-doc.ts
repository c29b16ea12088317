// The bill's text as lines of cells (text.ts), the labels found in it and the values after them, and
// the confidence of a value read.
//
// Confidence (0..1): a value starts from what backs it (CONFIDENCE), then OCR text scales it by the OCR
// factor, and characters corrected from OCR's usual confusions (O for 0, I for 1) scale it by FIX.
import { COLUMN_GAP } from './text';
import type { Campo, CampoBolletta, ParseOptions } from './types';

/** What backs a value, before OCR. */
export const CONFIDENCE = {
  /** found by its label and a check passed (check character, check digit, format, CAP of the comune) */
  checked: 0.97,
  /** found by its label, plausible */
  labelled: 0.88,
  /** no label: by its pattern or by the other fields */
  inferred: 0.65,
  /** its check failed, or it was matched loosely */
  doubtful: 0.35,
} as const;
/** Factor for values whose characters were corrected (OCR confusions) or matched fuzzily. */
const FIX = 0.85;

// ---------------------------------------------------------------------------------------------------------
// The text as lines of cells, with a folded copy (lower case, no accents, same length) to match labels on

type Cell = { text: string; folded: string };
type Line = { text: string; cells: Cell[]; index: number };
export type Doc = { lines: Line[]; ocr: boolean; factor: number };

/** Lower case without accents, one character for one, so that offsets stay valid. */
export function fold(s: string): string {
  let out = '';
  for (const c of s) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += base.length === c.length ? base : c;
  }
  return out.replace(/[’‘`´]/g, "'");
}

export function docOf(text: string, options: ParseOptions): Doc {
  const lines = text
    .replace(/\r/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[–—]/g, '-')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l)
    .map((l, index) => {
      const cells = l
        .split(/ {3,}|\t+/)
        .map((c) => c.trim().replace(/\s+/g, ' '))
        .filter((c) => c);
      return { text: cells.join(COLUMN_GAP), cells: cells.map((c) => ({ text: c, folded: fold(c) })), index };
    });
  const ocr = options.ocr ?? false;
  // tesseract's mean confidence is 0.85..0.95 on a clean scan
  const factor = ocr ? Math.min(0.95, 0.75 + 0.2 * (options.confidenzaOcr ?? 0.8)) : 1;
  return { lines, ocr, factor };
}

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;

export function campo<K extends CampoBolletta>(
  doc: Doc,
  valore: Campo<K>['valore'],
  base: number,
  fixed = false,
): Campo<K> {
  return { valore, confidenza: round(base * doc.factor * (fixed ? FIX : 1)) };
}

// ---------------------------------------------------------------------------------------------------------
// Labels and the values after them

export type Hit = { line: number; cell: number; end: number; label: string };
export type Candidate = { text: string; where: 'same' | 'next' | 'below' | 'below2'; line: number };

export function findLabels(doc: Doc, re: RegExp, exclude?: RegExp): Hit[] {
  const hits: Hit[] = [];
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const line of doc.lines) {
    line.cells.forEach((cell, c) => {
      for (const m of cell.folded.matchAll(global)) {
        if (exclude?.test(cell.folded.slice(m.index, m.index + m[0].length + 30))) continue;
        hits.push({ line: line.index, cell: c, end: m.index + m[0].length, label: m[0] });
      }
    });
  }
  return hits;
}

/** A cell that reads "Label: value", i.e. another field's pair, is no value for this label. */
export const isPair = (s: string) => /^[\p{L} .'()/]{3,}:\s*\S/u.test(s);

export function candidatesOf(doc: Doc, hit: Hit): Candidate[] {
  const out: Candidate[] = [];
  const line = doc.lines[hit.line];
  if (!line) return out;
  const cell = line.cells[hit.cell];
  const rest = (cell?.text.slice(hit.end) ?? '').replace(/^[\s:.=\-)(]*(?:\([^)]*\))?[\s:.=-]*/, '');
  if (rest) out.push({ text: rest, where: 'same', line: hit.line });
  const next = line.cells[hit.cell + 1];
  if (next && !isPair(next.text)) out.push({ text: next.text, where: 'next', line: hit.line });
  const below = doc.lines[hit.line + 1];
  if (below) {
    const aligned = below.cells[hit.cell];
    if (line.cells.length > 1 && below.cells.length === line.cells.length && aligned) {
      out.push({ text: aligned.text, where: 'below', line: below.index });
    } else if (hit.cell === 0 && below.cells[0]) {
      out.push({ text: below.cells[0].text, where: 'below', line: below.index });
      const below2 = doc.lines[hit.line + 2];
      if (below2?.cells[0]) {
        out.push({
          text: `${below.cells[0].text}, ${below2.cells[0].text}`,
          where: 'below2',
          line: below.index,
        });
      }
    } else if (aligned) {
      out.push({ text: aligned.text, where: 'below', line: below.index });
    }
  }
  return out;
}

/** The first value `read` gets out of the candidates after any of the labels. */
export function valueAfter<T>(
  doc: Doc,
  labels: RegExp,
  read: (text: string, c: Candidate) => T | null,
  exclude?: RegExp,
): { value: T; hit: Hit; candidate: Candidate } | null {
  for (const hit of findLabels(doc, labels, exclude)) {
    for (const candidate of candidatesOf(doc, hit)) {
      const value = read(candidate.text, candidate);
      if (value !== null) return { value, hit, candidate };
    }
  }
  return null;
}
