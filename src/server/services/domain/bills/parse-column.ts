// Walking a value's column up or down: with the page's geometry, cell by cell under (or over) the one
// before, as parse-values.ts inColumn steps; without it, a line of as many cells as the value's.
import type { Cell, Doc } from './parse-doc';
import { inColumn } from './parse-values';

export type InColumn = { cell: Cell; line: number };

/** The cells of the column of `refLine`'s cell `refCell`, going up (-1) or down (1), nearest first. */
export function* columnFrom(doc: Doc, refLine: number, refCell: number, step: 1 | -1): Generator<InColumn> {
  const ref = doc.lines[refLine]?.cells[refCell];
  if (!ref) return;
  if (ref.x0 !== undefined) {
    for (let at = inColumn(doc, refLine, step, ref); at; at = inColumn(doc, at.line, step, at.cell)) yield at;
    return;
  }
  const count = doc.lines[refLine]?.cells.length;
  for (let line = refLine + step; doc.lines[line]?.cells.length === count; line += step) {
    const cell = doc.lines[line]?.cells[refCell];
    if (!cell) return;
    yield { cell, line };
  }
}

/** The cell `k` lines above (negative) or below `refLine` in the column of its cell `refCell`. */
export function cellInColumn(doc: Doc, k: number, refLine: number, refCell: number): Cell | undefined {
  const ref = doc.lines[refLine]?.cells[refCell];
  if (!ref) return undefined;
  if (ref.x0 !== undefined) {
    let i = 0;
    for (const at of columnFrom(doc, refLine, refCell, k < 0 ? -1 : 1))
      if (++i === Math.abs(k)) return at.cell;
    return undefined;
  }
  const line = doc.lines[refLine + k];
  return line?.cells.length === doc.lines[refLine]?.cells.length ? line?.cells[refCell] : undefined;
}
