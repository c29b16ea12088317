// The fields of an Italian energy bill read from its text (docs/bills.md). Pure but for the comuni list
// (places), which checks the supply address. The text is rows of cells (text.ts): a value is looked for
// after its label in the same cell, in the next cell, in the cell below (a table's header row over its
// value row, or a label over its value), or, for identifiers with a format of their own (POD, codice
// fiscale), anywhere.
//
// Confidence (0..1): a value starts from what backs it (CONFIDENCE), then OCR text scales it by the OCR
// factor, and characters corrected from OCR's usual confusions (O for 0, I for 1) scale it by FIX.
import { CATEGORIE_USO_GAS, type CategoriaUsoGas } from '../../../shared/domain';
import {
  isValidCodiceFiscale,
  isValidCodiceFiscaleNumerico,
  normalizeCodiceFiscale,
} from '../../../shared/validation/codice-fiscale';
import { isValidPartitaIva } from '../../../shared/validation/partita-iva';
import { isValidPdr, isValidPod } from '../../../shared/validation/supply-point';
import { findComune, foldName, isCapOfComune, searchComuni, type Comune } from '../places/places';
import { COLUMN_GAP } from './text';
import type { CampiBolletta, Campo, CampoBolletta, IndirizzoBolletta, ParseOptions } from './types';

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

type Cell = { text: string; folded: string };
type Line = { text: string; cells: Cell[]; index: number };
type Doc = { lines: Line[]; ocr: boolean; factor: number };

/** Lower case without accents, one character for one, so that offsets stay valid. */
function fold(s: string): string {
  let out = '';
  for (const c of s) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += base.length === c.length ? base : c;
  }
  return out.replace(/[’‘`´]/g, "'");
}

function docOf(text: string, options: ParseOptions): Doc {
  const lines = text
    .replace(/\r/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[–—]/g, '-')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l)
    .map((l, index) => {
      const cells = l
        .split(/ {3,}|\t+/)
        .map((c) => c.trim().replace(/\s+/g, ' '))
        .filter((c) => c);
      return { text: cells.join(COLUMN_GAP), cells: cells.map((c) => ({ text: c, folded: fold(c) })), index };
    });
  const ocr = options.ocr ?? false;
  // tesseract's mean confidence is 0.85..0.95 on a clean scan
  const factor = ocr ? Math.min(0.95, 0.75 + 0.2 * (options.confidenzaOcr ?? 0.8)) : 1;
  return { lines, ocr, factor };
}

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;

function campo<K extends CampoBolletta>(
  doc: Doc,
  valore: Campo<K>['valore'],
  base: number,
  fixed = false,
): Campo<K> {
  return { valore, confidenza: round(base * doc.factor * (fixed ? FIX : 1)) };
}

// ---------------------------------------------------------------------------------------------------------
// Labels and the values after them

type Hit = { line: number; cell: number; end: number; label: string };
type Candidate = { text: string; where: 'same' | 'next' | 'below' | 'below2'; line: number };

function findLabels(doc: Doc, re: RegExp, exclude?: RegExp): Hit[] {
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

/** A cell that reads "Label: value", i.e. another field's pair, is no value for this label. */
const isPair = (s: string) => /^[\p{L} .'()/]{3,}:\s*\S/u.test(s);

function candidatesOf(doc: Doc, hit: Hit): Candidate[] {
  const out: Candidate[] = [];
  const line = doc.lines[hit.line];
  if (!line) return out;
  const cell = line.cells[hit.cell];
  const rest = (cell?.text.slice(hit.end) ?? '').replace(/^[\s:.=\-)(]*(?:\([^)]*\))?[\s:.=-]*/, '');
  if (rest) out.push({ text: rest, where: 'same', line: hit.line });
  const next = line.cells[hit.cell + 1];
  if (next && !isPair(next.text)) out.push({ text: next.text, where: 'next', line: hit.line });
  const below = doc.lines[hit.line + 1];
  if (below) {
    const aligned = below.cells[hit.cell];
    if (line.cells.length > 1 && below.cells.length === line.cells.length && aligned) {
      out.push({ text: aligned.text, where: 'below', line: below.index });
    } else if (hit.cell === 0 && below.cells[0]) {
      out.push({ text: below.cells[0].text, where: 'below', line: below.index });
      const below2 = doc.lines[hit.line + 2];
      if (below2?.cells[0]) {
        out.push({
          text: `${below.cells[0].text}, ${below2.cells[0].text}`,
          where: 'below2',
          line: below.index,
        });
      }
    } else if (aligned) {
      out.push({ text: aligned.text, where: 'below', line: below.index });
    }
  }
  return out;
}

/** The first value `read` gets out of the candidates after any of the labels. */
function valueAfter<T>(
  doc: Doc,
  labels: RegExp,
  read: (text: string, c: Candidate) => T | null,
  exclude?: RegExp,
): { value: T; hit: Hit; candidate: Candidate } | null {
  for (const hit of findLabels(doc, labels, exclude)) {
    for (const candidate of candidatesOf(doc, hit)) {
      const value = read(candidate.text, candidate);
      if (value !== null) return { value, hit, candidate };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers and OCR confusions

/** Italian number: "2.700" → 2700, "3,0" → 3, "1.234,56" → 1234.56, "4.5" → 4.5. */
export function parseItalianNumber(s: string): number | null {
  const t = s.replace(/\s/g, '');
  if (!/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$|^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(t)) return null;
  const n = t.includes(',')
    ? Number(t.replace(/\./g, '').replace(',', '.'))
    : /^\d{1,3}(?:\.\d{3})+$/.test(t)
      ? Number(t.replace(/\./g, ''))
      : Number(t);
  return Number.isFinite(n) ? n : null;
}

const TO_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
};
const TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
  '4': 'A',
  '7': 'T',
};

/** Digits OCR read as letters, turned back; `fixed` when any was. */
function digitsOf(s: string): { text: string; fixed: boolean } {
  let fixed = false;
  const text = s.replace(/[OoQDIl|iSsBZzG]/g, (c) => {
    fixed = true;
    return TO_DIGIT[c] ?? c;
  });
  return { text, fixed };
}

/** A number followed by one of the units, in range; the unit-less number when `unitless`. */
function numberWithUnit(
  text: string,
  unit: RegExp,
  min: number,
  max: number,
  unitless = false,
): { n: number; fixed: boolean } | null {
  const re = new RegExp(
    String.raw`(?<![\d.,])(\d[\d.,]*|[\dOoIl][\dOoIl.,]*\d)\s*(?:${unit.source})${unitless ? '?' : ''}(?![\p{L}\d])`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const raw = (m[1] ?? '').replace(/[.,]$/, '');
    const { text: digits, fixed } = digitsOf(raw);
    const n = parseItalianNumber(digits);
    if (n !== null && n >= min && n <= max) return { n, fixed };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Supply points

const POD_LOOSE =
  /(?<![A-Z0-9])[I1l|][T7]\s?([0-9OoQDIl|SBZ]{3})\s?[E£F]\s?([0-9OoQDIl|SBZ]{4}\s?[0-9OoQDIl|SBZ]{4})(?![0-9])/g;
const POD_LABEL = /\bcodice pod\b|\bpod\b|punto di prelievo|codice identificativo del punto di prelievo/;

function findPod(doc: Doc): Campo<'pod'> | null {
  let best: { pod: string; labelled: boolean; fixed: boolean } | null = null;
  for (const line of doc.lines) {
    for (const m of line.text.matchAll(POD_LOOSE)) {
      const a = digitsOf(m[1] ?? '');
      const b = digitsOf((m[2] ?? '').replace(/\s/g, ''));
      const pod = `IT${a.text}E${b.text}`;
      if (!isValidPod(pod)) continue;
      const fixed = a.fixed || b.fixed || !m[0].replace(/\s/g, '').startsWith('IT') || /\s/.test(m[0]);
      const before = fold(line.text.slice(0, m.index));
      const labelled = POD_LABEL.test(before) || POD_LABEL.test(fold(doc.lines[line.index - 1]?.text ?? ''));
      if (!best || (labelled && !best.labelled) || (!fixed && best.fixed && labelled === best.labelled)) {
        best = { pod, labelled, fixed };
      }
    }
  }
  if (!best) return null;
  return campo<'pod'>(doc, best.pod, best.labelled ? CONFIDENCE.checked : CONFIDENCE.inferred, best.fixed);
}

const PDR_LABEL = /\bcodice pdr\b|\bcod\. ?pdr\b|\bpdr\b|punto di riconsegna/;

function readPdr(text: string): { pdr: string; fixed: boolean } | null {
  for (const m of text.matchAll(/(?<![\d])([\dOoQDIlSB](?:[\dOoQDIlSB]| (?=[\dOoQDIlSB])){12,20})/g)) {
    const { text: digits, fixed } = digitsOf((m[1] ?? '').replace(/\s/g, ''));
    if (isValidPdr(digits)) return { pdr: digits, fixed: fixed && /[^\d\s]/.test(m[1] ?? '') };
  }
  return null;
}

function findPdr(doc: Doc): Campo<'pdr'> | null {
  const labelled = valueAfter(doc, PDR_LABEL, (t) => readPdr(t));
  if (labelled) return campo<'pdr'>(doc, labelled.value.pdr, CONFIDENCE.checked, labelled.value.fixed);
  // no label: a lone group of exactly 14 digits
  for (const line of doc.lines) {
    const m = /(?<![\d.,/])(\d{14})(?![\d.,/])/.exec(line.text);
    if (m?.[1]) return campo<'pdr'>(doc, m[1], CONFIDENCE.inferred * 0.8);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Holder: codice fiscale, partita IVA, names

const CF_LABEL = /codice fiscale|\bc\.? ?f\.?(?![\p{L}])/u;
const PIVA_LABEL = /partita iva|\bp\.? ?iva\b|\bp\. ?i\.(?![\p{L}])/u;
const HOLDER_LABEL =
  /intestatari[oa]|titolare|\bcliente\b|ragione sociale|denominazione|nominativo|dati del cliente|i tuoi dati|spett\.?le|gentile/;
const SUPPLIER_CONTEXT =
  /sede legale|capitale sociale|registro (delle )?imprese|\brea\b|soggett[ao] a|direzione e coordinamento|servizio clienti|numero verde|www\.|iscritt[ao]/;

const CF_LETTER_POS = new Set([0, 1, 2, 3, 4, 5, 8, 11, 15]);

/** A 16-character code with OCR's confusions undone where the format wants a letter or a digit. */
function fixCodiceFiscale(raw: string): string {
  return raw
    .toUpperCase()
    .split('')
    .map((c, i) =>
      CF_LETTER_POS.has(i)
        ? (TO_LETTER[c] ?? c)
        : /[OQD]/.test(c)
          ? '0'
          : c === 'I'
            ? '1'
            : c === 'B'
              ? '8'
              : c,
    )
    .join('');
}

type Identifier = { value: string; line: number; labelled: boolean; fixed: boolean };

function personalCodes(doc: Doc): Identifier[] {
  const found: Identifier[] = [];
  for (const line of doc.lines) {
    for (const m of line.text.matchAll(/(?<![\p{L}\p{N}])([\p{L}\p{N}]{16})(?![\p{L}\p{N}])/gu)) {
      const raw = normalizeCodiceFiscale(m[1] ?? '');
      let value = raw;
      let fixed = false;
      if (!isValidCodiceFiscale(value)) {
        value = fixCodiceFiscale(raw);
        fixed = true;
        if (!isValidCodiceFiscale(value)) continue;
      }
      const before = fold(line.text.slice(0, m.index));
      const above = fold(doc.lines[line.index - 1]?.text ?? '');
      found.push({ value, line: line.index, labelled: CF_LABEL.test(before) || CF_LABEL.test(above), fixed });
    }
  }
  return found;
}

/** Every 11-digit number after a P.IVA or C.F. label, with its line. */
function numericCodes(doc: Doc, label: RegExp): Identifier[] {
  const found: Identifier[] = [];
  for (const hit of findLabels(doc, label)) {
    for (const c of candidatesOf(doc, hit)) {
      const m = /(?<![\d])(?:IT\s?)?([\dOoIlSB](?:[\dOoIlSB]| (?=\d)){10})(?![\d])/.exec(c.text);
      if (!m?.[1]) continue;
      const { text, fixed } = digitsOf(m[1].replace(/\s/g, ''));
      if (text.length !== 11) continue;
      found.push({ value: text, line: c.line, labelled: true, fixed: fixed && /[^\d\s]/.test(m[1]) });
      break;
    }
  }
  return found;
}

/**
 * The supplier's numbers: any that stands on a line of the supplier's legal notes (sede legale, capitale
 * sociale, registro imprese), beside the supplier's name, or in the header before any holder label.
 */
function supplierNumbers(doc: Doc, codes: Identifier[], fornitore: string | null): Set<string> {
  const firstHolderLine = doc.lines.find((l) => HOLDER_LABEL.test(fold(l.text)))?.index ?? 0;
  const supplierKey = fornitore ? companyKey(fornitore) : null;
  const out = new Set<string>();
  for (const code of codes) {
    const text = doc.lines[code.line]?.text ?? '';
    const folded = fold(text);
    const holderCell = doc.lines[code.line]?.cells.some(
      (c) => c.text.includes(code.value) && HOLDER_LABEL.test(c.folded),
    );
    if (
      SUPPLIER_CONTEXT.test(folded) ||
      (supplierKey && companyKey(text).includes(supplierKey)) ||
      (code.line < firstHolderLine && !holderCell)
    ) {
      out.add(code.value);
    }
  }
  return out;
}

// Codice fiscale name parts (DM 23/12/1976): surname consonants then vowels; name: with four consonants
// or more the 1st, 3rd and 4th.
const lettersOf = (s: string) =>
  fold(s)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
function surnameCode(s: string): string {
  const l = lettersOf(s);
  return `${l.replace(/[AEIOU]/g, '')}${l.replace(/[^AEIOU]/g, '')}XXX`.slice(0, 3);
}
function nameCode(s: string): string {
  const l = lettersOf(s);
  const consonants = l.replace(/[AEIOU]/g, '');
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${l.replace(/[^AEIOU]/g, '')}XXX`.slice(0, 3);
}

const PARTICLES = new Set([
  'di',
  'de',
  'del',
  'della',
  'dei',
  'degli',
  'delle',
  'dello',
  'da',
  'e',
  'in',
  'a',
  'al',
  'alla',
]);

/** "GIULIA" → "Giulia", "D'ANGELO" → "D'Angelo"; mixed case is kept. */
/**
 * "GIULIA" → "Giulia", "D'ANGELO" → "D'Angelo"; mixed case is kept. With `particles` (street and place
 * names) the articles and prepositions stay lower case after the first word, or from the first with
 * 'all': "VIA DEI SERVI" → "dei Servi", "DELL'INDIPENDENZA" → "dell'Indipendenza".
 */
function titleCase(s: string, particles: 'none' | 'inner' | 'all' = 'none'): string {
  if (s !== s.toUpperCase()) return s;
  const capital = (w: string) =>
    w.replace(/(^|[-'])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) => {
      if (particles === 'none' || (particles === 'inner' && i === 0)) return capital(w);
      if (PARTICLES.has(w)) return w;
      const elided = /^(d|l|dell|dall|nell|sull|all|dagl|degl|sant)'(.+)$/.exec(w);
      return elided && elided[1] !== 'sant' ? `${elided[1]}'${capital(elided[2] ?? '')}` : capital(w);
    })
    .join(' ');
}

const NAME_PREFIX =
  /^(?:sig\.?(?:ra|na)?|sigg\.|spett\.?le|gent\.?(?:mo|ma)?|gentile|egr\.?|dott\.?(?:ssa)?|ing\.|avv\.)\s+/i;

type PersonName = { nome: string; cognome: string; byCode: boolean };

/** Splits a holder's name in nome and cognome, by the codice fiscale when there is one. */
export function splitName(full: string, codiceFiscale?: string): PersonName | null {
  const words = full.replace(NAME_PREFIX, '').trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return null;
  const options: { nome: string; cognome: string }[] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    options.push({ nome: a, cognome: b }, { nome: b, cognome: a });
  }
  const cf = codiceFiscale?.toUpperCase();
  const byCode = cf
    ? options.find((o) => surnameCode(o.cognome) === cf.slice(0, 3) && nameCode(o.nome) === cf.slice(3, 6))
    : undefined;
  // no code to tell: bills print upper-case names surname first (BIANCHI GIULIA), others name first
  const guess = byCode ?? options[full === full.toUpperCase() ? 1 : 0];
  if (!guess) return null;
  return { nome: titleCase(guess.nome), cognome: titleCase(guess.cognome), byCode: !!byCode };
}

const LEGAL_FORM = String.raw`(?:S\.?\s?p\.?\s?A\.?|S\.?\s?r\.?\s?[lI1]\.?(?:\s?s\.?)?|S\.?\s?n\.?\s?c\.?|S\.?\s?a\.?\s?s\.?|S\.?\s?s\.?|Soc(?:ietà)?\.?\s+Coop(?:erativa)?\.?(?:\s+a\s+r\.?\s?l\.?)?|Onlus|ETS)`;
const LEGAL_FORM_END = new RegExp(String.raw`\s${LEGAL_FORM}$`, 'iu');
const ORGANIZATION =
  /\b(condominio|associazione|fondazione|comune di|parrocchia|cooperativa|consorzio|istituto)\b/i;

/** "TRATTORIA DA GINO S.R.L." → "Trattoria Da Gino S.r.l."; mixed case is kept. */
const LEGAL_FORMS: Record<string, string> = {
  spa: 'S.p.A.',
  srl: 'S.r.l.',
  srls: 'S.r.l.s.',
  snc: 'S.n.c.',
  sas: 'S.a.s.',
  ss: 'S.s.',
};

/** The legal form at the end of a company name written the usual way: "S.P.A" → "S.p.A.", "S.r.I." → "S.r.l.". */
function canonicalLegalForm(name: string): string {
  const m = LEGAL_FORM_END.exec(name);
  if (!m) return name;
  const letters = m[0]
    .replace(/[^\p{L}\d]/gu, '')
    .toLowerCase()
    .replace(/[i1]/g, 'l');
  const form = LEGAL_FORMS[letters];
  return form ? `${name.slice(0, m.index)} ${form}` : name;
}

/** "TRATTORIA DA GINO S.R.L." → "Trattoria Da Gino S.r.l."; mixed case is kept but for the legal form. */
function companyName(s: string): string {
  const trimmed = s.trim().replace(/[,;:]$/, '');
  return canonicalLegalForm(trimmed === trimmed.toUpperCase() ? titleCase(trimmed) : trimmed);
}

const companyKey = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');

const looksLikeName = (s: string) =>
  /^(?:[\p{Lu}][\p{L}'’-]*\.?\s+)?[\p{L}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+){1,4}$/u.test(
    s.replace(NAME_PREFIX, ''),
  );

type Holder = {
  campi: Partial<CampiBolletta>;
  ragioneSociale: string | null;
};

function findHolder(doc: Doc, fornitore: string | null): Holder {
  const campi: Partial<CampiBolletta> = {};
  const supplierKey = fornitore ? companyKey(fornitore) : '';

  // codice fiscale of a person: labelled first, then the first valid one
  const personal = personalCodes(doc).sort((a, b) => Number(b.labelled) - Number(a.labelled));
  const cf = personal[0];

  // numeric codes (companies): the holder's are those that are not the supplier's
  const ivas = numericCodes(doc, PIVA_LABEL);
  const cfs = numericCodes(doc, CF_LABEL);
  const supplier = supplierNumbers(doc, [...ivas, ...cfs], fornitore);
  const iva = ivas.find((c) => !supplier.has(c.value));
  const cfNum = cfs.find((c) => !supplier.has(c.value));

  // the holder's name: after a holder label, a company (legal form) or a person
  const HOLDER_NAME_LABEL =
    /ragione sociale|denominazione|intestatari[oa](?: del contratto| della fornitura)?|titolare(?: del contratto)?|\bcliente\b|nominativo/;
  let ragione: { value: string; labelled: boolean } | null = null;
  let person: { value: string; rank: number } | null = null;
  const explicitLabel = (h: Hit) => /ragione sociale|denominazione/.test(h.label);
  const hits = findLabels(doc, HOLDER_NAME_LABEL, /codice cliente|cliente:? ?\d/).sort(
    (a, b) => Number(explicitLabel(b)) - Number(explicitLabel(a)),
  );
  for (const hit of hits) {
    const explicit = explicitLabel(hit);
    for (const c of candidatesOf(doc, hit)) {
      if (c.where === 'below2' || (c.where !== 'same' && isPair(c.text))) continue;
      const raw = c.text
        .replace(NAME_PREFIX, '')
        .replace(/[,;:]$/, '')
        .trim();
      const text = raw.replace(/\.$/, '');
      if (!text || /\d/.test(text) || companyKey(text) === supplierKey) continue;
      const isCompany = LEGAL_FORM_END.test(raw) || ORGANIZATION.test(raw);
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
    const envelope = findLabels(doc, /spett\.?le|gentile cliente|alla cortese attenzione/);
    for (const hit of envelope) {
      const c = candidatesOf(doc, hit).find((x) => x.where !== 'below2');
      if (!c || /\d/.test(c.text)) continue;
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
    if (iva) {
      const ok = isValidPartitaIva(iva.value);
      campi.partitaIva = campo<'partitaIva'>(
        doc,
        iva.value,
        ok ? CONFIDENCE.checked : CONFIDENCE.doubtful,
        iva.fixed,
      );
    }
    const numeric = cfNum ?? (iva && cfs.some((c) => c.value === iva.value) ? iva : undefined);
    if (numeric) {
      const ok = isValidCodiceFiscaleNumerico(numeric.value);
      campi.codiceFiscale = campo<'codiceFiscale'>(
        doc,
        numeric.value,
        ok ? CONFIDENCE.checked : CONFIDENCE.doubtful,
        numeric.fixed,
      );
    }
  } else if (cf || person) {
    campi.tipoIntestatario = campo<'tipoIntestatario'>(
      doc,
      'PF',
      cf ? CONFIDENCE.checked : CONFIDENCE.labelled,
    );
    if (cf) {
      campi.codiceFiscale = campo<'codiceFiscale'>(
        doc,
        cf.value,
        cf.labelled ? CONFIDENCE.checked : CONFIDENCE.labelled,
        cf.fixed,
      );
    }
    if (person) {
      const name = splitName(person.value, cf?.value);
      if (name) {
        const base = name.byCode
          ? CONFIDENCE.checked
          : person.rank < 2
            ? CONFIDENCE.inferred
            : CONFIDENCE.doubtful;
        campi.nome = campo<'nome'>(doc, name.nome, base);
        campi.cognome = campo<'cognome'>(doc, name.cognome, base);
      }
    }
    // a sole trader's bill may carry a partita IVA beside the personal code
    if (iva && cf && isValidPartitaIva(iva.value)) {
      campi.partitaIva = campo<'partitaIva'>(doc, iva.value, CONFIDENCE.labelled, iva.fixed);
    }
  }
  return { campi, ragioneSociale: ragione?.value ?? null };
}

// ---------------------------------------------------------------------------------------------------------
// Supplier

const COMPANY_IN_TEXT = new RegExp(
  String.raw`((?:[\p{Lu}\d][\p{L}\d'.&-]*|e|di|del|della|dei|de|da|&)(?:\s+(?:[\p{Lu}\d][\p{L}\d'.&-]*|e|di|del|della|dei|de|da|&)){0,7}?)\s(${LEGAL_FORM})(?![\p{L}])`,
  'gu',
);

/** Suppliers whose name may be printed without its legal form (a logo's words). */
const KNOWN_SUPPLIERS = [
  'Enel Energia',
  'Servizio Elettrico Nazionale',
  'Edison Energia',
  'A2A Energia',
  'Hera Comm',
  'Iren Mercato',
  'Eni Plenitude',
  'Acea Energia',
  'Sorgenia',
  'E.ON Energia',
  'Engie Italia',
  'Illumia',
  'Dolomiti Energia',
  'Estra Energie',
  'Alperia',
  'Iberdrola',
  'Octopus Energy',
  'Optima Italia',
  'Axpo Italia',
];

function findFornitore(doc: Doc): { name: string; score: number } | null {
  const groups = new Map<string, { names: Map<string, number>; score: number; count: number }>();
  const holderLabelled = (i: number) =>
    /ragione sociale|intestatari|titolare|\bcliente\b|spett\.?le|gentile/.test(
      fold(`${doc.lines[i - 1]?.text ?? ''} ${doc.lines[i]?.text ?? ''}`),
    );
  const last = doc.lines.length - 1;
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      for (const m of cell.text.matchAll(COMPANY_IN_TEXT)) {
        const name = `${m[1]} ${m[2]}`.trim();
        if (/^(?:e|di|del|della|dei|de|da|&)\s/i.test(name) || name.split(' ').length < 2) continue;
        const key = companyKey(name.replace(LEGAL_FORM_END, ''));
        let score = 1;
        const context = fold(line.text);
        if (SUPPLIER_CONTEXT.test(context) || PIVA_LABEL.test(context)) score += 2;
        if (line.index < 5 || line.index > last - 5) score += 1;
        if (holderLabelled(line.index)) score -= 4;
        const g = groups.get(key) ?? { names: new Map<string, number>(), score: 0, count: 0 };
        g.names.set(name, (g.names.get(name) ?? 0) + 1);
        g.score += score;
        g.count++;
        groups.set(key, g);
      }
    }
  }
  // OCR spells a name differently from one line to the next: close spellings are one name
  const merged: { keys: string[]; names: Map<string, number>; score: number }[] = [];
  for (const [key, g] of groups) {
    const near = merged.find((m) =>
      m.keys.some((k) => levenshtein(k, key) <= Math.max(1, Math.floor(key.length / 8))),
    );
    if (near) {
      near.keys.push(key);
      for (const [n, c] of g.names) near.names.set(n, (near.names.get(n) ?? 0) + c);
      near.score += g.score;
    } else merged.push({ keys: [key], names: new Map(g.names), score: g.score });
  }
  // the spelling seen most often; between equals, the one whose words the page repeats (a logo, a header)
  const folded = fold(doc.lines.map((l) => l.text).join('\n'));
  const words = new Map<string, number>();
  for (const w of folded.split(/[^a-z0-9]+/)) words.set(w, (words.get(w) ?? 0) + 1);
  const support = (name: string) =>
    fold(name)
      .split(/[^a-z0-9]+/)
      .reduce((sum, w) => sum + (words.get(w) ?? 0), 0);
  let best: { name: string; score: number } | null = null;
  for (const g of merged) {
    const name = [...g.names.entries()].sort((a, b) => b[1] - a[1] || support(b[0]) - support(a[0]))[0]?.[0];
    if (name && g.score > 0 && (!best || g.score > best.score))
      best = { name: canonicalLegalForm(name), score: g.score };
  }
  if (best) return best;
  const known = KNOWN_SUPPLIERS.find((s) => folded.includes(fold(s)));
  return known ? { name: known, score: 1 } : null;
}

// ---------------------------------------------------------------------------------------------------------
// Supply address

const TOPONIMI = [
  'via privata',
  'strada provinciale',
  'strada statale',
  'strada comunale',
  'via',
  'viale',
  'v.le',
  'piazza',
  'p.zza',
  'p.za',
  'piazzale',
  'piazzetta',
  'corso',
  'c.so',
  'largo',
  'vicolo',
  'vico',
  'strada',
  'str.',
  'contrada',
  'c.da',
  'località',
  'loc.',
  'lungomare',
  'lungarno',
  'lungotevere',
  'borgo',
  'frazione',
  'fraz.',
  'salita',
  'traversa',
  'rione',
  'circonvallazione',
  'galleria',
  'calle',
  'regione',
  'riviera',
  'stradone',
  'alzaia',
  'rampa',
];
const TOPONIMO_RE = new RegExp(
  String.raw`^(${TOPONIMI.map((t) => t.replace(/[.]/g, '\\.')).join('|')})(?=\s|$)`,
  'i',
);

type ParsedAddress = {
  toponimo?: string;
  via?: string;
  civico?: string;
  cap: string;
  comune: string;
  provincia?: string;
};

/** "Via Toledo 256 - 80134 Napoli (NA)", "VIA PO, 12, 10123 TORINO TO" → its parts. */
export function parseAddress(text: string): ParsedAddress | null {
  const s = text.replace(/\s+/g, ' ').trim();
  const m =
    /^(.*?)[\s,;-]*(?<![\d])([\dOo]{5})(?![\d])[\s,-]+([\p{L}'][\p{L}\d' .-]*?)\s*(?:[(]\s*([A-Za-z]{2})\s*[)]|[-,]?\s\b([A-Z]{2}))?\s*(?:[.,;]|$)/u.exec(
      s,
    );
  if (!m) return null;
  const cap = digitsOf(m[2] ?? '').text;
  const comune = (m[3] ?? '').trim();
  if (!comune || comune.length < 2) return null;
  const provincia = (m[4] ?? m[5])?.toUpperCase();
  let street = (m[1] ?? '').replace(/[\s,;-]+$/, '').trim();
  let civico: string | undefined;
  const c = /[\s,]+(\d+[A-Za-z]?(?:\/[\dA-Za-z]+)?(?:\s?(?:bis|ter))?|snc|s\.n\.c\.)$/i.exec(street);
  if (c) {
    civico = c[1];
    street = street.slice(0, c.index).replace(/[\s,]+$/, '');
  }
  const t = TOPONIMO_RE.exec(street);
  const toponimo = t ? titleCase(t[1] ?? '') : undefined;
  const via = t ? street.slice(t[0].length).trim() : street;
  return {
    ...(toponimo ? { toponimo: toponimo.charAt(0).toUpperCase() + toponimo.slice(1) } : {}),
    ...(via ? { via: titleCase(via, toponimo ? 'all' : 'inner') } : {}),
    ...(civico ? { civico: civico.toUpperCase() } : {}),
    cap,
    comune: titleCase(comune, 'inner'),
    ...(provincia ? { provincia } : {}),
  };
}

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0] ?? 0;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j] ?? 0;
      d[j] = Math.min((d[j] ?? 0) + 1, (d[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length] ?? 0;
}

/** The comune the address names, checked against the list: exact, or the closest name of its CAP. */
async function checkComune(
  a: ParsedAddress,
): Promise<{ comune: Comune | null; capOk: boolean; fuzzy: boolean }> {
  const exact = a.provincia ? await findComune(a.comune, a.provincia) : null;
  if (exact) return { comune: exact, capOk: isCapOfComune(a.cap, exact), fuzzy: false };
  const byCap = await searchComuni(a.cap, 50);
  const name = foldName(a.comune);
  let best: { c: Comune; d: number } | null = null;
  for (const c of byCap) {
    const d = levenshtein(foldName(c.nome), name);
    if (!best || d < best.d) best = { c, d };
  }
  if (best && best.d <= Math.max(1, Math.floor(name.length / 3))) {
    return {
      comune: best.c,
      capOk: true,
      fuzzy: best.d > 0 || (!!a.provincia && a.provincia !== best.c.provincia),
    };
  }
  return { comune: null, capOk: false, fuzzy: false };
}

const ADDRESS_LABEL =
  /indirizzo (?:di |della |del punto di )?(?:fornitura|prelievo|riconsegna)|luogo (?:di |della )?fornitura|ubicazione(?: della fornitura| del punto)?|fornitura sita in|sito in|si trova in|situat[ao] in|indirizzo fornitura/;

async function findAddress(doc: Doc): Promise<Campo<'indirizzoFornitura'> | null> {
  const found = valueAfter(doc, ADDRESS_LABEL, (t) => parseAddress(t));
  if (!found) return null;
  const { value: a } = found;
  const check = await checkComune(a);
  const valore: IndirizzoBolletta = {
    ...(a.toponimo ? { toponimo: a.toponimo } : {}),
    ...(a.via ? { via: a.via } : {}),
    ...(a.civico ? { civico: a.civico } : {}),
    cap: a.cap,
    comune: check.comune?.nome ?? a.comune,
    ...(check.comune ? { provincia: check.comune.provincia } : a.provincia ? { provincia: a.provincia } : {}),
  };
  const complete = !!(a.toponimo && a.via && a.civico);
  const base =
    check.comune && check.capOk
      ? complete
        ? CONFIDENCE.checked
        : CONFIDENCE.labelled * 0.9
      : CONFIDENCE.doubtful;
  return campo<'indirizzoFornitura'>(doc, valore, base, check.fuzzy);
}

// ---------------------------------------------------------------------------------------------------------
// Technical data

const POTENZA_LABEL =
  /potenza (?:contrattualmente |contrattuale )?impegnata|impegno di potenza|potenza contrattuale|potenza impegnata/;
const TENSIONE_LABEL = /tensione(?: di alimentazione| di fornitura| nominale)?|livello di tensione/;
const CONSUMO_LABEL =
  /consumo annuo(?: stimato| complessivo)?|consumo annuale|consumo (?:degli |negli )?ultimi 12 mesi|consumi (?:degli |negli )?ultimi 12 mesi|consumo (?:totale )?(?:dell'ultimo anno|annuo \(ultimi 12 mesi\))/;
const REMI_LABEL = /codice remi|cod\. ?remi|\bremi\b|cabina remi|punto di consegna remi/;
const CATEGORIA_LABEL = /categoria d'?uso|categoria uso|cat\. ?d'?uso|\bcategoria\b/;

function findPotenza(doc: Doc): Campo<'potenzaImpegnataKw'> | null {
  const r = valueAfter(doc, POTENZA_LABEL, (t) => numberWithUnit(t, /kw/, 0.5, 10000));
  return r ? campo<'potenzaImpegnataKw'>(doc, r.value.n, CONFIDENCE.labelled, r.value.fixed) : null;
}

function findTensione(doc: Doc): Campo<'tensioneV'> | null {
  const r = valueAfter(doc, TENSIONE_LABEL, (t) => {
    const v = numberWithUnit(t, /v|volt/, 100, 1000);
    if (v) return v;
    const kv = numberWithUnit(t, /kv/, 1, 400);
    return kv ? { n: kv.n * 1000, fixed: kv.fixed } : null;
  });
  if (!r) return null;
  // the usual supply voltages
  const usual = [220, 230, 380, 400, 15000, 20000].includes(r.value.n);
  return campo<'tensioneV'>(doc, r.value.n, usual ? CONFIDENCE.labelled : CONFIDENCE.inferred, r.value.fixed);
}

function findConsumi(doc: Doc): Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> {
  const out: Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> = {};
  for (const hit of findLabels(doc, CONSUMO_LABEL)) {
    const unitInLabel = /kwh/.test(doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '')
      ? 'kwh'
      : /smc|sm3|m3|mc\b/.test(doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '')
        ? 'smc'
        : null;
    for (const c of candidatesOf(doc, hit)) {
      if (c.where === 'below2') continue;
      const kwh = numberWithUnit(c.text, /kwh/, 1, 1e8, unitInLabel === 'kwh');
      const smc = kwh
        ? null
        : numberWithUnit(c.text, /s ?m ?[ce3]|[5$]mc|sm³|mc|m3|m³|metri cubi/, 1, 1e8, unitInLabel === 'smc');
      if (kwh && !out.consumoAnnuoKwh) {
        out.consumoAnnuoKwh = campo<'consumoAnnuoKwh'>(doc, kwh.n, CONFIDENCE.labelled, kwh.fixed);
        break;
      }
      if (smc && !out.consumoAnnuoSmc) {
        out.consumoAnnuoSmc = campo<'consumoAnnuoSmc'>(doc, smc.n, CONFIDENCE.labelled, smc.fixed);
        break;
      }
      if (kwh || smc) break;
    }
  }
  return out;
}

function findRemi(doc: Doc): Campo<'codiceRemi'> | null {
  const r = valueAfter(doc, REMI_LABEL, (t) => {
    const m = /(?<![\d])([\dOoIl]{8}(?:-\d{1,3})?|\d{6,10})(?![\d])/.exec(t);
    if (!m?.[1]) return null;
    const d = digitsOf(m[1]);
    return /^\d{6,10}(?:-\d{1,3})?$/.test(d.text)
      ? { remi: d.text, fixed: d.fixed && /[^\d-]/.test(m[1]) }
      : null;
  });
  if (!r) return null;
  const base = /^\d{8}$/.test(r.value.remi) ? CONFIDENCE.checked : CONFIDENCE.labelled;
  return campo<'codiceRemi'>(doc, r.value.remi, base, r.value.fixed);
}

function findCategoria(doc: Doc): Campo<'categoriaUsoGas'> | null {
  const r = valueAfter(doc, CATEGORIA_LABEL, (t) => {
    const m = /(?<![\p{L}\d])([CcTt])\s?([1-5IlL|])(?![\p{L}\d])/u.exec(t);
    if (!m) return null;
    const digit = digitsOf(m[2] ?? '').text.replace(/L/, '1');
    const value = `${(m[1] ?? '').toUpperCase()}${digit}`;
    if (!(CATEGORIE_USO_GAS as readonly string[]).includes(value)) return null;
    return { value: value as CategoriaUsoGas, fixed: !/^[CT][1-5]$/.test(m[0].replace(/\s/g, '')) };
  });
  return r ? campo<'categoriaUsoGas'>(doc, r.value.value, CONFIDENCE.checked, r.value.fixed) : null;
}

function findCommodity(doc: Doc, campi: CampiBolletta): Campo<'commodity'> | null {
  const luce = campi.pod ?? campi.potenzaImpegnataKw ?? campi.consumoAnnuoKwh;
  const gas = campi.pdr ?? campi.codiceRemi ?? campi.consumoAnnuoSmc ?? campi.categoriaUsoGas;
  const byPoint = (campi.pod ? 1 : 0) + (campi.pdr ? 1 : 0);
  if (luce || gas) {
    const value = luce && gas ? 'dual' : luce ? 'luce' : 'gas';
    const sure = value === 'dual' ? byPoint === 2 : byPoint === 1;
    return campo<'commodity'>(doc, value, sure ? CONFIDENCE.checked : CONFIDENCE.inferred);
  }
  const text = fold(doc.lines.map((l) => l.text).join(' '));
  const e = /energia elettrica|bolletta (?:della )?luce|\bkwh\b/.test(text);
  const g = /gas naturale|bolletta (?:del )?gas|\bsmc\b/.test(text);
  if (!e && !g) return null;
  return campo<'commodity'>(doc, e && g ? 'dual' : e ? 'luce' : 'gas', CONFIDENCE.doubtful);
}

// ---------------------------------------------------------------------------------------------------------

/** The fields of the bill whose text this is (text.ts shape: rows of cells). */
export async function parseBill(text: string, options: ParseOptions = {}): Promise<CampiBolletta> {
  const doc = docOf(text, options);
  const campi: CampiBolletta = {};
  const fornitore = findFornitore(doc);
  const holder = findHolder(doc, fornitore?.name ?? null);
  Object.assign(campi, holder.campi);
  if (
    fornitore &&
    (!holder.ragioneSociale || companyKey(holder.ragioneSociale) !== companyKey(fornitore.name))
  ) {
    campi.fornitore = campo<'fornitore'>(
      doc,
      fornitore.name,
      fornitore.score >= 4
        ? CONFIDENCE.labelled
        : fornitore.score >= 2
          ? CONFIDENCE.inferred
          : CONFIDENCE.doubtful,
    );
  }
  const indirizzo = await findAddress(doc);
  if (indirizzo) campi.indirizzoFornitura = indirizzo;
  const pod = findPod(doc);
  if (pod) campi.pod = pod;
  const pdr = findPdr(doc);
  if (pdr) campi.pdr = pdr;
  const potenza = findPotenza(doc);
  if (potenza) campi.potenzaImpegnataKw = potenza;
  const tensione = findTensione(doc);
  if (tensione) campi.tensioneV = tensione;
  Object.assign(campi, findConsumi(doc));
  const remi = findRemi(doc);
  if (remi) campi.codiceRemi = remi;
  const categoria = findCategoria(doc);
  if (categoria) campi.categoriaUsoGas = categoria;
  const commodity = findCommodity(doc, campi);
  if (commodity) campi.commodity = commodity;
  return campi;
}
