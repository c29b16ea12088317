// Layouts 17-18 (held out, issue 14 item 1: a third of the layouts): a shaded sidebar beside a large
// consumption chart, the amounts and the readings, its labels in small capitals at the left edge and the
// values flush right, the company's legal representative beside it (quercia); a letter with the envelope
// window on the left, a "Dati della fornitura" box with each label in small capitals after its value and
// the technical data in running prose wrapped over lines (sorgente).
import { CATEGORIE, envelope, footer, holderName, it, kw, upper, type Bill } from './bill';
import { person } from './identities';
import { supplier, titleOf, type Layout } from './layout';
import { pdfTextWidth } from './measure';
import { Page, type Face } from './page';
import { random } from './random';

// ---------------------------------------------------------------------------------------------------------
// Measuring text: the PDF's standard fonts, widened for the DejaVu fonts the images are drawn with

/** how much wider DejaVu draws than the PDF's font, at most (bold digits) */
const WIDER: Record<Face, [number, number]> = { sans: [1.14, 1.27], serif: [1.22, 1.3], mono: [1, 1] };

/** The width of a text on the page: the PDF's (`exact`) or the wider of PDF and image. */
function widthOf(text: string, size: number, face: Face, bold = false, exact = false): number {
  return pdfTextWidth(text, size, face, bold) * (exact ? 1 : WIDER[face][bold ? 1 : 0]);
}

/** Where a text ends at `right`: exact in the PDF, a little past it in the images. */
const flushAt = (right: number, text: string, size: number, face: Face, bold = false) =>
  right - widthOf(text, size, face, bold, true) * 1.06;

/** Words wrapped into lines no wider than `width`; a no-break space (U+00A0) keeps a value with its unit. */
function wrap(text: string, width: number, size: number, face: Face): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next.replace(/\u00a0/g, ' '), size, face) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((l) => l.replace(/\u00a0/g, ' '));
}

/** The bill's own random source for what the bill does not hold (a representative, a flat's stair). */
const extrasOf = (b: Bill) => random((Number(b.codiceCliente) % 2_147_483_647) ^ 0x51ab);

/** An amount in euro, the total split into the parts a bill lists. */
function amounts(b: Bill): [string, string][] {
  const total = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const parts: [string, number][] = [
    ['Spesa per la materia energia', 0.53],
    ['Spesa per il trasporto e la gestione del contatore', 0.19],
    ['Spesa per oneri di sistema', 0.07],
    ['Imposte', 0.1],
  ];
  let left = total;
  const rows = parts.map(([label, share]): [string, string] => {
    const v = Math.round(total * share * 100) / 100;
    left -= v;
    return [label, `€ ${it(v, 2)}`];
  });
  rows.push(['IVA', `€ ${it(Math.max(0, left), 2)}`]);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Quercia: a shaded sidebar on the left with the holder, the supply and the contract, each label in small
// capitals at the left edge and its value flush right (under it when they do not fit on one line); beside
// it the total, a large chart of the last twelve months with its scale, the readings and the amounts; a
// company's legal representative (a person and a codice fiscale) under the company; scala and interno

export const quercia: Layout = {
  key: 'quercia',
  supplier: supplier(
    'QUERCIA',
    'Quercia Energia Locale S.r.l.',
    '0273859164',
    'Loc. Quercioli, Strada Statale 16 km 3,2 - 71122 Foggia (FG)',
    '800 161 718',
  ),
  traits:
    'sidebar beside a chart and the amounts; small-caps label left, value flush right; legal representative; scala/interno',
  draw(b) {
    const p = new Page('sans');
    const s = b.supplier;
    const rnd = extrasOf(b);
    const L = 30;
    const R = 218;
    const SX = 38;
    const SR = 206;
    p.rect(L, 20, R - L, 760, 0.93, null);
    p.text(SX, 54, 'quercia', { size: 24, bold: true, grey: 0.15 });
    p.text(SX, 68, 'energia locale', { size: 9, grey: 0.4 });

    // the sidebar
    let y = 110;
    const flush = (v: string, size: number, bold: boolean) => {
      p.text(flushAt(SR, v, size, 'sans', bold), y, v, { size, bold });
    };
    const head = (t: string) => {
      y += 6;
      p.text(SX, y, upper(t), { size: 8, bold: true });
      p.line(SX, y + 4, SR, y + 4, 0.3);
      y += 17;
    };
    const item = (label: string, ...values: string[]) => {
      const small = upper(label);
      p.text(SX, y, small, { size: 5.8, grey: 0.35 });
      const lw = widthOf(small, 5.8, 'sans');
      const fits = values.length === 1 && lw + 8 + widthOf(values[0] ?? '', 8, 'sans', true) <= SR - SX;
      if (!fits) y += 10;
      for (const v of values) {
        const size = Math.min(8, (8 * (SR - SX - 6)) / widthOf(v, 8, 'sans', true));
        flush(v, size, true);
        y += 11;
      }
      p.line(SX, y - 6, SR, y - 6, 0.82);
      y += 4;
    };
    const h = b.holder;
    head(h.tipo === 'PF' ? 'Intestatario' : 'Cliente');
    if (h.tipo === 'PF') {
      item('Nominativo', holderName(h, 'COGNOME Nome'));
      item('Codice fiscale', h.codiceFiscale);
    } else {
      const rep = person(rnd);
      item('Ragione sociale', h.ragioneSociale);
      item('Partita IVA', h.partitaIva);
      item('Codice fiscale', h.codiceFiscale);
      item('Rappresentante legale', holderName(rep, 'Nome Cognome'));
      item('C.F. rappresentante', rep.codiceFiscale);
    }
    const f = b.fornitura;
    const flat = rnd.chance(0.6) ? `Scala ${rnd.pick(['A', 'B', 'C', 'D'])} - Interno ${rnd.int(1, 24)}` : '';
    item(
      'Indirizzo di fornitura',
      `${f.toponimo} ${f.via} ${f.civico}`,
      ...(flat ? [flat] : []),
      `${f.cap} ${f.comune} (${f.provincia})`,
    );
    if (b.luce) {
      const l = b.luce;
      head('Luce');
      item('Cod. POD', l.pod);
      item('Pot. impegnata', `${kw(l.potenzaKw)} kW`);
      item('Pot. disponibile', `${kw(l.disponibileKw)} kW`);
      item('Tensione', `${l.tensioneV} V ${l.tensioneV === 230 ? 'mono' : 'tri'}`);
      item('Consumo annuo', `${it(l.annuoKwh)} kWh`);
      item('Matricola', `E${b.codiceCliente.slice(-6)}${l.pod.slice(-3)}`);
    }
    if (b.gas) {
      const g = b.gas;
      head('Gas');
      item('Cod. PdR', g.pdr);
      item('Cabina REMI', g.remi);
      item("Cat. d'uso", `${g.categoria} ${CATEGORIE[g.categoria] ?? ''}`);
      item('Classe misuratore', 'G4');
      item('Consumo annuo', `${it(g.annuoSmc)} Smc`);
    }
    head('Contratto');
    item('Codice cliente', b.codiceCliente);
    item('Contratto n.', `Q-${b.codiceCliente.slice(0, 4)}-${b.numero.replace(/\D/g, '').slice(-5)}`);
    item('Attivo dal', '01/03/2023');

    // the main column
    const M = 236;
    p.text(M, 34, `${s.nome} · P.IVA ${s.partitaIva}`, { size: 6.5, grey: 0.35 });
    envelope(p, b, 360, 70, 'Cognome Nome');
    p.text(M, 150, titleOf(b, 'Fattura elettricità', 'Fattura gas naturale', 'Fattura elettricità e gas'), {
      size: 13,
      bold: true,
    });
    p.text(M, 164, `n. ${b.numero} emessa il 12/02/2026 · periodo 01/12/2025 - 31/01/2026`, { size: 8 });
    p.rect(M, 176, 555 - M, 50, 0.85, null);
    p.text(M + 10, 194, 'Importo da pagare', { size: 9 });
    p.text(M + 10, 216, `€ ${b.totale}`, { size: 20, bold: true });
    p.text(M + 180, 194, 'entro il', { size: 9 });
    p.text(M + 180, 216, '04/03/2026', { size: 14, bold: true });

    // the chart: one per supply, bars for twelve months and the scale beside them
    let cy = 248;
    const chart = (title: string, unit: string, annual: number, height: number) => {
      p.text(M, cy, title, { size: 9, bold: true });
      const top = cy + 10;
      const bottom = top + height;
      p.rect(M, top, 555 - M, height + 18, null, 0.7);
      const month = annual / 12;
      const shape =
        unit === 'Smc'
          ? [1.9, 1.7, 1.2, 0.6, 0.3, 0.2, 0.2, 0.2, 0.4, 0.9, 1.5, 1.9]
          : [1.1, 1, 0.9, 0.85, 0.9, 1.1, 1.3, 1.2, 0.9, 0.9, 1, 1.1];
      const step = Math.max(1, Math.ceil((month * Math.max(...shape) * 1.1) / 4 / 10) * 10);
      for (let k = 0; k <= 4; k++) {
        const ty = bottom - ((height - 12) * k) / 4;
        p.line(M + 34, ty, 549, ty, 0.85);
        p.text(M + 4, ty + 2, it(step * k), { size: 6, grey: 0.4 });
      }
      const months = 'F M A M G L A S O N D G'.split(' ');
      const bw = (549 - M - 40) / 12;
      shape.forEach((k, i) => {
        const v = Math.min(month * k, step * 4);
        const bh = ((height - 12) * v) / (step * 4);
        p.rect(M + 40 + i * bw, bottom - bh, bw - 5, bh, i === 11 ? 0.35 : 0.7, null);
        p.text(M + 40 + i * bw + 3, bottom + 11, months[i] ?? '', { size: 6.5, grey: 0.4 });
      });
      cy = bottom + 34;
    };
    const height = b.luce && b.gas ? 82 : 150;
    if (b.luce) chart('I tuoi consumi di energia elettrica (kWh)', 'kWh', b.luce.annuoKwh, height);
    if (b.gas) chart('I tuoi consumi di gas (Smc)', 'Smc', b.gas.annuoSmc, height);

    // readings and amounts
    p.text(M, cy, 'Letture del periodo', { size: 9, bold: true });
    cy += 14;
    const cols = [M + 4, M + 92, M + 160, M + 232];
    p.rect(M, cy - 10, 555 - M, 14, 0.88, null);
    ['Misuratore', 'Data', 'Lettura', 'Tipo'].forEach((t, i) =>
      p.text(cols[i] ?? 0, cy, t, { size: 7.5, bold: true }),
    );
    cy += 14;
    const reading = (what: string, annual: number) => {
      const start = 1_000 + ((annual * 7) % 9_000);
      for (const [date, value, kind] of [
        ['30/11/2025', start, 'effettiva'],
        ['31/01/2026', start + Math.round(annual / 6), 'stimata'],
      ] as const) {
        [what, date, it(value), kind].forEach((t, i) => p.text(cols[i] ?? 0, cy, t, { size: 8 }));
        cy += 12;
      }
    };
    if (b.luce) reading('Luce (kWh)', b.luce.annuoKwh);
    if (b.gas) reading('Gas (Smc)', b.gas.annuoSmc);
    cy += 10;
    p.text(M, cy, 'Quanto paghi', { size: 9, bold: true });
    cy += 14;
    for (const [label, value] of [...amounts(b), ['Totale bolletta', `€ ${b.totale}`] as [string, string]]) {
      const bold = label.startsWith('Totale');
      p.text(M + 4, cy, label, { size: 8, bold });
      p.text(flushAt(551, value, 8, 'sans', bold), cy, value, { size: 8, bold });
      p.line(M, cy + 4, 555, cy + 4, 0.85);
      cy += 13;
    }
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Sorgente: a letter, the envelope window on the left and the document's data on the right; a "Dati della
// fornitura" box in two columns, each value first and its label in small capitals after it on the same
// line; the technical data in running prose wrapped over lines; uncommon labels for the codes; a
// company's legal representative and the supplier's own data beside the holder's

export const sorgente: Layout = {
  key: 'sorgente',
  supplier: supplier(
    'SORGENTE',
    'Sorgente Luce e Gas S.p.A.',
    '0318462957',
    'Via delle Fonti 5, 60121 Ancona (AN)',
    '800 272 829',
  ),
  traits:
    'letter: envelope left; box with small-caps labels after the values; technical data in prose over lines; legal representative',
  draw(b) {
    const p = new Page('serif');
    const s = b.supplier;
    const rnd = extrasOf(b);
    p.text(40, 50, 'Sorgente', { size: 22, bold: true });
    p.text(40, 63, 'luce e gas dalle Marche', { size: 8.5, grey: 0.4 });
    [s.nome, s.sede, `P.IVA e C.F. ${s.partitaIva}`, `Numero verde ${s.telefono} · ${s.web}`].forEach(
      (t, i) => p.text(360, 40 + 9 * i, t, { size: 6.5, face: 'sans', grey: 0.3 }),
    );
    envelope(p, b, 60, 118, 'COGNOME NOME');
    const doc: [string, string][] = [
      ['Documento n.', b.numero],
      ['Emesso il', '12/02/2026'],
      ['Codice cliente', b.codiceCliente],
      ['Periodo', '01/12/2025 - 31/01/2026'],
      ['Scadenza', '04/03/2026'],
    ];
    doc.forEach(([l, v], i) => {
      p.text(360, 118 + 12 * i, l, { size: 8, face: 'sans', grey: 0.35 });
      p.text(440, 118 + 12 * i, v, { size: 8.5, face: 'sans', bold: true });
    });
    p.text(
      40,
      204,
      titleOf(
        b,
        'Bolletta per la somministrazione di energia elettrica',
        'Bolletta per la somministrazione di gas naturale',
        'Bolletta per la somministrazione di energia elettrica e gas naturale',
      ),
      { size: 11.5, bold: true },
    );
    p.rect(40, 212, 515, 22, 0.2, null);
    p.text(48, 227, `TOTALE DA PAGARE  € ${b.totale}`, { size: 11, bold: true, face: 'sans', grey: 1 });
    p.text(360, 227, 'entro il 04/03/2026', { size: 9, face: 'sans', grey: 1 });

    // the box: value, then its label in small capitals
    const top = 252;
    let ly = top + 24;
    let ry = top + 24;
    const entry = (side: 'l' | 'r', value: string, label: string, bold = true) => {
      const x = side === 'l' ? 50 : 310;
      const y = side === 'l' ? ly : ry;
      p.text(x, y, value, { size: 8.5, face: 'sans', bold });
      p.text(x + widthOf(value, 8.5, 'sans', bold) + 6, y, upper(label), {
        size: 5.8,
        face: 'sans',
        grey: 0.4,
      });
      if (side === 'l') ly += 13;
      else ry += 13;
    };
    const h = b.holder;
    if (h.tipo === 'PF') {
      entry('l', holderName(h, 'Nome Cognome'), 'intestatario');
      entry('l', h.codiceFiscale, 'codice fiscale');
    } else {
      const rep = person(rnd);
      entry('l', h.ragioneSociale, 'ragione sociale');
      entry('l', h.partitaIva, 'partita IVA');
      entry('l', h.codiceFiscale, 'codice fiscale');
      entry('l', holderName(rep, 'COGNOME Nome'), 'legale rappresentante', false);
      entry('l', rep.codiceFiscale, 'C.F. legale rappr.', false);
    }
    const f = b.fornitura;
    entry('l', `${f.toponimo} ${f.via}, ${f.civico}`, 'luogo di fornitura');
    entry('l', `${f.cap} ${upper(f.comune)} ${f.provincia}`, 'comune');
    if (b.luce) {
      entry('r', b.luce.pod, 'codice identificativo del');
      p.text(310 + widthOf(b.luce.pod, 8.5, 'sans', true) + 6, ry - 6, 'PUNTO DI PRELIEVO', {
        size: 5.8,
        face: 'sans',
        grey: 0.4,
      });
      ry += 5;
    }
    if (b.gas) {
      entry('r', b.gas.pdr, 'punto di riconsegna');
      entry('r', b.gas.remi, 'cabina di decompressione REMI');
      entry('r', b.gas.pdr.slice(5, 13), 'matricola contatore', false);
    }
    entry('r', `SRG${b.codiceCliente.slice(-5)}`, 'n. contratto', false);
    const bottom = Math.max(ly, ry);
    p.rect(40, top, 515, bottom - top, null, 0.5);
    p.text(48, top + 10, 'DATI DELLA FORNITURA', { size: 7.5, face: 'sans', bold: true });

    // the technical data in prose
    let y = bottom + 22;
    p.text(40, y, 'Caratteristiche tecniche', { size: 10, bold: true });
    y += 15;
    const nb = (s2: string) => s2.replace(/ /g, '\u00a0');
    const prose: string[] = [];
    if (b.luce) {
      const l = b.luce;
      prose.push(
        `Per l'energia elettrica la potenza contrattualmente impegnata è pari a ${nb(`${kw(l.potenzaKw)} kW`)} con tensione di alimentazione di ${nb(`${l.tensioneV} V`)} (${l.tensioneV === 230 ? 'bassa tensione monofase' : 'bassa tensione trifase'}); la potenza disponibile, oltre la quale il limitatore può intervenire, è di ${nb(`${kw(l.disponibileKw)} kW`)}. Il consumo annuo degli ultimi dodici mesi è stato di ${nb(`${it(l.annuoKwh)} kWh`)}, di cui ${nb(`${it(Math.round(l.annuoKwh * 0.38))} kWh`)} nella fascia F1.`,
      );
    }
    if (b.gas) {
      const g = b.gas;
      prose.push(
        `Per il gas naturale la classe/categoria d'uso attribuita dal distributore è ${nb(g.categoria)} (${CATEGORIE[g.categoria] ?? ''}), con misuratore di classe G4 e coefficiente di conversione dei volumi C pari a 1,0193. Il consumo annuo, stimato sugli ultimi dodici mesi, è di ${nb(`${it(g.annuoSmc)} Smc`)}.`,
      );
    }
    for (const para of prose) {
      for (const line of wrap(para, 500, 9, 'serif')) {
        p.text(40, y, line, { size: 9 });
        y += 12;
      }
      y += 5;
    }

    // the readings and the amounts, side by side
    y += 10;
    const ty = y;
    p.text(40, y, 'Letture e consumi fatturati', { size: 10, bold: true });
    y += 15;
    const reading = (label: string, unit: string, annual: number) => {
      const start = 5_000 + ((annual * 13) % 20_000);
      const used = Math.round(annual / 6);
      p.text(40, y, label, { size: 8.5, bold: true });
      y += 11;
      p.text(48, y, `Lettura precedente 30/11/2025: ${it(start)} ${unit}`, { size: 8.5 });
      y += 11;
      p.text(48, y, `Lettura attuale 31/01/2026: ${it(start + used)} ${unit}`, { size: 8.5 });
      y += 11;
      p.text(48, y, `Consumo fatturato: ${it(used)} ${unit}`, { size: 8.5 });
      y += 15;
    };
    if (b.luce) reading('Energia elettrica', 'kWh', b.luce.annuoKwh);
    if (b.gas) reading('Gas naturale', 'Smc', b.gas.annuoSmc);
    let ay = ty;
    p.text(320, ay, 'Dettaglio degli importi', { size: 10, bold: true });
    ay += 15;
    for (const [label, value] of amounts(b)) {
      p.text(
        320,
        ay,
        label.replace('Spesa per ', '').replace(/^./, (c) => c.toUpperCase()),
        {
          size: 8,
        },
      );
      p.text(flushAt(550, value, 8, 'serif'), ay, value, { size: 8 });
      ay += 12;
    }
    p.line(320, ay - 8, 555, ay - 8, 0.4);
    p.text(320, ay + 2, 'Totale', { size: 8.5, bold: true });
    p.text(flushAt(550, `€ ${b.totale}`, 8.5, 'serif', true), ay + 2, `€ ${b.totale}`, {
      size: 8.5,
      bold: true,
    });

    // what every bill tells its customer
    y = Math.max(y, ay + 20) + 14;
    p.text(40, y, 'Informazioni utili', { size: 10, bold: true });
    y += 15;
    const info = [
      `Per segnalare un guasto chiami il pronto intervento del distributore, attivo 24 ore su 24. Per reclami e richieste di informazioni scriva a Sorgente Luce e Gas, Via delle Fonti 5, 60121 Ancona, indicando il codice cliente ${b.codiceCliente}, oppure chiami il numero verde ${s.telefono} dal lunedì al venerdì dalle 8 alle 20.`,
      "Se non è soddisfatto della risposta può rivolgersi al Servizio Conciliazione dell'Autorità di Regolazione per Energia Reti e Ambiente (ARERA). Le famiglie in condizione di disagio economico possono accedere al bonus sociale presentando la DSU ai fini ISEE.",
    ];
    for (const para of info) {
      for (const line of wrap(para, 500, 8, 'serif')) {
        p.text(40, y, line, { size: 8, grey: 0.2 });
        y += 10.5;
      }
      y += 4;
    }
    footer(p, s);
    return [p];
  },
};
