// Whose a number or a code on a bill is: the supplier's (its legal notes, contacts, column), the
// distributor's, another person's (an administrator, whoever signed the direct debit), or the holder's;
// and the labels that say so.
import type { Cell, Doc } from './parse-doc';
import { cellStarts, fold } from './parse-doc';
import { cellsAbove } from './parse-values';
import { companyKey } from './parse-names';
import type { Identifier } from './parse-codes';

// German first on Alto Adige's bilingual bills (MwSt.-Nr.); "P.VA": OCR lost the I
export const PIVA_LABEL =
  /partita iva|identificativo fiscale ai fini iva|\bp\.? ?iva\b|\bp\. ?va\b|\bp\. ?i\.(?![\p{L}])|\bmwst\.?[ -]?(?:nr|nummer)\b|numero (?:de )?tva\b|\bn° ?tva\b/u;
/** The labels of the holder's name: a company's first, as their value is never a person's name. */
export const COMPANY_NAME_LABEL =
  /ragione sociale|\brag\.? ?soc(?:iale\b|\.)|denominazione|firmenbezeichnung/;
export const HOLDER_NAME_LABEL = new RegExp(
  `${COMPANY_NAME_LABEL.source}|\\bditta\\b|\\b(?:azienda|impresa)(?=:?$)|intestatari[oa](?: del contratto| della fornitura)?|intestat[oa] a\\b|\\bintest(?:\\.|$)|titolare(?: del contratto)?|vertragsinhaber|\\bcliente\\b|nominativo|destinatario|cognome (?:e )?nome|nome (?:e )?cognome`,
);
/**
 * Another person a bill names beside the holder, with a codice fiscale of their own: a company's
 * administrator or legal representative, a delegate, whoever signed the direct debit or holds the
 * account it draws on, a guardian, an heir.
 */
export const OTHER_PERSON =
  /amministrator|delegat[oa]\b|legale rappresentante|rappresentante legale|\blegale rapp|\bleg\.? ?rapp|sottoscrittor|firmatari|debitore|intestatari[oa] (?:del )?(?:c\/c|c\.c\.|conto)|titolare del conto|procurator|\btutore|curatore|\berede\b/;
/** Where the holder stands: the labels of the name, of the holder's block, and the greetings. */
export const HOLDER_LABEL = new RegExp(
  `${HOLDER_NAME_LABEL.source}|dati del cliente|i tuoi dati|kundendaten|spett\\.?le|gentile`,
);
/** The heading of the supplier's column on a page of two parties side by side (an e-invoice's
 * "Cedente/prestatore (fornitore)" beside "Cessionario/committente (cliente)"). */
const SUPPLIER_PARTY = /cedente|prestatore|\bfornitore\b|\bvenditore\b/;
/** Whether one of the cells above a cell in its column (`cellsAbove`) is the supplier's heading. */
export const underSupplierHeading = (above: Cell[]) =>
  above.some((c) => SUPPLIER_PARTY.test(c.folded) && c.folded.length < 50);
export const inSupplierColumn = (doc: Doc, line: number, cell: Cell) =>
  underSupplierHeading(cellsAbove(doc, line, cell));
/** The supplier's legal notes, and the creditor of a pagoPA notice. */
const LEGAL_CONTEXT =
  /sede legale|ente creditore|\bc\.? ?f\.? ente\b|capitale sociale|\bcap\.? ?soc\b|\bcod\.? ?fisc\.? e p\.? ?iva|\bcapital\b|registro (delle )?imprese|\brea\b|soggett[ao] a|direzione e coordinamento|iscritt[ao]/;
/** The supplier's contacts, which a sidebar beside the holder's card may print on the same rows. */
const CONTACT_CONTEXT = /servizio clienti|numero verde|www\./;
export const SUPPLIER_CONTEXT = new RegExp(`${LEGAL_CONTEXT.source}|${CONTACT_CONTEXT.source}`);

/**
 * The sentence of a line that holds `value`: a full stop after a word or a number ends one, the stops of
 * "S.p.A." do not ("… codice fiscale 01234567890. Acme S.r.l. è l'esercente …").
 */
function sentenceWith(text: string, value: string): string {
  return text.split(SENTENCE_END).find((s) => s.includes(value)) ?? text;
}

const SENTENCE_END = /(?<=[\p{Ll}\d]{2})\.\s+/gu;

/** Where the last match of `re` in `text` begins, -1 where none. */
const lastMatch = (text: string, re: RegExp) =>
  Math.max(
    -1,
    ...[...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => m.index),
  );

/**
 * Whether a code stands among the supplier's legal notes on its line: not when a label of the holder
 * stands between the notes and the code (a pagoPA notice's "Cod. fiscale ente creditore 0323…   Cod.
 * fiscale destinatario 3598…").
 */
function legalAround(folded: string, value: string): boolean {
  const at = folded.indexOf(value);
  if (at < 0 || !LEGAL_CONTEXT.test(folded)) return LEGAL_CONTEXT.test(folded);
  const before = folded.slice(0, at);
  const legal = lastMatch(before, LEGAL_CONTEXT);
  return legal < 0 || legal > lastMatch(before, HOLDER_LABEL);
}

/** The local distributor, the other company every bill names with its numbers (and not who sells). */
export const DISTRIBUTOR = /distribut|gestore (?:della |di )?rete|netzbetreiber/;

/**
 * The supplier's numbers, and the distributor's: any that stands on a line of the supplier's legal notes
 * (sede legale, capitale sociale, registro imprese), beside the supplier's name, in a sentence about
 * the distributor, or in the header before any holder label.
 */
export function supplierNumbers(doc: Doc, codes: Identifier[], fornitore: string | null): Set<string> {
  const firstHolderLine = doc.lines.find((l) => HOLDER_LABEL.test(fold(l.text)))?.index ?? 0;
  const supplierKey = fornitore ? companyKey(fornitore) : null;
  const out = new Set<string>();
  for (const code of codes) {
    const text = doc.lines[code.line]?.text ?? '';
    const folded = fold(text);
    const row = doc.lines[code.line]?.cells ?? [];
    const cells = row.filter((c) => c.text.includes(code.value));
    const holderCell = cells.some((c) => HOLDER_LABEL.test(c.folded));
    // the contacts where cells have places: in the code's cell and the ones right before it (a
    // sidebar's "servizio clienti" further left on the holder's card's row is not the code's context)
    const close = (c: Cell): Cell[] => {
      const before = row[row.indexOf(c) - 1];
      return before && before.x1! > c.x0! - (c.x1! - c.x0!) ? [...close(before), c] : [c];
    };
    const near = cells[0]?.x0 !== undefined ? cells.flatMap(close) : [];
    const context = near.length ? near.map((c) => c.folded).join(' | ') : folded;
    // the legal notes around it: its cells and the ones close on either side, not a column of other
    // notes further right on its row ("93209790075 | … | possono essere inviati per iscritto")
    const after = (c: Cell): Cell[] => {
      const next = row[row.indexOf(c) + 1];
      return next && next.x0! < c.x1! + (c.x1! - c.x0!) ? [c, ...after(next)] : [c];
    };
    const around = near.length ? [...near, ...after(cells.at(-1)!).slice(1)] : [];
    const legal = around.length ? around.map((c) => c.folded).join(' | ') : folded;
    // the code's sentence, in its own cells: a column of notes beside it on the row is another text
    const sentence = sentenceWith(near.length ? near.map((c) => c.text).join(' ') : text, code.value);
    // the supplier's legal notes over two lines: "C.F. e P.IVA …" above or under "Servizio clienti …"
    const notes =
      /(?:c\.? ?f\.?|codice fiscale) e (?:p\.? ?iva|partita iva)|(?:p\.? ?iva|partita iva) e (?:c\.? ?f\.|codice fiscale)/.test(
        folded,
      ) && [code.line - 1, code.line + 1].some((i) => SUPPLIER_CONTEXT.test(fold(doc.lines[i]?.text ?? '')));
    if (
      notes ||
      legalAround(legal, code.value) ||
      CONTACT_CONTEXT.test(context) ||
      (supplierKey && companyKey(sentence).includes(supplierKey)) ||
      DISTRIBUTOR.test(fold(sentence)) ||
      (code.line < firstHolderLine && !holderCell) ||
      cells.some((c) => inSupplierColumn(doc, code.line, c))
    ) {
      out.add(code.value);
    }
  }
  return out;
}

/** Whether another person's role (OTHER_PERSON) comes after the last of the holder's labels in `text`. */
function otherRole(text: string): boolean {
  const other = lastMatch(text, OTHER_PERSON);
  return other >= 0 && other >= lastMatch(text, HOLDER_LABEL);
}

/**
 * Whether another person's role comes first in the words after a code, before any of the holder's labels
 * that is not part of the role itself ("…, intestataria del conto di addebito": the holder of the
 * account, not of the contract).
 */
function roleFollows(after: string): boolean {
  const other = after.search(OTHER_PERSON);
  if (other < 0) return false;
  const holder = after.replace(OTHER_PERSON_ALL, (m) => ' '.repeat(m.length)).search(HOLDER_LABEL);
  return holder < 0 || holder > other;
}

const OTHER_PERSON_ALL = new RegExp(OTHER_PERSON.source, 'g');

/** The cell of a line that holds the text at `at`. */
function cellAt(doc: Doc, line: number, at: number): Cell | undefined {
  const row = doc.lines[line];
  const i = row ? cellStarts(row).findLastIndex((start) => start <= at) : -1;
  return row?.cells[i];
}

/**
 * Whether a personal code is another person's: the nearest role before it on its line, or the caption
 * over it in its column, is another person's (OTHER_PERSON), not the holder's ("Amministratore | Rag.
 * Laura Rinaldi | RNLLRA53…" beside "Intestatario del contratto | Galli Silvia | GLLSLV89…", "Codice
 * fiscale del sottoscrittore" over "PZZNRC79…"), or the role follows it in its sentence.
 */
export function anotherPersons(doc: Doc, code: Identifier): boolean {
  const text = doc.lines[code.line]?.text ?? '';
  if (otherRole(fold(text.slice(0, code.at)))) return true;
  // the role after the code in its sentence ("… codice fiscale BNMRRT38…, sottoscrittore del mandato."),
  // from where the code as printed ends (OCR's "8O" for "80" is not the value's text)
  SENTENCE_END.lastIndex = code.end;
  const stop = SENTENCE_END.exec(text)?.index ?? text.length;
  if (roleFollows(fold(text.slice(code.end, stop)))) return true;
  const cell = cellAt(doc, code.line, code.at);
  const caption = cell?.x0 !== undefined ? cellsAbove(doc, code.line, cell, 1)[0] : undefined;
  return !!caption && otherRole(caption.folded);
}
