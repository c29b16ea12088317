// Labels a narrow cell wrapped onto the line under it ("Ragione" over "sociale", "Indirizzo di" over
// "fornitura", "Consumo" over "ultimi 12 mesi"): joined into one cell before any field is looked for, so
// that every finder reads the label whole. Two cells are joined only where a label of a field runs across
// them: a label over its value ("Codice fiscale" over the code) stays two cells.
import { fold, type Cell, type Doc } from './parse-doc';
import { COLUMN_GAP } from './rows';

/** A label's first part: a few words, no figures. */
const HEAD = /^[\p{L}][\p{L}'.]*(?: [\p{L}'.]+){0,2}$/u;
/** Its wrapped rest: a few words starting in lower case ("sociale", "ultimi 12 mesi", "(PDR)"). */
const TAIL = /^[\p{Ll}(][\p{L}\d'.()]*(?: [\p{L}\d'.()]+){0,3}$/u;

const spans = (labels: readonly RegExp[], joined: string, cut: number) =>
  labels.some((re) =>
    [...joined.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].some(
      (m) => m.index < cut && m.index + m[0].length > cut,
    ),
  );

/** The cell of `cells` right under `cell`: starting where it starts, on the next row. */
function under(cell: Cell, cells: readonly Cell[]): Cell | undefined {
  if (cell.x0 === undefined || cell.y0 === undefined || cell.y1 === undefined) return undefined;
  const height = cell.y1 - cell.y0;
  return cells.find(
    (u) =>
      u.x0 !== undefined &&
      u.y0 !== undefined &&
      Math.abs(u.x0 - cell.x0!) <= height &&
      u.y0 - cell.y1! < height &&
      u.y0 > cell.y0!,
  );
}

/** The document with each wrapped label joined into its first cell. */
export function joinWrappedLabels(doc: Doc, labels: readonly RegExp[]): Doc {
  const rows = doc.lines.map((l) => [...l.cells]);
  for (const [i, cells] of rows.entries()) {
    const next = rows[i + 1];
    if (!next) break;
    for (const [k, cell] of cells.entries()) {
      if (!HEAD.test(cell.text)) continue;
      const tail = under(cell, next);
      if (!tail || !TAIL.test(tail.text)) continue;
      const joined = `${cell.folded} ${tail.folded}`;
      if (!spans(labels, joined, cell.folded.length)) continue;
      const text = `${cell.text} ${tail.text}`;
      cells[k] = { ...cell, text, folded: fold(text), y1: tail.y1 };
      next.splice(next.indexOf(tail), 1);
    }
  }
  const lines = rows
    .filter((cells) => cells.length)
    .map((cells, index) => ({ text: cells.map((c) => c.text).join(COLUMN_GAP), cells, index }));
  return { ...doc, lines };
}
