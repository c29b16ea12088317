// Layouts 1-3: label beside the value (aurora), label above it in boxes (borea), label below it (castello).
import { envelope, footer, it, oneLine, street, cityLine, summary, upper } from './bill';
import { holderRows, supplier, supplyRows, titleOf, type Layout, type Vocab } from './layout';
import { Page } from './page';

// ---------------------------------------------------------------------------------------------------------
// Aurora: a table of label | value rows under section titles; the address on one line

const AURORA_WORDS: Vocab = {
  luce: 'DATI DELLA FORNITURA DI ENERGIA ELETTRICA',
  gas: 'DATI DELLA FORNITURA DI GAS NATURALE',
  pod: 'Codice POD',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione di fornitura',
  consumoKwh: 'Consumo annuo',
  pdr: 'Codice PDR',
  remi: 'Codice REMI',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo',
};

export const aurora: Layout = {
  key: 'aurora',
  supplier: supplier(
    'AURORA',
    'Aurora Luce e Gas S.p.A.',
    '0412789305',
    'Via Solferino 12, 20121 Milano (MI)',
    '800 101 202',
  ),
  traits: 'label beside the value in a ruled table; address on one line; Nome Cognome',
  draw(b) {
    const p = new Page('sans');
    const s = b.supplier;
    p.text(40, 60, 'AURORA', { size: 22, bold: true });
    p.text(40, 74, 'luce e gas', { size: 9, grey: 0.35 });
    envelope(p, b, 330, 110, 'Nome Cognome');
    p.text(40, 125, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
      size: 13,
      bold: true,
    });
    summary(p, b, 200);
    let y = 262;
    const row = (label: string, value: string) => {
      p.text(50, y, label, { size: 9 });
      p.text(250, y, value, { size: 9, bold: true });
      p.line(45, y + 5, 550, y + 5, 0.8);
      y += 16;
    };
    const section = (title: string) => {
      y += 8;
      p.text(40, y, title, { size: 10, bold: true });
      y += 18;
    };
    section('DATI DEL CLIENTE');
    const hv = {
      persona: 'Intestatario',
      azienda: 'Intestatario',
      cf: 'Codice fiscale',
      piva: 'Partita IVA',
    };
    for (const [l, v] of holderRows(b, hv, 'Nome Cognome')) row(l, v);
    row('Indirizzo di fornitura', oneLine(b.fornitura));
    for (const sec of supplyRows(b, AURORA_WORDS)) {
      section(sec.title);
      for (const [l, v] of sec.rows) row(l, v);
    }
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Borea: boxes three to a row, a small label above each value; the address over two lines

const BOREA_WORDS: Vocab = {
  luce: 'La tua fornitura di luce',
  gas: 'La tua fornitura di gas',
  pod: 'POD',
  potenza: 'Potenza contrattuale',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione di alimentazione',
  consumoKwh: 'Consumo annuo (ultimi 12 mesi)',
  pdr: 'PDR',
  remi: 'Cod. REMI',
  categoria: 'Categoria uso',
  consumoSmc: 'Consumo annuo (ultimi 12 mesi)',
};

export const borea: Layout = {
  key: 'borea',
  supplier: supplier(
    'BOREA',
    'Borea Energia S.r.l.',
    '0923817460',
    'Corso Francia 210, 10146 Torino (TO)',
    '800 303 404',
  ),
  traits: 'label above the value in boxes, three to a row; address on two lines; COGNOME NOME',
  draw(b) {
    const p = new Page('sans');
    const s = b.supplier;
    p.rect(0, 0, 595, 80, 0.88, null);
    p.text(40, 48, 'Borea', { size: 24, bold: true });
    p.text(140, 48, 'energia per tutti', { size: 10, grey: 0.3 });
    envelope(p, b, 340, 112, 'COGNOME NOME');
    p.text(40, 118, titleOf(b, 'BOLLETTA ENERGIA ELETTRICA', 'BOLLETTA GAS', 'BOLLETTA DUAL'), {
      size: 13,
      bold: true,
    });
    summary(p, b, 196);
    let y = 260;
    const boxes = (items: [string, string[]][]) => {
      items.forEach(([label, lines], i) => {
        const x = 40 + (i % 3) * 172;
        const top = y + Math.floor(i / 3) * 44;
        p.rect(x, top, 166, 38, null, 0.7);
        p.text(x + 6, top + 11, label, { size: 7, grey: 0.35 });
        lines.forEach((line, k) =>
          p.text(x + 6, top + 24 + 10 * k, line, { size: k ? 8.5 : 9.5, bold: true }),
        );
      });
      y += Math.ceil(items.length / 3) * 44 + 10;
    };
    const h = b.holder;
    p.text(40, y - 6, 'I TUOI DATI', { size: 10, bold: true });
    y += 2;
    const f = b.fornitura;
    boxes([
      ...(h.tipo === 'PF'
        ? ([
            ['Titolare del contratto', [upper(`${h.cognome} ${h.nome}`)]],
            ['Codice fiscale', [h.codiceFiscale]],
          ] as [string, string[]][])
        : ([
            ['Ragione sociale', [h.ragioneSociale]],
            ['Partita IVA / C.F.', [h.partitaIva]],
          ] as [string, string[]][])),
      ['Indirizzo di fornitura', [street(f), cityLine(f)]],
    ]);
    const kwFmt = { kw: (n: number) => `${it(n, 1)} kW`, smc: (n: number) => `${it(n)} smc` };
    for (const sec of supplyRows(b, BOREA_WORDS, kwFmt)) {
      p.text(40, y + 4, sec.title, { size: 10, bold: true });
      y += 12;
      boxes(sec.rows.map(([l, v]) => [l, [v]]));
    }
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Castello: the value first, large, and its caption below it; POD in groups; Cognome Nome

const CASTELLO_WORDS: Vocab = {
  luce: 'Energia elettrica',
  gas: 'Gas naturale',
  pod: 'Codice punto di prelievo (POD)',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Livello di tensione',
  consumoKwh: 'Consumo annuo stimato',
  pdr: 'Codice punto di riconsegna (PDR)',
  remi: 'Codice impianto REMI',
  categoria: "Tipologia d'uso",
  consumoSmc: 'Consumo annuo stimato',
};

export const castello: Layout = {
  key: 'castello',
  supplier: supplier(
    'CASTELLO',
    'Castello Energie S.r.l.',
    '0634519872',
    'Piazza Castello 3, 90133 Palermo (PA)',
    '800 505 606',
  ),
  traits: 'label below the value; POD in groups; voltage as "BT 230 V"; Cognome Nome',
  draw(b) {
    const p = new Page('serif');
    const s = b.supplier;
    p.text(40, 56, 'Castello Energie', { size: 20, bold: true });
    p.text(40, 70, `${s.nome} · P.IVA ${s.partitaIva}`, { size: 7.5 });
    envelope(p, b, 340, 104, 'Cognome Nome');
    p.text(
      40,
      120,
      titleOf(
        b,
        'Fattura per la fornitura di energia elettrica',
        'Fattura per la fornitura di gas',
        'Fattura luce e gas',
      ),
      { size: 12, bold: true },
    );
    summary(p, b, 190);
    let y = 262;
    const cells = (items: [string, string[]][]) => {
      items.forEach(([label, lines], i) => {
        const x = 44 + (i % 3) * 172;
        const top = y + Math.floor(i / 3) * 46;
        lines.forEach((line, k) => p.text(x, top + 12 * k, line, { size: 10.5, bold: true }));
        p.line(x, top + 12 * lines.length - 6, x + 160, top + 12 * lines.length - 6, 0.7);
        p.text(x, top + 12 * lines.length + 3, label, { size: 7, grey: 0.4 });
      });
      y += Math.ceil(items.length / 3) * 46 + 12;
    };
    const f = b.fornitura;
    const hv = { persona: 'Nominativo', azienda: 'Denominazione', cf: 'Cod. fiscale', piva: 'P. IVA' };
    cells([
      ...holderRows(b, hv, 'Cognome Nome').map(([l, v]): [string, string[]] => [l, [v]]),
      [
        'Ubicazione della fornitura',
        [`${f.toponimo} ${f.via}, ${f.civico}`, `${f.cap} ${f.comune} ${f.provincia}`],
      ],
    ]);
    const formats = {
      pod: (x: string) => `${x.slice(0, 2)} ${x.slice(2, 5)} ${x.slice(5, 6)} ${x.slice(6)}`,
      v: (n: number) => `${n > 300 ? 'BT trifase' : 'BT'} ${n} V`,
      cat: (c: string) => c,
    };
    for (const sec of supplyRows(b, CASTELLO_WORDS, formats)) {
      p.text(40, y, sec.title, { size: 11, bold: true });
      p.line(40, y + 4, 555, y + 4, 0.4);
      y += 20;
      cells(sec.rows.map(([l, v]) => [l, [v]]));
    }
    footer(p, s);
    return [p];
  },
};
