// Charts and tables of the months (a bill's consumption month by month): their figures are no field's,
// and their headings are no value's label.
import type { Cell, Doc } from './parse-doc';
import { inColumn } from './parse-values';
import { numericCell } from './parse-cells';
import { columnFrom, type InColumn } from './parse-column';

export const MONTH = String.raw`(?:gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)[a-z]*\.?`;

/** A chart's axis label: a month, two months, a month and its year ("feb-mar", "gen 2026"). */
const MONTH_CELL = new RegExp(String.raw`^${MONTH}(?:\s*[-/]\s*${MONTH})?(?:\s*'?\d{2,4})?$`);
const isMonth = (c: Cell) => MONTH_CELL.test(c.folded.trim());
const bare = (text: string) => /^[\d.,\s]+$/.test(text);

/** Whether a cell heads a table's column of months or figures (a table beside the value, not its label). */
export function headsTable(doc: Doc, line: number, cell: Cell): boolean {
  const under = inColumn(doc, line, 1, cell)?.cell;
  return !!under && (isMonth(under) || numericCell(under.text));
}

/** Cells a bar's figure is looked up or down from for its month. */
const CHART_REACH = 8;

/**
 * Whether a bare number is a bar's figure in a chart or a month's in a table (the months' consumption):
 * its column runs down through bare numbers to a month on the axis, or up to a month heading it.
 */
export function inChart(doc: Doc, line: number, cell: number): boolean {
  if (!bare(doc.lines[line]?.cells[cell]?.text ?? '')) return false;
  // up, a month heading a table of the months ("feb | mar | apr", "FEB-MAR | APR-MAG"): in a row of
  // months, not a period alone over the year's figure ("Periodo | Gen-Dic 2025" over "Consumo annuo | 2.700")
  const heading = (at: InColumn) =>
    isMonth(at.cell) && (doc.lines[at.line]?.cells ?? []).filter(isMonth).length >= 2;
  const toMonth = (step: 1 | -1) => {
    let k = 0;
    for (const at of columnFrom(doc, line, cell, step)) {
      if (++k > CHART_REACH) return false;
      if (step > 0 ? isMonth(at.cell) : heading(at)) return true;
      if (!bare(at.cell.text)) return false;
    }
    return false;
  };
  return toMonth(1) || toMonth(-1);
}
