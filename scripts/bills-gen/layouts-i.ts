// Layouts 19-21: the bills of municipal multi-utilities and small local cooperatives, dense pages in small
// type with tables of readings and amounts around the customer's data. A grey sidebar with the customer's
// data, label above value, and the supply's technical data as fixed-width lines of abbreviated labels with
// the unit before the value (cervino); a cooperative's two pages, the contract in a box on page 1 and the
// technical data on page 2 in tables with a header row, units in the headers (dolomiti); a fixed-width
// form of ruled cells, a tiny caption in each cell's corner, the address split into cells, POD and PDR in
// spaced groups and line-printer tables of readings and amounts (eolie).
import { CATEGORIE, envelope, footer, holderName, it, kw, spaced, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page } from './page';

// ---------------------------------------------------------------------------------------------------------
// What the three share: the bill's amounts split into the Bolletta 2.0 items, its readings and the last
// twelve months, the parts bills add to a supply address (hamlet, staircase and flat). A layout draws
// without a random source: what varies from bill to bill is taken from the customer code.

const seedOf = (b: Bill) => Number(b.codiceCliente.slice(-4));
const by = <T>(b: Bill, xs: readonly T[], salt = 0): T => xs[(seedOf(b) + salt * 7) % xs.length] as T;
const euro = (n: number) => it(n, 2);
const cents = (n: number) => Math.round(n * 100) / 100;

/** The total split into the summary's items, VAT at the holder's rate taking the rounding. */
function items(b: Bill): [label: string, amount: number][] {
  const total = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const rate = b.holder.tipo === 'PG' ? 22 : 10;
  const net = cents(total / (1 + rate / 100));
  const [materia, trasporto, oneri] = [0.54, 0.21, 0.09].map((share) => cents(net * share)) as number[];
  return [
    [`Spesa per la materia ${titleOf(b, 'energia', 'gas naturale', 'energia e gas')}`, materia ?? 0],
    ['Spesa per il trasporto e la gestione del contatore', trasporto ?? 0],
    ['Spesa per oneri di sistema', oneri ?? 0],
    ['Imposte (accise e addizionali)', cents(net - (materia ?? 0) - (trasporto ?? 0) - (oneri ?? 0))],
    [`IVA ${rate}% su imponibile € ${euro(net)}`, cents(total - net)],
  ];
}

/** The meter's reading at the period's start and the period's consumption (a sixth of the year's). */
const reading = (n: number) => ({ start: 10_000 + ((n * 37) % 40_000), period: Math.round(n / 6) });
/** Electricity's period over the time bands F1, F2, F3, each register with its own reading. */
function bands(annual: number): [band: string, kwh: number, from: number][] {
  const { start, period } = reading(annual);
  const f1 = Math.round(period * 0.36);
  const f2 = Math.round(period * 0.29);
  return [f1, f2, period - f1 - f2].map((kwh, i) => [`F${i + 1}`, kwh, start + i * 4_731]);
}

/** The last twelve months' bars with their figures, adding up to the year's; gas is seasonal. */
function history(p: Page, x: number, y: number, w: number, annual: number, unit: string) {
  const shape = [1.5, 1.35, 1.1, 0.8, 0.6, 0.55, 0.6, 0.55, 0.7, 0.95, 1.3, 1.5];
  const weights = shape.map((s) => (unit === 'Smc' ? s : 1 + (s - 1) * 0.25));
  const sum = weights.reduce((a, s) => a + s, 0);
  const values = weights.map((s) => Math.round((annual * s) / sum));
  values[11] = annual - values.slice(0, 11).reduce((a, v) => a + v, 0);
  const top = Math.max(...values);
  p.text(x, y, `Consumi degli ultimi 12 mesi (${unit})`, { size: 6.5, bold: true });
  'feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic|gen'.split('|').forEach((month, i) => {
    const h = (34 * (values[i] ?? 0)) / top;
    const bx = x + (i * w) / 12;
    p.rect(bx + 1, y + 52 - h, w / 12 - 3, h, i === 11 ? 0.35 : 0.7, null);
    p.text(bx + 1, y + 49 - h, it(values[i] ?? 0), { size: 4.3, grey: 0.3 });
    p.text(bx + 1, y + 60, month, { size: w < 200 ? 4.6 : 5.2, grey: 0.35 });
  });
}

const HAMLETS = 'Loc. Case Sparse|Fraz. San Rocco|loc. Molino|Fraz. Pieve|Loc. Ponte Nuovo|fraz. Borgo'.split(
  '|',
);
const FLATS = 'sc. A int. 3|scala B interno 12|int. 5|piano 2 int. 7|sc. C'.split('|');
/** A hamlet on about a third of the addresses, a staircase or flat on about a quarter. */
const hamlet = (b: Bill) => (seedOf(b) % 3 === 0 ? by(b, HAMLETS, 1) : '');
const flat = (b: Bill) => (seedOf(b) % 4 === 1 ? by(b, FLATS, 2) : '');
const ABBR: Record<string, string> = { Viale: 'V.le', Corso: 'C.so', Piazza: 'P.zza', Largo: 'L.go' };

/** Text ending at `x`: amounts in a column; the width is an estimate (digits are about 0.55 em). */
const right = (p: Page, x: number, y: number, s: string, size: number, bold = false) =>
  p.text(x - s.length * size * 0.55, y, s, { size, bold });

/** Fixed-width text whose runs of spaces keep their width (an SVG collapses them): each run at its column. */
function fixed(p: Page, x: number, y: number, t: string, size: number, bold = false) {
  for (const m of t.matchAll(/\S+(?: \S+)*/g))
    p.text(x + m.index * size * 0.6, y, m[0], { size, bold, face: 'mono' });
}

// ---------------------------------------------------------------------------------------------------------
// Cervino: a grey sidebar down the left with the customer's and the supply's data, label above value,
// COGNOME NOME; beside it the total, the summary of amounts, the technical data as fixed-width lines of
// abbreviated labels with the unit before the value ("Pot. imp. kW 3,00"), the readings and a chart

export const cervino: Layout = {
  key: 'cervino',
  supplier: supplier(
    'CERVINO',
    'Cervino Multiservizi S.p.A.',
    '0815273649',
    'Corso Battaglione Aosta 27, 11100 Aosta (AO)',
    '800 190 282',
  ),
  traits:
    'grey sidebar, labels above values (address over lines, loc./fraz.); fixed-width lines "Pot. imp. kW 3,00", unit before value; readings F1-F3, chart',
  draw(b) {
    const p = new Page('sans');
    const [s, h, f, r] = [b.supplier, b.holder, b.fornitura, b.recapito];
    p.text(40, 50, 'CERVINO', { size: 22, bold: true });
    p.text(40, 62, 'multiservizi · energia · gas · acqua · ambiente', { size: 7.5, grey: 0.4 });
    [
      s.nome,
      `Sede legale ${s.sede}`,
      'Cap. soc. € 2.500.000,00 i.v. - REA AO-61234',
      `C.F. e P.IVA ${s.partitaIva}`,
    ].forEach((t, i) => p.text(340, 36 + 8 * i, t, { size: 6, grey: 0.3 }));
    envelope(p, b, 340, 100, 'COGNOME NOME');

    p.rect(30, 86, 180, 694, 0.93, null);
    let sy = 102;
    const title = (t: string) => {
      p.text(38, sy, t, { size: 8, bold: true });
      p.line(38, sy + 3, 202, sy + 3, 0.4);
      sy += 15;
    };
    const side = (label: string, ...values: string[]) => {
      p.text(38, sy, label, { size: 6.5, grey: 0.35 });
      values.filter(Boolean).forEach((v, i) => p.text(38, sy + 10 + 10 * i, v, { size: 7.8, bold: i === 0 }));
      sy += 14 + 10 * values.filter(Boolean).length;
    };
    title('I SUOI DATI');
    if (h.tipo === 'PF') {
      side('Intestatario', holderName(h, 'COGNOME NOME'));
      side('Codice fiscale', h.codiceFiscale);
    } else {
      side('Ragione sociale', h.ragioneSociale);
      // a company's codice fiscale is most often its partita IVA: then printed once, as most bills do
      if (h.codiceFiscale === h.partitaIva) side('Partita IVA / Codice fiscale', h.partitaIva);
      else side('Partita IVA - Codice fiscale', h.partitaIva, h.codiceFiscale);
    }
    side('Cod. cliente', b.codiceCliente);
    side('Cod. contratto', `C${b.codiceCliente.slice(0, 6)}/${b.numero.slice(-3)}`);
    title('LA SUA FORNITURA');
    const city = `${f.cap} ${f.comune} ${f.provincia}`;
    side('Indirizzo di fornitura', `${f.toponimo} ${f.via}, ${f.civico}`, flat(b), hamlet(b), city);
    const postal = [`${r.toponimo} ${r.via} ${r.civico}`, `${r.cap} ${r.comune} (${r.provincia})`];
    side('Recapito bolletta', ...(r === f ? ["c/o l'indirizzo di fornitura"] : postal));
    side('Offerta', `Cervino ${b.luce ? 'Luce Casa' : 'Gas Valle'} Web`, 'mercato libero - prezzo variabile');
    title('SERVIZIO CLIENTI');
    side('Numero verde (gratuito da rete fissa)', s.telefono);
    side('Sito e area clienti', s.web);
    if (b.luce) side('Guasti energia elettrica (distributore)', '800 190 900');
    if (b.gas) side('Pronto intervento gas (24 ore)', '800 190 911');
    title('PAGAMENTO');
    side('Modalità', by(b, ['Domiciliazione bancaria SDD', 'Bollettino postale', 'Avviso pagoPA']));
    side('Bollette precedenti', 'regolarmente pagate');

    const x = 222;
    const heading = titleOf(b, 'BOLLETTA ENERGIA ELETTRICA', 'BOLLETTA GAS NATURALE', 'BOLLETTA LUCE E GAS');
    p.text(x, 172, heading, { size: 11, bold: true });
    p.text(x, 185, `Fattura n. ${b.numero} del 12/02/2026 - periodo 01/12/2025 - 31/01/2026`, { size: 7.5 });
    p.rect(x, 193, 333, 44, 0.84, null);
    p.text(x + 8, 207, 'Totale da pagare', { size: 8 });
    p.text(x + 8, 229, `€ ${b.totale}`, { size: 16, bold: true });
    p.text(x + 190, 207, 'Entro il', { size: 8 });
    p.text(x + 190, 229, '04/03/2026', { size: 13, bold: true });
    let y = 258;
    const head = (t: string) => {
      p.text(x, y, t, { size: 9, bold: true });
      p.line(x, y + 4, 555, y + 4, 0.3);
      y += 16;
    };
    head('Sintesi degli importi fatturati');
    for (const [label, amount] of items(b)) {
      p.text(x + 4, y, label, { size: 7.8 });
      right(p, 552, y, euro(amount), 7.8);
      y += 12;
    }
    p.line(x, y - 8, 555, y - 8, 0.6);
    p.text(x + 4, y + 2, 'TOTALE BOLLETTA', { size: 8, bold: true });
    right(p, 552, y + 2, `€ ${b.totale}`, 8, true);
    y += 24;

    // the technical data in the billing system's fixed-width type, several to a line
    head('Dati tecnici della fornitura');
    const mono = (t: string, bold = false) => {
      fixed(p, x + 4, y, t, 7.2, bold);
      y += 10.5;
    };
    if (b.luce) {
      const l = b.luce;
      mono('ENERGIA ELETTRICA', true);
      mono(`Cod. POD ${l.pod}   Tens. V ${l.tensioneV} ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`);
      const opz = h.tipo === 'PF' ? 'D2' : 'BTA';
      mono(`Pot. imp. kW ${it(l.potenzaKw, 2)}   Pot. disp. kW ${it(l.disponibileKw, 2)}   Opz. ${opz}`);
      mono(`Cons. annuo kWh ${it(l.annuoKwh)}   Distr. Cervino Reti S.p.A.`);
      y += 4;
    }
    if (b.gas) {
      const g = b.gas;
      mono('GAS NATURALE', true);
      mono(`PDR ${g.pdr}   Cod. REMI ${g.remi}   Matr. ${g.pdr.slice(5, 13)}`);
      mono(`Cat. uso ${g.categoria} ${CATEGORIE[g.categoria] ?? ''}   Cl. G4`);
      mono(`Cons. annuo Smc ${it(g.annuoSmc)}   Coeff. C 0,9412   Distr. Valle Gas Reti`);
      y += 4;
    }
    y += 6;
    head('Letture e consumi');
    const cols = [x + 4, x + 74, x + 134, x + 200, x + 270];
    const row = (cells: string[], o = {}) => {
      cells.forEach((t, i) => p.text(cols[i] ?? 0, y, t, { size: 7.5, ...o }));
      y += 10.5;
    };
    row(['Misura', 'Data', 'Tipo', 'Lettura', 'Consumo'], { size: 7, bold: true, grey: 0.3 });
    for (const [band, kwh, from] of b.luce ? bands(b.luce.annuoKwh) : []) {
      row([`Energia ${band}`, '31/01/2026', 'effettiva', it(from + kwh), `${it(kwh)} kWh`]);
    }
    if (b.gas) {
      const { start, period } = reading(b.gas.annuoSmc);
      row(['Gas', '30/11/2025', 'effettiva', it(start), '-']);
      const kind = by(b, ['effettiva', 'stimata', 'autolettura']);
      row(['Gas', '31/01/2026', kind, it(start + period), `${it(period)} Smc`]);
    }
    y += 12;
    if (b.luce) history(p, x + 4, y, b.gas ? 155 : 320, b.luce.annuoKwh, 'kWh');
    if (b.gas) history(p, b.luce ? x + 172 : x + 4, y, b.luce ? 155 : 320, b.gas.annuoSmc, 'Smc');
    y += 86;
    head('Comunicazioni');
    [
      'Dal 1° aprile 2026 le bollette in formato cartaceo potranno essere sostituite dalla bolletta web:',
      `attivi il servizio nell'area clienti su ${s.web}. Reclami: reclami@${s.web.slice(4)}.`,
      'Informazioni sui bonus sociali per disagio economico: numero verde ARERA 800 166 654.',
    ].forEach((t, i) => p.text(x + 4, y + 9 * i, t, { size: 6.5, grey: 0.25 }));
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Dolomiti: a cooperative's bill on two pages. Page 1: the letterhead with the cooperative's register
// numbers, the contract in a box (labels beside values, the address "CAP - COMUNE - PR"), the amount in a
// shaded box, the summary with quantities; page 2 the technical data in tables with a header row over the
// values, the units in the headers, the gas category as a bare code with its legend below

/** The cooperative's footer, with the page number. */
function dolomitiTail(p: Page, s: Bill['supplier'], page: number) {
  p.line(40, 792, 555, 792, 0.5);
  p.text(40, 802, `${s.nome} - ${s.sede} - C.F. e P.IVA ${s.partitaIva} - REA TN-187305`, { size: 6.3 });
  const note = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
  p.text(40, 811, note, { size: 6.3, grey: 0.35 });
  p.text(510, 811, `Pag. ${page} di 2`, { size: 7 });
}

/**
 * A table: a shaded header row ("a|b\nc": columns split by |, a header's lines by \n) over rows of values;
 * the first `mono` columns (the identifiers) in the billing system's fixed-width type. Returns the y after.
 */
function table(p: Page, y: number, widths: number[], headers: string, rows: string[][], mono = 0): number {
  const xs = widths.map((_, i) => 40 + widths.slice(0, i).reduce((a, w) => a + w, 0));
  const bottom = y + 22 + 15 * rows.length;
  p.rect(40, y, 515, 22, 0.88, 0.5);
  headers.split('|').forEach((head, i) => {
    const lines = head.split('\n');
    lines.forEach((t, j) => p.text((xs[i] ?? 0) + 4, y + 9 + 8 * j, t, { size: 6.8, bold: true }));
  });
  rows.forEach((cells, r) => {
    p.rect(40, y + 22 + 15 * r, 515, 15, null, 0.5);
    const at = (i: number) => [(xs[i] ?? 0) + 4, y + 32.5 + 15 * r] as const;
    cells.forEach((t, i) => p.text(...at(i), t, { size: 8.3, face: i < mono ? 'mono' : 'serif' }));
  });
  xs.slice(1).forEach((x) => p.line(x, y, x, bottom, 0.5));
  return bottom + 14;
}

/** Page 2 holds each supply's technical data; page 1 the holder, the address and the amounts. */
const TECH_LUCE = ['pod', 'potenzaImpegnataKw', 'tensioneV', 'consumoAnnuoKwh'] as const;
const TECH_GAS = ['pdr', 'codiceRemi', 'categoriaUsoGas', 'consumoAnnuoSmc'] as const;

export const dolomiti: Layout = {
  key: 'dolomiti',
  supplier: supplier(
    'DOLOMITI',
    'Consorzio Energetico delle Dolomiti Soc. Coop.',
    '0247316589',
    'Via Santa Croce 44, 38122 Trento (TN)',
    '800 411 522',
  ),
  traits:
    'two pages: contract box, labels beside values, address "CAP - COMUNE - PR"; page 2 tables with a header row, units in headers, bare category code',
  page2: [...TECH_LUCE, ...TECH_GAS],
  draw(b) {
    const [s, h, f] = [b.supplier, b.holder, b.fornitura];
    const p1 = new Page('serif');
    p1.text(40, 44, 'Consorzio Energetico', { size: 10, grey: 0.3 });
    p1.text(40, 64, 'DOLOMITI', { size: 21, bold: true });
    [
      s.nome,
      `Sede legale e uffici: ${s.sede}`,
      'Albo Soc. Coop. n. A154872 - Reg. Imprese di Trento e REA TN-187305',
      `C.F. e P.IVA ${s.partitaIva} - Tel. ${s.telefono} - ${s.web}`,
    ].forEach((t, i) => p1.text(40, 78 + 8 * i, t, { size: 6.3, grey: 0.25 }));
    envelope(p1, b, 340, 92, 'Cognome Nome');
    p1.rect(40, 146, 515, 19, 0.88, null);
    const heading = titleOf(b, 'ENERGIA ELETTRICA', 'GAS NATURALE', 'ENERGIA ELETTRICA E GAS NATURALE');
    p1.text(46, 159, `BOLLETTA ${heading}`, { size: 11, bold: true });
    const doc = `Documento n. ${b.numero} del 12/02/2026`;
    p1.text(40, 180, `${doc} - Socio/cliente n. ${b.codiceCliente}`, { size: 8 });

    // the contract: labels beside the values in a ruled box; the amount beside it
    let y = 206;
    const rows: [string, string][] = [
      [h.tipo === 'PF' ? 'Titolare' : 'Intestatario', holderName(h, 'Cognome Nome')],
    ];
    if (h.tipo === 'PG') rows.push(['Partita IVA', h.partitaIva]);
    rows.push(['Codice fiscale', h.codiceFiscale]);
    rows.push(['Fornitura in', `${f.toponimo} ${f.via}, ${f.civico}`]);
    const more = [flat(b), hamlet(b)].filter(Boolean).join(' - ');
    if (more) rows.push(['', more]);
    rows.push(['', `${f.cap} - ${upper(f.comune)} - ${f.provincia}`]);
    rows.push(['Offerta', `${b.luce ? 'Energia' : 'Gas'} del Consorzio - prezzo variabile`]);
    rows.push(['Tipo cliente', h.tipo === 'PF' ? 'domestico residente' : 'altri usi']);
    p1.text(40, y - 8, 'IL SUO CONTRATTO', { size: 8, bold: true });
    p1.rect(40, y - 4, 300, 12 * rows.length + 8, null, 0.5);
    rows.forEach(([label, value], i) => {
      p1.text(48, y + 8 + 12 * i, label, { size: 7.5, grey: 0.35 });
      p1.text(118, y + 8 + 12 * i, value, { size: 8.2, bold: i === 0 });
    });
    p1.rect(352, y - 4, 203, 108, 0.9, null);
    p1.text(360, y + 10, 'IMPORTO DA PAGARE', { size: 8 });
    p1.text(360, y + 34, `€ ${b.totale}`, { size: 18, bold: true });
    p1.text(360, y + 52, 'entro il', { size: 8 });
    p1.text(400, y + 52, '04/03/2026', { size: 11, bold: true });
    p1.text(360, y + 70, 'Periodo: dicembre 2025 - gennaio 2026', { size: 7.5 });
    const pay = by(b, ['Addebito SDD sul conto corrente', 'Pagamento con bollettino PA']);
    p1.text(360, y + 82, pay, { size: 7.5 });
    p1.text(360, y + 94, 'Sconto soci applicato: 2%', { size: 7.5 });
    y += Math.max(12 * rows.length + 8, 108) + 22;

    p1.text(40, y, 'QUADRO SINTETICO', { size: 8, bold: true });
    const billed = `${it(reading(b.luce?.annuoKwh ?? b.gas?.annuoSmc ?? 0).period)} ${b.luce ? 'kWh' : 'Smc'}`;
    const amounts = items(b).map(([label, amount], i) => [label, i === 0 ? billed : '', euro(amount)]);
    amounts.push(['Totale bolletta', '', b.totale]);
    y = table(p1, y + 6, [335, 90, 90], 'Voce|Quantità|Importo (€)', amounts);
    p1.text(40, y, 'CONSUMI FATTURATI', { size: 8, bold: true });
    const consumi: string[][] = [];
    for (const [what, annual, unit] of [
      ['Energia elettrica', b.luce?.annuoKwh, 'kWh'],
      ['Gas naturale', b.gas?.annuoSmc, 'Smc'],
    ] as const) {
      if (annual === undefined) continue;
      const dec = Math.round(reading(annual).period * 0.52);
      consumi.push([what, 'dicembre 2025', 'effettivo', `${it(dec)} ${unit}`]);
      const jan = `${it(reading(annual).period - dec)} ${unit}`;
      consumi.push([what, 'gennaio 2026', by(b, ['effettivo', 'stimato']), jan]);
    }
    y = table(p1, y + 6, [175, 120, 110, 110], 'Servizio|Mese|Tipo consumo|Consumo', consumi);
    [
      'I dati tecnici del punto di fornitura, le letture e il dettaglio dei consumi sono riportati a pagina 2.',
      "Reclami e richieste di informazioni: per iscritto alla sede del Consorzio o dall'area soci sul sito.",
      'In caso di mancato pagamento il Consorzio potrà chiedere la sospensione della fornitura (TIMOE/TIMG).',
    ].forEach((t, i) => p1.text(40, y + 10 * i, t, { size: 7, grey: 0.25 }));
    dolomitiTail(p1, s, 1);

    const p2 = new Page('serif');
    p2.text(40, 46, 'ELEMENTI DI DETTAGLIO', { size: 11, bold: true });
    p2.text(40, 58, `${doc} - Socio/cliente n. ${b.codiceCliente}`, { size: 7.5 });
    y = 86;
    const section = (t: string) => {
      p2.text(40, y, t, { size: 9, bold: true });
      y += 8;
    };
    if (b.luce) {
      const l = b.luce;
      section('Fornitura di energia elettrica');
      const tech = [l.pod, String(l.tensioneV), it(l.potenzaKw, 2), it(l.disponibileKw, 2), it(l.annuoKwh)];
      tech.push('elettronico 2G');
      const heads =
        'Codice POD|Tensione\n(V)|Potenza\nimpegnata (kW)|Potenza\ndisponibile (kW)|Consumo annuo\n(kWh)|Misuratore';
      y = table(p2, y, [112, 75, 80, 80, 88, 80], heads, [tech], 1);
      const contract = [h.tipo === 'PF' ? 'TD - domestico' : 'BTA6', 'Reti Dolomiti Distribuzione'];
      contract.push('01/03/2019', l.tensioneV === 230 ? 'monofase' : 'trifase');
      const contractHeads = 'Opzione tariffaria|Distributore|Inizio fornitura|Fasi';
      y = table(p2, y - 6, [112, 155, 80, 168], contractHeads, [contract]);
      const reads = bands(l.annuoKwh).map(([band, n, at]) => [band, it(at), it(at + n), it(n), 'effettiva']);
      const readHeads =
        'Fascia|Lettura precedente\n30/11/2025|Lettura attuale\n31/01/2026|Consumo\n(kWh)|Tipo lettura';
      y = table(p2, y, [112, 110, 110, 95, 88], readHeads, reads) + 8;
    }
    if (b.gas) {
      const g = b.gas;
      const { start, period } = reading(g.annuoSmc);
      section('Fornitura di gas naturale');
      const tech = [g.pdr, g.remi, g.categoria, '1 (7 giorni)', it(g.annuoSmc), g.pdr.slice(6, 14)];
      const heads =
        "Codice PDR|Codice REMI|Categoria\nd'uso|Classe di\nprelievo|Consumo annuo\n(Smc)|Matricola\ncontatore";
      y = table(p2, y, [112, 75, 70, 90, 88, 80], heads, [tech], 2);
      const legend = Object.entries(CATEGORIE).map(([c, d]) => `${c} ${d}`);
      p2.text(40, y - 6, `Categorie d'uso: ${legend.slice(0, 3).join('; ')};`, { size: 6, grey: 0.3 });
      p2.text(40, y + 2, `${legend.slice(3).join('; ')}.`, { size: 6, grey: 0.3 });
      const reads = [
        ['30/11/2025', 'effettiva', it(start), '', ''],
        ['31/01/2026', 'effettiva', it(start + Math.round(period / 0.9378)), '0,9378', it(period)],
      ];
      const readHeads = 'Data lettura|Tipo|Lettura contatore (mc)|Coeff. C|Consumo (Smc)';
      y = table(p2, y + 10, [112, 75, 160, 80, 88], readHeads, reads);
      const distributor = 'Distributore: Gas Dolomiti Reti S.r.l. - PCS 0,038520 GJ/Smc - Zona climatica F';
      p2.text(40, y - 4, distributor, { size: 7 });
      y += 16;
    }
    if (b.luce) history(p2, 40, y, b.gas ? 240 : 515, b.luce.annuoKwh, 'kWh');
    if (b.gas) history(p2, b.luce ? 315 : 40, y, b.luce ? 240 : 515, b.gas.annuoSmc, 'Smc');
    dolomitiTail(p2, s, 2);
    return [p1, p2];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Eolie: a small cooperative's form in fixed-width type: ruled cells, each with a tiny caption in its
// corner over the value, the units in the captions; the address split into cells (street abbreviated
// "V.le", "n.12", hamlet, CAP, comune, province); POD and PDR in spaced groups; white headings on dark
// bars; readings and amounts as a line printer's tables; Nome Cognome

export const eolie: Layout = {
  key: 'eolie',
  supplier: supplier(
    'EOLIE',
    'Eolie Energia Società Cooperativa',
    '0539184267',
    'Via Vittorio Emanuele 112, 98055 Lipari (ME)',
    '090 981 4420',
  ),
  traits:
    'fixed-width form of cells, caption in the corner above the value, units in captions; address split into cells, "V.le ... n.12"; spaced POD/PDR',
  draw(b) {
    const p = new Page('mono');
    const [s, h, f, r] = [b.supplier, b.holder, b.fornitura, b.recapito];
    p.text(40, 46, 'EOLIE ENERGIA', { size: 16, bold: true });
    p.text(40, 57, 'società cooperativa - energia elettrica e gas', { size: 7, grey: 0.35 });
    [
      `Sede legale e amm.va: ${s.sede}`,
      'Cap. soc. variabile - REA ME-245871 - Albo Coop. A213406',
      `C.F./P.IVA ${s.partitaIva} - Tel. ${s.telefono}`,
    ].forEach((t, i) => p.text(40, 67 + 7 * i, t, { size: 5.8, grey: 0.3 }));
    envelope(p, b, 330, 98, 'Nome Cognome');

    // a row of ruled cells ("A|B" captions, values, widths): the caption tiny in the corner, the value under it
    const cells = (y: number, captions: string, values: string[], widths: number[], size = 8) => {
      let x = 40;
      captions.split('|').forEach((caption, i) => {
        const w = widths[i] ?? 100;
        p.rect(x, y, w, 22, null, 0.45);
        p.text(x + 3, y + 7, caption, { size: 5.3, grey: 0.35 });
        p.text(x + 3, y + 18, values[i] ?? '', { size, bold: size > 9 });
        x += w;
      });
      return y + 22;
    };
    const bar = (y: number, t: string) => {
      p.rect(40, y, 515, 12, 0.25, null);
      p.text(44, y + 9, t, { size: 7.5, bold: true, grey: 1 });
      return y + 12;
    };
    let y = cells(92, 'N. FATTURA|DATA EMISSIONE', [b.numero, '12/02/2026'], [130, 140]);
    y = cells(y, 'PERIODO DI FATTURAZIONE|SCADENZA', ['01/12/25-31/01/26', '04/03/2026'], [130, 140]);
    cells(y, 'TOTALE DA PAGARE EURO', [b.totale], [270], 12);

    y = bar(172, `DATI CLIENTE - FORNITURA ${titleOf(b, 'ENERGIA ELETTRICA', 'GAS', 'LUCE E GAS')}`);
    const who = h.tipo === 'PF' ? [holderName(h, 'Nome Cognome')] : [h.ragioneSociale, h.partitaIva];
    const whoCaption = h.tipo === 'PF' ? 'INTESTATARIO' : 'RAGIONE SOCIALE|PARTITA IVA';
    const whoWidths = h.tipo === 'PF' ? [280, 135, 100] : [230, 95, 95, 95];
    y = cells(
      y,
      `${whoCaption}|CODICE FISCALE|COD. CLIENTE`,
      [...who, h.codiceFiscale, b.codiceCliente],
      whoWidths,
    );
    const postal = `${r.toponimo} ${r.via} ${r.civico} - ${r.cap} ${r.comune} (${r.provincia})`;
    y = cells(y, 'INDIRIZZO DI RECAPITO', [postal], [515]);
    const street = `${ABBR[f.toponimo] ?? f.toponimo} ${f.via} n.${f.civico} ${flat(b)}`;
    const place = hamlet(b).replace(/^\w+\. /, '') || '-';
    y = cells(y + 6, "UBICAZIONE FORNITURA|FRAZ./LOCALITA'", [street, place], [300, 215]);
    const uso = h.tipo === 'PF' ? 'DOM. RESID.' : 'ALTRI USI';
    y = cells(y, 'C.A.P.|COMUNE|PROV.|USO', [f.cap, f.comune, f.provincia, uso], [60, 290, 55, 110]);
    if (b.luce) {
      const l = b.luce;
      const pod = l.pod.replace(/^(IT)(\d{3})(E)(\d{4})(\d{4})$/, '$1 $2 $3 $4 $5');
      const tech = [pod, String(l.tensioneV), kw(l.potenzaKw), kw(l.disponibileKw), it(l.annuoKwh)];
      const captions = 'COD. POD|TENS. (V)|POT. IMP. (kW)|POT. DISP. (kW)|CONS. ANNUO (kWh)';
      y = cells(y + 6, captions, tech, [150, 70, 80, 80, 135]);
      const more = [h.tipo === 'PF' ? 'TD - D2' : 'BTA - BT ALTRI USI', l.tensioneV === 230 ? 'MONO' : 'TRI'];
      more.push(`E${l.pod.slice(7)}`, 'Reti Elettriche Isole');
      y = cells(y, 'OPZ. TARIFFARIA|FASE|MATR. MISURATORE|DISTRIBUTORE', more, [150, 70, 160, 135]);
    }
    if (b.gas) {
      const g = b.gas;
      const tech = [spaced(g.pdr, 4), g.remi, g.categoria, 'G4', it(g.annuoSmc)];
      y = cells(y + 6, 'PDR|COD. REMI|CAT. USO|CL. MIS.|CONS. ANNUO (Smc)', tech, [150, 80, 70, 60, 155]);
      const more = ['Metano Sicilia Reti', '1,0024', g.pdr.slice(2, 12), '0,039246'];
      y = cells(y, 'DISTRIBUTORE|COEFF. C|MATR. CONTATORE|PCS (GJ/Smc)', more, [150, 80, 130, 155]);
    }

    // the readings and the amounts as the billing system prints them: padded columns in fixed-width type
    const lines = (y0: number, rows: string[]) => {
      rows.forEach((t, i) => fixed(p, 44, y0 + 9 * i, t, 6.8));
      return y0 + 9 * rows.length;
    };
    const pad = (...cols: string[]) => cols.map((c, i) => c.padEnd([6, 13, 12, 11, 8, 10][i] ?? 0)).join('');
    const readings = [pad('SERV.', 'MATRICOLA', 'DATA LETT.', 'TIPO', 'FASCIA', 'LETTURA', 'CONSUMO')];
    readings.push('-'.repeat(78));
    for (const [band, kwh, from] of b.luce ? bands(b.luce.annuoKwh) : []) {
      const m = `E${b.luce?.pod.slice(7) ?? ''}`;
      readings.push(pad('EE', m, '31/01/2026', 'EFFETTIVA', band, it(from + kwh), `${it(kwh)} kWh`));
    }
    if (b.gas) {
      const { start, period } = reading(b.gas.annuoSmc);
      const m = b.gas.pdr.slice(2, 12);
      readings.push(pad('GAS', m, '30/11/2025', 'EFFETTIVA', '-', it(start), ''));
      readings.push(pad('GAS', m, '31/01/2026', 'STIMATA', '-', it(start + period), `${it(period)} Smc`));
    }
    y = lines(bar(y + 10, 'DETTAGLIO LETTURE E CONSUMI') + 11, readings);
    const money = items(b).map(([label, n]) => `${label.padEnd(60, '.')} EUR ${euro(n).padStart(12)}`);
    money.push('-'.repeat(78), `${'TOTALE DA PAGARE'.padEnd(60, '.')} EUR ${b.totale.padStart(12)}`);
    y = lines(bar(y + 6, 'RIEPILOGO IMPORTI') + 11, money);
    if (b.luce) history(p, 44, y + 14, b.gas ? 240 : 505, b.luce.annuoKwh, 'kWh');
    if (b.gas) history(p, b.luce ? 310 : 44, y + 14, b.luce ? 240 : 505, b.gas.annuoSmc, 'Smc');
    y += 82;
    const legend = Object.entries(CATEGORIE).map(([c, d]) => `${c}=${d}`);
    p.text(40, y + 8, `Cat. uso gas: ${legend.slice(0, 3).join(', ')},`, { size: 5.2, grey: 0.3 });
    p.text(40, y + 15, `${legend.slice(3).join(', ')}.`, { size: 5.2, grey: 0.3 });
    const notice = 'Reclami: per iscritto alla sede della Cooperativa. Bonus sociale: www.arera.it.';
    p.text(40, y + 24, notice, { size: 5.5, grey: 0.3 });
    p.line(40, 790, 555, 790, 0.5);
    p.text(40, 800, `${s.nome} - ${s.sede} - P.IVA ${s.partitaIva} - ${s.web}`, { size: 5.8 });
    const note = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
    p.text(40, 808, note, { size: 5.8, grey: 0.35 });
    return [p];
  },
};
