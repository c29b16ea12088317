// Whose an address is when no supply label stands before it: the words around it say. Its own line's
// cells before it ("Residenza", "Sito"), the caption over it in its column (a table's "Intestatario" and
// "Fornitura" columns), then the headings of the lines over it ("DATI DEL CLIENTE", "DATI DELLA
// FORNITURA"): the nearest that names the supply or the holder decides.
import type { Cell, Doc } from './parse-doc';
import { fold } from './parse-doc';
import { inColumn } from './parse-values';

/** Words of the supply's place. */
const SUPPLY = /fornitur|prelievo|riconsegna|\bpunto\b|immobile|contatore|utenza|impianto|\bsito\b|\bdove\b/;
/** Words of the holder's own addresses (home, registered seat, tax domicile). */
const HOLDER = /client|intestatari|titolare|residen|domicil|anagrafic|\bsede\b/;
/** The lines over the address looked at for a heading (a line of one cell without figures). */
const HEADINGS_UP = 3;

const hintIn = (text: string) => (SUPPLY.test(text) ? 1 : HOLDER.test(text) ? -1 : 0);

/** 1 when the words nearest the address (line, cell: its first line) call it the supply's, -1 the holder's. */
export function whoseAddress(doc: Doc, line: number, cell: Cell): number {
  const own = doc.lines[line];
  const before = own ? own.cells.slice(0, own.cells.indexOf(cell)) : [];
  const over = inColumn(doc, line, -1, cell)?.cell;
  const near = [before.map((c) => c.folded).join(' '), over?.folded ?? ''];
  for (let k = 1; k <= HEADINGS_UP; k++) {
    const up = doc.lines[line - k];
    // a heading is a line of its own, no figures in it; another row of values is another address's
    if (up && up.cells.length === 1 && !/\d/.test(up.text)) near.push(fold(up.text));
  }
  for (const text of near) {
    const hint = hintIn(text);
    if (hint) return hint;
  }
  return 0;
}
