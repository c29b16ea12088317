// Layouts zd (rural, shared and awkward supplies): a mountain cooperative's one-page bill printed as dense,
// ruled tables across the whole width, the headers abbreviated and the units in them, the supply's
// Località over its street and the province in a column of its own, farms as holders (garfagnana); a
// classic two-column bill, labels beside values, where a condominium's supply goes to its administrator
// (another person with their own codice fiscale) or to a c/o recipient, the technical data in a grid of
// abbreviated cells (frignano); a lakeside letter on two pages, the codes and the address on page 1 and
// the technical data, land-registry data and the detail on page 2, with a pagoPA slip (mottarone).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { address, loadComuni, person, type Comune, type Indirizzo, type Person } from './identities';
import { centsOf, eur, iban, para, right, rndOf, roomOf, split, wrap } from './place';
import { supplier, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, W, type Face } from './page';
import type { Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text

/** The size at which `s` fits in `max` (a name is shrunk, never broken over two lines). */
function fit(s: string, max: number, size: number, face: Face, bold = false, min = 6): number {
  let z = size;
  while (z > min && roomOf(s, z, face, bold) > max) z -= 0.25;
  return z;
}

// ---------------------------------------------------------------------------------------------------------
// The bill's own randomness, money, codes

/** What the bill's total is made of, in cents: the energy of each supply before VAT, VAT, the TV fee. */
type Money = { total: number; rate: number; iva: number; luce: number; gas: number; canone: number };

function moneyOf(b: Bill, withCanone = false): Money {
  const total = centsOf(b.totale);
  // the TV licence fee rides on a household's electricity bill, outside VAT
  const canone = withCanone && b.luce && b.holder.tipo === 'PF' && total > 9000 ? 1800 : 0;
  const rate = b.holder.tipo === 'PF' ? 10 : 22;
  const taxed = total - canone;
  const net = Math.round((taxed * 100) / (100 + rate));
  const [first = 0, second = 0] = b.luce && b.gas ? split(net, [56, 44]) : [net, 0];
  return {
    total,
    rate,
    iva: taxed - net,
    luce: b.luce ? first : 0,
    gas: b.gas ? (b.luce ? second : first) : 0,
    canone,
  };
}

const masked = (ib: string) => `${ib.slice(0, 5)}*** **** **** **** ${spaced(ib.slice(-7), 4)}`;

/** The two months billed: electricity by the bimester's share of the year, gas heavier in winter. */
const periodKwh = (annual: number) => Math.round((annual * 21) / 100);
const periodSmc = (annual: number) => Math.round((annual * 37) / 100);
/** A period's kWh by band F1, F2, F3. */
const bands = (n: number) => split(n, [41, 28, 31]);

const SHORT_CAT: Record<string, string> = {
  C1: 'Riscaldamento',
  C2: 'Cottura e acqua calda',
  C3: 'Riscald. + cottura e acqua calda',
  C4: 'Condizionamento',
  T1: 'Uso tecnologico',
  T2: 'Tecnologico + riscald.',
};

// ---------------------------------------------------------------------------------------------------------
// Country addresses: a Località or Frazione over the street, the staircase, floor and flat after the
// house number, the province spelled out

/** a list written on one line: `a|b|c` */
const words = (s: string) => s.split('|');

const PLACES = words(
  "Case Sparse|Ca' di Sotto|Il Mulino|Poggiolo|Pian della Chiesa|Casalino|Colle Alto|Ronco Vecchio|Campore|Valle Scura|Ca' Nova|Le Fornaci|San Rocco|Sasso Rosso|Pratolungo|La Fontana|Cerreto Alto|Boschetto",
);

type Unit = { scala?: string; piano?: string; interno?: number };
type Kind = 'Località' | 'Frazione' | 'Borgata';
type Rural = { kind: Kind | null; place: string; unit: Unit };

/** Where in the countryside (or in which block of flats) the supply is. */
function ruralOf(r: Rnd, condo: boolean): Rural {
  const kind = r.chance(condo ? 0.35 : 0.85)
    ? r.pick<Kind>(['Località', 'Frazione', 'Frazione', 'Borgata'])
    : null;
  const unit: Unit = {};
  if (condo || r.chance(0.65)) {
    if (condo || r.chance(0.5)) unit.scala = r.pick(['A', 'B', 'C', 'D']);
    if (!condo && r.chance(0.5)) unit.piano = r.pick(['T', '1', '2', '3', '4']);
    if (!condo && (r.chance(0.7) || !unit.scala)) unit.interno = r.int(1, 16);
  }
  return { kind, place: r.pick(PLACES), unit };
}

const SHORT_KIND: Record<Kind, string> = { Località: 'Loc.', Frazione: 'Fraz.', Borgata: 'B.ta' };

/** The staircase, floor and flat in a layout's words: ['Scala B', 'Piano 2', 'Int. 4']. */
function unitParts(u: Unit, scala: string, piano: string, interno: string): string[] {
  return [
    ...(u.scala ? [`${scala} ${u.scala}`] : []),
    ...(u.piano ? [`${piano} ${u.piano}`] : []),
    ...(u.interno ? [`${interno} ${u.interno}`] : []),
  ];
}

let provinceNames: Map<string, string> | undefined;
/** The province in full (comuni.json has its name beside the code): "Lucca" for LU. */
function provinceOf(code: string): string {
  provinceNames ??= new Map(
    loadComuni().map((c) => [
      c.provincia,
      (c as Comune & { nomeProvincia?: string }).nomeProvincia ?? c.provincia,
    ]),
  );
  return provinceNames.get(code) ?? code;
}

function belfioreOf(a: Indirizzo): string {
  return loadComuni().find((c) => c.nome === a.comune && c.provincia === a.provincia)?.codiceBelfiore ?? '';
}

/** Where the bill goes when someone else receives it: the Bill's own recapito, or another address. */
const postFor = (r: Rnd, b: Bill): Indirizzo => (b.recapito !== b.fornitura ? b.recapito : address(r));

/** Farms as holders: what the farm does (ATECO) and what the supply feeds. */
const ATECO: readonly (readonly [string, string])[] = [
  ['01.11.10', 'Coltivazione di cereali'],
  ['01.21.00', 'Coltivazione di uva'],
  ['01.24.00', 'Coltivazione di pomacee e frutta a nocciolo'],
  ['01.41.00', 'Allevamento di bovini da latte'],
  ['01.45.00', 'Allevamento di ovini e caprini'],
  ['01.50.00', "Coltivazioni agricole associate all'allevamento"],
  ['02.10.00', 'Silvicoltura e altre attività forestali'],
];
type Farm = { ateco: readonly [string, string]; uso: string };
function farmOf(r: Rnd, b: Bill): Farm | null {
  if (b.holder.tipo !== 'PG') return null;
  const uso = r.pick(['stalla e mungitura', 'irrigazione', 'essiccatoio', 'serre', 'caseificio aziendale']);
  return { ateco: r.pick(ATECO), uso };
}

// ---------------------------------------------------------------------------------------------------------
// Garfagnana: a mountain cooperative's bill, one page of ruled tables across the whole width, small type:
// the document's row, the holder's (farms with their ATECO code), the supply's place (Località, street
// with staircase and flat, CAP and comune; the province in its own column), the technical data with
// abbreviated headers and units in them, readings by band, the detail of the amounts, then payment, VAT
// and past payments side by side

const VALSERCHIO = supplier(
  'VALSERCHIO',
  'Valserchio Energia Società Cooperativa',
  '0583716402',
  'Via Vittorio Emanuele 21, 55032 Castelnuovo di Garfagnana (LU)',
  '800 583 116',
);

const X0 = 28;
const SIZE = { head: 6.2, cell: 6.9, lead: 8.2 };

type Col = { head: string; w: number; right?: boolean; keep?: boolean };
type Cell = string | string[];

type Dense = {
  p: Page;
  b: Bill;
  r: Rnd;
  rural: Rural;
  co: Person | null;
  post: Indirizzo;
  farm: Farm | null;
  m: Money;
  contratto: string;
};

/**
 * A ruled table: a grey header row (each header wrapped in its column), then the rows, a cell's lines
 * wrapped to its column or, for `keep` columns, shrunk to one line. Returns the y under it.
 */
function grid(p: Page, top: number, cols: Col[], rows: Cell[][], bold: (row: number) => boolean): number {
  const pad = 3;
  const width = cols.reduce((a, c) => a + c.w, 0);
  const heads = cols.map((c) => wrap(c.head, c.w - 2 * pad, SIZE.head, 'sans', true));
  const hh = Math.max(...heads.map((h) => h.length)) * 7 + 5;
  p.rect(X0, top, width, hh, 0.86, null);
  let cx = X0;
  cols.forEach((c, i) => {
    (heads[i] ?? []).forEach((l, k) => p.text(cx + pad, top + 8 + 7 * k, l, { size: SIZE.head, bold: true }));
    cx += c.w;
  });
  let y = top + hh;
  rows.forEach((row, ri) => {
    const b = bold(ri);
    const cells = row.map((cell, i) => {
      const c = cols[i];
      const max = (c?.w ?? 0) - 2 * pad;
      if (c?.keep) {
        const s = typeof cell === 'string' ? cell : cell.join(' ');
        return { lines: [s], size: fit(s, max, SIZE.cell, 'sans', b) };
      }
      return { lines: wrap(cell, max, SIZE.cell, 'sans', b), size: SIZE.cell };
    });
    const h = Math.max(1, ...cells.map((c) => c.lines.length)) * SIZE.lead + 4;
    cx = X0;
    cells.forEach(({ lines, size }, i) => {
      const c = cols[i];
      if (!c) return;
      lines.forEach((l, k) => {
        const ly = y + 1 + SIZE.lead * (k + 1);
        if (c.right) right(p, cx + c.w - pad, ly, l, { size, bold: b });
        else p.text(cx + pad, ly, l, { size, bold: b });
      });
      cx += c.w;
    });
    y += h;
    if (ri < rows.length - 1) p.line(X0, y, X0 + width, y, 0.75);
  });
  p.rect(X0, top, width, y - top, null, 0.45);
  cx = X0;
  for (const c of cols.slice(0, -1)) {
    cx += c.w;
    p.line(cx, top, cx, y, 0.75);
  }
  return y;
}

/** A table's title in small bold capitals; returns where the table starts. */
function denseTitle(p: Page, y: number, title: string, note = ''): number {
  p.text(X0, y, title, { size: 7.4, bold: true });
  if (note) right(p, 567, y, note, { size: 6.3, grey: 0.4 });
  return y + 4;
}

function denseHeader(d: Dense) {
  const { p } = d;
  const s = VALSERCHIO;
  p.rect(X0, 27, 5, 32, 0.2, null);
  p.text(X0 + 11, 45, 'valserchio', { size: 21, bold: true });
  p.text(X0 + 11, 56, 'energia elettrica e gas · società cooperativa di utenza', { size: 7, grey: 0.35 });
  // short lines: the envelope's window starts at x 318
  p.text(X0, 72, s.nome, { size: 6.8, bold: true });
  p.text(X0, 80, `Sede legale: ${s.sede}`, { size: 6.4 });
  p.text(X0, 88, `P.IVA e C.F. ${s.partitaIva} - REA LU-104211 - Albo Soc. Coop. n. A118204`, { size: 6.4 });
  p.text(X0, 96, `Numero verde ${s.telefono} - ${s.web}`, { size: 6.4 });
  p.text(X0, 104, 'PEC fatture@pec.valserchio.example - Codice SDI M5UXCR1', { size: 6.4 });
}

/** The window of the envelope: the holder, a c/o recipient now and then, the postal address. */
function denseEnvelope(d: Dense) {
  const { p, b } = d;
  const a = d.post;
  p.rect(318, 28, 249, 76, null, 0.8);
  p.text(326, 39, 'Spett.le', { size: 6.5, grey: 0.4 });
  const name = upper(holderName(b.holder, 'COGNOME NOME'));
  p.text(326, 51, name, { size: fit(name, 232, 8.4, 'sans', true), bold: true });
  let y = 62;
  if (d.co) {
    p.text(326, y, upper(`c/o ${d.co.cognome} ${d.co.nome}`), { size: 8 });
    y += 10.5;
  }
  p.text(326, y, upper(`${a.toponimo} ${a.via} ${a.civico}`), { size: 8 });
  p.text(326, y + 10.5, `${a.cap} ${upper(a.comune)} ${a.provincia}`, { size: 8 });
}

function denseDocument(d: Dense, top: number): number {
  const { p, b } = d;
  const y = denseTitle(p, top, 'DOCUMENTO', 'Fattura elettronica trasmessa al Sistema di Interscambio');
  const cols: Col[] = [
    { head: 'Tipo documento', w: 62 },
    { head: 'Numero fattura', w: 78 },
    { head: 'Data emissione', w: 54 },
    { head: 'Periodo di riferimento', w: 100 },
    { head: 'Scadenza', w: 50 },
    { head: 'Codice cliente / socio', w: 60 },
    { head: 'Codice contratto', w: 62 },
    { head: 'Totale da pagare (€)', w: 73, right: true },
  ];
  const row = [
    'Fattura',
    b.numero,
    '09/02/2026',
    '01/12/2025 - 31/01/2026',
    '03/03/2026',
    b.codiceCliente,
    d.contratto,
    b.totale,
  ];
  return grid(p, y, cols, [row], () => true);
}

function denseHolder(d: Dense, top: number): number {
  const { p, b, r } = d;
  const h = b.holder;
  const y = denseTitle(p, top, 'INTESTATARIO DEL CONTRATTO');
  const cols: Col[] = [
    { head: h.tipo === 'PF' ? 'Cognome e nome' : 'Denominazione / ragione sociale', w: 178, keep: true },
    { head: 'Codice fiscale', w: 84 },
    { head: 'Partita IVA', w: 64 },
    { head: 'Tipologia cliente', w: 96 },
    { head: 'Attività (cod. ATECO 2007)', w: 117 },
  ];
  const row: Cell[] =
    h.tipo === 'PF'
      ? [
          holderName(h, 'COGNOME NOME'),
          h.codiceFiscale,
          '-',
          r.pick(['Domestico residente', 'Domestico non residente']),
          '-',
        ]
      : [
          h.ragioneSociale,
          h.codiceFiscale,
          h.partitaIva,
          'Altri usi - impresa agricola',
          `${d.farm?.ateco[0] ?? ''} ${d.farm?.ateco[1] ?? ''}`,
        ];
  return grid(p, y, cols, [row], (i) => i === 0);
}

/** The supply's place: Località over the street, CAP and comune alone, the province in its own column. */
function densePlace(d: Dense, top: number): number {
  const { p, b, r, rural } = d;
  const f = b.fornitura;
  const y = denseTitle(p, top, 'UBICAZIONE DELLA FORNITURA');
  const cols: Col[] = [
    { head: 'Indirizzo di fornitura', w: 188 },
    { head: 'Provincia', w: 86 },
    { head: 'Zona clim.', w: 34 },
    { head: 'Altitudine (m s.l.m.)', w: 46 },
    { head: 'Dati catastali', w: 80 },
    { head: 'Distributore locale', w: 105 },
  ];
  const street = [`${f.toponimo} ${f.via} ${f.civico}`, ...unitParts(rural.unit, 'Sc.', 'P.', 'Int.')].join(
    ' ',
  );
  const lines = [
    ...(rural.kind ? [upper(`${SHORT_KIND[rural.kind]} ${rural.place}`)] : []),
    upper(street),
    `${f.cap} ${upper(f.comune)}`,
  ];
  const distributors = [
    ...(b.luce ? ['EE: Reti Elettriche Apuane S.r.l.'] : []),
    ...(b.gas ? ['Gas: Metano Valle del Serchio S.p.A.'] : []),
  ];
  const row: Cell[] = [
    lines,
    `${provinceOf(f.provincia)} (${f.provincia})`,
    r.pick(['E', 'E', 'F']),
    String(r.int(38, 140) * 10),
    [`Fg. ${r.int(2, 48)} Part. ${r.int(12, 990)}`, `Sub. ${r.int(1, 14)}`],
    distributors,
  ];
  return grid(p, y, cols, [row], () => false);
}

function denseLuce(d: Dense, top: number): number {
  const { p, b, r } = d;
  const l = b.luce;
  if (!l) return top - 10;
  const pg = b.holder.tipo === 'PG';
  const y = denseTitle(
    p,
    top,
    'DATI TECNICI - ENERGIA ELETTRICA',
    'Mercato libero - offerta Cooperativa Luce',
  );
  const cols: Col[] = [
    { head: 'POD', w: 70 },
    { head: 'Pot. imp. (kW)', w: 46, right: true },
    { head: 'Pot. disp. (kW)', w: 46, right: true },
    { head: 'Tens. (V)', w: 38, right: true },
    { head: 'Fasi', w: 40 },
    { head: 'Opz. tar.', w: 40 },
    { head: 'Tipo uso', w: 74 },
    { head: 'Cons. ann. (kWh)', w: 55, right: true },
    { head: 'Cons. fatt. (kWh)', w: 55, right: true },
    { head: 'Matr. contatore', w: 75 },
  ];
  const row = [
    l.pod,
    it(l.potenzaKw, 1),
    it(l.disponibileKw, 1),
    String(l.tensioneV),
    l.tensioneV === 230 ? 'Mono' : 'Trifase',
    pg ? r.pick(['BTA3', 'BTA4', 'BTA5']) : 'TD',
    pg ? `Agricolo - ${d.farm?.uso ?? ''}` : 'Domestico',
    it(l.annuoKwh),
    it(periodKwh(l.annuoKwh)),
    `${r.pick(['EDY', 'ENL', 'CEW'])}${r.digits(9)}`,
  ];
  return grid(p, y, cols, [row], () => true);
}

function denseGas(d: Dense, top: number): number {
  const { p, b, r } = d;
  const g = b.gas;
  if (!g) return top - 10;
  const y = denseTitle(p, top, 'DATI TECNICI - GAS NATURALE', 'Mercato libero - offerta Cooperativa Gas');
  const cols: Col[] = [
    { head: 'PDR', w: 74 },
    { head: 'Cod. REMI', w: 50 },
    { head: 'Cat. uso', w: 32 },
    { head: 'Descrizione uso', w: 102 },
    { head: 'Cl. mis.', w: 34 },
    { head: 'Coeff. C', w: 40, right: true },
    { head: 'PCS (GJ/Smc)', w: 44, right: true },
    { head: 'Cons. ann. (Smc)', w: 52, right: true },
    { head: 'Cons. fatt. (Smc)', w: 52, right: true },
    { head: 'Matr. contatore', w: 59 },
  ];
  const row = [
    g.pdr,
    g.remi,
    g.categoria,
    CATEGORIE[g.categoria] ?? '',
    r.pick(['G4', 'G6', 'G10']),
    r.pick(['1,0184', '0,9342', '0,8876']),
    '0,039591',
    it(g.annuoSmc),
    it(periodSmc(g.annuoSmc)),
    `GMC${r.digits(8)}`,
  ];
  return grid(p, y, cols, [row], () => true);
}

function denseReadings(d: Dense, top: number): number {
  const { p, b, r } = d;
  const y = denseTitle(p, top, 'LETTURE E CONSUMI DEL PERIODO');
  const cols: Col[] = [
    { head: 'Serv.', w: 30 },
    { head: 'Matricola', w: 66 },
    { head: 'Fascia', w: 34 },
    { head: 'Data lett. prec.', w: 52 },
    { head: 'Lettura prec.', w: 56, right: true },
    { head: 'Tipo lett.', w: 46 },
    { head: 'Data lett. att.', w: 52 },
    { head: 'Lettura att.', w: 56, right: true },
    { head: 'Tipo lett.', w: 46 },
    { head: 'Consumo', w: 52, right: true },
    { head: 'U.M.', w: 49 },
  ];
  const rows: Cell[][] = [];
  if (b.luce) {
    const meter = `${r.pick(['EDY', 'ENL'])}${r.digits(7)}`;
    const start = 8_000 + (b.luce.annuoKwh % 7_000);
    const now = bands(periodKwh(b.luce.annuoKwh));
    const kind = r.pick(['Effettiva', 'Stimata']);
    now.forEach((n, i) => {
      const prev = Math.round((start * ([41, 28, 31][i] ?? 0)) / 100);
      rows.push([
        'EE',
        meter,
        `F${i + 1}`,
        '30/11/2025',
        it(prev),
        'Effettiva',
        '31/01/2026',
        it(prev + n),
        kind,
        it(n),
        'kWh',
      ]);
    });
  }
  if (b.gas) {
    const coeff = 1.0184;
    const smc = periodSmc(b.gas.annuoSmc);
    const mc = Math.round(smc / coeff);
    const start = 2_000 + (b.gas.annuoSmc % 6_000);
    const kind = r.pick(['Effettiva', 'Autolettura', 'Stimata']);
    rows.push([
      'GAS',
      `GMC${r.digits(6)}`,
      '-',
      '30/11/2025',
      it(start),
      'Effettiva',
      '31/01/2026',
      it(start + mc),
      kind,
      it(mc),
      'mc',
    ]);
    rows.push(['GAS', '', '-', '', '', '', '', '', 'x coeff. C', it(smc), 'Smc']);
  }
  return grid(p, y, cols, rows, () => false);
}

type Item = [voce: string, qty: number, um: string, decimals: number];

/** The Bolletta 2.0 detail of one supply: its items, quantity, unit price and amount. */
function denseItems(serv: string, items: Item[], cents: number, weights: number[], rate: number): Cell[][] {
  const amounts = split(cents, weights);
  return items.map(([voce, qty, um, dec], i) => {
    const amount = amounts[i] ?? 0;
    const price = qty ? amount / 100 / qty : 0;
    return [serv, voce, '01/12/25-31/01/26', it(qty, dec), um, it(price, 6), eur(amount), `${rate}%`];
  });
}

function denseAmounts(d: Dense, top: number): number {
  const { p, b, m } = d;
  const y = denseTitle(p, top, 'DETTAGLIO DEGLI IMPORTI', 'Importi in euro, IVA esclusa');
  const cols: Col[] = [
    { head: 'Serv.', w: 30 },
    { head: 'Voce di spesa', w: 176 },
    { head: 'Periodo', w: 82 },
    { head: 'Quantità', w: 50, right: true },
    { head: 'U.M.', w: 40 },
    { head: 'Prezzo unitario (€)', w: 60, right: true },
    { head: 'Importo (€)', w: 56, right: true },
    { head: 'Aliq. IVA', w: 45 },
  ];
  const rows: Cell[][] = [];
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    const items: Item[] = [
      ['Materia energia - quota fissa (PCV)', 2, 'mese', 0],
      ['Materia energia - quota energia', kwh, 'kWh', 0],
      ['Trasporto e gestione contatore - quota fissa', 2, 'mese', 0],
      ['Trasporto e gestione contatore - quota potenza', b.luce.potenzaKw * 2, 'kW/mese', 2],
      ['Trasporto e gestione contatore - quota energia', kwh, 'kWh', 0],
      ['Oneri di sistema - quota energia', kwh, 'kWh', 0],
      ["Accisa sull'energia elettrica", kwh, 'kWh', 0],
    ];
    rows.push(...denseItems('EE', items, m.luce, [8, 44, 4, 6, 10, 12, 16], m.rate));
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    const items: Item[] = [
      ['Materia gas naturale - quota fissa', 2, 'mese', 0],
      ['Materia gas naturale - quota energia', smc, 'Smc', 0],
      ['Trasporto e gestione contatore - quota fissa', 2, 'mese', 0],
      ['Trasporto e gestione contatore - quota energia', smc, 'Smc', 0],
      ['Oneri di sistema', smc, 'Smc', 0],
      ['Accisa e addizionale regionale', smc, 'Smc', 0],
    ];
    rows.push(...denseItems('GAS', items, m.gas, [6, 50, 5, 14, 5, 20], m.rate));
  }
  rows.push(['', 'Totale imponibile', '', '', '', '', eur(m.luce + m.gas), '']);
  return grid(p, y, cols, rows, (i) => i === rows.length - 1);
}

/** A small ruled box with a title and lines; returns its bottom. */
function denseBox(p: Page, x: number, top: number, w: number, title: string, lines: [string, string][]) {
  p.rect(x, top, w, 12, 0.86, null);
  p.text(x + 4, top + 9, title, { size: 6.8, bold: true });
  let y = top + 22;
  for (const [label, value] of lines) {
    p.text(x + 4, y, label, { size: 6.6 });
    if (value) right(p, x + w - 4, y, value, { size: 6.6, bold: true });
    y += 9;
  }
  p.rect(x, top, w, y - top - 4, null, 0.45);
  return y;
}

function denseBottom(d: Dense, top: number): number {
  const { p, b, r, m } = d;
  const sepa = r.chance(0.55);
  const pay: [string, string][] = sepa
    ? [
        ['Addebito diretto SEPA', ''],
        ['IBAN', masked(iban(r))],
        ['Data addebito', '03/03/2026'],
        ['Mandato', `VS-${r.digits(8)}`],
      ]
    : [
        ['Avviso pagoPA / bollettino', ''],
        ['Codice avviso', spaced(`3020${r.digits(14)}`, 4)],
        ['Scadenza', '03/03/2026'],
        ['CBILL', `VSC${r.digits(2)}`],
      ];
  const vat: [string, string][] = [
    [`Imponibile IVA ${m.rate}%`, eur(m.luce + m.gas)],
    [`IVA ${m.rate}%`, eur(m.iva)],
    ['Arrotondamenti', '0,00'],
    ['Totale fattura', b.totale],
  ];
  const past = (k: number) =>
    `${b.numero.slice(0, 3)}${String(Number(b.numero.slice(-4)) - k).padStart(4, '0')}`;
  const history: [string, string][] = [1, 2, 3].map((k): [string, string] => [
    `Fatt. ${past(k)} - pagata il ${['02/01/2026', '03/11/2025', '02/09/2025'][k - 1] ?? ''}`,
    eur(centsOf(b.totale) - 700 * k + r.int(0, 3000)),
  ]);
  const y1 = denseBox(p, X0, top, 175, 'MODALITÀ DI PAGAMENTO', pay);
  const y2 = denseBox(p, X0 + 182, top, 175, 'RIEPILOGO IVA', vat);
  const y3 = denseBox(p, X0 + 364, top, 175, 'ULTIMI PAGAMENTI', history);
  return Math.max(y1, y2, y3);
}

function denseNotes(d: Dense, top: number) {
  const { p, b } = d;
  const s = VALSERCHIO;
  const text =
    'Comunicazioni ai soci: la lettura del contatore può essere comunicata dal 25 al 30 di ogni mese al ' +
    `numero verde ${s.telefono} o sul sito ${s.web}; per le utenze in località isolate il distributore ` +
    'può stimare i consumi quando il contatore non è accessibile. Sportello soci: Piazza Umberto I 4, 55032 ' +
    'Castelnuovo di Garfagnana, dal lunedì al venerdì 8.30-12.30. Guasti energia elettrica: 803 500; ' +
    'pronto intervento gas: 800 900 806, 24 ore su 24. Bonus sociale: riconosciuto in automatico a chi ' +
    "presenta l'ISEE. Reclami per iscritto alla sede legale o a reclami@valserchio.example; dopo la " +
    'risposta è possibile ricorrere al Servizio Conciliazione ARERA.' +
    (b.holder.tipo === 'PG'
      ? ' Le imprese agricole possono chiedere l’accisa agevolata per gli usi di serre e stalle.'
      : '');
  para(p, X0, top, text, 539, { size: 6.4, grey: 0.2 });
}

function denseFooter(p: Page) {
  const s = VALSERCHIO;
  p.line(X0, 790, 567, 790, 0.5);
  p.text(X0, 800, `${s.nome} - ${s.sede} - C.F./P.IVA ${s.partitaIva} - Capitale sociale variabile`, {
    size: 6.3,
  });
  p.text(X0, 808, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.35,
  });
  right(p, 567, 808, 'Pag. 1/1', { size: 6.3 });
}

export const garfagnana: Layout = {
  key: 'garfagnana',
  supplier: VALSERCHIO,
  traits:
    'mountain cooperative, one dense page of ruled full-width tables: abbreviated headers over values with ' +
    'units in the header (Pot. imp. (kW) / 3,0), Località over the street with Sc./Int., province in its ' +
    'own column, farms with ATECO; c/o in the window; COGNOME NOME',
  draw(b) {
    const r = rndOf(b, 71);
    const co = r.chance(0.4) ? person(r) : null;
    const d: Dense = {
      p: new Page('sans'),
      b,
      r,
      rural: ruralOf(r, false),
      co,
      post: co ? postFor(r, b) : b.recapito,
      farm: farmOf(r, b),
      m: moneyOf(b),
      contratto: `VS/${r.digits(6)}`,
    };
    denseHeader(d);
    denseEnvelope(d);
    let y = denseDocument(d, 118);
    y = denseHolder(d, y + 11);
    y = densePlace(d, y + 11);
    y = denseLuce(d, y + 11);
    y = denseGas(d, y + 11);
    y = denseReadings(d, y + 11);
    y = denseAmounts(d, y + 11);
    y = denseBottom(d, y + 9);
    denseNotes(d, y + 4);
    denseFooter(d.p);
    return [d.p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Frignano: a classic two-column bill in serif type. Left: the client (labels beside values), the
// condominium's administrator with their own codice fiscale or the c/o recipient, the supply address as
// lines (Frazione, street with staircase and flat, CAP and comune) and the province in full on a row of
// its own, then the technical data in a grid of small cells with abbreviated labels. Right: the total, the
// Bolletta 2.0 summary, readings, payment and customer service

const SCOLTENNA = supplier(
  'SCOLTENNA',
  'Scoltenna Luce e Gas S.r.l.',
  '0365182947',
  'Via Giardini 455, 41026 Pavullo nel Frignano (MO)',
  '800 536 412',
);

type Admin = { title: string; who: Person; studio: Indirizzo; pec: string };
type Classic = {
  p: Page;
  b: Bill;
  r: Rnd;
  rural: Rural;
  order: NameOrder;
  admin: Admin | null;
  co: Person | null;
  post: Indirizzo;
  m: Money;
};
type Row = [label: string, value: string | string[]];

const LEFT = 40;
const RIGHT = 305;
const COL_W = 250;

function classicHeader(c: Classic) {
  const { p } = c;
  const s = SCOLTENNA;
  p.text(LEFT, 56, 'Scoltenna', { size: 25, bold: true });
  p.text(LEFT, 70, "luce & gas dell'Appennino modenese", { size: 8.5, grey: 0.35 });
  p.text(LEFT, 86, s.nome, { size: 6.8 });
  p.text(LEFT, 95, s.sede, { size: 6.8 });
  p.text(LEFT, 104, `P.IVA ${s.partitaIva} - Numero verde ${s.telefono} - ${s.web}`, { size: 6.8 });
}

/** The envelope: the holder, then c/o the administrator or another person, and their address. */
function classicEnvelope(c: Classic) {
  const { p, b } = c;
  const a = c.post;
  const name = upper(holderName(b.holder, c.order));
  p.text(318, 60, 'Spett.le', { size: 7.5, grey: 0.4 });
  p.text(318, 73, name, { size: fit(name, 237, 9.5, 'serif', true), bold: true });
  let y = 85;
  const via = (line: string) => {
    p.text(318, y, line, { size: 9 });
    y += 11.5;
  };
  if (c.admin) via(upper(`c/o Amministratore ${c.admin.title} ${c.admin.who.nome} ${c.admin.who.cognome}`));
  if (c.co) via(upper(`c/o ${c.co.nome} ${c.co.cognome}`));
  via(upper(`${a.toponimo} ${a.via}, ${a.civico}`));
  via(upper(`${a.cap} ${a.comune} (${a.provincia})`));
}

function classicTitle(c: Classic) {
  const { p, b } = c;
  p.rect(LEFT, 140, 515, 20, 0.9, null);
  const what = b.luce && b.gas ? 'LUCE E GAS' : b.luce ? 'ENERGIA ELETTRICA' : 'GAS NATURALE';
  const period = 'Periodo: dicembre 2025 - gennaio 2026';
  const title = `BOLLETTA ${what} - Fattura n. ${b.numero} del 10/02/2026`;
  const room = 503 - roomOf(period, 8, 'serif') - 14;
  p.text(LEFT + 6, 154, title, { size: fit(title, room, 9.5, 'serif', true), bold: true });
  right(p, 549, 154, period, { size: 8 });
}

function section(p: Page, x: number, y: number, title: string): number {
  p.text(x, y, title, { size: 8.5, bold: true });
  p.line(x, y + 3, x + COL_W, y + 3, 0.4);
  return y + 15;
}

/** Label beside value; a value in parts gets a line a part. Returns the y under the rows. */
function rows(p: Page, x: number, y: number, list: Row[], labelW = 92): number {
  const max = COL_W - labelW;
  for (const [label, value] of list) {
    p.text(x, y, label, { size: 7.8, grey: 0.3 });
    const lines = typeof value === 'string' ? [value] : value;
    lines.forEach((l, i) => {
      const size = fit(l, max, 8.6, 'serif', true);
      p.text(x + labelW, y + i * 11, l, { size, bold: true });
    });
    y += 11 * lines.length + 2;
  }
  return y;
}

function classicClient(c: Classic, top: number): number {
  const { p, b, r } = c;
  const h = b.holder;
  const list: Row[] =
    h.tipo === 'PF'
      ? [
          ['Cliente', holderName(h, c.order)],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  list.push(['Codice cliente', b.codiceCliente], ['Contratto n.', `SC-${r.digits(7)}`]);
  if (c.admin) list.push(['Utenza', 'Condominiale - parti comuni']);
  else if (h.tipo === 'PG') list.push(['Utenza', 'Altri usi - azienda agricola']);
  else list.push(['Utenza', r.pick(['Domestica residente', 'Domestica non residente'])]);
  return rows(p, LEFT, section(p, LEFT, top, 'DATI DEL CLIENTE'), list);
}

/** Who receives the bill when it is not the holder: the administrator (with their codes) or a c/o. */
function classicRecipient(c: Classic, top: number): number {
  const { p } = c;
  const a = c.post;
  const where = [`${a.toponimo} ${a.via}, ${a.civico}`, `${a.cap} ${a.comune} (${a.provincia})`];
  if (c.admin) {
    const { title, who, pec } = c.admin;
    return rows(p, LEFT, section(p, LEFT, top, 'AMMINISTRATORE DEL CONDOMINIO'), [
      ['Amministratore', `${title} ${who.cognome} ${who.nome}`],
      ['Cod. fiscale amm.', who.codiceFiscale],
      ['Studio', where],
      ['PEC', pec],
    ]);
  }
  if (c.co) {
    return rows(p, LEFT, section(p, LEFT, top, 'RECAPITO DELLA BOLLETTA'), [
      ['Presso', `c/o ${c.co.cognome} ${c.co.nome}`],
      ['Indirizzo', where],
    ]);
  }
  return top;
}

/** The supply address as a country bill prints it: Frazione, street with its extras, CAP and comune. */
function classicSupply(c: Classic, top: number): number {
  const { p, b, r, rural } = c;
  const f = b.fornitura;
  let y = section(p, LEFT, top, 'INDIRIZZO DI FORNITURA');
  const street = [`${f.toponimo} ${f.via}, ${f.civico}`, ...unitParts(rural.unit, 'Scala', 'Piano', 'Int.')];
  const lines = [
    ...(rural.kind ? [`${rural.kind === 'Frazione' ? 'Fraz.' : rural.kind} ${rural.place}`] : []),
    street.join(' - '),
    `${f.cap} ${f.comune}`,
  ];
  for (const l of lines) {
    p.text(LEFT, y, l, { size: fit(l, COL_W, 9, 'serif', true), bold: true });
    y += 11.5;
  }
  return rows(p, LEFT, y + 3, [
    ['Provincia', `${provinceOf(f.provincia)} (${f.provincia})`],
    [
      'Immobile',
      c.admin ? r.pick(['Centrale termica', 'Scale e androne']) : r.pick(['Abitazione', 'Fabbricato rurale']),
    ],
  ]);
}

type GridCell = [label: string, value: string, wide?: boolean];

/** Cells two to a row (a wide one takes the row): the abbreviated label left, the value flush right. */
function cellGrid(p: Page, top: number, cells: GridCell[]): number {
  const w = (COL_W - 4) / 2;
  let y = top;
  let col = 0;
  for (const [label, value, wide] of cells) {
    if (wide && col) {
      y += 16;
      col = 0;
    }
    const x = LEFT + col * (w + 4);
    const cw = wide ? COL_W : w;
    p.rect(x, y, cw, 14, null, 0.65);
    p.text(x + 3, y + 10, label, { size: 6.8, grey: 0.35 });
    const room = cw - 8 - roomOf(label, 6.8, 'serif');
    right(p, x + cw - 3, y + 10, value, { size: fit(value, room, 8.2, 'serif', true), bold: true });
    if (wide || col) {
      y += 16;
      col = 0;
    } else col = 1;
  }
  return y + (col ? 16 : 0);
}

function classicTechnical(c: Classic, top: number): number {
  const { p, b, r } = c;
  let y = section(p, LEFT, top, 'DATI TECNICI DELLA FORNITURA');
  if (b.luce) {
    const l = b.luce;
    p.text(LEFT, y, 'Energia elettrica', { size: 8, bold: true });
    y = cellGrid(p, y + 6, [
      ['POD', l.pod, true],
      ['Pot. imp.', `${kw(l.potenzaKw)} kW`],
      ['Pot. disp.', `${kw(l.disponibileKw)} kW`],
      ['Tens.', `${l.tensioneV} V`],
      ['Fasi', l.tensioneV === 230 ? 'mono' : 'tri'],
      ['Cons. ann.', `${it(l.annuoKwh)} kWh`],
      ['Opz. tar.', b.holder.tipo === 'PG' ? 'BTA' : 'TD'],
    ]);
  }
  if (b.gas) {
    const g = b.gas;
    if (b.luce) y += 10;
    p.text(LEFT, y, 'Gas naturale', { size: 8, bold: true });
    y = cellGrid(p, y + 6, [
      ['PDR', g.pdr, true],
      ['Cod. REMI', g.remi],
      ['Cl. mis.', r.pick(['G4', 'G6'])],
      ['Cat. uso', `${g.categoria} - ${SHORT_CAT[g.categoria] ?? ''}`, true],
      ['Cons. ann.', `${it(g.annuoSmc)} Smc`],
      ['Coeff. C', '1,0211'],
    ]);
  }
  return y;
}

/** Right column: label left, amount flush right. */
function amountRows(p: Page, y: number, list: [string, string, boolean?][]): number {
  for (const [label, value, bold] of list) {
    p.text(RIGHT + 4, y, label, { size: 8, bold });
    right(p, 551, y, value, { size: 8, bold });
    p.line(RIGHT, y + 3.5, 555, y + 3.5, 0.85);
    y += 12.5;
  }
  return y;
}

function classicTotal(c: Classic, top: number): number {
  const { p, b } = c;
  p.rect(RIGHT, top, COL_W, 62, 0.92, null);
  p.text(RIGHT + 10, top + 15, 'TOTALE DA PAGARE', { size: 8.5, bold: true });
  p.text(RIGHT + 10, top + 39, `€ ${b.totale}`, { size: 19, bold: true });
  right(p, 545, top + 15, 'Scadenza', { size: 8 });
  right(p, 545, top + 37, '06/03/2026', { size: 12, bold: true });
  p.text(RIGHT + 10, top + 54, 'Periodo di fatturazione: 01/12/2025 - 31/01/2026', { size: 7.5 });
  return top + 78;
}

function classicSummary(c: Classic, top: number): number {
  const { p, m } = c;
  const y = section(p, RIGHT, top, 'SINTESI DEGLI IMPORTI FATTURATI');
  const net = m.luce + m.gas;
  const [materia = 0, trasporto = 0, oneri = 0, imposte = 0] = split(net, [55, 21, 9, 15]);
  const list: [string, string, boolean?][] = [
    ['Spesa per la materia energia', eur(materia)],
    ['Spesa per il trasporto e la gestione del contatore', eur(trasporto)],
    ['Spesa per oneri di sistema', eur(oneri)],
    ['Imposte (accise e addizionali)', eur(imposte)],
    [`IVA ${m.rate}%`, eur(m.iva)],
  ];
  if (m.canone) list.push(['Canone di abbonamento alla televisione', eur(m.canone)]);
  list.push(['Totale bolletta', eur(m.total), true]);
  return amountRows(p, y, list);
}

function classicReadings(c: Classic, top: number): number {
  const { p, b, r } = c;
  const list: [string, string, boolean?][] = [];
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    list.push([
      'Luce: lettura al 31/01/2026 (' + r.pick(['reale', 'stimata']) + ')',
      `${it(9_000 + kwh)} kWh`,
    ]);
    list.push(['Luce: consumo fatturato nel periodo', `${it(kwh)} kWh`]);
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    list.push([
      'Gas: lettura al 31/01/2026 (' + r.pick(['reale', 'autolettura']) + ')',
      `${it(3_100 + smc)} mc`,
    ]);
    list.push(['Gas: consumo fatturato nel periodo', `${it(smc)} Smc`]);
  }
  return amountRows(p, section(p, RIGHT, top, 'LETTURE E CONSUMI'), list);
}

function classicPayment(c: Classic, top: number): number {
  const { p, r } = c;
  const y = section(p, RIGHT, top, 'COME PAGARE');
  const text = r.chance(0.5)
    ? `Addebito diretto SEPA sul conto ${masked(iban(r))}: l'importo sarà addebitato alla scadenza.`
    : `Avviso pagoPA n. ${spaced(`3010${r.digits(14)}`, 4)} presso banche, uffici postali, tabaccherie ` +
      `o app. Bonifico su IBAN ${iban(r)} indicando il codice cliente.`;
  return para(p, RIGHT, y, text, COL_W, { size: 7.8 });
}

function classicService(c: Classic, top: number): number {
  const { p } = c;
  let y = section(p, RIGHT, top + 6, 'SERVIZIO CLIENTI');
  const lines = [
    `Numero verde ${SCOLTENNA.telefono} (lun-ven 8-20, sab 8-13); da cellulare 0536 180 412.`,
    'Sportello di Pavullo: Piazza Montecuccoli 3, 41026 Pavullo nel Frignano.',
    'Sportello di Fanano: Via Roma 2, 41021 Fanano (martedì e giovedì 9-12).',
    'Guasti luce: 803 500. Pronto intervento gas: 800 224 455, 24 ore su 24.',
  ];
  for (const l of lines) y = para(p, RIGHT, y, l, COL_W, { size: 7.6 }) + 2;
  return y;
}

function classicNotes(c: Classic, top: number) {
  const { p } = c;
  const y = section(p, LEFT, top, 'COMUNICAZIONI');
  p.line(LEFT, top + 3, 555, top + 3, 0.4);
  const text =
    (c.admin
      ? "Bolletta inviata all'amministratore del condominio come da delega in atti. "
      : 'La bolletta è inviata al recapito indicato nel contratto: per cambiarlo chiama il numero verde. ') +
    'Per i clienti domestici in disagio economico o fisico è previsto il bonus sociale, riconosciuto in ' +
    "automatico con l'ISEE. Reclami: per iscritto alla sede di Pavullo o a reclami@scoltenna.example; se la " +
    'risposta non è soddisfacente puoi rivolgerti al Servizio Conciliazione di ARERA. Le condizioni ' +
    'economiche della tua offerta sono riportate nel contratto e su www.scoltenna.example/offerte.';
  para(p, LEFT, y, text, 515, { size: 7.2, grey: 0.2 });
}

function classicFooter(p: Page) {
  const s = SCOLTENNA;
  p.line(LEFT, 788, 555, 788, 0.5);
  p.text(LEFT, 799, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 1.200.000,00 i.v.`, {
    size: 6.6,
  });
  p.text(LEFT, 808, `Registro Imprese di Modena, C.F. e P.IVA ${s.partitaIva} - REA MO-388104`, {
    size: 6.6,
  });
  p.text(LEFT, 817, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.6,
    grey: 0.35,
  });
}

function adminOf(r: Rnd): Admin {
  const who = person(r);
  return {
    title: r.pick(['Geom.', 'Rag.', 'Dott.', 'Arch.']),
    who,
    studio: address(r),
    pec: `${who.cognome.toLowerCase().replace(/[^a-z]/g, '')}.condomini@pec.example`,
  };
}

export const frignano: Layout = {
  key: 'frignano',
  supplier: SCOLTENNA,
  traits:
    'classic two columns, serif: labels beside values; condominium mailed c/o its administrator (own ' +
    'name and codice fiscale) or c/o another person; Fraz. over "Via X, 12 - Scala B - Int. 4"; province ' +
    'in full on its own row; technical grid of abbreviated cells (Pot. imp., Tens., Cons. ann.)',
  draw(b) {
    const r = rndOf(b, 29);
    const condo = r.chance(0.45);
    const admin = condo ? adminOf(r) : null;
    const co = !condo && r.chance(0.45) ? person(r) : null;
    const c: Classic = {
      p: new Page('serif'),
      b,
      r,
      rural: ruralOf(r, condo),
      order: r.pick<NameOrder>(['COGNOME Nome', 'Cognome Nome']),
      admin,
      co,
      post: admin ? admin.studio : co ? postFor(r, b) : b.recapito,
      m: moneyOf(b, true),
    };
    classicHeader(c);
    classicEnvelope(c);
    classicTitle(c);
    let left = classicClient(c, 180);
    left = classicRecipient(c, left + 8);
    left = classicSupply(c, left + 8);
    left = classicTechnical(c, left + 8);
    let col = classicTotal(c, 172);
    col = classicSummary(c, col);
    col = classicReadings(c, col + 8);
    col = classicPayment(c, col + 8);
    col = classicService(c, col + 6);
    classicNotes(c, Math.max(left, col) + 14);
    classicFooter(c.p);
    return [c.p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Mottarone: a lakeside supplier's letter on two pages. Page 1: a greeting and prose naming the supply's
// place and its province in full, the total in a dark band, three boxes with labels above values (holder,
// the address as Località / street with its extras / CAP and comune, the POD and PDR), the summary of
// amounts beside a bar chart of past consumption, and a pagoPA slip. Page 2: the technical data in boxes
// with abbreviated labels, readings, the detail of the amounts and the land-registry data

const CUSIO = supplier(
  'CUSIO',
  'Cusio Energia e Servizi S.p.A.',
  '0323948156',
  'Corso Matteotti 118, 28887 Omegna (VB)',
  '800 323 119',
);

type Letter = {
  p: Page;
  b: Bill;
  r: Rnd;
  rural: Rural;
  co: Person | null;
  post: Indirizzo;
  m: Money;
  farm: Farm | null;
  /** a holiday home: the household lives elsewhere */
  second: boolean;
  avviso: string;
};

const BOX_W = 165;

function letterBand(l: Letter) {
  const { p, b } = l;
  p.rect(0, 0, W, 72, 0.9, null);
  p.text(40, 44, 'Cusio', { size: 26, bold: true });
  p.text(40 + pdfTextWidth('Cusio', 26, 'sans', true) * 1.2 + 6, 44, 'energia', { size: 14, grey: 0.3 });
  p.text(40, 60, 'luce e gas tra i laghi e i monti', { size: 8, grey: 0.35 });
  right(p, 555, 30, `Bolletta n. ${b.numero}`, { size: 9.5, bold: true });
  right(p, 555, 43, 'emessa il 11/02/2026', { size: 8 });
  right(p, 555, 56, `Codice cliente ${b.codiceCliente}`, { size: 8 });
}

function letterEnvelope(l: Letter) {
  const { p, b } = l;
  const a = l.post;
  const name = holderName(b.holder, 'Nome Cognome');
  p.text(330, 94, 'Alla cortese attenzione di', { size: 7, grey: 0.45 });
  p.text(330, 108, name, { size: fit(name, 225, 9.5, 'sans', true), bold: true });
  let y = 120;
  if (l.co) {
    p.text(330, y, `c/o ${l.co.nome} ${l.co.cognome}`, { size: 9 });
    y += 11.5;
  }
  p.text(330, y, `${a.toponimo} ${a.via} ${a.civico}`, { size: 9 });
  p.text(330, y + 11.5, `${a.cap} ${upper(a.comune)} ${a.provincia}`, { size: 9 });
}

/** The greeting and the prose that names the place of the supply and its province in full. */
function letterGreeting(l: Letter) {
  const { p, b, rural } = l;
  const h = b.holder;
  const f = b.fornitura;
  const hello = h.tipo === 'PF' ? `Gentile ${h.nome} ${h.cognome},` : `Spettabile ${h.ragioneSociale},`;
  p.text(40, 100, hello, { size: fit(hello, 270, 11, 'sans', true), bold: true });
  const what = b.luce && b.gas ? 'della luce e del gas' : b.luce ? 'della luce' : 'del gas';
  const place = rural.kind ? `in ${rural.kind.toLowerCase()} ${rural.place}, ` : '';
  const home =
    h.tipo === 'PG' ? "dell'azienda agricola" : l.second ? 'della casa per le vacanze' : "dell'abitazione";
  const text =
    `ti inviamo la bolletta ${what} ${home} ${place}nel comune di ${f.comune}, provincia di ` +
    `${provinceOf(f.provincia)}, per il periodo dal 1° dicembre 2025 al 31 gennaio 2026. I dati tecnici ` +
    'della fornitura, le letture e i dati catastali dell’immobile sono a pagina 2.';
  para(p, 40, 117, text, 268, { size: 8.3 });
}

function letterTotal(l: Letter) {
  const { p, b } = l;
  p.rect(40, 190, 515, 50, 0.22, null);
  p.text(52, 207, 'Totale da pagare', { size: 8.5, grey: 1 });
  p.text(52, 230, `€ ${b.totale}`, { size: 20, bold: true, grey: 1 });
  p.text(250, 207, 'Entro il', { size: 8.5, grey: 1 });
  p.text(250, 230, '05/03/2026', { size: 13, bold: true, grey: 1 });
  p.text(390, 207, 'Come paghi', { size: 8.5, grey: 1 });
  p.text(390, 228, l.avviso ? 'Avviso pagoPA qui sotto' : 'Addebito diretto SEPA', {
    size: 9.5,
    bold: true,
    grey: 1,
  });
}

type Stack = [label: string, lines: string[]];

/** A box's content, label above value; returns the y under it (the frame is drawn by the caller). */
function stack(p: Page, x: number, top: number, title: string, items: Stack[]): number {
  p.text(x + 8, top + 14, title, { size: 8.5, bold: true });
  let y = top + 28;
  for (const [label, lines] of items) {
    p.text(x + 8, y, label, { size: 6.8, grey: 0.4 });
    y += 10.5;
    for (const line of wrap(lines, BOX_W - 16, 8.6, 'sans', true)) {
      p.text(x + 8, y, line, { size: 8.6, bold: true });
      y += 10.5;
    }
    y += 4;
  }
  return y;
}

function letterBoxes(l: Letter): number {
  const { p, b, rural } = l;
  const h = b.holder;
  const f = b.fornitura;
  const who: Stack[] =
    h.tipo === 'PF'
      ? [
          ['Nome e cognome', [`${h.nome} ${h.cognome}`]],
          ['Codice fiscale', [h.codiceFiscale]],
        ]
      : [
          ['Ragione sociale', [h.ragioneSociale]],
          ['Partita IVA', [h.partitaIva]],
          ['Codice fiscale', [h.codiceFiscale]],
        ];
  if (l.farm) who.push(['Attività', [`${l.farm.ateco[0]} ${l.farm.ateco[1]}`]]);
  // the staircase, floor and flat follow the house number, on a line of their own when there is no room
  const extras = unitParts(rural.unit, 'Scala', 'Piano', 'Interno').join(', ');
  const street = `${f.toponimo} ${f.via} ${f.civico}`;
  const joined = extras ? `${street}, ${extras}` : street;
  const streetLines = roomOf(joined, 8.6, 'sans', true) <= BOX_W - 16 ? [joined] : [`${street},`, extras];
  const where: Stack[] = [
    [
      'Indirizzo di fornitura',
      [
        ...(rural.kind ? [`${rural.kind} ${rural.place}`] : []),
        ...streetLines,
        `${f.cap} ${upper(f.comune)}`,
      ],
    ],
    ['Sigla provincia', [f.provincia]],
  ];
  const codes: Stack[] = [];
  if (b.luce) codes.push(['POD - punto di prelievo', [b.luce.pod]]);
  if (b.gas) codes.push(['PDR - punto di riconsegna', [spaced(b.gas.pdr, 4)]]);
  const use =
    h.tipo === 'PG'
      ? 'Altri usi - agricoltura'
      : l.second
        ? 'Domestico non residente'
        : 'Domestico residente';
  codes.push(
    ['Tipo di utenza', [use]],
    ['Offerta', [b.gas ? 'Cusio Casa Monti Gas' : 'Cusio Casa Monti Luce']],
  );
  const top = 254;
  const xs = [40, 215, 390];
  const bottom = Math.max(
    stack(p, xs[0] ?? 0, top, 'Intestatario', who),
    stack(p, xs[1] ?? 0, top, 'Dove arriva la fornitura', where),
    stack(p, xs[2] ?? 0, top, 'Codici della fornitura', codes),
  );
  for (const x of xs) p.rect(x, top, BOX_W, bottom - top, null, 0.6);
  return bottom;
}

/** The Bolletta 2.0 summary, a column a supply. */
function letterSummary(l: Letter, top: number): number {
  const { p, b, m } = l;
  p.text(40, top, 'Sintesi degli importi', { size: 10.5, bold: true });
  const luce = split(m.luce, [55, 21, 9, 15]);
  const gas = split(m.gas, [57, 20, 6, 17]);
  const items = [
    'Spesa per la materia energia',
    'Trasporto e gestione del contatore',
    'Oneri di sistema',
    'Imposte',
  ];
  const cols: [string, number[]][] = [
    ...(b.luce ? [['Luce', luce] as [string, number[]]] : []),
    ...(b.gas ? [['Gas', gas] as [string, number[]]] : []),
  ];
  const xs = cols.length === 2 ? [245, 330] : [330];
  let y = top + 16;
  cols.forEach(([name], i) => right(p, xs[i] ?? 0, y, name, { size: 7.5, bold: true }));
  y += 13;
  items.forEach((item, k) => {
    p.text(40, y, item, { size: 8 });
    cols.forEach(([, values], i) => right(p, xs[i] ?? 0, y, eur(values[k] ?? 0), { size: 8 }));
    p.line(40, y + 4, 330, y + 4, 0.85);
    y += 13;
  });
  p.text(40, y, `IVA ${m.rate}% sul totale`, { size: 8 });
  right(p, 330, y, eur(m.iva), { size: 8 });
  p.line(40, y + 4, 330, y + 4, 0.85);
  y += 14;
  p.text(40, y, 'Totale bolletta', { size: 9, bold: true });
  right(p, 330, y, b.totale, { size: 9, bold: true });
  return y + 10;
}

/** Bars of the last six bimesters' consumption (of electricity when there is any). */
function letterChart(l: Letter, top: number) {
  const { p, b } = l;
  const luce = !!b.luce;
  const annual = b.luce?.annuoKwh ?? b.gas?.annuoSmc ?? 0;
  const shape = luce ? [19, 15, 14, 16, 15, 21] : [31, 12, 3, 2, 15, 37];
  const values = split(annual, shape);
  const max = Math.max(...values, 1);
  const unit = luce ? 'kWh' : 'Smc';
  p.text(355, top, `I tuoi consumi per bimestre (${unit})`, { size: 8.5, bold: true });
  const names = ['feb-mar', 'apr-mag', 'giu-lug', 'ago-set', 'ott-nov', 'dic-gen'];
  const base = top + 92;
  values.forEach((v, i) => {
    const x = 360 + i * 32;
    const h = Math.max(2, (v / max) * 62);
    p.rect(x, base - h, 20, h, i === 5 ? 0.3 : 0.7, null);
    p.text(x, base - h - 3, it(v), { size: 6.2 });
    p.text(x - 1, base + 9, names[i] ?? '', { size: 6 });
  });
  p.line(355, base, 555, base, 0.4);
}

function letterNotes(l: Letter, top: number): number {
  const { p } = l;
  const text =
    (l.co ? 'La bolletta è spedita al recapito c/o indicato da te. ' : '') +
    'Comunica la lettura del contatore tra il 20 e il 25 del mese con l’app Cusio o al numero verde ' +
    `${CUSIO.telefono}. Sportello di Omegna: Via De Amicis 9, 28887 Omegna, lunedì e giovedì 9-12. ` +
    'Guasti luce 803 500, pronto intervento gas 800 555 919.';
  return para(p, 40, top, text, 515, { size: 7.5, grey: 0.2 });
}

/** The pagoPA slip at the foot of page 1, or the SEPA mandate's summary. */
function letterSlip(l: Letter, top: number) {
  const { p, b, r } = l;
  for (let x = 40; x < 555; x += 8) p.line(x, top, x + 4, top, 0.4);
  const y = top + 12;
  p.rect(40, y, 515, 150, null, 0.5);
  if (!l.avviso) {
    p.text(50, y + 18, 'ADDEBITO DIRETTO SEPA (SDD CORE)', { size: 9.5, bold: true });
    const ib = iban(r);
    const rowsOf: [string, string][] = [
      ['Creditore', `${CUSIO.nome} - ID creditore IT${r.digits(2)}ZZZ0${CUSIO.partitaIva}`],
      ['Conto di addebito', masked(ib)],
      ['Riferimento mandato', `CUS-${r.digits(9)}`],
      ['Importo e data di addebito', `€ ${b.totale} il 05/03/2026`],
    ];
    rowsOf.forEach(([k, v], i) => {
      p.text(50, y + 42 + i * 16, k, { size: 7.5, grey: 0.4 });
      p.text(170, y + 42 + i * 16, v, { size: 8.5, bold: true });
    });
    para(
      p,
      50,
      y + 120,
      'Non occorre fare nulla: l’importo sarà addebitato alla scadenza sul conto indicato.',
      490,
      {
        size: 7.5,
      },
    );
    return;
  }
  const h = b.holder;
  const name = holderName(h, 'Nome Cognome');
  p.text(50, y + 18, 'AVVISO DI PAGAMENTO', { size: 10, bold: true });
  right(p, 545, y + 18, 'pagoPA', { size: 12, bold: true });
  p.text(50, y + 38, 'ENTE CREDITORE', { size: 6.8, grey: 0.4 });
  p.text(50, y + 50, CUSIO.nome, { size: 8.5, bold: true });
  p.text(50, y + 64, `Cod. fiscale ente creditore ${CUSIO.partitaIva}`, { size: 7.5 });
  p.text(300, y + 38, 'DESTINATARIO AVVISO', { size: 6.8, grey: 0.4 });
  p.text(300, y + 50, name, { size: fit(name, 245, 8.5, 'sans', true), bold: true });
  p.text(300, y + 64, `Cod. fiscale destinatario ${h.codiceFiscale}`, { size: 7.5 });
  p.line(50, y + 76, 545, y + 76, 0.7);
  p.text(50, y + 92, 'QUANTO E QUANDO PAGARE', { size: 6.8, grey: 0.4 });
  p.text(50, y + 108, `€ ${b.totale} entro il 05/03/2026`, { size: 11, bold: true });
  p.text(300, y + 92, 'CODICE AVVISO', { size: 6.8, grey: 0.4 });
  p.text(300, y + 108, l.avviso, { size: 11, bold: true, face: 'mono' });
  p.text(50, y + 128, `Oggetto del pagamento: bolletta n. ${b.numero} - CBILL ${'CUS' + r.digits(2)}`, {
    size: 7.5,
  });
  p.text(50, y + 140, 'Paga in banca, alla posta, in tabaccheria o dall’app della tua banca.', { size: 7.5 });
}

function letterFooter(p: Page, page: number) {
  const s = CUSIO;
  p.line(40, 790, 555, 790, 0.5);
  p.text(40, 800, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 3.000.000,00 i.v.`, { size: 6.5 });
  p.text(40, 809, `C.F., P.IVA e Reg. Imprese ${s.partitaIva} - ${s.web} - Numero verde ${s.telefono}`, {
    size: 6.5,
  });
  p.text(40, 818, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.35,
  });
  right(p, 555, 818, `pagina ${page} di 2`, { size: 6.5 });
}

function letterPage1(l: Letter): Page {
  letterBand(l);
  letterEnvelope(l);
  letterGreeting(l);
  letterTotal(l);
  const y = letterBoxes(l);
  const after = letterSummary(l, y + 22);
  letterChart(l, y + 22);
  const notes = letterNotes(l, Math.max(after, y + 140) + 10);
  letterSlip(l, Math.max(notes + 8, 612));
  letterFooter(l.p, 1);
  return l.p;
}

type Tile = [label: string, value: string, span?: number];

/** Boxes four to a row (a box may span two): the abbreviated label small above the value. */
function tiles(p: Page, top: number, list: Tile[]): number {
  const w = (515 - 3 * 6) / 4;
  let col = 0;
  let y = top;
  for (const [label, value, span = 1] of list) {
    if (col + span > 4) {
      col = 0;
      y += 36;
    }
    const x = 40 + col * (w + 6);
    const bw = w * span + 6 * (span - 1);
    p.rect(x, y, bw, 31, null, 0.6);
    p.text(x + 6, y + 10, label, { size: 6.8, grey: 0.4 });
    p.text(x + 6, y + 24, value, { size: fit(value, bw - 12, 9, 'sans', true), bold: true });
    col += span;
  }
  return y + 36;
}

function letterTechnical(l: Letter, p: Page, top: number): number {
  const { b, r } = l;
  let y = top;
  if (b.luce) {
    const e = b.luce;
    const pg = b.holder.tipo === 'PG';
    p.text(40, y, 'Energia elettrica', { size: 10, bold: true });
    y = tiles(p, y + 7, [
      ['POD', e.pod],
      ['Pot. imp.', `${it(e.potenzaKw, 2)} kW`],
      ['Pot. disp.', `${it(e.disponibileKw, 2)} kW`],
      ['Tens. alim.', `${e.tensioneV} V`],
      ['Fasi', e.tensioneV === 230 ? 'Monofase' : 'Trifase'],
      ['Opz. tar.', pg ? 'BTA' : 'TD'],
      ['Cons. ann.', `${it(e.annuoKwh)} kWh`],
      ['Ripart. F1 / F2 / F3', '41% / 28% / 31%'],
      ['Distributore', 'Reti Elettriche Cusio S.r.l.', 2],
      ['Matr. contatore', `${r.pick(['EDY', 'ENL'])}${r.digits(8)}`],
      ['Data attivazione', `${String(r.int(1, 28)).padStart(2, '0')}/0${r.int(1, 9)}/${r.int(2008, 2023)}`],
    ]);
    y += 12;
  }
  if (b.gas) {
    const g = b.gas;
    p.text(40, y, 'Gas naturale', { size: 10, bold: true });
    y = tiles(p, y + 7, [
      ['PDR', g.pdr],
      ['Cod. REMI', g.remi],
      ['Cat. uso', `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, 2],
      ['Cons. ann.', `${it(g.annuoSmc)} Smc`],
      ['Cl. mis.', r.pick(['G4', 'G6', 'G10'])],
      ['Coeff. C', r.pick(['0,9215', '0,8904', '0,9587'])],
      ['Matr. contatore', `${r.pick(['SMT', 'GMC'])}${r.digits(8)}`],
      ['Distributore', 'Gas Laghi e Valli S.r.l.', 2],
    ]);
  }
  return y;
}

/** Readings as a small table with a header row. */
function letterReadings(l: Letter, p: Page, top: number): number {
  const { b, r } = l;
  p.text(40, top, 'Letture', { size: 10, bold: true });
  const xs = [40, 120, 230, 300, 390, 470];
  let y = top + 16;
  ['Servizio', 'Data lettura', 'Tipo', 'Lettura', 'Consumo', 'Unità'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.5, bold: true, grey: 0.25 }),
  );
  y += 12;
  const rowOf = (cells: string[]) => {
    cells.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 8 }));
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 13;
  };
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    rowOf(['Luce', '31/01/2026', r.pick(['Rilevata', 'Stimata']), it(14_000 + kwh * 5), it(kwh), 'kWh']);
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    rowOf(['Gas', '31/01/2026', r.pick(['Rilevata', 'Autolettura']), it(4_200 + smc * 3), it(smc), 'Smc']);
  }
  return y + 8;
}

/** The land-registry data of the building, as the contract collected them. */
function letterCadastre(l: Letter, p: Page, top: number): number {
  const { b, r } = l;
  const f = b.fornitura;
  p.text(40, top, 'Dati catastali dell’immobile', { size: 10, bold: true });
  const pairs: [string, string][] = [
    ['Comune amministrativo', f.comune],
    ['Provincia', provinceOf(f.provincia)],
    ['Codice comune catastale', belfioreOf(f)],
    ['Sezione urbana', '-'],
    ['Foglio', String(r.int(1, 60))],
    ['Particella', String(r.int(10, 1500))],
    ['Subalterno', String(r.int(1, 20))],
    [
      'Tipo unità',
      b.holder.tipo === 'PG' ? 'Fabbricato rurale (D/10)' : r.pick(['Abitazione (A/3)', 'Abitazione (A/7)']),
    ],
    ['Titolo', r.pick(['Proprietario', 'Usufruttuario', 'Locatario'])],
  ];
  let y = top + 16;
  pairs.forEach(([k, v], i) => {
    const x = i % 2 ? 300 : 40;
    p.text(x, y, k, { size: 7.5, grey: 0.4 });
    p.text(x + 108, y, v, { size: fit(v, 145, 8.5, 'sans', true), bold: true });
    if (i % 2) y += 13;
  });
  return y + 20;
}

function letterDetail(l: Letter, p: Page, top: number): number {
  const { b, m } = l;
  p.text(40, top, 'Dettaglio degli importi', { size: 10, bold: true });
  let y = top + 16;
  const line = (label: string, value: string, bold = false) => {
    p.text(46, y, label, { size: 8, bold });
    right(p, 555, y, value, { size: 8, bold });
    p.line(40, y + 4, 555, y + 4, 0.88);
    y += 12.5;
  };
  if (b.luce) {
    const [fissa = 0, energia = 0, rete = 0, oneri = 0, accisa = 0] = split(m.luce, [8, 47, 21, 9, 15]);
    line('Luce - quota fissa di commercializzazione', eur(fissa));
    line('Luce - energia (prezzo fisso 12 mesi)', eur(energia));
    line('Luce - trasporto, gestione contatore e quota potenza', eur(rete));
    line('Luce - oneri di sistema', eur(oneri));
    line('Luce - accisa', eur(accisa));
  }
  if (b.gas) {
    const [fissa = 0, energia = 0, rete = 0, oneri = 0, accisa = 0] = split(m.gas, [7, 50, 20, 6, 17]);
    line('Gas - quota fissa di commercializzazione', eur(fissa));
    line('Gas - materia prima (indicizzata PSV)', eur(energia));
    line('Gas - trasporto e gestione del contatore', eur(rete));
    line('Gas - oneri di sistema', eur(oneri));
    line('Gas - accisa e addizionale regionale', eur(accisa));
  }
  line(`IVA ${m.rate}% su imponibile di € ${eur(m.luce + m.gas)}`, eur(m.iva));
  line('Totale bolletta', b.totale, true);
  return y + 10;
}

function letterGlossary(p: Page, top: number) {
  const text =
    'Pot. imp.: la potenza impegnata del contratto. Pot. disp.: la potenza oltre la quale il contatore ' +
    'interrompe la fornitura. Tens. alim.: la tensione di alimentazione. Cons. ann.: il consumo degli ' +
    'ultimi dodici mesi. Cod. REMI: il codice della cabina da cui il gas entra nella rete locale. Cat. uso: ' +
    'la categoria d’uso del gas stabilita da ARERA. Bonus sociale, reclami e Servizio Conciliazione ARERA: ' +
    'vedi www.cusio.example/clienti. In caso di mancato pagamento la fornitura può essere sospesa dopo il ' +
    'sollecito inviato con raccomandata o PEC.';
  para(p, 40, top, text, 515, { size: 7.2, grey: 0.25 });
}

function letterPage2(l: Letter): Page {
  const p = new Page('sans');
  const { b } = l;
  p.text(40, 46, 'Cusio', { size: 15, bold: true });
  right(p, 555, 40, `Bolletta n. ${b.numero} del 11/02/2026`, { size: 8 });
  right(p, 555, 52, `Codice cliente ${b.codiceCliente}`, { size: 8, grey: 0.4 });
  p.line(40, 62, 555, 62, 0.4);
  p.text(40, 88, 'Dati tecnici della fornitura', { size: 13, bold: true });
  let y = letterTechnical(l, p, 112);
  y = letterReadings(l, p, y + 14);
  y = letterDetail(l, p, y + 4);
  y = letterCadastre(l, p, y + 4);
  letterGlossary(p, y);
  letterFooter(p, 2);
  return p;
}

export const mottarone: Layout = {
  key: 'mottarone',
  supplier: CUSIO,
  traits:
    'letter on two pages: prose naming the Località, comune and province in full; boxes with labels ' +
    'above values (POD/PDR grouped by four, address with ", Scala B, Piano 2, Interno 4"); kW, V, annual ' +
    'consumption, REMI and category on page 2 in abbreviated tiles with cadastral data; pagoPA slip',
  page2: [
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'codiceRemi',
    'categoriaUsoGas',
    'consumoAnnuoSmc',
  ],
  draw(b) {
    const r = rndOf(b, 53);
    const second = b.holder.tipo === 'PF' && r.chance(0.5);
    // a holiday home's bill goes to where the household lives, often to someone's care
    const co = r.chance(second ? 0.6 : 0.25) ? person(r) : null;
    const l: Letter = {
      p: new Page('sans'),
      b,
      r,
      rural: ruralOf(r, false),
      co,
      post: co || second ? postFor(r, b) : b.recapito,
      m: moneyOf(b),
      farm: farmOf(r, b),
      second,
      avviso: r.chance(0.6) ? spaced(`3015${r.digits(14)}`, 4) : '',
    };
    return [letterPage1(l), letterPage2(l)];
  },
};
