// The supply address: after its label, split in its parts and checked against the comuni list.
import { findComune, foldName, isCapOfComune, searchComuni, type Comune } from '../../adapters/places/places';
import type { Cell, Doc } from './parse-doc';
import { CONFIDENCE, campo, fold } from './parse-doc';
import { addressFromParts, lowerBeside } from './parse-address-parts';
import { whoseAddress } from './parse-address-context';
import { candidatesOf, findLabels, inColumn } from './parse-values';
import { levenshtein, titleCase } from './parse-names';
import { CAP_RE, streetOf, type Street } from './parse-street';
import { digitsOf } from './parse-numbers';
import type { Campo, IndirizzoBolletta } from './types';

const CAP_ALL = new RegExp(CAP_RE.source, 'g');
const CAP_END = new RegExp(`${CAP_RE.source}\\W*$`);

type ParsedAddress = Street & {
  cap: string;
  comune: string;
  provincia?: string;
};

/** CAP, comune and province as they follow one another: "80134 Napoli (NA)", "87024 - FUSCALDO - CS". */
const CAP_THEN_COMUNE =
  /(?<!\d)([\dOo]{5})(?!\d)[\s,–-]+(?![A-Z]{2}\s*(?:[.,;]|$))([\p{L}'][\p{L}\d' .-]*?)\s*(?:[(]\s*([A-Za-z]{2})\s*[)]|[\s,–-]+([A-Z]{2})\b)?\s*(?=[.,;]|\s[-–]\s|$)/u;
/** The comune before its CAP: "AUGUSTA 96011 SR", "Crispiano 74012 TA". */
const COMUNE_THEN_CAP =
  /(?:^|[,;]\s*|\s[-–]\s)([\p{L}'][\p{L}' .-]*?)\s*(?:[(]\s*([A-Za-z]{2})\s*[)])?[\s,–-]*(?<!\d)([\dOo]{5})(?!\d)(?:[\s,–-]+([A-Z]{2})\b)?\s*(?=[.,;]|\s[-–]\s|$)/u;

/**
 * "Via Toledo 256 - 80134 Napoli (NA)", "VIA PO, 12, 10123 TORINO TO", "Via Nazionale, 133, AUGUSTA
 * 96011 SR" → its parts, the comune as written (findAddress checks it against the comuni list).
 */
export function parseAddress(text: string): ParsedAddress | null {
  const s = oneLine(text);
  const after = CAP_THEN_COMUNE.exec(s);
  const before = after ? null : COMUNE_THEN_CAP.exec(s);
  const [cap, comune, provincia] = after
    ? [after[1], after[2], after[3] ?? after[4]]
    : before
      ? [before[3], before[1], before[2] ?? before[4]]
      : [];
  if (!cap || !comune || comune.trim().length < 2) return null;
  const name = comune.trim();
  const street = streetOf(s, (segment) => segment.includes(name)) ?? {};
  return {
    ...street,
    cap: digitsOf(cap).text,
    comune: titleCase(name, 'inner'),
    ...(provincia ? { provincia: provincia.toUpperCase() } : {}),
  };
}

/** An address's text on one line, without the "|" OCR reads for a table's rule before a cell. */
const oneLine = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s,])[|!]+(?=\p{L})/gu, '$1')
    .trim();

/** Digits OCR takes one for the other (shapes alike): a CAP is mended only by one of these. */
const LOOKALIKE = new Set(['08', '06', '09', '17', '38', '35', '56', '58', '68', '89', '49', '27']);
/** Whether `read` is `cap` but for one digit OCR confuses with the other. */
const ocrNear = (read: string, cap: string) => {
  if (read.length !== cap.length) return false;
  const diff = [...read].flatMap((c, i) => (c === cap[i] ? [] : [[c, cap[i] ?? ''].sort().join('')]));
  return diff.length === 1 && LOOKALIKE.has(diff[0] ?? '');
};

/** The comune the address names, checked against the list: exact, or the closest name of its CAP. */
async function checkComune(
  a: ParsedAddress,
  ocr: boolean,
): Promise<{ comune: Comune | null; capOk: boolean; fuzzy: boolean; cap?: string }> {
  const exact = a.provincia ? await findComune(a.comune, a.provincia) : null;
  if (exact) {
    if (isCapOfComune(a.cap, exact)) return { comune: exact, capOk: true, fuzzy: false };
    // OCR'd: the comune and its province agree, the CAP is one look-alike digit off one CAP of theirs
    const near = ocr ? exact.cap.filter((c) => ocrNear(a.cap, c)) : [];
    if (near.length === 1 && near[0]) return { comune: exact, capOk: true, fuzzy: true, cap: near[0] };
    return { comune: exact, capOk: false, fuzzy: false };
  }
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

export const ADDRESS_LABEL =
  /indirizzo (?:di |della |del punto di )?(?:fornitura|prelievo|riconsegna)|indirizzo (?:di |del |dell'|della )?(?:erogazione|utenza|impianto|immobile|contatore)\b|luogo (?:di )?(?:prelievo|consegna|riconsegna)|\bfornit[ao] a\b(?! partire)|luogo (?:di |della )?fornitura|ubicazione(?: della fornitura| del punto)?|\bubicaz\.? ?forn(?:itura\b|\.)?|fornitura sita in|fornitura (?:di (?:gas(?: naturale)?|energia elettrica|luce) )?in\b|\b(?:fornit|attiv)[ao] (?:in|presso)\b|\b(?:luce|gas|luce e gas|energia(?: elettrica)?|gas naturale) presso\b|sito in\b|si trova in|situat[ao] in|indirizzo fornitura|\bind(?:ir)?\.? ?forn(?:itura\b|\.|$)|dove arriva (?:la (?:tua |vostra )?)?(?:energia|luce|gas)|\b(?:sua|tua|vostra) casa (?:in|di)\b|\bfornitura di(?= (?:via|viale|piazza|piazzale|corso|largo|vicolo|strada|contrada|localita|borgo|frazione|lungomare)\b)|\b(?:energia elettrica|naturale) in\b|punto servito|immobile servito|lieferadresse|lieferanschrift|verbrauchsstelle|lieferstelle/;

/**
 * The comune of this CAP whose name the text writes, anywhere in it (before or after the CAP, with or
 * without its province): OCR may get one letter in six wrong; the longest name wins ("San Giovanni in
 * Marignano" over "Marignano").
 */
async function comuneNamed(text: string, cap: string): Promise<{ comune: Comune; exact: boolean } | null> {
  const words = foldName(text).split(' ');
  let best: { comune: Comune; d: number; length: number } | null = null;
  for (const comune of await searchComuni(cap, 50)) {
    const name = foldName(comune.nome);
    const n = name.split(' ').length;
    for (let i = 0; i + n <= words.length; i++) {
      const d = levenshtein(words.slice(i, i + n).join(' '), name);
      if (d > Math.floor(name.length / 6)) continue;
      if (!best || d < best.d || (d === best.d && name.length > best.length)) {
        best = { comune, d, length: name.length };
      }
    }
  }
  return best && { comune: best.comune, exact: best.d === 0 };
}

type Reading = { valore: IndirizzoBolletta; complete: boolean; checked: boolean; fuzzy: boolean };

/** An address from one candidate text: its comune found by its CAP, else as parseAddress reads it. */
async function readAddress(text: string, ocr: boolean): Promise<Reading | null> {
  const s = oneLine(text);
  for (const m of s.matchAll(CAP_ALL)) {
    const cap = digitsOf(m[0]).text;
    const named = await comuneNamed(s, cap);
    if (!named) continue;
    const name = foldName(named.comune.nome);
    const street = streetOf(s, (segment) => foldName(segment).includes(name)) ?? {};
    const valore = { ...street, cap, comune: named.comune.nome, provincia: named.comune.provincia };
    const complete = !!(street.toponimo && street.via && street.civico);
    return { valore, complete, checked: true, fuzzy: !named.exact };
  }
  const a = parseAddress(s);
  if (!a) return null;
  const check = await checkComune(a, ocr);
  const valore: IndirizzoBolletta = {
    ...(a.toponimo ? { toponimo: a.toponimo } : {}),
    ...(a.via ? { via: a.via } : {}),
    ...(a.civico ? { civico: a.civico } : {}),
    cap: check.cap ?? a.cap,
    comune: check.comune?.nome ?? a.comune,
    ...(check.comune ? { provincia: check.comune.provincia } : a.provincia ? { provincia: a.provincia } : {}),
  };
  const complete = !!(a.toponimo && a.via && a.civico);
  return { valore, complete, checked: !!check.comune && check.capOk, fuzzy: check.fuzzy };
}

export async function findAddress(doc: Doc): Promise<Campo<'indirizzoFornitura'> | null> {
  // the first address after a supply label that is whole and checked; else the first checked; else
  // the first one read
  let best: Reading | null = null;
  const rank = (r: Reading) => (r.checked ? 2 : 0) + (r.complete ? 1 : 0);
  search: for (const hit of findLabels(doc, ADDRESS_LABEL)) {
    // a form's captioned parts first: the cells under its heading, joined, may run into the next block
    const parts = addressFromParts(doc, hit);
    const fromParts = parts ? [{ text: parts, where: 'parts' as const, line: hit.line }] : [];
    // the parts in cells of their own along the label's line ("Via Roma | 12 | 00184 | Roma | RM")
    const along = doc.lines[hit.line]!.cells.slice(hit.cell + 1);
    const fromRow = along.length > 1 ? [{ text: joined(along), where: 'row' as const, line: hit.line }] : [];
    for (const c of [...fromParts, ...fromRow, ...candidatesOf(doc, hit), ...lowerBeside(doc, hit)]) {
      let reading = await readAddress(c.text, doc.ocr);
      // an address in a sentence wrapped after its CAP ("situata in Piazza Cavour 27, 01014" /
      // "Montalto di Castro (VT) ha una potenza …") or before it ("attiva in Piazza del" / "Lavoro,
      // 69/B - 04011 Aprilia (LT), con …"): the next line goes on with it
      const next = doc.lines[c.line + 1];
      const wrapped = CAP_END.test(c.text) || !CAP_RE.test(c.text);
      // (not into the supplier's legal notes under a sentence that names no address)
      if (
        c.where === 'same' &&
        !reading?.checked &&
        next &&
        wrapped &&
        !OTHER_ADDRESS.test(fold(next.text))
      ) {
        reading = (await readAddress(`${c.text} ${next.text}`, doc.ocr)) ?? reading;
      }
      if (!reading) continue;
      if (!best || rank(reading) > rank(best)) best = reading;
      if (rank(best) === 3) break search;
    }
  }
  if (!best || rank(best) < 3) {
    // no label read (OCR loses small grey captions, or splits one over two rows): a whole address
    // that is not the billing one nor the supplier's, as an inference
    const guess = await unlabelledAddress(doc);
    if (guess && (!best || rank(guess) > rank(best))) {
      return campo<'indirizzoFornitura'>(doc, guess.valore, CONFIDENCE.inferred, guess.fuzzy);
    }
  }
  if (!best) return null;
  const base = best.checked
    ? best.complete
      ? CONFIDENCE.checked
      : CONFIDENCE.labelled * 0.9
    : CONFIDENCE.doubtful;
  return campo<'indirizzoFornitura'>(doc, best.valore, base, best.fuzzy);
}

/** Cells read as one address, each a part of it. */
const joined = (cells: readonly Cell[]) => cells.map((c) => c.text).join(', ');

/** The envelope's first line, over the addressee's name. */
const ENVELOPE = /spett\.?\s?le|gentile (?:sig|client)|egregi|alla cortese attenzione|\bc\.a\./;
/** An address under or beside one of these is not where the supply is. */
const OTHER_ADDRESS =
  /fatturazione|recapito|spedizione|corrispondenza|sede legale|sede operativa|capitale sociale|distribut|c\.? ?f\.? e p\.? ?iva|p\.? ?iva e c\.? ?f|\bp\.? ?iva\b|partita iva/;

/**
 * The supply address when no label for it was read: every whole, checked address of the bill but the
 * billing address and the supplier's; the one its caption or section calls the supply's over the
 * holder's (whoseAddress), then the one printed most often (the envelope and the supply's box of a
 * home's bill), then the first.
 */
async function unlabelledAddress(doc: Doc): Promise<Reading | null> {
  // the envelope's block (the addressee's name and postal address) may be another address than the
  // supply's: a home's bill prints the supply's again in its own box, which is the one taken
  const envelope = new Set<Cell>();
  for (const hit of findLabels(doc, ENVELOPE)) {
    let at: { cell: Cell; line: number } | undefined = {
      cell: doc.lines[hit.line]!.cells[hit.cell]!,
      line: hit.line,
    };
    for (let k = 0; k < 5 && at; k++) {
      envelope.add(at.cell);
      // the postal address ends with its CAP's line: what stands under it in the column is not its
      if (k > 0 && CAP_RE.test(at.cell.text)) break;
      at = inColumn(doc, at.line, 1, at.cell);
    }
  }
  const found = new Map<string, { reading: Reading; count: number; first: number; hint: number }>();
  const others = new Set<string>();
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      if (!CAP_RE.test(cell.text)) continue;
      // the CAP's cell and up to two cells above it in its column (the street, a staircase)
      const cells = [{ cell, line: line.index }];
      for (let k = 0; k < 2; k++) {
        const up = inColumn(doc, cells[0]!.line, -1, cells[0]!.cell);
        if (!up) break;
        cells.unshift(up);
      }
      let whole: Reading | null = null;
      let first = cells[cells.length - 1]!;
      let tried = true;
      for (let from = cells.length - 1; from >= 0 && !whole; from--) {
        const used = cells.slice(from);
        // the label over the address's first line, and the lines it stands on, say whose it is
        const over = inColumn(doc, used[0]!.line, -1, used[0]!.cell)?.cell.folded ?? '';
        const context = [over, ...used.map((c) => c.cell.folded), fold(line.text)].join(' | ');
        tried = !used.some((c) => envelope.has(c.cell));
        if (!tried) break;
        const reading = await readAddress(joined(used.map((c) => c.cell)), doc.ocr);
        if (OTHER_ADDRESS.test(context)) {
          // the supplier's seat, say, is not the supply's where it is printed again with no label (a
          // letterhead over the footer's "Sede legale")
          if (reading?.checked) others.add(JSON.stringify(reading.valore));
          tried = false;
          break;
        }
        if (reading?.checked && reading.complete) [whole, first] = [reading, used[0]!];
      }
      // else the parts in cells of their own along the line, under a header row of captions
      if (!whole && tried && line.cells.length > 2) {
        const row = await readAddress(joined(line.cells), doc.ocr);
        if (row?.checked && row.complete) [whole, first] = [row, { cell: line.cells[0]!, line: line.index }];
      }
      if (!whole) continue;
      const key = JSON.stringify(whole.valore);
      const seen = found.get(key);
      const hint = whoseAddress(doc, first.line, first.cell);
      if (seen) [seen.count, seen.hint] = [seen.count + 1, Math.max(seen.hint, hint)];
      else found.set(key, { reading: whole, count: 1, first: line.index, hint });
    }
  }
  const best = [...found.entries()]
    .filter(([key]) => !others.has(key))
    .map(([, f]) => f)
    .sort((a, b) => b.hint - a.hint || b.count - a.count || a.first - b.first)[0];
  return best?.reading ?? null;
}
