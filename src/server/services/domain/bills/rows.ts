// Rows of cells from positioned words, the same for a PDF's text layer and for OCR (text.ts): words
// that overlap vertically make a row, left to right; words further apart than a gap start a new cell.
// Each cell keeps where it stands across the page, so that the parser can find the value under a
// label by the page's geometry (the cell below in the same column), not by the count of cells.
import type { GeoCell, GeoRow } from './types';

/** What separates two cells of a row in the text. */
export const COLUMN_GAP = '   ';

export type Word = { text: string; x0: number; x1: number; y0: number; y1: number };

/**
 * Groups words into rows (vertical overlap), orders each row left to right and cuts it into cells
 * where two words stand further apart than `gapFactor` times the row's height.
 */
export function cellRowsOf(words: Word[], gapFactor = 1.6): GeoRow[] {
  const sorted = words.filter((w) => w.text.trim()).sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const rows: { y0: number; y1: number; words: Word[] }[] = [];
  for (const w of sorted) {
    const mid = (w.y0 + w.y1) / 2;
    const row = rows.find(
      (r) => mid > r.y0 && mid < r.y1 && !r.words.some((o) => w.x0 < o.x1 && o.x0 < w.x1),
    );
    if (row) {
      row.words.push(w);
      row.y0 = Math.min(row.y0, w.y0);
      row.y1 = Math.max(row.y1, w.y1);
    } else rows.push({ y0: w.y0, y1: w.y1, words: [w] });
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
