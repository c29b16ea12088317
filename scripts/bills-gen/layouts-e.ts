// Layouts 13-16 (tuning, issue 14 round 3): the value large with its caption below it in a grid of
// boxes (pineta), two pages with "label ....: value" lists, meter readings in a table a column per
// period and "Re.Mi." (valdarno), two columns side by side with the holder's data label above value
// and the supply's as "label: value" pairs two to a line (levante), a ruled table with a header row over
// the values and the yearly consumption in a summary table a column per period (ginestra).
import { CATEGORIE, envelope, footer, holderName, it, kw, summary, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page } from './page';

/** "Via Roma n. 12 - 00184 Roma (RM)", as many suppliers write it. */
const withN = (b: Bill) => {
  const f = b.fornitura;
  return `${f.toponimo} ${f.via} n. ${f.civico} - ${f.cap} ${f.comune} (${f.provincia})`;
};

// ---------------------------------------------------------------------------------------------------------
// Pineta: a grid of boxes, the value first and its caption under it; the holder COGNOME Nome

export const pineta: Layout = {
  key: 'pineta',
  supplier: supplier(
    'PINETA',
    'Pineta Energia S.r.l.',
    '0736194820',
    'Viale della Pineta 7, 65121 Pescara (PE)',
    '800 515 626',
  ),
  traits: 'value first, caption below it in boxes; address "Via X n. 12 - CAP Comune (PR)"; COGNOME Nome',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 52, 'pineta', { size: 24, bold: true, grey: 0.2 });
    p.text(40, 66, 'energia', { size: 9, grey: 0.4 });
    envelope(p, b, 330, 100, 'COGNOME Nome');
    p.text(40, 116, titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas', 'Bolletta luce + gas'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 176);
    let y = 232;
    const grid = (items: [value: string, caption: string][], perRow = 3) => {
      const w = 515 / perRow;
      items.forEach(([value, caption], i) => {
        const x = 40 + (i % perRow) * w;
        const top = y + Math.floor(i / perRow) * 40;
        p.rect(x, top, w - 6, 34, 0.96, 0.7);
        p.text(x + 6, top + 14, value, { size: 10, bold: true });
        p.text(x + 6, top + 27, caption, { size: 6.5, grey: 0.35 });
      });
      y += Math.ceil(items.length / perRow) * 40 + 12;
    };
    const head = (t: string) => {
      p.text(40, y, t, { size: 10, bold: true });
      y += 8;
    };
    const h = b.holder;
    head('Intestatario');
    grid(
      h.tipo === 'PF'
        ? [
            [holderName(h, 'COGNOME Nome'), 'Intestatario della fornitura'],
            [h.codiceFiscale, 'Codice fiscale'],
          ]
        : [
            [h.ragioneSociale, 'Ragione sociale'],
            [h.partitaIva, 'Partita IVA'],
            [h.codiceFiscale, 'Codice fiscale'],
          ],
    );
    grid([[withN(b), 'Indirizzo di fornitura']], 1);
    if (b.luce) {
      const l = b.luce;
      head('Energia elettrica');
      grid([
        [l.pod, 'Codice identificativo POD'],
        [`${kw(l.potenzaKw)} kW`, 'Potenza impegnata'],
        [`${kw(l.disponibileKw)} kW`, 'Potenza disponibile'],
        [`${l.tensioneV} V`, 'Tensione di alimentazione'],
        [`${it(l.annuoKwh)} kWh`, 'Consumo annuo stimato'],
        [`${it(Math.round(l.annuoKwh / 5))} kWh`, 'Consumo fatturato'],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      head('Gas naturale');
      grid([
        [g.pdr, 'Codice PDR'],
        [g.remi, 'Codice REMI'],
        [`${g.categoria} ${CATEGORIE[g.categoria] ?? ''}`, "Categoria d'uso"],
        [`${it(g.annuoSmc)} Smc`, 'Consumo annuo'],
        [`${it(Math.round(g.annuoSmc / 5))} Smc`, 'Smc fatturati nel periodo'],
        [g.pdr.slice(4, 12), 'Matricola misuratore'],
      ]);
    }
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valdarno: page 1 the total and a greeting; page 2 "label .....: value" lists, meter readings in a table
// with a column per period (kWh and Smc beside the yearly ones), "Codice Re.Mi."

export const valdarno: Layout = {
  key: 'valdarno',
  supplier: supplier(
    'VALDARNO',
    'Valdarno Servizi Energetici S.p.A.',
    '0458172936',
    'Lungarno Corsini 2, 50123 Firenze (FI)',
    '800 626 737',
  ),
  traits: 'two pages: key: value lists with dotted leaders and a readings table a column per period; Re.Mi.',
  page2: [
    'codiceFiscale',
    'partitaIva',
    'indirizzoFornitura',
    'pod',
    'pdr',
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'consumoAnnuoSmc',
    'codiceRemi',
    'categoriaUsoGas',
  ],
  draw(b) {
    const p1 = new Page('serif');
    p1.text(40, 54, 'Valdarno', { size: 22, bold: true });
    p1.text(40, 68, 'servizi energetici', { size: 9, grey: 0.35 });
    envelope(p1, b, 330, 100, 'Cognome Nome');
    p1.text(40, 118, titleOf(b, 'Fattura luce', 'Fattura gas', 'Fattura luce e gas'), {
      size: 13,
      bold: true,
    });
    summary(p1, b, 180);
    p1.text(40, 246, `Gentile ${holderName(b.holder, 'Nome Cognome')},`, { size: 9.5 });
    p1.text(40, 260, 'ecco la sua bolletta. I dati della fornitura e le letture sono a pagina 2.', {
      size: 9.5,
    });
    footer(p1, b.supplier);

    const p = new Page('serif');
    p.text(40, 46, `Fattura ${b.numero} - pagina 2 di 2`, { size: 8, grey: 0.4 });
    let y = 76;
    const kv = (label: string, value: string, more?: string) => {
      p.text(50, y, `${label} ${'.'.repeat(Math.max(4, 44 - label.length))}:`, { size: 9 });
      p.text(270, y, value, { size: 9, bold: true });
      if (more) p.text(270, (y += 13), more, { size: 9, bold: true });
      y += 14;
    };
    const head = (t: string) => {
      y += 8;
      p.text(40, y, t, { size: 10.5, bold: true });
      p.line(40, y + 4, 555, y + 4, 0.5);
      y += 18;
    };
    const h = b.holder;
    const f = b.fornitura;
    head('Dati del cliente');
    if (h.tipo === 'PF') {
      kv('Nominativo', holderName(h, 'Cognome Nome'));
      kv('Codice fiscale', h.codiceFiscale);
    } else {
      kv('Denominazione', h.ragioneSociale);
      kv('Partita IVA', h.partitaIva);
      kv('Codice fiscale', h.codiceFiscale);
    }
    kv('Codice cliente', b.codiceCliente);
    kv(
      'Indirizzo di fornitura',
      `${f.toponimo} ${f.via}, ${f.civico}`,
      `${f.cap} ${f.comune} (${f.provincia})`,
    );
    const readings = (unit: string, annual: number) => {
      const a = Math.round(annual / 12);
      const start = 10_000 + (annual % 7_000);
      const x = [50, 200, 320, 440];
      p.rect(45, y - 10, 510, 14, 0.9, 0.5);
      ['Letture', 'dal 01/12/2025', 'dal 01/01/2026', 'Totale periodo'].forEach((t, i) =>
        p.text(x[i] ?? 0, y, t, { size: 8, bold: true }),
      );
      y += 14;
      const rows: string[][] = [
        [`Lettura (${unit})`, it(start), it(start + a), '-'],
        [`Consumo (${unit})`, it(a), it(a + 3), it(2 * a + 3)],
      ];
      for (const r of rows) {
        r.forEach((t, i) => p.text(x[i] ?? 0, y, t, { size: 8.5 }));
        p.line(45, y + 4, 555, y + 4, 0.7);
        y += 13;
      }
      y += 4;
    };
    if (b.luce) {
      const l = b.luce;
      head('Fornitura di energia elettrica');
      kv('Punto di prelievo', l.pod);
      kv('Potenza contrattualmente impegnata', `${it(l.potenzaKw, 2)} kW`);
      kv('Potenza disponibile', `${it(l.disponibileKw, 2)} kW`);
      kv('Tensione di fornitura', `${l.tensioneV} V ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`);
      kv('Consumo annuo', `${it(l.annuoKwh)} kWh`);
      readings('kWh', l.annuoKwh);
    }
    if (b.gas) {
      const g = b.gas;
      head('Fornitura di gas naturale');
      kv('Punto di riconsegna (PDR)', g.pdr);
      kv('Codice Re.Mi.', g.remi);
      kv('Tipologia di utilizzo', `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`);
      kv('Consumo annuo', `${it(g.annuoSmc)} Smc`);
      kv('Coefficiente di conversione C', '1,0215');
      readings('Smc', g.annuoSmc);
    }
    footer(p, b.supplier);
    return [p1, p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Levante: two columns side by side: the holder's data with the label above each value (address over
// two lines), the supply's as "label: value" pairs, two to a line, the period's figures beside the
// yearly ones

export const levante: Layout = {
  key: 'levante',
  supplier: supplier(
    'LEVANTE',
    'Levante Luce e Gas S.r.l.',
    '0692718354',
    'Corso Cavour 101, 70121 Bari (BA)',
    '800 737 848',
  ),
  traits: 'two columns: labels above values (holder), two "label: value" pairs a line (supply); Cognome Nome',
  draw(b) {
    const p = new Page('sans');
    p.rect(0, 0, 595, 70, 0.92, null);
    p.text(40, 44, 'LEVANTE', { size: 20, bold: true });
    p.text(150, 44, 'luce e gas', { size: 10, grey: 0.35 });
    envelope(p, b, 330, 96, 'COGNOME NOME');
    p.text(40, 112, titleOf(b, 'Bolletta della luce', 'Bolletta del gas', 'Bolletta luce e gas'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 172);
    const h = b.holder;
    const f = b.fornitura;
    let ly = 236;
    const above = (label: string, ...values: string[]) => {
      p.text(40, ly, label, { size: 7, grey: 0.4 });
      values.forEach((v, i) => p.text(40, ly + 12 + 11 * i, v, { size: 9, bold: i === 0 }));
      ly += 20 + 11 * values.length;
    };
    p.text(40, ly - 12, 'DATI CLIENTE', { size: 9.5, bold: true });
    if (h.tipo === 'PF') {
      above('Cliente', holderName(h, 'Cognome Nome'));
      above('Cod. fiscale', h.codiceFiscale);
    } else {
      above('Denominazione', h.ragioneSociale);
      above('P. IVA', h.partitaIva);
      above('Cod. fiscale', h.codiceFiscale);
    }
    above(
      'Luogo di fornitura',
      `${upper(f.toponimo)} ${upper(f.via)}, ${f.civico}`,
      upper(`${f.cap} ${f.comune} ${f.provincia}`),
    );
    p.line(290, 226, 290, 520, 0.6);
    let ry = 236;
    const pair = (a: string, b2?: string) => {
      p.text(300, ry, a, { size: 8 });
      if (b2) p.text(430, ry, b2, { size: 8 });
      ry += 14;
    };
    if (b.luce) {
      const l = b.luce;
      p.text(300, ry - 12, 'LUCE', { size: 9.5, bold: true });
      pair(`POD: ${l.pod}`);
      pair(`Pot. impegnata: ${kw(l.potenzaKw)} kW`, `Pot. disponibile: ${kw(l.disponibileKw)} kW`);
      pair(`Tensione: ${l.tensioneV} V`, `Fasi: ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`);
      pair(`Consumo annuo: ${it(l.annuoKwh)} kWh`, `Nel periodo: ${it(Math.round(l.annuoKwh / 6))} kWh`);
      ry += 16;
    }
    if (b.gas) {
      const g = b.gas;
      p.text(300, ry - 12, 'GAS', { size: 9.5, bold: true });
      pair(`PDR: ${g.pdr}`);
      pair(`Cabina REMI: ${g.remi}`, `Classe contatore: G4`);
      pair(`Categoria d'uso: ${g.categoria}`, `Profilo: ${g.categoria === 'C1' ? '001X1' : '001C1'}`);
      pair(`Consumo annuo: ${it(g.annuoSmc)} Smc`, `Nel periodo: ${it(Math.round(g.annuoSmc / 6))} Smc`);
    }
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Ginestra: a ruled table of label | value; the yearly consumption only in a summary table with a
// column per period (the period billed, the same period a year before, the last 12 months)

export const ginestra: Layout = {
  key: 'ginestra',
  supplier: supplier(
    'GINESTRA',
    'Ginestra Energie S.p.A.',
    '0381926475',
    'Via Libertà 58, 90143 Palermo (PA)',
    '800 848 959',
  ),
  traits: 'ruled label | value table; yearly consumption in a table a column per period; Sig. Cognome Nome',
  draw(b) {
    const p = new Page('serif');
    p.text(40, 54, 'Ginestra Energie', { size: 19, bold: true });
    envelope(p, b, 330, 96, 'Cognome Nome');
    p.text(40, 112, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 172);
    let y = 234;
    const row = (label: string, value: string) => {
      p.line(40, y - 10, 555, y - 10, 0.6);
      p.text(46, y, label, { size: 8.5 });
      p.line(225, y - 10, 225, y + 4, 0.6);
      p.text(232, y, value, { size: 8.5, bold: true });
      y += 14;
    };
    const h = b.holder;
    p.text(40, y - 14, 'Dati del contratto', { size: 10, bold: true });
    y += 2;
    if (h.tipo === 'PF') {
      row('Titolare', `Sig./Sig.ra ${holderName(h, 'Cognome Nome')}`);
      row('C.F. titolare', h.codiceFiscale);
    } else {
      row('Ragione sociale', upper(h.ragioneSociale));
      row('P.IVA', h.partitaIva);
      row('C.F.', h.codiceFiscale);
    }
    row('Fornitura sita in', withN(b));
    if (b.luce) {
      const l = b.luce;
      row('Codice POD', l.pod);
      row('Potenza impegnata', `${kw(l.potenzaKw)} kW`);
      row('Potenza max disponibile', `${kw(l.disponibileKw)} kW`);
      row('Tensione nominale', `${l.tensioneV} Volt`);
    }
    if (b.gas) {
      const g = b.gas;
      row('Codice PDR', g.pdr);
      row('Codice cabina REMI', g.remi);
      row("Categoria d'uso", `${g.categoria} (${CATEGORIE[g.categoria] ?? ''})`);
      row('Matricola contatore', g.pdr.slice(2, 10));
    }
    p.line(40, y - 10, 555, y - 10, 0.6);
    y += 14;
    p.text(40, y, 'Riepilogo consumi', { size: 10, bold: true });
    y += 16;
    const x = [46, 220, 330, 450];
    p.rect(40, y - 10, 515, 14, 0.9, 0.5);
    ['', 'Periodo fatturato', 'Stesso periodo 2025', 'Ultimi 12 mesi'].forEach((t, i) =>
      p.text(x[i] ?? 0, y, t, { size: 8, bold: true }),
    );
    y += 15;
    const cons = (label: string, annual: number) => {
      const period = Math.round(annual / 6);
      [label, it(period), it(Math.round(period * 1.07)), it(annual)].forEach((t, i) =>
        p.text(x[i] ?? 0, y, t, { size: 8.5 }),
      );
      p.line(40, y + 4, 555, y + 4, 0.7);
      y += 14;
    };
    if (b.luce) cons('Energia elettrica (kWh)', b.luce.annuoKwh);
    if (b.gas) cons('Gas naturale (Smc)', b.gas.annuoSmc);
    footer(p, b.supplier);
    return [p];
  },
};
