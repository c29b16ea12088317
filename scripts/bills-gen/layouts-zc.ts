// Layouts zc (payment data and other people's codes): a municipal multi-utility's one-page "bolletta
// sintetica" with "Label: value" lines in two columns and a pagoPA notice to cut off at the bottom (the
// ente creditore's codice fiscale, the codice avviso, CBILL, a postal account, QR and Data Matrix), a c/o
// recipient and, for a company, its legal representative with his own codice fiscale (oltrepo); a
// reminder letter (sollecito e costituzione in mora) in prose with a table of overdue bills, a direct
// debit returned unpaid from an account held by someone else, and the supply's data in a ruled box on
// page 2 beside a statement of account and a payment-declaration form (lario); a bill whose page 1 is
// mostly the SEPA mandate (creditor identifier, mandate reference, the signatory and account holder with
// their codice fiscale, IBAN, BIC, bank and address) and the direct debits' history, the holder and the
// supplies further down in tables with a header row over the values (benaco).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill } from './bill';
import { address, codiceFiscale, loadComuni, partitaIva, type Indirizzo, type Person } from './identities';
import { SUPPLY_FIELDS, supplier, titleOf, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text

/** The scans and photos draw with DejaVu fonts, wider than the PDF's: the room a text needs is theirs. */
const RASTER: Record<Face, number> = { sans: 1.2, serif: 1.34, mono: 1.02 };
const room = (s: string, size: number, face: Face, bold = false) =>
  pdfTextWidth(s, size, face, bold) * RASTER[face];

const faceOf = (p: Page, o: TextOptions) => o.face ?? p.face;

/**
 * Text ending at x. Short texts (amounts, dates in a column) end at x in the PDF, so that a column lines
 * up; longer ones end at x in the wider raster font, so that the scans keep them on the page.
 */
function right(p: Page, x: number, y: number, s: string, o: TextOptions = {}) {
  const size = o.size ?? 9;
  const w = pdfTextWidth(s, size, faceOf(p, o), o.bold);
  p.text(x - (w > 60 ? room(s, size, faceOf(p, o), o.bold) : w), y, s, o);
}

/** Lines of words no wider than `max` in the wider raster font. */
function wrap(s: string, max: number, size: number, face: Face, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || room(next, size, face, bold) <= max) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A paragraph from (x, y) wrapped at `max`; returns the baseline of the line after it. */
function para(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}, lead = 0) {
  const size = o.size ?? 9;
  const step = lead || size * 1.3;
  const lines = wrap(s, max, size, faceOf(p, o), o.bold);
  lines.forEach((l, i) => p.text(x, y + i * step, l, o));
  return y + lines.length * step;
}

/**
 * "Label: value" on a line, the label light and the value bold after it; a long value goes on under
 * itself. Returns the baseline of the next line.
 */
function inline(p: Page, x: number, y: number, label: string, value: string, max: number, size = 8) {
  const head = `${label}: `;
  p.text(x, y, head, { size, grey: 0.4 });
  const at = x + room(head, size, faceOf(p, {}));
  const lines = wrap(value, max - (at - x), size, faceOf(p, {}), true);
  lines.forEach((l, i) => p.text(at, y + i * (size + 3), l, { size, bold: true }));
  return y + lines.length * (size + 3);
}

/** A dashed rule, as on a tear-off slip. */
function dashed(p: Page, x1: number, x2: number, y: number) {
  for (let x = x1; x < x2; x += 6) p.line(x, y, Math.min(x + 3, x2), y, 0.35);
}

// ---------------------------------------------------------------------------------------------------------
// The bill's own random source, money, and the codes of payments (IBAN, creditor identifier, pagoPA)

/** Seeded from the bill's id and number and the layout's salt: the same bill draws the same way. */
function rndOf(b: Bill, salt: string): Rnd {
  let h = 2166136261;
  for (const ch of `${salt}|${b.id}|${b.numero}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return random(h);
}

const centsOf = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);

/** `total` cents shared out by weight, the last part taking what rounding leaves. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - parts.reduce((a, c) => a + c, 0);
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + rest;
  return parts;
}

/** ISO 7064 mod 97 of a code whose letters count as 10..35 (IBAN, SEPA creditor identifier). */
function mod97(s: string): number {
  let m = 0;
  for (const ch of s) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) m = (m * 10 + Number(d)) % 97;
  }
  return m;
}
const check97 = (s: string) => String(98 - mod97(`${s}IT00`)).padStart(2, '0');

type Bank = { nome: string; abi: string; bic: string; piazza: string };
const BANKS: Bank[] = [
  { nome: 'Banca di Credito Cooperativo dei Tre Laghi', abi: '08431', bic: 'CCRTIT2T84A', piazza: 'Lecco' },
  { nome: "Cassa di Risparmio dell'Oltrepò", abi: '06232', bic: 'CROLIT3VXXX', piazza: 'Voghera' },
  { nome: 'Banca Popolare Benacense', abi: '05634', bic: 'BPBEIT2VXXX', piazza: 'Salò' },
  { nome: 'Credito Prealpino', abi: '03117', bic: 'CRPAIT21XXX', piazza: 'Varese' },
  { nome: 'Banca Agricola del Ticino', abi: '05696', bic: 'BATIIT22XXX', piazza: 'Pavia' },
];

/** An Italian IBAN with valid check digits: CIN, ABI, CAB, account. */
function iban(r: Rnd, bank: Bank): string {
  const bban = `${'ABCDEFGHIJKLMNOPRSTUVWXZ'.charAt(r.int(0, 23))}${bank.abi}${r.digits(5)}${r.digits(12)}`;
  return `IT${check97(bban)}${bban}`;
}
const ibanMasked = (s: string) =>
  `${s.slice(0, 4)} ${s.slice(4, 5)}*** **** **** **** ${spaced(s.slice(-7), 4)}`;

/** The SEPA creditor identifier an Italian company gets from its codice fiscale. */
function creditorId(piva: string): string {
  const id = piva.padStart(16, '0');
  return `IT${check97(id)}ZZZ${id}`;
}

type Avviso = { codice: string; iuv: string; cbill: string; contoPostale: string };

/** A pagoPA notice: aux digit 3, segregation code, IUV (13 digits and a mod-93 check), CBILL code. */
function avviso(r: Rnd): Avviso {
  const seg = r.pick(['01', '02', '07', '12']);
  const base = r.digits(13);
  const check = String(Number(BigInt(`3${seg}${base}`) % 93n)).padStart(2, '0');
  const iuv = `${base}${check}`;
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const cbill = Array.from({ length: 5 }, (_, i) =>
    i < 3 ? letters.charAt(r.int(0, letters.length - 1)) : String(r.int(0, 9)),
  ).join('');
  return { codice: `3${seg}${iuv}`, iuv, cbill, contoPostale: `00${r.digits(10)}` };
}

// ---------------------------------------------------------------------------------------------------------
// Other people: the bank account's holder, the mandate's signatory, a legal representative, a c/o

const words = (s: string) => s.split('|');
const SURNAMES = words(
  'Bernasconi|Cattaneo|Fumagalli|Tagliabue|Pozzi|Ferrario|Bonomi|Zanetti|Sartori|Girardi|Rota|Molteni|Castelli|Brambilla|Zanardi|Bertoletti',
);
const MEN = words('Paolo|Giorgio|Enrico|Alberto|Mario|Franco|Luigi|Sergio|Fabio|Andrea');
const WOMEN = words('Lucia|Giovanna|Teresa|Carla|Roberta|Daniela|Marta|Cristina|Alessia|Simona');

/**
 * Someone else with a valid codice fiscale; with `family` and a person holding the supply, of the same
 * surname (a spouse or a child paying from their own account, as often happens).
 */
function otherPerson(b: Bill, r: Rnd, family: boolean): Person {
  const sesso = r.chance(0.5) ? 'F' : 'M';
  const nome = r.pick(sesso === 'F' ? WOMEN : MEN);
  const cognome = family && b.holder.tipo === 'PF' ? b.holder.cognome : r.pick(SURNAMES);
  const birth = new Date(Date.UTC(r.int(1938, 1999), r.int(0, 11), r.int(1, 28)));
  const belfiore = r.pick(loadComuni()).codiceBelfiore;
  return {
    tipo: 'PF',
    nome,
    cognome,
    codiceFiscale: codiceFiscale({ nome, cognome }, birth, sesso, belfiore),
  };
}

/** Who receives the bill on the holder's behalf, now and then: a relative, an administrator, a CAF. */
function careOf(b: Bill, r: Rnd): string | null {
  if (!r.chance(0.55)) return null;
  const kind = r.int(0, 2);
  if (kind === 0) return `c/o ${upper(holderName(otherPerson(b, r, r.chance(0.5)), 'COGNOME NOME'))}`;
  if (kind === 1) return `c/o STUDIO ${upper(r.pick(SURNAMES))} AMMINISTRAZIONI CONDOMINIALI`;
  return `c/o CAF ${r.pick(['LAVORATORI', 'PENSIONATI', 'IMPRESE'])} ${upper(b.recapito.comune)}`;
}

const sameAddress = (a: Indirizzo, z: Indirizzo) =>
  a.via === z.via && a.civico === z.civico && a.comune === z.comune && a.toponimo === z.toponimo;
const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via}, ${a.civico}`;
const townOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
const addressOf = (a: Indirizzo) => `${streetOf(a)} - ${townOf(a)}`;

const commodityWords = (b: Bill) =>
  titleOf(b, 'energia elettrica', 'gas naturale', 'energia elettrica e gas naturale');

/** The period's meter readings: what the meters said, apart from the yearly figures the truth wants. */
function readings(b: Bill, r: Rnd): string[][] {
  const rows: string[][] = [];
  if (b.luce) {
    const used = Math.round(b.luce.annuoKwh / 6);
    const start = r.int(4000, 60000);
    rows.push([
      'Energia elettrica',
      `E${r.digits(8)}`,
      it(start),
      it(start + used),
      `${it(used)} kWh`,
      'Effettiva',
    ]);
  }
  if (b.gas) {
    const used = Math.round(b.gas.annuoSmc * 0.31);
    const start = r.int(800, 20000);
    const kind = r.pick(['Effettiva', 'Autolettura', 'Stimata']);
    rows.push(['Gas naturale', `G${r.digits(8)}`, it(start), it(start + used), `${it(used)} Smc`, kind]);
  }
  return rows;
}

/** A table: a header row over rows of cells at xs; returns the baseline under it. */
function table(p: Page, top: number, xs: number[], head: string[], rows: string[][], size = 7.5): number {
  p.rect(40, top - 9, 515, 13, 0.9, null);
  head.forEach((t, i) => p.text(xs[i] ?? 0, top, t, { size: size - 0.5, bold: true }));
  let y = top + 13;
  for (const row of rows) {
    row.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size }));
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 12;
  }
  return y;
}

/** A QR-like square of modules with its three finder patterns (runs of dark modules as one rectangle). */
function qr(p: Page, x: number, y: number, size: number, r: Rnd, n = 25) {
  const m = size / n;
  const finder = (i: number, j: number) => {
    for (const [fi, fj] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ] as const) {
      const di = i - fi;
      const dj = j - fj;
      if (di >= -1 && di <= 7 && dj >= -1 && dj <= 7) {
        const edge = di === 0 || di === 6 || dj === 0 || dj === 6;
        const core = di >= 2 && di <= 4 && dj >= 2 && dj <= 4;
        return (edge || core) && di >= 0 && di <= 6 && dj >= 0 && dj <= 6 ? 1 : 0;
      }
    }
    return -1;
  };
  modules(p, x, y, m, n, (i, j) => {
    const f = finder(i, j);
    return f === -1 ? r.chance(0.5) : f === 1;
  });
}

/** A Data Matrix: solid left and bottom edges, alternating top and right ones, random inside. */
function dataMatrix(p: Page, x: number, y: number, size: number, r: Rnd, n = 22) {
  modules(p, x, y, size / n, n, (i, j) => {
    if (i === 0 || j === n - 1) return true;
    if (j === 0 || i === n - 1) return (i + j) % 2 === 0;
    return r.chance(0.5);
  });
}

function modules(
  p: Page,
  x: number,
  y: number,
  m: number,
  n: number,
  dark: (i: number, j: number) => boolean,
) {
  for (let j = 0; j < n; j++) {
    let run = -1;
    for (let i = 0; i <= n; i++) {
      const on = i < n && dark(i, j);
      if (on && run < 0) run = i;
      if (!on && run >= 0) {
        p.rect(x + run * m, y + j * m, (i - run) * m, m, 0, null);
        run = -1;
      }
    }
  }
}

function legalFooter(p: Page, nome: string, lines: string[], y = 796) {
  p.line(40, y - 10, 555, y - 10, 0.5);
  lines.forEach((l, i) => p.text(40, y + i * 8.5, l, { size: 6.3 }));
  const last = y + lines.length * 8.5;
  p.text(40, last, `Documento di esempio generato per i test: ${nome}, cliente e importi sono fittizi.`, {
    size: 6.3,
    grey: 0.35,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Oltrepo: a municipal multi-utility's one-page bolletta sintetica. Header and envelope (with a c/o), the
// amount and its breakdown in a grey band, the customer's and the supply's data as "Label: value" lines in
// two columns, the period's readings, and the pagoPA notice to cut off at the bottom of the page

const OLTREPO = supplier(
  'OLTREPO ENERGIA',
  'Oltrepò Energia e Servizi S.p.A.',
  '0285193746',
  'Via Emilia 118, 27058 Voghera (PV)',
  '800 427 110',
);
const OL_DUE = '05/03/2026';
const SLIP_TOP = 546;

type Ol = { p: Page; b: Bill; r: Rnd; careOf: string | null; pay: Avviso; name: string };

function olHeader(o: Ol) {
  const { p, b } = o;
  p.text(40, 46, 'Oltrepò', { size: 22, bold: true });
  p.text(40 + room('Oltrepò', 22, 'sans', true) + 2, 46, 'energia', { size: 22, grey: 0.45 });
  p.text(40, 60, 'Multiservizi del territorio: luce, gas, acqua e teleriscaldamento', {
    size: 7.5,
    grey: 0.4,
  });
  right(p, 545, 36, 'BOLLETTA SINTETICA', { size: 10, bold: true });
  right(p, 545, 48, titleOf(b, 'Energia elettrica', 'Gas naturale', 'Energia elettrica e gas'), { size: 8 });
  right(p, 545, 59, 'Mercato libero', { size: 7.5, grey: 0.4 });
  p.line(40, 70, 555, 70, 0.3);
}

function olInfo(o: Ol) {
  const { p, b, r } = o;
  const offer =
    b.luce && b.gas ? 'Casa Insieme Luce+Gas' : b.luce ? 'Luce Territorio 12' : 'Gas Territorio 12';
  const rows: [string, string][] = [
    ['Bolletta n.', b.numero],
    ['Data di emissione', '10/02/2026'],
    ['Periodo di fatturazione', '01/12/2025 - 31/01/2026'],
    ['Codice cliente', b.codiceCliente],
    ['Codice contratto', `OE${r.digits(8)}`],
    ['Offerta', `${offer} (cod. OE-${r.digits(4)})`],
  ];
  let y = 90;
  for (const [label, value] of rows) y = inline(p, 40, y, label, value, 260, 7.5);
}

function olEnvelope(o: Ol) {
  const { p, b } = o;
  const a = b.recapito;
  let y = 92;
  p.text(330, y, b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile Cliente', { size: 7.5, grey: 0.4 });
  y += 13;
  const name = wrap(upper(o.name), 215, 9.5, 'sans', true);
  const rest = [
    ...(o.careOf ? wrap(o.careOf, 215, 9.5, 'sans') : []),
    upper(`${a.toponimo} ${a.via} ${a.civico}`),
    upper(`${a.cap} ${a.comune} ${a.provincia}`),
  ];
  for (const [i, l] of [...name, ...rest].entries()) {
    p.text(330, y, l, { size: 9.5, bold: i < name.length });
    y += 12;
  }
}

function olAmount(o: Ol) {
  const { p, b } = o;
  p.rect(40, 170, 515, 64, 0.92, null);
  p.text(50, 186, 'Importo da pagare', { size: 9 });
  p.text(50, 210, `€ ${b.totale}`, { size: 19, bold: true });
  p.text(50, 226, `entro il ${OL_DUE} con l'avviso pagoPA qui sotto`, { size: 7.5 });
  const materia = b.luce ? 'Spesa per la materia energia' : 'Spesa per la materia gas naturale';
  const labels = [
    materia,
    'Spesa per il trasporto e la gestione del contatore',
    'Spesa per oneri di sistema',
    'Imposte',
    'IVA 10%',
  ];
  const amounts = split(centsOf(b.totale), [47, 20, 12, 10, 11]);
  labels.forEach((l, i) => {
    p.text(262, 183 + i * 10.5, l, { size: 7.5 });
    right(p, 545, 183 + i * 10.5, `€ ${eur(amounts[i] ?? 0)}`, { size: 7.5 });
  });
}

function olPayments(o: Ol) {
  const { p, b, r } = o;
  const late = r.chance(0.35);
  const previous = `${b.numero.slice(0, 3)}${String(Number(b.numero.slice(-4)) + 4711).slice(-4)}`;
  const text = late
    ? `Situazione dei pagamenti: alla data di emissione non risulta pagata la bolletta n. ${previous} di € ${eur(r.int(3000, 30000))} scaduta il 05/01/2026. Se l'ha già pagata non tenga conto di questo avviso.`
    : 'Situazione dei pagamenti: le bollette precedenti risultano regolarmente pagate. Grazie.';
  para(p, 40, 250, text, 515, { size: 7.5 });
}

function olHeading(p: Page, x: number, y: number, w: number, t: string) {
  p.text(x, y, t, { size: 8.5, bold: true });
  p.line(x, y + 4, x + w, y + 4, 0.4);
  return y + 17;
}

function olCustomer(o: Ol): number {
  const { p, b, r } = o;
  const h = b.holder;
  let y = olHeading(p, 40, 280, 255, 'DATI DEL CLIENTE');
  const row = (l: string, v: string) => (y = inline(p, 40, y, l, v, 255));
  if (h.tipo === 'PF') {
    row('Intestatario del contratto', o.name);
    row('Codice fiscale', h.codiceFiscale);
  } else {
    const rep = otherPerson(b, r, false);
    row('Ragione sociale', h.ragioneSociale);
    row('Partita IVA', h.partitaIva);
    row('Codice fiscale', h.codiceFiscale);
    row('Legale rappresentante', upper(holderName(rep, 'COGNOME NOME')));
    row('C.F. del legale rappresentante', rep.codiceFiscale);
  }
  row('Indirizzo di fornitura', addressOf(b.fornitura));
  if (o.careOf || !sameAddress(b.recapito, b.fornitura)) {
    row('Recapito della bolletta', `${o.careOf ? `${o.careOf} - ` : ''}${addressOf(b.recapito)}`);
  }
  row(
    'Tipologia cliente',
    h.tipo === 'PG' ? 'Altri usi' : r.pick(['Domestico residente', 'Domestico non residente']),
  );
  row('Modalità di pagamento', 'Avviso pagoPA');
  return y;
}

function olSupplies(o: Ol): number {
  const { p, b, r } = o;
  let y = 280;
  const row = (l: string, v: string) => (y = inline(p, 310, y, l, v, 245));
  if (b.luce) {
    const l = b.luce;
    y = olHeading(p, 310, y, 245, 'FORNITURA DI ENERGIA ELETTRICA');
    row('Codice POD', l.pod);
    row('Potenza impegnata', `${kw(l.potenzaKw)} kW`);
    row('Potenza disponibile', `${kw(l.disponibileKw)} kW`);
    row('Tensione di alimentazione', `${l.tensioneV} V`);
    row('Consumo annuo', `${it(l.annuoKwh)} kWh`);
    row('Distributore', 'Reti Oltrepò Distribuzione S.r.l.');
    y += 6;
  }
  if (b.gas) {
    const g = b.gas;
    y = olHeading(p, 310, y, 245, 'FORNITURA DI GAS NATURALE');
    row('Codice PDR', g.pdr);
    row('Codice REMI', g.remi);
    row("Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`);
    row('Classe del misuratore', r.pick(['G4', 'G6', 'G10']));
    row('Consumo annuo', `${it(g.annuoSmc)} Smc`);
    row('Distributore', 'Gas Oltrepò Reti S.r.l.');
  }
  return y;
}

function olReadings(o: Ol, top: number): number {
  const { p } = o;
  const xs = [46, 140, 225, 320, 410, 490];
  const head = ['Fornitura', 'Matricola', 'Lettura precedente', 'Lettura attuale', 'Consumo periodo', 'Tipo'];
  p.text(40, top, 'LETTURE E CONSUMI DEL PERIODO', { size: 8.5, bold: true });
  return table(p, top + 16, xs, head, readings(o.b, o.r));
}

/** The notes fill what room is left above the slip. */
function olNotes(o: Ol, top: number) {
  const notes = [
    `Pronto intervento guasti (24 ore su 24): luce 800 427 900, gas 800 427 901. Servizio clienti ${OLTREPO.telefono}, sportelli di Voghera, Casteggio e Broni.`,
    'Bonus sociale: se ne ha diritto lo riceve in automatico presentando la DSU per l’ISEE. Reclami: reclami@oltrepoenergia.example o presso gli sportelli.',
  ];
  let y = top;
  for (const n of notes) {
    if (y + 2 * 9.5 > SLIP_TOP - 12) return;
    y = para(o.p, 40, y, n, 515, { size: 7, grey: 0.2 }, 9.5) + 2;
  }
}

function olSlipHead(o: Ol) {
  const { p, b } = o;
  const t = SLIP_TOP;
  dashed(p, 40, 555, t);
  right(p, 555, t - 4, 'Ritagliare lungo la linea tratteggiata', { size: 6, grey: 0.4 });
  p.text(40, t + 18, 'pagoPA', { size: 13, bold: true });
  p.text(100, t + 18, 'AVVISO DI PAGAMENTO', { size: 11, bold: true });
  right(p, 555, t + 18, `Bolletta n. ${b.numero}`, { size: 7.5 });
}

function olSlipParties(o: Ol) {
  const { p, b } = o;
  const t = SLIP_TOP + 26;
  const box = (x: number, label: string, cf: string, name: string, where: string) => {
    p.rect(x, t, 255, 44, null, 0.6);
    p.text(x + 6, t + 10, label, { size: 6.5, bold: true, grey: 0.3 });
    p.text(x + 6, t + 21, `Cod. Fiscale ${cf}`, { size: 8, bold: true });
    p.text(x + 6, t + 31, name, { size: 8 });
    p.text(x + 6, t + 40, where, { size: 6.8 });
  };
  const s = OLTREPO;
  box(40, 'ENTE CREDITORE', s.partitaIva, s.nome, s.sede);
  box(300, 'DESTINATARIO AVVISO', b.holder.codiceFiscale, o.name, addressOf(b.recapito));
}

function olSlipWhen(o: Ol) {
  const { p, b } = o;
  const t = SLIP_TOP + 84;
  p.text(40, t, 'QUANTO E QUANDO PAGARE?', { size: 7.5, bold: true });
  p.text(40, t + 14, `€ ${b.totale}`, { size: 11, bold: true });
  p.text(40 + room(`€ ${b.totale}`, 11, 'sans', true) + 6, t + 14, `entro il ${OL_DUE}`, { size: 8 });
  const note =
    "L'importo è aggiornato automaticamente dal sistema e potrebbe subire variazioni per eventuali note di credito, indennità di mora o interessi: il nuovo importo potrebbe essere diverso da quello indicato.";
  para(p, 40, t + 25, note, 250, { size: 6.3 }, 8);
  p.text(300, t, 'DOVE PAGARE?', { size: 7.5, bold: true });
  const where =
    'PAGA SUL SITO O CON LE APP del tuo Ente Creditore, della tua Banca o degli altri canali di pagamento: potrai pagare con carte, conto corrente, CBILL. PAGA SUL TERRITORIO in tutti gli Uffici Postali, in Banca, in Ricevitoria, dal Tabaccaio, al Bancomat, al Supermercato.';
  para(p, 300, t + 11, where, 255, { size: 6.3 }, 8);
}

function olSlipChannels(o: Ol) {
  const { p, b, r, pay } = o;
  const t = SLIP_TOP + 148;
  p.rect(40, t - 9, 255, 12, 0.88, null);
  p.rect(300, t - 9, 255, 12, 0.88, null);
  p.text(44, t, 'BANCHE E ALTRI CANALI', { size: 7, bold: true });
  p.text(304, t, 'BOLLETTINO POSTALE PA', { size: 7, bold: true });
  qr(p, 42, t + 8, 60, r);
  dataMatrix(p, 302, t + 10, 52, r);
  const s = OLTREPO;
  const avvisoSpaced = spaced(pay.codice, 4);
  const bank: [string, string][] = [
    ['Destinatario', o.name],
    ['Ente Creditore', s.nome],
    ['Oggetto del pagamento', `Bolletta ${b.numero}`],
    ['Codice CBILL', pay.cbill],
    ['Codice Avviso', avvisoSpaced],
    ['Cod. Fiscale Ente Creditore', s.partitaIva],
  ];
  let y = t + 15;
  for (const [l, v] of bank) y = inline(p, 110, y, l, v, 180, 6.5);
  const post: [string, string][] = [
    ['sul C/C n.', pay.contoPostale],
    ['intestato a', s.nome],
    ['Destinatario', o.name],
    ['Codice Avviso', avvisoSpaced],
    ['Tipo', 'P1'],
    ['Cod. Fiscale Ente Creditore', s.partitaIva],
  ];
  y = t + 15;
  for (const [l, v] of post) y = inline(p, 362, y, l, v, 193, 6.5);
}

export const oltrepo: Layout = {
  key: 'oltrepo',
  supplier: OLTREPO,
  traits:
    'one page, "Label: value" lines in two columns (customer | supplies), amount band with breakdown; a pagoPA ' +
    'notice to cut off (ente creditore C.F., destinatario, codice avviso, CBILL, postal account, QR); c/o ' +
    'recipient; a company holder with its legale rappresentante and his codice fiscale; COGNOME NOME',
  draw(b) {
    const r = rndOf(b, 'oltrepo');
    const o: Ol = { p: new Page('sans'), b, r, careOf: careOf(b, r), pay: avviso(r), name: '' };
    o.name = holderName(b.holder, 'COGNOME NOME');
    olHeader(o);
    olInfo(o);
    olEnvelope(o);
    olAmount(o);
    olPayments(o);
    const y = Math.max(olCustomer(o), olSupplies(o));
    olNotes(o, olReadings(o, y + 10) + 8);
    olSlipHead(o);
    olSlipParties(o);
    olSlipWhen(o);
    olSlipChannels(o);
    legalFooter(o.p, OLTREPO.nome, [
      `${OLTREPO.nome} - Sede legale ${OLTREPO.sede} - Capitale sociale € 18.400.000,00 i.v.`,
      'Società soggetta a direzione e coordinamento del Comune di Voghera (art. 2497 c.c.)',
      `C.F., P.IVA e iscrizione al Registro Imprese di Pavia ${OLTREPO.partitaIva} - ${OLTREPO.web} - Servizio clienti ${OLTREPO.telefono}`,
    ]);
    return [o.p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Lario: a reminder letter in prose (sollecito di pagamento e costituzione in mora): letterhead, registered
// mail number, the reference block and the window envelope (with a c/o), the object naming the supply's
// address and its holder, a table of the unpaid bills, the direct debit returned from an account held by
// someone else, how to pay (the supplier's own IBAN, a pagoPA notice), signature. Page 2: the contract's
// and the supplies' data in a ruled box, labels left of the values, the statement of account and the
// form to declare a payment already made

const LARIO = supplier(
  'LARIANA ENERGIE',
  'Lariana Energie S.r.l.',
  '0346718259',
  'Viale Innocenzo XI 70, 22100 Como (CO)',
  '800 912 031',
);
const LA_DUE = '10/03/2026';

type Overdue = { numero: string; emessa: string; scadenza: string; importo: number; pagato: number };
type La = {
  p: Page;
  b: Bill;
  r: Rnd;
  ref: string;
  careOf: string | null;
  payer: Person;
  bank: Bank;
  iban: string;
  umr: string;
  overdue: Overdue[];
  pay: Avviso;
};

/** The unpaid bills: two or three before this letter, one of them paid in part. */
function laOverdue(b: Bill, r: Rnd): Overdue[] {
  const prefix = b.numero.slice(0, -7);
  const last = Number(b.numero.slice(-7));
  const total = centsOf(b.totale);
  const dates = [
    ['10/08/2025', '04/09/2025'],
    ['10/10/2025', '04/11/2025'],
    ['10/12/2025', '05/01/2026'],
  ];
  const count = r.int(2, 3);
  return dates.slice(3 - count).map(([emessa = '', scadenza = ''], i) => {
    const importo = Math.round(total * r.between(0.5, 1.2));
    const pagato = i === 0 && count === 3 ? Math.round(importo * 0.4) : 0;
    const numero = `${prefix}${String((last + 10_000_000 - (count - i) * r.int(900, 4000)) % 10_000_000).padStart(7, '0')}`;
    return { numero, emessa, scadenza, importo, pagato };
  });
}

function laLetterhead(l: La) {
  const { p, r } = l;
  p.text(40, 50, 'Lariana', { size: 24, bold: true });
  p.text(40, 63, 'ENERGIE - luce e gas sul lago dal 1962', { size: 7.5, grey: 0.4 });
  p.text(40, 75, `${LARIO.sede} - PEC crediti@pec.lariana.example`, { size: 7, grey: 0.35 });
  p.rect(395, 30, 160, 40, null, 0.4);
  p.text(403, 44, 'RACCOMANDATA A.R.', { size: 8.5, bold: true });
  p.text(403, 56, `n. ${r.digits(12)}-${r.digits(1)}`, { size: 8 });
  p.text(403, 66, 'Anticipata via e-mail', { size: 6.5, grey: 0.4 });
}

function laReference(l: La) {
  const { p, b, r } = l;
  const rows: [string, string][] = [
    ['Luogo e data', 'Como, 16 febbraio 2026'],
    ['Ns. riferimento', l.ref],
    ['Codice cliente', b.codiceCliente],
    ['Contratto n.', `LE/${r.digits(7)}`],
    ['Ufficio', 'Recupero Crediti'],
  ];
  rows.forEach(([label, value], i) => {
    p.text(40, 118 + i * 12, label, { size: 7.5, grey: 0.4 });
    p.text(112, 118 + i * 12, value, { size: 8.5 });
  });
}

function laEnvelope(l: La) {
  const { p, b } = l;
  const a = b.recapito;
  p.text(320, 112, b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile Cliente', { size: 8, grey: 0.4 });
  const name = wrap(holderName(b.holder, 'Nome Cognome'), 225, 10, 'serif', true);
  const rest = [...(l.careOf ? wrap(l.careOf, 225, 10, 'serif') : []), streetOf(a), townOf(a)];
  [...name, ...rest].forEach((t, i) => p.text(320, 126 + i * 12.5, t, { size: 10, bold: i < name.length }));
}

/** The object names the supply, its address and its holder, as a reminder does. */
function laObject(l: La): number {
  const { p, b } = l;
  const h = b.holder;
  const who =
    h.tipo === 'PF'
      ? `${holderName(h, 'Nome Cognome')}, codice fiscale ${h.codiceFiscale}`
      : `${h.ragioneSociale}, partita IVA ${h.partitaIva}, codice fiscale ${h.codiceFiscale}`;
  const f = b.fornitura;
  const text = `Sollecito di pagamento e costituzione in mora - fornitura di ${commodityWords(b)} in ${streetOf(f)}, ${townOf(f)}, intestata a ${who}.`;
  p.text(40, 212, 'Oggetto:', { size: 9.5, bold: true });
  return para(p, 94, 212, text, 461, { size: 9.5, bold: true }, 12);
}

function laOverdueTable(l: La, top: number): number {
  const { p } = l;
  const xs = [46, 150, 220];
  const ends = [370, 450, 545];
  p.rect(40, top - 9, 515, 13, 0.9, null);
  ['Bolletta n.', 'Emessa il', 'Scadenza'].forEach((t, i) =>
    p.text(xs[i] ?? 0, top, t, { size: 8, bold: true }),
  );
  ['Importo €', 'Pagato €', 'Da pagare €'].forEach((t, i) =>
    right(p, ends[i] ?? 0, top, t, { size: 8, bold: true }),
  );
  let y = top + 14;
  for (const o of l.overdue) {
    [o.numero, o.emessa, o.scadenza].forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 8.5 }));
    [o.importo, o.pagato, o.importo - o.pagato].forEach((c, i) =>
      right(p, ends[i] ?? 0, y, eur(c), { size: 8.5 }),
    );
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 13;
  }
  const due = dueOf(l);
  const extra: [string, number][] = [
    ['Interessi di mora (tasso BCE + 3,5%, art. 14 delle Condizioni generali)', due.interessi],
    ['Spese di sollecito', due.spese],
  ];
  for (const [t, c] of extra) {
    p.text(150, y, t, { size: 8 });
    right(p, 545, y, eur(c), { size: 8.5 });
    y += 12;
  }
  p.text(150, y + 2, 'TOTALE DA PAGARE', { size: 9, bold: true });
  right(p, 545, y + 2, `€ ${eur(due.totale)}`, { size: 9, bold: true });
  return y + 18;
}

function dueOf(l: La) {
  const capitale = l.overdue.reduce((a, o) => a + o.importo - o.pagato, 0);
  const interessi = Math.round(capitale * 0.011);
  const spese = 500;
  return { capitale, interessi, spese, totale: capitale + interessi + spese };
}

const REJECTIONS = [
  'AM04 - fondi insufficienti',
  'MD06 - rimborso richiesto dal debitore',
  'AC04 - conto estinto',
  'MS02 - motivo non specificato dal cliente',
];

function laBody(l: La, top: number): number {
  const { p, b, r } = l;
  const o = { size: 9.5 };
  const lead = 12;
  let y =
    para(p, 40, top, b.holder.tipo === 'PG' ? 'Spettabile Società,' : 'Gentile Cliente,', 515, o, lead) + 3;
  const intro =
    'dalle verifiche effettuate alla data del 13/02/2026 risultano non ancora pagate, in tutto o in parte, le seguenti bollette della fornitura in oggetto:';
  y = para(p, 40, y, intro, 515, o, lead) + 12;
  y = laOverdueTable(l, y);
  const payer = holderName(l.payer, 'Nome Cognome');
  const sepa = `Le bollette erano domiciliate con addebito diretto SEPA (mandato n. ${l.umr}) sul conto ${ibanMasked(l.iban)} presso ${l.bank.nome}, intestato a ${payer}, codice fiscale ${l.payer.codiceFiscale}, sottoscrittore del mandato. La banca ha respinto gli addebiti con la causale "${r.pick(REJECTIONS)}": il mandato resta valido per le prossime bollette.`;
  y = para(p, 40, y, sepa, 515, o, lead) + 5;
  const cut = b.luce
    ? ', dopo aver ridotto la potenza disponibile al 15% per quindici giorni dove il contatore lo consente'
    : '';
  const mora = `La invitiamo pertanto a pagare l'importo complessivo di € ${eur(dueOf(l).totale)} entro il ${LA_DUE}. Questa lettera vale come costituzione in mora: se il pagamento non ci sarà pervenuto entro tale data, trascorsi almeno tre giorni lavorativi potremo chiedere al distributore di sospendere la fornitura${cut}. La riattivazione comporterà il contributo di € 23,00 oltre IVA e potrà esserLe chiesto un deposito cauzionale.`;
  return para(p, 40, y, mora, 515, o, lead) + 8;
}

function laHowToPay(l: La, top: number): number {
  const { p, b, pay } = l;
  const own = iban(rndOf(b, 'lario-own'), BANKS[0] ?? { nome: '', abi: '08431', bic: '', piazza: '' });
  const rows: [string, string][] = [
    [
      'Bonifico',
      `IBAN ${spaced(own, 4)} intestato a ${LARIO.nome}, causale "${l.ref} - cod. cliente ${b.codiceCliente}"`,
    ],
    [
      'pagoPA / CBILL',
      `codice avviso ${spaced(pay.codice, 4)} (IUV ${pay.iuv}), codice fiscale ente creditore ${LARIO.partitaIva}, codice CBILL ${pay.cbill}`,
    ],
    [
      'Sportelli',
      'Como, Via Borsieri 3 - Lecco, Corso Matteotti 12 - Menaggio, Via Lusardi 8 (lun-ven 8.30-12.30)',
    ],
  ];
  p.text(40, top, 'Come pagare', { size: 9.5, bold: true });
  let y = top + 14;
  const start = y - 10;
  for (const [label, value] of rows) {
    p.text(48, y, label, { size: 8.5, bold: true });
    y = para(p, 130, y, value, 418, { size: 8.5 }, 10.5) + 3;
  }
  p.rect(40, start, 515, y - start - 4, null, 0.5);
  return y + 8;
}

function laClosing(l: La, top: number) {
  const { p, r } = l;
  const done =
    'Se ha già pagato, ci invii copia della ricevuta a crediti@lariana.example o con il modulo a pagina 2: in tal caso non tenga conto di questa lettera. Per informazioni o per chiedere una rateizzazione chiami il numero verde ' +
    `${LARIO.telefono}.`;
  const y = para(p, 40, top, done, 515, { size: 9.5 }, 12) + 10;
  const manager = otherPerson(l.b, r, false);
  const sign = [
    'Distinti saluti.',
    LARIO.nome,
    'Ufficio Recupero Crediti',
    `Il responsabile, ${holderName(manager, 'Nome Cognome')}`,
  ];
  sign.forEach((t, i) => p.text(330, y + i * 12, t, { size: 9.5, bold: i === 1 }));
  p.text(
    40,
    y + 54,
    'Allegati: dati della fornitura, estratto conto e modulo di comunicazione del pagamento (pagina 2).',
    {
      size: 7.5,
      grey: 0.35,
    },
  );
}

function laPage1(l: La): Page {
  laLetterhead(l);
  laReference(l);
  laEnvelope(l);
  const y = laBody(l, laObject(l) + 10);
  laClosing(l, laHowToPay(l, y + 4));
  laFooter(l.p, 1);
  return l.p;
}

function laFooter(p: Page, page: number) {
  legalFooter(p, LARIO.nome, [
    `${LARIO.nome} - Sede legale ${LARIO.sede} - Capitale sociale € 3.200.000,00 i.v. - REA CO-${LARIO.partitaIva.slice(3, 9)}`,
    `C.F. e P.IVA ${LARIO.partitaIva} - ${LARIO.web} - Numero verde ${LARIO.telefono} - pagina ${page} di 2`,
  ]);
}

type Section = { title: string; rows: [string, string][] };

/** Ruled rows in a box, the labels in a column left of the values, each section under a grey strip. */
function laGrid(p: Page, top: number, sections: Section[]): number {
  let y = top;
  for (const s of sections) {
    p.rect(40, y, 515, 15, 0.88, 0.4);
    p.text(48, y + 11, s.title, { size: 8.5, bold: true });
    y += 15;
    const start = y;
    for (const [label, value] of s.rows) {
      const lines = wrap(value, 315, 9, 'serif', true);
      p.text(48, y + 11, label, { size: 8, grey: 0.35 });
      lines.forEach((t, i) => p.text(232, y + 11 + i * 11, t, { size: 9, bold: true }));
      const h = 15 + (lines.length - 1) * 11;
      p.line(40, y + h, 555, y + h, 0.75);
      y += h;
    }
    p.rect(40, start, 515, y - start, null, 0.4);
    p.line(224, start, 224, y, 0.75);
    y += 8;
  }
  return y;
}

function laSections(l: La): Section[] {
  const { b, r } = l;
  const h = b.holder;
  const who: [string, string][] =
    h.tipo === 'PF'
      ? [
          ['Intestatario del contratto', holderName(h, 'Nome Cognome')],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Intestatario del contratto', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  const out: Section[] = [
    {
      title: 'CLIENTE E CONTRATTO',
      rows: [
        ...who,
        ['Indirizzo di fornitura', addressOf(b.fornitura)],
        ['Recapito della corrispondenza', `${l.careOf ? `${l.careOf} - ` : ''}${addressOf(b.recapito)}`],
        ['Cliente dal', `01/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2009, 2023)}`],
      ],
    },
  ];
  if (b.luce) {
    const e = b.luce;
    out.push({
      title: 'FORNITURA DI ENERGIA ELETTRICA',
      rows: [
        ['Codice POD', e.pod],
        ['Potenza contrattualmente impegnata', `${it(e.potenzaKw, 1)} kW`],
        ['Potenza disponibile', `${it(e.disponibileKw, 1)} kW`],
        ['Tensione di alimentazione', `${e.tensioneV} V ${e.tensioneV === 230 ? 'monofase' : 'trifase'}`],
        ['Consumo annuo (ultimi 12 mesi)', `${it(e.annuoKwh)} kWh`],
        ['Distributore', `Reti Lariane S.p.A. - P.IVA ${partitaIva(r)}`],
      ],
    });
  }
  if (b.gas) {
    const g = b.gas;
    out.push({
      title: 'FORNITURA DI GAS NATURALE',
      rows: [
        ['Codice PDR', g.pdr],
        ['Codice REMI', g.remi],
        ["Categoria d'uso", `${g.categoria} (${CATEGORIE[g.categoria] ?? ''})`],
        ['Classe del contatore', r.pick(['G4', 'G6', 'G10', 'G16'])],
        ['Consumo annuo (ultimi 12 mesi)', `${it(g.annuoSmc)} Smc`],
        ['Distributore', `Lario Reti Gas S.r.l. - P.IVA ${partitaIva(r)}`],
      ],
    });
  }
  return out;
}

function laStatement(l: La, top: number): number {
  const { p, r } = l;
  p.text(40, top, 'ESTRATTO CONTO AL 13/02/2026', { size: 9.5, bold: true });
  const rows = l.overdue.map((o) => [
    o.numero,
    o.emessa,
    o.scadenza,
    eur(o.importo),
    o.pagato ? `Pagata in parte (${eur(o.pagato)})` : 'Non pagata',
  ]);
  const paid = ['10/04/2025', '10/06/2025'].map((d, i) => [
    `${l.b.numero.slice(0, -7)}${r.digits(7)}`,
    d,
    i ? '04/07/2025' : '05/05/2025',
    eur(r.int(3000, 40000)),
    `Pagata il ${i ? '03/07/2025' : '05/05/2025'} (SDD)`,
  ]);
  const xs = [46, 150, 225, 300, 380];
  return table(
    p,
    top + 18,
    xs,
    ['Bolletta n.', 'Emessa il', 'Scadenza', 'Importo €', 'Stato'],
    [...paid, ...rows],
    8,
  );
}

function laForm(l: La, top: number): number {
  const { p } = l;
  p.rect(40, top, 515, 118, null, 0.5);
  p.text(48, top + 14, 'COMUNICAZIONE DI AVVENUTO PAGAMENTO', { size: 9.5, bold: true });
  p.text(48, top + 25, '(da restituire solo se ha già pagato, con copia della ricevuta)', {
    size: 7.5,
    grey: 0.35,
  });
  const lines = [
    'Il/La sottoscritto/a ____________________________________ codice fiscale ______________________',
    `dichiara di aver pagato le bollette indicate nella lettera Ns. rif. ${l.ref} in data ____/____/________`,
    'con:  [  ] bonifico      [  ] pagoPA / CBILL      [  ] bollettino postale      [  ] altro ____________',
    'Telefono ________________   E-mail ___________________________   Firma ____________________',
  ];
  lines.forEach((t, i) => p.text(48, top + 44 + i * 16, t, { size: 8.5 }));
  const to = 'Inviare a crediti@lariana.example, al fax 031 555 0199 o a Casella Postale 118, 22100 Como.';
  p.text(48, top + 110, to, { size: 7.5, grey: 0.3 });
  return top + 132;
}

function laLegal(p: Page, top: number) {
  const notes = [
    'Sospensione per morosità: le regole sono quelle del TIMOE (energia elettrica) e del TIMG (gas) di ARERA; la fornitura non è sospesa nei giorni festivi né il venerdì o il giorno prima di un festivo.',
    'Reclami: area clienti, reclami@lariana.example o per posta; se la risposta non la soddisfa può rivolgersi al Servizio Conciliazione di ARERA (www.arera.it).',
    'Informativa privacy (Reg. UE 2016/679): i dati sono trattati per la gestione del contratto e il recupero del credito; titolare del trattamento è il fornitore.',
  ];
  let y = top;
  for (const n of notes) y = para(p, 40, y, n, 515, { size: 7.5 }, 9.5) + 3;
}

function laPage2(l: La): Page {
  const p = new Page('serif');
  l.p = p;
  p.text(40, 46, 'Lariana', { size: 15, bold: true });
  right(p, 545, 46, `Sollecito Ns. rif. ${l.ref} - allegato`, { size: 8 });
  p.line(40, 54, 555, 54, 0.4);
  p.text(40, 76, 'Dati del contratto e della fornitura', { size: 11, bold: true });
  let y = laGrid(p, 86, laSections(l));
  y = laStatement(l, y + 12);
  y = laForm(l, y + 10);
  laLegal(p, y);
  laFooter(p, 2);
  return p;
}

export const lario: Layout = {
  key: 'lario',
  supplier: LARIO,
  traits:
    'two-page reminder letter (serif): object and prose name the supply address and holder (Nome Cognome), ' +
    'table of unpaid bills, returned SEPA debit from an account held by someone else with his codice fiscale, ' +
    "the supplier's IBAN and a pagoPA code; supply data on page 2 in a ruled box, labels left of the values",
  page2: SUPPLY_FIELDS,
  draw(b) {
    const r = rndOf(b, 'lario');
    const bank = r.pick(BANKS);
    const l: La = {
      p: new Page('serif'),
      b,
      r,
      ref: `SOL/26/${r.digits(6)}`,
      careOf: careOf(b, r),
      payer: otherPerson(b, r, r.chance(0.5)),
      bank,
      iban: iban(r, bank),
      umr: `LE${b.codiceCliente}${r.digits(4)}`,
      overdue: laOverdue(b, r),
      pay: avviso(r),
    };
    return [laPage1(l), laPage2(l)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Benaco: a bill paid by direct debit whose page 1 is mostly the payment: the amount and the debit date,
// the SEPA mandate in two panels (creditor: identifier, mandate reference; debtor: the signatory with his
// codice fiscale and address, the account holder, IBAN, BIC, bank), labels above the values, and the last
// debits; the contract's holder and the supplies further down in tables with a header row over the values.
// Page 2: the amounts in detail, the readings, customer service and notes

const BENACO = supplier(
  'BENACENSE',
  'Benacense Energia S.p.A.',
  '0417395268',
  'Via Gardesana 41, 37019 Peschiera del Garda (VR)',
  '800 771 919',
);
const BN_DEBIT = '04/03/2026';

type Bn = {
  p: Page;
  b: Bill;
  r: Rnd;
  name: string;
  careOf: string | null;
  signer: Person;
  signerAt: Indirizzo;
  accountHolder: string;
  bank: Bank;
  iban: string;
  umr: string;
};

function bnHeader(n: Bn) {
  const { p, b } = n;
  p.rect(0, 0, 595, 60, 0.2, null);
  p.text(40, 36, 'benacense', { size: 24, bold: true, grey: 1 });
  p.text(40, 50, 'energia del lago di Garda', { size: 8, grey: 0.8 });
  right(p, 545, 28, `Fattura n. ${b.numero}`, { size: 9, bold: true, grey: 1 });
  right(p, 545, 40, 'emessa il 09/02/2026', { size: 8, grey: 1 });
  right(p, 545, 51, `Codice cliente ${b.codiceCliente}`, { size: 8, grey: 1 });
}

function bnTitle(n: Bn) {
  const { p, b } = n;
  p.text(40, 86, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
    size: 14,
    bold: true,
  });
  p.text(40, 100, 'Periodo dal 01/12/2025 al 31/01/2026 - consumi effettivi', { size: 8 });
  p.text(40, 112, 'Pagamento con addebito diretto SEPA', { size: 8, bold: true });
  const a = b.recapito;
  const name = wrap(upper(n.name), 215, 9.5, 'sans', true);
  const rest = [
    ...(n.careOf ? wrap(n.careOf, 215, 9.5, 'sans') : []),
    upper(`${a.toponimo} ${a.via} ${a.civico}`),
    upper(`${a.cap} ${a.comune} ${a.provincia}`),
  ];
  [...name, ...rest].forEach((t, i) => p.text(330, 84 + i * 11.5, t, { size: 9.5, bold: i < name.length }));
}

function bnAmount(n: Bn) {
  const { p, b } = n;
  p.rect(40, 152, 515, 48, 0.92, null);
  p.text(50, 166, 'Importo da addebitare', { size: 8 });
  p.text(50, 190, `€ ${b.totale}`, { size: 18, bold: true });
  p.text(215, 166, 'Data di addebito', { size: 8 });
  p.text(215, 186, BN_DEBIT, { size: 12, bold: true });
  p.text(330, 166, 'Sul conto', { size: 8 });
  p.text(330, 180, ibanMasked(n.iban), { size: 9, bold: true });
  p.text(330, 192, wrap(n.bank.nome, 220, 7.5, 'sans')[0] ?? '', { size: 7.5 });
}

/** A panel of items, each a small label above its value; returns the baseline under it. */
function bnPanel(p: Page, x: number, top: number, title: string, items: [string, string][]): number {
  p.text(x + 8, top + 13, title, { size: 8, bold: true });
  let y = top + 27;
  for (const [label, value] of items) {
    p.text(x + 8, y, label, { size: 6.5, grey: 0.4 });
    const lines = wrap(value, 236, 8.5, 'sans', true);
    lines.forEach((t, i) => p.text(x + 8, y + 10 + i * 10, t, { size: 8.5, bold: true }));
    y += 12 + lines.length * 10;
  }
  return y;
}

function bnMandate(n: Bn, top: number): number {
  const { p, r } = n;
  p.rect(40, top, 515, 15, 0.82, null);
  p.text(46, top + 11, 'ADDEBITO DIRETTO SEPA - DATI DEL MANDATO', { size: 8.5, bold: true });
  right(p, 549, top + 11, 'Schema SDD Core', { size: 7.5 });
  const s = BENACO;
  const creditor: [string, string][] = [
    ['Ragione sociale del creditore', s.nome],
    ['Codice identificativo del creditore (CID)', creditorId(s.partitaIva)],
    ['Sede del creditore', s.sede],
    ['Riferimento del mandato', n.umr],
    [
      'Data di sottoscrizione',
      `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2016, 2024)}`,
    ],
    ['Tipo di pagamento', 'Ricorrente'],
  ];
  const debtor: [string, string][] = [
    ['Sottoscrittore del mandato', upper(holderName(n.signer, 'COGNOME NOME'))],
    ['Codice fiscale del sottoscrittore', n.signer.codiceFiscale],
    ['Indirizzo del sottoscrittore', addressOf(n.signerAt)],
    ['Intestatario del conto', n.accountHolder],
    ['IBAN', spaced(n.iban, 4)],
    ['Banca e BIC', `${n.bank.nome}, filiale di ${n.bank.piazza} - ${n.bank.bic}`],
  ];
  const y = Math.max(
    bnPanel(p, 40, top + 15, 'CREDITORE', creditor),
    bnPanel(p, 300, top + 15, 'DEBITORE', debtor),
  );
  p.rect(40, top + 15, 255, y - top - 20, null, 0.5);
  p.rect(300, top + 15, 255, y - top - 20, null, 0.5);
  const text =
    'Con la sottoscrizione del mandato il debitore autorizza il creditore a chiedere alla sua banca l’addebito del conto e la banca ad eseguirlo. Il debitore può chiedere alla banca il rimborso di un addebito autorizzato entro 8 settimane dalla data dell’addebito. Per revocare il mandato o cambiare il conto chiami il servizio clienti o usi l’area clienti.';
  return para(p, 40, y + 6, text, 515, { size: 7, grey: 0.25 }, 9) + 8;
}

function bnDebits(n: Bn, top: number): number {
  const { p, b, r } = n;
  p.text(40, top, 'ULTIMI ADDEBITI', { size: 9, bold: true });
  const prefix = b.numero.slice(0, -7);
  const rejected = r.int(0, 2);
  const rows = ['05/09/2025', '04/11/2025', '05/01/2026'].map((due, i) => [
    `${prefix}${r.digits(7)}`,
    due,
    eur(r.int(3000, 35000)),
    i === rejected ? '-' : due,
    i === rejected
      ? `Respinto (AM04), pagato il ${['22/09/2025', '19/11/2025', '20/01/2026'][i] ?? ''}`
      : 'Addebitato',
  ]);
  const xs = [46, 140, 215, 290, 370];
  return table(p, top + 16, xs, ['Fattura n.', 'Scadenza', 'Importo €', 'Data addebito', 'Esito'], rows) + 6;
}

type Column = { label: string; value: string; w: number };

/** A header row of labels over a row of values, each column its own width; returns the y under it. */
function bnAcross(p: Page, top: number, cols: Column[]): number {
  let x = 40;
  let bottom = top + 28;
  for (const c of cols) {
    p.rect(x, top, c.w, 13, 0.9, 0.6);
    p.text(x + 5, top + 9.5, c.label, { size: 6.8, bold: true });
    const lines = wrap(c.value, c.w - 10, 8.5, 'sans', true);
    lines.forEach((t, i) => p.text(x + 5, top + 25 + i * 10.5, t, { size: 8.5, bold: true }));
    bottom = Math.max(bottom, top + 20 + lines.length * 10.5);
    x += c.w;
  }
  x = 40;
  for (const c of cols) {
    p.rect(x, top + 13, c.w, bottom - top - 13, null, 0.6);
    x += c.w;
  }
  return bottom + 8;
}

function bnHolder(n: Bn, top: number): number {
  const { p, b, r } = n;
  const h = b.holder;
  p.text(40, top, 'INTESTATARIO DEL CONTRATTO E FORNITURA', { size: 9, bold: true });
  const first: Column[] =
    h.tipo === 'PF'
      ? [
          { label: 'Cognome e nome', value: n.name, w: 175 },
          { label: 'Codice fiscale', value: h.codiceFiscale, w: 130 },
          { label: 'Codice cliente', value: b.codiceCliente, w: 90 },
          {
            label: 'Tipo cliente',
            value: r.pick(['Domestico residente', 'Domestico non residente']),
            w: 120,
          },
        ]
      : [
          { label: 'Ragione sociale', value: n.name, w: 175 },
          { label: 'Partita IVA', value: h.partitaIva, w: 110 },
          { label: 'Codice fiscale', value: h.codiceFiscale, w: 110 },
          { label: 'Tipo cliente', value: 'Altri usi', w: 120 },
        ];
  const y = bnAcross(p, top + 6, first);
  const offer =
    b.luce && b.gas ? 'Garda Duo Fisso 24' : b.luce ? 'Garda Luce Fisso 24' : 'Garda Gas Fisso 24';
  return bnAcross(p, y, [
    { label: 'Indirizzo di fornitura', value: addressOf(b.fornitura), w: 305 },
    { label: 'Contratto n.', value: `BE-${r.digits(8)}`, w: 90 },
    { label: 'Offerta', value: offer, w: 120 },
  ]);
}

function bnSupplies(n: Bn, top: number): number {
  const { p, b, r } = n;
  let y = top;
  if (b.luce) {
    const l = b.luce;
    p.text(40, y, 'Energia elettrica', { size: 8.5, bold: true });
    y = bnAcross(p, y + 5, [
      { label: 'POD', value: l.pod, w: 115 },
      { label: 'Potenza impegnata', value: `${kw(l.potenzaKw)} kW`, w: 100 },
      { label: 'Potenza disponibile', value: `${kw(l.disponibileKw)} kW`, w: 100 },
      { label: 'Tensione', value: `BT ${l.tensioneV} V`, w: 85 },
      { label: 'Consumo annuo', value: `${it(l.annuoKwh)} kWh`, w: 115 },
    ]);
  }
  if (b.gas) {
    const g = b.gas;
    p.text(40, y + 4, 'Gas naturale', { size: 8.5, bold: true });
    y = bnAcross(p, y + 9, [
      { label: 'PDR', value: g.pdr, w: 115 },
      { label: 'Codice REMI', value: g.remi, w: 100 },
      { label: "Categoria d'uso", value: g.categoria, w: 100 },
      { label: 'Matricola contatore', value: r.digits(8), w: 85 },
      { label: 'Consumo annuo', value: `${it(g.annuoSmc)} Smc`, w: 115 },
    ]);
    const legend = `${g.categoria}: ${(CATEGORIE[g.categoria] ?? '').toLowerCase()} (categorie d'uso del gas, delibera ARERA 229/2012/R/gas)`;
    y = para(p, 40, y, legend, 515, { size: 6.8, grey: 0.3 }, 9) + 4;
  }
  return y;
}

function bnPage1(n: Bn): Page {
  bnHeader(n);
  bnTitle(n);
  bnAmount(n);
  let y = bnMandate(n, 214);
  y = bnDebits(n, y + 6);
  y = bnHolder(n, y + 10);
  y = bnSupplies(n, y + 4);
  para(
    n.p,
    40,
    y + 6,
    'Il dettaglio degli importi, le letture e le informazioni utili sono a pagina 2.',
    515,
    {
      size: 7.5,
      grey: 0.35,
    },
  );
  bnFooter(n.p, 1);
  return n.p;
}

function bnFooter(p: Page, page: number) {
  legalFooter(p, BENACO.nome, [
    `${BENACO.nome} - Sede legale ${BENACO.sede} - Capitale sociale € 6.000.000,00 i.v. - pagina ${page} di 2`,
    `Registro Imprese di Verona, C.F. e P.IVA ${BENACO.partitaIva} - ${BENACO.web} - Servizio clienti ${BENACO.telefono}`,
  ]);
}

type Item = { voce: string; qty: number; unit: string; weight: number };

/** The bill's items: each with the quantity it is billed on (the period's kWh or Smc, months) and a weight. */
function bnItems(b: Bill): Item[] {
  const items: Item[] = [];
  if (b.luce) {
    const kwh = Math.round(b.luce.annuoKwh / 6);
    items.push(
      { voce: 'Luce - spesa per la materia energia', qty: kwh, unit: 'kWh', weight: 40 },
      { voce: 'Luce - trasporto e gestione del contatore', qty: 2, unit: 'mesi', weight: 9 },
      { voce: 'Luce - oneri di sistema', qty: kwh, unit: 'kWh', weight: 6 },
      { voce: 'Luce - accise', qty: kwh, unit: 'kWh', weight: 5 },
    );
  }
  if (b.gas) {
    const smc = Math.round(b.gas.annuoSmc * 0.31);
    items.push(
      { voce: 'Gas - spesa per la materia gas naturale', qty: smc, unit: 'Smc', weight: 40 },
      { voce: 'Gas - trasporto e gestione del contatore', qty: 2, unit: 'mesi', weight: 9 },
      { voce: 'Gas - oneri di sistema', qty: smc, unit: 'Smc', weight: 5 },
      { voce: 'Gas - accise e addizionale regionale', qty: smc, unit: 'Smc', weight: 7 },
    );
  }
  return items;
}

/** The amounts by item with quantity and unit price, the VAT last: they sum to the total. */
function bnDetail(n: Bn, top: number): number {
  const { p, b } = n;
  const items = bnItems(b);
  const total = centsOf(b.totale);
  const vat = Math.round(total / 11);
  const cents = split(
    total - vat,
    items.map((i) => i.weight),
  );
  p.text(40, top, 'DETTAGLIO DEGLI IMPORTI', { size: 9.5, bold: true });
  p.rect(40, top + 7, 515, 13, 0.9, null);
  p.text(46, top + 16, 'Voce', { size: 7.5, bold: true });
  right(p, 350, top + 16, 'Quantità', { size: 7.5, bold: true });
  right(p, 455, top + 16, 'Prezzo unitario', { size: 7.5, bold: true });
  right(p, 545, top + 16, 'Importo €', { size: 7.5, bold: true });
  let y = top + 32;
  const line = (voce: string, qty: string, price: string, c: number) => {
    p.text(46, y, voce, { size: 8 });
    right(p, 350, y, qty, { size: 8 });
    right(p, 455, y, price, { size: 8 });
    right(p, 545, y, eur(c), { size: 8 });
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 13;
  };
  items.forEach((item, i) => {
    const c = cents[i] ?? 0;
    line(
      item.voce,
      `${it(item.qty)} ${item.unit}`,
      `${it(c / 100 / item.qty, 6)} €/${item.unit === 'mesi' ? 'mese' : item.unit}`,
      c,
    );
  });
  line('IVA 10% (imponibile € ' + eur(total - vat) + ')', '', '', vat);
  p.text(46, y + 2, 'Totale bolletta', { size: 9, bold: true });
  right(p, 545, y + 2, b.totale, { size: 9, bold: true });
  return y + 22;
}

function bnService(n: Bn, top: number): number {
  const { p } = n;
  p.rect(40, top, 515, 70, 0.95, 0.6);
  p.text(50, top + 15, 'SERVIZIO CLIENTI', { size: 9, bold: true });
  const lines = [
    `Numero verde ${BENACO.telefono} (da cellulare 045 640 0190), dal lunedì al venerdì 8-20, sabato 8-13.`,
    'Sportelli: Peschiera del Garda, Via Gardesana 41 - Desenzano, Piazza Malvezzi 9 - Riva, Viale Dante 14.',
    'Guasti e pronto intervento (24 ore su 24): luce 800 900 871, gas 800 900 872.',
    'Reclami: reclami@benacense.example - PEC benacense@pec.benacense.example.',
  ];
  lines.forEach((t, i) => p.text(50, top + 29 + i * 11, t, { size: 7.8 }));
  return top + 84;
}

function bnNotes(n: Bn, top: number) {
  const { p } = n;
  const notes = [
    'Addebito diretto: l’importo è addebitato alla data indicata sul conto del mandato. Se l’addebito non va a buon fine le invieremo un avviso con le modalità per pagare; per un addebito respinto possono essere addebitati interessi di mora.',
    'Il codice identificativo del creditore e il riferimento del mandato sono riportati nell’estratto conto della banca: li comunichi alla banca per ogni richiesta sull’addebito.',
    'Bonus sociale: se ne ha diritto lo riceve in automatico presentando la DSU per l’ISEE. Le informazioni su offerte, consumi e qualità del servizio sono su www.arera.it.',
  ];
  let y = top;
  for (const t of notes) y = para(p, 40, y, t, 515, { size: 7.5 }, 9.5) + 4;
  return y;
}

function bnPage2(n: Bn): Page {
  const p = new Page('sans');
  n.p = p;
  p.rect(0, 0, 595, 30, 0.2, null);
  p.text(40, 20, 'benacense', { size: 14, bold: true, grey: 1 });
  right(p, 545, 20, `Fattura n. ${n.b.numero} - dettaglio`, { size: 8, grey: 1 });
  let y = bnDetail(n, 58);
  p.text(40, y, 'LETTURE E CONSUMI DEL PERIODO', { size: 9.5, bold: true });
  const xs = [46, 140, 225, 320, 410, 490];
  const head = ['Fornitura', 'Matricola', 'Lettura precedente', 'Lettura attuale', 'Consumo periodo', 'Tipo'];
  y = table(p, y + 18, xs, head, readings(n.b, n.r)) + 10;
  y = bnService(n, y);
  bnNotes(n, y + 4);
  bnFooter(p, 2);
  return p;
}

/**
 * Who signed the mandate and whose account it is: for a person, usually someone else (a spouse, a
 * child, a parent); for a company, its legal representative from the company's or from his own account.
 */
function bnSigner(b: Bill, r: Rnd): { signer: Person; accountHolder: string } {
  const h = b.holder;
  if (h.tipo === 'PF' && r.chance(0.2))
    return { signer: h, accountHolder: upper(holderName(h, 'COGNOME NOME')) };
  const signer = otherPerson(b, r, r.chance(0.5));
  const own = upper(holderName(signer, 'COGNOME NOME'));
  if (h.tipo === 'PG' && r.chance(0.5)) return { signer, accountHolder: h.ragioneSociale };
  return {
    signer,
    accountHolder: r.chance(0.3)
      ? `${own} e ${upper(holderName(otherPerson(b, r, true), 'COGNOME NOME'))}`
      : own,
  };
}

export const benaco: Layout = {
  key: 'benaco',
  supplier: BENACO,
  traits:
    "two pages; page 1 mostly the SEPA mandate (creditor's CID and mandate reference | the signatory with his " +
    'own codice fiscale and address, account holder, IBAN, BIC) with labels above values, and the last debits; ' +
    'holder and supplies further down in tables with a header row over the values; gas category as a bare code',
  draw(b) {
    const r = rndOf(b, 'benaco');
    const bank = r.pick(BANKS);
    const { signer, accountHolder } = bnSigner(b, r);
    const n: Bn = {
      p: new Page('sans'),
      b,
      r,
      name: holderName(b.holder, 'COGNOME Nome'),
      careOf: careOf(b, r),
      signer,
      signerAt: r.chance(0.5) ? b.recapito : address(r),
      accountHolder,
      bank,
      iban: iban(r, bank),
      umr: `BEN-${b.codiceCliente}-${r.digits(3)}`,
    };
    return [bnPage1(n), bnPage2(n)];
  },
};
