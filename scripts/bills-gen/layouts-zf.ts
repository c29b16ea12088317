// Layouts zf (narrow statements, panels side by side, paper forms): a short "bolletta sintetica" printed
// as one tall column about 260 points wide, every line in capitals, abbreviated labels with colons or dot
// leaders and long values moved to the next line (tagliamento); a dual-fuel bill whose page 1 puts the
// electricity and the gas side by side in two panels, the holder surname first, and whose envelope window
// at the bottom right carries a mailing address other than the supply's, a holiday home's bill going
// home (cansiglio); a small municipal multi-utility's bill printed as a paper form, each label small in
// the top-left corner of its box and the value below it, the codice fiscale one character a box, the
// detail of the charges on page 2 (vomano).
import { CATEGORIE, holderName, it, kw, spaced, upper, type Bill, type NameOrder } from './bill';
import { address, type Indirizzo } from './identities';
import { eur, iban, moneyOf, para, right, rndOf, roomOf, split, wrapWords, type Money } from './place';
import { supplier, type Layout } from './layout';
import { Page, type Face } from './page';
import type { Rnd } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring and placing text

/** The size at which `s` fits in `max` (a name is shrunk, never broken over two lines). */
function fit(s: string, max: number, size: number, face: Face, bold = false, min = 5.5): number {
  let z = size;
  while (z > min && roomOf(s, z, face, bold) > max) z -= 0.25;
  return z;
}

/** A string wrapped at `max`. */
function wrap(s: string, max: number, size: number, face: Face, bold = false): string[] {
  return wrapWords(s, (t) => roomOf(t, size, face, bold) <= max);
}

// ---------------------------------------------------------------------------------------------------------
// The bill's own randomness, money, codes

const masked = (ib: string) => `${ib.slice(0, 5)}*** **** **** **** ${spaced(ib.slice(-7), 4)}`;

/** The two months billed: electricity by the bimester's share of the year, gas heavier in winter. */
const periodKwh = (annual: number) => Math.round((annual * 21) / 100);
const periodSmc = (annual: number) => Math.round((annual * 37) / 100);

const SHORT_CAT: Record<string, string> = {
  C1: 'Riscaldamento',
  C2: 'Cottura e acqua calda',
  C3: 'Riscald. + cottura e acqua calda',
  C4: 'Condizionamento',
  T1: 'Uso tecnologico',
  T2: 'Tecnologico + riscald.',
};

const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via} ${a.civico}`;
const cityOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;

// ---------------------------------------------------------------------------------------------------------
// Tagliamento: a short "bolletta sintetica" as a narrow statement, one column of capitals in a typewriter
// face about 260 points wide, on the left with the envelope and the total beside it or alone in the middle
// of the page; "INTEST.: ROSSI MARIO" or "INTEST. ........ ROSSI MARIO", a long value on the next line

const CARNICA = supplier(
  'CARNICA',
  'Carnica Energie S.r.l.',
  '0432815064',
  'Via Carnia Libera 1944 n. 15, 33028 Tolmezzo (UD)',
  '800 432 815',
);

/** The column being written: where it is, how wide, its type and its way of labelling. */
type Strip = {
  p: Page;
  x: number;
  w: number;
  y: number;
  size: number;
  lead: number;
  dots: boolean;
};

/** How many characters a line of the column holds. */
const charsOf = (s: Strip) => Math.floor(s.w / roomOf('M', s.size, 'mono'));

function sLine(s: Strip, text: string, o: { bold?: boolean; grey?: number; indent?: number } = {}) {
  const { indent = 0, ...rest } = o;
  s.p.text(s.x + indent * roomOf('M', s.size, 'mono'), s.y, text, { size: s.size, face: 'mono', ...rest });
  s.y += s.lead;
}
const sRule = (s: Strip, ch = '-') => sLine(s, ch.repeat(charsOf(s)), { grey: 0.35 });
const sGap = (s: Strip, k = 0.5) => (s.y += s.lead * k);
/** A heading centred in the column. */
function sHead(s: Strip, text: string) {
  const n = charsOf(s);
  const pad = Math.max(0, Math.floor((n - text.length) / 2));
  sLine(s, text, { bold: true, indent: pad });
}

/**
 * A labelled value: on the label's line when it fits, else on the lines under it (a part a line, parts
 * wrapped when too long); with colons or with dot leaders up to a value flush right.
 */
function sField(s: Strip, label: string, value: string | string[], sameLineFirst = false) {
  const n = charsOf(s);
  const parts = (typeof value === 'string' ? [value] : value).map(upper);
  const whole = parts.join(' ');
  if (s.dots) {
    const dots = n - label.length - whole.length - 2;
    if (dots >= 2) {
      sLine(s, `${label} ${'.'.repeat(dots)} ${whole}`);
      return;
    }
  } else if (label.length + 2 + whole.length <= n) {
    sLine(s, `${label}: ${whole}`);
    return;
  }
  const head = s.dots ? `${label}:` : `${label}:`;
  const first = parts[0] ?? '';
  let rest = parts;
  if (sameLineFirst && parts.length > 1 && head.length + 1 + first.length <= n) {
    sLine(s, `${head} ${first}`);
    rest = parts.slice(1);
    const indent = head.length + 1;
    for (const part of rest)
      for (const l of wrapWords(part, (t) => t.length <= n - indent)) sLine(s, l, { indent });
    return;
  }
  sLine(s, head);
  for (const part of rest)
    for (const l of wrapWords(part, (t) => t.length <= n - 2)) sLine(s, l, { indent: 2 });
}

/** An amount with dot leaders to the value flush right. */
function sAmount(s: Strip, label: string, value: string, bold = false) {
  const n = charsOf(s);
  const dots = Math.max(1, n - label.length - value.length - 2);
  sLine(s, `${label} ${'.'.repeat(dots)} ${value}`, { bold });
}

/** A paragraph of the column's capitals, wrapped by characters. */
function sPara(s: Strip, text: string) {
  for (const l of wrapWords(upper(text), (t) => t.length <= charsOf(s))) sLine(s, l, { grey: 0.25 });
}

type TagWords = {
  intest: string;
  cf: string;
  piva: string;
  ind: string;
  pod: string;
  pot: string;
  disp: string;
  tens: string;
  consKwh: string;
  pdr: string;
  remi: string;
  cat: string;
  consSmc: string;
};

function tagWords(r: Rnd): TagWords {
  return {
    intest: r.pick(['INTEST.', 'INTESTATARIO', 'TITOLARE']),
    cf: r.pick(['COD.FISC.', 'C.F.', 'COD. FISCALE']),
    piva: r.pick(['P.IVA', 'PART. IVA', 'P. IVA']),
    ind: r.pick(['IND. FORN.', 'UBICAZ. FORN.', 'IND. FORNITURA']),
    pod: r.pick(['P.O.D.', 'POD', 'COD. POD']),
    pot: r.pick(['POT. IMP.', 'POT. IMPEGN.', 'POT. IMPEGNATA']),
    disp: r.pick(['POT. DISP.', 'POT. DISPON.']),
    tens: r.pick(['TENS.', 'TENS. ALIM.', 'TENSIONE']),
    consKwh: r.pick(['CONS. ANNUO', 'CONS. ANNUO', 'CONS. ULT. 12 MESI']),
    pdr: r.pick(['P.D.R.', 'PDR', 'COD. PDR']),
    remi: r.pick(['COD. REMI', 'COD. REMI', 'REMI']),
    cat: r.pick(['CAT. USO', 'CAT. USO GAS', 'CATEG. USO']),
    consSmc: r.pick(['CONS. ANNUO', 'CONS. ANNUO', 'CONS. ULT. 12 MESI']),
  };
}

/** The envelope's window beside the column (the left variant): the holder and the postal address. */
function tagEnvelope(p: Page, b: Bill, order: NameOrder) {
  const a = b.recapito;
  const name = upper(holderName(b.holder, order));
  p.text(335, 112, 'SPETT.LE', { size: 7, face: 'mono', grey: 0.35 });
  p.text(335, 125, name, { size: fit(name, 215, 9, 'mono'), face: 'mono' });
  p.text(335, 137, upper(streetOf(a)), { size: 9, face: 'mono' });
  p.text(335, 149, upper(`${a.cap} ${a.comune} ${a.provincia}`), {
    size: fit(`${a.cap} ${a.comune} ${a.provincia}`, 215, 9, 'mono'),
    face: 'mono',
  });
}

/** The right side of the left variant: the total, a chart of the consumption, the notices. */
function tagSide(p: Page, b: Bill, m: Money, r: Rnd) {
  const x = 335;
  p.rect(x, 200, 220, 62, 0.92, 0.5);
  p.text(x + 10, 216, 'TOTALE DA PAGARE', { size: 8, face: 'mono', bold: true });
  p.text(x + 10, 238, `EUR ${b.totale}`, { size: 15, face: 'mono', bold: true });
  p.text(x + 10, 254, 'SCADENZA 04/03/2026', { size: 8, face: 'mono' });
  const luce = !!b.luce;
  const annual = b.luce?.annuoKwh ?? b.gas?.annuoSmc ?? 0;
  const values = split(annual, luce ? [18, 16, 15, 17, 15, 19] : [30, 13, 4, 3, 14, 36]);
  const max = Math.max(...values, 1);
  p.text(x, 292, `ANDAMENTO CONSUMI (${luce ? 'KWH' : 'SMC'})`, { size: 7.5, face: 'mono', bold: true });
  const base = 372;
  const names = ['FEB', 'APR', 'GIU', 'AGO', 'OTT', 'DIC'];
  values.forEach((v, i) => {
    const bx = x + 6 + i * 36;
    const h = Math.max(2, (v / max) * 56);
    p.rect(bx, base - h, 18, h, i === 5 ? 0.3 : 0.72, null);
    p.text(bx, base - h - 3, it(v), { size: 5.8, face: 'mono' });
    p.text(bx + 1, base + 9, names[i] ?? '', { size: 6, face: 'mono' });
  });
  p.line(x, base, x + 220, base, 0.4);
  p.text(x + 8, 413, 'COMUNICAZIONI', { size: 7.5, face: 'mono', bold: true });
  const note =
    `Autolettura dal 25 al 30 del mese al ${CARNICA.telefono} o su ${CARNICA.web}. ` +
    'Dal 1 aprile cambiano le condizioni economiche dell’offerta: i nuovi prezzi sono sul sito. ' +
    `Imponibile EUR ${eur(m.luce + m.gas)}, IVA ${m.rate}% EUR ${eur(m.iva)}. ` +
    (r.chance(0.5) ? 'Bolletta web: attivala e risparmi 6 euro l’anno.' : 'Nessun pagamento arretrato.');
  const end = para(p, x + 8, 426, upper(note), 204, { size: 6.6, face: 'mono', grey: 0.2 });
  p.rect(x, 400, 220, end - 400 + 2, null, 0.5);
}

function tagPage(b: Bill): Page {
  const r = rndOf(b, 211);
  const p = new Page('mono');
  const left = r.chance(0.55);
  const s: Strip = {
    p,
    x: left ? 40 : Math.round((595 - 262) / 2),
    w: 262,
    y: 44,
    size: 8.8,
    lead: 10.6,
    dots: r.chance(0.45),
  };
  const v = tagWords(r);
  const m = moneyOf(b, [55, 45]);
  const h = b.holder;
  const order: NameOrder = r.pick(['COGNOME NOME', 'Nome Cognome']);
  const sameLine = r.chance(0.5);
  const f = b.fornitura;
  const title = b.luce && b.gas ? 'LUCE E GAS' : b.luce ? 'ENERGIA ELETTRICA' : 'GAS NATURALE';

  // the strip's top: the supplier, in the same capitals
  p.rect(s.x, 28, s.w, 3, 0.2, null);
  s.y = 46;
  sHead(s, upper(CARNICA.nome));
  sHead(s, r.pick(['BOLLETTA SINTETICA', 'SINTESI DELLA BOLLETTA', 'BOLLETTA - SINTESI']));
  sHead(s, title);
  sLine(s, upper(CARNICA.sede), { grey: 0.35 });
  sLine(s, `P.IVA ${CARNICA.partitaIva} - N.VERDE ${CARNICA.telefono}`, { grey: 0.35 });
  sRule(s, '=');
  if (left) tagEnvelope(p, b, order);
  else {
    // alone in the middle of the page: the postal address at the head of the strip
    sLine(s, 'SPETT.LE', { grey: 0.35 });
    const name = upper(holderName(h, order));
    const z = fit(name, s.w, s.size, 'mono');
    p.text(s.x, s.y, name, { size: z, face: 'mono' });
    s.y += s.lead;
    sLine(s, upper(streetOf(b.recapito)));
    sLine(s, upper(`${b.recapito.cap} ${b.recapito.comune} ${b.recapito.provincia}`));
    sRule(s);
  }
  sField(s, r.pick(['FATT. N.', 'FATTURA N.', 'DOC. N.']), b.numero);
  sField(s, 'DEL', '12/02/2026');
  sField(s, r.pick(['PERIODO', 'PER. FATT.']), '01/12/25 - 31/01/26');
  sField(s, r.pick(['COD. CLIENTE', 'COD. CLI.']), b.codiceCliente);
  sField(s, 'COD. CONTR.', `CE${r.digits(7)}`);
  sRule(s);
  sHead(s, 'DATI INTESTATARIO');
  if (h.tipo === 'PF') {
    sField(s, v.intest, holderName(h, order));
    sField(s, v.cf, h.codiceFiscale);
  } else {
    sField(s, r.pick([v.intest, 'RAG. SOC.', 'RAGIONE SOCIALE']), h.ragioneSociale);
    sField(s, v.piva, h.partitaIva);
    sField(s, v.cf, h.codiceFiscale);
  }
  sRule(s);
  sHead(s, 'DATI FORNITURA');
  sField(s, v.ind, [streetOf(f), cityOf(f)], sameLine);
  sField(s, 'TIPO UTENZA', h.tipo === 'PF' ? 'DOMESTICO RESIDENTE' : 'ALTRI USI');
  if (b.luce) {
    const l = b.luce;
    sGap(s, 0.4);
    sLine(s, '* ENERGIA ELETTRICA', { bold: true });
    sField(s, v.pod, l.pod);
    sField(s, v.pot, `${kw(l.potenzaKw)} KW`);
    sField(s, v.disp, `${kw(l.disponibileKw)} KW`);
    sField(s, v.tens, `${l.tensioneV} V`);
    sField(s, v.consKwh, `${it(l.annuoKwh)} KWH`);
    sField(s, 'CONS. PERIODO', `${it(periodKwh(l.annuoKwh))} KWH`);
  }
  if (b.gas) {
    const g = b.gas;
    sGap(s, 0.4);
    sLine(s, '* GAS NATURALE', { bold: true });
    sField(s, v.pdr, g.pdr);
    sField(s, v.remi, g.remi);
    sField(s, v.cat, `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`);
    sField(s, v.consSmc, `${it(g.annuoSmc)} SMC`);
    sField(s, 'CONS. PERIODO', `${it(periodSmc(g.annuoSmc))} SMC`);
    sField(s, 'COEFF. C', r.pick(['1,0207', '0,9874', '1,0031']));
  }
  sRule(s);
  sHead(s, 'LETTURE');
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    sField(s, 'EE 30/11/25 REALE', it(12_000 + (b.luce.annuoKwh % 5_000)));
    sField(s, `EE 31/01/26 ${r.pick(['REALE', 'STIMATA'])}`, it(12_000 + (b.luce.annuoKwh % 5_000) + kwh));
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    sField(s, 'GAS 30/11/25 REALE', it(3_000 + (b.gas.annuoSmc % 4_000)));
    sField(s, `GAS 31/01/26 ${r.pick(['REALE', 'AUTOLETT.'])}`, it(3_000 + (b.gas.annuoSmc % 4_000) + smc));
  }
  sRule(s);
  sHead(s, 'IMPORTI (EUR)');
  const net = m.luce + m.gas;
  const [energia = 0, trasporto = 0, oneri = 0, imposte = 0] = split(net, [54, 22, 9, 15]);
  sAmount(s, 'SPESA MATERIA ENERGIA', eur(energia));
  sAmount(s, 'TRASPORTO E GEST. CONTAT.', eur(trasporto));
  sAmount(s, 'ONERI DI SISTEMA', eur(oneri));
  sAmount(s, 'IMPOSTE', eur(imposte));
  sAmount(s, `IVA ${m.rate}%`, eur(m.iva));
  sAmount(s, 'TOTALE DA PAGARE', b.totale, true);
  sField(s, 'SCADENZA', '04/03/2026');
  sRule(s);
  if (r.chance(0.5)) {
    sField(s, 'PAGAMENTO', 'ADDEBITO SEPA');
    sField(s, 'IBAN', masked(iban(r)));
  } else {
    sField(s, 'PAGAMENTO', 'AVVISO PAGOPA');
    sField(s, 'COD. AVVISO', spaced(`3017${r.digits(14)}`, 4));
  }
  sRule(s);
  sField(s, 'SERV. CLIENTI', CARNICA.telefono);
  sField(s, 'GUASTI EE', '803 500');
  sField(s, 'PRONTO INTERV. GAS', '800 900 700');
  if (s.y < 760) {
    sGap(s, 0.3);
    sPara(
      s,
      'Reclami: reclami@carnica.example. Servizio Conciliazione ARERA. Bonus sociale su ISEE. ' +
        'Fattura elettronica inviata allo SDI.',
    );
  }
  if (left) tagSide(p, b, m, r);
  p.line(40, 793, 555, 793, 0.5);
  p.text(40, 803, upper(`${CARNICA.nome} - Cap. soc. EUR 500.000 i.v. - REA UD-271546 - ${CARNICA.web}`), {
    size: 6.2,
    face: 'mono',
  });
  p.text(40, 812, upper('Documento di esempio generato per i test: fornitore, cliente e importi fittizi.'), {
    size: 6.2,
    face: 'mono',
    grey: 0.35,
  });
  return p;
}

export const tagliamento: Layout = {
  key: 'tagliamento',
  supplier: CARNICA,
  traits:
    'narrow statement ~260 pt wide (left beside envelope and total, or centred alone), all capitals in a ' +
    'typewriter face, abbreviated labels "INTEST.:", "P.O.D.:", "CONS. ANNUO:" with colons or dot leaders, ' +
    'long values (address, company) on the next line or wrapped; units in capitals (KW, KWH, SMC)',
  draw: (b) => [tagPage(b)],
};

// ---------------------------------------------------------------------------------------------------------
// Cansiglio: a dual-fuel bill, page 1 with the electricity and the gas in two panels side by side (the
// service not taken says so or offers itself), the holder surname first, the supply address labelled as
// such and the mailing address of another town in the envelope window at the bottom right; page 2 the
// readings and the detail of the charges

const ALPAGO = supplier(
  'ALPAGO',
  'Alpago Luce e Gas S.p.A.',
  '0437296153',
  'Viale Dolomiti 48, 32016 Alpago (BL)',
  '800 437 296',
);

type Duo = {
  p: Page;
  b: Bill;
  r: Rnd;
  m: Money;
  post: Indirizzo;
  order: NameOrder;
  supplyLabel: string;
  postLabel: string;
  oneLine: boolean;
};

/** A mailing address of the bill's own random source, in another comune than the supply's. */
function postOf(r: Rnd, b: Bill): Indirizzo {
  let a = address(r);
  for (let i = 0; i < 6 && a.comune === b.fornitura.comune; i++) a = address(r);
  return a;
}

function duoHeader(d: Duo) {
  const { p, b } = d;
  p.rect(40, 30, 26, 26, 0.25, null);
  p.text(46, 49, 'A', { size: 18, bold: true, grey: 1 });
  p.text(74, 46, 'Alpago', { size: 19, bold: true });
  p.text(74, 57, 'luce e gas dalle Prealpi', { size: 7.5, grey: 0.4 });
  p.text(40, 76, ALPAGO.nome, { size: 7, bold: true });
  p.text(40, 85, `Sede legale ${ALPAGO.sede}`, { size: 6.6 });
  p.text(40, 94, `P.IVA ${ALPAGO.partitaIva} - Servizio clienti ${ALPAGO.telefono} - ${ALPAGO.web}`, {
    size: 6.6,
  });
  const title = b.luce && b.gas ? 'Bolletta luce e gas' : b.luce ? 'Bolletta luce' : 'Bolletta gas';
  p.rect(330, 28, 225, 72, 0.94, 0.6);
  p.text(340, 43, title, { size: 11, bold: true });
  const rows: [string, string][] = [
    ['Numero bolletta', b.numero],
    ['Data di emissione', '11/02/2026'],
    ['Periodo', '01/12/2025 - 31/01/2026'],
    ['Codice cliente', b.codiceCliente],
  ];
  rows.forEach(([k, v], i) => {
    p.text(340, 57 + i * 11, k, { size: 7.3, grey: 0.35 });
    right(p, 547, 57 + i * 11, v, { size: 7.5, bold: true });
  });
}

/** The holder (surname first) on the left, the supply's place on the right. */
function duoParties(d: Duo, top: number): number {
  const { p, b, r } = d;
  const h = b.holder;
  p.rect(40, top, 250, 78, null, 0.6);
  p.rect(305, top, 250, 78, null, 0.6);
  p.text(48, top + 13, r.pick(['Intestatario del contratto', 'Titolare della fornitura', 'Cliente']), {
    size: 7.5,
    bold: true,
    grey: 0.3,
  });
  if (h.tipo === 'PF') {
    const name = holderName(h, d.order);
    p.text(48, top + 30, name, { size: fit(name, 232, 10.5, 'sans', true), bold: true });
    p.text(48, top + 45, `Codice fiscale ${h.codiceFiscale}`, { size: 8 });
    p.text(48, top + 58, 'Cliente domestico - seconda casa', { size: 7.3, grey: 0.35 });
  } else {
    p.text(48, top + 30, h.ragioneSociale, {
      size: fit(h.ragioneSociale, 232, 10.5, 'sans', true),
      bold: true,
    });
    p.text(48, top + 45, `Partita IVA ${h.partitaIva}`, { size: 8 });
    p.text(48, top + 57, `Codice fiscale ${h.codiceFiscale}`, { size: 8 });
    p.text(48, top + 70, 'Cliente non domestico - unità locale', { size: 7.3, grey: 0.35 });
  }
  const f = b.fornitura;
  p.text(313, top + 13, d.supplyLabel, { size: 7.5, bold: true, grey: 0.3 });
  const lines = d.oneLine ? [`${streetOf(f)}, ${cityOf(f)}`] : [streetOf(f), cityOf(f)];
  let y = top + 30;
  for (const l of lines) {
    const z = fit(l, 232, 9.5, 'sans', true);
    p.text(313, y, l, { size: z, bold: true });
    y += 13;
  }
  const note = 'La bolletta è spedita al recapito indicato nel riquadro in basso';
  p.text(313, top + 70, note, { size: fit(note, 234, 6.8, 'sans'), grey: 0.35 });
  return top + 78;
}

function duoTotal(d: Duo, top: number): number {
  const { p, b, r } = d;
  p.rect(40, top, 515, 34, 0.2, null);
  p.text(52, top + 22, 'Totale da pagare', { size: 11, bold: true, grey: 1 });
  p.text(190, top + 22, `€ ${b.totale}`, { size: 15, bold: true, grey: 1 });
  const pay = r.chance(0.5) ? 'con addebito SEPA il 04/03/2026' : 'entro il 04/03/2026 con pagoPA';
  right(p, 545, top + 22, pay, { size: 8.5, grey: 1 });
  return top + 34;
}

type PanelRow = [label: string, value: string];

/** One service's panel: a dark title bar and its rows, the label left and the value flush right. */
function panel(p: Page, x: number, top: number, w: number, title: string, rows: PanelRow[], bottom: number) {
  p.rect(x, top, w, 17, 0.3, null);
  p.text(x + 8, top + 12, title, { size: 9.5, bold: true, grey: 1 });
  p.rect(x, top, w, bottom - top, null, 0.5);
  let y = top + 31;
  for (const [label, value] of rows) {
    p.text(x + 8, y, label, { size: 7.4, grey: 0.3 });
    const lw = roomOf(label, 7.4, 'sans') + 12;
    const room = w - 16 - lw;
    if (roomOf(value, 8.3, 'sans', true) <= room) right(p, x + w - 8, y, value, { size: 8.3, bold: true });
    else {
      const lines = wrap(value, room, 8.3, 'sans', true);
      lines.forEach((l, k) => right(p, x + w - 8, y + k * 10.5, l, { size: 8.3, bold: true }));
      y += (lines.length - 1) * 10.5;
    }
    p.line(x + 8, y + 4, x + w - 8, y + 4, 0.87);
    y += 14.5;
  }
  return y;
}

/** The panel of a service the bill does not supply: not active, or an offer to take it. */
function idle(
  p: Page,
  x: number,
  top: number,
  w: number,
  title: string,
  gas: boolean,
  r: Rnd,
  bottom: number,
) {
  p.rect(x, top, w, 17, 0.62, null);
  p.text(x + 8, top + 12, title, { size: 9.5, bold: true, grey: 1 });
  p.rect(x, top, w, bottom - top, null, 0.5);
  if (r.chance(0.5)) {
    p.text(x + 12, top + 40, 'Servizio non attivo', { size: 10, bold: true, grey: 0.35 });
    para(
      p,
      x + 12,
      top + 58,
      `Per questo indirizzo non hai un contratto ${gas ? 'gas' : 'luce'} con Alpago. Puoi attivarlo in ` +
        `qualsiasi momento chiamando il ${ALPAGO.telefono} o dall’area clienti.`,
      w - 24,
      { size: 7.8, grey: 0.3 },
    );
  } else {
    p.text(x + 12, top + 40, gas ? 'Offerta Alpago Gas Casa' : 'Offerta Alpago Luce Verde', {
      size: 10,
      bold: true,
    });
    p.rect(x + 12, top + 50, w - 24, 58, 0.93, null);
    p.text(x + 20, top + 66, gas ? 'Prezzo bloccato 24 mesi' : 'Energia 100% rinnovabile', { size: 8.5 });
    p.text(x + 20, top + 80, gas ? '0,54 €/Smc + 9,00 €/mese' : '0,129 €/kWh + 8,50 €/mese', {
      size: 10,
      bold: true,
    });
    p.text(x + 20, top + 96, 'Sconto 5% per chi ha già la luce o il gas', { size: 7.5, grey: 0.35 });
    para(
      p,
      x + 12,
      top + 124,
      'Offerta valida fino al 30/04/2026. Condizioni complete su www.alpago.example/offerte.',
      w - 24,
      { size: 7, grey: 0.35 },
    );
  }
}

function duoPanels(d: Duo, top: number): number {
  const { p, b, r } = d;
  const pg = b.holder.tipo === 'PG';
  const lw = r.chance(0.5);
  const luceRows: PanelRow[] = b.luce
    ? [
        ['Codice POD', b.luce.pod],
        [lw ? 'Potenza impegnata' : 'Pot. impegnata', `${kw(b.luce.potenzaKw)} kW`],
        [lw ? 'Potenza disponibile' : 'Pot. disponibile', `${kw(b.luce.disponibileKw)} kW`],
        [lw ? 'Tensione di alimentazione' : 'Tensione', `${b.luce.tensioneV} V`],
        [
          r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi', 'Consumo annuo stimato']),
          `${it(b.luce.annuoKwh)} kWh`,
        ],
        ['Consumo del periodo', `${it(periodKwh(b.luce.annuoKwh))} kWh`],
        ['Tipologia', pg ? 'Altri usi BT' : 'Domestico non residente'],
        ['Offerta', 'Alpago Luce Fissa 12'],
        ['Contatore', `${r.pick(['EDY', 'ENL'])}${r.digits(8)}`],
      ]
    : [];
  const gasRows: PanelRow[] = b.gas
    ? [
        ['Codice PDR', b.gas.pdr],
        [lw ? 'Codice REMI' : 'Cod. REMI', b.gas.remi],
        [lw ? 'Categoria d’uso' : 'Cat. uso', `${b.gas.categoria} - ${SHORT_CAT[b.gas.categoria] ?? ''}`],
        [
          r.pick(['Consumo annuo', 'Consumo ultimi 12 mesi', 'Consumo annuo stimato']),
          `${it(b.gas.annuoSmc)} Smc`,
        ],
        ['Consumo del periodo', `${it(periodSmc(b.gas.annuoSmc))} Smc`],
        ['Classe contatore', r.pick(['G4', 'G6', 'G10'])],
        ['Coefficiente C', r.pick(['1,0142', '0,9731', '1,0388'])],
        ['Offerta', 'Alpago Gas Indicizzato'],
        ['Contatore', `${r.pick(['SMT', 'GMC'])}${r.digits(8)}`],
      ]
    : [];
  const bottom = top + 31 + Math.max(luceRows.length, gasRows.length, 8) * 14.5 + 14;
  if (b.luce) panel(p, 40, top, 250, 'Energia elettrica', luceRows, bottom);
  else idle(p, 40, top, 250, 'Energia elettrica', false, r, bottom);
  if (b.gas) panel(p, 305, top, 250, 'Gas naturale', gasRows, bottom);
  else idle(p, 305, top, 250, 'Gas naturale', true, r, bottom);
  return bottom;
}

/** The summary of the amounts, a column a service. */
function duoSummary(d: Duo, top: number): number {
  const { p, b, m } = d;
  p.text(40, top, 'Sintesi degli importi', { size: 10, bold: true });
  const luce = split(m.luce, [55, 22, 9, 14]);
  const gas = split(m.gas, [58, 20, 6, 16]);
  const items = [
    'Spesa per la materia energia',
    'Trasporto e gestione del contatore',
    'Oneri di sistema',
    'Imposte',
  ];
  let y = top + 15;
  right(p, 205, y, 'Luce (€)', { size: 7.3, bold: true });
  right(p, 275, y, 'Gas (€)', { size: 7.3, bold: true });
  y += 12;
  items.forEach((item, k) => {
    p.text(40, y, item, { size: 7.6 });
    right(p, 205, y, b.luce ? eur(luce[k] ?? 0) : '-', { size: 7.6 });
    right(p, 275, y, b.gas ? eur(gas[k] ?? 0) : '-', { size: 7.6 });
    p.line(40, y + 3.5, 280, y + 3.5, 0.86);
    y += 12;
  });
  p.text(40, y, `IVA ${m.rate}%`, { size: 7.6 });
  right(p, 275, y, eur(m.iva), { size: 7.6 });
  y += 13;
  p.text(40, y, 'Totale bolletta', { size: 8.5, bold: true });
  right(p, 275, y, b.totale, { size: 8.5, bold: true });
  return y + 8;
}

/** Beside the summary: how to pay and whom to call. */
function duoContacts(d: Duo, top: number) {
  const { p, r } = d;
  p.text(305, top, 'Pagamento e contatti', { size: 10, bold: true });
  const rows: [string, string][] = r.chance(0.5)
    ? [
        ['Modalità', 'Addebito diretto SEPA'],
        ['Conto', masked(iban(r))],
      ]
    : [
        ['Modalità', 'Avviso pagoPA'],
        ['Codice avviso', spaced(`3019${r.digits(14)}`, 4)],
      ];
  rows.push(
    ['Servizio clienti', ALPAGO.telefono],
    ['Guasti luce', '803 500'],
    ['Pronto intervento gas', '800 198 198'],
    ['Email', 'clienti@alpago.example'],
  );
  let y = top + 15;
  for (const [k, v] of rows) {
    p.text(305, y, k, { size: 7.4, grey: 0.35 });
    right(p, 555, y, v, { size: fit(v, 150, 7.8, 'sans', true), bold: true });
    y += 11.5;
  }
}

/** The envelope's window at the bottom right: the holder, surname first, at the mailing address. */
/** Bars of the last six bimesters' consumption, a service a row of bars; returns the y under it. */
function duoChart(d: Duo, top: number): number {
  const { p, b } = d;
  const luce = !!b.luce;
  const annual = b.luce?.annuoKwh ?? b.gas?.annuoSmc ?? 0;
  const values = split(annual, luce ? [18, 16, 15, 17, 15, 19] : [30, 13, 4, 3, 14, 36]);
  const max = Math.max(...values, 1);
  p.text(40, top, `I tuoi consumi ${luce ? 'di energia elettrica (kWh)' : 'di gas (Smc)'}`, {
    size: 8.5,
    bold: true,
  });
  const names = ['feb-mar', 'apr-mag', 'giu-lug', 'ago-set', 'ott-nov', 'dic-gen'];
  const base = top + 74;
  values.forEach((v, i) => {
    const x = 48 + i * 38;
    const h = Math.max(2, (v / max) * 48);
    p.rect(x, base - h, 22, h, i === 5 ? 0.3 : 0.72, null);
    p.text(x, base - h - 3, it(v), { size: 6 });
    p.text(x - 1, base + 9, names[i] ?? '', { size: 6 });
  });
  p.line(40, base, 280, base, 0.4);
  return base + 32;
}

function duoNotes(p: Page, top: number) {
  p.text(40, top, 'Comunicazioni', { size: 8.5, bold: true });
  para(
    p,
    40,
    top + 13,
    'La bolletta è inviata all’indirizzo di spedizione che ci hai indicato, diverso dal luogo della ' +
      'fornitura. Per cambiarlo chiama il servizio clienti o scrivi dall’area clienti. Autolettura dal 25 ' +
      'al 30 del mese. Bonus sociale: riconosciuto in automatico con l’ISEE. Reclami: reclami@alpago.example; ' +
      'Servizio Conciliazione ARERA.',
    250,
    { size: 7, grey: 0.3 },
  );
}

function duoEnvelope(d: Duo, top: number) {
  const { p, b, post } = d;
  const x = 318;
  p.text(x, top, d.postLabel, { size: 6.8, grey: 0.4 });
  p.rect(x - 6, top + 6, 243, 68, null, 0.75);
  const name = upper(holderName(b.holder, d.order === 'Cognome Nome' ? 'COGNOME NOME' : d.order));
  p.text(x + 4, top + 24, name, { size: fit(name, 222, 9.5, 'sans'), bold: false });
  p.text(x + 4, top + 38, upper(`${post.toponimo} ${post.via}, ${post.civico}`), { size: 9.5 });
  const city = upper(`${post.cap} ${post.comune} ${post.provincia}`);
  p.text(x + 4, top + 52, city, { size: fit(city, 222, 9.5, 'sans') });
}

function duoFooter(p: Page, n: number) {
  p.line(40, 792, 555, 792, 0.5);
  p.text(40, 802, `${ALPAGO.nome} - Sede legale ${ALPAGO.sede} - Capitale sociale € 1.200.000,00 i.v.`, {
    size: 6.4,
  });
  p.text(40, 811, `C.F. e P.IVA ${ALPAGO.partitaIva} - Registro Imprese di Belluno - ${ALPAGO.web}`, {
    size: 6.4,
  });
  p.text(40, 820, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.4,
    grey: 0.35,
  });
  right(p, 555, 820, `Pagina ${n} di 2`, { size: 6.4 });
}

function duoPage1(d: Duo): Page {
  duoHeader(d);
  let y = duoParties(d, 112);
  y = duoTotal(d, y + 10);
  y = duoPanels(d, y + 12);
  const s = duoSummary(d, y + 20);
  duoContacts(d, y + 20);
  let left = s + 18;
  if (left + 98 + 70 < 786) left = duoChart(d, left + 4);
  duoNotes(d.p, left);
  duoEnvelope(d, Math.max(y + 150, 694));
  duoFooter(d.p, 1);
  return d.p;
}

function duoPage2(d: Duo): Page {
  const { b, r, m } = d;
  const p = new Page('sans');
  p.text(40, 46, 'Alpago', { size: 15, bold: true });
  right(p, 555, 40, `Bolletta n. ${b.numero} del 11/02/2026`, { size: 8 });
  right(p, 555, 52, `Codice cliente ${b.codiceCliente}`, { size: 8, grey: 0.4 });
  p.line(40, 62, 555, 62, 0.4);
  p.text(40, 86, 'Letture e consumi', { size: 12, bold: true });
  const xs = [40, 110, 200, 290, 370, 450];
  let y = 104;
  ['Servizio', 'Data', 'Tipo lettura', 'Lettura', 'Consumo', 'Unità'].forEach((t, i) =>
    p.text(xs[i] ?? 0, y, t, { size: 7.5, bold: true, grey: 0.3 }),
  );
  y += 13;
  const row = (cells: string[]) => {
    cells.forEach((t, i) => p.text(xs[i] ?? 0, y, t, { size: 8 }));
    p.line(40, y + 4, 555, y + 4, 0.86);
    y += 13;
  };
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    const start = 9_000 + (b.luce.annuoKwh % 6_000);
    row(['Luce', '30/11/2025', 'Effettiva', it(start), '', 'kWh']);
    row(['Luce', '31/01/2026', r.pick(['Effettiva', 'Stimata']), it(start + kwh), it(kwh), 'kWh']);
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    const start = 2_500 + (b.gas.annuoSmc % 5_000);
    row(['Gas', '30/11/2025', 'Effettiva', it(start), '', 'Smc']);
    row(['Gas', '31/01/2026', r.pick(['Effettiva', 'Autolettura']), it(start + smc), it(smc), 'Smc']);
  }
  y += 14;
  p.text(40, y, 'Dettaglio degli importi', { size: 12, bold: true });
  y += 18;
  const line = (label: string, value: string, bold = false) => {
    p.text(46, y, label, { size: 8, bold });
    right(p, 555, y, value, { size: 8, bold });
    p.line(40, y + 4, 555, y + 4, 0.88);
    y += 12.5;
  };
  if (b.luce) {
    const parts = split(m.luce, [9, 46, 21, 9, 15]);
    const names = [
      'Quota fissa di vendita',
      'Energia (prezzo fisso 12 mesi)',
      'Trasporto, contatore e quota potenza',
      'Oneri di sistema',
      'Accisa sull’energia elettrica',
    ];
    names.forEach((n, i) => line(`Luce - ${n}`, eur(parts[i] ?? 0)));
  }
  if (b.gas) {
    const parts = split(m.gas, [8, 49, 20, 6, 17]);
    const names = [
      'Quota fissa di vendita',
      'Materia prima gas (PSV + spread)',
      'Trasporto e gestione del contatore',
      'Oneri di sistema',
      'Accisa e addizionale regionale',
    ];
    names.forEach((n, i) => line(`Gas - ${n}`, eur(parts[i] ?? 0)));
  }
  line(`IVA ${m.rate}% su imponibile di € ${eur(m.luce + m.gas)}`, eur(m.iva));
  line('Totale bolletta', b.totale, true);
  y += 16;
  p.text(40, y, 'Informazioni utili', { size: 12, bold: true });
  para(
    p,
    40,
    y + 16,
    'Potenza impegnata: la potenza prevista dal contratto. Potenza disponibile: la potenza oltre la quale ' +
      'il contatore può interrompere la fornitura. Consumo annuo: i consumi degli ultimi dodici mesi, ' +
      'effettivi o stimati. Codice REMI: identifica la cabina di consegna del gas alla rete locale. ' +
      'Categoria d’uso: stabilita dal distributore in base agli usi del gas. In caso di mancato pagamento ' +
      'la fornitura può essere sospesa dopo un sollecito inviato con raccomandata o PEC. Le seconde case ' +
      'sono fornite con tariffa per domestico non residente.',
    515,
    { size: 7.4, grey: 0.25 },
  );
  duoFooter(p, 2);
  return p;
}

export const cansiglio: Layout = {
  key: 'cansiglio',
  supplier: ALPAGO,
  traits:
    'dual panels side by side ("Energia elettrica" left, "Gas naturale" right; the missing service ' +
    '"non attivo" or an offer), holder surname first; the envelope window at the bottom right holds a ' +
    'mailing address in another town ("Recapito"/"Indirizzo di spedizione"), the supply address labelled ' +
    '"Indirizzo di fornitura"; readings and detail on page 2',
  draw(b) {
    const r = rndOf(b, 307);
    const d: Duo = {
      p: new Page('sans'),
      b,
      r,
      m: moneyOf(b, [55, 45]),
      post: postOf(r, b),
      order: r.pick<NameOrder>(['Cognome Nome', 'COGNOME NOME', 'COGNOME Nome']),
      supplyLabel: r.pick(['Indirizzo di fornitura', 'Ubicazione della fornitura', 'Luogo di fornitura']),
      postLabel: r.pick(['Recapito', 'Indirizzo di spedizione', 'Recapito della bolletta']),
      oneLine: r.chance(0.5),
    };
    return [duoPage1(d), duoPage2(d)];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Vomano: a municipal multi-utility's bill printed as a paper form: "QUADRO" bands, boxes of unequal
// widths two to four a row, each label small in the top-left corner and the value larger under it, the
// codice fiscale one character a box; the detail of the charges on page 2

const ASM = supplier(
  'ASM MONTORIO',
  'ASM Montorio Azienda Speciale Multiservizi',
  '0861947032',
  'Piazza Orsini 1, 64046 Montorio al Vomano (TE)',
  '800 861 947',
);

const FX = 40;
const FW = 515;
const BOX_H = 27;

/** A form's field: the label small inside the top-left, the value below it, shrunk to the box. */
type Field = { label: string; value: string; w: number; cf?: boolean; mono?: boolean };

/** The boxes in a row of the form, their widths shared out by weight; returns the y under it. */
function formRow(p: Page, y: number, fields: Field[]): number {
  const sum = fields.reduce((a, f) => a + f.w, 0);
  let x = FX;
  fields.forEach((f, i) => {
    const w = i === fields.length - 1 ? FX + FW - x : Math.round((FW * f.w) / sum);
    p.rect(x, y, w, BOX_H, null, 0.45);
    p.text(x + 3, y + 7, upper(f.label), { size: 5.3, grey: 0.35 });
    if (f.cf) cfBoxes(p, x + 4, y + 9, f.value);
    else {
      const face: Face = f.mono ? 'mono' : 'sans';
      p.text(x + 4, y + 21, f.value, { size: fit(f.value, w - 8, 9.5, face, !f.mono), bold: !f.mono, face });
    }
    x += w;
  });
  return y + BOX_H;
}

const CELL = 13;
/** The codice fiscale one character a box, as Italian forms print it (a company's code fills eleven). */
function cfBoxes(p: Page, x: number, y: number, cf: string) {
  for (let i = 0; i < 16; i++) {
    const cx = x + i * CELL;
    p.rect(cx, y, CELL - 1, 15, null, 0.55);
    const ch = cf.charAt(i);
    if (ch)
      p.text(cx + (CELL - 1 - roomOf(ch, 9.5, 'mono', true)) / 2, y + 11.5, ch, {
        size: 9.5,
        face: 'mono',
        bold: true,
      });
  }
}
const CF_W = 16 * CELL + 8;

/** A band over a part of the form: "QUADRO B - INTESTATARIO". */
function quadro(p: Page, y: number, letter: string, title: string): number {
  p.rect(FX, y, FW, 12, 0.28, null);
  p.text(FX + 5, y + 9, `QUADRO ${letter} - ${title}`, { size: 7, bold: true, grey: 1 });
  return y + 12;
}

type Form = {
  p: Page;
  b: Bill;
  r: Rnd;
  m: Money;
  units: boolean;
  split: boolean;
  avviso: string;
};

function formHeader(f: Form) {
  const { p, b } = f;
  p.rect(FX, 28, 44, 50, null, 0.6);
  p.rect(FX + 4, 32, 36, 42, 0.85, null);
  p.text(FX + 8, 58, 'ASM', { size: 12, bold: true });
  p.text(FX + 54, 40, 'ASM MONTORIO', { size: 15, bold: true });
  p.text(FX + 54, 52, 'Azienda Speciale Multiservizi', { size: 9 });
  p.text(FX + 54, 62, 'acqua - energia elettrica - gas metano - igiene urbana', { size: 7, grey: 0.35 });
  p.text(FX + 54, 72, `Ente strumentale del Comune - C.F./P.IVA ${ASM.partitaIva}`, { size: 7, grey: 0.35 });
  p.text(FX, 94, `Sede: ${ASM.sede}`, { size: 7 });
  p.text(FX, 103, `Sportello utenti: lun-ven 8.30-12.30, mar e gio 15-17 - N. verde ${ASM.telefono}`, {
    size: 7,
  });
  p.text(FX, 112, `PEC asm@pec.asmmontorio.example - ${ASM.web}`, { size: 7 });
  const what = b.luce && b.gas ? 'ENERGIA ELETTRICA E GAS' : b.luce ? 'ENERGIA ELETTRICA' : 'GAS METANO';
  p.text(FX, 134, 'AVVISO DI PAGAMENTO E FATTURA', { size: 10.5, bold: true });
  p.text(FX, 146, `SERVIZIO ${what}`, { size: 8.5 });
  // the envelope's window
  const a = b.recapito;
  const name = upper(holderName(b.holder, 'COGNOME NOME'));
  p.text(330, 92, 'Spett.le', { size: 7, grey: 0.35 });
  p.text(330, 105, name, { size: fit(name, 222, 9.5, 'sans'), bold: false });
  p.text(330, 118, upper(`${a.toponimo} ${a.via} ${a.civico}`), { size: 9.5 });
  const city = upper(`${a.cap} ${a.comune} ${a.provincia}`);
  p.text(330, 131, city, { size: fit(city, 222, 9.5, 'sans') });
  right(p, 555, 40, `Fattura n. ${b.numero}`, { size: 8, bold: true });
  right(p, 555, 50, 'Pagina 1 di 2', { size: 7, grey: 0.4 });
}

function formDocument(f: Form, top: number): number {
  const { p, b, r } = f;
  let y = quadro(p, top, 'A', 'DATI DEL DOCUMENTO');
  y = formRow(p, y, [
    { label: 'Numero fattura', value: b.numero, w: 3 },
    { label: 'Data emissione', value: '10/02/2026', w: 2 },
    { label: 'Periodo di fatturazione', value: '01/12/2025 - 31/01/2026', w: 4 },
    { label: r.pick(['Codice utente', 'Codice cliente', 'N. utenza']), value: b.codiceCliente, w: 2.5 },
  ]);
  y = formRow(p, y, [
    { label: 'Totale da pagare (euro)', value: `€ ${b.totale}`, w: 3 },
    { label: 'Scadenza', value: '05/03/2026', w: 2 },
    { label: 'Modalità di pagamento', value: f.avviso ? 'Avviso pagoPA' : 'Domiciliazione bancaria', w: 4 },
    { label: 'Situazione pagamenti', value: 'Regolare', w: 2.5 },
  ]);
  return y;
}

function formHolder(f: Form, top: number): number {
  const { p, b, r } = f;
  const h = b.holder;
  let y = quadro(p, top, 'B', r.pick(['DATI DELL’INTESTATARIO', 'INTESTATARIO DEL CONTRATTO', 'UTENTE']));
  if (h.tipo === 'PF') {
    y = formRow(p, y, [
      { label: 'Cognome', value: upper(h.cognome), w: 1 },
      { label: 'Nome', value: upper(h.nome), w: 1 },
    ]);
    y = formRow(p, y, [
      { label: 'Codice fiscale', value: h.codiceFiscale, w: CF_W, cf: true },
      { label: 'Tipo utenza', value: r.pick(['Domestica residente', 'Domestica non residente']), w: 160 },
      { label: 'Recapito telefonico', value: `3${r.digits(2)} ${r.digits(7)}`, w: FW - CF_W - 160 },
    ]);
  } else {
    y = formRow(p, y, [
      { label: 'Denominazione o ragione sociale', value: upper(h.ragioneSociale), w: 3 },
      { label: 'Partita IVA', value: h.partitaIva, w: 1.2 },
    ]);
    y = formRow(p, y, [
      { label: 'Codice fiscale', value: h.codiceFiscale, w: CF_W, cf: true },
      { label: 'Tipo utenza', value: 'Altri usi', w: 120 },
      {
        label: 'Codice destinatario SDI',
        value: r.pick(['M5UXCR1', 'KRRH6B9', 'T04ZHR3']),
        w: FW - CF_W - 120,
      },
    ]);
  }
  return y;
}

function formPlace(f: Form, top: number): number {
  const { p, b, r } = f;
  const a = b.fornitura;
  let y = quadro(
    p,
    top,
    'C',
    r.pick(['UBICAZIONE DELLA FORNITURA', 'INDIRIZZO DI FORNITURA', 'LUOGO DI FORNITURA']),
  );
  if (f.split) {
    y = formRow(p, y, [
      { label: 'Indirizzo (via, piazza)', value: upper(`${a.toponimo} ${a.via}`), w: 4 },
      { label: 'N. civico', value: a.civico, w: 1 },
      { label: 'Scala / interno', value: '-', w: 1.2 },
    ]);
    y = formRow(p, y, [
      { label: 'CAP', value: a.cap, w: 1 },
      { label: 'Comune', value: upper(a.comune), w: 4 },
      { label: 'Provincia', value: a.provincia, w: 1 },
      { label: 'Zona climatica', value: r.pick(['D', 'E']), w: 1.2 },
    ]);
  } else {
    y = formRow(p, y, [
      { label: 'Indirizzo di ubicazione', value: upper(`${streetOf(a)} - ${cityOf(a)}`), w: 5 },
      { label: 'Zona climatica', value: r.pick(['D', 'E']), w: 1.2 },
    ]);
    y = formRow(p, y, [
      {
        label: 'Dati catastali',
        value: `Fg. ${r.int(2, 60)} Part. ${r.int(10, 900)} Sub. ${r.int(1, 20)}`,
        w: 3,
      },
      { label: 'Titolo di possesso', value: r.pick(['Proprietario', 'Locatario', 'Comodatario']), w: 2 },
      { label: 'Uso immobile', value: b.holder.tipo === 'PF' ? 'Abitativo' : 'Commerciale', w: 2 },
    ]);
  }
  return y;
}

function formLuce(f: Form, top: number): number {
  const { p, b, r } = f;
  const l = b.luce;
  if (!l) return top;
  const u = f.units;
  let y = quadro(p, top, 'D', 'FORNITURA DI ENERGIA ELETTRICA');
  y = formRow(p, y, [
    { label: 'Codice POD', value: l.pod, w: 3 },
    {
      label: u ? 'Potenza impegnata (kW)' : 'Potenza impegnata',
      value: u ? kw(l.potenzaKw) : `${kw(l.potenzaKw)} kW`,
      w: 2.4,
    },
    {
      label: u ? 'Potenza disponibile (kW)' : 'Potenza disponibile',
      value: u ? kw(l.disponibileKw) : `${kw(l.disponibileKw)} kW`,
      w: 2.4,
    },
    { label: u ? 'Tensione (V)' : 'Tensione', value: u ? String(l.tensioneV) : `${l.tensioneV} V`, w: 1.8 },
  ]);
  y = formRow(p, y, [
    {
      label: u ? 'Consumo annuo (kWh)' : 'Consumo annuo',
      value: u ? it(l.annuoKwh) : `${it(l.annuoKwh)} kWh`,
      w: 2.4,
    },
    { label: 'Opzione tariffaria', value: b.holder.tipo === 'PG' ? 'BTA' : 'TD', w: 1.6 },
    { label: 'Matricola contatore', value: `${r.pick(['EDY', 'ENL'])}${r.digits(8)}`, w: 2.4 },
    { label: 'Consumo fatturato (kWh)', value: it(periodKwh(l.annuoKwh)), w: 2.4 },
  ]);
  return y;
}

function formGas(f: Form, top: number, letter: string): number {
  const { p, b, r } = f;
  const g = b.gas;
  if (!g) return top;
  const u = f.units;
  let y = quadro(p, top, letter, 'FORNITURA DI GAS METANO');
  y = formRow(p, y, [
    { label: 'Codice PDR', value: g.pdr, w: 3 },
    { label: 'Codice REMI', value: g.remi, w: 2 },
    { label: 'Categoria d’uso', value: `${g.categoria} - ${SHORT_CAT[g.categoria] ?? ''}`, w: 4 },
  ]);
  y = formRow(p, y, [
    {
      label: u ? 'Consumo annuo (Smc)' : 'Consumo annuo',
      value: u ? it(g.annuoSmc) : `${it(g.annuoSmc)} Smc`,
      w: 2.4,
    },
    { label: 'Classe contatore', value: r.pick(['G4', 'G6', 'G10']), w: 1.6 },
    { label: 'Coefficiente C', value: r.pick(['1,0043', '0,9921', '1,0215']), w: 1.6 },
    { label: 'Matricola contatore', value: `${r.pick(['SMT', 'GMC'])}${r.digits(8)}`, w: 2.4 },
  ]);
  return y;
}

function formSummary(f: Form, top: number, letter: string): number {
  const { p, b, m } = f;
  let y = quadro(p, top, letter, 'RIEPILOGO IMPORTI');
  y = formRow(p, y, [
    ...(b.luce ? [{ label: 'Energia elettrica (€)', value: eur(m.luce), w: 2 }] : []),
    ...(b.gas ? [{ label: 'Gas metano (€)', value: eur(m.gas), w: 2 }] : []),
    { label: `IVA ${m.rate}% (€)`, value: eur(m.iva), w: 1.6 },
    { label: 'Totale fattura (€)', value: b.totale, w: 2 },
  ]);
  return y;
}

/** The pagoPA notice or the bank's direct debit at the foot of page 1. */
function formSlip(f: Form, top: number) {
  const { p, b, r } = f;
  for (let x = FX; x < FX + FW; x += 8) p.line(x, top, x + 4, top, 0.4);
  const y = top + 10;
  const h = b.holder;
  if (f.avviso) {
    p.text(FX, y + 12, 'AVVISO DI PAGAMENTO pagoPA', { size: 9, bold: true });
    right(p, FX + FW, y + 12, 'pagoPA', { size: 12, bold: true });
    const name = holderName(h, 'COGNOME NOME');
    let yy = formRow(p, y + 18, [
      { label: 'Ente creditore', value: ASM.nome, w: 3 },
      { label: 'Codice fiscale ente creditore', value: ASM.partitaIva, w: 2 },
    ]);
    yy = formRow(p, yy, [
      { label: 'Destinatario avviso', value: upper(name), w: 3 },
      { label: 'Codice fiscale destinatario', value: h.codiceFiscale, w: 2 },
    ]);
    formRow(p, yy, [
      { label: 'Codice avviso', value: f.avviso, w: 3, mono: true },
      { label: 'Importo (euro)', value: b.totale, w: 1 },
      { label: 'Entro il', value: '05/03/2026', w: 1 },
    ]);
  } else {
    p.text(FX, y + 12, 'DOMICILIAZIONE BANCARIA (SDD)', { size: 9, bold: true });
    const yy = formRow(p, y + 18, [
      { label: 'IBAN di addebito', value: masked(iban(r)), w: 3 },
      { label: 'Riferimento mandato', value: `ASM${r.digits(8)}`, w: 2 },
    ]);
    formRow(p, yy, [
      { label: 'Importo addebitato (euro)', value: b.totale, w: 2 },
      { label: 'Data di addebito', value: '05/03/2026', w: 2 },
      { label: 'ID creditore', value: `IT${r.digits(2)}ZZZ0${ASM.partitaIva}`, w: 3 },
    ]);
  }
}

function formFooter(p: Page) {
  p.line(FX, 796, FX + FW, 796, 0.5);
  p.text(FX, 806, `${ASM.nome} - ${ASM.sede} - C.F. e P.IVA ${ASM.partitaIva} - REA TE-148203`, {
    size: 6.3,
  });
  p.text(FX, 815, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.3,
    grey: 0.35,
  });
}

function formPage1(f: Form): Page {
  const { p, b } = f;
  formHeader(f);
  let y = formDocument(f, 160);
  y = formHolder(f, y + 8);
  y = formPlace(f, y + 8);
  y = formLuce(f, y + 8);
  y = formGas(f, y + 8, b.luce ? 'E' : 'D');
  y = formSummary(f, y + 8, b.luce && b.gas ? 'F' : 'E');
  para(
    p,
    FX,
    y + 13,
    'Guasti energia elettrica 803 500 - Pronto intervento gas 800 861 900 (24 ore su 24). Autolettura dal 20 ' +
      `al 25 del mese al ${ASM.telefono}. Il dettaglio degli addebiti è a pagina 2.`,
    FW,
    { size: 7, grey: 0.3 },
  );
  formSlip(f, Math.max(y + 36, 650));
  formFooter(p);
  return p;
}

function formPage2(f: Form): Page {
  const { b, r, m } = f;
  const p = new Page('sans');
  p.text(FX, 44, 'ASM MONTORIO - Azienda Speciale Multiservizi', { size: 11, bold: true });
  right(p, FX + FW, 40, `Fattura n. ${b.numero} del 10/02/2026`, { size: 8 });
  right(p, FX + FW, 50, 'Pagina 2 di 2', { size: 7, grey: 0.4 });
  let y = quadro(p, 62, 'G', 'DETTAGLIO DEGLI ADDEBITI');
  const cols = [FX + 4, 300, 362, 430, 490];
  y += 12;
  const head = { size: 7.2, bold: true, grey: 0.3 };
  p.text(cols[0] ?? 0, y, 'Voce', head);
  right(p, 350, y, 'Quantità', head);
  p.text(cols[2] ?? 0, y, 'U.M.', head);
  right(p, 478, y, 'Prezzo unit. (€)', head);
  right(p, FX + FW - 4, y, 'Importo (€)', head);
  y += 5;
  p.line(FX, y, FX + FW, y, 0.4);
  y += 11;
  const item = (voce: string, qty: number, um: string, cents: number) => {
    p.text(cols[0] ?? 0, y, voce, { size: 7.8 });
    if (qty) right(p, 350, y, it(qty), { size: 7.8 });
    p.text(cols[2] ?? 0, y, um, { size: 7.8 });
    right(p, 478, y, qty ? it(cents / 100 / qty, 6) : '', { size: 7.8 });
    right(p, FX + FW - 4, y, eur(cents), { size: 7.8 });
    p.line(FX, y + 4, FX + FW, y + 4, 0.88);
    y += 12.5;
  };
  const sub = (t: string) => {
    p.text(FX + 4, y, t, { size: 8, bold: true });
    y += 12.5;
  };
  if (b.luce) {
    const kwh = periodKwh(b.luce.annuoKwh);
    const a = split(m.luce, [8, 46, 5, 7, 11, 9, 14]);
    sub('Energia elettrica');
    item('Spesa materia energia - quota fissa', 2, 'mese', a[0] ?? 0);
    item('Spesa materia energia - quota energia', kwh, 'kWh', a[1] ?? 0);
    item('Trasporto e gestione contatore - quota fissa', 2, 'mese', a[2] ?? 0);
    item('Trasporto e gestione contatore - quota potenza', b.luce.potenzaKw * 2, 'kW', a[3] ?? 0);
    item('Trasporto e gestione contatore - quota energia', kwh, 'kWh', a[4] ?? 0);
    item('Oneri di sistema', kwh, 'kWh', a[5] ?? 0);
    item('Accisa', kwh, 'kWh', a[6] ?? 0);
  }
  if (b.gas) {
    const smc = periodSmc(b.gas.annuoSmc);
    const a = split(m.gas, [7, 50, 6, 13, 6, 18]);
    sub('Gas metano');
    item('Spesa materia gas naturale - quota fissa', 2, 'mese', a[0] ?? 0);
    item('Spesa materia gas naturale - quota energia', smc, 'Smc', a[1] ?? 0);
    item('Trasporto e gestione contatore - quota fissa', 2, 'mese', a[2] ?? 0);
    item('Trasporto e gestione contatore - quota energia', smc, 'Smc', a[3] ?? 0);
    item('Oneri di sistema', smc, 'Smc', a[4] ?? 0);
    item('Accisa e addizionale regionale', smc, 'Smc', a[5] ?? 0);
  }
  item(`IVA ${m.rate}% su imponibile € ${eur(m.luce + m.gas)}`, 0, '', m.iva);
  p.text(FX + 4, y, 'TOTALE FATTURA', { size: 8.5, bold: true });
  right(p, FX + FW - 4, y, b.totale, { size: 8.5, bold: true });
  y += 22;
  y = quadro(p, y, 'H', 'LETTURE DEL PERIODO');
  const rows: Field[][] = [];
  if (b.luce) {
    const start = 7_000 + (b.luce.annuoKwh % 6_000);
    rows.push([
      { label: 'Servizio', value: 'Energia elettrica', w: 2 },
      { label: 'Lettura precedente (30/11/2025)', value: it(start), w: 2.4 },
      { label: 'Lettura attuale (31/01/2026)', value: it(start + periodKwh(b.luce.annuoKwh)), w: 2.4 },
      { label: 'Tipo lettura', value: r.pick(['Effettiva', 'Stimata']), w: 1.4 },
    ]);
  }
  if (b.gas) {
    const start = 1_800 + (b.gas.annuoSmc % 4_000);
    rows.push([
      { label: 'Servizio', value: 'Gas metano', w: 2 },
      { label: 'Lettura precedente (30/11/2025)', value: it(start), w: 2.4 },
      { label: 'Lettura attuale (31/01/2026)', value: it(start + periodSmc(b.gas.annuoSmc)), w: 2.4 },
      { label: 'Tipo lettura', value: r.pick(['Effettiva', 'Autolettura']), w: 1.4 },
    ]);
  }
  for (const row of rows) y = formRow(p, y, row);
  y += 18;
  y = quadro(p, y, 'I', 'INFORMAZIONI E NOTE LEGALI');
  para(
    p,
    FX,
    y + 14,
    'L’Azienda Speciale Multiservizi è ente strumentale del Comune per la gestione dei servizi pubblici ' +
      'locali. Reclami: per iscritto allo sportello utenti o a reclami@asmmontorio.example; in caso di ' +
      'risposta non soddisfacente è possibile rivolgersi al Servizio Conciliazione ARERA. Bonus sociale ' +
      'elettrico e gas riconosciuto automaticamente ai nuclei con ISEE sotto soglia. In caso di mancato ' +
      'pagamento entro la scadenza saranno applicati gli interessi di mora al tasso legale e, dopo il ' +
      'sollecito inviato con raccomandata, la fornitura potrà essere sospesa. Fattura elettronica trasmessa ' +
      'al Sistema di Interscambio; la presente è copia di cortesia.',
    FW,
    { size: 7.2, grey: 0.25 },
  );
  formFooter(p);
  return p;
}

export const vomano: Layout = {
  key: 'vomano',
  supplier: ASM,
  traits:
    'municipal multi-utility printed as a paper form: QUADRO bands, boxes of unequal widths 2-4 a row, ' +
    'label small inside the box top-left and the value below; codice fiscale one character a box; ' +
    'address split into via / civico / CAP / comune / provincia boxes or on one line; units in the label ' +
    'or with the value; detail of the charges and readings on page 2; pagoPA notice or SDD at the foot',
  draw(b) {
    const r = rndOf(b, 419);
    const f: Form = {
      p: new Page('sans'),
      b,
      r,
      m: moneyOf(b, [55, 45]),
      units: r.chance(0.5),
      split: r.chance(0.6),
      avviso: r.chance(0.5) ? spaced(`3021${r.digits(14)}`, 4) : '',
    };
    return [formPage1(f), formPage2(f)];
  },
};
