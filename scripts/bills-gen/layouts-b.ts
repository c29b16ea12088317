// Layouts 4-6: tables of labels over values with units in the header (deltapo), two columns of
// "label: value" with amounts and dates beside the values (etna), the data on page 2 (faro).
import { envelope, footer, it, kw, street, cityLine, summary, upper, holderName } from './bill';
import { holderRows, supplier, supplyRows, titleOf, type Layout, type Row, type Vocab } from './layout';
import { Page } from './page';

// ---------------------------------------------------------------------------------------------------------
// Delta Po: bordered tables, a header row of labels (units in the header) over a row of values

const DELTAPO_WORDS: Vocab = {
  luce: 'Fornitura energia elettrica',
  gas: 'Fornitura gas naturale',
  pod: 'Punto di prelievo',
  potenza: 'Potenza impegnata (kW)',
  disponibile: 'Potenza disponibile (kW)',
  tensione: 'Tensione (V)',
  consumoKwh: 'Consumo annuo (kWh)',
  pdr: 'Punto di riconsegna',
  remi: 'REMI',
  categoria: 'Cat. uso',
  consumoSmc: 'Consumo annuo (Smc)',
};

function table(p: Page, x: number, y: number, w: number, cells: [string, string[]][]): number {
  const cw = w / cells.length;
  const lines = Math.max(...cells.map(([, v]) => v.length));
  p.rect(x, y, w, 14, 0.88, 0.5);
  p.rect(x, y + 14, w, 8 + 11 * lines, null, 0.5);
  cells.forEach(([label, values], i) => {
    p.text(x + 4 + i * cw, y + 10, label, { size: 7, bold: true });
    values.forEach((v, k) => p.text(x + 4 + i * cw, y + 26 + 11 * k, v, { size: 8.5 }));
    if (i) p.line(x + i * cw, y, x + i * cw, y + 22 + 11 * lines, 0.5);
  });
  return y + 22 + 11 * lines + 18;
}

export const deltapo: Layout = {
  key: 'deltapo',
  supplier: supplier(
    'DELTA PO',
    'Delta Po Gas e Luce S.p.A.',
    '0281746395',
    'Via Emilia 45, 44121 Ferrara (FE)',
    '800 707 808',
  ),
  traits: 'tables, labels in a header row over the values, units in the header; COGNOME NOME',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 54, 'DELTA PO', { size: 20, bold: true });
    p.text(40, 68, 'gas e luce dal 1962', { size: 8.5, grey: 0.4 });
    envelope(p, b, 330, 100, 'COGNOME NOME');
    p.text(
      40,
      118,
      titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas naturale', 'Bolletta energia elettrica e gas'),
      { size: 12, bold: true },
    );
    summary(p, b, 180);
    const f = b.fornitura;
    const h = b.holder;
    let y = 240;
    p.text(40, y, 'Dati contrattuali', { size: 10, bold: true });
    y = table(p, 40, y + 6, 515, [
      [h.tipo === 'PF' ? 'Cliente' : 'Ragione sociale', [upper(holderName(h, 'COGNOME NOME'))]],
      [
        h.tipo === 'PF' ? 'Codice fiscale' : 'P.IVA / Cod. fiscale',
        [h.tipo === 'PF' ? h.codiceFiscale : h.partitaIva],
      ],
      ['Indirizzo di fornitura', [upper(street(f)), upper(cityLine(f))]],
    ]);
    const formats = {
      kw: (n: number) => kw(n),
      v: (n: number) => String(n),
      kwh: (n: number) => it(n),
      smc: (n: number) => it(n),
      cat: (c: string) => c,
    };
    for (const sec of supplyRows(b, DELTAPO_WORDS, formats, false)) {
      p.text(40, y, sec.title, { size: 10, bold: true });
      y = table(
        p,
        40,
        y + 6,
        515,
        sec.rows.map(([l, v]): [string, string[]] => [l, [v]]),
      );
    }
    p.text(40, y, 'Le letture e i consumi fatturati sono nel dettaglio della bolletta.', { size: 8 });
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Etna: two columns (the client on the left, the supply on the right) of "label: value" lines, amounts
// and dates beside the values

const ETNA_WORDS: Vocab = {
  luce: 'Luce',
  gas: 'Gas',
  pod: 'Codice POD',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione',
  consumoKwh: 'Consumo annuo',
  pdr: 'Codice PDR',
  remi: 'REMI',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo',
};

export const etna: Layout = {
  key: 'etna',
  supplier: supplier(
    'ETNA',
    'Etna Power S.r.l.',
    '0547126398',
    'Via Etnea 300, 95124 Catania (CT)',
    '800 909 010',
  ),
  traits: 'two columns of "label: value"; amounts and dates beside the values; address under its label',
  draw(b) {
    const p = new Page('sans');
    p.text(40, 56, 'etna power', { size: 22, bold: true });
    envelope(p, b, 330, 96, 'Nome Cognome');
    p.text(
      40,
      112,
      titleOf(b, 'La tua bolletta della luce', 'La tua bolletta del gas', 'La tua bolletta luce e gas'),
      { size: 12, bold: true },
    );
    summary(p, b, 176);
    const left: string[] = [];
    const right: string[] = [];
    const hv = { persona: 'Cliente', azienda: 'Cliente', cf: 'C.F.', piva: 'P.IVA' };
    left.push('IL CLIENTE', ...holderRows(b, hv, 'Nome Cognome').map(([l, v]) => `${l}: ${v}`), '');
    left.push('Luogo di fornitura:', street(b.fornitura), cityLine(b.fornitura), '');
    left.push('Indirizzo di recapito:', street(b.recapito), cityLine(b.recapito));
    const quota = (n: number) => `€ ${it(n, 2)}`;
    for (const sec of supplyRows(b, ETNA_WORDS, {}, false)) {
      right.push(`FORNITURA ${sec.title.toUpperCase()}`);
      for (const [l, v] of sec.rows) {
        if (l === ETNA_WORDS.potenza)
          right.push(`${l}: ${v} - quota potenza ${quota(b.luce ? b.luce.potenzaKw * 1.87 : 0)}`);
        else if (l.startsWith('Consumo')) right.push(`${l}: ${v} (dal 01/02/2025 al 31/01/2026)`);
        else right.push(`${l}: ${v}`);
      }
      right.push('');
    }
    left.forEach((t, i) => p.text(40, 250 + 14 * i, t, { size: 8.5, bold: /^[A-Z ]+$/.test(t) }));
    right.forEach((t, i) => p.text(300, 250 + 14 * i, t, { size: 8.5, bold: /^FORNITURA/.test(t) }));
    p.line(292, 240, 292, 250 + 14 * Math.max(left.length, right.length), 0.6);
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Faro: page 1 a summary (holder, address, total); the codes and technical data on page 2

const FARO_WORDS: Vocab = {
  luce: 'Energia elettrica',
  gas: 'Gas naturale',
  pod: 'Identificativo del punto di prelievo (POD)',
  potenza: 'Potenza impegnata',
  disponibile: 'Potenza disponibile',
  tensione: 'Tensione di fornitura',
  consumoKwh: 'Consumo annuo',
  pdr: 'Codice PDR',
  remi: 'Codice REMI',
  categoria: "Categoria d'uso",
  consumoSmc: 'Consumo annuo',
};

export const faro: Layout = {
  key: 'faro',
  supplier: supplier(
    'FARO',
    'Faro Energia S.p.A.',
    '0758214936',
    'Via del Faro 2, 16126 Genova (GE)',
    '800 212 323',
  ),
  traits: 'two pages: holder and address on page 1, codes and technical data on page 2; COGNOME Nome',
  page2: [
    'codiceFiscale',
    'partitaIva',
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
    const p1 = new Page('sans');
    const s = b.supplier;
    p1.text(40, 56, 'FARO', { size: 24, bold: true });
    p1.text(40, 70, 'energia', { size: 10, grey: 0.35 });
    envelope(p1, b, 330, 100, 'COGNOME Nome');
    p1.text(40, 120, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce + gas'), {
      size: 13,
      bold: true,
    });
    summary(p1, b, 186);
    p1.text(40, 250, 'IN SINTESI', { size: 10, bold: true });
    const h = b.holder;
    p1.text(
      40,
      266,
      `Intestatario: ${h.tipo === 'PF' ? `${upper(h.cognome)} ${h.nome}` : h.ragioneSociale}`,
      { size: 9 },
    );
    p1.text(40, 280, `Indirizzo di fornitura: ${street(b.fornitura)}, ${cityLine(b.fornitura)}`, { size: 9 });
    p1.text(
      40,
      294,
      `Offerta: ${titleOf(b, 'Faro Luce Casa', 'Faro Gas Casa', 'Faro Dual Casa')} - prezzo fisso 12 mesi`,
      { size: 9 },
    );
    // a bar chart of the last six months
    for (let i = 0; i < 6; i++)
      p1.rect(60 + i * 40, 420 - (20 + ((i * 37) % 60)), 22, 20 + ((i * 37) % 60), 0.7, null);
    p1.text(40, 440, 'Andamento dei consumi degli ultimi sei mesi', { size: 8 });
    p1.text(40, 470, 'I dati tecnici della fornitura sono a pagina 2.', { size: 8.5 });
    footer(p1, s);
    const p2 = new Page('sans');
    p2.text(40, 50, `Fattura n. ${b.numero} - pagina 2 di 2`, { size: 8, grey: 0.35 });
    p2.text(40, 80, 'DATI ANAGRAFICI E TECNICI', { size: 11, bold: true });
    let y = 104;
    const row = ([label, value]: Row) => {
      p2.text(50, y, label, { size: 9 });
      p2.text(300, y, value, { size: 9, bold: true });
      y += 15;
    };
    holderRows(
      b,
      { persona: 'Intestatario', azienda: 'Ragione sociale', cf: 'Codice fiscale', piva: 'Partita IVA' },
      'COGNOME Nome',
    ).forEach(row);
    for (const sec of supplyRows(b, FARO_WORDS)) {
      y += 10;
      p2.text(40, y, sec.title, { size: 10, bold: true });
      y += 16;
      sec.rows.forEach(row);
    }
    footer(p2, s);
    return [p1, p2];
  },
};
