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

/**
 * The first `n` cells of the column of `refLine`'s cell `refCell` going up (-1) or down (1): the `k`th
 * at `k - 1`; without geometry, the line `k` away if it has as many cells (a hole where it has not).
 */
export function columnCells(
  doc: Doc,
  refLine: number,
  refCell: number,
  step: 1 | -1,
  n: number,
): (Cell | undefined)[] {
  const ref = doc.lines[refLine]?.cells[refCell];
  if (!ref) return [];
  if (ref.x0 === undefined) {
    const count = doc.lines[refLine]?.cells.length;
    return Array.from({ length: n }, (_, i) => {
      const line = doc.lines[refLine + step * (i + 1)];
      return line?.cells.length === count ? line?.cells[refCell] : undefined;
    });
  }
  const out: Cell[] = [];
  for (const at of columnFrom(doc, refLine, refCell, step)) if (out.push(at.cell) === n) break;
  return out;
}

/** The cell `k` lines above (negative) or below `refLine` in the column of its cell `refCell`. */
export function cellInColumn(doc: Doc, k: number, refLine: number, refCell: number): Cell | undefined {
  return columnCells(doc, refLine, refCell, k < 0 ? -1 : 1, Math.abs(k))[Math.abs(k) - 1];
}
