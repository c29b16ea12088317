// Writes the sample bills of the extraction engine (docs/bills.md) into src/server/services/domain/bills/samples:
// eight fictional bills from four fictional suppliers, each laid out its own way (label wording, order,
// label beside / above / inside a sentence), as text PDFs (pdf-lib) and as scanned pages (an SVG of the
// same content rasterized by sharp at 150 dpi with DejaVu fonts, slightly rotated, speckled, grey-scale),
// one of them also as an image-only PDF, one as a phone photo; and truth.json, the values each sample must give
// (the photo's are its bill's).
//
//   npx tsx scripts/gen-sample-bills.ts
//
// Deterministic: the same script writes the same files (fixed dates, seeded noise).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { isValidCodiceFiscale, isValidCodiceFiscaleNumerico } from '../src/shared/validation/codice-fiscale';
import { isValidPartitaIva, partitaIvaCheckDigit } from '../src/shared/validation/partita-iva';
import { isValidPdr, isValidPod } from '../src/shared/validation/supply-point';
import type { ValoriBolletta as CampiAttesi } from '../src/shared/schemas/bills';
import type { Company, Indirizzo, Person } from './bills-gen/identities';
import { photo } from './bills-gen/images';
import { Page, W, imagePdf, toPdf, toSvg, type Face } from './bills-gen/page';
import { random } from './bills-gen/random';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/server/services/domain/bills/samples');
const COMUNI = path.join(ROOT, 'src/server/services/adapters/places/comuni.json');

// the scans are 150 dpi
const DPI = 150;

// ---------------------------------------------------------------------------------------------------------
// The bills

type Holder = Person | Company;
type Luce = { pod: string; potenzaKw: number; disponibileKw: number; tensioneV: number; annuoKwh: number };
type Gas = { pdr: string; remi: string; categoria: string; annuoSmc: number };
type Supplier = {
  key: string;
  nome: string;
  partitaIva: string;
  sede: string;
  telefono: string;
};
type Bill = {
  id: string;
  supplier: Supplier;
  holder: Holder;
  fornitura: Indirizzo;
  recapito: Indirizzo;
  luce?: Luce;
  gas?: Gas;
  numero: string;
  codiceCliente: string;
  totale: string;
  /** the scan's file format, its rotation in degrees */
  scan: { format: 'png' | 'jpeg'; angle: number };
};

const piva = (first10: string) => first10 + partitaIvaCheckDigit(first10);

const SOLARIA: Supplier = {
  key: 'solaria',
  nome: 'Solaria Energia S.p.A.',
  partitaIva: piva('0834157096'),
  sede: 'Via Larga 8, 20122 Milano (MI)',
  telefono: '800 135 246',
};
const VENTO: Supplier = {
  key: 'ventochiaro',
  nome: 'Vento Chiaro Luce e Gas S.r.l.',
  partitaIva: piva('0561728394'),
  sede: 'Corso Vittorio Emanuele II 44, 10121 Torino (TO)',
  telefono: '800 246 357',
};
const FIUME: Supplier = {
  key: 'fiumeazzurro',
  nome: 'Fiume Azzurro Energia S.p.A.',
  partitaIva: piva('0702938465'),
  sede: 'Lungarno Corsini 6, 50123 Firenze (FI)',
  telefono: '800 357 468',
};
const MONTEROSA: Supplier = {
  key: 'monterosa',
  nome: 'Monte Rosa Gas & Power S.r.l.',
  partitaIva: piva('0916273845'),
  sede: 'Via Italia 31, 13900 Biella (BI)',
  telefono: '800 468 579',
};

const addr = (
  toponimo: string,
  via: string,
  civico: string,
  cap: string,
  comune: string,
  provincia: string,
): Indirizzo => ({ toponimo, via, civico, cap, comune, provincia });

const BILLS: Bill[] = [
  {
    id: 'solaria-luce-pf',
    supplier: SOLARIA,
    holder: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
    fornitura: addr('Via', 'Toledo', '256', '80134', 'Napoli', 'NA'),
    recapito: addr('Via', 'Chiaia', '14', '80121', 'Napoli', 'NA'),
    luce: { pod: 'IT001E04871593', potenzaKw: 3, disponibileKw: 3.3, tensioneV: 230, annuoKwh: 2700 },
    numero: 'SOL-2026-0412873',
    codiceCliente: '7004128731',
    totale: '87,42',
    scan: { format: 'png', angle: 0.6 },
  },
  {
    id: 'solaria-gas-pg',
    supplier: SOLARIA,
    holder: {
      tipo: 'PG',
      ragioneSociale: 'Officina Meccanica Brambilla S.r.l.',
      partitaIva: '03124570163',
      codiceFiscale: '03124570163',
    },
    fornitura: addr('Via', 'Borgo Palazzo', '120', '24125', 'Bergamo', 'BG'),
    recapito: addr('Via', 'Borgo Palazzo', '120', '24125', 'Bergamo', 'BG'),
    gas: { pdr: '03081200456789', remi: '34512300', categoria: 'T2', annuoSmc: 6400 },
    numero: 'SOL-2026-0398115',
    codiceCliente: '7003981150',
    totale: '1.184,06',
    scan: { format: 'jpeg', angle: -0.8 },
  },
  {
    id: 'ventochiaro-luce-pf',
    supplier: VENTO,
    holder: { tipo: 'PF', nome: 'Paolo', cognome: 'Conti', codiceFiscale: 'CNTPLA68A30D612Z' },
    fornitura: addr('Via', 'dei Servi', '8', '50122', 'Firenze', 'FI'),
    recapito: addr('Via', 'dei Servi', '8', '50122', 'Firenze', 'FI'),
    luce: { pod: 'IT001E20100101', potenzaKw: 4.5, disponibileKw: 4.95, tensioneV: 230, annuoKwh: 3200 },
    numero: 'VC/26/118204',
    codiceCliente: 'VC-0028817',
    totale: '112,30',
    scan: { format: 'jpeg', angle: 0.9 },
  },
  {
    id: 'ventochiaro-dual-pf',
    supplier: VENTO,
    holder: { tipo: 'PF', nome: 'Francesca', cognome: 'Russo', codiceFiscale: 'RSSFNC90S63H501B' },
    fornitura: addr('Via', 'Tuscolana', '120', '00181', 'Roma', 'RM'),
    recapito: addr('Via', 'Appia Nuova', '45', '00183', 'Roma', 'RM'),
    luce: { pod: 'IT002E30817462', potenzaKw: 3, disponibileKw: 3.3, tensioneV: 230, annuoKwh: 1850 },
    gas: { pdr: '00880007831254', remi: '34781300', categoria: 'C3', annuoSmc: 820 },
    numero: 'VC/26/120377',
    codiceCliente: 'VC-0031452',
    totale: '164,85',
    scan: { format: 'png', angle: -0.5 },
  },
  {
    id: 'fiumeazzurro-dual-pf',
    supplier: FIUME,
    holder: { tipo: 'PF', nome: 'Laura', cognome: 'Verdi', codiceFiscale: 'VRDLRA82C55L219F' },
    fornitura: addr('Via', 'Po', '12', '10123', 'Torino', 'TO'),
    recapito: addr('Via', 'Po', '12', '10123', 'Torino', 'TO'),
    luce: { pod: 'IT001E10100101', potenzaKw: 3, disponibileKw: 3.3, tensioneV: 230, annuoKwh: 2150 },
    gas: { pdr: '00880010100102', remi: '34456900', categoria: 'C3', annuoSmc: 780 },
    numero: 'FA 2026/0075512',
    codiceCliente: '40075512',
    totale: '143,17',
    scan: { format: 'png', angle: 0.4 },
  },
  {
    id: 'fiumeazzurro-gas-pf',
    supplier: FIUME,
    holder: { tipo: 'PF', nome: 'Luca', cognome: 'Verdi', codiceFiscale: 'VRDLCU78E12F704L' },
    fornitura: addr('Via', 'Italia', '15', '20900', 'Monza', 'MB'),
    recapito: addr('Via', 'Italia', '15', '20900', 'Monza', 'MB'),
    gas: { pdr: '15230000487612', remi: '34212500', categoria: 'C1', annuoSmc: 1250 },
    numero: 'FA 2026/0081206',
    codiceCliente: '40081206',
    totale: '96,54',
    scan: { format: 'jpeg', angle: -1.1 },
  },
  {
    id: 'monterosa-luce-pg',
    supplier: MONTEROSA,
    holder: {
      tipo: 'PG',
      ragioneSociale: 'Trattoria Da Gino S.r.l.',
      partitaIva: '01234567897',
      codiceFiscale: '01234567897',
    },
    fornitura: addr('Viale', 'Monza', '120', '20127', 'Milano', 'MI'),
    recapito: addr('Via', 'Padova', '7', '20127', 'Milano', 'MI'),
    luce: { pod: 'IT012E00684927', potenzaKw: 15, disponibileKw: 16.5, tensioneV: 400, annuoKwh: 24000 },
    numero: 'MR-26-004471',
    codiceCliente: 'MR00044710',
    totale: '1.021,78',
    scan: { format: 'png', angle: 0.7 },
  },
  {
    id: 'monterosa-gas-pf',
    supplier: MONTEROSA,
    holder: { tipo: 'PF', nome: 'Giuseppe', cognome: 'Esposito', codiceFiscale: 'SPSGPP75L04A944C' },
    fornitura: addr('Via', "dell'Indipendenza", '40', '40121', 'Bologna', 'BO'),
    recapito: addr('Via', "dell'Indipendenza", '40', '40121', 'Bologna', 'BO'),
    gas: { pdr: '00880010200201', remi: '34309800', categoria: 'C2', annuoSmc: 420 },
    numero: 'MR-26-004902',
    codiceCliente: 'MR00049020',
    totale: '48,90',
    scan: { format: 'jpeg', angle: -0.6 },
  },
];

/** The bill whose scan is also written as an image-only PDF. */
const SCANNED_PDF = 'fiumeazzurro-dual-pf';
/** This bill also as a phone photo (scripts/bills-gen/images.ts): the fast flow's end-to-end test uploads it. */
const PHOTO = 'solaria-luce-pf';

// ---------------------------------------------------------------------------------------------------------
// Formatting as bills print values

/** Italian number format, thousands always grouped: 2700 → "2.700", 4.5 with 1 decimal → "4,5" */
const it = (n: number, decimals = 0) => {
  const [int = '0', dec] = n.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return dec ? `${grouped},${dec}` : grouped;
};
/** 3 → "3", 4.5 → "4,5" */
const kw = (n: number) => it(n, Number.isInteger(n) ? 0 : n * 10 === Math.round(n * 10) ? 1 : 2);
const upper = (s: string) => s.toUpperCase();
const street = (a: Indirizzo) => `${a.toponimo} ${a.via}`;
const cityLine = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
const groups = (s: string, size: number) => s.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? s;
const CATEGORIE: Record<string, string> = {
  C1: 'Riscaldamento',
  C2: 'Uso cottura cibi e/o produzione di acqua calda sanitaria',
  C3: 'Riscaldamento + uso cottura cibi e/o produzione di acqua calda sanitaria',
  T2: 'Uso tecnologico + riscaldamento',
};
const holderName = (h: Holder, order: 'nome cognome' | 'COGNOME NOME') =>
  h.tipo === 'PG'
    ? h.ragioneSociale
    : order === 'nome cognome'
      ? `${h.nome} ${h.cognome}`
      : upper(`${h.cognome} ${h.nome}`);

// ---------------------------------------------------------------------------------------------------------
// The page is drawn with the generator's page (scripts/bills-gen/page.ts: drawing operations rendered as a
// PDF and as an SVG); a sample's scan is its SVG at 150 dpi, rotated, grey and blurred

async function toScan(page: Page, bill: Bill, seed: number): Promise<Buffer> {
  const raster = sharp(Buffer.from(toSvg(page, DPI, random(seed))))
    .rotate(bill.scan.angle, { background: { r: 60, g: 60, b: 60 } })
    .toColourspace('b-w')
    .blur(0.55);
  return bill.scan.format === 'png'
    ? raster.png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 }).toBuffer()
    : raster.jpeg({ quality: 60, mozjpeg: true }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// Shared page parts

const DISCLAIMER = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';

function footer(p: Page, s: Supplier, y = 800) {
  p.line(40, y - 12, 555, y - 12);
  p.text(40, y, `${s.nome} - Sede legale: ${s.sede} - Capitale sociale euro 1.000.000,00 i.v.`, {
    size: 6.5,
  });
  p.text(40, y + 9, `Registro Imprese, C.F. e P.IVA ${s.partitaIva} - Servizio clienti ${s.telefono}`, {
    size: 6.5,
  });
  p.text(40, y + 18, DISCLAIMER, { size: 6.5, grey: 0.3 });
}

function envelope(p: Page, b: Bill, x: number, y: number, order: 'nome cognome' | 'COGNOME NOME') {
  const r = b.recapito;
  p.text(x, y, order === 'COGNOME NOME' ? 'Spett.le' : 'Gentile cliente', { size: 8, grey: 0.3 });
  p.text(x, y + 13, upper(holderName(b.holder, order)), { size: 10 });
  p.text(x, y + 26, upper(`${street(r)} ${r.civico}`), { size: 10 });
  p.text(x, y + 39, upper(`${r.cap} ${r.comune} ${r.provincia}`), { size: 10 });
}

function summary(p: Page, b: Bill, y: number, face?: Face) {
  p.rect(40, y - 14, 515, 46, 0.93, null);
  p.text(50, y, `Bolletta n. ${b.numero} del 12/02/2026`, { size: 9, bold: true, ...(face ? { face } : {}) });
  p.text(50, y + 13, 'Periodo di fatturazione: 01/12/2025 - 31/01/2026', { size: 8.5 });
  p.text(330, y, `Totale da pagare: euro ${b.totale}`, { size: 10, bold: true });
  p.text(330, y + 13, 'Scadenza: 04/03/2026', { size: 8.5 });
  p.text(50, y + 26, `Codice cliente: ${b.codiceCliente}`, { size: 8.5 });
}

type Rows = [label: string, value: string][];

/**
 * The supplies a bill is for, electricity first, each with what the layout prints of it (rows of
 * labels and values, or sentences).
 */
function supplies<T>(b: Bill, luce: (l: Luce) => T, gas: (g: Gas) => T): { title: string; body: T }[] {
  return [
    ...(b.luce ? [{ title: 'Energia elettrica', body: luce(b.luce) }] : []),
    ...(b.gas ? [{ title: 'Gas naturale', body: gas(b.gas) }] : []),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Solaria: a two-column table, label left and value right; holder as COGNOME NOME

function solaria(b: Bill): Page {
  const p = new Page('sans');
  const s = b.supplier;
  p.text(40, 60, 'SOLARIA ENERGIA', { size: 20, bold: true });
  p.text(40, 74, 'luce e gas per la tua casa e la tua impresa', { size: 8, grey: 0.35 });
  p.text(400, 56, s.nome, { size: 8 });
  p.text(400, 66, s.sede.split(', ')[0] ?? '', { size: 8 });
  p.text(400, 76, `P.IVA ${s.partitaIva}`, { size: 8 });
  envelope(p, b, 330, 120, 'COGNOME NOME');
  const tipo = b.luce ? 'energia elettrica' : 'gas naturale';
  p.text(40, 125, `Bolletta ${tipo}`, { size: 13, bold: true });
  p.text(40, 140, b.holder.tipo === 'PF' ? 'Mercato libero - uso domestico' : 'Mercato libero - altri usi', {
    size: 8.5,
  });
  summary(p, b, 200);
  let y = 270;
  const row = (label: string, value: string) => {
    p.text(50, y, label, { size: 9 });
    p.text(230, y, value, { size: 9, bold: true });
    p.line(45, y + 5, 550, y + 5, 0.8);
    y += 17;
  };
  p.text(40, y - 14, 'DATI DEL CLIENTE', { size: 10, bold: true });
  y += 6;
  const h = b.holder;
  if (h.tipo === 'PF') {
    row('Intestatario', holderName(h, 'COGNOME NOME'));
    row('Codice fiscale', h.codiceFiscale);
  } else {
    row('Ragione sociale', h.ragioneSociale);
    row('Codice fiscale', h.codiceFiscale);
    row('Partita IVA', h.partitaIva);
  }
  y += 22;
  p.text(40, y - 14, 'DATI DELLA FORNITURA', { size: 10, bold: true });
  y += 6;
  const f = b.fornitura;
  row('Indirizzo di fornitura', `${street(f)} ${f.civico} - ${cityLine(f)}`);
  const rows = supplies(
    b,
    (l): Rows => [
      ['Codice POD', l.pod],
      ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
      ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
      ['Tensione', `${l.tensioneV} V`],
      ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
      ['Consumo fatturato nel periodo', `${it(Math.round(l.annuoKwh / 6))} kWh`],
    ],
    (g): Rows => [
      ['Codice PDR', g.pdr],
      ['Codice REMI', g.remi],
      ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria]}`],
      ['Matricola contatore', '8823190457'],
      ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
      ['Consumo fatturato nel periodo', `${it(Math.round(g.annuoSmc / 5))} Smc`],
    ],
  );
  for (const supply of rows) for (const [label, value] of supply.body) row(label, value);
  y += 20;
  p.text(
    40,
    y,
    'Per informazioni e reclami chiama il numero verde ' + s.telefono + ' (dal lunedì al venerdì).',
    {
      size: 8,
    },
  );
  footer(p, s);
  return p;
}

// ---------------------------------------------------------------------------------------------------------
// Vento Chiaro: "Label: value" pairs, two to a line; holder as Nome Cognome; spaced PDR; serif

function ventoChiaro(b: Bill): Page {
  const p = new Page('serif');
  const s = b.supplier;
  p.text(40, 58, 'Vento Chiaro', { size: 22, bold: true });
  p.text(40, 72, 'Luce e Gas', { size: 11, grey: 0.3 });
  p.text(40, 90, `${s.nome} - P.IVA ${s.partitaIva}`, { size: 7.5 });
  envelope(p, b, 340, 110, 'nome cognome');
  p.text(40, 130, b.luce && b.gas ? 'Bolletta luce e gas' : 'Bolletta della luce', { size: 14, bold: true });
  summary(p, b, 190);
  const pair = (y: number, label: string, value: string, x = 50) => {
    p.text(x, y, `${label}: ${value}`, { size: 9 });
  };
  const h = b.holder;
  p.text(40, 255, 'I tuoi dati', { size: 11, bold: true });
  p.line(40, 260, 555, 260);
  if (h.tipo === 'PF') {
    pair(276, 'Cliente', holderName(h, 'nome cognome'));
    pair(276, 'C.F.', h.codiceFiscale, 320);
  } else {
    pair(276, 'Cliente', h.ragioneSociale);
    pair(276, 'P.IVA', h.partitaIva, 320);
  }
  const f = b.fornitura;
  pair(292, 'Luogo di fornitura', `${street(f)} ${f.civico}, ${f.cap} ${f.comune} ${f.provincia}`);
  const sections = supplies(
    b,
    (l): Rows => [
      ['POD', l.pod],
      ['Tensione di alimentazione', `${l.tensioneV} V`],
      ['Potenza contrattualmente impegnata', `${kw(l.potenzaKw)} kW`],
      ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
      ['Consumo degli ultimi 12 mesi', `${it(l.annuoKwh)} kWh`],
      ['Consumi del periodo', `${it(Math.round(l.annuoKwh / 6))} kWh`],
    ],
    (g): Rows => [
      ['PDR', groups(g.pdr, 4)],
      ['Cod. REMI', g.remi],
      ['Categoria uso', g.categoria],
      ['Coefficiente C', '1,019'],
      ['Consumo degli ultimi 12 mesi', `${it(g.annuoSmc)} Smc`],
      ['Consumi del periodo', `${it(Math.round(g.annuoSmc / 5))} Smc`],
    ],
  );
  let y = 330;
  for (const section of sections) {
    p.text(40, y - 8, section.title, { size: 11, bold: true });
    p.line(40, y - 3, 555, y - 3);
    // two pairs to a line, left then right
    section.body.forEach(([label, value], i) =>
      pair(y + 12 + 16 * Math.floor(i / 2), label, value, i % 2 ? 320 : 50),
    );
    y += 80;
  }
  p.text(40, y + 10, `Servizio clienti ${s.telefono} - www.ventochiaro.example`, { size: 8 });
  footer(p, s);
  return p;
}

// ---------------------------------------------------------------------------------------------------------
// Fiume Azzurro: tables with a header row of labels over a row of values; address under its label

function fiumeAzzurro(b: Bill): Page {
  const p = new Page('sans');
  const s = b.supplier;
  p.rect(0, 0, W, 88, 0.85, null);
  p.text(40, 50, 'Fiume Azzurro Energia', { size: 19, bold: true });
  p.text(40, 68, `${s.nome} | ${s.sede} | P.IVA ${s.partitaIva}`, { size: 7 });
  envelope(p, b, 340, 118, 'nome cognome');
  p.text(40, 122, 'BOLLETTA', { size: 15, bold: true });
  p.text(40, 138, b.luce && b.gas ? 'Fornitura di luce e gas' : 'Fornitura di gas naturale', { size: 9 });
  summary(p, b, 192);
  const h = b.holder;
  p.text(40, 262, 'Intestatario del contratto', { size: 8, grey: 0.35 });
  p.text(40, 275, h.tipo === 'PF' ? holderName(h, 'nome cognome') : h.ragioneSociale, {
    size: 10,
    bold: true,
  });
  p.text(300, 262, h.tipo === 'PF' ? 'Codice fiscale' : 'Partita IVA', { size: 8, grey: 0.35 });
  p.text(300, 275, h.tipo === 'PF' ? h.codiceFiscale : h.partitaIva, { size: 10, bold: true });
  const f = b.fornitura;
  p.text(40, 298, 'Indirizzo della fornitura', { size: 8, grey: 0.35 });
  p.text(40, 311, upper(`${street(f)}, ${f.civico}`), { size: 10, bold: true });
  p.text(40, 324, upper(`${f.cap} ${f.comune} ${f.provincia}`), { size: 10, bold: true });
  let y = 360;
  const table = (title: string, cols: Rows) => {
    p.text(40, y, title, { size: 11, bold: true });
    p.rect(40, y + 6, 515, 16, 0.9, null);
    const xs = [46, 190, 310, 430];
    cols.forEach(([label, value], i) => {
      p.text(xs[i] ?? 46, y + 17, label, { size: 8 });
      p.text(xs[i] ?? 46, y + 36, value, { size: 9.5, bold: true });
    });
    p.rect(40, y + 6, 515, 38, null, 0.6);
    y += 70;
  };
  const sections = supplies(
    b,
    (l): Rows => [
      ['Punto di prelievo (POD)', l.pod],
      ['Potenza impegnata', `${it(l.potenzaKw, 1)} kW`],
      ['Tensione', `${l.tensioneV} V`],
      ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
    ],
    (g): Rows => [
      ['Punto di riconsegna (PDR)', g.pdr],
      ['Codice REMI', g.remi],
      ["Categoria d'uso", g.categoria],
      ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
    ],
  );
  for (const section of sections) table(section.title, section.body);
  p.text(40, y + 4, 'Letture: consulta il dettaglio dei consumi nella tua area clienti.', { size: 8 });
  footer(p, s);
  return p;
}

// ---------------------------------------------------------------------------------------------------------
// Monte Rosa: the supply described in sentences; the supplier's P.IVA in the header beside the holder's

function monteRosa(b: Bill): Page {
  const p = new Page('serif');
  const s = b.supplier;
  p.text(40, 52, 'MONTE ROSA', { size: 18, bold: true, face: 'sans' });
  p.text(40, 66, 'Gas & Power', { size: 10, face: 'sans' });
  p.text(330, 48, s.nome, { size: 8 });
  p.text(330, 58, `P.IVA ${s.partitaIva}`, { size: 8 });
  p.text(330, 68, `Numero verde ${s.telefono}`, { size: 8 });
  envelope(p, b, 330, 112, 'COGNOME NOME');
  p.text(40, 118, b.luce ? 'Fattura energia elettrica' : 'Fattura gas naturale', { size: 13, bold: true });
  summary(p, b, 186, 'serif');
  const h = b.holder;
  p.text(40, 252, 'Dati del cliente', { size: 11, bold: true });
  if (h.tipo === 'PF') {
    p.text(40, 268, `Titolare del contratto: Sig. ${holderName(h, 'COGNOME NOME')}`, { size: 9.5 });
    p.text(40, 282, `Codice fiscale: ${h.codiceFiscale}`, { size: 9.5 });
  } else {
    p.text(40, 268, `Ragione sociale: ${upper(h.ragioneSociale)}`, { size: 9.5 });
    p.text(40, 282, `C.F./P.IVA: ${h.partitaIva}`, { size: 9.5 });
  }
  const f = b.fornitura;
  const where = `${street(f)} ${f.civico}, ${f.cap} ${f.comune} (${f.provincia})`;
  p.text(40, 316, 'La tua fornitura', { size: 11, bold: true });
  const para = (y: number, text: string) => p.text(40, y, text, { size: 9.5 });
  const sections = supplies(
    b,
    (l) => [
      `La fornitura di energia elettrica con codice POD ${l.pod}`,
      `si trova in ${where}.`,
      `Potenza contrattualmente impegnata ${kw(l.potenzaKw)} kW, potenza disponibile ${kw(l.disponibileKw)} kW,`,
      `tensione di alimentazione ${l.tensioneV} V (${l.tensioneV > 300 ? 'trifase' : 'monofase'}).`,
      `Consumo degli ultimi 12 mesi: ${it(l.annuoKwh)} kWh.`,
    ],
    (g) => [
      `La fornitura di gas naturale con punto di riconsegna (PDR) ${g.pdr}`,
      `si trova in ${where}.`,
      `Categoria d'uso ${g.categoria} (${CATEGORIE[g.categoria]}); codice REMI ${g.remi}.`,
      `Consumo annuo: ${it(g.annuoSmc)} Smc. Coefficiente di conversione C: 1,021.`,
    ],
  );
  // one supply to a bill: each starts at the same line
  for (const section of sections) section.body.forEach((line, i) => para(332 + 14 * i, line));
  p.text(40, 420, 'Il pagamento con addebito diretto SEPA evita ritardi e costi di bollettino.', {
    size: 8.5,
  });
  footer(p, s);
  return p;
}

const LAYOUTS: Record<string, (b: Bill) => Page> = {
  solaria,
  ventochiaro: ventoChiaro,
  fiumeazzurro: fiumeAzzurro,
  monterosa: monteRosa,
};

// ---------------------------------------------------------------------------------------------------------
// Truth

function expected(b: Bill): CampiAttesi {
  const h = b.holder;
  const e: CampiAttesi = {
    commodity: b.luce && b.gas ? 'dual' : b.luce ? 'luce' : 'gas',
    tipoIntestatario: h.tipo,
    codiceFiscale: h.codiceFiscale,
    indirizzoFornitura: { ...b.fornitura },
    fornitore: b.supplier.nome,
  };
  if (h.tipo === 'PF') {
    e.nome = h.nome;
    e.cognome = h.cognome;
  } else {
    e.ragioneSociale = h.ragioneSociale;
    e.partitaIva = h.partitaIva;
  }
  if (b.luce) {
    e.pod = b.luce.pod;
    e.potenzaImpegnataKw = b.luce.potenzaKw;
    e.tensioneV = b.luce.tensioneV;
    e.consumoAnnuoKwh = b.luce.annuoKwh;
  }
  if (b.gas) {
    e.pdr = b.gas.pdr;
    e.codiceRemi = b.gas.remi;
    e.categoriaUsoGas = b.gas.categoria as CampiAttesi['categoriaUsoGas'];
    e.consumoAnnuoSmc = b.gas.annuoSmc;
  }
  return e;
}

async function checkData() {
  const comuni = JSON.parse(await fs.readFile(COMUNI, 'utf8')) as {
    nome: string;
    provincia: string;
    cap: string[];
  }[];
  for (const b of BILLS) {
    const h = b.holder;
    const ok =
      (h.tipo === 'PF'
        ? isValidCodiceFiscale(h.codiceFiscale)
        : isValidPartitaIva(h.partitaIva) && isValidCodiceFiscaleNumerico(h.codiceFiscale)) &&
      isValidPartitaIva(b.supplier.partitaIva) &&
      (!b.luce || isValidPod(b.luce.pod)) &&
      (!b.gas || isValidPdr(b.gas.pdr));
    if (!ok) throw new Error(`${b.id}: an identifier is not valid`);
    for (const a of [b.fornitura, b.recapito]) {
      const c = comuni.find((x) => x.nome === a.comune && x.provincia === a.provincia);
      if (!c?.cap.includes(a.cap)) throw new Error(`${b.id}: ${a.cap} is not a CAP of ${a.comune}`);
    }
  }
}

type Sample = { file: string; kind: 'pdf' | 'image' | 'scanned-pdf'; bill: string; expected: CampiAttesi };

async function main() {
  await checkData();
  await fs.mkdir(OUT, { recursive: true });
  for (const f of await fs.readdir(OUT)) {
    if (/\.(pdf|png|jpe?g)$/.test(f) || f === 'truth.json') await fs.rm(path.join(OUT, f));
  }
  const samples: Sample[] = [];
  let seed = 1;
  for (const b of BILLS) {
    const layout = LAYOUTS[b.supplier.key];
    if (!layout) throw new Error(`no layout for ${b.supplier.key}`);
    const page = layout(b);
    const title = `Bolletta ${b.numero}`;
    const e = expected(b);
    const pdf = await toPdf([page], title, { producer: 'gen-sample-bills', author: b.supplier.nome });
    await fs.writeFile(path.join(OUT, `${b.id}.pdf`), pdf);
    samples.push({ file: `${b.id}.pdf`, kind: 'pdf', bill: b.id, expected: e });
    const scan = await toScan(page, b, seed++);
    const ext = b.scan.format === 'png' ? 'png' : 'jpg';
    await fs.writeFile(path.join(OUT, `${b.id}.${ext}`), scan);
    samples.push({ file: `${b.id}.${ext}`, kind: 'image', bill: b.id, expected: e });
    if (b.id === PHOTO) {
      // a random source of its own: the other samples stay as they were. Not in truth.json, whose
      // images bench/bills.ts reads as scans: the e2e test takes the bill's truth from its PDF's entry
      await fs.writeFile(path.join(OUT, `${b.id}-foto.jpg`), await photo(page, random(1_000)));
    }
    if (b.id === SCANNED_PDF) {
      const jpeg = await sharp(await toScan(page, { ...b, scan: { format: 'jpeg', angle: -0.7 } }, seed++))
        .jpeg({ quality: 55, mozjpeg: true })
        .toBuffer();
      await fs.writeFile(
        path.join(OUT, `${b.id}-scansione.pdf`),
        await imagePdf([jpeg], title, 'gen-sample-bills (scanner)'),
      );
      samples.push({ file: `${b.id}-scansione.pdf`, kind: 'scanned-pdf', bill: b.id, expected: e });
    }
  }
  const truth = {
    note: 'Written by scripts/gen-sample-bills.ts: the values each sample bill must give (docs/bills.md).',
    samples,
  };
  await fs.writeFile(path.join(OUT, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  for (const s of samples) {
    const { size } = await fs.stat(path.join(OUT, s.file));
    console.log(`${s.file.padEnd(36)} ${s.kind.padEnd(12)} ${(size / 1024).toFixed(0).padStart(5)} KB`);
  }
}

await main();
