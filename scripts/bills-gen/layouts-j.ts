// Layouts of a South Tyrol supplier, bilingual over two pages (etsch), and of local multi-utilities: an old
// municipal utility's typewriter bill in framed boxes (sannio), one wide table a supply a row (tavoliere).
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, cityLine, footer, holderName, it, kw, street, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type TextOptions } from './page';

type T = [x: number, y: number, text: string, size?: number, bold?: boolean, grey?: number];
/** Texts in one go: [x, y, text, size, bold, grey]. */
const put = (p: Page, ts: T[]) =>
  ts.forEach(([x, y, text, size = 8, bold = false, grey = 0]) => p.text(x, y, text, { size, bold, grey }));
/** Rows of cells at the columns' x, `step` apart (one column: lines under each other). */
const grid = (p: Page, xs: number[], y: number, step: number, rows: string[][], o: TextOptions = {}) =>
  rows.forEach((row, i) => row.forEach((c, j) => p.text(xs[j] ?? 0, y + step * i, c, o)));
const lines = (p: Page, x: number, y: number, step: number, ls: string[], o: TextOptions = {}) =>
  ls.forEach((s, i) => p.text(x, y + step * i, s, o));
const dict = (s: string) =>
  Object.fromEntries(s.split('|').map((kv) => kv.split('='))) as Record<string, string>;

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
/** Cents split by shares that add up to 1, the parts adding up to the whole. */
const split = (c: number, shares: number[]) =>
  shares.map((_, i) => Math.round(c * sum(shares.slice(0, i + 1))) - Math.round(c * sum(shares.slice(0, i))));
const cents = (b: Bill) => Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);
/** A pagoPA notice code (18 digits, 4 by 4) made of the bill's numbers. */
const digits = (b: Bill) => (b.numero + b.codiceCliente).replace(/\D/g, '').padEnd(17, '7').slice(0, 17);
const avviso = (b: Bill) => `3${digits(b)}`.replace(/(\d{4})/g, '$1 ');

/** The months' weights from February to January: electricity with summer peaks, gas in winter. */
const LUCE_M = [1.02, 0.96, 0.86, 0.8, 0.92, 1.16, 1.1, 0.9, 0.86, 0.96, 1.14, 1.12];
const MESI = 'feb mar apr mag giu lug ago set ott nov dic gen';
const GAS_M = [1.7, 1.3, 0.8, 0.4, 0.2, 0.15, 0.15, 0.3, 0.8, 1.4, 2, 2];
/** Twelve monthly bars a supply, side by side, the months' labels (one or more lines) under them. */
function charts(p: Page, b: Bill, y: number, titles: string[], months: string[], h = 60) {
  const list: [string, number, number[]][] = [];
  if (b.luce) list.push([titles[0] ?? '', b.luce.annuoKwh, LUCE_M]);
  if (b.gas) list.push([titles[1] ?? '', b.gas.annuoSmc, GAS_M]);
  list.forEach(([title, annual, weights], n) => {
    const [x, step] = [40 + 272 * n, 243 / 12];
    p.text(x, y, title, { size: 7.5, grey: 0.3 });
    p.line(x, y + 6 + h, x + 243, y + 6 + h, 0.3);
    weights.forEach((m, i) => {
      const bh = (m / 2) * (h - 4) * (0.9 + (annual % 7) / 70);
      p.rect(x + i * step + 4, y + 6 + h - bh, step - 8, bh, i === 11 ? 0.25 : 0.6, null);
      const label = months.map((ms) => ms.split(' ')[i] ?? '');
      lines(p, x + i * step + 3, y + h + 15, 8, label, { size: 6 });
    });
  });
}
/** A QR code's place: a square with a pattern drawn from the notice code. */
function qr(p: Page, x: number, y: number, size: number, code: string) {
  p.rect(x, y, size, size, null, 0.3);
  for (let i = 0, c = size / 9; i < 81; i++) {
    const on = (Number(code.replace(/\D/g, '')[(i * 7) % 18]) + i * (i % 5)) % 3 === 0;
    if (on) p.rect(x + (i % 9) * c, y + Math.floor(i / 9) * c, c, c, 0.2, null);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Etsch: bilingual; page 1 "Deutsch / Italiano" on a line, page 2 (the technical data) German above Italian
// in smaller type; amounts "128,40 €", dates 12.02.2026
const DE_CAT = dict(
  'C1=Heizung|C2=Kochen und Warmwasser|C3=Heizung, Kochen und Warmwasser|C4=Klimatisierung|' +
    'T1=Technologischer Gebrauch|T2=Technologischer Gebrauch und Heizung',
);
const PAGE2 = 'codiceFiscale partitaIva potenzaImpegnataKw tensioneV consumoAnnuoKwh consumoAnnuoSmc';

const DUE =
  'Zu zahlender Betrag / Importo da pagare|Fällig am / Scadenza|Zahlungsart / Modalità di pagamento';
const INFO =
  'Rechnung Nr. / Fattura n.|Rechnungsdatum / Data|Zeitraum / Periodo|Kundennummer / Codice cliente';
const COSTS = [
  'Energie|Spesa per la materia energia',
  'Netz und Zähler|Trasporto e gestione del contatore',
  'Systemkosten|Oneri di sistema',
  'Steuern|Imposte',
  'MwSt.|IVA 10%',
];
const ETSCH_SEDE = 'Galvanistraße 12 / Via Galvani 12, 39100 Bozen/Bolzano (BZ)';

function etschFooter(p: Page, b: Bill, n: number) {
  const s = b.supplier;
  p.line(40, 790, 555, 790, 0.5);
  put(p, [
    [40, 800, `${s.nome} - Sitz / Sede legale: ${s.sede}`, 6.5],
    [40, 809, `MwSt.-Nr. / Partita IVA ${s.partitaIva} - Servizio clienti ${s.telefono}`, 6.5],
    [40, 818, 'Beispieldokument / Documento di esempio generato per i test: dati fittizi.', 6],
    [490, 800, `Seite / Pagina ${n}/2`, 6.5, true],
  ]);
}

export const etsch: Layout = {
  key: 'etsch',
  supplier: supplier('ETSCHLAND', 'Etschland Energie GmbH/Srl', '0294817365', ETSCH_SEDE, '800 031 339'),
  traits: 'bilingual DE/IT labels, "A / B" on page 1, German over Italian on page 2 (the data); "128,40 €"',
  page2: [...PAGE2.split(' '), 'codiceRemi', 'categoriaUsoGas'] as CampoBolletta[],
  draw(b) {
    const { holder: h, fornitura: f, recapito: r, supplier: s, luce: l, gas: g } = b;
    const p = new Page('sans');
    const both = 'Strom- und Gasrechnung|Bolletta luce e gas';
    const title = titleOf(b, 'Stromrechnung|Bolletta energia elettrica', 'Gasrechnung|Bolletta gas', both);
    const [de = '', itl = ''] = title.split('|');
    p.rect(40, 30, 13, 13, 0.25, null);
    p.rect(56, 30, 13, 13, 0.6, null);
    p.line(40, 70, 555, 70, 0.4);
    p.rect(40, 188, 515, 50, 0.92, null);
    p.line(40, 266, 555, 266, 0.4);
    put(p, [
      [78, 43, 'ETSCHLAND', 20, true],
      [78, 55, 'Energie · Energia · Südtirol / Alto Adige', 7.5, false, 0.4],
      [390, 34, 'Kundenservice / Servizio clienti', 7, false, 0.35],
      [390, 48, s.telefono, 12, true],
      [390, 59, `Mo-Fr / lun-ven 8-18 Uhr/ore - ${s.web}`, 6.5, false, 0.35],
      [40, 98, de, 14, true],
      [40, 112, itl, 10, false, 0.3],
      [330, 96, h.tipo === 'PF' ? 'Herrn/Frau - Gentile Cliente' : 'An die Firma - Spett.le', 7, false, 0.4],
      [50, 227, `${b.totale} €`, 18, true],
      [250, 225, '04.03.2026', 13, true],
      [385, 218, 'pagoPA oder/o SEPA-Lastschrift', 8.5, true],
      [40, 262, 'Vertragsdaten / Dati della fornitura', 10, true],
    ]);
    grid(p, [50, 250, 385], 203, 0, [DUE.split('|')]);
    const to = [holderName(h, 'Nome Cognome'), street(r), `${r.cap} ${r.comune} ${r.provincia}`];
    lines(p, 330, 110, 13, to, { size: 10 });
    lines(p, 40, 136, 12, INFO.split('|'), { size: 7.5, grey: 0.3 });
    const dates = ['12.02.2026', '01.12.2025 - 31.01.2026'];
    lines(p, 165, 136, 12, [b.numero, ...dates, b.codiceCliente], { size: 8.5, bold: true });
    let y = 282;
    const rows = [
      `${h.tipo === 'PF' ? 'Vertragsinhaber' : 'Firma'} / Intestatario|${holderName(h, 'Nome Cognome')}`,
      `Lieferadresse / Indirizzo di fornitura|${street(f)}|${cityLine(f)}`,
      ...(l ? [`Zählpunkt / Punto di prelievo (POD)|${l.pod}`] : []),
      ...(g ? [`Zählpunkt Gas / Punto di riconsegna (PDR)|${g.pdr}`] : []),
      ...(l ? ['Netzbetreiber Strom / Distributore luce|Alpennetz AG - Rete Alpina SpA'] : []),
      ...(g ? ['Netzbetreiber Gas / Distributore gas|Gasnetz Etschtal GmbH/Srl'] : []),
      `Angebot / Offerta|${l && g ? 'Etsch Duo 24' : l ? 'EtschStrom Fix 24' : 'EtschGas Flex'}`,
    ];
    for (const [label = '', ...values] of rows.map((row) => row.split('|'))) {
      p.text(40, y, label, { size: 7.5, grey: 0.3 });
      lines(p, 230, y, 13, values, { size: 9, bold: values.length === 1 });
      y += 13 * values.length + 3;
    }
    y = Math.max(y, 392) + 14;
    const chartTitle = 'Verbrauchsverlauf / Andamento dei consumi (letzte 12 Monate / ultimi 12 mesi)';
    p.text(40, y, chartTitle, { size: 9, bold: true });
    const months = ['Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez Jän', MESI];
    charts(p, b, y + 16, ['Strom / Energia elettrica - kWh', 'Gas / Gas naturale - Smc'], months);
    y += 124;
    p.rect(40, y, 515, 92, null, 0.4);
    qr(p, 50, y + 12, 66, avviso(b));
    p.text(130, y + 16, 'Zahlungshinweis / Avviso di pagamento pagoPA', { size: 9.5, bold: true });
    lines(p, 130, y + 30, 12, [
      `Empfänger / Ente creditore: ${s.nome}`,
      `Steuernr. / C.F. ente creditore: ${s.partitaIva}`,
      `Kodex / Codice avviso: ${avviso(b)}`,
      `Betrag / Importo: ${b.totale} € - Fällig am / Scadenza: 04.03.2026`,
    ]);
    put(p, [
      [130, y + 80, 'Zahlbar bei Banken, Post / pagabile presso banche, Poste, app IO', 6.5, false, 0.35],
      [40, y + 118, 'Technische Daten auf Seite 2 / Dati tecnici della fornitura a pagina 2.', 8, true],
      [40, y + 130, 'Störungsdienst / Pronto intervento guasti 24 ore su 24: 800 031 340', 7.5],
    ]);
    etschFooter(p, b, 1);

    const q = new Page('sans');
    q.text(40, 40, `Rechnung Nr. / Fattura n. ${b.numero} vom / del 12.02.2026`, { size: 8, grey: 0.4 });
    y = 70;
    // "#" a section; "German|Italian|value|value below"
    const data = [
      '#Kundendaten / Dati del cliente',
      ...(h.tipo === 'PF'
        ? [`Vor- und Zuname|Nome e cognome|${holderName(h, 'Nome Cognome')}`]
        : [`Firmenbezeichnung|Ragione sociale|${h.ragioneSociale}`, `MwSt.-Nr.|Partita IVA|${h.partitaIva}`]),
      `Steuernummer|Codice fiscale|${h.codiceFiscale}`,
      `Rechnungsanschrift|Indirizzo di recapito|${street(r)}|${cityLine(r)}`,
      ...(l
        ? [
            '#Technische Daten Strom / Dati tecnici energia elettrica',
            `Zählpunkt|Punto di prelievo (POD)|${l.pod}`,
            `Vertragsleistung|Potenza impegnata|${kw(l.potenzaKw)} kW`,
            `Verfügbare Leistung|Potenza disponibile|${kw(l.disponibileKw)} kW`,
            `Versorgungsspannung|Tensione di alimentazione|${l.tensioneV} V|Wechselstrom / corrente alternata`,
            `Jahresverbrauch|Consumo annuo|${it(l.annuoKwh)} kWh|letzte 12 Monate / ultimi 12 mesi`,
          ]
        : []),
      ...(g
        ? [
            '#Technische Daten Gas / Dati tecnici gas naturale',
            `Zählpunkt Gas|Punto di riconsegna (PDR)|${g.pdr}`,
            `REMI-Code|Codice REMI|${g.remi}`,
            `Verwendungskategorie|Categoria d'uso|${g.categoria} - ${DE_CAT[g.categoria]}|${CATEGORIE[g.categoria]}`,
            `Jahresverbrauch|Consumo annuo|${it(g.annuoSmc)} Smc`,
            'Umrechnungskoeffizient C|Coefficiente di conversione C|1,0098',
          ]
        : []),
      '#Rechnungsdetails / Dettaglio importi',
      ...split(cents(b), [0.46, 0.2, 0.1, 0.12, 0.12]).map((c, i) => `${COSTS[i]}|${eur(c)} €`),
      `Gesamtbetrag|Totale bolletta|${b.totale} €`,
    ];
    for (const row of data) {
      const [a = '', c = '', value = '', sub] = row.split('|');
      if (a.startsWith('#')) {
        q.rect(40, (y += y > 70 ? 6 : 0) - 11, 515, 16, 0.88, null);
        q.text(46, y, a.slice(1), { size: 9.5, bold: true });
        y += 22;
        continue;
      }
      q.text(46, y, a, { size: 8.5, bold: true });
      q.text(46, y + 9, c, { size: 6.5, grey: 0.35 });
      q.text(240, y + 3, value, { size: 9.5 });
      if (sub) q.text(240, y + 14, sub, { size: 8, grey: 0.2 });
      q.line(40, y + (sub ? 19 : 15), 555, y + (sub ? 19 : 15), 0.8);
      y += sub ? 29 : 25;
    }
    etschFooter(q, b, 2);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sannio: a coat of arms, "LABEL:" in capitals with typewriter values after them in framed boxes, the holder
// COGNOME NOME, the supply address on two lines, readings as a typed table
const SHORT_CAT = dict(
  'C1=RISCALDAMENTO|C2=COTTURA CIBI E ACQUA CALDA|C3=RISC.+COTTURA+ACQUA CALDA|C4=CONDIZIONAMENTO|' +
    'T1=USO TECNOLOGICO|T2=TECNOLOGICO + RISC.',
);
const [MMS, SEDE] = ['Multiservizi Municipale Sannita S.p.A.', 'Piazza Municipio 1, 82100 Benevento (BN)'];
const HEADER = 'AZIENDA SPECIALE A SOCIO UNICO DEL COMUNE|SERVIZIO IDRICO - IGIENE URBANA - LUCE E GAS';
const PAY = 'VERSAMENTO SU C/C POSTALE N. 12837465|IBAN IT60 X054 2815 0000 0001 2837 465|OPPURE CON pagoPA';
const TYPED = 'SERVIZIO|MATRICOLA|DATA|LETT. PREC.|LETT. ATT.|CONSUMO|U.M.';
export const sannio: Layout = {
  key: 'sannio',
  supplier: supplier('MMSANNITA', MMS, '0137529846', SEDE, '0824 311200'),
  traits: 'typewriter "LABEL: value" capitals in framed boxes, coat of arms; COGNOME NOME; luce|gas columns',
  draw(b) {
    const { holder: h, fornitura: f, recapito: r, supplier: s, luce: l, gas: g } = b;
    const p = new Page('mono');
    const name = upper(holderName(h, 'COGNOME NOME'));
    const [cw, serif, mono9] = [4.8, { size: 6.5, face: 'serif' } as const, { size: 9 }]; // cw: 8 pt mono
    p.rect(46, 16, 28, 8, null, 0.3);
    p.rect(40, 28, 40, 32, null, 0.2);
    p.line(40, 60, 60, 80, 0.2);
    p.line(80, 60, 60, 80, 0.2);
    p.rect(392, 24, 163, 58, null, 0.3);
    p.line(40, 92, 555, 92, 0.2);
    p.line(40, 94.5, 555, 94.5, 0.2);
    p.rect(40, 134, 262, 48, 0.93, 0.3);
    p.text(96, 34, 'COMUNE DI BENEVENTO', { ...serif, size: 7.5 });
    p.text(96, 50, upper(s.nome), { ...serif, size: 10, bold: true });
    lines(p, 96, 61, 10, [...HEADER.split('|'), `SEDE: ${upper(s.sede)} - TEL. ${s.telefono}`], serif);
    const doc = [`BOLLETTA N.: ${b.numero}`, 'EMESSA IL: 12/02/2026', `COD. UTENTE: ${b.codiceCliente}`];
    lines(p, 398, 37, 13, [...doc, 'PAGINA 1 DI 1'], { size: 7.5 });
    put(p, [
      [46, 50, 'STEMMA', 5.5, false, 0.4],
      [40, 114, 'BOLLETTA PER LA FORNITURA DI', 9, true],
      [40, 125, titleOf(b, 'ENERGIA ELETTRICA', 'GAS NATURALE', 'ENERGIA ELETTRICA E GAS NATURALE'), 9, true],
      [46, 149, `TOTALE DA PAGARE: EURO ${b.totale}`, 10, true],
      [46, 162, 'DA PAGARE ENTRO IL: 04/03/2026'],
      [46, 174, 'PERIODO: 01/12/2025 - 31/01/2026'],
      [330, 120, h.tipo === 'PF' ? 'EGR. SIG./GENT.MA SIG.RA' : 'SPETT.LE DITTA', 7, false, 0.3],
    ]);
    lines(p, 330, 133, 12, [name, upper(`${r.toponimo} ${r.via}, ${r.civico}`), upper(cityLine(r))], mono9);
    let top = 198;
    const box = (title: string, draw: (y: number) => number) => {
      p.rect(40, top, 515, 13, 0.82, null);
      p.text(46, top + 9.5, title, { size: 8, bold: true });
      const end = draw(top + 26);
      p.rect(40, top, 515, end - top, null, 0.2);
      top = end + 10;
    };
    /** "LABEL:|value|value below" rows, the values lined up after the longest label; the y after them */
    const rows = (x: number, y: number, list: string[]) => {
      const split = list.map((row) => row.split('|'));
      const at = x + cw * (Math.max(...split.map(([label = '']) => label.length)) + 1);
      for (const [label = '', ...values] of split) {
        p.text(x, y, label, { size: 8 });
        lines(p, at, y, 12, values, { size: 8 });
        y += 12 * values.length;
      }
      return y;
    };
    const street2 = `${upper(`${f.toponimo} ${f.via}, ${f.civico}`)}|${upper(cityLine(f))}`;
    box('DATI DEL CLIENTE', (y) => {
      const id = h.tipo === 'PF' ? [`INTESTATARIO:|${name}`] : [`DITTA:|${name}`, `P. IVA:|${h.partitaIva}`];
      const a = rows(48, y, [...id, `CODICE FISCALE:|${h.codiceFiscale}`, `INDIRIZZO FORNITURA:|${street2}`]);
      const c = rows(362, y, [
        `CODICE UTENTE:|${b.codiceCliente}`,
        `TIPO UTENZA:|${h.tipo === 'PF' ? 'DOMESTICA RESIDENTE' : 'ALTRI USI'}`,
        `CONTRATTO N.:|${b.codiceCliente.slice(0, 6)}/C`,
        'ATTIVAZIONE:|01/03/2019',
      ]);
      return Math.max(a, c) - 4;
    });
    const serial = (code: string) => code.replace(/\D/g, '').slice(3, 11);
    const cols: string[][] = [];
    if (l)
      cols.push([
        'ENERGIA ELETTRICA',
        `CODICE POD:|${l.pod}`,
        `POTENZA IMPEGNATA:|${it(l.potenzaKw, 2)} KW`,
        `POTENZA DISPONIBILE:|${it(l.disponibileKw, 2)} KW`,
        `TENSIONE DI ALIMENTAZIONE:|${l.tensioneV} VOLT`,
        `CONSUMO ANNUO (KWH):|${it(l.annuoKwh)}`,
        'DISTRIBUTORE:|RETI SANNITE S.R.L.',
      ]);
    if (g)
      cols.push([
        'GAS NATURALE',
        `CODICE PDR:|${g.pdr}`,
        `CODICE RE.MI.:|${g.remi}`,
        `CATEGORIA D'USO:|${g.categoria} ${SHORT_CAT[g.categoria]}`,
        `CONSUMO ANNUO (SMC):|${it(g.annuoSmc)}`,
        'COEFF. CORRETTIVO C:|1,0180',
        'DISTRIBUTORE:|SANNIO GAS RETI S.R.L.',
      ]);
    const meter = ['TIPO LETTURA:|EFFETTIVA', 'UBICAZIONE:|ESTERNA', 'ULTIMA VERIFICA:|14/05/2021'];
    if (!cols[1])
      cols.push(['CONTATORE', `MATRICOLA CONTATORE:|${serial(l?.pod ?? g?.pdr ?? '')}`, ...meter]);
    box('DATI TECNICI DELLA FORNITURA', (y) => {
      const ends = cols.map(([title = '', ...list], i) => {
        p.text(48 + 257 * i, y, title, { size: 8, bold: true });
        p.line(48 + 257 * i, y + 2, 48 + 257 * i + cw * title.length, y + 2, 0.2);
        return rows(48 + 257 * i, y + 14, list);
      });
      return Math.max(...ends) - 4;
    });
    box('LETTURE E CONSUMI DEL PERIODO', (y) => {
      const table = [TYPED.split('|'), ['-'.repeat(82)]];
      const typed = (what: string, code: string, annual: number, unit: string) => {
        const [c, prev] = [Math.round(annual / 6), 1_000 + ((annual * 53) % 30_000)];
        table.push([what, serial(code), '31/01/2026', String(prev), String(prev + c), String(c), unit]);
      };
      if (l) typed('ENERGIA', l.pod, l.annuoKwh, 'KWH');
      if (g) typed('GAS', g.pdr, g.annuoSmc, 'SMC');
      const at = [0, 12, 24, 37, 51, 65, 78].map((c) => 48 + cw * c);
      grid(p, at, y, 12, table, { size: 8 });
      return y + 12 * table.length - 4;
    });
    box('RIEPILOGO IMPORTI', (y) => {
      const labels = 'SERVIZI DI VENDITA|SERVIZI DI RETE|ONERI DI SISTEMA|IMPOSTE|I.V.A. 10%'.split('|');
      const amounts = split(cents(b), [0.44, 0.22, 0.12, 0.1, 0.12]).map(eur);
      [...labels, 'TOTALE BOLLETTA'].forEach((label, i) => {
        const [value, bold] = [amounts[i] ?? b.totale, i === 5];
        p.text(48, y + 12 * i, `${label} ${'.'.repeat(36 - label.length)} EURO`, { size: 8, bold });
        p.text(300 - cw * value.length, y + 12 * i, value, { size: 8, bold });
      });
      lines(p, 340, y, 14, PAY.split('|'), { size: 7 });
      return y + 68;
    });
    for (let x = 40; x < 555; x += 8) p.line(x, top + 2, x + 4, top + 2, 0.3);
    p.text(40, top + 11, 'TAGLIARE LUNGO LA LINEA TRATTEGGIATA', { size: 6, grey: 0.4 });
    p.rect(40, top + 18, 515, 112, null, 0.2);
    p.text(48, top + 33, 'AVVISO DI PAGAMENTO - pagoPA', { size: 10, bold: true, face: 'serif' });
    const slip = [`ENTE CREDITORE:|${upper(s.nome)}`, `C.F. ENTE CREDITORE:|${s.partitaIva}`];
    slip.push(`DESTINATARIO:|${name}`, `CODICE AVVISO:|${avviso(b)}`, `IMPORTO:|EURO ${b.totale}`);
    rows(48, top + 50, [...slip, 'SCADENZA:|04/03/2026']);
    qr(p, 470, top + 36, 72, avviso(b));
    put(p, [
      [40, 792, `${s.nome} - C.F./P.IVA ${s.partitaIva} - REG. IMPRESE BENEVENTO`, 6.5],
      [40, 801, 'PRONTO INTERVENTO GUASTI ACQUA, LUCE E GAS 24 ORE SU 24: NUMERO VERDE 800 311 201', 6.5],
      [40, 810, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', 6],
    ]);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Tavoliere: one wide table a row per supply, abbreviated column heads, empty cells where a column does not
// apply; the holder in a small block at the top right (COGNOME Nome)
const HEADS = 'Serv.,Cod. POD/PDR,Ubicazione fornitura,Pot. imp.|kW,Pot. disp.|kW,Tens.|V,Cons.|annuo,U.M.';
const COLS = [...HEADS.split(','), 'Cat.|uso', 'REMI', 'Matr.|misuratore'];
const WIDTHS = [28, 74, 139, 34, 34, 28, 42, 24, 26, 40, 46];
const LEGEND = `Legenda: Serv. = servizio (EE energia elettrica, GAS gas naturale); Cod. POD/PDR = punto di prelievo / punto di riconsegna;
Pot. imp. / Pot. disp. = potenza impegnata / disponibile; Tens. = tensione di alimentazione; Cons. annuo = consumo ultimi 12 mesi;
U.M. = unità di misura; Cat. uso = categoria d'uso del gas; REMI = codice della cabina di consegna (Re.Mi.).`;
const TAV_SEDE = 'Via della Repubblica 44, 71121 Foggia (FG)';

export const tavoliere: Layout = {
  key: 'tavoliere',
  supplier: supplier('TAVOLIERE', 'Tavoliere Multiservizi S.p.A.', '0318462957', TAV_SEDE, '800 190 717'),
  traits: 'one table a row per supply, heads "Cod. POD/PDR", "Pot. imp. kW", empty cells; holder top right',
  draw(b) {
    const { holder: h, fornitura: f, recapito: r, supplier: s, luce: l, gas: g } = b;
    const p = new Page('serif');
    const name = holderName(h, 'COGNOME Nome');
    [0, 1, 2].forEach((i) => p.rect(40, 28 + i * 7, 30, 5, 0.2 + i * 0.25, null));
    p.rect(360, 24, 195, 78, 0.95, 0.6);
    p.rect(40, 126, 260, 56, null, 0.4);
    put(p, [
      [78, 44, 'Tavoliere', 21, true],
      [78, 56, 'multiservizi · acqua · luce · gas · ambiente', 7.5, false, 0.35],
      [368, 35, 'Intestatario del contratto', 6.5, false, 0.35],
      [368, 47, name, 8.5, true],
      [40, 90, 'Bolletta ' + titleOf(b, 'energia elettrica', 'gas naturale', 'luce e gas'), 13, true],
      [48, 140, 'Totale da pagare', 8.5],
      [48, 162, `€ ${b.totale}`, 20, true],
      [48, 176, 'entro il 04/03/2026 - paga con pagoPA o domiciliazione', 7.5, false, 0.3],
      [340, 122, 'Destinatario', 6.5, false, 0.35],
      [40, 206, 'Le tue forniture', 10.5, true],
    ]);
    const ids = [...(h.tipo === 'PG' ? [`P. IVA ${h.partitaIva}`] : []), `Cod. fiscale ${h.codiceFiscale}`];
    const contract = [`Cod. cliente ${b.codiceCliente}`, `Contratto n. TM-${b.codiceCliente.slice(-6)}`];
    lines(p, 368, 59, 10, [...ids, ...contract], { size: 7.5 });
    lines(p, 40, 103, 10, [`Fattura n. ${b.numero} del 12/02/2026`, 'Periodo: dal 01/12/2025 al 31/01/2026']);
    lines(p, 340, 134, 12, [name, `${r.toponimo} ${r.via}, ${r.civico}`, cityLine(r)], { size: 9.5 });
    const top = 214;
    let y = top + 22;
    const xs = WIDTHS.reduce((acc, w) => [...acc, (acc.at(-1) ?? 40) + w], [40]);
    p.rect(40, top, 515, 22, 0.85, null);
    COLS.forEach((head, i) =>
      lines(p, (xs[i] ?? 0) + 3, top + 9, 9, head.split('|'), { size: 7, bold: true }),
    );
    const where = `${street(f)}|${cityLine(f)}`;
    const cells: string[][] = [];
    const power = l ? [kw(l.potenzaKw), kw(l.disponibileKw), String(l.tensioneV)] : [];
    if (l) cells.push(['EE', l.pod, where, ...power, it(l.annuoKwh), 'kWh', '', '', `E${l.pod.slice(-7)}`]);
    if (g) cells.push(['GAS', g.pdr, where, '', '', '', it(g.annuoSmc), 'Smc', g.categoria, g.remi]);
    if (g) cells.at(-1)?.push(`G4-${g.pdr.slice(6, 12)}`);
    for (const row of cells) {
      row.forEach((c, i) => lines(p, (xs[i] ?? 0) + 3, y + 10, 9, c.split('|'), { size: 7.5 }));
      p.line(40, (y += 24), 555, y, 0.5);
    }
    p.rect(40, top, 515, y - top, null, 0.4);
    xs.slice(1, -1).forEach((x) => p.line(x, top, x, y, 0.6));
    const legend = LEGEND.split('\n');
    if (g) legend.push(`Cat. uso ${g.categoria}: ${CATEGORIE[g.categoria]}.`);
    lines(p, 40, y + 11, 9, legend, { size: 6.5, grey: 0.3 });
    y += 9 * legend.length + 27;
    p.text(40, y, 'I tuoi consumi negli ultimi 12 mesi', { size: 10.5, bold: true });
    charts(p, b, y + 16, ['Energia elettrica (kWh)', 'Gas naturale (Smc)'], [MESI], 56);
    p.rect(40, (y = 700), 515, 72, 0.96, 0.5);
    qr(p, 48, y + 8, 56, avviso(b));
    p.text(114, y + 16, 'Avviso di pagamento pagoPA', { size: 9.5, bold: true });
    lines(p, 114, y + 29, 12, [
      `Ente creditore: ${s.nome} - C.F. ${s.partitaIva}`,
      `Codice avviso: ${avviso(b)}`,
      `Importo: € ${b.totale} - Scadenza: 04/03/2026`,
    ]);
    const help = 'Guasti luce 800 190 718, gas 800 190 719 (24 ore su 24) - Distributore: Reti Daunia';
    p.text(114, y + 65, help, { size: 6.5, grey: 0.3 });
    footer(p, s);
    return [p];
  },
};
