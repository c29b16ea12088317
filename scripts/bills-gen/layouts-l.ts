// Round 5 layouts (family l): new green and community-energy suppliers and "bolletta trasparente" designs:
// a green supplier's rounded cards with drawn icons (maremma), an energy cooperative's bill to its "Socio"
// (sila), a comparison with similar households and value-first lines on two pages (garda).
import { CATEGORIE, cityLine, holderName, it, kw, street } from './bill';
import { holderRows, supplier, titleOf, type Layout, type Row } from './layout';
import { Page, type TextOptions } from './page';

type Pt = [number, number];
const N = (size: number, grey = 0): TextOptions => ({ size, grey });
const B = (size: number, grey = 0): TextOptions => ({ size, grey, bold: true });
/** Lines of text down from (x, y), `step` apart: a list, or one string with "|" between the lines. */
const lines = (p: Page, x: number, y: number, step: number, o: TextOptions, texts: string[] | string) =>
  (typeof texts === 'string' ? texts.split('|') : texts).forEach((t, i) => p.text(x, y + i * step, t, o));

/** A text's width in points as DejaVu (the scans' font, wider than the PDF's) sets it, roughly. */
const em = (c: string) => (/[A-Z0-9]/.test(c) ? 0.7 : c === ' ' ? 0.32 : /[a-z]/.test(c) ? 0.6 : 0.4);
const wid = (s: string, size: number, bold = false) =>
  [...s].reduce((t, c) => t + em(c), 0) * size * (bold ? 1.08 : 1);

/** Polylines offset to (x, y) and scaled by s: the icons and the rounded corners. */
const poly = (p: Page, x: number, y: number, paths: Pt[][], s = 1, grey = 0.25) => {
  for (const pts of paths)
    for (let i = 1; i < pts.length; i++) {
      const [a, b] = [pts[i - 1]!, pts[i]!];
      p.line(x + a[0] * s, y + a[1] * s, x + b[0] * s, y + b[1] * s, grey);
    }
};
const arc = (cx: number, cy: number, r: number, from: number, to: number, n = 4): Pt[] =>
  Array.from({ length: n + 1 }, (_, k) => {
    const a = ((from + ((to - from) * k) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
/** A rectangle with rounded corners, as one closed polyline. */
const rounded = (w: number, h: number, r: number): Pt[][] => {
  const c = [w - r, r, w - r, h - r, r, h - r, r, r];
  const pts = [0, 1, 2, 3].flatMap((i) => arc(c[2 * i]!, c[2 * i + 1]!, r, i * 90 - 90, i * 90));
  return [[...pts, pts[0]!]];
};
/** Icons in a 24-point box: polylines "x,y x,y|x,y …", "o cx,cy,r" a ring. */
const ICONS: Record<string, string> = {
  bolt: '14,0 3,14 11,14 8,24 21,9 13,9 16,0 14,0',
  flame: '12,0 17,7 20,14 18,21 12,24 6,21 4,14 7,8 9,12 12,0',
  house: '1,12 12,2 23,12|4,10 4,23 20,23 20,10|10,23 10,16 14,16 14,23',
  pin: '12,24 5,13 5,7 8,3 12,2 16,3 19,7 19,13 12,24|o12,8,3',
  person: 'o12,7,5|3,24 5,16 12,14 19,16 21,24',
  card: '1,5 23,5 23,19 1,19 1,5|4,10 12,10|4,14 18,14',
  gauge: '1,17 3,11 7,7 12,6 17,7 21,11 23,17 1,17|12,17 18,9',
  plug: '6,10 18,10 18,16 12,20 6,16 6,10|9,10 9,3|15,10 15,3|12,20 12,24',
  bars: '2,24 2,14 7,14 7,24|10,24 10,5 15,5 15,24|18,24 18,10 23,10 23,24|0,24 24,24',
  valve: '0,11 24,11|0,18 24,18|12,11 12,4|6,4 18,4',
  leaf: '0,24 4,11 14,3 28,0 26,12 18,21 4,24 0,24|2,23 20,8',
  mountains: '0,22 10,6 16,14 24,2 36,22',
};
const icon = (p: Page, name: string, x: number, y: number, s = 1, grey = 0.3) => {
  const paths = (ICONS[name] ?? '').split('|').map((part) => {
    const n = part.replace('o', '').split(/[ ,]+/).map(Number);
    if (part.startsWith('o')) return arc(n[0]!, n[1]!, n[2]!, 0, 360, 10);
    return Array.from({ length: n.length / 2 }, (_, i): Pt => [n[2 * i]!, n[2 * i + 1]!]);
  });
  poly(p, x, y, paths, s, grey);
};

const MESI = ['feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic', 'gen'];
const monthly = (annual: number, gas: boolean) => {
  const w = gas ? [15, 11, 6, 3, 2, 2, 2, 2, 3, 7, 12, 16] : [9, 8.5, 8, 7.5, 8, 9.5, 10, 7, 8, 8.5, 9, 9.5];
  return w.map((x) => Math.round((annual * x) / w.reduce((a, c) => a + c, 0)));
};
/** Bars of a year's monthly consumption, each month under its bar, the highest value over its bar. */
function chart(p: Page, x: number, y: number, w: number, h: number, values: number[], fill: number) {
  const [max, step] = [Math.max(...values), w / values.length];
  p.line(x, y + h, x + w, y + h, 0.4);
  values.forEach((v, i) => {
    const bh = (v / max) * (h - 14);
    p.rect(x + i * step + step * 0.2, y + h - bh, step * 0.6, bh, fill, null);
    p.text(x + i * step + step * 0.22, y + h + 9, MESI[i] ?? '', N(6.5, 0.35));
    if (v === max) p.text(x + i * step, y + h - bh - 3, it(v), N(6.5));
  });
}
/** A grey header row over ruled rows, `cols` the x of each column; returns the last row's y. */
function table(p: Page, y: number, cols: number[], rows: string[][], size = 8.5) {
  p.rect(40, y - 10, 515, 14, 0.9, null);
  rows.forEach((r, j) => {
    r.forEach((t, i) => p.text(cols[i]!, y + 14 * j, t, j ? N(size) : B(size - 0.5)));
    if (j) p.line(40, y + 14 * j + 4, 555, y + 14 * j + 4, 0.75);
  });
  return y + 14 * (rows.length - 1);
}

/** supplier() from "BRAND|name|first 10 digits of the P.IVA|seat|phone" */
const sup = (t: string) => supplier(...(t.split('|') as [string, string, string, string, string]));
const fasi = (v: number) => (v === 230 ? 'monofase' : 'trifase');
const DISTR = [
  ['Ardesia Reti Elettriche S.p.A.', 'Elettrodotti Padani S.p.A.', 'Rete Luce Centro S.r.l.'],
  ['Reti Gas Appennino S.p.A.', 'Metanodotti Lombardi S.r.l.', 'Gas Rete Tirrenica S.p.A.'],
];
const distributor = (code: string, gas: boolean) => DISTR[gas ? 1 : 0]![Number(code.slice(-1)) % 3] ?? '';
const DEMO = 'Documento di esempio generato per i test: dati e importi fittizi.';
const footer = (p: Page, y: number, size: number, texts: string) => {
  p.line(40, y - 10, 555, y - 10, 0.5);
  lines(p, 40, y, size + 2.5, N(size), `${texts}|${DEMO}`);
};
/** Readings of the period from the yearly consumption: start, end, used. */
const readings = (year: number, months: number) => {
  const [start, used] = [4_000 + ((year * 7) % 20_000), Math.round((year * months) / 12)];
  return [it(start), it(start + used), it(used)];
};

// ---------------------------------------------------------------------------------------------------------
// Maremma: a green supplier; rounded cards, each a drawn icon, a short label in plain words and the value
// large below it; a chart of the year's months when the page has room; holder Nome Cognome

export const maremma: Layout = {
  key: 'maremma',
  supplier: sup(
    'MAREMMA|Maremma Energia Rinnovabile S.r.l. Società Benefit|0927418365|Via dei Mulini 14, 58100 Grosseto (GR)|800 112 358',
  ),
  traits: 'rounded cards, drawn icons, plain-words labels ("Il tuo codice POD") over large values',
  draw(b) {
    const p = new Page('sans');
    const [h, f, s, l, g] = [b.holder, b.fornitura, b.supplier, b.luce, b.gas];
    icon(p, 'leaf', 40, 32, 1.3, 0.2);
    p.text(84, 54, 'maremma', B(24, 0.15));
    p.text(84, 67, 'energia verde, da qui', N(8.5, 0.4));
    const contacts = `Servizio clienti ${s.telefono} (gratuito)|Area clienti e app: ${s.web}|Guasti: chiama il tuo distributore al 800 900 800`;
    lines(p, 370, 42, 11, N(7.5), contacts);
    p.line(40, 80, 555, 80, 0.6);
    p.text(40, 112, h.tipo === 'PF' ? `Ciao ${h.nome},` : 'Buongiorno,', B(17));
    const what = titleOf(b, 'bolletta della luce', 'bolletta del gas', 'bolletta di luce e gas');
    lines(p, 40, 130, 13, N(10), [`ecco la tua ${what}`, 'per i mesi di dicembre 2025 e gennaio 2026.']);
    p.text(350, 102, 'Spedita a', N(7, 0.4));
    lines(p, 350, 116, 12, N(9), [holderName(h, 'Nome Cognome'), street(b.recapito), cityLine(b.recapito)]);
    poly(p, 40, 162, rounded(253, 78, 10));
    p.text(54, 180, 'Da pagare', N(8, 0.35));
    p.text(54, 210, `€ ${b.totale}`, B(26));
    p.text(54, 229, 'entro il 4 marzo 2026, con addebito sul tuo conto', N(7.5));
    poly(p, 302, 162, rounded(253, 78, 10));
    const facts = `Fattura n. ${b.numero} del 12/02/2026|Periodo: 1 dicembre 2025 - 31 gennaio 2026|Codice cliente: ${b.codiceCliente}|Pagamento: addebito diretto SEPA|Offerta: Maremma Verde Fissa 24 mesi`;
    lines(p, 316, 179, 12, N(7.5), facts);
    icon(p, 'leaf', 40, 250, 0.5);
    const go =
      "Il 100% della tua energia viene da sole, vento e acqua, certificata con Garanzie d'Origine (GO).";
    p.text(58, 260, go, N(7.5, 0.3));
    p.text(40, 286, 'La tua fornitura', B(12));
    let y = 296;
    type Card = [glyph: string, label: string, value: string, span?: number, note?: string];
    const cards = (title: string, items: Card[]) => {
      if (title) p.text(40, y + 10, title, B(10, 0.2));
      if (title) y += 18;
      let col = 0;
      for (const [glyph, label, value, span = 1, note] of items) {
        if (col + span > 2) [col, y] = [0, y + 54];
        const [x, w] = [40 + col * 262, span === 2 ? 515 : 253];
        poly(p, x, y, rounded(w, 46, 8));
        icon(p, glyph, x + 11, y + 11);
        p.text(x + 44, y + 16, label, N(7.5, 0.35));
        p.text(x + 44, y + 37, value, B(15));
        if (note) p.text(x + w - 10 - wid(note, 7), y + 37, note, N(7, 0.35));
        col += span;
      }
      y += 54;
    };
    const who = holderRows(b, { persona: '', azienda: '', cf: 'cf', piva: 'piva' }, 'Nome Cognome');
    const own = h.tipo === 'PF' ? 'Il tuo' : 'Il';
    const holder = who.map(([k, v], i): Card => {
      if (!i) return ['person', h.tipo === 'PF' ? "Chi è l'intestatario" : "L'azienda intestataria", v, 2];
      return ['card', k === 'cf' ? `${own} codice fiscale` : 'La partita IVA', v];
    });
    if (h.tipo === 'PF') holder.push(['house', 'Il tuo codice cliente', b.codiceCliente]);
    const disp = `disponibili ${kw(l?.disponibileKw ?? 0)} kW`;
    const where = titleOf(b, "Dove arriva l'energia", 'Dove arriva il gas', 'Dove arrivano luce e gas');
    cards('', [...holder, ['pin', where, `${street(f)}, ${cityLine(f)}`, 2]]);
    if (l)
      cards('Luce', [
        ['bolt', 'Il tuo codice POD', l.pod],
        ['gauge', 'La potenza del tuo contatore', `${kw(l.potenzaKw)} kW`, 1, disp],
        ['plug', 'La tensione della fornitura', `${l.tensioneV} V`, 1, fasi(l.tensioneV)],
        ['bars', 'Quanto consumi in un anno', `${it(l.annuoKwh)} kWh`, 1, 'ultimi 12 mesi'],
      ]);
    if (g)
      cards('Gas', [
        ['flame', 'Il tuo codice PDR', g.pdr],
        ['valve', 'La cabina REMI che ti serve', g.remi],
        ['bars', 'Quanto consumi in un anno', `${it(g.annuoSmc)} Smc`, 1, 'ultimi 12 mesi'],
        ['gauge', 'Il tuo contatore', 'G4', 1, `matricola ${g.pdr.slice(3, 11)}`],
        ['house', 'Come usi il gas', g.categoria, 2, `categoria d'uso: ${CATEGORIE[g.categoria] ?? ''}`],
      ]);
    if (y < 640) p.text(40, y + 14, `I tuoi consumi mese per mese (${l ? 'kWh' : 'Smc'})`, B(10));
    if (y < 640) chart(p, 50, y + 26, 495, 716 - y, monthly(l?.annuoKwh ?? g?.annuoSmc ?? 0, !l), 0.55);
    const legal = `${s.nome} - Sede legale ${s.sede}|P.IVA ${s.partitaIva} - ${s.web} - Società Benefit (L. 208/2015)`;
    footer(p, 792, 6.5, legal);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sila: an energy community's cooperative; the holder is the "Socio" with a member number, a box "Dati del
// socio", the supplies as a numbered list of sentences ("1) Fornitura energia elettrica — POD …, potenza
// impegnata …, fornitura sita in Via X, 12 - CAP Comune (PR) …"), readings, a pagoPA notice; COGNOME Nome

/** Chunks set on lines no wider than w points at `size`, a chunk never split. */
const wrap = (chunks: string[], w: number, size: number) =>
  chunks.reduce<string[]>((out, c) => {
    const last = out.pop();
    if (last === undefined) return [c];
    return wid(`${last} ${c}`, size) <= w ? [...out, `${last} ${c}`] : [...out, last, c];
  }, []);

export const sila: Layout = {
  key: 'sila',
  supplier: sup(
    'SILA|Sila Comunità Energetica Società Cooperativa|0815263947|Via delle Ginestre 3, 87055 San Giovanni in Fiore (CS)|0984 171 717',
  ),
  traits: 'a "Socio" n.; numbered supplies as sentences, "fornitura sita in Via X, 12 - CAP Comune (PR)"',
  draw(b) {
    const p = new Page('serif');
    const [h, f, r, s, l, g] = [b.holder, b.fornitura, b.recapito, b.supplier, b.luce, b.gas];
    p.text(40, 52, 'Sila', B(28));
    icon(p, 'mountains', 112, 32);
    p.text(40, 66, 'comunità energetica - società cooperativa', N(8.5, 0.4));
    p.text(350, 44, 'Documento di addebito al Socio', B(11));
    lines(p, 350, 58, 12, N(8.5), [`n. ${b.numero} del 12/02/2026`, 'Periodo: dicembre 2025 - gennaio 2026']);
    p.line(40, 80, 555, 80, 0.4);
    p.rect(40, 92, 290, 112, null, 0.5);
    p.text(50, 108, 'Dati del socio', B(10.5));
    const vocab = { persona: 'Nominativo', azienda: 'Denominazione', cf: 'Codice fiscale', piva: 'P. IVA' };
    const rows: Row[] = [
      ['Socio n.', `${b.codiceCliente.slice(-5)} (persona ${h.tipo === 'PF' ? 'fisica' : 'giuridica'})`],
      ...holderRows(b, vocab, 'COGNOME Nome'),
      ['Socio dal', '14/03/2019, quota sociale versata € 50,00'],
    ];
    rows.forEach(([k, v], i) => {
      p.text(50, 124 + i * 14, `${k}:`, N(8.5, 0.3));
      p.text(124, 124 + i * 14, v, { size: 9, bold: k !== 'Socio dal' });
    });
    p.text(350, 104, 'Al Socio', N(8, 0.35));
    const to = `${holderName(h, 'COGNOME Nome')}|${r.toponimo} ${r.via}, ${r.civico}|${cityLine(r)}`;
    lines(p, 350, 118, 12, N(9), to);
    p.rect(40, 216, 515, 42, 0.93, null);
    p.text(50, 233, `Importo da versare: € ${b.totale}`, B(12));
    p.text(50, 250, 'entro il 04/03/2026 con avviso pagoPA o addebito SDD', N(8.5));
    const desk = `Codice cliente ${b.codiceCliente}|Sportello soci ${s.telefono} (lun-ven 9-13)`;
    lines(p, 340, 233, 17, N(8.5), desk);
    const shared = Math.round((l?.annuoKwh ?? 0) / 14);
    const comm = l
      ? `Energia condivisa nella comunità nel periodo: ${it(shared)} kWh; contributo di valorizzazione GSE ripartito tra i soci: € ${it(shared * 0.11, 2)}.`
      : 'La fornitura gas sostiene il fondo mutualistico della cooperativa: il 2% della spesa per la materia gas.';
    lines(p, 40, 276, 11, N(8.5, 0.25), wrap(comm.split(' '), 505, 8.5));
    p.text(40, 318, 'Forniture intestate al socio', B(11));
    p.line(40, 323, 555, 323, 0.5);
    let y = 340;
    const where = `fornitura sita in ${f.toponimo} ${f.via}, ${f.civico} - ${f.cap} ${f.comune} (${f.provincia}).`;
    const read = ['Fornitura|Matricola|Lettura al 30/11/2025|Lettura al 31/01/2026|Consumo'.split('|')];
    const item = (name: string, code: string, year: number, unit: string, chunks: string[]) => {
      const n = read.length;
      const set = wrap([`${n}) Fornitura ${name.toLowerCase()} —`, ...chunks, where], 495, 9.5);
      set.forEach((t, i) => p.text(i ? 56 : 40, y + i * 13, t, N(9.5)));
      y += set.length * 13 + 8;
      const [a, z, used] = readings(year, unit === 'Smc' ? 3 : 2);
      read.push([`${n}) ${name}`, code.slice(-8), `${a} (reale)`, `${z} (reale)`, `${used} ${unit}`]);
    };
    if (l) {
      const chunks = `POD ${l.pod},|potenza impegnata ${kw(l.potenzaKw)} kW,|potenza disponibile ${kw(l.disponibileKw)} kW,|tensione ${l.tensioneV} V ${fasi(l.tensioneV)},|consumo annuo ${it(l.annuoKwh)} kWh,|distributore ${distributor(l.pod, false)},`;
      item('Energia elettrica', l.pod, l.annuoKwh, 'kWh', chunks.split('|'));
    }
    if (g) {
      const chunks = `PDR ${g.pdr},|codice REMI ${g.remi},|categoria d'uso ${g.categoria} (${CATEGORIE[g.categoria] ?? ''}),|consumo annuo ${it(g.annuoSmc)} Smc,|distributore ${distributor(g.pdr, true)},|coefficiente C 1,0207,`;
      item('Gas naturale', g.pdr, g.annuoSmc, 'Smc', chunks.split('|'));
    }
    p.text(40, (y += 8), 'Letture e consumi del periodo', B(10));
    y = table(p, y + 16, [46, 160, 240, 360, 480], read);
    p.text(40, (y += 30), 'Comunicazioni ai soci', B(10));
    const news =
      "- L'assemblea ordinaria dei soci è convocata il 18 aprile 2026 in prima convocazione presso la sede sociale.|- Guasti e pronto intervento: chiamare il numero verde del distributore indicato per ciascuna fornitura.|- Reclami per iscritto alla cooperativa; se non risolti, Servizio Conciliazione ARERA (conciliazione.arera.it).";
    lines(p, 40, y + 14, 11, N(7.8), news);
    if (y < 510)
      p.text(40, y + 64, `Consumi degli ultimi 12 mesi (${l ? 'energia elettrica, kWh' : 'gas, Smc'})`, B(9));
    if (y < 510) chart(p, 50, y + 74, 495, 576 - y, monthly(l?.annuoKwh ?? g?.annuoSmc ?? 0, !l), 0.7);
    p.rect(40, 676, 515, 92, null, 0.4);
    p.text(50, 692, 'AVVISO DI PAGAMENTO pagoPA', B(10));
    const avviso = `3012 ${b.codiceCliente.slice(0, 4)} ${b.numero.replace(/\D/g, '').slice(0, 4)} 0056 17`;
    const notice = `Destinatario: ${holderName(h, 'COGNOME Nome')}|Ente creditore: ${s.nome}|Codice avviso: ${avviso}|Importo: € ${b.totale} - Scadenza 04/03/2026`;
    lines(p, 50, 708, 13, N(8.5), notice);
    for (let i = 0; i < 19 * 19; i++) {
      const [c, j] = [i % 19, Math.floor(i / 19)];
      const [u, v] = [c > 12 ? c - 14 : c, j > 12 ? j - 14 : j];
      const finder = u >= 0 && u < 5 && v >= 0 && v < 5 && !(c > 12 && j > 12);
      const dot =
        (Math.imul(c * 7919 + j * 104729 + Number(b.codiceCliente.slice(-4)), 0x9e3779b1) >>> 15) % 2;
      if (finder ? u % 4 === 0 || v % 4 === 0 || (u === 2 && v === 2) : dot && c !== 5 && j !== 5)
        p.rect(458 + c * 2.4, 682 + j * 2.4, 2.4, 2.4, 0.1, null);
    }
    p.text(452, 740, 'Inquadra per pagare', N(7, 0.35));
    const legal = `${s.nome} - Sede ${s.sede}|Albo Società Cooperative n. A215731 - C.F. e P.IVA ${s.partitaIva} - ${s.web}`;
    footer(p, 792, 6.8, legal);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Garda: a "bolletta trasparente" of two pages; page 1 compares the yearly consumption with similar
// households' in a table and bars, then value-first lines (the value in bold, its label after it in small
// type) and what the total pays for; page 2 the technical data, value first too, readings and charts

/** The value in bold, then its label in small grey type on the same line. */
const valueFirst = (p: Page, x: number, y: number, [value, label]: Row, vs: number) => {
  p.text(x, y, value, B(vs));
  p.text(x + wid(value, vs, true) + 8, y, label, N(vs - 3, 0.4));
};

export const garda: Layout = {
  key: 'garda',
  supplier: sup(
    'GARDA|Garda Luce e Gas S.p.A.|0663827194|Lungolago Zanardelli 21, 25087 Salò (BS)|800 300 919',
  ),
  traits:
    'two pages: you vs "famiglie simili"; value-first lines ("IT001E… codice POD"); technical data p. 2',
  page2: ['pod', 'pdr', 'potenzaImpegnataKw', 'tensioneV', 'codiceRemi', 'categoriaUsoGas'],
  draw(b) {
    const [h, f, r, s, l, g] = [b.holder, b.fornitura, b.recapito, b.supplier, b.luce, b.gas];
    const pg = h.tipo === 'PG';
    const p = new Page('sans');
    p.rect(0, 0, 595, 58, 0.25, null);
    p.text(40, 40, 'garda', B(26, 1));
    p.text(130, 40, 'energia trasparente', N(9, 0.85));
    p.text(400, 28, 'Bolletta trasparente', B(10, 1));
    p.text(400, 42, `n. ${b.numero} del 12/02/2026`, N(8.5, 1));
    p.text(56, 96, 'Destinatario', N(7, 0.4));
    lines(p, 56, 110, 12, N(9.5), [holderName(h, 'Cognome Nome'), street(r), cityLine(r)]);
    p.text(360, 90, 'Totale da pagare', N(8, 0.4));
    p.text(360, 118, `€ ${b.totale}`, B(26));
    p.text(360, 134, 'entro il 04/03/2026', B(8.5));
    const when = 'Periodo: 01/12/2025 - 31/01/2026 (consumi effettivi)|Pagamento con avviso pagoPA';
    lines(p, 360, 146, 11, N(7.5), when);
    const similar = pg ? 'attività simili' : 'famiglie simili';
    p.text(40, 190, 'Il tuo consumo a confronto', B(12));
    const src = `Ultimi 12 mesi, confrontati con ${similar} per zona climatica e potenza (dati del distributore)`;
    p.text(40, 201, src, N(7, 0.4));
    const avg = (n: number, code: string, k: number) =>
      Math.round((n * (k + (Number(code.slice(-2)) % 40) / 100)) / 10) * 10;
    const rows: [string, number, number, string][] = [];
    if (l) rows.push(['Energia elettrica', l.annuoKwh, avg(l.annuoKwh, l.pod, 0.8), 'kWh']);
    if (g) rows.push(['Gas naturale', g.annuoSmc, avg(g.annuoSmc, g.pdr, 0.85), 'Smc']);
    const diff = (mine: number, mean: number) => Math.round(((mine - mean) / mean) * 100);
    const pct = (a: number, m: number) => `${diff(a, m) > 0 ? '+' : ''}${diff(a, m)}%`;
    const cmp = rows.map(([k, a, m, u]) => [`${k} (${u}/anno)`, `${it(a)} ${u}`, `${it(m)} ${u}`, pct(a, m)]);
    const head = ['', 'Il tuo consumo', `Consumo medio di ${similar}`, 'Differenza'];
    let y = table(p, 224, [48, 200, 300, 482], [head, ...cmp], 9) + 24;
    for (const [label, mine, mean, unit] of rows) {
      p.text(48, y + 7, label, B(7.5));
      [mine, mean].forEach((v, i) => {
        const [w, at] = [(v / Math.max(mine, mean)) * 280, y + 7 + i * 11];
        p.text(150, at, i ? `media ${similar.split(' ')[0]}` : 'tu', N(6.5, 0.4));
        p.rect(220, at - 7, w, 8, i ? 0.75 : 0.3, null);
        p.text(226 + w, at, `${it(v)} ${unit}`, N(6.5));
      });
      y += 30;
    }
    const d = rows[0] ? diff(rows[0][1], rows[0][2]) : 0;
    const how = d > 0 ? `il ${d}% in più` : d < 0 ? `il ${-d}% in meno` : 'quanto';
    const tip = `Nell'ultimo anno hai consumato ${how} della media di ${similar}: nell'app trovi i consigli per risparmiare.`;
    p.text(40, y + 4, tip, N(8));
    p.text(40, (y += 34), 'I tuoi dati', B(12));
    const who = 'intestatario del contratto';
    const vocab = { persona: who, azienda: who, cf: 'codice fiscale', piva: 'partita IVA' };
    const data: Row[] = [
      ...holderRows(b, vocab, 'Cognome Nome').map(([k, v]): Row => [v, k]),
      [`${street(f)} - ${cityLine(f)}`, 'indirizzo di fornitura'],
      [b.codiceCliente, 'codice cliente'],
      [`Garda ${pg ? 'Impresa' : 'Casa'} Trasparente`, 'offerta a prezzo fisso per 12 mesi'],
    ];
    data.forEach((row, i) => valueFirst(p, 40, y + 18 + i * 16, row, 10.5));
    p.text(40, (y += 18 + data.length * 16 + 18), 'Quanto paghi e per cosa', B(12));
    const total = Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
    const iva = Math.round(total - total / (pg ? 1.22 : 1.1));
    const [m, t, o] = [0.52, 0.22, 0.1].map((k) => Math.round((total - iva) * k)) as [number, number, number];
    const costs = [m, t, o, total - iva - m - t - o, iva, total];
    const what = `Spesa per la materia energia|Spesa per il trasporto e la gestione del contatore|Spesa per oneri di sistema|Imposte (accise e addizionali)|IVA ${pg ? 22 : 10}%|Totale bolletta`;
    costs.slice(0, 5).reduce((x, c, i) => {
      p.rect(x, y + 12, (c / total) * 515, 12, [0.3, 0.5, 0.65, 0.8, 0.9][i]!, null);
      return x + (c / total) * 515;
    }, 40);
    const spend = what.split('|').map((k, i) => [k, `€ ${it((costs[i] ?? 0) / 100, 2)}`]);
    table(p, y + 44, [48, 470], [['Voce di spesa', 'Importo'], ...spend]);
    p.rect(40, 680, 515, 58, 0.95, 0.6);
    p.text(50, 696, 'Come pagare', B(9));
    const how2 = `Avviso pagoPA: codice avviso 3021 ${b.codiceCliente.slice(0, 4)} 7730 ${b.numero.replace(/\D/g, '').slice(-4)} 12, in banca, in posta, in app o nei punti SISAL e Lottomatica|Bonifico: IBAN IT60 X054 2811 1010 0000 0123 456, causale il numero della bolletta|Domiciliazione SEPA: la attivi dall'area clienti, senza costi aggiuntivi`;
    lines(p, 50, 710, 11, N(7.5), how2);
    const legal = `${s.nome} - ${s.sede} - P.IVA ${s.partitaIva}|Servizio clienti ${s.telefono} - ${s.web} - pag.`;
    const foot = (page: Page, n: number) => footer(page, 796, 6.5, `${legal} ${n} di 2`);
    p.text(40, 762, 'Dati tecnici della fornitura, letture e consumi mese per mese a pagina 2.', N(8, 0.3));
    foot(p, 1);

    const q = new Page('sans');
    q.text(40, 40, 'garda', B(14));
    q.text(92, 40, `Bolletta trasparente n. ${b.numero} - ${holderName(h, 'Cognome Nome')}`, N(8, 0.4));
    q.line(40, 48, 555, 48, 0.5);
    q.text(40, 78, 'I dati tecnici della tua fornitura', B(13));
    y = 100;
    const block = (title: string, items: Row[]) => {
      q.text(40, y, title, B(9, 0.35));
      items.forEach((row, i) => valueFirst(q, 52, y + 18 + i * 17, row, 11));
      y += 26 + items.length * 17;
    };
    if (l)
      block('ENERGIA ELETTRICA', [
        [l.pod, 'codice POD (punto di prelievo)'],
        [`${kw(l.potenzaKw)} kW`, 'potenza impegnata'],
        [`${kw(l.disponibileKw)} kW`, 'potenza disponibile'],
        [`${l.tensioneV} V`, `tensione di alimentazione (${fasi(l.tensioneV)})`],
        [`${it(l.annuoKwh)} kWh`, 'consumo annuo'],
        [distributor(l.pod, false), 'distributore locale'],
        [pg ? 'Altri usi' : 'Domestico residente', 'tipologia di cliente'],
      ]);
    if (g)
      block('GAS NATURALE', [
        [g.pdr, 'codice PDR (punto di riconsegna)'],
        [g.remi, 'codice REMI'],
        [`${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, "categoria d'uso"],
        [`${it(g.annuoSmc)} Smc`, 'consumo annuo'],
        ['G4', 'classe del misuratore'],
        ['1,0207', 'coefficiente C'],
        [distributor(g.pdr, true), 'distributore locale'],
      ]);
    q.text(40, (y += 6), 'Letture del contatore', B(11));
    const read = rows.map(([label, mine, , u]) => [label, ...readings(mine, 2).map((v) => `${v} ${u}`)]);
    const cols = ['Fornitura', 'Lettura al 30/11/2025', 'Lettura al 31/01/2026', 'Consumo del periodo'];
    y = table(q, y + 16, [48, 180, 300, 420], [cols, ...read]);
    q.text(40, (y += 30), 'I tuoi consumi degli ultimi 12 mesi', B(11));
    rows.forEach(([label, mine, , unit], i) => {
      q.text(45 + i * 265, y + 16, `${label} (${unit})`, N(8, 0.35));
      const w = rows.length > 1 ? 240 : 505;
      chart(q, 45 + i * 265, y + 22, w, Math.min(150, 640 - y), monthly(mine, unit === 'Smc'), 0.6);
    });
    q.text(40, 700, 'Informazioni utili', B(10));
    const info =
      'Reclami: scrivi a reclami@garda.example o al servizio clienti; se non ricevi risposta puoi rivolgerti al Servizio|Conciliazione ARERA. Pronto intervento guasti: numero verde del distributore locale, attivo 24 ore su 24.|Bonus sociale: se hai un ISEE entro la soglia, lo ricevi in automatico in bolletta presentando la DSU.';
    lines(q, 40, 714, 11, N(7.5), info);
    foot(q, 2);
    return [p, q];
  },
};
