// Layouts of author q: bills naming more than one address and party. The bill is mailed elsewhere than the
// supply (c/o an accountant or an administrator, a PO box, a company's seat), and a payer, a delegate, the
// distributor and the supplier appear with their own codes beside the holder: Brianza (shops and small
// firms), Lomellina (clients of condominium and office administrators), Valtellina (farms, rural users).
import { partitaIvaCheckDigit } from '../../src/shared/validation/partita-iva';
import { CATEGORIE, footer, holderName, it, kw, oneLine, spaced, upper, type Bill } from './bill';
import { address, partitaIva, person, type Indirizzo, type Person } from './identities';
import { SUPPLY_FIELDS, holderRows, supplier, supplyRows, titleOf } from './layout';
import type { Formats, Layout, Row, Vocab } from './layout';
import { Page, type TextOptions } from './page';
import { random, type Rnd } from './random';

const words = (s: string) => s.split('|');

/** A random source from the bill's number: the same bill always gets the same invented parties. */
function rndOf(b: Bill, salt: string): Rnd {
  let h = 2166136261;
  for (const c of `${b.numero}|${salt}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return random(h);
}

type Other = Person & { full: string };
/** A person who is not the holder (another surname), the same for the same bill and salt. */
function otherPerson(b: Bill, salt: string): Other {
  const rnd = rndOf(b, salt);
  let o = person(rnd);
  while (b.holder.tipo === 'PF' && o.cognome === b.holder.cognome) o = person(rnd);
  return { ...o, full: `${o.nome} ${o.cognome}` };
}

/** Ten digits and their check digit: a third party's partita IVA, or a condominium's codice fiscale. */
const number11 = (first10: string) => first10 + partitaIvaCheckDigit(first10);

/** An address in another comune than the supply's. */
function madeUp(b: Bill, salt: string): Indirizzo {
  const rnd = rndOf(b, salt);
  let a = address(rnd);
  while (a.comune === b.fornitura.comune) a = address(rnd);
  return a;
}
/** Where the bill is mailed: the bill's own postal address when it is not the supply's, else one made up. */
const postal = (b: Bill, salt: string) =>
  oneLine(b.recapito) !== oneLine(b.fornitura) ? b.recapito : madeUp(b, salt);

const DSO_LUCE = words(
  'Reti Elettriche Lariane S.p.A.:0864120937|Adda Distribuzione Energia S.r.l.:0864233518|Orobie Reti Elettriche S.p.A.:0864357206|Ticino Distribuzione Elettrica S.p.A.:0864471829',
);
const DSO_GAS = words(
  'Gas Reti Padane S.p.A.:0864512640|Metanodotti Valli Alpine S.r.l.:0864628153|Distribuzione Gas Insubria S.p.A.:0864739461',
);
type Dso = { nome: string; piva: string; guasti: string; gas: boolean };
/** The local distributors of the bill's supplies, electricity first, with their P.IVA and fault line. */
const distributors = (b: Bill): Dso[] =>
  [...(b.luce ? [false] : []), ...(b.gas ? [true] : [])].map((gas) => {
    const rnd = rndOf(b, gas ? 'dso-gas' : 'dso-luce');
    const [nome = '', first10 = ''] = rnd.pick(gas ? DSO_GAS : DSO_LUCE).split(':');
    return { nome, piva: number11(first10), guasti: `800 90${rnd.int(0, 9)} ${rnd.digits(3)}`, gas };
  });
const iban = (rnd: Rnd) =>
  `IT${rnd.digits(2)} ${rnd.pick(words('A|B|E|L|M|Q|S|X'))}${rnd.digits(3)} ${rnd.digits(4)} **** **** ***${rnd.digits(1)} ${rnd.digits(3)}`;

const charWidth = (c: string) =>
  /[A-Z]/.test(c) ? 0.68 : /\d/.test(c) ? 0.56 : /[ .,'/]/.test(c) ? 0.28 : 0.5;
/** A rough width in points, Helvetica's (capitals and digits wider than small letters). */
const wide = (s: string, size: number, bold = false) =>
  [...s].reduce((n, c) => n + charWidth(c), 0) * size * (bold ? 1.06 : 1);
/** The words of `s` in lines no wider than `max` points. */
function wrap(s: string, size: number, max: number, bold = false): string[] {
  const out: string[] = [];
  for (const w of s.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && wide(`${last} ${w}`, size, bold) <= max) out[out.length - 1] = `${last} ${w}`;
    else out.push(w);
  }
  return out;
}
const column = (p: Page, x: number, y: number, step: number, lines: string[], o: TextOptions = {}) =>
  lines.forEach((t, i) => p.text(x, y + step * i, t, o));
const KEYS = words('luce|gas|pod|potenza|disponibile|tensione|consumoKwh|pdr|remi|categoria|consumoSmc');
/** A layout's words for the supply rows, in Vocab's order, written `a|b|c`. */
const vocab = (s: string) => Object.fromEntries(words(s).map((w, i) => [KEYS[i], w])) as Vocab;
const streetOf = (a: Indirizzo) => `${a.toponimo} ${a.via}, ${a.civico}`;
const cityOf = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;

/** The envelope's window: a caption, the holder's name in bold, the address lines, all wrapped to `w`. */
function window(p: Page, x: number, y: number, w: number, caption: string, name: string, lines: string[]) {
  p.text(x, y, caption, { size: 7, grey: 0.4 });
  const bold = wrap(name, 9, w, true);
  column(p, x, y + 13, 12, bold, { size: 9, bold: true });
  const rest = lines.flatMap((l) => wrap(l, 9, w));
  column(p, x, y + 13 + 12 * bold.length, 12, rest, { size: 9 });
}

/**
 * The Bolletta 2.0 summary, amounts flush right in `w`: the total split into ARERA's items (energy,
 * network, system charges, excise), the VAT and the total; `labels` names the six rows, `a|b|c`.
 */
function quadro(p: Page, b: Bill, x: number, y: number, w: number, labels: string, iva: number) {
  const cents = Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
  const net = Math.round(cents / (1 + iva));
  const parts = [0.57, 0.2, 0.12].map((s) => Math.round(net * s));
  const all = [...parts, net - parts.reduce((a, v) => a + v, 0), cents - net, cents];
  // Times' digits are narrower than Helvetica's
  const k = p.face === 'serif' ? 0.9 : 1;
  words(labels).forEach((label, i) => {
    const o = { size: 7.5, bold: i === 5 };
    const value = `€ ${it((all[i] ?? 0) / 100, 2)}`;
    p.text(x, y + 12 * i, label, o);
    p.text(x + w - wide(value, 7.5) * k, y + 12 * i, value, o);
  });
}

type Series = [caption: string, profile: number[]];
const MONTHS = [...'GFMAMGLASOND'];
const BIMESTERS = words('G-F|M-A|M-G|L-A|S-O|N-D');
const GAS_WINTER: number[] = [1.9, 1.7, 1.3, 0.8, 0.4, 0.2, 0.15, 0.15, 0.3, 0.8, 1.4, 1.9];
/** A bar chart a supply, side by side: the yearly figure spread over the periods by a seasonal profile. */
function charts(p: Page, b: Bill, x: number, y: number, w: number, luce: Series, gas: Series) {
  const all: [string, number, number[]][] = [];
  if (b.luce) all.push([luce[0], b.luce.annuoKwh, luce[1]]);
  if (b.gas) all.push([gas[0], b.gas.annuoSmc, gas[1]]);
  all.forEach(([caption, annual, profile], n) => {
    const sum = profile.reduce((a, v) => a + v, 0);
    const values = profile.map((v) => Math.round((annual * v) / sum));
    const max = Math.max(...values);
    const step = w / values.length;
    const labels = values.length === 12 ? MONTHS : BIMESTERS;
    const cx = x + n * (w + 15);
    p.text(cx, y, caption, { size: 6.8, grey: 0.35 });
    p.text(cx + w - wide(`max ${it(max)}`, 6), y + 9, `max ${it(max)}`, { size: 6, grey: 0.4 });
    p.line(cx, y + 58, cx + w, y + 58, 0.4);
    values.forEach((v, i) => {
      const h = (v / max) * 44;
      p.rect(cx + (i + 0.2) * step, y + 58 - h, step * 0.6, h, i === values.length - 1 ? 0.25 : 0.6, null);
      p.text(cx + (i + 0.32) * step, y + 66, labels[i] ?? '', { size: 6, grey: 0.35 });
    });
  });
}
// ---------------------------------------------------------------------------------------------------------
// Brianza: shops and small firms. "Intestatario fattura" in the window (c/o the accountant, or the seat),
// boxes for the client (seat, referent) and the shop served, a table a supply with captions over values

const BRIANZA_WORDS = vocab(
  "ENERGIA ELETTRICA|GAS NATURALE|Codice POD|Potenza impegnata|Potenza disponibile|Tensione|Consumo annuo|Codice PDR|Codice REMI|Categoria d'uso|Consumo annuo",
);
const BRIANZA_FORMATS: Partial<Formats> = {
  pod: (s) => `IT ${s.slice(2, 5)} E ${s.slice(6)}`,
  kw: (n) => `kW ${kw(n)}`,
  v: (n) => `BT ${n}V`,
  kwh: (n) => `kWh ${it(n)}`,
  smc: (n) => `Smc ${it(n)}`,
  cat: (c) => c,
};

export const brianza: Layout = {
  key: 'brianza',
  supplier: supplier(
    'Brianza Negozi',
    'Brianza Negozi Energia S.r.l.',
    '0863152947',
    'Via Carlo Porta 14, 20900 Monza (MB)',
    '800 863 150',
  ),
  traits: 'window "Intestatario fattura" c/o accountant or seat; captions over values; "IT 001 E", "kW 3"',
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const s = b.supplier;
    const mail = postal(b, 'brianza-mail');
    const studio = otherPerson(b, 'brianza-studio');
    const referent = otherPerson(b, 'brianza-referent');
    const payer = otherPerson(b, 'brianza-payer');
    const small = { size: 7, grey: 0.35 };
    p.text(40, 50, 'brianza', { size: 24, bold: true });
    p.text(142, 50, 'negozi', { size: 24, grey: 0.45 });
    p.text(40, 64, 'Energia elettrica e gas per botteghe, negozi e piccole imprese', small);
    p.text(420, 38, `Servizio clienti ${s.telefono}`, { size: 7.5, bold: true });
    column(p, 420, 48, 10, ['da lunedì a sabato, ore 8-20', s.web], small);
    const title = titleOf(b, 'Fattura energia elettrica', 'Fattura gas naturale', 'Fattura luce e gas');
    p.text(40, 100, title, { size: 12, bold: true });
    const use = h.tipo === 'PG' ? 'usi diversi' : 'uso domestico';
    const doc = `Fattura n. ${b.numero} del 09/02/2026|Periodo di fatturazione: 01/01/2026 - 31/01/2026 (mensile)|Codice cliente ${b.codiceCliente}|Offerta BOTTEGA FISSA 24 - mercato libero - ${use}`;
    column(p, 40, 116, 12, words(doc), { size: 8.5 });
    // the window of the envelope: the bill goes to the company's seat, or to the holder's accountant
    const caption = `Intestatario fattura${h.tipo === 'PG' ? ' - sede legale' : ''}`;
    const via = h.tipo === 'PF' ? [`c/o STUDIO RAG. ${upper(studio.cognome)}`] : [];
    const lines = [...via, upper(streetOf(mail)), upper(`${mail.cap} ${mail.comune} ${mail.provincia}`)];
    window(p, 320, 104, 230, caption, upper(holderName(h, 'COGNOME Nome')), lines);
    p.rect(40, 184, 515, 44, 0.22, null);
    const band = [`€ ${b.totale}`, '04/03/2026', 'Addebito diretto SEPA (SDD)'];
    words('TOTALE DA PAGARE|SCADENZA|PAGAMENTO').forEach((head, i) => {
      const x = [52, 230, 360][i] ?? 0;
      p.text(x, 200, head, { size: 7.5, grey: 1 });
      p.text(x, 218, band[i] ?? '', { size: i ? 10.5 : 16, bold: true, grey: 1 });
    });
    // two boxes: the client (with its seat or postal address), the shop served
    const box = (x: number, head: string, rows: Row[]) => {
      p.rect(x, 240, 252, 118, null, 0.6);
      p.text(x + 8, 254, head, { size: 9, bold: true });
      let y = 268;
      for (const [label, value] of rows) {
        p.text(x + 8, y, label, { size: 7, grey: 0.4 });
        const lines = wrap(value, 8.5, 148, true);
        column(p, x + 84, y, 11, lines, { size: 8.5, bold: true });
        y += 11 * lines.length;
      }
    };
    const cfv = { persona: 'Titolare', azienda: 'Ragione sociale', cf: 'Codice fiscale', piva: 'P.IVA' };
    const seat: Row[] = [
      ['Sede legale', streetOf(mail)],
      ['', cityOf(mail)],
      ['Referente', referent.full],
    ];
    const sent: Row[] = [['Recapito', `c/o Studio Rag. ${studio.cognome}, ${oneLine(mail, ', ')}`]];
    box(40, 'Il cliente', [...holderRows(b, cfv, 'COGNOME Nome'), ...(h.tipo === 'PG' ? seat : sent)]);
    box(303, 'Punto vendita servito', [
      ['Ubicazione', streetOf(b.fornitura)],
      ['', cityOf(b.fornitura)],
      ['Attività', h.tipo === 'PG' ? 'Commercio (ATECO 47.11)' : 'Abitazione con laboratorio'],
      ['Orari punto', 'lun-sab 8:30-19:30'],
    ]);
    // one table per supply: a dark title, the captions over the values, the distributor under it
    let y = 374;
    const dsos = distributors(b);
    supplyRows(b, BRIANZA_WORDS, BRIANZA_FORMATS, false).forEach((sec, n) => {
      const d = dsos[n];
      const gas = d?.gas;
      const more: Row = gas ? ['Classe contatore', 'G4'] : ['Opzione tariffaria', 'BTA'];
      const rows = [...sec.rows, more];
      p.rect(40, y, 515, 48, null, 0.6);
      p.rect(40, y, 515, 15, 0.3, null);
      p.text(48, y + 11, sec.title, { size: 8.5, bold: true, grey: 1 });
      rows.forEach(([label, value], i) => {
        if (i) p.line(40 + i * 103, y + 17, 40 + i * 103, y + 46, 0.7);
        p.text(47 + i * 103, y + 27, label, { size: 6.8, grey: 0.35 });
        p.text(47 + i * 103, y + 41, value, { size: 9, bold: true });
      });
      const cat = gas && b.gas ? `${b.gas.categoria}: ${CATEGORIE[b.gas.categoria] ?? ''} - ` : '';
      const dso = `Distributore locale: ${d?.nome} - P.IVA ${d?.piva} - Guasti ${d?.guasti}`;
      const note = wrap(cat + dso, 7, 470);
      column(p, 46, y + 58, 8.5, note, small);
      y += 66 + 8.5 * note.length;
    });
    p.text(40, y + 4, 'I tuoi consumi degli ultimi 12 mesi', { size: 9, bold: true });
    const shop = [1, 0.95, 0.95, 0.9, 0.95, 1.15, 1.3, 0.9, 1, 0.95, 0.95, 1.05];
    charts(p, b, 40, y + 18, 250, ['Energia elettrica, kWh al mese', shop], ['Gas, Smc al mese', GAS_WINTER]);
    y += 104;
    p.text(40, y, 'Quadro sintetico', { size: 9, bold: true });
    const iva = h.tipo === 'PG' ? 22 : 10;
    const items = `Spesa per la materia energia|Spesa per il trasporto e la gestione del contatore|Spesa per oneri di sistema|Accise|IVA ${iva}%|Totale bolletta`;
    quadro(p, b, 40, y + 14, 245, items, iva / 100);
    p.rect(305, y - 10, 250, 88, 0.95, 0.7);
    p.text(313, y + 2, 'Modalità di pagamento', { size: 9, bold: true });
    const debit = `Addebito diretto SEPA (SDD Core) - mandato n. ${b.codiceCliente.slice(0, 6)}|Intestatario del conto corrente:|${payer.cognome} ${payer.nome} - C.F. ${payer.codiceFiscale}|IBAN ${iban(rndOf(b, 'brianza-iban'))}|Banca di Credito Cooperativo della Brianza|L'addebito avverrà alla scadenza, senza spese.`;
    column(p, 313, y + 16, 11, words(debit), { size: 7.5 });
    const last =
      h.tipo === 'PG'
        ? 'Copia di cortesia: la fattura elettronica è trasmessa tramite SdI al codice destinatario comunicato.'
        : "Bonus sociale: se ne ha diritto è riconosciuto in automatico in base all'ISEE (www.bonus.arera.it).";
    const notes = `Reclami: reclami@${s.web.slice(4)} oppure Casella Postale 118, 20900 Monza (MB).|Se la risposta non la soddisfa può rivolgersi al Servizio Conciliazione dell'ARERA (www.arera.it).|${last}`;
    column(p, 40, y + 96, 11, words(notes), { size: 7, grey: 0.25 });
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Lomellina: administrators' clients. "Destinatario" c/o the administrator's studio, a table of the parties
// with their codes, three address boxes; the technical data, a chart by two-month period on page 2

const CONDOMINI = words(
  'Condominio Le Betulle|Condominio Residenza Parco|Supercondominio I Giardini|Condominio Villa Serena|Condominio I Platani',
);
const LOMELLINA_WORDS = vocab(
  "Energia elettrica - punto di prelievo|Gas naturale - punto di riconsegna|Codice POD|Potenza contrattualmente impegnata|Potenza disponibile|Tensione di alimentazione|Consumo annuo|Codice PDR|Codice REMI (cabina di consegna)|Categoria d'uso|Consumo annuo",
);
const LOMELLINA_FORMATS: Partial<Formats> = {
  kw: (n) => `${it(n, 1)} kW`,
  v: (n) => `${n} V ${n === 230 ? 'monofase' : 'trifase'}`,
  kwh: (n) => `${it(n, 0, false)} kWh`,
  smc: (n) => `Smc ${it(n)}`,
};

export const lomellina: Layout = {
  key: 'lomellina',
  supplier: supplier(
    'Lomellina',
    'Lomellina Gestioni Energia S.p.A.',
    '0863274158',
    'Corso Cavour 33, 27029 Vigevano (PV)',
    '800 863 270',
  ),
  traits: 'Destinatario c/o administrator; a table of the parties with codes; technical data on page 2',
  page2: SUPPLY_FIELDS,
  draw(b) {
    const p = new Page('serif');
    const h = b.holder;
    const s = b.supplier;
    const rnd = rndOf(b, 'lomellina');
    const admin = otherPerson(b, 'lomellina-admin');
    const studio = `Studio ${admin.cognome} Amministrazioni Immobiliari`;
    const studioPiva = partitaIva(rnd);
    const mail = postal(b, 'lomellina-mail');
    const seat = madeUp(b, 'lomellina-seat');
    const other = otherPerson(b, 'lomellina-payer');
    const payer = rnd.chance(0.5)
      ? { nome: rnd.pick(CONDOMINI), cf: number11(`9${rnd.int(0, 7)}${rnd.digits(8)}`) }
      : { nome: `${other.cognome} ${other.nome}`, cf: other.codiceFiscale };
    const dsos = distributors(b);
    p.text(40, 50, 'Lomellina', { size: 22, bold: true });
    p.text(40, 64, 'gestioni energia per condomini e uffici', { size: 8.5, grey: 0.4 });
    const service = `Servizio clienti ${s.telefono} - ${s.web}|Area amministratori: amministratori@lomellina.example`;
    column(p, 340, 40, 10, words(service), { size: 7.5, grey: 0.3 });
    const name = upper(holderName(h, 'COGNOME NOME'));
    window(p, 320, 104, 230, 'Destinatario', name, [`c/o ${studio}`, streetOf(mail), cityOf(mail)]);
    const contract = `CT-${b.codiceCliente.slice(-4)}${rnd.digits(3)}`;
    const doc = [b.numero, '10/02/2026', '01/12/2025 - 31/01/2026', b.codiceCliente, contract, '04/03/2026'];
    const labels = words('Bolletta n.|Data di emissione|Periodo|Codice cliente|Codice contratto|Scadenza');
    column(p, 40, 102, 11, labels, { size: 8, grey: 0.35 });
    column(p, 130, 102, 11, doc, { size: 8, bold: true });
    const title = titleOf(b, 'energia elettrica', 'gas naturale', 'energia elettrica e gas naturale');
    p.text(40, 194, `Bolletta per la fornitura di ${title}`, { size: 13, bold: true });
    // the parties of the contract, each with its codes: the holder is one row among several
    const holderPiva = h.tipo === 'PG' ? h.partitaIva : '-';
    const parties = [
      ['Ruolo', 'Nominativo o denominazione', 'Codice fiscale', 'Partita IVA'],
      ['Intestatario del contratto', holderName(h, 'Cognome Nome'), h.codiceFiscale, holderPiva],
      ['Amministratore (delegato)', `Rag. ${admin.full}`, admin.codiceFiscale, studioPiva],
      ['Intestatario c/c di addebito', payer.nome, payer.cf, '-'],
      ...dsos.map((d) => [`Distributore ${d.gas ? 'gas' : 'luce'}`, d.nome, d.piva, d.piva]),
      ['Venditore', s.nome, s.partitaIva, s.partitaIva],
    ];
    p.rect(40, 206, 515, 14, 0.88, null);
    parties.forEach((row, r) => {
      const o = (i: number) => ({ size: 8, bold: r === 0 || (r === 1 && i > 0) });
      row.forEach((t, i) => p.text([46, 172, 370, 472][i] ?? 0, 216 + 15 * r, t, o(i)));
      p.line(40, 220 + 15 * r, 555, 220 + 15 * r, 0.75);
    });
    // three addresses side by side: the supply, where the bill goes, the holder's residence or seat
    const f = b.fornitura;
    const stair = `scala ${rnd.pick(['A', 'B', 'C'])}, piano ${rnd.int(0, 6)}`;
    const boxes: [string, string[]][] = [
      ['Ubicazione del punto di fornitura', [streetOf(f), cityOf(f), stair]],
      ['Indirizzo di recapito', [`c/o ${studio}`, streetOf(mail), cityOf(mail)]],
      [h.tipo === 'PG' ? 'Sede legale' : "Residenza dell'intestatario", [streetOf(seat), cityOf(seat)]],
    ];
    boxes.forEach(([head, rows], i) => {
      p.rect(40 + i * 175, 326, 165, 84, null, 0.6);
      p.text(47 + i * 175, 339, head, { size: 8, bold: true });
      const lines = rows.flatMap((t) => wrap(t, 8.5, 130));
      column(p, 47 + i * 175, 353, 10.5, lines, { size: 8.5 });
    });
    p.rect(40, 424, 515, 52, 0.94, 0.6);
    p.text(52, 441, 'Importo da pagare', { size: 9 });
    p.text(52, 464, `€ ${b.totale}`, { size: 18, bold: true });
    p.text(180, 464, 'entro il 04/03/2026', { size: 9 });
    const debit = ['Addebito diretto SEPA sul conto intestato a', payer.nome, `IBAN ${iban(rnd)}`];
    column(p, 320, 440, 12, debit, { size: 8 });
    const iva = h.tipo === 'PG' ? 22 : 10;
    const energy = titleOf(b, 'energia', 'gas naturale', 'energia e gas');
    p.text(40, 498, 'Sintesi degli importi fatturati', { size: 9.5, bold: true });
    const items = `Spesa per la materia ${energy}|Spesa per il trasporto e la gestione del contatore|Spesa per oneri di sistema|Imposte erariali (accise)|IVA ${iva}%|Totale`;
    quadro(p, b, 40, 513, 250, items, iva / 100);
    p.text(315, 498, "Comunicazione all'amministratore", { size: 9.5, bold: true });
    const letter = `Gentile Rag. ${admin.cognome}, su delega del cliente del 14/09/2021 inviamo la bolletta presso il Suo studio. Per cambiare l'indirizzo di recapito o il conto di addebito scriva ad amministratori@lomellina.example indicando il codice cliente ${b.codiceCliente}.`;
    column(p, 315, 513, 11, wrap(letter, 8, 210), { size: 8 });
    p.text(40, 614, 'Informazioni utili', { size: 9.5, bold: true });
    const guasti = dsos.map((d) => d.guasti).join(' / ');
    const info = `I dati tecnici della fornitura e l'andamento dei consumi sono riportati a pagina 2.|Guasti ed emergenze, 24 ore su 24: pronto intervento del distributore ${guasti}.|Reclami: per iscritto a Casella Postale 41, 27029 Vigevano (PV), o dal sito ${s.web}.|Conciliazione: se la risposta al reclamo non la soddisfa può attivare il Servizio Conciliazione dell'ARERA.`;
    column(p, 40, 629, 11, words(info), { size: 8 });
    footer(p, s);

    const q = new Page('serif');
    const head = `Bolletta n. ${b.numero} del 10/02/2026 - ${holderName(h, 'Cognome Nome')} - pagina 2 di 2`;
    q.text(40, 40, head, { size: 8, grey: 0.4 });
    q.text(480, 40, 'Lomellina', { size: 12, bold: true });
    q.text(40, 76, 'Dati tecnici della fornitura', { size: 13, bold: true });
    let y = 92;
    supplyRows(b, LOMELLINA_WORDS, LOMELLINA_FORMATS).forEach((sec, n) => {
      q.rect(40, y, 515, 16, 0.88, null);
      q.text(48, y + 11.5, sec.title, { size: 9, bold: true });
      y += 30;
      const rows: Row[] = [...sec.rows, ['Distributore', dsos[n]?.nome ?? '']];
      for (const [label, value] of rows) {
        q.text(50, y, label, { size: 8.5 });
        q.text(300, y, value, { size: 9, bold: true });
        q.line(46, y + 4, 555, y + 4, 0.85);
        y += 15;
      }
      y += 10;
    });
    y += 10;
    q.text(40, y, 'Andamento dei consumi per bimestre', { size: 10, bold: true });
    const office: Series = ['Energia elettrica (kWh)', [1, 0.9, 1.1, 1.2, 0.9, 1]];
    charts(q, b, 40, y + 14, 250, office, ['Gas naturale (Smc)', [3.6, 2.1, 0.6, 0.3, 1.1, 3.3]]);
    q.text(40, (y += 100), 'Informazioni ARERA', { size: 10, bold: true });
    const arera = `Bonus sociale: i clienti domestici in disagio economico lo ricevono in automatico in base all'ISEE. Mercato libero: le condizioni economiche della sua offerta sono nel contratto; le offerte si confrontano su ilportaleofferte.it. Qualità commerciale: se non rispettiamo i tempi fissati dall'ARERA le riconosciamo un indennizzo automatico. Delega all'amministratore: vale fino a revoca scritta del cliente intestatario del contratto.`;
    column(q, 40, y + 15, 11, wrap(arera, 8, 430), { size: 8 });
    footer(q, s);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valtellina: farms. A dark sidebar (the document, whom to call, the distributors); the bill goes to a PO
// box or c/o a farmers' centre; labels above values, codes in monospace, the PDR in groups of four

const FONDI = words('Cascina Bassa|Podere Ronco|Maso al Sole|Cascina Nuova|Baita dei Prati|Corte San Rocco');
const VALTELLINA_WORDS = vocab(
  "ENERGIA ELETTRICA - uso agricolo|GAS NATURALE|POD|Potenza impegnata|Potenza disponibile|Tensione|Consumo annuo|PDR|Codice REMI|Categoria d'uso|Consumo annuo",
);
const VALTELLINA_FORMATS: Partial<Formats> = {
  pdr: (s) => spaced(s, 4),
  kw: (n) => `kW ${kw(n)}`,
  smc: (n) => `Smc ${it(n)}`,
  cat: (c) => c,
};

export const valtellina: Layout = {
  key: 'valtellina',
  supplier: supplier(
    'Valtellina Agri',
    'Valtellina Agrienergia Soc. Coop.',
    '0863391726',
    'Via Stelvio 21, 23100 Sondrio (SO)',
    '800 863 391',
  ),
  traits: 'dark sidebar, white text; PO box or c/o CAA; labels above values in a grid; delegate with CF',
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const s = b.supplier;
    const rnd = rndOf(b, 'valtellina');
    const delegate = otherPerson(b, 'valtellina-delegate');
    const payer = otherPerson(b, 'valtellina-payer');
    const home = madeUp(b, 'valtellina-home');
    const mail = postal(b, 'valtellina-mail');
    const dsos = distributors(b);
    // the sidebar: white on dark, the document's data and whom to call
    p.rect(0, 0, 150, 770, 0.2, null);
    p.text(14, 48, 'VALTELLINA', { size: 15, bold: true, grey: 1 });
    p.text(14, 62, 'agrienergia', { size: 10, grey: 1 });
    let y = 100;
    const side: [string, ...string[]][] = [
      ['FATTURA N.', b.numero, 'emessa il 15/01/2026'],
      ['PERIODO', '01/11/2025 - 31/12/2025', 'fatturazione bimestrale'],
      ['CODICE CLIENTE', b.codiceCliente],
      ['SOCIO N.', rnd.digits(5)],
      ['SCADENZA', '05/02/2026'],
      ['SERVIZIO CLIENTI', s.telefono, 'lun-ven 8-18, sabato 8-12', s.web],
      ['PRONTO INTERVENTO', ...dsos.flatMap((d) => [d.nome, `P.IVA ${d.piva}`, `guasti ${d.guasti}`])],
      ['RECLAMI E CONCILIAZIONE', `reclami@${s.web.slice(4)}`, 'Servizio Conciliazione ARERA'],
      ['BOLLETTA 2.0', 'Guida alla lettura e glossario su', `${s.web}/guida`],
    ];
    for (const [head, ...lines] of side) {
      p.text(14, y, head, { size: 6.8, bold: true, grey: 1 });
      const all = lines.flatMap((l) => wrap(l, 7.5, 124));
      column(p, 14, y + 10, 10, all, { size: 7.5, grey: 1 });
      y += 24 + 10 * all.length;
    }
    const X = 168;
    const title = titleOf(b, 'Fattura energia elettrica', 'Fattura gas naturale', 'Fattura luce e gas');
    p.text(X, 50, title, { size: 14, bold: true });
    p.text(X, 64, 'Offerta Campi Verdi - per aziende agricole e case rurali', { size: 7.5, grey: 0.35 });
    p.rect(X, 90, 160, 62, 0.92, null);
    p.text(X + 10, 106, 'Totale da pagare', { size: 8 });
    p.text(X + 10, 127, `€ ${b.totale}`, { size: 16, bold: true });
    p.text(X + 10, 143, 'entro il 05/02/2026', { size: 7.5 });
    // the window: a PO box in the post office's comune, or c/o a farmers' assistance centre
    const name = upper(holderName(h, 'Nome Cognome'));
    const box = rnd.chance(0.5)
      ? [`Casella Postale n. ${rnd.int(2, 240)}`]
      : ['c/o CAA Valli Alpine', upper(streetOf(mail))];
    const city = upper(`${mail.cap} ${mail.comune} ${mail.provincia}`);
    window(p, 345, 96, 205, 'Indirizzo di spedizione', name, [...box, city]);
    p.rect(X, 170, 387, 16, 0.2, null);
    p.text(X + 8, 181.5, 'INTESTATARIO E LUOGO DI PRELIEVO', { size: 8, bold: true, grey: 1 });
    // label above value, each value on its own lines, the codes in monospace
    const above = (x: number, rows: string[][]) => {
      let at = 202;
      for (const [label = '', ...values] of rows) {
        p.text(x, at, label, { size: 6.8, grey: 0.4 });
        for (const t of values.flatMap((v) => wrap(v, 8.8, 180, true))) {
          const face = /^[A-Z0-9]{11,16}$/.test(t) ? 'mono' : 'sans';
          p.text(x, (at += 10.5), t, { size: 8.8, bold: true, face });
        }
        at += 18;
      }
      return at;
    };
    const pg = h.tipo === 'PG';
    const cfv = { persona: 'Titolare', azienda: 'Azienda', cf: 'Codice fiscale', piva: 'Partita IVA' };
    const role = pg ? 'Legale rappresentante' : 'Delegato alla firma';
    const ly = above(X, [
      ...holderRows(b, cfv, 'Nome Cognome'),
      [pg ? 'Sede legale' : 'Residenza anagrafica', streetOf(home), cityOf(home)],
      [role, delegate.full, `C.F. ${delegate.codiceFiscale}`],
    ]);
    const f = b.fornitura;
    const ry = above(368, [
      ['Luogo di prelievo', rnd.pick(FONDI), streetOf(f), cityOf(f)],
      ['Riferimenti catastali', `foglio ${rnd.int(1, 40)}, mappale ${rnd.int(10, 900)}`],
      ['Attività', pg ? 'Coltivazioni e allevamento' : 'Abitazione rurale e annessi'],
    ]);
    y = Math.max(ly, ry);
    // a grid of boxes per supply, the label above the value
    const codes = [b.luce?.pod, b.gas && spaced(b.gas.pdr, 4), b.gas?.remi];
    supplyRows(b, VALTELLINA_WORDS, VALTELLINA_FORMATS).forEach((sec, n) => {
      p.rect(X, y, 387, 15, 0.85, null);
      p.text(X + 8, y + 11, sec.title, { size: 8.5, bold: true });
      sec.rows.forEach(([label, value], i) => {
        const cx = X + (i % 3) * 129;
        const cy = y + 19 + Math.floor(i / 3) * 34;
        p.rect(cx, cy, 125, 30, null, 0.7);
        p.text(cx + 6, cy + 10, label, { size: 6.8, grey: 0.4 });
        const face = codes.includes(value) ? 'mono' : 'sans';
        p.text(cx + 6, cy + 24, value, { size: 9.5, bold: true, face });
      });
      const cat =
        b.gas && dsos[n]?.gas ? `Categoria ${b.gas.categoria}: ${CATEGORIE[b.gas.categoria]}. ` : '';
      p.text(X, y + 98, `${cat}Distributore: ${dsos[n]?.nome}`, { size: 7, grey: 0.3 });
      y += 116;
    });
    p.text(X, y, 'Consumi degli ultimi 12 mesi', { size: 8.5, bold: true });
    const farm = [0.7, 0.7, 0.8, 1, 1.3, 1.6, 1.8, 1.6, 1.1, 0.8, 0.7, 0.7];
    charts(p, b, X, y + 12, 186, ['kWh al mese', farm], ['Smc al mese', GAS_WINTER]);
    y += 88;
    p.text(X, y, 'Quadro sintetico', { size: 8.5, bold: true });
    const items =
      'Materia energia|Trasporto e gestione contatore|Oneri di sistema|Accise|IVA 10% (agricoltura)|Totale';
    quadro(p, b, X, y + 12, 187, items, 0.1);
    p.text(370, y, 'Pagamento', { size: 8.5, bold: true });
    const debit = `Addebito SEPA sul conto intestato a|${upper(payer.cognome)} ${payer.nome}|C.F. ${payer.codiceFiscale}|IBAN ${iban(rnd)}|Banca Agricola di Valle`;
    column(p, 370, y + 12, 12, words(debit), { size: 7.5 });
    footer(p, s);
    return [p];
  },
};
