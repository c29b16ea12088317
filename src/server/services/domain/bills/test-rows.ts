// Rows of cells with their places across the page, as rows.ts gives a PDF's or OCR's words, for the
// parser's tests: a row from [text, x0, x1] cells (at a height with rowAt), the plain text of rows, and a
// parse of them.
import { parseBill } from './parse';
import { COLUMN_GAP } from './rows';
import type { GeoRow } from './types';

export const row = (...cells: [string, number, number][]): GeoRow =>
  cells.map(([text, x0, x1]) => ({ text, x0, x1 }));

/** A row standing `y` points down its page, nine points tall: where the parser weighs vertical gaps. */
export const rowAt = (y: number, ...cells: [string, number, number][]): GeoRow =>
  cells.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 9 }));

export const textOf = (rows: GeoRow[]) => rows.map((r) => r.map((c) => c.text).join(COLUMN_GAP)).join('\n');

export const parseRows = (righe: GeoRow[], ocr = false) => parseBill(textOf(righe), { righe, ocr });
