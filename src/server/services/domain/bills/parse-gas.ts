// The gas supply's own fields: the REMI code of the city gate and the use category (C1..C5, T1, T2).
import { CATEGORIE_USO_GAS, type CategoriaUsoGas } from '../../../../shared/domain';
import type { Doc } from './parse-doc';
import { CONFIDENCE, campo, fold } from './parse-doc';
import { tiedValues, type Meaning } from './parse-geo';
import { digitsOf, type Typed } from './parse-numbers';
import { pick } from './parse-supply';
import type { Campo } from './types';

export const REMI_LABEL = /codice remi|cod\. ?remi|\bremi\b|cabina remi|punto di consegna remi/;
export const CATEGORIA_LABEL =
  /categoria d'?uso|categoria uso|\bcat(?:eg)?\.? ?(?:d'?)?uso|\bcategoria\b|tipologia d'?uso|tipo (?:di |d'?)?(?:uso|utilizzo)\b|(?:uso|utilizzo) del gas|verwendungskategorie|nutzungskategorie/;

const REMI: Meaning = {
  field: new RegExp(`${REMI_LABEL.source}|\\bre[.:]? ?mi\\b|cabina`),
  others:
    /matricola|codice cliente|\bcliente\b|fattura|contratto|numero|telefono|\btel\b|\bpdr\b|\bpod\b|offerta|iban|partita iva|fiscale|lettur|conto|verde|servizio clienti|\bcap\b|\bn\./,
};
const CATEGORIA: Meaning = {
  field: new RegExp(
    `${CATEGORIA_LABEL.source}|categoria di utilizzo|tipologia di utilizzo|tipo(?:logia)? (?:di )?uso|destinazione d'?uso|uso (?:del )?gas|come usi (?:il )?gas|\\buso:`,
  ),
  others: /profilo|classe|contatore|misuratore|fascia|zona climatica/,
};

/** REMI codes: eight digits (six to ten, a suffix after a dash), OCR's O and I read back as digits. */
function remisIn(text: string): Typed<string>[] {
  const out: Typed<string>[] = [];
  // printed in groups ("34 123 456", "3412 3456"): eight digits in all
  for (const m of text.matchAll(/(?<![\p{L}\d.,/])(\d{2,4}(?: \d{2,4}){1,3})(?![\d.,/]?\d)(?!\p{L})/gu)) {
    const raw = m[1] ?? '';
    const digits = raw.replace(/ /g, '');
    if (digits.length === 8)
      out.push({ value: digits, fixed: false, start: m.index, end: m.index + raw.length, unit: true });
  }
  for (const m of text.matchAll(/(?<![\p{L}\d.,/])([\dOoIl]{6,10}(?:-\d{1,3})?)(?![\d.,/]?\d)(?!\p{L})/gu)) {
    const raw = m[1] ?? '';
    if (!/\d{4}/.test(raw)) continue;
    const d = digitsOf(raw);
    if (!/^\d{6,10}(?:-\d{1,3})?$/.test(d.text)) continue;
    out.push({ value: d.text, fixed: d.fixed, start: m.index, end: m.index + raw.length, unit: true });
  }
  return out;
}

export function findRemi(doc: Doc): Campo<'codiceRemi'> | null {
  // eight digits anywhere near a REMI label; another length only right by it
  const tied = tiedValues(doc, remisIn, REMI).filter(
    (t) => /^\d{8}(?:-\d{1,3})?$/.test(t.value) || t.tie.distance <= 1,
  );
  const p = pick(tied);
  if (p) {
    const eight = /^\d{8}$/.test(p.value);
    const base =
      eight && p.base === CONFIDENCE.labelled ? CONFIDENCE.checked : eight ? p.base : CONFIDENCE.inferred;
    return campo<'codiceRemi'>(doc, p.value, base, p.fixed);
  }
  return null;
}

/**
 * Codes of gas use categories as a bill prints them, OCR's l and | read as 1, and OCR's 1 for a T ("12"
 * for T2: no category is a number, and the label tied to it says it is a category).
 */
const CATEGORIA_CODE = /(?<![\p{L}\d.,])([CcTt1])\s?([1-5IlL|])(?![\p{L}\d.,])/gu;

/** A legend of the categories ("C1 Riscaldamento; C2 Cottura cibi…"): two codes or more in a cell. */
const isLegend = (text: string) =>
  new Set([...text.matchAll(CATEGORIA_CODE)].map((m) => `${m[1]}${m[2]}`.toUpperCase())).size >= 2;

function categorieIn(text: string): Typed<CategoriaUsoGas>[] {
  const out: Typed<CategoriaUsoGas>[] = [];
  if (isLegend(text)) return out;
  for (const m of text.matchAll(CATEGORIA_CODE)) {
    const digit = digitsOf(m[2] ?? '').text.replace(/L/, '1');
    const value = `${(m[1] ?? '').toUpperCase().replace('1', 'T')}${digit}`;
    if (!(CATEGORIE_USO_GAS as readonly string[]).includes(value)) continue;
    const fixed = !/^[CT][1-5]$/.test(m[0].replace(/\s/g, ''));
    out.push({
      value: value as CategoriaUsoGas,
      fixed,
      start: m.index,
      end: m.index + m[0].length,
      unit: true,
    });
  }
  return out;
}

/**
 * The category by the words ARERA gives each (a bill may print them without the code): "uso
 * tecnologico + riscaldamento" → T2, "riscaldamento + cottura cibi e acqua calda" → C3, and so on.
 */
export function categoriaByWords(text: string): CategoriaUsoGas | null {
  const t = fold(text);
  const heating = /riscaldamento/.test(t);
  const cooking = /cottura|acqua calda/.test(t);
  if (/tecnologic/.test(t)) return heating ? 'T2' : 'T1';
  if (/condizionamento/.test(t)) return heating ? 'C5' : 'C4';
  if (heating && cooking) return 'C3';
  if (cooking) return 'C2';
  if (heating) return 'C1';
  return null;
}

function categorieByWordsIn(text: string): Typed<CategoriaUsoGas>[] {
  const value = categorieIn(text).length || isLegend(text) ? null : categoriaByWords(text);
  const at = fold(text).search(/tecnologic|condizionamento|riscaldamento|cottura|acqua calda/);
  return value ? [{ value, fixed: false, start: at, end: text.length, unit: false }] : [];
}

export function findCategoria(doc: Doc): Campo<'categoriaUsoGas'> | null {
  const p = pick(tiedValues(doc, categorieIn, CATEGORIA));
  if (!p) {
    // no code: the words of a category, in the cell a category label stands in or by, as an inference
    const w = pick(tiedValues(doc, categorieByWordsIn, CATEGORIA, (_, tie) => tie.distance <= 1.5));
    return w ? campo<'categoriaUsoGas'>(doc, w.value, CONFIDENCE.inferred) : null;
  }
  // a category is one of six codes: by its label it is as good as checked
  const base = p.base === CONFIDENCE.labelled ? CONFIDENCE.checked : p.base;
  return campo<'categoriaUsoGas'>(doc, p.value, base, p.fixed);
}
