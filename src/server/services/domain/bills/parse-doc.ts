// The bill's text as lines of cells (text.ts), the labels found in it and the values after them, and
// the confidence of a value read.
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
type Cell = { text: string; folded: string; x0?: number; x1?: number };
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

/** Cells of a row: a " | " inside a cell separates two (suppliers print "POD … | Potenza … | …"). */
function cellsOf(raw: ({ text: string } & Partial<GeoCell>)[]): Cell[] {
  return raw.flatMap((c) => {
    const parts = c.text.split(/ [|¦] /);
    const { x0, x1 } = c;
    const width = x0 !== undefined && x1 !== undefined ? (x1 - x0) / Math.max(1, c.text.length) : 0;
    let at = 0;
    return parts.map((p) => {
      const text = p
        .replace(/[’‘`´]/g, "'")
        .replace(/[–—]/g, '-')
        .trim()
        .replace(/\s+/g, ' ');
      const place = x0 !== undefined ? { x0: x0 + at * width, x1: x0 + (at + p.length) * width } : {};
      at += p.length + 3;
      return { text, folded: fold(text), ...place };
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

/** The folded text of the label's cell (a header's unit: "Consumo annuo (kWh)"). */
export const labelCell = (doc: Doc, hit: Hit) => doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '';

/** A cell that reads "Label: value", i.e. another field's pair, is no value for this label. */
export const isPair = (s: string) => /^[\p{L} .'()/]{3,}:\s*\S/u.test(s);

/** The cell of line `index` that stands most under [x0, x1] (the same column), if any overlaps it. */
function cellUnder(doc: Doc, index: number, x0?: number, x1?: number): Cell | undefined {
  const line = doc.lines[index];
  if (!line || x0 === undefined || x1 === undefined) return undefined;
  let best: { cell: Cell; overlap: number } | undefined;
  for (const cell of line.cells) {
    const overlap = Math.min(x1, cell.x1 ?? 0) - Math.max(x0, cell.x0 ?? 0);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { cell, overlap };
  }
  return best?.cell;
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
 * The texts that may hold a label's value, nearest first: the rest of its cell, the next cell, the
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
  const next = line.cells[hit.cell + 1];
  if (next && !isPair(next.text)) out.push({ text: next.text, where: 'next', line: hit.line });
  const below = cellUnder(doc, hit.line + 1, cell?.x0, cell?.x1) ?? byCount(doc, hit);
  if (below) out.push({ text: below.text, where: 'below', line: hit.line + 1 });
  // written over two lines: the value's first line and the cell under it
  const first = rest ? cell : next && !isPair(next.text) ? next : below;
  const firstLine = first === below ? hit.line + 1 : hit.line;
  const firstText = first === cell ? rest : first?.text;
  const under =
    first &&
    (first.x0 !== undefined
      ? cellUnder(doc, firstLine + 1, first.x0, first.x1)
      : first === cell || first === below
        ? doc.lines[firstLine + 1]?.cells[0]
        : undefined);
  if (firstText && under && !isPair(under.text)) {
    out.push({ text: `${firstText}, ${under.text}`, where: 'below2', line: firstLine + 1 });
  }
  return out;
}

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
