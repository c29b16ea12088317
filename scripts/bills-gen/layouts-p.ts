// Layouts of the ARERA bill of 2025-2026 (issue 14, written blind to the reader): page 1 built around the
// "scontrino" (the period's cost as a receipt: materia, transport and meter, system charges, taxes) and the
// box of the offer with its code and a QR code to the Portale Offerte. A national supplier with the holder's
// and the supply's codes in a strip of small cells and the technical data on page 2 (conero), a regional one
// on a single page with a monospaced receipt and the supply's data in a panel at the foot (tirreno), an
// online one whose page 1 is a pure summary and whose page 2 gives each value first, its caption after it
// (mugello).
import { CAMPI_BOLLETTA } from '../../src/shared/schemas/bills';
import { CATEGORIE, envelope, footer, holderName, it, kw, spaced, street, type Bill } from './bill';
import { holderRows, supplier, titleOf, type Layout } from './layout';
import { Page } from './page';
import { random } from './random';

// ---------------------------------------------------------------------------------------------------------
// What the three share: text in one call, widths to place it by, the receipt's figures, the box of the
// offer with its QR code, a bar chart

type Pen = (x: number, y: number, s: string, size?: number, bold?: boolean, grey?: number) => void;
const pen =
  (p: Page): Pen =>
  (x, y, s, size = 8, bold = false, grey = 0) =>
    p.text(x, y, s, { size, bold, grey });

const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0;

/**
 * Rough widths of DejaVu Sans, which the scans render with (wider than the PDF's Helvetica and Times): text
 * placed after a value or flush right by these collides in neither.
 */
const width = (s: string, size: number, bold = false) =>
  (s.length * 0.64 + count(s, /[A-Z]/g) * 0.1 - count(s, /[ijlft.,:;'|!() /-]/g) * 0.28) *
  size *
  (bold ? 1.1 : 1);

/** Words in lines of `w` points at most (by the average letter, which small print allows). */
const wrap = (s: string, w: number, size: number) =>
  s.match(new RegExp(`.{1,${Math.floor(w / (size * 0.56))}}(\\s|$)`, 'g'))?.map((l) => l.trim()) ?? [s];

/** Small print wrapped to `w`; returns the y under it. */
function para(t: Pen, x: number, y: number, w: number, s: string, size = 6.5, grey = 0.3): number {
  for (const line of wrap(s, w, size)) {
    t(x, y, line, size, false, grey);
    y += size + 2.5;
  }
  return y;
}

const right = (t: Pen, x: number, y: number, s: string, size: number, bold = false) =>
  t(x - width(s, size, bold), y, s, size, bold);

const euro = (cents: number) => it(cents / 100, 2);
const address = ({ fornitura: f }: Bill) => `${street(f)}, ${f.cap} ${f.comune} (${f.provincia})`;
const LABELS = { persona: 'Titolare', azienda: 'Ragione sociale', cf: 'Codice fiscale', piva: 'Partita IVA' };

/** A month's share of the yearly consumption (0 = January): gas mostly in winter, electricity flatter. */
const ofMonth = (annual: number, gas: boolean, m: number) => {
  const w = gas ? Math.max(0.1, 1 + Math.cos((m * Math.PI) / 6)) : 1 + 0.12 * Math.cos((m * Math.PI) / 3);
  return Math.max(1, Math.round((annual / 12) * w));
};
type Bar = [label: string, value: number];
const MESI = 'gen feb mar apr mag giu lug ago set ott nov dic'.split(' ');
/** The twelve months ending with `last` (0 = January), a bar every `step` months. */
const lastYear = (annual: number, gas: boolean, last: number, step = 1) =>
  Array.from({ length: 12 / step }, (_, i): Bar => {
    const months = Array.from({ length: step }, (_, k) => (last + 1 + i * step + k) % 12);
    return [months.map((m) => MESI[m]).join('-'), months.reduce((a, m) => a + ofMonth(annual, gas, m), 0)];
  });

type Parts = [materia: number, trasporto: number, oneri: number, imposte: number];
type Scontrino = { gas: boolean; unit: string; parts: Parts; total: number; consumo: number; annual: number };

/**
 * Each supply's share of the total and its parts, in cents that add up to it (IVA 10% at home, 22% for
 * firms), with its consumption in the months billed.
 */
function scontrini(b: Bill, months: number[]): Scontrino[] {
  const cents = Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
  const vat = b.holder.tipo === 'PG' ? 1.22 : 1.1;
  const luce = b.luce && b.gas ? Math.round(cents * 0.56) : cents;
  const one = (total: number, gas: boolean, annual: number): Scontrino => {
    const shares = [gas ? 0.61 : 0.54, 0.19, gas ? 0.04 : 0.09];
    const [m = 0, t = 0, o = 0] = shares.map((s) => Math.round((total / vat) * s));
    const consumo = months.reduce((a, month) => a + ofMonth(annual, gas, month), 0);
    return { gas, unit: gas ? 'Smc' : 'kWh', parts: [m, t, o, total - m - t - o], total, consumo, annual };
  };
  return [
    ...(b.luce ? [one(luce, false, b.luce.annuoKwh)] : []),
    ...(b.gas ? [one(cents - (b.luce ? luce : 0), true, b.gas.annuoSmc)] : []),
  ];
}

/** What a QR code looks like: finder squares, timing lines, modules drawn from the text. */
function qr(p: Page, x: number, y: number, size: number, text: string) {
  const n = 25;
  const m = size / n;
  let seed = 2166136261;
  for (const c of text) seed = Math.imul(seed ^ c.charCodeAt(0), 16777619) >>> 0;
  const rnd = random(seed);
  const finder = (r: number, c: number) => Math.max(Math.abs(r - 3), Math.abs(c - 3));
  const dark = (r: number, c: number) => {
    const d = Math.min(finder(r, c), finder(r, c - n + 7), finder(r - n + 7, c));
    if (d <= 4) return d !== 2 && d !== 4;
    return r === 6 || c === 6 ? (r + c) % 2 === 0 : rnd() < 0.5;
  };
  p.rect(x - 2 * m, y - 2 * m, size + 4 * m, size + 4 * m, 1, null);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (dark(r, c)) p.rect(x + c * m, y + r * m, m, m, 0, null);
  }
}

type Offer = { brand: string; code: string; fixed: boolean; fee: string; dark: boolean };
/**
 * The box of the offer, an offer a supply (a home's at a fixed price when `fixed`, a firm's indexed to the
 * month's wholesale price), each with its code in the Portale Offerte's shape and a QR code to it; `dark`:
 * the title white on a dark band and the offers one under the other, else side by side. Returns its foot.
 */
function offerBox(p: Page, b: Bill, x: number, y: number, w: number, o: Offer): number {
  const t = pen(p);
  const biz = b.holder.tipo === 'PG';
  const fix = o.fixed && !biz;
  const supplies = [...(b.luce ? [false] : []), ...(b.gas ? [true] : [])];
  const cw = o.dark ? w : w / supplies.length;
  const note =
    'Inquadra il QR code: vedi la tua offerta sul Portale Offerte ARERA (www.ilportaleofferte.it) e confrontala con le altre.';
  const top = y + (o.dark ? 16 : 22);
  const foot = top + (o.dark ? supplies.length : 1) * 74;
  p.rect(x, y, w, foot - y + wrap(note, w - 16, 6.5).length * 9 + 4, o.dark ? null : 0.97, 0.5);
  if (o.dark) {
    p.rect(x, y, w, 16, 0.18, null);
    t(x + 8, y + 11, "BOX DELL'OFFERTA", 8, true, 1);
  } else t(x + 8, y + 16, "Box dell'offerta", 10.5, true);
  supplies.forEach((gas, i) => {
    const [cx, cy] = o.dark ? [x + 8, top + i * 74] : [x + 8 + i * cw, top];
    const name = `${o.brand} ${gas ? 'Gas' : 'Luce'} ${biz ? 'Impresa' : 'Casa'} ${fix ? '24 mesi' : 'Index'}`;
    const code = `${o.code}${gas ? 'G' : 'E'}S${fix ? 'F' : 'V'}L0${biz ? 2 : 1}${biz ? 'IMP' : 'CASA'}`;
    const price = fix
      ? `Prezzo fisso della materia ${gas ? 'gas 0,4890 €/Smc' : 'energia 0,1290 €/kWh'} per 24 mesi, fino al 31/10/2027`
      : `Prezzo variabile: ${gas ? 'PSV Day Ahead + 0,0900 €/Smc' : 'PUN Index GME + 0,0150 €/kWh'}; quota fissa ${o.fee} €/mese`;
    t(cx, cy + 12, gas ? 'GAS NATURALE' : 'ENERGIA ELETTRICA', 6.5, true, 0.4);
    t(cx, cy + 23, name, 8, true);
    t(cx, cy + 34, `Codice offerta: ${code}`, 7);
    para(t, cx, cy + 45, cw - 86, price, 6.5, 0.2);
    qr(p, cx + cw - 70, cy + 10, 50, code);
  });
  if (o.dark && supplies.length > 1) p.line(x, top + 74, x + w, top + 74, 0.7);
  return para(t, x + 8, foot + 6, w - 16, note) + 2;
}

/** A bar a period, the last one dark, each period's name under its bar. */
function bars(p: Page, x: number, top: number, w: number, h: number, data: Bar[]) {
  const max = Math.max(1, ...data.map(([, v]) => v));
  const step = w / data.length;
  data.forEach(([label, v], i) => {
    const bh = Math.max(1, (v / max) * (h - 12));
    const bx = x + i * step;
    p.rect(bx + step * 0.2, top + h - 9 - bh, step * 0.6, bh, i === data.length - 1 ? 0.2 : 0.62, null);
    pen(p)(bx + (step - width(label, 5.5)) / 2, top + h, label, 5.5, false, 0.35);
  });
  p.line(x, top + h - 9, x + w, top + h - 9, 0.4);
}

const ARERA_NOTES = [
  'Bonus sociale: le famiglie in condizione di disagio economico o fisico hanno diritto a uno sconto in bolletta; informazioni su www.arera.it o al numero verde 800 166 654.',
  'Reclami: puoi scriverci dal sito o per posta; se la risposta non ti soddisfa, puoi rivolgerti gratuitamente al Servizio Conciliazione di ARERA.',
  'Il Portale Offerte (www.ilportaleofferte.it) ti permette di confrontare in modo semplice e gratuito le offerte di luce e gas disponibili nel mercato libero.',
];

// ---------------------------------------------------------------------------------------------------------
// Conero: a national supplier. Page 1: the holder's and the supply's codes in a strip of small cells, label
// above value; the receipts on the left, the box of the offer on the right. Page 2: the technical data as a
// spec sheet, two label/value pairs a row with the values flush right

export const conero: Layout = {
  key: 'conero',
  supplier: supplier(
    'CONERO',
    'Conero Energia S.p.A.',
    '1947306158',
    'Via Tortona 25, 20144 Milano (MI)',
    '800 194 730',
  ),
  traits: 'scontrino; codes in a strip of cells, label above; technical data on page 2 flush right',
  // the supplies' technical fields: power, voltage, yearly consumption, REMI, use category
  page2: CAMPI_BOLLETTA.filter((f) => /^(potenza|tensione|consumoAnnuo|codiceRemi|categoria)/.test(f)),
  draw(b) {
    const p = new Page('sans');
    const t = pen(p);
    const biz = b.holder.tipo === 'PG';
    const dual = Boolean(b.luce && b.gas);
    p.rect(0, 0, 595, 6, 0.2, null);
    t(40, 46, 'conero', 26, true, 0.15);
    t(41, 58, 'E N E R G I A', 7, true, 0.45);
    t(320, 38, `Bolletta n. ${b.numero} del 09/02/2026`, 8, true);
    t(320, 49, 'Bolletta sintetica - mercato libero', 7.5, false, 0.35);
    envelope(p, b, 320, 78, 'COGNOME NOME');
    t(40, 94, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), 15, true);
    t(40, 108, 'Periodo di fatturazione: 01/01/2026 - 31/01/2026');
    t(40, 119, `Codice cliente ${b.codiceCliente}`);

    // a row of cells, the first `first` points wide and the others sharing the rest of the page's width
    const cells = (top: number, first: number, row: string[][]) =>
      row.forEach(([label = '', value = ''], i) => {
        const w = i ? (515 - first) / (row.length - 1) : first;
        const x = i ? 40 + first + (i - 1) * w : 40;
        p.rect(x, top, w, 26, 0.97, 0.6);
        t(x + 4, top + 9, label, 6, false, 0.4);
        t(x + 4, top + 20, value, Math.min(8, (w - 8) / width(value, 1, true)), true);
      });
    const kind = ['Tipo di cliente', biz ? 'Altri usi' : 'Domestico residente'];
    cells(134, 200, [...holderRows(b, LABELS, 'Nome Cognome'), ['Codice cliente', b.codiceCliente], kind]);
    const codes = [
      ...(b.luce ? [['Codice POD', b.luce.pod]] : []),
      ...(b.gas ? [['Codice PDR', b.gas.pdr]] : []),
    ];
    cells(160, dual ? 325 : 365, [['Indirizzo di fornitura', address(b)], ...codes]);

    const rs = scontrini(b, [0]);
    p.rect(40, 198, 515, 54, 0.93, null);
    t(52, 213, 'Totale da pagare', 8, false, 0.3);
    t(52, 240, `€ ${b.totale}`, 20, true);
    t(215, 213, 'Da pagare entro il', 7, false, 0.3);
    t(215, 228, '02/03/2026', 11, true);
    t(215, 243, 'Addebito diretto SEPA', 7.5);
    t(360, 213, 'Consumi fatturati nel mese', 7, false, 0.3);
    t(360, 228, rs.map((s) => `${it(s.consumo)} ${s.unit}`).join(' - '), 11, true);
    t(360, 243, 'Letture rilevate dal distributore', 7.5);

    let ly = 270;
    for (const s of rs) {
      t(40, ly + 9, s.gas ? 'SCONTRINO DEL GAS' : "SCONTRINO DELL'ENERGIA", 9.5, true);
      t(40, ly + 20, `Quanto hai speso per ${s.gas ? 'il gas' : 'la luce'} a gennaio 2026`, 7, false, 0.4);
      p.line(40, ly + 27, 298, ly + 27, 0.4);
      ly += 39;
      const rows: [string, number][] = [
        [s.gas ? 'Spesa per la materia gas naturale' : 'Spesa per la materia energia', s.parts[0]],
        ['Spesa per il trasporto e la gestione del contatore', s.parts[1]],
        ['Spesa per oneri di sistema', s.parts[2]],
        ['Imposte (accise e IVA)', s.parts[3]],
        ['Altre partite', 0],
      ];
      for (const [label, c] of rows) {
        t(40, ly, label, 7.5);
        right(t, 298, ly, `€ ${euro(c)}`, 7.5);
        ly += 12;
      }
      p.line(40, ly - 7, 298, ly - 7, 0.4);
      t(40, (ly += 4), `TOTALE ${s.gas ? 'GAS' : 'LUCE'}`, 8.5, true);
      right(t, 298, ly, `€ ${euro(s.total)}`, 8.5, true);
      const vat = `Consumo fatturato ${it(s.consumo)} ${s.unit}; IVA al ${biz ? 22 : 10}%`;
      t(40, ly + 11, vat, 6.5, false, 0.35);
      ly += 30;
    }
    const offer = { brand: 'Conero', code: '1947', fixed: true, fee: '12,00', dark: true };
    let y = Math.max(ly, offerBox(p, b, 316, 270, 239, offer)) + 10;
    const contacts = `Servizio clienti ${b.supplier.telefono} (gratuito) - Area clienti e app: ${b.supplier.web} - Guasti: 800 900 860 (distributore) - Autolettura dal 25 al 28 del mese`;
    y = para(t, 40, y, 515, contacts, 7.5, 0) + 6;
    for (const note of ARERA_NOTES) y = para(t, 40, y, 515, note) + 2;
    footer(p, b.supplier);

    const q = new Page('sans');
    const u = pen(q);
    u(40, 44, 'conero', 16, true, 0.15);
    u(320, 44, `Bolletta n. ${b.numero} del 09/02/2026 - pagina 2 di 2`, 7.5, false, 0.35);
    u(40, 78, 'Dati tecnici della fornitura', 12, true);
    y = 92;
    const spec = (title: string, items: [label: string, value: string][]) => {
      q.rect(40, y, 515, 15, 0.88, null);
      u(46, y + 10.5, title, 8, true);
      items.forEach(([label, value], i) => {
        const [x, at] = [i % 2 ? 305 : 40, y + 28 + 15 * Math.floor(i / 2)];
        u(x + 4, at, label, 7.5, false, 0.25);
        // a long value in smaller type, clear of its label
        right(u, x + 250, at, value, Math.min(8, (236 - width(label, 7.5)) / width(value, 1, true)), true);
        q.line(x, at + 4, x + 250, at + 4, 0.75);
      });
      y += 38 + 15 * Math.ceil(items.length / 2);
    };
    if (b.luce) {
      const l = b.luce;
      spec(`ENERGIA ELETTRICA - POD ${l.pod}`, [
        ['Potenza impegnata', `${it(l.potenzaKw, 1)} kW`],
        ['Potenza disponibile', `${it(l.disponibileKw, 1)} kW`],
        ['Tensione di alimentazione', `${l.tensioneV} V ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`],
        ['Consumo annuo (ultimi 12 mesi)', `${it(l.annuoKwh)} kWh`],
        ['Misuratore', 'elettronico 2G, orario'],
        ['Distributore locale', 'RMA Reti S.p.A.'],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      spec(`GAS NATURALE - PDR ${g.pdr}`, [
        ['Codice REMI', g.remi],
        ['Classe del misuratore', 'G4'],
        ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
        ['Consumo annuo (ultimi 12 mesi)', `${it(g.annuoSmc)} Smc`],
      ]);
    }
    u(40, (y += 8), 'I tuoi consumi degli ultimi 12 mesi e le letture', 10, true);
    rs.forEach((s, i) => {
      const [x, w] = [40 + i * 265, dual ? 250 : 515];
      const start = 4_000 + ((s.total * 7) % 20_000);
      q.rect(x, y + 8, w, 112, null, 0.7);
      u(x + 8, y + 22, s.gas ? 'Gas naturale (Smc)' : 'Energia elettrica (kWh)', 7.5, true);
      bars(q, x + 8, y + 28, w - 16, 70, lastYear(s.annual, s.gas, 0));
      const readings = `Letture reali: ${it(start)} al 31/12/2025, ${it(start + s.consumo)} al 31/01/2026`;
      u(x + 8, y + 113, readings, 7);
    });
    u(40, (y += 142), 'Informazioni utili', 10, true);
    y += 14;
    for (const note of ARERA_NOTES) y = para(u, 40, y, 515, note, 7) + 3;
    footer(q, b.supplier);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Tirreno: a regional multiutility, one page. A dark band at the head, the receipt monospaced on a torn
// slip, the box of the offer and the bimonthly chart beside it; the supply's data in a panel at the foot,
// the holder's labels above the values, the supplies' labels left of them ("kW 3,0", "BT 230 V", "Smc 890")

export const tirreno: Layout = {
  key: 'tirreno',
  supplier: supplier(
    'TIRRENO',
    'Tirreno Energia e Servizi S.p.A.',
    '1986250049',
    'Scali del Corso 12, 57123 Livorno (LI)',
    '800 625 004',
  ),
  traits: 'one page: monospaced receipt slip, offer box, supply panel at the foot (kW 3,0, BT 230 V)',
  draw(b) {
    const p = new Page('serif');
    const t = pen(p);
    const biz = b.holder.tipo === 'PG';
    p.rect(0, 0, 595, 64, 0.16, null);
    t(40, 38, 'TIRRENO', 22, true, 1);
    t(40, 53, 'Energia e Servizi - la multiutility della costa', 8, false, 0.85);
    t(372, 34, `Numero verde ${b.supplier.telefono} (lun-sab 8-20)`, 7, false, 0.9);
    t(372, 46, `Sportelli a Livorno e Cecina - ${b.supplier.web}`, 7, false, 0.9);
    t(40, 90, titleOf(b, 'Fattura energia elettrica', 'Fattura gas', 'Fattura luce e gas'), 13, true);
    t(40, 104, `N. ${b.numero} emessa il 16/02/2026`);
    t(40, 115, 'Periodo: 01/12/2025 - 31/01/2026 (bimestrale)');
    t(40, 126, `Codice cliente ${b.codiceCliente} - Contratto n. TE-${b.codiceCliente.slice(-6)}`);
    envelope(p, b, 330, 88, 'Cognome Nome');

    p.rect(40, 150, 515, 40, 0.92, null);
    const band = (x: number, label: string, value: string, size: number) => {
      t(x, 163, label, 6.5, true, 0.3);
      t(x, 181, value, size, true);
    };
    band(50, 'IMPORTO DA PAGARE', `€ ${b.totale}`, 15);
    band(195, 'SCADENZA', '06/03/2026', 11);
    const pay = Number(b.codiceCliente) % 2 ? 'Addebito su conto' : 'Avviso pagoPA';
    band(310, 'MODALITÀ DI PAGAMENTO', pay, 9);
    band(450, 'ULTIMI PAGAMENTI', 'regolari', 9);

    // the receipt on a slip of paper: 50 columns of Courier at 7 points
    const cols = 50;
    const dots = (label: string, value: string) =>
      `${label} ${'.'.repeat(Math.max(1, cols - label.length - value.length - 2))} ${value}`;
    const centre = (s: string) => `${' '.repeat(Math.floor((cols - s.length) / 2))}${s}`;
    let ly = 206;
    for (const s of scontrini(b, [11, 0])) {
      const lines = [
        centre(s.gas ? 'SCONTRINO DEL GAS' : "SCONTRINO DELL'ENERGIA"),
        centre('bimestre dicembre 2025 - gennaio 2026'),
        '-'.repeat(cols),
        dots(s.gas ? 'Spesa per la materia gas naturale' : 'Spesa per la materia energia', euro(s.parts[0])),
        dots('Trasporto e gestione del contatore', euro(s.parts[1])),
        dots('Oneri di sistema', euro(s.parts[2])),
        dots(`Imposte (accise e IVA ${biz ? 22 : 10}%)`, euro(s.parts[3])),
        dots('Altre partite', '0,00'),
        '-'.repeat(cols),
        dots(`TOTALE ${s.gas ? 'GAS NATURALE' : 'ENERGIA ELETTRICA'}`, `EUR ${euro(s.total)}`),
        dots('Consumo fatturato', `${s.unit} ${it(s.consumo)}`),
      ];
      const bottom = ly + 12 + lines.length * 9.5;
      p.rect(40, ly, 250, bottom - ly, 0.95, null);
      const at = ly + 14;
      lines.forEach((s, i) => p.text(50, at + i * 9.5, s, { size: 7, bold: !i || i === 9, face: 'mono' }));
      for (let x = 40; x < 290; x += 10) {
        p.line(x, bottom, x + 5, bottom + 4, 0.6);
        p.line(x + 5, bottom + 4, x + 10, bottom, 0.6);
      }
      ly = bottom + 16;
    }

    const offer = { brand: 'Tirreno', code: '0213', fixed: false, fee: '9,50', dark: true };
    let ry = offerBox(p, b, 308, 206, 247, offer);
    for (const s of scontrini(b, [])) {
      t(308, ry + 10, `Consumi degli ultimi sei bimestri (${s.unit})`, 7.5, true);
      bars(p, 308, ry + 14, 247, 50, lastYear(s.annual, s.gas, 0, 2));
      ry += 68;
    }

    const top = Math.max(ly, ry) + 4;
    let y = top + 28;
    p.rect(40, top, 515, 16, 0.16, null);
    t(48, top + 11, 'DATI DELLA FORNITURA', 8, true, 1);
    t(330, top + 11, `Tipologia: ${biz ? 'altri usi' : 'uso domestico residente'}`, 7, false, 0.9);
    const above = (x: number, label: string, value: string) => {
      t(x, y, label, 6.5, false, 0.35);
      t(x, y + 11, value, 8.5, true);
    };
    const holder = holderRows(b, LABELS, 'COGNOME Nome');
    holder.forEach(([label, value], i) => above([48, 306, 430][i] ?? 0, label, value));
    y += 26;
    above(48, 'Ubicazione della fornitura', address(b));
    y += 30;
    const [l, g] = [b.luce, b.gas];
    const luce: [string, string][] = l
      ? [
          ['Codice POD', l.pod],
          ['Potenza impegnata', `kW ${it(l.potenzaKw, 1)}`],
          ['Potenza disponibile', `kW ${it(l.disponibileKw, 1)}`],
          ['Livello di tensione', `BT ${l.tensioneV} V`],
          ['Consumo annuo', `kWh ${it(l.annuoKwh)}`],
        ]
      : [];
    const gas: [string, string][] = g
      ? [
          ['Codice PDR', g.pdr],
          ['Codice REMI', g.remi],
          ["Categoria d'uso", g.categoria],
          ['Consumo annuo', `Smc ${it(g.annuoSmc)}`],
          ['Distributore', 'Costa Reti Gas S.r.l.'],
        ]
      : [];
    const columns = luce.length && gas.length ? [luce, gas] : [luce.length ? luce : gas];
    const ends = columns.map((items, i) => {
      const x = i ? 306 : 48;
      let cy = y + 13;
      t(x, y, items === luce ? 'Energia elettrica' : 'Gas naturale', 8, true);
      for (const [label, value] of items) {
        t(x, cy, label, 7, false, 0.3);
        t(x + 100, cy, value, 8.5, true);
        cy += 12;
      }
      return cy;
    });
    const end = Math.max(...ends);
    if (columns.length > 1) p.line(298, y - 10, 298, end - 10, 0.6);
    p.rect(40, top, 515, end - top - 4, null, 0.5);
    const help =
      'Guasti e pronto intervento (24 ore su 24): luce 800 500 333, gas 800 500 444 (distributore).';
    y = end + 10;
    for (const note of [help, ...ARERA_NOTES]) y = para(t, 40, y, 515, note) + 1;
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Mugello: a small online supplier. Page 1 a pure summary (greeting, total, receipts as stacked bars with
// their legend, the box of the offer, charts); page 2 the supply's data, each value first and its caption
// after it on the same line (under it when the column is too narrow), POD as "IT001E 12345678"

export const mugello: Layout = {
  key: 'mugello',
  supplier: supplier(
    'MUGELLO',
    'Mugello Energia Digitale S.r.l.',
    '1958731048',
    'Viale Giovanni XXIII 4, 50032 Borgo San Lorenzo (FI)',
    '055 019 5873',
  ),
  traits: 'online: page 1 summary, receipts as stacked bars; page 2 values first, captions after',
  // page 1 names the holder and the supplier, nothing else of the truth
  page2: CAMPI_BOLLETTA.filter(
    (f) => !/^(commodity|tipoIntestatario|nome|cognome|ragioneSociale|fornitore)$/.test(f),
  ),
  draw(b) {
    const p = new Page('sans');
    const t = pen(p);
    const h = b.holder;
    p.rect(40, 28, 16, 16, 0.25, null);
    p.rect(44, 32, 8, 8, 1, null);
    t(62, 43, 'mugello', 20, true, 0.15);
    t(62, 55, 'luce e gas, tutto online', 7.5, false, 0.45);
    t(395, 34, `Bolletta n. ${b.numero}`, 7.5, true);
    t(395, 45, 'emessa il 05/03/2026', 7.5);
    t(395, 56, 'Periodo: 01/02/2026 - 28/02/2026', 7.5);
    t(40, 92, h.tipo === 'PF' ? `Ciao ${h.nome}!` : 'Buongiorno!', 15, true);
    const intro = `Ecco la bolletta di febbraio 2026: ${b.totale} euro, che addebiteremo sul conto che ci hai indicato il 20/03/2026. Non devi fare nulla.`;
    let y = para(t, 40, 108, 515, intro, 9, 0.15);
    t(40, y + 2, `Intestata a: ${holderName(h, 'Nome Cognome')} - Codice cliente ${b.codiceCliente}`, 7.5);
    y += 16;

    const rs = scontrini(b, [1]);
    p.rect(40, y, 515, 70, 0.2, null);
    t(54, y + 20, 'Totale da pagare', 9, false, 1);
    t(54, y + 50, `€ ${b.totale}`, 24, true, 1);
    t(300, y + 20, 'addebito SEPA il 20/03/2026', 9, true, 1);
    const used = rs.map((s) => `${s.gas ? 'gas' : 'luce'} ${it(s.consumo)} ${s.unit}`).join(', ');
    t(300, y + 38, `Consumi di febbraio: ${used}`, 8, false, 0.9);
    y += 92;

    const fills = [0.25, 0.5, 0.7, 0.85];
    let end = y;
    rs.forEach((s, i) => {
      const x = 40 + i * 265;
      t(x, y, s.gas ? 'Scontrino del gas' : "Scontrino dell'energia", 10.5, true);
      t(x, y + 12, `Febbraio 2026, ${it(s.consumo)} ${s.unit}, lettura reale`, 7.5, false, 0.4);
      let bx = x;
      s.parts.forEach((c, k) => {
        p.rect(bx, y + 20, (250 * c) / s.total, 12, fills[k] ?? 0.5, null);
        bx += (250 * c) / s.total;
      });
      const labels = ['Trasporto e gestione del contatore', 'Oneri di sistema', 'Imposte (accise e IVA)'];
      let ry = y + 48;
      [s.gas ? 'Materia gas naturale' : 'Materia energia', ...labels].forEach((label, k) => {
        p.rect(x, ry - 6, 6, 6, fills[k] ?? 0.5, null);
        t(x + 10, ry, label, 7.5);
        right(t, x + 250, ry, `${euro(s.parts[k] ?? 0)} €`, 7.5);
        ry += 12;
      });
      t(x + 10, ry, 'Altre partite', 7.5);
      right(t, x + 250, ry, '0,00 €', 7.5);
      p.line(x, (ry += 6), x + 250, ry, 0.5);
      t(x, (ry += 11), `Totale ${s.gas ? 'gas' : 'luce'}`, 8.5, true);
      right(t, x + 250, ry, `${euro(s.total)} €`, 8.5, true);
      end = ry;
    });
    const chart = (x: number, top: number, s: Scontrino, height: number) => {
      t(x, top, `${s.gas ? 'Gas' : 'Luce'}, ultimi 12 mesi (${s.unit})`, 9, true);
      bars(p, x, top + 6, 250, height, lastYear(s.annual, s.gas, 1));
    };
    // one supply: its chart beside its receipt; two: both charts under the box of the offer
    if (rs.length === 1) rs.forEach((s) => chart(305, y, s, end - y - 6));
    const offer = { brand: 'Mugello', code: 'MUG25', fixed: false, fee: '6,90', dark: false };
    y = offerBox(p, b, 40, end + 20, 515, offer) + (rs.length > 1 ? 100 : 0);
    if (rs.length > 1) rs.forEach((s, i) => chart(40 + i * 265, y - 84, s, 74));
    const app = `Autolettura dal 25 al 28 del mese, dall'app o dal sito. Assistenza in chat tutti i giorni 8-22, o al ${b.supplier.telefono}. A pagina 2 trovi i dati della tua fornitura.`;
    para(t, 40, y + 24, 515, app, 8, 0);
    footer(p, b.supplier);

    const q = new Page('sans');
    const u = pen(q);
    u(40, 44, 'mugello', 14, true, 0.15);
    u(395, 44, `Bolletta n. ${b.numero} - pagina 2 di 2`, 7.5, false, 0.4);
    u(40, 84, 'I dati della tua fornitura', 15, true);
    u(40, 99, 'Controlla che siano giusti: ti servono se cambi offerta o chiami il distributore.', 8);
    y = 128;
    const section = (title: string) => {
      u(40, y, title, 9, true, 0.25);
      q.line(40, y + 5, 555, y + 5, 0.6);
      y += 24;
    };
    const pairs = (items: [value: string, caption: string][], cols = 2) => {
      const w = 515 / cols;
      for (let i = 0; i < items.length; i += cols) {
        let rowH = 20;
        items.slice(i, i + cols).forEach(([value, caption], k) => {
          const x = 40 + k * w;
          const after = x + width(value, 10.5, true) + 7;
          u(x, y, value, 10.5, true);
          if (after + width(caption, 7.5) < x + w - 8) u(after, y, caption, 7.5, false, 0.4);
          else {
            u(x, y + 11, caption, 7.5, false, 0.4);
            rowH = 30;
          }
        });
        y += rowH;
      }
      y += 6;
    };
    section('Intestatario');
    const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
    pairs(holderRows(b, LABELS, 'Cognome Nome').map(([caption, value]) => [value, lower(caption)]));
    pairs([[address(b), 'indirizzo di fornitura']], 1);
    if (b.luce) {
      const l = b.luce;
      section('La tua luce');
      pairs([
        [`${l.pod.slice(0, 6)} ${l.pod.slice(6)}`, 'codice POD'],
        [`${kw(l.potenzaKw)} kW`, 'potenza impegnata'],
        [`${l.tensioneV} Volt`, 'tensione di alimentazione'],
        [`${kw(l.disponibileKw)} kW`, 'potenza disponibile'],
        [`${it(l.annuoKwh)} kWh`, 'consumo annuo'],
        [h.tipo === 'PF' ? 'Domestico' : 'Non domestico', 'tipo di utenza'],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      section('Il tuo gas');
      pairs([
        [spaced(g.pdr, 4), 'codice PDR'],
        [g.remi, 'codice REMI'],
        [g.categoria, `categoria d'uso: ${CATEGORIE[g.categoria] ?? ''}`],
        [`${it(g.annuoSmc)} Smc`, 'consumo annuo'],
        ['G4', 'classe del contatore'],
      ]);
    }
    section('Informazioni utili');
    y -= 6;
    for (const note of ARERA_NOTES) y = para(u, 40, y, 515, note, 7.5) + 3;
    footer(q, b.supplier);
    return [p, q];
  },
};
