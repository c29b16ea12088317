// Layouts of online-only retailers, drawn like their app: a dark band across the top of the page with
// white text, rounded cards with the value large and its caption under it, words where an app has icons.
// Monviso: a dark sidebar to the page's left edge (customer code, postal address, help, the supplier),
// "Dove arriva la tua energia" beside a twelve-month chart, the technical data in a compact card.
// Trasimeno: two pages, the total in a card over the band's edge, "Casa tua" and bimonthly bars on
// page 1, the technical data (POD/PDR, power, REMI, category, yearly use) only on page 2.
// Cimone: the total inside a tall band with tabs, pills for the technical data (codes in monospace),
// horizontal bars of the last months, where the money goes, and a list of the last bills.
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, holderName, it, kw, upper, type Bill, type NameOrder } from './bill';
import type { Indirizzo } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { H, Page, W, type Face } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Shared helpers: the bill's own choices, text widths, rounded cards, value-over-caption cells, charts,
// amounts and payment codes

/** The bill's own random source (FNV-1a of its numbers): the same bill always makes the same choices. */
function choicesOf(b: Bill, salt: number): Rnd {
  let h = 0x811c9dc5 ^ salt;
  for (const c of `${b.numero}|${b.codiceCliente}|${b.totale}`)
    h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return random(h >>> 0);
}

/** A text's width in points as DejaVu draws it (the wider of the two renderings): nothing runs out. */
function wid(s: string, size: number, bold = false, face: Face = 'sans'): number {
  if (face === 'mono') return s.length * size * 0.61;
  let w = 0;
  for (const c of s)
    w += /[ijlt.,:;'!|()/I\- ]/.test(c) ? 0.34 : /[mwMW€]/.test(c) ? 0.95 : /[A-Z]/.test(c) ? 0.73 : 0.63;
  return w * size * (bold ? 1.1 : 1);
}

type Ink = { bold?: boolean; grey?: number; face?: Face; max?: number; right?: boolean };
type Style = { fill: number | null; stroke: number | null; r: number };
/** One card of a row: draws its content from (x, y) in width w and returns the y under it. */
type Slot = { w: number; title?: string | [tag: string, title: string]; draw: Draw };
type Draw = (x: number, y: number, w: number) => number;
type Cell = [value: string, caption: string, span?: number];
type Series = [label: string, v: number][];

const slot = (w: number, title: Slot['title'], draw: Draw): Slot => ({ w, title, draw });
const WHITE: Ink = { grey: 1 };

/** A page with the app's drawing vocabulary. */
class Sheet {
  readonly page = new Page('sans');

  /** Text shrunk to fit `max` points (never under 6.5 pt), right-aligned on x when asked. */
  put(x: number, y: number, s: string, size: number, o: Ink = {}): number {
    const { max, right, ...rest } = o;
    if (max) size = Math.max(6.5, Math.min(size, (size * max) / wid(s, size, o.bold, o.face)));
    const w = wid(s, size, o.bold, o.face);
    this.page.text(right ? x - w : x, y, s, { ...rest, size });
    return w;
  }

  /** A rounded rectangle: filled by strips (the page draws no curves), outlined by short segments. */
  round(x: number, y: number, w: number, h: number, fill: number | null, stroke: number | null, r = 9) {
    const p = this.page;
    r = Math.min(r, h / 2, w / 2);
    if (fill !== null) {
      p.rect(x + r - 0.2, y, w - 2 * r + 0.4, h, fill, null);
      p.rect(x, y + r - 0.2, w, h - 2 * r + 0.4, fill, null);
      const n = Math.max(3, Math.ceil(r));
      for (let i = 0; i < n; i++) {
        const t = ((i + 0.5) * r) / n;
        const d = r - Math.sqrt(Math.max(0, r * r - (r - t) ** 2));
        const [top, bottom] = [y + (i * r) / n - 0.15, y + h - ((i + 1) * r) / n - 0.15];
        for (const cy of [top, bottom]) {
          p.rect(x + d, cy, r - d + 0.2, r / n + 0.3, fill, null);
          p.rect(x + w - r, cy, r - d, r / n + 0.3, fill, null);
        }
      }
    }
    if (stroke === null) return;
    // the outline: a quarter circle of four segments at each corner, the edges joining them
    const pts = [Math.PI, 1.5 * Math.PI, 0, 0.5 * Math.PI].flatMap((from, k) =>
      [0, 1, 2, 3, 4].map((i) => {
        const a = from + (i * Math.PI) / 8;
        return [
          (k === 0 || k === 3 ? x + r : x + w - r) + r * Math.cos(a),
          (k < 2 ? y + r : y + h - r) + r * Math.sin(a),
        ];
      }),
    );
    pts.forEach(([x1 = 0, y1 = 0], i) => {
      const [x2 = 0, y2 = 0] = pts[(i + 1) % pts.length] ?? [];
      p.line(x1, y1, x2, y2, stroke);
    });
  }

  /** A short word in a dark pill, where an app shows an icon; returns its width. */
  tag(x: number, y: number, word: string, dark = 0.15): number {
    const w = wid(word, 6.8, true) + 10;
    this.round(x, y - 8, w, 11, dark, null, 5.5);
    this.put(x + 5, y, word, 6.8, { bold: true, grey: 1 });
    return w;
  }

  /** Cards side by side from x, all as tall as the tallest content, their shapes drawn under it. */
  cards(x: number, y: number, gap: number, st: Style, slots: Slot[]): number {
    const ops = this.page.ops;
    const mark = ops.length;
    let [bottom, cx] = [y, x];
    for (const s of slots) {
      let top = y + 14;
      if (s.title) {
        const [tag, title] = typeof s.title === 'string' ? ['', s.title] : s.title;
        const tw = tag ? this.tag(cx + 12, y + 19, tag) + 6 : 0;
        this.put(cx + 12 + tw, y + 19, title, 9.5, { bold: true, grey: 0.12, max: s.w - 24 - tw });
        top = y + 32;
      }
      bottom = Math.max(bottom, s.draw(cx + 12, top, s.w - 24));
      cx += s.w + gap;
    }
    const under = ops.length;
    cx = x;
    for (const s of slots) {
      this.round(cx, y, s.w, bottom - y + 8, st.fill, st.stroke, st.r);
      cx += s.w + gap;
    }
    ops.splice(mark, 0, ...ops.splice(under));
    return bottom + 8;
  }

  /** A value with its caption under it, from the top y; returns the y under the caption. */
  vc(x: number, y: number, value: string, caption: string, size: number, max: number, o: Ink = {}) {
    const g = o.grey ?? 0.1;
    const gap = size * 0.25 + 7;
    this.put(x, y + size * 0.8, value, size, { bold: true, ...o, max, grey: g });
    this.put(x, y + size * 0.8 + gap, caption, 6.8, { grey: g > 0.5 ? 0.82 : 0.42, max });
    return y + size * 0.8 + gap + 6.5;
  }

  /** Value/caption cells one under the other, `gap` apart; returns the y under the last. */
  stack(x: number, y: number, cells: Cell[], size: number, max: number, gap = 2, o: Ink = {}) {
    for (const [v, c] of cells) y = this.vc(x, y, v, c, size, max, o) + gap;
    return y - gap;
  }

  /** Cells in a grid of `cols` columns, value over caption. */
  grid(x: number, y: number, w: number, cells: Cell[], cols: number, size = 8.5) {
    const cw = w / cols;
    let [col, bottom] = [0, y];
    for (const [value, caption, span = 1] of cells) {
      if (col + span > cols) [col, y] = [0, bottom + 2];
      bottom = this.vc(x + col * cw, y, value, caption, size, cw * span - 8);
      col += span;
    }
    return bottom;
  }

  /** Vertical bars on a baseline, the month under each, values over the bars when there is room. */
  bars(x: number, y: number, w: number, h: number, data: Series, fill = 0.55) {
    const max = Math.max(...data.map(([, v]) => v));
    const step = w / data.length;
    this.page.line(x, y + h, x + w, y + h, 0.5);
    data.forEach(([full, v], i) => {
      const label = wid(full, 6.5) > step - 2 ? full.slice(0, 3) : full;
      const bh = Math.max(1.5, ((h - 10) * v) / max);
      const last = i === data.length - 1;
      this.page.rect(x + i * step + step * 0.2, y + h - bh, step * 0.6, bh, last ? 0.2 : fill, null);
      const cx = x + i * step + step / 2;
      this.put(cx - wid(label, 6.5) / 2, y + h + 8.5, label, 6.5, { grey: 0.4 });
      const at = cx + (last ? step / 2 : wid(it(v), 6.5) / 2);
      if (step >= 22 || last) this.put(at, y + h - bh - 2.5, it(v), 6.5, { grey: 0.3, right: true });
    });
    return y + h + 12;
  }

  /** Label at the left, amount at the right, a hairline under: "Sintesi degli importi". */
  amounts(x: number, y: number, w: number, b: Bill, size = 7.5, step = 15) {
    for (const [label, c] of split(b)) {
      this.put(x, y + 8, label, size, { grey: 0.2, max: w - 60 });
      this.put(x + w, y + 8, eur(c), size, { right: true });
      this.page.line(x, y + 12, x + w, y + 12, 0.82);
      y += step;
    }
    this.put(x, y + 10, 'Totale bolletta', 8.5, { bold: true });
    this.put(x + w, y + 10, `€ ${b.totale}`, 8.5, { bold: true, right: true });
    return y + 16;
  }

  /** A small table: a header row, then rows, columns at fractions of w. */
  table(x: number, y: number, w: number, cols: number[], rows: string[][]) {
    rows.forEach((row, i) => {
      row.forEach((t, j) => this.put(x + w * (cols[j] ?? 0), y + 8, t, 7.5, { bold: i === 0 }));
      this.page.line(x, y + 12, x + w, y + 12, 0.8);
      y += 14;
    });
    return y;
  }

  /** The supplier's legal lines at the foot of the page, from x in width w. */
  legal(b: Bill, x: number, w: number, y = 806) {
    const s = b.supplier;
    this.page.line(x, y - 11, x + w, y - 11, 0.7);
    const o = { grey: 0.3, max: w };
    this.put(x, y, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 1.200.000,00 i.v.`, 6.5, o);
    this.put(x, y + 9, `C.F. e P.IVA ${s.partitaIva} - Servizio clienti ${s.telefono} - ${s.web}`, 6.5, o);
    const note = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
    this.put(x, y + 18, note, 6.5, { ...o, grey: 0.45 });
  }
}

const MESI = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const MESE =
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ');
const LUCE_P = [1.15, 1.05, 0.98, 0.88, 0.84, 0.95, 1.22, 1.1, 0.9, 0.92, 1.0, 1.12];
const GAS_P = [0.21, 0.17, 0.13, 0.07, 0.03, 0.02, 0.02, 0.02, 0.03, 0.06, 0.11, 0.16];

/**
 * The consumption of the last n periods of `per` months up to the month `last` (0 = January), from the
 * yearly one and a season profile, labelled "gen" or "dic-gen".
 */
function months(annual: number, profile: number[], last: number, n: number, per = 1): Series {
  const sum = profile.reduce((a, c) => a + c, 0);
  return Array.from({ length: n }, (_, i) => {
    const ms = Array.from({ length: per }, (_, k) => (last - (n - i) * per + 1 + k + 24) % 12);
    const v = ms.reduce((a, m) => a + Math.max(1, Math.round((annual * (profile[m] ?? 0)) / sum)), 0);
    return [ms.map((m) => MESI[m]).join('-'), v];
  });
}

type Use = { word: 'LUCE' | 'GAS'; unit: string; annual: number; prof: number[] };
/** The bill's supplies with their yearly consumption and season profile, electricity first. */
const supplies = (b: Bill): Use[] => [
  ...(b.luce ? [{ word: 'LUCE', unit: 'kWh', annual: b.luce.annuoKwh, prof: LUCE_P } as const] : []),
  ...(b.gas ? [{ word: 'GAS', unit: 'Smc', annual: b.gas.annuoSmc, prof: GAS_P } as const] : []),
];

const cents = (b: Bill) => Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => `€ ${it(c / 100, 2)}`;

/** The total split by the Bolletta 2.0 items (the last takes the rounding). */
function split(b: Bill): [label: string, cents: number][] {
  const total = cents(b);
  const parts: [string, number][] = [
    ['Spesa per la materia energia', Math.round(total * 0.47)],
    ['Spesa per il trasporto e la gestione del contatore', Math.round(total * 0.2)],
    ['Spesa per oneri di sistema', Math.round(total * 0.08)],
    ['Imposte', Math.round(total * 0.1)],
  ];
  parts.push(['IVA', total - parts.reduce((a, [, c]) => a + c, 0)]);
  return parts;
}

/** A pagoPA notice code (18 digits, grouped by four) and a CBILL code, from the bill's numbers. */
function codes(b: Bill): { avviso: string; cbill: string } {
  const r = choicesOf(b, 7);
  const avviso = `3${r.digits(17)}`.replace(/(\d{4})(?=\d)/g, '$1 ');
  const cbill = Array.from({ length: 5 }, () => r.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  return { avviso, cbill };
}

/** An Italian IBAN with its check digits (ISO 13616, mod 97). */
function iban(bban: string): string {
  const digits = `${bban}IT00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let m = 0;
  for (const d of digits) m = (m * 10 + Number(d)) % 97;
  return `IT${String(98 - m).padStart(2, '0')}${bban}`;
}

const streetOf = (a: Indirizzo, comma: boolean) => `${a.toponimo} ${a.via}${comma ? ',' : ''} ${a.civico}`;

/** The holder as value/caption cells: a person's name and codice fiscale, a company's name, P.IVA, C.F. */
function holderCells(b: Bill, order: NameOrder, person: string, company = person): Cell[] {
  const h = b.holder;
  const cf: Cell = [h.codiceFiscale, 'codice fiscale'];
  if (h.tipo === 'PF') return [[holderName(h, order), person], cf];
  const name = order === 'COGNOME NOME' ? upper(h.ragioneSociale) : h.ragioneSociale;
  return [[name, company], [h.partitaIva, 'partita IVA'], cf];
}

/**
 * The technical values, captioned in the layout's words ('|' between captions): POD, power, available
 * power, voltage, yearly kWh; PDR, REMI, yearly Smc, category of use (spanning `span` cells).
 */
function techCells(b: Bill, luce: string, gas: string, span = 1): [luce: Cell[], gas: Cell[]] {
  const zip = (values: string[], captions: string): Cell[] => {
    const c = captions.split('|');
    return values.map((v, i) => [v, c[i] ?? '', i === 3 && values.length === 4 ? span : 1]);
  };
  const { luce: l, gas: g } = b;
  const power = l ? [`${kw(l.potenzaKw)} kW`, `${kw(l.disponibileKw)} kW`] : [];
  return [
    l ? zip([l.pod, ...power, `${l.tensioneV} V`, `${it(l.annuoKwh)} kWh`], luce) : [],
    g
      ? zip([g.pdr, g.remi, `${it(g.annuoSmc)} Smc`, `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`], gas)
      : [],
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Monviso: band across the top, a dark sidebar to the left edge, cards in the rest

export const monviso: Layout = {
  key: 'monviso',
  supplier: supplier(
    'SCINTILLA',
    'Scintilla Energia Digitale S.r.l.',
    '1204873001',
    'Corso Vittorio Emanuele II 76, 10121 Torino (TO)',
    '011 0864 210',
  ),
  traits:
    'app look: top band, dark left sidebar (customer code, postal address, help), value-over-caption cards, "Dove arriva la tua energia", compact technical card, 12-month bars',
  draw(b) {
    const r = choicesOf(b, 1);
    const order: NameOrder = r.pick(['Nome Cognome', 'Cognome Nome']);
    const comma = r.chance(0.5);
    const s = new Sheet();
    const p = s.page;
    const kind = titleOf(b, 'luce', 'gas', 'luce e gas');
    // band and sidebar, both to the paper's edge
    p.rect(0, 0, W, 74, 0.14, null);
    p.rect(0, 74, 150, H - 74, 0.3, null);
    s.put(18, 44, 'scintilla', 26, { bold: true, grey: 1 });
    s.put(18, 61, "luce e gas, tutto dall'app", 8, { grey: 0.78 });
    s.put(577, 34, `La tua bolletta ${kind}`, 12, { bold: true, grey: 1, right: true });
    s.put(577, 49, `Fattura n. ${b.numero} del 09/02/2026`, 8, { grey: 0.85, right: true });
    s.put(577, 61, 'Periodo: dal 01/01/2026 al 31/01/2026', 8, { grey: 0.85, right: true });

    // sidebar: who the customer is to the supplier, where the bill goes, whom to call
    const [sx, sw] = [16, 120];
    let sy = 98;
    const head = (t: string, gap = 0) => {
      sy += gap;
      s.put(sx, sy, t, 7, { bold: true, grey: 0.72 });
      p.line(sx, sy + 4, sx + sw, sy + 4, 0.5);
      sy += 10;
    };
    const side = (value: string, caption: string, size = 9) => {
      sy = s.vc(sx, sy, value, caption, size, sw, WHITE) + 4;
    };
    head('IL TUO SPAZIO');
    side(b.codiceCliente, 'codice cliente');
    side(r.pick(['Scintilla Flex', 'Scintilla Fissa 24', 'Scintilla Green']), 'la tua offerta', 8.5);
    side('Mercato libero', 'tipo di mercato', 8);
    side('Bolletta web', 'invio via email', 8);
    head('RECAPITO BOLLETTA', 6);
    const [who, rc] = [holderName(b.holder, 'COGNOME NOME'), b.recapito];
    for (const line of [who, streetOf(rc, true), `${rc.cap} ${rc.comune} ${rc.provincia}`]) {
      s.put(sx, (sy += 10) - 3, upper(line), 7.5, { grey: 1, max: sw });
    }
    head('ASSISTENZA', 12);
    side(b.supplier.telefono, 'servizio clienti, lun-sab 8-20', 9);
    side('800 900 860', 'guasti: pronto intervento 24h', 8.5);
    side('in chat nell’app', 'risposta in 2 minuti', 8);
    head('PAGHI IN UN TAP', 6);
    side('App Scintilla', 'carta, Satispay o pagoPA', 8.5);
    head('LA TUA ENERGIA VERDE', 6);
    side(`${it(0.2 + (b.holder.tipo === 'PG' ? 4.1 : 0.9) * r(), 1)} t CO2`, "evitate nell'ultimo anno", 9);
    side("100% garanzie d'origine", 'da fonti rinnovabili', 8);
    const sup = b.supplier;
    [sup.nome, ...sup.sede.split(', '), `P.IVA ${sup.partitaIva}`, sup.web].forEach((line, i) =>
      s.put(sx, 742 + 9 * i, line, 6.5, { grey: 0.85, max: sw, bold: i === 0 }),
    );

    // the main column
    const [x0, mw] = [166, 411];
    const h = b.holder;
    s.put(x0, 104, h.tipo === 'PF' ? `Ciao ${h.nome}!` : 'Ciao!', 16, { bold: true, max: mw });
    const intro = `Ecco la tua bolletta ${kind} di gennaio 2026: tutto quello che conta, in una pagina.`;
    s.put(x0, 119, intro, 8.5, { grey: 0.35, max: mw });
    const soft: Style = { fill: 0.92, stroke: null, r: 10 };
    const line: Style = { fill: null, stroke: 0.6, r: 10 };
    const jan = supplies(b)
      .map((u) => `${it(months(u.annual, u.prof, 0, 1)[0]?.[1] ?? 0)} ${u.unit}`)
      .join(' + ');
    const stat = (value: string, caption: string) =>
      slot(131, undefined, (x, y, w) => s.vc(x, y, value, caption, 16, w));
    let y = s.cards(x0, 130, 9, soft, [
      stat(`€ ${b.totale}`, 'da pagare'),
      stat('27/02/2026', 'scadenza'),
      stat(jan, 'consumati a gennaio'),
    ]);

    const whereTitle = r.pick(['Dove arriva la tua energia', 'Casa tua', 'La tua fornitura è qui']);
    const where = slot(200, whereTitle, (x, yy, w) => {
      const f = b.fornitura;
      s.put(x, yy + 8, streetOf(f, comma), 10, { bold: true, max: w });
      const city = `${f.cap} ${f.comune} ${comma ? `(${f.provincia})` : f.provincia}`;
      yy = s.vc(x, yy + 12, city, 'indirizzo di fornitura', 10, w);
      return s.stack(x, yy + 4, holderCells(b, order, 'intestatario', 'ragione sociale'), 9, w, 4);
    });
    const chart = slot(202, 'I tuoi consumi', (x, yy, w) => {
      const all = supplies(b);
      for (const u of all) {
        yy = s.bars(x, yy + 4, w, all.length > 1 ? 38 : 76, months(u.annual, u.prof, 0, 12));
        s.put(x, yy + 6, `${u.unit} al mese, ultimi 12 mesi`, 6.8, { grey: 0.42 });
        yy += 12;
      }
      return yy;
    });
    y = s.cards(x0, y + 10, 9, line, [where, chart]);

    // the technical data, compact: a word where the app has an icon
    const [luce, gas] = techCells(
      b,
      'codice POD|potenza impegnata|potenza disponibile|tensione|consumo annuo',
      "codice PDR|codice REMI|consumo annuo|categoria d'uso",
      3,
    );
    if (b.luce) {
      const l = b.luce;
      luce.push([l.tensioneV === 230 ? 'Monofase' : 'Trifase', 'fasi']);
      luce.push([it(10_000 + (l.annuoKwh % 9_000)), 'ultima lettura (kWh)'], ['31/01/2026', 'data lettura']);
    }
    if (b.gas) {
      const g = b.gas;
      gas.splice(3, 0, [g.pdr.slice(3, 11), 'matricola contatore']);
      gas.push([it(1_000 + (g.annuoSmc % 800)), 'ultima lettura (mc)'], ['1,0207', 'coefficiente C']);
    }
    const tech = slot(mw, 'Dati tecnici della fornitura', (x, yy, w) => {
      for (const u of supplies(b)) {
        s.tag(x, yy + 8, u.word, 0.3);
        yy = s.grid(x + 40, yy, w - 40, u.word === 'LUCE' ? luce : gas, 4);
      }
      return yy;
    });
    y = s.cards(x0, y + 10, 9, soft, [tech]);

    const { avviso, cbill } = codes(b);
    const pay: Cell[] = [
      [avviso, 'codice avviso pagoPA'],
      [cbill, 'codice CBILL'],
      ['in app o in banca', 'entro il 27/02/2026'],
    ];
    y = s.cards(x0, y + 10, 9, line, [
      slot(226, 'Sintesi degli importi', (x, yy, w) => s.amounts(x, yy, w, b)),
      slot(176, 'Come pagare', (x, yy, w) => s.stack(x, yy, pay, 8, w)),
    ]);
    const invite = `SCI-${b.codiceCliente.slice(-4)}${r.pick(['LUX', 'VOLT', 'SOLE'])}`;
    const gift = 'il tuo codice invito: 30 € di sconto a te e a chi si iscrive';
    const friend = slot(mw, ['REGALO', 'Porta un amico in Scintilla'], (x, yy, w) =>
      s.vc(x, yy, invite, gift, 10, w),
    );
    y = s.cards(x0, y + 10, 9, soft, [friend]);
    const note = 'Il consumo annuo è la somma dei consumi degli ultimi 12 mesi, anche stimati.';
    s.put(x0, Math.min(y + 16, 780), note, 6.8, { grey: 0.4, max: mw });
    s.legal(b, x0, mw);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Trasimeno: page 1 the total in a card over the band's edge, "Casa tua", bimonthly bars, amounts,
// payment and offer; page 2 every technical value of the supply, with the meter readings

const BOLLA_IBAN = iban('X0306903200100000012877');
const PAGE2 =
  'pod pdr potenzaImpegnataKw tensioneV consumoAnnuoKwh consumoAnnuoSmc codiceRemi categoriaUsoGas';

export const trasimeno: Layout = {
  key: 'trasimeno',
  supplier: supplier(
    'BOLLA',
    'Bolla Luce e Gas S.p.A.',
    '0327615054',
    'Via Settevalli 133, 06129 Perugia (PG)',
    '075 0432 118',
  ),
  traits:
    'app look on two pages: total card over the band, "Casa tua" with holder and address, bimonthly bars; POD/PDR, power, voltage, REMI, category and yearly use on page 2 only',
  page2: PAGE2.split(' ') as CampoBolletta[],
  draw(b) {
    const r = choicesOf(b, 2);
    const order: NameOrder = r.pick(['Nome Cognome', 'COGNOME Nome']);
    const title = titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas');
    const sepa = r.chance(0.4);
    const h = b.holder;
    const f = b.fornitura;
    const s = new Sheet();
    s.page.rect(0, 0, W, 112, 0.22, null);
    s.put(40, 50, 'bolla', 30, { bold: true, grey: 1 });
    s.put(40, 66, 'energia semplice, tutta online', 8.5, { grey: 0.8 });
    s.put(555, 40, title, 12, { bold: true, grey: 1, right: true });
    s.put(555, 54, `n. ${b.numero} - emessa il 12/02/2026`, 8, { grey: 0.85, right: true });
    s.put(555, 66, `Codice cliente ${b.codiceCliente}`, 8, { grey: 0.85, right: true });

    // the total, in a white card over the band's edge
    const total = slot(515, undefined, (x, yy) => {
      const bottom = s.vc(x + 6, yy + 2, `€ ${b.totale}`, 'da pagare entro il 04/03/2026', 30, 230);
      s.page.line(x + 250, yy, x + 250, bottom - 4, 0.75);
      const mid = s.vc(x + 266, yy, 'dicembre 2025 - gennaio 2026', 'periodo di fatturazione', 10, 220);
      const how = sepa ? 'Addebito diretto SEPA' : 'Avviso pagoPA';
      s.vc(x + 266, mid + 2, how, 'modalità di pagamento', 10, 220);
      return Math.max(bottom, mid + 30);
    });
    let y = s.cards(40, 84, 0, { fill: 1, stroke: 0.55, r: 14 }, [total]);
    const hello = h.tipo === 'PF' ? `Ciao ${holderName(h, 'Nome Cognome')},` : 'Buongiorno,';
    s.put(40, y + 24, hello, 11, { bold: true });
    const intro = 'ecco la tua bolletta in breve. I dati tecnici e le letture sono a pagina 2.';
    s.put(40, y + 37, intro, 8.5, { grey: 0.35 });

    const soft: Style = { fill: 0.93, stroke: null, r: 12 };
    const line: Style = { fill: null, stroke: 0.6, r: 12 };
    const homeTitle = r.pick(['Casa tua', 'La tua casa', 'Dove arriva la tua energia']);
    const home = slot(250, ['CASA', homeTitle], (x, yy, w) => {
      yy = s.stack(x, yy, holderCells(b, order, 'intestatario del contratto'), 10, w, 3) + 3;
      s.put(x, yy + 8, `${streetOf(f, true)},`, 10, { bold: true, max: w });
      return s.vc(x, yy + 12, `${f.cap} ${f.comune} (${f.provincia})`, 'indirizzo della fornitura', 10, w);
    });
    // bimesters: the two months of each summed, the last the one billed; no yearly figure on page 1
    const use = slot(255, 'Quanto hai consumato', (x, yy, w) => {
      const all = supplies(b);
      const sw = (w - 10 * (all.length - 1)) / all.length;
      let bottom = yy;
      all.forEach(({ unit, annual, prof }, i) => {
        const bim = months(annual, prof, 0, 6, 2);
        const bx = x + i * (sw + 10);
        const end = s.bars(bx, yy + 6, sw, 62, bim, 0.6);
        s.put(bx, end + 6, `${unit} per bimestre`, 6.8, { grey: 0.42 });
        s.put(bx, end + 16, `nel periodo: ${it(bim[5]?.[1] ?? 0)} ${unit}`, 7.5, { bold: true });
        bottom = end + 20;
      });
      return bottom;
    });
    y = s.cards(40, y + 50, 10, soft, [home, use]);

    const { avviso, cbill } = codes(b);
    const pay: Cell[] = [
      ...(sepa
        ? [['IT** **** **** **** **** **** 418', 'addebito sul tuo conto il 04/03/2026'] as Cell]
        : []),
      [avviso, 'codice avviso pagoPA'],
      [cbill, 'codice CBILL (home banking)'],
      [BOLLA_IBAN, 'IBAN per bonifico'],
    ];
    y = s.cards(40, y + 12, 10, line, [
      slot(290, 'Sintesi degli importi', (x, yy, w) => s.amounts(x, yy, w, b, 8)),
      slot(215, 'Paga come vuoi', (x, yy, w) => s.stack(x, yy, pay, 8, w)),
    ]);
    const offer = (value: string, caption: string) =>
      slot(165, undefined, (x, yy, w) => s.vc(x, yy, value, caption, 11, w));
    const prices = [b.luce ? '0,1290 €/kWh' : '', b.gas ? '0,4950 €/Smc' : ''].filter(Boolean).join(' - ');
    y = s.cards(40, y + 12, 10, { ...line, stroke: 0.75 }, [
      offer(r.pick(['Bolla Fix 12', 'Bolla Flex', 'Bolla Casa Web']), 'la tua offerta (mercato libero)'),
      offer(prices, 'prezzo della materia prima'),
      offer(`01/0${r.int(1, 9)}/202${r.int(2, 5)}`, 'cliente Bolla dal'),
    ]);
    const news = [
      'Bonus sociale: se hai i requisiti ISEE lo ricevi in automatico in bolletta.',
      `Letture e autolettura nell'app Bolla o al ${b.supplier.telefono}. Guasti: 800 116 522.`,
    ];
    const forYou = slot(515, ['INFO', 'Per te'], (x, yy, w) => {
      news.forEach((t, i) => s.put(x, yy + 8 + 11 * i, t, 7.5, { max: w }));
      return yy + 24;
    });
    s.cards(40, y + 12, 10, soft, [forYou]);
    s.legal(b, 40, 515);

    // page 2: the supply's technical values and the meter readings
    const q = new Sheet();
    q.page.rect(0, 0, W, 52, 0.22, null);
    q.put(40, 33, 'bolla', 18, { bold: true, grey: 1 });
    q.put(555, 28, 'I dettagli della tua fornitura', 11, { bold: true, grey: 1, right: true });
    q.put(555, 41, `${title} n. ${b.numero} - pagina 2 di 2`, 7.5, { grey: 0.85, right: true });
    y = 72;
    const soft2: Style = { fill: 0.94, stroke: null, r: 12 };
    const [luce, gas] = techCells(
      b,
      'codice POD (punto di prelievo)|potenza impegnata|potenza disponibile|tensione di alimentazione|consumo annuo (ultimi 12 mesi)',
      "codice PDR (punto di riconsegna)|codice REMI|consumo annuo (ultimi 12 mesi)|categoria d'uso",
      2,
    );
    luce.push([h.tipo === 'PF' ? 'Domestico residente' : 'Altri usi', 'tipologia cliente']);
    gas.push(['G4', 'classe del contatore'], ['1,0207', 'coefficiente C']);
    gas.push(['0,03852 GJ/Smc', 'potere calorifico superiore']);
    for (const u of supplies(b)) {
      // the meter readings of the two months billed
      const [start, unit] =
        u.word === 'LUCE' ? [20_000 + (u.annual % 9_000), 'kWh'] : [3_000 + (u.annual % 2_000), 'mc'];
      const used = months(u.annual, u.prof, 0, 1, 2)[0]?.[1] ?? 0;
      const rows = [
        ['Data', 'Lettura', 'Tipo'],
        ['30/11/2025', `${it(start)} ${unit}`, 'effettiva'],
        ['31/01/2026', `${it(start + used)} ${unit}`, r.pick(['effettiva', 'stimata', 'autolettura'])],
      ];
      const title2 = u.word === 'LUCE' ? 'La tua fornitura di luce' : 'La tua fornitura di gas';
      const card = slot(515, [u.word, title2], (x, yy, w) => {
        const end = q.grid(x, yy, w, u.word === 'LUCE' ? luce : gas, 3, 11);
        return q.table(x, end + 4, w * 0.6, [0, 0.3, 0.62], rows);
      });
      y = q.cards(40, y, 10, soft2, [card]) + 12;
    }
    const words = [
      'Consumo annuo: la somma dei consumi degli ultimi 12 mesi, rilevati o stimati.',
      'Potenza impegnata: la potenza del contratto; quella disponibile è la massima prima del distacco.',
      'POD e PDR: i codici che identificano il punto di fornitura; non cambiano se cambi fornitore.',
      'Codice REMI: identifica la cabina da cui il gas entra nella rete di distribuzione locale.',
    ];
    const glossary = slot(515, 'Le parole della bolletta', (x, yy, w) => {
      words.forEach((t, i) => q.put(x, yy + 8 + 11 * i, t, 7.2, { grey: 0.25, max: w }));
      return yy + 4 + 11 * words.length;
    });
    q.cards(40, y, 10, { fill: null, stroke: 0.6, r: 12 }, [glossary]);
    q.legal(b, 40, 515);
    return [s.page, q.page];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Cimone: a tall band with tabs and the total inside it, two columns of cards, pills for the technical
// data, horizontal bars, where the money goes, the last bills

export const cimone: Layout = {
  key: 'cimone',
  supplier: supplier(
    'TIZZO',
    'Tizzo Energia S.r.l. Società Benefit',
    '0491726036',
    'Via Emilia Est 1020, 41126 Modena (MO)',
    '059 0721 300',
  ),
  traits:
    'app look: tall dark band with tabs and the total in white, "Casa tua" card, technical data as pills (codes in monospace), horizontal bars, stacked cost bar, last bills list',
  draw(b) {
    const r = choicesOf(b, 3);
    const order: NameOrder = r.pick(['COGNOME NOME', 'Cognome Nome']);
    const f = b.fornitura;
    const s = new Sheet();
    const p = s.page;
    p.rect(0, 0, W, 168, 0.1, null);
    s.put(30, 40, 'tizzo', 24, { bold: true, grey: 1 });
    s.put(100, 40, titleOf(b, 'luce', 'gas', 'luce & gas'), 10, { grey: 0.7 });
    s.put(565, 36, `Scarica l'app - ${b.supplier.web}`, 7.5, { grey: 0.75, right: true });
    let tx = 30;
    ['BOLLETTA', 'CONSUMI', 'PAGAMENTI', 'CONTRATTO', 'AIUTO'].forEach((t, i) => {
      const w = s.put(tx, 64, t, 7.5, { bold: i === 0, grey: i === 0 ? 1 : 0.62 });
      if (i === 0) p.line(tx, 70, tx + w, 70, 1);
      tx += w + 22;
    });
    p.line(30, 74, 565, 74, 0.35);
    s.vc(30, 90, `€ ${b.totale}`, 'da pagare entro il 16/03/2026', 28, 250, WHITE);
    s.vc(320, 88, b.numero, 'numero fattura', 10, 120, WHITE);
    s.vc(450, 88, '02/03/2026', 'data di emissione', 10, 110, WHITE);
    s.vc(320, 118, 'febbraio 2026', 'periodo di fornitura', 10, 120, WHITE);
    s.vc(450, 118, b.codiceCliente, 'codice cliente', 10, 110, WHITE);
    const sepa = r.chance(0.6);
    const pill = sepa ? 'Addebito automatico attivo' : 'Paga con pagoPA o in app';
    s.round(30, 146, wid(pill, 7.5, true) + 16, 14, null, 0.85, 7);
    s.put(38, 156, pill, 7.5, { bold: true, grey: 1 });

    const soft: Style = { fill: 0.93, stroke: null, r: 11 };
    const edge: Style = { fill: null, stroke: 0.6, r: 11 };
    const homeTitle = r.pick(['Casa tua', 'Dove arriva la tua energia', 'La tua casa']);
    const home = slot(262, ['CASA', homeTitle], (x, y, w) => {
      s.put(x, y + 10, streetOf(f, false), 12, { bold: true, max: w });
      y = s.vc(x, y + 14, `${f.comune} (${f.provincia}) - CAP ${f.cap}`, 'indirizzo di fornitura', 10, w) + 4;
      y = s.stack(x, y, holderCells(b, order, 'titolare del contratto'), 9.5, w) + 2;
      const rc = b.recapito;
      const to = `${streetOf(rc, true)} - ${rc.cap} ${rc.comune}`;
      return s.vc(x, y, to, 'recapito della bolletta', 7.5, w, { bold: false });
    });
    // horizontal bars, the last six months, the billed one darker
    const trend = slot(263, 'I tuoi consumi', (x, y, w) => {
      const all = supplies(b);
      const row = all.length > 1 ? 10 : 14;
      for (const { unit, annual, prof } of all) {
        const data = months(annual, prof, 1, 6);
        const max = Math.max(...data.map(([, v]) => v));
        data.forEach(([label, v], i) => {
          s.put(x, y + 7, label, 6.8, { grey: 0.4 });
          p.rect(x + 26, y, Math.max(1.5, ((w - 90) * v) / max), row - 4, i === 5 ? 0.15 : 0.62, null);
          s.put(x + w, y + 7, `${it(v)} ${unit}`, 6.8, { right: true, bold: i === 5 });
          y += row;
        });
        y += 4;
      }
      return y;
    });
    let y = s.cards(30, 180, 8, soft, [home, trend]);

    // the technical data as pills that flow and wrap, a word before each supply
    const [luce, gas] = techCells(
      b,
      'POD|pot. impegnata|pot. disponibile|tensione|consumo annuo',
      "PDR|REMI|consumo annuo|categoria d'uso",
    );
    for (const u of supplies(b)) {
      (u.word === 'LUCE' ? luce : gas).push([
        `${it(months(u.annual, u.prof, 1, 1)[0]?.[1] ?? 0)} ${u.unit}`,
        'a febbraio',
      ]);
    }
    const tech = slot(535, 'Scheda tecnica', (x, yy, w) => {
      for (const u of supplies(b)) {
        let px = x + s.tag(x, yy + 13, u.word) + 6;
        for (const [v, c] of u.word === 'LUCE' ? luce : gas) {
          // the codes in monospace, as the app shows them
          const face: Face = /^(IT\d{3}E)?\d{8}/.test(v) ? 'mono' : 'sans';
          const pw = Math.max(wid(v, 8.5, true, face), wid(c, 6.8)) + 13;
          if (px + pw > x + w) [px, yy] = [x + 44, yy + 34];
          s.round(px, yy, pw, 30, null, 0.6, 10);
          s.vc(px + 7, yy + 4, v, c, 8.5, pw - 10, { face });
          px += pw + 5;
        }
        yy += 36;
      }
      return yy - 4;
    });
    y = s.cards(30, y + 10, 8, edge, [tech]);

    const { avviso, cbill } = codes(b);
    const money = slot(262, 'Dove vanno i tuoi soldi', (x, yy, w) => {
      let bx = x;
      split(b).forEach(([, c], i) => {
        const bw = (w * c) / Math.max(1, cents(b));
        p.rect(bx, yy, bw, 9, [0.15, 0.35, 0.55, 0.72, 0.86][i] ?? 0.5, null);
        bx += bw;
      });
      return s.amounts(x, yy + 14, w, b, 7, 13.5);
    });
    const pay: Cell[] = [
      [avviso, 'codice avviso pagoPA'],
      [cbill, 'codice interbancario CBILL'],
      [b.supplier.telefono, 'assistenza clienti (anche in chat)'],
    ];
    const sepaCells: Cell[] = [
      [`IT** **** **** **** **** **** ${r.digits(3)}`, 'domiciliazione SEPA attiva'],
      ['16/03/2026', 'data di addebito'],
    ];
    if (sepa) pay.unshift(...sepaCells);
    const payment = slot(263, 'Pagamento', (x, yy, w) => s.stack(x, yy, pay, 8.5, w));
    y = s.cards(30, y + 10, 8, soft, [money, payment]);

    // the last bills, as many as fit above the legal lines (the app's list scrolls, the page does not)
    const fits = Math.min(3, Math.floor((780 - y - 10 - 32 - 14 - 8) / 14));
    const rows = [['Mese', 'Numero', 'Importo', 'Stato']];
    for (let i = 1; i <= fits; i++) {
      const month = `${MESE[(13 - i) % 12] ?? ''} ${i === 1 ? 2026 : 2025}`;
      const amount = eur(Math.round((cents(b) * (100 + 9 * i - 13)) / 100));
      rows.push([month, `${b.numero.slice(0, 3)}-${r.digits(7)}`, amount, 'Pagata']);
    }
    const list: Draw = (x, yy, w) => s.table(x, yy, w, [0, 0.28, 0.55, 0.8], rows);
    if (fits > 0) s.cards(30, y + 10, 8, edge, [slot(535, 'Le tue ultime bollette', list)]);
    s.legal(b, 30, 535);
    return [p];
  },
};
