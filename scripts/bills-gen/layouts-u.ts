// Layouts by author U, letters and prose: the values inside sentences more than in label/value pairs.
// Cadore: one page, a letter confirming a voltura (change of holder) that names the previous holder and
// the new one, each supply told in a sentence, then a short recap box of the bill's figures and pagoPA.
// Matese: page 1 a letter (a welcome after a switch of supplier, a voltura, or new prices) naming the
// supply address in a sentence, and the total; page 2 the classic tables, readings, amounts and a chart
// (declared page2). Aspromonte: a "bolletta sintetica" whose holder is only in the envelope window and in
// one sentence, each supply in one sentence, boxes of amounts and consumption; page 2 readings, legal
// information and a glossary whose labels (POD, potenza impegnata, REMI) carry no values.
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, holderName, it, kw, street, upper, type Bill, type NameOrder } from './bill';
import { company, person, type Holder, type Indirizzo, type Person } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type TextOptions } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Helpers: the bill's own choices, wrapped prose, the distractors letters carry

/** The layout's choices for a bill come from the bill itself (its numbers), never from Math.random. */
function rndOf(b: Bill, salt: number): Rnd {
  let h = 2166136261 ^ salt;
  for (const c of `${b.numero}|${b.codiceCliente}|${b.totale}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return random(h >>> 0);
}

// Advance widths (thousandths of an em) of DejaVu Sans, which the scans are drawn in and which is wider
// than the PDF's Helvetica and Times: a line wrapped by these widths fits in both.
const LOWER =
  '613 635 550 635 616 352 635 634 278 278 579 278 974 634 612 635 635 395 521 392 634 592 818 592 592 525';
const UPPER =
  '711 686 699 770 632 576 775 752 295 295 656 557 863 748 787 603 787 695 635 594 732 684 989 685 611 685';
const charWidth = (c: string) => {
  const code = c.charCodeAt(0);
  if (code >= 97 && code <= 122) return Number(LOWER.slice(4 * (code - 97), 4 * (code - 97) + 3));
  if (code >= 65 && code <= 90) return Number(UPPER.slice(4 * (code - 65), 4 * (code - 65) + 3));
  if (code >= 48 && code <= 57) return 637;
  if (' .,:;~'.includes(c)) return 330;
  return "'()-/°".includes(c) ? 390 : 640;
};
function widthOf(s: string, o: TextOptions): number {
  let w = 0;
  for (const c of s) w += charWidth(c);
  return (w * (o.size ?? 9) * (o.bold ? 1.12 : 1) * (o.face === 'serif' ? 1.06 : 1)) / 1000;
}

/** Words joined by "~" stay on one line (an amount and its unit, a name); "~" prints as a space. */
const nb = (s: string) => s.replace(/ /g, '~');

type Prose = TextOptions & { lead?: number };

/** A paragraph wrapped to the width, ragged right as letters are; returns the y below it. */
function para(p: Page, x: number, y: number, w: number, s: string, o: Prose = {}) {
  const lines: string[] = [];
  const measure = { ...o, face: o.face ?? p.face };
  for (const word of s.split(' ')) {
    const last = lines.length ? lines[lines.length - 1] : undefined;
    if (last !== undefined && widthOf(`${last} ${word}`, measure) <= w)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  for (const line of lines) {
    p.text(x, y, line.replace(/~/g, ' '), o);
    y += o.lead ?? (o.size ?? 9) * 1.36;
  }
  return y;
}

/** A column of paragraphs, each written below the last, `gap` points apart. */
function column(p: Page, x: number, y: number, w: number, o: Prose) {
  const c = { y, say: (s: string, gap = 5) => (c.y = para(p, x, c.y + gap, w, s, o)) };
  return c;
}

/** One line shrunk to the width (a long company name in the window), never under 7 pt. */
function fit(p: Page, x: number, y: number, s: string, w: number, o: TextOptions) {
  let size = o.size ?? 9;
  while (size > 7 && widthOf(s, { face: p.face, ...o, size }) > w) size -= 0.25;
  p.text(x, y, s, { ...o, size });
}

/** A woman's codice fiscale adds 40 to the day of birth: "Gentile Signora" or "Egregio Signor". */
const female = (h: Person) => Number(h.codiceFiscale.slice(9, 11)) > 40;
const lastName = (h: Holder) => (h.tipo === 'PF' ? h.cognome : h.ragioneSociale);

/** Who held the contract before a voltura: another person or company, never the holder's surname. */
function previousHolder(r: Rnd, h: Holder): Holder {
  for (;;) {
    const prev = (h.tipo === 'PG' && r.chance(0.6)) || r.chance(0.15) ? company(r) : person(r);
    if (lastName(prev) !== lastName(h)) return prev;
  }
}

/** The envelope's window: a salutation, the name as the post prints it, the mailing address. */
function windowBlock(p: Page, b: Bill, x: number, y: number, salute: string, order: NameOrder) {
  const a = b.recapito;
  p.text(x, y, salute, { size: 8.5 });
  fit(p, x, y + 14, upper(holderName(b.holder, order)), 555 - x, { size: 10 });
  fit(p, x, y + 27, upper(street(a)), 555 - x, { size: 10 });
  fit(p, x, y + 40, upper(`${a.cap} ${a.comune} ${a.provincia}`), 555 - x, { size: 10 });
}

/** Two ways to write an address in a sentence. */
const where = (f: Indirizzo, comma: boolean) =>
  `${f.toponimo} ${f.via}${comma ? `, ${f.civico} -` : ` ${f.civico},`} ${nb(`${f.cap} ${f.comune} (${f.provincia})`)}`;
const lineOf = (a: Indirizzo) => `${street(a)} - ${a.cap} ${a.comune} (${a.provincia})`;

const euro = (n: number) => `€ ${it(n, 2)}`;
const totalOf = (b: Bill) => Number(b.totale.replace(/\./g, '').replace(',', '.'));
const goods = (b: Bill) =>
  titleOf(b, 'energia elettrica', 'gas naturale', 'energia elettrica e gas naturale');

/** The bill's total split into the ARERA items (Bolletta 2.0), the taxes taking the rounding. */
function amounts(b: Bill): [string, string][] {
  const tot = totalOf(b);
  const vat = b.holder.tipo === 'PG' ? 0.22 : 0.1;
  const net = tot / (1 + vat);
  const matter = b.luce && b.gas ? 'energia e gas' : b.luce ? 'energia' : 'gas naturale';
  const labels = [`Spesa per la materia ${matter}`, 'Spesa per il trasporto e la gestione del contatore'];
  const rows = [0.52, 0.24, 0.11].map((share, i): [string, number] => [
    labels[i] ?? 'Spesa per oneri di sistema',
    Math.round(net * share * 100) / 100,
  ]);
  const taxes = net - rows.reduce((a, [, v]) => a + v, 0);
  return [
    ...rows.map(([l, v]): [string, string] => [l, euro(v)]),
    ['Imposte', euro(taxes)],
    [`IVA ${vat * 100}%`, euro(tot - net)],
    ['Totale bolletta', `€ ${b.totale}`],
  ];
}

/** A QR code's look: three finder squares and cells from the bill's random source. */
function qr(p: Page, x: number, y: number, r: Rnd, cell = 2.4) {
  const n = 25;
  const corners = [0, n - 7, (n - 7) * n].map((k) => [k % n, Math.floor(k / n)] as const);
  const inFinder = (i: number, j: number) =>
    corners.some(([a, c]) => i >= a && i < a + 7 && j >= c && j < c + 7);
  for (const [a, c] of corners)
    for (const d of [0, 1, 2])
      p.rect(x + (a + d) * cell, y + (c + d) * cell, (7 - 2 * d) * cell, (7 - 2 * d) * cell, d % 2, null);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (!inFinder(i, j) && r.chance(0.45)) p.rect(x + i * cell, y + j * cell, cell, cell, 0, null);
}

/** Monthly consumption bars, the last twelve months, with the months below. */
function bars(p: Page, x: number, y: number, w: number, h: number, annual: number, winter: boolean) {
  const months = ['feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic', 'gen'];
  const weight = months.map(
    (_, i) => 1 + (winter ? 0.9 : 0.25) * Math.cos(((i - (winter ? 11 : 5)) * Math.PI) / 6),
  );
  const sum = weight.reduce((a, v) => a + v, 0);
  const values = weight.map((v) => Math.round((annual * v) / sum));
  const max = Math.max(...values);
  values.forEach((v, i) => {
    const bh = (v / max) * h;
    p.rect(x + (i * w) / 12 + 2, y + h - bh, w / 12 - 4, bh, i === 11 ? 0.35 : 0.7, null);
    p.text(x + (i * w) / 12 + 2, y + h + 9, months[i] ?? '', { size: 7, grey: 0.3 });
  });
  p.line(x, y + h, x + w, y + h, 0.4);
  p.text(x, y - 4, `max ${it(max)}`, { size: 7, grey: 0.4 });
}

/** A grey band with a section's title; returns the y of the first line under it. */
function band(p: Page, y: number, title: string, x = 40, w = 515) {
  p.rect(x, y - 11, w, 15, 0.86, null);
  p.text(x + 6, y, title, { size: 9, bold: true });
  return y + 18;
}

/** The meters' serial numbers, from the supply codes (another long number beside them). */
const meterOf = (b: Bill, gas: boolean) =>
  gas ? `G4-${b.gas?.pdr.slice(2, 10)}` : `E${b.luce?.pod.slice(-8)}`;

/** The local distributor (fictional) and its emergency number, a name and phone beside the supplier's. */
function distributor(b: Bill, gas: boolean): string {
  const names = gas
    ? 'Gas Reti Italia S.p.A.|Metanodotti Locali S.r.l.|Retegas Comuni S.p.A.'
    : 'Elettrorete Italia S.p.A.|Reti Distribuzione Energia S.p.A.|Distribuzione Elettrica Comunale S.r.l.';
  const i = Number(gas ? b.gas?.pdr.slice(-1) : b.luce?.pod.slice(-1)) % 3;
  return `${names.split('|')[i]}, numero verde ${gas ? '800 90' : '800 11'}${i} ${gas ? '313' : '220'}`;
}

/** Meter readings, a row a supply: the numbers beside the consumption that are not the yearly ones. */
function readings(p: Page, b: Bill, y: number, head: string[], months: number, type: string) {
  const cols = [46, 160, 280, 390, 480];
  head.forEach((t, i) => p.text(cols[i] ?? 0, y, t, { size: 8, bold: true }));
  const rows: [string, number, string][] = [];
  if (b.luce) rows.push([`Luce ${meterOf(b, false)}`, b.luce.annuoKwh, 'kWh']);
  if (b.gas) rows.push([`Gas ${meterOf(b, true)}`, b.gas.annuoSmc, 'Smc']);
  for (const [meter, annual, unit] of rows) {
    const start = 1500 + ((annual * 53) % 40000);
    const used = Math.round((annual * months) / 12);
    y += 14;
    [meter, it(start), it(start + used), type, `${it(used)} ${unit}`].forEach((t, i) =>
      p.text(cols[i] ?? 0, y, t, { size: 8.5 }),
    );
    p.line(40, y + 4, 555, y + 4, 0.8);
  }
  return y + 14;
}

function footer(p: Page, b: Bill, y = 800) {
  const s = b.supplier;
  const rea = `${/\((\w\w)\)/.exec(s.sede)?.[1] ?? 'RM'}-${s.partitaIva.slice(2, 8)}`;
  const o = { size: 7 };
  p.line(40, y - 10, 555, y - 10, 0.6);
  p.text(40, y, `${s.nome} - Sede legale: ${s.sede} - Cap. soc. € 1.200.000 i.v. - R.E.A. ${rea}`, o);
  p.text(40, y + 9, `P.IVA e C.F. ${s.partitaIva} - Numero verde ${s.telefono} - ${s.web}`, o);
  p.text(40, y + 18, 'Documento di esempio generato per i test: fornitore, cliente e importi fittizi.', {
    ...o,
    grey: 0.35,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Cadore: a one-page letter confirming a voltura, every supply value inside a sentence, the previous
// holder named (a distractor, marked as such); the bill's figures only in a short recap box

export const cadore: Layout = {
  key: 'cadore',
  supplier: supplier(
    'CADORE',
    'Cadore Energia S.p.A.',
    '0129384756',
    'Via Nazionale 41, 32044 Pieve di Cadore (BL)',
    '800 411 522',
  ),
  traits: 'voltura letter: holder, supply and figures in sentences, the previous holder named; a recap box',
  draw(b) {
    const r = rndOf(b, 1);
    const p = new Page('serif');
    const h = b.holder;
    p.text(40, 52, 'Cadore Energia', { size: 22, bold: true });
    p.text(40, 66, 'luce e gas dalle Dolomiti', { size: 8.5, grey: 0.4 });
    p.text(320, 104, 'Mitt.: Cadore Energia - Casella Postale 77 - 32100 Belluno BL', { size: 7 });
    p.line(320, 108, 555, 108, 0.6);
    const salute = h.tipo === 'PG' ? 'Spettabile' : female(h) ? 'Gentile Signora' : 'Egregio Signor';
    windowBlock(p, b, 320, 124, salute, r.chance(0.5) ? 'Nome Cognome' : 'COGNOME NOME');
    const contratto = `CE-${b.codiceCliente.slice(-5)}${b.numero.slice(-3)}`;
    [`Codice cliente: ${b.codiceCliente}`, `Bolletta n. ${b.numero}`, `Contratto n. ${contratto}`].forEach(
      (t, i) => p.text(40, 112 + 12 * i, t, { size: 8.5, grey: 0.25 }),
    );
    p.text(40, 196, 'Pieve di Cadore, 10 febbraio 2026', { size: 9.5 });
    const subject = `Oggetto: voltura del contratto di fornitura di ${goods(b)} e prima bolletta`;
    fit(p, 40, 216, subject, 515, { size: 10, bold: true });

    const c = column(p, 40, 240, 515, { size: 9.5, lead: 12.9 });
    const name = nb(h.tipo === 'PF' ? `${h.nome} ${h.cognome}` : h.ragioneSociale);
    c.say(h.tipo === 'PF' ? `Gentile ${name},` : `Spettabile ${name},`, 0);
    // the new holder beside the previous one: another name and code, marked as the previous holder's
    const prev = previousHolder(r, h);
    const prevName = nb(
      prev.tipo === 'PF' ? holderName(prev, r.pick(['Nome Cognome', 'COGNOME NOME'])) : lastName(prev),
    );
    const prevCode = r.chance(0.5) ? '' : `, ${prev.tipo === 'PF' ? 'C.F.' : 'P.IVA'} ${prev.codiceFiscale}`;
    const ids =
      h.tipo === 'PF'
        ? `codice fiscale ${h.codiceFiscale}`
        : r.chance(0.5)
          ? `partita IVA e codice fiscale ${h.partitaIva}`
          : `partita IVA ${h.partitaIva}, codice fiscale ${h.codiceFiscale}`;
    const you = h.tipo === 'PF' ? `a Lei, ${name}, ${ids}` : `a ${name}, ${ids}`;
    c.say(
      r.chance(0.5)
        ? `con la presente Le confermiamo che la voltura richiesta è stata eseguita. Dal 1°~dicembre~2025 il contratto di fornitura, fino a quel giorno intestato a ${prevName} (precedente intestatario${prevCode}), è intestato ${you}. Da questa data le bollette sono emesse a nome del nuovo intestatario.`
        : `siamo lieti di darLe il benvenuto. Con la voltura, che ha effetto dal 1°~dicembre~2025, il contratto con ${nb(b.supplier.nome)}, che il precedente intestatario ${prevName}${prevCode && `${prevCode},`} ha chiesto di cedere, è ora intestato ${you}, senza interruzioni della fornitura.`,
    );
    // each supply in a sentence, the address in the first one
    let at = `in ${where(b.fornitura, r.chance(0.5))}`;
    if (b.luce) {
      const l = b.luce;
      const [pot, v] = [nb(`${kw(l.potenzaKw)} kW`), nb(`${l.tensioneV} V`)];
      const kwh = nb(`${it(l.annuoKwh)} kWh`);
      c.say(
        r.chance(0.5)
          ? `La fornitura di energia elettrica identificata dal codice POD ${l.pod} è attiva ${at}, con una potenza impegnata di ${pot} e una tensione di ${v}; la potenza disponibile è di ${nb(`${kw(l.disponibileKw)} kW`)}. Il consumo annuo, calcolato sugli ultimi dodici mesi, è di ${kwh}.`
          : `L'energia elettrica Le è fornita ${at} attraverso il punto di prelievo ${l.pod}, alimentato in bassa tensione ${l.tensioneV === 230 ? 'monofase' : 'trifase'} a ${v} con una potenza contrattualmente impegnata di ${pot}. Nell'ultimo anno il punto ha prelevato ${kwh}, dato usato per stimare i consumi.`,
      );
      at = 'allo stesso indirizzo';
    }
    if (b.gas) {
      const g = b.gas;
      const cat = `${g.categoria} (${(CATEGORIE[g.categoria] ?? '').toLowerCase()})`;
      const smc = nb(`${it(g.annuoSmc)} Smc`);
      c.say(
        r.chance(0.5)
          ? `Il gas naturale è fornito ${at} tramite il punto di riconsegna (PDR) ${g.pdr}, servito dalla cabina REMI ${g.remi}. La categoria d'uso assegnata è ${cat} e il consumo annuo è di ${smc}.`
          : `Per la fornitura di gas naturale ${at} il codice PDR è ${g.pdr} e il codice REMI della cabina di consegna è ${g.remi}; la fornitura rientra nella categoria d'uso ${cat}, con un consumo annuo previsto di ${smc}.`,
      );
    }
    // the bill, the meter and its reading at the voltura, the deposit (ARERA: 11,50 € a kW, 30-160 € of
    // gas), distributors' phones: numbers that are not the values
    const reading = `${it(1000 + (Number(b.codiceCliente.slice(-5)) % 40000))} ${b.luce ? 'kWh' : 'mc'}`;
    const meter = meterOf(b, !b.luce);
    const byGas = b.gas ? (b.gas.annuoSmc < 500 ? 30 : b.gas.annuoSmc < 1500 ? 90 : 160) : 0;
    const deposit = Math.min((b.luce?.potenzaKw ?? 0) * 11.5 + byGas, Math.round(totalOf(b) * 35) / 100);
    c.say(
      `La bolletta n. ${b.numero}, emessa il 10/02/2026, riguarda il periodo dal 01/12/2025 al 31/01/2026 e parte dalla lettura di voltura di ${nb(reading)} del contatore matricola ${meter}. L'importo da pagare è di ${nb(`€ ${b.totale}`)} entro il 02/03/2026 e comprende il deposito cauzionale di ${nb(euro(deposit))}, che Le sarà restituito alla cessazione del contratto. La domiciliazione bancaria del precedente intestatario non è stata trasferita: per l'addebito diretto SEPA compili il modulo allegato.`,
    );
    const guasti = [b.luce ? `per i guasti alla rete elettrica ${distributor(b, false)}` : ''];
    if (b.gas) guasti.push(`per le dispersioni di gas ${distributor(b, true)}`);
    c.say(
      `Per le emergenze contatti il distributore locale, attivo 24 ore su 24: ${guasti.filter(Boolean).join('; ')}. Per ogni altra informazione il nostro Servizio Clienti risponde al numero verde ${b.supplier.telefono}, dal lunedì al venerdì dalle 8 alle 20, o per posta a Casella Postale 77, 32100 Belluno.`,
    );
    c.say('Con i migliori saluti.');
    p.text(360, c.y + 4, 'Luisa Zanella', { size: 10, bold: true });
    p.text(360, c.y + 17, 'Responsabile Relazioni con la Clientela', { size: 8.5, grey: 0.3 });

    // the recap box: the bill's figures, the way to pay, a pagoPA code
    const top = Math.max(c.y + 34, 600);
    p.rect(40, top, 515, 150, 0.95, 0.5);
    p.text(52, top + 18, 'La bolletta in breve', { size: 11, bold: true });
    const labels =
      'Bolletta n.|Emessa il|Periodo|Codice cliente|Totale da pagare|Da pagare entro il|Deposito cauzionale';
    const values = [b.numero, '10/02/2026', '01/12/2025 - 31/01/2026', b.codiceCliente, `€ ${b.totale}`];
    [...values, '02/03/2026', euro(deposit), 'avviso pagoPA o bollettino'].forEach((v, i) => {
      p.text(52, top + 38 + 14 * i, labels.split('|')[i] ?? 'Pagamento', { size: 9, grey: 0.25 });
      p.text(170, top + 38 + 14 * i, v, { size: 9, bold: i === 4 });
    });
    p.text(370, top + 18, 'Paga con pagoPA', { size: 9, bold: true });
    qr(p, 370, top + 28, r);
    const avviso = `3${b.codiceCliente.padStart(10, '0')}${b.numero.replace(/\D/g, '').slice(0, 7)}`;
    p.text(370, top + 100, `Codice avviso ${avviso}`, { size: 7.5 });
    p.text(370, top + 110, `Ente creditore ${b.supplier.partitaIva}`, { size: 7.5 });
    footer(p, b);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Matese: page 1 a letter (a welcome after a switch of supplier, a voltura, or a notice of new prices)
// naming the supply address in a sentence, and the total; page 2 the classic tables (holder, supply,
// readings, amounts) and a chart. Codes, power, voltage and yearly figures only on page 2.

type Item = [label: string, value: string, full?: boolean];
const PAGE2 = 'codiceFiscale partitaIva pod pdr potenzaImpegnataKw tensioneV consumoAnnuoKwh consumoAnnuoSmc'
  .concat(' codiceRemi categoriaUsoGas')
  .split(' ') as CampoBolletta[];

/** Label above value, two to a line, a long value on a line of its own. */
function grid(p: Page, y: number, items: Item[]) {
  let col = 0;
  for (const [label, value, full] of items) {
    if (full && col) [col, y] = [0, y + 24];
    const x = 46 + col * 258;
    p.text(x, y, label, { size: 7.5, grey: 0.4 });
    fit(p, x, y + 11, value, full ? 500 : 250, { size: 9, bold: true });
    if (full || col) [col, y] = [0, y + 24];
    else col = 1;
  }
  return col ? y + 24 : y;
}

export const matese: Layout = {
  key: 'matese',
  supplier: supplier(
    'MATESE',
    'Matese Energia S.r.l.',
    '0274619385',
    'Corso Trieste 118, 81100 Caserta (CE)',
    '800 272 383',
  ),
  traits: 'letter on page 1 (welcome, voltura or new prices), address in a sentence; data tables on page 2',
  page2: PAGE2,
  draw(b) {
    const r = rndOf(b, 2);
    const h = b.holder;
    const s = b.supplier;
    const p1 = new Page('sans');
    p1.rect(0, 0, 595, 62, 0.88, null);
    p1.text(40, 40, 'matese', { size: 24, bold: true, grey: 0.15 });
    p1.text(46 + widthOf('matese', { size: 24, bold: true }), 40, 'energia', { size: 13, grey: 0.35 });
    p1.text(380, 30, `Area clienti: ${s.web}`, { size: 7.5 });
    p1.text(380, 41, `Numero verde ${s.telefono} - App Matese`, { size: 7.5 });
    const contratto = `MT${b.codiceCliente.slice(0, 4)}${b.numero.slice(-4)}`;
    const labels = ['Bolletta n.', 'Emessa il', 'Codice cliente', 'Codice contratto', 'Pagina'];
    [b.numero, '16/03/2026', b.codiceCliente, contratto, '1 di 2'].forEach((v, i) => {
      p1.text(40, 100 + 12 * i, labels[i] ?? '', { size: 8, grey: 0.4 });
      p1.text(118, 100 + 12 * i, v, { size: 8.5 });
    });
    const salute = h.tipo === 'PG' ? 'Spett.le' : 'Alla cortese attenzione di';
    windowBlock(p1, b, 320, 100, salute, r.chance(0.5) ? 'COGNOME NOME' : 'Nome Cognome');

    const kind = r.pick(['benvenuto', 'voltura', 'prezzi'] as const);
    const addr = where(b.fornitura, r.chance(0.5));
    const prev = previousHolder(r, h);
    const prevName = prev.tipo === 'PF' ? holderName(prev, 'Nome Cognome') : prev.ragioneSociale;
    const subject = {
      benvenuto: 'Benvenuto in Matese Energia',
      voltura: 'Conferma della voltura del contratto',
      prezzi: 'Comunicazione di variazione delle condizioni economiche',
    }[kind];
    p1.text(40, 196, `Oggetto: ${subject}`, { size: 10.5, bold: true });
    const c = column(p1, 40, 220, 515, { size: 9.5, lead: 13.2 });
    c.say(
      h.tipo === 'PF' ? `Gentile ${nb(`${h.nome} ${h.cognome}`)},` : `Spettabile ${nb(h.ragioneSociale)},`,
      0,
    );
    const price = [b.luce ? '0,1190 €/kWh per la luce' : '', b.gas ? '0,4870 €/Smc per il gas' : ''];
    c.say(
      {
        benvenuto: `siamo felici di averLa con noi. Dal 1°~gennaio~2026 ${nb(s.nome)} è il fornitore di ${goods(b)} ${h.tipo === 'PG' ? 'della Sua attività' : 'della Sua casa'} in ${addr}, al posto del precedente fornitore Sannio Power S.p.A. Il cambio non ha richiesto interventi sul contatore né interruzioni del servizio: il distributore locale resta lo stesso e continuerà a leggere il contatore.`,
        voltura: `La informiamo che la voltura è stata eseguita: dal 1°~gennaio~2026 la fornitura di ${goods(b)} in ${addr} è intestata a ${h.tipo === 'PF' ? 'Lei' : nb(h.ragioneSociale)}, nuovo titolare del contratto, che in precedenza era intestato a ${nb(prevName)} (precedente intestatario): da quella data i consumi sono fatturati solo al nuovo titolare. Le letture del contatore alla data della voltura sono riportate a pagina 2.`,
        prezzi: `Le scriviamo per informarLa che le condizioni economiche dell'offerta Matese Casa Fissa 12 applicate alla fornitura di ${goods(b)} in ${addr} scadranno il 31/05/2026. Dal 1°~giugno~2026 il prezzo della componente energia sarà di ${price.filter(Boolean).join(' e ')}, fisso per dodici mesi. Potrà recedere senza oneri entro il 30/04/2026 con una comunicazione scritta; in mancanza di recesso le nuove condizioni si intenderanno accettate.`,
      }[kind],
      4,
    );
    c.say(
      `Questa bolletta riguarda il periodo dal 01/01/2026 al 28/02/2026: l'importo di ${nb(`€ ${b.totale}`)} va pagato entro il 07/04/2026. A pagina 2 trova i dati del contratto e della fornitura, le letture del contatore e il dettaglio degli importi. Per qualsiasi domanda può chiamare il numero verde ${nb(s.telefono)} o visitare il nostro sportello di Piedimonte Matese in Via Caracciolo 9.`,
      6,
    );
    c.say('Cordiali saluti,', 6);
    p1.text(40, c.y + 4, 'Ufficio Relazioni con i Clienti', { size: 9.5, bold: true });
    p1.text(40, c.y + 17, s.nome, { size: 9.5 });

    // the total and the ways to pay, then the notices every bill carries
    const top = c.y + 30;
    p1.rect(40, top, 515, 170, null, 0.4);
    p1.rect(40, top, 250, 170, 0.93, null);
    p1.text(52, top + 22, 'Totale da pagare', { size: 10 });
    p1.text(52, top + 48, `€ ${b.totale}`, { size: 22, bold: true });
    p1.text(52, top + 72, 'entro il 07/04/2026', { size: 10, bold: true });
    const read = r.pick(['effettiva', 'stimata']);
    const facts = ['Periodo: gennaio - febbraio 2026', `Tipo di lettura: ${read}`];
    facts.push('Prossima bolletta: maggio 2026');
    facts.forEach((t, i) => p1.text(52, top + 94 + 13 * i, t, { size: 8.5 }));
    p1.text(302, top + 22, 'Come pagare', { size: 10, bold: true });
    const how = `Con l'avviso pagoPA presso banche, uffici postali, tabaccherie e app, o con bonifico su IBAN IT60X0542811101000000123456 indicando il numero della bolletta.`;
    para(p1, 302, top + 38, 150, how, { size: 8, lead: 10.5 });
    qr(p1, 470, top + 28, r, 2.9);
    const avviso = `3020${b.codiceCliente.padStart(10, '0')}${b.numero.replace(/\D/g, '').slice(-4)}`;
    p1.text(302, top + 140, `Codice avviso pagoPA ${avviso}`, { size: 8 });
    p1.text(302, top + 152, `C.F. ente creditore ${s.partitaIva}`, { size: 8 });
    const notice =
      h.tipo === 'PF'
        ? 'Bonus sociale: se il Suo ISEE non supera 9.530 euro (20.000 euro con almeno quattro figli a carico) lo riceve in bolletta presentando la DSU, senza altre domande.'
        : "Imprese: l'aliquota IVA e le accise dipendono dall'uso dichiarato; ci comunichi ogni variazione dell'attività svolta nel punto di fornitura.";
    const portal = `Confronti le offerte di luce e gas sul Portale Offerte dell'ARERA, www.ilportaleofferte.it. Sportello per il consumatore Energia e Ambiente: 800 166 654.`;
    para(p1, 40, top + 196, 515, `${notice} ${portal}`, { size: 8, lead: 10.5, grey: 0.25 });
    footer(p1, b);

    // page 2: the classic tables
    const p = new Page('sans');
    p.text(40, 40, 'matese energia', { size: 12, bold: true });
    p.text(330, 40, `Bolletta n. ${b.numero} del 16/03/2026 - pagina 2 di 2`, { size: 8, grey: 0.35 });
    p.text(40, 66, 'Dati del contratto e della fornitura', { size: 12, bold: true });
    const holder: Item[] =
      h.tipo === 'PF'
        ? [
            ['Intestatario', holderName(h, r.pick(['COGNOME NOME', 'Cognome Nome']))],
            ['Codice fiscale', h.codiceFiscale],
          ]
        : [
            ['Ragione sociale', h.ragioneSociale, true],
            ['Partita IVA', h.partitaIva],
            ['Codice fiscale', h.codiceFiscale],
          ];
    const voltura: Item[] = [
      ['Precedente intestatario', prevName],
      ['Data della voltura', '01/01/2026'],
    ];
    let y = grid(p, band(p, 88, 'CLIENTE'), [
      ...holder,
      ['Codice cliente', b.codiceCliente],
      ['Codice contratto', contratto],
      ['Indirizzo di recapito', lineOf(b.recapito), true],
      ...(kind === 'voltura' ? voltura : []),
    ]);
    const where1: Item[] = [['Indirizzo di fornitura', lineOf(b.fornitura), true]];
    if (b.luce) {
      const l = b.luce;
      y = grid(p, band(p, y + 4, 'FORNITURA DI ENERGIA ELETTRICA'), [
        ...where1,
        ['Codice POD', l.pod],
        ['Tipologia', h.tipo === 'PF' ? 'Uso domestico residente' : 'Altri usi in bassa tensione'],
        ['Potenza impegnata', `${it(l.potenzaKw, 1)} kW`],
        ['Potenza disponibile', `${it(l.disponibileKw, 1)} kW`],
        ['Tensione di alimentazione', `${l.tensioneV} V ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`],
        ['Consumo annuo (kWh)', it(l.annuoKwh)],
        ['Matricola contatore', meterOf(b, false)],
        ['Distributore - pronto intervento', distributor(b, false), true],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      y = grid(p, band(p, y + 4, 'FORNITURA DI GAS NATURALE'), [
        ...(b.luce ? [] : where1),
        ['Codice PDR', g.pdr.replace(/(\d{4})(?=\d)/g, '$1 ')],
        ['Codice REMI', g.remi],
        ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, true],
        ['Consumo annuo (Smc)', it(g.annuoSmc)],
        ['Classe misuratore', g.annuoSmc > 5000 ? 'G10' : 'G4'],
        ['Matricola contatore', meterOf(b, true)],
        ['Distributore - pronto intervento', distributor(b, true), true],
        ['Coefficiente C', '1,0194'],
      ]);
    }
    const head = ['Contatore', 'Lettura al 31/12/2025', 'Lettura al 28/02/2026', 'Tipo lettura', 'Consumo'];
    y = readings(p, b, band(p, y + 4, 'LETTURE E CONSUMI DEL PERIODO'), head, 2, read);
    y = band(p, y + 12, 'DETTAGLIO DEGLI IMPORTI E ANDAMENTO DEI CONSUMI');
    amounts(b).forEach(([l, v], i, all) => {
      p.text(46, y + 14 * i, l, { size: 8.5, bold: i === all.length - 1 });
      p.text(240, y + 14 * i, v, { size: 8.5, bold: i === all.length - 1 });
    });
    const [annual, unit] = b.luce ? [b.luce.annuoKwh, 'kWh'] : [b.gas?.annuoSmc ?? 0, 'Smc'];
    p.text(330, y, `${unit} consumati negli ultimi 12 mesi`, { size: 8, bold: true });
    bars(p, 330, y + 20, 220, 48, annual, !b.luce);
    footer(p, b);
    return [p1, p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Aspromonte: a "bolletta sintetica" as suppliers send it monthly. The holder only in the envelope window
// and in one sentence; each supply one sentence (with "tu", as newer suppliers write); boxes of amounts
// and consumption around them. Page 2: readings, complaints and a glossary of labels without values.

const GLOSSARIO = [
  "POD: codice che identifica il punto in cui prelevi l'energia elettrica dalla rete; non cambia se cambi fornitore.",
  'PDR: codice di 14 cifre del punto di riconsegna del gas, dove il gas passa dalla rete al tuo impianto.',
  'Potenza impegnata: la potenza prevista dal contratto; il limitatore interviene oltre la potenza disponibile.',
  'Codice REMI: identifica la cabina di regolazione e misura che collega la rete locale al gasdotto.',
  'Consumo annuo: la somma dei consumi degli ultimi dodici mesi, effettivi o stimati.',
  'Smc: standard metro cubo, il gas misurato in condizioni di riferimento (15 °C, pressione atmosferica).',
].map((t) => t.split(': ') as [string, string]);

export const aspromonte: Layout = {
  key: 'aspromonte',
  supplier: supplier(
    'ASPROMONTE',
    'Aspromonte Luce & Gas S.r.l.',
    '0318264759',
    'Via Reggio Campi 72, 89126 Reggio Calabria (RC)',
    '800 189 426',
  ),
  traits: 'bolletta sintetica: holder only in the window and one sentence; a sentence a supply; amount boxes',
  draw(b) {
    const r = rndOf(b, 3);
    const h = b.holder;
    const s = b.supplier;
    const p = new Page('sans');
    p.text(40, 46, 'Aspromonte', { size: 20, bold: true });
    p.text(40, 59, 'luce & gas', { size: 9, grey: 0.4 });
    p.text(330, 40, 'BOLLETTA SINTETICA', { size: 13, bold: true });
    p.text(330, 53, titleOf(b, 'Energia elettrica', 'Gas naturale', 'Energia elettrica e gas naturale'), {});
    p.text(330, 64, 'Mercato libero - offerta Aspromonte Semplice', { size: 8, grey: 0.35 });
    const refs = [
      `Fattura n. ${b.numero}`,
      'Emessa il 05/02/2026',
      'Periodo: gennaio 2026 (dal 01/01 al 31/01/2026)',
      `Codice cliente ${b.codiceCliente}`,
      `Contratto n. ASP${b.numero.replace(/\D/g, '').slice(-6)}`,
    ];
    refs.forEach((t, i) => p.text(40, 98 + 12 * i, t, { size: 8.5 }));
    const salute = h.tipo === 'PG' ? 'Spett.le' : 'Gentile cliente';
    windowBlock(p, b, 320, 98, salute, r.pick(['COGNOME NOME', 'Nome Cognome']));

    // the total, the due date, how to pay (a delegate's bank account: another name, marked as the account's)
    p.rect(40, 166, 515, 62, 0.9, null);
    p.text(52, 184, 'Totale da pagare', { size: 9 });
    p.text(52, 210, `€ ${b.totale}`, { size: 20, bold: true });
    p.text(215, 184, 'Scadenza', { size: 9 });
    p.text(215, 206, '25/02/2026', { size: 14, bold: true });
    const delegate = person(r);
    const sepa = `Addebito diretto SEPA sul conto IT** **** **** **** **** ***${r.digits(4)} intestato a ${nb(`${delegate.nome} ${delegate.cognome}`)}: non devi fare nulla.`;
    const pagopa = "Con l'avviso pagoPA allegato: online, in banca, in posta o in tabaccheria.";
    p.text(345, 182, 'Come pagare', { size: 8.5, bold: true });
    para(p, 345, 194, 200, h.tipo === 'PF' && r.chance(0.4) ? sepa : pagopa, { size: 8, lead: 10 });

    // the holder in one sentence, then one sentence a supply
    const who =
      h.tipo === 'PF'
        ? `${nb(holderName(h, r.chance(0.7) ? 'Nome Cognome' : 'Cognome Nome'))}, codice fiscale ${h.codiceFiscale}`
        : `${nb(h.ragioneSociale)}, partita IVA ${h.partitaIva}${r.chance(0.5) ? ` e codice fiscale ${h.codiceFiscale}` : ` (C.F. ${h.codiceFiscale})`}`;
    const c = column(p, 46, band(p, 254, 'LA TUA FORNITURA'), 505, { size: 9.5, lead: 13 });
    c.say(
      r.chance(0.5)
        ? `Questa bolletta è intestata a ${who}, titolare del contratto indicato in alto.`
        : `Il contratto di fornitura è intestato a ${who}: a questo nome emettiamo le bollette.`,
      2,
    );
    const sentence = (tag: string, text: string) => {
      p.rect(46, c.y - 8 + 4, 34, 11, 0.3, null);
      p.text(50, c.y + 4, tag, { size: 7.5, bold: true, grey: 1 });
      c.y = para(p, 88, c.y + 4, 463, text, { size: 9.5, lead: 13 });
    };
    let at = `in ${where(b.fornitura, r.chance(0.5))}`;
    if (b.luce) {
      const l = b.luce;
      const [pot, kwh] = [nb(`${kw(l.potenzaKw)} kW`), nb(`${it(l.annuoKwh)} kWh`)];
      sentence(
        'LUCE',
        r.chance(0.5)
          ? `Ti forniamo energia elettrica ${at} tramite il punto di prelievo (POD) ${l.pod}, con potenza impegnata di ${pot} e tensione di ${nb(`${l.tensioneV} V`)}; negli ultimi 12 mesi hai consumato ${kwh}.`
          : `Il contatore della luce ${at} ha codice POD ${l.pod}, una potenza impegnata di ${pot} (${nb(`${kw(l.disponibileKw)} kW`)} disponibili) e una tensione di ${nb(`${l.tensioneV} Volt`)}; il tuo consumo annuo è di ${kwh}.`,
      );
      at = 'allo stesso indirizzo';
    }
    if (b.gas) {
      const g = b.gas;
      const smc = nb(`${it(g.annuoSmc)} Smc`);
      const use = `${g.categoria}, ${(CATEGORIE[g.categoria] ?? '').toLowerCase()}`;
      sentence(
        'GAS',
        r.chance(0.5)
          ? `Ti forniamo gas naturale ${at} dal punto di riconsegna (PDR) ${g.pdr}, collegato alla cabina REMI ${g.remi}; categoria d'uso ${use}; consumo annuo ${smc}.`
          : `Il gas arriva ${at} attraverso il PDR ${g.pdr} (codice REMI ${g.remi}) ed è classificato nella categoria ${use}; negli ultimi 12 mesi ne hai consumati ${smc}.`,
      );
    }

    // amounts on the left, consumption on the right
    const top = c.y + 12;
    let y = band(p, top, 'SINTESI DEGLI IMPORTI', 40, 280);
    band(p, top, 'I TUOI CONSUMI', 330, 225);
    amounts(b).forEach(([l, v], i, all) => {
      const last = i === all.length - 1;
      fit(p, 46, y, l, 210, { size: 8.5, bold: last });
      p.text(262, y, v, { size: 8.5, bold: last });
      if (!last) p.line(46, y + 4, 318, y + 4, 0.8);
      y += 15;
    });
    let ry = top + 18;
    const read = r.chance(0.6) ? 'effettiva' : 'stimata';
    const billed = (annual: number, unit: string, name: string) => {
      const text = `${name}: ${it(Math.round(annual / 11))} ${unit} fatturati (lettura ${read})`;
      p.text(336, ry, text, { size: 8 });
      ry += 12;
    };
    if (b.luce) billed(b.luce.annuoKwh, 'kWh', 'Luce');
    if (b.gas) billed(b.gas.annuoSmc, 'Smc', 'Gas');
    const [annual, unit] = b.luce ? [b.luce.annuoKwh, 'kWh'] : [b.gas?.annuoSmc ?? 0, 'Smc'];
    p.text(336, ry + 4, `Andamento mensile (${unit})`, { size: 7.5, grey: 0.35 });
    bars(p, 336, ry + 18, 215, 42, annual, !b.luce);

    // notices, the pagoPA code, reminders with more numbers
    y = band(p, Math.max(y, ry + 80) + 10, 'COMUNICAZIONI PER TE');
    const guasti = [b.luce ? `per la luce ${distributor(b, false)}` : ''];
    if (b.gas) guasti.push(`per il gas ${distributor(b, true)}`);
    const news = `Da aprile la bolletta arriverà solo via e-mail se hai attivato l'area clienti. Se hai un ISEE fino a 9.530 euro puoi avere il bonus sociale: non serve una domanda, basta la DSU. Per guasti chiama il distributore: ${guasti.filter(Boolean).join('; ')}.`;
    const ny = para(p, 46, y, 360, news, { size: 8.5, lead: 11.5 });
    qr(p, 440, y - 6, r, 2.3);
    const avviso = `3${b.codiceCliente.padStart(10, '0')}${b.numero.replace(/\D/g, '').slice(-6)}`;
    p.text(440, y + 62, 'Codice avviso pagoPA', { size: 7 });
    p.text(440, y + 71, avviso, { size: 7.5 });
    y = band(p, Math.max(ny, y + 70) + 12, 'DA RICORDARE');
    const perUnit = [b.luce ? '0,2873 €/kWh' : '', b.gas ? '1,2140 €/Smc' : ''].filter(Boolean).join(' - ');
    const reminders = [
      `Costo medio unitario della bolletta: ${perUnit}`,
      'Prossima bolletta: marzo 2026 - autolettura dal 25 al 30 di ogni mese',
      "Confronta le offerte sul Portale Offerte dell'ARERA: www.ilportaleofferte.it",
      `Servizio clienti ${s.telefono} (da cellulare 0965 123 456), dal lunedì al sabato 8-20`,
    ];
    reminders.forEach((t, i) => p.text(46, y + 13 * i, t, { size: 8.5 }));
    footer(p, b);

    // page 2: readings, complaints, service quality, glossary (no holder, no supply values)
    const p2 = new Page('sans');
    p2.text(40, 40, 'Aspromonte luce & gas', { size: 11, bold: true });
    p2.text(330, 40, `Fattura n. ${b.numero} - pagina 2 di 2`, { size: 8, grey: 0.35 });
    const head = ['Misuratore', 'Lettura al 31/12/2025', 'Lettura al 31/01/2026', 'Tipo', 'Consumo'];
    y = readings(p2, b, band(p2, 70, 'LETTURE DEL CONTATORE'), head, 12 / 11, read);
    const sections = [
      `RECLAMI E CONTROVERSIE|Puoi inviare un reclamo scritto a ${s.nome}, Casella Postale 31, 89100 Reggio Calabria, o con il modulo sul sito ${s.web}. Se la risposta non ti soddisfa, o non la ricevi entro 40 giorni, puoi rivolgerti al Servizio Conciliazione dell'Autorità di Regolazione per Energia Reti e Ambiente (ARERA). Lo Sportello per il consumatore Energia e Ambiente risponde al numero verde 800 166 654.`,
      "QUALITÀ DEL SERVIZIO|Se non rispettiamo i tempi previsti dall'ARERA per rispondere a un reclamo o rettificare una fattura ti riconosciamo un indennizzo automatico di 25 euro nella prima bolletta utile. Il distributore indennizza i ritardi nelle letture e negli interventi sul contatore.",
    ].map((t) => t.split('|') as [string, string]);
    const small = { size: 8.5, lead: 11.5 };
    for (const [title, text] of sections) y = para(p2, 46, band(p2, y + 10, title), 505, text, small);
    y = band(p2, y + 10, 'GLOSSARIO');
    for (const [term, text] of GLOSSARIO) {
      p2.text(46, y, term, { size: 8.5, bold: true });
      y = para(p2, 150, y, 400, text, small) + 3;
    }
    footer(p2, b);
    return [p, p2];
  },
};
