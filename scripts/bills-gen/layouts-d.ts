// Layouts 10-12: the data on page 2 with dotted leaders (marea), strips of "label value | label value"
// (nebbia), a table with one column per supply, electricity and gas side by side (orsa).
import { envelope, footer, holderName, it, kw, street, cityLine, summary, upper } from './bill';
import { holderRows, supplier, supplyRows, titleOf, type Layout, type Row, type Vocab } from './layout';
import { Page } from './page';

// ---------------------------------------------------------------------------------------------------------
// Marea: page 1 the total and the holder's name; page 2 every detail, dotted leaders to the values

const MAREA_WORDS: Vocab = {
  luce: 'Fornitura di energia elettrica',
  gas: 'Fornitura di gas naturale',
  pod: 'Codice POD',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione di alimentazione',
  consumoKwh: 'Consumo annuo',
  pdr: 'Codice PDR',
  remi: 'Codice REMI',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo',
};

export const marea: Layout = {
  key: 'marea',
  supplier: supplier(
    'MAREA',
    'Marea Energia S.p.A.',
    '0518273649',
    'Riva del Mandracchio 4, 34124 Trieste (TS)',
    '800 121 232',
  ),
  traits: 'two pages: the details on page 2 with dotted leaders; Cognome Nome',
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
    p1.text(40, 56, 'MAREA', { size: 22, bold: true });
    p1.text(40, 70, 'energia', { size: 10, grey: 0.35 });
    envelope(p1, b, 330, 100, 'Cognome Nome');
    p1.text(40, 120, titleOf(b, 'Bolletta della luce', 'Bolletta del gas', 'Bolletta di luce e gas'), {
      size: 13,
      bold: true,
    });
    summary(p1, b, 186);
    p1.text(40, 250, `Cliente: ${holderName(b.holder, 'Cognome Nome')}`, { size: 10 });
    p1.text(40, 266, 'Paga con domiciliazione bancaria: nessun costo aggiuntivo.', { size: 9 });
    p1.text(40, 300, 'Il dettaglio della fornitura è a pagina 2.', { size: 9 });
    footer(p1, b.supplier);
    const p2 = new Page('serif');
    p2.text(40, 50, `Bolletta ${b.numero} - pag. 2/2`, { size: 8, grey: 0.35 });
    let y = 84;
    const row = ([label, value]: Row) => {
      p2.text(50, y, `${label} ${'.'.repeat(Math.max(3, 60 - label.length))}`, { size: 9 });
      p2.text(330, y, value, { size: 9, bold: true });
      y += 15;
    };
    const head = (t: string) => {
      y += 8;
      p2.text(40, y, t, { size: 11, bold: true });
      y += 17;
    };
    head('Dati del cliente');
    const hv = {
      persona: 'Intestatario',
      azienda: 'Ragione sociale',
      cf: 'Codice fiscale',
      piva: 'Partita IVA',
    };
    holderRows(b, hv, 'Cognome Nome').forEach(row);
    row(['Indirizzo di fornitura', street(b.fornitura)]);
    row(['', cityLine(b.fornitura)]);
    for (const sec of supplyRows(b, MAREA_WORDS)) {
      head(sec.title);
      sec.rows.forEach(row);
    }
    footer(p2, b.supplier);
    return [p1, p2];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Nebbia: each supply on strips of "label value | label value"; abbreviated labels; COGNOME Nome

const NEBBIA_WORDS: Vocab = {
  luce: 'LUCE',
  gas: 'GAS',
  pod: 'POD',
  potenza: 'Pot. impegnata',
  disponibile: 'Pot. disponibile',
  tensione: 'Tensione',
  consumoKwh: 'Consumo ultimi 12 mesi',
  pdr: 'PDR',
  remi: 'Cod. REMI',
  categoria: "Cat. d'uso",
  consumoSmc: 'Consumo ultimi 12 mesi',
};

export const nebbia: Layout = {
  key: 'nebbia',
  supplier: supplier(
    'NEBBIA',
    'Nebbia Luce & Gas S.r.l.',
    '0627381954',
    'Via Cavour 9, 46100 Mantova (MN)',
    '800 343 454',
  ),
  traits: 'strips of "label value | label value", abbreviated labels; COGNOME Nome',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 54, 'nebbia', { size: 24, bold: true, grey: 0.25 });
    p.text(130, 54, 'luce & gas', { size: 11 });
    envelope(p, b, 330, 96, 'COGNOME Nome');
    p.text(40, 112, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 176);
    let y = 240;
    const strip = (items: Row[]) => {
      for (let i = 0; i < items.length; i += 3) {
        p.text(
          44,
          y,
          items
            .slice(i, i + 3)
            .map(([l, v]) => `${l} ${v}`)
            .join('  |  '),
          { size: 8.5 },
        );
        y += 14;
      }
      y += 6;
    };
    const hv = { persona: 'Intestatario', azienda: 'Intestatario', cf: 'C.F.', piva: 'P.IVA' };
    p.rect(40, y - 12, 515, 32, 0.94, null);
    strip([...holderRows(b, hv, 'COGNOME Nome')]);
    p.text(44, y - 6, `Fornitura in ${street(b.fornitura)} - ${cityLine(b.fornitura)}`, { size: 8.5 });
    y += 20;
    for (const sec of supplyRows(b, NEBBIA_WORDS, { cat: (c) => c })) {
      p.text(40, y, sec.title, { size: 10, bold: true });
      y += 16;
      strip(sec.rows);
    }
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Orsa: one table, a row per datum, one column per supply (electricity, gas side by side on a dual bill)

export const orsa: Layout = {
  key: 'orsa',
  supplier: supplier(
    'ORSA',
    'Orsa Energia S.p.A.',
    '0281937465',
    'Via Nazionale 40, 39100 Bolzano (BZ)',
    '800 565 676',
  ),
  traits:
    'one table, a column per supply (luce and gas side by side); address beside its label over two lines',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 54, 'ORSA ENERGIA', { size: 19, bold: true });
    envelope(p, b, 330, 96, 'Nome Cognome');
    p.text(40, 112, titleOf(b, 'Fattura luce', 'Fattura gas', 'Fattura luce e gas'), {
      size: 12,
      bold: true,
    });
    summary(p, b, 176);
    const h = b.holder;
    const f = b.fornitura;
    let y = 240;
    const hv = {
      persona: 'Cliente intestatario',
      azienda: 'Cliente intestatario',
      cf: 'Codice fiscale',
      piva: 'Partita IVA',
    };
    for (const [l, v] of holderRows(b, hv, 'Nome Cognome')) {
      p.text(40, y, l, { size: 8.5, grey: 0.3 });
      p.text(200, y, h.tipo === 'PF' && l === hv.persona ? upper(v) : v, { size: 9, bold: true });
      y += 14;
    }
    p.text(40, y, 'Indirizzo del punto di fornitura', { size: 8.5, grey: 0.3 });
    p.text(200, y, street(f), { size: 9, bold: true });
    p.text(200, y + 12, cityLine(f), { size: 9, bold: true });
    y += 40;
    const cols = [...(b.luce ? ['Energia elettrica'] : []), ...(b.gas ? ['Gas naturale'] : [])];
    const l = b.luce;
    const g = b.gas;
    const rows: [string, string | undefined, string | undefined][] = [
      ['Codice POD / PDR', l?.pod, g?.pdr],
      ['Potenza impegnata', l && `${kw(l.potenzaKw)} kW`, g && '-'],
      ['Potenza disponibile', l && `${kw(l.disponibileKw)} kW`, g && '-'],
      ['Tensione di fornitura', l && `${l.tensioneV} V`, g && '-'],
      ['Codice REMI', l && '-', g?.remi],
      ["Categoria d'uso", l && '-', g?.categoria],
      ['Consumo annuo', l && `${it(l.annuoKwh)} kWh`, g && `${it(g.annuoSmc)} Smc`],
    ];
    p.rect(40, y - 11, 515, 15, 0.88, null);
    cols.forEach((c, i) => p.text(230 + 170 * i, y, c, { size: 9, bold: true }));
    y += 16;
    for (const [label, lv, gv] of rows) {
      p.text(46, y, label, { size: 8.5 });
      [lv, gv].filter((v) => v !== undefined).forEach((v, i) => p.text(230 + 170 * i, y, v, { size: 9 }));
      p.line(40, y + 4, 555, y + 4, 0.8);
      y += 15;
    }
    footer(p, b.supplier);
    return [p];
  },
};
