// A supply address printed as a form's parts, each with its own caption: "VIA/PIAZZA | VIA GARIBALDI |
// N. CIVICO | 27" over "C.A.P. | 12037 | COMUNE | SALUZZO | PROV. | CN", or with dot leaders ("COMUNE
// ......... OLGIATE COMASCO | C.A.P. / PROV. ...... 22077 - CO"). The parts after an address label and on
// the lines under it that open with a part's caption are joined into one address line, captions dropped.
import type { Cell, Doc } from './parse-doc';
import type { Hit } from './parse-values';

const PART = String.raw`(?:d\.?\s?u\.?\s?g\.?|toponimo|n\.?\s?civ(?:ico)?\.?|num(?:ero)?\.? civico|civico|c\.?\s?a\.?\s?p\.?(?:\s?\/\s?prov(?:incia)?\.?)?|comune|localita'?|prov(?:incia)?\.?|frazione)`;
/** A cell that is only a part's caption ("N. CIVICO", "VIA/PIAZZA", "LOCALITA'"). */
const CAPTION = new RegExp(String.raw`^(?:via\s?\/\s?piazza|${PART})[\s.:]*$`);
/** A part's caption then its value after dot leaders or a colon ("N. CIV. ...... 86"). */
const LED = new RegExp(String.raw`^${PART}\s*(?:\.{2,}|:)[\s.:]*`);

const valueOf = (cell: Cell) => {
  const led = LED.exec(cell.folded);
  return (led ? cell.text.slice(led[0].length) : cell.text).replace(/^[\s.:]+/, '').trim();
};
const opensWithPart = (cell: Cell | undefined) => !!cell && (CAPTION.test(cell.folded) || LED.test(cell.folded));

/** The address's parts after the label `hit` joined by commas, or null when no part has a caption. */
export function addressFromParts(doc: Doc, hit: Hit): string | null {
  const line = doc.lines[hit.line];
  const cell = line?.cells[hit.cell];
  if (!line || !cell) return null;
  const parts: string[] = [];
  let captions = 0;
  const take = (cells: Cell[]) => {
    for (const c of cells) {
      if (CAPTION.test(c.folded)) captions++;
      else {
        if (LED.test(c.folded)) captions++;
        const value = valueOf(c);
        if (value) parts.push(value);
      }
    }
  };
  const rest = cell.text.slice(hit.end).replace(/^[\s.:]+/, '').trim();
  if (rest) parts.push(rest);
  take(line.cells.slice(hit.cell + 1));
  for (let k = 1; k <= 3 && opensWithPart(doc.lines[hit.line + k]?.cells[0]); k++)
    take(doc.lines[hit.line + k]!.cells);
  return captions && parts.length >= 2 ? parts.join(', ') : null;
}
