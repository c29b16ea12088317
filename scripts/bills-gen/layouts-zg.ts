// Layouts zg: a national supplier's modern one-page bill, a summary box of three tiles with icon captions,
// cards with labels above values (sibillini); a valley gas distributor turned seller, dense ruled tables in
// serif, codes on page 1 and the technical data, readings and notes on page 2 (valtrompia); a green
// start-up's friendly one-page bill that talks to the customer, values in tiles with labels under them
// (cilentana).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { supplier, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text

/** How much wider the scans' and photos' DejaVu fonts draw than the PDF's standard ones. */
const RASTER: Record<Face, [number, number]> = { sans: [1.14, 1.2], serif: [1.27, 1.34], mono: [1.01, 1.01] };

const roomOf = (s: string, size: number, face: Face, bold = false) =>
  pdfTextWidth(s, size, face, bold) * RASTER[face][bold ? 1 : 0];

/** Text ending at x in the wider raster font. */
function right(p: Page, x: number, y: number, s: string, o: TextOptions = {}) {
  p.text(x - roomOf(s, o.size ?? 9, o.face ?? p.face, o.bold), y, s, o);
}

/** The size at which `s` fits in `max`. */
function fit(s: string, max: number, size: number, face: Face, bold = false, min = 5.5): number {
  let z = size;
  while (z > min && roomOf(s, z, face, bold) > max) z -= 0.25;
  return z;
}

/** Text shrunk to fit `max`. */
function fitted(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}) {
  p.text(x, y, s, { ...o, size: fit(s, max, o.size ?? 9, o.face ?? p.face, o.bold) });
}

function wrap(s: string, max: number, size: number, face: Face, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (!line || roomOf(next, size, face, bold) <= max) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A paragraph from (x, y) wrapped at `max`; returns the y under it. */
function para(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}): number {
  const size = o.size ?? 8;
  const lead = size * 1.3;
  const lines = wrap(s, max, size, o.face ?? p.face, o.bold);
  lines.forEach((l, i) => p.text(x, y + i * lead, l, o));
  return y + lines.length * lead;
}

// ---------------------------------------------------------------------------------------------------------
// The bill's own randomness, money, readings

function rndOf(b: Bill, salt: number): Rnd {
  let h = salt >>> 0;
  for (const ch of `${b.id}|${b.numero}|${b.codiceCliente}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return random(h);
}

const centsOf = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);

function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + total - parts.reduce((a, c) => a + c, 0);
  return parts;
}

type Money = { total: number; rate: number; iva: number; net: number; items: [string, number][] };

/** The total's parts in cents: the Bolletta 2.0 items before VAT, and VAT. */
function moneyOf(b: Bill, names: [string, string, string, string]): Money {
  const total = centsOf(b.totale);
  const rate = b.holder.tipo === 'PF' ? 10 : 22;
  const net = Math.round((total * 100) / (100 + rate));
  const [a = 0, t = 0, o = 0, i = 0] = split(net, [54, 23, 9, 14]);
  return {
    total,
    rate,
    iva: total - net,
    net,
    items: [
      [names[0], a],
      [names[1], t],
      [names[2], o],
      [names[3], i],
    ],
  };
}

type Reading = { prev: number; curr: number; used: number; kind: string };
function readingOf(r: Rnd, annual: number, share: number, kinds: string[]): Reading {
  const used = Math.max(1, Math.round(annual * share));
  const prev = r.int(1000, 60000);
  return { prev, curr: prev + used, used, kind: r.pick(kinds) };
}

const CATEGORIA_BREVE: Record<string, string> = {
  C1: 'riscaldamento',
  C2: 'cucina e acqua calda',
  C3: 'riscaldamento, cucina e acqua calda',
  C4: 'condizionamento',
  T1: 'uso tecnologico',
  T2: 'uso tecnologico + riscaldamento',
};

const period = (b: Bill): [string, string] =>
  b.gas && !b.luce ? ['01/12/2025', '31/01/2026'] : ['01/11/2025', '31/12/2025'];

// =========================================================================================================
// Sibillini: a national supplier's modern one-page bill

const FIASTRA = supplier(
  'FIASTRA',
  'Fiastra Energia S.p.A.',
  '0736581942',
  'Viale della Vittoria 64, 62100 Macerata (MC)',
  '800 736 580',
);

/** A card: a header band, then cells of label above value in `cols` columns; returns the y under it. */
function card(
  p: Page,
  x: number,
  y: number,
  w: number,
  title: string,
  cells: [string, string][],
  cols: number,
) {
  p.rect(x, y, w, 16, 0.2, null);
  p.text(x + 8, y + 11, title, { size: 8, bold: true, grey: 1 });
  const cw = w / cols;
  const rows = Math.ceil(cells.length / cols);
  cells.forEach(([label, value], i) => {
    const cx = x + 8 + (i % cols) * cw;
    const cy = y + 30 + Math.floor(i / cols) * 25;
    fitted(p, cx, cy, label, cw - 14, { size: 6.6, grey: 0.4 });
    fitted(p, cx, cy + 10, value, cw - 14, { size: 8.8, bold: true });
  });
  const h = 20 + rows * 25;
  p.rect(x, y, w, h, null, 0.6);
  return y + h;
}

function drawSibillini(b: Bill): Page[] {
  const r = rndOf(b, 11);
  const p = new Page('sans');
  const s = FIASTRA;
  const h = b.holder;
  const f = b.fornitura;
  const order = r.pick<NameOrder>(['Nome Cognome', 'COGNOME NOME', 'Cognome Nome']);
  const [from, to] = period(b);
  const sepa = r.chance(0.55);
  const money = moneyOf(b, [
    'Spesa per la materia energia',
    'Spesa per il trasporto e la gestione del contatore',
    'Spesa per oneri di sistema',
    'Imposte',
  ]);

  // header
  p.rect(40, 32, 8, 30, 0.25, null);
  p.text(56, 52, 'fiastra', { size: 24, bold: true });
  p.text(56 + roomOf('fiastra', 24, 'sans', true) + 6, 52, 'energia', { size: 12, grey: 0.4 });
  p.text(56, 64, 'luce e gas per la casa e per le imprese', { size: 7, grey: 0.4 });
  right(p, 555, 38, 'Servizio Clienti', { size: 7, grey: 0.4 });
  right(p, 555, 50, s.telefono, { size: 11, bold: true });
  right(p, 555, 61, 'da cellulare 0733 192 4400 · app Fiastra', { size: 6.8, grey: 0.3 });

  // document and envelope
  const title = b.luce && b.gas ? 'Bolletta luce e gas' : b.luce ? 'Bolletta luce' : 'Bolletta gas';
  p.text(40, 100, title, { size: 15, bold: true });
  p.text(40, 115, `Fattura n. ${b.numero} del 10/02/2026`, { size: 8.5 });
  p.text(40, 127, `Periodo di fatturazione: ${from} - ${to}`, { size: 8.5 });
  p.text(40, 139, `Codice cliente: ${b.codiceCliente}`, { size: 8.5 });
  p.text(40, 151, `Mercato libero · ${h.tipo === 'PF' ? 'cliente domestico' : 'cliente non domestico'}`, {
    size: 8.5,
  });
  const a = b.recapito;
  p.text(330, 98, h.tipo === 'PF' ? 'Gentile Cliente' : 'Spett.le', { size: 7, grey: 0.4 });
  const who = upper(holderName(h, order));
  fitted(p, 330, 111, who, 225, { size: 9.5, bold: true });
  fitted(p, 330, 123, upper(`${a.toponimo} ${a.via} ${a.civico}`), 225, { size: 9 });
  fitted(p, 330, 135, upper(`${a.cap} ${a.comune} ${a.provincia}`), 225, { size: 9 });

  // summary box with three tiles and their icons' captions
  const top = 168;
  p.rect(40, top, 515, 74, 0.93, null);
  const tiles: [string, string, string, string][] = [
    ['€', 'Quanto devo pagare', `€ ${b.totale}`, 'IVA inclusa'],
    ['!', 'Entro quando', '03/03/2026', sepa ? 'addebito su conto corrente' : 'bollettino pagoPA allegato'],
    ['OK', 'I miei pagamenti', 'Regolari', 'nessuna bolletta scaduta'],
  ];
  tiles.forEach(([icon, label, value, note], i) => {
    const x = 52 + i * 170;
    p.rect(x, top + 12, 18, 18, null, 0.3);
    if (icon === 'OK') p.text(x + 3, top + 24, icon, { size: 7, bold: true });
    else p.text(x + 5.5, top + 25, icon, { size: 10, bold: true });
    p.text(x + 26, top + 19, label, { size: 7.5, grey: 0.35 });
    fitted(p, x + 26, top + 38, value, 135, { size: i === 0 ? 16 : 13, bold: true });
    fitted(p, x + 26, top + 52, note, 135, { size: 7, grey: 0.35 });
  });
  p.text(
    52,
    top + 66,
    sepa
      ? `Addebito SEPA su IBAN IT** **** **** ${r.digits(4)}`
      : `Codice avviso pagoPA ${spaced(`3${r.digits(17)}`, 4)}`,
    {
      size: 6.8,
    },
  );

  // holder and supply address
  let y = 256;
  const who2: [string, string][] =
    h.tipo === 'PF'
      ? [
          ['Intestatario', holderName(h, 'Nome Cognome')],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  const yHolder = card(p, 40, y, 250, 'I TUOI DATI', who2, h.tipo === 'PF' ? 1 : 1);
  const place: [string, string][] = [
    ['Indirizzo di fornitura', `${f.toponimo} ${f.via} ${f.civico}`],
    ['CAP, Comune e Provincia', `${f.cap} ${f.comune} (${f.provincia})`],
  ];
  if (h.tipo === 'PG') place.push(['Codice destinatario SDI', r.pick(['0000000', 'M5UXCR1', 'KRRH6B9'])]);
  const yPlace = card(p, 305, y, 250, 'DOVE TI FORNIAMO', place, 1);
  y = Math.max(yHolder, yPlace) + 12;

  // supply cards
  if (b.luce) {
    const l = b.luce;
    const offer = r.pick(['Fiastra Luce Fissa 12', 'Fiastra Luce Web', 'Fiastra Luce Impresa']);
    y = card(
      p,
      40,
      y,
      515,
      `LUCE · offerta ${offer}`,
      [
        ['Codice POD', l.pod],
        ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
        ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
        ['Tensione di alimentazione', `${l.tensioneV} V`],
        ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
        ['Tipologia di contatore', 'Elettronico orario'],
      ],
      3,
    );
    y += 10;
  }
  if (b.gas) {
    const g = b.gas;
    const offer = r.pick(['Fiastra Gas Fisso 12', 'Fiastra Gas Index', 'Fiastra Gas Web']);
    y = card(
      p,
      40,
      y,
      515,
      `GAS · offerta ${offer}`,
      [
        ['Codice PDR', g.pdr],
        ['Codice REMI', g.remi],
        ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
        ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
        ['Classe del misuratore', r.pick(['G4', 'G4', 'G6'])],
        ['Coefficiente C', r.pick(['1,0198', '1,0207', '1,0412'])],
      ],
      3,
    );
    y += 10;
  }

  // readings and amounts side by side
  const rows: [string, string, string][] = [];
  if (b.luce) {
    const rd = readingOf(r, b.luce.annuoKwh, 0.18, ['effettiva', 'effettiva', 'stimata']);
    rows.push(['Luce (kWh)', `${it(rd.prev)} - ${it(rd.curr)}`, `${it(rd.used)} ${rd.kind}`]);
  }
  if (b.gas) {
    const rd = readingOf(r, b.gas.annuoSmc, 0.3, ['effettiva', 'autolettura', 'stimata']);
    rows.push(['Gas (Smc)', `${it(rd.prev)} - ${it(rd.curr)}`, `${it(rd.used)} ${rd.kind}`]);
  }
  p.text(40, y + 10, 'I tuoi consumi del periodo', { size: 8.5, bold: true });
  p.line(40, y + 15, 290, y + 15);
  p.text(40, y + 26, 'Servizio', { size: 6.6, grey: 0.4 });
  p.text(110, y + 26, 'Letture', { size: 6.6, grey: 0.4 });
  p.text(205, y + 26, 'Consumo', { size: 6.6, grey: 0.4 });
  rows.forEach(([a0, b0, c0], i) => {
    const ly = y + 39 + i * 12;
    p.text(40, ly, a0, { size: 7.6 });
    fitted(p, 110, ly, b0, 90, { size: 7.6 });
    fitted(p, 205, ly, c0, 85, { size: 7.6 });
  });

  p.text(305, y + 10, 'Sintesi degli importi', { size: 8.5, bold: true });
  p.line(305, y + 15, 555, y + 15);
  let ay = y + 27;
  for (const [label, c] of money.items) {
    fitted(p, 305, ay, label, 185, { size: 7.4 });
    right(p, 555, ay, `€ ${eur(c)}`, { size: 7.4 });
    ay += 11;
  }
  p.text(305, ay, `IVA ${money.rate}% su imponibile € ${eur(money.net)}`, { size: 7.4 });
  right(p, 555, ay, `€ ${eur(money.iva)}`, { size: 7.4 });
  p.line(305, ay + 4, 555, ay + 4);
  p.text(305, ay + 15, 'Totale bolletta', { size: 8.5, bold: true });
  right(p, 555, ay + 15, `€ ${b.totale}`, { size: 8.5, bold: true });
  y = Math.max(ay + 30, y + 39 + rows.length * 12 + 10);

  // notes
  const notes =
    'Per reclami scrivi a reclami@fiastra.example o usa il modulo sul sito. Se non sei soddisfatto della ' +
    'risposta puoi rivolgerti al Servizio Conciliazione di ARERA. In caso di guasto chiama il Pronto ' +
    'intervento del tuo distributore, indicato sul sito. Bonus sociale: informazioni su www.arera.it.';
  y = para(p, 40, y, notes, 515, { size: 6.8, grey: 0.3 });

  p.line(40, 790, 555, 790);
  fitted(p, 40, 800, `${s.nome} · Sede legale ${s.sede} · Capitale sociale € 12.000.000,00 i.v.`, 515, {
    size: 6.3,
  });
  fitted(p, 40, 809, `P.IVA e C.F. ${s.partitaIva} · Registro Imprese di Macerata · ${s.web}`, 515, {
    size: 6.3,
  });
  p.text(40, 818, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.4,
  });
  return [p];
}

export const sibillini: Layout = {
  key: 'sibillini',
  supplier: FIASTRA,
  traits:
    'national supplier, modern one page: summary box of three tiles with icon captions, cards with labels ' +
    'above values (I TUOI DATI, DOVE TI FORNIAMO, LUCE/GAS in three columns), readings beside the amounts',
  draw: drawSibillini,
};

// =========================================================================================================
// Valtrompia: a valley gas distributor turned seller, dense ruled tables in serif on two pages

const MELLA = supplier(
  'MELLAGAS',
  'Mella Gas & Luce S.r.l.',
  '0302917458',
  'Via Matteotti 212, 25063 Gardone Val Trompia (BS)',
  '800 030 291',
);

type Col = { head?: string; w: number; right?: boolean; bold?: boolean };

/** A ruled table of one-line cells (shrunk to their column); returns the y under it. */
function table(p: Page, x: number, y: number, cols: Col[], rows: string[][], size = 7.6): number {
  const pad = 3;
  const width = cols.reduce((a, c) => a + c.w, 0);
  const lead = size + 5;
  let cy = y;
  if (cols.some((c) => c.head)) {
    p.rect(x, y, width, lead, 0.85, null);
    let cx = x;
    for (const c of cols) {
      if (c.head)
        fitted(p, cx + pad, y + lead - 3.5, c.head, c.w - 2 * pad, { size: size - 0.8, bold: true });
      cx += c.w;
    }
    cy += lead;
  }
  rows.forEach((row, ri) => {
    let cx = x;
    row.forEach((cell, i) => {
      const c = cols[i];
      if (!c) return;
      const o = { size: fit(cell, c.w - 2 * pad, size, p.face, c.bold), bold: c.bold };
      if (c.right) right(p, cx + c.w - pad, cy + lead - 3.5, cell, o);
      else p.text(cx + pad, cy + lead - 3.5, cell, o);
      cx += c.w;
    });
    cy += lead;
    if (ri < rows.length - 1) p.line(x, cy, x + width, cy, 0.7);
  });
  p.rect(x, y, width, cy - y, null, 0.4);
  let cx = x;
  for (const c of cols.slice(0, -1)) {
    cx += c.w;
    p.line(cx, y, cx, cy, 0.7);
  }
  return cy;
}

function band(p: Page, y: number, title: string): number {
  p.rect(36, y, 523, 13, 0.25, null);
  p.text(40, y + 9.5, title, { size: 7.8, bold: true, grey: 1 });
  return y + 13;
}

function mellaFooter(p: Page, n: number) {
  const s = MELLA;
  p.line(36, 792, 559, 792);
  fitted(
    p,
    36,
    801,
    `${s.nome} - Sede legale e amministrativa ${s.sede} - Cap. soc. € 1.200.000,00 i.v.`,
    440,
    {
      size: 6.2,
    },
  );
  fitted(p, 36, 809, `C.F./P.IVA e Reg. Imprese di Brescia ${s.partitaIva} - REA BS-318774 - ${s.web}`, 440, {
    size: 6.2,
  });
  p.text(36, 817, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.2,
    grey: 0.4,
  });
  right(p, 559, 809, `Pag. ${n} di 2`, { size: 7 });
}

function drawValtrompia(b: Bill): Page[] {
  const r = rndOf(b, 23);
  const s = MELLA;
  const h = b.holder;
  const f = b.fornitura;
  const [from, to] = period(b);
  const contratto = `${r.pick(['VG', 'VL', 'VD'])}${r.digits(7)}`;
  const rid = r.chance(0.5);
  const money = moneyOf(b, [
    'Spesa per la vendita (materia prima)',
    'Spesa per la rete e la misura',
    'Spesa per oneri di sistema',
    'Accise e addizionali',
  ]);
  const p = new Page('serif');

  // header: the seller's name, the distributor's emergency number, the envelope
  p.text(36, 44, 'MELLA GAS & LUCE', { size: 16, bold: true });
  p.text(36, 55, 'Vendita di gas naturale ed energia elettrica', { size: 7.4, grey: 0.3 });
  fitted(p, 36, 65, s.sede, 270, { size: 7 });
  p.text(36, 74, `P.IVA ${s.partitaIva} - Sportello: Via Matteotti 212, lun-ven 8.30-12.30`, { size: 6.8 });
  p.text(36, 83, `Numero verde clienti ${s.telefono} - fax 030 8912 774`, { size: 6.8 });
  p.rect(330, 30, 229, 38, 0.9, 0.3);
  p.text(337, 42, 'PRONTO INTERVENTO GAS (24 ore su 24)', { size: 7.2, bold: true });
  p.text(337, 56, '800 902 117', { size: 12, bold: true });
  p.text(420, 56, 'gestito dal distributore locale', { size: 6.2, grey: 0.3 });
  const a = b.recapito;
  const order = r.pick<NameOrder>(['COGNOME NOME', 'COGNOME Nome']);
  p.text(340, 92, 'Spett.le', { size: 7, grey: 0.35 });
  fitted(p, 340, 104, upper(holderName(h, order)), 215, { size: 9, bold: true });
  fitted(p, 340, 115, upper(`${a.toponimo} ${a.via}, ${a.civico}`), 215, { size: 9 });
  fitted(p, 340, 126, `${a.cap} ${upper(a.comune)} ${a.provincia}`, 215, { size: 9 });

  // the document
  const cat =
    b.gas && b.luce ? 'GAS NATURALE ED ENERGIA ELETTRICA' : b.gas ? 'GAS NATURALE' : 'ENERGIA ELETTRICA';
  p.text(36, 102, `FATTURA ${cat}`, { size: fit(`FATTURA ${cat}`, 280, 9.5, 'serif', true), bold: true });
  let y = table(
    p,
    36,
    108,
    [{ w: 110 }, { w: 170, bold: true }],
    [
      ['Fattura n.', b.numero],
      ['Data di emissione', '09/02/2026'],
      ['Codice cliente', b.codiceCliente],
      ['Codice contratto', contratto],
      ['Periodo di fatturazione', `${from} - ${to}`],
      ['Data di scadenza', '02/03/2026'],
    ],
    7.4,
  );
  y = Math.max(y, 140) + 12;

  // the customer
  y = band(p, y, 'DATI DEL CLIENTE');
  const customer: string[][] =
    h.tipo === 'PF'
      ? [
          ['Intestatario', holderName(h, 'COGNOME Nome')],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  customer.push([
    'Indirizzo di fornitura',
    `${f.toponimo} ${f.via} ${f.civico} - ${f.cap} ${f.comune} (${f.provincia})`,
  ]);
  customer.push([
    'Recapito fattura',
    `${a.toponimo} ${a.via} ${a.civico} - ${a.cap} ${a.comune} (${a.provincia})`,
  ]);
  y = table(p, 36, y, [{ w: 130 }, { w: 393, bold: true }], customer) + 10;

  // the supply points: codes only (the technical data are on page 2)
  y = band(p, y, 'PUNTI DI FORNITURA');
  const points: string[][] = [];
  if (b.gas) {
    const offer = r.pick(['Mella Gas Casa', 'Mella Gas Prezzo Fisso', 'Mella Gas Aziende']);
    points.push(['Gas naturale', `PDR ${b.gas.pdr}`, offer, `Contatore n. ${b.gas.pdr.slice(4, 12)}`]);
  }
  if (b.luce) {
    const offer = r.pick(['Mella Luce Casa', 'Mella Luce Bioraria', 'Mella Luce Aziende']);
    points.push(['Energia elettrica', `POD ${b.luce.pod}`, offer, `Distributore: e-distribuzione`]);
  }
  y =
    table(
      p,
      36,
      y,
      [
        { head: 'Servizio', w: 95 },
        { head: 'Codice punto', w: 150, bold: true },
        { head: 'Offerta', w: 130 },
        { head: 'Note', w: 148 },
      ],
      points,
    ) + 10;

  // amounts
  y = band(p, y, 'RIEPILOGO IMPORTI');
  const rows = money.items.map(([l, c]) => [l, eur(c)]);
  rows.push([`Totale imponibile`, eur(money.net)]);
  rows.push([`IVA ${money.rate}%${money.rate === 10 ? ' (uso domestico)' : ''}`, eur(money.iva)]);
  rows.push(['TOTALE FATTURA', b.totale]);
  y =
    table(
      p,
      36,
      y,
      [
        { head: 'Voce', w: 393 },
        { head: 'Importo (euro)', w: 130, right: true },
      ],
      rows,
    ) + 8;
  y = para(
    p,
    36,
    y + 6,
    rid
      ? `Pagamento con addebito diretto SEPA sul conto IT** **** **** **** ${r.digits(4)}: l'importo sarà addebitato alla scadenza.`
      : 'Pagamento con avviso pagoPA qui sotto presso banche, uffici postali, ricevitorie e tabaccherie abilitati, o con l’app della banca.',
    523,
    { size: 7.2 },
  );

  // the payment slip
  const sy = Math.max(y + 8, 690);
  p.line(36, sy - 4, 559, sy - 4, 0.4);
  p.rect(36, sy, 523, 80, null, 0.3);
  p.text(44, sy + 13, rid ? 'PROMEMORIA ADDEBITO SEPA' : 'AVVISO DI PAGAMENTO pagoPA', {
    size: 8.5,
    bold: true,
  });
  p.text(44, sy + 28, `Ente creditore: ${s.nome}`, { size: 7.4 });
  p.text(44, sy + 40, `Codice fiscale ente: ${s.partitaIva}`, { size: 7.4 });
  fitted(p, 44, sy + 52, `Destinatario: ${upper(holderName(h, order))}`, 275, { size: 7.4 });
  p.text(
    44,
    sy + 64,
    rid ? `Mandato n. ${contratto}-${r.digits(3)}` : `Codice CBILL: ${r.pick(['A1B2C', 'BS7T2', 'MG4L1'])}`,
    {
      size: 7.4,
    },
  );
  p.text(330, sy + 28, 'Importo', { size: 7, grey: 0.35 });
  p.text(330, sy + 42, `€ ${b.totale}`, { size: 12, bold: true });
  p.text(450, sy + 28, 'Scadenza', { size: 7, grey: 0.35 });
  p.text(450, sy + 42, '02/03/2026', { size: 10, bold: true });
  if (!rid)
    p.text(330, sy + 64, `Codice avviso ${spaced(`3020${r.digits(14)}`, 4)}`, { size: 7.4, face: 'mono' });
  mellaFooter(p, 1);

  // page 2: technical data, readings, notes
  const q = new Page('serif');
  q.text(36, 40, 'MELLA GAS & LUCE', { size: 11, bold: true });
  right(q, 559, 40, `Fattura n. ${b.numero} del 09/02/2026 - Cod. cliente ${b.codiceCliente}`, { size: 7.4 });
  q.line(36, 46, 559, 46);
  let z = 60;
  if (b.gas) {
    const g = b.gas;
    z = band(q, z, 'DATI TECNICI - GAS NATURALE');
    z =
      table(
        q,
        36,
        z,
        [{ w: 200 }, { w: 323, bold: true }],
        [
          ['Punto di riconsegna (PDR)', g.pdr],
          ['Codice REMI (cabina di consegna)', g.remi],
          ["Categoria d'uso (Del. ARERA 64/09)", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
          ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
          ['Classe del misuratore', r.pick(['G4', 'G4', 'G6', 'G10'])],
          ['Coefficiente di conversione C', r.pick(['1,0198', '1,0207', '0,9988'])],
          ['Potere calorifico superiore (PCS)', '0,038520 GJ/Smc'],
          ['Distributore', 'Reti Gas Valle del Mella S.p.A.'],
        ],
      ) + 10;
  }
  if (b.luce) {
    const l = b.luce;
    z = band(q, z, 'DATI TECNICI - ENERGIA ELETTRICA');
    z =
      table(
        q,
        36,
        z,
        [{ w: 200 }, { w: 323, bold: true }],
        [
          ['Punto di prelievo (POD)', l.pod],
          ['Potenza contrattualmente impegnata', `${kw(l.potenzaKw)} kW`],
          ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
          ['Tensione di fornitura', `${l.tensioneV} V`],
          ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
          ['Tipologia di utenza', h.tipo === 'PF' ? 'Domestico residente' : 'Altri usi BT'],
        ],
      ) + 10;
  }
  z = band(q, z, 'LETTURE E CONSUMI DEL PERIODO');
  const reads: string[][] = [];
  if (b.gas) {
    const rd = readingOf(r, b.gas.annuoSmc, 0.32, ['Rilevata', 'Stimata', 'Autolettura']);
    reads.push(['Gas', from, it(rd.prev), 'Rilevata', '']);
    reads.push(['Gas', to, it(rd.curr), rd.kind, `${it(rd.used)} Smc`]);
  }
  if (b.luce) {
    const rd = readingOf(r, b.luce.annuoKwh, 0.17, ['Rilevata', 'Rilevata', 'Stimata']);
    const [f1 = 0, f2 = 0, f3 = 0] = split(rd.used, [40, 29, 31]);
    reads.push(['Luce', from, it(rd.prev), 'Rilevata', '']);
    reads.push(['Luce', to, it(rd.curr), rd.kind, `${it(rd.used)} kWh`]);
    reads.push(['Luce', 'di cui', `F1 ${it(f1)} - F2 ${it(f2)} - F3 ${it(f3)}`, '', '']);
  }
  z =
    table(
      q,
      36,
      z,
      [
        { head: 'Servizio', w: 70 },
        { head: 'Data', w: 90 },
        { head: 'Lettura', w: 180, right: true },
        { head: 'Tipo lettura', w: 93 },
        { head: 'Consumo', w: 90, right: true },
      ],
      reads,
    ) + 10;
  z = band(q, z, 'COMUNICAZIONI AI CLIENTI');
  const notes = [
    'Reclami: può inviarli a Mella Gas & Luce S.r.l., Ufficio Reclami, Via Matteotti 212, 25063 Gardone Val ' +
      'Trompia (BS) oppure a reclami@mellagas.example. Se la risposta non la soddisfa, può attivare gratuitamente ' +
      'il Servizio Conciliazione dell’Autorità (ARERA).',
    'Bonus sociale: i clienti in condizioni di disagio economico o fisico possono ottenerlo presentando la ' +
      'DSU per l’ISEE; l’accredito avviene automaticamente in bolletta.',
    'In caso di mancato pagamento entro la scadenza saranno applicati gli interessi di mora al tasso BCE ' +
      'maggiorato di 3,5 punti e, previa costituzione in mora, potrà essere chiesta la sospensione della fornitura.',
  ];
  z += 10;
  for (const n of notes) z = para(q, 36, z, n, 523, { size: 7.2 }) + 4;
  mellaFooter(q, 2);
  return [p, q];
}

export const valtrompia: Layout = {
  key: 'valtrompia',
  supplier: MELLA,
  traits:
    'gas distributor turned seller, serif, dense ruled tables with labels beside values; POD and PDR on ' +
    'page 1, power, voltage, annual consumption, REMI and category on page 2 with readings and notes',
  page2: [
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'codiceRemi',
    'categoriaUsoGas',
    'consumoAnnuoSmc',
  ],
  draw: drawValtrompia,
};

// =========================================================================================================
// Cilentana: a green-energy start-up's friendly one-page bill, values in tiles with their labels under them

const SOLEMARE = supplier(
  'SOLEMARE',
  'Solemare Energia Società Benefit S.r.l.',
  '0597346128',
  'Via Porta di Mare 9, 84043 Agropoli (SA)',
  '0974 190 500',
);

/** A tile: the value large, the label under it; returns nothing (tiles sit in rows). */
function tile(p: Page, x: number, y: number, w: number, value: string, label: string) {
  p.rect(x, y, w, 40, 0.95, null);
  fitted(p, x + 7, y + 18, value, w - 14, { size: 11, bold: true });
  fitted(p, x + 7, y + 32, label, w - 14, { size: 6.8, grey: 0.35 });
}

function drawCilentana(b: Bill): Page[] {
  const r = rndOf(b, 37);
  const s = SOLEMARE;
  const p = new Page('sans');
  const h = b.holder;
  const f = b.fornitura;
  const [from, to] = period(b);
  const money = moneyOf(b, [
    'Energia (la materia prima)',
    'Trasporto e contatore',
    'Oneri di sistema',
    'Imposte e accise',
  ]);
  const sepa = r.chance(0.6);

  // header
  p.text(40, 50, 'solemare', { size: 26, bold: true, grey: 0.15 });
  p.text(40, 63, 'energia 100% rinnovabile dal Cilento', { size: 7.5, grey: 0.4 });
  right(p, 555, 40, 'Scrivici su WhatsApp o chiamaci', { size: 7, grey: 0.4 });
  right(p, 555, 53, s.telefono, { size: 11, bold: true });
  right(p, 555, 64, `ciao@solemare.example · ${s.web}`, { size: 7, grey: 0.4 });

  // greeting
  const hello = h.tipo === 'PF' ? `Ciao ${h.nome}!` : `Ciao, ${h.ragioneSociale}!`;
  p.text(40, 100, hello, { size: fit(hello, 270, 16, 'sans', true), bold: true });
  const what = b.luce && b.gas ? 'luce e gas' : b.luce ? 'luce' : 'gas';
  let y = para(
    p,
    40,
    118,
    `ecco la tua bolletta ${what} dal ${from} al ${to}. Questa volta paghi € ${b.totale} entro il ` +
      `04/03/2026${sepa ? ', e non devi fare nulla: lo addebitiamo noi sul tuo conto' : ' con l’avviso pagoPA che trovi in fondo'}.`,
    270,
    { size: 9 },
  );
  y = para(
    p,
    40,
    y + 4,
    r.pick([
      'Hai consumato un po’ meno dello stesso periodo dell’anno scorso: bravo!',
      'I tuoi consumi sono in linea con quelli delle famiglie come la tua.',
      'Ricorda: puoi mandarci l’autolettura dall’app ogni mese, così paghi solo quello che consumi.',
    ]),
    270,
    { size: 8, grey: 0.3 },
  );

  // envelope
  const a = b.recapito;
  const order = r.pick<NameOrder>(['Nome Cognome', 'COGNOME NOME']);
  p.text(340, 96, 'Per', { size: 7, grey: 0.4 });
  fitted(p, 340, 109, holderName(h, order), 215, { size: 9.5, bold: true });
  fitted(p, 340, 121, `${a.toponimo} ${a.via}, ${a.civico}`, 215, { size: 9 });
  fitted(p, 340, 133, `${a.cap} ${a.comune} (${a.provincia})`, 215, { size: 9 });

  // the amount
  y = Math.max(y + 10, 168);
  p.rect(40, y, 515, 46, 0.2, null);
  p.text(52, y + 18, 'da pagare', { size: 8, grey: 1 });
  p.text(52, y + 37, `€ ${b.totale}`, { size: 18, bold: true, grey: 1 });
  p.text(220, y + 18, 'entro il', { size: 8, grey: 1 });
  p.text(220, y + 37, '04/03/2026', { size: 13, bold: true, grey: 1 });
  p.text(350, y + 18, 'bolletta', { size: 8, grey: 1 });
  fitted(p, 350, y + 30, `n. ${b.numero} del 11/02/2026`, 195, { size: 8.5, bold: true, grey: 1 });
  fitted(p, 350, y + 41, `codice cliente ${b.codiceCliente}`, 195, { size: 8, grey: 1 });
  y += 64;

  // who and where
  p.text(40, y, 'Chi sei per noi', { size: 9.5, bold: true });
  p.text(305, y, 'Dove arriva la nostra energia', { size: 9.5, bold: true });
  y += 8;
  if (h.tipo === 'PF') {
    tile(p, 40, y, 250, holderName(h, 'Nome Cognome'), 'intestatario del contratto');
    tile(p, 40, y + 46, 250, h.codiceFiscale, 'il tuo codice fiscale');
  } else {
    tile(p, 40, y, 250, h.ragioneSociale, 'intestatario (ragione sociale)');
    tile(p, 40, y + 46, 122, h.partitaIva, 'partita IVA');
    tile(p, 168, y + 46, 122, h.codiceFiscale, 'codice fiscale');
  }
  tile(p, 305, y, 250, `${f.toponimo} ${f.via} ${f.civico}`, 'indirizzo della fornitura');
  tile(p, 305, y + 46, 250, `${f.cap} ${f.comune} (${f.provincia})`, 'CAP, comune e provincia');
  y += 104;

  // the supplies: four tiles each
  const tw = (515 - 3 * 6) / 4;
  if (b.luce) {
    const l = b.luce;
    p.text(40, y, 'La tua luce', { size: 9.5, bold: true });
    right(p, 555, y, `offerta ${r.pick(['Solemare Luce Verde', 'Solemare Luce Semplice'])}`, {
      size: 7.5,
      grey: 0.4,
    });
    y += 8;
    tile(p, 40, y, tw, l.pod, 'codice POD (il tuo contatore)');
    tile(p, 40 + (tw + 6), y, tw, `${kw(l.potenzaKw)} kW`, 'potenza impegnata');
    tile(p, 40 + 2 * (tw + 6), y, tw, `${l.tensioneV} V`, 'tensione di alimentazione');
    tile(p, 40 + 3 * (tw + 6), y, tw, `${it(l.annuoKwh)} kWh`, 'consumo degli ultimi 12 mesi');
    y += 58;
  }
  if (b.gas) {
    const g = b.gas;
    p.text(40, y, 'Il tuo gas', { size: 9.5, bold: true });
    right(p, 555, y, `offerta ${r.pick(['Solemare Gas Compensato', 'Solemare Gas Semplice'])}`, {
      size: 7.5,
      grey: 0.4,
    });
    y += 8;
    tile(p, 40, y, tw, g.pdr, 'codice PDR');
    tile(p, 40 + (tw + 6), y, tw, g.remi, 'codice REMI');
    tile(
      p,
      40 + 2 * (tw + 6),
      y,
      tw,
      `${g.categoria} · ${CATEGORIA_BREVE[g.categoria] ?? ''}`,
      "categoria d'uso",
    );
    tile(p, 40 + 3 * (tw + 6), y, tw, `${it(g.annuoSmc)} Smc`, 'consumo degli ultimi 12 mesi');
    y += 58;
  }

  // what you pay for, and the readings
  p.text(40, y, 'Cosa paghi', { size: 9.5, bold: true });
  p.text(325, y, 'Le tue letture', { size: 9.5, bold: true });
  let ay = y + 14;
  for (const [label, c] of money.items) {
    p.text(40, ay, label, { size: 7.8 });
    right(p, 290, ay, `€ ${eur(c)}`, { size: 7.8 });
    p.line(40, ay + 3, 290, ay + 3, 0.85);
    ay += 12;
  }
  p.text(40, ay, `IVA ${money.rate}%`, { size: 7.8 });
  right(p, 290, ay, `€ ${eur(money.iva)}`, { size: 7.8 });
  p.text(40, ay + 14, 'Totale', { size: 8.5, bold: true });
  right(p, 290, ay + 14, `€ ${b.totale}`, { size: 8.5, bold: true });
  let ry = y + 14;
  if (b.luce) {
    const rd = readingOf(r, b.luce.annuoKwh, 0.17, ['reale', 'reale', 'stimata']);
    fitted(p, 325, ry, `Luce: da ${it(rd.prev)} a ${it(rd.curr)} kWh (lettura ${rd.kind})`, 230, {
      size: 7.8,
    });
    fitted(p, 325, ry + 11, `hai usato ${it(rd.used)} kWh in due mesi`, 230, { size: 7.8, grey: 0.35 });
    ry += 26;
  }
  if (b.gas) {
    const rd = readingOf(r, b.gas.annuoSmc, 0.3, ['reale', 'autolettura', 'stimata']);
    fitted(p, 325, ry, `Gas: da ${it(rd.prev)} a ${it(rd.curr)} Smc (lettura ${rd.kind})`, 230, {
      size: 7.8,
    });
    fitted(p, 325, ry + 11, `hai usato ${it(rd.used)} Smc in due mesi`, 230, { size: 7.8, grey: 0.35 });
    ry += 26;
  }
  fitted(p, 325, ry + 4, `CO2 evitata grazie a te: ${it(r.int(40, 400))} kg`, 230, { size: 7.8, bold: true });
  y = Math.max(ay + 30, ry + 20);

  // how to pay and the small print
  if (!sepa) {
    p.rect(40, y, 515, 30, null, 0.4);
    p.text(48, y + 12, 'Avviso pagoPA', { size: 8, bold: true });
    p.text(48, y + 24, `Codice avviso ${spaced(`3019${r.digits(14)}`, 4)}`, { size: 7.5 });
    p.text(330, y + 12, `Ente creditore ${s.nome}`.slice(0, 60), { size: 6.8 });
    p.text(330, y + 24, `C.F. ente ${s.partitaIva} · € ${b.totale}`, { size: 6.8 });
    y += 40;
  }
  const small =
    'Qualcosa non torna? Scrivici a reclami@solemare.example: rispondiamo entro 30 giorni. Se non sei ' +
    'soddisfatto puoi rivolgerti gratis al Servizio Conciliazione ARERA. Per guasti e interruzioni chiama il ' +
    'pronto intervento del distributore della tua zona. L’energia che ti vendiamo è coperta da Garanzie di ' +
    'Origine da fonti rinnovabili.';
  para(p, 40, Math.min(y, 770), small, 515, { size: 6.6, grey: 0.35 });

  p.line(40, 792, 555, 792);
  fitted(p, 40, 801, `${s.nome} · ${s.sede} · P.IVA ${s.partitaIva} · REA SA-471203`, 515, { size: 6.2 });
  p.text(40, 810, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.2,
    grey: 0.4,
  });
  return [p];
}

export const cilentana: Layout = {
  key: 'cilentana',
  supplier: SOLEMARE,
  traits:
    'green start-up, friendly one page: greeting by first name, total in a sentence and a dark band, ' +
    'values in tiles with labels under them, "Cosa paghi" beside the readings, CO2 saved',
  draw: drawCilentana,
};
