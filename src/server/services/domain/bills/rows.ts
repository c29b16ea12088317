// Rows of cells from positioned words, the same for a PDF's text layer and for OCR (text.ts): words
// that overlap vertically make a row, left to right; words further apart than a gap start a new cell.
// Each cell keeps where it stands across the page, so that the parser can find the value under a
// label by the page's geometry (the cell below in the same column), not by the count of cells.
import type { GeoCell, GeoRow } from './types';

/** What separates two cells of a row in the text. */
export const COLUMN_GAP = '   ';

export type Word = {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** OCR's line the word is on: a line a photo left slanted is one row though its ends do not overlap */
  line?: number;
};

/**
 * What rows are made of: the words of an OCR line together, standing where the line's middle word
 * stands (a line a photo left slanted rises along its length: its ends would overlap the rows above or
 * under it), and every other word alone.
 */
function unitsOf(words: Word[]): { words: Word[]; x0: number; x1: number; y0: number; y1: number }[] {
  const lines = new Map<number, Word[]>();
  const units = [];
  for (const w of words) {
    if (w.line === undefined) units.push({ words: [w], x0: w.x0, x1: w.x1, y0: w.y0, y1: w.y1 });
    else {
      const line = lines.get(w.line);
      if (line) line.push(w);
      else lines.set(w.line, [w]);
    }
  }
  for (const ws of lines.values()) {
    const middle = [...ws].sort((a, b) => a.x0 - b.x0)[Math.floor(ws.length / 2)]!;
    const x0 = Math.min(...ws.map((w) => w.x0));
    const x1 = Math.max(...ws.map((w) => w.x1));
    units.push({ words: ws, x0, x1, y0: middle.y0, y1: middle.y1 });
  }
  return units;
}

/**
 * Groups words into rows (vertical overlap), orders each row left to right and cuts it into cells
 * where two words stand further apart than `gapFactor` times the row's height.
 */
export function cellRowsOf(words: Word[], gapFactor = 1.6): GeoRow[] {
  const rows: { y0: number; y1: number; words: Word[]; x: [number, number][] }[] = [];
  for (const u of unitsOf(words.filter((w) => w.text.trim())).sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1))) {
    const mid = (u.y0 + u.y1) / 2;
    const row = rows.find((r) => mid > r.y0 && mid < r.y1 && !r.x.some(([x0, x1]) => u.x0 < x1 && x0 < u.x1));
    if (row) {
      row.words.push(...u.words);
      row.x.push([u.x0, u.x1]);
      row.y0 = Math.min(row.y0, u.y0);
      row.y1 = Math.max(row.y1, u.y1);
    } else rows.push({ y0: u.y0, y1: u.y1, words: [...u.words], x: [[u.x0, u.x1]] });
  }
  rows.sort((a, b) => a.y0 - b.y0);
  return rows.map((r) => {
    const ws = r.words.sort((a, b) => a.x0 - b.x0);
    // the median word height: punctuation is short, a capital or a descender is tall
    const heights = ws.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    const height = Math.max(1, heights[Math.floor(heights.length / 2)] ?? 1);
    const cells: GeoCell[] = [];
    let cell: GeoCell | undefined;
    let previous: Word | undefined;
    for (const w of ws) {
      const gap = previous ? w.x0 - previous.x1 : Infinity;
      if (!cell || gap > gapFactor * height) {
        cell = { text: w.text.trim(), x0: w.x0, x1: w.x1, y0: r.y0, y1: r.y1 };
        cells.push(cell);
      } else {
        const spaced = gap > 0.12 * height || /\s$/.test(previous?.text ?? '') || /^\s/.test(w.text);
        cell.text += (spaced ? ' ' : '') + w.text.trim();
        cell.x1 = Math.max(cell.x1, w.x1);
      }
      previous = w;
    }
    return cells;
  });
}

/** The rows as text: cells joined by COLUMN_GAP. */
export function rowsOf(words: Word[], gapFactor = 1.6): string[] {
  return cellRowsOf(words, gapFactor).map((cells) => cells.map((c) => c.text).join(COLUMN_GAP));
}
