// Names as bills print them: people's (split by their codice fiscale), companies' (legal forms), places'
// (upper case turned to title case); and how far apart two spellings are.
import { fold } from './parse-doc';
import type { Candidate } from './parse-values';

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

/**
 * "GIULIA" → "Giulia", "D'ANGELO" → "D'Angelo"; mixed case is kept. With `particles` (street and place
 * names) the articles and prepositions stay lower case after the first word, or from the first with
 * 'all': "VIA DEI SERVI" → "dei Servi", "DELL'INDIPENDENZA" → "dell'Indipendenza".
 */
export function titleCase(s: string, particles: 'none' | 'inner' | 'all' = 'none'): string {
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

export const NAME_PREFIX =
  /^(?:sig\.?(?:ra|na)?|sigg\.|spett\.?le|gent\.?(?:mo|ma)?|gentile|egr\.?|dott\.?(?:ssa)?|ing\.|avv\.)\s+/i;

type PersonName = { nome: string; cognome: string; byCode: boolean; contested?: boolean };

/** Splits a holder's name in nome and cognome, by the codice fiscale when there is one. */
export function splitName(full: string, codiceFiscale?: string, prefixed = true): PersonName | null {
  // a courtesy title before the name ("Gentile", "Sig.ra"), unless the words are the name itself
  const words = (prefixed ? full.replace(NAME_PREFIX, '') : full).trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return null;
  const options: { nome: string; cognome: string }[] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    options.push({ nome: a, cognome: b }, { nome: b, cognome: a });
  }
  const cf = codiceFiscale?.toUpperCase();
  const byCode = cf
    ? options.filter((o) => surnameCode(o.cognome) === cf.slice(0, 3) && nameCode(o.nome) === cf.slice(3, 6))
    : [];
  // no code to tell: the surname is the part in capitals (MANCINI Antonio, Antonio MANCINI); bills
  // print upper-case names surname first (BIANCHI GIULIA), others name first
  const caps = words.map((w) => /\p{L}{2}/u.test(w) && w === w.toUpperCase());
  const cut = caps.findIndex((c, i) => c !== caps[0] && caps.slice(i).every((d) => d === c));
  const surname = cut > 0 ? (caps[0] ? words.slice(0, cut) : words.slice(cut)).join(' ') : null;
  const byCase = (list: typeof options) =>
    (surname ? list.find((o) => o.cognome === surname) : undefined) ??
    list[full === full.toUpperCase() ? 1 : 0] ??
    list[0];
  // a name and a surname of the same consonants ("Martina Martinelli": MRT MTN either way): the code
  // proves the words, not which is which
  const guess = byCode.length > 1 ? byCase(byCode) : (byCode[0] ?? byCase(options));
  if (!guess) return null;
  const name = { nome: titleCase(guess.nome), cognome: titleCase(guess.cognome), byCode: byCode.length > 0 };
  return byCode.length > 1 ? { ...name, contested: true } : name;
}

/**
 * The holder's name found by what it is rather than where it stands: the shortest run of two to four
 * words anywhere on the bill whose letters give the codice fiscale's name and surname codes (a
 * checked value, whatever the layout, name or surname first).
 */
export function nameByCode(texts: readonly string[], codiceFiscale: string): PersonName | null {
  const found: PersonName[] = [];
  for (let size = 2; size <= 4; size++) {
    for (const text of texts) {
      const words = text.split(/[\s,;:|]+/).filter((w) => w);
      for (let i = 0; i + size <= words.length; i++) {
        const run = words.slice(i, i + size);
        if (!run.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) continue;
        // "GENTILE Salvatore" is a surname, not a greeting: the code decides
        const name = splitName(run.join(' '), codiceFiscale, false);
        if (name?.byCode) found.push(name);
      }
    }
    if (found.length) break;
  }
  // the code proves the consonants only: another spelling of the same code (OCR's "Rossl" beside
  // "Rossi") leaves the vowels in doubt; the spelling printed most often first
  const spelling = (n: PersonName) => `${n.nome}|${n.cognome}`.toLowerCase();
  const count = (n: PersonName) => found.filter((m) => spelling(m) === spelling(n)).length;
  const best = [...found].sort((a, b) => count(b) - count(a))[0];
  if (!best) return null;
  return { ...best, contested: !!best.contested || found.some((n) => spelling(n) !== spelling(best)) };
}

// South Tyrol's cooperatives end in "Gen." (Genossenschaft, "Energiewerk Ritten Gen."): never after a day
// or a month, nor before a year, as "01 Gen. 2025" and a chart's "Nov. Dic. Gen." are January's
export const LEGAL_FORM = String.raw`(?:S\.?\s?p\.?\s?A\.?|S\.?\s?r\.?\s?(?:[lI1i][.,]?|\.)(?:\s?s\.?)?|S\.?\s?c\.?\s?(?:a\.?\s?)?r\.?\s?l\.?|S\.?\s?c\.?\s?p\.?\s?A\.?|S\.?\s?a\.?\s?p\.?\s?a\.?|S\.?\s?n\.?\s?c\.?|S\.?\s?a\.?\s?s\.?|S\.?\s?s\.?|Soc(?:ietà)?\.?\s+[Cc]oop(?:erativa)?\.?(?:\s+a\s+r\.?\s?l\.?)?|Società (?:per [Aa]zioni|a [Rr]esponsabilità [Ll]imitata(?: [Ss]emplificata)?|in [Nn]ome [Cc]ollettivo|in [Aa]ccomandita [Ss]emplice)|Onlus|ETS|GmbH(?:\s?\/\s?S\.?\s?r\.?\s?l\.?)?|(?<!(?<![\p{L}])(?:[Gg]en|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]a[gi]|[Gg]iu|[Ll]ug|[Aa]go|[Ss]et|[Oo]tt|[Nn]ov|[Dd]ic|[Jj]an|[Mm]är|[Jj]u[nl]|[Aa]ug|[Ss]ep|[Oo]kt|[Dd]ez)\.?\s|\d\s)Gen\.(?![\s/-]*\d))`;
export const LEGAL_FORM_END = new RegExp(String.raw`\s${LEGAL_FORM}$`, 'iu');
export const ORGANIZATION =
  /\b(condominio|associazione|fondazione|comune di|parrocchia|cooperativa|consorzio|istituto)\b/i;

/** The usual spelling of each legal form, by its letters. */
const LEGAL_FORMS: Record<string, string> = {
  spa: 'S.p.A.',
  srl: 'S.r.l.',
  // OCR lost the l of a small S.r.l. ("S.r..")
  sr: 'S.r.l.',
  srls: 'S.r.l.s.',
  snc: 'S.n.c.',
  // consortia and partnerships limited by shares
  scrl: 'S.c.r.l.',
  scarl: 'S.c.a r.l.',
  scpa: 'S.c.p.A.',
  sapa: 'S.a.p.a.',
  sas: 'S.a.s.',
  ss: 'S.s.',
  // a cooperative's, whose stops OCR may drop ("Soc Coop.")
  soccoop: 'Soc. Coop.',
  // a South Tyrol cooperative's German form (Genossenschaft)
  gen: 'Gen.',
};

/** A legal form written out in words ("Società per Azioni"), as bills abbreviate it. */
const SPELLED_FORMS: Record<string, string> = {
  'societa per azioni': 'S.p.A.',
  'societa a responsabilita limitata': 'S.r.l.',
  'societa a responsabilita limitata semplificata': 'S.r.l.s.',
  'societa in nome collettivo': 'S.n.c.',
  'societa in accomandita semplice': 'S.a.s.',
};

/** The legal form at the end of a company name written the usual way: "S.P.A" → "S.p.A.", "S.r.I." → "S.r.l.". */
export function canonicalLegalForm(name: string): string {
  const m = LEGAL_FORM_END.exec(name);
  if (!m) return name;
  const spelled = SPELLED_FORMS[fold(m[0]).trim().replace(/\s+/g, ' ')];
  if (spelled) return `${name.slice(0, m.index)} ${spelled}`;
  const letters = m[0]
    .replace(/[^\p{L}\d]/gu, '')
    .toLowerCase()
    .replace(/[i1]/g, 'l');
  const form = LEGAL_FORMS[letters];
  return form ? `${name.slice(0, m.index)} ${form}` : name;
}

/** "TRATTORIA DA GINO S.R.L." → "Trattoria Da Gino S.r.l."; mixed case is kept but for the legal form. */
export function companyName(s: string): string {
  const trimmed = s
    .trim()
    .replace(/[,;:]$/, '')
    // OCR's quote or rule before the name, its "ll" for the article "Il" (no Italian word is "ll")
    .replace(/^["“”«»'|¦]+\s*/u, '')
    .replace(/(?<=^|\s)ll(?=\s)/gu, 'Il');
  return canonicalLegalForm(trimmed === trimmed.toUpperCase() ? titleCase(trimmed) : trimmed);
}

export const companyKey = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');

export const looksLikeName = (s: string) => {
  const name = s.replace(NAME_PREFIX, '');
  // each word a capital's but a surname's particles ("di Maio"): a sentence's words are not a name
  const capitals = name.split(/\s+/).every((w) => /^[\p{Lu}]/u.test(w) || PARTICLES.has(w.toLowerCase()));
  return (
    capitals && /^(?:[\p{Lu}][\p{L}'’-]*\.?\s+)?[\p{L}][\p{L}'’-]+(?:\s+[\p{L}][\p{L}'’-]+){1,4}$/u.test(name)
  );
};

export function levenshtein(a: string, b: string): number {
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

/**
 * A name in capitals (an envelope's) as the page writes it elsewhere in mixed case ("NICOLA RIZZO" and
 * "Gentile Nicola Rizzo,"): capitals are read surname first, mixed case as written.
 */
export function mixedCase(lines: readonly string[], name: string): string {
  if (name !== name.toUpperCase()) return name;
  const pattern = new RegExp(
    `(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}])`,
    'iu',
  );
  for (const line of lines) {
    const m = pattern.exec(line);
    if (m && m[0] !== m[0].toUpperCase()) return m[0];
  }
  return name;
}

/** A sentence going on past a company's legal form: the name ends there. */
export const LEGAL_FORM_THEN_MORE = new RegExp(String.raw`(\s${LEGAL_FORM})[,;]\s.*$`, 'u');
const LEGAL_FORM_ALONE = new RegExp(String.raw`^${LEGAL_FORM}$`, 'iu');

/** The rest of a name a narrow cell wrapped: its legal form, or a few words ending with it. */
const NAME_TAIL = new RegExp(String.raw`^(?:[\p{L}&'.]+ ){0,5}${LEGAL_FORM}$`, 'u');

/**
 * A company's name wrapped before its legal form ("Lavanderia Il Girasole" / "S.r.l.", "Società
 * Agricola La Collina" / "di Rossi Mario & C. S.a.s."): one name.
 */
export function withLegalForm(candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => {
    if (c.where === 'below2' || LEGAL_FORM_END.test(c.text)) return c;
    const wrapped = candidates.find((d) => d.where === 'below2' && d.text.startsWith(`${c.text}, `));
    const rest = wrapped?.text.slice(c.text.length + 2).trim();
    // a few words only after a name's own start, not after a label's words ("o denominazione")
    const tail = rest && (LEGAL_FORM_ALONE.test(rest) || (/^\p{Lu}/u.test(c.text) && NAME_TAIL.test(rest)));
    return tail ? { ...c, text: `${c.text} ${rest}` } : c;
  });
}
