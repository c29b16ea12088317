// Layouts 19-21, written blind to the reader in the manner of the large incumbents' "bolletta sintetica"
// (Bolletta 2.0): the amount and due date in large type, a "Dati del cliente" block, the supplies in boxes
// side by side with the technical data on page 2 (tramontana), a grey sidebar with the customer's data and
// the services one after another with the units in the labels (umbria), and page 1 a summary of amounts
// with every supply figure on page 2 in tables with a header row over the values (vesuvio).
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, envelope, footer, holderName, it, spaced, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page } from './page';

/** One text: x, y, what, then size, bold and grey; many of them a call keep a page's drawing readable. */
type T = [x: number, y: number, text: string, size?: number, bold?: boolean, grey?: number];
const put = (p: Page, ...ts: T[]) => {
  for (const [x, y, text, size = 9, bold = false, grey = 0] of ts) p.text(x, y, text, { size, bold, grey });
};
/** A text flush right at x, as amounts and figures in columns are; its width guessed: DejaVu (the scans)
 * is wider than Helvetica (the PDF), so the guess errs wide. */
const right = (p: Page, x: number, y: number, s: string, size = 9, bold = false) =>
  p.text(x - s.length * size * (bold ? 0.64 : 0.58), y, s, { size, bold });

/** Staircase and flat, as many supply addresses carry them after the number: the same for a bill (draw has
 * no random source), chosen by its customer code. */
const STAIRS = ['', '', ' scala B', ' int. 4', ' sc. A int. 7', ' piano 2'];
const stair = (b: Bill) => STAIRS[Number(b.codiceCliente.slice(-4)) % STAIRS.length] ?? '';
/** A meter reading: a number of the same size as the consumption, never its digits. */
const reading = (n: number) => 10_000 + ((n * 37 + 4_321) % 60_000);

/** The technical fields a bill often leaves to its page 2 ("Dati tecnici"). */
const TECHNICAL: readonly CampoBolletta[] = [
  'potenzaImpegnataKw',
  'tensioneV',
  'codiceRemi',
  'categoriaUsoGas',
];

/** The total split into the Bolletta 2.0 headings, then the total: amounts in euro near the values. */
function amounts(p: Page, b: Bill, x: number, xr: number, y: number, eur: (s: string) => string, step = 14) {
  const cents = Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
  const parts = [0.47, 0.21, 0.09, 0.05].map((s) => Math.round(cents * s));
  parts.push(cents - parts.reduce((a, c) => a + c, 0));
  const labels = ['Spesa per la materia energia', 'Spesa per il trasporto e la gestione del contatore'];
  labels.push('Spesa per oneri di sistema', 'Imposte', b.holder.tipo === 'PF' ? 'IVA 10%' : 'IVA 22%');
  labels.forEach((label, i) => {
    put(p, [x, y, label, 8.5]);
    right(p, xr, y, eur(it((parts[i] ?? 0) / 100, 2)), 8.5);
    y += step;
  });
  put(p, [x, y + 4, 'Totale da pagare', 9.5, true]);
  right(p, xr, y + 4, eur(b.totale), 9.5, true);
  return y + 4;
}

// ---------------------------------------------------------------------------------------------------------
// Tramontana: page 1 the amount in a shaded block, "Dati del cliente" label | value, "La tua fornitura" in
// boxes (side by side for luce e gas) with the label above the value and a bar chart of consumption;
// page 2 "Dettaglio dati tecnici" with power, voltage, REMI and use category, the readings by band

export const tramontana: Layout = {
  key: 'tramontana',
  supplier: supplier(
    'TRAMONTANA',
    'Tramontana Energia S.p.A.',
    '0917264538',
    'Viale Regina Margherita 125, 00198 Roma (RM)',
    '800 900 141',
  ),
  traits: 'boxes side by side, label above value; power, voltage, REMI, category on page 2; COGNOME NOME',
  page2: TECHNICAL,
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const f = b.fornitura;
    const r = b.recapito;
    const pf = h.tipo === 'PF';
    const street = `${r.toponimo} ${r.via} ${r.civico}`;
    const title = titleOf(b, 'Energia elettrica', 'Gas naturale', 'Energia elettrica e gas naturale');
    put(
      p,
      [40, 52, 'tramontana', 26, true, 0.15],
      [40, 66, 'energia per la casa e le imprese', 8, false, 0.4],
      [380, 40, `Bolletta n. ${b.numero} del 12/02/2026`, 8],
      [380, 51, 'pagina 1 di 2', 7.5, false, 0.4],
      [40, 104, 'Bolletta sintetica', 9, false, 0.35],
      [40, 120, title, 13, true],
      [40, 134, `Mercato libero - Offerta "Tramontana ${pf ? 'Casa' : 'Impresa'} Web"`, 8],
    );
    envelope(p, b, 330, 100, 'COGNOME NOME');
    p.rect(40, 166, 250, 76, 0.88, null);
    put(
      p,
      [52, 184, 'IMPORTO DA PAGARE', 8, true],
      [52, 214, `€ ${b.totale}`, 24, true],
      [52, 232, 'entro il 04/03/2026', 10, true],
      [310, 176, 'Periodo di riferimento', 7, false, 0.4],
      [310, 187, 'dal 01/12/2025 al 31/01/2026'],
      [310, 200, 'Numero cliente', 7, false, 0.4],
      [310, 211, b.codiceCliente, 9, true],
      [310, 224, 'Modalità di pagamento', 7, false, 0.4],
      [310, 235, pf ? 'Addebito diretto SEPA' : 'Bonifico bancario'],
    );

    let y = 270;
    const heading = (t: string) => {
      put(p, [40, y, t, 10, true]);
      p.line(40, y + 4, 555, y + 4, 0.3);
      y += 20;
    };
    const row = (label: string, value: string) => {
      put(p, [40, y, label, 8, false, 0.35], [175, y, value]);
      y += 14;
    };
    heading('DATI DEL CLIENTE');
    if (pf) row('Intestatario', holderName(h, 'COGNOME NOME'));
    else row('Ragione sociale', upper(h.ragioneSociale));
    if (h.tipo === 'PG') row('Partita IVA', h.partitaIva);
    row('Codice fiscale', h.codiceFiscale);
    row('Indirizzo di fatturazione', upper(`${street} - ${r.cap} ${r.comune} ${r.provincia}`));
    y += 10;
    heading('LA TUA FORNITURA');
    const where = upper(`${f.toponimo} ${f.via} ${f.civico}${stair(b)}`);
    const town = `${f.cap} ${upper(f.comune)} (${f.provincia})`;
    const boxes: [title: string, code: string, value: string, annual: string, period: string][] = [];
    if (b.luce) {
      const l = b.luce;
      const per = `${it(Math.round(l.annuoKwh / 6))} kWh - lettura effettiva`;
      boxes.push(['LUCE', 'Codice POD', l.pod, `${it(l.annuoKwh)} kWh`, per]);
    }
    if (b.gas) {
      const g = b.gas;
      const per = `${it(Math.round(g.annuoSmc / 5))} Smc - lettura stimata`;
      boxes.push(['GAS', 'Codice PDR', g.pdr, `${it(g.annuoSmc)} Smc`, per]);
    }
    const w = boxes.length > 1 ? 252 : 515;
    boxes.forEach(([title, code, id, annual, period], i) => {
      const x = 40 + i * 263;
      p.rect(x, y - 12, w, 16, 0.8, null);
      p.rect(x, y + 4, w, 150, null, 0.6);
      // the label small and grey, the value bold under it
      const label = (dy: number, t: string): T => [x + 8, y + dy, t, 7, false, 0.4];
      const value = (dy: number, t: string): T => [x + 8, y + dy, t, 8.5, true];
      put(p, [x + 8, y, title, 9, true], label(20, code), value(31, id));
      put(p, label(48, 'Indirizzo di fornitura'), value(59, where), value(76, town));
      put(p, label(104, 'Consumo annuo (ultimi 12 mesi)'), value(115, annual));
      put(p, label(132, 'Consumo fatturato nel periodo'), value(143, period));
    });
    y += 180;
    // a bar chart of the first supply: bills show the consumption by month, numbers near the yearly one
    const annual = b.luce?.annuoKwh ?? b.gas?.annuoSmc ?? 0;
    put(p, [40, y, `Andamento dei consumi (${b.luce ? 'kWh' : 'Smc'})`, 9, true]);
    const weights = b.luce ? [0.08, 0.07, 0.08, 0.09, 0.08, 0.09] : [0.02, 0.01, 0.05, 0.12, 0.19, 0.2];
    ['ago', 'set', 'ott', 'nov', 'dic', 'gen'].forEach((m, i) => {
      const wt = weights[i] ?? 0;
      const barH = Math.round(90 * (wt / Math.max(...weights)));
      const x = 60 + i * 80;
      p.rect(x, y + 110 - barH, 34, barH, 0.7, null);
      put(p, [x, y + 104 - barH, it(Math.round(annual * wt)), 7], [x + 6, y + 122, m, 7, false, 0.4]);
    });
    footer(p, b.supplier);

    const q = new Page('sans');
    put(q, [40, 46, 'tramontana', 14, true, 0.15], [380, 46, `Bolletta n. ${b.numero} - pagina 2 di 2`, 8]);
    put(q, [40, 86, 'DETTAGLIO DATI TECNICI', 11, true]);
    y = 108;
    const line = (label: string, value: string) => {
      put(q, [46, y, label, 8.5], [300, y, value, 8.5, true]);
      q.line(40, y + 5, 555, y + 5, 0.8);
      y += 16;
    };
    const band = (t: string) => {
      q.rect(40, y - 11, 515, 16, 0.85, null);
      put(q, [46, y, t, 9, true]);
      y += 20;
    };
    const readings = (head: string[], rows: string[][]) => {
      const xs = [46, 150, 300, 440];
      head.forEach((t, i) => put(q, [xs[i] ?? 0, y + 6, t, 7.5, true, 0.3]));
      rows.forEach((r, j) => r.forEach((t, i) => put(q, [xs[i] ?? 0, y + 19 + 12 * j, t, 8])));
      y += 32 + 12 * rows.length;
    };
    if (b.luce) {
      const l = b.luce;
      band('Fornitura di energia elettrica');
      line('Tipologia cliente', pf ? 'Domestico residente' : 'Altri usi - bassa tensione');
      line('Potenza contrattualmente impegnata', `${it(l.potenzaKw, 1)} kW`);
      line('Potenza disponibile', `${it(l.disponibileKw, 1)} kW`);
      line('Tensione di alimentazione', `${l.tensioneV} V (${l.tensioneV === 230 ? 'monofase' : 'trifase'})`);
      line('Distributore locale', 'Reti Elettriche Tirreniche S.p.A.');
      line('Matricola contatore', `E${l.pod.slice(6, 14)}`);
      const per = Math.round(l.annuoKwh / 6);
      const bands = [0.42, 0.31, 0.27].map((s) => Math.round(per * s));
      const at = (i: number) => reading(l.annuoKwh + i * 311);
      readings(
        ['Fascia', 'Lettura al 30/11/2025', 'Lettura al 31/01/2026', 'Consumo (kWh)'],
        bands.map((c, i) => [`F${i + 1}`, it(at(i)), it(at(i) + c), it(c)]),
      );
    }
    if (b.gas) {
      const g = b.gas;
      band('Fornitura di gas naturale');
      line('Codice REMI', g.remi);
      line("Categoria d'uso", `${CATEGORIE[g.categoria] ?? ''} (${g.categoria})`);
      line('Classe del misuratore', pf ? 'G4' : 'G10');
      line('Coefficiente di conversione C', '1,018300');
      line('Distributore locale', 'Metanodotti Appenninici S.r.l.');
      const used = Math.round(g.annuoSmc / 5);
      const start = reading(g.annuoSmc);
      readings(
        ['', 'Lettura al 30/11/2025', 'Lettura al 31/01/2026', 'Consumo (Smc)'],
        [['Gas (mc)', it(start), it(start + used - 4), it(used)]],
      );
    }
    band('SINTESI DEGLI IMPORTI');
    amounts(q, b, 46, 550, y, (s) => `€ ${s}`);
    footer(q, b.supplier);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Umbria: a multiservice bill: a grey sidebar with the customer's data (label above value) and contacts;
// beside it "Quanto devo pagare" / "Entro quando", the supply address once with the comune before the
// CAP, then the services one after another as two "label (unit) .... value" pairs a line, values flush
// right and without thousands separators; Cognome Nome

export const umbria: Layout = {
  key: 'umbria',
  supplier: supplier(
    'UMBRIA',
    'Umbria Multiservizi Energia S.p.A.',
    '0271946385',
    'Via Settevalli 320, 06129 Perugia (PG)',
    '800 199 955',
  ),
  traits:
    'grey sidebar, label above value; services stacked, two pairs a line, unit in the label; Comune CAP',
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const f = b.fornitura;
    const r = b.recapito;
    p.rect(0, 0, 200, 770, 0.92, null);
    put(p, [22, 50, 'UMBRIA', 22, true], [22, 63, 'multiservizi - luce gas acqua', 7.5, false, 0.35]);
    let sy = 112;
    const item = (label: string, ...values: string[]) => {
      put(p, [22, sy, label, 7, false, 0.4]);
      values.forEach((v, i) => put(p, [22, sy + 11 + 10 * i, v, 7.5, i === 0]));
      sy += 18 + 10 * values.length;
    };
    const title = (t: string) => {
      put(p, [22, sy, t, 9, true]);
      p.line(22, sy + 4, 190, sy + 4, 0.4);
      sy += 18;
    };
    title('I TUOI DATI');
    if (h.tipo === 'PF') item('Intestatario', holderName(h, 'Cognome Nome'));
    else item('Ragione sociale', h.ragioneSociale);
    if (h.tipo === 'PG') item('Partita IVA', h.partitaIva);
    item('Codice fiscale', h.codiceFiscale);
    item('Codice cliente', b.codiceCliente);
    item('Codice contratto', `CT-${b.codiceCliente.slice(0, 5)}${b.numero.slice(-3)}`);
    item(
      'Indirizzo di recapito',
      `${r.toponimo} ${r.via}, ${r.civico}`,
      `${r.cap} ${r.comune} (${r.provincia})`,
    );
    sy += 8;
    title('CONTATTI');
    item('Servizio clienti (gratuito)', b.supplier.telefono);
    if (b.luce) item('Segnalazione guasti luce', '800 199 966');
    if (b.gas) item('Pronto intervento gas (24 ore su 24)', '800 199 977');
    item('Area clienti e app', b.supplier.web);

    envelope(p, b, 340, 84, h.tipo === 'PF' ? 'Nome Cognome' : 'COGNOME NOME');
    const X = 215;
    p.rect(X, 178, 168, 54, 0.85, null);
    p.rect(390, 178, 165, 54, null, 0.5);
    p.rect(X, 272, 340, 38, 0.96, 0.7);
    put(
      p,
      [X, 152, titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas', 'Bolletta multiservizi'), 13, true],
      [X, 166, `Fattura n. ${b.numero} del 12/02/2026`, 8],
      [X + 8, 192, 'Quanto devo pagare', 8],
      [X + 8, 219, `${b.totale} €`, 18, true],
      [398, 192, 'Entro quando', 8],
      [398, 219, '04/03/2026', 18, true],
      [X, 248, 'Periodo di fatturazione: 01/12/2025 - 31/01/2026 (2 mesi)', 8],
      [X, 260, `Pagamento: ${h.tipo === 'PF' ? 'bollettino pagoPA' : 'RID bancario'}`, 8],
      [X + 8, 284, 'Indirizzo di fornitura', 7, false, 0.4],
      [X + 8, 295, `${f.toponimo} ${f.via}, ${f.civico}${stair(b)}`, 8.5, true],
      [X + 8, 305, `${upper(f.comune)} ${f.cap} ${f.provincia}`, 8.5, true],
    );

    let y = 334;
    const band = (t: string, sub: string) => {
      p.rect(X, y - 12, 340, 17, 0.78, null);
      put(p, [X + 6, y, t, 9, true]);
      right(p, 550, y, sub, 7.5);
      y += 18;
    };
    // a line of two label/value pairs, each value flush right in its half
    const pairs = (...lines: [label: string, value: string, label2: string, value2: string][]) => {
      for (const [label, value, label2, value2] of lines) {
        put(p, [X + 4, y, label, 7.5, false, 0.3], [392, y, label2, 7.5, false, 0.3]);
        right(p, 380, y, value, 8, true);
        right(p, 553, y, value2, 8, true);
        p.line(X, y + 4, 555, y + 4, 0.8);
        y += 14;
      }
    };
    const readings = (unit: string, start: number, used: number) => {
      const t = `Lettura 30/11/2025: ${start} ${unit}   Lettura 31/01/2026: ${start + used} ${unit}`;
      put(p, [X + 4, y + 2, t, 7, false, 0.35]);
      y += 22;
    };
    if (b.luce) {
      const l = b.luce;
      const per = Math.round(l.annuoKwh / 6);
      band('ENERGIA ELETTRICA', 'Offerta Umbria Luce Fissa 12');
      pairs(
        ['POD', l.pod, 'Tensione (V)', String(l.tensioneV)],
        ['Potenza impegnata (kW)', it(l.potenzaKw, 1), 'Potenza disponibile (kW)', it(l.disponibileKw, 1)],
        ['Consumo annuo (kWh)', it(l.annuoKwh, 0, false), 'Consumo periodo (kWh)', it(per, 0, false)],
        ['Uso', h.tipo === 'PF' ? 'Domestico' : 'Non domestico', 'Distributore', 'Umbra Reti S.r.l.'],
      );
      readings('kWh', reading(l.annuoKwh), per);
    }
    if (b.gas) {
      const g = b.gas;
      const per = Math.round(g.annuoSmc / 5);
      band('GAS NATURALE', 'Offerta Umbria Gas Indice');
      pairs(
        ['PDR', g.pdr, 'Codice REMI', g.remi],
        ["Categoria d'uso", g.categoria, 'Matricola', g.pdr.slice(5, 13)],
        ['Consumo annuo (Smc)', it(g.annuoSmc, 0, false), 'Consumo periodo (Smc)', it(per, 0, false)],
        ['Coeff. C', '1,0164', 'Classe contatore', 'G4'],
      );
      put(p, [X + 4, y + 2, `Tipologia d'uso: ${CATEGORIE[g.categoria] ?? ''}`, 7.5]);
      y += 14;
      readings('mc', reading(g.annuoSmc), per);
    }
    band("COMPOSIZIONE DELL'IMPORTO", 'euro');
    const end = amounts(p, b, X + 4, 553, y, (s) => s, 13);
    p.line(X, end - 12, 555, end - 12, 0.4);
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Vesuvio: a dark band with the name in white; page 1 the total, the customer's data in a table with a
// header row over the values, the supply address in capitals with dashes, the amounts and a pagoPA notice
// number; page 2 every supply figure in tables with the units in the header row, POD and PDR in spaced
// groups, the use category as a code with the legend of all codes below it; Nome Cognome

export const vesuvio: Layout = {
  key: 'vesuvio',
  supplier: supplier(
    'VESUVIO',
    'Vesuvio Luce & Gas S.p.A.',
    '0846213795',
    'Centro Direzionale Isola F4, 80143 Napoli (NA)',
    '800 181 828',
  ),
  traits: 'page 2 tables, header row over values, units in the header; POD/PDR spaced; code + legend; dashes',
  page2: [...TECHNICAL, 'pod', 'pdr', 'consumoAnnuoKwh', 'consumoAnnuoSmc'],
  draw(b) {
    const h = b.holder;
    const f = b.fornitura;
    const r = b.recapito;
    const pf = h.tipo === 'PF';
    const band = (p: Page, big: boolean) => {
      p.rect(0, 0, 595, big ? 64 : 40, 0.22, null);
      put(p, [40, big ? 42 : 27, 'VESUVIO', big ? 22 : 14, true, 1]);
      put(p, [big ? 160 : 120, big ? 42 : 27, 'luce & gas', big ? 10 : 8, false, 0.85]);
    };
    // a table with a header row over a row of values, columns of the given widths
    const table = (p: Page, y: number, cols: [head: string, value: string, width: number][]) => {
      let x = 40;
      p.rect(40, y - 11, 515, 15, 0.88, null);
      for (const [head, value, width] of cols) {
        put(p, [x + 4, y, head, 7, true], [x + 4, y + 17, value]);
        if (x > 40) p.line(x, y - 11, x, y + 22, 0.6);
        x += width;
      }
      p.rect(40, y - 11, 515, 33, null, 0.5);
      return y + 44;
    };

    const p = new Page('serif');
    band(p, true);
    // the window of the envelope: the name as written at signing, not in capitals
    const to = pf ? `Sig./Sig.ra ${holderName(h, 'Nome Cognome')}` : `Spett.le ${h.ragioneSociale}`;
    put(
      p,
      [400, 30, 'Area clienti', 7.5, false, 0.85],
      [400, 41, b.supplier.web, 8, false, 1],
      [40, 96, 'FATTURA', 8, false, 0.4],
      [40, 110, `N. ${b.numero}`, 11, true],
      [40, 123, 'Data di emissione 12/02/2026', 8],
      [40, 134, titleOf(b, 'Fornitura di energia elettrica', 'Fornitura di gas', 'Fornitura luce e gas'), 8],
      [320, 100, to, 9.5],
      [320, 113, `${r.toponimo} ${r.via}, ${r.civico}`, 9.5],
      [320, 126, `${r.cap} ${r.comune} ${r.provincia}`, 9.5],
      [52, 178, 'Totale da pagare', 10],
      [52, 212, `€ ${b.totale}`, 26, true],
      [312, 178, 'Scadenza'],
      [312, 196, '4 marzo 2026', 14, true],
      [312, 214, 'Periodo: dicembre 2025 - gennaio 2026', 8],
      [40, 262, 'I tuoi dati', 11, true],
    );
    p.rect(40, 160, 515, 70, null, 0.3);
    p.line(300, 168, 300, 222, 0.6);
    const who: [string, string, number][] = pf
      ? [
          ['Intestatario del contratto', holderName(h, 'Nome Cognome'), 230],
          ['Codice fiscale', h.codiceFiscale, 160],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale, 230],
          ['Partita IVA', h.partitaIva, 130],
        ];
    let y = table(p, 280, [
      ...who,
      pf ? ['Codice cliente', b.codiceCliente, 125] : ['Codice fiscale', h.codiceFiscale, 155],
    ]);
    const civico = `N. ${f.civico}${upper(stair(b))}`;
    const where = upper(`${f.toponimo} ${f.via} ${civico} - ${f.cap} - ${f.comune} - ${f.provincia}`);
    const avviso = `3${b.codiceCliente.padEnd(10, '0')}${b.numero.slice(-7)}`;
    put(
      p,
      [40, y, 'Indirizzo di fornitura', 8, false, 0.4],
      [40, y + 13, where, 9.5, true],
      [40, y + 26, `Offerta: Vesuvio ${pf ? 'Prezzo Fisso 24' : 'Business Flex'}`, 8],
      [40, y + 56, 'Sintesi degli importi fatturati', 11, true],
    );
    y = amounts(p, b, 46, 550, y + 74, (s) => `${s} €`, 15) + 26;
    p.rect(40, y, 515, 62, 0.95, null);
    put(
      p,
      [50, y + 16, 'Come pagare', 9, true],
      [50, y + 30, `Avviso pagoPA - codice avviso ${avviso}`, 8.5],
      [50, y + 43, `Codice CBILL AB7C2 - importo € ${b.totale} - entro il 04/03/2026`, 8.5],
      [50, y + 55, 'I dati tecnici della fornitura e le letture sono a pagina 2.', 8, false, 0.4],
    );
    footer(p, b.supplier);

    const q = new Page('serif');
    band(q, false);
    put(
      q,
      [380, 27, `Fattura N. ${b.numero} - pag. 2/2`, 8, false, 1],
      [40, 78, 'Dati tecnici e di consumo', 12, true],
    );
    y = 106;
    if (b.luce) {
      const l = b.luce;
      const pod = `${l.pod.slice(0, 2)} ${l.pod.slice(2, 5)} ${l.pod.slice(5, 6)} ${l.pod.slice(6)}`;
      const per = Math.round(l.annuoKwh / 6);
      const f1 = Math.round(per * 0.4);
      const f2 = Math.round(per * 0.33);
      put(q, [40, y, 'ENERGIA ELETTRICA', 9.5, true]);
      y = table(q, y + 18, [
        ['Codice POD', pod, 120],
        ['Tensione (V)', String(l.tensioneV), 80],
        ['Potenza impegnata (kW)', it(l.potenzaKw, 2), 105],
        ['Pot. disponibile (kW)', it(l.disponibileKw, 2), 105],
        ['Consumo annuo (kWh)', it(l.annuoKwh), 105],
      ]);
      y = table(q, y, [
        ['Periodo', '01/12/2025 - 31/01/2026', 120],
        ['F1 (kWh)', it(f1), 80],
        ['F2 (kWh)', it(f2), 105],
        ['F3 (kWh)', it(per - f1 - f2), 105],
        ['Totale (kWh)', it(per), 105],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      const used = Math.round(g.annuoSmc / 5);
      const start = reading(g.annuoSmc);
      put(q, [40, y, 'GAS NATURALE', 9.5, true]);
      y = table(q, y + 18, [
        ['Codice PDR', spaced(g.pdr, 4), 120],
        ['Codice REMI', g.remi, 80],
        ["Categoria d'uso", g.categoria, 105],
        ['Classe contatore', pf ? 'G4' : 'G16', 105],
        ['Consumo annuo (Smc)', it(g.annuoSmc), 105],
      ]);
      y = table(q, y, [
        ['Lettura 30/11/2025 (mc)', it(start), 120],
        ['Lettura 31/01/2026 (mc)', it(start + used), 105],
        ['Tipo lettura', 'Effettiva', 80],
        ['Coefficiente C', '1,021840', 105],
        ['Consumo (Smc)', it(used), 105],
      ]);
      // the legend of every code, as ARERA's categories are printed under the table
      const legend = Object.entries(CATEGORIE).map(([c, d]) => `${c} ${d.toLowerCase()}`);
      put(
        q,
        [40, y - 8, `Categorie d'uso: ${legend.slice(0, 3).join('; ')};`, 6.5, false, 0.3],
        [40, y + 1, `${legend.slice(3).join('; ')}.`, 6.5, false, 0.3],
      );
      y += 20;
    }
    put(q, [40, y, `Fornitura di ${upper(f.comune)} - distributore Reti Partenopee S.r.l.`, 8]);
    footer(q, b.supplier);
    return [p, q];
  },
};
