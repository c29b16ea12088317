// The supplier: the company named most, and most where suppliers stand (header, footer, legal notes).
import type { Cell, Doc } from './parse-doc';
import { fold } from './parse-doc';
import { cellsAbove } from './parse-values';
import { DISTRIBUTOR, HOLDER_LABEL, PIVA_LABEL, SUPPLIER_CONTEXT, underSupplierHeading } from './parse-whose';
import { LEGAL_FORM, LEGAL_FORM_END, canonicalLegalForm, companyKey, levenshtein } from './parse-names';

/** The small words inside a company's name ("Consorzio Energetico delle Dolomiti"). */
const PARTICLE = String.raw`(?:e|di|del|della|delle|dello|dei|degli|de|da|per|&)`;
/** The small words a sentence puts before a name ("emesso da Acme S.r.l."), which are not the name's. */
const LEADING_PARTICLES = new RegExp(String.raw`^(?:${PARTICLE}\s+)+`);
/** A legal form in capitals with its stops, as a name in capitals ends ("VALNERINA ENERGIA S.R.L."). */
// without stops ("LUMEN ENERGIA SPA"), and in small letters with them ("Lumen Energia s.p.a.")
const LEGAL_FORM_CAPITALS = String.raw`S\.\s?R\.\s?L\.(?:\s?S\.)?|S\.\s?P\.\s?A\.|S\.\s?N\.\s?C\.|S\.\s?A\.\s?S\.|S\.\s?C\.\s?(?:A\.\s?)?R\.\s?L\.|SPA|SRLS?|SNC|SAS|SCARL|s\.r\.l\.(?:s\.)?|s\.p\.a\.|s\.n\.c\.|s\.a\.s\.`;
const COMPANY_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\d])((?:[\p{Lu}\d][\p{L}\d'.&-]*|${PARTICLE})(?:\s+(?:[\p{Lu}\d][\p{L}\d'.&-]*|${PARTICLE})){0,7}?)\s(${LEGAL_FORM}|${LEGAL_FORM_CAPITALS})(?![\p{L}])`,
  'gu',
);

/**
 * A town's own utility, a public body with no company's legal form ("ASM Montorio Azienda Speciale
 * Multiservizi"): a few words before its kind and the capitalised words after it, as COMPANY_IN_TEXT's
 * two groups.
 */
const PUBLIC_BODY = new RegExp(
  String.raw`(?<![\p{L}\d])((?:[\p{Lu}\d][\p{L}\d'&-]*\s+){0,3})((?:Azienda|AZIENDA) (?:Speciale|SPECIALE|Municipalizzata|MUNICIPALIZZATA)(?:\s+(?:${PARTICLE}\s+)?[\p{Lu}][\p{L}'-]+(?![\p{L}.])){0,4})`,
  'gu',
);

/** Banks and payment services: named where the bill is paid, never the supplier. */
const PAYMENT_PARTY =
  /^(?:banca|banco|cassa di risparmio|credito|poste italiane|bancoposta|nexi|paypal|satispay)\b/;

/**
 * Before a parent company's name in the supplier's legal notes ("soggetta alla direzione e coordinamento
 * di Hera S.p.A.", "controllata da", "del gruppo"): the group's, not who sells.
 */
const PARENT_BEFORE =
  /(?:(?:direzione e coordinamento|controllat[ao]|partecipat[ao]|appartenente al gruppo|societa del gruppo)(?: \S+){0,2}? (?:di|da|del|della|dal|dalla)(?: parte di)?|(?:societa|parte|membro) del)\s*$/;

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

export function findFornitore(doc: Doc): { name: string; score: number } | null {
  const groups = new Map<string, { names: Map<string, number>; score: number; count: number }>();
  // a holder's label before the name in its cell or row, or a short cell above it or after it (not a
  // sentence of the notes that says "cliente")
  const holderLabelled = (line: number, c: number, at: number, over: Cell | undefined) => {
    const cells = doc.lines[line]?.cells ?? [];
    const before = `${cells[c - 1]?.folded ?? ''} ${cells[c]?.folded.slice(0, at) ?? ''}`.trim();
    const above = cells[c]?.x0 !== undefined ? (over?.folded ?? '') : fold(doc.lines[line - 1]?.text ?? '');
    // a label after its value ("Pizzeria Bruno S.r.l.   intestatario del contratto")
    const after = cells[c + 1]?.folded ?? '';
    return [above, after].some((t) => t.length < 40 && HOLDER_LABEL.test(t)) || HOLDER_LABEL.test(before);
  };
  const last = doc.lines.length - 1;
  for (const line of doc.lines) {
    for (const [c, cell] of line.cells.entries()) {
      for (const m of [...cell.text.matchAll(COMPANY_IN_TEXT), ...cell.text.matchAll(PUBLIC_BODY)]) {
        // a year or a number before the name ("© 2026 Lumen Energia S.p.A.") is not the name's
        const name = `${m[1]} ${m[2]}`
          .replace(/\s+/g, ' ')
          .trim()
          .replace(LEADING_PARTICLES, '')
          .replace(/^(?:\d+\s+)+/, '');
        if (name.split(' ').length < 2) continue;
        const key = companyKey(name.replace(LEGAL_FORM_END, ''));
        let score = 1;
        const context = fold(line.text);
        if (SUPPLIER_CONTEXT.test(context) || PIVA_LABEL.test(context)) score += 2;
        if (line.index < 5 || line.index > last - 5) score += 1;
        const above = cellsAbove(doc, line.index, cell);
        if (underSupplierHeading(above)) score += 2;
        else if (holderLabelled(line.index, c, m.index, above[0])) score -= 4;
        // the local distributor is named on every bill, and is not who sells
        // (in its cell, after its label in the row, or as the header of its column)
        const header = above[0]?.folded ?? '';
        const label = c > 0 ? (line.cells[c - 1]?.folded ?? '') : '';
        if (DISTRIBUTOR.test(`${fold(cell.text)} ${header} ${label}`)) score -= 3;
        // the bank or post office the bill is paid through is named beside the IBAN, not who sells
        if (PAYMENT_PARTY.test(fold(name))) score -= 3;
        const lead = m[1]?.match(LEADING_PARTICLES)?.[0] ?? '';
        if (PARENT_BEFORE.test(fold(cell.text.slice(0, m.index) + lead).trimEnd())) score -= 4;
        const g = groups.get(key) ?? { names: new Map<string, number>(), score: 0, count: 0 };
        g.names.set(name, (g.names.get(name) ?? 0) + 1);
        g.score += score;
        g.count++;
        groups.set(key, g);
      }
    }
  }
  // OCR spells a name differently from one line to the next: close spellings are one name; and a name
  // whose first word OCR put in a cell of its own ("Lomellina | Gestioni Energia S.p.A.") is the whole's
  const merged: { keys: string[]; names: Map<string, number>; score: number }[] = [];
  const firstWords = new Set(
    [...groups.values()].flatMap((g) => [...g.names.keys()].map((n) => companyKey(n.split(' ')[0] ?? ''))),
  );
  const cutFrom = (short: string, long: string) =>
    long.length - short.length >= 3 && long.endsWith(short) && firstWords.has(long.slice(0, -short.length));
  // and a name of three words or more that ends a longer one after a few capitalised words is a logo's
  // shortening of it ("Azienda Speciale Multiservizi" under "ASM Montorio"): the longer's, spelt as it
  const shortening = (shorts: Iterable<string>, longs: Iterable<string>) =>
    [...shorts].some(
      (short) =>
        short.split(' ').length >= 3 &&
        [...longs].some((long) => {
          const before = long.endsWith(` ${short}`) ? long.slice(0, -short.length).trim() : '';
          return /^(?:\p{Lu}[\p{L}\d'&-]*(?: |$)){1,3}$/u.test(`${before} `.trimStart());
        }),
    );
  for (const [key, g] of [...groups].sort((a, b) => b[0].length - a[0].length)) {
    const near = merged.find((m) =>
      m.keys.some((k) => levenshtein(k, key) <= Math.max(1, Math.floor(key.length / 8)) || cutFrom(key, k)),
    );
    const longer = near ? undefined : merged.find((m) => shortening(g.names.keys(), m.names.keys()));
    if (near) {
      near.keys.push(key);
      for (const [n, c] of g.names) near.names.set(n, (near.names.get(n) ?? 0) + c);
      near.score += g.score;
    } else if (longer) {
      longer.keys.push(key);
      longer.score += g.score;
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
