// The bill's text as lines of cells (text.ts), and the confidence of a value read (the labels found in it
// and the values after them: parse-values.ts).
//
// Confidence (0..1): a value starts from what backs it (CONFIDENCE), then OCR text scales it by the OCR
// factor, and characters corrected from OCR's usual confusions (O for 0, I for 1) scale it by FIX.
import { COLUMN_GAP } from './text';
import type { Campo, CampoBolletta, GeoCell, ParseOptions } from './types';

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

/** A cell, and where it stands across the page when the text came with its geometry. */
export type Cell = { text: string; folded: string; x0?: number; x1?: number; y0?: number; y1?: number };
export type Line = { text: string; cells: Cell[]; index: number };
export type Doc = {
  lines: Line[];
  ocr: boolean;
  factor: number;
  /** Whether a Belfiore code names a real place (places.ts belfioreKnown); absent, every code does. */
  knownPlace?: (codiceBelfiore: string) => boolean;
};

/** Lower case without accents, one character for one, so that offsets stay valid. */
export function fold(s: string): string {
  let out = '';
  for (const c of s) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += base.length === c.length ? base : c;
  }
  // "POT_IMPEGNATA": the e-invoice's data types are labels written with underscores
  return out.replace(/[’‘`´]/g, "'").replace(/_/g, ' ');
}

/** Cells of a row: a " | " inside a cell separates two (suppliers print "POD … | Potenza … | …"). */
function cellsOf(raw: ({ text: string } & Partial<GeoCell>)[]): Cell[] {
  return raw.flatMap((c) => {
    const parts = c.text.split(/ [|¦] /);
    const { x0, x1, y0, y1 } = c;
    const width = x0 !== undefined && x1 !== undefined ? (x1 - x0) / Math.max(1, c.text.length) : 0;
    let at = 0;
    return parts.map((p) => {
      const text = p
        .replace(/[’‘`´]/g, "'")
        .replace(/[–—]/g, '-')
        .trim()
        .replace(/\s+/g, ' ');
      const place = x0 !== undefined ? { x0: x0 + at * width, x1: x0 + (at + p.length) * width } : {};
      const row = y0 !== undefined && y1 !== undefined ? { y0, y1 } : {};
      at += p.length + 3;
      return { text, folded: fold(text), ...place, ...row };
    });
  });
}

export function docOf(text: string, options: ParseOptions): Doc {
  // without geometry (a caller's plain text) the cells have no place: columns go by the count of cells
  const raw: ({ text: string } & Partial<GeoCell>)[][] =
    options.righe ??
    text
      .replace(/\r/g, '')
      .split('\n')
      .map((l) => l.split(/ {3,}|\t+/).map((t) => ({ text: t })));
  const lines = raw
    .map((r) => cellsOf(r).filter((c) => c.text))
    .filter((cells) => cells.length)
    .map((cells, index) => ({ text: cells.map((c) => c.text).join(COLUMN_GAP), cells, index }));
  const ocr = options.ocr ?? false;
  return { lines, ocr, factor: ocr ? ocrFactor(options.confidenzaOcr) : 1 };
}

/** Where each of a line's cells begins in its text (the cells joined by COLUMN_GAP). */
export function cellStarts(line: Line): number[] {
  let start = 0;
  return line.cells.map((cell) => {
    const at = start;
    start += cell.text.length + COLUMN_GAP.length;
    return at;
  });
}

/** What OCR text scales a value's confidence by: tesseract's mean confidence is 0.85..0.95 on a clean scan. */
export const ocrFactor = (confidenzaOcr = 0.8) => Math.min(0.95, 0.75 + 0.2 * confidenzaOcr);

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;

export function campo<K extends CampoBolletta>(
  doc: Doc,
  valore: Campo<K>['valore'],
  base: number,
  fixed = false,
): Campo<K> {
  return { valore, confidenza: round(base * doc.factor * (fixed ? FIX : 1)) };
}
