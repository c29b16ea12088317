// Layouts zb (Italy's bilingual border regions). A Vinschgau power cooperative, German first: every label
// German in bold over its Italian twin with the value beside, two columns of rows, the Bolletta 2.0
// summary beside the service desk, a pagoPA slip or the SEPA notice at the foot, and a back page of
// readings, the year's consumption, the energy mix and the notes (venosta). A Pustertal municipal
// utility, Italian first: each row the Italian label, the value and the German label side by side, the
// amount and the notes in parallel columns, the technical data on page 2 (pusteria). A Valle d'Aosta
// supplier with French/Italian labels above the values in boxes and header-over-value tables, the detail
// and a consumption chart on page 2, a pagoPA notice with its postal slip on page 3 (valdaosta).
import { CATEGORIE, holderName, it, kw, spaced, street, upper, type Bill, type NameOrder } from './bill';
import type { Gas, Indirizzo, Luce } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, W, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text; money, codes and readings

/** The scans and photos draw with DejaVu, wider than the PDF's fonts: a line must have room for that. */
const RASTER: Record<Face, [number, number]> = { sans: [1.17, 1.27], serif: [1.3, 1.39], mono: [1.01, 1.01] };
const roomOf = (s: string, size: number, face: Face, bold = false) =>
  pdfTextWidth(s, size, face, bold) * RASTER[face][bold ? 1 : 0];

/** Text ending at x in the PDF (the raster font runs a little past it). */
function right(p: Page, x: number, y: number, s: string, o: TextOptions = {}) {
  p.text(x - pdfTextWidth(s, o.size ?? 9, o.face ?? p.face, o.bold), y, s, o);
}

/**
 * Lines no wider than `max` in the raster font: words, or whole parts when given parts (an address's
 * street and town, so that a town stays on one line), a part broken into words only when too long.
 */
function wrap(s: string | string[], max: number, size: number, face: Face, bold = false): string[] {
  const fits = (t: string) => roomOf(t, size, face, bold) <= max;
  if (typeof s === 'string') return fill(s.split(' '), fits);
  const lines: string[] = [];
  for (const part of s) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last} ${part}`)) lines[lines.length - 1] = `${last} ${part}`;
    else lines.push(...(fits(part) ? [part] : fill(part.split(' '), fits)));
  }
  return lines;
}

/** Words filled into lines as long as `fits` allows (a word longer than a line stands alone). */
function fill(words: string[], fits: (t: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A paragraph from (x, y) wrapped at `max`; returns the y under it. */
function para(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}): number {
  const size = o.size ?? 9;
  const lines = wrap(s, max, size, o.face ?? p.face, o.bold);
  lines.forEach((l, i) => p.text(x, y + i * size * 1.3, l, o));
  return y + lines.length * size * 1.3;
}

/** A dashed line where a slip is torn off, with its hint at the right. */
function cutLine(p: Page, y: number, hint: string) {
  const end = 555 - roomOf(hint, 6, p.face) - 8;
  for (let x = 40; x < end; x += 7) p.line(x, y, Math.min(x + 4, end), y, 0.45);
  right(p, 555, y + 2, hint, { size: 6, grey: 0.4 });
}

/** A QR-like square (pagoPA prints one): random modules and three finder squares. */
function qr(p: Page, x: number, y: number, size: number, r: Rnd) {
  const n = 25;
  const m = size / n;
  const finder = (i: number, j: number) => (i < 8 && j < 8) || (i < 8 && j >= n - 8) || (i >= n - 8 && j < 8);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (!finder(i, j) && r.chance(0.45)) p.rect(x + j * m, y + i * m, m, m, 0, null);
    }
  }
  for (const [cx, cy] of [
    [x, y],
    [x + (n - 7) * m, y],
    [x, y + (n - 7) * m],
  ] as const) {
    p.rect(cx, cy, 7 * m, 7 * m, 0, null);
    p.rect(cx + m, cy + m, 5 * m, 5 * m, 1, null);
    p.rect(cx + 2 * m, cy + 2 * m, 3 * m, 3 * m, 0, null);
  }
}

/** The bill's own random source, from its id and number: the same bill always draws the same way. */
function rndOf(b: Bill, salt: number): Rnd {
  let h = (2166136261 ^ salt) >>> 0;
  for (const ch of `${b.id}|${b.numero}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return random(h);
}

const centsOf = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);

/** `total` cents shared out by weight, the last part taking what rounding leaves. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const out = weights.map((w) => Math.floor((total * w) / sum));
  out[out.length - 1] = (out[out.length - 1] ?? 0) + total - out.reduce((a, c) => a + c, 0);
  return out;
}

/** What an amount is made of (Bolletta 2.0's summary): net items, VAT and a credit, summing to it. */
type Amounts = { materia: number; rete: number; oneri: number; accise: number; iva: number; credit: number };
function amountsOf(total: number, credit: number, vat: number): Amounts {
  const gross = total + credit;
  const iva = Math.round((gross * vat) / (1 + vat));
  const [materia = 0, rete = 0, oneri = 0, accise = 0] = split(gross - iva, [56, 21, 9, 14]);
  return { materia, rete, oneri, accise, iva, credit: -credit };
}

/** An Italian IBAN with valid check digits; `abi` the bank's code when it matters. */
function iban(r: Rnd, abi = r.digits(5)): string {
  const cin = 'ABCDEFGHIJKLMNOPRSTUVWXZ'.charAt(r.int(0, 23));
  const bban = `${cin}${abi}${r.digits(5)}${r.digits(12)}`;
  const num = [...`${bban}IT00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return `IT${String(98n - (BigInt(num) % 97n)).padStart(2, '0')}${bban}`;
}
const masked = (ib: string) => `${ib.slice(0, 4)} ${ib.slice(4, 8)} **** **** **** ${ib.slice(-3)}`;

/** An address as two parts, street and town. */
const parts = (a: Indirizzo): string[] => [`${street(a)},`, `${a.cap} ${a.comune} (${a.provincia})`];
const sameAddress = (a: Indirizzo, b: Indirizzo) => street(a) === street(b) && a.comune === b.comune;

/** Feb 2025 to Jan 2026: how a year's use spreads over the months. */
const LUCE_SHAPE = [10, 9, 9, 8, 8, 9, 10, 8, 8, 9, 10, 11];
const GAS_SHAPE = [19, 15, 9, 4, 2, 1, 1, 1, 3, 9, 16, 20];
function monthly(annual: number, shape: number[]): number[] {
  const sum = shape.reduce((a, s) => a + s, 0);
  return shape.map((s) => Math.round((annual * s) / sum));
}

/** A meter's readings at the end of November, December and January, and the use since the last one. */
type Read = { date: string; index: number; used: number };
function meterReads(annual: number, shape: number[], start: number, factor = 1): Read[] {
  const [dec = 0, jan = 0] = monthly(annual, shape).slice(10);
  return [
    { date: '30/11/2025', index: start, used: 0 },
    { date: '31/12/2025', index: start + Math.round(dec / factor), used: dec },
    { date: '31/01/2026', index: start + Math.round((dec + jan) / factor), used: jan },
  ];
}

/** A label in two languages, the one the layout puts first first. */
type Bi = [first: string, second: string];

// ---------------------------------------------------------------------------------------------------------
// Venosta: a Vinschgau power cooperative, German first. Page 1: the sender line over the envelope on the
// left (a German letter's window), the amount box on the right, two columns of rows whose labels stand
// German (bold) over Italian (grey) with the value beside, the supplies the same way, the Bolletta 2.0
// summary beside the service desk, and at the foot the pagoPA slip to tear off or, for a member who pays
// by direct debit, the SEPA notice. Page 2, the back: readings, the months' consumption, the energy mix,
// the members' meeting and the notes, each in German then Italian.

const ETSCHQUELL = supplier(
  'ETSCHQUELL',
  'Energiegenossenschaft Etschquell Gen.',
  '0298713054',
  'Hauptstraße 41 / Via Principale 41, 39023 Laas / Lasa (BZ)',
  '0473 835 210',
);

type BiRow = [label: Bi, value: string | string[]];
type Venosta = {
  b: Bill;
  r: Rnd;
  socio: string;
  vertrag: string;
  sepa: boolean;
  /** the members' yearly refund, credited on the bill */
  ristorno: number;
  meterE: string;
  meterG: string;
};

const VENOSTA_CAT: Record<string, string> = {
  C1: 'Heizung / riscaldamento',
  C2: 'Kochen und Warmwasser / cottura e acqua calda',
  C3: 'Heizung, Kochen, Warmwasser / riscaldamento, cottura, acqua calda',
  C4: 'Klimatisierung / condizionamento',
  T1: 'technologisch / uso tecnologico',
  T2: 'technologisch und Heizung / tecnologico e riscaldamento',
};

function venostaHeader(v: Venosta, p: Page) {
  const { b } = v;
  p.rect(0, 0, W, 6, 0.25, null);
  p.text(40, 44, 'ETSCHQUELL', { size: 22, bold: true });
  p.text(40, 58, 'Energiegenossenschaft · Cooperativa energetica', { size: 8.5, grey: 0.35 });
  p.text(40, 69, "Strom aus dem Obervinschgau · Energia dall'Alta Val Venosta", { size: 7, grey: 0.45 });
  const rows: [string, string][] = [
    ['Rechnung Nr. / Fattura n.', b.numero],
    ['Rechnungsdatum / Data fattura', '09/02/2026'],
    ['Zeitraum / Periodo', '01/12/2025 - 31/01/2026'],
    ['Kundennummer / Codice cliente', b.codiceCliente],
    ['Mitgliedsnummer / Numero socio', v.socio],
  ];
  rows.forEach(([label, value], i) => {
    p.text(325, 28 + i * 11, label, { size: 7.5, grey: 0.3 });
    right(p, 548, 28 + i * 11, value, { size: 7.5, bold: true });
  });
}

/** The window of a German letter: the sender on one small underlined line over the recipient. */
function venostaEnvelope(v: Venosta, p: Page) {
  const { b } = v;
  const a = b.recapito;
  p.text(40, 100, 'Etschquell Gen. · Hauptstraße 41 · 39023 Laas / Lasa (BZ)', { size: 6, grey: 0.4 });
  p.line(40, 103, 235, 103, 0.6);
  p.text(40, 116, 'An / Spett.le', { size: 7.5, grey: 0.35 });
  let y = 129;
  for (const l of wrap(upper(holderName(b.holder, 'COGNOME NOME')), 240, 9.5, 'sans')) {
    p.text(40, y, l, { size: 9.5 });
    y += 12;
  }
  p.text(40, y, upper(`${a.toponimo} ${a.via} ${a.civico}`), { size: 9.5 });
  p.text(40, y + 12, upper(`${a.cap} ${a.comune} ${a.provincia}`), { size: 9.5 });
}

function venostaAmount(v: Venosta, p: Page) {
  const { b } = v;
  p.rect(320, 92, 235, 76, 0.92, null);
  p.text(330, 107, 'Zu zahlender Betrag / Importo da pagare', { size: 8 });
  p.text(330, 131, `€ ${b.totale}`, { size: 18, bold: true });
  p.text(330, 148, 'Fällig am / Scadenza', { size: 7.5 });
  right(p, 545, 148, '03/03/2026', { size: 8.5, bold: true });
  const how = v.sepa
    ? 'SEPA-Lastschrift / Addebito diretto SEPA (siehe unten / vedi sotto)'
    : 'Zahlschein unten / Avviso pagoPA in basso';
  p.text(330, 160, how, { size: 6.5, grey: 0.3 });
}

/** A German label in bold over its Italian twin, the value beside them; returns the next row's y. */
function biRow(p: Page, x: number, y: number, width: number, [label, value]: BiRow): number {
  p.text(x, y, label[0], { size: 7, bold: true });
  p.text(x, y + 8.5, label[1], { size: 6.8, grey: 0.4 });
  const lines = wrap(value, width - 120, 8.5, 'sans', true);
  lines.forEach((l, i) => p.text(x + 114, y + 4 + i * 10.5, l, { size: 8.5, bold: true }));
  const bottom = y + Math.max(11, 6 + (lines.length - 1) * 10.5) + 3;
  p.line(x, bottom, x + width, bottom, 0.82);
  return bottom + 10;
}

/** A grey strip with the section's title, German in bold then the Italian; returns the first row's y. */
function biHeading(p: Page, x: number, y: number, width: number, [first, second]: Bi): number {
  p.rect(x, y - 10, width, 14, 0.88, null);
  p.text(x + 5, y, first, { size: 8.5, bold: true });
  p.text(x + 10 + roomOf(first, 8.5, 'sans', true), y, `/ ${second}`, { size: 8.5 });
  return y + 17;
}

/** Two columns of rows under their headings; returns the y under the longer. */
function biColumns(p: Page, top: number, left: [Bi, BiRow[]], rightCol: [Bi, BiRow[]]): number {
  let yl = biHeading(p, 40, top, 250, left[0]);
  let yr = biHeading(p, 305, top, 250, rightCol[0]);
  for (const row of left[1]) yl = biRow(p, 40, yl, 250, row);
  for (const row of rightCol[1]) yr = biRow(p, 305, yr, 250, row);
  return Math.max(yl, yr) + 4;
}

function venostaHolder(v: Venosta): BiRow[] {
  const h = v.b.holder;
  const rows: BiRow[] =
    h.tipo === 'PF'
      ? [
          [['Zu- und Vorname', 'Cognome e nome'], holderName(h, 'COGNOME NOME')],
          [['Steuernummer', 'Codice fiscale'], h.codiceFiscale],
        ]
      : [
          [['Firmenbezeichnung', 'Ragione sociale'], h.ragioneSociale],
          [['MwSt.-Nummer', 'Partita IVA'], h.partitaIva],
          [['Steuernummer', 'Codice fiscale'], h.codiceFiscale],
        ];
  rows.push([['Verbrauchsstelle', 'Indirizzo di fornitura'], parts(v.b.fornitura)]);
  return rows;
}

function venostaContract(v: Venosta): BiRow[] {
  const { b, r } = v;
  return [
    [['Vertragsnummer', 'Numero contratto'], v.vertrag],
    [
      ['Angebot', 'Offerta'],
      titleOf(b, 'Etschquell Strom Mitglied', 'Etschquell Gas', 'Strom + Gas Mitglied'),
    ],
    [['Markt', 'Mercato'], 'Freier Markt / mercato libero'],
    [['Mitglied seit', 'Socio dal'], `${r.int(1978, 2022)}`],
  ];
}

function venostaLuce(v: Venosta, l: Luce): [BiRow[], BiRow[]] {
  const { b, r } = v;
  const use =
    b.holder.tipo === 'PG'
      ? 'Andere Nutzungen / altri usi'
      : r.pick([
          'Haushalt ansässig / domestico residente',
          'Haushalt nicht ansässig / domestico non residente',
        ]);
  return [
    [
      [['Zählpunkt', 'Punto di prelievo (POD)'], l.pod],
      [['Vertragsleistung', 'Potenza impegnata'], `${kw(l.potenzaKw)} kW`],
      [['Verfügbare Leistung', 'Potenza disponibile'], `${kw(l.disponibileKw)} kW`],
    ],
    [
      [['Spannung', 'Tensione'], `${l.tensioneV} V`],
      [['Jahresverbrauch', 'Consumo annuo'], `${it(l.annuoKwh)} kWh`],
      [['Tarif', 'Tipologia'], use],
    ],
  ];
}

function venostaGas(v: Venosta, g: Gas): [BiRow[], BiRow[]] {
  const { r } = v;
  return [
    [
      [['Lieferpunkt', 'Punto di riconsegna (PDR)'], g.pdr],
      [['REMI-Code', 'Codice REMI'], g.remi],
      [['Nutzungskategorie', "Categoria d'uso"], `${g.categoria} - ${VENOSTA_CAT[g.categoria] ?? ''}`],
    ],
    [
      [['Jahresverbrauch', 'Consumo annuo'], `${it(g.annuoSmc)} Smc`],
      // the valley lies at 900 m: the pressure's correction is well under 1
      [['Umrechnungskoeffizient', 'Coefficiente C'], '0,9137'],
      [['Verteiler', 'Distributore'], r.pick(['Gasnetz Vinschgau GmbH', 'Reti Gas Venosta S.r.l.'])],
    ],
  ];
}

/** Bolletta 2.0's summary on the left, the amounts flush right at 334; returns the y under it. */
function venostaSummary(v: Venosta, p: Page, top: number): number {
  const { b } = v;
  const vat = b.holder.tipo === 'PG' ? 22 : 10;
  const a = amountsOf(centsOf(b.totale), v.ristorno, vat / 100);
  let y = biHeading(p, 40, top, 300, ['Rechnungsübersicht', 'Sintesi degli importi']);
  const materia = titleOf(
    b,
    'Energiekosten / Spesa per la materia energia',
    'Gaskosten / Spesa per la materia gas naturale',
    'Strom und Gas / Spesa per la materia energia e gas',
  );
  const rows: [string, number][] = [
    [materia, a.materia],
    ['Netz und Zähler / Trasporto e gestione del contatore', a.rete],
    ['Systemkosten / Oneri di sistema', a.oneri],
    ['Verbrauchsteuern / Accise e addizionali', a.accise],
    [`MwSt. ${vat}% / IVA ${vat}%`, a.iva],
    ['Rückvergütung Mitglieder / Ristorno ai soci', a.credit],
  ];
  for (const [label, c] of rows) {
    p.text(46, y, label, { size: 7.5 });
    right(p, 334, y, eur(c), { size: 7.5 });
    p.line(40, y + 3.5, 340, y + 3.5, 0.85);
    y += 11.5;
  }
  p.text(46, y + 1, 'Gesamtbetrag / Totale bolletta', { size: 8.5, bold: true });
  right(p, 334, y + 1, `€ ${b.totale}`, { size: 8.5, bold: true });
  return y + 14;
}

/** The service desk beside the summary: two offices (addresses that are not the supply's), hours, phones. */
function venostaDesk(p: Page, top: number): number {
  let y = biHeading(p, 355, top, 200, ['Kundenschalter', 'Sportello']);
  const lines = [
    'Laas / Lasa, Hauptstraße 41 / Via Principale 41',
    'Schlanders / Silandro, Göflaner Straße 8 / Via Covelano 8',
    'Mo-Fr / lun-ven 8-12 Uhr / ore 8-12',
    `Tel. ${ETSCHQUELL.telefono} · info@etschquell.example`,
    'Störungsdienst / Guasti 24h: 800 237 489',
  ];
  for (const l of lines) y = para(p, 360, y, l, 190, { size: 7 }) + 1.5;
  return y;
}

/** The slip to tear off: a pagoPA notice, its code and a QR, the debtor and the amount. */
function venostaSlip(v: Venosta, p: Page, top: number) {
  const { b, r } = v;
  cutLine(p, top - 9, 'Hier abtrennen / Staccare qui');
  p.rect(40, top, 515, 98, null, 0.5);
  p.text(48, top + 15, 'Zahlungsaufforderung / Avviso di pagamento pagoPA', { size: 9, bold: true });
  const avviso = `3${b.codiceCliente.padStart(10, '0')}${r.digits(7)}`;
  const rows: [string, string][] = [
    ['Empfänger / Ente creditore', ETSCHQUELL.nome],
    ['Steuernr. / C.F. ente', ETSCHQUELL.partitaIva],
    ['Schuldner / Debitore', holderName(b.holder, 'COGNOME NOME')],
    ['Objekt / Oggetto', `Rechnung / Fattura ${b.numero}`],
    ['Kodex / Codice avviso', spaced(avviso, 4)],
    ['CBILL', `E${r.digits(4)}`],
  ];
  rows.forEach(([label, value], i) => {
    p.text(48, top + 30 + i * 10.5, label, { size: 7, grey: 0.35 });
    p.text(160, top + 30 + i * 10.5, value, { size: 8, bold: true });
  });
  p.text(385, top + 30, 'Betrag / Importo', { size: 7, grey: 0.35 });
  p.text(385, top + 45, `€ ${b.totale}`, { size: 12, bold: true });
  p.text(385, top + 62, 'Fällig am / Scadenza', { size: 7, grey: 0.35 });
  p.text(385, top + 74, '03/03/2026', { size: 9, bold: true });
  qr(p, 478, top + 12, 68, r);
}

/** The direct debit's notice in place of the slip: the account may be in another family member's name. */
function venostaSepa(v: Venosta, p: Page, top: number) {
  const { b, r } = v;
  const h = b.holder;
  const others = ['Josef', 'Anna', 'Franz', 'Maria', 'Luis', 'Rosa'].filter(
    (n) => h.tipo === 'PG' || n !== h.nome,
  );
  const owner =
    h.tipo === 'PF' && r.chance(0.35)
      ? upper(`${h.cognome} ${r.pick(others)}`)
      : holderName(h, 'COGNOME NOME');
  p.rect(40, top, 515, 92, 0.95, 0.5);
  p.text(48, top + 15, 'SEPA-Lastschrift / Addebito diretto SEPA', { size: 9, bold: true });
  const rows: [string, string][] = [
    ['Kontoinhaber / Intestatario conto', owner],
    ['IBAN', masked(iban(r, `08${r.digits(3)}`))],
    ['Bank / Banca', r.pick(['Raiffeisenkasse Oberland / Cassa Raiffeisen', 'Volksbank / Banca Popolare'])],
    ['Mandatsreferenz / Rif. mandato', `ETQ-${b.codiceCliente}-${r.digits(2)}`],
    ['Gläubiger-ID / ID creditore', `IT${r.digits(2)}ZZZ0000${ETSCHQUELL.partitaIva}`],
  ];
  rows.forEach(([label, value], i) => {
    p.text(48, top + 30 + i * 10.5, label, { size: 7, grey: 0.35 });
    p.text(180, top + 30 + i * 10.5, value, { size: 8, bold: true });
  });
  p.text(405, top + 30, 'Abbuchung am / Addebito il', { size: 7, grey: 0.35 });
  p.text(405, top + 42, '03/03/2026', { size: 9, bold: true });
  p.text(405, top + 57, 'Betrag / Importo', { size: 7, grey: 0.35 });
  p.text(405, top + 70, `€ ${b.totale}`, { size: 11, bold: true });
  p.text(48, top + 86, 'Bitte nicht einzahlen / Non pagare: importo addebitato sul conto indicato.', {
    size: 6.8,
    grey: 0.3,
  });
}

function venostaFooter(p: Page, page: number) {
  const s = ETSCHQUELL;
  p.line(40, 788, 555, 788, 0.4);
  p.text(40, 797, `${s.nome} - Cooperativa energetica Etschquell Soc. coop. - ${s.sede}`, { size: 6 });
  p.text(
    40,
    805,
    `Handelsregister Bozen / Registro imprese Bolzano - Genossenschaftsregister / Albo cooperative A1${s.partitaIva.slice(4, 9)} - MwSt.-Nr. / P.IVA ${s.partitaIva}`,
    { size: 6 },
  );
  p.text(40, 813, `Kundenservice / Servizio clienti ${s.telefono} - ${s.web} - PEC etschquell@pec.example`, {
    size: 6,
  });
  p.text(40, 821, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6,
    grey: 0.35,
  });
  right(p, 555, 821, `Seite / Pagina ${page}/2`, { size: 6 });
}

function venostaFront(v: Venosta): Page {
  const p = new Page('sans');
  const { b } = v;
  venostaHeader(v, p);
  venostaEnvelope(v, p);
  venostaAmount(v, p);
  const title = titleOf(
    b,
    'Stromrechnung / Bolletta energia elettrica',
    'Gasrechnung / Bolletta gas naturale',
    'Strom- und Gasrechnung / Bolletta luce e gas',
  );
  p.text(40, 194, title, { size: 12, bold: true });
  let y = biColumns(
    p,
    218,
    [['Vertragsinhaber', 'Intestatario'], venostaHolder(v)],
    [['Vertrag', 'Contratto'], venostaContract(v)],
  );
  if (b.luce) {
    const [l, r] = venostaLuce(v, b.luce);
    y = biColumns(
      p,
      y + 6,
      [['Strom', 'Energia elettrica'], l],
      [['Strom - Lieferung', 'Luce - fornitura'], r],
    );
  }
  if (b.gas) {
    const [l, r] = venostaGas(v, b.gas);
    y = biColumns(
      p,
      y + 6,
      [['Erdgas', 'Gas naturale'], l],
      [['Erdgas - Verbrauch', 'Gas - consumi e rete'], r],
    );
  }
  const top = y + 6;
  y = Math.max(venostaSummary(v, p, top), venostaDesk(p, top));
  // the slip stands at the foot of the page, where the perforation is
  if (v.sepa) venostaSepa(v, p, Math.max(y + 8, 690));
  else venostaSlip(v, p, Math.max(y + 16, 684));
  venostaFooter(p, 1);
  return p;
}

/** A table with a two-line header (German over Italian) and its rows; columns right-aligned when given. */
function venostaTable(p: Page, top: number, head: Bi[], rows: string[][], xs: number[], rightFrom: number) {
  const at = (i: number) => xs[i] ?? 0;
  p.line(40, top - 10, 555, top - 10, 0.5);
  head.forEach(([de, itl], i) => {
    const place =
      i >= rightFrom
        ? right
        : (q: Page, x: number, y: number, s: string, o: TextOptions) => q.text(x, y, s, o);
    place(p, at(i), top, de, { size: 7, bold: true });
    place(p, at(i), top + 8.5, itl, { size: 6.8, grey: 0.4 });
  });
  let y = top + 22;
  for (const row of rows) {
    row.forEach((t, i) =>
      i >= rightFrom ? right(p, at(i), y, t, { size: 7.8 }) : p.text(at(i), y, t, { size: 7.8 }),
    );
    p.line(40, y + 3.5, 555, y + 3.5, 0.85);
    y += 11.5;
  }
  return y + 10;
}

function venostaReadings(v: Venosta, p: Page, top: number): number {
  const { b } = v;
  let y = biHeading(p, 40, top, 515, ['Zählerstände', 'Letture del contatore']);
  const rows: string[][] = [];
  const kind = (i: number) => (i === 1 && v.r.chance(0.4) ? 'geschätzt / stimata' : 'abgelesen / rilevata');
  if (b.luce) {
    const reads = meterReads(b.luce.annuoKwh, LUCE_SHAPE, 10_000 + ((b.luce.annuoKwh * 7) % 30_000));
    reads.forEach((rd, i) =>
      rows.push([
        i ? '' : `Strom Nr. ${v.meterE}`,
        rd.date,
        kind(i),
        it(rd.index),
        i ? `${it(rd.used)} kWh` : '',
      ]),
    );
  }
  if (b.gas) {
    const reads = meterReads(b.gas.annuoSmc, GAS_SHAPE, 2_000 + ((b.gas.annuoSmc * 3) % 9_000), 0.9137);
    reads.forEach((rd, i) =>
      rows.push([
        i ? '' : `Gas Nr. ${v.meterG}`,
        rd.date,
        kind(i),
        `${it(rd.index)} m³`,
        i ? `${it(rd.used)} Smc` : '',
      ]),
    );
  }
  const head: Bi[] = [
    ['Zähler', 'Contatore'],
    ['Ablesedatum', 'Data lettura'],
    ['Art', 'Tipo'],
    ['Zählerstand', 'Lettura'],
    ['Verbrauch', 'Consumo'],
  ];
  y = venostaTable(p, y + 4, head, rows, [46, 170, 260, 440, 543], 3);
  return y;
}

const MONATE: Bi[] = [
  ['Feb', 'feb'],
  ['Mär', 'mar'],
  ['Apr', 'apr'],
  ['Mai', 'mag'],
  ['Jun', 'giu'],
  ['Jul', 'lug'],
  ['Aug', 'ago'],
  ['Sep', 'set'],
  ['Okt', 'ott'],
  ['Nov', 'nov'],
  ['Dez', 'dic'],
  ['Jän', 'gen'],
];

/** The last twelve months, a column a month, a row a supply. */
function venostaHistory(v: Venosta, p: Page, top: number): number {
  const { b } = v;
  const y = biHeading(p, 40, top, 515, ['Verbrauch der letzten 12 Monate', 'Consumi degli ultimi 12 mesi']);
  const rows: string[][] = [];
  if (b.luce) rows.push(['Strom / Luce kWh', ...monthly(b.luce.annuoKwh, LUCE_SHAPE).map((n) => it(n))]);
  if (b.gas) rows.push(['Gas Smc', ...monthly(b.gas.annuoSmc, GAS_SHAPE).map((n) => it(n))]);
  const xs = [46, ...MONATE.map((_, i) => 160 + i * 32.4)];
  return venostaTable(p, y + 4, [['', ''], ...MONATE], rows, xs, 1);
}

/** The energy mix the law asks for (electricity only): the cooperative's hydro against the country's. */
function venostaMix(v: Venosta, p: Page, top: number): number {
  if (!v.b.luce) return top;
  const y = biHeading(p, 40, top, 515, ['Energiemix', 'Composizione del mix energetico']);
  const rows = [
    ['Erneuerbare Quellen / Fonti rinnovabili', '97,8 %', '44,1 %'],
    ['Erdgas / Gas naturale', '1,6 %', '41,9 %'],
    ['Kohle / Carbone', '0,2 %', '4,3 %'],
    ['Erdölprodukte / Prodotti petroliferi', '0,1 %', '1,1 %'],
    ['Kernkraft / Nucleare', '0,1 %', '3,4 %'],
    ['Andere Quellen / Altre fonti', '0,2 %', '5,2 %'],
  ];
  const head: Bi[] = [
    ['Quelle', 'Fonte'],
    ['Etschquell 2024', 'Cooperativa 2024'],
    ['Italien 2024', 'Italia 2024'],
  ];
  return venostaTable(p, y + 4, head, rows, [46, 420, 540], 1);
}

function venostaNotes(v: Venosta, p: Page, top: number): number {
  const { r } = v;
  let y = biHeading(p, 40, top, 515, ['Mitteilungen', 'Comunicazioni']);
  const meeting = r.pick(['24/04/2026', '08/05/2026']);
  const de = [
    `Mitgliederversammlung am ${meeting} um 20 Uhr im Vereinshaus Laas, Kirchplatz 3, 39023 Laas. ` +
      'Die Rückvergütung an die Mitglieder für 2025 ist in dieser Rechnung verrechnet.',
    'Beschwerden richten Sie schriftlich an unsere Adresse oder an beschwerden@etschquell.example. Bleibt ' +
      'die Beschwerde ungelöst, können Sie kostenlos den Schlichtungsdienst der ARERA anrufen. Den ' +
      'Sozialbonus erhalten Sie automatisch mit gültiger ISEE-Erklärung.',
    'Bei Stromausfall oder Gasgeruch wenden Sie sich an den Störungsdienst des Verteilers (rund um die Uhr).',
  ];
  const itl = [
    `Assemblea dei soci il ${meeting} alle ore 20 presso la Casa sociale di Lasa, Piazza Chiesa 3, 39023 ` +
      'Lasa. Il ristorno ai soci per il 2025 è accreditato in questa bolletta.',
    'I reclami vanno inviati per iscritto al nostro indirizzo o a reclami@etschquell.example. Se il ' +
      'reclamo non è risolto può rivolgersi gratuitamente al Servizio Conciliazione di ARERA. Il bonus ' +
      'sociale è riconosciuto in automatico con ISEE valido.',
    'In caso di guasto o di odore di gas chiami il pronto intervento del distributore (24 ore su 24).',
  ];
  for (const t of de) y = para(p, 46, y, t, 505, { size: 7.5 }) + 3;
  y += 4;
  for (const t of itl) y = para(p, 46, y, t, 505, { size: 7.5, grey: 0.3 }) + 3;
  return y;
}

function venostaBack(v: Venosta): Page {
  const p = new Page('sans');
  const { b } = v;
  p.text(40, 44, 'ETSCHQUELL', { size: 13, bold: true });
  p.text(320, 38, `Rechnung Nr. / Fattura n. ${b.numero} vom / del 09/02/2026`, { size: 7.5 });
  p.text(320, 49, `Kundennummer / Codice cliente ${b.codiceCliente}`, { size: 7.5, grey: 0.4 });
  p.line(40, 56, 555, 56, 0.4);
  let y = venostaReadings(v, p, 80);
  y = venostaHistory(v, p, y + 6);
  y = venostaMix(v, p, y + 6);
  venostaNotes(v, p, y + 6);
  venostaFooter(p, 2);
  return p;
}

export const venosta: Layout = {
  key: 'venosta',
  supplier: ETSCHQUELL,
  traits:
    'South Tyrol cooperative, German first: each label German (bold) over Italian (grey), value beside, ' +
    'two columns of rows; envelope on the left; summary beside the service desk; pagoPA slip with QR or ' +
    'SEPA notice at the foot; readings, months and energy mix on the back; COGNOME NOME',
  draw(b) {
    const r = rndOf(b, 3);
    const v: Venosta = {
      b,
      r,
      socio: `${r.int(1, 4)}.${r.digits(3)}`,
      vertrag: `V-${r.digits(6)}`,
      sepa: r.chance(0.45),
      ristorno: Math.min(1800, Math.round(centsOf(b.totale) * 0.04)),
      meterE: `${r.pick(['E', 'EL'])}${r.digits(8)}`,
      meterG: `${r.pick(['G4', 'G6'])}-${r.digits(7)}`,
    };
    return [venostaFront(v), venostaBack(v)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Pusteria: a Pustertal municipal utility, Italian first and German beside it. Every table row is the
// Italian label, the value and the German label side by side (the value in the middle, amounts flush
// right); the amount box and the notes are two parallel halves, Italian left and German right. Page 1
// holds the document, the holder, the supply points and the summary; page 2 the technical data, readings,
// payment and the legal notes: power, voltage, consumption, REMI and gas category are only there.

const RIENZFELD = supplier(
  'RIENZFELD',
  'Servizi Municipali Rienzfeld S.p.A.',
  '0305961287',
  'Via Centrale 7 / Zentralstraße 7, 39031 Brunico / Bruneck (BZ)',
  '0474 555 100',
);

/** A row of the parallel table: the Italian label, the value, the German label. */
type Tri = [itLabel: string, value: string | string[], deLabel: string];
type Pusteria = {
  b: Bill;
  r: Rnd;
  order: NameOrder;
  contratto: string;
  sepa: boolean;
  meterE: string;
  meterG: string;
};

const PUSTERIA_CAT: Record<string, string> = {
  C1: 'Heizung',
  C2: 'Kochen und Warmwasser',
  C3: 'Heizung, Kochen und Warmwasser',
  C4: 'Klimatisierung',
  T1: 'technologische Nutzung',
  T2: 'technologische Nutzung und Heizung',
};

function pusteriaHeader(c: Pusteria, p: Page, page: number) {
  p.text(40, 40, 'Servizi Municipali Rienzfeld', { size: 15, bold: true });
  p.text(40, 56, 'Stadtwerke Rienzfeld', { size: 15, bold: true, grey: 0.4 });
  p.text(40, 69, 'Energia · Acqua · Teleriscaldamento  |  Energie · Wasser · Fernwärme', {
    size: 7.5,
    grey: 0.35,
  });
  right(p, 545, 40, `Pagina ${page} di 2 | Seite ${page} von 2`, { size: 7.5 });
  right(p, 545, 52, `Bolletta | Rechnung ${c.b.numero}`, { size: 7.5, grey: 0.35 });
  p.line(40, 78, 555, 78, 0.3);
}

/** The parallel table under its two-language strip; returns the y under it. */
function triTable(p: Page, top: number, [itTitle, deTitle]: Bi, rows: Tri[], amounts = false): number {
  p.rect(40, top, 515, 16, 0.86, null);
  p.text(46, top + 11.5, itTitle, { size: 9, bold: true });
  p.text(404, top + 11.5, deTitle, { size: 9, bold: true });
  let y = top + 29;
  for (const [l, value, d] of rows) {
    const ls = wrap(l, 158, 8.5, 'serif');
    const vs = wrap(value, 172, 9, 'serif', true);
    const ds = wrap(d, 146, 8.5, 'serif');
    ls.forEach((t, i) => p.text(46, y + i * 11, t, { size: 8.5 }));
    vs.forEach((t, i) =>
      amounts
        ? right(p, 372, y + i * 11, t, { size: 9, bold: true })
        : p.text(216, y + i * 11, t, { size: 9, bold: true }),
    );
    ds.forEach((t, i) => p.text(404, y + i * 11, t, { size: 8.5, grey: 0.35 }));
    const bottom = y + (Math.max(ls.length, vs.length, ds.length) - 1) * 11 + 4.5;
    p.line(40, bottom, 555, bottom, 0.8);
    y = bottom + 11.5;
  }
  p.line(210, top + 16, 210, y - 11.5, 0.8);
  p.line(398, top + 16, 398, y - 11.5, 0.8);
  return y + 4;
}

/** Two parallel columns of text, Italian on the left and German on the right; returns the y under them. */
function parallel(p: Page, top: number, [itTitle, deTitle]: Bi, itText: string[], deText: string[]): number {
  p.text(40, top, itTitle, { size: 9.5, bold: true });
  p.text(310, top, deTitle, { size: 9.5, bold: true });
  p.line(297.5, top - 8, 297.5, top + 6, 0.7);
  let yl = top + 14;
  let yr = top + 14;
  for (const t of itText) yl = para(p, 40, yl, t, 245, { size: 7.5 }) + 3;
  for (const t of deText) yr = para(p, 310, yr, t, 245, { size: 7.5, grey: 0.3 }) + 3;
  const y = Math.max(yl, yr);
  p.line(297.5, top + 6, 297.5, y - 8, 0.7);
  return y + 4;
}

function pusteriaTitle(c: Pusteria, p: Page) {
  const { b } = c;
  const a = b.recapito;
  p.text(40, 104, titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas naturale', 'Bolletta luce e gas'), {
    size: 12,
    bold: true,
  });
  p.text(40, 119, titleOf(b, 'Stromrechnung', 'Erdgasrechnung', 'Strom- und Gasrechnung'), {
    size: 12,
    bold: true,
    grey: 0.4,
  });
  p.text(40, 136, 'Mercato libero | Freier Markt', { size: 8 });
  p.text(40, 148, 'Dati tecnici e letture: pagina 2', { size: 7.5, grey: 0.35 });
  p.text(40, 158, 'Technische Daten und Zählerstände: Seite 2', { size: 7.5, grey: 0.35 });
  p.text(330, 100, 'Spett.le | An', { size: 7, grey: 0.4 });
  let y = 113;
  for (const l of wrap(holderName(b.holder, c.order), 220, 10, 'serif')) {
    p.text(330, y, l, { size: 10 });
    y += 12.5;
  }
  p.text(330, y, `${a.toponimo} ${a.via}, ${a.civico}`, { size: 10 });
  p.text(330, y + 12.5, `${a.cap} ${a.comune} (${a.provincia})`, { size: 10 });
}

function pusteriaDocument(c: Pusteria, p: Page, top: number): number {
  const { b } = c;
  return triTable(
    p,
    top,
    ['Dati del documento', 'Dokumentdaten'],
    [
      ['Bolletta n.', b.numero, 'Rechnung Nr.'],
      ['Data di emissione', '10/02/2026', 'Ausstellungsdatum'],
      ['Periodo di fatturazione', '01/12/2025 - 31/01/2026', 'Abrechnungszeitraum'],
      ['Codice cliente', b.codiceCliente, 'Kundennummer'],
      ['Numero contratto', c.contratto, 'Vertragsnummer'],
    ],
  );
}

/** The amount twice, Italian half and German half, as the parallel text of the page. */
function pusteriaAmount(c: Pusteria, p: Page, top: number): number {
  const { b } = c;
  p.rect(40, top, 515, 46, 0.92, null);
  p.line(297.5, top + 6, 297.5, top + 40, 0.6);
  p.text(50, top + 15, 'Totale da pagare', { size: 8.5 });
  p.text(50, top + 36, `€ ${b.totale}`, { size: 16, bold: true });
  p.text(175, top + 36, 'entro il 02/03/2026', { size: 8.5 });
  p.text(310, top + 15, 'Zu zahlender Betrag', { size: 8.5, grey: 0.35 });
  p.text(310, top + 36, `€ ${b.totale}`, { size: 16, bold: true, grey: 0.35 });
  p.text(435, top + 36, 'bis zum 02/03/2026', { size: 8.5, grey: 0.35 });
  return top + 60;
}

function pusteriaClient(c: Pusteria, p: Page, top: number): number {
  const { b } = c;
  const h = b.holder;
  const rows: Tri[] =
    h.tipo === 'PF'
      ? [
          ['Intestatario', holderName(h, c.order), 'Vertragsinhaber'],
          ['Codice fiscale', h.codiceFiscale, 'Steuernummer'],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale, 'Firmenbezeichnung'],
          ['Partita IVA', h.partitaIva, 'MwSt.-Nummer'],
          ['Codice fiscale', h.codiceFiscale, 'Steuernummer'],
        ];
  rows.push(['Luogo di fornitura', parts(b.fornitura), 'Lieferort']);
  if (!sameAddress(b.recapito, b.fornitura))
    rows.push(['Recapito della bolletta', parts(b.recapito), 'Rechnungsanschrift']);
  return triTable(p, top, ['Dati del cliente', 'Kundendaten'], rows);
}

function pusteriaPoints(c: Pusteria, p: Page, top: number): number {
  const { b } = c;
  const rows: Tri[] = [];
  if (b.luce) {
    rows.push(['Punto di prelievo (POD)', b.luce.pod, 'Zählpunkt (POD)']);
    rows.push(['Offerta luce', 'Rienz Strom Fix 24', 'Stromangebot']);
  }
  if (b.gas) {
    rows.push(['Punto di riconsegna (PDR)', b.gas.pdr, 'Übergabepunkt (PDR)']);
    rows.push(['Offerta gas', 'Rienz Gas Fix 24', 'Gasangebot']);
  }
  return triTable(p, top, ['Le sue forniture', 'Ihre Lieferstellen'], rows);
}

/** The TV licence a domestic electricity bill collects (two months of 9 euros). */
const canone = (b: Bill) => (b.luce && b.holder.tipo === 'PF' ? 1800 : 0);

function pusteriaSummary(c: Pusteria, p: Page, top: number): number {
  const { b } = c;
  const tv = canone(b);
  const a = amountsOf(centsOf(b.totale) - tv, 0, b.holder.tipo === 'PG' ? 0.22 : 0.1);
  const rows: Tri[] = [
    ['Spesa per la materia energia', eur(a.materia), 'Energiekosten'],
    ['Spesa per il trasporto e la gestione del contatore', eur(a.rete), 'Netzentgelte und Zählerdienst'],
    ['Spesa per oneri di sistema', eur(a.oneri), 'Systemkosten'],
    ['Imposte (accise e IVA)', eur(a.accise + a.iva), 'Steuern (Verbrauchsteuer, MwSt.)'],
  ];
  if (tv) rows.push(['Canone di abbonamento alla televisione', eur(tv), 'Rundfunkgebühr']);
  rows.push(['Totale bolletta', `€ ${b.totale}`, 'Rechnungsbetrag']);
  return triTable(p, top, ['Sintesi degli importi', 'Beträge im Überblick'], rows, true);
}

/** The news in parallel halves under the summary, drawn only when the page has room for them. */
function pusteriaNews(c: Pusteria, p: Page, top: number) {
  const news: Bi[] = [
    [
      'Autolettura: comunichi la lettura del contatore dal 25 al 28 di ogni mese al numero 0474 555 100 o ' +
        "nell'area clienti: la bolletta sarà calcolata sui consumi reali.",
      'Selbstablesung: teilen Sie den Zählerstand vom 25. bis 28. jedes Monats unter 0474 555 100 oder im ' +
        'Kundenbereich mit: die Rechnung beruht dann auf dem tatsächlichen Verbrauch.',
    ],
    [
      'Dal 1° aprile 2026 lo sportello di Brunico, Piazza Municipio 1, è aperto anche il giovedì ' +
        'pomeriggio dalle 14 alle 17.',
      'Ab 1. April 2026 ist der Schalter in Bruneck, Rathausplatz 1, auch am Donnerstagnachmittag von 14 ' +
        'bis 17 Uhr geöffnet.',
    ],
  ];
  const [itText, deText] = c.r.pick(news);
  const trial = new Page('serif');
  if (parallel(trial, top, ['Comunicazioni', 'Mitteilungen'], [itText], [deText]) <= 780)
    p.ops.push(...trial.ops);
}

function pusteriaFooter(p: Page) {
  const s = RIENZFELD;
  p.line(40, 788, 555, 788, 0.4);
  p.text(40, 797, `${s.nome} | Stadtwerke Rienzfeld AG - ${s.sede}`, { size: 6.5 });
  p.text(
    40,
    805.5,
    `Codice fiscale e Partita IVA | Steuer- und MwSt.-Nummer ${s.partitaIva} - REA | WEA BZ-${s.partitaIva.slice(2, 8)}`,
    { size: 6.5 },
  );
  p.text(40, 814, `Servizio clienti | Kundendienst ${s.telefono} - ${s.web} - info@rienzfeld.example`, {
    size: 6.5,
  });
  p.text(40, 822.5, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.35,
  });
}

function pusteriaPage1(c: Pusteria): Page {
  const p = new Page('serif');
  pusteriaHeader(c, p, 1);
  pusteriaTitle(c, p);
  let y = pusteriaDocument(c, p, 170);
  y = pusteriaAmount(c, p, y + 2);
  y = pusteriaClient(c, p, y);
  y = pusteriaPoints(c, p, y);
  pusteriaNews(c, p, pusteriaSummary(c, p, y) + 10);
  pusteriaFooter(p);
  return p;
}

function pusteriaLuce(c: Pusteria, p: Page, l: Luce, top: number): number {
  const { b, r } = c;
  const three = l.tensioneV > 300;
  const rows: Tri[] = [
    ['Punto di prelievo (POD)', l.pod, 'Zählpunkt (POD)'],
    ['Potenza impegnata', `${it(l.potenzaKw, 1)} kW`, 'Vertragsleistung'],
    ['Potenza disponibile', `${it(l.disponibileKw, 1)} kW`, 'Verfügbare Leistung'],
    [
      'Tensione di alimentazione',
      `${l.tensioneV} V ${three ? 'trifase' : 'monofase'}`,
      'Versorgungsspannung',
    ],
    ['Consumo annuo', `${it(l.annuoKwh)} kWh`, 'Jahresverbrauch'],
    [
      'Tipologia di utenza',
      b.holder.tipo === 'PG' ? 'BT altri usi' : r.pick(['Domestico residente', 'Domestico non residente']),
      'Kundentyp',
    ],
    ['Matricola contatore', c.meterE, 'Zählernummer'],
    ['Distributore', 'Rienzfeld Netze | Reti S.r.l.', 'Verteilernetzbetreiber'],
  ];
  const y = triTable(p, top, ['Energia elettrica', 'Strom'], rows);
  const reads = meterReads(l.annuoKwh, LUCE_SHAPE, 20_000 + ((l.annuoKwh * 11) % 40_000));
  const bands = (n: number) => {
    const f1 = Math.round(n * 0.36);
    const f2 = Math.round(n * 0.31);
    return [f1, f2, n - f1 - f2].map((x) => it(x));
  };
  return readingTable(
    p,
    y,
    [
      ['Data lettura', 'Ablesedatum'],
      ['Tipo', 'Art'],
      ['Lettura F1', 'Stand F1'],
      ['Lettura F2', 'Stand F2'],
      ['Lettura F3', 'Stand F3'],
      ['Consumo kWh', 'Verbrauch kWh'],
    ],
    reads.map((rd, i) => [
      rd.date,
      i === 1 ? 'stimata | geschätzt' : 'reale | abgelesen',
      ...bands(rd.index),
      i ? it(rd.used) : '-',
    ]),
    [46, 120, 300, 370, 440, 543],
  );
}

function pusteriaGas(c: Pusteria, p: Page, g: Gas, top: number): number {
  const { r } = c;
  const rows: Tri[] = [
    ['Punto di riconsegna (PDR)', g.pdr, 'Übergabepunkt (PDR)'],
    ['Codice REMI', g.remi, 'REMI-Code'],
    ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, PUSTERIA_CAT[g.categoria] ?? ''],
    ['Consumo annuo', `${it(g.annuoSmc)} Smc`, 'Jahresverbrauch'],
    ['Classe del misuratore', r.pick(['G4', 'G6', 'G10']), 'Zählerklasse'],
    ['Coefficiente C', '0,8921', 'Umrechnungsfaktor C'],
    ['Matricola contatore', c.meterG, 'Zählernummer'],
  ];
  const y = triTable(p, top, ['Gas naturale', 'Erdgas'], rows);
  const reads = meterReads(g.annuoSmc, GAS_SHAPE, 4_000 + ((g.annuoSmc * 5) % 8_000), 0.8921);
  return readingTable(
    p,
    y,
    [
      ['Data lettura', 'Ablesedatum'],
      ['Tipo', 'Art'],
      ['Lettura (mc)', 'Stand (m³)'],
      ['Consumo (Smc)', 'Verbrauch (Smc)'],
    ],
    reads.map((rd, i) => [
      rd.date,
      i === 1 ? 'autolettura | Selbstablesung' : 'reale | abgelesen',
      it(rd.index),
      i ? it(rd.used) : '-',
    ]),
    [46, 120, 370, 543],
  );
}

/** Readings under a two-line header (Italian over German), the numbers flush right from the third column. */
function readingTable(p: Page, top: number, head: Bi[], rows: string[][], xs: number[]): number {
  const at = (i: number) => xs[i] ?? 0;
  const place = (i: number, y: number, s: string, o: TextOptions) =>
    i >= 2 ? right(p, at(i), y, s, o) : p.text(at(i), y, s, o);
  head.forEach(([itl, de], i) => {
    place(i, top, itl, { size: 7.5, bold: true });
    place(i, top + 9, de, { size: 7, grey: 0.4 });
  });
  p.line(40, top + 13, 555, top + 13, 0.6);
  let y = top + 24;
  for (const row of rows) {
    row.forEach((t, i) => place(i, y, t, { size: 8 }));
    y += 11;
  }
  return y + 10;
}

function pusteriaPayment(c: Pusteria, p: Page, top: number): number {
  const { b, r } = c;
  const account = iban(r, '08035');
  const itText = c.sepa
    ? [`Addebito diretto SEPA sul conto ${masked(iban(r))} alla scadenza del 02/03/2026.`]
    : [
        `Bonifico su IBAN ${spaced(account, 4)} intestato a ${RIENZFELD.nome}, causale: bolletta ${b.numero}.`,
        'Oppure pagoPA presso banche, uffici postali, tabaccherie e app.',
      ];
  const deText = c.sepa
    ? ['SEPA-Lastschrift vom angegebenen Konto am Fälligkeitstag 02/03/2026.']
    : [
        `Überweisung auf IBAN ${spaced(account, 4)} zugunsten Stadtwerke Rienzfeld AG, Zahlungsgrund: Rechnung ${b.numero}.`,
        'Oder pagoPA bei Banken, Postämtern, Tabaktrafiken und per App.',
      ];
  return parallel(p, top, ['Modalità di pagamento', 'Zahlungsmodalitäten'], itText, deText);
}

function pusteriaLegal(p: Page, top: number): number {
  const itText = [
    'Reclami: per iscritto a Servizi Municipali Rienzfeld, Via Centrale 7, 39031 Brunico (BZ) o a ' +
      'reclami@rienzfeld.example. Se la risposta non la soddisfa può rivolgersi al Servizio Conciliazione ' +
      'di ARERA. Bonus sociale: riconosciuto in automatico con ISEE in corso di validità.',
    'Pronto intervento guasti e dispersioni gas: 800 835 000, 24 ore su 24. Sportello: Piazza Municipio 1, ' +
      '39031 Brunico, lun-ven 8.30-12.30.',
  ];
  const deText = [
    'Beschwerden: schriftlich an die Stadtwerke Rienzfeld, Zentralstraße 7, 39031 Bruneck (BZ) oder an ' +
      'reclami@rienzfeld.example. Sind Sie mit der Antwort nicht zufrieden, können Sie sich an den ' +
      'Schlichtungsdienst der ARERA wenden. Sozialbonus: automatisch mit gültiger ISEE-Erklärung.',
    'Bereitschaftsdienst bei Störungen und Gasaustritt: 800 835 000, rund um die Uhr. Schalter: ' +
      'Rathausplatz 1, 39031 Bruneck, Mo-Fr 8.30-12.30 Uhr.',
  ];
  return parallel(p, top, ['Informazioni', 'Hinweise'], itText, deText);
}

function pusteriaPage2(c: Pusteria): Page {
  const p = new Page('serif');
  const { b } = c;
  pusteriaHeader(c, p, 2);
  p.text(40, 100, 'Dettaglio tecnico della fornitura', { size: 11, bold: true });
  p.text(310, 100, 'Technische Details der Lieferung', { size: 11, bold: true, grey: 0.4 });
  let y = 112;
  if (b.luce) y = pusteriaLuce(c, p, b.luce, y);
  if (b.gas) y = pusteriaGas(c, p, b.gas, y);
  y = pusteriaPayment(c, p, y + 8);
  pusteriaLegal(p, y + 6);
  pusteriaFooter(p);
  return p;
}

export const pusteria: Layout = {
  key: 'pusteria',
  supplier: RIENZFELD,
  traits:
    'South Tyrol municipal utility, Italian first, serif: every row Italian label | value | German label ' +
    'side by side, amounts flush right in the middle column, amount box and notes as parallel halves; ' +
    'power, voltage, consumption, REMI and category only on page 2; power as "3,0 kW"',
  page2: [
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'codiceRemi',
    'categoriaUsoGas',
    'consumoAnnuoSmc',
  ],
  draw(b) {
    const r = rndOf(b, 5);
    const c: Pusteria = {
      b,
      r,
      order: r.pick(['Cognome Nome', 'Nome Cognome'] as const),
      contratto: `${r.pick(['EE', 'GN', 'SM'])}/${r.digits(7)}`,
      sepa: r.chance(0.5),
      meterE: `${r.digits(2)}${r.pick(['A', 'L'])}${r.digits(7)}`,
      meterG: `${r.pick(['PMG', 'GSM'])}${r.digits(8)}`,
    };
    return [pusteriaPage1(c), pusteriaPage2(c)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valdaosta: a Valle d'Aosta supplier, French first. Page 1: a grey band, document data in small boxes,
// the amount on a dark strip, the holder in boxes with the label (French / Italian) above the value and
// the supply address on one line, each supply as a table with the headers over one row of values (the
// gas category a bare code with its meaning underneath), and Bolletta 2.0's summary with a column per
// supply. Page 2: readings, a bar chart of the months, the detail of the amounts, notes in French then
// Italian and the offices. Page 3: the pagoPA notice with its banks' part and its postal slip.

const GRIVOLA = supplier(
  'GRIVOLA',
  'Grivola Energia S.p.A.',
  '0266051479',
  'Avenue du Conseil des Commis 25, 11100 Aosta (AO)',
  '800 116 624',
);

type Valdaosta = {
  b: Bill;
  r: Rnd;
  contrat: string;
  avviso: string;
  conto: string;
  meterE: string;
  meterG: string;
  /** the total of each supply, electricity first */
  shares: number[];
};

const VDA_CAT: Record<string, string> = {
  C1: 'chauffage / riscaldamento',
  C2: 'cuisson et eau chaude / cottura cibi e acqua calda sanitaria',
  C3: 'chauffage, cuisson et eau chaude / riscaldamento, cottura cibi e acqua calda',
  C4: 'climatisation / condizionamento',
  T1: 'usage technologique / uso tecnologico',
  T2: 'usage technologique et chauffage / uso tecnologico e riscaldamento',
};

/** A box with its label (French / Italian) above the value; returns its height. */
function labelBox(p: Page, x: number, y: number, w: number, [fr, itl]: Bi, value: string | string[], h = 0) {
  const lines = wrap(value, w - 12, 9, 'sans', true);
  const height = Math.max(h, 18 + lines.length * 11);
  p.rect(x, y, w, height, null, 0.6);
  p.text(x + 6, y + 10, `${fr} / ${itl}`, { size: 6.5, grey: 0.4 });
  lines.forEach((l, i) => p.text(x + 6, y + 22 + i * 11, l, { size: 9, bold: true }));
  return height;
}

/** Boxes two to a row (a wide one alone); returns the y under them. */
function boxRows(p: Page, top: number, rows: [Bi, string | string[]][][]): number {
  let y = top;
  for (const row of rows) {
    const w = row.length === 1 ? 515 : 255;
    const heights = row.map(([, value]) => wrap(value, w - 12, 9, 'sans', true).length * 11 + 18);
    const h = Math.max(...heights);
    row.forEach(([label, value], i) => labelBox(p, 40 + i * 260, y, w, label, value, h));
    y += h + 5;
  }
  return y;
}

function vdaSection(p: Page, y: number, [fr, itl]: Bi): number {
  p.text(40, y, fr, { size: 10, bold: true });
  p.text(46 + roomOf(fr, 10, 'sans', true), y, `/ ${itl}`, { size: 10, grey: 0.4 });
  p.line(40, y + 4, 555, y + 4, 0.3);
  return y + 12;
}

function vdaHeader(c: Valdaosta, p: Page) {
  const { b } = c;
  p.rect(0, 0, W, 72, 0.9, null);
  p.text(40, 42, 'Grivola', { size: 26, bold: true });
  p.text(40, 58, "Énergie · Energia - l'énergie de la Vallée", { size: 8.5, grey: 0.3 });
  right(p, 545, 32, 'FACTURE · FATTURA', { size: 13, bold: true });
  right(p, 545, 46, `n° / n. ${b.numero}`, { size: 9 });
  right(p, 545, 58, 'du / del 06/02/2026', { size: 8.5, grey: 0.3 });
}

function vdaDocument(c: Valdaosta, p: Page) {
  const { b } = c;
  labelBox(p, 40, 86, 140, ['Émise le', 'Emessa il'], '06/02/2026', 32);
  labelBox(p, 185, 86, 140, ['Période', 'Periodo'], '01/12/25 - 31/01/26', 32);
  labelBox(p, 40, 122, 140, ['Code client', 'Codice cliente'], b.codiceCliente, 32);
  labelBox(p, 185, 122, 140, ['Contrat n°', 'Contratto n.'], c.contrat, 32);
}

function vdaEnvelope(c: Valdaosta, p: Page) {
  const a = c.b.recapito;
  p.text(350, 94, 'Destinataire / Destinatario', { size: 7, grey: 0.45 });
  let y = 108;
  for (const l of wrap(upper(holderName(c.b.holder, 'COGNOME Nome')), 200, 9.5, 'sans')) {
    p.text(350, y, l, { size: 9.5 });
    y += 12;
  }
  p.text(350, y, `${a.toponimo} ${a.via} ${a.civico}`, { size: 9.5 });
  p.text(350, y + 12, `${a.cap} ${a.comune} ${a.provincia}`, { size: 9.5 });
}

function vdaAmount(c: Valdaosta, p: Page) {
  const { b } = c;
  p.rect(40, 166, 515, 46, 0.25, null);
  const white = { grey: 1 };
  p.text(50, 180, 'Montant à payer / Importo da pagare', { size: 7.5, grey: 0.85 });
  p.text(50, 202, `€ ${b.totale}`, { size: 17, bold: true, ...white });
  p.text(235, 180, 'Échéance / Scadenza', { size: 7.5, grey: 0.85 });
  p.text(235, 200, '02/03/2026', { size: 12, bold: true, ...white });
  p.text(375, 180, 'Paiement / Pagamento', { size: 7.5, grey: 0.85 });
  p.text(375, 193, 'Avis pagoPA / Avviso pagoPA', { size: 8.5, bold: true, ...white });
  p.text(375, 204, 'page 3 / pagina 3', { size: 7.5, ...white });
}

function vdaHolder(c: Valdaosta, p: Page, top: number): number {
  const { b, r } = c;
  const h = b.holder;
  const f = b.fornitura;
  const y = vdaSection(p, top, ['Titulaire du contrat', 'Intestatario del contratto']);
  const rows: [Bi, string | string[]][][] =
    h.tipo === 'PF'
      ? [
          [
            [['Titulaire', 'Intestatario'], holderName(h, 'COGNOME Nome')],
            [['Code fiscal', 'Codice fiscale'], h.codiceFiscale],
          ],
        ]
      : [
          [[['Raison sociale', 'Ragione sociale'], h.ragioneSociale]],
          [
            [['Numéro de TVA', 'Partita IVA'], h.partitaIva],
            [['Code fiscal', 'Codice fiscale'], h.codiceFiscale],
          ],
        ];
  rows.push([
    [
      ['Adresse de fourniture', 'Indirizzo di fornitura'],
      `${street(f)}, ${f.cap} ${f.comune} (${f.provincia})`,
    ],
  ]);
  rows.push([
    [
      ['Type de client', 'Tipologia cliente'],
      h.tipo === 'PG' ? 'Autres usages / Altri usi' : 'Domestique résident / Domestico residente',
    ],
    [['Offre', 'Offerta'], r.pick(['Grivola Verte Fixe 12', 'Grivola Montagne Indexée'])],
  ]);
  return boxRows(p, y + 4, rows);
}

/** A table with two-line headers (French over Italian) over one row of values. */
function across(p: Page, top: number, cols: [Bi, string][], xs: number[]): number {
  p.rect(40, top, 515, 25, 0.9, null);
  cols.forEach(([[fr, itl], value], i) => {
    const x = xs[i] ?? 0;
    p.text(x, top + 10, fr, { size: 6.8, bold: true });
    p.text(x, top + 19.5, itl, { size: 6.8, grey: 0.35 });
    p.text(x, top + 39, value, { size: 9, bold: true });
  });
  p.line(40, top + 45, 555, top + 45, 0.6);
  return top + 57;
}

const VDA_XS = [46, 152, 252, 348, 440];

function vdaLuce(c: Valdaosta, p: Page, l: Luce, top: number): number {
  const { r } = c;
  const y = vdaSection(p, top, ['Électricité', 'Energia elettrica']);
  const y2 = across(
    p,
    y + 2,
    [
      [['Point de livraison', 'Punto di prelievo (POD)'], l.pod],
      [['Puissance engagée', 'Potenza impegnata'], `${kw(l.potenzaKw)} kW`],
      [['Puissance disponible', 'Potenza disponibile'], `${kw(l.disponibileKw)} kW`],
      [['Tension', 'Tensione'], `${l.tensioneV} V`],
      [['Consommation annuelle', 'Consumo annuo'], `${it(l.annuoKwh)} kWh`],
    ],
    VDA_XS,
  );
  const dist = r.pick(['Réseau Électrique Valdôtain S.p.A.', 'Rete Elettrica Alpina S.r.l.']);
  const phase = l.tensioneV > 300 ? 'triphasé / trifase' : 'monophasé / monofase';
  const note = `Compteur / Contatore n. ${c.meterE} - ${phase} - Distributeur / Distributore: ${dist}`;
  return para(p, 46, y2 - 3, note, 505, { size: 7, grey: 0.35 }) + 6;
}

function vdaGas(c: Valdaosta, p: Page, g: Gas, top: number): number {
  const { r } = c;
  const y = vdaSection(p, top, ['Gaz naturel', 'Gas naturale']);
  const y2 = across(
    p,
    y + 2,
    [
      [['Point de remise', 'Punto di riconsegna (PDR)'], g.pdr],
      [['Code REMI', 'Codice REMI'], g.remi],
      [["Catégorie d'usage", "Categoria d'uso"], g.categoria],
      [['Classe du compteur', 'Classe contatore'], r.pick(['G4', 'G6'])],
      [['Consommation annuelle', 'Consumo annuo'], `${it(g.annuoSmc)} Sm³`],
    ],
    VDA_XS,
  );
  const legend = `${g.categoria} : ${VDA_CAT[g.categoria] ?? ''} - Compteur / Contatore n. ${c.meterG} - coefficient C 0,8764`;
  return para(p, 46, y2 - 3, legend, 505, { size: 7, grey: 0.35 }) + 6;
}

/** Bolletta 2.0's summary, a column per supply and the total. */
function vdaSummary(c: Valdaosta, p: Page, top: number): number {
  const { b } = c;
  const y0 = vdaSection(p, top, ['Résumé de la facture', 'Quadro sintetico']);
  const vat = b.holder.tipo === 'PG' ? 0.22 : 0.1;
  const names: string[] = [];
  if (b.luce) names.push('Électricité / Luce');
  if (b.gas) names.push('Gaz / Gas');
  const cols = c.shares.map((s) => amountsOf(s, 0, vat));
  const xs = names.length === 2 ? [375, 460, 543] : [460, 543];
  let y = y0 + 12;
  p.rect(40, y - 10, 515, 14, 0.9, null);
  p.text(46, y, 'Rubrique / Voce', { size: 7, bold: true });
  [...names, 'Total / Totale'].forEach((n, i) => right(p, xs[i] ?? 0, y, n, { size: 7, bold: true }));
  y += 15;
  const rows: [string, (a: Amounts) => number][] = [
    ["Fourniture d'énergie / Spesa per la materia", (a) => a.materia],
    ['Transport et compteur / Trasporto e gestione del contatore', (a) => a.rete],
    ['Charges de système / Oneri di sistema', (a) => a.oneri],
    ['Accises / Accise', (a) => a.accise],
    ['TVA / IVA', (a) => a.iva],
  ];
  for (const [label, pick] of rows) {
    p.text(46, y, label, { size: 7.8 });
    const values = cols.map(pick);
    const all = names.length === 2 ? [...values, values.reduce((s, v) => s + v, 0)] : [values[0] ?? 0];
    (names.length === 2 ? all : [...all, ...all]).forEach((v, i) =>
      right(p, xs[i] ?? 0, y, eur(v), { size: 7.8 }),
    );
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 13;
  }
  p.text(46, y + 1, 'Total de la facture / Totale bolletta', { size: 8.5, bold: true });
  const totals =
    names.length === 2 ? [...c.shares, centsOf(b.totale)] : [centsOf(b.totale), centsOf(b.totale)];
  totals.forEach((t, i) => right(p, xs[i] ?? 0, y + 1, eur(t), { size: 8.5, bold: true }));
  return y + 16;
}

function vdaFooter(p: Page, page: number) {
  const s = GRIVOLA;
  p.line(40, 788, 555, 788, 0.4);
  p.text(
    40,
    797,
    `${s.nome} - Siège social / Sede legale ${s.sede} - Capital social / Capitale sociale € 4.800.000,00 i.v.`,
    {
      size: 6.2,
    },
  );
  p.text(
    40,
    805.5,
    `Code fiscal et N° TVA / Codice fiscale e P.IVA ${s.partitaIva} - R.E.A. AO-${s.partitaIva.slice(3, 8)} - ${s.web} - Numéro vert / Numero verde ${s.telefono}`,
    { size: 6.2 },
  );
  p.text(40, 814, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.2,
    grey: 0.35,
  });
  right(p, 555, 814, `Page / Pagina ${page} / 3`, { size: 6.2 });
}

function vdaPage1(c: Valdaosta): Page {
  const p = new Page('sans');
  const { b } = c;
  vdaHeader(c, p);
  vdaDocument(c, p);
  vdaEnvelope(c, p);
  vdaAmount(c, p);
  let y = vdaHolder(c, p, 236);
  if (b.luce) y = vdaLuce(c, p, b.luce, y + 16);
  if (b.gas) y = vdaGas(c, p, b.gas, y + 16);
  vdaSummary(c, p, y + 12);
  vdaFooter(p, 1);
  return p;
}

/** Readings by meter, under French/Italian headers. */
function vdaReadings(c: Valdaosta, p: Page, top: number): number {
  const { b, r } = c;
  let y = vdaSection(p, top, ['Relevés du compteur', 'Letture del contatore']) + 8;
  const head: Bi[] = [
    ['Compteur', 'Contatore'],
    ['Date du relevé', 'Data lettura'],
    ['Type', 'Tipo'],
    ['Index', 'Lettura'],
    ['Consommation', 'Consumo'],
  ];
  const xs = [46, 160, 260, 440, 543];
  head.forEach(([fr, itl], i) => {
    const x = xs[i] ?? 0;
    const put =
      i >= 3 ? right : (q: Page, a: number, b2: number, s: string, o: TextOptions) => q.text(a, b2, s, o);
    put(p, x, y, fr, { size: 7, bold: true });
    put(p, x, y + 9, itl, { size: 7, grey: 0.4 });
  });
  p.line(40, y + 13, 555, y + 13, 0.6);
  y += 24;
  const type = (i: number) =>
    i === 1 ? r.pick(['estimé / stimata', 'autorelevé / autolettura']) : 'réel / reale';
  const put = (meter: string, reads: Read[], unit: string, counter: string) =>
    reads.forEach((rd, i) => {
      p.text(46, y, i ? '' : meter, { size: 8 });
      p.text(160, y, rd.date, { size: 8 });
      p.text(260, y, type(i), { size: 8 });
      right(p, 440, y, `${it(rd.index)} ${counter}`, { size: 8 });
      right(p, 543, y, i ? `${it(rd.used)} ${unit}` : '-', { size: 8 });
      y += 11.5;
    });
  if (b.luce)
    put(
      c.meterE,
      meterReads(b.luce.annuoKwh, LUCE_SHAPE, 5_000 + ((b.luce.annuoKwh * 13) % 50_000)),
      'kWh',
      'kWh',
    );
  if (b.gas)
    put(
      c.meterG,
      meterReads(b.gas.annuoSmc, GAS_SHAPE, 1_000 + ((b.gas.annuoSmc * 7) % 9_000), 0.8764),
      'Sm³',
      'm³',
    );
  return y + 10;
}

const MOIS: Bi[] = [
  ['févr', 'feb'],
  ['mars', 'mar'],
  ['avr', 'apr'],
  ['mai', 'mag'],
  ['juin', 'giu'],
  ['juil', 'lug'],
  ['août', 'ago'],
  ['sept', 'set'],
  ['oct', 'ott'],
  ['nov', 'nov'],
  ['déc', 'dic'],
  ['janv', 'gen'],
];

/** Twelve bars, their values above and the months (French over Italian) under them. */
function bars(p: Page, x: number, top: number, w: number, title: string, values: number[]) {
  const max = Math.max(...values, 1);
  const slot = w / 12;
  p.text(x, top, title, { size: 7.5, bold: true });
  const base = top + 78;
  values.forEach((v, i) => {
    const h = Math.max(1, (v / max) * 52);
    const bx = x + i * slot + slot * 0.2;
    p.rect(bx, base - h, slot * 0.6, h, i >= 10 ? 0.3 : 0.65, null);
    const label = it(v);
    p.text(bx + slot * 0.3 - pdfTextWidth(label, 5.5, 'sans') / 2, base - h - 3, label, {
      size: 5.5,
      grey: 0.3,
    });
    const [fr, itl] = MOIS[i] ?? ['', ''];
    p.text(bx + slot * 0.3 - pdfTextWidth(fr, 5.5, 'sans') / 2, base + 8, fr, { size: 5.5 });
    p.text(bx + slot * 0.3 - pdfTextWidth(itl, 5.5, 'sans') / 2, base + 15, itl, { size: 5.5, grey: 0.4 });
  });
  p.line(x, base, x + w, base, 0.5);
}

function vdaHistory(c: Valdaosta, p: Page, top: number): number {
  const { b } = c;
  const y = vdaSection(p, top, ['Historique de vos consommations', 'Storico dei consumi']) + 10;
  const charts: [string, number[]][] = [];
  if (b.luce) charts.push(['Électricité / Luce (kWh)', monthly(b.luce.annuoKwh, LUCE_SHAPE)]);
  if (b.gas) charts.push(['Gaz / Gas (Sm³)', monthly(b.gas.annuoSmc, GAS_SHAPE)]);
  const w = charts.length === 2 ? 250 : 515;
  charts.forEach(([t, v], i) => bars(p, 40 + i * 265, y, w, t, v));
  return y + 112;
}

/** The summary's amounts in detail: quantity, unit price and amount, a block per supply. */
function vdaDetail(c: Valdaosta, p: Page, top: number): number {
  const { b } = c;
  let y = vdaSection(p, top, ['Éléments de détail', 'Elementi di dettaglio']) + 10;
  const vat = b.holder.tipo === 'PG' ? 22 : 10;
  p.rect(40, y - 10, 515, 23, 0.9, null);
  const head: [Bi, number][] = [
    [['Quantité', 'Quantità'], 340],
    [['Prix unitaire', 'Prezzo unitario'], 450],
    [['Montant', 'Importo'], 543],
  ];
  p.text(46, y, 'Description', { size: 7, bold: true });
  p.text(46, y + 9, 'Descrizione', { size: 7, grey: 0.4 });
  for (const [[fr, itl], x] of head) {
    right(p, x, y, fr, { size: 7, bold: true });
    right(p, x, y + 9, itl, { size: 7, grey: 0.4 });
  }
  y += 25;
  const blocks: [string, number, string, number][] = [];
  if (b.luce)
    blocks.push([
      'Électricité / Luce',
      monthly(b.luce.annuoKwh, LUCE_SHAPE)
        .slice(10)
        .reduce((s, n) => s + n, 0),
      'kWh',
      c.shares[0] ?? 0,
    ]);
  if (b.gas)
    blocks.push([
      'Gaz / Gas',
      monthly(b.gas.annuoSmc, GAS_SHAPE)
        .slice(10)
        .reduce((s, n) => s + n, 0),
      'Sm³',
      c.shares[b.luce ? 1 : 0] ?? 0,
    ]);
  for (const [name, qty, unit, share] of blocks) {
    const a = amountsOf(share, 0, vat / 100);
    const [energy = 0, fixed = 0] = split(a.materia, [85, 15]);
    p.text(46, y, name, { size: 8, bold: true });
    y += 12;
    const unitPrice = (cents: number, q: number) => it(cents / 100 / Math.max(q, 1), 6);
    const lines: [string, string, string, number][] = [
      ['Énergie / Materia energia', `${it(qty)} ${unit}`, `${unitPrice(energy, qty)} €/${unit}`, energy],
      ['Part fixe / Quota fissa', '2 mois / mesi', `${it(fixed / 200, 2)} €/mois`, fixed],
      [
        'Transport et compteur / Trasporto e contatore',
        `${it(qty)} ${unit}`,
        `${unitPrice(a.rete, qty)} €/${unit}`,
        a.rete,
      ],
      [
        'Charges de système / Oneri di sistema',
        `${it(qty)} ${unit}`,
        `${unitPrice(a.oneri, qty)} €/${unit}`,
        a.oneri,
      ],
      ['Accises / Accise', `${it(qty)} ${unit}`, `${unitPrice(a.accise, qty)} €/${unit}`, a.accise],
      [`TVA / IVA ${vat}%`, `${eur(share - a.iva)} €`, `${vat} %`, a.iva],
    ];
    for (const [d, q, u, amount] of lines) {
      p.text(56, y, d, { size: 7.5 });
      right(p, 340, y, q, { size: 7.5 });
      right(p, 450, y, u, { size: 7.5 });
      right(p, 543, y, eur(amount), { size: 7.5 });
      p.line(40, y + 3.5, 555, y + 3.5, 0.88);
      y += 11;
    }
    y += 4;
  }
  return y + 6;
}

function vdaNotes(p: Page, top: number): number {
  let y = vdaSection(p, top, ['Informations', 'Informazioni']) + 10;
  const fr =
    'Réclamations : par écrit à Grivola Energia, Avenue du Conseil des Commis 25, 11100 Aoste, ou à ' +
    'reclami@grivola.example. Si la réponse ne vous satisfait pas, vous pouvez saisir gratuitement le ' +
    "Service de conciliation de l'ARERA. Le bonus social est accordé automatiquement avec un ISEE valide. " +
    'Panne ou fuite de gaz : appelez le service de dépannage du distributeur, 24 h sur 24.';
  const itl =
    'Reclami: per iscritto a Grivola Energia, Avenue du Conseil des Commis 25, 11100 Aosta, o a ' +
    'reclami@grivola.example. Se la risposta non la soddisfa può rivolgersi gratuitamente al Servizio ' +
    'Conciliazione di ARERA. Il bonus sociale è riconosciuto in automatico con ISEE valido. Guasti o ' +
    'fughe di gas: chiami il pronto intervento del distributore, 24 ore su 24.';
  y = para(p, 46, y, fr, 505, { size: 7.5 }) + 4;
  y = para(p, 46, y, itl, 505, { size: 7.5, grey: 0.3 }) + 8;
  p.text(46, y, 'Nos guichets / I nostri sportelli', { size: 8, bold: true });
  y += 12;
  const offices = [
    'Aoste / Aosta - Avenue du Conseil des Commis 25 - lun-ven 8h30-12h30 / 8.30-12.30',
    'Châtillon - Via Émile Chanoux 41 - mar et jeu / mar e gio 9h-12h / 9-12',
    'Pont-Saint-Martin - Via Nazionale per Carema 7 - mercredi / mercoledì 14h-17h / 14-17',
  ];
  for (const o of offices) y = para(p, 46, y, o, 505, { size: 7.5 }) + 1;
  return y;
}

function vdaPage2(c: Valdaosta): Page {
  const p = new Page('sans');
  const { b } = c;
  p.text(40, 44, 'Grivola', { size: 15, bold: true });
  p.text(340, 38, `Facture n° / Fattura n. ${b.numero} - 06/02/2026`, { size: 8 });
  p.text(340, 50, `Code client / Codice cliente ${b.codiceCliente}`, { size: 8, grey: 0.4 });
  p.line(40, 58, 555, 58, 0.4);
  let y = vdaReadings(c, p, 82);
  y = vdaHistory(c, p, y + 4);
  y = vdaDetail(c, p, y + 4);
  vdaNotes(p, y + 4);
  vdaFooter(p, 2);
  return p;
}

const UNITS =
  'zero|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove'.split(
    '|',
  );
const TENS = '||venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta'.split('|');

/** An integer under a million in Italian words, as a postal slip writes the amount: 123 → centoventitre. */
function lettere(n: number): string {
  const under100 = (k: number): string => {
    if (k < 20) return UNITS[k] ?? '';
    const t = TENS[Math.floor(k / 10)] ?? '';
    const u = k % 10;
    if (!u) return t;
    return (u === 1 || u === 8 ? t.slice(0, -1) : t) + (u === 3 ? 'tré' : (UNITS[u] ?? ''));
  };
  const under1000 = (k: number): string => {
    const h = Math.floor(k / 100);
    const rest = k % 100;
    const hundreds = h === 0 ? '' : h === 1 ? 'cento' : `${UNITS[h] ?? ''}cento`;
    if (!rest) return hundreds;
    // cento + ottanta: centottanta
    return (Math.floor(rest / 10) === 8 && h ? hundreds.slice(0, -1) : hundreds) + under100(rest);
  };
  if (n === 0) return 'zero';
  const k = Math.floor(n / 1000);
  const thousands = k === 0 ? '' : k === 1 ? 'mille' : `${under1000(k)}mila`;
  return thousands + under1000(n % 1000);
}

/** Page 3: the pagoPA notice as its standard prints it, in French and Italian, with its postal slip. */
function vdaNotice(c: Valdaosta): Page {
  const p = new Page('sans');
  const { b } = c;
  const h = b.holder;
  const a = b.recapito;
  const name = holderName(h, 'COGNOME Nome');
  const cf = h.codiceFiscale;
  p.text(40, 48, 'AVIS DE PAIEMENT', { size: 14, bold: true });
  p.text(40, 64, 'AVVISO DI PAGAMENTO', { size: 14, bold: true, grey: 0.4 });
  p.rect(470, 30, 85, 30, 0.2, null);
  p.text(486, 50, 'pagoPA', { size: 13, bold: true, grey: 1 });
  const object = `Facture / Fattura n. ${b.numero} - ${titleOf(b, 'électricité / luce', 'gaz / gas', 'électricité et gaz / luce e gas')}`;
  p.text(40, 88, 'Objet du paiement / Oggetto del pagamento', { size: 7, grey: 0.4 });
  p.text(40, 100, object, { size: 9, bold: true });
  // creditor and addressee side by side, as the notice's standard has them
  p.text(40, 124, 'Créancier / Ente creditore', { size: 7, grey: 0.4 });
  p.text(40, 137, GRIVOLA.nome, { size: 9.5, bold: true });
  p.text(40, 149, `Code fiscal / Codice fiscale ${GRIVOLA.partitaIva}`, { size: 8 });
  p.text(40, 161, GRIVOLA.sede, { size: 8 });
  p.text(310, 124, "Destinataire de l'avis / Destinatario avviso", { size: 7, grey: 0.4 });
  let y = 137;
  for (const l of wrap(name, 240, 9.5, 'sans', true)) {
    p.text(310, y, l, { size: 9.5, bold: true });
    y += 12;
  }
  p.text(310, y, `Code fiscal / Codice fiscale ${cf}`, { size: 8 });
  p.text(310, y + 12, `${a.toponimo} ${a.via} ${a.civico}`, { size: 8 });
  p.text(310, y + 24, `${a.cap} ${a.comune} (${a.provincia})`, { size: 8 });
  p.rect(40, 210, 515, 50, 0.93, null);
  p.text(50, 225, 'Combien et quand payer ? / Quanto e quando pagare?', { size: 8, bold: true });
  p.text(50, 247, `€ ${b.totale}`, { size: 16, bold: true });
  p.text(200, 247, 'avant le / entro il 02/03/2026', { size: 10 });
  const where =
    'Où payer ? Auprès des banques, bureaux de poste, buralistes et sur les applications de paiement ' +
    'pagoPA. / Dove pagare? Presso banche, uffici postali, tabaccherie e con le app di pagamento pagoPA. ' +
    "L'importo è aggiornato automaticamente dal sistema e potrebbe subire variazioni per sconti o interessi.";
  para(p, 40, 280, where, 515, { size: 7.5, grey: 0.25 });
  vdaBanks(c, p, 340, name);
  vdaPostal(c, p, 550, name);
  vdaFooter(p, 3);
  return p;
}

/** The banks' part: the QR and the codes a home banking asks for. */
function vdaBanks(c: Valdaosta, p: Page, top: number, name: string) {
  const { b, r } = c;
  cutLine(p, top - 10, 'Découper ici / Ritagliare qui');
  p.rect(40, top, 515, 170, null, 0.5);
  p.text(50, top + 16, 'BANQUES ET AUTRES CANAUX / BANCHE E ALTRI CANALI', { size: 9, bold: true });
  qr(p, 50, top + 30, 100, r);
  const rows: [string, string][] = [
    ['Destinataire / Destinatario', name],
    ['Créancier / Ente creditore', GRIVOLA.nome],
    ['Objet / Oggetto', `Facture / Fattura n. ${b.numero}`],
    ['Code CBILL / Codice CBILL', `A${r.digits(4)}`],
    ['Code avis / Codice avviso', spaced(c.avviso, 4)],
    ['C.F. du créancier / Cod. fiscale ente', GRIVOLA.partitaIva],
  ];
  rows.forEach(([label, value], i) => {
    p.text(170, top + 38 + i * 21, label, { size: 6.8, grey: 0.4 });
    p.text(170, top + 47 + i * 21, value, { size: 8.5, bold: true });
  });
  p.text(430, top + 38, 'Montant / Importo', { size: 6.8, grey: 0.4 });
  p.text(430, top + 52, `€ ${b.totale}`, { size: 12, bold: true });
}

/** The postal slip: account, amount in figures and in words, addressee and the code line. */
function vdaPostal(c: Valdaosta, p: Page, top: number, name: string) {
  const { b } = c;
  const cents = centsOf(b.totale);
  cutLine(p, top - 10, 'Découper ici / Ritagliare qui');
  p.rect(40, top, 515, 228, null, 0.5);
  p.text(50, top + 16, 'BULLETIN POSTAL PA / BOLLETTINO POSTALE PA', { size: 9, bold: true });
  p.text(400, top + 16, 'BancoPosta', { size: 9, bold: true, grey: 0.4 });
  const rows: [string, string][] = [
    ['sur le C/C n° / sul C/C n.', c.conto],
    ['Montant / Importo', `€ ${b.totale}`],
    [
      'Montant en lettres / Importo in lettere',
      `${lettere(Math.floor(cents / 100))}/${String(cents % 100).padStart(2, '0')}`,
    ],
    ['Titulaire du compte / Intestato a', GRIVOLA.nome],
    ['Destinataire / Destinatario', name],
    ['Objet / Oggetto', `Facture / Fattura n. ${b.numero}`],
    ['Code avis / Codice avviso', spaced(c.avviso, 4)],
    ['Type / Tipo', 'P1'],
    ['C.F. du créancier / Cod. fiscale ente', GRIVOLA.partitaIva],
  ];
  rows.forEach(([label, value], i) => {
    p.text(50, top + 36 + i * 18, label, { size: 6.8, grey: 0.4 });
    p.text(200, top + 36 + i * 18, value, { size: 8.5, bold: true });
  });
  // a data matrix stands where the QR stands on the banks' part
  qr(p, 455, top + 40, 80, random(cents + c.conto.length));
  p.text(
    50,
    top + 212,
    `<${c.avviso}>  ${c.conto.padStart(12, '0')}<  ${String(cents).padStart(10, '0')}>  896>`,
    {
      size: 9,
      face: 'mono',
    },
  );
}

export const valdaosta: Layout = {
  key: 'valdaosta',
  supplier: GRIVOLA,
  traits:
    "Valle d'Aosta, French first: labels 'Français / Italiano' above the values in boxes, supply address " +
    'on one line, supplies as header-over-value tables (gas category a bare code, meaning below), summary ' +
    'with a column per supply; bar chart and detail on page 2; pagoPA notice and postal slip on page 3; ' +
    'COGNOME Nome; Sm³',
  draw(b) {
    const r = rndOf(b, 7);
    const total = centsOf(b.totale);
    const c: Valdaosta = {
      b,
      r,
      contrat: `GRV-${r.digits(7)}`,
      avviso: `3${r.digits(17)}`,
      conto: `${r.int(1, 9)}${r.digits(7)}`,
      meterE: `${r.pick(['GE', 'EL'])}${r.digits(9)}`,
      meterG: `${r.pick(['SAM', 'MTG'])}${r.digits(7)}`,
      shares: b.luce && b.gas ? split(total, [5, 6]) : [total],
    };
    return [vdaPage1(c), vdaPage2(c), vdaNotice(c)];
  },
};
