// Layouts x (three old forms of small local utilities): a grid of ruled boxes, each with a tiny capital
// caption in its top-left corner and the value under it, codes printed in groups, the supply address over
// separate boxes (D.U.G., Via/Piazza, N. civico, C.A.P., Comune, Prov.) (tanaro, an ex-municipalizzata);
// capital abbreviated labels with dotted leaders to the values, two to a line, tariff band rows, a bar
// chart of past consumption and a postal payment slip (majella, a cooperative); a pre-printed serif form,
// shaded caption cells beside the values a line printer typed in a monospace face slightly off register,
// the supply's technical sheet on page 2 (peloritani, an ex-municipalizzata).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { SUPPLY_FIELDS, supplier, titleOf, type Layout } from './layout';
import { Page, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// the forms' fixed texts and type styles
const EMESSA = '12/02/2026';
const SCADENZA = '04/03/2026';
const NOTE = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
const GREY: TextOptions = { size: 7, grey: 0.35 };
const FOOT: TextOptions = { size: 6.5 };
const HEAD: TextOptions = { size: 8.5, bold: true };
const TYPED: Fit = { face: 'mono', size: 9, min: 6.5 };
const CAPTION: TextOptions = { size: 6.5, grey: 0.3 };
const LIST: Opts = { grid: false, right: [1, 2, 3, 4, 5], pitch: 11.5 };
const SPESE = 'SPESA TRASPORTO E GESTIONE CONTATORE|SPESA PER ONERI DI SISTEMA|IMPOSTE';
const prose = (s: string) => s.trim().split('\n');
const SOCI = prose(`
Assemblea ordinaria dei soci: lunedì 27 aprile 2026, ore 18.00, Sala consiliare di Guardiagrele.
Autolettura: comunichi i numeri del contatore al 0871 800 701 dal 25 al 30 di ogni mese.
Sportello soci: Piazza San Francesco 2, Guardiagrele - lunedì, mercoledì e venerdì 9.00-12.30.`);
const NOTES = prose(`
Per comunicare l'autolettura del contatore chiami il numero verde 800 771 202 dal 20 al 27 di ogni mese.
Pronto intervento guasti e dispersioni gas, 24 ore su 24: 800 771 203 (chiamata gratuita).
Il dettaglio dei consumi e i dati tecnici della fornitura sono riportati nella scheda a pagina 2.`);
const INFO = prose(`
Bonus sociale: i clienti in condizione di disagio economico possono ottenere una riduzione della spesa.
Reclami scritti: A.M.E.P., Ufficio Reclami, Casella Postale 417, 98100 Messina - reclami@amep.example
Conciliazione: il cliente può rivolgersi al Servizio Conciliazione ARERA (www.arera.it).
Sportello al pubblico: Piazza Cairoli 14, Messina - dal lunedì al venerdì 8.30-13.00, giovedì 15.00-17.00.`);

/** The bill's own random source (a hash of its numbers): the same bill draws the same variants. */
function rndOf(b: Bill): Rnd {
  let h = 2166136261;
  for (const c of `${b.numero}|${b.codiceCliente}|${b.totale}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return random(h >>> 0);
}

/** A text's width in points by DejaVu's metrics (wider than the PDF's standard fonts): room to spare. */
function width(s: string, size: number, face: Face, bold = false): number {
  if (face === 'mono') return s.length * 0.602 * size;
  let em = 0;
  for (const c of s) {
    if (/[Iil.,:;'|!]/.test(c)) em += 0.3;
    else if (c === ' ') em += 0.32;
    else if (/[A-Z]/.test(c)) em += 0.72;
    else if (/\d/.test(c)) em += 0.64;
    else if (/[a-zà-ù]/.test(c)) em += 0.6;
    else em += 0.45;
  }
  return em * size * (bold ? 1.1 : 1);
}

type Fit = TextOptions & { min?: number; right?: boolean; wrap?: boolean };
/** Writes s at most maxW wide: smaller type down to `min`, then (`wrap`) over two lines, the second at y. */
function fit(p: Page, x: number, y: number, s: string, maxW: number, o: Fit = {}) {
  const { min = 7, right = false, wrap = false, ...t } = o;
  const w = (z: string, size: number) => width(z, size, t.face ?? p.face, t.bold);
  let size = t.size ?? 9;
  while (size > min && w(s, size) > maxW) size -= 0.5;
  const words = s.split(' ');
  if (!wrap || w(s, size) <= maxW || words.length < 2) {
    p.text(right ? x + maxW - w(s, size) : x, y, s, { ...t, size });
    return;
  }
  // a long comune or name wraps at the space that best balances the two lines, as on real forms
  let k = 1;
  let best = Infinity;
  for (let i = 1; i < words.length; i++) {
    const m = Math.max(w(words.slice(0, i).join(' '), size), w(words.slice(i).join(' '), size));
    if (m < best) [best, k] = [m, i];
  }
  p.text(x, y - size, words.slice(0, k).join(' '), { ...t, size });
  p.text(x, y, words.slice(k).join(' '), { ...t, size });
}

/** Leader dots up to `to`, monospace: the same width in the PDF and the images, whatever the label's font. */
function dots(p: Page, from: number, to: number, y: number, size = 7.5) {
  const n = Math.floor((to - from) / (0.602 * size));
  if (n > 1) p.text(to - n * 0.602 * size, y, '.'.repeat(n), { size, face: 'mono', grey: 0.45 });
}

const para = (p: Page, x: number, y: number, pitch: number, lines: string[], o: TextOptions = {}) =>
  lines.forEach((t, i) => p.text(x, y + i * pitch, t, o));

/** A row of cells written 'CAPTION@w|CAPTION@w@w2|CAPTION': each caption with its widths. */
const cellsOf = (spec: string) =>
  spec.split('|').map((c) => {
    const [caption = '', ...w] = c.split('@');
    return { caption, w: w.map(Number) };
  });

// ---------------------------------------------------------------------------------------------------------
// The distractors every form prints: amounts that add up to the total, meter readings by band, past
// consumption, payment codes; all drawn from the bill's own random source

const PERIODI = ['FEB-MAR 25', 'APR-MAG 25', 'GIU-LUG 25', 'AGO-SET 25', 'OTT-NOV 25', 'DIC 25-GEN 26'];
const PREZZI = [0.1423, 0.1312, 0.1189];
const cents = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);
const ABBR: Record<string, string> = {
  C1: 'RISCALDAMENTO',
  C2: 'COTTURA CIBI/ACQUA CALDA',
  C3: 'RISC. + COTTURA + A.C.S.',
  C4: 'CONDIZIONAMENTO',
  T1: 'USO TECNOLOGICO',
  T2: 'TECNOLOGICO + RISC.',
};

/** Six bimesters ending with the one billed, adding up to the yearly consumption (gas peaks in winter). */
function storico(annual: number, gas: boolean): number[] {
  const w = gas ? [0.22, 0.07, 0.02, 0.02, 0.17] : [0.17, 0.15, 0.18, 0.17, 0.16];
  const v = w.map((x) => Math.round(annual * x));
  return [...v, annual - v.reduce((a, c) => a + c, 0)];
}

type Lettura = { fascia: string; prev: number; cur: number; cons: number };
type Figures = {
  luce?: { storico: number[]; fasce: Lettura[]; matricola: string; opzione: string };
  gas?: { storico: number[]; lettura: Lettura; c: string; smc: number; matricola: string; classe: string };
  /** materia, trasporto, oneri, imposte, IVA, totale (cents) */
  spese: number[];
  iva: number;
  avviso: string;
  giro: string;
};

function figures(b: Bill, r: Rnd): Figures {
  const pg = b.holder.tipo === 'PG';
  const out: Figures = { spese: [], iva: pg ? 22 : 10, avviso: '', giro: '' };
  if (b.luce) {
    const s = storico(b.luce.annuoKwh, false);
    const period = s[5] ?? 0;
    const f1 = Math.round(period * r.between(0.3, 0.4));
    const f2 = Math.round(period * r.between(0.25, 0.32));
    const fasce = [f1, f2, period - f1 - f2].map((cons, i) => {
      const prev = r.int(1_000, 60_000);
      return { fascia: `F${i + 1}`, prev, cur: prev + cons, cons };
    });
    const opzione = r.pick(pg ? ['BTA3 ALTRI USI', 'BTA4 ALTRI USI'] : ['D2 DOM. RES.', 'D3 DOM. NON RES.']);
    out.luce = { storico: s, fasce, matricola: `${r.pick(['E', 'K', 'M'])}${r.digits(8)}`, opzione };
  }
  if (b.gas) {
    const s = storico(b.gas.annuoSmc, true);
    const smc = s[5] ?? 0;
    const c = r.pick([1.0207, 1.0156, 0.9876, 1.0032, 0.9731]);
    const prev = r.int(1_000, 30_000);
    const mc = Math.round(smc / c);
    const classe = r.pick(b.gas.annuoSmc > 5_000 ? ['G10', 'G16'] : ['G4', 'G6']);
    const lettura = { fascia: 'mc', prev, cur: prev + mc, cons: mc };
    out.gas = { storico: s, lettura, c: it(c, 4), smc, matricola: r.digits(10), classe };
  }
  const tot = cents(b.totale);
  const iva = Math.round(tot - tot / (1 + out.iva / 100));
  const parts = [0.47, 0.2, 0.12].map((x) => Math.round((tot - iva) * x));
  out.spese = [...parts, tot - iva - parts.reduce((a, c) => a + c, 0), iva, tot];
  out.avviso = `3${r.digits(17)}`;
  out.giro = `${r.int(1, 48)}/${r.digits(4)}`;
  return out;
}

/** The recipient's address in the envelope's window, between four corner marks. */
function window(p: Page, b: Bill, x: number, y: number, caption: string, order: NameOrder, face?: Face) {
  for (const i of [0, 1, 2, 3]) {
    const [cx, cy, dx, dy] = [x + (i % 2) * 210, y + (i >> 1) * 58, i % 2 ? -8 : 8, i >> 1 ? -8 : 8];
    p.line(cx, cy, cx + dx, cy, 0.2);
    p.line(cx, cy, cx, cy + dy, 0.2);
  }
  const a = b.recapito;
  p.text(x + 10, y + 12, caption, { size: 6.5, grey: 0.35 });
  const lines = [holderName(b.holder, order), `${a.toponimo} ${a.via} ${a.civico}`];
  [...lines, `${a.cap} ${a.comune} ${a.provincia}`].forEach((t, i) =>
    fit(p, x + 10, y + 25 + 12 * i, upper(t), 192, { size: 9, face }),
  );
}

type Opts = { size?: number; pitch?: number; grid?: boolean; face?: Face; right?: number[] };
/** A table from (x, y): a shaded head row ('A|B|C'), the rows; `right` columns flush right; returns its foot. */
function table(p: Page, x: number, y: number, cols: number[], hd: string, rows: string[][], o: Opts = {}) {
  const { size = 7.5, pitch = 12, grid = true, face = p.face, right = [] } = o;
  const xs = cols.map((_, i) => x + cols.slice(0, i).reduce((a, c) => a + c, 0));
  const end = x + cols.reduce((a, c) => a + c, 0);
  p.rect(x, y, end - x, pitch, 0.88, grid ? 0.3 : null);
  const cell = (t: string, i: number, yy: number, bold: boolean) => {
    const o = { size: bold ? size - 0.5 : size, bold, face: bold ? p.face : face, min: bold ? 5.5 : 6.5 };
    fit(p, (xs[i] ?? x) + 3, yy + pitch - 3.5, t, (cols[i] ?? 0) - 6, { ...o, right: right.includes(i) });
  };
  hd.split('|').forEach((t, i) => cell(t, i, y, true));
  let yy = y + pitch;
  for (const row of rows) {
    row.forEach((t, i) => cell(t, i, yy, false));
    yy += pitch;
    if (grid) p.line(x, yy, end, yy, 0.4);
  }
  if (grid) for (const cx of [...xs, end]) p.line(cx, y, cx, yy, 0.4);
  else p.line(x, yy, end, yy, 0.3);
  return yy;
}

// ---------------------------------------------------------------------------------------------------------
// Tanaro: an ex-municipalizzata's form, a grid of ruled boxes with a tiny caption in each box's corner;
// POD, PDR and sometimes the codice fiscale in groups; the address over five or six boxes

/** Boxes from x ('CAPTION@w|…', the last runs to 555): the caption small in the top-left corner, the value under it. */
function boxes(p: Page, x: number, y: number, spec: string, values: string[], h = 26) {
  cellsOf(spec).forEach(({ caption, w: [w0] }, i) => {
    const w = w0 ?? 555 - x;
    p.rect(x, y, w, h, null, 0.3);
    p.text(x + 2.5, y + 7, caption, { size: 6, grey: 0.3 });
    fit(p, x + 4, y + h - 6, values[i] ?? '', w - 8, { size: 9, bold: true, wrap: true });
    x += w;
  });
  return y + h;
}
const band = (p: Page, y: number, title: string) => {
  p.rect(40, y, 515, 12, 0.8, 0.3);
  p.text(44, y + 8.8, title, { size: 7.5, bold: true });
  return y + 12;
};

export const tanaro: Layout = {
  key: 'tanaro',
  supplier: supplier(
    'AMSE Tanaro',
    'A.M.S.E. Val Tanaro S.p.A.',
    '0318204004',
    'Corso Langhe 44, 12051 Alba (CN)',
    '800 190 244',
  ),
  traits: 'ruled boxes, tiny caption top-left and value below; codes in groups; address over 5-6 boxes',
  draw(b) {
    const r = rndOf(b);
    const [dug, twoNames, groupCf, units] = [0.5, 0.6, 0.5, 0.5].map((x) => r.chance(x));
    const where = r.pick(['UBICAZ. FORNITURA', 'UBICAZIONE DELLA FORNITURA', 'LUOGO DI FORNITURA (UBICAZ.)']);
    const f = figures(b, r);
    const p = new Page('sans');
    const { supplier: s, holder: h, fornitura: a } = b;
    const row = (y: number, spec: string, values: string[]) => boxes(p, 40, y, spec, values);
    p.rect(40, 28, 62, 36, 0.15, null);
    p.text(46, 52, 'AMSE', { size: 16, bold: true, grey: 1 });
    p.text(110, 40, 'AZIENDA MULTISERVIZI ENERGIA VAL TANARO', { size: 10, bold: true });
    const lines = ['già Azienda Municipalizzata - energia elettrica, gas naturale, teleriscaldamento'];
    lines.push('Sportello utenti: Piazza Risorgimento 3, Alba - lun/ven 8.30-12.30 - fax 0173 441 209');
    para(p, 110, 51, 10, lines, GREY);
    p.text(40, 78, `${s.nome} - ${s.sede} - C.F. e P.IVA ${s.partitaIva} - R.E.A. CN-118204`, GREY);
    const what = titleOf(b, 'ENERGIA ELETTRICA', 'GAS NATURALE', 'ENERGIA ELETTRICA E GAS NATURALE');
    band(p, 86, `FATTURA - FORNITURA ${what}`);
    row(102, 'FATTURA N.@90|DATA EMISSIONE@100|CODICE UTENTE@100', [b.numero, EMESSA, b.codiceCliente]);
    const period = ['01/12/25 - 31/01/26', SCADENZA, f.giro];
    row(128, 'PERIODO DI FATTURAZIONE@90|SCADENZA@100|GIRO/SEQ. LETTURA@100', period);
    window(p, b, 345, 100, 'DESTINATARIO', 'COGNOME NOME');

    let y = band(p, 164, 'INTESTATARIO DEL CONTRATTO');
    const cf = h.codiceFiscale;
    if (h.tipo === 'PG') {
      const values = [upper(h.ragioneSociale), h.partitaIva, cf];
      y = row(y, 'RAGIONE SOCIALE / DENOMINAZIONE@270|PARTITA IVA@125|CODICE FISCALE', values);
    } else {
      const cfs = groupCf ? `${cf.slice(0, 6)} ${cf.slice(6, 11)} ${cf.slice(11)}` : cf;
      if (twoNames) y = row(y, 'COGNOME@170|NOME@140|CODICE FISCALE', [upper(h.cognome), upper(h.nome), cfs]);
      else y = row(y, 'COGNOME E NOME@310|CODICE FISCALE', [holderName(h, 'COGNOME NOME'), cfs]);
    }
    y = band(p, y + 8, where);
    const street = dug ? 'D.U.G.@52|VIA/PIAZZA@170' : 'VIA/PIAZZA@222';
    const parts = [...(dug ? [a.toponimo, a.via] : [`${a.toponimo} ${a.via}`]), a.civico, a.cap, a.comune];
    y = row(y, `${street}|N. CIVICO@50|C.A.P.@48|COMUNE@160|PROV.`, [...parts, a.provincia].map(upper));
    // units in the caption ("POT. IMP. (kW)" over "3") or beside the value
    const u = (n: string | number, unit: string) => (units ? String(n) : `${n} ${unit}`);
    const c = (caption: string, unit: string) => (units ? `${caption} (${unit})` : caption);
    if (b.luce && f.luce) {
      const l = b.luce;
      const pod = `${l.pod.slice(0, 2)} ${l.pod.slice(2, 5)} ${l.pod.slice(5, 6)} ${spaced(l.pod.slice(6), 4)}`;
      y = band(p, y + 8, 'DATI TECNICI - FORNITURA ENERGIA ELETTRICA');
      const spec = `COD. POD@130|${c('POT. IMP.', 'kW')}@70|${c('POT. DISP.', 'kW')}@70|${c('TENSIONE', 'V')}@62|N. FASI@45`;
      const values = [pod, u(kw(l.potenzaKw), 'kW'), u(kw(l.disponibileKw), 'kW'), u(l.tensioneV, 'V')];
      y = row(y, `${spec}|OPZ. TARIFFARIA`, [...values, l.tensioneV === 230 ? '1' : '3', f.luce.opzione]);
      const more = [u(it(l.annuoKwh), 'kWh'), f.luce.matricola, 'ELETTRONICO 2G', 'TANARO RETI S.R.L.'];
      y = row(y, `${c('CONS. ANNUO', 'kWh')}@110|MATR. CONTATORE@110|TIPO MISURATORE@110|DISTRIBUTORE`, more);
    }
    if (b.gas && f.gas) {
      const g = b.gas;
      y = band(p, y + 8, 'DATI TECNICI - FORNITURA GAS NATURALE');
      const cat = upper(CATEGORIE[g.categoria] ?? '');
      const codes = [spaced(g.pdr, 4), g.remi, g.categoria, cat];
      y = row(y, "COD. PDR@130|COD. REMI@80|CAT. D'USO@52|DESCRIZIONE CATEGORIA", codes);
      const spec = `${c('CONS. ANNUO', 'Smc')}@110|MATR. MISURATORE@110|CLASSE MIS.@60|COEFF. C@60|PROFILO DI PRELIEVO`;
      const profilo = g.categoria === 'C1' ? '001X1' : '001C1';
      y = row(y, spec, [u(it(g.annuoSmc), 'Smc'), f.gas.matricola, f.gas.classe, f.gas.c, profilo]);
    }
    y = band(p, y + 8, 'LETTURE E CONSUMI DEL PERIODO');
    const reading = (x: Lettura, fa: string, um: string) => [
      fa,
      it(x.prev),
      it(x.cur),
      'REALE',
      it(x.cons),
      um,
    ];
    const rows = (f.luce?.fasce ?? []).map((l) => ['ENERGIA EL.', ...reading(l, l.fascia, 'kWh')]);
    if (f.gas) {
      const g = f.gas.lettura;
      rows.push(['GAS', ...reading(g, '-', 'mc')]);
      rows.push(['GAS', 'CONV.', '', '', `C = ${f.gas.c}`, it(f.gas.smc), 'Smc']);
    }
    const head = 'SERVIZIO|FASCIA|LETT. PREC. 30/11/25|LETT. ATTUALE 31/01/26|TIPO|CONSUMO|U.M.';
    y = table(p, 40, y, [80, 45, 105, 105, 75, 70, 35], head, rows, { right: [2, 3, 5] }) + 8;
    band(p, y, 'RIEPILOGO IMPORTI');
    p.text(310, y + 8.8, 'CONSUMI FATTURATI ULTIMI 12 MESI', { size: 7.5, bold: true });
    const materia = `SPESA PER LA MATERIA ${b.luce ? 'ENERGIA' : 'GAS NATURALE'}`;
    const voci = `${materia}|${SPESE}|IVA ${f.iva}%|TOTALE FATTURA EURO`.split('|');
    const money = voci.map((v, i) => [v, eur(f.spese[i] ?? 0)]);
    const yy = table(p, 40, y + 12, [185, 75], 'VOCE|IMPORTO EURO', money, { right: [1] });
    const col = (i: number, x?: { storico: number[] }) => (x ? it(x.storico[i] ?? 0) : '-');
    const hist = PERIODI.map((per, i) => [per, col(i, f.luce), col(i, f.gas)]);
    table(p, 310, y + 12, [95, 75, 75], 'BIMESTRE|kWh|Smc', hist, { right: [1, 2] });
    y = Math.max(yy, y + 96) + 10;
    for (let x = 40; x < 555; x += 8) p.line(x, y, x + 4, y, 0.4);
    y = band(p, y + 6, 'AVVISO DI PAGAMENTO pagoPA - CBILL');
    const pay = [upper(s.nome), s.partitaIva, spaced(f.avviso, 4), b.totale];
    y = row(y, 'ENTE CREDITORE@170|C.F. ENTE CREDITORE@90|CODICE AVVISO@140|IMPORTO EURO', pay);
    const who = holderName(h, 'COGNOME NOME');
    const ref = [who, 'ATN45', SCADENZA, b.numero];
    row(y, 'INTESTATARIO AVVISO@260|CODICE CBILL@60|SCADENZA@80|RIF. FATTURA N.', ref);
    p.line(40, 786, 555, 786, 0.4);
    const foot = [`${s.nome} - Sede legale e amministrativa ${s.sede} - Cap. soc. € 12.400.000,00 i.v.`];
    foot.push(`C.F./P.IVA e Reg. Imprese di Cuneo ${s.partitaIva} - Numero verde ${s.telefono} - ${s.web}`);
    foot.push('Pronto intervento 24 ore su 24: guasti elettrici 800 190 245 - fughe di gas 800 190 246');
    foot.push(NOTE);
    para(p, 40, 796, 9, foot, FOOT);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Majella: a cooperative's bill, capital abbreviated labels with dotted leaders, two to a line; tariff
// band rows with unit prices, a bar chart of past consumption, a postal payment slip

type Pair = [label: string, value: string];

export const majella: Layout = {
  key: 'majella',
  supplier: supplier(
    'Coop Majella',
    'Cooperativa Energia Majella Soc. Coop.',
    '0157306069',
    'Via Tiboni 12, 66016 Guardiagrele (CH)',
    '0871 800 700',
  ),
  traits: 'LABEL ..... value leaders, two a line, caps abbreviations; band rows with prices; bar chart; slip',
  draw(b) {
    const r = rndOf(b);
    const splitAddress = r.chance(0.5);
    const order = r.pick<NameOrder>(['COGNOME NOME', 'COGNOME Nome']);
    const gasFirst = r.chance(0.3);
    const pod = r.pick(['COD. POD', 'CODICE POD', 'POD']);
    const f = figures(b, r);
    const p = new Page('sans');
    const { supplier: s, holder: h, fornitura: a } = b;
    const center = (y: number, t: string, o: TextOptions) =>
      p.text((595 - width(t, o.size ?? 9, 'sans', o.bold)) / 2, y, t, o);
    center(40, 'COOPERATIVA ENERGIA MAJELLA', { size: 15, bold: true });
    const motto =
      'Società Cooperativa per la distribuzione e vendita di energia elettrica e gas - fondata nel 1921';
    center(52, motto, { size: 7.5, grey: 0.3 });
    center(62, `Sede: ${s.sede} - C.F./P.IVA ${s.partitaIva} - Albo Soc. Coop. n. A104521`, GREY);
    p.line(40, 70, 555, 70, 0.2);
    p.line(40, 72.5, 555, 72.5, 0.2);
    let y = 90;
    const lead = (x: number, [label, value]: Pair, vx: number, end: number) => {
      p.text(x, y, label, { size: 7.5 });
      dots(p, x + width(label, 7.5, 'sans') + 2, vx - 3, y);
      fit(p, vx, y, value, end - vx, { size: 8.5, bold: true });
    };
    /** a line of one or two leaders; a value runs the line's whole width when alone */
    const line = (l: Pair, rr?: Pair) => {
      lead(40, l, 140, rr ? 300 : 555);
      if (rr) lead(315, rr, 405, 555);
      y += 13;
    };
    const head = (t: string) => {
      p.text(40, (y += 5), t, HEAD);
      p.line(40, y + 3, 555, y + 3, 0.3);
      y += 15;
    };
    const what = titleOf(b, 'ENERGIA ELETTRICA', 'GAS NATURALE', 'ENERGIA ELETTRICA E GAS');
    p.text(40, y, `FATTURA ${what}`, { size: 10, bold: true });
    y += 15;
    const doc = [b.numero, EMESSA, 'DIC 2025 - GEN 2026', b.codiceCliente];
    for (const [i, l] of ['FATTURA N.', 'DATA EMISS.', 'PERIODO', 'SOCIO N.'].entries()) {
      lead(40, [l, doc[i] ?? ''], 140, 300);
      y += 12;
    }
    window(p, b, 345, 80, 'Spett.le / Gent.mo Socio', order);
    p.rect(40, y - 4, 515, 20, 0.9, 0.3);
    p.text(46, y + 9.5, `TOTALE DA PAGARE EURO ${b.totale}`, { size: 10, bold: true });
    p.text(330, y + 9.5, `ENTRO IL ${SCADENZA} - ADDEBITO SU C/C: NO`, { size: 8 });
    y += 24;
    head('DATI DEL SOCIO INTESTATARIO');
    if (h.tipo === 'PF') line(['INTESTATARIO', holderName(h, order)], ['COD. FISC.', h.codiceFiscale]);
    else {
      line(['RAG. SOCIALE', upper(h.ragioneSociale)]);
      line(['P. IVA', h.partitaIva], ['COD. FISC.', h.codiceFiscale]);
    }
    if (splitAddress) {
      line(['UBICAZ. FORNITURA', upper(`${a.toponimo} ${a.via}`)], ['N. CIV.', a.civico]);
      line(['COMUNE', upper(a.comune)], ['C.A.P. / PROV.', `${a.cap} - ${a.provincia}`]);
    } else {
      line(['UBICAZ. FORNITURA', upper(`${a.toponimo} ${a.via}, ${a.civico}`)]);
      line(["LOCALITA'", upper(`${a.cap} ${a.comune} (${a.provincia})`)]);
    }
    const amount = (n: number, price: number) => eur(Math.round(n * price * 100));
    const luce = () => {
      if (!b.luce || !f.luce) return;
      const l = b.luce;
      head('FORNITURA ENERGIA ELETTRICA');
      line([pod, l.pod], ['POT. IMP.', `${kw(l.potenzaKw)} KW`]);
      const fasi = l.tensioneV === 230 ? 'MONOF.' : 'TRIF.';
      line(['TENSIONE', `${l.tensioneV} V ${fasi}`], ['POT. DISP.', `${kw(l.disponibileKw)} KW`]);
      line(['CONS. ANNUO', `${it(l.annuoKwh)} KWH`], ['OPZ. TARIFF.', f.luce.opzione]);
      const price = (i: number) => PREZZI[i] ?? 0;
      const nums = (x: Lettura, i: number) =>
        [x.prev, x.cur, x.cons].map((n) => it(n)).concat(it(price(i), 4));
      const rows = f.luce.fasce.map((x, i) => [x.fascia, ...nums(x, i), amount(x.cons, price(i))]);
      const hd = 'FASCIA|LETT. PREC. 30/11|LETT. ATT. 31/01|CONSUMO KWH|PREZZO €/KWH|IMPORTO €';
      y = table(p, 40, y - 6, [60, 95, 95, 85, 85, 95], hd, rows, LIST) + 14;
    };
    const gas = () => {
      if (!b.gas || !f.gas) return;
      const g = b.gas;
      const lt = f.gas.lettura;
      head('FORNITURA GAS NATURALE');
      line(['COD. PDR', g.pdr], ['COD. REMI', g.remi]);
      const cat = `${g.categoria} - ${ABBR[g.categoria] ?? ''}`;
      line(["CAT. D'USO", cat], ['CONS. ANNUO', `${it(g.annuoSmc)} SMC`]);
      line(['MATR. CONT.', f.gas.matricola], ['COEFF. C', `${f.gas.c} (CLASSE ${f.gas.classe})`]);
      const price = g.categoria === 'C2' ? 0.6012 : 0.5234;
      const nums = [lt.prev, lt.cur, lt.cons, f.gas.smc].map((n) => it(n));
      const rows = [[...nums, it(price, 4), amount(f.gas.smc, price)]];
      const hd = 'LETT. PREC. MC|LETT. ATT. MC|CONSUMO MC|CONSUMO SMC|PREZZO €/SMC|IMPORTO €';
      y =
        table(p, 40, y - 6, [85, 85, 85, 85, 85, 90], hd, rows, { ...LIST, right: [0, 1, 2, 3, 4, 5] }) + 14;
    };
    for (const supply of gasFirst ? [gas, luce] : [luce, gas]) supply();
    // past consumption as bars (the first supply's), the amounts as leaders flush right beside it
    head('ANDAMENTO CONSUMI E QUADRO DI SINTESI');
    const hist = f.luce?.storico ?? f.gas?.storico ?? [];
    const max = Math.max(...hist, 1);
    p.text(40, y, `Consumi in ${f.luce ? 'kWh' : 'Smc'} per bimestre`, GREY);
    hist.forEach((v, i) => {
      const [x, bh] = [50 + i * 40, (v / max) * 50];
      p.rect(x, y + 62 - bh, 24, bh, i === 5 ? 0.35 : 0.7, null);
      p.text(x, y + 58 - bh, it(v), FOOT);
      p.text(x - 6, y + 71, PERIODI[i] ?? '', { size: 5.5, grey: 0.3 });
    });
    const labels = 'QUOTA ENERGIA|TRASPORTO E GEST. CONTATORE|ONERI DI SISTEMA|ACCISE E ADDIZIONALI';
    [...labels.split('|'), `IVA ${f.iva}%`, 'TOTALE FATTURA'].forEach((l, i) => {
      const [yy, bold] = [y + i * 12, i === 5];
      p.text(310, yy, l, { size: 7.5, bold });
      dots(p, 310 + width(l, 7.5, 'sans', bold) + 2, 489, yy);
      p.text(492, yy, 'EUR', { size: 7.5 });
      fit(p, 510, yy, eur(f.spese[i] ?? 0), 45, { size: 8, bold, right: true });
    });
    y += 86;
    const ristorno = eur(400 + (cents(b.totale) % 900));
    const soci = [`Ristorno ai soci dell'esercizio 2025: € ${ristorno}, nella prossima fattura.`, ...SOCI];
    if (y + 16 + soci.length * 11 < 660) {
      head('COMUNICAZIONI AI SOCI');
      para(p, 40, y - 2, 11, soci, { size: 7.5 });
    }
    // the postal slip, as small cooperatives still send it
    const sy = 668;
    p.rect(40, sy, 515, 104, null, 0.3);
    p.line(190, sy, 190, sy + 104, 0.3);
    p.text(46, sy + 12, 'RICEVUTA DI VERSAMENTO', { size: 7, bold: true });
    para(p, 46, sy + 26, 13, ['C/C N. 000012486603', `EURO ${b.totale}`], { size: 7.5, bold: true });
    p.text(46, sy + 54, 'ESEGUITO DA', CAPTION);
    fit(p, 46, sy + 74, upper(holderName(h, 'COGNOME NOME')), 138, { size: 7.5, min: 6.5, wrap: true });
    p.text(196, sy + 12, 'CONTI CORRENTI POSTALI - BOLLETTINO TD 896', { size: 7, bold: true });
    para(p, 196, sy + 26, 13, ['SUL C/C N.', 'INTESTATO A', 'CAUSALE', 'CODICE AVVISO'], CAPTION);
    const slip = ['000012486603', upper(s.nome), `FATT. N. ${b.numero} - SOCIO ${b.codiceCliente}`];
    slip.push(spaced(f.avviso, 4));
    slip.forEach((v, i) => fit(p, 250, sy + 26 + i * 13, v, 300, { size: 8 }));
    const ocr = `<${f.avviso}>  000012486603<  ${String(cents(b.totale)).padStart(10, '0')}>  896>`;
    p.text(196, sy + 94, ocr, { size: 8, face: 'mono' });
    const foot = [`${s.nome} - ${s.sede} - Tel. ${s.telefono} - Guasti 800 909 112 - ${s.web}`];
    foot.push(`C.F./P.IVA ${s.partitaIva} - Iscr. Albo Società Cooperative A104521 - Capitale variabile`);
    foot.push(NOTE);
    para(p, 40, 792, 9, foot, FOOT);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Peloritani: a pre-printed form (serif captions in shaded cells) whose values a line printer typed in a
// monospace face, off register by a point or two; page 1 the holder, the address and the amounts, page 2
// the supply's technical sheet

export const peloritani: Layout = {
  key: 'peloritani',
  supplier: supplier(
    'AMEP',
    'A.M.E.P. Azienda Municipale Energia Peloritana S.p.A.',
    '0294715083',
    'Via Tommaso Cannizzaro 88, 98123 Messina (ME)',
    '090 771 2020',
  ),
  traits: 'pre-printed serif form, values typed in mono off register, caption cells beside them; page 2',
  page2: SUPPLY_FIELDS,
  draw(b) {
    const r = rndOf(b);
    const [dx, dy] = [r.between(-1, 3), r.between(-1.5, 1.5)];
    const [twoNames, gasFirst] = [r.chance(0.5), r.chance(0.4)];
    const { supplier: s, holder: h, fornitura: a } = b;
    const f = figures(b, r);
    const [p1, p2] = [new Page('serif'), new Page('serif')];
    const typed = (p: Page, x: number, y: number, v: string, maxW: number, right = false) =>
      fit(p, x + dx, y + dy, v, maxW - Math.abs(dx), { ...TYPED, wrap: !right, right });
    /** the form's row ('CAPTION@caption width@value width|…'): each caption shaded, its value typed beside it */
    const row = (p: Page, y: number, spec: string, values: string[], hh = 18) => {
      let x = 40;
      cellsOf(spec).forEach(({ caption, w: [lw = 60, vw0] }, i) => {
        const vw = vw0 ?? 555 - x - lw;
        p.rect(x, y, lw, hh, 0.88, 0.3);
        fit(p, x + 3, y + hh - 5, caption, lw - 5, { size: 6.5, grey: 0.2, min: 5.5, wrap: true });
        p.rect(x + lw, y, vw, hh, null, 0.3);
        typed(p, x + lw + 4, y + hh - 5.5, values[i] ?? '', vw - 7);
        x += lw + vw;
      });
      return y + hh;
    };
    const title = (p: Page, y: number, t: string) => {
      p.text(40, y, t, HEAD);
      p.line(40, y + 3, 555, y + 3, 0.3);
      return y + 7;
    };
    for (const [n, p] of [p1, p2].entries()) {
      p.rect(40, 28, 50, 50, null, 0.2);
      p.rect(43, 31, 44, 44, null, 0.2);
      p.text(47, 58, 'AMEP', { size: 11, bold: true });
      p.text(98, 42, 'AZIENDA MUNICIPALE ENERGIA PELORITANA', { size: 12, bold: true });
      const lines = ['Società per azioni a socio unico - Comune di Messina'];
      para(p, 98, 54, 10, [...lines, `${s.sede} - centralino ${s.telefono} - fax 090 771 2099`], GREY);
      p.line(40, 790, 555, 790, 0.4);
      const foot = [`${s.nome} - Sede ${s.sede} - Pag. ${n + 1} di 2`];
      foot.push(
        `Cod. fisc. e P. IVA ${s.partitaIva} - R.E.A. ME-204417 - Cap. soc. € 5.164.000,00 - ${s.web}`,
      );
      para(p, 40, 800, 9, [...foot, NOTE], FOOT);
    }

    // page 1: the document, the holder, the address, the amounts and the payment notice
    const what = titleOf(b, 'ENERGIA ELETTRICA', 'GAS METANO', 'ENERGIA ELETTRICA + GAS');
    p1.text(40, 92, `FATTURA ${what}`, { size: 9.5, bold: true });
    let y = row(p1, 98, 'FATTURA N.@62@228', [b.numero]);
    y = row(p1, y, 'EMESSA IL@62@83|SCADENZA@62@83', [EMESSA, SCADENZA]);
    row(p1, y, 'COD. UTENTE@62@83|ZONA/GIRO@62@83', [b.codiceCliente, f.giro]);
    window(p1, b, 345, 96, 'Al Sig./Alla Ditta', 'COGNOME NOME', 'mono');
    y = title(p1, 178, "DATI DELL'UTENTE");
    if (h.tipo === 'PF') {
      const uso = '|TIPO UTENZA@65';
      if (twoNames)
        y = row(p1, y, `COGNOME@60@150|NOME@45@110${uso}`, [upper(h.cognome), upper(h.nome), 'DOMESTICA']);
      else y = row(p1, y, `COGNOME E NOME@80@285${uso}`, [holderName(h, 'COGNOME NOME'), 'DOMESTICA']);
      y = row(p1, y, 'CODICE FISCALE@80@140|PARTITA IVA@70', [h.codiceFiscale, '-']);
    } else {
      y = row(p1, y, 'RAGIONE SOCIALE@80', [upper(h.ragioneSociale)]);
      y = row(p1, y, 'CODICE FISCALE@80@140|PARTITA IVA@70', [h.codiceFiscale, h.partitaIva]);
    }
    y = title(p1, y + 14, 'UBICAZIONE DELLA FORNITURA');
    y = row(p1, y, 'VIA/PIAZZA@62@330|N. CIVICO@55', [upper(`${a.toponimo} ${a.via}`), a.civico]);
    y = row(p1, y, 'C.A.P.@62@60|COMUNE@55@215|PROV.@40', [a.cap, upper(a.comune), a.provincia]);
    y = title(p1, y + 14, 'PERIODO E SERVIZI FATTURATI');
    y = row(p1, y, 'PERIODO@62@200|SERVIZI@55', ['DAL 01/12/2025 AL 31/01/2026', what]);
    y = row(p1, y, 'TIPO LETTURA@62@200|PROSSIMA LETTURA@55', ['EFFETTIVA', 'APRILE 2026']);
    y = title(p1, y + 14, 'RIEPILOGO DEGLI IMPORTI (EURO)');
    const sp = f.spese;
    const net = (sp[5] ?? 0) - (sp[4] ?? 0);
    const voci = [`Spesa per la materia ${b.gas ? 'energia / gas naturale' : 'energia'}`];
    voci.push('Spesa per il trasporto e la gestione del contatore', 'Spesa per oneri di sistema');
    voci.push('Imposte (accisa e addizionale)', `I.V.A. ${f.iva}% su imponibile di € ${eur(net)}`);
    [...voci, 'Totale da pagare'].forEach((v, i) => {
      row(p1, y + 4 + i * 15, `${v.toUpperCase()}@380`, [''], 15);
      typed(p1, 430, y + 14 + i * 15, eur(sp[i] ?? 0), 122, true);
    });
    y = title(p1, y + 108, "COMUNICAZIONI ALL'UTENTE");
    para(p1, 44, y + 8, 10, NOTES, { size: 7.5 });
    y += 40;
    // the pagoPA notice: its QR code the three finder squares and modules from the bill's random source
    p1.rect(40, y, 515, 92, 0.96, 0.3);
    p1.text(48, y + 13, 'AVVISO DI PAGAMENTO pagoPA', { size: 9, bold: true });
    const caps = 'ENTE CREDITORE|C.F. ENTE|DESTINATARIO|CODICE AVVISO|IMPORTO / SCADENZA|CODICE CBILL';
    para(p1, 48, y + 27, 11, caps.split('|'), CAPTION);
    const pay = [upper(s.nome), s.partitaIva, holderName(h, 'COGNOME NOME'), spaced(f.avviso, 4)];
    pay.push(`EURO ${b.totale} - ${SCADENZA}`, 'BP7M2');
    pay.forEach((v, i) => fit(p1, 140, y + 27 + i * 11, v, 320, { face: 'mono', size: 8, min: 6.5 }));
    const finder = (i: number, j: number) => {
      const [u, v] = [i >= 18 ? i - 18 : i, j >= 18 ? j - 18 : j];
      if (u > 6 || v > 6 || (i >= 18 && j >= 18)) return undefined;
      return u % 6 === 0 || v % 6 === 0 || (Math.abs(u - 3) < 2 && Math.abs(v - 3) < 2);
    };
    for (let i = 0; i < 25; i++) {
      for (let j = 0; j < 25; j++)
        if (finder(i, j) ?? r.chance(0.45)) p1.rect(480 + i * 2.6, y + 13 + j * 2.6, 2.6, 2.6, 0.1, null);
    }

    // page 2: the technical sheet of each supply, readings by band, past consumption
    const sheet = `SCHEDA TECNICA DELLA FORNITURA - FATTURA N. ${b.numero} - COD. UTENTE ${b.codiceCliente}`;
    p2.text(40, 92, sheet, HEAD);
    y = 104;
    const luce = () => {
      if (!b.luce || !f.luce) return;
      const l = b.luce;
      y = title(p2, y + 20, 'ENERGIA ELETTRICA');
      y = row(p2, y, 'PUNTO DI PRELIEVO (POD)@85@150|TENSIONE DI ALIMENTAZ.@85', [l.pod, `${l.tensioneV} V`]);
      const kws = [l.potenzaKw, l.disponibileKw].map((n) => `${kw(n)} kW`);
      y = row(p2, y, 'POTENZA IMPEGNATA@85@150|POTENZA DISPONIBILE@85', kws);
      y = row(p2, y, 'CONSUMO ANNUO@85@150|TARIFFA / USO@85', [`${it(l.annuoKwh)} kWh`, f.luce.opzione]);
      const rows = f.luce.fasce.map((x, i) => [
        x.fascia,
        ...[x.prev, x.cur, x.cons].map((n) => it(n)),
        it(PREZZI[i] ?? 0, 4),
      ]);
      const hd = 'FASCIA ORARIA|LETTURA PRECEDENTE|LETTURA ATTUALE|CONSUMO kWh|PREZZO €/kWh';
      y = table(p2, 40, y + 6, [95, 105, 105, 105, 105], hd, rows, { face: 'mono', right: [1, 2, 3, 4] });
    };
    const gas = () => {
      if (!b.gas || !f.gas) return;
      const [g, lt] = [b.gas, f.gas.lettura];
      y = title(p2, y + 20, 'GAS METANO');
      y = row(p2, y, 'PUNTO DI RICONSEGNA (PDR)@85@150|CODICE RE.MI.@85', [g.pdr, g.remi]);
      y = row(p2, y, "CATEGORIA D'USO@85", [`${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`]);
      const meter = `${f.gas.matricola} ${f.gas.classe}`;
      y = row(p2, y, 'CONSUMO ANNUO@85@150|MATRICOLA / CLASSE@85', [`${it(g.annuoSmc)} Smc`, meter]);
      const rows = [[it(lt.prev), it(lt.cur), it(lt.cons), f.gas.c, it(f.gas.smc)]];
      const hd = 'LETTURA PREC. (mc)|LETTURA ATT. (mc)|CONSUMO mc|COEFF. C|CONSUMO Smc';
      y = table(p2, 40, y + 6, [103, 103, 103, 103, 103], hd, rows, { face: 'mono', right: [0, 1, 2, 3, 4] });
    };
    for (const supply of gasFirst ? [gas, luce] : [luce, gas]) supply();
    y = title(p2, y + 22, 'STORICO DEI CONSUMI FATTURATI');
    const rows: string[][] = [];
    if (f.luce) rows.push(['kWh', ...f.luce.storico.map((v) => it(v))]);
    if (f.gas) rows.push(['Smc', ...f.gas.storico.map((v) => it(v))]);
    const mono = { face: 'mono' as const, right: [1, 2, 3, 4, 5, 6] };
    y = table(p2, 40, y + 2, [59, 76, 76, 76, 76, 76, 76], `|${PERIODI.join('|')}`, rows, mono);
    y = title(p2, y + 22, 'DETTAGLIO DEI CORRISPETTIVI');
    const det = [['Quota energia (materia prima)', '€', '', '', eur(sp[0] ?? 0)]];
    det.push(['di cui quota fissa vendita', '€/mese', '6,4500', '2', eur(1290)]);
    det.push(['Trasporto, distribuzione, misura', '€', '', '', eur(sp[1] ?? 0)]);
    det.push(['Oneri generali di sistema', '€', '', '', eur(sp[2] ?? 0)]);
    const hd = 'VOCE|U.M.|PREZZO UNIT.|QUANTITÀ|IMPORTO €';
    y = table(p2, 40, y + 2, [215, 70, 80, 60, 90], hd, det, { face: 'mono', right: [2, 3, 4] });
    y = title(p2, y + 22, 'INFORMAZIONI AI CLIENTI (DELIBERE ARERA)');
    para(p2, 44, y + 8, 10, INFO, { size: 7.5 });
    return [p1, p2];
  },
};
