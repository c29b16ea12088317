// The holder: codice fiscale, partita IVA, the name of a person or a company, told apart from the
// supplier's own numbers and name.
import { isValidCodiceFiscaleNumerico } from '../../../../shared/validation/codice-fiscale';
import { isValidPartitaIva } from '../../../../shared/validation/partita-iva';
import type { Doc } from './parse-doc';
import type { Candidate, Hit } from './parse-values';
import { CONFIDENCE, campo, fold } from './parse-doc';
import { candidatesOf, findLabels, inColumn, isLabelCell, isPair, labelCell } from './parse-values';
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
import {
  COMPANY_NAME_LABEL,
  HOLDER_LABEL,
  HOLDER_NAME_LABEL,
  PIVA_LABEL,
  anotherPersons,
  inSupplierColumn,
  supplierNumbers,
} from './parse-whose';
import type { CampiBolletta, Campo } from './types';

/**
 * A label of the holder's words in a cell about the payment: the payer's bank account ("Intestatario
 * c/c di addebito", "sul conto intestato a"), which may be another's.
 */
const PAYER_CELL = /\bconto\b|c\/c|\bc\.c\.|\biban\b|\bsepa\b|addebito/;
/** The same label wrapped, its account on the line under it ("Intestatario" / "c/c di addebito"). */
const PAYER_TAIL = /^(?:del |sul )?(?:c\/c|c\.c\.|conto)\b/;

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

const HOLDER_NAME_LABEL_ALL = new RegExp(HOLDER_NAME_LABEL.source, 'g');
const OTHER_WORDING = new RegExp(String.raw`^\s*/\s*(?:${HOLDER_NAME_LABEL.source})`);

/**
 * A candidate's text after the last holder label in it: a line under a label that names the holder
 * itself ("… (precedente" over "intestatario), è intestato a Ferramenta De Luca S.r.l., …").
 */
function afterHolderLabel(c: Candidate): string {
  // a label's other wording after it in its cell ("Denominazione / ragione sociale") is no name
  if (c.where === 'same') {
    const other = OTHER_WORDING.exec(fold(c.text));
    return other ? c.text.slice(other[0].length).replace(/^[\s:,.)]+/, '') : c.text;
  }
  const last = [...fold(c.text).matchAll(HOLDER_NAME_LABEL_ALL)].pop();
  return last ? c.text.slice(last.index + last[0].length).replace(/^[\s:,.)]+/, '') : c.text;
}

type Holder = {
  campi: Partial<CampiBolletta>;
  ragioneSociale: string | null;
};

/** A condominium, named by its building's address ("Condominio Via Roma 12"): digits in a name. */
const CONDOMINIUM = /^condominio\s+\p{L}/iu;

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
      const raw = afterHolderLabel(c)
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
      if (!text || (hasDigits(raw) && !CONDOMINIUM.test(raw)) || companyKey(text) === supplierKey) continue;
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
      if (!c || (hasDigits(c.text) && !CONDOMINIUM.test(c.text))) continue;
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
