// Layouts for business customers (small firms, sole traders, professionals), written without seeing the
// reader: the courtesy copy of an electronic invoice, dense, in two columns, billing data left and supply
// data right, readings by band with reactive energy (franciacorta); a strip of codes across the top (POD
// and PDR among the invoice's numbers), the yearly consumption only as the total row of a table by time
// band (roero); a page of amounts, chart and payment codes, then the customer's and the supply's data on
// page 2 as labelled boxes, the address split into street, number, CAP, comune and province (sulcis).
// All three carry what business bills carry beside the values that matter: the legal representative and
// his codice fiscale, the registered office, the SDI code, PEC, ATECO, split payment, CIG/CUP, IBAN.
// A person holding the supply is a professional or a sole trader with the contract in his own name: his
// codice fiscale only (a P.IVA of his would be a value the bill's truth does not have).
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, footer, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { address, person, type Indirizzo } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// What a business bill prints beyond the truth, drawn from the bill itself so the same bill draws the same

/** The bill's own random source (never Math.random): a hash of its numbers seeds it. */
function rndOf(b: Bill): Rnd {
  let h = 2166136261;
  for (const c of `${b.numero}|${b.codiceCliente}|${b.holder.codiceFiscale}`) {
    h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  }
  return random(h >>> 0);
}

/** A list written on one line: `a|b|c` */
const cols = (s: string) => s.split('|');
/** The ATECO code of a company by its trade (the first words of its name). */
const ATECO = Object.fromEntries(
  cols(
    'Panificio 10.71.10|Ferramenta 47.52.10|Studio Tecnico 71.12.10|Officina 25.62.00|Albergo 55.10.00|Trattoria 56.10.11|Autofficina 45.20.10|Farmacia 47.73.10|Bar 56.30.00|Falegnameria 16.23.10|Lavanderia 96.01.10|Tipografia 18.12.00|Macelleria 47.22.00|Caseificio 10.51.20',
  ).map((s) => [s.slice(0, -9), s.slice(-8)]),
);
/** What a person holding a business supply is, and the code of the activity. */
const ROLES = cols(
  'Libero professionista 69.20.11|Libero professionista 71.11.00|Ditta individuale 43.21.01|Ditta individuale 95.29.01|Studio professionale 86.23.00',
).map((s) => [s.slice(0, -9), s.slice(-8)]);

/**
 * What the bill prints of its customer beyond the truth: a company's legal representative (another
 * person) and registered office (the postal address when the bill goes elsewhere than the supply), a
 * person's tax domicile; the activity, the e-invoicing codes, the account of the direct debit.
 */
function extra(b: Bill) {
  const r = rndOf(b);
  const h = b.holder;
  const sdi = Array.from({ length: 7 }, () => r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'])).join('');
  const iban = `IT${r.digits(2)}${r.pick([...'ABCDEFGHLMNPRSTUVZ'])}${r.digits(22)}`;
  const common = { r, iban, mandate: `SDD${r.digits(9)}` };
  if (h.tipo === 'PF') {
    const [role = '', ateco = ''] = r.pick(ROLES);
    return {
      ...common,
      rep: undefined,
      sede: b.recapito,
      role,
      ateco,
      sdi: '0000000',
      pec: 'non comunicata',
    };
  }
  const trade = Object.keys(ATECO).find((t) => h.ragioneSociale.startsWith(t)) ?? 'Officina';
  const slug = h.ragioneSociale.toLowerCase().replace(/[^a-z]/g, '');
  return {
    ...common,
    rep: person(r),
    sede: b.recapito !== b.fornitura ? b.recapito : address(r),
    role: 'Cliente non domestico',
    ateco: ATECO[trade] ?? '25.62.00',
    sdi,
    pec: `${slug.slice(0, 22)}@pec.it`,
  };
}

/** Text options, short: size, bold, grey. */
const T = (size: number, bold = false, grey = 0): TextOptions => ({ size, bold, grey });

/** Width in points as DejaVu (the scans' font, wider than Helvetica) draws it, a little generous. */
function widthOf(s: string, size: number, o: TextOptions = {}): number {
  if (o.face === 'mono') return s.length * 0.61 * size;
  let w = 0;
  for (const c of s) w += /[A-Z0-9€]/.test(c) ? 0.7 : /[a-z]/.test(c) ? 0.6 : c === ' ' ? 0.32 : 0.4;
  return w * size * (o.bold ? 1.1 : 1);
}
/** Draws text within maxW: smaller down to 7 pt, then over two lines; gives the lines used. */
function fit(p: Page, x: number, y: number, s: string, maxW: number, o: TextOptions = {}, lead = 9): number {
  const size = o.size ?? 9;
  const small = Math.max(7, Math.min(size, (size * maxW) / widthOf(s, size, o)));
  if (widthOf(s, small, o) <= maxW + 0.5) {
    p.text(x, y, s, { ...o, size: small });
    return 1;
  }
  const words = s.split(' ');
  let cut = words.length - 1;
  while (cut > 1 && widthOf(words.slice(0, cut).join(' '), 7, o) > maxW) cut--;
  p.text(x, y, words.slice(0, cut).join(' '), { ...o, size: 7 });
  p.text(x, y + lead, words.slice(cut).join(' '), { ...o, size: 7 });
  return 2;
}
/** Text ending at x. */
const right = (p: Page, x: number, y: number, s: string, o: TextOptions) =>
  p.text(x - widthOf(s, o.size ?? 9, o), y, s, o);

/** The postal address block: a greeting, the holder's name (over two lines when long), street, town. */
function envelope(p: Page, b: Bill, x: number, y: number, hello: string, order: NameOrder, up: boolean) {
  const rc = b.recapito;
  const u = (s: string) => (up ? upper(s) : s);
  p.text(x, y, hello, T(7.5, false, 0.3));
  const n = fit(p, x, y + 13, u(holderName(b.holder, order)), 555 - x, T(9.5, true), 10);
  fit(p, x, y + 15 + 11 * n, u(`${rc.toponimo} ${rc.via}, ${rc.civico}`), 555 - x, T(9));
  fit(p, x, y + 26 + 11 * n, u(`${rc.cap} ${rc.comune} ${rc.provincia}`), 555 - x, T(9));
}

/** Rows of cells at xs, the first row (the header) bold on a grey band, a rule under each. */
function table(p: Page, y: number, xs: number[], rows: string[][], boldLast = false, size = 7.5): number {
  p.rect(40, y - 9, 515, 12, 0.86, null);
  rows.forEach((row, n) => {
    const bold = n === 0 || (boldLast && n === rows.length - 1);
    row.forEach((t, i) => p.text(xs[i] ?? 0, y, t, T(n ? size : 7.5, bold)));
    if (n) p.line(40, y + 3, 555, y + 3, 0.75);
    y += n ? 10.5 : 12;
  });
  return y;
}

const eur = (n: number) => it(n, 2);
const cents = (n: number) => Math.round(n * 100) / 100;

/** The bill's amounts under the Bolletta 2.0 headings, VAT at 22%, as a table from x to xr; gives y after. */
function amounts(p: Page, b: Bill, x: number, xr: number, y: number, euro = '€ '): number {
  const tot = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const net = cents(tot / 1.22);
  const both = b.luce && b.gas;
  const rows: [string, number, boolean][] = [];
  const add = (what: string, k: number, l: string, s: number[]) =>
    cols(
      `Spesa per la materia ${what}|Spesa per il trasporto e la gestione del contatore|Spesa per oneri di sistema`,
    ).forEach((t, i) => rows.push([both ? `${t} (${l})` : t, cents(net * k * (s[i] ?? 0)), false]));
  if (b.luce) add('energia', both ? 0.55 : 1, 'luce', [0.56, 0.19, 0.12]);
  if (b.gas) add('gas naturale', both ? 0.45 : 1, 'gas', [0.6, 0.2, 0.05]);
  rows.push(['Imposte (accise e addizionali)', cents(net - rows.reduce((s, [, v]) => s + v, 0)), false]);
  rows.push(['Totale imponibile', net, true], ['IVA 22% (aliquota ordinaria)', cents(tot - net), false]);
  rows.push(['Totale fattura', tot, true]);
  for (const [label, v, bold] of rows) {
    right(p, xr, y, `${euro}${eur(v)}`, T(7.5, bold));
    y += fit(p, x, y, label, xr - x - 58, T(7.5, bold), 8.5) === 1 ? 10.5 : 19;
  }
  return y;
}

/** The year's kWh over the bands F1, F2, F3 (summing to the year's), a month's, and its reactive energy. */
function bands(annual: number, r: Rnd) {
  const f1 = Math.round(annual * r.between(0.4, 0.52));
  const f2 = Math.round(annual * r.between(0.24, 0.31));
  const year = [f1, f2, annual - f1 - f2];
  const month = year.map((v) => Math.round((v / 12) * r.between(0.85, 1.15)));
  const cosfi = Math.round(r.between(0.86, 0.98) * 100) / 100;
  const kvarh = month.map((v) => Math.round((v * Math.sqrt(1 - cosfi * cosfi)) / cosfi));
  // ARERA: the reactive energy beyond 33% of the active is charged
  const over = kvarh.reduce((s, v, i) => s + Math.max(0, v - Math.round((month[i] ?? 0) * 0.33)), 0);
  return { year, month, kvarh, cosfi, over };
}
const sum = (v: number[]) => v.reduce((s, n) => s + n, 0);

/** The tariff of a supply for other uses: low voltage (BTA1-6, by power) or medium voltage. */
const bta = (k: number) => (k <= 1.5 ? 1 : k <= 3 ? 2 : k <= 6 ? 3 : k <= 10 ? 4 : k <= 16.5 ? 5 : 6);
const tariff = (k: number, v: number) =>
  v >= 1000 ? 'MTA - Media tensione altri usi' : `BTA${bta(k)} - Bassa tensione altri usi`;
const phases = (v: number) => (v >= 1000 ? '' : v === 230 ? ' monofase' : ' trifase');

/** A QR-like square of modules, with its three finder squares. */
function qr(p: Page, x: number, y: number, r: Rnd, n = 25, m = 2.4) {
  const finder = (i: number, j: number) => (i < 7 && (j < 7 || j >= n - 7)) || (i >= n - 7 && j < 7);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (!finder(i, j) && r.chance(0.45)) p.rect(x + i * m, y + j * m, m, m, 0.1, null);
  for (const [fx, fy] of [0, n - 7, 0].map((v, i) => [v, i === 2 ? n - 7 : 0] as const))
    for (const d of [0, 1, 2]) {
      p.rect(x + (fx + d) * m, y + (fy + d) * m, (7 - 2 * d) * m, (7 - 2 * d) * m, d % 2 ? 1 : 0.1, null);
    }
}

/** Boxes in a row, the label small above the value, each a share of 515 points; gives y below them. */
function boxes(p: Page, y: number, items: [string, string, number][]): number {
  // a row is taller when a value needs two lines (a long registered office)
  const h = items.some(([, v, share]) => widthOf(v, 7, { bold: true }) > 515 * share - 8) ? 35 : 26;
  let x = 40;
  for (const [label, value, share] of items) {
    p.rect(x, y, 515 * share, h, null, 0.55);
    p.text(x + 4, y + 9, label, T(7, false, 0.3));
    fit(p, x + 4, y + 21, value, 515 * share - 8, T(8.5, true));
    x += 515 * share;
  }
  return y + h;
}

const mask = (iban: string) => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via}, ${a.civico}`;
const cityOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
const category = (c: string, sep = ' - ') => `${c}${sep}${CATEGORIE[c] ?? ''}`;

// ---------------------------------------------------------------------------------------------------------
// Franciacorta: the courtesy copy of an electronic invoice; billing data left and supply data right in two
// dense columns of "label  value"; amounts beside a QR code; readings by band with kvarh and peak power

export const franciacorta: Layout = {
  key: 'franciacorta',
  supplier: supplier(
    'FRANCIACORTA',
    'Franciacorta Energia Impresa S.p.A.',
    '0318642017',
    'Via Iseo 24, 25030 Erbusco (BS)',
    '800 310 412',
  ),
  traits: 'e-invoice courtesy copy; two dense columns, billing left, supply right; F1-F3 readings with kvarh',
  draw(b) {
    const p = new Page('sans');
    const x = extra(b);
    const { r } = x;
    const h = b.holder;
    p.rect(40, 30, 5, 40, 0.25, null);
    p.text(52, 52, 'FRANCIACORTA', T(19, true));
    p.text(52, 66, `${b.supplier.nome} - energia per le imprese`, T(8, false, 0.3));
    p.text(330, 42, 'Copia di cortesia della fattura elettronica', T(8, true));
    p.text(330, 53, 'trasmessa tramite il Sistema di Interscambio (SDI)', T(7.5, false, 0.3));
    p.text(330, 63, 'Il documento fiscalmente valido è il file XML ricevuto', T(7.5, false, 0.3));
    const title = titleOf(b, 'Fattura energia elettrica', 'Fattura gas naturale', 'Fattura luce e gas');
    p.text(40, 98, title, T(11.5, true));
    [
      'Cliente business - mercato libero',
      `Fattura n. ${b.numero} del 12/02/2026 (TD01)`,
      'Periodo di fatturazione: 01/01/2026 - 31/01/2026',
      `Codice cliente: ${b.codiceCliente}`,
      'Scadenza pagamento: 04/03/2026',
    ].forEach((t, i) => p.text(40, 111 + 10 * i, t, T(8)));
    p.rect(40, 162, 250, 22, 0.88, null);
    p.text(48, 177, `TOTALE DA PAGARE  € ${b.totale}`, T(11.5, true));
    envelope(p, b, 330, 98, 'Spett.le', 'COGNOME NOME', true);

    // two columns, 250 points each: label at cx, value at cx + 100
    const bar = (cx: number, y: number, t: string, w = 250) => {
      p.rect(cx, y - 9, w, 12, 0.82, null);
      p.text(cx + 4, y, t, T(8, true));
    };
    const column = (cx: number, title: string) => {
      bar(cx, 202, title);
      const c = {
        y: 214,
        row(label: string, value: string, bold = false) {
          p.text(cx + 2, c.y, label, T(7.5, false, 0.3));
          c.y += fit(p, cx + 100, c.y, value, 148, T(8, bold), 8.5) === 1 ? 10.5 : 19;
        },
        bar(t: string) {
          bar(cx, c.y + 4, t);
          c.y += 17;
        },
      };
      return c;
    };
    const L = column(40, 'DATI DI FATTURAZIONE');
    if (h.tipo === 'PG') {
      L.row('Ragione sociale', h.ragioneSociale, true);
      L.row('Partita IVA', h.partitaIva, true);
      L.row('Codice fiscale', h.codiceFiscale);
      L.row('Sede legale', streetOf(x.sede));
      L.row('', cityOf(x.sede));
      L.row('Legale rappresentante', holderName(x.rep!, 'Cognome Nome'));
      L.row('C.F. legale rappr.', x.rep!.codiceFiscale);
    } else {
      L.row('Intestatario', holderName(h, 'COGNOME NOME'), true);
      L.row('C.F./P.IVA', h.codiceFiscale, true);
      L.row('Tipologia cliente', x.role);
      L.row('Domicilio fiscale', streetOf(x.sede));
      L.row('', cityOf(x.sede));
    }
    L.row('Codice ATECO', x.ateco);
    L.row('Codice destinatario', x.sdi);
    L.row('PEC', x.pec);
    L.row('Scissione pagamenti', 'NO - IVA ad esigibilità immediata');
    L.row('CIG / CUP', 'non previsti');
    L.row('Modalità pagamento', `SDD B2B - ${mask(x.iban)}`);
    L.row('Mandato SEPA', x.mandate);

    const R = column(305, 'DATI DELLA FORNITURA');
    R.row('Indirizzo fornitura', streetOf(b.fornitura), true);
    R.row('', cityOf(b.fornitura), true);
    if (b.luce) {
      const l = b.luce;
      R.bar('ENERGIA ELETTRICA');
      R.row('Codice POD', l.pod, true);
      R.row('Tipologia', tariff(l.potenzaKw, l.tensioneV));
      R.row('Tensione', `${l.tensioneV} V${phases(l.tensioneV)}`, true);
      R.row('Potenza impegnata', `${kw(l.potenzaKw)} kW`, true);
      R.row('Potenza disponibile', `${kw(l.disponibileKw)} kW`);
      R.row('Consumo annuo', `${it(l.annuoKwh)} kWh`, true);
      R.row('Offerta', `Impresa Fissa 24 - cod. FCE-${r.digits(4)}`);
      R.row('Distributore', 'Rete Elettrica Padana S.p.A.');
      R.row('Guasti', `800 90${r.digits(1)} ${r.digits(3)} (24 ore su 24)`);
    }
    if (b.gas) {
      const g = b.gas;
      R.bar('GAS NATURALE');
      R.row('Codice PDR', g.pdr, true);
      R.row('Codice REMI', g.remi, true);
      R.row("Categoria d'uso", category(g.categoria), true);
      R.row('Classe di prelievo', r.pick(['5 giorni', '6 giorni', '7 giorni']));
      R.row('Consumo annuo', `${it(g.annuoSmc)} Smc`, true);
      R.row('Contatore', `classe ${r.pick(['G4', 'G6', 'G10', 'G16'])} - matr. ${r.digits(8)}`);
      R.row('Distributore', 'Reti Gas Bresciane S.r.l.');
    }

    // the amounts, left; the payment and its QR code, right
    let y = Math.max(L.y, R.y) + 8;
    bar(40, y, 'SINTESI DEGLI IMPORTI');
    bar(305, y, 'PAGAMENTO');
    const ay = amounts(p, b, 42, 288, y + 13);
    qr(p, 310, y + 6, r);
    [
      'Addebito diretto SEPA (SDD B2B)',
      `sul conto ${mask(x.iban)}`,
      'con valuta 04/03/2026.',
      `Codice CBILL: ${r.digits(5)} ${r.digits(5)}`,
      `Codice avviso: 3${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(5)}`,
      'Bollo virtuale assolto ex art. 6 DM 17/06/2014',
    ].forEach((t, i) => fit(p, 377, y + 14 + 10 * i, t, 178, T(7.5)));
    y = Math.max(ay, y + 80) + 8;

    if (b.luce) {
      const l = b.luce;
      const k = bands(l.annuoKwh, r);
      bar(40, y, 'LETTURE E CONSUMI ENERGIA ELETTRICA - dal 01/01/2026 al 31/01/2026 (rilevate)', 515);
      const rows = [cols('Fascia|Lettura iniziale|Lettura finale|Attiva kWh|Reattiva kvarh|Potenza max kW')];
      k.month.forEach((m, i) => {
        const start = 10_000 + Math.round((k.year[i] ?? 0) * 1.7);
        const peak = it(l.potenzaKw * r.between(0.45, 1.05), 2);
        rows.push([`F${i + 1}`, it(start), it(start + m), it(m), it(k.kvarh[i] ?? 0), peak]);
      });
      rows.push(['Totale', '', '', it(sum(k.month)), it(sum(k.kvarh))]);
      y = table(p, y + 13, [44, 120, 200, 280, 355, 440], rows, true);
      const pen = k.over ? `€ ${eur(k.over * 0.0096)} (${it(k.over)} kvarh)` : 'non dovuto';
      const cosfi = `cos fi medio ${it(k.cosfi, 2)}`;
      p.text(44, y, `Corrispettivo energia reattiva oltre il 33% dell'attiva (${cosfi}): ${pen}`, T(7.5));
      y += 16;
    }
    if (b.gas) {
      const g = b.gas;
      const m = Math.round((g.annuoSmc / 12) * r.between(0.9, 1.6));
      const start = 2_000 + (g.annuoSmc % 9_000);
      bar(40, y, 'LETTURE E CONSUMI GAS NATURALE', 515);
      const read = `Lettura 31/12/2025: ${it(start)} mc - Lettura 31/01/2026: ${it(start + Math.round(m / 1.0207))} mc`;
      fit(p, 44, y + 13, `${read} - Coefficiente C 1,0207 - Consumo del periodo: ${it(m)} Smc`, 511, T(7.5));
    }
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Roero: a strip of boxed codes across the top (the invoice's numbers with POD and PDR, mono type), the
// supply's figures in a row of boxes, consumption by band in a table whose total row is the year's

export const roero: Layout = {
  key: 'roero',
  supplier: supplier(
    'ROERO',
    'Roero Gas & Power S.r.l.',
    '0274195004',
    'Corso Alba 15, 12043 Canale (CN)',
    '0173 980 212',
  ),
  traits: 'codes strip at the top (POD/PDR among invoice numbers); band table whose total row is the year',
  draw(b) {
    const p = new Page('serif');
    const x = extra(b);
    const { r } = x;
    const h = b.holder;
    p.text(40, 50, 'Roero', T(24, true));
    p.text(48 + widthOf('Roero', 24, { bold: true }), 50, 'gas & power', T(11, false, 0.35));
    p.text(40, 63, `${b.supplier.nome} - energia per imprese e professionisti`, T(7.5, false, 0.3));
    p.text(400, 44, 'BOLLETTA BUSINESS', T(11, true));
    p.text(400, 57, 'Pagina 1 di 1', T(7.5, false, 0.35));

    // the strip: each box sized to its label and its value, scaled to the page's width
    const cells = [
      ['N. fattura', b.numero],
      ['Emessa il', '12/02/2026'],
      ['Codice cliente', b.codiceCliente],
      ...(b.luce ? [['Codice POD', b.luce.pod]] : []),
      ...(b.gas ? [['Codice PDR', b.gas.pdr]] : []),
      ['Cod. destinatario', x.sdi],
      ['Scadenza', '04/03/2026'],
    ];
    const mono: TextOptions = { size: 8.5, face: 'mono', bold: true };
    const need = cells.map(([l = '', v = '']) => Math.max(widthOf(l, 7), widthOf(v, 8.5, mono)) + 10);
    let cx = 40;
    cells.forEach(([label = '', value = ''], i) => {
      const w = ((need[i] ?? 0) * 515) / sum(need);
      p.rect(cx, 76, w, 30, i % 2 ? 0.95 : 0.9, 0.5);
      p.text(cx + 4, 86, label, T(7, false, 0.3));
      fit(p, cx + 4, 100, value, w - 6, mono);
      cx += w;
    });

    // the holder left, the envelope right
    p.text(40, 126, `Intestatario del contratto${h.tipo === 'PG' ? '' : ` (${x.role})`}`, T(7.5, false, 0.3));
    let y = 150 + 11 * (fit(p, 40, 138, holderName(h, 'Cognome Nome'), 280, T(10.5, true), 11) - 1);
    const sede = `${x.sede.toponimo} ${x.sede.via} ${x.sede.civico}, ${cityOf(x.sede)}`;
    if (h.tipo === 'PG') {
      p.text(40, y, `P.IVA ${h.partitaIva}   C.F. ${h.codiceFiscale}`, T(8.5));
      y += 9 * fit(p, 40, y + 11, `Sede legale: ${sede}`, 280, T(8));
      const rep = `${holderName(x.rep!, 'Nome Cognome')} (C.F. ${x.rep!.codiceFiscale})`;
      fit(p, 40, y + 13, `Legale rappresentante: ${rep}`, 280, T(8));
    } else {
      p.text(40, y, `Codice fiscale ${h.codiceFiscale}`, T(8.5));
      fit(p, 40, y + 11, `Domicilio fiscale: ${sede}`, 280, T(8));
    }
    envelope(p, b, 340, 126, 'Spett.le', 'Cognome Nome', true);

    y = 196;
    p.rect(40, y, 515, 26, 0.88, null);
    const title = titleOf(b, 'Energia elettrica', 'Gas naturale', 'Energia elettrica e gas naturale');
    p.text(48, y + 11, title, T(9, true));
    p.text(48, y + 21, 'Periodo di fornitura: gennaio 2026 - Tipo bolletta: periodica', T(7.5));
    p.text(330, y + 17, `Importo da pagare: € ${b.totale}`, T(12, true));
    const f = b.fornitura;
    p.text(40, y + 42, 'Luogo di fornitura:', T(8));
    const where = upper(`${f.toponimo} ${f.via} ${f.civico} - ${f.cap} ${f.comune} (${f.provincia})`);
    fit(p, 125, y + 42, where, 430, T(8.5, true));
    y += 62;

    if (b.luce) {
      const l = b.luce;
      const k = bands(l.annuoKwh, r);
      p.text(40, y, 'FORNITURA DI ENERGIA ELETTRICA', T(9, true));
      y = boxes(p, y + 5, [
        ['Potenza contrattuale', `${it(l.potenzaKw, 1)} kW`, 0.25],
        ['Potenza disponibile', `${it(l.disponibileKw, 1)} kW`, 0.25],
        ['Tensione di alimentazione', `${l.tensioneV} Volt${phases(l.tensioneV)}`, 0.25],
        ['Tariffa di distribuzione', tariff(l.potenzaKw, l.tensioneV).slice(0, 4), 0.25],
      ]);
      // the year's kWh only here: the last column, its total row
      const when = cols('lun-ven 8-19|lun-ven 7-8 e 19-23, sab 7-23|notte, domenica e festivi');
      const rows = [cols('Fascia oraria|Gennaio kWh|Reattiva kvarh|Pot. max kW|Consumo annuo kWh')];
      k.month.forEach((m, i) => {
        const peak = it(l.potenzaKw * r.between(0.5, 1.05), 1);
        rows.push([`F${i + 1} ${when[i]}`, it(m), it(k.kvarh[i] ?? 0), peak, it(k.year[i] ?? 0)]);
      });
      rows.push(['Totale', it(sum(k.month)), it(sum(k.kvarh)), '', it(sum(k.year))]);
      y = table(p, y + 17, [44, 205, 300, 385, 462], rows, true, 8) + 10;
    }
    if (b.gas) {
      const g = b.gas;
      p.text(40, y, 'FORNITURA DI GAS NATURALE', T(9, true));
      y = boxes(p, y + 5, [
        ['Codice REMI', g.remi, 0.2],
        ["Categoria d'uso", category(g.categoria, ' '), 0.56],
        ['Classe misuratore', r.pick(['G4', 'G6', 'G10', 'G25']), 0.24],
      ]);
      const m = Math.round((g.annuoSmc / 12) * r.between(0.9, 1.6));
      const before = it(Math.round(m * r.between(0.85, 1.15)));
      const rows = [cols('Consumi gas|Periodo fatturato Smc|Stesso periodo 2025 Smc|Consumo annuo Smc')];
      rows.push(['Gas naturale (PCS 0,03852 GJ/Smc)', it(m), before, it(g.annuoSmc)]);
      y = table(p, y + 17, [44, 205, 320, 462], rows, false, 8) + 10;
    }

    // the offer's prices and the amounts, side by side
    p.text(40, y, "PREZZI DELL'OFFERTA", T(8.5, true));
    p.text(300, y, 'QUADRO SINTETICO', T(8.5, true));
    const prices = [
      ...(b.luce ? [1, 2, 3].map((n) => `F${n}: PUN + ${it(r.between(0.008, 0.02), 4)} €/kWh`) : []),
      ...(b.gas ? [`Gas: PSV + ${it(r.between(0.06, 0.14), 4)} €/Smc`] : []),
      'Offerta: ROERO IMPRESA INDEX (cod. RGP-B12)',
      'Condizioni economiche valide fino al 31/12/2026',
    ];
    prices.forEach((t, i) => p.text(40, y + 12 + 10 * i, t, T(7.5)));
    y = Math.max(amounts(p, b, 300, 555, y + 12, ''), y + 12 + 10 * prices.length) + 8;

    // electronic invoicing, in a box at the bottom
    p.rect(40, y, 515, 58, 0.97, 0.5);
    p.text(46, y + 11, 'DATI PER LA FATTURAZIONE ELETTRONICA', T(8, true));
    [
      `Codice destinatario SDI: ${x.sdi}`,
      `PEC: ${x.pec}`,
      `Codice ATECO: ${x.ateco}`,
      'Split payment (art. 17-ter DPR 633/72): non applicabile',
      'CIG: non dovuto',
      'CUP: non dovuto',
      'Inversione contabile: no',
      `Rif. amministrazione: ${r.digits(6)}`,
    ].forEach((t, i) => fit(p, 46 + (i % 2) * 255, y + 23 + 10 * Math.floor(i / 2), t, 245, T(7.5)));
    const calls = `luce 800 91${r.digits(1)} ${r.digits(3)} - gas 800 90${r.digits(1)} ${r.digits(3)}`;
    const who = '(distributori Distribuzione Subalpina S.p.A. e Roero Reti Gas S.r.l.)';
    p.text(40, 772, `Pronto intervento: ${calls} ${who}`, T(7, false, 0.3));
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sulcis: page 1 the amounts, a chart of the months and the payment codes, nothing of the supply; page 2
// the customer's and the supply's data in labelled boxes (the address in five of them), readings by band
// and the detail of the charges

export const sulcis: Layout = {
  key: 'sulcis',
  supplier: supplier(
    'SULCIS',
    'Sulcis Energia Business S.r.l.',
    '0385261092',
    'Via Dalmazia 8, 09013 Carbonia (SU)',
    '800 781 090',
  ),
  traits: 'page 1 amounts, chart and payment; page 2 boxed fields, the address in five boxes, PDR spaced',
  page2: (
    'codiceFiscale partitaIva indirizzoFornitura pod pdr potenzaImpegnataKw tensioneV consumoAnnuoKwh ' +
    'consumoAnnuoSmc codiceRemi categoriaUsoGas'
  ).split(' ') as CampoBolletta[],
  draw(b) {
    const x = extra(b);
    const { r } = x;
    const h = b.holder;
    const p1 = new Page('sans');
    p1.rect(0, 0, 595, 74, 0.9, null);
    p1.text(40, 42, 'SULCIS', T(22, true));
    p1.text(40, 58, b.supplier.nome, T(9, false, 0.3));
    p1.text(360, 36, 'Servizio clienti imprese', T(7.5, false, 0.3));
    p1.text(360, 48, b.supplier.telefono, T(10, true));
    p1.text(360, 60, `${b.supplier.web} - area clienti`, T(7.5, false, 0.3));
    [
      titleOf(b, 'Fattura energia elettrica', 'Fattura gas naturale', 'Fattura energia elettrica e gas'),
      `N. ${b.numero} del 12/02/2026`,
      `Codice cliente ${b.codiceCliente}`,
      'Periodo: 01/01/2026 - 31/01/2026',
      `Contratto n. ${r.digits(7)}`,
    ].forEach((t, i) => p1.text(40, 100 + 12 * i, t, T(i ? 8.5 : 11, i === 0)));
    envelope(p1, b, 330, 100, 'Alla cortese attenzione di', 'COGNOME Nome', false);

    p1.rect(40, 176, 515, 44, 0.85, null);
    p1.text(52, 194, 'Totale da pagare', T(10));
    p1.text(52, 211, `€ ${b.totale}`, T(16, true));
    p1.text(300, 194, 'Entro il 04/03/2026', T(10, true));
    p1.text(300, 208, 'Addebito diretto SEPA B2B sul conto indicato nel mandato', T(7.5));

    const section = (y: number, t: string, x0 = 40, x1 = 555) => {
      p1.text(x0, y, t, T(9, true));
      p1.line(x0, y + 4, x1, y + 4, 0.4);
    };
    section(246, 'RIEPILOGO IMPORTI', 40, 300);
    let y = amounts(p1, b, 40, 300, 262);

    // the chart: twelve months of the first commodity, no figures but the axis (the year is on page 2)
    const annual = b.luce ? b.luce.annuoKwh : (b.gas?.annuoSmc ?? 0);
    const season = b.luce
      ? [1.05, 1, 0.95, 0.9, 0.95, 1.1, 1.2, 0.8, 1, 0.95, 1, 1.1]
      : [1.9, 1.6, 1.1, 0.5, 0.3, 0.25, 0.25, 0.3, 0.6, 1.3, 1.8, 2.1];
    const months = season.map((s) => (annual / 12) * s * r.between(0.9, 1.1));
    const mag = 10 ** Math.floor(Math.log10(Math.max(...months)));
    const top = Math.ceil(Math.max(...months) / mag) * mag;
    section(246, `ANDAMENTO CONSUMI (${b.luce ? 'kWh' : 'Smc'})`, 330);
    p1.line(350, 380, 555, 380, 0.3);
    p1.line(350, 262, 350, 380, 0.3);
    p1.text(330, 273, it(top), T(7, false, 0.3));
    p1.text(330, 328, it(top / 2), T(7, false, 0.3));
    [...'FMAMGLASONDG'].forEach((m, i) => {
      const hgt = ((months[i] ?? 0) / top) * 110;
      p1.rect(356 + i * 16.5, 380 - hgt, 11, hgt, i === 11 ? 0.2 : 0.6, null);
      p1.text(358 + i * 16.5, 391, m, T(7, false, 0.3));
    });
    p1.text(350, 403, 'feb 2025 - gen 2026; in scuro il mese fatturato', T(7, false, 0.35));

    // payment codes and a QR code
    y = Math.max(y, 410) + 16;
    section(y, 'COME PAGARE');
    qr(p1, 480, y + 12, r);
    const avviso = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(6)}`;
    [
      `Mandato SDD n. ${x.mandate} - conto di addebito ${mask(x.iban)}`,
      `In alternativa bonifico a ${b.supplier.nome}: IBAN IT${r.digits(2)}K${r.digits(22)}`,
      `pagoPA - Codice avviso ${avviso} - Ente creditore 0${r.digits(10)}`,
      `CBILL - Codice azienda ${r.pick(['A', 'B', 'C'])}${r.digits(4)} - Inquadra il QR code con l'app della banca`,
    ].forEach((t, i) => fit(p1, 40, y + 18 + 12 * i, t, 430, T(7.5)));
    y += 86;
    // the contract, without the supply's data (they are on page 2)
    p1.rect(40, y - 10, 515, 50, 0.95, 0.6);
    [
      'IL TUO CONTRATTO',
      `Offerta Sulcis Business ${b.gas && !b.luce ? 'Gas' : 'Luce'} Fix 12 (cod. SEB-${r.digits(5)}) - cliente dal 01/0${r.int(1, 9)}/20${r.int(15, 24)}`,
      'Mercato libero - Tipologia cliente: altri usi - Condizioni economiche valide fino al 31/12/2026',
      'Fatturazione mensile - Modalità di invio: fattura elettronica SDI e copia di cortesia via e-mail',
    ].forEach((t, i) => fit(p1, 48, y + 2 + 11 * i, t, 500, T(i ? 7.5 : 8.5, i === 0)));
    y += 62;
    section(y, 'COMUNICAZIONI');
    [
      'I dati del cliente e della fornitura, le letture e il dettaglio dei corrispettivi sono a pagina 2.',
      'Per i clienti non domestici non si applica il bonus sociale. Il canone RAI non è addebitato.',
      'Reclami: Sulcis Energia Business, Ufficio Reclami, Casella Postale 52, 09016 Iglesias (SU).',
      'Conciliazione: Servizio Conciliazione ARERA, www.arera.it - Sportello per il consumatore 800 166 654.',
    ].forEach((t, i) => p1.text(40, y + 18 + 11 * i, t, T(7.5)));
    footer(p1, b.supplier);

    // page 2: boxes, a label above each value
    const p = new Page('sans');
    p.text(40, 40, `Fattura n. ${b.numero} del 12/02/2026 - Codice cliente ${b.codiceCliente}`, T(7.5));
    p.text(500, 40, 'Pagina 2 di 2', T(7.5));
    const head = (yy: number, t: string) => {
      p.rect(40, yy - 10, 515, 14, 0.25, null);
      p.text(46, yy, t, T(8.5, true, 1));
      return yy + 8;
    };
    y = head(64, 'DATI DEL CLIENTE');
    if (h.tipo === 'PG') {
      y = boxes(p, y, [
        ['Ragione sociale', h.ragioneSociale, 0.5],
        ['Partita IVA', h.partitaIva, 0.25],
        ['Codice fiscale', h.codiceFiscale, 0.25],
      ]);
      y = boxes(p, y, [
        ['Sede legale', `${streetOf(x.sede)} - ${cityOf(x.sede)}`, 0.5],
        ['Legale rappresentante', holderName(x.rep!, 'COGNOME Nome'), 0.25],
        ['C.F. del legale rappresentante', x.rep!.codiceFiscale, 0.25],
      ]);
    } else {
      y = boxes(p, y, [
        ['Cognome e nome', holderName(h, 'COGNOME Nome'), 0.5],
        ['Codice fiscale', h.codiceFiscale, 0.25],
        ['Tipologia', x.role, 0.25],
      ]);
    }
    y = boxes(p, y, [
      ['Codice destinatario SDI', x.sdi, 0.25],
      ['PEC', x.pec, 0.35],
      ['Codice ATECO', x.ateco, 0.2],
      ['Split payment', 'NO', 0.2],
    ]);
    y = head(y + 14, 'DATI DELLA FORNITURA');
    const fo = b.fornitura;
    y = boxes(p, y, [
      ['Indirizzo', `${fo.toponimo} ${fo.via}`, 0.34],
      ['N. civico', fo.civico, 0.1],
      ['CAP', fo.cap, 0.1],
      ['Comune', fo.comune, 0.34],
      ['Provincia', fo.provincia, 0.12],
    ]);
    if (b.luce) {
      const l = b.luce;
      y = boxes(p, y, [
        ['POD', l.pod, 0.22],
        ['Potenza impegnata', `kW ${it(l.potenzaKw, 2)}`, 0.17],
        ['Potenza disponibile', `kW ${it(l.disponibileKw, 2)}`, 0.17],
        ['Tensione', `V ${l.tensioneV}`, 0.12],
        ['Consumo annuo', `kWh ${it(l.annuoKwh)}`, 0.16],
        ['Uso', 'Altri usi', 0.16],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      y = boxes(p, y, [
        ['PDR', spaced(g.pdr, 4), 0.2],
        ['Codice REMI', g.remi, 0.14],
        ["Categoria d'uso", category(g.categoria), 0.42],
        ['Consumo annuo', `Smc ${it(g.annuoSmc)}`, 0.14],
        ['Prelievo', r.pick(['5 gg', '6 gg', '7 gg']), 0.1],
      ]);
    }
    y = head(y + 22, 'LETTURE E CONSUMI DEL PERIODO') + 16;
    const xs = [46, 170, 260, 350, 440];
    const k = b.luce && bands(b.luce.annuoKwh, r);
    if (k) {
      p.text(
        46,
        y,
        `Misuratore elettronico matr. ${r.digits(9)} - letture del 31/01/2026 (effettive)`,
        T(7.5),
      );
      const rows = [
        cols('Fascia|Lettura precedente|Lettura attuale|Energia attiva kWh|Energia reattiva kvarh'),
      ];
      k.month.forEach((m, i) => {
        const s = 20_000 + Math.round((k.year[i] ?? 0) * 2.3);
        rows.push([`F${i + 1}`, it(s), it(s + m), it(m), it(k.kvarh[i] ?? 0)]);
      });
      y = table(p, y + 14, xs, rows) + 12;
    }
    const gm = b.gas ? Math.round((b.gas.annuoSmc / 12) * r.between(0.9, 1.6)) : 0;
    if (b.gas) {
      const s = 3_000 + (b.gas.annuoSmc % 8_000);
      const mc = Math.round(gm / 1.0194);
      p.text(46, y, `Contatore gas matr. ${r.digits(8)} - lettura del 31/01/2026 (autolettura)`, T(7.5));
      const rows = [cols('Gas|Lettura precedente|Lettura attuale|Consumo mc|Consumo Smc (C 1,0194)')];
      rows.push(['Volume', it(s), it(s + mc), it(mc), it(gm)]);
      y = table(p, y + 14, xs, rows) + 12;
    }
    y = head(y + 8, 'DETTAGLIO DEI CORRISPETTIVI') + 16;
    const charge = (label: string, qty: string, price: string, tot?: number) => {
      fit(p, 46, y, label, 210, T(7.5));
      p.text(270, y, qty, T(7.5));
      p.text(380, y, price, T(7.5));
      right(p, 550, y, tot === undefined ? 'inclusa' : `€ ${eur(tot)}`, T(7.5));
      y += 10.5;
    };
    if (b.luce && k) {
      const kwp = b.luce.potenzaKw;
      const q = r.between(1.8, 2.6);
      charge('Quota fissa (commercializzazione)', '1 mese', '€/mese 12,500000', 12.5);
      charge('Quota potenza (trasporto e oneri)', `${it(kwp, 1)} kW`, `€/kW/mese ${it(q, 6)}`, kwp * q);
      k.month.forEach((m, i) => {
        const pr = r.between(0.11, 0.17);
        charge(`Quota energia F${i + 1}`, `${it(m)} kWh`, `€/kWh ${it(pr, 6)}`, m * pr);
      });
      charge('Perdite di rete (10,2%)', `${it(Math.round(sum(k.month) * 0.102))} kWh`, '');
      charge('Energia reattiva oltre il 33%', `${it(k.over)} kvarh`, '€/kvarh 0,009610', k.over * 0.00961);
    }
    if (b.gas) {
      const pr = r.between(0.42, 0.6);
      charge('Quota fissa gas', '1 mese', '€/mese 9,800000', 9.8);
      charge('Quota energia gas (PSV + spread)', `${it(gm)} Smc`, `€/Smc ${it(pr, 6)}`, gm * pr);
    }
    footer(p, b.supplier);
    return [p1, p];
  },
};
