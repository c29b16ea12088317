// Layouts y (adjustment and closing bills): a bolletta di conguaglio on two pages, a dark band over grey-titled
// cards, the estimated bills named in a letter, the readings (estimated and real, F1/F2/F3) and the bills
// recomputed on page 2 with a 12-month bar chart that alone carries the yearly consumption (gallura); a
// one-page fattura di chiusura printed like a mainframe listing in monospace capitals with dotted
// "LABEL....: VALUE" pairs, after a switch (the new supplier named), a voltura or a cessazione (the holder's
// new address beside the supply's) (valnerina); a fattura di rettifica in serif with the customer's data in
// a grey sidebar, the cancelled bills listed with numbers, dates and amounts and re-billed, the technical
// data, yearly consumption and stornato/rifatturato F1/F2/F3 per period on page 2 (chianti).
import { CATEGORIE, holderName, it, kw, upper, type Bill, type NameOrder } from './bill';
import type { Indirizzo } from './identities';
import { supplier, type Layout, type Row } from './layout';
import { Page, type Face, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Shared: the bill's own random source, text widths (DejaVu's, the wider of the two renderings) and
// wrapping, dates and periods, a yearly consumption spread over months and bands, amounts

/** The bill's own random source: the same bill always draws the same boxes and wording. */
function rndOf(b: Bill, salt: string): Rnd {
  let h = 0x811c9dc5;
  for (const ch of `${salt}|${b.numero}|${b.codiceCliente}|${b.luce?.pod ?? ''}|${b.gas?.pdr ?? ''}`) {
    h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  }
  return random(h >>> 0);
}

/** Widths in em of a digit, a capital, a small letter, a space and any other character. */
const EM: Record<Face, readonly [number, number, number, number, number]> = {
  sans: [0.64, 0.72, 0.56, 0.32, 0.42],
  serif: [0.64, 0.74, 0.56, 0.32, 0.42],
  mono: [0.61, 0.61, 0.61, 0.61, 0.61],
};

function widthOf(s: string, size: number, face: Face, bold = false): number {
  const [digit, cap, small, space, other] = EM[face];
  let w = 0;
  for (const ch of s) {
    if (/[0-9]/.test(ch)) w += digit;
    else if (/[A-ZÀ-Ü]/.test(ch)) w += cap;
    else if (/[a-zà-ü]/.test(ch)) w += small;
    else w += ch === ' ' ? space : other;
  }
  return w * size * (bold && face !== 'mono' ? 1.12 : 1);
}

function wrap(s: string, maxW: number, size: number, face: Face, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, size, face, bold) > maxW) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

type Para = TextOptions & { lead?: number };

/** A paragraph wrapped to `maxW` from (x, y); returns the baseline of the line after it. */
function para(p: Page, x: number, y: number, s: string, maxW: number, o: Para = {}): number {
  const { lead, ...t } = o;
  const size = t.size ?? 9;
  const step = lead ?? size * 1.3;
  const lines = wrap(s, maxW, size, t.face ?? p.face, t.bold);
  lines.forEach((l, i) => p.text(x, y + i * step, l, t));
  return y + lines.length * step;
}

/** Text that ends at `right`. */
function rtext(p: Page, right: number, y: number, s: string, o: TextOptions = {}) {
  p.text(right - widthOf(s, o.size ?? 9, o.face ?? p.face, o.bold), y, s, o);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Date) => `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const MESI = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];

/** A month as a serial number (year * 12 + month index), and its first and last days. */
const serialOf = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
const firstDay = (s: number) => new Date(Date.UTC(Math.floor(s / 12), s % 12, 1));
const lastDay = (s: number) => new Date(Date.UTC(Math.floor(s / 12), (s % 12) + 1, 0));

type Period = { from: Date; to: Date; months: number[] };

/** `n` periods of `len` months back to back, the last one ending with the month before `issued`. */
function periodsBefore(issued: Date, n: number, len: number): Period[] {
  const last = serialOf(issued) - 1;
  return Array.from({ length: n }, (_, i) => {
    const end = last - (n - 1 - i) * len;
    const start = end - len + 1;
    const months = Array.from({ length: len }, (_, k) => (start + k) % 12);
    return { from: firstDay(start), to: lastDay(end), months };
  });
}
const span = (p: Period, sep = ' - ') => `${dmy(p.from)}${sep}${dmy(p.to)}`;
const issueDay = (r: Rnd, first = 3) => new Date(Date.UTC(2026, r.int(0, 2), r.int(first, 27)));

/** `total` split by `weights` into whole numbers that sum to it. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const out = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - out.reduce((a, v) => a + v, 0);
  out[out.length - 1] = (out[out.length - 1] ?? 0) + rest;
  return out;
}

const LUCE_MONTHS = [1.12, 1.02, 0.97, 0.86, 0.82, 0.92, 1.18, 1.08, 0.9, 0.86, 0.95, 1.12];
const HEATING_MONTHS = [2.3, 1.9, 1.4, 0.75, 0.3, 0.15, 0.12, 0.12, 0.2, 0.65, 1.45, 2.1];
const FLAT_MONTHS = [1.1, 1.05, 1, 0.95, 0.92, 0.88, 0.85, 0.8, 0.9, 0.98, 1.05, 1.1];
const COOLING_MONTHS = [0.4, 0.4, 0.5, 0.7, 1.1, 1.8, 2.2, 2.1, 1.4, 0.7, 0.4, 0.4];
const gasMonths = (categoria: string) =>
  categoria === 'C4' ? COOLING_MONTHS : ['C1', 'C3', 'T2'].includes(categoria) ? HEATING_MONTHS : FLAT_MONTHS;

/** One supply's yearly consumption spread over the months (January first) as its use has it. */
type Flow = { kind: 'luce' | 'gas'; unit: 'kWh' | 'Smc'; code: string; annual: number; months: number[] };

function flowsOf(b: Bill): Flow[] {
  const out: Flow[] = [];
  if (b.luce) {
    const a = b.luce.annuoKwh;
    out.push({ kind: 'luce', unit: 'kWh', code: b.luce.pod, annual: a, months: split(a, LUCE_MONTHS) });
  }
  if (b.gas) {
    const a = b.gas.annuoSmc;
    const months = split(a, gasMonths(b.gas.categoria));
    out.push({ kind: 'gas', unit: 'Smc', code: b.gas.pdr, annual: a, months });
  }
  return out;
}
const sumOf = (xs: number[]) => xs.reduce((a, v) => a + v, 0);
const inPeriod = (f: Flow, p: Period) => p.months.reduce((a, m) => a + (f.months[m] ?? 0), 0);
const bandsOf = (total: number, r: Rnd) =>
  split(total, [r.between(0.3, 0.4), r.between(0.26, 0.33), r.between(0.3, 0.4)]);
const qty = (n: number, unit: string) => `${it(n)} ${unit}`;
const signed = (n: number) => (n > 0 ? `+${it(n)}` : it(n));
const COEFF_C = [1.0185, 1.0226, 1.0354, 0.9987, 1.041];

/** "1.234,56" → 1234.56 */
const amountOf = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
const eur = (n: number) => it(n, 2);

/** The taxable parts of `total` by weight and its VAT, to the cent. */
function breakdown(total: number, vat: number, parts: readonly (readonly [string, number])[]): Row[] {
  const cents = centsOf(Math.round(total * 100), vat, parts);
  return [
    ...parts.map(([label], i): Row => [label, eur((cents[i] ?? 0) / 100)]),
    [`IVA ${Math.round(vat * 100)}%`, eur((cents[parts.length] ?? 0) / 100)],
  ];
}

/** The same in cents: the taxable parts, then the VAT. */
function centsOf(cents: number, vat: number, parts: readonly (readonly [string, number])[]): number[] {
  const taxable = Math.round(cents / (1 + vat));
  const shares = split(
    taxable,
    parts.map(([, w]) => w),
  );
  return [...shares, cents - taxable];
}

/** Another bill of the same supplier: its number in the format of this one's. */
const otherNumber = (b: Bill, r: Rnd) => b.numero.replace(/\d/g, () => String(r.int(0, 9)));
const maskedIban = (r: Rnd) =>
  `IT${r.digits(2)} ${r.pick(['A', 'F', 'X', 'U'])}*** **** **** **** ***${r.digits(1)} ${r.digits(3)}`;
const avviso = (r: Rnd) => `3${r.digits(17)}`.replace(/(\d{4})(?=\d)/g, '$1 ');
const sameAddress = (a: Indirizzo, b: Indirizzo) =>
  a.via === b.via && a.civico === b.civico && a.comune === b.comune && a.cap === b.cap;
const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via}, ${a.civico}`;
const cityOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
const phasesOf = (v: number) => (v === 230 ? 'monofase' : 'trifase');
const categoria = (c: string) => `${c} - ${CATEGORIE[c] ?? ''}`;

/** What the words of an adjustment bill mean, for the supplies of the bill. */
function glossary(b: Bill): [term: string, text: string][] {
  const out: [string, string][] = [
    [
      'Lettura stimata',
      'calcolata dal venditore o dal distributore sui consumi storici del punto, quando la lettura reale ' +
        'non è disponibile.',
    ],
    [
      'Lettura effettiva',
      'rilevata dal distributore, anche a distanza (telelettura), o comunicata dal cliente con ' +
        'l’autolettura e validata dal distributore.',
    ],
  ];
  if (b.luce) {
    out.push([
      'Fasce orarie',
      'F1 dalle 8 alle 19 dei giorni feriali; F2 dalle 7 alle 8 e dalle 19 alle 23 dei feriali e dalle 7 ' +
        'alle 23 del sabato; F3 la notte, la domenica e i festivi.',
    ]);
    out.push([
      'POD',
      'il codice del punto di prelievo dell’energia elettrica: non cambia se cambia il venditore.',
    ]);
  }
  if (b.gas) {
    out.push([
      'Smc',
      'standard metro cubo: il volume misurato dal contatore (mc) per il coefficiente C, che tiene conto ' +
        'di altitudine e temperatura del luogo di fornitura.',
    ]);
    out.push([
      'Codice REMI',
      'identifica la cabina da cui il gas della rete di trasporto entra nella rete locale.',
    ]);
    out.push(['PDR', 'il codice del punto di riconsegna del gas: non cambia se cambia il venditore.']);
  }
  out.push([
    'Consumo annuo',
    'la somma dei consumi, effettivi o stimati, degli ultimi 12 mesi: serve a confrontare le offerte.',
  ]);
  return out;
}

const LUCE_DSO = [
  'Distribuzione Elettrica Adriatica S.p.A.',
  'Reti Elettriche Tirreniche S.r.l.',
  'Elettrodotti del Centro S.p.A.',
  'Rete Luce Appennino S.r.l.',
];
const GAS_DSO = [
  'Rete Gas Appennino S.p.A.',
  'Metanodotti Riuniti S.r.l.',
  'Distribuzione Gas Tirreno S.p.A.',
  'Gasdotti Padani S.r.l.',
];

// ---------------------------------------------------------------------------------------------------------
// Gallura: a bolletta di conguaglio. Page 1 under a dark band: the window, a summary strip, a letter that
// names the bills in acconto, grey-titled cards (customer, contract, each supply), the conguaglio in brief;
// page 2: readings (the first and last real, the estimated ones between), each bill in acconto recomputed,
// a bar chart of 12 months with the yearly consumption (page 2 only), the amounts and the notes.

const GALLURA = supplier(
  'GALLURA',
  'Gallura Energia e Servizi S.p.A.',
  '0274591836',
  'Via Aldo Moro 118, 07026 Olbia (SS)',
  '800 194 275',
);

type Acconto = { numero: string; issued: Date; period: Period };
type Recount = {
  flow: Flow;
  real: number[];
  estimated: number[];
  /** the real consumption of the whole span by band (F1, F2, F3) */
  bands: number[];
  source: string;
  dso: string;
};
type GalluraStory = {
  r: Rnd;
  issued: Date;
  due: Date;
  acconti: Acconto[];
  recounts: Recount[];
  credit: boolean;
  order: NameOrder;
  offer: [name: string, code: string];
  payment: Row[];
};

function galluraPayment(r: Rnd): Row[] {
  const kind = r.int(0, 2);
  if (kind === 0)
    return [
      ['Pagamento', 'Addebito diretto SEPA'],
      ['IBAN', maskedIban(r)],
    ];
  if (kind === 1)
    return [
      ['Pagamento', 'Avviso pagoPA'],
      ['Codice avviso', avviso(r)],
    ];
  return [
    ['Pagamento', 'Bollettino postale'],
    ['C/C postale', `n. ${r.digits(8)}`],
  ];
}

function galluraStory(b: Bill): GalluraStory {
  const r = rndOf(b, 'gallura');
  const issued = issueDay(r, 14);
  const acconti = periodsBefore(issued, r.int(2, 3), 2).map((period) => ({
    numero: otherNumber(b, r),
    issued: addDays(period.to, r.int(4, 12)),
    period,
  }));
  const credit = r.chance(0.3);
  const recounts = flowsOf(b).map((flow) => {
    const real = acconti.map((a) => inPeriod(flow, a.period));
    const estimated = real.map((v) =>
      Math.round(v * (credit ? r.between(1.08, 1.4) : r.between(0.55, 0.92))),
    );
    const source = flow.kind === 'luce' ? 'telelettura' : r.pick(['lettura del distributore', 'autolettura']);
    const bands = bandsOf(sumOf(real), r);
    return { flow, real, estimated, bands, source, dso: r.pick(flow.kind === 'luce' ? LUCE_DSO : GAS_DSO) };
  });
  const pg = b.holder.tipo === 'PG';
  const offer: [string, string] = pg
    ? [r.pick(['Gallura Impresa Fissa', 'Gallura Business Indice']), `GBZ${r.digits(5)}`]
    : [
        r.pick(['Gallura Casa Fissa 12', 'Gallura Casa Web', 'Gallura Placet Variabile']),
        `GCS${r.digits(5)}`,
      ];
  return {
    r,
    issued,
    due: addDays(issued, r.int(18, 25)),
    acconti,
    recounts,
    credit,
    order: r.pick(['Nome Cognome', 'COGNOME NOME', 'Cognome Nome'] as const),
    offer,
    payment: galluraPayment(r),
  };
}

const galluraCovered = (s: GalluraStory): Period => {
  const first = s.acconti[0]?.period;
  const last = s.acconti[s.acconti.length - 1]?.period;
  return { from: first?.from ?? s.issued, to: last?.to ?? s.issued, months: [] };
};

function galluraBand(p: Page, b: Bill, s: GalluraStory, height: number, title: string) {
  p.rect(0, 0, 595, height, 0.2, null);
  p.text(40, height / 2 + 8, 'gallura', { size: height > 60 ? 28 : 18, bold: true, grey: 1 });
  if (height > 60) p.text(42, 64, 'energia e servizi', { size: 9, grey: 0.8 });
  p.text(330, height > 60 ? 34 : 17, title, { size: height > 60 ? 13 : 9, bold: true, grey: 1 });
  p.text(330, height > 60 ? 50 : 29, `Bolletta n. ${b.numero} del ${dmy(s.issued)}`, { size: 8.5, grey: 1 });
  if (height > 60) {
    p.text(330, 64, `Periodo conguagliato: ${span(galluraCovered(s))}`, { size: 8, grey: 0.85 });
  }
}

function galluraContacts(p: Page, s: GalluraStory) {
  const lines: [string, TextOptions][] = [
    ['Servizio Clienti', { size: 8.5, bold: true }],
    [`${GALLURA.telefono} numero verde gratuito da rete fissa`, { size: 8 }],
    ['0789 214 400 da cellulare, dal lunedì al sabato 8-20', { size: 8 }],
    [`${GALLURA.web} - app Gallura Energia`, { size: 8 }],
  ];
  if (s.recounts.some((rc) => rc.flow.kind === 'luce')) {
    lines.push(['Guasti luce: 800 900 860 (distributore)', { size: 8, grey: 0.3 }]);
  }
  if (s.recounts.some((rc) => rc.flow.kind === 'gas')) {
    lines.push(['Pronto intervento gas: 800 900 999 (24 ore su 24)', { size: 8, grey: 0.3 }]);
  }
  lines.forEach(([t, o], i) => p.text(40, 108 + i * 11, t, o));
}

function galluraWindow(p: Page, b: Bill, s: GalluraStory) {
  const a = b.recapito;
  p.text(330, 108, b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile cliente', { size: 7.5, grey: 0.35 });
  let y = para(p, 330, 121, holderName(b.holder, s.order), 225, { size: 9.5, bold: true, lead: 12 });
  y = para(p, 330, y, streetOf(a), 225, { size: 9.5, lead: 12 });
  para(p, 330, y, cityOf(a), 225, { size: 9.5, lead: 12 });
}

function galluraSummary(p: Page, b: Bill, s: GalluraStory) {
  const y = 182;
  p.rect(40, y, 515, 62, 0.92, null);
  p.text(52, y + 16, s.credit ? 'Importo a Suo credito' : 'Totale da pagare', { size: 8, grey: 0.3 });
  p.text(52, y + 42, `€ ${s.credit ? '-' : ''}${b.totale}`, { size: 19, bold: true });
  p.text(236, y + 16, s.credit ? 'Rimborso' : 'Scadenza', { size: 8, grey: 0.3 });
  p.text(236, y + 29, s.credit ? 'nella prossima bolletta' : dmy(s.due), { size: 9.5, bold: true });
  p.text(236, y + 44, 'Codice cliente', { size: 8, grey: 0.3 });
  p.text(236, y + 55, b.codiceCliente, { size: 9, bold: true });
  p.text(400, y + 16, 'Data di emissione', { size: 8, grey: 0.3 });
  p.text(400, y + 29, dmy(s.issued), { size: 9.5, bold: true });
  p.text(400, y + 44, 'Tipo di bolletta', { size: 8, grey: 0.3 });
  p.text(400, y + 55, s.credit ? 'Conguaglio a credito' : 'Conguaglio', { size: 9, bold: true });
}

function galluraLetter(p: Page, s: GalluraStory, y: number): number {
  const list = s.acconti.map((a) => `n. ${a.numero} del ${dmy(a.issued)}`).join(', ');
  const months = s.acconti.length * 2;
  const sources = [...new Set(s.recounts.map((rc) => rc.source))].join(' e ');
  const opening = s.r.pick([
    `Gentile cliente, con questa bolletta ricalcoliamo i consumi degli ultimi ${months} mesi.`,
    'Gentile cliente, questa è una bolletta di conguaglio: abbiamo ricevuto le letture reali del contatore.',
  ]);
  const body =
    `Le letture effettive (${sources}) sostituiscono i consumi stimati che Le abbiamo fatturato in acconto ` +
    `con le bollette ${list}: quegli importi sono stornati e ricalcolati qui.`;
  const close = s.credit
    ? 'I consumi reali sono stati inferiori alle stime: la differenza è a Suo credito.'
    : 'I consumi reali sono stati superiori alle stime: la differenza è addebitata in questa bolletta.';
  return para(p, 40, y, `${opening} ${body} ${close}`, 515, { size: 8.5, lead: 11.5 });
}

type Cell = [label: string, value: string | string[]];

/** A card: a grey title bar over columns of label/value rows; returns the y under it. */
function card(p: Page, x: number, y: number, w: number, title: string, columns: Cell[][]): number {
  const labelW = 104;
  p.rect(x, y, w, 15, 0.84, null);
  p.text(x + 7, y + 10.5, title, { size: 8, bold: true });
  const colW = w / columns.length;
  let bottom = y + 15;
  columns.forEach((rows, c) => {
    const cx = x + c * colW;
    let yy = y + 28;
    for (const [label, value] of rows) {
      p.text(cx + 7, yy, label, { size: 7.5, grey: 0.35 });
      const values = Array.isArray(value) ? value : [value];
      const lines = values.flatMap((v) => wrap(v, colW - labelW - 8, 8.5, 'sans', true));
      lines.forEach((l, i) => p.text(cx + labelW, yy + i * 10.5, l, { size: 8.5, bold: true }));
      yy += 10.5 * lines.length + 2.5;
    }
    bottom = Math.max(bottom, yy - 6);
  });
  p.rect(x, y, w, bottom - y + 4, null, 0.7);
  return bottom + 4;
}

function galluraHolder(b: Bill, s: GalluraStory): Cell[] {
  const h = b.holder;
  const who: Cell[] =
    h.tipo === 'PF'
      ? [
          ['Intestatario', holderName(h, 'Cognome Nome')],
          ['Codice fiscale', h.codiceFiscale],
        ]
      : [
          ['Ragione sociale', h.ragioneSociale],
          ['Partita IVA', h.partitaIva],
          ['Codice fiscale', h.codiceFiscale],
        ];
  const tipo = h.tipo === 'PF' ? s.r.pick(['Domestico residente', 'Domestico non residente']) : 'Altri usi';
  return [
    ...who,
    ['Luogo di fornitura', [streetOf(b.fornitura), cityOf(b.fornitura)]],
    ['Tipo di cliente', tipo],
  ];
}

function galluraCustomer(p: Page, b: Bill, s: GalluraStory, y: number): number {
  const left = card(p, 40, y, 252, 'I SUOI DATI', [galluraHolder(b, s)]);
  const contract: Cell[] = [
    ['Offerta', s.offer[0]],
    ['Codice offerta', s.offer[1]],
    ['Contratto n.', `${s.r.digits(4)}-${s.r.digits(6)}`],
    ...(s.credit ? [s.payment[0] ?? ['Pagamento', '-'], ['Credito', 'in compensazione'] as Cell] : s.payment),
    ['Invio bolletta', s.r.pick(['cartaceo', 'e-mail', 'area clienti'])],
  ];
  const right = card(p, 303, y, 252, 'CONTRATTO E PAGAMENTO', [contract]);
  return Math.max(left, right);
}

function galluraSupply(p: Page, b: Bill, rc: Recount, y: number): number {
  const r = rndOf(b, `gallura-${rc.flow.kind}`);
  if (rc.flow.kind === 'luce' && b.luce) {
    const l = b.luce;
    return card(p, 40, y, 515, 'ENERGIA ELETTRICA - DATI DELLA FORNITURA', [
      [
        ['Codice POD', l.pod],
        ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
        ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
        ['Tensione', `${l.tensioneV} V ${phasesOf(l.tensioneV)}`],
      ],
      [
        ['Distributore', rc.dso],
        ['Matricola contatore', `${r.pick(['SG', 'EL', 'CE'])}${r.digits(9)}`],
        ['Trattamento', r.pick(['orario per fasce F1/F2/F3', 'orario (contatore 2G)'])],
        ['Lettura rilevata', rc.source],
      ],
    ]);
  }
  if (!b.gas) return y;
  const g = b.gas;
  return card(p, 40, y, 515, 'GAS NATURALE - DATI DELLA FORNITURA', [
    [
      ['Codice PDR', g.pdr],
      ['Codice REMI', g.remi],
      ["Categoria d'uso", categoria(g.categoria)],
    ],
    [
      ['Distributore', rc.dso],
      ['Matricola contatore', `${r.digits(2)}GA${r.digits(8)}`],
      ['Classe contatore', b.holder.tipo === 'PF' ? 'G4' : r.pick(['G4', 'G6', 'G10'])],
      ['Lettura rilevata', rc.source],
    ],
  ]);
}

const GALLURA_BRIEF_X = [48, 150, 300, 400, 549];

function galluraBrief(p: Page, s: GalluraStory, y: number): number {
  p.rect(40, y, 515, 15, 0.84, null);
  p.text(47, y + 10.5, 'IL CONGUAGLIO IN BREVE', { size: 8, bold: true });
  y += 28;
  const heads = [
    'Fornitura',
    'Periodo ricalcolato',
    'Fatturato in acconto',
    'Consumo effettivo',
    'Conguaglio',
  ];
  heads.forEach((h, i) => {
    const x = GALLURA_BRIEF_X[i] ?? 0;
    if (i >= 2) rtext(p, x + (i === 4 ? 0 : 70), y, h, { size: 7.5, grey: 0.35 });
    else p.text(x, y, h, { size: 7.5, grey: 0.35 });
  });
  const period = span(galluraCovered(s));
  for (const rc of s.recounts) {
    y += 13;
    const est = rc.estimated.reduce((a, v) => a + v, 0);
    const real = rc.real.reduce((a, v) => a + v, 0);
    const u = rc.flow.unit;
    p.line(40, y - 9, 555, y - 9, 0.8);
    p.text(48, y, rc.flow.kind === 'luce' ? 'Energia elettrica' : 'Gas naturale', { size: 8.5, bold: true });
    p.text(150, y, period, { size: 8.5 });
    rtext(p, 370, y, qty(est, u), { size: 8.5 });
    rtext(p, 470, y, qty(real, u), { size: 8.5 });
    rtext(p, 549, y, `${signed(real - est)} ${u}`, { size: 8.5, bold: true });
  }
  p.rect(40, y - 41 - 13 * (s.recounts.length - 1), 515, 47 + 13 * (s.recounts.length - 1), null, 0.7);
  return y + 10;
}

const MIX: [string, string, string][] = [
  ['Fonti rinnovabili', '46,2%', '41,9%'],
  ['Carbone', '3,9%', '4,8%'],
  ['Gas naturale', '41,8%', '45,1%'],
  ['Prodotti petroliferi', '0,5%', '0,6%'],
  ['Nucleare', '3,8%', '3,5%'],
  ['Altre fonti', '3,8%', '4,1%'],
];

/** The fuel mix (luce) or the gas's quality and safety (gas), when the page has room for it. */
function galluraNews(p: Page, b: Bill, y: number) {
  const h = b.luce ? 112 : 70;
  if (y + h > 770) return;
  p.rect(40, y, 515, 15, 0.84, null);
  p.text(47, y + 10.5, 'COMUNICAZIONI', { size: 8, bold: true });
  p.rect(40, y, 515, h, null, 0.7);
  y += 28;
  if (b.luce) {
    p.text(47, y, 'Composizione del mix energetico utilizzato per l’energia venduta (anno 2024)', {
      size: 8,
      bold: true,
    });
    p.text(300, y + 13, 'Gallura Energia', { size: 7.5, grey: 0.35 });
    p.text(400, y + 13, 'Mix medio nazionale', { size: 7.5, grey: 0.35 });
    MIX.forEach(([fonte, own, nat], i) => {
      const yy = y + 25 + i * 10.5;
      p.text(47, yy, fonte, { size: 7.5 });
      p.text(300, yy, own, { size: 7.5 });
      p.text(400, yy, nat, { size: 7.5 });
    });
    return;
  }
  para(
    p,
    47,
    y,
    'Qualità del gas: potere calorifico superiore convenzionale 0,039 GJ/Smc; pressione di fornitura in ' +
      'bassa pressione. Sicurezza: l’impianto a valle del contatore è di responsabilità del cliente; ' +
      'ogni cliente domestico è assicurato contro gli incidenti da gas (CIG), salvo che non abbia già ' +
      'una polizza propria.',
    500,
    { size: 7.5, lead: 10 },
  );
}

function galluraNotice(p: Page, b: Bill, s: GalluraStory, y: number): number {
  const texts: string[] = [];
  if (!s.credit && s.r.chance(0.6)) {
    texts.push(
      'Pagamento a rate. Se questa bolletta supera del 150% la media delle bollette degli ultimi 12 mesi ' +
        'può chiederne la rateizzazione senza interessi entro 10 giorni dalla scadenza, al Servizio Clienti ' +
        'o nell’area clienti.',
    );
  }
  if (b.holder.tipo === 'PF' && s.r.chance(0.5)) {
    texts.push(
      'Bonus sociale. I clienti domestici con ISEE entro le soglie di legge ricevono il bonus in bolletta ' +
        'in automatico, presentando ogni anno la DSU all’INPS o a un CAF.',
    );
  }
  texts.push(
    `Autolettura. Comunichi la lettura del contatore dal 25 al 30 di ogni mese al ${GALLURA.telefono}, ` +
      'con l’app o nell’area clienti: le bollette in acconto useranno la Sua lettura al posto della stima.',
  );
  for (const t of texts) {
    if (y > 730) break;
    y = para(p, 40, y + 4, t, 515, { size: 7.5, lead: 10 }) + 2;
  }
  return y;
}

function galluraFooter(p: Page, page: number) {
  p.rect(0, 778, 595, 64, 0.93, null);
  const s = GALLURA;
  p.text(40, 794, `${s.nome} - Sede legale ${s.sede}`, { size: 6.8 });
  p.text(40, 804, `P.IVA e C.F. ${s.partitaIva} - REA SS-184226 - Capitale sociale € 12.000.000,00 i.v.`, {
    size: 6.8,
  });
  p.text(40, 814, `Servizio Clienti ${s.telefono} - ${s.web} - clienti@gallura.example`, { size: 6.8 });
  p.text(40, 826, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.35,
  });
  rtext(p, 555, 794, `Pagina ${page} di 2`, { size: 7, bold: true });
}

function galluraFront(b: Bill, s: GalluraStory): Page {
  const p = new Page('sans');
  const title = b.luce && b.gas ? 'Conguaglio luce e gas' : b.luce ? 'Conguaglio luce' : 'Conguaglio gas';
  galluraBand(p, b, s, 84, `Bolletta di ${title.toLowerCase()}`);
  galluraContacts(p, s);
  galluraWindow(p, b, s);
  galluraSummary(p, b, s);
  let y = galluraLetter(p, s, 264);
  y = galluraCustomer(p, b, s, y + 2);
  for (const rc of s.recounts) y = galluraSupply(p, b, rc, y + 8);
  y = galluraBrief(p, s, y + 8);
  y = galluraNotice(p, b, s, y + 4);
  galluraNews(p, b, y + 4);
  galluraFooter(p, 1);
  return p;
}

// Page 2 of gallura

function galluraTitle(p: Page, y: number, title: string, right: string): number {
  p.rect(40, y, 515, 16, 0.2, null);
  p.text(47, y + 11, title, { size: 8.5, bold: true, grey: 1 });
  rtext(p, 548, y + 11, right, { size: 8, grey: 1 });
  return y + 30;
}

function galluraHeads(p: Page, y: number, heads: readonly (readonly [string, number, boolean])[]) {
  p.rect(40, y - 9, 515, 13, 0.9, null);
  for (const [t, x, right] of heads) {
    if (right) rtext(p, x, y, t, { size: 7.5, bold: true });
    else p.text(x, y, t, { size: 7.5, bold: true });
  }
}

function galluraLuceReadings(p: Page, s: GalluraStory, rc: Recount, y: number): number {
  const r = s.r;
  galluraHeads(p, y, [
    ['Data', 46, false],
    ['Tipo di lettura', 110, false],
    ['F1', 390, true],
    ['F2', 450, true],
    ['F3', 510, true],
  ]);
  const start = [r.int(8_000, 60_000), r.int(4_000, 30_000), r.int(6_000, 40_000)];
  const row = (d: Date, kind: string, v: number[]) => {
    y += 12;
    p.text(46, y, dmy(d), { size: 8 });
    p.text(110, y, kind, { size: 8 });
    v.forEach((n, i) => rtext(p, 390 + 60 * i, y, it(n), { size: 8 }));
  };
  const first = s.acconti[0]?.period.from ?? s.issued;
  row(addDays(first, -1), 'Effettiva iniziale', start);
  let est = [...start];
  s.acconti.forEach((a, i) => {
    est = bandsOf(rc.estimated[i] ?? 0, r).map((n, k) => n + (est[k] ?? 0));
    row(a.period.to, `Stimata - bolletta n. ${a.numero}`, est);
  });
  const real = rc.bands.map((n, k) => n + (start[k] ?? 0));
  row(galluraCovered(s).to, `Effettiva finale (${rc.source})`, real);
  return y + 16;
}

function galluraGasReadings(p: Page, s: GalluraStory, rc: Recount, y: number): number {
  const c = s.r.pick(COEFF_C);
  galluraHeads(p, y, [
    ['Data', 46, false],
    ['Tipo di lettura', 110, false],
    ['Lettura (mc)', 390, true],
    ['Coeff. C', 450, true],
    ['Volume (Smc)', 540, true],
  ]);
  let reading = s.r.int(1_500, 24_000);
  const row = (d: Date, kind: string, smc: number | null) => {
    y += 12;
    reading += smc === null ? 0 : Math.round(smc / c);
    p.text(46, y, dmy(d), { size: 8 });
    p.text(110, y, kind, { size: 8 });
    rtext(p, 390, y, it(reading), { size: 8 });
    rtext(p, 450, y, it(c, 4), { size: 8 });
    rtext(p, 540, y, smc === null ? '-' : it(smc), { size: 8 });
  };
  const first = s.acconti[0]?.period.from ?? s.issued;
  row(addDays(first, -1), 'Effettiva iniziale', null);
  const base = reading;
  s.acconti.forEach((a, i) => row(a.period.to, `Stimata - bolletta n. ${a.numero}`, rc.estimated[i] ?? 0));
  reading = base;
  const total = rc.real.reduce((a, v) => a + v, 0);
  row(galluraCovered(s).to, `Effettiva finale (${rc.source})`, total);
  return y + 16;
}

function galluraRecount(p: Page, s: GalluraStory, rc: Recount, y: number): number {
  const u = rc.flow.unit;
  galluraHeads(p, y, [
    ['Periodo', 46, false],
    ['Bolletta in acconto', 160, false],
    [`Stimato (${u})`, 390, true],
    [`Effettivo (${u})`, 470, true],
    [`Differenza (${u})`, 549, true],
  ]);
  s.acconti.forEach((a, i) => {
    y += 12;
    const est = rc.estimated[i] ?? 0;
    const real = rc.real[i] ?? 0;
    p.text(46, y, span(a.period, '-'), { size: 8 });
    p.text(160, y, `n. ${a.numero} del ${dmy(a.issued)}`, { size: 8 });
    rtext(p, 390, y, it(est), { size: 8 });
    rtext(p, 470, y, it(real), { size: 8 });
    rtext(p, 549, y, signed(real - est), { size: 8 });
  });
  y += 13;
  const est = rc.estimated.reduce((a, v) => a + v, 0);
  const real = rc.real.reduce((a, v) => a + v, 0);
  p.line(40, y - 9, 555, y - 9, 0.5);
  p.text(46, y, 'Totale conguagliato', { size: 8, bold: true });
  rtext(p, 390, y, it(est), { size: 8, bold: true });
  rtext(p, 470, y, it(real), { size: 8, bold: true });
  rtext(p, 549, y, signed(real - est), { size: 8, bold: true });
  if (rc.flow.kind === 'luce') {
    const [f1 = 0, f2 = 0, f3 = 0] = rc.bands;
    y += 13;
    const t = `Consumo effettivo per fascia: F1 ${it(f1)} kWh - F2 ${it(f2)} kWh - F3 ${it(f3)} kWh`;
    p.text(46, y, t, { size: 7.5, grey: 0.3 });
  }
  return y + 18;
}

/** 12 bars, one a month up to the last month billed, with the yearly consumption under them. */
function galluraChart(p: Page, x: number, y: number, w: number, rc: Recount, lastMonth: number) {
  const f = rc.flow;
  const months = Array.from({ length: 12 }, (_, i) => (lastMonth - 11 + i + 24) % 12);
  const values = months.map((m) => f.months[m] ?? 0);
  const max = Math.max(1, ...values);
  const slot = w / 12;
  p.text(x, y, f.kind === 'luce' ? 'Storico consumi energia elettrica (kWh)' : 'Storico consumi gas (Smc)', {
    size: 8,
    bold: true,
  });
  const base = y + 64;
  values.forEach((v, i) => {
    const h = Math.max(1, Math.round((46 * v) / max));
    p.rect(x + i * slot + 2, base - h, slot - 5, h, 0.55, null);
    p.text(x + i * slot + 2, base + 9, MESI[months[i] ?? 0] ?? '', { size: 6, grey: 0.3 });
  });
  p.line(x, base, x + w - 2, base, 0.3);
  const label = f.kind === 'luce' ? 'Consumo annuo' : 'Consumo annuo (ultimi 12 mesi)';
  p.text(x, base + 24, `${label}: ${qty(f.annual, f.unit)}`, { size: 8.5, bold: true });
  p.text(x, base + 35, `Media mensile: ${qty(Math.round(f.annual / 12), f.unit)}`, { size: 7.5, grey: 0.3 });
}

function galluraAmounts(p: Page, b: Bill, s: GalluraStory, y: number): number {
  const sign = s.credit ? -1 : 1;
  const parts: [string, number][] = [
    ...(b.luce ? [['Spesa per la materia energia (ricalcolo)', 0.45] as [string, number]] : []),
    ...(b.gas ? [['Spesa per la materia gas naturale (ricalcolo)', 0.4] as [string, number]] : []),
    ['Spesa per il trasporto e la gestione del contatore', 0.22],
    ['Spesa per oneri di sistema', 0.1],
    ['Imposte', 0.08],
  ];
  const rows = breakdown(amountOf(b.totale), b.holder.tipo === 'PG' ? 0.22 : 0.1, parts);
  p.text(40, y, 'Sintesi degli importi', { size: 9, bold: true });
  y += 4;
  for (const [label, value] of rows) {
    y += 12;
    p.text(46, y, label, { size: 8 });
    rtext(p, 549, y, `${sign < 0 ? '-' : ''}${value}`, { size: 8 });
    p.line(40, y + 3, 555, y + 3, 0.85);
  }
  y += 14;
  p.text(46, y, s.credit ? 'Totale bolletta (a Suo credito)' : 'Totale bolletta', { size: 9, bold: true });
  rtext(p, 549, y, `€ ${sign < 0 ? '-' : ''}${b.totale}`, { size: 9, bold: true });
  return y + 18;
}

/** The glossary in two columns, the term above its meaning, as far as the page has room. */
function galluraGuide(p: Page, b: Bill, y: number) {
  if (y > 700) return;
  p.text(40, y + 6, 'Guida alla lettura', { size: 9, bold: true });
  const cols = [y + 22, y + 22];
  glossary(b).forEach(([term, text], i) => {
    const c = i % 2;
    const x = 40 + c * 262;
    const lines = wrap(text, 250, 7, 'sans').length;
    const top = cols[c] ?? 0;
    if (top + 10 + lines * 9 > 770) return;
    p.text(x, top, term, { size: 7.5, bold: true });
    cols[c] = para(p, x, top + 10, text, 250, { size: 7, lead: 9 }) + 5;
  });
}

function galluraNotes(p: Page, s: GalluraStory, y: number): number {
  const notes = [
    'Che cos’è il conguaglio. È la differenza tra i consumi effettivi, rilevati dal distributore o comunicati ' +
      'con l’autolettura, e quelli stimati già fatturati. Le bollette in acconto elencate sopra restano valide ' +
      'per gli importi pagati; i consumi sono ricalcolati con i prezzi in vigore in ciascun periodo.',
    'Prescrizione. Non sono fatturati i consumi risalenti a più di due anni prima della data di emissione, ' +
      'se la fatturazione tardiva non dipende dal cliente (Legge 205/2017).',
    'Reclami e richieste scritte: Gallura Energia e Servizi S.p.A., Casella Postale 41, 07026 Olbia (SS), ' +
      `reclami@gallura.example. Controversie: Servizio Conciliazione ARERA. Prossima lettura prevista entro il ${dmy(addDays(s.issued, 60))}.`,
  ];
  for (const n of notes) y = para(p, 40, y, n, 515, { size: 7.2, lead: 9.5 }) + 3;
  return y;
}

function galluraDetail(b: Bill, s: GalluraStory): Page {
  const p = new Page('sans');
  galluraBand(p, b, s, 40, 'Dettaglio del conguaglio');
  let y = 60;
  for (const rc of s.recounts) {
    const name = rc.flow.kind === 'luce' ? 'ENERGIA ELETTRICA' : 'GAS NATURALE';
    const id = rc.flow.kind === 'luce' ? `POD ${rc.flow.code}` : `PDR ${rc.flow.code}`;
    y = galluraTitle(p, y, `${name} - LETTURE E RICALCOLO`, id);
    y = rc.flow.kind === 'luce' ? galluraLuceReadings(p, s, rc, y) : galluraGasReadings(p, s, rc, y);
    y = galluraRecount(p, s, rc, y);
  }
  const lastMonth = serialOf(galluraCovered(s).to) % 12;
  const w = s.recounts.length > 1 ? 250 : 300;
  s.recounts.forEach((rc, i) => galluraChart(p, 40 + i * 265, y + 4, w, rc, lastMonth));
  y = galluraAmounts(p, b, s, y + 124);
  y = galluraNotes(p, s, y + 2);
  galluraGuide(p, b, y);
  galluraFooter(p, 2);
  return p;
}

export const gallura: Layout = {
  key: 'gallura',
  supplier: GALLURA,
  traits:
    'conguaglio on two pages: dark band, grey-titled cards, estimated vs real readings F1/F2/F3 and bills in ' +
    'acconto recomputed; yearly consumption only under a 12-month bar chart on page 2',
  page2: ['consumoAnnuoKwh', 'consumoAnnuoSmc'],
  draw(b) {
    const s = galluraStory(b);
    return [galluraFront(b, s), galluraDetail(b, s)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valnerina: a fattura di chiusura on one page, printed like a mainframe listing: monospace capitals,
// "-- SECTION ----" rules, "LABEL.......: VALUE" pairs in two columns, tables as padded lines; the reason
// (a switch with the new supplier named, a voltura, a cessazione with the holder's new address) in a grey
// banner; the readings of closing, the period's consumption by band, the deposit given back

const VALNERINA = supplier(
  'VALNERINA',
  'VALNERINA ENERGIA S.R.L.',
  '0318467205',
  'Via del Teatro 4, 06046 Norcia (PG)',
  '0743 816 240',
);

/** the listing's type size, a character's advance and the line step */
const VS = 7.5;
const CW = 0.602 * VS;
const LH = 10;

const NEW_SUPPLIERS = [
  'Tramontana Energia S.r.l.',
  'Maestrale Luce e Gas S.p.A.',
  'Libeccio Energie S.r.l.',
  'Grecale Gas e Power S.p.A.',
];

type Closing = {
  r: Rnd;
  kind: 'switch' | 'voltura' | 'cessazione';
  issued: Date;
  due: Date;
  /** the last day billed, and the first of the new supplier or holder (the day of disconnection) */
  end: Date;
  on: Date;
  period: Period;
  requested: Date;
  pratica: string;
  newSupplier: string;
  moved: boolean;
  deposit: number;
  payment: string;
};

function closingOf(b: Bill): Closing {
  const r = rndOf(b, 'valnerina');
  const kind = r.pick(['switch', 'voltura', 'cessazione'] as const);
  const issued = issueDay(r, 8);
  const month = serialOf(issued) - 1;
  const end =
    kind === 'switch' ? lastDay(month) : new Date(Date.UTC(2026, issued.getUTCMonth() - 1, r.int(5, 26)));
  const from = firstDay(month - r.int(1, 2));
  const period = { from, to: end, months: [] };
  const pg = b.holder.tipo === 'PG';
  return {
    r,
    kind,
    issued,
    due: addDays(issued, 20),
    end,
    on: kind === 'cessazione' ? end : addDays(end, 1),
    period,
    requested: addDays(end, -r.int(15, 35)),
    pratica: `${kind === 'switch' ? 'SW' : kind === 'voltura' ? 'VT' : 'CS'}-2026-${r.digits(6)}`,
    newSupplier: r.pick(NEW_SUPPLIERS),
    moved: !sameAddress(b.fornitura, b.recapito),
    deposit: r.chance(0.5) ? r.pick(pg ? [150, 230, 310] : [30, 45.6, 60, 90]) : 0,
    payment: r.pick(['ADDEBITO DIRETTO SEPA', 'AVVISO PAGOPA', 'BOLLETTINO POSTALE']),
  };
}

const vtext = (p: Page, x: number, y: number, s: string, o: TextOptions = {}) =>
  p.text(x, y, s, { size: VS, ...o });

/** "LABEL.......: VALUE" from x, the value wrapped at `chars`; returns the y under it. */
function vkv(p: Page, x: number, y: number, [label, value]: Row, labelChars: number, chars: number): number {
  vtext(p, x, y, `${label.padEnd(labelChars, '.')}:`);
  const lines = wrap(value, chars * CW, VS, 'mono');
  lines.forEach((l, i) => vtext(p, x + (labelChars + 2) * CW, y + i * LH, l, { bold: true }));
  return y + lines.length * LH;
}

/** Two columns of pairs; returns the y under the longer. */
function vpairs(p: Page, y: number, left: Row[], right: Row[]): number {
  let ly = y;
  let ry = y;
  for (const row of left) ly = vkv(p, 40, ly, row, 19, 34);
  for (const row of right) ry = vkv(p, 305, ry, row, 19, 33);
  return Math.max(ly, ry) + 4;
}

function vhead(p: Page, y: number, title: string): number {
  vtext(p, 40, y, `-- ${title} `.padEnd(Math.floor(515 / CW) - 1, '-'), { bold: true });
  return y + LH + 3;
}

function valnerinaHeader(p: Page, b: Bill, c: Closing) {
  const s = VALNERINA;
  p.text(40, 46, 'VALNERINA ENERGIA', { size: 15, bold: true });
  p.text(40, 60, upper(`${s.nome} - sede legale ${s.sede}`), { size: 6.8 });
  p.text(40, 69, `P.IVA E C.F. ${s.partitaIva} - R.E.A. PG-302611 - CAP. SOC. EUR 1.500.000,00 I.V.`, {
    size: 6.8,
  });
  p.text(40, 78, `SERVIZIO CLIENTI ${s.telefono} - ${upper(s.web)}`, { size: 6.8 });
  p.rect(372, 28, 183, 64, null, 0.3);
  p.text(380, 42, 'FATTURA DI CHIUSURA', { size: 10, bold: true });
  vtext(p, 380, 55, `N. ${b.numero}`);
  vtext(p, 380, 65, `DEL ${dmy(c.issued)}`);
  vtext(p, 380, 75, c.r.pick(['DOCUMENTO FINALE', 'ULTIMA FATTURA DEL CONTRATTO', 'FATTURA FINALE']));
  vtext(p, 380, 85, 'PAGINA 1 DI 1');
}

function valnerinaWindow(p: Page, b: Bill) {
  const a = b.recapito;
  const o = { size: 8.5, lead: 11 };
  p.text(330, 112, b.holder.tipo === 'PG' ? 'SPETT.LE' : 'GENTILE CLIENTE', { size: 7 });
  let y = para(p, 330, 125, upper(holderName(b.holder, 'COGNOME NOME')), 222, { ...o, bold: true });
  y = para(p, 330, y, upper(streetOf(a)), 222, o);
  para(p, 330, y, upper(`${a.cap} ${a.comune} ${a.provincia}`), 222, o);
}

function valnerinaInfo(p: Page, b: Bill, c: Closing) {
  const rows: Row[] = [
    ['CODICE CLIENTE', b.codiceCliente],
    ['CODICE CONTRATTO', `VN${c.r.digits(8)}`],
    ['DATA EMISSIONE', dmy(c.issued)],
    ['DATA SCADENZA', dmy(c.due)],
    ['TOTALE DA PAGARE', `EUR ${b.totale}`],
    ['PAGAMENTO', c.payment],
  ];
  let y = 112;
  for (const row of rows) y = vkv(p, 40, y, row, 17, 30);
}

function valnerinaReason(b: Bill, c: Closing): string[] {
  const f = b.fornitura;
  const supply = upper(`${streetOf(f)} - ${cityOf(f)}`);
  if (c.kind === 'switch') {
    return [
      'MOTIVO DELLA CHIUSURA: CAMBIO DI FORNITORE (SWITCHING)',
      `NUOVO FORNITORE: ${upper(c.newSupplier)} - DECORRENZA ${dmy(c.on)} - PRATICA ${c.pratica}`,
      'DA TALE DATA LE BOLLETTE SARANNO EMESSE DAL NUOVO FORNITORE.',
    ];
  }
  const lines =
    c.kind === 'voltura'
      ? [
          'MOTIVO DELLA CHIUSURA: VOLTURA (CAMBIO DI INTESTATARIO DEL CONTRATTO)',
          `RICHIESTA DEL ${dmy(c.requested)} - PRATICA ${c.pratica} - DECORRENZA ${dmy(c.on)}`,
        ]
      : [
          'MOTIVO DELLA CHIUSURA: CESSAZIONE DELLA FORNITURA SU RICHIESTA DEL CLIENTE',
          `RICHIESTA DEL ${dmy(c.requested)} - PRATICA ${c.pratica} - DISATTIVAZIONE ESEGUITA IL ${dmy(c.on)}`,
        ];
  if (c.moved) {
    const a = b.recapito;
    lines.push(`INDIRIZZO PRECEDENTE (FORNITURA CHIUSA): ${supply}`);
    lines.push(`NUOVO RECAPITO COMUNICATO: ${upper(`${streetOf(a)} - ${cityOf(a)}`)}`);
  }
  return lines;
}

function valnerinaBanner(p: Page, b: Bill, c: Closing, y: number): number {
  const lines = valnerinaReason(b, c).flatMap((l) => wrap(l, 500, VS, 'mono'));
  p.rect(40, y, 515, lines.length * LH + 8, 0.88, null);
  lines.forEach((l, i) => vtext(p, 48, y + 11 + i * LH, l, { bold: i === 0 }));
  return y + lines.length * LH + 22;
}

function valnerinaCustomer(p: Page, b: Bill, c: Closing, y: number): number {
  const h = b.holder;
  y = vhead(p, y, 'DATI DEL CLIENTE');
  const left: Row[] =
    h.tipo === 'PF'
      ? [
          ['INTESTATARIO', upper(holderName(h, 'COGNOME NOME'))],
          ['CODICE FISCALE', h.codiceFiscale],
        ]
      : [
          ['RAGIONE SOCIALE', upper(h.ragioneSociale)],
          ['PARTITA IVA', h.partitaIva],
          ['CODICE FISCALE', h.codiceFiscale],
        ];
  const right: Row[] = [
    ['TIPO CLIENTE', h.tipo === 'PF' ? 'DOMESTICO' : 'ALTRI USI / BUSINESS'],
    ['RICHIESTA DEL', dmy(c.requested)],
    ['MERCATO', 'LIBERO'],
  ];
  y = vpairs(p, y, left, right);
  const f = b.fornitura;
  const where = upper(`${streetOf(f)} - ${f.cap} ${f.comune} (${f.provincia})`);
  return vkv(p, 40, y - 4, ['INDIRIZZO FORNITURA', where], 19, 92) + 8;
}

function valnerinaEnd(c: Closing): Row {
  if (c.kind === 'switch') return ['DATA SWITCH', dmy(c.on)];
  return c.kind === 'voltura' ? ['DATA VOLTURA', dmy(c.on)] : ['DATA CESSAZIONE', dmy(c.on)];
}

function valnerinaSupply(p: Page, b: Bill, c: Closing, flow: Flow, y: number): number {
  const r = rndOf(b, `valnerina-${flow.kind}`);
  const since = ['ATTIVA DAL', dmy(new Date(Date.UTC(r.int(2014, 2024), r.int(0, 11), 1)))] as Row;
  if (flow.kind === 'luce' && b.luce) {
    const l = b.luce;
    y = vhead(p, y, 'FORNITURA DI ENERGIA ELETTRICA');
    return vpairs(
      p,
      y,
      [
        ['CODICE POD', l.pod],
        ['POTENZA IMPEGNATA', `${kw(l.potenzaKw)} kW`],
        ['POTENZA DISPONIBILE', `${kw(l.disponibileKw)} kW`],
        ['TENSIONE', `${l.tensioneV} V (${upper(phasesOf(l.tensioneV))})`],
        ['CONSUMO ANNUO', `${it(l.annuoKwh)} kWh`],
      ],
      [
        ['DISTRIBUTORE', upper(r.pick(LUCE_DSO))],
        ['OPZIONE TARIFFARIA', b.holder.tipo === 'PF' ? 'TD - USI DOMESTICI' : 'BTA - ALTRI USI BT'],
        since,
        valnerinaEnd(c),
      ],
    );
  }
  const g = b.gas;
  if (!g) return y;
  y = vhead(p, y, 'FORNITURA DI GAS NATURALE');
  return vpairs(
    p,
    y,
    [
      ['CODICE PDR', g.pdr],
      ['CODICE REMI', g.remi],
      ["CATEGORIA D'USO", upper(categoria(g.categoria))],
      ['CONSUMO ANNUO', `${it(g.annuoSmc)} Smc`],
    ],
    [
      ['DISTRIBUTORE', upper(r.pick(GAS_DSO))],
      ['CLASSE CONTATORE', b.holder.tipo === 'PF' ? 'G4' : r.pick(['G4', 'G6', 'G10'])],
      since,
      valnerinaEnd(c),
    ],
  );
}

/**
 * The listing's table writer: a line of cells in columns of the widths given (in characters, negative for
 * a right-aligned column), each cell its own text (an SVG collapses runs of spaces); returns the next y.
 */
function vtable(p: Page, widths: number[]) {
  return (y: number, cells: (string | number)[], bold = false) => {
    let col = 0;
    cells.forEach((t, i) => {
      const w = widths[i] ?? 10;
      const s = typeof t === 'number' ? it(t) : t;
      col += Math.abs(w);
      if (s) vtext(p, 40 + (w < 0 ? col - s.length : col - w) * CW, y, s, { bold });
    });
    return y + LH;
  };
}

const closingRead = (c: Closing) =>
  c.kind === 'switch'
    ? 'LETTURA DI SWITCH'
    : c.kind === 'voltura'
      ? 'LETTURA DI VOLTURA'
      : 'LETTURA DI CESSAZIONE';
const short = (d: Date) => dmy(d).replace(/\/20(\d\d)$/, '/$1');

function valnerinaLuceReadings(p: Page, c: Closing, flow: Flow, y: number): number {
  const r = c.r;
  const line = vtable(p, [29, 12, 14, -10, -10, -10, -13]);
  const total = Math.round((flow.annual * r.between(45, 75)) / 365);
  const bands = bandsOf(total, r);
  const start = [r.int(8_000, 60_000), r.int(4_000, 30_000), r.int(6_000, 40_000)];
  const how = r.pick(['EFFETTIVA', 'EFFETTIVA', 'STIMATA DISTR.', 'AUTOLETTURA']);
  y = line(y, ['ENERGIA ELETTRICA', 'DATA', 'TIPO', 'F1', 'F2', 'F3', 'TOTALE kWh'], true);
  y = line(y, ['LETTURA INIZIALE', dmy(addDays(c.period.from, -1)), 'EFFETTIVA', ...start, '']);
  const last = start.map((v, i) => v + (bands[i] ?? 0));
  y = line(y, [closingRead(c), dmy(c.end), how, ...last, '']);
  y = line(y, [`CONSUMO ${short(c.period.from)}-${short(c.end)}`, '', '', ...bands, total]);
  const acconto = Math.round(total * r.between(0.5, 0.9));
  y = line(y, ["GIA' FATTURATO IN ACCONTO", '', 'STIMATO', '', '', '', -acconto]);
  return line(y, ['CONSUMO FATTURATO A CHIUSURA', '', '', '', '', '', total - acconto], true) + 5;
}

function valnerinaGasReadings(p: Page, c: Closing, flow: Flow, y: number): number {
  const r = c.r;
  const line = vtable(p, [29, 12, 14, -12, -10, -12, -13]);
  const coeff = r.pick(COEFF_C);
  const smc = Math.max(1, Math.round((flow.annual * r.between(45, 75)) / 365));
  const mc = Math.round(smc / coeff);
  const start = r.int(1_500, 24_000);
  const how = r.pick(['EFFETTIVA', 'AUTOLETTURA', 'STIMATA DISTR.']);
  y = line(y, ['GAS NATURALE', 'DATA', 'TIPO', 'LETTURA mc', 'COEFF. C', 'CONSUMO mc', 'CONSUMO Smc'], true);
  y = line(y, ['LETTURA INIZIALE', dmy(addDays(c.period.from, -1)), 'EFFETTIVA', start, '', '', '']);
  y = line(y, [closingRead(c), dmy(c.end), how, start + mc, it(coeff, 4), mc, smc]);
  const acconto = Math.round(smc * r.between(0.5, 0.9));
  y = line(y, ["GIA' FATTURATO IN ACCONTO", '', 'STIMATO', '', '', '', -acconto]);
  return line(y, ['CONSUMO FATTURATO A CHIUSURA', '', '', '', '', '', smc - acconto], true) + 5;
}

function valnerinaAmounts(p: Page, b: Bill, c: Closing, y: number): number {
  y = vhead(p, y, `RIEPILOGO IMPORTI - PERIODO ${span(c.period, ' - ')}`);
  const parts: [string, number][] = [
    ...(b.luce ? [['SPESA PER LA MATERIA ENERGIA', 0.45] as [string, number]] : []),
    ...(b.gas ? [['SPESA PER LA MATERIA GAS NATURALE', 0.42] as [string, number]] : []),
    ['SPESA PER IL TRASPORTO E LA GESTIONE DEL CONTATORE', 0.21],
    ['SPESA PER ONERI DI SISTEMA', 0.09],
    ['IMPOSTE (ACCISA E ADDIZIONALI)', 0.07],
  ];
  const vat = b.holder.tipo === 'PG' ? 0.22 : 0.1;
  const rows = breakdown(amountOf(b.totale) + c.deposit, vat, parts);
  if (c.deposit) rows.push(['RESTITUZIONE DEPOSITO CAUZIONALE (ESCLUSO IVA ART. 15)', `-${eur(c.deposit)}`]);
  const line = (label: string, value: string, bold = false) => {
    vtext(p, 40, y, `${label} `.padEnd(72, '.'), { bold });
    vtext(p, 40 + 73 * CW, y, 'EUR', { bold });
    vtext(p, 40 + (90 - value.length) * CW, y, value, { bold });
    y += LH;
  };
  for (const [label, value] of rows) line(upper(label), value);
  line('TOTALE FATTURA DI CHIUSURA', b.totale, true);
  return y + 6;
}

function valnerinaNoteTexts(c: Closing): string[] {
  const pay =
    c.payment === 'ADDEBITO DIRETTO SEPA'
      ? `L'IMPORTO SARA' ADDEBITATO SUL CONTO ${maskedIban(c.r)} ALLA SCADENZA DEL ${dmy(c.due)}.`
      : `PAGARE ENTRO IL ${dmy(c.due)} CON ${c.payment} - CODICE AVVISO ${avviso(c.r)}.`;
  const why =
    c.kind === 'switch'
      ? `LA PRESENTE FATTURA CHIUDE IL CONTRATTO PER PASSAGGIO A ${upper(c.newSupplier)}. IN CASO DI ` +
        "MANCATO PAGAMENTO DI FATTURE SCADUTE POTRA' ESSERE RICHIESTO IL CORRISPETTIVO CMOR, ADDEBITATO " +
        'DAL NUOVO FORNITORE.'
      : c.kind === 'voltura'
        ? `DAL ${dmy(c.on)} IL CONTRATTO E' INTESTATO AL SUBENTRANTE. I CONSUMI FINO ALLA LETTURA DI VOLTURA ` +
          'RESTANO A CARICO DEL PRECEDENTE INTESTATARIO.'
        : "IL CONTATORE E' STATO DISATTIVATO DAL DISTRIBUTORE; PER RIATTIVARE LA FORNITURA SERVE UNA NUOVA " +
          'RICHIESTA DI ATTIVAZIONE.';
  const rest =
    'EVENTUALI RETTIFICHE DEI DATI DI MISURA INVIATE DAL DISTRIBUTORE DOPO LA CHIUSURA SARANNO FATTURATE CON ' +
    'UN DOCUMENTO SUCCESSIVO. RECLAMI: VALNERINA ENERGIA S.R.L., CASELLA POSTALE 12, 06046 NORCIA (PG).';
  const deposit = c.deposit ? " IL DEPOSITO CAUZIONALE VERSATO E' RESTITUITO IN QUESTA FATTURA." : '';
  return [pay, why + deposit, rest];
}

const notesHeight = (texts: string[]) =>
  LH + 3 + sumOf(texts.map((t) => wrap(t, 512, 7, 'mono').length * 9 + 2));

function valnerinaNotes(p: Page, texts: string[], y: number) {
  y = vhead(p, y, 'PAGAMENTO E AVVERTENZE');
  for (const t of texts) y = para(p, 40, y, t, 512, { size: 7, lead: 9 }) + 2;
}

/** The consumption of the 12 months up to the closing, a column a month. */
function valnerinaHistory(p: Page, b: Bill, c: Closing, y: number): number {
  const flows = flowsOf(b);
  const last = serialOf(c.end);
  const months = Array.from({ length: 12 }, (_, i) => (last - 11 + i) % 12);
  const widths = [16, ...months.map(() => -7), -10];
  const line = vtable(p, widths);
  y = vhead(p, y, 'CONSUMI DEGLI ULTIMI 12 MESI');
  y = line(y, ['', ...months.map((m) => upper(MESI[m] ?? '')), 'TOTALE'], true);
  for (const f of flows) {
    const label = f.kind === 'luce' ? 'ENERGIA (kWh)' : 'GAS (Smc)';
    y = line(y, [label, ...months.map((m) => f.months[m] ?? 0), f.annual]);
  }
  return y + 5;
}

/** The last bills of the contract and whether they were paid. */
function valnerinaPayments(p: Page, b: Bill, c: Closing, y: number): number {
  const line = vtable(p, [18, 14, 14, -14, 4, 20]);
  y = vhead(p, y, 'SITUAZIONE DEI PAGAMENTI');
  y = line(y, ['FATTURA N.', 'EMESSA IL', 'SCADENZA', 'IMPORTO EUR', '', 'STATO'], true);
  const base = amountOf(b.totale);
  for (let i = 3; i >= 1; i--) {
    const issued = addDays(c.period.from, 12 - 61 * i);
    const state = i === 1 && c.r.chance(0.3) ? 'IN ATTESA DI INCASSO' : 'PAGATA';
    const amount = eur(base * c.r.between(0.6, 1.5));
    y = line(y, [otherNumber(b, c.r), dmy(issued), dmy(addDays(issued, 20)), amount, '', state]);
  }
  return y + 5;
}

/** The prices of the offer, one line a supply. */
function valnerinaPrices(p: Page, b: Bill, c: Closing, y: number): number {
  const r = c.r;
  const price = (a: number, z: number) => it(r.between(a, z), 4);
  y = vhead(p, y, 'PREZZI APPLICATI (IVA ESCLUSA)');
  if (b.luce) {
    const t = `ENERGIA: F1 ${price(0.12, 0.16)} - F2 ${price(0.11, 0.15)} - F3 ${price(0.1, 0.13)} EUR/kWh`;
    y = vkv(p, 40, y, ['LUCE', `${t} - QUOTA FISSA ${it(r.int(700, 1200) / 100, 2)} EUR/MESE`], 6, 100);
  }
  if (b.gas) {
    const t = `MATERIA GAS ${price(0.45, 0.7)} EUR/Smc - QUOTA FISSA ${it(r.int(800, 1400) / 100, 2)} EUR/MESE`;
    y = vkv(p, 40, y, ['GAS', t], 6, 100);
  }
  return y + 5;
}

const EXTRAS: [(p: Page, b: Bill, c: Closing, y: number) => number, (b: Bill) => number][] = [
  [valnerinaHistory, (b) => LH * (3 + flowsOf(b).length) + 8],
  [valnerinaPayments, () => LH * 6 + 8],
  [valnerinaPrices, (b) => LH * (2 + flowsOf(b).length * 2) + 8],
];

function valnerinaFooter(p: Page) {
  const s = VALNERINA;
  p.line(40, 790, 555, 790, 0.4);
  p.text(40, 800, upper(`${s.nome} - ${s.sede} - P.IVA ${s.partitaIva} - ${s.telefono}`), { size: 6.3 });
  p.text(
    40,
    809,
    "SOCIETA' ISCRITTA ALL'ELENCO DEI VENDITORI DI ENERGIA ELETTRICA - DOCUMENTO DI ESEMPIO PER I TEST:",
    {
      size: 6.3,
    },
  );
  p.text(40, 818, 'FORNITORE, CLIENTE E IMPORTI FITTIZI.', { size: 6.3 });
}

export const valnerina: Layout = {
  key: 'valnerina',
  supplier: VALNERINA,
  traits:
    'fattura di chiusura on one page in monospace capitals: dotted LABEL: VALUE pairs in two columns, the ' +
    'reason (switch naming the new supplier, voltura, cessazione with the new address) in a banner',
  draw(b) {
    const c = closingOf(b);
    const p = new Page('mono');
    valnerinaHeader(p, b, c);
    valnerinaWindow(p, b);
    valnerinaInfo(p, b, c);
    let y = valnerinaBanner(p, b, c, 186);
    y = valnerinaCustomer(p, b, c, y);
    const flows = flowsOf(b);
    for (const f of flows) y = valnerinaSupply(p, b, c, f, y);
    y = vhead(p, y, 'LETTURE E CONSUMI DI CHIUSURA');
    for (const f of flows) {
      y = f.kind === 'luce' ? valnerinaLuceReadings(p, c, f, y) : valnerinaGasReadings(p, c, f, y);
    }
    y = valnerinaAmounts(p, b, c, y);
    const notes = valnerinaNoteTexts(c);
    const limit = 784 - notesHeight(notes);
    for (const [extra, height] of EXTRAS) if (y + height(b) <= limit) y = extra(p, b, c, y);
    valnerinaNotes(p, notes, y);
    valnerinaFooter(p);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Chianti: a fattura di rettifica on two pages, in serif. Page 1: the title block and the window, a grey
// sidebar with the customer's data (label above value, of the supply only the POD/PDR and its address), a
// letter giving the reason, the cancelled bills (number, date, period, amount), the re-billing per period
// and supply, the balance; page 2: the technical data and the yearly consumption in a ruled grid,
// stornato and rifatturato by band per period, the readings replaced, the notes.

const CHIANTI = supplier(
  'CHIANTI',
  'Energie del Chianti S.p.A.',
  '0152873649',
  'Viale Cesare Battisti 21, 53036 Poggibonsi (SI)',
  '800 902 117',
);

type Storno = { numero: string; issued: Date; period: Period; paid: boolean };
/** one supply over the periods: consumption billed before and now, and the amounts in cents */
type Redo = {
  flow: Flow;
  old: number[];
  fixed: number[];
  oldCents: number[];
  fixedCents: number[];
  dso: string;
};
type Rettifica = {
  r: Rnd;
  issued: Date;
  due: Date;
  credit: boolean;
  storni: Storno[];
  redos: Redo[];
  reason: string;
  offer: string;
  refund: string;
  method: 'sepa' | 'pagopa' | 'bonifico';
  coeff: number;
};

const PRICE = { luce: [0.27, 1350], gas: [1.12, 900] } as const;

function chiantiRedo(flow: Flow, storni: Storno[], credit: boolean, r: Rnd): Redo {
  const fixed = storni.map((s) => inPeriod(flow, s.period));
  const old = fixed.map((v) => Math.round(v * (credit ? r.between(1.12, 1.5) : r.between(0.55, 0.88))));
  const [price, monthly] = PRICE[flow.kind];
  const cents = (v: number, s: Storno) => Math.round(v * price * 100 + monthly * s.period.months.length);
  return {
    flow,
    old,
    fixed,
    oldCents: storni.map((s, i) => cents(old[i] ?? 0, s)),
    fixedCents: [],
    dso: r.pick(flow.kind === 'luce' ? LUCE_DSO : GAS_DSO),
  };
}

/** The re-billed amounts: the old ones moved by the balance, shared by weight, to the cent. */
function settle(redos: Redo[], total: number, credit: boolean) {
  const all = redos.flatMap((d) => d.oldCents);
  const sum = all.reduce((a, v) => a + v, 0);
  const cents = Math.round(total * 100);
  const scale = credit && sum < cents * 1.3 ? (cents * 1.3) / sum : 1;
  for (const d of redos) d.oldCents = d.oldCents.map((v) => Math.round(v * scale));
  const shares = split(
    cents,
    redos.flatMap((d) => d.oldCents),
  );
  let k = 0;
  for (const d of redos) d.fixedCents = d.oldCents.map((v) => v + (credit ? -1 : 1) * (shares[k++] ?? 0));
}

function rettificaOf(b: Bill): Rettifica {
  const r = rndOf(b, 'chianti');
  const issued = issueDay(r);
  const back = new Date(Date.UTC(2026, issued.getUTCMonth() - r.int(1, 3), 15));
  const storni = periodsBefore(back, r.int(1, 4), r.pick([1, 2, 2])).map((period) => ({
    numero: otherNumber(b, r),
    issued: addDays(period.to, r.int(6, 16)),
    period,
    paid: r.chance(0.65),
  }));
  const credit = r.chance(0.3);
  const redos = flowsOf(b).map((f) => chiantiRedo(f, storni, credit, r));
  settle(redos, amountOf(b.totale), credit);
  const offer =
    b.holder.tipo === 'PG' ? 'Chianti Impresa Luce e Gas' : r.pick(['Chianti Casa', 'Chianti Fisso 24']);
  const reasons = [
    `a seguito dei dati di misura rettificati dal distributore ${redos[0]?.dso ?? ''}`,
    `per la sostituzione del contatore (lettura di rimozione del ${dmy(addDays(issued, -r.int(20, 50)))})`,
    `per un'errata applicazione dei prezzi dell'offerta ${offer}`,
    `in accoglimento del Suo reclamo n. R-2026/${r.digits(5)} del ${dmy(addDays(issued, -r.int(15, 40)))}`,
  ];
  return {
    r,
    issued,
    due: addDays(issued, r.int(20, 30)),
    credit,
    storni,
    redos,
    reason: r.pick(reasons),
    offer,
    refund: r.pick(['rimborsato con bonifico entro 30 giorni', 'compensato nella prossima bolletta']),
    method: r.pick(['sepa', 'pagopa', 'bonifico'] as const),
    coeff: r.pick(COEFF_C),
  };
}

const stornoCents = (t: Rettifica, i: number, key: 'oldCents' | 'fixedCents') =>
  sumOf(t.redos.map((d) => d[key][i] ?? 0));
const covered = (t: Rettifica): Period => ({
  from: t.storni[0]?.period.from ?? t.issued,
  to: t.storni[t.storni.length - 1]?.period.to ?? t.issued,
  months: [],
});

function chiantiHead(p: Page, b: Bill, t: Rettifica) {
  p.text(40, 50, 'Energie del Chianti', { size: 21, bold: true });
  p.text(41, 63, 'luce e gas dal 1998', { size: 8.5, grey: 0.4 });
  p.line(40, 72, 555, 72, 0.2);
  p.line(40, 74.5, 555, 74.5, 0.2);
  p.text(40, 100, t.credit ? 'Nota di credito di rettifica' : 'Fattura di rettifica', {
    size: 15,
    bold: true,
  });
  p.text(40, 116, `n. ${b.numero} del ${dmy(t.issued)}`, { size: 9.5 });
  p.text(40, 129, 'Storno e riemissione dei documenti indicati', { size: 8, grey: 0.35 });
  p.text(40, 142, `Periodo rettificato: ${span(covered(t))} - pagina 1 di 2`, { size: 7.5, grey: 0.35 });
}

function chiantiWindow(p: Page, b: Bill) {
  const a = b.recapito;
  const o = { size: 9.5, lead: 12 };
  p.text(340, 94, b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile Sig./Sig.ra', { size: 7.5, grey: 0.35 });
  let y = para(p, 340, 107, holderName(b.holder, 'Nome Cognome'), 212, { ...o, bold: true });
  y = para(p, 340, y, streetOf(a), 212, o);
  para(p, 340, y, `${a.cap} ${a.comune} ${a.provincia}`, 212, o);
}

/** A sidebar item: a small sans label over serif values. */
function side(p: Page, y: number, label: string, values: string[]): number {
  p.text(50, y, label, { size: 6.3, grey: 0.4, face: 'sans' });
  let yy = y + 11;
  for (const line of values.flatMap((v) => wrap(v, 142, 8.5, 'serif', true))) {
    p.text(50, yy, line, { size: 8.5, bold: true });
    yy += 10.5;
  }
  return yy + 4;
}

function chiantiSidebar(p: Page, b: Bill, t: Rettifica) {
  p.rect(40, 160, 162, 606, 0.93, null);
  const h = b.holder;
  const f = b.fornitura;
  let y = 178;
  if (h.tipo === 'PF') {
    y = side(p, y, 'INTESTATARIO', [holderName(h, 'Cognome Nome')]);
    y = side(p, y, 'CODICE FISCALE', [h.codiceFiscale]);
  } else {
    y = side(p, y, 'RAGIONE SOCIALE', [h.ragioneSociale]);
    y = side(p, y, 'PARTITA IVA', [h.partitaIva]);
    y = side(p, y, 'CODICE FISCALE', [h.codiceFiscale]);
  }
  y = side(p, y, 'CODICE CLIENTE', [b.codiceCliente]);
  y = side(p, y, 'INDIRIZZO DI FORNITURA', [streetOf(f), `${f.cap} ${f.comune} (${f.provincia})`]);
  if (b.luce) y = side(p, y, 'PUNTO DI PRELIEVO (POD)', [b.luce.pod]);
  if (b.gas) y = side(p, y, 'PUNTO DI RICONSEGNA (PDR)', [b.gas.pdr]);
  y = side(p, y, 'OFFERTA', [t.offer]);
  y = side(p, y, 'CONTRATTO N.', [`CH-${t.r.digits(7)}`]);
  y = side(p, y, t.credit ? 'RIMBORSO' : 'SCADENZA', [t.credit ? 'vedi sotto' : dmy(t.due)]);
  y = side(p, y, 'SERVIZIO CLIENTI', [`${CHIANTI.telefono} (gratuito)`, CHIANTI.web]);
  if (y < 700 && b.gas) y = side(p, y, 'PRONTO INTERVENTO GAS', ['800 861 000, 24 ore su 24']);
  if (y < 700 && b.luce) side(p, y, 'GUASTI ENERGIA ELETTRICA', ['803 500 (distributore)']);
}

const MX = 216;
const MW = 339;

function chiantiLetter(p: Page, t: Rettifica, y: number): number {
  const n = t.storni.length;
  p.text(MX, y, 'Oggetto: rettifica di fatturazione', { size: 10, bold: true });
  const what = n === 1 ? 'la fattura indicata' : `le ${n} fatture indicate`;
  const text =
    `Gentile cliente, ${t.reason}, abbiamo ricalcolato i consumi del periodo ${span(covered(t))}. ` +
    `Con questo documento storniamo (annulliamo) ${what} qui sotto e ne riemettiamo gli importi con i ` +
    'consumi corretti; il saldo tra i due è riportato in fondo alla pagina.';
  return para(p, MX, y + 15, text, MW, { size: 8.5, lead: 11.5 }) + 6;
}

function chiantiHeadRow(p: Page, y: number, cells: readonly (readonly [string, number, boolean])[]) {
  p.rect(MX, y - 10, MW, 14, 0.85, null);
  for (const [s, x, right] of cells) {
    if (right) rtext(p, x, y, s, { size: 7.5, bold: true });
    else p.text(x, y, s, { size: 7.5, bold: true });
  }
}

function chiantiStorni(p: Page, t: Rettifica, y: number): number {
  p.text(MX, y, 'Documenti stornati', { size: 9.5, bold: true });
  y += 16;
  chiantiHeadRow(p, y, [
    ['Fattura n.', MX + 5, false],
    ['Emessa il', MX + 76, false],
    ['Periodo', MX + 136, false],
    ['Importo €', 549, true],
  ]);
  t.storni.forEach((s, i) => {
    y += 13;
    p.text(MX + 5, y, s.numero, { size: 8 });
    p.text(MX + 76, y, dmy(s.issued), { size: 8 });
    p.text(MX + 136, y, span(s.period, '-'), { size: 8 });
    rtext(p, 549, y, `-${eur(stornoCents(t, i, 'oldCents') / 100)}`, { size: 8 });
    p.line(MX, y + 4, 555, y + 4, 0.8);
  });
  y += 14;
  const total = sumOf(t.storni.map((_, i) => stornoCents(t, i, 'oldCents')));
  p.text(MX + 5, y, 'Totale stornato', { size: 8.5, bold: true });
  rtext(p, 549, y, `-${eur(total / 100)}`, { size: 8.5, bold: true });
  return y + 22;
}

function chiantiRebill(p: Page, t: Rettifica, y: number): number {
  p.text(MX, y, 'Riemissione con i consumi ricalcolati', { size: 9.5, bold: true });
  y += 16;
  chiantiHeadRow(p, y, [
    ['Periodo', MX + 5, false],
    ['Fornitura', MX + 118, false],
    ['Consumo', 470, true],
    ['Importo €', 549, true],
  ]);
  t.storni.forEach((s, i) => {
    for (const d of t.redos) {
      y += 13;
      p.text(MX + 5, y, span(s.period, '-'), { size: 8 });
      p.text(MX + 118, y, d.flow.kind === 'luce' ? 'Energia elettrica' : 'Gas naturale', { size: 8 });
      rtext(p, 470, y, qty(d.fixed[i] ?? 0, d.flow.unit), { size: 8 });
      rtext(p, 549, y, eur((d.fixedCents[i] ?? 0) / 100), { size: 8 });
      p.line(MX, y + 4, 555, y + 4, 0.8);
    }
  });
  y += 14;
  const total = sumOf(t.storni.map((_, i) => stornoCents(t, i, 'fixedCents')));
  p.text(MX + 5, y, 'Totale riemesso', { size: 8.5, bold: true });
  rtext(p, 549, y, eur(total / 100), { size: 8.5, bold: true });
  return y + 20;
}

function chiantiBalance(p: Page, b: Bill, t: Rettifica, y: number): number {
  const old = sumOf(t.storni.map((_, i) => stornoCents(t, i, 'oldCents')));
  const redo = sumOf(t.storni.map((_, i) => stornoCents(t, i, 'fixedCents')));
  p.rect(MX, y, MW, 62, null, 0.3);
  p.text(MX + 8, y + 15, 'Totale documenti stornati', { size: 8.5 });
  rtext(p, 547, y + 15, `- € ${eur(old / 100)}`, { size: 8.5 });
  p.text(MX + 8, y + 29, 'Totale riemesso', { size: 8.5 });
  rtext(p, 547, y + 29, `€ ${eur(redo / 100)}`, { size: 8.5 });
  p.line(MX + 8, y + 36, 547, y + 36, 0.4);
  const label = t.credit ? 'Saldo a Suo credito' : 'Totale da pagare';
  p.text(MX + 8, y + 53, label, { size: 11, bold: true });
  rtext(p, 547, y + 53, `€ ${t.credit ? '-' : ''}${b.totale}`, { size: 13, bold: true });
  return y + 78;
}

const METHODS = { sepa: 'addebito diretto SEPA', pagopa: 'avviso pagoPA', bonifico: 'bonifico bancario' };

function chiantiPay(p: Page, t: Rettifica, y: number): number {
  const paid = t.storni.filter((s) => s.paid).map((s) => `n. ${s.numero}`);
  const lines = [
    t.credit
      ? `L'importo a Suo credito sarà ${t.refund}.`
      : `Da pagare entro il ${dmy(t.due)} con ${METHODS[t.method]}.`,
    paid.length
      ? `Risultano già pagate le fatture ${paid.join(', ')}: quanto versato è compensato in questo saldo.`
      : 'Le fatture stornate non risultano pagate: non deve pagarle, è dovuto solo il saldo di questo documento.',
  ];
  for (const l of lines) y = para(p, MX, y, l, MW, { size: 8, lead: 10.5 }) + 3;
  return y;
}

function chiantiVoci(p: Page, b: Bill, t: Rettifica, y: number): number {
  const parts: [string, number][] = [
    ...(b.luce ? [['Materia energia', 0.45] as [string, number]] : []),
    ...(b.gas ? [['Materia gas naturale', 0.4] as [string, number]] : []),
    ['Trasporto e contatore', 0.22],
    ['Oneri di sistema', 0.1],
    ['Imposte', 0.08],
  ];
  if (y + 30 + 12 * (parts.length + 2) > 760) return y;
  const vat = b.holder.tipo === 'PG' ? 0.22 : 0.1;
  const total = (key: 'oldCents' | 'fixedCents') => sumOf(t.storni.map((_, i) => stornoCents(t, i, key)));
  const old = centsOf(total('oldCents'), vat, parts);
  const redo = centsOf(total('fixedCents'), vat, parts);
  p.text(MX, y, 'Il saldo per voce di spesa', { size: 9.5, bold: true });
  y += 16;
  chiantiHeadRow(p, y, [
    ['Voce', MX + 5, false],
    ['Stornato €', 425, true],
    ['Riemesso €', 487, true],
    ['Differenza €', 549, true],
  ]);
  const labels = [...parts.map(([l]) => l), `IVA ${Math.round(vat * 100)}%`];
  labels.forEach((label, i) => {
    y += 12;
    const a = old[i] ?? 0;
    const c = redo[i] ?? 0;
    p.text(MX + 5, y, label, { size: 8 });
    rtext(p, 425, y, `-${eur(a / 100)}`, { size: 8 });
    rtext(p, 487, y, eur(c / 100), { size: 8 });
    rtext(p, 549, y, `${c - a > 0 ? '+' : ''}${eur((c - a) / 100)}`, { size: 8 });
    p.line(MX, y + 3.5, 555, y + 3.5, 0.85);
  });
  return y + 14;
}

/** The payment slip at the foot of the main column, when there is room for it. */
function chiantiSlip(p: Page, b: Bill, t: Rettifica, y: number) {
  const top = Math.max(y, 676);
  if (top + 84 > 766) return;
  p.rect(MX, top, MW, 84, null, 0.4);
  p.line(MX, top + 18, 555, top + 18, 0.6);
  const title = t.credit
    ? 'Rimborso del credito'
    : t.method === 'pagopa'
      ? 'Avviso di pagamento pagoPA'
      : t.method === 'sepa'
        ? 'Addebito diretto SEPA'
        : 'Pagamento con bonifico';
  p.text(MX + 8, top + 13, title, { size: 9, bold: true });
  const rows: Row[] = t.credit
    ? [
        ['Importo a credito', `€ ${b.totale}`],
        ['Modalità', t.refund],
        ['Riferimento', `Nota di rettifica n. ${b.numero}`],
      ]
    : t.method === 'pagopa'
      ? [
          ['Codice avviso', avviso(t.r)],
          ['Ente creditore (C.F.)', CHIANTI.partitaIva],
          ['Importo e scadenza', `€ ${b.totale} entro il ${dmy(t.due)}`],
        ]
      : t.method === 'sepa'
        ? [
            ['Conto di addebito', maskedIban(t.r)],
            ['Mandato n.', `CHI-${t.r.digits(8)}`],
            ['Importo e data', `€ ${b.totale} il ${dmy(t.due)}`],
          ]
        : [
            ['IBAN beneficiario', `IT${t.r.digits(2)} Q${t.r.digits(10)} ${t.r.digits(12)}`],
            ['Causale', `Fatt. ${b.numero} cod. cliente ${b.codiceCliente}`],
            ['Importo e scadenza', `€ ${b.totale} entro il ${dmy(t.due)}`],
          ];
  rows.forEach(([label, value], i) => {
    p.text(MX + 8, top + 34 + i * 16, label, { size: 7.5, grey: 0.35 });
    p.text(MX + 110, top + 34 + i * 16, value, { size: 8.5, bold: true });
  });
}

function chiantiFooter(p: Page) {
  const s = CHIANTI;
  p.line(40, 782, 555, 782, 0.3);
  p.text(40, 794, `${s.nome} - Sede legale e amministrativa: ${s.sede}`, { size: 6.8 });
  p.text(
    40,
    803,
    `C.F. e Partita IVA ${s.partitaIva} - Registro Imprese di Siena - Capitale sociale € 5.000.000,00`,
    {
      size: 6.8,
    },
  );
  p.text(40, 812, `Servizio Clienti ${s.telefono} - ${s.web} - PEC energiedelchianti@pec.example`, {
    size: 6.8,
  });
  p.text(40, 823, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.35,
  });
}

function chiantiFront(b: Bill, t: Rettifica): Page {
  const p = new Page('serif');
  chiantiHead(p, b, t);
  chiantiWindow(p, b);
  chiantiSidebar(p, b, t);
  let y = chiantiLetter(p, t, 178);
  y = chiantiStorni(p, t, y);
  y = chiantiRebill(p, t, y);
  y = chiantiBalance(p, b, t, y);
  y = chiantiPay(p, t, y);
  y = chiantiVoci(p, b, t, y + 6);
  chiantiSlip(p, b, t, y + 4);
  chiantiFooter(p);
  return p;
}

// Page 2 of chianti

/** A ruled grid of label/value pairs, two to a row; returns the y under it. */
function grid(p: Page, y: number, title: string, cells: Row[]): number {
  p.text(40, y, title, { size: 10, bold: true });
  y += 8;
  p.line(40, y, 555, y, 0.4);
  for (let i = 0; i < cells.length; i += 2) {
    const pair = cells.slice(i, i + 2);
    let h = 1;
    pair.forEach(([label, value], k) => {
      const x = 40 + k * 258;
      const labels = wrap(label, 100, 7.5, 'serif');
      const values = wrap(value, 142, 8.5, 'serif', true);
      labels.forEach((l, j) => p.text(x + 6, y + 12 + j * 10, l, { size: 7.5, grey: 0.3 }));
      values.forEach((l, j) => p.text(x + 110, y + 12 + j * 10.5, l, { size: 8.5, bold: true }));
      h = Math.max(h, labels.length, values.length);
    });
    y += 6 + h * 10.5;
    p.line(40, y, 555, y, 0.7);
    p.line(297, y - 6 - h * 10.5, 297, y, 0.7);
  }
  return y + 20;
}

function chiantiTech(p: Page, b: Bill, t: Rettifica, d: Redo, y: number): number {
  const old = d.flow.annual - sumOf(d.fixed) + sumOf(d.old);
  if (d.flow.kind === 'luce' && b.luce) {
    const l = b.luce;
    return grid(p, y, 'Dati tecnici della fornitura di energia elettrica', [
      ['Codice POD', l.pod],
      ['Distributore', d.dso],
      ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
      ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
      ['Tensione di fornitura', `${l.tensioneV} V`],
      ['Tipo di contratto', b.holder.tipo === 'PF' ? 'Usi domestici' : 'Altri usi in bassa tensione'],
      ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
      ['Consumo annuo prima della rettifica', `${it(old)} kWh`],
    ]);
  }
  const g = b.gas;
  if (!g) return y;
  return grid(p, y, 'Dati tecnici della fornitura di gas naturale', [
    ['Codice PDR', g.pdr],
    ['Distributore', d.dso],
    ['Codice REMI', g.remi],
    ["Categoria d'uso", categoria(g.categoria)],
    ['Classe del misuratore', b.holder.tipo === 'PF' ? 'G4' : t.r.pick(['G6', 'G10', 'G16'])],
    ['Coefficiente C', it(t.coeff, 4)],
    ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
    ['Consumo annuo prima della rettifica', `${it(old)} Smc`],
  ]);
}

const BAND_X = [195, 245, 295, 345, 400, 450, 500, 549];

function chiantiBands(p: Page, t: Rettifica, d: Redo, y: number): number {
  p.text(40, y, 'Ricalcolo per fascia oraria - energia elettrica (kWh)', { size: 10, bold: true });
  y += 18;
  p.rect(40, y - 10, 515, 26, 0.88, null);
  p.text(160, y, 'Consumo stornato', { size: 7.5, bold: true });
  p.text(368, y, 'Consumo rifatturato', { size: 7.5, bold: true });
  y += 11;
  p.text(46, y, 'Periodo', { size: 7.5, bold: true });
  ['F1', 'F2', 'F3', 'Totale', 'F1', 'F2', 'F3', 'Totale'].forEach((h, i) =>
    rtext(p, BAND_X[i] ?? 0, y, h, { size: 7.5, bold: true }),
  );
  t.storni.forEach((s, i) => {
    y += 13;
    const old = d.old[i] ?? 0;
    const fixed = d.fixed[i] ?? 0;
    const cells = [...bandsOf(old, t.r), old, ...bandsOf(fixed, t.r), fixed];
    p.text(46, y, span(s.period, '-'), { size: 7.5 });
    cells.forEach((v, k) => rtext(p, BAND_X[k] ?? 0, y, it(v), { size: 7.5, bold: k % 4 === 3 }));
    p.line(40, y + 4, 555, y + 4, 0.8);
  });
  y += 14;
  const diff = sumOf(d.fixed) - sumOf(d.old);
  p.text(46, y, `Differenza rifatturata nel periodo: ${signed(diff)} kWh`, { size: 8, bold: true });
  return chiantiLuceReadings(p, t, d, y + 20);
}

function chiantiLuceReadings(p: Page, t: Rettifica, d: Redo, y: number): number {
  p.text(40, y, 'Letture sostituite (F1 / F2 / F3)', { size: 8.5, bold: true });
  y += 14;
  p.rect(40, y - 10, 515, 14, 0.88, null);
  p.text(46, y, 'Data', { size: 7.5, bold: true });
  p.text(130, y, 'Lettura stornata', { size: 7.5, bold: true });
  p.text(300, y, 'Lettura rettificata', { size: 7.5, bold: true });
  p.text(470, y, 'Tipo', { size: 7.5, bold: true });
  let est = [t.r.int(8_000, 60_000), t.r.int(4_000, 30_000), t.r.int(6_000, 40_000)];
  let real = [...est];
  const kind = t.r.pick(['effettiva', 'rettificata distr.', 'di rimozione']);
  t.storni.forEach((s, i) => {
    y += 12;
    est = bandsOf(d.old[i] ?? 0, t.r).map((v, k) => v + (est[k] ?? 0));
    real = bandsOf(d.fixed[i] ?? 0, t.r).map((v, k) => v + (real[k] ?? 0));
    p.text(46, y, dmy(s.period.to), { size: 7.5 });
    p.text(130, y, est.map((v) => it(v)).join(' / '), { size: 7.5 });
    p.text(300, y, real.map((v) => it(v)).join(' / '), { size: 7.5 });
    p.text(470, y, `stimata > ${i === t.storni.length - 1 ? kind : 'effettiva'}`, { size: 7.5 });
  });
  return y + 22;
}

/** The last 12 months by two-month period after the rettifica: their sum is the yearly consumption. */
function chiantiYear(p: Page, t: Rettifica, y: number): number {
  const periods = periodsBefore(t.issued, 6, 2);
  p.text(40, y, 'Consumi degli ultimi 12 mesi dopo la rettifica', { size: 10, bold: true });
  y += 18;
  p.rect(40, y - 10, 515, 25, 0.88, null);
  p.text(46, y, 'Fornitura', { size: 7.5, bold: true });
  periods.forEach((q, i) => {
    const [a = 0, b = 0] = q.months;
    rtext(p, 215 + 52 * i, y, `${MESI[a]}-${MESI[b]}`, { size: 7.5, bold: true });
    rtext(p, 215 + 52 * i, y + 10, String(q.to.getUTCFullYear()), { size: 7.5, bold: true });
  });
  rtext(p, 549, y, 'Totale', { size: 7.5, bold: true });
  rtext(p, 549, y + 10, '12 mesi', { size: 7.5, bold: true });
  y += 10;
  for (const d of t.redos) {
    y += 13;
    p.text(46, y, d.flow.kind === 'luce' ? 'Energia elettrica (kWh)' : 'Gas naturale (Smc)', { size: 7.5 });
    periods.forEach((q, i) => rtext(p, 215 + 52 * i, y, it(inPeriod(d.flow, q)), { size: 7.5 }));
    rtext(p, 549, y, it(d.flow.annual), { size: 7.5, bold: true });
    p.line(40, y + 4, 555, y + 4, 0.8);
  }
  return y + 22;
}

function chiantiGas(p: Page, t: Rettifica, d: Redo, y: number): number {
  p.text(40, y, 'Ricalcolo dei consumi - gas naturale', { size: 10, bold: true });
  y += 18;
  const X: [string, string, number, boolean][] = [
    ['Periodo', '', 46, false],
    ['Fattura', 'stornata', 150, false],
    ['Lettura', 'stimata (mc)', 300, true],
    ['Lettura', 'effettiva (mc)', 375, true],
    ['Smc', 'stornati', 430, true],
    ['Smc', 'rifatturati', 490, true],
    ['Differenza', 'Smc', 549, true],
  ];
  p.rect(40, y - 10, 515, 26, 0.88, null);
  for (const [a, b2, x, right] of X) {
    if (right) {
      rtext(p, x, y, a, { size: 7.5, bold: true });
      rtext(p, x, y + 11, b2, { size: 7.5, bold: true });
    } else {
      p.text(x, y, a, { size: 7.5, bold: true });
      p.text(x, y + 11, b2, { size: 7.5, bold: true });
    }
  }
  y += 11;
  let est = t.r.int(1_500, 24_000);
  let real = est;
  t.storni.forEach((s, i) => {
    y += 13;
    const old = d.old[i] ?? 0;
    const fixed = d.fixed[i] ?? 0;
    est += Math.round(old / t.coeff);
    real += Math.round(fixed / t.coeff);
    p.text(46, y, span(s.period, '-'), { size: 7.5 });
    p.text(150, y, s.numero, { size: 7.5 });
    [it(est), it(real), it(old), it(fixed), signed(fixed - old)].forEach((v, k) =>
      rtext(p, [300, 375, 430, 490, 549][k] ?? 0, y, v, { size: 7.5 }),
    );
    p.line(40, y + 4, 555, y + 4, 0.8);
  });
  return y + 24;
}

function chiantiNotes(p: Page, b: Bill, t: Rettifica, y: number): number {
  if (y > 745) return y;
  p.text(40, y, 'Informazioni sulla rettifica', { size: 10, bold: true });
  y += 15;
  const notes = [
    'Che cos’è una rettifica. Quando i consumi o i prezzi fatturati risultano errati, il venditore annulla ' +
      '(storna) le fatture interessate ed emette un nuovo documento con gli importi corretti. Le fatture ' +
      'stornate non sono più dovute per la parte annullata.',
    'Consumo annuo. Il consumo annuo riportato nei dati tecnici è calcolato sulle letture rettificate e ' +
      'sostituisce quello indicato nelle fatture precedenti.',
    'Prescrizione. Non possono essere fatturati consumi risalenti a più di due anni prima della data di ' +
      'emissione, se il ritardo non dipende dal cliente (Legge 205/2017).',
    `Reclami: per iscritto a ${CHIANTI.nome}, Casella Postale 77, 53036 Poggibonsi (SI), o con il modulo su ` +
      `${CHIANTI.web}. Risposta motivata entro 30 giorni solari. Documento emesso il ${dmy(t.issued)}.`,
  ];
  const guide = glossary(b).map(([term, text]) => `${term}: ${text}`);
  for (const n of [...notes, ...guide]) {
    const lines = wrap(n, 515, 7.5, 'serif').length;
    if (y + lines * 10 > 776) break;
    y = para(p, 40, y, n, 515, { size: 7.5, lead: 10 }) + 3;
  }
  return y;
}

function chiantiBack(b: Bill, t: Rettifica): Page {
  const p = new Page('serif');
  p.text(40, 44, 'Energie del Chianti', { size: 12, bold: true });
  rtext(p, 555, 44, `Fattura di rettifica n. ${b.numero} del ${dmy(t.issued)} - pagina 2 di 2`, {
    size: 7.5,
  });
  p.line(40, 52, 555, 52, 0.2);
  let y = 76;
  for (const d of t.redos) y = chiantiTech(p, b, t, d, y);
  for (const d of t.redos) y = d.flow.kind === 'luce' ? chiantiBands(p, t, d, y) : chiantiGas(p, t, d, y);
  y = chiantiYear(p, t, y);
  chiantiNotes(p, b, t, y);
  chiantiFooter(p);
  return p;
}

export const chianti: Layout = {
  key: 'chianti',
  supplier: CHIANTI,
  traits:
    'rettifica in serif on two pages: customer data in a grey sidebar, the cancelled bills and the re-billing ' +
    'in tables; technical data, yearly consumption (beside the one before the rettifica) and bands on page 2',
  page2: [
    'potenzaImpegnataKw',
    'tensioneV',
    'consumoAnnuoKwh',
    'codiceRemi',
    'categoriaUsoGas',
    'consumoAnnuoSmc',
  ],
  draw(b) {
    const t = rettificaOf(b);
    return [chiantiFront(b, t), chiantiBack(b, t)];
  },
};
