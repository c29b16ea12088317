// Layouts of author S: multi-utility bills of former municipal companies (ex municipalizzate) that bill
// electricity and gas with the city's other services, printed by an old mainframe: UPPERCASE labels,
// abbreviations, monospace type. Water (its codice utenza, meter and consumption in MC, not Smc), waste
// (TARI) and district heating (KWHT) sit beside the energy data under the same labels, as distractors.
//  - lessinia: a line-printer page all in Courier, "LABEL ........ VALUE" leaders in two columns, rules
//    of '=' and '-', abbreviated toponimi (V.LE, P.ZZA, C.SO, L.GO), numbers without thousands points.
//  - casentino: ruled grid tables, values in the cells under the column headers: a table of services (a
//    row per service: code, meter, yearly consumption, unit, address), then a table of technical data
//    per supply (units in the headers, "C.F./P.IVA" once for a company).
//  - vulture: page 1 a pre-printed form (amounts by service, a consumption chart, a payment notice with a
//    QR-like block); the holder's and the supplies' data only on page 2, in ASCII-framed blocks of
//    fixed-width columns, the unit before the number ("KW 3,0", "SMC 1.234").
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, cityLine, envelope, footer, holderName, it, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type TextOptions } from './page';

// ---------------------------------------------------------------------------------------------------------
// Shared helpers

/** Courier and DejaVu Sans Mono advance 0.6 em a character: columns are counted in characters. */
const CW = 0.6;

/** A number from the bill itself, the same on every draw: the bill's variation without Math.random. */
function roll(b: Bill, salt: string, n: number): number {
  let h = 2166136261;
  for (const c of `${b.numero}|${b.codiceCliente}|${salt}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  h ^= h >>> 13;
  return (Math.imul(h, 2654435761) >>> 4) % n;
}
const digitsOf = (b: Bill, salt: string, n: number) =>
  Array.from({ length: n }, (_, i) => String(roll(b, `${salt}${i}`, 10))).join('');
const pickOf = <T>(b: Bill, salt: string, xs: readonly T[]): T => xs[roll(b, salt, xs.length)] as T;
/** the items whose condition holds: `some(b.luce && x, b.gas && y)` */
const some = <T>(...xs: (T | false | undefined)[]) => xs.filter((x): x is T => !!x);

/**
 * A fixed-width line drawn a run of words at a time, each at its column: the SVG that scans and photos
 * are rasterized from collapses runs of spaces, so padding alone would not hold the columns there.
 */
function mono(p: Page, x: number, y: number, line: string, o: TextOptions) {
  const step = (o.size ?? 9) * CW;
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) p.text(x + m.index * step, y, m[0], { ...o, face: 'mono' });
}

const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

/** Words into lines of at most n characters, as a fixed-width field wraps. */
function wrap(s: string, n: number): string[] {
  const out: string[] = [];
  for (const w of s.split(/\s+/).filter(Boolean)) {
    const last = out.length - 1;
    if (last >= 0 && `${out[last]} ${w}`.length <= n) out[last] += ` ${w}`;
    else out.push(w);
  }
  return out.length ? out : [''];
}

const eur = (n: number) => it(n, 2);
type Voce = [name: string, iva: number, euro?: number];
/**
 * The bill's total shared among its services, each with its VAT rate: a fixed amount where given (the
 * TV licence, 18 euro a bimester), the rest by weights from the bill.
 */
function shares(b: Bill, voci: Voce[]) {
  const fixed = voci.reduce((a, [, , e]) => a + (e ?? 0) * 100, 0);
  const free = Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100) - fixed;
  const w = voci.map(([n, , e]) => (e === undefined ? 2 + roll(b, n, 7) : 0));
  const sum = w.reduce((a, x) => a + x, 0);
  let left = free;
  return voci.map(([name, iva, e], i) => {
    const last = i === w.findLastIndex((x) => x > 0);
    const tot = e !== undefined ? e * 100 : last ? left : Math.floor((free * (w[i] ?? 0)) / sum);
    if (e === undefined) left -= tot;
    const imp = Math.round(tot / (1 + iva / 100));
    return { name, iva, tot: tot / 100, imp: imp / 100, tax: (tot - imp) / 100 };
  });
}

/** A year's consumption by bimester (February-March first), shaped by the season, varied by the bill. */
const SHAPES = {
  luce: [17, 16, 15, 19, 16, 17],
  gas: [30, 18, 6, 4, 12, 30],
  acqua: [15, 16, 19, 20, 15, 15],
};
const bimestri = (b: Bill, annual: number, shape: number[]) =>
  shape.map((k, i) => Math.round((annual * k * (92 + roll(b, `${annual}${i}`, 16))) / 1e4));
const BIMESTRI = 'FEB-MAR APR-MAG GIU-LUG AGO-SET OTT-NOV DIC-GEN'.split(' ');

/** The city services a bill carries beside energy, and their figures, all drawn from the bill. */
function services(b: Bill) {
  const pg = b.holder.tipo === 'PG';
  return {
    tari: roll(b, 'tari', 10) < 6,
    // district heating where the home has no gas heating (luce only, or gas for cooking only)
    tlr: (!b.gas || b.gas.categoria === 'C2') && roll(b, 'tlr', 10) < 6,
    rai: !pg && !!b.luce,
    utenza: digitsOf(b, 'ute', 9),
    matrAcqua: `${pickOf(b, 'ma', ['ZN', 'MD', 'SE', 'IT'])}${digitsOf(b, 'mta', 2)}-${digitsOf(b, 'mtb', 6)}`,
    mc: pg ? 120 + roll(b, 'mc', 900) : 38 + roll(b, 'mc', 190),
    letturaMc: 400 + roll(b, 'lmc', 3000),
    mq: pg ? 80 + roll(b, 'mq', 400) : 45 + roll(b, 'mq', 130),
    componenti: 1 + roll(b, 'comp', 5),
    contribuente: digitsOf(b, 'ctr', 7),
    tlrKwht: 4000 + roll(b, 'kwht', 90) * 100,
    matrLuce: `${pickOf(b, 'ml', ['E', 'K', 'T'])}${digitsOf(b, 'mlu', 8)}`,
    matrGas: `${pickOf(b, 'mg', ['SMG', 'MTG', 'PGM'])}${digitsOf(b, 'mgs', 7)}`,
    lettKwh: 10_000 + roll(b, 'lk', 60_000),
    lettSmc: 1_000 + roll(b, 'ls', 9_000),
    contratto: `${digitsOf(b, 'ctt', 4)}/${digitsOf(b, 'ctu', 6)}`,
  };
}

const fasi = (v: number) => (v === 230 ? 'MONOFASE' : 'TRIFASE');
/** ARERA's tariff option: TD for homes, BTA1..BTA6 by power for low-voltage businesses. */
const opzione = (b: Bill, k: number) =>
  b.holder.tipo === 'PF' ? 'TD' : `BTA${[1.5, 3, 6, 10, 16.5].filter((x) => k > x).length + 1}`;
const catLong = (c: string) => upper(`${c} ${CATEGORIE[c] ?? ''}`).trim();

// ---------------------------------------------------------------------------------------------------------
// Lessinia: a line printer's page, all Courier; "LABEL ....... VALUE" leaders in two columns under
// section rules of dashes; toponimi abbreviated as a 30-character address field does; no thousands point

const TOPO: Record<string, string> = { Viale: 'V.LE', Corso: 'C.SO', Piazza: 'P.ZZA', Largo: 'L.GO' };
const abbr = (t: string) => TOPO[t] ?? upper(t);

export const lessinia: Layout = {
  key: 'lessinia',
  supplier: supplier(
    'LESSINIA',
    'Lessinia Multiservizi S.p.A.',
    '0391427023',
    "Via dell'Acquedotto 4, 37129 Verona (VR)",
    '800 023 450',
  ),
  traits:
    'all-Courier line printer: LABEL .... VALUE leaders in two columns, V.LE/P.ZZA, water and TARI alike',
  draw(b) {
    const p = new Page('mono');
    const S = 8;
    const LINE = 10.5;
    const s = b.supplier;
    const x2 = services(b);
    const h = b.holder;
    const f = b.fornitura;
    const r = b.recapito;
    const t = (x: number, y: number, text: string, size = S, bold = false) =>
      mono(p, x, y, text, { size, bold });
    t(40, 44, upper(s.nome), 13, true);
    t(40, 56, 'ENERGIA ELETTRICA - GAS METANO - SERVIZIO IDRICO - IGIENE AMBIENTALE', 7.5);
    t(40, 66, upper(`SEDE LEGALE ${s.sede}`), 7);
    t(40, 75, `P.IVA ${s.partitaIva} - NUMERO VERDE ${s.telefono} - GUASTI ACQUA 800 023 999`, 7);
    // the window of the envelope
    const env = [
      'SPETT.LE',
      ...wrap(upper(holderName(h, 'COGNOME NOME')), 40),
      ...wrap(`${abbr(r.toponimo)} ${upper(r.via)} ${r.civico}`, 40),
      upper(`${r.cap} ${r.comune} ${r.provincia}`),
    ];
    env.forEach((line, i) => t(330, 100 + i * 12, line, i ? 9 : 7.5));
    // the bill's box, framed with characters as the printer draws it
    const box = [
      `BOLLETTA N. ${b.numero}`,
      `EMESSA IL 12/02/2026          PAG. 1 DI 1`,
      `COD. CLIENTE ........ ${b.codiceCliente}`,
      'PERIODO DAL 01/12/2025 AL 31/01/2026',
      'SCADENZA ............ 04/03/2026',
      `TOTALE DA PAGARE .... EURO ${b.totale}`,
    ];
    t(40, 96, `+${'-'.repeat(44)}+`);
    box.forEach((line, i) => t(40, 96 + (i + 1) * LINE, `| ${pad(line, 42)} |`, S, i === 5));
    t(40, 96 + 7 * LINE, `+${'-'.repeat(44)}+`);
    const title = titleOf(b, 'ENERGIA ELETTRICA', 'GAS METANO', 'ENERGIA ELETTRICA E GAS');
    t(40, 188, `BOLLETTA ${title} - SERVIZI A RETE DEL COMUNE`, 9, true);
    t(40, 198, '='.repeat(107));

    let y = 212;
    // a column of leaders: the label, dots to a fixed column, the value (wrapped under itself)
    const col = (x: number, lw: number, vw: number) => {
      let cy = y;
      const kv = (label: string, value: string) =>
        wrap(value, vw).forEach((v, i) => {
          t(x, cy, (i ? '' : `${label} ${'.'.repeat(Math.max(2, lw - label.length - 2))} `).padStart(lw) + v);
          cy += LINE;
        });
      return { kv, end: () => cy };
    };
    type Col = ReturnType<typeof col>;
    const rule = (heading: string) => {
      t(40, y, `--- ${heading} ${'-'.repeat(Math.max(3, 102 - heading.length))}`, S, true);
      y += LINE + 2;
    };
    const section = (heading: string, fill: (l: Col['kv'], r: Col['kv']) => void) => {
      rule(heading);
      const [left, right] = [col(40, 20, 38), col(340, 17, 27)];
      fill(left.kv, right.kv);
      y = Math.max(left.end(), right.end()) + 6;
    };
    section('DATI CONTRATTUALI', (l, rr) => {
      l('INTEST.', upper(holderName(h, 'COGNOME NOME')));
      if (h.tipo === 'PG') l('P. IVA', h.partitaIva);
      l('COD. FISC.', h.codiceFiscale);
      l('IND. FORN.', `${abbr(f.toponimo)} ${upper(f.via)} ${f.civico}`);
      l('CAP/COMUNE/PR', upper(`${f.cap} ${f.comune} ${f.provincia}`));
      rr('COD. CONTRATTO', x2.contratto);
      rr('TIPO CLIENTE', h.tipo === 'PF' ? 'DOMESTICO RESIDENTE' : 'ALTRI USI');
      rr('PAGAMENTO', 'ADDEBITO SDD');
      rr('IBAN', `IT** ***** ***** ${digitsOf(b, 'iban', 4)}`);
    });
    const { luce: lu, gas: g } = b;
    if (lu)
      section('SERVIZIO ENERGIA ELETTRICA - MERCATO LIBERO', (l, rr) => {
        l('P.O.D.', lu.pod);
        l('POT. IMP.', `${it(lu.potenzaKw, 2)} KW`);
        l('POT. DISP.', `${it(lu.disponibileKw, 2)} KW`);
        l('TENSIONE', `${lu.tensioneV} V ${fasi(lu.tensioneV)}`);
        l('CONS. ANNUO', `${it(lu.annuoKwh, 0, false)} KWH`);
        rr('MATR. CONT.', x2.matrLuce);
        rr('OPZ. TARIFF.', opzione(b, lu.potenzaKw));
        rr('LETT. 31/01/26', `${x2.lettKwh} (R)`);
        rr('CONS. PERIODO', `${it(Math.round(lu.annuoKwh / 6), 0, false)} KWH`);
        rr('DISTRIBUTORE', 'LESSINIA RETI S.R.L.');
      });
    if (g)
      section('SERVIZIO GAS METANO', (l, rr) => {
        l('P.D.R.', g.pdr);
        l('COD. REMI', g.remi);
        l('CAT. USO', catLong(g.categoria));
        l('CONS. ANNUO', `${it(g.annuoSmc, 0, false)} SMC`);
        rr('MATR. CONT.', x2.matrGas);
        rr('CL. CONT.', h.tipo === 'PG' ? 'G10' : 'G4');
        rr('COEFF. C', '1,021400');
        rr('LETT. 31/01/26', `${x2.lettSmc} (S)`);
        rr('CONS. PERIODO', `${it(Math.round(g.annuoSmc / 6), 0, false)} SMC`);
      });
    section('SERVIZIO IDRICO INTEGRATO', (l, rr) => {
      l('COD. UTENZA', x2.utenza);
      l('MATR. CONT.', x2.matrAcqua);
      l('TIPOL. USO', h.tipo === 'PF' ? 'DOMESTICO RESIDENTE' : 'USO COMMERCIALE');
      l('CONS. ANNUO', `${x2.mc} MC`);
      rr('LETT. PREC.', `${x2.letturaMc} MC 15/10/25`);
      rr('LETT. ATT.', `${x2.letturaMc + Math.round(x2.mc / 3)} MC 20/01/26`);
      rr('N. COMPONENTI', h.tipo === 'PF' ? String(x2.componenti) : '-');
    });
    if (x2.tari) {
      section('IGIENE AMBIENTALE - TARI 2026', (l, rr) => {
        l('COD. CONTRIB.', x2.contribuente);
        l('SUP. TASSABILE', `${x2.mq} MQ`);
        rr('N. OCCUPANTI', h.tipo === 'PF' ? String(x2.componenti) : 'NON DOMESTICA');
        rr('RATA', '1 DI 3');
      });
    }
    const rows = shares(
      b,
      some<Voce>(
        b.luce && ['ENERGIA ELETTRICA', h.tipo === 'PF' ? 10 : 22],
        b.gas && ['GAS METANO', 22],
        ['SERVIZIO IDRICO INTEGRATO', 10],
        x2.tari && ['TARI (TRIBUTO, FUORI CAMPO IVA)', 0],
        x2.rai && ['CANONE RAI (ESENTE)', 0, 18],
      ),
    );
    // the consumption of the last year, a column per bimester
    rule('STORICO CONSUMI ULTIMI 12 MESI');
    const hist = (name: string, um: string, v: string[]) =>
      t(40, (y += LINE) - LINE, pad(name, 20) + pad(um, 6) + v.map((x) => padL(x, 12)).join(''));
    hist('SERVIZIO', 'U.M.', BIMESTRI);
    if (b.luce) hist('ENERGIA ELETTRICA', 'KWH', bimestri(b, b.luce.annuoKwh, SHAPES.luce).map(String));
    if (b.gas) hist('GAS METANO', 'SMC', bimestri(b, b.gas.annuoSmc, SHAPES.gas).map(String));
    hist('ACQUA', 'MC', bimestri(b, x2.mc, SHAPES.acqua).map(String));
    y += 6;
    rule('RIEPILOGO IMPORTI');
    const row = (a: string, c: string, d: string, e: string, tot: string) =>
      `${pad(a, 34)}${padL(c, 14)}${padL(d, 10)}${padL(e, 14)}${padL(tot, 16)}`;
    t(40, y, row('SERVIZIO', 'IMPONIBILE', 'ALIQ.', 'IVA', 'TOTALE EURO'));
    for (const v of rows)
      t(40, (y += LINE), row(v.name, eur(v.imp), v.iva ? `${v.iva}%` : 'ES.', eur(v.tax), eur(v.tot)));
    t(40, (y += LINE), `${' '.repeat(72)}${'-'.repeat(16)}`);
    t(40, (y += LINE), row('TOTALE BOLLETTA', '', '', '', b.totale), S, true);
    const sdd = `MANDATO SDD LMS${digitsOf(b, 'sdd', 9)}`;
    t(40, (y += 20), `L'IMPORTO SARA' ADDEBITATO SUL CONTO INDICATO IL 04/03/2026. ${sdd}`, 7);
    t(40, (y += 10), 'AUTOLETTURA: NUMERO VERDE DAL 25 AL 30 DEL MESE. GUASTI GAS 800 023 777', 7);
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Casentino: ruled grid tables, headers in a shaded row and values in the cells below; a table of the
// services (one row each: code, meter, yearly consumption and its unit, address), the energy's technical
// data in tables with the unit in the header; a company's "C.F./P.IVA" printed once

/**
 * A ruled table across the page under its heading, from a spec "HEAD:w|HEAD:>w" (w a relative width,
 * ">" aligns the column right, "\n" breaks a header or a cell); returns where the table ends.
 */
function grid(p: Page, y: number, heading: string, spec: string, rows: string[][], size = 8): number {
  p.text(40, (y += 14), heading, { size: 8, bold: true });
  y += 5;
  const cols = spec.split('|').map((c) => {
    const [head = '', w = ''] = c.split(':');
    return { head: head.split('\n'), w: Number(w.replace('>', '')), right: w.startsWith('>') };
  });
  const k = 515 / cols.reduce((a, c) => a + c.w, 0);
  const hh = Math.max(...cols.map((c) => c.head.length)) * 8.5 + 5;
  const lh = size + 2.5;
  p.rect(40, y, 515, hh, 0.87, null);
  let x = 40;
  for (const c of cols) {
    c.head.forEach((line, j) => p.text(x + 3, y + 10 + j * 8.5, line, { size: 7, bold: true }));
    x += c.w * k;
  }
  let top = y + hh;
  for (const r of rows) {
    const cells = r.map((c) => c.split('\n'));
    x = 40;
    cells.forEach((lines, i) => {
      const c = cols[i] ?? { w: 0, right: false };
      lines.forEach((line, j) => {
        const tx = c.right ? x + c.w * k - 4 - line.length * size * CW : x + 3;
        if (line) p.text(tx, top + size + 3 + j * lh, line, { size });
      });
      x += c.w * k;
    });
    top += Math.max(...cells.map((c) => c.length)) * lh + 4;
    p.line(40, top, 555, top, 0.35);
  }
  p.rect(40, y, 515, top - y, null, 0.35);
  x = 40;
  for (const c of cols.slice(0, -1)) p.line((x += c.w * k), y, x, top, 0.35);
  return top;
}

/** The tables' columns: "HEAD:w" a relative width, ">" a column aligned right, "\n" a header's break. */
const TABLES = {
  doc: "NUMERO FATTURA:95|DATA EMISSIONE:80|PERIODO DI\nFATTURAZIONE:130|SCADENZA:70|TOTALE DA\nPAGARE EURO:>80|MODALITA'\nPAGAMENTO:60",
  pf: 'COGNOME E NOME:205|CODICE FISCALE:95|TIPOLOGIA CLIENTE:115|RECAPITO TELEFONICO:100',
  pg: 'RAGIONE SOCIALE:205|C.F./P.IVA:95|TIPOLOGIA CLIENTE:115|RECAPITO TELEFONICO:100',
  servizi:
    'SERVIZIO:88|CODICE PUNTO\nO UTENZA:80|MATRICOLA\nCONTATORE:66|CONSUMO\nANNUO:>52|U.M.:30|UBICAZIONE DELLA FORNITURA:199',
  luce: 'POD:82|POTENZA\nIMPEGNATA (KW):>75|POTENZA\nDISPONIB. (KW):>75|TENSIONE\n(V):>55|FASI:60|OPZIONE\nTARIFFARIA:58|DISTRIBUTORE:110',
  gas: 'PDR:82|CODICE\nREMI:62|CAT.\nUSO (*):45|CLASSE\nMISURATORE:62|COEFF.\nC:>55|PCS\n(GJ/SMC):>60|DISTRIBUTORE:149',
  letture:
    'SERVIZIO:70|MATRICOLA:66|DATA LETT.\nPRECEDENTE:62|LETTURA\nPRECEDENTE:>60|DATA LETT.\nATTUALE:62|LETTURA\nATTUALE:>60|CONSUMO\nFATTURATO:>75|TIPO:60',
  importi: 'SERVIZIO:175|IMPONIBILE:>85|IVA %:>55|IMPOSTA:>85|TOTALE EURO:>115',
};
/** A row of cells written as one string, "|" between the cells, "\n" between a cell's lines. */
const cells = (s: string) => s.split('|');

export const casentino: Layout = {
  key: 'casentino',
  supplier: supplier(
    'CSP',
    'Casentino Servizi Pubblici S.p.A.',
    '0178563051',
    'Via Dante Alighieri 30, 52011 Bibbiena (AR)',
    '800 051 303',
  ),
  traits:
    'ruled grids, values under column headers: a row per service (POD, PDR, water, heat, TARI); units in headers',
  draw(b) {
    const p = new Page('mono');
    const s = b.supplier;
    const h = b.holder;
    const f = b.fornitura;
    const x2 = services(b);
    const pf = h.tipo === 'PF';
    const sans = (size: number, bold = false) => ({ size, bold, face: 'sans' as const });
    p.rect(40, 30, 62, 36, 0.25, null);
    p.text(48, 55, 'CSP', { ...sans(19, true), grey: 1 });
    p.text(112, 44, upper(s.nome), sans(11, true));
    p.text(112, 56, 'AZIENDA MULTISERVIZI - ENERGIA, GAS, ACQUA, CALORE, AMBIENTE', sans(7));
    p.text(112, 66, `${upper(s.sede)} - P.IVA ${s.partitaIva}`, sans(7));
    envelope(p, b, 330, 96, 'COGNOME NOME');
    const title = titleOf(b, 'ENERGIA ELETTRICA', 'GAS NATURALE', 'ENERGIA ELETTRICA E GAS');
    p.text(40, 100, `FATTURA SERVIZI - ${title}`, { size: 9, bold: true });
    p.text(40, 112, 'DOCUMENTO UNICO PER I SERVIZI DEL CONTRATTO', { size: 7.5 });
    p.text(40, 122, `CLIENTE N. ${b.codiceCliente} - CONTRATTO ${x2.contratto}`, { size: 7.5 });
    p.text(40, 132, `SERVIZIO CLIENTI ${s.telefono} - SPORTELLI BIBBIENA E POPPI`, { size: 7.5 });

    const doc = cells(`${b.numero}|12/02/2026|01/12/2025-31/01/2026|04/03/2026|${b.totale}|BOLLETTINO`);
    let y = grid(p, 140, 'ESTREMI DEL DOCUMENTO', TABLES.doc, [doc]);
    // a name longer than its cell (205 of 515 points, 40 characters) wraps; a company's C.F. is its P.IVA
    const holder = wrap(upper(holderName(h, 'COGNOME NOME')), 40).join('\n');
    const tel = `05${pickOf(b, 'tel', ['75', '57', '55'])} ${digitsOf(b, 'tl', 6)}`;
    const hrow = cells(
      `${holder}|${pf ? h.codiceFiscale : h.partitaIva}|${pf ? '' : 'NON '}DOMESTICO|${tel}`,
    );
    y = grid(p, y, 'INTESTATARIO DEL CONTRATTO', pf ? TABLES.pf : TABLES.pg, [hrow]);
    // the services of the contract, one row each, all at the supply address (199 points, 40 characters)
    const street = wrap(upper(`${f.toponimo} ${f.via}, ${f.civico}`), 40);
    const addr = [...street, ...wrap(upper(`${f.cap} ${f.comune} (${f.provincia})`), 40)].join('\n');
    const { luce: l, gas: g } = b;
    const servizi = some(
      l && `ENERGIA\nELETTRICA|${l.pod}|${x2.matrLuce}|${it(l.annuoKwh)}|KWH`,
      g && `GAS\nNATURALE|${g.pdr}|${x2.matrGas}|${it(g.annuoSmc)}|SMC`,
      `ACQUEDOTTO\nFOGN. DEPUR.|${x2.utenza}|${x2.matrAcqua}|${it(x2.mc)}|MC`,
      x2.tlr &&
        `TELERISCAL-\nDAMENTO|TLR${digitsOf(b, 'tlr', 7)}|CT${digitsOf(b, 'ct', 6)}|${it(x2.tlrKwht)}|KWHT`,
      x2.tari && `IGIENE\nAMBIENTALE|TA${x2.contribuente}|-|${it(x2.mq)}|MQ`,
    );
    const rows = servizi.map((r) => cells(`${r}|${addr}`));
    y = grid(p, y, 'PROSPETTO DEI SERVIZI', TABLES.servizi, rows);
    if (l) {
      const tech = `${l.pod}|${it(l.potenzaKw, 1)}|${it(l.disponibileKw, 1)}|${l.tensioneV}|${fasi(l.tensioneV)}`;
      const rest = `${opzione(b, l.potenzaKw)}|CASENTINO RETI\nGUASTI 800 051 900`;
      y = grid(p, y, 'DATI TECNICI ENERGIA ELETTRICA', TABLES.luce, [cells(`${tech}|${rest}`)]);
    }
    if (g) {
      const tech = `${g.pdr}|${g.remi}|${g.categoria}|${pf ? 'G4' : 'G10'}|1,0185|0,038520`;
      y = grid(p, y, 'DATI TECNICI GAS NATURALE', TABLES.gas, [
        cells(`${tech}|CASENTINO RETI\nGUASTI 800 051 901`),
      ]);
      p.text(40, (y += 10), `(*) ${catLong(g.categoria).replace(' ', ' = ')}`, { size: 7 });
    }
    const reading = (name: string, matr: string, start: number, used: number, um: string, tipo: string) =>
      cells(
        `${name}|${matr}|30/11/2025|${it(start)}|31/01/2026|${it(start + used)}|${it(used)} ${um}|${tipo}`,
      );
    const letture = some(
      l && reading('ENERGIA EL.', x2.matrLuce, x2.lettKwh, Math.round(l.annuoKwh / 6), 'KWH', 'REALE'),
      g && reading('GAS NAT.', x2.matrGas, x2.lettSmc, Math.round(g.annuoSmc / 6), 'SMC', 'STIMATA'),
      reading('ACQUA', x2.matrAcqua, x2.letturaMc, Math.round(x2.mc / 6), 'MC', 'AUTOLETT.'),
    );
    y = grid(p, y, 'LETTURE E CONSUMI DEL PERIODO', TABLES.letture, letture, 7.5);
    const voci = some<Voce>(
      l && ['ENERGIA ELETTRICA', pf ? 10 : 22],
      g && ['GAS NATURALE', 22],
      ['SERVIZIO IDRICO', 10],
      x2.tlr && ['TELERISCALDAMENTO', 10],
      x2.tari && ['TARI', 0],
    );
    const importi = shares(b, voci).map((v) =>
      cells(`${v.name}|${eur(v.imp)}|${v.iva || 'F.C.'}|${eur(v.tax)}|${eur(v.tot)}`),
    );
    grid(
      p,
      y,
      'RIEPILOGO IMPORTI',
      TABLES.importi,
      [...importi, cells(`TOTALE DA PAGARE||||${b.totale}`)],
      7.5,
    );
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Vulture: page 1 a pre-printed form in sans with the printed values in mono (amounts by service in
// ARERA's words, a consumption chart, a payment notice); page 2 the holder's and the supplies' data in
// ASCII-framed blocks, fixed-width columns, the unit before the number

const PAGE2 = (
  'codiceFiscale partitaIva indirizzoFornitura pod pdr potenzaImpegnataKw tensioneV ' +
  'consumoAnnuoKwh consumoAnnuoSmc codiceRemi categoriaUsoGas'
).split(' ') as CampoBolletta[];

/** The lines of each service's amount in the Bolletta 2.0's words. */
const NET = '|Spesa per il trasporto e la gestione del contatore|Spesa per oneri di sistema|Imposte e IVA';
const PARTS: Record<string, string[]> = {
  'ENERGIA ELETTRICA': `Spesa per la materia energia${NET}`.split('|'),
  'GAS NATURALE': `Spesa per la materia gas naturale${NET}`.split('|'),
  'SERVIZIO IDRICO INTEGRATO':
    'Quota fissa|Acquedotto, fognatura e depurazione|Componenti UI1, UI2, UI3|IVA 10%'.split('|'),
};

export const vulture: Layout = {
  key: 'vulture',
  supplier: supplier(
    'VSI',
    'Vulture Servizi Integrati S.p.A.',
    '0162947076',
    'Via Appia 120, 85025 Melfi (PZ)',
    '800 076 076',
  ),
  traits: 'page 1 form with amounts, chart and payment notice; page 2 ASCII-framed blocks, columns, "KW 3,0"',
  page2: PAGE2,
  draw(b) {
    const s = b.supplier;
    const h = b.holder;
    const f = b.fornitura;
    const x2 = services(b);
    const pf = h.tipo === 'PF';
    // the machine's ink on the pre-printed form
    const ink = (size: number, bold = false) => ({ size, bold, face: 'mono' as const, grey: 0.15 });
    const p1 = new Page('sans');
    p1.text(40, 46, 'VULTURE', { size: 20, bold: true, face: 'serif' });
    p1.text(40, 58, 'SERVIZI INTEGRATI', { size: 8.5, bold: true });
    p1.text(40, 68, 'energia - gas - acqua - ambiente', { size: 7.5, grey: 0.35 });
    envelope(p1, b, 330, 100, 'COGNOME NOME');
    const title = titleOf(b, 'LUCE', 'GAS', 'LUCE E GAS');
    p1.text(40, 100, `BOLLETTA MULTISERVIZI - ${title}`, { size: 10.5, bold: true });
    const list = some(b.luce && 'ENERGIA ELETTRICA', b.gas && 'GAS NATURALE', 'ACQUA', x2.tari && 'RIFIUTI');
    p1.text(40, 114, 'Servizi in bolletta:', { size: 7.5 });
    p1.text(40, 124, list.join(', '), { size: 7.5 });
    // the form's boxes: a printed caption, the value printed in the machine's ink
    const boxes = cells(
      `NUMERO BOLLETTA|${b.numero}|DATA EMISSIONE|12/02/2026|CODICE CLIENTE|${b.codiceCliente}|PERIODO|` +
        `DIC 25 - GEN 26|SCADENZA|04/03/2026|TOTALE DA PAGARE|EURO ${b.totale}`,
    );
    [0, 1, 2, 3, 4, 5].forEach((i) => {
      const [cap = '', v = ''] = boxes.slice(2 * i, 2 * i + 2);
      const [bx, by] = [40 + (i % 3) * 90, 165 + Math.floor(i / 3) * 34];
      p1.rect(bx, by, 86, 30, i === 5 ? 0.9 : null, 0.4);
      p1.text(bx + 4, by + 10, cap, { size: 7, grey: 0.35 });
      p1.text(bx + 4, by + 23, v, ink(8.5, i === 5));
    });
    // amounts by service, in the words of the Bolletta 2.0, flush right
    const right = (x: number, y: number, v: string, size: number, bold = false) =>
      p1.text(x - v.length * size * CW, y, v, ink(size, bold));
    let y = 250;
    p1.text(40, y, 'SINTESI DEGLI IMPORTI FATTURATI', { size: 9, bold: true });
    p1.line(40, y + 4, 555, y + 4, 0.4);
    y += 16;
    const svc = some<Voce>(
      b.luce && ['ENERGIA ELETTRICA', 0],
      b.gas && ['GAS NATURALE', 0],
      ['SERVIZIO IDRICO INTEGRATO', 0],
      x2.tari && ['TARIFFA RIFIUTI (TARIP)', 0],
      x2.rai && ['CANONE TV USO PRIVATO', 0, 18],
    );
    for (const v of shares(b, svc)) {
      p1.text(40, y, v.name, { size: 8, bold: true });
      right(555, y, `EURO ${eur(v.tot)}`, 8.5, true);
      y += 11;
      // the service's lines: taxes about their share, the rest by weights from the bill
      const sub = PARTS[v.name] ?? [];
      const cents = Math.round(v.tot * 100);
      const tax = Math.round(cents * (v.name.startsWith('SERVIZIO') ? 0.0909 : 0.18));
      const w = sub.slice(1, -1).map((line) => 3 + roll(b, line + v.name, 5));
      const amounts = w.map((x) => Math.floor(((cents - tax) * x) / 22));
      amounts.unshift(cents - tax - amounts.reduce((a, x) => a + x, 0));
      sub.forEach((line, i) => {
        p1.text(52, y, line, { size: 7.5 });
        right(470, y, eur((amounts[i] ?? tax) / 100), 8);
        y += 10;
      });
      y += 3;
    }
    p1.line(40, y, 555, y, 0.4);
    p1.text(40, y + 13, 'TOTALE BOLLETTA', { size: 9, bold: true });
    right(555, y + 13, `EURO ${b.totale}`, 10, true);
    const note = 'I dati del contratto e delle forniture sono riportati a pagina 2.';
    p1.text(40, y + 26, note, { size: 7.5, grey: 0.3 });
    y += 44;

    // a chart of the bimonthly consumption of each energy: bars and their values
    const charts = some<[string, number[]]>(
      b.luce && ['ENERGIA ELETTRICA - KWH PER BIMESTRE', bimestri(b, b.luce.annuoKwh, SHAPES.luce)],
      b.gas && ['GAS NATURALE - SMC PER BIMESTRE', bimestri(b, b.gas.annuoSmc, SHAPES.gas)],
    );
    const gw = 515 / charts.length;
    charts.forEach(([heading, vals], c) => {
      const gx = 40 + c * gw;
      const max = Math.max(...vals);
      const bw = (gw - 30) / 6;
      p1.text(gx, y, heading, { size: 7.5, bold: true });
      BIMESTRI.forEach((m, i) => {
        const [bh, bx] = [((vals[i] ?? 0) / max) * 60, gx + 4 + i * bw];
        p1.rect(bx + 3, y + 78 - bh, bw - 8, bh, i === 5 ? 0.3 : 0.7, null);
        p1.text(bx + 3, y + 74 - bh, String(vals[i]), { size: 7, face: 'mono' });
        p1.text(bx + 2, y + 88, m, { size: 7, grey: 0.3 });
      });
      p1.line(gx + 4, y + 78, gx + gw - 20, y + 78, 0.4);
    });

    // the payment notice, below a cut line
    y = Math.max(y + 104, 640);
    p1.text(40, y, '- '.repeat(61), { size: 7, face: 'mono', grey: 0.5 });
    p1.rect(40, (y += 12), 515, 120, null, 0.4);
    p1.text(48, y + 14, 'AVVISO DI PAGAMENTO', { size: 9, bold: true });
    const codice = `3012 ${digitsOf(b, 'av1', 4)} ${digitsOf(b, 'av2', 4)} ${digitsOf(b, 'av3', 4)} 19`;
    const avviso = `ENTE CREDITORE|${upper(s.nome)}|CODICE FISCALE ENTE|${s.partitaIva}|DESTINATARIO|${upper(holderName(h, 'COGNOME NOME'))}|CODICE AVVISO|${codice}|CODICE CBILL|A${digitsOf(b, 'cb', 3)}V|IMPORTO|EURO ${b.totale}|ENTRO IL|04/03/2026`;
    cells(avviso).forEach((v, i) =>
      p1.text(i % 2 ? 150 : 48, y + 30 + (i >> 1) * 12, v, i % 2 ? ink(8) : { size: 7, grey: 0.35 }),
    );
    // a QR-like block: modules from the bill, the three finder squares of a QR code
    const [qx, qy, m] = [455, y + 12, 3.6];
    for (let i = 0; i < 25; i++)
      for (let j = 0; j < 25; j++) {
        const finder = (i < 7 || i > 17) && (j < 7 || j > 17) && !(i > 17 && j > 17);
        const ring = Math.max(Math.abs((i % 18) - 3), Math.abs((j % 18) - 3)) !== 2;
        if (finder ? ring : roll(b, `qr${i}.${j}`, 2)) p1.rect(qx + i * m, qy + j * m, m, m, 0, null);
      }
    p1.text(qx, qy + 100, 'PAGA CON PAGOPA', { size: 7, grey: 0.35 });
    footer(p1, s);

    // page 2: blocks framed with characters by the line printer
    const p = new Page('mono');
    const [S, L, FW] = [8, 10.5, 104];
    mono(p, 40, 40, `${upper(s.nome)}   BOLLETTA N. ${b.numero} DEL 12/02/2026   PAG. 2 DI 2`, { size: S });
    y = 62;
    const rule = (c = '-') => p.text(40, (y += L) - L, `+${c.repeat(FW - 2)}+`, { size: S });
    const row = (text: string, bold = false) =>
      mono(p, 40, (y += L) - L, `| ${pad(text, FW - 4)} |`, ink(S, bold));
    const frame = (heading: string, body: () => void) => {
      rule('=');
      row(heading, true);
      rule();
      body();
      rule();
      y += 8;
    };
    const kv = (label: string, value: string) =>
      wrap(value, FW - 26).forEach((v, i) =>
        row(`${i || !label ? ''.padEnd(22) : `${pad(label, 20)}: `}${v}`),
      );
    /** a fixed-width table: the widths in characters, a header line and the values under it, "|" between */
    const cols = (widths: string, ...lines: string[]) => {
      const w = widths.split(' ').map(Number);
      for (const l of lines)
        row(
          cells(l)
            .reduce((a, v, i) => a + v.padEnd(w[i] ?? 10), '')
            .trimEnd(),
        );
    };
    frame("DATI ANAGRAFICI DELL'INTESTATARIO", () => {
      kv(pf ? 'INTESTATARIO' : 'RAGIONE SOCIALE', upper(holderName(h, 'COGNOME NOME')));
      if (!pf) kv('PARTITA IVA', h.partitaIva);
      kv('CODICE FISCALE', h.codiceFiscale);
      // a company's contact person: a name beside the holder's, as business bills print it
      if (!pf)
        kv('REFERENTE', pickOf(b, 'ref', ['BERTOLINI ENZO', 'CAPUANO TERESA', 'LAROCCA VITO', 'DI LEO IDA']));
      kv('IND. FORNITURA', upper(`${f.toponimo} ${f.via} N. ${f.civico}`));
      kv('', upper(`${f.cap} ${f.comune} (${f.provincia})`));
      const r = b.recapito;
      kv('IND. RECAPITO', upper(`${r.toponimo} ${r.via} N. ${r.civico} - ${cityLine(r)}`));
      kv('COD. CLIENTE', `${b.codiceCliente}        COD. CONTRATTO: ${x2.contratto}`);
    });
    if (b.luce) {
      const l = b.luce;
      const [k1, k2, k3] = [x2.lettKwh, Math.round(x2.lettKwh * 0.4), Math.round(x2.lettKwh * 0.6)];
      frame('FORNITURA DI ENERGIA ELETTRICA - MERCATO LIBERO', () => {
        cols(
          '18 12 12 11 15 16 16',
          'P.O.D.|POT.IMP.|POT.DISP.|TENSIONE|CONS.ANNUO|OPZ.TARIFF.|MATRICOLA',
          `${l.pod}|KW ${it(l.potenzaKw, 1)}|KW ${it(l.disponibileKw, 1)}|V ${l.tensioneV}|KWH ${it(l.annuoKwh)}` +
            `|${opzione(b, l.potenzaKw)}|${x2.matrLuce}`,
        );
        row('');
        cols(
          '18 14 12 12 12 30',
          'LETTURE|DATA|F1|F2|F3|TIPO',
          `PRECEDENTE|30/11/2025|${it(k1)}|${it(k2)}|${it(k3)}|REALE`,
          `ATTUALE|31/01/2026|${it(k1 + 190)}|${it(k2 + 95)}|${it(k3 + 140)}|REALE TELELETTA`,
        );
        row(`DISTRIBUTORE: VULTURE RETI S.R.L. - PRONTO INTERVENTO 800 076 100 - FASI: ${fasi(l.tensioneV)}`);
      });
    }
    if (b.gas) {
      const g = b.gas;
      frame('FORNITURA DI GAS NATURALE', () => {
        cols(
          '18 12 10 15 16 8 12',
          'P.D.R.|COD.RE.MI.|CAT.USO|CONS.ANNUO|MATRICOLA|CL.|COEFF.C',
          `${g.pdr}|${g.remi}|${g.categoria}|SMC ${it(g.annuoSmc)}|${x2.matrGas}|${pf ? 'G4' : 'G16'}|1,0262`,
        );
        row(`CATEGORIA D'USO ${catLong(g.categoria).replace(' ', ': ')}`);
        row(
          `PCS 0,038520 GJ/SMC - LETTURA ${it(x2.lettSmc)} DEL 31/01/2026 (STIMATA) - DISTRIB. VULTURE RETI`,
        );
      });
    }
    frame('SERVIZIO IDRICO INTEGRATO - AMBITO TERRITORIALE UNICO', () => {
      const uso = pf ? 'DOMESTICA RESIDENTE' : 'USO COMMERCIALE';
      cols(
        '16 15 10 14 24 20',
        'COD. UTENZA|MATRICOLA|CALIBRO|CONS.ANNUO|TIPOLOGIA|LETTURA',
        `${x2.utenza}|${x2.matrAcqua}|DN 15|MC ${x2.mc}|${uso}|MC ${x2.letturaMc}`,
      );
      row(`DEPOSITO CAUZIONALE EURO ${eur(25 + roll(b, 'dep', 50))} - UNITA' ABITATIVE 1`);
    });
    if (x2.tari) {
      frame('SERVIZIO RIFIUTI - TARIFFA CORRISPETTIVA', () => {
        const [n, svuot] = [pf ? x2.componenti : '-', 4 + roll(b, 'conf', 20)];
        cols(
          '18 16 14 30 22',
          'COD. UTENZA|SUPERFICIE|COMPONENTI|CONFERIMENTI SECCO RESIDUO|CATEGORIA',
          `R${x2.contribuente}|MQ ${x2.mq}|${n}|${svuot} SVUOTAMENTI|${pf ? '' : 'NON '}DOMESTICA`,
        );
      });
    }
    frame('COMUNICAZIONI', () => {
      row('PER RECLAMI: SPORTELLO PER IL CONSUMATORE ARERA 800 166 654 - WWW.ARERA.IT');
      row("BONUS SOCIALE: RICONOSCIUTO AUTOMATICAMENTE AI NUCLEI CON ISEE IN CORSO DI VALIDITA'.");
    });
    footer(p, s);
    return [p1, p];
  },
};
