// The supply address: after its label, split in its parts and checked against the comuni list.
import { findComune, foldName, isCapOfComune, searchComuni, type Comune } from '../../adapters/places/places';
import type { Doc } from './parse-doc';
import { CONFIDENCE, campo, candidatesOf, findLabels } from './parse-doc';
import { levenshtein, titleCase } from './parse-names';
import { digitsOf } from './parse-numbers';
import type { Campo, IndirizzoBolletta } from './types';

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
  const c =
    /[\s,]+(?:(?:n|nr|n°|num|civ)\.?\s*)?(\d+[A-Za-z]?(?:\/[\dA-Za-z]+)?(?:\s?(?:bis|ter))?|snc|s\.n\.c\.)$/i.exec(
      street,
    );
  if (c) {
    civico = c[1];
    street = street.slice(0, c.index).replace(/[\s,]+$/, '');
  }
  const t = TOPONIMO_RE.exec(street);
  const toponimo = t ? titleCase(t[1] ?? '') : undefined;
  let via = t ? street.slice(t[0].length).trim() : street;
  // OCR's specks are no street name: a name has a word of letters
  via = via.replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '');
  if (!/\p{L}{2}/u.test(via)) via = '';
  return {
    ...(toponimo ? { toponimo: toponimo.charAt(0).toUpperCase() + toponimo.slice(1) } : {}),
    ...(via ? { via: titleCase(via, toponimo ? 'all' : 'inner') } : {}),
    ...(civico ? { civico: civico.toUpperCase() } : {}),
    cap,
    comune: titleCase(comune, 'inner'),
    ...(provincia ? { provincia } : {}),
  };
}

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

const ADDRESS_LABEL =
  /indirizzo (?:di |della |del punto di )?(?:fornitura|prelievo|riconsegna)|luogo (?:di |della )?fornitura|ubicazione(?: della fornitura| del punto)?|fornitura sita in|fornitura in|sito in|si trova in|situat[ao] in|indirizzo fornitura/;

export async function findAddress(doc: Doc): Promise<Campo<'indirizzoFornitura'> | null> {
  // the first address after a supply label with its street and house number; else the first one
  let partial: ParsedAddress | null = null;
  let a: ParsedAddress | null = null;
  for (const hit of findLabels(doc, ADDRESS_LABEL)) {
    for (const c of candidatesOf(doc, hit)) {
      const parsed = parseAddress(c.text);
      if (!parsed) continue;
      if (parsed.toponimo && parsed.via && parsed.civico) {
        a = parsed;
        break;
      }
      partial ??= parsed;
    }
    if (a) break;
  }
  a ??= partial;
  if (!a) return null;
  const check = await checkComune(a, doc.ocr);
  const valore: IndirizzoBolletta = {
    ...(a.toponimo ? { toponimo: a.toponimo } : {}),
    ...(a.via ? { via: a.via } : {}),
    ...(a.civico ? { civico: a.civico } : {}),
    cap: check.cap ?? a.cap,
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
