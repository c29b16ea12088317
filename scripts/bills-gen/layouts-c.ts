// Layouts 7-9: the supply described in sentences (gransasso), a shaded column of labels with dates in
// them and units before the numbers (isolaverde), two columns with the label above each value and the
// address over three lines (lagomaggiore).
import { CATEGORIE, envelope, footer, it, kw, street, cityLine, summary, upper } from './bill';
import { holderRows, supplier, supplyRows, titleOf, type Layout, type Vocab } from './layout';
import { Page } from './page';

// ---------------------------------------------------------------------------------------------------------
// Gran Sasso: sentences; the holder written COGNOME Nome after "intestato a"

export const gransasso: Layout = {
  key: 'gransasso',
  supplier: supplier(
    'GRAN SASSO',
    'Gran Sasso Luce S.r.l.',
    '0169283745',
    "Corso Vittorio Emanuele 80, 67100 L'Aquila (AQ)",
    '800 414 525',
  ),
  traits: 'the supply described in sentences; COGNOME Nome',
  draw(b) {
    const p = new Page('serif');
    p.text(40, 54, 'GRAN SASSO', { size: 19, bold: true, face: 'sans' });
    p.text(40, 68, 'Luce e Gas', { size: 10, face: 'sans' });
    envelope(p, b, 330, 100, 'COGNOME NOME');
    p.text(
      40,
      118,
      titleOf(b, 'Fattura energia elettrica', 'Fattura gas naturale', 'Fattura energia elettrica e gas'),
      { size: 13, bold: true },
    );
    summary(p, b, 184);
    const h = b.holder;
    const f = b.fornitura;
    const where = `${street(f)}, ${cityLine(f)}`;
    const lines: string[] = [
      h.tipo === 'PF'
        ? `Il contratto è intestato a ${upper(h.cognome)} ${h.nome}, codice fiscale ${h.codiceFiscale}.`
        : `Il contratto è intestato a ${h.ragioneSociale}, partita IVA e codice fiscale ${h.partitaIva}.`,
      `La fornitura si trova in ${where}.`,
      '',
    ];
    if (b.luce) {
      const l = b.luce;
      lines.push(
        `Per l'energia elettrica il punto di prelievo (POD) è ${l.pod}, con una potenza impegnata`,
        `di ${kw(l.potenzaKw)} kW, una potenza disponibile di ${kw(l.disponibileKw)} kW e una tensione di fornitura di ${l.tensioneV} V.`,
        `Il consumo annuo è stato di ${it(l.annuoKwh)} kWh; in questa bolletta fatturiamo ${it(Math.round(l.annuoKwh / 6))} kWh.`,
        '',
      );
    }
    if (b.gas) {
      const g = b.gas;
      lines.push(
        `Per il gas il punto di riconsegna (PDR) è ${g.pdr}, collegato alla cabina REMI ${g.remi};`,
        `la categoria d'uso è ${g.categoria} (${CATEGORIE[g.categoria] ?? ''}).`,
        `Il consumo annuo è stato di ${it(g.annuoSmc)} Smc, coefficiente C 1,0185.`,
      );
    }
    p.text(40, 250, 'La tua fornitura', { size: 11, bold: true });
    lines.forEach((t, i) => p.text(40, 268 + 14 * i, t, { size: 9.5 }));
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Isola Verde: labels in a shaded column, some with the period's dates; units before the numbers

const ISOLA_WORDS: Vocab = {
  luce: 'ENERGIA ELETTRICA',
  gas: 'GAS NATURALE',
  pod: 'POD',
  potenza: 'Potenza impegnata dal 01/01/2024',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione nominale',
  consumoKwh: 'Consumo annuo 01/02/2025-31/01/2026',
  pdr: 'PDR',
  remi: 'Codice REMI',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo 01/02/2025-31/01/2026',
};

export const isolaverde: Layout = {
  key: 'isolaverde',
  supplier: supplier(
    'ISOLA VERDE',
    'Isola Verde Energia S.p.A.',
    '0873192645',
    'Via Roma 150, 09124 Cagliari (CA)',
    '800 616 727',
  ),
  traits: 'labels in a shaded column, dates inside labels, units before numbers; monospaced',
  draw(b) {
    const p = new Page('mono');
    p.text(40, 56, 'ISOLA VERDE ENERGIA', { size: 17, bold: true });
    envelope(p, b, 330, 96, 'COGNOME NOME');
    p.text(40, 112, titleOf(b, 'BOLLETTA LUCE', 'BOLLETTA GAS', 'BOLLETTA LUCE E GAS'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 176);
    let y = 236;
    const row = (label: string, value: string) => {
      p.rect(40, y - 10, 230, 15, 0.9, null);
      p.rect(40, y - 10, 515, 15, null, 0.6);
      p.text(45, y, label, { size: 8 });
      p.text(280, y, value, { size: 8.5, bold: true });
      y += 15;
    };
    const head = (t: string) => {
      y += 8;
      p.text(40, y, t, { size: 9.5, bold: true });
      y += 14;
    };
    head('DATI DEL TITOLARE');
    const hv = {
      persona: 'Titolare',
      azienda: 'Titolare',
      cf: 'Codice Fiscale Titolare',
      piva: 'Partita IVA',
    };
    for (const [l, v] of holderRows(b, hv, 'COGNOME NOME')) row(l, v);
    row('Indirizzo fornitura', upper(`${street(b.fornitura)} ${cityLine(b.fornitura)}`));
    const formats = {
      kw: (n: number) => `kW ${kw(n)}`,
      kwh: (n: number) => `kWh ${it(n)}`,
      smc: (n: number) => `Smc ${it(n)}`,
      v: (n: number) => `V ${n}`,
      cat: (c: string) => c,
    };
    for (const sec of supplyRows(b, ISOLA_WORDS, formats)) {
      head(sec.title);
      for (const [l, v] of sec.rows) row(l, v);
    }
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Lago Maggiore: two columns, the label above each value; the address over three lines

const LAGO_WORDS: Vocab = {
  luce: 'Punto di prelievo energia elettrica',
  gas: 'Punto di riconsegna gas',
  pod: 'Codice identificativo POD',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione',
  consumoKwh: 'Consumo annuo',
  pdr: 'Codice identificativo PDR',
  remi: 'Codice Re.Mi.',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo',
};

export const lagomaggiore: Layout = {
  key: 'lagomaggiore',
  supplier: supplier(
    'LAGO MAGGIORE',
    'Lago Maggiore Gas S.r.l.',
    '0395817264',
    'Corso Garibaldi 20, 28921 Verbania (VB)',
    '800 818 929',
  ),
  traits: 'two columns, the label above each value; address over three lines; Nome Cognome',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 54, 'Lago Maggiore Gas', { size: 19, bold: true });
    envelope(p, b, 330, 96, 'Nome Cognome');
    p.text(
      40,
      112,
      titleOf(b, 'Bolletta di energia elettrica', 'Bolletta di gas naturale', 'Bolletta di luce e gas'),
      { size: 12, bold: true },
    );
    summary(p, b, 176);
    const column = (x: number, y0: number, items: [string, string[]][]) => {
      let y = y0;
      for (const [label, lines] of items) {
        p.text(x, y, label, { size: 7.5, grey: 0.4 });
        lines.forEach((t, k) => p.text(x, y + 12 + 11 * k, t, { size: 9.5, bold: true }));
        y += 22 + 11 * lines.length;
      }
    };
    const f = b.fornitura;
    const hv = {
      persona: 'Intestatario',
      azienda: 'Intestatario',
      cf: 'Codice fiscale',
      piva: 'Partita IVA',
    };
    p.text(40, 240, 'CLIENTE', { size: 10, bold: true });
    column(40, 258, [
      ...holderRows(b, hv, 'Nome Cognome').map(([l, v]): [string, string[]] => [l, [v]]),
      [
        'Indirizzo di fornitura',
        [`${f.toponimo} ${f.via}, ${f.civico}`, `${f.cap} ${upper(f.comune)}`, `Prov. ${f.provincia}`],
      ],
    ]);
    let y = 240;
    const formats = { kw: (n: number) => `${it(n, 2)} kW`, cat: (c: string) => c };
    for (const sec of supplyRows(b, LAGO_WORDS, formats, false)) {
      p.text(310, y, sec.title.toUpperCase(), { size: 10, bold: true });
      column(
        310,
        y + 18,
        sec.rows.map(([l, v]) => [l, [v]]),
      );
      y += 18 + 33 * sec.rows.length + 8;
    }
    footer(p, b.supplier);
    return [p];
  },
};
