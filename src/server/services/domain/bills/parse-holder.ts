// The holder: codice fiscale, partita IVA, the name of a person or a company, told apart from the
// supplier's own numbers and name.
import { isValidCodiceFiscaleNumerico } from '../../../../shared/validation/codice-fiscale';
import { isValidPartitaIva } from '../../../../shared/validation/partita-iva';
import type { Cell, Doc } from './parse-doc';
import { COLUMN_GAP } from './rows';
import type { Hit } from './parse-values';
import { CONFIDENCE, campo, fold } from './parse-doc';
import {
  candidatesOf,
  cellsAbove,
  findLabels,
  inColumn,
  isLabelCell,
  isPair,
  labelCell,
} from './parse-values';
import {
  LEGAL_FORM_END,
  LEGAL_FORM_THEN_MORE,
  NAME_PREFIX,
  ORGANIZATION,
  companyKey,
  companyName,
  looksLikeName,
  mixedCase,
  nameByCode,
  splitName,
  withLegalForm,
} from './parse-names';
import { CF_LABEL, PREVIOUS_HOLDER, numericCodes, personalCodes, type Identifier } from './parse-codes';
import type { CampiBolletta, Campo } from './types';

// German first on Alto Adige's bilingual bills (MwSt.-Nr.); "P.VA": OCR lost the I
export const PIVA_LABEL =
  /partita iva|identificativo fiscale ai fini iva|\bp\.? ?iva\b|\bp\. ?va\b|\bp\. ?i\.(?![\p{L}])|\bmwst\.?[ -]?(?:nr|nummer)\b/u;
/** The labels of the holder's name: a company's first, as their value is never a person's name. */
const COMPANY_NAME_LABEL = /ragione sociale|\brag\.? ?soc(?:iale\b|\.)|denominazione|firmenbezeichnung/;
export const HOLDER_NAME_LABEL = new RegExp(
  `${COMPANY_NAME_LABEL.source}|\\bditta\\b|\\b(?:azienda|impresa)(?=:?$)|intestatari[oa](?: del contratto| della fornitura)?|intestat[oa] a\\b|\\bintest(?:\\.|$)|titolare(?: del contratto)?|vertragsinhaber|\\bcliente\\b|nominativo|destinatario|cognome (?:e )?nome|nome (?:e )?cognome`,
);
/**
 * A label of the holder's words in a cell about the payment: the payer's bank account ("Intestatario
 * c/c di addebito", "sul conto intestato a"), which may be another's.
 */
const PAYER_CELL = /\bconto\b|c\/c|\bc\.c\.|\biban\b|\bsepa\b|addebito/;
/** The same label wrapped, its account on the line under it ("Intestatario" / "c/c di addebito"). */
const PAYER_TAIL = /^(?:del |sul )?(?:c\/c|c\.c\.|conto)\b/;
/**
 * Another person a bill names beside the holder, with a codice fiscale of their own: a company's
 * administrator or legal representative, a delegate, whoever signed the direct debit or holds the
 * account it draws on, a guardian, an heir.
 */
const OTHER_PERSON =
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
const inSupplierColumn = (doc: Doc, line: number, cell: Cell) =>
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
  return text.split(/(?<=[\p{Ll}\d]{2})\.\s+/u).find((s) => s.includes(value)) ?? text;
}

/** Where the last match of `re` in `text` begins, -1 where none. */
const lastMatch = (text: string, re: RegExp) =>
  Math.max(-1, ...[...text.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index));

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
function supplierNumbers(doc: Doc, codes: Identifier[], fornitore: string | null): Set<string> {
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
    // the code's sentence, in its own cells: a column of notes beside it on the row is another text
    const sentence = sentenceWith(near.length ? near.map((c) => c.text).join(' ') : text, code.value);
    // the supplier's legal notes over two lines: "C.F. e P.IVA …" above or under "Servizio clienti …"
    const notes =
      /c\.? ?f\.? e p\.? ?iva|p\.? ?iva e c\.? ?f\./.test(folded) &&
      [code.line - 1, code.line + 1].some((i) => SUPPLIER_CONTEXT.test(fold(doc.lines[i]?.text ?? '')));
    if (
      notes ||
      legalAround(folded, code.value) ||
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

/** A company's number: checked when its check digit passes, doubtful when it does not. */
function companyNumber<K extends 'partitaIva' | 'codiceFiscale'>(
  doc: Doc,
  code: Identifier,
  valid: (value: string) => boolean,
): Campo<K> {
  const base = valid(code.value) ? CONFIDENCE.checked : CONFIDENCE.doubtful;
  return campo<K>(doc, code.value as Campo<K>['valore'], base, code.fixed);
}

/** A number in a name is no name's, but for OCR's 1 for the l of a legal form ("S.r.1.s."). */
const hasDigits = (name: string) => /\d/.test(name.replace(LEGAL_FORM_END, ''));

/** Whether another person's role (OTHER_PERSON) comes after the last of the holder's labels in `text`. */
function otherRole(text: string): boolean {
  const other = lastMatch(text, OTHER_PERSON);
  return other >= 0 && other >= lastMatch(text, HOLDER_LABEL);
}

/** The cell of a line that holds the text at `at` (the line's cells joined by COLUMN_GAP). */
function cellAt(doc: Doc, line: number, at: number): Cell | undefined {
  let start = 0;
  for (const cell of doc.lines[line]?.cells ?? []) {
    start += cell.text.length + COLUMN_GAP.length;
    if (at < start) return cell;
  }
  return undefined;
}

/**
 * Whether a personal code is another person's: the nearest role before it on its line, or the caption
 * over it in its column, is another person's (OTHER_PERSON), not the holder's ("Amministratore | Rag.
 * Laura Rinaldi | RNLLRA53…" beside "Intestatario del contratto | Galli Silvia | GLLSLV89…", "Codice
 * fiscale del sottoscrittore" over "PZZNRC79…"), or the role follows it in its sentence.
 */
function anotherPersons(doc: Doc, code: Identifier): boolean {
  const text = doc.lines[code.line]?.text ?? '';
  if (otherRole(fold(text.slice(0, code.at)))) return true;
  // the role after the code in its sentence ("… codice fiscale BNMRRT38…, sottoscrittore del mandato.")
  const sentence = sentenceWith(text, code.value);
  const after = fold(sentence.slice(sentence.indexOf(code.value) + code.value.length));
  if (OTHER_PERSON.test(after) && !HOLDER_LABEL.test(after)) return true;
  const cell = code.at === undefined ? undefined : cellAt(doc, code.line, code.at);
  const caption = cell?.x0 !== undefined ? cellsAbove(doc, code.line, cell, 1)[0] : undefined;
  return !!caption && otherRole(caption.folded);
}

type Holder = {
  campi: Partial<CampiBolletta>;
  ragioneSociale: string | null;
};

export function findHolder(doc: Doc, fornitore: string | null): Holder {
  const campi: Partial<CampiBolletta> = {};
  const supplierKey = fornitore ? companyKey(fornitore) : '';

  // codice fiscale of a person: labelled first, then the first valid one; not another person's
  const personal = personalCodes(doc)
    .filter((c) => !anotherPersons(doc, c))
    .sort((a, b) => Number(b.labelled) - Number(a.labelled));
  const cf = personal[0];
  // another valid code as well labelled: the bill does not say which is the holder's
  const rivalled = !!cf && personal.some((c) => c.value !== cf.value && c.labelled === cf.labelled);

  // numeric codes (companies): the holder's are those that are not the supplier's
  const ivas = numericCodes(doc, PIVA_LABEL);
  const cfs = numericCodes(doc, CF_LABEL);
  const supplier = supplierNumbers(doc, [...ivas, ...cfs], fornitore);
  const iva = ivas.find((c) => !supplier.has(c.value));
  const cfNum = cfs.find((c) => !supplier.has(c.value));

  // the holder's name: after a holder label, a company (legal form) or a person
  let ragione: { value: string; labelled: boolean } | null = null;
  let person: { value: string; rank: number } | null = null;
  // "Nominativo o denominazione", a column of parties: a person's name or a company's
  const explicitLabel = (h: Hit) =>
    COMPANY_NAME_LABEL.test(h.label) && !/nominativo|\bnome\b/.test(labelCell(doc, h));
  const hits = findLabels(doc, HOLDER_NAME_LABEL, /codice cliente|cliente:? ?\d/).sort(
    (a, b) => Number(explicitLabel(b)) - Number(explicitLabel(a)),
  );
  for (const hit of hits) {
    // the supplier's own "Denominazione" in its column beside the holder's
    const cell = doc.lines[hit.line]?.cells[hit.cell];
    const under = cell && inColumn(doc, hit.line, 1, cell)?.cell;
    const payer = cell && (PAYER_CELL.test(cell.folded) || (under && PAYER_TAIL.test(under.folded)));
    if (cell && (inSupplierColumn(doc, hit.line, cell) || payer)) continue;
    // a change of holder's letter names the one before ("il precedente intestatario Rossi Mario")
    const start = hit.end - hit.label.length;
    if (cell && PREVIOUS_HOLDER.test(cell.folded.slice(Math.max(0, start - 12), hit.end))) continue;
    const explicit = explicitLabel(hit);
    const candidates = withLegalForm(candidatesOf(doc, hit));
    // a company's label over its name, beside the next column's caption: the name with a legal form
    const formal = candidates.some((c) => c.where !== 'below2' && LEGAL_FORM_END.test(c.text.trim()));
    for (const c of candidates) {
      if (c.where === 'below2' || (c.where !== 'same' && isPair(c.text))) continue;
      const raw = c.text
        // OCR's rule or speck before a cell ("|Albergo Belvedere S.n.c.")
        .replace(/^[|¦]+\s*/, '')
        // the name ends where the next label of the line begins ("ROSSI MARIO - C.F. RSS…")
        .replace(/\s*[-–,;|]\s*(?:c\.? ?f\.?|cod\.? fisc|codice fiscale|p\.? ?iva|partita iva)\b.*$/i, '')
        // a sentence goes on past the company's legal form ("… Ferramenta Rossi S.r.l., ecco la sua …")
        .replace(LEGAL_FORM_THEN_MORE, '$1')
        .replace(NAME_PREFIX, '')
        .replace(/[,;:]$/, '')
        .trim();
      const text = raw.replace(/\.$/, '');
      if (!text || hasDigits(raw) || companyKey(text) === supplierKey) continue;
      if (PREVIOUS_HOLDER.test(fold(c.text))) continue;
      // another field's label beside or under this one (a caption of the next column) is no name
      if (c.where !== 'same' && !LEGAL_FORM_END.test(raw) && isLabelCell({ text, folded: fold(text) }))
        continue;
      // another field's label (a header row: "Ragione sociale | Partita IVA / C.F.") is no name
      if (CF_LABEL.test(fold(text)) || PIVA_LABEL.test(fold(text))) continue;
      const isCompany = LEGAL_FORM_END.test(raw) || ORGANIZATION.test(raw);
      if (explicit && formal && !isCompany) continue;
      if (isCompany || (explicit && text.length > 2)) {
        ragione ??= { value: companyName(raw), labelled: true };
        break;
      }
      if (looksLikeName(text) && !HOLDER_LABEL.test(fold(text)) && !CF_LABEL.test(fold(text))) {
        const rank = /gentile|cliente/.test(hit.label) ? 1 : 0;
        if (!person || rank < person.rank) person = { value: text, rank };
        break;
      }
    }
  }
  // the name block of the envelope (Spett.le / Gentile cliente, then the name)
  if (!ragione && !person) {
    const envelope = findLabels(doc, /spett\.?le|gentile cliente|alla cortese attenzione(?: di)?/);
    for (const hit of envelope) {
      const c = candidatesOf(doc, hit).find((x) => x.where !== 'below2');
      if (!c || hasDigits(c.text)) continue;
      if (LEGAL_FORM_END.test(c.text) || ORGANIZATION.test(c.text))
        ragione = { value: companyName(c.text), labelled: false };
      else if (looksLikeName(c.text)) person = { value: c.text, rank: 2 };
      break;
    }
  }

  const isCompany = !!ragione || (!cf && (!!iva || !!cfNum));
  if (isCompany) {
    campi.tipoIntestatario = campo<'tipoIntestatario'>(
      doc,
      'PG',
      ragione && (iva || cfNum) ? CONFIDENCE.checked : CONFIDENCE.labelled,
    );
    if (ragione) {
      campi.ragioneSociale = campo<'ragioneSociale'>(
        doc,
        ragione.value,
        ragione.labelled ? CONFIDENCE.labelled : CONFIDENCE.inferred,
      );
    }
    if (iva) campi.partitaIva = companyNumber<'partitaIva'>(doc, iva, isValidPartitaIva);
    const numeric = cfNum ?? (iva && cfs.some((c) => c.value === iva.value) ? iva : undefined);
    if (numeric) {
      campi.codiceFiscale = companyNumber<'codiceFiscale'>(doc, numeric, isValidCodiceFiscaleNumerico);
    }
    // a trading company's codice fiscale is its partita IVA: with no number labelled as such, the
    // customer confirms it, either way
    const trading = !!ragione && LEGAL_FORM_END.test(ragione.value);
    if (trading && !numeric && iva && isValidPartitaIva(iva.value))
      campi.codiceFiscale = campo<'codiceFiscale'>(doc, iva.value, CONFIDENCE.inferred, iva.fixed);
    if (trading && !iva && numeric && isValidPartitaIva(numeric.value))
      campi.partitaIva = campo<'partitaIva'>(doc, numeric.value, CONFIDENCE.inferred, numeric.fixed);
  } else if (cf || person) {
    campi.tipoIntestatario = campo<'tipoIntestatario'>(
      doc,
      'PF',
      cf ? CONFIDENCE.checked : CONFIDENCE.labelled,
    );
    const cfBase = !cf
      ? 0
      : cf.omocode
        ? CONFIDENCE.doubtful
        : rivalled
          ? CONFIDENCE.inferred
          : cf.labelled
            ? CONFIDENCE.checked
            : CONFIDENCE.labelled;
    if (cf) campi.codiceFiscale = campo<'codiceFiscale'>(doc, cf.value, cfBase, cf.fixed);
    // the name the codice fiscale proves, wherever it stands; else the one after a holder label
    const proved = cf
      ? nameByCode(
          doc.lines.flatMap((l) => l.cells.map((c) => c.text)),
          cf.value,
        )
      : null;
    const written = person
      ? mixedCase(
          doc.lines.map((l) => l.text),
          person.value,
        )
      : null;
    const name = proved ?? (written ? splitName(written, cf?.value) : null);
    if (name) {
      // a name is proven by the code only as surely as the code is the holder's (a code no label heads
      // may be a delegate's, the holder's own unreadable by OCR), and not where the bill spells it two
      // ways the code cannot tell apart; inferred, not labelled: OCR's scaling puts a labelled value in
      // the band of a checked one, where calibration would give it as sure
      const base = name.byCode
        ? name.contested || cfBase < CONFIDENCE.checked
          ? CONFIDENCE.inferred
          : CONFIDENCE.checked
        : person && person.rank < 2
          ? CONFIDENCE.inferred
          : CONFIDENCE.doubtful;
      campi.nome = campo<'nome'>(doc, name.nome, base);
      campi.cognome = campo<'cognome'>(doc, name.cognome, base);
    }
    // a sole trader's bill may carry a partita IVA beside the personal code
    if (iva && cf && isValidPartitaIva(iva.value)) {
      campi.partitaIva = campo<'partitaIva'>(doc, iva.value, CONFIDENCE.labelled, iva.fixed);
    }
  }
  return { campi, ragioneSociale: ragione?.value ?? null };
}
