// The street of a supply address (toponimo, name, house number) wherever it stands among the address's
// other parts: "Saviano (NA), Corso delle Rose n. 136, 80039", "LARGO DEI TIGLI 68 SC. A INT. 7",
// "Via Marconi, 22, scala B interno 12", "Via G. Matteotti, 35, Fraz. San Rocco".
import { titleCase } from './parse-names';

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
  'l.go',
  'p.le',
  'p.tta',
  'v.lo',
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
/** The abbreviations bills print (a line printer's "V.LE", "P.ZZA"), given as the customer writes them. */
const ABBREVIATED: Record<string, string> = {
  'v.le': 'viale',
  'p.zza': 'piazza',
  'p.za': 'piazza',
  'p.le': 'piazzale',
  'p.tta': 'piazzetta',
  'c.so': 'corso',
  'l.go': 'largo',
  'v.lo': 'vicolo',
  'str.': 'strada',
  'c.da': 'contrada',
  'loc.': 'località',
  'fraz.': 'frazione',
};
const TOPONIMO_RE = new RegExp(
  String.raw`^(${TOPONIMI.map((t) => t.replace(/[.]/g, '\\.')).join('|')})(?=\s|$)`,
  'i',
);
/** A frazione or località written beside the street: a place, not the street, when a street is there. */
const PLACE_RE = /^(?:fraz\.?|frazione|loc\.?|località)(?=\s)/i;

/** A house number: "12", "12/A", "12 bis", "n. 12", "snc". */
const CIVICO = String.raw`(?:(?:n|nr|n°|num|civ)\.?\s*)?(\d+(?:[A-Za-z]| [A-Z](?!\p{L}))?(?:\/[\dA-Za-z]+)?(?:\s?(?:bis|ter))?|snc|s\.n\.c\.)`;
const CIVICO_AT_END = new RegExp(String.raw`[\s,]+${CIVICO}$`, 'iu');
const CIVICO_ALONE = new RegExp(String.raw`^${CIVICO}$`, 'iu');
/** A house number's letter as the customer's form writes it: "36a", "36 A" → "36/A". */
const civicoOf = (written: string) => written.toUpperCase().replace(/^(\d+) ?([A-Z])$/, '$1/$2');
/** After the house number: the staircase, flat, floor or building, which are not part of it. */
const AFTER_CIVICO =
  /(\d[\dA-Za-z/]*)\s*[,-]?\s*(?:sc\.?|scala|int\.?|interno|piano|p\.|pal\.?|palazzina|edificio|lotto)(?=[\s.\d]|$).*$/i;
/** A CAP (five digits, O read for 0): a house number never has five. */
export const CAP_RE = /(?<!\d)[\dOo]{5}(?!\d)/;

export type Street = { toponimo?: string; via?: string; civico?: string };

/**
 * The address's parts: split at commas, semicolons and spaced dashes, and in a sentence between the house
 * number and the comune ("Via Dante Alighieri n. 86 a Negrar di Valpolicella").
 */
export const segmentsOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/\s*[,;]\s*|\s+[-–/]\s+|(?<=\d[\dA-Za-z/]*) (?:a|in) (?=\p{Lu})/u)
    // a dash closing a part is the line's, where a layout runs the address on ("… 135 -" over "Scala B")
    .map((s) =>
      s
        .trim()
        .replace(/\s+[-–]$/, '')
        .replace(/^[\p{L}.]*0[\p{L}.0]*(?= )/u, ocrWord),
    )
    .filter(Boolean);

/** A street named inside a sentence's part, its toponimo capitalised: the sentence's words before it cut. */
const TOPONIMO_INSIDE = new RegExp(
  String.raw`(?<=[\s:'’(])(?:${TOPONIMI.map((t) => t.replace(/[.]/g, '\\.')).join('|')})\s+(?=\S.*\d)`,
  'giu',
);
/** "presso l'immobile di Viale delle Rose 36/A" → "Viale delle Rose 36/A": a segment without a toponimo first. */
function fromToponimo(segment: string): string {
  if (TOPONIMO_RE.test(segment)) return segment;
  // written as a name is ("Via", "VIA"), not the word "via" of a sentence ("inviata via email")
  const m = [...segment.matchAll(TOPONIMO_INSIDE)].find((t) => /^\p{Lu}/u.test(t[0]));
  return m ? segment.slice(m.index) : segment;
}

/** A first word of letters with OCR's 0 for O in it ("L.G0", "C0RSO") read as letters. */
const ocrWord = (w: string) => (/\p{L}.*\p{L}/u.test(w) ? w.replace(/0/g, 'O') : w);

/**
 * The street of an address: the part that starts with a toponimo (a frazione only when no street is
 * there), else the first part with a name that is not `skip` (the comune's part); its house number at
 * its end or in the part after it.
 */
export function streetOf(text: string, skip: (segment: string) => boolean = () => false): Street | null {
  const segments = segmentsOf(text).map(fromToponimo);
  let at = segments.findIndex((s) => TOPONIMO_RE.test(s) && !PLACE_RE.test(s));
  if (at < 0) at = segments.findIndex((s) => TOPONIMO_RE.test(s));
  if (at < 0) at = segments.findIndex((s) => /\p{L}{2}/u.test(s) && !CAP_RE.test(s) && !skip(s));
  const found = segments[at];
  if (found === undefined) return null;
  // a street and its comune with no comma between them: the street ends at the CAP
  let street = found.split(CAP_RE)[0]!.replace(AFTER_CIVICO, '$1').trim();
  let civico: string | undefined;
  const end = CIVICO_AT_END.exec(street);
  if (end) {
    civico = end[1];
    street = street.slice(0, end.index).trim();
  } else {
    // in the part after it, or past one word between them (OCR's garbled caption: "ncomco" for "N.
    // CIVICO")
    const part = (k: number) => (segments[k] ?? '').split(CAP_RE)[0]!.replace(AFTER_CIVICO, '$1').trim();
    const word = /^\p{L}+$/u.test(part(at + 1));
    civico =
      CIVICO_ALONE.exec(part(at + 1))?.[1] ?? (word ? CIVICO_ALONE.exec(part(at + 2))?.[1] : undefined);
  }
  // "numero" closing the street's line, its number on the next ("LARGO MANZONI N." over "144/A")
  street = street.replace(/[\s,]+(?:n|nr|n°|num|civ)\.?$/i, '');
  const t = TOPONIMO_RE.exec(street);
  const written = (t?.[1] ?? '').toLowerCase();
  const toponimo = t ? titleCase(ABBREVIATED[written] ?? written) : undefined;
  // OCR's specks are no street name: a name has a word of letters
  let via = (t ? street.slice(t[0].length) : street).trim().replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '');
  if (!/\p{L}{2}/u.test(via)) via = '';
  if (!toponimo && !via) return null;
  return {
    ...(toponimo ? { toponimo: toponimo.charAt(0).toUpperCase() + toponimo.slice(1) } : {}),
    ...(via ? { via: titleCase(via, toponimo ? 'all' : 'inner') } : {}),
    ...(civico ? { civico: civicoOf(civico) } : {}),
  };
}
