// Layouts w (issue 14): bills for second homes and holders who live elsewhere; the envelope window holds
// an address in another comune than the supply. Gennargentu: a "Dati del cliente" box with the residence
// or registered seat beside a "Recapito della bolletta" box (the holder's home or a c/o), the supply under
// "Immobile servito" or "Ubicazione del punto di fornitura" in two ruled columns, the monthly consumption
// as bars over their figures. Sabina: two pages; page 1 a letter whose notice tells the supply in a
// sentence ("La fornitura di Via ... è ...") and a pagoPA slip, page 2 the codes in header-over-value
// tables with the readings. Valcamonica: a dark header, the supply "presso" an address, a dual bill's
// electricity and gas in two columns side by side (gas on the left on some bills), the offer beside a
// single supply, bimonthly figures.
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, cityLine, footer, holderName, it, kw, spaced, street, upper, type Bill } from './bill';
import { address, type Indirizzo } from './identities';
import { holderRows, supplier, titleOf, type Layout } from './layout';
import { Page, type Face } from './page';
import { random, type Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Shared helpers

/** The bill's own random source (FNV-1a of its numbers): the same seed draws the same bill. */
function rndOf(b: Bill, salt: string): Rnd {
  let h = 0x811c9dc5;
  for (const c of `${salt}|${b.numero}|${b.codiceCliente}|${b.totale}`)
    h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return random(h >>> 0);
}

/** An address in none of the given comuni: the holder's home, a studio that gets the mail. */
function elsewhere(rnd: Rnd, ...not: Indirizzo[]): Indirizzo {
  for (;;) {
    const a = address(rnd);
    if (!not.some((n) => n.comune === a.comune)) return a;
  }
}

/** Where the holder lives: the bill's recapito when in another comune, else one drawn (a second home). */
const homeOf = (b: Bill, rnd: Rnd) =>
  b.recapito.comune !== b.fornitura.comune ? b.recapito : elsewhere(rnd, b.fornitura);

/** A text's width, over-estimated from DejaVu (the images' fonts, wider than the PDF's). */
function widthOf(s: string, size: number, face: Face, bold = false): number {
  let w = 0;
  for (const c of s) {
    if (/[ijl.,:;'|!I ]/.test(c)) w += 0.33;
    else if (/[frt()/-]/.test(c)) w += 0.43;
    else if (/[mwMW]/.test(c)) w += 0.93;
    else if (/[A-Z]/.test(c)) w += 0.75;
    else w += /\d/.test(c) ? 0.64 : 0.62;
  }
  return w * size * (bold ? 1.08 : 1) * (face === 'serif' ? 1.03 : 1);
}

/** The largest size from `size` down to 6.5 at which the text fits `width`. */
function fit(s: string, width: number, size: number, face: Face, bold = false): number {
  let z = size;
  while (z > 6.5 && widthOf(s, z, face, bold) > width) z -= 0.5;
  return z;
}

function wrap(s: string, width: number, size: number, face: Face, bold = false): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of s.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && widthOf(next, size, face, bold) > width) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  return cur ? [...lines, cur] : lines;
}

type Style = { size: number; bold?: boolean; grey?: number; lead?: number };
/** Writes the text wrapped to `width` from baseline y; returns the baseline after its last line. */
function para(p: Page, x: number, y: number, s: string, width: number, o: Style): number {
  for (const line of wrap(s, width, o.size, p.face, o.bold)) {
    p.text(x, y, line, o);
    y += o.lead ?? o.size * 1.3;
  }
  return y;
}

/** A page's text in short: size, bold and grey in order. */
type Pen = (x: number, y: number, s: string, size?: number, bold?: boolean, grey?: number) => void;
const penOf =
  (p: Page): Pen =>
  (x, y, s, size = 9, bold = false, grey = 0) =>
    p.text(x, y, s, { size, bold, grey });

/** Label and value pairs `step` apart, the label smaller and grey, the value `dx` to its right. */
function pairs(t: Pen, x: number, y: number, step: number, rows: string[][], dx: number, size = 8.5) {
  rows.forEach(([label = '', value = ''], i) => {
    t(x, y + step * i, label, size - 1, false, 0.38);
    t(x + dx, y + step * i, value, size, label === 'Scadenza');
  });
}

/** Label and value rows, a hairline under each across `w`, the value `dx` in and wrapped; returns the y after. */
function ruled(p: Page, x: number, y: number, rows: string[][], dx: number, w: number, bold = true): number {
  for (const [label = '', value = ''] of rows) {
    p.text(x + 6, y, label, { size: 7.5, grey: 0.35 });
    const next = para(p, x + dx, y, value, w - dx - 4, { size: 8.5, bold, lead: 10 });
    p.line(x, next - 6, x + w, next - 6, 0.8);
    y = next + 5;
  }
  return y;
}

/** The twelve months to the period's end (January 2026) and how a second home uses energy in them. */
const MESI = 'Feb|Mar|Apr|Mag|Giu|Lug|Ago|Set|Ott|Nov|Dic|Gen'.split('|');
const BIMESTRI = 'Feb-Mar 25|Apr-Mag 25|Giu-Lug 25|Ago-Set 25|Ott-Nov 25|Dic 25-Gen 26'.split('|');
const SEASONS = {
  mare: [3, 3, 5, 6, 10, 18, 22, 9, 5, 3, 6, 3],
  monti: [12, 8, 5, 3, 4, 10, 15, 4, 3, 6, 16, 14],
  riscaldamento: [17, 13, 7, 3, 1, 1, 1, 2, 6, 12, 19, 20],
};
/** A house by the sea or in the mountains; gas for heating peaks in winter wherever the house is. */
const seasonOf = (rnd: Rnd, categoria?: string) =>
  categoria && categoria !== 'C2' ? SEASONS.riscaldamento : rnd.pick([SEASONS.mare, SEASONS.monti]);
/** Monthly figures that add up to the year's consumption, shaped by the season. */
function split(annual: number, w: number[]): number[] {
  const tot = w.reduce((a, c) => a + c, 0);
  const out = w.map((x) => Math.floor((annual * x) / tot));
  out[11]! += annual - out.reduce((a, c) => a + c, 0);
  return out;
}
const bimesters = (m: number[]) => [0, 2, 4, 6, 8, 10].map((i) => (m[i] ?? 0) + (m[i + 1] ?? 0));

/** A pagoPA notice code (18 digits starting with 3) and a CBILL code. */
const avviso = (rnd: Rnd) => spaced(`3${rnd.digits(17)}`, 4);
const cbill = (rnd: Rnd) =>
  Array.from({ length: 5 }, () => rnd.pick([...'ABCDEFHKLMNPRSTUVZ0123456789'])).join('');

/** The total split as Bolletta 2.0 sums it: materia, trasporto, oneri, imposte, then VAT. */
function items(b: Bill): [string, string][] {
  const tot = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const iva = b.holder.tipo === 'PG' ? 22 : 10;
  const net = Math.round((tot / (1 + iva / 100)) * 100) / 100;
  const [materia = 0, rete = 0, oneri = 0] = [0.56, 0.24, 0.08].map((x) => Math.round(net * x * 100) / 100);
  return [
    [`Spesa per la materia ${b.gas && !b.luce ? 'gas naturale' : 'energia'}`, it(materia, 2)],
    ['Spesa per il trasporto e la gestione del contatore', it(rete, 2)],
    ['Spesa per oneri di sistema', it(oneri, 2)],
    ['Imposte', it(net - materia - rete - oneri, 2)],
    [`IVA ${iva}%`, it(tot - net, 2)],
    ['Totale bolletta', b.totale],
  ];
}

const STUDI = 'Studio Rag. Piras|Studio Associato Melis & Sanna|Studio Dott. Deiana|Condominio'.split('|');
const DISTR_LUCE = 'Reti Elettriche Locali S.p.A.|Elettrodotti Alpini S.r.l.|Rete Luce Sud S.p.A.'.split('|');
const DISTR_GAS = 'Metanodotti Comunali S.p.A.|Reti Gas Centro S.r.l.|Gas Valli Reti S.p.A.'.split('|');
const WHO = {
  persona: 'Intestatario',
  azienda: 'Ragione sociale',
  cf: 'Codice fiscale',
  piva: 'Partita IVA',
};
const cat = (c: string) => `${c} - ${CATEGORIE[c] ?? ''}`;

// ---------------------------------------------------------------------------------------------------------
// Gennargentu: header with the supplier's seat, the envelope on the right; "Dati del cliente" (residence
// or registered seat) beside "Recapito della bolletta"; the supply's address over label and value in
// two ruled columns; a year of monthly figures as bars over their numbers

export const gennargentu: Layout = {
  key: 'gennargentu',
  supplier: supplier(
    'GENNARGENTU',
    'Gennargentu Energia S.p.A.',
    '0917364092',
    'Via Sonnino 44, 09125 Cagliari (CA)',
    '800 190 372',
  ),
  traits: 'residence/seat line and a recapito box beside it; "Immobile servito" in two ruled columns; bars',
  draw(b) {
    const rnd = rndOf(b, 'gennargentu');
    const { supplier: s, holder: h, fornitura: f } = b;
    const home = homeOf(b, rnd);
    // the mail goes home, or to a studio in a third comune (a company's accountant, a caretaker)
    const studio = rnd.chance(h.tipo === 'PG' ? 0.6 : 0.3) ? elsewhere(rnd, f, home) : undefined;
    const post = studio ?? home;
    const co = studio ? [`c/o ${rnd.pick(STUDI)}`] : [];
    const p = new Page('sans');
    const t = penOf(p);
    p.rect(0, 0, 595, 8, 0.25, null);
    t(40, 44, 'GENNARGENTU', 20, true);
    t(40, 56, 'energia - luce e gas per la casa', 8, false, 0.4);
    t(40, 70, `${s.nome} - ${s.sede}`, 6.5, false, 0.35);
    t(40, 78, `P.IVA ${s.partitaIva} - Numero verde ${s.telefono} - ${s.web}`, 6.5, false, 0.35);
    t(330, 34, `Bolletta n. ${b.numero}`, 8.5, true);
    t(330, 45, 'Data di emissione 12/02/2026', 8);
    t(330, 56, `Codice cliente ${b.codiceCliente}`, 8);
    const name = holderName(h, 'COGNOME Nome');
    t(330, 100, b.holder.tipo === 'PF' ? 'Gentile Sig./Sig.ra' : 'Spett.le', 7.5, false, 0.35);
    [name, ...co, street(post), cityLine(post)]
      .map(upper)
      .forEach((x, i) => t(330, 113 + 12 * i, x, fit(x, 225, 9.5, 'sans')));
    const pf = h.tipo === 'PF';
    t(40, 112, titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas', 'Bolletta luce e gas'), 13, true);
    t(40, 126, pf ? 'Cliente domestico non residente' : 'Cliente non domestico - altri usi', 8.5);
    t(40, 139, 'Periodo di fatturazione: 01/12/2025 - 31/01/2026', 8);
    t(40, 151, `Offerta ${rnd.pick(['Casa Vacanza', 'Seconda Casa Flex', 'Sempre Tua Fissa'])}`, 8);
    p.rect(40, 172, 515, 44, 0.9, null);
    const summary: [string, string, number, number][] = [
      ['TOTALE DA PAGARE', `€ ${b.totale}`, 15, 52],
      ['SCADENZA', '04/03/2026', 11, 230],
      ['MODALITÀ DI PAGAMENTO', rnd.pick(['Bollettino pagoPA', 'Addebito diretto SEPA']), 9, 380],
    ];
    for (const [label, value, size, x] of summary) {
      t(x, 188, label, 7.5, false, 0.3);
      t(x, 206, value, size, size > 9);
    }
    // two boxes: the holder with the residence or seat, the address the bill is sent to
    const top = 232;
    t(48, top + 16, 'DATI DEL CLIENTE', 8.5, true);
    let ly = top + 31;
    const left = (label: string, ...values: string[]) => {
      t(48, ly, label, 7, false, 0.4);
      for (const v of values) ly = para(p, 128, ly, v, 158, { size: 8.5, bold: true, lead: 10.5 });
      ly += 2;
    };
    for (const [label, value] of holderRows(b, WHO, 'COGNOME Nome')) left(label, value);
    left(pf ? 'Residenza' : 'Sede legale', street(home), cityLine(home));
    left('Codice cliente', b.codiceCliente);
    t(311, top + 16, 'RECAPITO DELLA BOLLETTA', 8.5, true);
    const to = [holderName(h, 'Cognome Nome'), ...co, street(post), cityLine(post)];
    to.forEach((x, i) => t(311, top + 31 + 11 * i, x, fit(x, 236, 8.5, 'sans')));
    const ry = top + 35 + 11 * to.length;
    const invio = `Invio: ${rnd.pick(['posta ordinaria', 'posta prioritaria'])} - Bolletta web: non attiva`;
    t(311, ry, invio, 7, false, 0.35);
    const bottom = Math.max(ly, ry + 4) + 4;
    p.rect(40, top, 252, bottom - top, null, 0.55);
    p.rect(303, top, 252, bottom - top, null, 0.55);
    // the supply: its address under the bill's label, then label and value in two ruled columns
    let y = bottom + 18;
    p.rect(40, y - 11, 515, 15, 0.88, null);
    t(46, y, rnd.pick(['IMMOBILE SERVITO', 'UBICAZIONE DEL PUNTO DI FORNITURA']), 8.5, true);
    const at = rnd.chance(0.5)
      ? `${street(f)} - ${cityLine(f)}`
      : upper(`${street(f)}, ${f.cap} ${f.comune} ${f.provincia}`);
    t(46, y + 17, at, fit(at, 505, 10, 'sans', true), true);
    const tipo = pf ? 'abitazione diversa dalla residenza anagrafica' : 'immobile ad uso non abitativo';
    const uso = `Tipologia: ${tipo} - Uso: ${pf ? 'domestico non residente' : 'altri usi'}`;
    t(46, y + 29, uso, 7.5, false, 0.3);
    y += 45;
    const grid = (title: string, rows: [string, string][]) => {
      t(46, y, title, 9, true);
      const half = (odd: number) => rows.filter((_, i) => i % 2 === odd);
      y = Math.max(ruled(p, 40, y + 13, half(0), 118, 252), ruled(p, 303, y + 13, half(1), 118, 252)) + 6;
    };
    const annuo = rnd.pick(['Consumo annuo', 'Consumo ultimi 12 mesi', 'Consumo annuo stimato']);
    if (b.luce) {
      const l = b.luce;
      grid('Energia elettrica', [
        [rnd.pick(['Codice POD', 'POD']), l.pod],
        ['Distributore locale', rnd.pick(DISTR_LUCE)],
        ['Potenza impegnata', `${kw(l.potenzaKw)} kW`],
        ['Potenza disponibile', `${kw(l.disponibileKw)} kW`],
        ['Tensione di alimentazione', `${l.tensioneV} V`],
        [annuo, `${it(l.annuoKwh)} kWh`],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      grid('Gas naturale', [
        [rnd.pick(['Codice PDR', 'PDR']), g.pdr],
        ['Distributore locale', rnd.pick(DISTR_GAS)],
        [rnd.pick(['Codice REMI', 'Cabina REMI']), g.remi],
        ['Matricola contatore', g.pdr.slice(5, 13)],
        ["Categoria d'uso", cat(g.categoria)],
        [annuo, `${it(g.annuoSmc)} Smc`],
      ]);
    }
    // a year by month: a bar over each figure, a row a commodity
    t(40, y, 'Andamento dei consumi negli ultimi 12 mesi', 9, true);
    const season = seasonOf(rnd);
    const history: [string, number[]][] = [];
    if (b.luce) history.push(['kWh', split(b.luce.annuoKwh, season)]);
    if (b.gas)
      history.push(['Smc', split(b.gas.annuoSmc, b.gas.categoria === 'C2' ? season : SEASONS.riscaldamento)]);
    const cw = 453 / 12;
    MESI.forEach((m, i) => t(102 + cw * i, y + 16, m, 7, false, 0.35));
    y += 20;
    for (const [unit, m] of history) {
      const max = Math.max(...m, 1);
      t(46, y + 30, unit, 7.5, true);
      m.forEach((v, i) => {
        const bh = Math.max(1, (22 * v) / max);
        p.rect(102 + cw * i, y + 22 - bh, cw - 14, bh, 0.55, null);
        t(100 + cw * i, y + 32, it(v), 6.5);
      });
      p.line(40, y + 37, 555, y + 37, 0.8);
      y += 42;
    }
    y += 8;
    const rp = rndOf(b, 'gennargentu-pay');
    p.rect(40, y, 515, 44, null, 0.5);
    t(48, y + 14, 'COME PAGARE', 8, true);
    t(48, y + 26, `Codice avviso pagoPA ${avviso(rp)} - Codice CBILL ${cbill(rp)}`, 7.5);
    t(48, y + 37, `Ente creditore ${s.nome} - C.F. ${s.partitaIva}`, 7.5);
    if (b.luce && pf) t(330, y + 14, 'Canone TV: non addebitato (utenza non residente)', 7, false, 0.35);
    y += 64;
    t(40, y, 'Contatti utili', 9, true);
    const contacts = [
      `Servizio clienti ${s.telefono} (gratuito da rete fissa) - 070 4412 900 da cellulare - ${s.web}`,
      ...(b.luce ? ['Segnalazione guasti energia elettrica: 800 085 577, attivo 24 ore su 24'] : []),
      ...(b.gas ? ['Pronto intervento gas: 800 194 028, attivo 24 ore su 24'] : []),
      'Reclami: Casella Postale 118, 09100 Cagliari - reclami@gennargentu.example',
    ];
    // the last lines give way when a dual bill's two grids fill the page
    contacts.filter((_, i) => y + 13 + 10 * i < 772).forEach((x, i) => t(40, y + 13 + 10 * i, x, 7.5));
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sabina: a letter. Page 1: the document's data on the left, the envelope on the right, a notice that
// tells the supply's address in a sentence (and where the bills keep going), the holder, the items of
// the total and a pagoPA slip. Page 2: the supply's codes in tables with a header over the values,
// readings in mc converted to Smc, bimonthly figures and the emergency numbers

/** Sabina's page 2: the supply's codes and figures (page 1 has the holder and the address). */
const CODES = 'pod pdr codiceRemi potenzaImpegnataKw tensioneV categoriaUsoGas';

export const sabina: Layout = {
  key: 'sabina',
  supplier: supplier(
    'SABINA',
    'Sabina Gas e Luce S.r.l.',
    '0158246031',
    'Via Tiberina 212, 02032 Fara in Sabina (RI)',
    '800 246 135',
  ),
  traits: 'letter; the supply address in a notice sentence; pagoPA slip; page 2 header-over-value tables',
  page2: `${CODES} consumoAnnuoKwh consumoAnnuoSmc`.split(' ') as CampoBolletta[],
  draw(b) {
    const rnd = rndOf(b, 'sabina');
    const { supplier: s, holder: h, fornitura: f } = b;
    const home = homeOf(b, rnd);
    const pf = h.tipo === 'PF';
    const p = new Page('serif');
    const t = penOf(p);
    t(40, 50, 'Sabina', 26, true);
    t(42, 64, 'GAS E LUCE', 8, false, 0.4);
    t(340, 36, s.nome, 8, true);
    [s.sede, `P.IVA e C.F. ${s.partitaIva}`, `Numero verde ${s.telefono} - ${s.web}`].forEach((x, i) =>
      t(340, 46 + 10 * i, x, 7, false, 0.3),
    );
    p.line(40, 80, 555, 80, 0.4);
    const doc = [
      ['Bolletta n.', b.numero],
      ['Data di emissione', '12/02/2026'],
      ['Periodo', 'dicembre 2025 - gennaio 2026'],
      ['Codice cliente', b.codiceCliente],
      ['Numero contratto', `C${rndOf(b, 'contratto').digits(9)}`],
      ['Scadenza', '04/03/2026'],
    ];
    pairs(t, 40, 102, 12, doc, 90);
    t(330, 104, pf ? 'Gent.mo/a' : 'Spett.le', 8, false, 0.35);
    const order = rnd.pick(['Nome Cognome', 'Cognome Nome'] as const);
    [holderName(h, order), street(home), cityLine(home)].forEach((x, i) =>
      t(330, 117 + 13 * i, x, fit(x, 225, 10, 'serif')),
    );
    let y = 196;
    t(40, y, titleOf(b, "Bolletta dell'energia elettrica", 'Bolletta gas', 'Bolletta luce e gas'), 14, true);
    t(40, y + 20, pf ? `Gentile ${holderName(h, 'Nome Cognome')},` : `Spettabile ${h.ragioneSociale},`, 9.5);
    const intro =
      'le inviamo la bolletta del bimestre. I dati tecnici della fornitura, le letture e i consumi sono riportati a pagina 2.';
    y = para(p, 40, y + 33, intro, 515, { size: 9.5 }) + 4;
    p.rect(40, y, 515, 40, 0.93, 0.3);
    t(52, y + 17, 'Importo totale da pagare', 10);
    t(52, y + 32, 'da versare entro il 04/03/2026', 8.5, false, 0.3);
    t(360, y + 26, `€ ${b.totale}`, 16, true);
    y += 58;
    // the notice: the supply's address in a sentence, with the home the bills keep going to
    const at = rnd.chance(0.5)
      ? `${street(f)}, ${cityLine(f)}`
      : `${f.toponimo} ${f.via} n. ${f.civico} a ${f.comune} (${f.provincia}), CAP ${f.cap}`;
    const whose = pf ? holderName(h, 'Nome Cognome') : h.ragioneSociale;
    const sentence = rnd.pick([
      `La fornitura di ${at} è intestata a ${whose} ed è classificata come utenza ${pf ? 'domestica non residente: i corrispettivi di rete sono quelli previsti da ARERA per le abitazioni diverse dalla residenza anagrafica.' : 'per altri usi: i corrispettivi di rete sono quelli previsti da ARERA per gli usi non domestici in bassa pressione o bassa tensione.'}`,
      `La fornitura di ${at} è attiva dal ${rnd.int(10, 28)}/0${rnd.int(1, 9)}/20${rnd.int(15, 23)} ed è servita dal distributore locale; le bollette continueranno a essere inviate a ${street(home)}, ${cityLine(home)}.`,
      `Le ricordiamo che la fornitura di ${at} risulta ${pf ? "non di residenza. Se ha trasferito la residenza nell'immobile, ci invii la dichiarazione sostitutiva" : 'per altri usi. Per variazioni dei dati fiscali scriva al servizio clienti'}: la bolletta resterà indirizzata a ${street(home)}, ${home.comune} finché non ci comunicherà un nuovo recapito.`,
    ]);
    const noticeTop = y;
    const heading = rnd.pick(['AVVISO IMPORTANTE', 'COMUNICAZIONE', 'Informazioni sulla sua fornitura']);
    t(52, y + 14, heading, 9, true);
    y = para(p, 52, y + 28, sentence, 495, { size: 9 });
    p.rect(40, noticeTop, 4, y - noticeTop - 4, 0.3, null);
    p.rect(40, noticeTop, 515, y - noticeTop - 4, null, 0.5);
    y += 14;
    // the holder; some bills repeat the supply's place in a row, most leave it to the notice
    t(40, y, "Dati dell'intestatario", 10, true);
    y += 14;
    const rows = holderRows(b, WHO, 'Cognome Nome');
    if (rnd.chance(0.4)) rows.push(['Luogo di prelievo', `${street(f)} - ${cityLine(f)}`]);
    rows.push(['Tipologia cliente', pf ? 'Domestico non residente' : 'Non domestico']);
    for (const [label, value] of rows) {
      t(46, y, label, 8.5, false, 0.3);
      t(160, y, value, fit(value, 395, 9, 'serif', true), true);
      p.line(40, y + 4, 555, y + 4, 0.8);
      y += 13;
    }
    t(40, y + 10, 'Sintesi degli importi', 10, true);
    y += 24;
    for (const [label, value] of items(b)) {
      const last = label.startsWith('Totale');
      t(46, y, label, 8.5, last);
      t(500 - widthOf(value, 8.5, 'serif', last), y, value, 8.5, last);
      t(506, y, 'euro', 8.5, false, 0.35);
      y += 12;
    }
    // the pagoPA slip, to cut off along the dashes
    const rp = rndOf(b, 'sabina-pay');
    const sy = 664;
    for (let x = 40; x < 555; x += 8) p.line(x, sy - 8, x + 4, sy - 8, 0.4);
    t(40, sy + 6, 'AVVISO DI PAGAMENTO pagoPA', 9, true);
    t(330, sy + 6, `Importo € ${b.totale} - entro il 04/03/2026`, 9, true);
    const dest = [street(home), `${home.cap} ${home.comune} ${home.provincia}`].map(upper);
    const slip: [string, string[], number, number][] = [
      ['ENTE CREDITORE', [s.nome], 40, sy + 20],
      ['Codice fiscale ente creditore', [s.partitaIva], 330, sy + 20],
      ['DESTINATARIO AVVISO', [upper(holderName(h, 'COGNOME NOME'))], 40, sy + 46],
      ['Codice CBILL', [cbill(rp)], 330, sy + 46],
      ['Codice avviso', [avviso(rp)], 40, sy + 72],
      ['Indirizzo destinatario', dest, 330, sy + 72],
    ];
    for (const [label, values, x, ly] of slip) {
      t(x, ly, label, 6.5, false, 0.4);
      for (const [i, v] of values.entries())
        p.text(x, ly + 11 + 10 * i, v, { size: fit(v, 222, 8.5, 'sans'), face: 'sans' });
    }
    footer(p, s);
    // page 2: the supply in header-over-value tables
    const q = new Page('serif');
    const u = penOf(q);
    u(40, 40, `${s.brand} - Bolletta n. ${b.numero} del 12/02/2026 - pagina 2 di 2`, 7.5, false, 0.4);
    u(40, 64, 'Dettaglio della fornitura', 14, true);
    let z = 90;
    const table = (title: string, cols: [string, string, string, number][]) => {
      u(40, z, title, 9.5, true);
      z += 8;
      q.rect(40, z, 515, 26, 0.9, 0.5);
      let x = 40;
      let bottom = z + 42;
      for (const [h1, h2, value, w] of cols) {
        u(x + 5, z + 11, h1, 7.5, true);
        u(x + 5, z + 21, h2, 7.5, true);
        bottom = Math.max(bottom, para(q, x + 5, z + 40, value, w - 10, { size: 9, lead: 11 }));
        x += w;
      }
      const height = Math.max(48, bottom - z - 4);
      x = 40;
      for (const [, , , w] of cols.slice(0, -1)) q.line((x += w), z, x, z + height, 0.5);
      q.rect(40, z, 515, height, null, 0.5);
      z += height + 18;
    };
    const period = (unit: string, annual: number, c: number, categoria?: string) => {
      const m = split(annual, seasonOf(rnd, categoria));
      const a = Math.round((m[10]! + m[11]!) / c);
      const half = Math.round(a / 2);
      const start = 4_000 + (annual % 9_000);
      u(40, z, `Letture e consumi (${unit})`, 9, true);
      const xs = [46, 150, 270, 390];
      const reads = [
        ['Data', 'Tipo lettura', 'Lettura', 'Consumo'],
        ['30/11/2025', 'Effettiva', it(start), '-'],
        ['31/12/2025', 'Stimata', it(start + half), it(half)],
        ['31/01/2026', rnd.pick(['Effettiva', 'Autolettura']), it(start + a), it(a - half)],
      ];
      reads.forEach((r, k) => r.forEach((x, i) => u(xs[i]!, z + 13 + (k ? 2 + 12 * k : 0), x, 8.5, !k)));
      q.line(40, z + 17, 555, z + 17, 0.5);
      z += 69;
      const bx = (i: number) => 130 + 71 * i;
      ['Bimestre', ...BIMESTRI].forEach((x, i) => u(i ? bx(i - 1) : 46, z, x, 7.5, false, 0.35));
      q.line(40, z + 4, 555, z + 4, 0.8);
      z += 13;
      u(46, z, `Consumo (${unit === 'mc' ? 'Smc' : unit})`, 8);
      bimesters(m).forEach((v, i) => u(bx(i), z, it(v), 8.5));
      z += 24;
    };
    if (b.luce) {
      const l = b.luce;
      table('FORNITURA DI ENERGIA ELETTRICA', [
        ['Codice POD', '', l.pod, 125],
        ['Potenza', 'impegnata', `${it(l.potenzaKw, 1)} kW`, 95],
        ['Potenza', 'disponibile', `${it(l.disponibileKw, 1)} kW`, 95],
        ['Tensione di', 'alimentazione', `${l.tensioneV} V`, 95],
        ['Consumo annuo', '(ultimi 12 mesi)', `${it(l.annuoKwh)} kWh`, 105],
      ]);
      period('kWh', l.annuoKwh, 1);
    }
    if (b.gas) {
      const g = b.gas;
      table('FORNITURA DI GAS NATURALE', [
        ['Codice PDR', '', g.pdr, 125],
        ['Codice', 'Re.Mi.', g.remi, 80],
        ["Categoria d'uso", '', cat(g.categoria), 160],
        ['Consumo annuo', '(Smc)', it(g.annuoSmc), 80],
        ['Coefficiente', 'C', '1,0382', 70],
      ]);
      period('mc', g.annuoSmc, 1.0382, g.categoria);
    }
    u(40, z, 'Informazioni utili', 10, true);
    z += 14;
    const notes = [
      `Servizio clienti ${s.telefono}, dal lunedì al venerdì 8-20; sabato 8-13.`,
      ...(b.luce ? [`Segnalazione guasti luce: ${rnd.pick(DISTR_LUCE)}, numero verde 800 901 550.`] : []),
      ...(b.gas ? [`Pronto intervento gas (24 ore su 24): ${rnd.pick(DISTR_GAS)}, 800 902 660.`] : []),
      ...(b.luce && pf ? ['Il canone TV non è addebitato: la fornitura non è di residenza anagrafica.'] : []),
      'Reclami scritti: Casella postale 41, 02032 Fara in Sabina (RI) oppure reclami@sabina.example.',
    ];
    for (const n of notes) z = para(q, 46, z, n, 505, { size: 8.5 });
    footer(q, s);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valcamonica: a dark header band with white letters, the envelope in a framed window, three summary
// boxes, the holder and the supply "presso" an address; electricity and gas side by side in two columns
// (the offer beside a single supply), the readings and bimonthly figures under each

export const valcamonica: Layout = {
  key: 'valcamonica',
  supplier: supplier(
    'VALCAMONICA',
    'Valcamonica Servizi Energia S.r.l.',
    '0348261907',
    'Piazza della Repubblica 3, 25043 Breno (BS)',
    '800 303 414',
  ),
  traits: 'dark header; supply "presso"; a dual bill two columns side by side (gas left on some); bimesters',
  draw(b) {
    const rnd = rndOf(b, 'valcamonica');
    const { supplier: s, holder: h, fornitura: f } = b;
    const home = homeOf(b, rnd);
    const p = new Page('sans');
    const t = penOf(p);
    p.rect(0, 0, 595, 62, 0.2, null);
    t(40, 36, 'VALCAMONICA', 20, true, 1);
    t(40, 50, 'energia di montagna', 8, false, 0.85);
    [`Servizio clienti ${s.telefono}`, `Area clienti ${s.web}`, `P.IVA ${s.partitaIva}`].forEach((x, i) =>
      t(370, 28 + 12 * i, x, 7.5, false, 1),
    );
    t(40, 94, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), 14, true);
    const doc = [
      ['N. documento', b.numero],
      ['Emessa il', '12/02/2026'],
      ['Codice cliente', b.codiceCliente],
      ['Codice contratto', rndOf(b, 'contratto').digits(10)],
    ];
    pairs(t, 40, 112, 11, doc, 78, 8);
    p.rect(318, 82, 237, 74, null, 0.7);
    const name = upper(holderName(h, 'COGNOME NOME'));
    [name, upper(street(home)), upper(`${home.cap} ${home.comune} ${home.provincia}`)].forEach((x, i) =>
      t(330, 110 + 13 * i, x, fit(x, 215, 9.5, 'sans')),
    );
    const boxes = [
      ['Totale da pagare', `€ ${b.totale}`],
      ['Da pagare entro il', '04/03/2026'],
      ['Periodo di fatturazione', '01/12/2025 - 31/01/2026'],
    ];
    boxes.forEach(([label = '', value = ''], i) => {
      p.rect(40 + 175 * i, 170, 165, 40, i ? 0.94 : 0.85, null);
      t(48 + 175 * i, 184, label, 7.5, false, 0.3);
      t(48 + 175 * i, 201, value, i === 2 ? 9 : 12, true);
    });
    let y = 232;
    t(40, y, h.tipo === 'PF' ? 'INTESTATARIO' : 'CLIENTE', 7.5, true, 0.4);
    if (h.tipo === 'PF') t(40, (y += 12), `${name} - Cod. Fisc. ${h.codiceFiscale}`, 9.5, true);
    else {
      t(40, (y += 12), upper(h.ragioneSociale), 9.5, true);
      t(40, (y += 12), `P. IVA ${h.partitaIva} - C.F. ${h.codiceFiscale}`, 9);
    }
    t(40, (y += 18), rnd.pick(['FORNITURA PRESSO', "INDIRIZZO DELL'UTENZA", 'PRESSO']), 7.5, true, 0.4);
    const at = rnd.chance(0.5)
      ? `${street(f)} - ${cityLine(f)}`
      : upper(`${f.toponimo} ${f.via}, ${f.civico} ${f.cap} ${f.comune} ${f.provincia}`);
    t(40, (y += 12), at, fit(at, 515, 9.5, 'sans', true), true);
    y += 22;
    // the columns: each commodity's data, bimonthly figures and readings; a single supply beside the offer
    const cols: [title: string, rows: string[][], unit: string, annual: number, season: number[]][] = [];
    if (b.luce) {
      const l = b.luce;
      const fasi = l.tensioneV === 230 ? 'monofase' : 'trifase';
      const rows = [
        ['Punto di prelievo (POD)', l.pod],
        ['Potenza contrattuale', `${kw(l.potenzaKw)} kW`],
        ['Potenza max prelevabile', `${kw(l.disponibileKw)} kW`],
        ['Livello di tensione', `${l.tensioneV} V ${fasi}`],
        ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
        ['Tipo contatore', 'Elettronico 2G'],
      ];
      cols.push(['ENERGIA ELETTRICA', rows, 'kWh', l.annuoKwh, SEASONS.monti]);
    }
    if (b.gas) {
      const g = b.gas;
      const rows = [
        ['Punto di riconsegna (PDR)', g.pdr],
        ['Codice REMI', g.remi],
        ['Tipologia di utilizzo', cat(g.categoria)],
        ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
        ['Classe contatore', rnd.pick(['G4', 'G6', 'G10'])],
      ];
      const season = g.categoria === 'C2' ? SEASONS.monti : SEASONS.riscaldamento;
      cols.push(['GAS NATURALE', rows, 'Smc', g.annuoSmc, season]);
    }
    if (cols.length === 2 && rnd.chance(0.4)) cols.reverse();
    const colTop = y;
    let end = y;
    cols.forEach(([title, rows, unit, annual, season], i) => {
      const x = 40 + 263 * i;
      p.rect(x, colTop, 252, 18, 0.2, null);
      t(x + 8, colTop + 12.5, title, 9, true, 1);
      const cy = ruled(p, x, colTop + 32, rows, 124, 252) + 8;
      const m = split(annual, season);
      t(x + 6, cy, `Consumi per bimestre (${unit})`, 8, true);
      bimesters(m).forEach((v, k) => {
        const bx = x + 6 + 124 * (k % 2);
        t(bx, cy + 12 + 11 * Math.floor(k / 2), BIMESTRI[k]!, 7.5, false, 0.35);
        t(bx + 74, cy + 12 + 11 * Math.floor(k / 2), it(v), 7.5);
      });
      const last = 6_000 + (annual % 11_000);
      t(x + 6, cy + 52, `Lettura al 31/01/2026: ${it(last)} - ${rnd.pick(['effettiva', 'stimata'])}`, 7.5);
      t(x + 6, cy + 63, `Lettura al 30/11/2025: ${it(last - (m[10]! + m[11]!))} - effettiva`, 7.5);
      end = Math.max(end, cy + 77);
    });
    if (cols.length === 1) {
      // the offer beside a single supply
      const luce = !!b.luce;
      p.rect(303, colTop, 252, 18, 0.85, null);
      t(311, colTop + 12.5, 'LA TUA OFFERTA', 9, true);
      const offer = [
        ['Nome offerta', luce ? 'Baita Luce Fissa' : 'Baita Gas Fisso'],
        ['Codice offerta', `${luce ? 'L' : 'G'}${rnd.digits(6)}`],
        ['Prezzo', luce ? `0,${rnd.int(1000, 1600)} €/kWh` : `0,${rnd.int(4000, 6500)} €/Smc`],
        ['Quota fissa', `${it(rnd.int(600, 1400) / 100, 2)} €/mese`],
        ['Valida fino al', '31/12/2026'],
        ['Mercato', 'libero'],
      ];
      end = Math.max(end, ruled(p, 303, colTop + 32, offer, 124, 252, false));
    }
    p.line(297.5, colTop + 22, 297.5, end - 6, 0.75);
    y = end + 10;
    const tv =
      b.luce && h.tipo === 'PF' ? ' Il canone TV non è addebitato sulle forniture non di residenza.' : '';
    const msg = `Utenza ${h.tipo === 'PF' ? 'domestica non residente' : 'non domestica'}: la bolletta è inviata all'indirizzo di recapito indicato nel contratto (${home.comune}). Per cambiarlo chiami il ${s.telefono} o scriva dall'area clienti.${tv}`;
    const lines = wrap(msg, 500, 7.5, 'sans');
    p.rect(40, y, 515, 34 + 10 * lines.length, 0.95, null);
    t(48, y + 14, 'COMUNICAZIONI', 8, true);
    lines.forEach((x, i) => t(48, y + 27 + 10 * i, x, 7.5));
    y += 52 + 10 * lines.length;
    // the items of the total, three to a column
    t(40, y, 'Sintesi degli importi (euro)', 8.5, true);
    items(b).forEach(([label, value], i) => {
      const x = 40 + 263 * Math.floor(i / 3);
      const iy = y + 13 + 12 * (i % 3);
      t(x + 6, iy, label, 7.5, i === 5);
      t(x + 248 - widthOf(value, 8, 'sans', i === 5), iy, value, 8, i === 5);
    });
    p.line(40, y + 41, 555, y + 41, 0.6);
    y += 69;
    const rp = rndOf(b, 'valcamonica-pay');
    t(40, y, 'PAGA CON pagoPA', 8.5, true);
    t(140, y, `Codice avviso ${avviso(rp)}`, 8.5);
    t(400, y, `CBILL ${cbill(rp)}`, 8.5);
    const iban = `IT** **** **** **** **** ***${rp.digits(4)}`;
    t(40, y + 12, `Addebito SEPA su IBAN ${iban} (se attivo)`, 7.5, false, 0.35);
    footer(p, s);
    return [p];
  },
};
