// A supply address printed as a form's parts, each with its own caption: "VIA/PIAZZA | VIA GARIBALDI |
// N. CIVICO | 27" over "C.A.P. | 12037 | COMUNE | SALUZZO | PROV. | CN", or with dot leaders ("COMUNE
// ......... OLGIATE COMASCO | C.A.P. / PROV. ...... 22077 - CO"). The parts after an address label and on
// the lines under it that hold a part's caption are joined into one address line, captions dropped. And
// an address standing a little lower than its label beside it, put on the next row.
import type { Cell, Doc } from './parse-doc';
import { CAP_RE } from './parse-street';
import {
  besideLower,
  cellUnder,
  isLabelCell,
  isPair,
  linesUnder,
  type Candidate,
  type Hit,
} from './parse-values';

const PART = String.raw`(?:d\.?\s?u\.?\s?g\.?|toponimo|n\.?\s?civ(?:ico)?\.?|num(?:ero)?\.? civico|civico|c\.?\s?a\.?\s?p\.?(?:\s?\/\s?prov(?:incia)?\.?)?|comune|localita'?|prov(?:incia)?\.?|frazione)`;
/** A cell that is only a part's caption ("N. CIVICO", "VIA/PIAZZA", "LOCALITA'"). */
const CAPTION = new RegExp(String.raw`^(?:via\s?\/?\s?piazza|${PART})[\s.:]*$`);
/** A part's caption then its value after dot leaders or a colon ("N. CIV. ...... 86"). */
const LED = new RegExp(String.raw`^${PART}\s*(?:\.{2,}|:)[\s.:]*`);

/** OCR's rules and brackets around a shaded caption's cell ("|n civico", "[prov") are no part of it. */
const RULES = /^[\s|[\]{}]+|[\s|[\]{}]+$/g;
const clean = (cell: Cell) => ({
  text: cell.text.replace(RULES, ''),
  folded: cell.folded.replace(RULES, ''),
});
const isCaption = (cell: Cell) => CAPTION.test(clean(cell).folded);
const isLed = (cell: Cell) => LED.test(clean(cell).folded);

const valueOf = (cell: Cell) => {
  const { text, folded } = clean(cell);
  const led = LED.exec(folded);
  return (led ? text.slice(led[0].length) : text).replace(/^[\s.:]+/, '').trim();
};

/** A form box's caption of the street ("INDIRIZZO (VIA, PIAZZA)"), or of any of the address's parts. */
const STREET_CAPTION = /^(?:indirizzo|via|strada)(?:\s*\([^)]*\))?$/;
const isPartCaption = (cell: Cell) => isCaption(cell) || STREET_CAPTION.test(clean(cell).folded);

/**
 * A paper form's boxes under a heading: a row of captions ("INDIRIZZO (VIA, PIAZZA) | N. CIVICO |
 * SCALA / INTERNO"), the values in the row under it, each under its caption; then maybe another pair
 * ("CAP | COMUNE | PROVINCIA | ZONA CLIMATICA"). The values of the address's parts, in order.
 */
function gridParts(doc: Doc, heading: number): string[] {
  const parts: string[] = [];
  for (let at = heading + 1; at <= heading + 4; at += 2) {
    const captions = doc.lines[at];
    const values = doc.lines[at + 1];
    if (!captions || !values || /\d/.test(captions.text)) break;
    const own = captions.cells.filter(isPartCaption);
    if (own.length < (parts.length ? 1 : 2) || values.cells.some(isPartCaption)) break;
    for (const caption of own) {
      const value = cellUnder(doc, at + 1, caption.x0, caption.x1);
      if (value && /[\p{L}\d]/u.test(value.text)) parts.push(value.text.trim());
    }
  }
  return parts;
}

/** The address's parts after the label `hit` joined by commas, or null when no part has a caption. */
export function addressFromParts(doc: Doc, hit: Hit): string | null {
  const line = doc.lines[hit.line];
  const cell = line?.cells[hit.cell];
  if (!line || !cell) return null;
  const parts: string[] = [];
  let captions = 0;
  const take = (cells: Cell[]) => {
    for (const c of cells) {
      if (isCaption(c)) captions++;
      else {
        if (isLed(c)) captions++;
        const value = valueOf(c);
        if (value) parts.push(value);
      }
    }
  };
  const rest = cell.text
    .slice(hit.end)
    .replace(/^[\s.:]+/, '')
    .trim();
  if (rest) parts.push(rest);
  take(line.cells.slice(hit.cell + 1));
  // the lines under it that hold a part's caption; under a heading alone on its line, also the two
  // lines that hold a CAP (OCR garbles the captions of shaded cells: "car" for "C.A.P.")
  const heading = !rest && line.cells.length === hit.cell + 1;
  const grid = heading ? gridParts(doc, hit.line) : [];
  if (grid.length >= 3) return grid.join(', ');
  const withCap = heading && [1, 2].some((k) => CAP_RE.test(doc.lines[hit.line + k]?.text ?? ''));
  for (let k = 1; k <= 3; k++) {
    const next = doc.lines[hit.line + k];
    if (!next) break;
    const partsLine = next.cells.some((c) => isCaption(c) || isLed(c));
    if (!partsLine && !(withCap && k <= 2)) break;
    take(next.cells);
  }
  return captions && parts.length >= 2 ? parts.join(', ') : null;
}

/**
 * An address beside its label but a little lower (besideLower: a label of two lines, German over
 * Italian, beside an address of four) and the lines under it in its column.
 */
export function lowerBeside(doc: Doc, hit: Hit): Candidate[] {
  const at = besideLower(doc, hit);
  if (!at || isLabelCell(at.cell) || isPair(at.cell.text)) return [];
  // an address's street, staircase and flat, CAP and comune, province: up to four lines
  return [{ text: at.cell.text, where: 'below2', line: at.line }, ...linesUnder(doc, at, at.cell.text, 1, 4)];
}
