// Labels and the values after them: where a label stands in the bill's lines of cells (parse-doc.ts),
// the cells that may hold its value (beside, before, under or above it, as the bill's orientation
// says), and the first of them a field accepts.
import type { Cell, Doc, Line } from './parse-doc';

export type Hit = { line: number; cell: number; end: number; label: string };
export type Candidate = {
  text: string;
  where: 'same' | 'before' | 'next' | 'above' | 'below' | 'below2';
  line: number;
};

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

/** The folded text of the label's cell (a header's unit: "Consumo annuo (kWh)"). */
export const labelCell = (doc: Doc, hit: Hit) => doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '';

/** A cell that reads "Label: value", i.e. another field's pair, is no value for this label. */
export const isPair = (s: string) => /^[\p{L} .'()/]{3,}:\s*\S/u.test(s);

/** The cell of line `index` that stands most under [x0, x1] (the same column), if any overlaps it. */
export function cellUnder(doc: Doc, index: number, x0?: number, x1?: number): Cell | undefined {
  const line = doc.lines[index];
  if (!line || x0 === undefined || x1 === undefined) return undefined;
  let best: { cell: Cell; overlap: number } | undefined;
  for (const cell of line.cells) {
    const overlap = Math.min(x1, cell.x1 ?? 0) - Math.max(x0, cell.x0 ?? 0);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { cell, overlap };
  }
  return best?.cell;
}

/**
 * The nearest cell above (step -1) or below (step 1) line `from` in the column of `ref`: lines with no
 * cell in that column are passed over (two columns whose lines do not fall at the same heights), up
 * to two of them.
 */
export function inColumn(
  doc: Doc,
  from: number,
  step: 1 | -1,
  ref: { x0?: number; x1?: number },
): { cell: Cell; line: number } | undefined {
  if (ref.x0 === undefined || ref.x1 === undefined) return undefined;
  for (let k = 1; k <= 3; k++) {
    const index = from + step * k;
    const line = doc.lines[index];
    if (!line || apart(doc.lines[from], line, step)) return undefined;
    const cell = cellUnder(doc, index, ref.x0, ref.x1);
    if (cell) return { cell, line: index };
    // a line reaching across the column (a heading, a footer) ends it
    if (line.cells.some((c) => (c.x0 ?? 0) < ref.x0! && (c.x1 ?? 0) > ref.x1!)) return undefined;
  }
  return undefined;
}

/** Rows further apart than this many row heights are not one column's (a body and the page's footer). */
const COLUMN_BREAK = 3;

/** Whether `to`, the line `step` from `from`, stands past a wide blank or on another page. */
function apart(from: Line | undefined, to: Line, step: 1 | -1): boolean {
  const a = from?.cells[0];
  const b = to.cells[0];
  if (a?.y0 === undefined || a.y1 === undefined || b?.y0 === undefined || b.y1 === undefined) return false;
  const [upper, lower] = step === 1 ? [a, b] : [b, a];
  const gap = lower.y0! - upper.y1!;
  const height = Math.max(a.y1 - a.y0, b.y1 - b.y0);
  // a negative gap past a row's height: the lower line is on the next page
  return gap > COLUMN_BREAK * height || gap < -height;
}

/** The cells above a cell in its column, nearest first, up to `up` lines (a line across the column ends them). */
export function cellsAbove(doc: Doc, from: number, ref: { x0?: number; x1?: number }, up = 8): Cell[] {
  const out: Cell[] = [];
  for (let line = from; out.length < up;) {
    const next = inColumn(doc, line, -1, ref);
    if (!next) break;
    out.push(next.cell);
    line = next.line;
  }
  return out;
}

/** Without geometry: the cell of the next line at the same count, when both lines have as many cells. */
function byCount(doc: Doc, hit: Hit): Cell | undefined {
  const line = doc.lines[hit.line];
  const below = doc.lines[hit.line + 1];
  if (!line || !below || line.cells[hit.cell]?.x0 !== undefined) return undefined;
  if (line.cells.length > 1 && below.cells.length === line.cells.length) return below.cells[hit.cell];
  if (hit.cell === 0) return below.cells[0];
  return below.cells[hit.cell];
}

/**
 * A line of values each followed by its label ("230 Volt   tensione   3,3 kW   potenza disponibile",
 * "Rossi Mario   titolare"): pairs of cells, each a value without a label's words and a caption
 * without digits, the first caption a label.
 */
export function valueFirst(line: Line): boolean {
  const { cells } = line;
  if (cells.length < 2 || cells.length % 2 || !cells[1] || !isLabelCell(cells[1])) return false;
  return cells.every((c, i) => (i % 2 ? !/\d/.test(c.text) : !isPair(c.text) && !LABEL_WORDS.test(c.folded)));
}

/** Words of the labels bills print (any field's or a distractor's): a cell of them is no value. */
const LABEL_WORDS =
  /\b(?:codice|cod\.|intestat|titolare|cliente|indirizzo|ubicazione|luogo|fornitura|potenza|pot\.|tensione|consumo|categoria|tipologia|remi|re\.mi|pod|pdr|partita iva|p\. ?iva|fiscale|ragione sociale|denominazione|nominativo|matricola|lettur|periodo|fatturat|steuernummer|mwst|firmenbezeichnung|lieferadresse|vertragsleistung|jahresverbrauch|verbrauchsstelle|vertragsinhaber|zahlpunkt|lieferpunkt|spannung|\w*nummer\b|numero\b)/;
export const isLabelCell = (c: Cell) => LABEL_WORDS.test(c.folded) && !/\d{3}/.test(c.text);

// Identifiers that say what they are, and their labels: where a bill puts its labels (beside, above or
// below the values) is read from them
const SELF_EVIDENT: [RegExp, RegExp][] = [
  [/^IT\s?\d{3}\s?E\s?\d{4}\s?\d{4}$/, /\bpod\b|punto di prelievo/],
  [/^\d{14}$/, /\bpdr\b|punto di riconsegna/],
  [/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/, /fiscale|\bc\.? ?f\b/],
  [/^\d{11}$/, /partita iva|\bp\.? ?iva|fiscale|\bc\.? ?f\b/],
  // and the quantities that carry their unit: a power near a power label, a consumption near one
  [/^\d[\d.,]*\s?kW$/i, /potenza|\bpot\./],
  [/^\d[\d.,]*\s?(?:kWh|Smc)$/i, /consum/],
  [/^\d{3}\s?V$/, /tensione/],
];
const orientations = new WeakMap<Doc, 'above' | 'below'>();

/**
 * Whether this bill prints its labels above their values (or beside them, the usual) or below them (a
 * caption under the value): told by the identifiers standing alone in a cell (POD, PDR, codice fiscale,
 * partita IVA) and their labels in the same column, above or below.
 */
export function orientationOf(doc: Doc): 'above' | 'below' {
  const known = orientations.get(doc);
  if (known) return known;
  let above = 0;
  let below = 0;
  for (const line of doc.lines) {
    line.cells.forEach((cell, i) => {
      const label = SELF_EVIDENT.find(([value]) => value.test(cell.text))?.[1];
      if (!label || (i > 0 && label.test(line.cells[i - 1]?.folded ?? ''))) return;
      if (label.test(inColumn(doc, line.index, -1, cell)?.cell.folded ?? '')) above++;
      if (label.test(inColumn(doc, line.index, 1, cell)?.cell.folded ?? '')) below++;
    });
  }
  const o = below > above ? 'below' : 'above';
  orientations.set(doc, o);
  return o;
}

/**
 * The texts that may hold a label's value, nearest first: the rest of its cell, the cell before it on a
 * line of a value and its label ("41572860520   partita IVA"), the next cell, the
 * cell under it (the same column of the next line: a table's header over its values, a label over its
 * value), and for values written over two lines (an address) the cell under it or the next cell joined
 * with the one under that ('below2').
 */
export function candidatesOf(doc: Doc, hit: Hit): Candidate[] {
  const out: Candidate[] = [];
  const line = doc.lines[hit.line];
  if (!line) return out;
  const cell = line.cells[hit.cell];
  const rest = (cell?.text.slice(hit.end) ?? '').replace(/^[\s:.=\-)(]*(?:\([^)]*\))?[\s:.=-]*/, '');
  if (rest) out.push({ text: rest, where: 'same', line: hit.line });
  // the value first, its label after it: a line of two cells, the label opening the second, or a line
  // of values each followed by its label, where the next cell is the next label's value
  const ahead = line.cells[hit.cell - 1];
  const labelFirst = hit.end - hit.label.length <= 1;
  const pairs = valueFirst(line);
  const valueAhead =
    !rest && hit.cell >= 1 && labelFirst && !!ahead && !isPair(ahead.text) && !isLabelCell(ahead);
  const beforeFirst = valueAhead && (pairs || line.cells.length === 2);
  if (beforeFirst) out.push({ text: ahead.text, where: 'before', line: hit.line });
  // an OCR speck between the label and its value ("Partita IVA   è   01234567897") is passed over
  const speck = (c?: Cell) => !!c && SPECK.test(c.text.trim());
  const next = line.cells[hit.cell + (speck(line.cells[hit.cell + 1]) ? 2 : 1)];
  const nextOk = next && !isPair(next.text) && !pairs;
  // nothing after the label in its cell: a value beside it a little lower, on the next row, before the
  // label row's next cell (another column's caption: "MwSt.-Nummer | Angebot" over "4722… | Strom …")
  const lower = rest ? undefined : besideLower(doc, hit);
  if (lower && !isPair(lower.cell.text) && !isLabelCell(lower.cell)) {
    out.push({ text: lower.cell.text, where: 'next', line: lower.line });
    // and its second line, where a narrow cell wraps it ("Ferramenta Al Castello" over "S.r.l.")
    out.push(...linesUnder(doc, lower, lower.cell.text, 1, 2));
  }
  if (nextOk) out.push({ text: next.text, where: 'next', line: hit.line });
  const geo = cell?.x0 !== undefined;
  const down = cell && geo ? inColumn(doc, hit.line, 1, cell) : undefined;
  const byCountBelow = geo ? undefined : byCount(doc, hit);
  const below = down ?? (byCountBelow ? { cell: byCountBelow, line: hit.line + 1 } : undefined);
  // a caption under its value (labels below the values on this bill): the cell above
  const up = cell && orientationOf(doc) === 'below' ? inColumn(doc, hit.line, -1, cell) : undefined;
  const above = up && !isPair(up.cell.text) && !isLabelCell(up.cell) ? up : undefined;
  if (above) out.push({ text: above.cell.text, where: 'above', line: above.line });
  if (below) out.push({ text: below.cell.text, where: 'below', line: below.line });
  // written over two or three lines: the value's first line and the cells under it, for each first line
  const firsts: [Cell | undefined, number, string | undefined][] = [
    [rest ? cell : undefined, hit.line, rest],
    [nextOk ? next : undefined, hit.line, next?.text],
    [below?.cell, below?.line ?? 0, below?.cell.text],
  ];
  for (const [first, firstLine, firstText] of firsts) {
    if (!first || !firstText) continue;
    const under =
      first.x0 !== undefined
        ? inColumn(doc, firstLine, 1, first)
        : first === cell || first === below?.cell
          ? { cell: doc.lines[firstLine + 1]?.cells[0], line: firstLine + 1 }
          : undefined;
    if (!under?.cell || isPair(under.cell.text) || isLabelCell(under.cell)) continue;
    const text = `${firstText}, ${under.cell.text}`;
    out.push({ text, where: 'below2', line: under.line });
    // an address's frazione, staircase and flat may take a line each, its comune two: up to five lines
    out.push(...linesUnder(doc, { cell: under.cell, line: under.line }, text, 2, 5));
  }
  if (above) {
    const over = inColumn(doc, above.line, -1, above.cell);
    if (over && !isPair(over.cell.text) && !isLabelCell(over.cell)) {
      out.push({ text: `${over.cell.text}, ${above.cell.text}`, where: 'below2', line: above.line });
    }
  }
  // last of all, a label closing its line after its value ("Rossi Srl   01234567897   partita IVA")
  if (valueAhead && !beforeFirst && hit.cell === line.cells.length - 1)
    out.push({ text: ahead.text, where: 'before', line: hit.line });
  return out;
}

/**
 * The value beside a label but a little lower, which rows.ts put on the next row (a label of two lines,
 * German over Italian, beside a value between them): the first cell right of the label on the next row,
 * before the label row's next cell, within the label's height.
 */
export function besideLower(doc: Doc, hit: Hit): { cell: Cell; line: number } | undefined {
  const row = doc.lines[hit.line];
  const label = row?.cells[hit.cell];
  const next = doc.lines[hit.line + 1];
  if (!label || label.x1 === undefined || label.y0 === undefined || label.y1 === undefined || !next)
    return undefined;
  const height = label.y1 - label.y0;
  const limit = row.cells[hit.cell + 1]?.x0 ?? Infinity;
  const cell = next.cells.find(
    (c) => c.x0 !== undefined && c.x0 > label.x1! && c.x0 < limit && (c.y0 ?? Infinity) - label.y0! < height,
  );
  return cell && { cell, line: hit.line + 1 };
}

/**
 * A value continued down its column: `text` (its first `count` lines, the last of them `from`) joined
 * with each cell under it in turn, while they are neither labels nor pairs, up to `lines` lines in all.
 */
export function linesUnder(
  doc: Doc,
  from: { cell: Cell; line: number },
  text: string,
  count: number,
  lines: number,
): Candidate[] {
  const out: Candidate[] = [];
  let more = from.cell.x0 !== undefined ? inColumn(doc, from.line, 1, from.cell) : undefined;
  for (let k = count + 1; k <= lines && more && !isPair(more.cell.text) && !isLabelCell(more.cell); k++) {
    text = `${text}, ${more.cell.text}`;
    out.push({ text, where: 'below2', line: more.line });
    more = inColumn(doc, more.line, 1, more.cell);
  }
  return out;
}

/** A cell of one letter or one or two marks: a speck of a scan read as text. */
const SPECK = /^(?:\p{L}|[^\p{L}\p{N}]{1,2})$/u;

/** The first value `read` gets out of the candidates after any of the labels. */
export function valueAfter<T>(
  doc: Doc,
  labels: RegExp,
  read: (text: string, c: Candidate, hit: Hit) => T | null,
  exclude?: RegExp,
): { value: T; hit: Hit; candidate: Candidate } | null {
  for (const hit of findLabels(doc, labels, exclude)) {
    for (const candidate of candidatesOf(doc, hit)) {
      const value = read(candidate.text, candidate, hit);
      if (value !== null) return { value, hit, candidate };
    }
  }
  return null;
}
