// Layouts 37-39 (author n, written blind): small resellers whose bills come out of generic billing
// software. Irpinia: monospaced uppercase in fixed columns, "DATI FORNITURA" with dot leaders and
// abbreviations, a RIEPILOGO by CODICE ARTICOLO, a DUPLICATO stamp. Lunigiana: a grid of small bordered
// cells, the label tiny in the top-left corner, units in the labels, civico and CAP in cells of their own.
// Ciociaria: the courtesy copy of an e-invoice, the POD or PDR in the lines' descriptions, the technical
// data only on page 2 as "Altri dati gestionali" with raw XML numbers.
import { CATEGORIE, holderName, it, kw, upper, type Bill } from './bill';
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { supplier, type Layout } from './layout';
import { Page } from './page';
import { random, type Rnd } from './random';

const rndOf = (b: Bill): Rnd => random(Number(b.codiceCliente.slice(-8)) + 7 * Number(b.numero.slice(-5)));
const eur = (n: number) => it(n, 2);
const period = (annual: number) => Math.round(annual / 6);
/** text at (x, y): size, bold, grey as positional arguments */
const tx = (p: Page, x: number, y: number, s: string, size = 8, bold = false, grey = 0) =>
  p.text(x, y, s, { size, bold, grey });

type Item = { code: string; desc: string; um: string; qty: number; dec: number; total: number };
/** The invoice's lines of each supply: code|description|unit|share of the amount */
const EE =
  'EE-MAT-F0|QUOTA ENERGIA MONORARIA|KWH|0.42;EE-QF-COM|QUOTA FISSA COMMERCIALIZZ.|MESI|0.08;EE-POT|QUOTA POTENZA|KW/MESE|0.08;EE-TRAS|TRASPORTO E GEST. CONTATORE|KWH|0.17;EE-ONERI|ONERI DI SISTEMA ASOS/ARIM|KWH|0.13;EE-ACC|ACCISA ENERGIA ELETTRICA|KWH|0.12';
const GN =
  'GN-MAT|MATERIA PRIMA GAS (CMEM)|SMC|0.46;GN-QF-VEN|QUOTA FISSA VENDITA|MESI|0.07;GN-TRAS|TRASPORTO E GEST. CONTATORE|SMC|0.2;GN-ONERI|ONERI DI SISTEMA|SMC|0.07;GN-ACC|ACCISA E ADD. REGIONALE|SMC|0.2';

/** The invoice's lines: their totals add up to the bill's taxable amount; IVA 10% a home, 22% a company. */
function invoice(b: Bill) {
  const total = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const rate = b.holder.tipo === 'PF' ? 10 : 22;
  const taxable = Math.round((total / (1 + rate / 100)) * 100) / 100;
  const both = b.luce && b.gas ? 0.5 : 1;
  const rows = [...(b.luce ? EE.split(';') : []), ...(b.gas ? GN.split(';') : [])].map((l) => l.split('|'));
  let left = taxable;
  const items: Item[] = rows.map(([code = '', desc = '', um = '', share = '0'], i) => {
    const t = i === rows.length - 1 ? left : Math.round(taxable * Number(share) * both * 100) / 100;
    left = Math.round((left - t) * 100) / 100;
    const annual = code.startsWith('EE') ? (b.luce?.annuoKwh ?? 0) : (b.gas?.annuoSmc ?? 0);
    const qty = um === 'MESI' ? 2 : um === 'KW/MESE' ? (b.luce?.potenzaKw ?? 0) * 2 : period(annual);
    return { code, desc, um, qty, dec: um === 'KW/MESE' ? 1 : 0, total: t };
  });
  return { items, rate, taxable, tax: Math.round((total - taxable) * 100) / 100 };
}
const price = (i: Item) => it(i.total / i.qty, 6);

type Reading = { gas: boolean; serial: string; prev: number; cur: number; cons: number; unit: string };
/** The meters' readings of the period, electricity first. */
function readings(b: Bill, salt: number): Reading[] {
  const out: Reading[] = [];
  const add = (gas: boolean, id: string, serial: string, annual: number, unit: string) => {
    const prev = 1000 + ((Number(id.slice(-6)) * salt) % 40_000);
    out.push({ gas, serial, prev, cur: prev + period(annual), cons: period(annual), unit });
  };
  if (b.luce) add(false, b.luce.pod, `E${b.luce.pod.slice(-8)}`, b.luce.annuoKwh, 'kWh');
  if (b.gas) add(true, b.gas.pdr, b.gas.pdr.slice(2, 10), b.gas.annuoSmc, 'Smc');
  return out;
}
/** supplier`BRAND|name|first 10 digits of the P.IVA|seat|phone` */
const sup = (parts: TemplateStringsArray) => {
  const [brand = '', nome = '', first10 = '', sede = '', tel = ''] = (parts[0] ?? '').split('|');
  return supplier(brand, nome, first10, sede, tel);
};
const CAT_SHORT = Object.fromEntries(
  'C1 RISCALDAMENTO|C2 COTTURA CIBI E/O ACS|C3 RISC.+COTTURA+ACS|C4 CONDIZIONAMENTO|T1 USO TECNOLOGICO|T2 TECNOLOGICO+RISC.'
    .split('|')
    .map((c) => [c.slice(0, 2), c.slice(3)]),
);
const cityOf = (a: Bill['recapito']) => `${a.cap} ${a.comune} ${a.provincia}`;
const FOOT = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';

// ---------------------------------------------------------------------------------------------------------
// Irpinia: all monospaced and uppercase, fixed columns, dot leaders, a RIEPILOGO by CODICE ARTICOLO

export const irpinia: Layout = {
  key: 'irpinia',
  supplier: sup`IRPINIA|Irpinia Energia S.r.l.|0284173064|Via Nazionale 214, 83100 Avellino (AV)|0825 189630`,
  traits:
    'monospaced uppercase fixed columns; DATI FORNITURA with dot leaders and abbreviations (POT.IMP., TENS.ALIM., CONS.ANNUO) two pairs a line; RIEPILOGO by CODICE ARTICOLO; DUPLICATO stamp; Spett.le',
  draw(b) {
    const [r, s, h, l, g] = [rndOf(b), b.supplier, b.holder, b.luce, b.gas];
    const p = new Page('mono');
    const t = (x: number, y: number, text: string, size = 8, bold = false, grey = 0) =>
      tx(p, x, y, upper(text), size, bold, grey);
    t(36, 46, s.nome, 13, true);
    t(36, 58, 'VENDITA ENERGIA ELETTRICA E GAS NATURALE', 7.5);
    t(36, 68, s.sede, 7.5);
    t(36, 78, `P.I./C.F. ${s.partitaIva} - REA AV-204517`, 7.5);
    t(36, 88, `TEL. ${s.telefono} - ${s.web}`, 7.5);
    p.rect(352, 32, 207, 60, null, 0.3);
    t(360, 48, `FATTURA N. ${b.numero}`, 10, true);
    t(360, 61, 'DEL 12/02/2026');
    t(490, 61, 'PAG. 1/1');
    t(360, 73, 'TIPO DOC. TD01 - ELETTRONICA');
    t(360, 85, `ID SDI ${b.numero.replace(/\D/g, '').slice(-9)}`);
    const stamp = r.pick(['** DUPLICATO **', '*** COPIA ***', 'DUPLICATO']);
    p.rect(410, 100, 149, 22, null, 0.45);
    t(484.5 - stamp.length * 3, 115, stamp, 10, true, 0.45);
    const kv = (x: number, y: number, label: string, value: string, pad = 14) =>
      t(x, y, `${label.padEnd(pad, '.')}: ${value}`);
    const rc = b.recapito;
    t(330, 144, 'Spett.le', 8, false, 0.3);
    [
      holderName(h, r.pick(['COGNOME NOME', 'Nome Cognome'] as const)),
      `${rc.toponimo} ${rc.via}, ${rc.civico}`,
      `${rc.cap} ${rc.comune} ${rc.provincia}`,
      h.tipo === 'PF' ? `COD.FISC. ${h.codiceFiscale}` : `P.IVA ${h.partitaIva} C.F. ${h.codiceFiscale}`,
    ].forEach((line, i) => t(330, 157 + 12 * i, line, 9, i === 0));
    kv(36, 144, 'COD.CLIENTE', b.codiceCliente, 17);
    kv(36, 156, 'COD.DESTINATARIO', h.tipo === 'PF' ? '0000000' : 'M5UXCR1', 17);
    kv(36, 168, 'COND.PAGAMENTO', 'RID SEPA SDD', 17);
    kv(36, 180, 'SCADENZA', '04/03/2026', 17);
    kv(36, 192, 'PERIODO FATT.', '01/12/2025-31/01/2026', 17);
    const dashes = (yy: number) => t(36, yy, '-'.repeat(107), 8, false, 0.4);
    let y = 210;
    dashes(y);
    t(36, (y += 13), 'DATI FORNITURA', 9, true);
    y += 13;
    if (h.tipo === 'PF') kv(36, y, 'INTESTATARIO', holderName(h, 'COGNOME NOME'));
    else {
      kv(36, y, 'RAG.SOCIALE', h.ragioneSociale);
      kv(36, (y += 11), 'P.IVA', h.partitaIva);
    }
    kv(310, y, 'COD.FISC.', h.codiceFiscale);
    const f = b.fornitura;
    const where = `${f.toponimo} ${f.via} ${f.civico} - ${f.cap} ${f.comune} (${f.provincia})`;
    kv(36, (y += 11), 'INDIR.FORN.', where);
    const pairs = (title: string, rows: string[][]) => {
      t(36, (y += 17), title, 8, true);
      for (const [l1 = '', v1 = '', l2 = '', v2 = ''] of rows) {
        kv(36, (y += 11), l1, v1);
        kv(310, y, l2, v2);
      }
    };
    const kwFmt = r.pick([(n: number) => `KW ${kw(n)}`, (n: number) => `${it(n, 1)} KW`]);
    const volt = r.pick(['V', 'VOLT']);
    if (l) {
      pairs(`[EE] ENERGIA ELETTRICA - ${h.tipo === 'PF' ? 'USO DOMESTICO' : 'ALTRI USI BT'}`, [
        ['COD.POD', l.pod, 'OPZ.TARIFF.', h.tipo === 'PF' ? 'TD - DOM.RES.' : 'BTA4'],
        ['POT.IMP.', kwFmt(l.potenzaKw), 'POT.DISP.', kwFmt(l.disponibileKw)],
        ['TENS.ALIM.', `${l.tensioneV} ${volt}`, 'FASI', l.tensioneV > 230 ? 'TRIFASE' : 'MONOFASE'],
        ['CONS.ANNUO', `KWH ${it(l.annuoKwh)}`, 'MATR.CONT.', `E${l.pod.slice(-8)}`],
      ]);
    }
    if (g) {
      pairs('[GN] GAS NATURALE - DISTRIB. LOCALE', [
        ['COD.PDR', g.pdr, 'MATR.CONT.', g.pdr.slice(2, 10)],
        ['COD.REMI', g.remi, 'CLASSE CONT.', 'G4'],
        ['CAT.USO', `${g.categoria} ${CAT_SHORT[g.categoria] ?? ''}`, 'COEFF.C', '1,020700'],
        ['CONS.ANNUO', `SMC ${it(g.annuoSmc)}`, 'PCS GJ/SMC', '0,039457'],
      ]);
    }
    dashes((y += 14));
    const inv = invoice(b);
    /** A line of fixed columns (an SVG collapses spaces): widths in characters, negative left-aligned. */
    const cols = (widths: number[], cells: string[], bold = false, size = 8, x0 = 36) => {
      let at = 0;
      cells.forEach((c, i) => {
        const w = widths[i] ?? 10;
        t(x0 + 0.6 * size * (w < 0 ? at : at + w - c.length), y, c.slice(0, Math.abs(w)), size, bold);
        at += Math.abs(w) + 1;
      });
      y += 11;
    };
    const w1 = [-16, -30, -8, 10, 14, 12, 5];
    const w2 = [-14, -14, -14, 12, 12, 12, 12];
    t(36, (y += 13), 'RIEPILOGO', 9, true);
    y += 13;
    cols(w1, "CODICE ARTICOLO|DESCRIZIONE|U.M.|QUANTITA'|PREZZO UN.|IMPORTO|IVA".split('|'), true);
    for (const i of inv.items)
      cols(w1, [i.code, i.desc, i.um, it(i.qty, i.dec), price(i), eur(i.total), `${inv.rate}`]);
    dashes(y);
    t(36, (y += 13), 'LETTURE', 9, true);
    y += 11;
    cols(w2, 'MATRICOLA|DATA LETT.|TIPO LETT.|LETT.PREC.|LETT.ATT.|CONSUMO|U.M.'.split('|'), true);
    for (const m of readings(b, 7)) {
      const kind = m.gas ? r.pick(['STIMATA', 'EFFETTIVA']) : 'EFFETTIVA';
      cols(w2, [m.serial, '31/01/2026', kind, it(m.prev), it(m.cur), it(m.cons), upper(m.unit)]);
    }
    dashes(y);
    y += 14;
    t(36, y, 'ADDEBITO SU C/C IBAN IT** ***** ***** ****4417');
    t(36, y + 12, 'NON PAGARE: IMPORTO ADDEBITATO IL 04/03/2026');
    cols([-18, -3, 11], ['TOTALE IMPONIBILE', 'EUR', eur(inv.taxable)], false, 8.5, 330);
    cols([-18, -3, 11], [`IVA ${inv.rate}%`, 'EUR', eur(inv.tax)], false, 8.5, 330);
    y += 3;
    cols([-18, -3, 11], ['TOTALE FATTURA', 'EUR', b.totale], true, 9.5, 330);
    tx(p, 36, 792, `${s.nome} - ${s.sede} - P.IVA ${s.partitaIva}`, 7);
    t(36, 802, FOOT, 7, false, 0.3);
    t(36, 812, 'STAMPATO CON GESTFATT 7.4 - COPIA ANALOGICA DELLA FATTURA ELETTRONICA', 7, false, 0.3);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Lunigiana: a grid of small bordered cells, the label tiny in the top-left corner and the value below it

/** A value's size so that it fits its cell, never below 6.5 pt. */
const fit = (text: string, w: number, size: number) =>
  Math.max(6.5, Math.min(size, (w - 6) / (text.length * 0.72)));

export const lunigiana: Layout = {
  key: 'lunigiana',
  supplier: sup`LUNIGIANA|Lunigiana Gas & Luce S.r.l.s.|0139572045|Piazza della Repubblica 3, 54027 Pontremoli (MS)|0187 460215`,
  traits:
    'bordered grid of small cells, tiny label top-left and value below; units in the labels ("POT. IMPEGNATA (kW)" 3,00); street, civico, CAP, comune, prov. in separate cells; cognome and nome apart; COPIA',
  draw(b) {
    const [r, s, h, l, g] = [rndOf(b), b.supplier, b.holder, b.luce, b.gas];
    const p = new Page('sans');
    tx(p, 36, 50, 'LUNIGIANA', 20, true, 0.15);
    tx(p, 178, 50, 'gas & luce', 11, false, 0.4);
    tx(p, 36, 64, `${s.nome} - ${s.sede}`, 7);
    tx(p, 36, 73, `P.IVA ${s.partitaIva} - Tel. ${s.telefono} - ${s.web}`, 7);
    const stamp = r.pick(['COPIA', 'DUPLICATO']);
    p.rect(429, 30, 130, 30, null, 0.5);
    tx(p, 494 - stamp.length * 5.4, 51, stamp, 15, true, 0.5);
    let y = 90;
    /** A row of cells: "LABEL:width:value|LABEL:width:value" (values never hold a "|"). */
    const row = (parts: TemplateStringsArray, ...values: unknown[]) => {
      const spec = parts.reduce((a, part, i) => `${a}${String(values[i - 1])}${part}`);
      let x = 36;
      for (const cell of spec.split('|')) {
        const [label = '', width = '80', ...rest] = cell.split(':');
        const [w, v] = [Number(width), rest.join(':')];
        p.rect(x, y, w, 24, null, 0.35);
        tx(p, x + 2.5, y + 7.5, label, 6.5, false, 0.35);
        tx(p, x + 3, y + 18, v, fit(v, w, 9), true);
        x += w;
      }
      return y + 24;
    };
    const bar = (title: string) => {
      p.rect(36, (y += 8), 523, 13, 0.85, 0.35);
      tx(p, 40, y + 9.5, title, 7.5, true);
      y += 13;
    };
    y = row`TIPO DOCUMENTO:90:FATTURA|NUMERO:100:${b.numero}|DATA EMISSIONE:74:12/02/2026`;
    y = row`CODICE CLIENTE:90:${b.codiceCliente}|CONTRATTO N.:100:CTR-${b.numero.slice(-5)}|SCADENZA:74:04/03/2026`;
    y = row`PERIODO DI FATTURAZIONE:164:dal 01/12/2025 al 31/01/2026|TOTALE DA PAGARE:100:€ ${b.totale}`;
    const rc = b.recapito;
    p.rect(320, 90, 239, 72, null, 0.35);
    tx(p, 323, 98, 'DESTINATARIO / INDIRIZZO DI RECAPITO', 6.5, false, 0.35);
    const to = [holderName(h, 'COGNOME NOME'), `${rc.toponimo} ${rc.via} ${rc.civico}`, cityOf(rc)];
    to.map(upper).forEach((line, i) => tx(p, 330, 116 + 13 * i, line, fit(line, 229, 9.5)));
    y = 170;
    bar('INTESTATARIO DEL CONTRATTO');
    if (h.tipo === 'PF')
      y = row`COGNOME:170:${upper(h.cognome)}|NOME:150:${upper(h.nome)}|CODICE FISCALE:203:${h.codiceFiscale}`;
    else
      y = row`RAGIONE SOCIALE:263:${upper(h.ragioneSociale)}|PARTITA IVA:130:${h.partitaIva}|CODICE FISCALE:130:${h.codiceFiscale}`;
    const f = b.fornitura;
    const via = upper(`${f.toponimo} ${f.via}`);
    y = row`INDIRIZZO DI FORNITURA:213:${via}|N. CIVICO:50:${f.civico}|CAP:55:${f.cap}|COMUNE:165:${upper(f.comune)}|PROV.:40:${f.provincia}`;
    const spaced = r.chance(0.5);
    if (l) {
      bar('FORNITURA DI ENERGIA ELETTRICA');
      const pod = spaced ? `${l.pod.slice(0, 2)} ${l.pod.slice(2, 5)} E ${l.pod.slice(6)}` : l.pod;
      const [opz, uso] = h.tipo === 'PF' ? ['TD', 'DOMESTICO RESIDENTE'] : ['BTA5', 'ALTRI USI'];
      const fasi = l.tensioneV > 230 ? 'TRIFASE' : 'MONOFASE';
      y = row`CODICE POD:125:${pod}|OPZIONE TARIFFARIA:90:${opz}|TIPO UTENZA:125:${uso}|TENSIONE (V):80:${l.tensioneV}|FASI:103:${fasi}`;
      y = row`POT. IMPEGNATA (kW):130:${it(l.potenzaKw, 2)}|POT. DISPONIBILE (kW):95:${it(l.disponibileKw, 2)}|CONSUMO ANNUO (kWh):110:${it(l.annuoKwh)}|MATRICOLA:85:E${l.pod.slice(-8)}|DISTRIBUTORE:103:e-distribuzione`;
    }
    if (g) {
      bar('FORNITURA DI GAS NATURALE');
      const pdr = spaced ? g.pdr.replace(/(\d{4})(?=\d)/g, '$1 ') : g.pdr;
      const cat = `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`;
      y = row`CODICE PDR:130:${pdr}|CODICE REMI:95:${g.remi}|CATEGORIA D'USO:213:${cat}|CLASSE MISURATORE:85:G4`;
      const profilo = g.categoria === 'C1' ? '001X1' : '001C1';
      y = row`CONSUMO ANNUO (Smc):130:${it(g.annuoSmc)}|COEFF. C:95:1,020700|MATRICOLA MISURATORE:110:${g.pdr.slice(2, 10)}|PROFILO DI PRELIEVO:85:${profilo}|DISTRIBUTORE:103:Reti Gas Locali`;
    }
    bar('LETTURE E CONSUMI DEL PERIODO');
    for (const m of readings(b, 5)) {
      const [what, prev, cur] = [m.gas ? 'GAS' : 'ENERGIA', it(m.prev), it(m.cur)];
      y = row`SERVIZIO:70:${what}|MATRICOLA:75:${m.serial}|DATA LETT. PREC.:75:30/11/2025|LETTURA PREC.:75:${prev}|DATA LETT. ATT.:75:31/01/2026|LETTURA ATT.:75:${cur}|CONSUMO (${m.unit}):78:${it(m.cons)}`;
    }
    const inv = invoice(b);
    const sum = (...pre: string[]) =>
      eur(inv.items.filter((i) => pre.some((x) => i.code.includes(x))).reduce((a, i) => a + i.total, 0));
    bar('RIEPILOGO IMPORTI');
    y = row`SPESA PER LA MATERIA (€):140:${sum('MAT', 'QF', 'POT')}|TRASPORTO E GEST. CONTATORE (€):140:${sum('TRAS')}|ONERI DI SISTEMA (€):120:${sum('ONERI')}|IMPOSTE (€):123:${sum('ACC')}`;
    y = row`TOTALE IMPONIBILE (€):140:${eur(inv.taxable)}|IVA ${inv.rate}% (€):140:${eur(inv.tax)}|MODALITÀ DI PAGAMENTO:120:Bollettino PagoPA|TOTALE FATTURA (€):123:${b.totale}`;
    tx(p, 36, y + 16, 'Comunicazioni: per guasti contattare il distributore locale. Reclami: 0187 460216', 7);
    p.line(36, 784, 559, 784, 0.5);
    tx(p, 36, 795, `${s.nome} - Sede ${s.sede} - C.F. e P.IVA ${s.partitaIva}`, 6.5);
    tx(p, 36, 804, FOOT, 6.5, false, 0.3);
    tx(p, 470, 804, 'Pag. 1 di 1 - FattuWin', 6.5, false, 0.3);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Ciociaria: the courtesy copy of an e-invoice (FatturaPA as the Agenzia delle Entrate prints it); the POD
// or PDR and the supply address in the lines' descriptions, the technical data on page 2 only

const xml = (n: number, d = 2) => n.toFixed(d);

export const ciociaria: Layout = {
  key: 'ciociaria',
  supplier: sup`CIOCIARIA|Ciociaria Servizi Energetici S.c.r.l.|0294817060|Via Casilina 122, 03100 Frosinone (FR)|0775 291460`,
  traits:
    'e-invoice courtesy copy: cedente/cessionario boxes, lines table with POD/PDR and supply address in the description; power, voltage, yearly use, REMI, category only on page 2 as Altri dati gestionali (3.00)',
  page2: 'potenzaImpegnataKw tensioneV consumoAnnuoKwh codiceRemi categoriaUsoGas consumoAnnuoSmc'.split(
    ' ',
  ) as CampoBolletta[],
  draw(b) {
    const [r, s, h, l, g] = [rndOf(b), b.supplier, b.holder, b.luce, b.gas];
    const p = new Page('sans');
    tx(p, 36, 40, 'CIOCIARIA', 14, true, 0.2);
    tx(p, 120, 40, 'servizi energetici', 9, false, 0.4);
    tx(p, 400, 40, 'Copia di cortesia', 9, true, 0.35);
    const box = (x: number, title: string, lines: string[]) => {
      p.rect(x, 54, 256, 118, null, 0.4);
      tx(p, x + 6, 67, title, 8.5, true);
      lines.forEach((l, i) => tx(p, x + 6, 81 + 11 * i, l, 7.5));
    };
    box(36, 'Cedente/prestatore (fornitore)', [
      `Identificativo fiscale ai fini IVA: IT${s.partitaIva}`,
      `Codice fiscale: ${s.partitaIva}`,
      `Denominazione: ${s.nome}`,
      'Regime fiscale: RF01 (ordinario)',
      'Indirizzo: Via Casilina 122',
      'Comune: Frosinone Provincia: FR',
      'Cap: 03100 Nazione: IT',
      `Telefono: ${s.telefono}  Email: fatture@ciociaria.example`,
    ]);
    const rc = b.recapito;
    const ids =
      h.tipo === 'PF'
        ? [`Codice fiscale: ${h.codiceFiscale}`, `Cognome nome: ${holderName(h, 'COGNOME NOME')}`]
        : [`Identificativo fiscale ai fini IVA: IT${h.partitaIva}`, `Codice fiscale: ${h.codiceFiscale}`];
    box(303, 'Cessionario/committente (cliente)', [
      ...ids,
      ...(h.tipo === 'PG' ? [`Denominazione: ${upper(h.ragioneSociale)}`] : []),
      `Indirizzo: ${upper(`${rc.toponimo} ${rc.via} ${rc.civico}`)}`,
      `Comune: ${upper(rc.comune)} Provincia: ${rc.provincia}`,
      `Cap: ${rc.cap} Nazione: IT`,
    ]);
    let y = 186;
    /** A ruled table: a grey header row of small labels, then rows; columns "x width [r]" by "|". */
    const table = (spec: string, head: string, rows: string[][], size = 7.5) => {
      const cols = spec.split('|').map((c) => c.split(' '));
      const x1 = Number(cols.at(-1)?.[0]) + Number(cols.at(-1)?.[1]);
      p.rect(36, y, x1 - 36, 13, 0.88, 0.4);
      head.split('|').forEach((t, i) => tx(p, Number(cols[i]?.[0]) + 3, y + 9, t, 6.5, true));
      y += 13;
      for (const row of rows) {
        row.forEach((t, i) => {
          const [cx = 0, w = 0, right] = (cols[i] ?? []).map((v) => (v === 'r' ? v : Number(v)));
          tx(p, right ? Number(cx) + Number(w) - 3 - t.length * size * 0.6 : Number(cx) + 3, y + 9, t, size);
        });
        y += 11;
      }
      p.rect(36, y - 13 - 11 * rows.length, x1 - 36, 13 + 11 * rows.length + 2, null, 0.4);
      y += 10;
    };
    const docHead = 'Tipologia documento|Art. 73|Numero documento|Data documento|Codice destinatario';
    const sdi = h.tipo === 'PF' ? '0000000' : 'KRRH6B9';
    table('36 150|186 50|236 130|366 90|456 103', docHead, [
      ['TD01 fattura', '', b.numero, '12-02-2026', sdi],
    ]);
    const what = b.luce && b.gas ? 'ENERGIA ELETTRICA E GAS' : b.luce ? 'ENERGIA ELETTRICA' : 'GAS NATURALE';
    const causale = `Causale: FATTURA FORNITURA ${what} - PERIODO 01/12/2025 - 31/01/2026 - COD. CLIENTE ${b.codiceCliente}`;
    tx(p, 36, y + 2, causale, 7);
    y += 14;
    const inv = invoice(b);
    const f = b.fornitura;
    const rows: string[][] = [];
    const rate = it(inv.rate, 2);
    const info = (...texts: string[]) =>
      texts.forEach((l) => rows.push(['', l, '', '', '', '', rate, '0,00']));
    const lines = (prefix: string) =>
      inv.items
        .filter((i) => i.code.startsWith(prefix))
        .forEach((i) => rows.push([i.code, i.desc, it(i.qty, 2), price(i), i.um, '', rate, eur(i.total)]));
    if (b.luce) info('FORNITURA ENERGIA ELETTRICA', `Punto di prelievo (POD): ${b.luce.pod}`);
    if (b.gas) info('FORNITURA GAS NATURALE', `Punto di riconsegna (PDR): ${b.gas.pdr}`);
    info(`Luogo di fornitura: ${f.toponimo} ${f.via} ${f.civico}`, `${f.cap} ${f.comune} (${f.provincia})`);
    lines('EE');
    lines('GN');
    const linesCols = '36 62|98 196|294 52 r|346 62 r|408 44|452 30|482 32 r|514 45 r';
    const linesHead = 'Cod. articolo|Descrizione|Quantità|Prezzo unit.|UM|Sconto|%IVA|Prezzo tot.';
    table(linesCols, linesHead, rows, 7);
    tx(p, 36, y + 4, 'RIEPILOGHI IVA E TOTALI', 8, true);
    y += 9;
    const vatHead =
      'esigibilità iva / riferimenti normativi|%IVA|Spese accessorie|Arr.|Totale imponibile|Totale imposta';
    const vat = ['I (esigibilità immediata)', rate, '', '', eur(inv.taxable), eur(inv.tax)];
    table('36 200|236 50 r|286 80 r|366 40 r|406 78 r|484 75 r', vatHead, [vat]);
    const totHead = 'Importo bollo|Sconto/Maggiorazione|Arr.|Totale documento';
    table('36 200|236 130 r|366 40 r|406 153 r', totHead, [['', '', '', b.totale]]);
    const mp = r.pick(['MP19 SEPA Direct Debit', 'MP05 bonifico']);
    const pay = [mp, 'IT60X0542811101000000123456', 'Banca Popolare del Frusinate', '04-03-2026', b.totale];
    const payHead = 'Modalità pagamento|IBAN|Istituto finanziario|Scadenza|Importo';
    table('36 120|156 170|326 130|456 50|506 53 r', payHead, [pay]);
    const foot = (pg: Page, n: number) => {
      pg.line(36, 780, 559, 780, 0.5);
      const legal =
        "Documento privo di valenza fiscale ai sensi dell'art. 21 DPR 633/72: l'originale è nell'area";
      tx(pg, 36, 791, legal, 6.5);
      tx(pg, 36, 800, `riservata dell'Agenzia delle Entrate. ${FOOT}`, 6.5);
      tx(pg, 36, 809, `${s.nome} - ${s.sede} - P.IVA ${s.partitaIva}`, 6.5, false, 0.3);
      tx(pg, 500, 809, `Pagina ${n} di 2`, 6.5, false, 0.3);
    };
    foot(p, 1);

    const q = new Page('sans');
    tx(q, 36, 44, `Fattura ${b.numero} del 12-02-2026 - ${holderName(h, 'COGNOME NOME')}`, 8, false, 0.35);
    tx(q, 36, 66, 'Altri dati gestionali', 10, true);
    let qy = 76;
    const cx = [36, 86, 196, 386, 476];
    const qrow = (cells: string[], grey = false) => {
      if (grey) q.rect(36, qy, 523, 13, 0.88, 0.4);
      cells.forEach((c, i) => tx(q, (cx[i] ?? 0) + 3, qy + 9, c, grey ? 6.5 : 7.5, grey));
      q.line(36, qy + 13, 559, qy + 13, 0.7);
      qy += 13;
    };
    qrow(['Nr. linea', 'Tipo dato', 'Riferimento testo', 'Riferimento numero', 'Riferimento data'], true);
    const d = '31-01-2026';
    const [ml, mg] = [readings(b, 13).find((m) => !m.gas), readings(b, 17).find((m) => m.gas)];
    const gd = (line: string, spec: string) => spec.split(';').forEach((c) => qrow([line, ...c.split('|')]));
    if (l && ml)
      gd(
        '1',
        `POD|${l.pod};POT_IMPEGNATA|KW|${xml(l.potenzaKw)};POT_DISPONIB|KW|${xml(l.disponibileKw)};TENSIONE|V|${xml(l.tensioneV)};CONS_ANNUO|KWH ULTIMI 12 MESI|${xml(l.annuoKwh)}|${d};MATRICOLA|${ml.serial};LETT_ATTUALE|KWH EFFETTIVA|${xml(ml.cur)}|${d}`,
      );
    if (g && mg)
      gd(
        l ? '3' : '1',
        `PDR|${g.pdr};COD_REMI|${g.remi};CAT_USO|${g.categoria} ${CAT_SHORT[g.categoria] ?? ''};CONS_ANNUO|SMC ULTIMI 12 MESI|${xml(g.annuoSmc)}|${d};COEFF_C||${xml(1.0207, 6)};MATRICOLA|${mg.serial};LETT_ATTUALE|SMC STIMATA|${xml(mg.cur)}|${d}`,
      );
    tx(q, 36, qy + 20, 'Allegati', 10, true);
    const file = `Nome: dettaglio_${b.numero.replace(/\D/g, '')}.pdf   Formato: PDF   Descrizione: letture`;
    tx(q, 36, qy + 34, file, 7.5);
    tx(q, 36, qy + 60, 'Dati del trasmittente: IT05176720964 - Formato FPR12 - Progressivo invio 0A1B2', 7.5);
    foot(q, 2);
    return [p, q];
  },
};
