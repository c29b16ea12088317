// Layouts z (issue 14): dense pages of narrow columns in small type (6 to 7.5 pt), the way suppliers print
// when everything must fit on one or two sheets.
// Ogliastra: one page, four newspaper columns under vertical rules, each value on the line(s) under a small
// capital label, the text running on from column to column (a label may close a column and its value open
// the next, a table may break between columns); letter-spaced headings; readings, amounts, prices and the
// monthly history as narrow tables inside a column, notes filling the rest; wording, name order and the
// optional boxes change from bill to bill.
// Agordino: two pages of ruled grids in serif type: each value in the cell right of its label (labels
// wrapping onto two lines, a code broken in groups when its cell is too narrow), a section's title in a
// cell merged down its rows, the supply address in cells merged across; amounts and readings in tables with
// merged header cells; tension, REMI, category of use and the yearly consumption only on page 2, with the
// monthly history, the detail of the amounts and the last payments; notes in three narrow columns.
// Valbormida: a grey sidebar (total, dates, contacts, notes) beside two columns of boxes under dark bands
// with letter-spaced white capitals, "Label value" run in and wrapping inside the column, codes in monospace
// broken in groups where a line ends; page 2 the details, prices, excise bands and a glossary in three
// narrow columns over a ruled payment slip.
import { CATEGORIE, holderName, it, kw, upper, type Bill, type NameOrder } from './bill';
import type { Indirizzo } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, type Face } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and wrapping: a text's width as the wider of the PDF's font and the images' (DejaVu) draws it

type Style = { size: number; face: Face; bold?: boolean; grey?: number };

/** How much wider DejaVu draws than the PDF's font: regular, bold. */
const RASTER: Record<Face, [number, number]> = { sans: [1.16, 1.25], serif: [1.3, 1.39], mono: [1.01, 1.01] };

function width(text: string, s: Style): number {
  return pdfTextWidth(text, s.size, s.face, s.bold) * RASTER[s.face][s.bold ? 1 : 0];
}

/** A stretch of text in one style; `|` marks where a code may break when a line ends there. */
type Run = { text: string; face: Face; bold?: boolean };
type Word = { text: string; st: Style };
type Seg = { dx: number; text: string; st: Style };

const lineWidth = (ws: Word[]) =>
  ws.reduce((sum, w, i) => sum + width(w.text, w.st) + (i ? width(' ', w.st) : 0), 0);

/** Places as many groups of `parts` from `i` as fit on `line`; the index after them (i when none fit). */
function fitGroups(line: Word[], parts: string[], i: number, st: Style, max: number): number {
  for (let j = parts.length; j > i; j--) {
    if (lineWidth([...line, { text: parts.slice(i, j).join(''), st }]) <= max) {
      line.push({ text: parts.slice(i, j).join(''), st });
      return j;
    }
  }
  return i;
}

/** A group wider than a whole line, cut where the line ends. */
function cutGroup(group: string, st: Style, max: number): [string, string] {
  let n = group.length - 1;
  while (n > 1 && width(group.slice(0, n), st) > max) n--;
  return [group.slice(0, n), group.slice(n)];
}

/** Runs wrapped into lines no wider than `max`, each line its segments (a segment per style). */
function wrapRuns(runs: Run[], max: number, size: number, grey?: number): Seg[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  const words = runs.flatMap((r) =>
    r.text
      .split(' ')
      .filter(Boolean)
      .map((text) => ({ text, st: { size, face: r.face, bold: r.bold ?? false, grey } })),
  );
  for (const w of words) {
    const parts = w.text.split('|');
    let i = 0;
    while (i < parts.length) {
      const j = fitGroups(line, parts, i, w.st, max);
      if (j > i) i = j;
      else if (line.length) {
        lines.push(line);
        line = [];
      } else {
        const [head, tail] = cutGroup(parts[i] ?? '', w.st, max);
        lines.push([{ text: head, st: w.st }]);
        parts[i] = tail;
      }
    }
  }
  if (line.length) lines.push(line);
  return lines.map(toSegs);
}

function toSegs(ws: Word[]): Seg[] {
  const segs: Seg[] = [];
  let done: Word[] = [];
  for (const w of ws) {
    const last = segs[segs.length - 1];
    if (last && last.st.bold === w.st.bold && last.st.face === w.st.face) last.text += ` ${w.text}`;
    else
      segs.push({
        dx: done.length ? lineWidth([...done, { text: '', st: w.st }]) : 0,
        text: w.text,
        st: w.st,
      });
    done = [...done, w];
  }
  return segs;
}

/** A text in one style wrapped into lines. */
const wrap = (text: string, max: number, st: Style): string[] =>
  wrapRuns([{ text, face: st.face, bold: st.bold ?? false }], max, st.size).map((l) =>
    l.map((s) => s.text).join(' '),
  );

/** "DATI" → "D A T I": a word in letter-spaced capitals */
const tracked = (word: string) => [...upper(word)].join(' ');
const WORD_GAP = 1.6;
/** The width of a title in letter-spaced capitals, its words apart by a gap of WORD_GAP spaces. */
const trackedWidth = (title: string, st: Style) =>
  title
    .split(' ')
    .reduce((sum, w, i) => sum + width(tracked(w), st) + (i ? WORD_GAP * width(' ', st) : 0), 0);

/**
 * Draws a title in letter-spaced capitals, a text a word: images collapse runs of spaces, so the gap
 * between words is a gap between texts.
 */
function spaced(p: Page, x: number, y: number, title: string, st: Style) {
  let cx = x;
  for (const w of title.split(' ')) {
    p.text(cx, y, tracked(w), st);
    cx += width(tracked(w), st) + WORD_GAP * width(' ', st);
  }
}

/** A title for `spaced`, wrapped between its words. */
function wrapTracked(title: string, max: number, st: Style): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of title.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && trackedWidth(next, st) > max) {
      out.push(cur);
      cur = word;
    } else cur = next;
  }
  return cur ? [...out, cur] : out;
}

/** A code with break marks between its groups: ("IT001E12345678", 6, 4) → "IT001E|1234|5678". */
const groups = (code: string, ...sizes: number[]) => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(code.slice(at, at + n));
    at += n;
  }
  if (at < code.length) out.push(code.slice(at));
  return out.filter(Boolean).join('|');
};
const podG = (s: string) => groups(s, 6, 4);
const pdrG = (s: string) => groups(s, 4, 4, 4);
const cfG = (s: string) => (s.length === 16 ? groups(s, 6, 5) : groups(s, 3, 4));

function right(p: Page, xr: number, y: number, text: string, st: Style) {
  p.text(xr - width(text, st), y, text, st);
}

// ---------------------------------------------------------------------------------------------------------
// Flowing blocks through columns: a block goes where the column has room, else at the next column's top

type Block = { h: number; need?: number; gap?: boolean; draw: (x: number, y: number) => void };
type Column = { x: number; top: number; bottom: number };

class Flow {
  private i = 0;
  private y: number;
  constructor(private readonly cols: Column[]) {
    this.y = cols[0]?.top ?? 0;
  }
  /** Places all the blocks, or none when they would not all fit. */
  add(...blocks: Block[]): boolean {
    return this.place(blocks, false) && this.place(blocks, true);
  }
  private place(blocks: Block[], draw: boolean): boolean {
    let { i, y } = this;
    for (const b of blocks) {
      for (;;) {
        const c = this.cols[i];
        if (!c) return false;
        if (b.gap && y === c.top) break;
        if (y + (b.need ?? b.h) <= c.bottom) {
          if (draw) b.draw(c.x, y);
          y += b.h;
          break;
        }
        i += 1;
        y = this.cols[i]?.top ?? 0;
      }
    }
    if (draw) [this.i, this.y] = [i, y];
    return true;
  }
}

function columns(x0: number, x1: number, n: number, gap: number, top: number, bottom: number) {
  const w = (x1 - x0 - gap * (n - 1)) / n;
  const cols = Array.from({ length: n }, (_, i) => ({ x: x0 + i * (w + gap), top, bottom }));
  return { w, cols };
}

function rules(p: Page, cols: Column[], gap: number, grey = 0.55) {
  cols.slice(1).forEach((c) => p.line(c.x - gap / 2, c.top - 4, c.x - gap / 2, c.bottom, grey));
}

const gap = (h: number): Block => ({ h, gap: true, draw: () => undefined });

function textBlocks(p: Page, text: string, w: number, st: Style, lead: number): Block[] {
  return wrap(text, w, st).map((t) => ({ h: lead, draw: (x, y) => p.text(x, y + st.size, t, st) }));
}

function runBlocks(p: Page, runs: Run[], w: number, size: number, lead: number): Block[] {
  return wrapRuns(runs, w, size).map((segs) => ({
    h: lead,
    draw: (x, y) => segs.forEach((s) => p.text(x + s.dx, y + size, s.text, s.st)),
  }));
}

/** A label wrapped left and its amount at the right edge of the first line. */
function amountBlocks(p: Page, w: number, label: string, amount: string, st: Style, lead: number): Block[] {
  const aw = width(amount, st) + 6;
  return wrap(label, w - aw, st).map((t, i) => ({
    h: lead,
    draw: (x, y) => {
      p.text(x, y + st.size, t, st);
      if (i === 0) right(p, x + w, y + st.size, amount, st);
    },
  }));
}

// ---------------------------------------------------------------------------------------------------------
// The bill's figures around the values: dates, amounts, readings, the monthly history, the notes

type Dates = { prec: string; dal: string; al: string; emessa: string; scade: string; mesi: number };
const PERIODS: Dates[] = [
  {
    prec: '31/10/2025',
    dal: '01/11/2025',
    al: '31/12/2025',
    emessa: '14/01/2026',
    scade: '03/02/2026',
    mesi: 2,
  },
  {
    prec: '30/11/2025',
    dal: '01/12/2025',
    al: '31/01/2026',
    emessa: '11/02/2026',
    scade: '03/03/2026',
    mesi: 2,
  },
  {
    prec: '31/12/2025',
    dal: '01/01/2026',
    al: '31/01/2026',
    emessa: '09/02/2026',
    scade: '26/02/2026',
    mesi: 1,
  },
  {
    prec: '30/09/2025',
    dal: '01/10/2025',
    al: '30/11/2025',
    emessa: '12/12/2025',
    scade: '07/01/2026',
    mesi: 2,
  },
  {
    prec: '31/01/2026',
    dal: '01/02/2026',
    al: '28/02/2026',
    emessa: '10/03/2026',
    scade: '30/03/2026',
    mesi: 1,
  },
];

/** The bill's own random source, from its numbers: the same bill draws the same page. */
const rndOf = (b: Bill, salt: number): Rnd =>
  random(Number(b.codiceCliente.slice(-7)) * 31 + Number(b.numero.replace(/\D/g, '').slice(-6)) * 7 + salt);

const cents = (s: string) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c: number) => it(c / 100, 2);

/** `total` in parts proportional to `weights`, the rounding in the first. */
function shares(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const out = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - out.reduce((a, c) => a + c, 0);
  return out.map((c, i) => (i === 0 ? c + rest : c));
}

type Conto = { luce?: number[]; gas?: number[]; imponibile: number; iva: number; aliquota: number };
const VOCI = [
  'Spesa per la materia energia',
  'Spesa per il trasporto e la gestione del contatore',
  'Spesa per oneri di sistema',
  'Imposte',
  'Altre partite',
];
const voce = (i: number, gas: boolean) =>
  i === 0 && gas ? 'Spesa per la materia gas naturale' : (VOCI[i] ?? '');

/** The total split as the summary of a bill splits it: per commodity, five items, then VAT. */
function conto(b: Bill, r: Rnd): Conto {
  const totale = cents(b.totale);
  const aliquota = b.holder.tipo === 'PG' ? 22 : 10;
  const imponibile = Math.round((totale * 100) / (100 + aliquota));
  const [first = 0, second = 0] =
    b.luce && b.gas ? shares(imponibile, [r.between(0.35, 0.6), 0.5]) : [imponibile];
  const parts = (c: number) =>
    shares(c, [
      r.between(0.42, 0.55),
      r.between(0.17, 0.24),
      r.between(0.05, 0.1),
      r.between(0.1, 0.16),
      0.02,
    ]);
  return {
    ...(b.luce ? { luce: parts(first) } : {}),
    ...(b.gas ? { gas: parts(b.luce ? second : first) } : {}),
    imponibile,
    iva: totale - imponibile,
    aliquota,
  };
}

type Lettura = { prec: number; att: number; tipo: string; consumo: number };
function lettura(annual: number, d: Dates, r: Rnd): Lettura {
  const consumo = Math.max(1, Math.round(((annual * d.mesi) / 12) * r.between(0.8, 1.25)));
  const prec = r.int(800, 48000);
  return { prec, att: prec + consumo, consumo, tipo: r.pick(['effettiva', 'stimata', 'autolettura']) };
}

const MESI = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];
/** Twelve months to the bill's, each "Mmm aa", and the consumption of each summing to the year's. */
function storico(annual: number, gas: boolean, d: Dates): [string, number][] {
  const [, mm = '1', yyyy = '2026'] = d.al.split('/');
  const end = Number(yyyy) * 12 + Number(mm) - 1;
  const months = Array.from({ length: 12 }, (_, i) => end - 11 + i);
  const season = gas ? [18, 15, 11, 6, 3, 2, 2, 2, 3, 7, 13, 18] : [10, 9, 8, 7, 7, 8, 10, 9, 7, 7, 8, 10];
  const values = shares(
    annual,
    months.map((m) => season[m % 12] ?? 1),
  );
  return months.map((m, i) => [`${MESI[m % 12]} ${String(Math.floor(m / 12) % 100)}`, values[i] ?? 0]);
}

const DIST_LUCE = [
  ['Elettrodistribuzione Territoriale S.p.A.', '800 901 510'],
  ['Reti Elettriche Locali S.r.l.', '800 902 620'],
  ['Distribuzione Energia Comuni S.p.A.', '800 903 730'],
] as const;
const DIST_GAS = [
  ['Reti Gas Territorio S.p.A.', '800 904 840'],
  ['Metanodotti Comunali S.r.l.', '800 905 950'],
  ['Gas Distribuzione Valli S.p.A.', '800 906 160'],
] as const;

/** The notes real bills carry at the foot or between the boxes, as title and text. */
const NOTES: [string, string][] = [
  [
    'Bonus sociale',
    "I clienti domestici in condizione di disagio economico o fisico hanno diritto al bonus sociale per l'energia elettrica e il gas naturale. Il bonus per disagio economico è riconosciuto automaticamente a chi presenta la Dichiarazione Sostitutiva Unica (DSU) e rientra nei limiti ISEE. Informazioni su www.arera.it o al numero verde 800.166.654.",
  ],
  [
    'Reclami e conciliazione',
    "Reclami e richieste di informazioni possono essere inviati per iscritto utilizzando il modulo disponibile sul sito internet o presso gli sportelli, indicando nome, cognome, codice cliente e codice del punto di fornitura. Se la risposta non è soddisfacente è possibile attivare gratuitamente la procedura presso il Servizio Conciliazione dell'Autorità.",
  ],
  [
    'Autolettura',
    "Può comunicare la lettura del suo contatore dal 25 al 30 di ogni mese tramite l'area clienti, l'app o il risponditore automatico. L'autolettura sarà utilizzata per la fatturazione se validata dal distributore locale; in mancanza i consumi saranno stimati sulla base dei dati storici.",
  ],
  [
    'Ritardato pagamento',
    'In caso di ritardato pagamento saranno addebitati gli interessi di mora calcolati su base annua al tasso ufficiale di riferimento BCE maggiorato di 3,5 punti percentuali. Trascorsi 40 giorni dalla scadenza senza pagamento, decorsi i termini indicati nel sollecito inviato con raccomandata o PEC, la fornitura potrà essere sospesa.',
  ],
  [
    'Mix energetico',
    'Composizione del mix medio nazionale utilizzato per la produzione di energia elettrica immessa nel sistema elettrico italiano nel 2024: fonti rinnovabili 43,8%, carbone 2,9%, gas naturale 45,1%, prodotti petroliferi 0,6%, nucleare 3,4%, altre fonti 4,2%.',
  ],
  [
    'Standard di qualità',
    'Tempo massimo di risposta motivata a reclami scritti: 30 giorni solari. Tempo massimo di rettifica di fatturazione: 60 giorni solari. In caso di mancato rispetto degli standard specifici è previsto un indennizzo automatico di 25,00 euro, accreditato nella prima bolletta utile.',
  ],
  [
    'Informativa privacy',
    "I dati personali sono trattati nel rispetto del Regolamento UE 2016/679 per l'esecuzione del contratto di fornitura e per gli adempimenti di legge. L'informativa completa è disponibile sul sito internet e presso gli sportelli.",
  ],
  [
    'Accise e IVA',
    "Le accise sono applicate ai sensi del D.Lgs. 504/1995 e successive modifiche. L'IVA è applicata con aliquota del 10% per gli usi domestici e per le imprese estrattive, agricole e manifatturiere, del 22% negli altri casi. Le aliquote sono riportate negli elementi di dettaglio.",
  ],
  [
    'Deposito cauzionale',
    "Il deposito cauzionale, addebitato nella prima bolletta, non è dovuto in caso di pagamento con addebito diretto sul conto corrente. Alla cessazione del contratto l'importo sarà restituito maggiorato degli interessi legali.",
  ],
  [
    'Fattura elettronica',
    "La fattura elettronica è stata trasmessa al Sistema di Interscambio dell'Agenzia delle Entrate; il presente documento è una copia di cortesia priva di valore fiscale. L'originale è disponibile nell'area riservata del portale Fatture e Corrispettivi.",
  ],
  [
    'Prescrizione',
    "Gli importi per consumi risalenti a più di due anni, se fatturati per la prima volta, possono essere soggetti a prescrizione ai sensi della Legge 205/2017. L'eventuale eccezione può essere presentata con il modulo disponibile sul sito.",
  ],
  [
    'Offerte PLACET e Portale Offerte',
    "Per confrontare le offerte di energia elettrica e gas naturale disponibili sul mercato libero può consultare il Portale Offerte, www.ilportaleofferte.it, gestito da Acquirente Unico per conto dell'Autorità.",
  ],
  [
    'Portale Consumi',
    'Sul Portale Consumi, www.consumienergia.it, può consultare gratuitamente i dati dei suoi consumi storici e le informazioni tecniche e contrattuali della sua fornitura, accedendo con SPID o CIE.',
  ],
  [
    'Recesso',
    'Il cliente può recedere dal contratto in qualsiasi momento e senza oneri per cambiare fornitore, conferendo al nuovo venditore il mandato a recedere; per cessare la fornitura senza un nuovo contratto il preavviso è di un mese dal ricevimento della richiesta.',
  ],
  [
    'Rateizzazione',
    "Se l'importo della bolletta supera del 150% l'addebito medio delle bollette emesse negli ultimi 12 mesi, può chiedere la rateizzazione entro 10 giorni dalla scadenza. Le rate, non cumulabili, hanno periodicità pari a quella di fatturazione.",
  ],
  [
    'Voltura e subentro',
    "Per intestare il contratto a un nuovo titolare senza interrompere la fornitura è sufficiente richiedere la voltura indicando il codice del punto di fornitura e l'autolettura del contatore alla data del passaggio.",
  ],
  [
    'Sportello per il consumatore',
    "Lo Sportello per il consumatore Energia e Ambiente, gestito da Acquirente Unico per conto dell'Autorità, fornisce informazioni sui diritti dei clienti e sulle procedure di reclamo: numero verde 800.166.654, dal lunedì al venerdì dalle 8 alle 18.",
  ],
  [
    'Clienti vulnerabili',
    'Sono clienti vulnerabili i clienti domestici con più di 75 anni, i beneficiari del bonus sociale, le persone con disabilità, i residenti nelle isole minori non interconnesse o in strutture abitative di emergenza. Hanno diritto al servizio di tutela della vulnerabilità.',
  ],
  [
    'Risparmio energetico',
    "Spegnere gli apparecchi in stand-by, scegliere elettrodomestici di classe energetica elevata e regolare il termostato a 19 gradi durante l'inverno sono gesti che riducono i consumi e la spesa in bolletta.",
  ],
  [
    'Dati catastali',
    "La legge richiede di comunicare i dati catastali identificativi dell'immobile presso il quale è attivata la fornitura. Se non lo ha già fatto, può trasmetterli dall'area clienti o compilando il modulo allegato.",
  ],
  [
    'Morosità e sospensione',
    'In caso di mancato pagamento, trascorsi i termini del sollecito, il venditore può chiedere al distributore la sospensione della fornitura; per le forniture di energia elettrica in bassa tensione, ove tecnicamente possibile, la potenza è prima ridotta al 15% per 15 giorni.',
  ],
  [
    'Cambio del venditore',
    'Il cambio di venditore è gratuito e non comporta interruzioni della fornitura né interventi sul contatore. Il nuovo venditore provvede a tutte le pratiche necessarie.',
  ],
  [
    'Emergenze',
    'In caso di guasti, odore di gas, dispersioni o interruzioni della fornitura chiami il pronto intervento del distributore locale, attivo 24 ore su 24: il numero è riportato in questa bolletta. In caso di odore di gas non azioni interruttori elettrici e apra le finestre.',
  ],
];

/** The offer's prices, as the summary of the economic conditions prints them. */
function prezzi(b: Bill, r: Rnd): [string, string][] {
  const p = (a: number, c: number) => it(r.between(a, c), 6);
  return [
    ...(b.luce
      ? ([
          ['Prezzo energia F1', `${p(0.11, 0.16)} €/kWh`],
          ['Prezzo energia F2', `${p(0.1, 0.14)} €/kWh`],
          ['Prezzo energia F3', `${p(0.09, 0.12)} €/kWh`],
          ['Quota fissa vendita luce', `${it(r.int(6, 14), 2)} €/mese`],
          ['Perdite di rete', '10,2%'],
        ] as [string, string][])
      : []),
    ...(b.gas
      ? ([
          ['Prezzo materia gas', `${p(0.35, 0.6)} €/Smc`],
          ['Quota fissa vendita gas', `${it(r.int(8, 15), 2)} €/mese`],
        ] as [string, string][])
      : []),
    ['Condizioni valide fino al', r.pick(['31/03/2026', '30/06/2026', '31/12/2026'])],
  ];
}

function shuffled<T>(xs: readonly T[], r: Rnd): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Facts = {
  d: Dates;
  k: Conto;
  luce?: Lettura;
  gas?: Lettura;
  distLuce: readonly [string, string];
  distGas: readonly [string, string];
  /** the notes not yet printed */
  notes: [string, string][];
};
function factsOf(b: Bill, r: Rnd): Facts {
  const d = r.pick(PERIODS);
  return {
    d,
    k: conto(b, r),
    ...(b.luce ? { luce: lettura(b.luce.annuoKwh, d, r) } : {}),
    ...(b.gas ? { gas: lettura(b.gas.annuoSmc, d, r) } : {}),
    distLuce: r.pick(DIST_LUCE),
    distGas: r.pick(DIST_GAS),
    notes: shuffled(NOTES, r),
  };
}

/** Prints the notes of the pool that `add` finds room for, and takes them out of the pool. */
function fill(f: Facts, add: (n: [string, string]) => boolean) {
  f.notes = f.notes.filter((n) => !add(n));
}

const street = (a: Indirizzo) => `${a.toponimo} ${a.via} ${a.civico}`;
const city = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
const fasi = (v: number) => (v === 230 ? 'monofase' : 'trifase');
const categoria = (c: string, sep = ' - ') => `${c}${sep}${CATEGORIE[c] ?? ''}`;
/** A meter number that is none of the bill's codes. */
const matricola = (b: Bill, salt: string) =>
  `${salt}${b.codiceCliente.slice(-4)}${b.numero.replace(/\D/g, '').slice(0, 4)}`.slice(0, 10);

// ---------------------------------------------------------------------------------------------------------
// Ogliastra: four newspaper columns, a small capital label over each value, the text running on

const OG = {
  label: { size: 6, face: 'sans', grey: 0.38 } as Style,
  value: { size: 7.5, face: 'sans', bold: true } as Style,
  text: { size: 6.5, face: 'sans' } as Style,
  small: { size: 6.2, face: 'sans' } as Style,
  head: { size: 7, face: 'sans', bold: true } as Style,
};
type Ctx = { p: Page; r: Rnd; w: number; b: Bill; f: Facts };

function ogEntry(c: Ctx, label: string, ...values: string[]): Block[] {
  return [
    ...textBlocks(c.p, upper(label), c.w, OG.label, 7.4),
    ...values.flatMap((v) => textBlocks(c.p, v, c.w, OG.value, 9)),
    gap(3.5),
  ];
}

function ogHead(c: Ctx, title: string): Block[] {
  const ls = wrapTracked(title, c.w, OG.head);
  const h = ls.length * 9 + 7;
  const draw = (x: number, y: number) => {
    ls.forEach((t, i) => spaced(c.p, x, y + 7 + 9 * i, t, OG.head));
    c.p.line(x, y + h - 3.5, x + c.w, y + h - 3.5, 0.25);
  };
  return [gap(7), { h, need: h + 26, draw }];
}

function ogCliente(c: Ctx): Block[] {
  const { b, r } = c;
  const h = b.holder;
  const order: NameOrder = r.pick(['COGNOME Nome', 'Nome Cognome', 'COGNOME NOME']);
  const who =
    h.tipo === 'PF'
      ? [
          ...ogEntry(c, r.pick(['Intestatario', 'Titolare del contratto']), holderName(h, order)),
          ...ogEntry(c, 'Codice fiscale', h.codiceFiscale),
        ]
      : [
          ...ogEntry(c, 'Ragione sociale', h.ragioneSociale),
          ...ogEntry(c, 'Partita IVA', h.partitaIva),
          ...ogEntry(c, 'Codice fiscale', h.codiceFiscale),
        ];
  const rec = b.recapito;
  const tipo = h.tipo === 'PF' ? r.pick(['Domestico residente', 'Domestico non residente']) : 'Altri usi';
  return [
    ...ogHead(c, r.pick(['Dati del cliente', 'I tuoi dati'])),
    ...who,
    ...ogEntry(c, 'Codice cliente', b.codiceCliente),
    ...ogEntry(c, 'Tipologia cliente', tipo),
    ...(rec !== b.fornitura || r.chance(0.4)
      ? ogEntry(c, 'Indirizzo di recapito', street(rec), city(rec))
      : []),
  ];
}

function ogLuce(c: Ctx): Block[] {
  const { b, r } = c;
  const l = b.luce;
  if (!l) return [];
  const pod = r.pick([
    'Codice POD',
    'POD - Punto di prelievo',
    'Codice identificativo del punto di prelievo (POD)',
  ]);
  const offerta = `Ogliastra Luce ${r.pick(['Fissa 12', 'Indicizzata', 'Casa Verde'])} - cod. OGL${r.digits(4)}L`;
  return [
    ...ogHead(c, r.pick(['Fornitura di energia elettrica', 'La tua fornitura luce'])),
    ...ogEntry(
      c,
      r.pick(['Indirizzo di fornitura', 'Luogo di fornitura']),
      street(b.fornitura),
      city(b.fornitura),
    ),
    ...ogEntry(c, pod, l.pod),
    ...ogEntry(c, 'Potenza contrattualmente impegnata', `${kw(l.potenzaKw)} kW`),
    ...ogEntry(c, 'Potenza disponibile', `${kw(l.disponibileKw)} kW`),
    ...ogEntry(c, 'Tensione di alimentazione', `${l.tensioneV} V ${fasi(l.tensioneV)}`),
    ...ogEntry(c, r.pick(['Consumo annuo', 'Consumo degli ultimi 12 mesi']), `${it(l.annuoKwh)} kWh`),
    ...ogEntry(c, 'Distributore locale', c.f.distLuce[0]),
    ...ogEntry(c, 'Offerta', offerta),
  ];
}

function ogGas(c: Ctx): Block[] {
  const { b, r } = c;
  const g = b.gas;
  if (!g) return [];
  return [
    ...ogHead(c, r.pick(['Fornitura di gas naturale', 'La tua fornitura gas'])),
    ...(b.luce ? [] : ogEntry(c, 'Indirizzo di fornitura', street(b.fornitura), city(b.fornitura))),
    ...ogEntry(c, r.pick(['Codice PDR', 'PDR - Punto di riconsegna']), g.pdr),
    ...ogEntry(c, r.pick(['Codice REMI', 'Codice cabina REMI']), g.remi),
    ...ogEntry(c, "Categoria d'uso", categoria(g.categoria)),
    ...ogEntry(c, 'Classe del misuratore', r.pick(['G4', 'G4', 'G6'])),
    ...ogEntry(c, 'Matricola', matricola(b, '7')),
    ...ogEntry(c, r.pick(['Consumo annuo', 'Consumo degli ultimi 12 mesi']), `${it(g.annuoSmc)} Smc`),
    ...ogEntry(c, 'Distributore locale', c.f.distGas[0]),
  ];
}

/** A narrow table: the first column left, the others right-aligned at the given fractions of the width. */
function ogTable(c: Ctx, rows: string[][], at: number[]): Block[] {
  return rows.map((row, k) => ({
    h: 8.2,
    draw: (x, y) => {
      const st = k === 0 ? { ...OG.small, bold: true } : OG.small;
      row.forEach((t, i) =>
        i === 0 ? c.p.text(x, y + 6.5, t, st) : right(c.p, x + c.w * (at[i - 1] ?? 1), y + 6.5, t, st),
      );
      if (k === 0) c.p.line(x, y + 8.4, x + c.w, y + 8.4, 0.6);
    },
  }));
}

function ogLetture(c: Ctx): Block[] {
  const { b, r, f } = c;
  const d = f.d;
  const out = ogHead(c, 'Letture e consumi');
  const at = [0.47, 0.76, 1];
  const intro = (name: string, l: Lettura) =>
    textBlocks(c.p, `${name} dal ${d.prec} (effettiva) al ${d.al} (${l.tipo})`, c.w, OG.small, 7.6);
  if (b.luce && f.luce) {
    const l = f.luce;
    const fasce = shares(l.consumo, [0.36, 0.3, 0.34]);
    const row = (n: number) => [`F${n + 1}`, '', '', it(fasce[n] ?? 0)];
    const rows = [
      ['Fascia', 'Prec.', 'Att.', 'kWh'],
      ['Totale', it(l.prec), it(l.att), it(l.consumo)],
    ];
    out.push(...intro('Energia elettrica', l), ...ogTable(c, [...rows, row(0), row(1), row(2)], at), gap(4));
  }
  if (b.gas && f.gas) {
    const l = f.gas;
    const rows = [
      ['Misura', 'Prec.', 'Att.', 'mc'],
      ['Lettura', it(l.prec), it(l.att), it(l.consumo)],
      ['Coeff. C', '', '', it(r.between(1.01, 1.04), 4)],
      ['Smc fatturati', '', '', it(Math.round(l.consumo * 1.02))],
    ];
    out.push(...intro('Gas naturale', l), ...ogTable(c, rows, at), gap(4));
  }
  return out;
}

/** The last twelve months, a row each, a column per commodity. */
function ogStorico(c: Ctx): Block[] {
  const { b, f } = c;
  const luce = b.luce ? storico(b.luce.annuoKwh, false, f.d) : undefined;
  const gas = b.gas ? storico(b.gas.annuoSmc, true, f.d) : undefined;
  const months = (luce ?? gas ?? []).map(([m]) => m);
  const head = ['Mese', ...(luce ? ['kWh'] : []), ...(gas ? ['Smc'] : [])];
  const rows = months.map((m, i) => [
    m,
    ...(luce ? [it(luce[i]?.[1] ?? 0)] : []),
    ...(gas ? [it(gas[i]?.[1] ?? 0)] : []),
  ]);
  return [
    ...ogHead(c, 'I tuoi consumi mese per mese'),
    ...ogTable(c, [head, ...rows], luce && gas ? [0.6, 1] : [1]),
  ];
}

function ogImporti(c: Ctx): Block[] {
  const k = c.f.k;
  const out = ogHead(c, 'Sintesi degli importi');
  const row = (label: string, v: number, bold = false) =>
    amountBlocks(c.p, c.w, label, eur(v), bold ? { ...OG.text, bold } : OG.text, 8);
  for (const [name, parts] of [
    ['Luce', k.luce],
    ['Gas', k.gas],
  ] as const) {
    if (!parts) continue;
    if (k.luce && k.gas) out.push(...textBlocks(c.p, upper(name), c.w, OG.label, 7.4));
    parts.forEach((v, i) => out.push(...row(voce(i, name === 'Gas'), v)));
  }
  out.push(
    ...row('Totale imponibile', k.imponibile),
    ...row(`IVA ${k.aliquota}%`, k.iva),
    ...row('Totale bolletta', cents(c.b.totale), true),
  );
  return out;
}

function ogPrezzi(c: Ctx): Block[] {
  const rows = prezzi(c.b, c.r).flatMap(([l, v]) => amountBlocks(c.p, c.w, l, v, OG.text, 8));
  return [...ogHead(c, "Condizioni economiche dell'offerta"), ...rows];
}

function ogPagamento(c: Ctx): Block[] {
  const { r, b } = c;
  const d = c.f.d;
  const sepa = r.chance(0.5);
  const text = sepa
    ? `L'importo di ${b.totale} euro sarà addebitato il ${d.scade} sul conto IBAN IT** **** **** **** **** ***${r.digits(4)} (mandato SEPA n. ${r.digits(8)}).`
    : `Paghi entro il ${d.scade} con l'avviso pagoPA allegato presso banche, uffici postali, tabaccherie o in app. Codice avviso 3${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}.`;
  const situazione = r.pick([
    'risultano regolari i pagamenti delle bollette precedenti.',
    'alla data di emissione non risultano bollette scadute non pagate.',
  ]);
  return [
    ...ogHead(c, 'Come pagare'),
    ...ogEntry(c, 'Modalità di pagamento', sepa ? 'Addebito diretto SEPA' : 'Avviso pagoPA'),
    ...textBlocks(c.p, text, c.w, OG.text, 7.8),
    gap(3),
    ...textBlocks(c.p, `Situazione pagamenti: ${situazione}`, c.w, OG.text, 7.8),
  ];
}

function noteBlocks(p: Page, w: number, [title, text]: [string, string], st: Style, lead: number): Block[] {
  const head = { ...st, bold: true };
  const ls = wrap(title, w, head);
  return [
    gap(5),
    ...ls.map((t, i) => ({
      h: lead,
      need: i === ls.length - 1 ? lead * 3 : lead,
      draw: (x: number, y: number) => p.text(x, y + st.size, t, head),
    })),
    ...textBlocks(p, text, w, st, lead),
  ];
}

/** A framed notice: one block, it never breaks. */
function ogBox(c: Ctx, title: string, text: string): Block[] {
  const ls = wrap(text, c.w - 8, OG.text);
  const h = 14 + ls.length * 7.8;
  return [
    gap(6),
    {
      h: h + 2,
      draw: (x, y) => {
        c.p.rect(x, y, c.w, h, 0.93, 0.5);
        spaced(c.p, x + 4, y + 9, title, { ...OG.small, bold: true });
        ls.forEach((t, i) => c.p.text(x + 4, y + 17.5 + 7.8 * i, t, OG.text));
      },
    },
  ];
}

function ogTop(p: Page, b: Bill, f: Facts, r: Rnd) {
  const s = b.supplier;
  spaced(p, 28, 46, 'Ogliastra', { size: 15, face: 'sans', bold: true });
  spaced(p, 28, 58, 'energia - luce e gas', { size: 6.2, face: 'sans', grey: 0.4 });
  p.text(340, 36, s.nome, OG.head);
  const info = [
    `Sede legale ${s.sede}`,
    `P.IVA e C.F. ${s.partitaIva} - REA NU-${b.codiceCliente.slice(0, 6)}`,
    `Servizio clienti ${s.telefono} (gratuito da rete fissa)`,
    `${s.web} - clienti@ogliastra.example`,
  ];
  info.forEach((t, i) => p.text(340, 44.5 + 7.3 * i, t, OG.small));
  p.line(28, 72, 567, 72, 0.3);
  const title = titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas naturale', 'Bolletta luce e gas');
  spaced(p, 28, 86, title, { size: 8.5, face: 'sans', bold: true });
  p.text(340, 86, `Fattura n. ${b.numero} del ${f.d.emessa}`, { size: 7.5, face: 'sans', bold: true });
  ogSummary(p, b, f.d, r);
  ogWindow(p, b, r);
}

function ogSummary(p: Page, b: Bill, d: Dates, r: Rnd) {
  p.rect(28, 96, 272, 86, 0.93, null);
  p.text(36, 108, 'TOTALE DA PAGARE', OG.label);
  p.text(36, 128, `€ ${b.totale}`, { size: 16, face: 'sans', bold: true });
  p.text(36, 141, `entro il ${d.scade}`, { ...OG.value, bold: false });
  p.text(36, 160, 'DATA DI EMISSIONE', OG.label);
  p.text(36, 169, d.emessa, OG.value);
  const rows = [
    ['Periodo di fatturazione', `dal ${d.dal} al ${d.al}`],
    ['Codice cliente', b.codiceCliente],
    ['Contratto n.', `${r.digits(3)}-${r.digits(7)}`],
  ];
  rows.forEach(([l = '', v = ''], i) => {
    p.text(160, 108 + 20 * i, upper(l), OG.label);
    p.text(160, 116.5 + 20 * i, v, OG.small);
  });
  p.text(160, 169, `${d.mesi === 1 ? 'Fatturazione mensile' : 'Fatturazione bimestrale'}`, OG.small);
}

function ogWindow(p: Page, b: Bill, r: Rnd) {
  const rec = b.recapito;
  const st: Style = { size: 8.5, face: 'sans' };
  const greeting =
    b.holder.tipo === 'PG' ? 'Spett.le' : r.pick(['Gentile cliente', 'Egr. Sig./Gent.ma Sig.ra']);
  p.text(340, 112, greeting, { ...OG.text, grey: 0.3 });
  const name = wrap(upper(holderName(b.holder, 'COGNOME NOME')), 220, { ...st, bold: true });
  const lines = [
    ...name,
    upper(`${rec.toponimo} ${rec.via}, ${rec.civico}`),
    upper(`${rec.cap} ${rec.comune} ${rec.provincia}`),
  ];
  lines.forEach((t, i) => p.text(340, 125 + 11 * i, t, { ...st, bold: i < name.length }));
}

function ogFoot(p: Page, b: Bill) {
  const s = b.supplier;
  const st = { size: 6, face: 'sans', grey: 0.3 } as Style;
  p.line(28, 798, 567, 798, 0.3);
  const text = `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 1.500.000,00 i.v. - Registro Imprese di Nuoro e P.IVA ${s.partitaIva} - Società soggetta a direzione e coordinamento di Ogliastra Holding S.p.A.`;
  const lines = [
    ...wrap(text, 539, st),
    'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.',
  ];
  lines.forEach((t, i) => p.text(28, 807 + 7.5 * i, t, st));
}

function ogNotice(c: Ctx): Block[] {
  const text = c.r.pick([
    `Dal ${c.f.d.scade} cambiano le condizioni economiche della sua offerta: le nuove condizioni sono riportate nella comunicazione allegata e nell'area clienti. Può recedere senza oneri entro 3 mesi.`,
    "Attivi la bolletta digitale e la domiciliazione bancaria dall'area clienti: riceverà uno sconto di 1,00 euro a bolletta.",
    'Nel periodo fatturato i consumi sono stati in parte stimati: comunichi la sua autolettura per ricevere bollette sui consumi effettivi.',
  ]);
  return ogBox(c, 'Attenzione', text);
}

export const ogliastra: Layout = {
  key: 'ogliastra',
  supplier: supplier(
    'OGLIASTRA',
    'Ogliastra Energia S.r.l.',
    '0271549380',
    'Via Lungomare 24, 08048 Tortolì (NU)',
    '800 193 417',
  ),
  traits:
    'four newspaper columns in 6-7.5 pt, small capital labels over values, text running on between columns',
  draw(b) {
    const r = rndOf(b, 1);
    const f = factsOf(b, r);
    const p = new Page('sans');
    ogTop(p, b, f, r);
    const { w, cols } = columns(28, 567, 4, 10, 196, 790);
    rules(p, cols, 10);
    const c: Ctx = { p, r, w, b, f };
    const flow = new Flow(cols);
    const parts = [ogCliente, ogLuce, ogGas, ogLetture, ogImporti, ogPagamento];
    for (const part of parts) flow.add(...part(c));
    if (r.chance(0.5)) flow.add(...ogNotice(c));
    if (r.chance(0.6)) flow.add(...ogPrezzi(c));
    if (r.chance(0.6)) flow.add(...ogStorico(c));
    fill(f, (n) => flow.add(...noteBlocks(p, w, n, OG.text, 7.8)));
    ogFoot(p, b);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Agordino: ruled grids in serif type, each value in the cell right of its label; two pages

const AG = {
  label: { size: 6.3, face: 'serif', grey: 0.2 } as Style,
  value: { size: 7.5, face: 'serif', bold: true } as Style,
  text: { size: 6.5, face: 'serif' } as Style,
  head: { size: 6.3, face: 'serif', bold: true } as Style,
  num: { size: 6.5, face: 'serif' } as Style,
};
type Kind = 'label' | 'value' | 'head' | 'num' | 'text';
const AG_LEAD: Record<Kind, number> = { label: 7.2, value: 8.6, head: 7.2, num: 7.6, text: 7.6 };
const agStyle = (k: Kind): Style => (k === 'text' ? AG.text : AG[k]);
type Cell = { text: string; w: number; kind: Kind };
type Laid = { h: number; draw: (x: number, y: number) => void };

/** A row of ruled cells, as high as its tallest cell; labels and headers on grey, numbers right-aligned. */
function agRow(p: Page, cells: Cell[], minH = 0): Laid {
  const texts = cells.map((c) => (c.text ? wrap(c.text, c.w - 6, agStyle(c.kind)) : []));
  const h = Math.max(minH, ...texts.map((t, i) => t.length * AG_LEAD[cells[i]?.kind ?? 'text'] + 4));
  const draw = (x: number, y: number) => {
    let cx = x;
    cells.forEach((c, i) => {
      const st = agStyle(c.kind);
      p.rect(cx, y, c.w, h, c.kind === 'label' || c.kind === 'head' ? 0.92 : null, 0.5);
      (texts[i] ?? []).forEach((t, k) => {
        const by = y + 2 + st.size * 0.92 + k * AG_LEAD[c.kind];
        if (c.kind === 'num') right(p, cx + c.w - 3, by, t, st);
        else p.text(cx + 3, by, t, st);
      });
      cx += c.w;
    });
  };
  return { h, draw };
}

type Pair = [label: string, value: string, units?: number];
const AG_TITLE = 58;
const AG_LABEL = 57;
const AG_UNIT = (515 - AG_TITLE) / 3;

/** Label and value cells packed three pairs to a row; the last value of a short row merged to its end. */
function agPairs(pairs: Pair[]): Cell[][] {
  const rows: Cell[][] = [];
  let cur: Cell[] = [];
  let used = 0;
  const close = () => {
    const last = cur[cur.length - 1];
    if (last) last.w += (3 - used) * AG_UNIT;
    if (cur.length) rows.push(cur);
    [cur, used] = [[], 0];
  };
  for (const [label, value, units = 1] of pairs) {
    if (used + units > 3) close();
    cur.push(
      { text: label, w: AG_LABEL, kind: 'label' },
      { text: value, w: AG_UNIT * units - AG_LABEL, kind: 'value' },
    );
    used += units;
  }
  close();
  return rows;
}

/** A section of the grid: its title in a cell merged down all its rows. */
function agSection(p: Page, x: number, y: number, title: string, pairs: Pair[]): number {
  const laid = agPairs(pairs).map((row) => agRow(p, row));
  const h = laid.reduce((sum, l) => sum + l.h, 0);
  p.rect(x, y, AG_TITLE, h, 0.82, 0.5);
  wrap(upper(title), AG_TITLE - 6, AG.head).forEach((t, i) => p.text(x + 3, y + 8.5 + 7.4 * i, t, AG.head));
  let yy = y;
  for (const l of laid) {
    l.draw(x + AG_TITLE, yy);
    yy += l.h;
  }
  return h;
}

function agBand(p: Page, y: number, title: string, note = ''): number {
  p.rect(40, y, 515, 12, 0.25, null);
  spaced(p, 45, y + 8.6, title, { ...AG.head, grey: 1 });
  if (note) right(p, 550, y + 8.6, note, { ...AG.text, grey: 1 });
  return y + 12;
}

function agClientePairs(b: Bill, r: Rnd): Pair[] {
  const h = b.holder;
  const rec = b.recapito;
  const recapito: Pair = ['Indirizzo di recapito', `${street(rec)} - ${city(rec)}`, 2];
  if (h.tipo === 'PF')
    return [
      [
        r.pick(['Intestatario', 'Titolare del contratto']),
        holderName(h, r.pick(['Cognome Nome', 'COGNOME Nome'])),
        2,
      ],
      ['Codice fiscale', cfG(h.codiceFiscale)],
      ['Codice cliente', b.codiceCliente],
      recapito,
      ['Tipologia cliente', r.pick(['Domestico residente', 'Domestico non residente'])],
    ];
  return [
    ['Ragione sociale', h.ragioneSociale, 2],
    ['Partita IVA', cfG(h.partitaIva)],
    ['Codice fiscale', cfG(h.codiceFiscale)],
    ['Codice cliente', b.codiceCliente],
    ['Codice destinatario SdI', r.pick(['0000000', 'M5UXCR1', 'KRRH6B9'])],
    recapito,
  ];
}

function agLucePairs(b: Bill, f: Facts, r: Rnd): Pair[] {
  const l = b.luce;
  if (!l) return [];
  return [
    [
      r.pick(['Indirizzo di fornitura', 'Fornitura sita in']),
      `${street(b.fornitura)} - ${city(b.fornitura)}`,
      2,
    ],
    [r.pick(['Codice POD', 'Punto di prelievo (POD)']), podG(l.pod)],
    ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
    ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
    ['Mercato', r.pick(['Libero', 'Libero - offerta PLACET'])],
    ['Distributore locale', f.distLuce[0], 2],
    ['Inizio fornitura', `01/${r.pick(['03', '06', '09'])}/20${r.int(19, 24)}`],
    [
      'Offerta',
      `Agordino Luce ${r.pick(['Fissa 24', 'Monoraria', 'Tre Fasce'])} (cod. AGL${r.digits(5)})`,
      3,
    ],
  ];
}

function agGasPairs(b: Bill, f: Facts, r: Rnd): Pair[] {
  const g = b.gas;
  if (!g) return [];
  return [
    [
      r.pick(['Indirizzo di fornitura', 'Fornitura sita in']),
      `${street(b.fornitura)} - ${city(b.fornitura)}`,
      2,
    ],
    [r.pick(['Codice PDR', 'Punto di riconsegna (PDR)']), pdrG(g.pdr)],
    ['Matricola contatore', matricola(b, '31')],
    ['Classe contatore', r.pick(['G4', 'G6'])],
    ['Mercato', 'Libero'],
    ['Distributore locale', f.distGas[0], 2],
    ['Offerta', `Agordino Gas ${r.pick(['Fisso 12', 'Indicizzato PSV'])} (cod. AGG${r.digits(5)})`],
  ];
}

function agTop(p: Page, b: Bill, f: Facts) {
  const s = b.supplier;
  spaced(p, 40, 50, 'Agordino', { size: 16, face: 'serif', bold: true });
  p.text(40, 62, 'reti e vendita di energia dal 1962', { ...AG.text, grey: 0.35 });
  const guasti = [...(b.luce ? [`Luce ${f.distLuce[1]}`] : []), ...(b.gas ? [`Gas ${f.distGas[1]}`] : [])];
  const cells = [
    ['Servizio clienti', s.telefono, 'lun-ven 8-20'],
    ['Pronto intervento', ...guasti],
    ['Area clienti', s.web, 'app Agordino'],
  ];
  cells.forEach(([head = '', ...lines], i) => {
    const x = 300 + 85 * i;
    p.rect(x, 30, 85, 36, i === 1 ? 0.95 : null, 0.5);
    p.text(x + 3, 38, head, AG.head);
    lines.forEach((t, k) => p.text(x + 3, 47 + 7.6 * k, t, AG.text));
  });
}

function agSummary(p: Page, b: Bill, f: Facts) {
  const d = f.d;
  const cells: [string, string, number][] = [
    ['Fattura n.', b.numero, 88],
    ['Data di emissione', d.emessa, 78],
    ['Periodo di fatturazione', `dal ${d.dal} al ${d.al}`, 150],
    ['Scadenza', d.scade, 78],
    ['Totale da pagare', `€ ${b.totale}`, 121],
  ];
  let x = 40;
  for (const [label, value, w] of cells) {
    p.rect(x, 96, w, 30, label === 'Totale da pagare' ? 0.9 : null, 0.5);
    p.text(x + 3, 104, label, AG.label);
    p.text(x + 3, 119, value, { size: label === 'Totale da pagare' ? 10 : 7.5, face: 'serif', bold: true });
    x += w;
  }
}

function agWindow(p: Page, b: Bill, r: Rnd) {
  const rec = b.recapito;
  const st: Style = { size: 8, face: 'serif' };
  p.text(335, 140, b.holder.tipo === 'PG' ? 'Spett.le' : 'Gentile Sig./Sig.ra', { ...AG.text, grey: 0.3 });
  const name = wrap(holderName(b.holder, r.pick(['COGNOME NOME', 'Nome Cognome'])), 215, {
    ...st,
    bold: true,
  });
  const lines = [
    ...name,
    `${rec.toponimo} ${rec.via}, ${rec.civico}`,
    `${rec.cap} ${upper(rec.comune)} (${rec.provincia})`,
  ];
  lines.forEach((t, i) => p.text(335, 151 + 10 * i, t, { ...st, bold: i < name.length }));
}

function agMessage(p: Page, r: Rnd) {
  const text = r.pick([
    "Da questo mese può ricevere la bolletta via e-mail e pagarla con addebito diretto: attivi il servizio dall'area clienti e risparmi carta e tempo. Per le forniture in montagna ricordiamo di comunicare l'autolettura nei mesi invernali, quando il contatore non è raggiungibile dal distributore.",
    "Il nostro sportello di Agordo è aperto dal lunedì al venerdì dalle 8.30 alle 12.30 e il giovedì anche dalle 14.30 alle 17.00. Per pratiche di voltura, subentro e modifica della potenza può rivolgersi anche agli sportelli di Belluno e Feltre o scrivere dall'area clienti.",
  ]);
  spaced(p, 40, 140, 'Comunicazioni', AG.head);
  wrap(text, 260, AG.text).forEach((t, i) => p.text(40, 150 + 7.8 * i, t, AG.text));
}

/** Rows of ruled cells one under the other from y; the y below them. */
function agRows(p: Page, x: number, y: number, rows: Cell[][]): number {
  let yy = y;
  for (const row of rows) {
    const laid = agRow(p, row);
    laid.draw(x, yy);
    yy += laid.h;
  }
  return yy;
}

/** Two header rows: "Voce di spesa" merged down both, "Importi in euro" merged across the numbers. */
function agSintesiHead(p: Page, y: number, lw: number, heads: string[], nums: number[]): number {
  const top = agRow(p, [{ text: 'Importi in euro', w: 290 - lw, kind: 'head' }]);
  const sub = agRow(
    p,
    heads.map((t, i) => ({ text: t, w: nums[i] ?? 50, kind: 'head' as Kind })),
  );
  p.rect(40, y, lw, top.h + sub.h, 0.92, 0.5);
  p.text(43, y + 8, 'Voce di spesa', AG.head);
  top.draw(40 + lw, y);
  sub.draw(40 + lw, y + top.h);
  return y + top.h + sub.h;
}

function agSintesi(p: Page, b: Bill, f: Facts, y: number): number {
  const k = f.k;
  const dual = Boolean(k.luce && k.gas);
  const nums = dual ? [52, 52, 56] : [90];
  const lw = 290 - nums.reduce((a, w) => a + w, 0);
  const heads = dual ? ['Luce', 'Gas', 'Totale'] : [b.luce ? 'Energia elettrica' : 'Gas naturale'];
  const voci = VOCI.map((v, i): Cell[] => {
    const vals = [k.luce?.[i], k.gas?.[i]].filter((x): x is number => x !== undefined);
    const cells = dual ? [...vals, vals.reduce((a, x) => a + x, 0)] : vals;
    return [
      { text: i === 0 ? 'Spesa per la materia prima' : v, w: lw, kind: 'text' },
      ...cells.map((x, j) => ({ text: eur(x), w: nums[j] ?? 50, kind: 'num' as Kind })),
    ];
  });
  const totals = (
    [
      ['Totale imponibile', k.imponibile],
      [`IVA ${k.aliquota}%`, k.iva],
      ['Totale fattura', cents(b.totale)],
    ] as const
  ).map(([label, v]): Cell[] => [
    { text: label, w: lw, kind: label === 'Totale fattura' ? 'head' : 'text' },
    { text: eur(v), w: 290 - lw, kind: 'num' },
  ]);
  return agRows(p, 40, agSintesiHead(p, y, lw, heads, nums), [...voci, ...totals]);
}

function agAvviso(p: Page, b: Bill, f: Facts, r: Rnd, y: number): number {
  const sepa = r.chance(0.45);
  const rows: [string, string][] = sepa
    ? [
        ['Modalità', 'Addebito diretto SEPA'],
        ['IBAN', `IT** **** **** **** ***${r.digits(4)}`],
        ['Data addebito', f.d.scade],
        ['Importo', `€ ${b.totale}`],
      ]
    : [
        ['Modalità', 'Avviso pagoPA / CBILL'],
        ['Codice avviso', `3${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`],
        ['Codice CBILL', `AG${r.digits(3)}`],
        ['Importo', `€ ${b.totale}`],
        ['Scadenza', f.d.scade],
      ];
  spaced(p, 345, y + 8, sepa ? 'Addebito diretto' : 'Avviso di pagamento', AG.head);
  const cells = rows.map(([l, v]): Cell[] => [
    { text: l, w: 70, kind: 'label' },
    { text: v, w: 140, kind: 'value' },
  ]);
  const yy = agRows(p, 345, y + 12, cells);
  const note =
    'Se ha già pagato non tenga conto di questo avviso. Conservi la ricevuta di pagamento per almeno 5 anni.';
  wrap(note, 210, AG.text).forEach((t, i) => p.text(345, yy + 9 + 7.6 * i, t, AG.text));
  return yy + 12 + 7.6 * 2;
}

function agNotes(p: Page, f: Facts, top: number) {
  const { w, cols } = columns(40, 555, 3, 12, top, 786);
  rules(p, cols, 12, 0.6);
  const flow = new Flow(cols);
  fill(f, (n) => flow.add(...noteBlocks(p, w, n, { size: 6.2, face: 'serif' }, 7.3)));
}

function agFoot(p: Page, b: Bill) {
  const s = b.supplier;
  const st: Style = { size: 6, face: 'serif', grey: 0.3 };
  p.line(40, 792, 555, 792, 0.4);
  const text = `${s.nome} - Sede legale e amministrativa ${s.sede} - Capitale sociale € 3.100.000,00 i.v. - C.F., P.IVA e n. iscrizione al Registro Imprese di Belluno ${s.partitaIva} - PEC agordino@pec.example`;
  [
    ...wrap(text, 515, st),
    'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.',
  ].forEach((t, i) => p.text(40, 801 + 7.4 * i, t, st));
}

function agPage1(b: Bill, f: Facts, r: Rnd): Page {
  const p = new Page('serif');
  agTop(p, b, f);
  const title = titleOf(b, 'Fattura di energia elettrica', 'Fattura di gas naturale', 'Fattura luce e gas');
  agBand(p, 76, title, 'Bolletta sintetica - pagina 1 di 2');
  agSummary(p, b, f);
  agMessage(p, r);
  agWindow(p, b, r);
  spaced(p, 40, 210, 'Dati del cliente e della fornitura', { ...AG.head, size: 7 });
  let y = 216;
  y += agSection(p, 40, y, 'Cliente', agClientePairs(b, r));
  if (b.luce) y += agSection(p, 40, y, 'Luce', agLucePairs(b, f, r));
  if (b.gas) y += agSection(p, 40, y, 'Gas naturale', agGasPairs(b, f, r));
  y += 10;
  spaced(p, 40, y + 8, 'Sintesi degli importi', AG.head);
  const end = Math.max(agSintesi(p, b, f, y + 12), agAvviso(p, b, f, r, y));
  agNotes(p, f, end + 14);
  agFoot(p, b);
  return p;
}

function agTecnici(p: Page, b: Bill, r: Rnd, y: number): number {
  let yy = y;
  const l = b.luce;
  const g = b.gas;
  if (l)
    yy += agSection(p, 40, yy, 'Luce', [
      ['Codice POD', podG(l.pod)],
      ['Tensione di alimentazione', `${l.tensioneV} V`],
      ['Fasi', fasi(l.tensioneV)],
      ['Livello di tensione', 'Bassa tensione'],
      [r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi']), `${it(l.annuoKwh)} kWh`],
      ['Trattamento', r.pick(['Orario per fasce', 'Monorario'])],
    ]);
  if (g)
    yy += agSection(p, 40, yy, 'Gas naturale', [
      ['Codice PDR', pdrG(g.pdr)],
      [r.pick(['Codice REMI', 'Cabina REMI']), g.remi],
      ["Categoria d'uso", categoria(g.categoria)],
      ['Classe di prelievo', r.pick(['7 giorni', '5 giorni', '6 giorni'])],
      [r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi']), `${it(g.annuoSmc)} Smc`],
      ['Pressione di fornitura', 'Bassa pressione'],
      ['Coefficiente C', it(r.between(1.01, 1.04), 6)],
      ['Potere calorifico (PCS)', '0,038520 GJ/Smc', 2],
    ]);
  return yy;
}

const AG_LETTURE = [70, 55, 60, 55, 60, 70, 70, 75];
/** The left edge of the readings table's column i. */
const agLx = (i: number) => 40 + AG_LETTURE.slice(0, i).reduce((a, w) => a + w, 0);

/** The readings' header: "Lettura precedente" and "Lettura attuale" merged over their date and value. */
function agLettureHead(p: Page, y: number): number {
  const head = (t: string, i: number, n: number, yy: number, h: number) => {
    p.rect(agLx(i), yy, agLx(i + n) - agLx(i), h, 0.92, 0.5);
    p.text(agLx(i) + 3, yy + 8, t, AG.head);
  };
  head('Misuratore', 0, 1, y, 22);
  head('Lettura precedente', 1, 2, y, 11);
  head('Lettura attuale', 3, 3, y, 11);
  head('Consumo', 6, 1, y, 22);
  head('Fascia', 7, 1, y, 22);
  ['Data', 'Valore', 'Data', 'Valore', 'Tipo'].forEach((t, i) => head(t, i + 1, 1, y + 11, 11));
  return y + 22;
}

/** A meter's rows, one per band, the meter's number in a cell merged down them. */
function agLettureRows(p: Page, f: Facts, y: number, meter: string, l: Lettura, fasce: [string, number][]) {
  const unit = fasce.length > 1 ? 'kWh' : 'mc';
  p.rect(agLx(0), y, agLx(1) - agLx(0), fasce.length * 10, null, 0.5);
  p.text(agLx(0) + 3, y + 7.5, meter, AG.num);
  fasce.forEach(([fascia, c], i) => {
    const yy = y + 10 * i;
    const part = Math.round((l.prec * (i + 1)) / fasce.length);
    const cells = [f.d.prec, it(part), f.d.al, it(part + c), l.tipo, `${it(c)} ${unit}`, fascia];
    cells.forEach((t, j) => {
      p.rect(agLx(j + 1), yy, agLx(j + 2) - agLx(j + 1), 10, null, 0.5);
      if (j === 1 || j === 3 || j === 5) right(p, agLx(j + 2) - 3, yy + 7.5, t, AG.num);
      else p.text(agLx(j + 1) + 3, yy + 7.5, t, AG.num);
    });
  });
  return y + 10 * fasce.length;
}

function agLetture(p: Page, b: Bill, f: Facts, y: number): number {
  let yy = agLettureHead(p, y);
  if (b.luce && f.luce) {
    const [f1 = 0, f2 = 0, f3 = 0] = shares(f.luce.consumo, [0.36, 0.3, 0.34]);
    const fasce: [string, number][] = [
      ['F1', f1],
      ['F2', f2],
      ['F3', f3],
    ];
    yy = agLettureRows(p, f, yy, matricola(b, '5'), f.luce, fasce);
  }
  if (b.gas && f.gas) yy = agLettureRows(p, f, yy, matricola(b, '31'), f.gas, [['unica', f.gas.consumo]]);
  return yy;
}

function agStorico(p: Page, annual: number, gas: boolean, f: Facts, y: number): number {
  const months = storico(annual, gas, f.d);
  const unit = gas ? 'Smc' : 'kWh';
  return agRows(p, 40, y, [
    [
      { text: gas ? 'Gas (Smc)' : 'Luce (kWh)', w: 59, kind: 'head' },
      ...months.map(([m]): Cell => ({ text: m, w: 38, kind: 'head' })),
    ],
    [
      { text: 'Consumo', w: 59, kind: 'label' },
      ...months.map(([, v]): Cell => ({ text: it(v), w: 38, kind: 'num' })),
    ],
    [
      { text: 'Totale 12 mesi', w: 59, kind: 'label' },
      { text: `${it(annual)} ${unit}`, w: 456, kind: 'value' },
    ],
  ]);
}

type Detail = [desc: string, qty: string, unit: string, price: string, amount: number];
function details(b: Bill, f: Facts): Detail[] {
  const out: Detail[] = [];
  const add = (parts: number[] | undefined, consumo: number, unit: string, gas: boolean) => {
    parts?.forEach((part, i) => {
      const fissa = Math.round(part * 0.3);
      const desc = voce(i, gas);
      if (i < 3)
        out.push([`${desc} - quota fissa`, String(f.d.mesi), '€/mese', it(fissa / 100 / f.d.mesi, 2), fissa]);
      const v = i < 3 ? part - fissa : part;
      out.push([
        `${desc}${i < 3 ? ' - quota variabile' : ''}`,
        it(consumo),
        unit,
        it(v / 100 / consumo, 6),
        v,
      ]);
    });
  };
  add(f.k.luce, f.luce?.consumo ?? 1, '€/kWh', false);
  add(f.k.gas, Math.round((f.gas?.consumo ?? 1) * 1.02), '€/Smc', true);
  if (b.holder.tipo === 'PF') out.push(['Canone di abbonamento alla televisione', '', '', '', 0]);
  return out;
}

function agDettaglio(p: Page, b: Bill, f: Facts, y: number): number {
  const ws = [230, 60, 50, 60, 60, 55];
  const heads = ['Descrizione', 'Periodo', 'Quantità', 'Unità', 'Prezzo unitario', 'Importo €'];
  const period = `${f.d.dal.slice(0, 5)}-${f.d.al.slice(0, 5)}`;
  const rows = details(b, f).map(([desc, qty, unit, price, amount]) =>
    [desc, amount ? period : '', qty, unit, price, amount ? eur(amount) : 'non dovuto'].map((t, i): Cell => ({
      text: t,
      w: ws[i] ?? 50,
      kind: i === 0 || i === 3 ? 'text' : 'num',
    })),
  );
  return agRows(p, 40, y, [heads.map((t, i): Cell => ({ text: t, w: ws[i] ?? 50, kind: 'head' })), ...rows]);
}

function agPage2(b: Bill, f: Facts, r: Rnd): Page {
  const p = new Page('serif');
  spaced(p, 40, 40, 'Agordino', { size: 10, face: 'serif', bold: true });
  right(
    p,
    555,
    40,
    `Fattura n. ${b.numero} del ${f.d.emessa} - Codice cliente ${b.codiceCliente} - pagina 2 di 2`,
    AG.text,
  );
  let y = agBand(p, 50, 'Dati tecnici della fornitura') + 4;
  y = agTecnici(p, b, r, y) + 8;
  y = agBand(p, y, 'Letture e consumi del periodo') + 4;
  y = agLetture(p, b, f, y) + 8;
  y = agBand(p, y, 'Andamento dei consumi') + 4;
  if (b.luce) y = agStorico(p, b.luce.annuoKwh, false, f, y) + 4;
  if (b.gas) y = agStorico(p, b.gas.annuoSmc, true, f, y) + 4;
  y = agBand(p, y + 4, 'Dettaglio degli importi', 'importi in euro, IVA esclusa') + 4;
  y = agDettaglio(p, b, f, y);
  if (y < 600) y = agSection(p, 40, y + 10, 'Offerta', prezzi(b, r)) + y + 10;
  if (y < 660) y = agPagamenti(p, b, r, y + 10);
  // after the notes, the guide to the bill's items and the glossary
  const guide = [...GUIDA, ...GLOSSARIO].map(([t, x]): [string, string] => [
    t,
    x[0]?.toUpperCase() + x.slice(1),
  ]);
  f.notes = [...f.notes, ...guide];
  agNotes(p, f, y + 14);
  agFoot(p, b);
  return p;
}

/** The last bills and whether they were paid, a ruled table. */
function agPagamenti(p: Page, b: Bill, r: Rnd, y: number): number {
  const ws = [110, 80, 80, 85, 80, 80];
  const rows = [['Fattura n.', 'Emessa il', 'Scadenza', 'Importo €', 'Pagata il', 'Stato']];
  for (let i = 1; i <= 3; i++) {
    const mm = String(((13 - i * 2) % 12) + 1).padStart(2, '0');
    const amount = eur(Math.round(cents(b.totale) * r.between(0.7, 1.3)));
    const numero = `${b.numero.replace(/\D/g, '').slice(0, 3)}/${r.digits(7)}`;
    rows.push([numero, `10/${mm}/2025`, `30/${mm}/2025`, amount, `2${r.int(0, 8)}/${mm}/2025`, 'Pagata']);
  }
  const kind = (k: number, i: number): Kind => (k === 0 ? 'head' : i === 3 ? 'num' : 'text');
  return agRows(
    p,
    40,
    y,
    rows.map((row, k) => row.map((t, i) => ({ text: t, w: ws[i] ?? 80, kind: kind(k, i) }))),
  );
}

export const agordino: Layout = {
  key: 'agordino',
  supplier: supplier(
    'AGORDINO',
    'Agordino Reti e Vendita S.p.A.',
    '0118437265',
    'Via XXVII Aprile 9, 32021 Agordo (BL)',
    '800 460 312',
  ),
  traits: 'ruled grids in serif 6.3-7.5 pt, value right of its label, merged cells; technical data on page 2',
  page2: ['tensioneV', 'codiceRemi', 'categoriaUsoGas', 'consumoAnnuoKwh', 'consumoAnnuoSmc'],
  draw(b) {
    const r = rndOf(b, 2);
    const f = factsOf(b, r);
    return [agPage1(b, f, r), agPage2(b, f, r)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valbormida: a grey sidebar beside two columns of boxes, "Label value" run in; page 2 in three columns

const VB = {
  size: 7,
  lead: 8.5,
  label: { size: 6, face: 'sans', grey: 0.35 } as Style,
  value: { size: 7, face: 'sans', bold: true } as Style,
  text: { size: 6.5, face: 'sans' } as Style,
  band: { size: 6.5, face: 'sans', bold: true, grey: 1 } as Style,
};

/** "Label value" run in: the label bold, the value plain (a code in monospace, broken in its groups). */
function vbEntry(c: Ctx, label: string, value: string, code = false): Block[] {
  const runs: Run[] = [
    { text: label, face: 'sans', bold: true },
    { text: value, face: code ? 'mono' : 'sans' },
  ];
  return runBlocks(c.p, runs, c.w, VB.size, VB.lead);
}

function vbBox(c: Ctx, title: string, ...entries: Block[][]): Block[] {
  const band: Block = {
    h: 15,
    need: 15 + 2 * VB.lead,
    draw: (x, y) => {
      c.p.rect(x, y, c.w, 11, 0.22, null);
      spaced(c.p, x + 4, y + 8, title, VB.band);
    },
  };
  const end: Block = { h: 5, draw: (x, y) => c.p.line(x, y + 2.5, x + c.w, y + 2.5, 0.4) };
  return [gap(7), band, ...entries.flat(), end];
}

function vbContratto(c: Ctx): Block[] {
  const { b, r } = c;
  const h = b.holder;
  const rec = b.recapito;
  const who =
    h.tipo === 'PF'
      ? [
          vbEntry(
            c,
            r.pick(['Intestatario', 'Titolare', 'Cliente']),
            holderName(h, r.pick(['Nome Cognome', 'COGNOME NOME'])),
          ),
          vbEntry(c, r.pick(['Codice fiscale', 'C.F.']), cfG(h.codiceFiscale), true),
        ]
      : [
          vbEntry(c, r.pick(['Ragione sociale', 'Intestatario']), h.ragioneSociale),
          vbEntry(c, 'Partita IVA', cfG(h.partitaIva), true),
          vbEntry(c, 'Codice fiscale', cfG(h.codiceFiscale), true),
        ];
  return vbBox(
    c,
    'Il contratto',
    ...who,
    vbEntry(c, 'Codice cliente', b.codiceCliente, true),
    vbEntry(c, 'Contratto n.', `VB-${r.digits(6)}/${r.int(19, 25)}`),
    vbEntry(c, 'Recapito della bolletta', `${street(rec)}, ${city(rec)}`),
    vbEntry(c, 'Tipo cliente', h.tipo === 'PF' ? 'Domestico' : 'Altri usi - partita IVA'),
  );
}

function vbLuce(c: Ctx, f: Facts): Block[] {
  const { b, r } = c;
  const l = b.luce;
  if (!l) return [];
  return vbBox(
    c,
    'Luce',
    vbEntry(
      c,
      r.pick(['Indirizzo di fornitura', 'Fornitura in', 'Luogo di prelievo']),
      `${street(b.fornitura)}, ${city(b.fornitura)}`,
    ),
    vbEntry(
      c,
      r.pick(['Codice POD', 'POD (codice del punto di prelievo)', 'Codice identificativo POD']),
      podG(l.pod),
      true,
    ),
    vbEntry(c, r.pick(['Potenza impegnata', 'Potenza contrattuale impegnata']), `${kw(l.potenzaKw)} kW`),
    vbEntry(c, 'Potenza disponibile', `${kw(l.disponibileKw)} kW`),
    vbEntry(c, r.pick(['Tensione', 'Tensione di fornitura']), `${l.tensioneV} V - ${fasi(l.tensioneV)}`),
    vbEntry(c, r.pick(['Consumo annuo', 'Consumo annuo (ultimi 12 mesi)']), `${it(l.annuoKwh)} kWh`),
    vbEntry(c, 'Distributore', `${f.distLuce[0]} - guasti ${f.distLuce[1]}`),
    vbEntry(
      c,
      'Offerta',
      `Valbormida Luce ${r.pick(['Casa Fissa', 'Web Variabile', 'Bioraria'])} cod. VBL-${r.digits(4)}`,
    ),
    vbEntry(c, 'Inizio fornitura', `01/${r.pick(['02', '05', '10'])}/20${r.int(18, 24)}`),
  );
}

function vbGas(c: Ctx, f: Facts): Block[] {
  const { b, r } = c;
  const g = b.gas;
  if (!g) return [];
  return vbBox(
    c,
    'Gas',
    ...(b.luce
      ? []
      : [
          vbEntry(
            c,
            r.pick(['Indirizzo di fornitura', 'Fornitura in']),
            `${street(b.fornitura)}, ${city(b.fornitura)}`,
          ),
        ]),
    vbEntry(c, r.pick(['Codice PDR', 'PDR (punto di riconsegna)', 'Punto di riconsegna']), pdrG(g.pdr), true),
    vbEntry(c, r.pick(['Codice REMI', 'REMI (cabina di consegna)']), g.remi, true),
    vbEntry(c, "Categoria d'uso", categoria(g.categoria, ' ')),
    vbEntry(c, r.pick(['Consumo annuo', 'Consumo annuo (ultimi 12 mesi)']), `${it(g.annuoSmc)} Smc`),
    vbEntry(c, 'Contatore', `classe ${r.pick(['G4', 'G6'])} - matricola ${matricola(b, '8')}`),
    vbEntry(c, 'Distributore', `${f.distGas[0]} - guasti ${f.distGas[1]}`),
    vbEntry(c, 'Offerta', `Valbormida Gas ${r.pick(['Fisso', 'Variabile PSV'])} cod. VBG-${r.digits(4)}`),
  );
}

function vbLetture(c: Ctx, f: Facts): Block[] {
  const d = f.d;
  const one = (name: string, unit: string, l: Lettura) => [
    vbEntry(c, `${name} - lettura del ${d.prec}`, `${it(l.prec)} (effettiva)`),
    vbEntry(c, `${name} - lettura del ${d.al}`, `${it(l.att)} (${l.tipo})`),
    vbEntry(
      c,
      `${name} - consumo fatturato`,
      `${it(l.consumo)} ${unit} in ${d.mesi === 1 ? '1 mese' : `${d.mesi} mesi`}`,
    ),
  ];
  return vbBox(
    c,
    'Letture e consumi',
    ...(f.luce ? one('Luce', 'kWh', f.luce) : []),
    ...(f.gas ? one('Gas', 'mc', f.gas) : []),
  );
}

function vbImporti(c: Ctx, f: Facts): Block[] {
  const k = f.k;
  const st: Style = { size: VB.size, face: 'sans' };
  const rows: Block[][] = [];
  for (const [name, parts] of [
    ['luce', k.luce],
    ['gas', k.gas],
  ] as const) {
    if (!parts) continue;
    if (k.luce && k.gas) rows.push(textBlocks(c.p, `Fornitura ${name}`, c.w, { ...st, bold: true }, VB.lead));
    parts.forEach((v, i) => rows.push(amountBlocks(c.p, c.w, voce(i, name === 'gas'), eur(v), st, VB.lead)));
  }
  rows.push(
    amountBlocks(
      c.p,
      c.w,
      `IVA ${k.aliquota}% su imponibile di € ${eur(k.imponibile)}`,
      eur(k.iva),
      st,
      VB.lead,
    ),
    amountBlocks(c.p, c.w, 'Totale da pagare', `€ ${c.b.totale}`, { ...st, bold: true }, VB.lead),
  );
  return vbBox(c, 'Quanto paghi', ...rows);
}

function vbNote(c: Ctx, [title, text]: [string, string]): Block[] {
  return [
    gap(3),
    ...runBlocks(
      c.p,
      [
        { text: `${title}.`, face: 'sans', bold: true },
        { text, face: 'sans' },
      ],
      c.w,
      6.5,
      7.7,
    ),
  ];
}

function vbSidebar(p: Page, b: Bill, f: Facts, r: Rnd) {
  const s = b.supplier;
  const w = 122;
  p.rect(22, 22, 138, 798, 0.92, null);
  p.text(30, 44, 'VALBORMIDA', { size: 13, face: 'sans', bold: true });
  spaced(p, 30, 54, 'gas & luce', { ...VB.label, size: 6.2 });
  let y = 68;
  const put = (lines: string[], st: Style, lead: number) => {
    lines.forEach((t) => {
      p.text(30, y, t, st);
      y += lead;
    });
  };
  put(wrap(s.nome, w, VB.value), VB.value, 8.5);
  put(wrap(`${s.sede} - P.IVA ${s.partitaIva}`, w, VB.text), VB.text, 7.6);
  y += 10;
  spaced(p, 30, y, 'Totale da pagare', VB.label);
  p.text(30, y + 17, `€ ${b.totale}`, { size: 15, face: 'sans', bold: true });
  p.text(30, y + 27, `entro il ${f.d.scade}`, { ...VB.value, bold: false });
  y += 44;
  const item = (label: string, ...values: string[]) => {
    p.text(30, y, upper(label), VB.label);
    y += 8;
    put(
      values.flatMap((v) => wrap(v, w, VB.value)),
      VB.value,
      8.5,
    );
    y += 4;
  };
  vbSideItems(b, f, r, item);
  vbSideNotes(p, f, y + 6, w);
}

/** The notes at the sidebar's foot, as many as fit. */
function vbSideNotes(p: Page, f: Facts, top: number, w: number) {
  spaced(p, 30, top, 'Comunicazioni', VB.label);
  let y = top + 9;
  fill(f, ([title, text]) => {
    const ls = wrap(`${title}. ${text}`, w, VB.text);
    if (y + ls.length * 7.6 > 812) return false;
    ls.forEach((t, i) => p.text(30, y + 7.6 * i, t, VB.text));
    y += ls.length * 7.6 + 3;
    return true;
  });
}

function vbSideItems(b: Bill, f: Facts, r: Rnd, item: (label: string, ...values: string[]) => void) {
  const d = f.d;
  item('Bolletta n.', b.numero);
  item('Emessa il', d.emessa);
  item('Periodo', `dal ${d.dal} al ${d.al}`);
  item('Codice cliente', b.codiceCliente);
  item(
    'Pagamento',
    r.pick(['Bollettino postale / pagoPA', 'Addebito su conto corrente', 'Bonifico bancario']),
  );
  item('Servizio clienti', b.supplier.telefono, 'dal lunedì al sabato 8-20');
  item(
    'Guasti e emergenze',
    ...(b.luce ? [`luce ${f.distLuce[1]}`] : []),
    ...(b.gas ? [`gas ${f.distGas[1]}`] : []),
  );
  item('Sportello', 'Piazza della Vittoria 3', '17014 Cairo Montenotte (SV)');
  item('Online', b.supplier.web);
}

function vbWindow(p: Page, b: Bill, r: Rnd) {
  const rec = b.recapito;
  const st: Style = { size: 8.5, face: 'sans' };
  p.text(360, 44, b.holder.tipo === 'PG' ? 'Spett.le' : 'Al Sig./Alla Sig.ra', { ...VB.text, grey: 0.3 });
  const name = wrap(upper(holderName(b.holder, r.pick(['COGNOME NOME', 'Nome Cognome']))), 205, {
    ...st,
    bold: true,
  });
  const lines = [
    ...name,
    upper(`${rec.toponimo} ${rec.via} ${rec.civico}`),
    upper(`${rec.cap} ${rec.comune} ${rec.provincia}`),
  ];
  lines.forEach((t, i) => p.text(360, 56 + 10.5 * i, t, { ...st, bold: i < name.length }));
}

function vbFoot(p: Page, b: Bill, x0: number) {
  const s = b.supplier;
  const st: Style = { size: 6, face: 'sans', grey: 0.3 };
  p.line(x0, 806, 571, 806, 0.4);
  const text = `${s.nome} - ${s.sede} - C.F. e P.IVA ${s.partitaIva} - Capitale sociale € 850.000,00 i.v.`;
  [
    ...wrap(text, 571 - x0, st),
    'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.',
  ].forEach((t, i) => p.text(x0, 814 + 7.2 * i, t, st));
}

/** Page 1, and whether the monthly history found room on it. */
function vbPage1(b: Bill, f: Facts, r: Rnd): [Page, boolean] {
  const p = new Page('sans');
  vbSidebar(p, b, f, r);
  p.text(172, 44, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), {
    size: 11,
    face: 'sans',
    bold: true,
  });
  p.text(172, 55, 'Bolletta sintetica - pagina 1 di 2', VB.text);
  p.text(172, 64, `Documento n. ${b.numero} del ${f.d.emessa}`, VB.text);
  p.line(172, 104, 571, 104, 0.3);
  vbWindow(p, b, r);
  const { w, cols } = columns(172, 571, 2, 12, 110, 800);
  rules(p, cols, 12, 0.6);
  const c: Ctx = { p, r, w, b, f };
  const flow = new Flow(cols);
  flow.add(...vbContratto(c));
  flow.add(...vbLuce(c, f));
  flow.add(...vbGas(c, f));
  flow.add(...vbLetture(c, f));
  flow.add(...vbImporti(c, f));
  const storico = flow.add(...vbStorico(c, f));
  flow.add(...vbBox(c, 'Avvisi', ...f.notes.splice(0, 2).map((n) => vbNote(c, n))));
  fill(f, (n) => flow.add(...vbNote(c, n)));
  vbFoot(p, b, 172);
  return [p, storico];
}

// Page 2: the details of the amounts, the excise bands and a glossary in three columns

const GLOSSARIO: [string, string][] = [
  [
    'POD',
    'codice alfanumerico che identifica in modo univoco il punto di prelievo della fornitura di energia elettrica; non cambia se si cambia venditore.',
  ],
  ['PDR', 'codice numerico di 14 cifre che identifica il punto di riconsegna del gas naturale.'],
  [
    'REMI',
    'codice della cabina di regolazione e misura dalla quale il gas passa dalla rete di trasporto a quella di distribuzione.',
  ],
  ['Potenza impegnata', 'livello di potenza indicato nel contratto, messo a disposizione dal distributore.'],
  [
    'Smc',
    'standard metro cubo: quantità di gas contenuta in un metro cubo a condizioni standard di temperatura e pressione; i metri cubi letti sul contatore sono convertiti con il coefficiente C.',
  ],
  [
    'Fasce orarie',
    'F1 dalle 8 alle 19 dei giorni feriali; F2 dalle 7 alle 8 e dalle 19 alle 23 dei giorni feriali e dalle 7 alle 23 del sabato; F3 le altre ore.',
  ],
];

function vbDetail(c: Ctx, f: Facts): Block[] {
  const st: Style = { size: 6.5, face: 'sans' };
  const out: Block[] = [];
  for (const [desc, qty, unit, price, amount] of details(c.b, f)) {
    const what = amount ? `${desc}: ${qty} x ${price} ${unit}` : `${desc}: non dovuto`;
    out.push(...amountBlocks(c.p, c.w, what, amount ? eur(amount) : '0,00', st, 7.7), gap(1.5));
  }
  return vbBox(c, 'Dettaglio importi', out);
}

function vbIva(c: Ctx, f: Facts): Block[] {
  const st: Style = { size: 6.5, face: 'sans' };
  const k = f.k;
  return vbBox(
    c,
    'Riepilogo IVA',
    amountBlocks(c.p, c.w, `Imponibile soggetto a IVA ${k.aliquota}%`, eur(k.imponibile), st, 7.7),
    amountBlocks(c.p, c.w, `IVA ${k.aliquota}%`, eur(k.iva), st, 7.7),
    amountBlocks(c.p, c.w, 'Totale bolletta', eur(cents(c.b.totale)), { ...st, bold: true }, 7.7),
    textBlocks(
      c.p,
      `Esigibilità IVA immediata. ${c.b.holder.tipo === 'PG' ? 'Operazione soggetta a scissione dei pagamenti: no.' : 'Aliquota agevolata per uso domestico.'}`,
      c.w,
      st,
      7.7,
    ),
  );
}

const VB_SMALL: Style = { size: 6.5, face: 'sans' };

function vbPrezzi(c: Ctx): Block[] {
  const rows = prezzi(c.b, c.r).map(([l, v]) => amountBlocks(c.p, c.w, l, v, VB_SMALL, 7.7));
  return vbBox(c, 'Condizioni economiche', ...rows);
}

function vbStorico(c: Ctx, f: Facts): Block[] {
  const one = (name: string, unit: string, annual: number, gas: boolean) => [
    textBlocks(c.p, `${name} - consumi degli ultimi 12 mesi`, c.w, { ...VB_SMALL, bold: true }, 7.7),
    ...storico(annual, gas, f.d).map(([m, v]) =>
      amountBlocks(c.p, c.w, m, `${it(v)} ${unit}`, VB_SMALL, 7.4),
    ),
  ];
  return vbBox(
    c,
    'I tuoi consumi',
    ...(c.b.luce ? one('Luce', 'kWh', c.b.luce.annuoKwh, false) : []),
    ...(c.b.gas ? one('Gas', 'Smc', c.b.gas.annuoSmc, true) : []),
  );
}

function vbAccise(c: Ctx): Block[] {
  const rows: [string, string][] = [
    ...(c.b.luce
      ? ([
          ['Accisa energia elettrica uso domestico', '0,022700 €/kWh'],
          ['Accisa altri usi fino a 200.000 kWh/mese', '0,012500 €/kWh'],
        ] as [string, string][])
      : []),
    ...(c.b.gas
      ? ([
          ['Accisa gas fino a 120 Smc/anno', '0,044000 €/Smc'],
          ['Accisa gas da 120 a 480 Smc/anno', '0,175000 €/Smc'],
          ['Accisa gas da 480 a 1.560 Smc/anno', '0,170000 €/Smc'],
          ['Addizionale regionale', '0,031000 €/Smc'],
        ] as [string, string][])
      : []),
  ];
  return vbBox(
    c,
    'Aliquote delle accise',
    ...rows.map(([l, v]) => amountBlocks(c.p, c.w, l, v, VB_SMALL, 7.7)),
  );
}

/** What each item of the bill is: the guide real bills print beside the details. */
const GUIDA: [string, string][] = [
  [
    'Spesa per la materia',
    "comprende gli importi fatturati per le attività svolte dal venditore per acquistare e rivendere l'energia al cliente finale; è suddivisa in quota fissa, quota energia e, ove prevista, quota potenza.",
  ],
  [
    'Spesa per il trasporto e la gestione del contatore',
    "comprende gli importi per le attività che consentono di consegnare l'energia ai clienti finali: trasmissione, distribuzione e misura. Le tariffe sono stabilite dall'Autorità.",
  ],
  [
    'Spesa per oneri di sistema',
    'comprende gli importi per la copertura di costi di interesse generale per il sistema, pagati da tutti i clienti finali: incentivi alle fonti rinnovabili, agevolazioni, ricerca di sistema.',
  ],
  [
    'Imposte',
    "comprende l'imposta erariale di consumo (accisa), applicata alla quantità di energia consumata, l'eventuale addizionale regionale e l'imposta sul valore aggiunto (IVA).",
  ],
  [
    'Altre partite',
    'comprende importi diversi dalle voci precedenti: interessi di mora, indennizzi automatici, contributi per prestazioni del distributore, bonus sociale, deposito cauzionale.',
  ],
  [
    'Costo medio unitario',
    'rapporto tra la spesa totale della bolletta, al netto di altre partite e canone, e i consumi fatturati nel periodo: indica quanto si è speso in media per ogni unità consumata.',
  ],
];

function vbPagamenti(c: Ctx): Block[] {
  const st: Style = { size: 6.5, face: 'sans' };
  const base = cents(c.b.totale);
  const rows = [1, 2, 3, 4].map((i) => {
    const amount = eur(Math.round(base * c.r.between(0.7, 1.3)));
    const numero = `${c.b.numero.replace(/\D/g, '').slice(0, 3)}-${c.r.digits(7)}`;
    return amountBlocks(
      c.p,
      c.w,
      `Bolletta n. ${numero} - pagata il ${String(c.r.int(1, 28)).padStart(2, '0')}/${String(((12 - i) % 12) + 1).padStart(2, '0')}/2025`,
      `€ ${amount}`,
      st,
      7.7,
    );
  });
  return vbBox(c, 'Pagamenti precedenti', ...rows);
}

function vbMix(c: Ctx): Block[] {
  const st: Style = { size: 6.5, face: 'sans' };
  const mix: [string, string, string][] = [
    ['Fonte', 'Italia 2024', 'Valbormida'],
    ['Fonti rinnovabili', '43,8%', '52,1%'],
    ['Carbone', '2,9%', '1,7%'],
    ['Gas naturale', '45,1%', '40,3%'],
    ['Prodotti petroliferi', '0,6%', '0,4%'],
    ['Nucleare', '3,4%', '2,6%'],
    ['Altre fonti', '4,2%', '2,9%'],
  ];
  const rows = mix.map(([a, b2, c2], k): Block => ({
    h: 7.7,
    draw: (x, y) => {
      const s2 = k === 0 ? { ...st, bold: true } : st;
      c.p.text(x, y + 6.5, a, s2);
      right(c.p, x + c.w * 0.72, y + 6.5, b2, s2);
      right(c.p, x + c.w, y + 6.5, c2, s2);
    },
  }));
  return vbBox(c, 'Mix energetico', rows);
}

/** The payment slip at the foot of page 2: ruled cells, each a small label over its value. */
function vbSlip(p: Page, b: Bill, f: Facts, r: Rnd) {
  const y0 = 604;
  p.line(24, y0, 571, y0, 0.5);
  p.text(24, y0 + 9, 'Ritagliare lungo la linea e presentare per il pagamento', { ...VB.label, grey: 0.45 });
  p.rect(24, y0 + 14, 547, 16, 0.22, null);
  spaced(p, 30, y0 + 25, 'Avviso di pagamento', VB.band);
  right(p, 565, y0 + 25, 'pagoPA - CBILL - bollettino postale', { ...VB.text, grey: 1 });
  const w = 547 / 3;
  slipCells(b, f, r).forEach(([label, value], i) => {
    const x = 24 + w * (i % 3);
    const y = y0 + 30 + 34 * Math.floor(i / 3);
    p.rect(x, y, w, 34, null, 0.5);
    p.text(x + 4, y + 9, upper(label), VB.label);
    wrap(value, w - 8, VB.value).forEach((t, k) => p.text(x + 4, y + 19 + 8.5 * k, t, VB.value));
  });
  const note =
    'Utilizzi il codice avviso per pagare presso banche, uffici postali, ricevitorie e tabaccherie abilitate, home banking e app. Se la bolletta è domiciliata non utilizzi questo avviso.';
  wrap(note, 547, VB.text).forEach((t, k) => p.text(24, y0 + 176 + 7.6 * k, t, VB.text));
}

function slipCells(b: Bill, f: Facts, r: Rnd): [string, string][] {
  const s = b.supplier;
  const avviso = `3${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
  const who = holderName(b.holder, 'COGNOME NOME');
  return [
    ['Ente creditore', s.nome],
    ['Codice fiscale ente creditore', s.partitaIva],
    ['Codice CBILL', `VB${r.digits(3)}`],
    ['Destinatario avviso', upper(who)],
    ['Codice fiscale destinatario', b.holder.codiceFiscale],
    ['Codice avviso', avviso],
    ['Oggetto del pagamento', `Bolletta n. ${b.numero} del ${f.d.emessa}`],
    ['Importo', `€ ${b.totale}`],
    ['Data di scadenza', f.d.scade],
    ['Conto corrente postale', `n. ${r.digits(8)}`],
    ['Intestato a', s.nome],
    ['Tipo documento', 'P.A. - bollettino 896'],
  ];
}

function vbPage2(b: Bill, f: Facts, r: Rnd, storico: boolean): Page {
  const p = new Page('sans');
  p.text(24, 40, 'VALBORMIDA', { size: 10, face: 'sans', bold: true });
  spaced(p, 112, 40, 'Elementi di dettaglio', { ...VB.value, size: 7 });
  const refs = [
    `Bolletta n. ${b.numero}`,
    `Codice cliente ${b.codiceCliente}`,
    ...(b.luce ? [`POD ${b.luce.pod}`] : []),
    ...(b.gas ? [`PDR ${b.gas.pdr}`] : []),
  ];
  p.rect(24, 48, 547, 14, 0.92, 0.5);
  refs.forEach((t, i) => p.text(30 + (547 / refs.length) * i, 57.5, t, VB.text));
  right(p, 571, 40, 'pagina 2 di 2', VB.text);
  const { w, cols } = columns(24, 571, 3, 12, 72, 590);
  rules(p, cols, 12, 0.6);
  const c: Ctx = { p, r, w, b, f };
  const flow = new Flow(cols);
  flow.add(...vbDetail(c, f));
  flow.add(...vbIva(c, f));
  flow.add(...vbPrezzi(c));
  if (!storico) flow.add(...vbStorico(c, f));
  if (b.luce || r.chance(0.5)) flow.add(...vbAccise(c));
  flow.add(...vbPagamenti(c));
  if (b.luce) flow.add(...vbMix(c));
  flow.add(...vbBox(c, 'Come leggere la bolletta', ...GUIDA.map((n) => vbNote(c, n))));
  flow.add(...vbBox(c, 'Glossario', ...GLOSSARIO.map((n) => vbNote(c, n))));
  fill(f, (n) => flow.add(...vbNote(c, n)));
  vbSlip(p, b, f, r);
  vbFoot(p, b, 24);
  return p;
}

export const valbormida: Layout = {
  key: 'valbormida',
  supplier: supplier(
    'VALBORMIDA',
    'Valbormida Gas & Luce S.r.l.',
    '0159326748',
    'Corso Italia 41, 17014 Cairo Montenotte (SV)',
    '019 508 2210',
  ),
  traits:
    'grey sidebar and two columns of banded boxes, "label value" run in, codes in monospace broken in groups',
  draw(b) {
    const r = rndOf(b, 3);
    const f = factsOf(b, r);
    // the notes kept for page 2, the rest for page 1's sidebar and columns
    const later = f.notes.splice(0, 3);
    const [p1, storico] = vbPage1(b, f, r);
    f.notes = [...later, ...f.notes];
    return [p1, vbPage2(b, f, r, storico)];
  },
};
