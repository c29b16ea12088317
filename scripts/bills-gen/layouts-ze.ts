// Layouts ze (the page a bill opens with is not its data page): a bill whose page 1 is the payment page
// (the amount, the due date, a pagoPA notice with the supplier's and the holder's codici fiscali or the
// direct debit with the holder as debtor, the envelope window and a short summary), the customer's and the
// supply's data in full on page 2 (bobbio); a bilingual South Tyrol bill, German first then Italian on
// every label, the two languages on one line with " / " or the German label over the Italian one in
// smaller type (renon); a change-of-holder (voltura) confirmation letter that is also the first bill, the
// previous holder named with his codice fiscale in the prose and in a small table, the new holder's data
// in a box, the technical data on page 2 (sarca).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { address, person, type Indirizzo, type Person } from './identities';
import { eur, iban, moneyOf, para, right, rndOf, roomOf, split, wrap, type Money } from './place';
import { SUPPLY_FIELDS, supplier, titleOf, type Layout } from './layout';
import { Page, type Face, type TextOptions } from './page';
import type { Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text

/** The size at which `s` fits in `max` (a name is shrunk, never broken over two lines). */
function fit(s: string, max: number, size: number, face: Face, bold = false, min = 5.5): number {
  let z = size;
  while (z > min && roomOf(s, z, face, bold) > max) z -= 0.25;
  return z;
}

/** Text shrunk to fit `max`. */
function fitted(p: Page, x: number, y: number, s: string, max: number, o: TextOptions = {}) {
  p.text(x, y, s, { ...o, size: fit(s, max, o.size ?? 9, o.face ?? p.face, o.bold) });
}

/** A label: one line, or a main line over a smaller second one (German over Italian). */
type Label = string | [main: string, sub: string];
type KV = [label: Label, value: string | string[]];
type KvStyle = { lw: number; size?: number; vsize?: number; bold?: boolean; grey?: number; gap?: number };

/**
 * Rows of label and value side by side in a column `w` wide: labels wrapped in `lw`, values wrapped in
 * the rest (given parts, a line each). Returns the y under the last row.
 */
function kvRows(p: Page, x: number, top: number, w: number, rows: KV[], s: KvStyle): number {
  const size = s.size ?? 7.6;
  const vsize = s.vsize ?? 8.4;
  const lead = vsize * 1.28;
  const gap = s.gap ?? 3.5;
  const face = p.face;
  let y = top;
  for (const [label, value] of rows) {
    let lh = 0;
    if (typeof label === 'string') {
      const lines = wrap(label, s.lw - 6, size, face);
      lines.forEach((l, i) => p.text(x, y + i * lead, l, { size, grey: s.grey ?? 0.35 }));
      lh = lines.length * lead;
    } else {
      const [main, sub] = label;
      const subSize = size - 1.4;
      const a = wrap(main, s.lw - 6, size, face);
      a.forEach((l, i) => p.text(x, y + i * lead, l, { size, grey: s.grey ?? 0.2 }));
      const b = wrap(sub, s.lw - 6, subSize, face);
      const y2 = y + (a.length - 1) * lead + subSize * 1.25;
      b.forEach((l, i) => p.text(x, y2 + i * subSize * 1.2, l, { size: subSize, grey: 0.45 }));
      lh = (a.length - 1) * lead + subSize * 1.25 + b.length * subSize * 1.2 + 2;
    }
    const vl = wrap(value, w - s.lw, vsize, face, s.bold ?? true);
    vl.forEach((l, i) => p.text(x + s.lw, y + i * lead, l, { size: vsize, bold: s.bold ?? true }));
    y += Math.max(lh, vl.length * lead) + gap;
  }
  return y - gap;
}

/** The widest of the labels (the sub line of a stacked label counted at its smaller size). */
function labelRoom(p: Page, labels: Label[], size: number): number {
  return Math.max(
    ...labels.map((l) =>
      typeof l === 'string'
        ? roomOf(l, size, p.face)
        : Math.max(roomOf(l[0], size, p.face), roomOf(l[1], size - 1.4, p.face)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The bill's own randomness, money, codes

const masked = (ib: string) => `${ib.slice(0, 4)} **** **** **** **** ${spaced(ib.slice(-7), 4)}`;

/** The two months billed: electricity by the bimester's share of the year, gas heavier in winter. */
const periodKwh = (annual: number) => Math.round((annual * 21) / 100);
const periodSmc = (annual: number) => Math.round((annual * 36) / 100);

const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via} ${a.civico}`;
const townOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
/** An address on one line or over two. */
const addressParts = (a: Indirizzo, twoLines: boolean): string[] =>
  twoLines ? [`${streetOf(a)}`, townOf(a)] : [`${streetOf(a)}, ${townOf(a)}`];

const ORDERS: readonly NameOrder[] = ['Nome Cognome', 'COGNOME NOME', 'Cognome Nome', 'COGNOME Nome'];

/** A QR code's look: finder squares in three corners, modules at random. */
function qr(p: Page, x: number, y: number, size: number, r: Rnd) {
  const n = 25;
  const m = size / n;
  const finder = (i: number, j: number) => (i < 7 && j < 7) || (i < 7 && j >= n - 7) || (i >= n - 7 && j < 7);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (!finder(i, j) && r.chance(0.48)) p.rect(x + j * m, y + i * m, m, m, 0, null);
  for (const [i, j] of [
    [0, 0],
    [0, n - 7],
    [n - 7, 0],
  ] as const) {
    p.rect(x + j * m, y + i * m, 7 * m, 7 * m, 0, null);
    p.rect(x + (j + 1) * m, y + (i + 1) * m, 5 * m, 5 * m, 1, null);
    p.rect(x + (j + 2) * m, y + (i + 2) * m, 3 * m, 3 * m, 0, null);
  }
}

function dashed(p: Page, y: number, x0 = 40, x1 = 555) {
  for (let x = x0; x < x1; x += 8) p.line(x, y, Math.min(x + 4, x1), y, 0.45);
}

// ---------------------------------------------------------------------------------------------------------
// Bobbio: payment first. Page 1 is the payment page: the supplier's band, the envelope's window (holder
// and postal address), the amount and the due date in a grey panel, a short summary beside the amounts,
// then the pagoPA notice (ente creditore = the supplier with its own codice fiscale; destinatario = the
// holder with his) or the SEPA direct debit (the holder as debtor, with his codice fiscale). Page 2: the
// customer's data and the supply's in full, readings, the detail of the amounts.

const TREBBIA = supplier(
  'TREBBIA',
  'Trebbia Luce e Gas S.p.A.',
  '0523948172',
  'Piazza San Colombano 4, 29022 Bobbio (PC)',
  '800 523 771',
);

type Bob = {
  b: Bill;
  r: Rnd;
  m: Money;
  order: NameOrder;
  pagoPA: boolean;
  avviso: string;
  cbill: string;
  ib: string;
  twoLines: boolean;
  words: { holder: string; cf: string; supply: string; due: string };
};

function bobHeader(p: Page, page: number, b: Bill) {
  const s = TREBBIA;
  p.rect(40, 30, 6, 30, 0.25, null);
  p.text(52, 50, 'trebbia', { size: 22, bold: true });
  p.text(52, 61, 'luce e gas della Val Trebbia', { size: 7, grey: 0.4 });
  if (page === 1) {
    p.text(40, 78, s.nome, { size: 6.8, bold: true });
    p.text(40, 86, `Sede legale ${s.sede}`, { size: 6.4 });
    p.text(40, 94, `C.F. e P.IVA ${s.partitaIva} - REA PC-183021`, { size: 6.4 });
    p.text(40, 102, `Servizio clienti ${s.telefono} (lun-ven 8-20) - ${s.web}`, { size: 6.4 });
  } else {
    right(p, 555, 42, `Bolletta n. ${b.numero} del 12/02/2026`, { size: 8 });
    right(p, 555, 54, `Codice cliente ${b.codiceCliente} - pagina 2 di 2`, { size: 7.5, grey: 0.4 });
    p.line(40, 70, 555, 70, 0.4);
  }
}

function bobEnvelope(p: Page, l: Bob) {
  const { b } = l;
  const a = b.recapito;
  p.text(326, 52, l.order === 'Nome Cognome' ? 'Gentile cliente' : 'Spett.le', { size: 7, grey: 0.4 });
  const name = upper(holderName(b.holder, l.order));
  fitted(p, 326, 65, name, 225, { size: 9.5, bold: true });
  p.text(326, 78, upper(`${a.toponimo} ${a.via}, ${a.civico}`), { size: 9 });
  p.text(326, 90, upper(`${a.cap} ${a.comune} ${a.provincia}`), { size: 9 });
}

function bobPanel(p: Page, l: Bob): number {
  const { b } = l;
  p.text(40, 140, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
    size: 14,
    bold: true,
  });
  right(p, 555, 140, `n. ${b.numero} del 12/02/2026`, { size: 9 });
  p.rect(40, 152, 515, 70, 0.92, null);
  p.text(54, 172, 'Importo da pagare', { size: 8.5, grey: 0.3 });
  p.text(54, 204, `€ ${b.totale}`, { size: 24, bold: true });
  p.line(250, 162, 250, 212, 0.6);
  p.text(266, 172, l.words.due, { size: 8.5, grey: 0.3 });
  p.text(266, 200, '04/03/2026', { size: 17, bold: true });
  p.line(400, 162, 400, 212, 0.6);
  p.text(414, 172, 'Come pagare', { size: 8.5, grey: 0.3 });
  p.text(414, 190, l.pagoPA ? 'Avviso pagoPA' : 'Addebito diretto SEPA', { size: 9, bold: true });
  p.text(414, 203, l.pagoPA ? 'qui sotto, da staccare' : 'sul conto indicato', { size: 7.5 });
  return 222;
}

function bobSummary(p: Page, l: Bob, top: number): number {
  const { b, m } = l;
  const h = b.holder;
  p.text(40, top, 'In sintesi', { size: 10.5, bold: true });
  const service = titleOf(b, 'Energia elettrica', 'Gas naturale', 'Energia elettrica e gas naturale');
  const rows: KV[] = [
    [l.words.holder, holderName(h, l.order)],
    ['Codice cliente', b.codiceCliente],
    ['Servizio', service],
    [l.words.supply, addressParts(b.fornitura, l.twoLines)],
    ['Periodo', 'dal 01/12/2025 al 31/01/2026'],
    ['Offerta', b.gas ? 'Trebbia Casa Insieme (prezzo fisso)' : 'Trebbia Casa Luce (prezzo fisso)'],
  ];
  const left = kvRows(p, 40, top + 18, 265, rows, { lw: 88, size: 7.4, vsize: 8 });
  // the amounts, right
  const x0 = 325;
  p.text(x0, top, 'Gli importi', { size: 10.5, bold: true });
  let y = top + 18;
  const item = (label: string, value: string, bold = false) => {
    p.text(x0, y, label, { size: 7.8, bold });
    right(p, 555, y, value, { size: 7.8, bold });
    p.line(x0, y + 4, 555, y + 4, 0.85);
    y += 13;
  };
  const net = m.luce + m.gas;
  const [energia = 0, rete = 0, oneri = 0, imposte = 0] = split(net, [53, 22, 9, 16]);
  item('Spesa per la materia energia', eur(energia));
  item('Spesa per il trasporto e la gestione del contatore', eur(rete));
  item('Spesa per oneri di sistema', eur(oneri));
  item('Imposte', eur(imposte));
  item(`IVA ${m.rate}%`, eur(m.iva));
  item('Totale bolletta', b.totale, true);
  return Math.max(left, y);
}

function bobPagoPA(p: Page, l: Bob, top: number) {
  const { b, r } = l;
  const h = b.holder;
  const s = TREBBIA;
  dashed(p, top);
  p.text(40, top - 4, 'Ritaglia e conserva', { size: 6, grey: 0.5 });
  const y = top + 10;
  p.rect(40, y, 515, 282, null, 0.5);
  p.text(52, y + 22, 'AVVISO DI PAGAMENTO', { size: 12, bold: true });
  right(p, 543, y + 22, 'pagoPA', { size: 14, bold: true });
  fitted(p, 52, y + 36, `Bolletta n. ${b.numero} - periodo dicembre 2025 / gennaio 2026`, 470, { size: 7.5 });
  p.line(52, y + 44, 543, y + 44, 0.7);
  p.text(52, y + 58, 'ENTE CREDITORE', { size: 6.8, grey: 0.4 });
  fitted(p, 52, y + 71, s.nome, 230, { size: 9, bold: true });
  p.text(52, y + 84, `Codice fiscale ente creditore ${s.partitaIva}`, { size: 7.5 });
  fitted(p, 52, y + 96, s.sede, 230, { size: 7 });
  p.text(300, y + 58, 'DESTINATARIO AVVISO', { size: 6.8, grey: 0.4 });
  fitted(p, 300, y + 71, holderName(h, 'Nome Cognome'), 240, { size: 9, bold: true });
  p.text(300, y + 84, `Codice fiscale destinatario ${h.codiceFiscale}`, { size: 7.5 });
  const a = b.recapito;
  fitted(p, 300, y + 96, `${streetOf(a)} - ${a.cap} ${a.comune} ${a.provincia}`, 240, { size: 7 });
  p.line(52, y + 106, 543, y + 106, 0.7);
  p.text(52, y + 121, 'QUANTO E QUANDO PAGARE?', { size: 6.8, grey: 0.4 });
  p.text(52, y + 138, `€ ${b.totale}   entro il 04/03/2026`, { size: 12, bold: true });
  para(
    p,
    52,
    y + 153,
    "L'importo è aggiornato automaticamente dal sistema e potrebbe subire variazioni per eventuali sgravi, " +
      'note di credito o interessi di mora.',
    230,
    { size: 6.8, grey: 0.3 },
  );
  p.text(300, y + 121, 'DOVE PAGARE?', { size: 6.8, grey: 0.4 });
  para(
    p,
    300,
    y + 136,
    "Con l'app della tua banca o di Poste Italiane, in banca, negli uffici postali, nei punti vendita " +
      'SISAL, Lottomatica e Banca 5, negli sportelli ATM abilitati. Puoi pagare anche dal sito ' +
      `${s.web} con carta di credito.`,
    240,
    { size: 6.8 },
  );
  // the band a bank's app reads
  const by = y + 196;
  p.rect(40, by, 515, 86, 0.94, null);
  p.text(52, by + 13, 'BANCHE E ALTRI CANALI', { size: 6.8, bold: true, grey: 0.3 });
  qr(p, 52, by + 20, 58, r);
  const cells: [string, string][] = [
    ['Destinatario', holderName(h, 'COGNOME Nome')],
    ['Ente creditore', s.nome],
    ['Oggetto del pagamento', `Bolletta ${b.numero}`],
  ];
  cells.forEach(([k, v], i) => {
    p.text(122, by + 27 + i * 19, k, { size: 6.4, grey: 0.4 });
    fitted(p, 122, by + 36 + i * 19, v, 190, { size: 7.6, bold: true });
  });
  const codes: [string, string][] = [
    ['Codice CBILL', l.cbill],
    ['Codice avviso', l.avviso],
    ['Cod. fiscale ente creditore', s.partitaIva],
    ['Importo', `€ ${b.totale}`],
  ];
  codes.forEach(([k, v], i) => {
    const x = 330 + (i % 2) * 110;
    const yy = by + 27 + Math.floor(i / 2) * 26;
    p.text(x, yy, k, { size: 6.4, grey: 0.4 });
    fitted(p, x, yy + 11, v, i === 1 ? 215 : 100, { size: 8.5, bold: true, face: i === 1 ? 'mono' : 'sans' });
  });
}

function bobDebit(p: Page, l: Bob, top: number): number {
  const { b, r } = l;
  const h = b.holder;
  const s = TREBBIA;
  p.line(40, top, 555, top, 0.5);
  p.text(40, top + 18, 'Addebito diretto SEPA (SDD Core)', { size: 11, bold: true });
  const bic = r.pick(['BCITITMM', 'UNCRITMM', 'BPMOIT22', 'CRPPIT2P', 'BAPPIT21']);
  const debtor = h.tipo === 'PF' ? holderName(h, l.order) : h.ragioneSociale;
  const rows: KV[] = [
    ['Creditore', `${s.nome} - C.F. ${s.partitaIva}`],
    ['Identificativo creditore', `IT${r.digits(2)}ZZZ0${s.partitaIva}`],
    ['Debitore', debtor],
    [h.tipo === 'PF' ? 'Codice fiscale debitore' : 'C.F./P.IVA debitore', h.codiceFiscale],
    ['Conto di addebito', `${masked(l.ib)} - BIC ${bic}`],
    ['Riferimento mandato', `TRB-${b.codiceCliente}-${r.digits(3)}`],
    ['Importo e data di addebito', `€ ${b.totale} il 04/03/2026`],
  ];
  const y = kvRows(p, 40, top + 38, 515, rows, { lw: 140, size: 7.6, vsize: 8.4, gap: 5 });
  return para(
    p,
    40,
    y + 16,
    "Non devi fare nulla: l'importo sarà addebitato alla scadenza sul conto indicato. Se l'addebito non " +
      'andasse a buon fine riceverai un avviso pagoPA per pagare in banca, alla posta o in tabaccheria. ' +
      'Per modificare il conto di addebito chiama il servizio clienti o accedi all’area clienti.',
    515,
    { size: 7.4, grey: 0.2 },
  );
}

function bobUseful(p: Page, top: number) {
  const s = TREBBIA;
  p.rect(40, top, 515, 100, null, 0.6);
  p.text(52, top + 16, 'Numeri utili', { size: 9.5, bold: true });
  const items: [string, string][] = [
    ['Servizio clienti', `${s.telefono} (gratuito da rete fissa)`],
    ['Da cellulare', '0523 194 800 (a pagamento)'],
    ['Segnalazione guasti luce', '803 500 (24 ore su 24)'],
    ['Pronto intervento gas', '800 900 806 (24 ore su 24)'],
    ['Reclami scritti', 'Casella postale 77, 29022 Bobbio (PC)'],
    ['Sportello', 'Via del Duomo 12, Bobbio - mar e ven 9-12'],
  ];
  items.forEach(([k, v], i) => {
    const x = i % 2 ? 300 : 52;
    const y = top + 34 + Math.floor(i / 2) * 21;
    p.text(x, y, k, { size: 6.8, grey: 0.4 });
    fitted(p, x, y + 9, v, 240, { size: 7.8 });
  });
}

function bobFooter(p: Page, page: number) {
  const s = TREBBIA;
  p.line(40, 790, 555, 790, 0.5);
  p.text(40, 800, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 1.200.000,00 i.v.`, { size: 6.4 });
  p.text(40, 809, `Codice fiscale e Partita IVA ${s.partitaIva} - Registro Imprese di Piacenza`, {
    size: 6.4,
  });
  p.text(40, 818, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.4,
    grey: 0.35,
  });
  right(p, 555, 818, `pag. ${page}/2`, { size: 6.4 });
}

function bobPage1(l: Bob): Page {
  const p = new Page('sans');
  bobHeader(p, 1, l.b);
  bobEnvelope(p, l);
  const y = bobPanel(p, l);
  const after = bobSummary(p, l, y + 26);
  if (l.pagoPA) {
    // the numbers a customer needs, when the notice below leaves room for them
    const room = after + 18 + 100 + 18 + 292 <= 782;
    if (room) bobUseful(p, after + 18);
    bobPagoPA(p, l, Math.max(room ? after + 136 : after + 22, 470));
  } else {
    const y2 = bobDebit(p, l, after + 30);
    bobUseful(p, y2 + 14);
    const y3 = y2 + 14 + 100 + 24;
    if (y3 < 725) {
      p.text(40, y3, 'Comunicazioni', { size: 9.5, bold: true });
      para(
        p,
        40,
        y3 + 16,
        'Dal 1° aprile 2026 cambiano le fasce orarie di assistenza dello sportello di Bobbio. Ricevi la ' +
          'bolletta via e-mail: attiva la bolletta digitale dall’area clienti e risparmi 0,50 euro a bolletta. ' +
          'Il dettaglio dei consumi e dei dati della fornitura è alla pagina 2.',
        515,
        { size: 7.6, grey: 0.2 },
      );
    }
  }
  bobFooter(p, 1);
  return p;
}

function bobSection(p: Page, y: number, title: string): number {
  p.rect(40, y - 11, 515, 16, 0.9, null);
  p.text(46, y, title, { size: 9, bold: true });
  return y + 18;
}

function bobPage2(l: Bob): Page {
  const p = new Page('sans');
  const { b, r } = l;
  const h = b.holder;
  bobHeader(p, 2, b);
  const lw = 150;
  let y = bobSection(p, 96, 'Dati del cliente');
  const client: KV[] =
    h.tipo === 'PF'
      ? [
          [l.words.holder, holderName(h, l.order)],
          [l.words.cf, h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          [l.words.cf, h.codiceFiscale],
        ];
  client.push(
    ['Indirizzo di recapito', addressParts(b.recapito, l.twoLines)],
    ['Codice cliente', b.codiceCliente],
    [
      'Tipologia cliente',
      h.tipo === 'PF' ? r.pick(['Domestico residente', 'Domestico non residente']) : 'Altri usi',
    ],
  );
  y = kvRows(p, 46, y, 509, client, { lw, gap: 4 });
  y = bobSection(p, y + 20, 'Dati della fornitura');
  y = kvRows(p, 46, y, 509, [[l.words.supply, addressParts(b.fornitura, l.twoLines)]], { lw, gap: 4 });
  const syn = {
    pod: r.pick(['Codice POD', 'POD (punto di prelievo)', 'Punto di prelievo (POD)']),
    pot: r.pick([
      'Potenza impegnata',
      'Potenza contrattuale impegnata',
      'Potenza contrattualmente impegnata',
    ]),
    ten: r.pick(['Tensione di alimentazione', 'Tensione', 'Tensione di fornitura']),
    kwh: r.pick(['Consumo annuo', 'Consumo annuo stimato', 'Consumo degli ultimi 12 mesi']),
    pdr: r.pick(['Codice PDR', 'PDR (punto di riconsegna)', 'Punto di riconsegna (PDR)']),
    remi: r.pick(['Codice REMI', 'Codice REMI (cabina)', 'REMI']),
    cat: r.pick(["Categoria d'uso", "Categoria d'uso del gas", 'Categoria uso']),
  };
  if (b.luce) {
    const e = b.luce;
    p.text(46, y + 18, 'Energia elettrica', { size: 8.5, bold: true });
    y = kvRows(
      p,
      46,
      y + 32,
      509,
      [
        [syn.pod, e.pod],
        [syn.pot, `${kw(e.potenzaKw)} kW`],
        ['Potenza disponibile', `${kw(e.disponibileKw)} kW`],
        [syn.ten, `${e.tensioneV} V ${e.tensioneV === 230 ? 'monofase' : 'trifase'}`],
        [syn.kwh, `${it(e.annuoKwh)} kWh`],
        ['Distributore locale', 'Reti Elettriche Emiliane S.r.l.'],
      ],
      { lw, gap: 3 },
    );
  }
  if (b.gas) {
    const g = b.gas;
    p.text(46, y + 18, 'Gas naturale', { size: 8.5, bold: true });
    y = kvRows(
      p,
      46,
      y + 32,
      509,
      [
        [syn.pdr, r.chance(0.5) ? g.pdr : spaced(g.pdr, 4)],
        [syn.remi, g.remi],
        [syn.cat, `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
        ['Matricola contatore', `${r.pick(['GMT', 'SMG'])}${r.digits(8)}`],
        [syn.kwh, `${it(g.annuoSmc)} Smc`],
        ['Coefficiente C', r.pick(['1,0207', '0,9981', '1,0153'])],
      ],
      { lw, gap: 3 },
    );
  }
  // readings
  y = bobSection(p, y + 24, 'Letture e consumi del periodo');
  const xs = [46, 130, 220, 300, 390, 480];
  ['Servizio', 'Data', 'Tipo lettura', 'Lettura', 'Consumo', 'Unità'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.4, bold: true, grey: 0.3 }),
  );
  y += 13;
  const rowOf = (cells: string[]) => {
    cells.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 7.8 }));
    p.line(46, y + 4, 555, y + 4, 0.85);
    y += 12.5;
  };
  if (b.luce) {
    const k = periodKwh(b.luce.annuoKwh);
    rowOf(['Luce', '31/01/2026', r.pick(['Effettiva', 'Stimata']), it(r.int(8000, 40000)), it(k), 'kWh']);
  }
  if (b.gas) {
    const k = periodSmc(b.gas.annuoSmc);
    rowOf(['Gas', '31/01/2026', r.pick(['Effettiva', 'Autolettura']), it(r.int(1000, 9000)), it(k), 'Smc']);
  }
  y = bobSection(p, y + 20, 'Dettaglio degli importi');
  const line = (label: string, value: string, bold = false) => {
    p.text(46, y, label, { size: 7.8, bold });
    right(p, 555, y, value, { size: 7.8, bold });
    p.line(46, y + 4, 555, y + 4, 0.88);
    y += 12;
  };
  const { m } = l;
  if (b.luce) {
    const [a = 0, c = 0, d = 0] = split(m.luce, [62, 25, 13]);
    line('Luce - materia energia e commercializzazione', eur(a));
    line('Luce - trasporto, contatore e oneri di sistema', eur(c));
    line('Luce - accisa', eur(d));
  }
  if (b.gas) {
    const [a = 0, c = 0, d = 0] = split(m.gas, [60, 23, 17]);
    line('Gas - materia gas naturale e commercializzazione', eur(a));
    line('Gas - trasporto, contatore e oneri di sistema', eur(c));
    line('Gas - accisa e addizionale regionale', eur(d));
  }
  line(`IVA ${m.rate}%`, eur(m.iva));
  line('Totale', b.totale, true);
  if (y < 740)
    para(
      p,
      40,
      y + 14,
      'Bonus sociale, reclami e conciliazione: www.arera.it e Sportello per il consumatore Energia e Ambiente ' +
        '800 166 654. In caso di mancato pagamento entro la scadenza saranno addebitati gli interessi di mora.',
      515,
      { size: 6.8, grey: 0.3 },
    );
  bobFooter(p, 2);
  return p;
}

export const bobbio: Layout = {
  key: 'bobbio',
  supplier: TREBBIA,
  traits:
    'payment first: page 1 the amount, due date and a pagoPA notice (ente creditore with its codice ' +
    "fiscale, destinatario with the holder's) or the SEPA debit with the holder as debtor, envelope and a " +
    'short summary with the supply address; customer and supply data in full on page 2',
  page2: SUPPLY_FIELDS,
  draw(b) {
    const r = rndOf(b, 71);
    const l: Bob = {
      b,
      r,
      m: moneyOf(b, [57, 43]),
      order: r.pick(ORDERS),
      pagoPA: r.chance(0.6),
      avviso: spaced(`3${r.pick(['01', '02', '11'])}${r.digits(15)}`, 4),
      cbill: `${r.pick(['A', 'B', 'T'])}${r.pick(['R', 'X', '7'])}${r.digits(1)}${r.pick(['K', 'Q', 'B'])}${r.digits(1)}`,
      ib: iban(r),
      twoLines: r.chance(0.5),
      words: {
        holder: r.pick(['Intestatario', 'Titolare del contratto', 'Cliente']),
        cf: r.pick(['Codice fiscale', 'C.F.', 'Cod. fiscale']),
        supply: r.pick(['Indirizzo di fornitura', 'Luogo di fornitura', 'Fornitura in']),
        due: r.pick(['Da pagare entro il', 'Scadenza', 'Data di scadenza']),
      },
    };
    return [bobPage1(l), bobPage2(l)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Renon: a South Tyrol cooperative's bill on one page, German first then Italian on every label: the two
// on one line with " / ", or the German label over the Italian one in smaller type; values beside.

const RITTEN = supplier(
  'Ritten Renon',
  'Energiewerk Ritten Renon Gen.',
  '0471830215',
  'Dorfstraße 12 / Via del Paese 12, 39054 Klobenstein / Collalbo (BZ)',
  '0471 356 220',
);

type Ren = {
  b: Bill;
  r: Rnd;
  m: Money;
  order: NameOrder;
  stacked: boolean;
  twoLines: boolean;
};

/** A bilingual label as the bill prints it: "DE / IT" on a line, or DE over IT. */
const bi = (l: Ren, de: string, itl: string): Label => (l.stacked ? [de, itl] : `${de} / ${itl}`);

function renTitle(p: Page, y: number, de: string, itl: string) {
  p.text(40, y, `${de} / ${itl}`, { size: 9.5, bold: true });
  p.line(40, y + 5, 555, y + 5, 0.3);
}

function renHeader(p: Page, l: Ren) {
  const s = RITTEN;
  const b = l.b;
  p.rect(40, 28, 30, 30, 0.3, null);
  p.text(46, 49, 'ER', { size: 13, bold: true, grey: 1 });
  p.text(78, 42, 'Energiewerk Ritten', { size: 13, bold: true });
  p.text(78, 55, 'Azienda Energetica Renon', { size: 10, grey: 0.3 });
  p.text(40, 74, s.nome, { size: 6.6, bold: true });
  fitted(p, 40, 82, s.sede, 260, { size: 6.3 });
  p.text(40, 90, `MwSt.-Nr. / P.IVA ${s.partitaIva} - Handelsreg. / REA BZ-98714`, { size: 6.3 });
  p.text(40, 98, `Tel. ${s.telefono} - ${s.web} - info@rittenrenon.example`, { size: 6.3 });
  // envelope window
  const a = b.recapito;
  p.text(326, 50, 'An / Spett.le', { size: 7, grey: 0.4 });
  fitted(p, 326, 63, upper(holderName(b.holder, l.order)), 225, { size: 9.5, bold: true });
  p.text(326, 76, upper(`${a.toponimo} ${a.via} ${a.civico}`), { size: 9 });
  p.text(326, 88, upper(`${a.cap} ${a.comune} ${a.provincia}`), { size: 9 });
}

function renSummary(p: Page, l: Ren): number {
  const { b } = l;
  const title = titleOf(
    b,
    'Stromrechnung / Bolletta energia elettrica',
    'Gasrechnung / Bolletta gas naturale',
    'Strom- und Gasrechnung / Bolletta luce e gas',
  );
  p.text(40, 130, title, { size: 12.5, bold: true });
  p.rect(40, 140, 515, l.stacked ? 74 : 64, 0.93, null);
  const cells: [string, string, string][] = [
    ['Rechnungsnummer', 'Numero fattura', b.numero],
    ['Rechnungsdatum', 'Data emissione', '10.02.2026'],
    ['Kundennummer', 'Codice cliente', b.codiceCliente],
    ['Abrechnungszeitraum', 'Periodo di fatturazione', '01.12.2025 - 31.01.2026'],
    ['Fälligkeit', 'Scadenza', '03.03.2026'],
  ];
  cells.forEach(([de, itl, v], i) => {
    // the period's cell is wider than the others
    const x = i < 3 ? 50 + i * 125 : i === 3 ? 50 : 240;
    const w = i === 3 ? 180 : 118;
    const y = 154 + Math.floor(i / 3) * (l.stacked ? 32 : 27);
    if (l.stacked) {
      p.text(x, y, de, { size: 6.8, grey: 0.25 });
      p.text(x, y + 8, itl, { size: 5.8, grey: 0.45 });
      fitted(p, x, y + 19, v, w, { size: 8.5, bold: true });
    } else {
      fitted(p, x, y, `${de} / ${itl}`, w, { size: 6.6, grey: 0.3 });
      fitted(p, x, y + 11, v, w, { size: 8.5, bold: true });
    }
  });
  p.text(430, 158, 'Zu zahlen', { size: 7.5, grey: 0.25 });
  p.text(430, 167, 'Importo da pagare', { size: 6.5, grey: 0.45 });
  right(p, 545, 192, `€ ${b.totale}`, { size: 15, bold: true });
  return l.stacked ? 214 : 204;
}

function renData(p: Page, l: Ren, top: number): number {
  const { b, r } = l;
  const h = b.holder;
  renTitle(p, top, 'Vertragsdaten', 'Dati contrattuali');
  const holder: KV[] =
    h.tipo === 'PF'
      ? [
          [bi(l, 'Vertragsinhaber', 'Intestatario'), holderName(h, l.order)],
          [bi(l, 'Steuernummer', 'Codice fiscale'), h.codiceFiscale],
        ]
      : [
          [bi(l, 'Vertragsinhaber', 'Intestatario'), h.ragioneSociale],
          [bi(l, 'MwSt.-Nr.', 'Partita IVA'), h.partitaIva],
          [bi(l, 'Steuernummer', 'Codice fiscale'), h.codiceFiscale],
        ];
  holder.push(
    [bi(l, 'Lieferadresse', 'Indirizzo di fornitura'), addressParts(b.fornitura, l.twoLines)],
    [
      bi(l, 'Kundentyp', 'Tipologia cliente'),
      h.tipo === 'PF' ? 'Haushalt ansässig / Domestico residente' : 'Sonstige Nutzungen / Altri usi',
    ],
  );
  const size = 7.4;
  const lw = Math.min(
    230,
    labelRoom(
      p,
      holder.map(([k]) => k),
      size,
    ) + 14,
  );
  let y = kvRows(p, 40, top + 20, 515, holder, { lw, size, vsize: 8.4, gap: l.stacked ? 4 : 3.5 });
  const luce: KV[] = b.luce
    ? [
        [bi(l, 'Zählpunkt', 'POD'), b.luce.pod],
        [bi(l, 'Verpflichtete Leistung', 'Potenza impegnata'), `${kw(b.luce.potenzaKw)} kW`],
        [bi(l, 'Verfügbare Leistung', 'Potenza disponibile'), `${kw(b.luce.disponibileKw)} kW`],
        [bi(l, 'Spannung', 'Tensione'), `${b.luce.tensioneV} V`],
        [bi(l, 'Jahresverbrauch', 'Consumo annuo'), `${it(b.luce.annuoKwh)} kWh`],
      ]
    : [];
  const g = b.gas;
  const gas: KV[] = g
    ? [
        [bi(l, 'Bezugspunkt', 'PDR'), g.pdr],
        [bi(l, 'Abgabepunkt REMI', 'Codice REMI'), g.remi],
        [bi(l, 'Nutzungskategorie', "Categoria d'uso"), `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
        [bi(l, 'Jahresverbrauch', 'Consumo annuo'), `${it(g.annuoSmc)} Smc`],
        [bi(l, 'Zählernummer', 'Matricola contatore'), `${r.pick(['PG', 'SM'])}${r.digits(9)}`],
      ]
    : [];
  y += 22;
  renTitle(p, y, 'Lieferstelle', 'Punto di fornitura');
  y += 20;
  const st = { size, vsize: 8.4, gap: l.stacked ? 4 : 3.5 };
  if (luce.length && gas.length && l.stacked) {
    // side by side: electricity left, gas right
    p.text(40, y, 'Strom / Energia elettrica', { size: 8, bold: true });
    p.text(305, y, 'Gas / Gas naturale', { size: 8, bold: true });
    const lwL =
      labelRoom(
        p,
        luce.map(([k]) => k),
        size,
      ) + 10;
    const lwG =
      labelRoom(
        p,
        gas.map(([k]) => k),
        size,
      ) + 10;
    const a = kvRows(p, 40, y + 15, 250, luce, { ...st, lw: lwL });
    const c = kvRows(p, 305, y + 15, 250, gas, { ...st, lw: lwG });
    return Math.max(a, c);
  }
  const all = [...luce, ...gas];
  const lwS = Math.min(
    250,
    labelRoom(
      p,
      all.map(([k]) => k),
      size,
    ) + 14,
  );
  if (luce.length) {
    p.text(40, y, 'Strom / Energia elettrica', { size: 8, bold: true });
    y = kvRows(p, 40, y + 15, 515, luce, { ...st, lw: lwS }) + 16;
  }
  if (gas.length) {
    p.text(40, y, 'Gas / Gas naturale', { size: 8, bold: true });
    y = kvRows(p, 40, y + 15, 515, gas, { ...st, lw: lwS }) + 16;
  }
  return y - 16;
}

function renReadings(p: Page, l: Ren, top: number): number {
  const { b, r } = l;
  renTitle(p, top, 'Zählerstände', 'Letture');
  const xs = [40, 125, 200, 375, 465];
  const heads = [
    ['Dienst', 'Servizio'],
    ['Datum', 'Data'],
    ['Art', 'Tipo'],
    ['Zählerstand', 'Lettura'],
    ['Verbrauch', 'Consumo'],
  ];
  heads.forEach(([de, itl], i) => {
    p.text(xs[i] ?? 0, top + 18, de ?? '', { size: 7, bold: true });
    p.text(xs[i] ?? 0, top + 26, itl ?? '', { size: 6, grey: 0.45 });
  });
  let y = top + 40;
  const row = (cells: string[]) => {
    cells.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 7.8 }));
    y += 12;
  };
  if (b.luce)
    row([
      'Strom / Luce',
      '31.01.2026',
      r.pick(['abgelesen / rilevata', 'geschätzt / stimata']),
      it(r.int(9000, 40000)),
      `${it(periodKwh(b.luce.annuoKwh))} kWh`,
    ]);
  if (b.gas)
    row([
      'Gas / Gas',
      '31.01.2026',
      r.pick(['abgelesen / rilevata', 'Selbstablesung / autolettura']),
      it(r.int(1200, 9000)),
      `${it(periodSmc(b.gas.annuoSmc))} Smc`,
    ]);
  return y;
}

function renAmounts(p: Page, l: Ren, top: number): number {
  const { b, m } = l;
  renTitle(p, top, 'Rechnungsübersicht', 'Sintesi degli importi');
  let y = top + 18;
  const line = (de: string, itl: string, v: string, bold = false) => {
    fitted(p, 40, y, `${de} / ${itl}`, 420, { size: 7.8, bold });
    right(p, 555, y, v, { size: 7.8, bold });
    p.line(40, y + 4, 555, y + 4, 0.87);
    y += 12;
  };
  const [energia = 0, netz = 0, system = 0, steuer = 0] = split(m.luce + m.gas, [52, 23, 9, 16]);
  line('Energiekosten', 'Spesa per la materia energia', eur(energia));
  line('Netzkosten und Zählerdienst', 'Trasporto e gestione del contatore', eur(netz));
  line('Systemkosten', 'Oneri di sistema', eur(system));
  line('Verbrauchssteuern', 'Imposte', eur(steuer));
  line(`MwSt. ${m.rate}%`, `IVA ${m.rate}%`, eur(m.iva));
  line('Gesamtbetrag', 'Totale da pagare', `€ ${b.totale}`, true);
  return y;
}

function renNotes(p: Page, l: Ren, top: number) {
  const { r } = l;
  const ib = iban(r);
  const text =
    `Zahlung per SEPA-Lastschrift auf ${masked(ib)} am 03.03.2026. / Pagamento con addebito SEPA sul conto ` +
    `${masked(ib)} il 03.03.2026. Störungsdienst / Pronto intervento: 800 832 832. Schalter / Sportello: ` +
    'Klobenstein / Collalbo, Mo-Fr / lun-ven 8-12.';
  para(p, 40, top, text, 515, { size: 6.8, grey: 0.25 });
}

function renFooter(p: Page) {
  const s = RITTEN;
  p.line(40, 790, 555, 790, 0.5);
  fitted(p, 40, 800, `${s.nome} / Azienda Energetica Renon Soc. coop. - ${s.sede}`, 515, { size: 6.3 });
  p.text(40, 809, `Steuernr. und MwSt.-Nr. / C.F. e P.IVA ${s.partitaIva} - ${s.web}`, { size: 6.3 });
  p.text(
    40,
    818,
    'Testdokument / Documento di esempio generato per i test: alle Daten fiktiv / dati fittizi.',
    {
      size: 6.3,
      grey: 0.35,
    },
  );
}

export const renon: Layout = {
  key: 'renon',
  supplier: RITTEN,
  traits:
    'bilingual South Tyrol bill on one page: German first, Italian second on every label, as "DE / IT" on ' +
    'a line or the German label over the Italian in smaller type; values beside; dates with dots',
  draw(b) {
    const r = rndOf(b, 83);
    const l: Ren = {
      b,
      r,
      m: moneyOf(b, [57, 43]),
      order: r.pick(ORDERS),
      stacked: r.chance(0.5),
      twoLines: r.chance(0.5),
    };
    const p = new Page(r.chance(0.7) ? 'sans' : 'serif');
    renHeader(p, l);
    let y = renSummary(p, l);
    y = renData(p, l, y + 24);
    y = renReadings(p, l, y + 22);
    y = renAmounts(p, l, y + 16);
    if (y < 770) renNotes(p, l, y + 10);
    renFooter(p);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sarca: a change-of-holder letter that is also the first bill. Page 1: the letter greeting the new
// holder, the prose naming the previous holder with his codice fiscale and the supply (POD/PDR and the
// address), the new holder's data in a box, a small table of the previous holder's; the first bill's
// amount. Page 2: the technical data, the readings taken at the change and the detail of the amounts.

const SARCAVALLE = supplier(
  'SARCAVALLE',
  'Sarcavalle Energia S.r.l.',
  '0461728390',
  'Viale Rovereto 18, 38066 Riva del Garda (TN)',
  '800 461 290',
);

type Sar = {
  b: Bill;
  r: Rnd;
  m: Money;
  order: NameOrder;
  prev: Person;
  prevAt: Indirizzo;
  reason: string;
  twoLines: boolean;
  contratto: string;
};

function sarHeader(p: Page, page: number, l: Sar) {
  const s = SARCAVALLE;
  p.text(40, 48, 'Sarcavalle', { size: 20, bold: true });
  p.text(40, 60, 'energia', { size: 9, grey: 0.4 });
  if (page === 2) {
    right(p, 555, 42, `Bolletta n. ${l.b.numero} del 09/02/2026`, { size: 8 });
    right(p, 555, 54, `Codice cliente ${l.b.codiceCliente} - pagina 2 di 2`, { size: 7.5, grey: 0.4 });
    p.line(40, 68, 555, 68, 0.4);
    return;
  }
  p.text(40, 78, s.nome, { size: 6.6, bold: true });
  p.text(40, 86, s.sede, { size: 6.3 });
  p.text(40, 94, `P.IVA ${s.partitaIva} - Numero verde ${s.telefono}`, { size: 6.3 });
  p.text(40, 102, `${s.web} - contratti@pec.sarcavalle.example`, { size: 6.3 });
  const a = l.b.recapito;
  const name = upper(holderName(l.b.holder, l.order));
  p.text(326, 52, l.b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile', { size: 7, grey: 0.4 });
  fitted(p, 326, 65, name, 225, { size: 9.5, bold: true });
  p.text(326, 78, upper(`${a.toponimo} ${a.via}, ${a.civico}`), { size: 9 });
  p.text(326, 90, upper(`${a.cap} ${a.comune} ${a.provincia}`), { size: 9 });
}

function sarLetter(p: Page, l: Sar): number {
  const { b } = l;
  const h = b.holder;
  const f = b.fornitura;
  p.text(40, 136, `Riva del Garda, 9 febbraio 2026`, { size: 8.5 });
  p.text(40, 156, `Oggetto: conferma di voltura - contratto n. ${l.contratto} - prima bolletta`, {
    size: 9,
    bold: true,
  });
  const greeting =
    h.tipo === 'PF'
      ? `${l.order === 'Nome Cognome' ? 'Gentile' : 'Gentile Cliente'} ${holderName(h, l.order)},`
      : `Spett.le ${h.ragioneSociale},`;
  let y = para(p, 40, 178, greeting, 515, { size: 9 });
  const what = titleOf(
    b,
    `di energia elettrica (POD ${b.luce?.pod ?? ''})`,
    `di gas naturale (PDR ${b.gas?.pdr ?? ''})`,
    `di energia elettrica e gas naturale (POD ${b.luce?.pod ?? ''}, PDR ${b.gas?.pdr ?? ''})`,
  );
  const prevName = `${l.prev.nome} ${l.prev.cognome}`;
  const text =
    `La informiamo che la voltura del contratto di fornitura ${what} per l'immobile di ` +
    `${streetOf(f)}, ${f.cap} ${f.comune} (${f.provincia}), dal precedente intestatario ${prevName} ` +
    `(codice fiscale ${l.prev.codiceFiscale}) è stata completata con decorrenza dal 01/12/2025 ` +
    `(${l.reason}). Da tale data il contratto è intestato a ${h.tipo === 'PF' ? 'Lei' : 'Voi'} e ` +
    'la fornitura prosegue senza interruzioni, con le stesse condizioni economiche dell’offerta scelta. ' +
    'Questa lettera vale anche come prima bolletta: trova qui sotto l’importo e la scadenza, e nella ' +
    'pagina seguente i dati tecnici della fornitura, le letture rilevate alla data della voltura e il ' +
    'dettaglio degli importi.';
  y = para(p, 40, y + 6, text, 515, { size: 8.6 });
  return y;
}

function sarNewHolder(p: Page, l: Sar, top: number): number {
  const { b, r } = l;
  const h = b.holder;
  const rows: KV[] =
    h.tipo === 'PF'
      ? [
          [
            r.pick(['Nuovo intestatario', 'Intestatario del contratto', 'Cognome e nome']),
            holderName(h, l.order),
          ],
          [r.pick(['Codice fiscale', 'C.F.']), h.codiceFiscale],
        ]
      : [
          [r.pick(['Nuovo intestatario', 'Ragione sociale']), h.ragioneSociale],
          [r.pick(['Partita IVA', 'P.IVA']), h.partitaIva],
          [r.pick(['Codice fiscale', 'C.F.']), h.codiceFiscale],
        ];
  rows.push(
    [
      r.pick(['Indirizzo di fornitura', 'Luogo di fornitura', 'Ubicazione fornitura']),
      addressParts(b.fornitura, l.twoLines),
    ],
    ['Indirizzo di recapito', addressParts(b.recapito, l.twoLines)],
    ['Codice cliente', b.codiceCliente],
    ['Decorrenza voltura', '01/12/2025'],
  );
  p.text(48, top + 14, 'Dati del nuovo intestatario', { size: 9.5, bold: true });
  const y = kvRows(p, 48, top + 32, 499, rows, { lw: 140, size: 7.6, vsize: 8.6, gap: 4 });
  p.rect(40, top, 515, y - top + 10, null, 0.55);
  return y + 10;
}

function sarPrevious(p: Page, l: Sar, top: number): number {
  const { r, prev, prevAt } = l;
  p.text(40, top, 'Dati del precedente intestatario', { size: 8.5, bold: true });
  const cols: [string, number][] = [
    ['Cognome e nome', 120],
    ['Codice fiscale', 105],
    ['Recapito per la fattura di chiusura', 170],
    ['Cessazione', 55],
    ['Lettura finale', 65],
  ];
  const y = top + 8;
  p.rect(40, y, 515, 14, 0.9, null);
  let x = 40;
  cols.forEach(([t, w]) => {
    fitted(p, x + 4, y + 10, t, w - 8, { size: 6.6, bold: true });
    x += w;
  });
  const vals = [
    `${upper(prev.cognome)} ${prev.nome}`,
    prev.codiceFiscale,
    `${streetOf(prevAt)}, ${prevAt.comune}`,
    '30/11/2025',
    it(r.int(2000, 40000)),
  ];
  x = 40;
  vals.forEach((v, i) => {
    const w = cols[i]?.[1] ?? 0;
    fitted(p, x + 4, y + 27, v, w - 8, { size: 7.6 });
    x += w;
  });
  p.rect(40, y, 515, 34, null, 0.55);
  x = 40;
  for (const [, w] of cols.slice(0, -1)) {
    x += w;
    p.line(x, y, x, y + 34, 0.7);
  }
  return y + 34;
}

function sarBill(p: Page, l: Sar, top: number): number {
  const { b, r } = l;
  p.rect(40, top, 515, 62, 0.93, null);
  p.text(52, top + 16, `Prima bolletta n. ${b.numero} del 09/02/2026`, { size: 8.5, bold: true });
  p.text(52, top + 30, 'Periodo: dal 01/12/2025 al 31/01/2026', { size: 8 });
  p.text(52, top + 43, `Contributo di voltura e deposito cauzionale inclusi`, { size: 8 });
  p.text(52, top + 55, r.chance(0.5) ? 'Pagamento: bollettino / pagoPA' : 'Pagamento: addebito SEPA', {
    size: 8,
  });
  p.text(360, top + 18, 'Totale da pagare', { size: 8, grey: 0.3 });
  p.text(360, top + 40, `€ ${b.totale}`, { size: 17, bold: true });
  p.text(360, top + 55, 'entro il 02/03/2026', { size: 8 });
  return top + 62;
}

function sarClose(p: Page, top: number) {
  let y = para(
    p,
    40,
    top,
    'Per qualsiasi chiarimento può contattare il Servizio clienti al numero verde 800 461 290 o scrivere ' +
      'a contratti@pec.sarcavalle.example. Il precedente intestatario riceverà la fattura di chiusura ' +
      "all'indirizzo da lui indicato. Distinti saluti.",
    515,
    { size: 8 },
  );
  y += 8;
  if (y < 772) p.text(380, y, 'Ufficio Contratti e Volture', { size: 8, bold: true });
  // what the new holder may want to know, when the page has room for it
  const top2 = y + 22;
  if (top2 + 74 > 782) return;
  p.rect(40, top2, 515, 74, 0.95, null);
  p.text(50, top2 + 15, 'Da sapere', { size: 8.5, bold: true });
  const items = [
    'Area clienti e app Sarcavalle: bollette, letture e pagamenti con il codice cliente indicato sopra.',
    'Guasti luce 803 500 e pronto intervento gas 800 900 700, attivi 24 ore su 24.',
    'Il deposito cauzionale non è dovuto se attiva la domiciliazione bancaria (SEPA).',
    'Sportello di Riva del Garda: Viale Rovereto 18, dal lunedì al venerdì 8.30-12.30.',
  ];
  items.forEach((t, i) => fitted(p, 50, top2 + 30 + i * 11, `- ${t}`, 495, { size: 7.4 }));
}

function sarFooter(p: Page) {
  const s = SARCAVALLE;
  p.line(40, 790, 555, 790, 0.5);
  p.text(40, 800, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 800.000,00 i.v.`, { size: 6.3 });
  p.text(40, 809, `C.F. e P.IVA ${s.partitaIva} - Registro Imprese di Trento - ${s.web}`, { size: 6.3 });
  p.text(40, 818, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.35,
  });
}

function sarPage1(l: Sar): Page {
  const p = new Page(l.r.chance(0.5) ? 'serif' : 'sans');
  sarHeader(p, 1, l);
  let y = sarLetter(p, l);
  y = sarNewHolder(p, l, y + 10);
  y = sarPrevious(p, l, y + 18);
  y = sarBill(p, l, y + 14);
  sarClose(p, y + 18);
  sarFooter(p);
  return p;
}

function sarPage2(l: Sar): Page {
  const p = new Page('sans');
  const { b, r, m } = l;
  sarHeader(p, 2, l);
  p.text(40, 94, 'Dati della fornitura', { size: 12, bold: true });
  let y = 112;
  const lw = 160;
  if (b.luce) {
    const e = b.luce;
    p.text(40, y, 'Energia elettrica', { size: 9, bold: true });
    y = kvRows(
      p,
      40,
      y + 15,
      515,
      [
        [r.pick(['POD', 'Codice POD']), e.pod],
        [r.pick(['Potenza impegnata', 'Potenza contrattuale']), `${kw(e.potenzaKw)} kW`],
        ['Potenza disponibile', `${kw(e.disponibileKw)} kW`],
        [r.pick(['Tensione', 'Tensione di alimentazione']), `${e.tensioneV} V`],
        [r.pick(['Consumo annuo', 'Consumo annuo (ultimi 12 mesi)']), `${it(e.annuoKwh)} kWh`],
        ['Tipologia', b.holder.tipo === 'PF' ? 'Domestico residente' : 'Altri usi in bassa tensione'],
      ],
      { lw, gap: 3 },
    );
    y += 20;
  }
  if (b.gas) {
    const g = b.gas;
    p.text(40, y, 'Gas naturale', { size: 9, bold: true });
    y = kvRows(
      p,
      40,
      y + 15,
      515,
      [
        [r.pick(['PDR', 'Codice PDR']), g.pdr],
        [r.pick(['Codice REMI', 'REMI']), g.remi],
        [
          r.pick(["Categoria d'uso", 'Categoria uso gas']),
          `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`,
        ],
        [r.pick(['Consumo annuo', 'Consumo annuo (ultimi 12 mesi)']), `${it(g.annuoSmc)} Smc`],
        ['Classe contatore', r.pick(['G4', 'G6', 'G10'])],
      ],
      { lw, gap: 3 },
    );
    y += 20;
  }
  p.text(40, y + 4, 'Letture alla data della voltura', { size: 9, bold: true });
  y += 20;
  const xs = [40, 140, 260, 380, 470];
  ['Servizio', 'Data', 'Tipo', 'Lettura', 'Consumo periodo'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.4, bold: true, grey: 0.3 }),
  );
  y += 13;
  const row = (cells: string[]) => {
    cells.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 7.8 }));
    p.line(40, y + 4, 555, y + 4, 0.86);
    y += 12.5;
  };
  if (b.luce)
    row([
      'Luce',
      '01/12/2025',
      'Lettura di voltura',
      it(r.int(5000, 40000)),
      `${it(periodKwh(b.luce.annuoKwh))} kWh`,
    ]);
  if (b.gas)
    row([
      'Gas',
      '01/12/2025',
      'Lettura di voltura',
      it(r.int(900, 9000)),
      `${it(periodSmc(b.gas.annuoSmc))} Smc`,
    ]);
  y += 16;
  p.text(40, y, 'Dettaglio degli importi', { size: 9, bold: true });
  y += 16;
  const line = (label: string, value: string, bold = false) => {
    p.text(40, y, label, { size: 7.8, bold });
    right(p, 555, y, value, { size: 7.8, bold });
    p.line(40, y + 4, 555, y + 4, 0.88);
    y += 12;
  };
  const net = m.luce + m.gas;
  const [energia = 0, rete = 0, oneri = 0, imposte = 0, voltura = 0] = split(net, [48, 20, 8, 14, 10]);
  line('Spesa per la materia energia', eur(energia));
  line('Trasporto e gestione del contatore', eur(rete));
  line('Oneri di sistema', eur(oneri));
  line('Imposte', eur(imposte));
  line('Contributo per voltura e deposito cauzionale', eur(voltura));
  line(`IVA ${m.rate}%`, eur(m.iva));
  line('Totale da pagare', b.totale, true);
  if (y < 740)
    para(
      p,
      40,
      y + 14,
      'Il deposito cauzionale sarà restituito alla cessazione del contratto. Il contratto prosegue alle ' +
        'condizioni dell’offerta in corso; il recesso è gratuito e senza penali. Reclami: casella postale 19, ' +
        '38066 Riva del Garda (TN). Sportello per il consumatore Energia e Ambiente: 800 166 654.',
      515,
      { size: 6.8, grey: 0.3 },
    );
  sarFooter(p);
  return p;
}

export const sarca: Layout = {
  key: 'sarca',
  supplier: SARCAVALLE,
  traits:
    'change-of-holder (voltura) letter that is also the first bill: "Gentile <new holder>", the previous ' +
    'holder with his codice fiscale in the prose and in a small table; the new holder in a box; POD/PDR ' +
    'in the prose; power, voltage, consumption, REMI and category on page 2',
  page2: [
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'codiceRemi',
    'categoriaUsoGas',
    'consumoAnnuoSmc',
  ],
  draw(b) {
    const r = rndOf(b, 97);
    let prev = person(r);
    while (b.holder.tipo === 'PF' && (prev.cognome === b.holder.cognome || prev.nome === b.holder.nome))
      prev = person(r);
    const l: Sar = {
      b,
      r,
      m: moneyOf(b, [57, 43]),
      order: r.pick(ORDERS),
      prev,
      prevAt: address(r),
      reason: r.pick(
        b.holder.tipo === 'PF'
          ? ['subentro del nuovo inquilino', "cambio di proprietà dell'immobile", 'successione ereditaria']
          : ["cessione dell'attività", "cambio di proprietà dell'immobile", "affitto d'azienda"],
      ),
      twoLines: r.chance(0.5),
      contratto: `SV-${r.digits(7)}`,
    };
    return [sarPage1(l), sarPage2(l)];
  },
};
