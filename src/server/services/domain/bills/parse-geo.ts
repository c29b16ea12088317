// Layout-free reading (issue 14 item 2): values found by what they are (a number with its unit, a code
// of its format) wherever they stand, each tied to its meaning by the label nearest to it in the page's
// geometry: in its own cell before it (or right after it), the nearest label cell to its left in its
// row, the label cell above it in its column (past the numbers of a table's column), or the caption
// under it. Labels of other quantities of the same kind (power available against committed, the
// period's kWh against the yearly ones, a meter's number against the REMI) are looked for as well: a
// value nearest to one of them is not the field's. Which of above and below comes first is told by the
// bill itself (parse-values.ts orientationOf).
import type { Cell, Doc, Line } from './parse-doc';
import { orientationOf, valueFirst } from './parse-values';
import { cellInColumn, columnCells } from './parse-column';
import { headsTable } from './parse-charts';
import { NUMBER, undoDoubledFirst, type Typed } from './parse-numbers';
import { UNIT_CELL, UNIT_GAP, UNIT_NUMBER, numericCell } from './parse-cells';

/** What a value means: the field's labels, and those of the other quantities printed the same way. */
export type Meaning = { field: RegExp; others: RegExp };

/** Where a value stands: its line, its cell and its characters in the cell. */
export type Place = { line: number; cell: number; start: number; end: number };

/** The label a value is tied to: the field's own or another's, how far, and the text of its cell. */
export type Tie = { own: boolean; distance: number; labelCell: string };

type Match = { start: number; end: number; own: boolean };

function matchesOf(folded: string, m: Meaning): Match[] {
  const out: Match[] = [];
  for (const [re, own] of [
    [m.field, true],
    [m.others, false],
  ] as const) {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const x of folded.matchAll(g)) out.push({ start: x.index, end: x.index + x[0].length, own });
  }
  return out;
}

/** The most specific of the labels of a cell: the one ending last, another quantity's on a tie. */
const lastOf = (ms: Match[]) => [...ms].sort((a, b) => b.end - a.end || Number(a.own) - Number(b.own))[0];

/**
 * Labels written as a list ("potenza impegnata / disponibile"): the one whose place in the list is the
 * value's among the numbers before it (`ahead`, the text from the labels to the value), or null.
 */
function listed(ms: Match[], folded: string, ahead: string): Match | null {
  const list = [...ms].sort((a, b) => a.start - b.start);
  if (list.length < 2) return null;
  for (let i = 1; i < list.length; i++) {
    const gap = folded.slice(list[i - 1]?.end ?? 0, list[i]?.start ?? 0);
    if (!/^\s*\/\s*(?:\p{L}+\.?\s+)?$/u.test(gap)) return null;
  }
  const rank = [...ahead.matchAll(new RegExp(NUMBER, 'gu'))].length;
  return list[rank] ?? null;
}

/** The last line of a header wrapped over lines: a few words ("impegnata (kW)", "(Smc)", "d'uso"). */
const wrappedHeader = (folded: string) => folded.split(/\s+/).length <= 3 && !/\d/.test(folded);

/**
 * The cell of a header line whose column holds [x0, x1]: a column runs from its header's left edge to
 * the next header's, as a table's box does.
 */
function columnOf(line: Line, x0: number, x1: number): Cell | undefined {
  const cells = line.cells.filter((c) => c.x0 !== undefined);
  return cells.find((c, i) => c.x0! <= x0 + 1 && (cells[i + 1]?.x0 ?? Infinity) >= x1 - 1);
}

/** Lines looked up for a table's header over a number: its rows above, then the header's lines. */
const HEADER_REACH = 6;

/**
 * A number right-aligned in its column under a header printed at the column's left ("TENSIONE (V)"
 * over "      230"), or merged by the text layer with the next column's word ("230 MONOFASE"): the header
 * whose column holds the number itself, on the header lines (no numbers) above the table's rows.
 */
function headerOfColumn(doc: Doc, place: Place, meaning: Meaning): Tie | null {
  const { lines, rows } = columnHeader(doc, place);
  let header = '';
  for (const folded of lines) {
    header = `${folded} ${header}`.trim();
    const m = lastOf(matchesOf(header, meaning));
    if (m) return { own: m.own, distance: 1.3 + 0.05 * rows, labelCell: header };
  }
  return null;
}

/**
 * The header over a value by the column box that holds the value itself: its lines' cells (nearest
 * first), past the table's rows above (lines with a number of three digits or more; a header has none,
 * though OCR may read its "O" as "0"), and how many such rows were passed.
 */
function columnHeader(doc: Doc, place: Place): { lines: string[]; rows: number } {
  const out = { lines: [] as string[], rows: 0 };
  const cell = doc.lines[place.line]?.cells[place.cell];
  if (cell?.x0 === undefined || cell.x1 === undefined) return out;
  const width = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  const x0 = cell.x0 + place.start * width;
  const x1 = cell.x0 + place.end * width;
  for (let up = 1; up <= HEADER_REACH && out.lines.length < 3; up++) {
    const line = doc.lines[place.line - up];
    if (!line) break;
    if (/\d{3}/.test(line.text)) {
      if (out.lines.length) break;
      out.rows++;
      continue;
    }
    const c = columnOf(line, x0, x1);
    if (!c) break;
    out.lines.push(c.folded);
  }
  return out;
}

/** Every label near a value, nearest first (see the file's head). */
export function tiesOf(doc: Doc, place: Place, meaning: Meaning): Tie[] {
  const line = doc.lines[place.line];
  const cell = line?.cells[place.cell];
  if (!line || !cell) return [];
  const ties: Tie[] = [];
  const inCell = matchesOf(cell.folded, meaning);
  const preceding = inCell.filter((m) => m.end <= place.start);
  const last = lastOf(preceding);
  // the labels of a list ("impegnata / disponibile: 3 / 3,3 kW") stand for its values in turn
  const before = last && (listed(preceding, cell.folded, cell.text.slice(last.end, place.start)) ?? last);
  // another quantity's number between the label and the value: the label is that number's
  // ("Consumo annuo: 1.000 Smc (10.500 kWh)")
  const between = last ? cell.folded.slice(last.end, place.start) : '';
  if (before && !UNIT_NUMBER.test(between))
    ties.push({ own: before.own, distance: 0, labelCell: cell.folded.slice(0, place.start) });
  // a label right after its value and its unit ("3 kW (potenza impegnata)"), not the next clause's
  const after = inCell
    .filter((m) => m.start >= place.end && UNIT_GAP.test(cell.folded.slice(place.end, m.start)))
    .sort((a, b) => a.start - b.start)[0];
  if (after) ties.push({ own: after.own, distance: 0.6, labelCell: cell.folded.slice(place.end) });
  // a value and its label after it, opening the next cell: on a line of values each followed by its
  // label, or where the cell before the value holds no label of its kind (on a line of labels each
  // followed by its value, "Consumo periodo   450 kWh   Consumo annuo   2.700 kWh", the next label is
  // the next value's)
  const right = line.cells[place.cell + 1];
  const ahead = line.cells[place.cell - 1];
  const pairs = valueFirst(line);
  const labelAfter =
    right && !inCell.length ? matchesOf(right.folded, meaning).find((x) => x.start <= 1) : undefined;
  // not a cell a column away: the heading of the next column's text ("4.003 kWh" under "CONSUMO ANNUO",
  // "Fattura elettronica" a column to its right)
  const near =
    !right ||
    cell.x1 === undefined ||
    right.x0 === undefined ||
    cell.y0 === undefined ||
    cell.y1 === undefined
      ? true
      : right.x0 - cell.x1 < 4 * (cell.y1 - cell.y0);
  if (
    right &&
    labelAfter &&
    (pairs ||
      ((!ahead || !matchesOf(ahead.folded, meaning).length) && near && !headsTable(doc, place.line, right)))
  )
    ties.push({ own: labelAfter.own, distance: 0.9, labelCell: right.folded });
  // to the left in the row, past the numbers of a table's row and a cell of the value's unit alone
  // ("POT_IMPEGNATA | KW | 3.00", an e-invoice's data), whose unit the label then has; on a line of
  // values each followed by its label, the label before a value is the value before's
  for (let i = place.cell - 1, skipped = 0, units = ''; i >= 0 && !(pairs && labelAfter); i--) {
    const c = line.cells[i];
    if (!c) break;
    const ms = matchesOf(c.folded, meaning);
    const m = listed(ms, c.folded, cell.text.slice(0, place.start)) ?? lastOf(ms);
    if (m) {
      ties.push({ own: m.own, distance: 1 + 0.2 * skipped, labelCell: `${c.folded}${units}` });
      break;
    }
    if (UNIT_CELL.test(c.folded)) units += ` (${undoDoubledFirst(c.folded)})`;
    else if (!numericCell(c.text)) break;
    skipped++;
  }
  const below = orientationOf(doc) === 'below';
  // above in the column, past the numbers of a table's column; a header may be wrapped over up to three
  // lines ("Potenza" / "impegnata (kW)")
  const column = columnCells(doc, place.line, place.cell, -1, 6);
  for (let k = 1, skipped = 0; k <= 4; k++) {
    const c = column[k - 1];
    if (!c) break;
    let header = c.folded;
    let ms = matchesOf(header, meaning);
    for (let up = 1; !ms.length && up <= 2 && wrappedHeader(header); up++) {
      const over = column[k + up - 1];
      if (!over || numericCell(over.text)) break;
      header = `${over.folded} ${header}`;
      ms = matchesOf(header, meaning);
    }
    const m = listed(ms, header, cell.text.slice(0, place.start)) ?? lastOf(ms);
    if (m) {
      ties.push({ own: m.own, distance: (below ? 1.4 : 1.1) + 0.2 * skipped, labelCell: header });
      break;
    }
    if (!numericCell(c.text)) break;
    skipped++;
  }
  if (!ties.some((t) => t.distance >= 1.1 && t.distance < 1.5)) {
    const header = headerOfColumn(doc, place, meaning);
    if (header) ties.push(header);
  }
  // the caption under the value
  const under = cellInColumn(doc, 1, place.line, place.cell);
  const m = under ? lastOf(matchesOf(under.folded, meaning)) : undefined;
  if (under && m) ties.push({ own: m.own, distance: below ? 1.1 : 1.5, labelCell: under.folded });
  return ties.sort((a, b) => a.distance - b.distance || Number(a.own) - Number(b.own));
}

/** The headers of a table cell: its row's first cell and the first cell above it that is not a number. */
function headersOf(doc: Doc, place: Place): string {
  const { line, cell } = place;
  const row = cell > 0 ? (doc.lines[line]?.cells[0]?.folded ?? '') : '';
  // and the header of the column box that holds the value ("(V)" over a number right-aligned in it)
  const box = columnHeader(doc, place).lines.join(' ');
  for (const c of columnCells(doc, line, cell, -1, 4)) {
    if (!c) break;
    if (!numericCell(c.text)) return `${row} | ${c.folded} | ${box}`;
  }
  return `${row} | ${box}`;
}

/** A value tied to the field's label, how near, and whether another quantity's label is about as near. */
export type Tied<T> = Typed<T> & { place: Place; tie: Tie; contested: boolean };

/**
 * The values `scan` finds anywhere on the bill whose nearest label is the field's, nearest first.
 * `accept` may refuse a value by its tie (a number without its unit needs the unit in its label).
 */
export function tiedValues<T>(
  doc: Doc,
  scan: (text: string) => Typed<T>[],
  meaning: Meaning,
  accept: (v: Typed<T>, tie: Tie, headers: string) => boolean = () => true,
): Tied<T>[] {
  const out: Tied<T>[] = [];
  for (const line of doc.lines) {
    line.cells.forEach((cell, c) => {
      // a number inside a label ("ultimi 12 mesi") is no value
      const labels = matchesOf(cell.folded, meaning);
      // a unit alone in the next cell (a table's "U.M." column: "250 | SMC") is the number's
      const next = line.cells[c + 1];
      const text = next && UNIT_CELL.test(next.folded) ? `${cell.text} ${next.text}` : cell.text;
      for (const v of scan(text)) {
        if (v.start >= cell.text.length) continue;
        if (labels.some((m) => m.start < v.end && v.start < m.end)) continue;
        const place = { line: line.index, cell: c, start: v.start, end: v.end };
        const ties = tiesOf(doc, place, meaning);
        const tie = ties[0];
        if (!tie?.own || !accept(v, tie, headersOf(doc, place))) continue;
        const rival = ties.find((t) => !t.own);
        const contested = !!rival && rival.distance - tie.distance < 0.25;
        out.push({ ...v, place, tie, contested });
      }
    });
  }
  return out.sort((a, b) => a.tie.distance - b.tie.distance);
}
