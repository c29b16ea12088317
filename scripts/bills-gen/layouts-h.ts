// Layouts 19-21, in the style of the newer online retailers: cards with big numbers and small captions,
// friendly wording ("La tua casa", "Il tuo contatore", "Quanto consumi"), charts, badges and a pagoPA
// QR block. Zefiro greets the customer on page 1 and keeps the meter's data in cards on page 2 (caption
// above the value, units apart from the numbers); alpi has a shaded sidebar with the customer's data and
// tables whose header carries the unit; brezza puts the supplies side by side in cards on page 1 and the
// technical data on page 2 with labels flush right against the values. Within a layout the address and
// a few details change from bill to bill (seeded by the customer code), as they do between real bills.
import { CATEGORIE, holderName, it, kw, upper, type Bill } from './bill';
import type { Indirizzo } from './identities';
import { holderRows, supplier, titleOf, type Layout } from './layout';
import { Page } from './page';
import { random, type Rnd } from './random';

/** An estimate of a text's width (DejaVu, wider than Helvetica): enough to right-align and to wrap. */
const width = (s: string, size: number, bold = false) => s.length * size * (bold ? 0.62 : 0.56);

/** Words wrapped to lines of at most `max` characters. */
const wrap = (s: string, max: number) =>
  s.split(' ').reduce<string[]>((lines, w) => {
    const last = lines.at(-1);
    return last !== undefined && last.length + w.length < max
      ? [...lines.slice(0, -1), `${last} ${w}`]
      : [...lines, w];
  }, []);

/** Text in a size, bold, grey: the options in a row, the calls on one line. */
const say = (p: Page, x: number, y: number, s: string, size = 9, bold = false, grey = 0) =>
  p.text(x, y, s, { size, bold, grey });

/** The per-bill variations: the same bill always draws the same. */
const variation = (b: Bill): Rnd => random(Number(b.codiceCliente) % 1_000_003);

/** The supply address the ways Italian bills write it, over one to three lines. */
function addressLines(a: Indirizzo, style: number, r: Rnd): string[] {
  const { toponimo: t, via, civico: n, cap, comune: c, provincia: pr } = a;
  const flat = r.chance(0.3) ? `Scala ${r.pick(['A', 'B', 'C'])} Int. ${r.int(1, 12)}` : '';
  if (style === 0) return [`${t} ${via}, ${n}${flat && ` - ${flat}`}`, `${cap} ${c} (${pr})`];
  if (style === 1) return [upper(`${t} ${via} N. ${n}`), upper(`${cap} - ${c} - ${pr}`)];
  if (style === 2) return [`${c} (${pr})`, `${t} ${via} n. ${n}, ${cap}`];
  if (style === 3) return [`${t} ${via} ${n}`, ...(flat ? [flat] : []), `${c} ${cap} ${pr}`];
  return [`${t} ${via}, ${n} ${cap} ${upper(c)} ${pr}`];
}

/** A QR-code-like block (finder squares and modules), as the pagoPA slip prints it. */
function qr(p: Page, x: number, y: number, size: number, seed: string) {
  const n = 25;
  const m = size / n;
  const r = random([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const finder = (fx: number, fy: number) => {
    p.rect(x + fx * m, y + fy * m, 7 * m, 7 * m, 0, null);
    p.rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, 1, null);
    p.rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, 0, null);
  };
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i < 8 && j >= n - 8) || (i >= n - 8 && j < 8);
      if (!inFinder && r.chance(0.45)) p.rect(x + i * m, y + j * m, m, m, 0, null);
    }
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
}

/** A bar chart: the value over each bar, the period under it. */
function bars(p: Page, x: number, base: number, w: number, h: number, values: number[], labels: string[]) {
  const max = Math.max(...values);
  const step = w / values.length;
  values.forEach((v, i) => {
    const bh = (v / max) * h;
    const last = i === values.length - 1;
    p.rect(x + i * step + 4, base - bh, step - 8, bh, last ? 0.25 : 0.75, null);
    say(p, x + i * step + 4, base - bh - 3, it(v), 6.5, last);
    say(p, x + i * step + 4, base + 9, labels[i] ?? '', 6, false, 0.4);
  });
  p.line(x, base, x + w, base, 0.4);
}

/** Six bimonthly consumptions that look like a year's, heavier in winter for gas. */
const bimonthly = (annual: number, winter: boolean) =>
  (winter ? [0.3, 0.16, 0.05, 0.04, 0.13, 0.32] : [0.18, 0.16, 0.15, 0.19, 0.15, 0.17]).map((k) =>
    Math.round(annual * k),
  );
const BIMESTRI = ['feb-mar', 'apr-mag', 'giu-lug', 'ago-set', 'ott-nov', 'dic-gen'];

/** A badge: white words on a dark rounded-looking band. */
function badge(p: Page, x: number, y: number, text: string): number {
  const w = text.length * 7 * 0.72 + 12;
  p.rect(x, y - 9, w, 13, 0.3, null);
  say(p, x + 6, y, text, 7, true, 1);
  return x + w + 6;
}

/** The pagoPA notice code: 18 digits near the others, as the payment slip prints it. */
const avviso = (b: Bill) =>
  `3020 ${b.codiceCliente.padStart(10, '0').replace(/(\d{4})(\d{4})(\d{2})/, '$1 $2 $3')} ${b.numero.replace(/\D/g, '').slice(-4)}`;

/** The supplier's seat, P.IVA and numbers in small grey print at the foot of each page. */
function seat(p: Page, { nome, sede, partitaIva, telefono, web }: Bill['supplier'], y = 800) {
  const lines = [`${nome} - ${sede} - P.IVA e C.F. ${partitaIva} - Capitale sociale € 1.000.000 i.v.`];
  lines.push(`Servizio clienti ${telefono} - ${web} - documento fittizio per i test`);
  lines.forEach((l, i) => say(p, 40, y + 9 * i, l, 6.3, false, 0.35));
}

const WHO = { persona: 'Intestatario', azienda: 'Ragione sociale', cf: 'Cod. fiscale', piva: 'P. IVA' };
const METER_LUCE = ['pod', 'potenzaImpegnataKw', 'tensioneV', 'consumoAnnuoKwh'] as const;

// ---------------------------------------------------------------------------------------------------------
// Zefiro: page 1 greets the customer ("Ciao Giulia"), the amount huge in a dark card, the customer's data
// and the home in two cards, the pagoPA slip; page 2 the meter's cards (caption above, the unit in the
// caption or apart from the number), POD and PDR spaced in groups, a bar chart of the year

export const zefiro: Layout = {
  key: 'zefiro',
  supplier: supplier(
    'ZEFIRO',
    'Zefiro Energia Italia S.r.l.',
    '1104927365',
    'Via Tortona 33, 20144 Milano (MI)',
    '02 8088 1234',
  ),
  traits:
    'two pages: greeting, big amount card, "I tuoi dati"/"La tua casa" cards; page 2 meter cards, caption above, units apart, POD/PDR spaced',
  page2: [...METER_LUCE, 'pdr', 'codiceRemi', 'categoriaUsoGas', 'consumoAnnuoSmc'],
  draw(b) {
    const r = variation(b);
    const h = b.holder;
    const p = new Page('sans');
    say(p, 40, 56, 'zefiro', 28, true);
    say(p, 42, 70, 'energia senza giri di parole', 7.5, false, 0.45);
    say(p, 340, 46, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas'), 11, true);
    say(p, 340, 58, `n. ${b.numero} emessa il 12/02/2026`, 7.5, false, 0.35);
    // the window of the envelope: the billing address, which may differ from the home
    const rc = b.recapito;
    say(p, 340, 96, holderName(h, 'Nome Cognome'), 9.5);
    say(p, 340, 108, `${rc.toponimo} ${rc.via} ${rc.civico}`, 9.5);
    say(p, 340, 120, `${rc.cap} ${rc.comune} ${rc.provincia}`, 9.5);
    say(p, 40, 116, h.tipo === 'PF' ? `Ciao ${h.nome},` : 'Buongiorno,', 17, true);
    say(p, 40, 132, 'ecco la tua bolletta di dicembre e gennaio.', 9.5, false, 0.25);

    p.rect(40, 160, 250, 96, 0.17, null);
    say(p, 56, 182, 'Totale da pagare', 8.5, false, 1);
    say(p, 56, 218, `${b.totale} €`, 30, true, 1);
    say(p, 56, 240, 'entro il 4 marzo 2026 con addebito SEPA', 8, false, 1);
    const small = (x: number, y: number, caption: string, value: string) => {
      p.rect(x, y, 125, 44, 0.95, null);
      say(p, x + 8, y + 15, caption, 6.8, false, 0.4);
      say(p, x + 8, y + 32, value, 9.5, true);
    };
    small(300, 160, 'Periodo', '01/12/25 - 31/01/26');
    small(430, 160, 'Codice cliente', b.codiceCliente);
    small(300, 212, 'Addebito su', `IT** **** ${b.codiceCliente.slice(-4)}`);
    small(430, 212, 'Prossima bolletta', 'aprile 2026');

    // two cards: who you are, where the supply is
    p.rect(40, 276, 250, 138, null, 0.75);
    say(p, 52, 296, 'I tuoi dati', 11, true);
    let y = 316;
    const above = (x: number, caption: string, ...values: string[]) => {
      say(p, x, y, caption, 6.8, false, 0.4);
      values.forEach((v, i) => say(p, x, y + 12 + 11 * i, v, 9, i === 0));
      y += 18 + 11 * values.length;
    };
    const order = r.pick(['Nome Cognome', 'COGNOME Nome'] as const);
    for (const [c, v] of holderRows(b, WHO, order)) above(52, c, ...wrap(v, 36));
    p.rect(305, 276, 250, 138, null, 0.75);
    say(p, 317, 296, 'La tua casa', 11, true);
    y = 316;
    const home = addressLines(b.fornitura, r.int(0, 3), r).flatMap((l) => wrap(l, 38));
    above(317, 'Indirizzo di fornitura', ...home);
    above(317, 'Offerta', titleOf(b, 'Zefiro Luce Flex', 'Zefiro Gas Flex', 'Zefiro Luce + Gas Flex'));

    let bx = 40;
    for (const t of ['100% ENERGIA RINNOVABILE', 'BOLLETTA DIGITALE', 'PREZZO INDICIZZATO'])
      bx = badge(p, bx, 440, t);

    // the payment slip
    p.line(40, 470, 555, 470, 0.6);
    say(p, 40, 490, 'Paga con pagoPA', 11, true);
    say(p, 40, 506, "Se non hai la domiciliazione, inquadra il codice QR con l'app della tua banca", 8);
    say(p, 40, 524, 'Codice avviso', 7, false, 0.4);
    p.text(40, 536, avviso(b), { size: 10, bold: true, face: 'mono' });
    say(p, 40, 554, 'Codice fiscale ente creditore', 7, false, 0.4);
    p.text(40, 566, b.supplier.partitaIva, { size: 10, bold: true, face: 'mono' });
    say(p, 260, 524, 'Importo', 7, false, 0.4);
    say(p, 260, 536, `€ ${b.totale}`, 10, true);
    qr(p, 455, 480, 100, b.numero);
    say(p, 40, 610, 'I dati del tuo contatore e i tuoi consumi sono a pagina 2.', 9, false, 0.3);
    seat(p, b.supplier);

    const p2 = new Page('sans');
    say(p2, 40, 46, 'zefiro', 14, true);
    say(p2, 400, 46, `Bolletta ${b.numero} - pagina 2 di 2`, 7.5, false, 0.4);
    y = 84;
    const meter = (title: string, cells: string[][], annual: number, unit: string) => {
      say(p2, 40, y, title, 13, true);
      y += 14;
      p2.rect(40, y, 515, 190, 0.96, null);
      cells.forEach(([caption = '', value = '', note = ''], i) => {
        const cx = 54 + (i % 3) * 170;
        const cy = y + 22 + Math.floor(i / 3) * 42;
        say(p2, cx, cy, caption, 6.8, false, 0.4);
        say(p2, cx, cy + 14, value, 10.5, true);
        say(p2, cx, cy + 24, note, 6.5, false, 0.4);
      });
      say(p2, 54, y + 108, 'Quanto consumi', 9, true);
      say(p2, 54, y + 146, it(annual), 26, true);
      say(p2, 54, y + 160, `${unit} negli ultimi 12 mesi`, 7.5, false, 0.35);
      bars(p2, 250, y + 170, 290, 52, bimonthly(annual, unit === 'Smc'), BIMESTRI);
      y += 218;
    };
    if (b.luce) {
      const l = b.luce;
      const cells = [
        ['Codice POD', `${l.pod.slice(0, 2)} ${l.pod.slice(2, 5)} ${l.pod.slice(5, 6)} ${l.pod.slice(6)}`],
        ['Potenza impegnata (kW)', kw(l.potenzaKw)],
        ['Potenza disponibile (kW)', kw(l.disponibileKw)],
        ['Tensione', `${l.tensioneV} V ${l.tensioneV === 230 ? 'monofase' : 'trifase'}`],
        ['Lettura al 31/01/2026', `${it(10_000 + (l.annuoKwh % 9_000) * 3)} kWh`],
        ['Distributore', 'Reti Lombarde S.p.A.'],
      ];
      meter('Il tuo contatore della luce', cells, l.annuoKwh, 'kWh');
    }
    if (b.gas) {
      const g = b.gas;
      const cells = [
        ['Codice PDR', g.pdr.replace(/(\d{4})(\d{4})(\d{4})(\d{2})/, '$1 $2 $3 $4')],
        ['Codice REMI', g.remi],
        ["Categoria d'uso", g.categoria, CATEGORIE[g.categoria] ?? ''],
        ['Matricola', g.pdr.slice(5, 13)],
        ['Coefficiente C', '1,0198'],
        ['Lettura al 31/01/2026', `${it(3_000 + g.annuoSmc * 2)} Smc`],
      ];
      meter('Il tuo contatore del gas', cells, g.annuoSmc, 'Smc');
    }
    say(p2, 40, y + 4, 'Hai domande? Scrivici o chiamaci: siamo persone, non un menu.', 8.5, false, 0.3);
    seat(p2, b.supplier);
    return [p, p2];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Alpi: one page, a shaded sidebar with the customer's data (label above value, COGNOME Nome, the address
// wrapped to the sidebar) and a QR block; the main column has the amount, a horizontal bar chart and the
// supplies as tables whose header carries the unit ("Potenza impegnata (kW)" over "3,0")

export const alpi: Layout = {
  key: 'alpi',
  supplier: supplier(
    'ALPI',
    'Alpi Luce e Gas S.p.A.',
    '1203856471',
    'Corso Francia 210, 10146 Torino (TO)',
    '800 112 358',
  ),
  traits:
    'sidebar with customer data, label above; supplies as tables with the unit in the header; bar chart',
  draw(b) {
    const r = variation(b);
    const h = b.holder;
    const p = new Page('sans');
    p.rect(0, 0, 190, 770, 0.92, null);
    say(p, 22, 52, 'ALPI', 26, true);
    say(p, 24, 66, 'luce & gas', 8.5, false, 0.4);
    let y = 112;
    const side = (caption: string, ...values: string[]) => {
      say(p, 22, y, caption, 6.8, false, 0.4);
      values.forEach((v, i) => say(p, 22, y + 11 + 10.5 * i, v, 8.5, i === 0));
      y += 17 + 10.5 * values.length;
    };
    const head = (t: string) => {
      say(p, 22, y, t, 10, true);
      p.line(22, y + 5, 170, y + 5, 0.5);
      y += 20;
    };
    head('Il tuo profilo');
    const who = { persona: 'Intestatario', azienda: 'Cliente', cf: 'C.F.', piva: 'P. IVA' };
    for (const [c, v] of holderRows(b, who, 'COGNOME Nome')) side(c, ...wrap(v, 27));
    side('Codice cliente', b.codiceCliente);
    side('Codice contratto', `AL-${b.numero.replace(/\D/g, '').slice(0, 8)}`);
    y += 8;
    head('La tua casa');
    side('Indirizzo di fornitura', ...addressLines(b.fornitura, r.int(0, 4), r).flatMap((l) => wrap(l, 28)));
    const rc = b.recapito;
    if (rc !== b.fornitura) side('Recapito bolletta', ...addressLines(rc, 0, r).flatMap((l) => wrap(l, 28)));
    side('Numero verde', b.supplier.telefono);
    qr(p, 22, 650, 84, b.codiceCliente);
    say(p, 22, 748, 'Inquadra e paga', 7.5, true);
    say(p, 22, 758, 'con app bancaria o pagoPA', 6.5, false, 0.4);

    say(p, 420, 44, `Fattura n. ${b.numero}`, 8.5, true);
    say(p, 420, 55, 'del 12/02/2026', 7.5, false, 0.4);
    say(p, 360, 92, h.tipo === 'PF' ? 'Gentile' : 'Spett.le', 7.5, false, 0.4);
    say(p, 360, 104, upper(holderName(h, 'COGNOME NOME')));
    say(p, 360, 116, upper(`${rc.toponimo} ${rc.via}, ${rc.civico}`));
    say(p, 360, 128, upper(`${rc.cap} ${rc.comune} ${rc.provincia}`));
    say(p, 210, 156, `La tua bolletta ${titleOf(b, 'della luce', 'del gas', 'luce e gas')}`, 15, true);
    p.rect(210, 168, 345, 72, null, 0.6);
    say(p, 224, 202, `€ ${b.totale}`, 24, true);
    say(p, 224, 218, 'importo da pagare', 7.5, false, 0.4);
    say(p, 405, 186, 'Scadenza', 6.8, false, 0.4);
    say(p, 405, 198, '04/03/2026', 9.5, true);
    say(p, 405, 214, 'Periodo', 6.8, false, 0.4);
    say(p, 405, 226, 'dic 2025 - gen 2026', 9.5, true);

    y = 266;
    say(p, 210, y, 'Quanto consumi', 11, true);
    y += 16;
    const rows: [string, number, string][] = [];
    if (b.luce) {
      const k = Math.round(b.luce.annuoKwh / 6);
      rows.push(['Luce, questo periodo', k, 'kWh'], ['Luce, dic-gen 2025', Math.round(k * 1.08), 'kWh']);
    }
    if (b.gas) {
      const k = Math.round(b.gas.annuoSmc * 0.31);
      rows.push(['Gas, questo periodo', k, 'Smc'], ['Gas, dic-gen 2025', Math.round(k * 0.94), 'Smc']);
    }
    for (const [label, v, unit] of rows) {
      const max = Math.max(...rows.filter((x) => x[2] === unit).map((x) => x[1]));
      say(p, 210, y, label, 7.5);
      p.rect(310, y - 8, (v / max) * 170, 9, label.includes('questo') ? 0.3 : 0.7, null);
      say(p, 490, y, `${it(v)} ${unit}`, 7.5, true);
      y += 14;
    }

    y += 16;
    const table = (heads: string[], values: string[], widths = [115, 77, 77, 76]) => {
      let x = 210;
      p.rect(210, y, 345, 22, 0.88, null);
      heads.forEach((head, i) => {
        const w = widths[i] ?? 80;
        wrap(head, Math.floor(w / 5.2)).forEach((l, k) => say(p, x + 5, y + 9 + 8 * k, l, 6.8, true));
        say(p, x + 5, y + 35, values[i] ?? '', 8.5);
        p.line(x, y, x, y + 42, 0.6);
        x += w;
      });
      p.line(555, y, 555, y + 42, 0.6);
      p.line(210, y + 42, 555, y + 42, 0.6);
      y += 48;
    };
    const section = (t: string) => {
      say(p, 210, y, t, 11, true);
      y += 8;
    };
    if (b.luce) {
      const l = b.luce;
      section('La tua fornitura di luce');
      table(
        ['Codice POD', 'Potenza impegnata (kW)', 'Potenza disponibile (kW)', 'Tensione (V)'],
        [l.pod, it(l.potenzaKw, 1), it(l.disponibileKw, 1), String(l.tensioneV)],
      );
      const period = it(Math.round(l.annuoKwh / 6));
      const heads = ['Consumo annuo (kWh)', 'Consumo del periodo (kWh)', 'Contatore', 'Distributore'];
      table(heads, [it(l.annuoKwh), period, 'elettronico 2G', 'Alpi Reti S.p.A.'], [90, 90, 75, 90]);
      y += 12;
    }
    if (b.gas) {
      const g = b.gas;
      section('La tua fornitura di gas');
      table(
        ['Codice PDR', 'Codice REMI', "Categoria d'uso", 'Classe contatore'],
        [g.pdr, g.remi, g.categoria, 'G4'],
      );
      const heads = ['Consumo annuo (Smc)', 'Consumo del periodo (Smc)', 'Coeff. C', 'Distributore'];
      const period = it(Math.round(g.annuoSmc * 0.31));
      table(heads, [it(g.annuoSmc), period, '1,0231', 'Gas Alpino S.r.l.'], [90, 90, 75, 90]);
      say(p, 210, y, `Categoria ${g.categoria}: ${CATEGORIE[g.categoria] ?? ''}`, 7, false, 0.35);
    }
    seat(p, b.supplier, 792);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Brezza: a dark band, three summary cards, badges, the supplies side by side in cards (label before the
// value on its line, codes in a mono face, a small chart each); page 2 the technical and personal data
// with the labels flush right against the values, and a readings table

export const brezza: Layout = {
  key: 'brezza',
  supplier: supplier(
    'BREZZA',
    'Brezza Energia Digitale S.r.l.',
    '1307148259',
    'Via Nazionale 19, 95128 Catania (CT)',
    '095 000 4477',
  ),
  traits:
    'supplies side by side in cards, label before value, mono codes, small charts; page 2 labels flush right: CF, power, voltage, REMI, category',
  page2: ['codiceFiscale', 'partitaIva', 'potenzaImpegnataKw', 'tensioneV', 'codiceRemi', 'categoriaUsoGas'],
  draw(b) {
    const r = variation(b);
    const h = b.holder;
    const f = b.fornitura;
    const p = new Page('sans');
    p.rect(0, 0, 595, 64, 0.18, null);
    say(p, 40, 42, 'brezza', 26, true, 1);
    say(p, 420, 36, titleOf(b, 'Bolletta Luce', 'Bolletta Gas', 'Bolletta Luce + Gas'), 10, true, 1);
    say(p, 420, 48, `N. ${b.numero} del 12/02/2026`, 7.5, false, 0.85);
    const name = holderName(h, 'Nome Cognome');
    say(p, 40, 98, h.tipo === 'PF' ? `Ciao ${h.nome}!` : 'Ciao!', 15, true);
    say(p, 40, 114, 'Qui trovi quanto pagare, entro quando e quanta energia hai usato.', 8.5, false, 0.3);
    const rc = b.recapito;
    say(p, 370, 92, upper(name), 8.5);
    say(p, 370, 103, upper(`${rc.toponimo} ${rc.via} ${rc.civico}`), 8.5);
    say(p, 370, 114, upper(`${rc.cap} ${rc.comune} (${rc.provincia})`), 8.5);

    [
      ['IMPORTO', `€ ${b.totale}`],
      ['SCADENZA', '04.03.2026'],
      ['PERIODO', 'dic 25 - gen 26'],
    ].forEach(([caption = '', value = ''], i) => {
      const x = 40 + i * 175;
      p.rect(x, 134, 165, 56, i === 0 ? 0.88 : 0.95, null);
      say(p, x + 10, 150, caption, 6.5, true, 0.45);
      say(p, x + 10, 176, value, i === 0 ? 18 : 14, true);
    });
    let bx = 40;
    for (const t of ['PREZZO BLOCCATO 24 MESI', 'ENERGIA VERDE', `CLIENTE DAL ${2019 + r.int(0, 5)}`])
      bx = badge(p, bx, 212, t);

    say(p, 40, 246, 'Le tue forniture', 12, true);
    const addr = addressLines(f, [0, 2, 3, 4][r.int(0, 3)] ?? 0, r).join(' - ');
    say(p, 40, 262, 'Dove', 7, true, 0.45);
    wrap(addr, 95).forEach((l, i) => say(p, 72, 262 + 11 * i, l, 8.5));
    say(p, 40, 288, 'Intestatario', 7, true, 0.45);
    say(p, 100, 288, name, 8.5);
    // a card a supply: [title, code label, code, offer, yearly use, unit, share of the year billed, € a unit]
    const supplies: [string, string, string, string, number, string, number, number][] = [];
    if (b.luce)
      supplies.push(['Luce', 'POD', b.luce.pod, 'Brezza Luce Fissa 24', b.luce.annuoKwh, 'kWh', 1 / 6, 0.21]);
    if (b.gas)
      supplies.push(['Gas', 'PDR', b.gas.pdr, 'Brezza Gas Fisso 24', b.gas.annuoSmc, 'Smc', 0.31, 0.95]);
    const cw = supplies.length === 2 ? 250 : 515;
    supplies.forEach(([title, codeLabel, code, offer, annual, unit, share, price], i) => {
      const x = 40 + i * 265;
      let y = 304;
      p.rect(x, y, cw, 220, null, 0.7);
      p.rect(x + 12, y + 14, 8, 8, 0.2, null);
      say(p, x + 26, y + 22, title, 12, true);
      y += 42;
      const line = (label: string, value: string, mono = false) => {
        say(p, x + 12, y, label, 7.5, false, 0.4);
        p.text(x + 92, y, value, { size: 8.5, bold: true, ...(mono ? { face: 'mono' as const } : {}) });
        y += 14;
      };
      line(codeLabel, code, true);
      line('Offerta', offer);
      line('Nel periodo', `${it(Math.round(annual * share))} ${unit}`);
      line('Consumo annuo', `${it(annual)} ${unit}`);
      line(`Spesa ${title.toLowerCase()}`, `€ ${it(annual * share * price, 2)}`);
      bars(p, x + 12, y + 72, cw - 24, 44, bimonthly(annual, unit === 'Smc'), BIMESTRI);
    });

    p.rect(40, 560, 515, 120, 0.96, null);
    say(p, 54, 582, 'Come pagare', 11, true);
    say(p, 54, 600, 'Addebito diretto SEPA attivo: non devi fare nulla.', 8.5);
    say(p, 54, 614, 'Altrimenti usa il bollettino pagoPA con il codice qui sotto.', 8.5);
    say(p, 54, 636, 'Codice avviso', 7, false, 0.45);
    p.text(130, 636, avviso(b), { size: 9, bold: true, face: 'mono' });
    say(p, 54, 652, 'Codice cliente', 7, false, 0.45);
    p.text(130, 652, b.codiceCliente, { size: 9, bold: true, face: 'mono' });
    qr(p, 460, 572, 84, b.id);
    say(p, 40, 708, 'Il dettaglio tecnico e i tuoi dati fiscali sono a pagina 2.', 8.5, false, 0.3);
    seat(p, b.supplier);

    const p2 = new Page('sans');
    p2.rect(0, 0, 595, 30, 0.18, null);
    say(p2, 40, 20, `brezza  -  Dettaglio della bolletta n. ${b.numero}`, 9, true, 1);
    let y = 70;
    const row = (label: string, value: string) => {
      say(p2, 220 - width(label, 8), y, label, 8, false, 0.4);
      wrap(value, 52).forEach((l, i) => say(p2, 232, y + 11 * i, l, 9, true));
      y += 4 + 11 * wrap(value, 52).length;
    };
    const head = (t: string) => {
      y += 6;
      say(p2, 40, y, t, 11, true);
      p2.line(40, y + 5, 555, y + 5, 0.6);
      y += 22;
    };
    head('I tuoi dati');
    for (const [c, v] of holderRows(b, { ...WHO, persona: 'Intestatario del contratto' }, 'COGNOME NOME'))
      row(c, upper(v));
    if (h.tipo === 'PG') row('Codice destinatario SDI', 'M5UXCR1');
    row('Indirizzo di fornitura', `${f.toponimo} ${f.via} ${f.civico}, ${f.cap} ${f.comune} ${f.provincia}`);
    row('Codice cliente', b.codiceCliente);
    if (b.luce) {
      const l = b.luce;
      head('Il tuo contatore della luce');
      row('POD', l.pod);
      row('Potenza impegnata', `kW ${it(l.potenzaKw, 1)}`);
      row('Potenza disponibile', `kW ${it(l.disponibileKw, 1)}`);
      row('Tensione di alimentazione', `V ${l.tensioneV}`);
      row('Uso', h.tipo === 'PF' ? 'Domestico residente' : 'Altri usi BT');
      row('Distributore locale', 'Sicilia Reti Elettriche S.p.A.');
    }
    if (b.gas) {
      const g = b.gas;
      head('Il tuo contatore del gas');
      row('PDR', g.pdr);
      row('Cabina REMI', g.remi);
      row("Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`);
      row('Classe di prelievo', `${r.int(1, 3)} (${r.pick(['7', '6', '5'])} giorni/settimana)`);
      row('Distributore locale', 'Etnea Gas Distribuzione S.r.l.');
    }
    head('Letture e consumi');
    const x = [40, 150, 260, 370, 470];
    ['Contatore', 'Data', 'Lettura', 'Tipo', 'Consumo'].forEach((t, i) =>
      say(p2, x[i] ?? 0, y, t, 7.5, true),
    );
    y += 14;
    const reads = (what: string, start: number, used: number, unit: string) => {
      for (const [date, from, kind] of [
        ['30/11/2025', start, 'reale'],
        ['31/01/2026', start + used, r.pick(['reale', 'stimata', 'autolettura'])],
      ] as const) {
        [what, date, it(from), kind, date.startsWith('31') ? `${it(used)} ${unit}` : ''].forEach((t, i) =>
          say(p2, x[i] ?? 0, y, t, 8),
        );
        p2.line(40, y + 4, 555, y + 4, 0.8);
        y += 13;
      }
    };
    if (b.luce) reads('Luce', 20_000 + (b.luce.annuoKwh % 7_000), Math.round(b.luce.annuoKwh / 6), 'kWh');
    if (b.gas) reads('Gas', 4_000 + b.gas.annuoSmc, Math.round(b.gas.annuoSmc * 0.31), 'Smc');
    seat(p2, b.supplier);
    return [p, p2];
  },
};
