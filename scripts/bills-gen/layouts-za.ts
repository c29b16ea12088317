// Layouts za (bundles: energy sold with other services on one bill): a telecom operator's two-page
// "conto" where fibre, mobile and a modem instalment sit beside luce and gas in a summary table, the
// fixed line's installation address and migration code on page 1 and the energy's POD/PDR, readings and
// call detail on page 2 (canavese); a supermarket chain's one-page bill for its members, the amounts as a
// monospaced till receipt beside "label ...... value" rows right-aligned, a boiler-maintenance box with
// its own installation address, loyalty points, a monthly bar chart and a till barcode (tuscia); an
// insurer's two-page statement of movements (premiums, wallbox rental, energy) with the supplies as
// horizontal tables (header row over the values, gas category as a bare code with a legend), the home
// policy, the wallbox and the direct-debit mandate with their addresses on page 2 (vastese).
import { CATEGORIE, holderName, it, kw, spaced, street, upper, type Bill, type NameOrder } from './bill';
import { address, type Gas, type Indirizzo, type Luce } from './identities';
import { SUPPLY_FIELDS, supplier, titleOf, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, W, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text, money, codes

/** How much wider the scans' and photos' DejaVu fonts draw than the PDF's standard ones. */
const RASTER: Record<Face, [number, number]> = { sans: [1.14, 1.2], serif: [1.27, 1.34], mono: [1.01, 1.01] };

/** The wider of the two: the width a line must have room for. */
const roomOf = (s: string, size: number, face: Face, bold = false) =>
  pdfTextWidth(s, size, face, bold) * RASTER[face][bold ? 1 : 0];

const faceOf = (p: Page, o: TextOptions) => o.face ?? p.face;

/** Text ending at x in the PDF (the raster font runs a little past it). */
function right(p: Page, x: number, y: number, s: string, o: TextOptions = {}) {
  p.text(x - pdfTextWidth(s, o.size ?? 9, faceOf(p, o), o.bold), y, s, o);
}

/**
 * Lines no wider than `max` (in the wider raster font): words, or whole parts when given parts
 * (an address's street and town), a part broken into words only when it is longer than a line.
 */
function wrap(s: string | string[], max: number, size: number, face: Face, bold = false): string[] {
  const units = typeof s === 'string' ? s.split(' ') : s;
  const fits = (t: string) => roomOf(t, size, face, bold) <= max;
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const next = line ? `${line} ${unit}` : unit;
    if (fits(next)) line = next;
    else {
      if (line) lines.push(line);
      // a part too long for a line breaks before its last word when that is a province, "(TO)"
      const cut = unit.lastIndexOf(' (');
      const pieces = cut > 0 ? [unit.slice(0, cut), unit.slice(cut + 1)] : unit;
      const parts = fits(unit) || typeof s === 'string' ? [unit] : wrap(pieces, max, size, face, bold);
      line = parts.pop() ?? '';
      lines.push(...parts);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A paragraph from (x, y), wrapped at `max`; returns the y under it. */
function para(
  p: Page,
  x: number,
  y: number,
  s: string | string[],
  max: number,
  o: TextOptions = {},
  lead = 0,
): number {
  const size = o.size ?? 9;
  const lines = wrap(s, max, size, faceOf(p, o), o.bold);
  lines.forEach((l, i) => p.text(x, y + i * (lead || size * 1.3), l, o));
  return y + lines.length * (lead || size * 1.3);
}

/** Moves the last drawn op back to `at`, under what was drawn since (a box's fill sized after its text). */
function behind(p: Page, at: number) {
  const op = p.ops.pop();
  if (op) p.ops.splice(at, 0, op);
}

/** The bill's own random source: the same bill draws the same way. */
function rndOf(b: Bill, salt: number): Rnd {
  let h = salt >>> 0;
  for (const ch of `${b.numero}|${b.codiceCliente}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
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

/** An Italian IBAN with valid check digits. */
function iban(r: Rnd): string {
  const cin = 'ABCDEFGHIJKLMNOPRSTUVWXZ'.charAt(r.int(0, 23));
  const bban = `${cin}0${r.digits(4)}${r.digits(5)}${r.digits(12)}`;
  const num = [...`${bban}IT00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  const check = 98n - (BigInt(num) % 97n);
  return `IT${String(check).padStart(2, '0')}${bban}`;
}
const masked = (ib: string) =>
  `${ib.slice(0, 4)} ${ib.slice(4, 5)}*** **** **** **** ${spaced(ib.slice(-7), 4)}`;

/** Where another service is: the supply address, or now and then another one. */
const elsewhere = (r: Rnd, b: Bill, p = 0.6): Indirizzo => (r.chance(p) ? b.fornitura : address(r));

/** A label and its value, the value as one string or as parts kept whole on a line */
type Row = [label: string, value: string | string[]];
/** An address as two parts, street and town, so that a line never breaks inside the comune. */
const parts = (a: Indirizzo): string[] => [`${street(a)},`, `${a.cap} ${a.comune} (${a.provincia})`];

const nameOf = (b: Bill, order: NameOrder) => holderName(b.holder, order);
const monthly = (annual: number, shape: number[]) => {
  const sum = shape.reduce((a, s) => a + s, 0);
  return shape.map((s) => Math.round((annual * s) / sum));
};
const LUCE_SHAPE = [11, 10, 9, 8, 7, 8, 10, 9, 7, 8, 9, 11];
const GAS_SHAPE = [20, 17, 12, 7, 3, 2, 1, 1, 2, 6, 12, 18];
const MONTHS = ['Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic', 'Gen'];

// ---------------------------------------------------------------------------------------------------------
// Canavese: a telecom operator's conto, page 1 the services summary (fibra, mobile, modem, luce, gas, a
// convergence discount), the holder and account, the fixed line's box (number, migration code,
// installation address, modem serial) and the SIM's; page 2 the energy's technical data in two-column
// ruled pairs with readings by band, the call detail and the legal notes

const EPORLINK = supplier(
  'EPORLINK',
  'Eporlink Telecomunicazioni S.p.A.',
  '0917364205',
  'Corso Costantino Nigra 44, 10015 Ivrea (TO)',
  '800 190 190',
);

type Conto = {
  p: Page;
  b: Bill;
  r: Rnd;
  order: NameOrder;
  linea: string;
  sim: string | null;
  fibra: Indirizzo;
  lines: ContoLine[];
};

function contoHeader(c: Conto) {
  const { p, b } = c;
  p.rect(0, 0, W, 10, 0.15, null);
  p.text(40, 50, 'eporlink', { size: 26, bold: true });
  p.text(40, 64, 'fibra · mobile · luce e gas', { size: 8, grey: 0.4 });
  right(p, 555, 38, `Conto n. ${b.numero}`, { size: 9.5, bold: true });
  right(p, 555, 50, 'Data di emissione 05/02/2026', { size: 8 });
  right(p, 555, 62, `Codice cliente ${b.codiceCliente}`, { size: 8 });
}

function contoEnvelope(c: Conto) {
  const { p, b } = c;
  const a = b.recapito;
  p.text(330, 100, 'Destinatario', { size: 7, grey: 0.45 });
  let y = 114;
  for (const l of wrap(upper(nameOf(b, c.order)), 225, 9.5, 'sans', true)) {
    p.text(330, y, l, { size: 9.5, bold: true });
    y += 12;
  }
  p.text(330, y, upper(`${a.toponimo} ${a.via} ${a.civico}`), { size: 9.5 });
  p.text(330, y + 12, upper(`${a.cap} ${a.comune} ${a.provincia}`), { size: 9.5 });
}

function contoTotal(c: Conto) {
  const { p, b, r } = c;
  p.text(40, 100, 'Il tuo conto di febbraio', { size: 13, bold: true });
  p.text(40, 112, 'Fibra e mobile: canoni dal 01/02/2026 al 28/02/2026', { size: 7.5, grey: 0.3 });
  const what = titleOf(b, 'Luce', 'Gas', 'Luce e gas');
  p.text(40, 122, `${what}: consumi dal 01/12/2025 al 31/01/2026`, { size: 7.5, grey: 0.3 });
  p.rect(40, 132, 250, 46, 0.93, null);
  p.text(50, 148, 'Totale da pagare', { size: 8.5 });
  p.text(50, 169, `€ ${b.totale}`, { size: 17, bold: true });
  right(p, 280, 148, 'Scadenza', { size: 8.5 });
  right(p, 280, 169, '02/03/2026', { size: 11, bold: true });
  const how = r.chance(0.6)
    ? `Addebito diretto SEPA sul conto ${masked(iban(r))} il giorno della scadenza.`
    : `Paga con pagoPA: codice avviso ${spaced(`3010${r.digits(14)}`, 4)} - CBILL ${r.digits(5)}.`;
  para(p, 40, 192, how, 250, { size: 7.5 });
}

/** label / value rows; returns the y under them */
function contoRows(p: Page, x: number, y: number, rows: Row[], valueX: number, max: number) {
  for (const [label, value] of rows) {
    p.text(x, y, label, { size: 7.5, grey: 0.4 });
    const lines = wrap(value, max, 8.5, 'sans', true);
    lines.forEach((l, i) => p.text(valueX, y + i * 11, l, { size: 8.5, bold: true }));
    y += 11 * lines.length + 3;
  }
  return y;
}

function contoHolder(c: Conto): number {
  const { p, b, r } = c;
  const h = b.holder;
  const f = b.fornitura;
  p.text(40, 222, 'Intestatario del contratto', { size: 9.5, bold: true });
  p.line(40, 227, 290, 227, 0.6);
  const rows: Row[] =
    h.tipo === 'PF'
      ? [
          ['Intestatario', nameOf(b, c.order)],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  const label = r.pick(['Indirizzo fornitura', 'Luce e gas presso', 'Sede della fornitura']);
  rows.push([label, parts(f)]);
  return contoRows(p, 40, 240, rows, 118, 185);
}

function contoAccount(c: Conto): number {
  const { p, b, r } = c;
  const shop = address(r);
  p.text(320, 222, 'Il tuo account', { size: 9.5, bold: true });
  p.line(320, 227, 555, 227, 0.6);
  const offer =
    b.luce && b.gas ? 'Casa Connessa Luce+Gas' : b.luce ? 'Casa Connessa Luce' : 'Casa Connessa Gas';
  return contoRows(
    p,
    320,
    240,
    [
      ['Numero account', `EL-${b.codiceCliente.slice(0, 4)}-${r.digits(6)}`],
      ['Offerta', offer],
      ['Codice offerta', `CCE25-${titleOf(b, 'EE', 'GN', 'LG')}-${r.digits(4)}`],
      ['Cliente dal', `${r.pick(['marzo', 'giugno', 'ottobre'])} ${r.int(2012, 2024)}`],
      ['Negozio', [`Eporlink Store ${shop.comune},`, street(shop)]],
    ],
    402,
    150,
  );
}

type ContoLine = [service: string, detail: string, period: string, cents: number];

/** The summary's lines, summing to the total: fibra, SIM and modem at their fees, the rest energy. */
function contoLines(c: Conto): ContoLine[] {
  const { b, r } = c;
  const energyPeriod = '01/12/25 - 31/01/26';
  const tlcPeriod = '01/02/26 - 28/02/26';
  const total = centsOf(b.totale);
  const discount = Math.min(500, Math.round(total * 0.05));
  const gross = total + discount;
  const fibra = Math.min(2990, Math.round(gross * 0.3));
  const sim = c.sim ? Math.min(799, Math.round(gross * 0.1)) : 0;
  const modem = Math.min(500, Math.round(gross * 0.04));
  const [first = 0, second = 0] = split(gross - fibra - sim - modem, b.luce && b.gas ? [5, 6] : [1]);
  const lines: ContoLine[] = [['Fibra FTTH 2.5 Giga', `Linea fissa ${c.linea}`, tlcPeriod, fibra]];
  if (c.sim) lines.push([r.pick(['Mobile 150 Giga', 'Mobile Unlimited 5G']), `SIM ${c.sim}`, tlcPeriod, sim]);
  if (b.luce) lines.push(['Energia elettrica', 'Luce Casa Fix 12 - dettaglio a pag. 2', energyPeriod, first]);
  if (b.gas)
    lines.push([
      'Gas naturale',
      'Gas Casa Fix 12 - dettaglio a pag. 2',
      energyPeriod,
      b.luce ? second : first,
    ]);
  lines.push(['Modem Eporbox 7', `Rata ${r.int(3, 40)} di 48`, tlcPeriod, modem]);
  lines.push(['Sconto Casa Connessa', 'Fibra + energia nello stesso conto', tlcPeriod, -discount]);
  return lines;
}

function contoSummary(c: Conto, top: number): number {
  const { p, b } = c;
  const x = [46, 180, 395];
  p.text(40, top, 'Riepilogo del conto', { size: 10.5, bold: true });
  right(p, 555, top, 'Importi in euro, IVA inclusa', { size: 7, grey: 0.4 });
  let y = top + 16;
  p.rect(40, y - 10, 515, 14, 0.88, null);
  ['Servizio', 'Dettaglio', 'Periodo'].forEach((t, i) => p.text(x[i] ?? 0, y, t, { size: 7.5, bold: true }));
  right(p, 549, y, 'Importo', { size: 7.5, bold: true });
  y += 15;
  for (const [s, d, per, amount] of c.lines) {
    p.text(x[0] ?? 0, y, s, { size: 8 });
    p.text(x[1] ?? 0, y, d, { size: 8 });
    p.text(x[2] ?? 0, y, per, { size: 7.5, grey: 0.3 });
    right(p, 549, y, eur(amount), { size: 8 });
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  const vat = Math.round(centsOf(b.totale) * 0.17);
  p.text(x[1] ?? 0, y + 2, `di cui IVA € ${eur(vat)}`, { size: 7.5, grey: 0.3 });
  p.text(x[2] ?? 0, y + 2, 'Totale conto', { size: 9, bold: true });
  right(p, 549, y + 2, b.totale, { size: 9, bold: true });
  return y + 22;
}

function contoFibra(c: Conto, top: number): number {
  const { p, r } = c;
  p.text(50, top + 16, 'La tua linea fissa e internet', { size: 9.5, bold: true });
  return contoRows(
    p,
    50,
    top + 32,
    [
      ['Numero di linea', c.linea],
      ['Codice migrazione', `EPL${r.digits(4)}${r.digits(7)}${r.pick(['A', 'K', 'X', 'R'])}`],
      ['Tecnologia', r.pick(['FTTH 2,5 Gbit/s', 'FTTH 1 Gbit/s', 'FTTC 200 Mbit/s'])],
      ['Attivata presso', parts(c.fibra)],
      ['Modem', `Eporbox 7 - S/N EPX7${r.digits(2)}A${r.digits(8)}`],
    ],
    122,
    160,
  );
}

function contoAssist(p: Page, top: number): number {
  p.text(315, top + 16, 'Assistenza Eporlink', { size: 9.5, bold: true });
  let y = top + 32;
  const lines = [
    `Guasti e informazioni: 187 da linea fissa, ${EPORLINK.telefono} per luce e gas.`,
    'App MyEporlink: conti, consumi, autolettura del contatore gas e stato del modem.',
    'Aggiungi una SIM a 6,99 €/mese: per te 50 Giga in più con la fibra.',
  ];
  lines.forEach((t, i) => (y = para(p, 315, y, t, 230, { size: 8, bold: i === 2 }) + 6));
  return y;
}

function contoSim(c: Conto, top: number): number {
  const { p, r } = c;
  if (!c.sim) return contoAssist(p, top);
  p.text(315, top + 16, 'La tua SIM', { size: 9.5, bold: true });
  return contoRows(
    p,
    315,
    top + 32,
    [
      ['Numero', c.sim],
      ['ICCID', `8939${r.digits(15)}`],
      ['Giga usati', `${it(r.int(40, 1400) / 10, 1)} GB di 150 GB`],
      ['Minuti e SMS', 'illimitati'],
      ['Rinnovo', '01/03/2026'],
    ],
    393,
    150,
  );
}

/** The line's box and the SIM's (or the assistance's) side by side, as tall as the taller. */
function contoBoxes(c: Conto, top: number): number {
  const h = Math.max(contoFibra(c, top), contoSim(c, top)) - top + 4;
  c.p.rect(40, top, 250, h, null, 0.6);
  c.p.rect(305, top, 250, h, null, 0.6);
  return top + h + 18;
}

function contoNotes(c: Conto, top: number) {
  const { p, r } = c;
  p.text(40, top, 'Comunicazioni', { size: 9.5, bold: true });
  let y = top + 14;
  const notes = [
    'Il dettaglio delle forniture di luce e gas (codici POD e PDR, letture, consumi e potenza) è a pagina 2.',
    r.pick([
      'Dal 1° aprile 2026 il canone della fibra resta invariato per chi ha attiva anche la luce o il gas.',
      'Dal 1° aprile 2026 il costo del servizio Conto cartaceo passa a 1,50 € al mese: scegli la bolletta web.',
    ]),
    `Per cambiare operatore comunica il codice migrazione della linea ${c.linea} al nuovo gestore.`,
    "Reclami: area clienti, PEC reclami@pec.eporlink.example o raccomandata all'indirizzo della sede legale.",
  ];
  for (const n of notes) y = para(p, 40, y, `- ${n}`, 515, { size: 7.5 }) + 2;
}

function contoFooter(p: Page) {
  const s = EPORLINK;
  p.line(40, 786, 555, 786, 0.5);
  p.text(40, 798, `${s.nome} - sede legale ${s.sede} - Capitale sociale € 12.000.000,00 i.v.`, {
    size: 6.5,
  });
  p.text(40, 807, `Registro Imprese di Torino, C.F. e P.IVA ${s.partitaIva} - ${s.web} - ${s.telefono}`, {
    size: 6.5,
  });
  p.text(40, 816, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.35,
  });
}

function contoPage1(c: Conto): Page {
  contoHeader(c);
  contoEnvelope(c);
  contoTotal(c);
  const y = Math.max(contoHolder(c), contoAccount(c)) + 14;
  const after = contoSummary(c, y);
  contoNotes(c, contoBoxes(c, after));
  contoFooter(c.p);
  return c.p;
}

/** Two ruled label/value pairs a line, under a grey strip with the section's title. */
function pairTable(p: Page, top: number, title: string, rows: Row[]): number {
  p.rect(40, top, 515, 15, 0.88, null);
  p.text(46, top + 11, title, { size: 8.5, bold: true });
  let y = top + 28;
  for (let i = 0; i < rows.length; i += 2) {
    [rows[i], rows[i + 1]].forEach((row, j) => {
      if (!row) return;
      const x = j ? 302 : 46;
      p.text(x, y, row[0], { size: 7.5, grey: 0.4 });
      p.text(x + 100, y, String(row[1]), { size: 8, bold: true });
    });
    p.line(40, y + 5, 555, y + 5, 0.82);
    y += 15;
  }
  return y + 2;
}

/** A readings table: a header row, then one row a reading. */
function readingsTable(p: Page, top: number, head: string[], rows: string[][], xs: number[]): number {
  head.forEach((t, i) => p.text(xs[i] ?? 0, top, t, { size: 7, bold: true, grey: 0.25 }));
  let y = top + 12;
  for (const row of rows) {
    row.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 7.5 }));
    y += 11;
  }
  return y + 8;
}

function contoLuce(c: Conto, top: number): number {
  const { p, b, r } = c;
  const l = b.luce;
  if (!l) return top;
  const pg = b.holder.tipo === 'PG';
  const rows: Row[] = [
    ['Codice POD', l.pod],
    [r.pick(['Potenza impegnata', 'Potenza contrattuale']), `${kw(l.potenzaKw)} kW`],
    ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
    ['Tensione', `${l.tensioneV} V ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`],
    [r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi']), `${it(l.annuoKwh)} kWh`],
    ['Tipologia', pg ? 'BTA - altri usi' : r.pick(['Domestico residente', 'Domestico non residente'])],
    ['Distributore', r.pick(['e-distribuzione S.p.A.', 'Rete Elettrica Canavesana S.r.l.'])],
    ['Opzione tariffaria', pg ? 'BTA3' : 'TD'],
  ];
  const y = pairTable(p, top, 'ENERGIA ELETTRICA - offerta Luce Casa Fix 12 (codice EPL-LCF12)', rows);
  return contoLuceReadings(c, l, y);
}

/** The period's two readings by band (F1, F2, F3) and the month's kWh. */
function contoLuceReadings(c: Conto, l: Luce, top: number): number {
  const [dec = 0, jan = 0] = monthly(l.annuoKwh, LUCE_SHAPE).slice(10);
  const start = 20_000 + (l.annuoKwh % 9_000);
  const bands = (n: number) => {
    const f1 = Math.round(n * 0.38);
    const f2 = Math.round(n * 0.3);
    return [f1, f2, n - f1 - f2].map((v) => it(v));
  };
  return readingsTable(
    c.p,
    top,
    ['Data lettura', 'Tipo', 'Lettura F1', 'Lettura F2', 'Lettura F3', 'Consumo kWh'],
    [
      ['31/12/2025', 'reale', ...bands(start), it(dec)],
      ['31/01/2026', c.r.pick(['reale', 'stimata']), ...bands(start + jan), it(jan)],
    ],
    [46, 130, 200, 280, 360, 460],
  );
}

const SHORT_CATEGORIE: Record<string, string> = {
  C1: 'Riscaldamento',
  C2: 'Cottura e acqua calda',
  C3: 'Riscald. + cottura/acqua',
  C4: 'Condizionamento',
  T1: 'Uso tecnologico',
  T2: 'Tecnologico + riscald.',
};

function contoGas(c: Conto, top: number): number {
  const { p, b, r } = c;
  const g = b.gas;
  if (!g) return top;
  const rows: Row[] = [
    ['Codice PDR', g.pdr],
    ['Codice REMI', g.remi],
    ["Categoria d'uso", `${g.categoria} - ${SHORT_CATEGORIE[g.categoria] ?? ''}`],
    ['Classe misuratore', r.pick(['G4', 'G6', 'G10'])],
    [r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi']), `${it(g.annuoSmc)} Smc`],
    ['Coefficiente C', '1,0253'],
    ['Distributore', r.pick(['Italgas Reti S.p.A.', 'Canavese Reti Gas S.r.l.'])],
    ['Matricola', `${r.pick(['SMT', 'GMC'])}${g.pdr.slice(5, 13)}`],
  ];
  const y = pairTable(p, top, 'GAS NATURALE - offerta Gas Casa Fix 12 (codice EPL-GCF12)', rows);
  return contoGasReadings(c, g, y);
}

/** The period's two readings in cubic metres and the month's consumption in mc and Smc. */
function contoGasReadings(c: Conto, g: Gas, top: number): number {
  const [dec = 0, jan = 0] = monthly(g.annuoSmc, GAS_SHAPE).slice(10);
  const mc = (smc: number) => Math.round(smc / 1.0253);
  const start = 3_000 + (g.annuoSmc % 4_000);
  return readingsTable(
    c.p,
    top,
    ['Data lettura', 'Tipo', 'Lettura (mc)', 'Consumo (mc)', 'Consumo (Smc)'],
    [
      ['31/12/2025', 'reale', it(start), it(mc(dec)), it(dec)],
      ['31/01/2026', c.r.pick(['reale', 'autolettura']), it(start + mc(jan)), it(mc(jan)), it(jan)],
    ],
    [46, 130, 220, 320, 420],
  );
}

/** Bolletta 2.0's summary of the energy lines: the amount of each by item. */
function contoSintesi(c: Conto, top: number): number {
  const { p } = c;
  const energy = c.lines.filter((l) => l[0] === 'Energia elettrica' || l[0] === 'Gas naturale');
  p.text(40, top, 'Sintesi degli importi energia', { size: 10.5, bold: true });
  let y = top + 16;
  const xs = [420, 549];
  energy.forEach((l, i) => right(p, xs[energy.length === 1 ? 1 : i] ?? 0, y, l[0], { size: 7, bold: true }));
  y += 12;
  const items = [
    'Spesa per la materia',
    'Trasporto e gestione del contatore',
    'Oneri di sistema',
    'Accise e addizionali',
    'IVA',
  ];
  const parts = energy.map((l) => split(l[3], [50, 20, 8, 8, 14]));
  items.forEach((item, i) => {
    p.text(46, y, item, { size: 8 });
    parts.forEach((ps, j) => right(p, xs[energy.length === 1 ? 1 : j] ?? 0, y, eur(ps[i] ?? 0), { size: 8 }));
    p.line(40, y + 4, 555, y + 4, 0.85);
    y += 13;
  });
  p.text(46, y + 1, 'Totale energia', { size: 8.5, bold: true });
  energy.forEach((l, j) =>
    right(p, xs[energy.length === 1 ? 1 : j] ?? 0, y + 1, eur(l[3]), { size: 8.5, bold: true }),
  );
  return y + 24;
}

function contoTraffic(c: Conto, top: number): number {
  const { p, r } = c;
  p.text(40, top, 'Dettaglio traffico', { size: 10.5, bold: true });
  let y = top + 16;
  const xs = [46, 110, 160, 260, 380, 460];
  ['Data', 'Ora', 'Linea', 'Numero chiamato', 'Durata', 'Importo'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7, bold: true, grey: 0.25 }),
  );
  y += 12;
  const from = [c.linea, ...(c.sim ? [c.sim] : [])];
  for (let i = 0; i < 6; i++) {
    const to = r.chance(0.5) ? `0${r.int(10, 99)} ${r.digits(6)}` : `3${r.int(20, 93)} ${r.digits(7)}`;
    const row = [
      `${String(r.int(1, 28)).padStart(2, '0')}/01/2026`,
      `${r.int(8, 21)}:${r.digits(2).replace(/^[6-9]/, '5')}`,
      r.pick(from),
      to,
      `${r.int(0, 24)}'${r.digits(2).replace(/^[6-9]/, '4')}"`,
      r.chance(0.8) ? 'incluso' : `€ ${it(r.int(5, 90) / 100, 2)}`,
    ];
    row.forEach((t, j) => p.text(xs[j] ?? 0, y, t, { size: 7.5 }));
    y += 11;
  }
  return y + 10;
}

function contoLegal(p: Page, top: number) {
  const s = EPORLINK;
  const text =
    `${s.nome} vende energia elettrica e gas naturale nel mercato libero (EE ${s.partitaIva.slice(0, 6)}). ` +
    "Bonus sociale: i clienti in condizione di disagio economico lo ricevono in automatico con l'ISEE. " +
    'Per i reclami sulle forniture di energia, dopo la risposta del venditore, è possibile rivolgersi al ' +
    'Servizio Conciliazione ARERA. Per la telefonia: Co.Re.Com. e piattaforma ConciliaWeb AGCOM. ' +
    'In caso di guasto sulla rete elettrica chiamare il pronto intervento del distributore (numero verde ' +
    '803 500), per fughe di gas 800 900 999, attivi 24 ore su 24.';
  para(p, 40, top, text, 515, { size: 7, grey: 0.25 });
}

function contoPage2(c: Conto): Page {
  const p = new Page('sans');
  const { b } = c;
  p.text(40, 46, 'eporlink', { size: 15, bold: true });
  right(p, 555, 40, `Conto n. ${b.numero} del 05/02/2026 - pagina 2 di 2`, { size: 8 });
  right(p, 555, 52, `Codice cliente ${b.codiceCliente}`, { size: 8, grey: 0.4 });
  p.line(40, 62, 555, 62, 0.4);
  p.text(40, 86, 'Dettaglio dei servizi energia', { size: 13, bold: true });
  p.text(40, 100, `Forniture di ${b.supplier.nome} - mercato libero`, { size: 8, grey: 0.3 });
  const pc = { ...c, p };
  let y = contoLuce(pc, 112);
  y = contoGas(pc, y);
  y = contoSintesi(pc, y + 6);
  y = contoTraffic(pc, y);
  contoLegal(p, y);
  contoFooter(p);
  return p;
}

export const canavese: Layout = {
  key: 'canavese',
  supplier: EPORLINK,
  traits:
    'telecom bundle: services summary table (fibra, SIM, modem, luce, gas, discount), line box with its ' +
    'installation address; POD/PDR and readings in two-column ruled pairs on page 2',
  page2: SUPPLY_FIELDS,
  draw(b) {
    const r = rndOf(b, 11);
    const c: Conto = {
      p: new Page('sans'),
      b,
      r,
      order: r.pick(['Nome Cognome', 'Cognome Nome'] as const),
      linea: `0${r.pick(['125', '11', '121', '15'])} ${r.digits(6)}`,
      sim: r.chance(0.6) ? `3${r.int(20, 93)} ${r.digits(7)}` : null,
      fibra: elsewhere(r, b, 0.7),
      lines: [],
    };
    c.lines = contoLines(c);
    return [contoPage1(c), contoPage2(c)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Tuscia: a supermarket chain's bill for its members, one page: a dark band with the brand and the member
// card, a greeting, "label ...... value" rows right-aligned in the left column, the amounts as a
// monospaced till receipt on the right (canone TV, member discount, shopping voucher, points), a
// boiler-maintenance (or electrical assistance) box with its own installation address, monthly bars and
// a till barcode beside pagoPA and bank transfer

const PANIERE = supplier(
  'PANIERE',
  'Paniere Energia Casa S.r.l.',
  '0214758360',
  'Via Cassia Nord 118, 01100 Viterbo (VT)',
  '800 660 770',
);

type Spesa = { p: Page; b: Bill; r: Rnd; card: string; points: number; saldo: number };

function spesaBand(s: Spesa) {
  const { p, b } = s;
  p.rect(0, 0, W, 78, 0.22, null);
  p.text(40, 44, 'il Paniere', { size: 27, bold: true, grey: 1 });
  p.text(40, 62, 'Energia Casa · la luce e il gas dei Soci', { size: 9, grey: 0.85 });
  right(p, 555, 30, `Bolletta n. ${b.numero}`, { size: 9.5, bold: true, grey: 1 });
  right(p, 555, 44, 'emessa il 10/02/2026', { size: 8, grey: 0.85 });
  right(p, 555, 58, `Carta Socio ${s.card}`, { size: 8, grey: 0.85 });
}

function spesaGreeting(s: Spesa) {
  const { p, b } = s;
  const h = b.holder;
  p.text(40, 106, h.tipo === 'PF' ? `Ciao ${h.nome},` : 'Gentile Socio,', { size: 13, bold: true });
  const what = titleOf(b, 'della luce', 'del gas', 'della luce e del gas');
  para(
    p,
    40,
    122,
    `ecco la bolletta ${what} di gennaio 2026. Con questa bolletta hai guadagnato ${s.points} punti ` +
      'Paniere: li trovi già sulla tua Carta Socio e puoi usarli alla cassa.',
    260,
    { size: 8.5 },
  );
}

function spesaEnvelope(s: Spesa) {
  const { p, b } = s;
  const a = b.recapito;
  p.text(340, 104, 'Recapito della bolletta', { size: 7, grey: 0.45 });
  let y = 118;
  for (const l of wrap(nameOf(s.b, 'COGNOME NOME'), 215, 9.5, 'sans')) {
    p.text(340, y, l, { size: 9.5 });
    y += 12;
  }
  p.text(340, y, `${a.toponimo} ${a.via}, ${a.civico}`, { size: 9.5 });
  p.text(340, y + 12, `${a.cap} ${upper(a.comune)} ${a.provincia}`, { size: 9.5 });
}

/** "label ...... value": the value right-aligned at 300, wrapped when long; returns the next y. */
function spesaRow(p: Page, y: number, label: string, value: string | string[]): number {
  p.text(40, y, label, { size: 8, grey: 0.35 });
  // the value ends at 292 in the PDF; the raster font's wider text runs on at most 32 points
  const room = Math.min(192, (252 - roomOf(label, 8, 'sans') - 10) * 1.2);
  const lines = wrap(value, room, 8.5, 'sans', true);
  lines.forEach((l, i) => right(p, 292, y + i * 11, l, { size: 8.5, bold: true }));
  const y2 = y + 11 * (lines.length - 1);
  p.line(40, y2 + 4, 295, y2 + 4, 0.85);
  return y2 + 15;
}

function spesaHead(p: Page, y: number, t: string, tag?: string): number {
  if (tag) {
    p.rect(40, y - 10, pdfTextWidth(tag, 7.5, 'sans', true) * 1.1 + 12, 13, 0.22, null);
    p.text(46, y, tag, { size: 7.5, bold: true, grey: 1 });
  }
  p.text(tag ? 52 + pdfTextWidth(tag, 7.5, 'sans', true) * 1.1 + 6 : 40, y, t, { size: 10, bold: true });
  return y + 17;
}

function spesaHolder(s: Spesa): number {
  const { p, b, r } = s;
  const h = b.holder;
  let y = spesaHead(p, 176, 'I tuoi dati');
  const rows: Row[] =
    h.tipo === 'PF'
      ? [
          ['Titolare', nameOf(b, r.pick(['Nome Cognome', 'Cognome Nome'] as const))],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  rows.push(['Codice cliente', b.codiceCliente], ['Socio dal', `${r.int(2003, 2023)}`]);
  for (const [l, v] of rows) y = spesaRow(p, y, l, v);
  return y + 8;
}

function spesaSupply(s: Spesa, top: number): number {
  const { p, b, r } = s;
  const f = b.fornitura;
  let y = spesaHead(p, top, 'La tua fornitura');
  y = spesaRow(p, y, r.pick(['Indirizzo di fornitura', 'Fornitura in']), parts(f));
  if (b.luce) {
    const l = b.luce;
    y = spesaHead(p, y + 8, 'Luce Socio Fissa 24', 'LUCE');
    y = spesaRow(p, y, 'Codice POD', l.pod);
    y = spesaRow(p, y, r.pick(['Potenza impegnata', 'Potenza contrattuale']), `${kw(l.potenzaKw)} kW`);
    if (r.chance(0.5)) y = spesaRow(p, y, 'Potenza disponibile', `${kw(l.disponibileKw)} kW`);
    y = spesaRow(p, y, 'Tensione di alimentazione', `${l.tensioneV} V`);
    y = spesaRow(p, y, r.pick(['Consumo annuo', 'Consumo degli ultimi 12 mesi']), `${it(l.annuoKwh)} kWh`);
  }
  if (b.gas) {
    const g = b.gas;
    y = spesaHead(p, y + 8, 'Gas Socio Fisso 24', 'GAS');
    y = spesaRow(p, y, 'Codice PDR', g.pdr);
    y = spesaRow(p, y, 'Codice REMI', g.remi);
    y = spesaRow(p, y, "Categoria d'uso", [`${g.categoria} -`, (CATEGORIE[g.categoria] ?? '').toLowerCase()]);
    y = spesaRow(p, y, r.pick(['Consumo annuo', 'Consumo degli ultimi 12 mesi']), `${it(g.annuoSmc)} Smc`);
  }
  return y;
}

/** A receipt's line of 40 characters: text at the left, an amount at the right, or text centred. */
type Till = { l: string; v?: string; centred?: boolean };
const till = (l: string, v?: string): Till => (v === undefined ? { l } : { l, v });
const centre = (l: string): Till => ({ l, centred: true });
const TILL_CHARS = 40;

/** The receipt's lines: items summing to the total, then discounts, total and points. */
function receiptLines(s: Spesa, caldaia: boolean): Till[] {
  const { b, r } = s;
  const total = centsOf(b.totale);
  const sconto = Math.min(1500, Math.round(total * 0.05));
  const buono = r.chance(0.35) && total > 3000 ? 500 : 0;
  const fixed: [string, number][] = [];
  if (b.luce && b.holder.tipo === 'PF' && r.chance(0.7)) fixed.push(['CANONE TV 2026 RATA 1/10', 900]);
  if (caldaia) fixed.push(['CALDAIA SERENA RATA 2/12', 690]);
  const gross = total + sconto + buono;
  const room = Math.max(0, gross - fixed.reduce((a, f) => a + f[1], 0) - 1000);
  const fees = fixed.map(([l, c]): [string, number] => [l, Math.min(c, Math.floor(room / 2))]);
  const rest = gross - fees.reduce((a, f) => a + f[1], 0);
  const energy = split(rest, b.luce && b.gas ? [5, 6] : [1]);
  const items: [string, number][] = [
    ...(b.luce ? [['LUCE CASA GEN 2026', energy[0] ?? 0] as [string, number]] : []),
    ...(b.gas ? [['GAS CASA GEN 2026', energy[b.luce ? 1 : 0] ?? 0] as [string, number]] : []),
    ...fees.filter((f) => f[1] > 0),
  ];
  return [
    centre('IL PANIERE - ENERGIA CASA'),
    centre(`P.IVA ${PANIERE.partitaIva}`),
    till(`DOC. ${b.numero}`, '10/02/2026'),
    till('-'.repeat(TILL_CHARS)),
    ...items.map(([l, c]) => till(l, eur(c))),
    till('SCONTO SOCIO 5%', `-${eur(sconto)}`),
    ...(buono ? [till('BUONO SPESA USATO', `-${eur(buono)}`)] : []),
    till('-'.repeat(TILL_CHARS)),
    till('TOTALE EURO', b.totale),
    till('DI CUI IVA', eur(Math.round(total * 0.12))),
    till('-'.repeat(TILL_CHARS)),
    till('PUNTI GUADAGNATI', `+${s.points}`),
    till('SALDO PUNTI CARTA', it(s.saldo)),
    till('PAGARE ENTRO IL', '04/03/2026'),
  ];
}

function spesaReceipt(s: Spesa, caldaia: boolean): number {
  const { p } = s;
  const lines = receiptLines(s, caldaia);
  p.text(330, 176, 'Il tuo scontrino', { size: 10, bold: true });
  const h = lines.length * 10.5 + 16;
  p.rect(330, 186, 225, h, 0.97, 0.6);
  // a monospaced font's characters are all as wide: a column is a count of characters
  const ch = pdfTextWidth('0', 7.6, 'mono');
  lines.forEach(({ l, v, centred }, i) => {
    const o: TextOptions = { size: 7.6, face: 'mono', bold: l.startsWith('TOTALE') };
    const y = 202 + i * 10.5;
    p.text(340 + (centred ? Math.floor((TILL_CHARS - l.length) / 2) * ch : 0), y, l, o);
    if (v) right(p, 340 + TILL_CHARS * ch, y, v, o);
  });
  return 186 + h + 14;
}

function spesaService(s: Spesa, top: number, caldaia: boolean): number {
  const { p, b, r } = s;
  const where = elsewhere(r, b, 0.7);
  const rows: Row[] = caldaia
    ? [
        ['Contratto', `CS-${r.digits(7)}`],
        ['Caldaia', `Murale a condensazione ${r.pick(['24', '25', '28'])} kW`],
        ['Matricola', `${r.digits(2)}${r.pick(['C', 'W'])}${r.digits(8)}`],
        ['Targa impianto', `${where.provincia}${r.digits(2)}${r.pick(['A', 'B', 'F'])}${r.digits(5)}`],
        ['Ultimo controllo', `${r.int(10, 28)}/10/2025`],
        ['Installata in', parts(where)],
      ]
    : [
        ['Contratto', `PE-${r.digits(7)}`],
        ['Servizio', 'Elettricista 24 ore su 24'],
        ['Interventi', `${r.int(0, 2)} usati di 3 l'anno`],
        ['Impianto in', parts(where)],
      ];
  p.text(330, top, caldaia ? 'Assistenza Caldaia Serena' : 'Protezione Impianto Elettrico', {
    size: 10,
    bold: true,
  });
  let y = top + 16;
  for (const [l, v] of rows) {
    p.text(330, y, l, { size: 7.5, grey: 0.4 });
    const lines = wrap(v, 148, 8, 'sans', true);
    lines.forEach((t, i) => p.text(405, y + i * 10, t, { size: 8, bold: true }));
    y += 10 * lines.length + 3;
  }
  return y + 6;
}

function bars(p: Page, x: number, top: number, w: number, title: string, values: number[]) {
  p.text(x, top, title, { size: 8.5, bold: true });
  const max = Math.max(...values, 1);
  const step = w / values.length;
  values.forEach((v, i) => {
    const h = Math.max(1, Math.round((v / max) * 42));
    p.rect(x + i * step + 2, top + 56 - h, step - 5, h, i === values.length - 1 ? 0.25 : 0.65, null);
    p.text(x + i * step + 2, top + 66, MONTHS[i] ?? '', { size: 5.5, grey: 0.35 });
  });
  p.line(x, top + 56, x + w, top + 56, 0.5);
  right(p, x + w, top, `max ${it(max)}`, { size: 6, grey: 0.4 });
}

function spesaCharts(s: Spesa, top: number): number {
  const { p, b } = s;
  const charts: [string, number[]][] = [];
  if (b.luce) charts.push(['Luce: kWh mese per mese', monthly(b.luce.annuoKwh, LUCE_SHAPE)]);
  if (b.gas) charts.push(['Gas: Smc mese per mese', monthly(b.gas.annuoSmc, GAS_SHAPE)]);
  const w = charts.length > 1 ? 245 : 515;
  charts.forEach(([t, v], i) => bars(p, 40 + i * 270, top, w, t, v));
  return top + 84;
}

function barcode(p: Page, x: number, y: number, r: Rnd, digits: string) {
  let at = x;
  while (at < x + 170) {
    const w = r.pick([0.8, 0.8, 1.6, 2.4]);
    p.rect(at, y, w, 26, 0, null);
    at += w + r.pick([0.8, 1.6, 2.4]);
  }
  p.text(x, y + 36, spaced(digits, 4), { size: 7.5, face: 'mono' });
}

function spesaPay(s: Spesa, top: number): number {
  const { p, b, r } = s;
  const o: TextOptions = { size: 8 };
  const at = p.ops.length;
  p.text(50, top + 14, 'Paga alla cassa con questo codice', { size: 8.5, bold: true });
  barcode(p, 50, top + 22, r, `80${b.codiceCliente.padStart(10, '0')}${r.digits(6)}`);
  let y = para(p, 250, top + 14, `pagoPA: codice avviso ${spaced(`3020${r.digits(14)}`, 4)}`, 295, o);
  y = para(p, 250, y + 2, [`Bonifico a ${PANIERE.nome}:`, `IBAN ${spaced(iban(r), 4)}`], 295, o);
  y = para(p, 250, y + 2, `Causale: bolletta ${b.numero} - codice cliente ${b.codiceCliente}`, 295, o);
  y = para(p, 250, y + 2, 'Con la domiciliazione bancaria guadagni 200 punti in più.', 295, {
    ...o,
    bold: true,
  });
  const h = Math.max(78, y - top + 4);
  p.rect(40, top, 515, h, 0.95, null);
  behind(p, at);
  return top + h + 14;
}

function spesaNotes(s: Spesa, top: number) {
  const { p, r } = s;
  const shop = address(r);
  const text =
    `Il tuo punto vendita: il Paniere ${shop.comune}, ${street(shop)} (punto Energia aperto il sabato). ` +
    'Punti Paniere: 1 punto ogni euro di bolletta pagata entro la scadenza; il buono spesa da 5 euro si ' +
    'attiva a 500 punti. Reclami e richieste: energia@paniere.example, oppure al punto Energia. ' +
    "Mercato libero dell'energia; per le controversie: Servizio Conciliazione ARERA.";
  para(p, 40, top, text, 515, { size: 7, grey: 0.25 });
}

function spesaFooter(p: Page) {
  const s = PANIERE;
  p.line(40, 792, 555, 792, 0.5);
  p.text(40, 803, `${s.nome} - società del gruppo il Paniere Supermercati - ${s.sede}`, { size: 6.5 });
  p.text(40, 812, `P.IVA ${s.partitaIva} - Numero Verde ${s.telefono} - ${s.web}`, { size: 6.5 });
  p.text(40, 821, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.35,
  });
}

export const tuscia: Layout = {
  key: 'tuscia',
  supplier: PANIERE,
  traits:
    'supermarket bundle, one page: right-aligned "label ... value" rows, the amounts as a mono till ' +
    'receipt, boiler box with its installation address, member points, monthly bars, till barcode',
  draw(b) {
    const r = rndOf(b, 23);
    const p = new Page('sans');
    const points = Math.round(centsOf(b.totale) / 100);
    const s: Spesa = {
      p,
      b,
      r,
      card: `0400 ${r.digits(4)} ${r.digits(4)}`,
      points,
      saldo: points + r.int(40, 4000),
    };
    const caldaia = !!b.gas && r.chance(0.8);
    spesaBand(s);
    spesaGreeting(s);
    spesaEnvelope(s);
    const left = spesaSupply(s, spesaHolder(s));
    const rightY = spesaService(s, spesaReceipt(s, caldaia), caldaia);
    const y = spesaCharts(s, Math.max(left, rightY) + 16);
    spesaNotes(s, spesaPay(s, y));
    spesaFooter(p);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Vastese: an insurer's statement, serif: page 1 the contraente and the agency, a band with total, debit
// date and masked IBAN, the movements of the period (premium, wallbox rental, energy, a bonus credit),
// the supplies as horizontal tables with a header row over the values (gas category as a bare code with
// a legend); page 2 the home policy and its insured address, the wallbox and where it is installed, the
// SEPA mandate and the legal notes

const HISTONIUM = supplier(
  'HISTONIUM',
  'Histonium Assicurazioni Energia S.p.A.',
  '0267193048',
  'Corso Mazzini 63, 66054 Vasto (CH)',
  '800 304 660',
);

type Estratto = {
  p: Page;
  b: Bill;
  r: Rnd;
  order: NameOrder;
  polizza: string;
  wallbox: string | null;
  conto: string;
  /** the wallbox's monthly fee, cents */
  canone: number;
  moves: Move[];
};
type Move = [date: string, text: string, ref: string, cents: number];

function estrattoHeader(e: Estratto) {
  const { p, b } = e;
  p.line(40, 28, 555, 28, 0.2);
  p.line(40, 31, 555, 31, 0.2);
  p.text(40, 64, 'HISTONIUM', { size: 25, bold: true });
  p.text(40, 78, 'ASSICURAZIONI · ENERGIA · MOBILITÀ ELETTRICA', { size: 7, grey: 0.35 });
  p.rect(330, 42, 225, 50, null, 0.5);
  p.text(338, 56, 'Estratto conto servizi', { size: 10, bold: true });
  p.text(338, 69, `n. ${b.numero} del 15/02/2026`, { size: 8.5 });
  p.text(338, 81, `Codice cliente ${b.codiceCliente} - periodo: gennaio 2026`, { size: 7.5 });
}

function estrattoEnvelope(e: Estratto) {
  const { p, b } = e;
  const a = b.recapito;
  p.text(330, 116, b.holder.tipo === 'PF' ? 'Alla cortese attenzione di' : 'Spettabile', {
    size: 7.5,
    grey: 0.4,
  });
  let y = 130;
  for (const l of wrap(nameOf(b, e.order), 225, 10, 'serif')) {
    p.text(330, y, l, { size: 10 });
    y += 12.5;
  }
  p.text(330, y, `${a.toponimo} ${a.via}, ${a.civico}`, { size: 10 });
  p.text(330, y + 12.5, `${a.cap} ${a.comune} (${a.provincia})`, { size: 10 });
}

function estrattoContraente(e: Estratto): number {
  const { p, b, r } = e;
  const h = b.holder;
  const ag = address(r);
  const rows: Row[] =
    h.tipo === 'PF'
      ? [
          ['Contraente', nameOf(b, e.order)],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Contraente', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  rows.push(
    ['Codice anagrafico', `HA${r.digits(8)}`],
    ['Agenzia', `${ag.comune} ${r.pick(['Centro', 'Nord', 'Marina'])} (cod. ${r.digits(4)})`],
    ['Sede agenzia', [`${street(ag)},`, `${ag.cap} ${ag.comune}`]],
  );
  let y = 116;
  for (const [l, v] of rows) {
    p.text(40, y, l, { size: 7.5, grey: 0.4 });
    const lines = wrap(v, 175, 9, 'serif', true);
    lines.forEach((t, i) => p.text(118, y + i * 11, t, { size: 9, bold: true }));
    y += 11 * lines.length + 3;
  }
  return y;
}

function estrattoBand(e: Estratto, top: number): number {
  const { p, b } = e;
  p.rect(40, top, 515, 44, 0.93, null);
  p.text(50, top + 15, 'Totale del periodo', { size: 8 });
  p.text(50, top + 35, `€ ${b.totale}`, { size: 16, bold: true });
  p.text(215, top + 15, 'Addebito in conto il', { size: 8 });
  p.text(215, top + 35, '04/03/2026', { size: 12, bold: true });
  p.text(345, top + 15, 'Conto di addebito', { size: 8 });
  p.text(345, top + 33, masked(e.conto), { size: 8.5, face: 'mono' });
  return top + 64;
}

function movements(e: Estratto): Move[] {
  const { b, r } = e;
  const total = centsOf(b.totale);
  const bonus = Math.min(800, Math.round(total * 0.04));
  const gross = total + bonus;
  const premium = Math.min(r.int(2200, 4800), Math.round(gross * 0.3));
  const canone = e.wallbox ? Math.min(e.canone, Math.round(gross * 0.2)) : 0;
  const [first = 0, second = 0] = split(gross - premium - canone, b.luce && b.gas ? [5, 6] : [1]);
  const out: Move[] = [
    ['02/01/2026', 'Premio polizza Casa Serena - rata mensile', `Pol. ${e.polizza}`, premium],
  ];
  if (e.wallbox)
    out.push(['10/01/2026', 'Canone noleggio wallbox Histonium Drive', `Contr. ${e.wallbox}`, canone]);
  if (b.luce)
    out.push(['31/01/2026', 'Energia elettrica - consumi di gennaio', `Fatt. ${b.numero}/EE`, first]);
  if (b.gas) {
    out.push([
      '31/01/2026',
      'Gas naturale - consumi di gennaio',
      `Fatt. ${b.numero}/GN`,
      b.luce ? second : first,
    ]);
  }
  out.push(['31/01/2026', r.pick(['Bonus Casa Protetta', 'Sconto polizza + energia']), 'Accredito', -bonus]);
  return out;
}

function estrattoMovements(e: Estratto, top: number): number {
  const { p, b } = e;
  const x = [46, 104, 318];
  p.text(40, top, 'Movimenti del periodo', { size: 11, bold: true });
  let y = top + 16;
  p.rect(40, y - 10, 515, 14, 0.85, null);
  ['Data', 'Descrizione', 'Riferimento'].forEach((t, i) =>
    p.text(x[i] ?? 0, y, t, { size: 7.5, bold: true }),
  );
  right(p, 490, y, 'Addebiti', { size: 7.5, bold: true });
  right(p, 549, y, 'Accrediti', { size: 7.5, bold: true });
  y += 15;
  for (const [d, t, ref, c] of e.moves) {
    [d, t, ref].forEach((s, i) => p.text(x[i] ?? 0, y, s, { size: 8.5 }));
    right(p, c < 0 ? 549 : 490, y, eur(Math.abs(c)), { size: 8.5 });
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  p.text(x[2] ?? 0, y + 2, 'Saldo a suo debito', { size: 9, bold: true });
  right(p, 549, y + 2, `€ ${b.totale}`, { size: 9, bold: true });
  return y + 22;
}

/** A table with a header row over one row of values, columns at xs. */
function across(p: Page, top: number, head: string[], values: string[], xs: number[]): number {
  p.rect(40, top, 515, 14, 0.9, null);
  head.forEach((t, i) => p.text(xs[i] ?? 0, top + 10, t, { size: 7, bold: true }));
  values.forEach((t, i) => p.text(xs[i] ?? 0, top + 27, t, { size: 9, bold: true }));
  p.line(40, top + 33, 555, top + 33, 0.6);
  return top + 46;
}

const ACROSS_XS = [46, 160, 262, 340, 440];

function estrattoLuce(e: Estratto, l: Luce, top: number): number {
  const { p, r } = e;
  const head = [
    'Punto di prelievo (POD)',
    r.pick(['Potenza impegnata', 'Potenza contrattuale']),
    'Tensione',
    r.pick(['Consumo annuo', 'Consumo 12 mesi']),
    'Distributore',
  ];
  const dist = r.pick(['e-distribuzione S.p.A.', 'Adriatica Reti Elettriche']);
  const values = [l.pod, `${kw(l.potenzaKw)} kW`, `${l.tensioneV} V`, `${it(l.annuoKwh)} kWh`, dist];
  const y = across(p, top, head, values, ACROSS_XS);
  const m = Math.round(l.annuoKwh / 11);
  const f1 = Math.round(m * 0.4);
  const f2 = Math.round(m * 0.3);
  const bands = `F1 ${it(f1)} · F2 ${it(f2)} · F3 ${it(m - f1 - f2)}`;
  const note = `Gennaio 2026: ${it(m)} kWh (${bands}), lettura reale del 31/01/2026`;
  p.text(46, y - 2, `${note}; potenza disponibile ${kw(l.disponibileKw)} kW`, { size: 7.5, grey: 0.3 });
  return y + 16;
}

function estrattoGas(e: Estratto, g: Gas, top: number): number {
  const { p, r } = e;
  const head = [
    'Punto di riconsegna (PDR)',
    r.pick(['Codice REMI', 'Cabina REMI']),
    "Categoria d'uso",
    r.pick(['Consumo annuo', 'Consumo 12 mesi']),
    'Distributore',
  ];
  const dist = r.pick(['2i Rete Gas S.p.A.', 'Vasto Gas Distribuzione']);
  const y = across(p, top, head, [g.pdr, g.remi, g.categoria, `${it(g.annuoSmc)} Smc`, dist], ACROSS_XS);
  const legend = Object.entries(CATEGORIE)
    .map(([k, v]) => `${k} ${v.toLowerCase()}`)
    .join('; ');
  return para(p, 46, y - 2, `Categorie d'uso: ${legend}.`, 505, { size: 7, grey: 0.3 }) + 8;
}

function estrattoSupplies(e: Estratto, top: number): number {
  const { p, b } = e;
  p.text(40, top, 'Le sue forniture di energia', { size: 11, bold: true });
  let y = para(p, 40, top + 15, ['Fornitura ubicata in', ...parts(b.fornitura)], 515, { size: 8.5 });
  const seller = `Venditore: ${b.supplier.nome}, mercato libero - offerta Casa Protetta Energia`;
  y = para(p, 40, y, seller, 515, { size: 8.5, grey: 0.3 }) + 4;
  if (b.luce) y = estrattoLuce(e, b.luce, y);
  if (b.gas) y = estrattoGas(e, b.gas, y);
  return y;
}

/** Every contract the customer holds with the insurer, energy among them. */
function estrattoContratti(e: Estratto, top: number): number {
  const { p, b, r } = e;
  const xs = [46, 205, 330, 410];
  p.text(40, top, 'I suoi contratti Histonium', { size: 11, bold: true });
  let y = top + 16;
  p.rect(40, y - 10, 515, 14, 0.85, null);
  ['Prodotto', 'Numero', 'Decorrenza', 'Dettaglio'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.5, bold: true }),
  );
  y += 15;
  const rows: string[][] = [['Casa Serena', e.polizza, '01/06/2021', 'abitazione e famiglia']];
  if (r.chance(0.6)) {
    const plate = `${r.pick(['FG', 'GA', 'GB', 'EZ'])} ${r.digits(3)} ${r.pick(['AB', 'KT', 'RM', 'ZX'])}`;
    rows.push(['RC Auto Strada Sicura', `702/${r.digits(10)}`, '15/09/2025', `veicolo targato ${plate}`]);
  }
  if (b.luce)
    rows.push(['Energia elettrica', `EE-${b.codiceCliente}-1`, '01/03/2024', 'prezzo fisso 24 mesi']);
  if (b.gas) rows.push(['Gas naturale', `GN-${b.codiceCliente}-2`, '01/03/2024', 'prezzo fisso 24 mesi']);
  if (e.wallbox) rows.push(['Histonium Drive', e.wallbox, '01/10/2024', 'noleggio wallbox 60 mesi']);
  for (const row of rows) {
    row.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 8.5 }));
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  return y + 16;
}

function estrattoAvvisi(e: Estratto, top: number) {
  const { p, r } = e;
  p.text(50, top + 14, 'Avvisi', { size: 9.5, bold: true });
  const text = r.pick([
    'La sua polizza Casa Serena si rinnova il 01/06/2026: il premio resta invariato se mantiene attive ' +
      'luce o gas con Histonium.',
    'Dal 01/04/2026 la garanzia Fenomeno elettrico è inclusa senza costi nelle polizze abbinate alla ' +
      'fornitura di energia.',
  ]);
  const more = 'Il dettaglio di polizza, wallbox e mandato SEPA è a pagina 2.';
  const y = para(p, 50, top + 28, `${text} ${more}`, 495, { size: 8.5 });
  p.rect(40, top, 515, y - top + 2, null, 0.5);
}

function estrattoFooter(p: Page, page: number) {
  const s = HISTONIUM;
  p.line(40, 790, 555, 790, 0.3);
  p.text(
    40,
    801,
    `${s.nome} - Sede legale e Direzione ${s.sede} - Iscritta all'Albo imprese IVASS n. 1.00${s.partitaIva.slice(3, 6)}`,
    { size: 6.5 },
  );
  p.text(40, 810, `Codice fiscale e Partita IVA ${s.partitaIva} - Numero Verde ${s.telefono} - ${s.web}`, {
    size: 6.5,
  });
  p.text(40, 819, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.35,
  });
  right(p, 555, 819, `Pagina ${page} di 2`, { size: 6.5 });
}

function estrattoPage1(e: Estratto): Page {
  estrattoHeader(e);
  estrattoEnvelope(e);
  const y = estrattoBand(e, Math.max(estrattoContraente(e), 190) + 10);
  const y2 = estrattoSupplies(e, estrattoMovements(e, y));
  estrattoAvvisi(e, estrattoContratti(e, y2 + 4));
  estrattoFooter(e.p, 1);
  return e.p;
}

function kvSerif(p: Page, y: number, rows: Row[]): number {
  for (const [l, v] of rows) {
    p.text(46, y, l, { size: 8, grey: 0.35 });
    const lines = wrap(v, 370, 9, 'serif', true);
    lines.forEach((t, i) => p.text(180, y + i * 11, t, { size: 9, bold: true }));
    y += 11 * lines.length + 3;
  }
  return y;
}

function estrattoPolicy(e: Estratto, p: Page, top: number): number {
  const { b, r } = e;
  const home = elsewhere(r, b, 0.65);
  p.text(40, top, `Polizza Casa Serena n. ${e.polizza}`, { size: 11, bold: true });
  let y = kvSerif(p, top + 17, [
    ['Abitazione assicurata', parts(home)],
    ['Decorrenza e scadenza', `01/06/${r.int(2019, 2024)} - 01/06/2026, tacito rinnovo`],
    ['Frazionamento', 'mensile con addebito SEPA'],
  ]);
  const xs = [46, 240, 360];
  y += 4;
  p.rect(40, y - 10, 515, 14, 0.9, null);
  ['Garanzia', 'Somma assicurata', 'Franchigia'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.5, bold: true }),
  );
  right(p, 549, y, 'Premio annuo', { size: 7.5, bold: true });
  y += 15;
  const rows: [string, string, string, number][] = [
    ['Incendio fabbricato', `€ ${it(r.int(12, 40) * 10000)}`, '€ 250', r.int(90, 180)],
    ['Responsabilità civile', '€ 500.000', '€ 150', r.int(40, 90)],
    ['Fenomeno elettrico', '€ 3.000', '€ 100', r.int(15, 40)],
    ['Assistenza casa 24h', '3 interventi', '-', r.int(20, 35)],
  ];
  for (const [g, sa, fr, pr] of rows) {
    [g, sa, fr].forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 8.5 }));
    right(p, 549, y, `€ ${it(pr, 2)}`, { size: 8.5 });
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  return y + 14;
}

function estrattoWallbox(e: Estratto, p: Page, top: number): number {
  const { b, r } = e;
  if (!e.wallbox) return top;
  const at = elsewhere(r, b, 0.75);
  const three = r.chance(0.4);
  p.text(40, top, `Noleggio wallbox Histonium Drive - contratto ${e.wallbox}`, { size: 11, bold: true });
  const y = kvSerif(p, top + 17, [
    ['Modello', three ? 'HX Home 11 kW trifase' : 'HX Home 7,4 kW monofase'],
    ['Matricola', `HXW${three ? '11' : '74'}-${r.digits(4)}-${r.digits(6)}`],
    ['Installata presso', parts(at)],
    ['Ricariche di gennaio', `${r.int(6, 30)} sessioni, ${it(r.int(60, 420))} kWh erogati`],
    ['Tessera RFID', `HD ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`],
    ['Canone mensile', `€ ${eur(e.canone)} IVA inclusa, durata 60 mesi`],
  ]);
  return y + 14;
}

function estrattoMandate(e: Estratto, p: Page, top: number): number {
  const { b, r } = e;
  p.text(40, top, 'Addebito diretto SEPA', { size: 11, bold: true });
  const y = kvSerif(p, top + 17, [
    ['Intestatario del conto', nameOf(b, e.order)],
    ['IBAN', spaced(e.conto, 4)],
    ['Codice mandato', `HST${r.digits(6)}${b.codiceCliente.slice(-4)}`],
    ['Banca', r.pick(['Banca del Vastese Credito Cooperativo', 'Cassa di Risparmio Frentana'])],
    ['Creditore', `${HISTONIUM.nome} - ID creditore IT${r.digits(2)}ZZZ0000${HISTONIUM.partitaIva}`],
  ]);
  return y + 14;
}

/** The last twelve months' consumption, a column a month, a row a supply. */
function estrattoMonths(e: Estratto, p: Page, top: number): number {
  const { b } = e;
  const rows: [string, number[]][] = [];
  if (b.luce) rows.push(['Luce kWh', monthly(b.luce.annuoKwh, LUCE_SHAPE)]);
  if (b.gas) rows.push(['Gas Smc', monthly(b.gas.annuoSmc, GAS_SHAPE)]);
  p.text(40, top, 'Consumi degli ultimi dodici mesi', { size: 11, bold: true });
  let y = top + 16;
  const col = (i: number) => 124 + i * 36;
  p.rect(40, y - 10, 515, 14, 0.9, null);
  MONTHS.forEach((m, i) => right(p, col(i) + 30, y, m, { size: 7, bold: true }));
  y += 14;
  for (const [label, values] of rows) {
    p.text(46, y, label, { size: 8, bold: true });
    values.forEach((v, i) => right(p, col(i) + 30, y, it(v), { size: 7.5 }));
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  return y + 16;
}

/** The energy invoices of the period by item (Bolletta 2.0's summary), a row an invoice. */
function estrattoInvoices(e: Estratto, p: Page, top: number): number {
  const energy = e.moves.filter((m) => m[2].startsWith('Fatt.'));
  p.text(40, top, 'Sintesi delle fatture di energia', { size: 11, bold: true });
  let y = top + 16;
  const head = ['Materia', 'Trasporto', 'Oneri', 'Imposte', 'IVA', 'Totale'];
  const col = (i: number) => 240 + i * 52;
  p.rect(40, y - 10, 515, 14, 0.9, null);
  p.text(46, y, 'Fattura', { size: 7.5, bold: true });
  head.forEach((t, i) => right(p, col(i) + 45, y, t, { size: 7.5, bold: true }));
  y += 14;
  for (const [, text, ref, c] of energy) {
    p.text(46, y, `${ref.slice(6)} ${text.split(' - ')[0]?.toLowerCase() ?? ''}`, { size: 8 });
    [...split(c, [52, 19, 8, 9, 12]), c].forEach((v, i) =>
      right(p, col(i) + 45, y, eur(v), { size: 8, bold: i === 5 }),
    );
    p.line(40, y + 4, 555, y + 4, 0.8);
    y += 14;
  }
  return y + 16;
}

function estrattoLegal(p: Page, top: number) {
  const s = HISTONIUM;
  const text =
    'Le polizze sono soggette alle imposte sulle assicurazioni (aliquota 22,25%) incluse nel premio. ' +
    `Reclami: Ufficio Reclami di ${s.nome}, ${s.sede}, reclami@histonium.example; in caso di risposta ` +
    "non soddisfacente è possibile rivolgersi all'IVASS, Via del Quirinale 21, 00187 Roma. Per le " +
    'forniture di energia: Servizio Conciliazione ARERA. Bonus sociale per disagio economico: ' +
    'riconosciuto in automatico con ISEE in corso di validità. Il set informativo è disponibile sul sito.';
  para(p, 40, top, text, 515, { size: 7.5, grey: 0.25 });
}

function estrattoPage2(e: Estratto): Page {
  const p = new Page('serif');
  const { b } = e;
  p.text(40, 50, 'HISTONIUM', { size: 14, bold: true });
  p.text(370, 44, `Estratto conto servizi n. ${b.numero}`, { size: 8.5 });
  p.text(370, 56, `Codice cliente ${b.codiceCliente}`, { size: 8.5, grey: 0.4 });
  p.line(40, 64, 555, 64, 0.3);
  let y = estrattoPolicy(e, p, 92);
  y = estrattoWallbox(e, p, y);
  y = estrattoMandate(e, p, y);
  y = estrattoMonths(e, p, y);
  y = estrattoInvoices(e, p, y);
  estrattoLegal(p, y);
  estrattoFooter(p, 2);
  return p;
}

export const vastese: Layout = {
  key: 'vastese',
  supplier: HISTONIUM,
  traits:
    'insurer bundle, serif: statement of movements, supplies as header-over-value tables (gas category a ' +
    'bare code with legend); policy, wallbox and SEPA mandate with their addresses on page 2',
  draw(b) {
    const r = rndOf(b, 37);
    const e: Estratto = {
      p: new Page('serif'),
      b,
      r,
      order: r.pick(['COGNOME Nome', 'COGNOME NOME'] as const),
      polizza: `701/${r.digits(10)}`,
      wallbox: r.chance(0.6) ? `WB-${r.digits(7)}` : null,
      conto: iban(r),
      canone: r.pick([1990, 2490, 2990]),
      moves: [],
    };
    e.moves = movements(e);
    return [estrattoPage1(e), estrattoPage2(e)];
  },
};
