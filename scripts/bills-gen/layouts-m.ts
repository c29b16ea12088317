// Layouts of author "m": suppliers born in city gas distribution, gas first and dense with gas terms,
// electricity a second, shorter part. An old-fashioned serif bill with the window box top right and
// small-capital labels above their values in ruled cells (carso); a "scheda tecnica" of the meter and a
// readings history on page 1, electricity on page 2 (salento); a two-column page, gas left and
// electricity right under dark bands, with a pagoPA slip at the foot (polesine).
import { CATEGORIE, footer, holderName, it, kw, spaced, upper, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type TextOptions } from './page';

/** a page's text writer: position, text, size, then the other options */
const writer =
  (p: Page) =>
  (x: number, y: number, s: string, size = 9, o: TextOptions = {}) =>
    p.text(x, y, s, { size, ...o });
const total = (b: Bill) => Number(b.totale.replace(/\./g, '').replace(',', '.'));
/** a number of the bill's own (its invoice number), to vary coefficients and reading types per bill */
const salt = (b: Bill) => Number(b.numero.replace(/\D/g, '').slice(-4));
const coeffC = (b: Bill) => it(1.0165 + (salt(b) % 60) / 10000, 4);
const pcs = (b: Bill) => it(0.0385 + (salt(b) % 17) / 10000, 5);
const matricola = (b: Bill) => `${b.gas ? b.gas.pdr.slice(5, 13) : '0'}${salt(b) % 10}`;
const classe = (b: Bill) => (b.holder.tipo === 'PG' ? 'G6' : 'G4');
const prelievo = (c: string) =>
  c === 'T1' ? '5 giorni' : c === 'C2' ? '7 giorni (non termico)' : '7 giorni';
const periodSmc = (annual: number) => Math.round(annual * 0.3);
const SEDE = {
  carso: 'Via dei Gasometri 4, 34135 Trieste (TS)',
  salento: 'Via del Gasometro 12, 73100 Lecce (LE)',
  polesine: 'Viale Porta Po 88, 45100 Rovigo (RO)',
};

type Reading = { date: string; tipo: string; mc: number; consumoMc: number; smc: number };
/** Meter readings, newest first, two months apart, in mc (the meter) and Smc (times C). */
function history(annual: number, c: string, b: Bill, n: number): Reading[] {
  const dates = ['31/01/2026', '30/11/2025', '30/09/2025', '31/07/2025', '31/05/2025'];
  const share = [0.3, 0.17, 0.05, 0.04, 0.1];
  const tipi = ['Effettiva', 'Stimata', 'Autolettura', 'Effettiva', 'Stimata'];
  const k = Number(c.replace(',', '.'));
  let mc = 8000 + ((annual * 37 + salt(b)) % 21000);
  return dates.slice(0, n).map((date, i) => {
    const smc = i ? Math.round(annual * (share[i] ?? 0.1)) : periodSmc(annual);
    const consumoMc = Math.round(smc / k);
    const r = { date, tipo: tipi[(i + salt(b)) % tipi.length] ?? '', mc, consumoMc, smc };
    mc -= consumoMc;
    return r;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Carso: the old city gas company's bill, serif type, the addressee in a framed box top right for the
// envelope window, labels in small capitals above their values in ruled cells; POD spaced, "kW 3,0"

export const carso: Layout = {
  key: 'carso',
  supplier: supplier('CARSO', 'Carso Gas e Luce S.p.A.', '0271946385', SEDE.carso, '800 112 430'),
  traits: 'old serif bill, window box top right, SMALL-CAPS labels above values in ruled cells; POD spaced',
  draw(b) {
    const p = new Page('serif');
    const T = writer(p);
    const { supplier: s, holder: h, fornitura: f, recapito: r } = b;
    T(40, 50, 'CARSO GAS', 21, { bold: true });
    T(40, 63, 'e Luce S.p.A.  ·  già Officina del Gas del Carso, fondata nel 1908', 8, { grey: 0.3 });
    T(40, 75, `${s.sede}  ·  Numero verde ${s.telefono}`, 7, { grey: 0.3 });
    p.line(40, 82, 555, 82, 0.2);
    // the window: the postal addressee, which may differ from the supply
    p.rect(318, 102, 237, 78, null, 0.5);
    T(326, 114, 'DESTINATARIO', 6.5, { grey: 0.35 });
    T(326, 130, upper(holderName(h, 'COGNOME NOME')), 9.5);
    T(326, 143, upper(`${r.toponimo} ${r.via} ${r.civico}`), 9.5);
    T(326, 156, `${r.cap} ${upper(r.comune)} ${r.provincia}`, 9.5);
    let y = 98;
    /** ruled cells in a row, the label in small capitals above the value */
    const row = (...cells: [label: string, value: string, w: number][]) => {
      let x = 40;
      for (const [label, value, w] of cells) {
        p.rect(x, y, w, 27, null, 0.5);
        T(x + 4, y + 9, upper(label), 6.5, { grey: 0.32 });
        T(x + 4, y + 21.5, value, 9.5);
        x += w;
      }
      y += 27;
    };
    row(['Fattura n.', b.numero, 130], ['Data di emissione', '12/02/2026', 130]);
    row(['Codice cliente', b.codiceCliente, 130], ['Periodo fatturato', '01/12/2025 - 31/01/2026', 130]);
    p.rect(40, y, 260, 30, 0.9, 0.5);
    T(44, y + 10, 'IMPORTO DA PAGARE', 6.5, { grey: 0.25 });
    T(44, y + 24, `€ ${b.totale}`, 12, { bold: true });
    T(174, y + 10, 'DA PAGARE ENTRO IL', 6.5, { grey: 0.25 });
    T(174, y + 24, '04/03/2026', 12, { bold: true });
    y += 62;
    const title = titleOf(b, 'energia elettrica', 'gas naturale', 'gas naturale ed energia elettrica');
    T(40, y, upper(`Bolletta per la somministrazione di ${title}`), 10.5, { bold: true });
    p.line(40, y + 5, 555, y + 5, 0.2);
    const head = (t: string) => {
      T(40, (y += 20), t, 10, { bold: true });
      y += 5;
    };
    head('Intestatario del contratto e ubicazione della fornitura');
    if (h.tipo === 'PF') {
      row(['Cognome e nome', holderName(h, 'Cognome Nome'), 315], ['Codice fiscale', h.codiceFiscale, 200]);
    } else {
      row(
        ['Ragione sociale', h.ragioneSociale, 255],
        ['Partita IVA', h.partitaIva, 130],
        ['Codice fiscale', h.codiceFiscale, 130],
      );
    }
    row(
      ['Via, piazza e numero civico', `${f.toponimo} ${f.via}, ${f.civico}`, 215],
      ['C.A.P.', f.cap, 60],
      ['Comune', f.comune, 190],
      ['Prov.', f.provincia, 50],
    );
    if (b.gas) {
      const g = b.gas;
      const c = coeffC(b);
      head('Somministrazione gas naturale');
      row(
        ['Punto di riconsegna (PDR)', g.pdr, 129],
        ['Codice REMI', g.remi, 129],
        ['Matricola contatore', matricola(b), 129],
        ['Classe contatore', classe(b), 128],
      );
      row(
        ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, 258],
        ['Classe di prelievo', prelievo(g.categoria), 129],
        ['Pressione di fornitura', 'Bassa pressione', 128],
      );
      row(
        ['Consumo annuo (Smc)', it(g.annuoSmc), 129],
        ['Coefficiente C', c, 129],
        ['Potere calorifico sup.', `${pcs(b)} GJ/Smc`, 129],
        ['Consumo periodo (Smc)', it(periodSmc(g.annuoSmc)), 128],
      );
      const x = [44, 120, 210, 310, 400, 470];
      const cols = ['Data lettura', 'Tipo lettura', 'Lettura (mc)', 'Consumo (mc)', 'Coeff. C', 'Smc'];
      cols.forEach((t, i) => T(x[i] ?? 0, y + 14, upper(t), 6.5, { grey: 0.32 }));
      y += 14;
      p.line(40, y + 4, 555, y + 4, 0.4);
      for (const rd of history(g.annuoSmc, c, b, 3)) {
        y += 12;
        [rd.date, rd.tipo, it(rd.mc), it(rd.consumoMc), c, it(rd.smc)].forEach((t, i) =>
          T(x[i] ?? 0, y, t, 8.5),
        );
      }
      p.line(40, y + 5, 555, y + 5, 0.4);
    }
    if (b.luce) {
      const l = b.luce;
      head('Somministrazione energia elettrica');
      const pod = `${l.pod.slice(0, 2)} ${l.pod.slice(2, 5)} ${l.pod.slice(5, 6)} ${l.pod.slice(6)}`;
      row(
        ['Codice POD', pod, 160],
        ['Potenza impegnata', `kW ${it(l.potenzaKw, 1)}`, 118],
        ['Potenza disponibile', `kW ${it(l.disponibileKw, 1)}`, 118],
        ['Tensione', `${l.tensioneV} V`, 119],
      );
      row(
        ['Consumo annuo', `kWh ${it(l.annuoKwh)}`, 160],
        ['Consumo del periodo', `kWh ${it(Math.round(l.annuoKwh / 6))}`, 118],
        ['Tipologia', h.tipo === 'PF' ? 'Domestico residente' : 'Altri usi BT', 237],
      );
    }
    head('Avvertenze');
    T(40, y + 8, 'Pronto intervento gas, 24 ore su 24: 800 900 555 (chiamata gratuita).', 8);
    T(40, y + 19, "Comunichi l'autolettura del contatore dal 25 al 30 di ogni mese.", 8);
    T(40, y + 30, 'Per i pagamenti tardivi saranno addebitati gli interessi di mora.', 8);
    p.line(40, 778, 555, 778, 0.2);
    T(40, 790, `${s.nome}  ·  Sede legale: ${s.sede}  ·  ${s.web}`, 7);
    T(40, 800, `Codice fiscale, partita IVA e iscrizione Registro Imprese: ${s.partitaIva}`, 7);
    T(40, 810, 'Documento di esempio generato per i test: fornitore, cliente e importi fittizi.', 6.5);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Salento: page 1 the summary, the holder and the gas meter's "scheda tecnica" (a four-column ruled table,
// labels in grey cells) with a readings history; page 2 the electricity, always, and the amounts

/** a ruled table of label | value | label | value, labels in grey cells; a lone pair spans the row */
function scheda(p: Page, y: number, rows: string[][], w = [120, 137, 120, 138]): number {
  for (const r of rows) {
    let x = 40;
    r.forEach((t, i) => {
      const span = r.length === 2 && i === 1 ? 515 - (w[0] ?? 0) : (w[i] ?? 0);
      p.rect(x, y, span, 15, i % 2 ? null : 0.92, 0.55);
      p.text(x + 4, y + 10.5, t, { size: 8, bold: i % 2 === 1 });
      x += span;
    });
    y += 15;
  }
  return y;
}

export const salento: Layout = {
  key: 'salento',
  supplier: supplier('SALENTO', 'Salento Gas & Luce S.p.A.', '0419283756', SEDE.salento, '800 303 410'),
  traits: 'gas "scheda tecnica" 4-col table, readings history on p.1, electricity always on p.2',
  page2: ['pod', 'potenzaImpegnataKw', 'tensioneV', 'consumoAnnuoKwh'],
  draw(b) {
    const p = new Page('sans');
    const T = writer(p);
    const { supplier: s, holder: h, fornitura: f, recapito: r } = b;
    p.rect(0, 0, 595, 9, 0.3, null);
    T(40, 48, 'salento', 24, { bold: true });
    T(164, 48, 'gas & luce', 11, { grey: 0.4 });
    T(380, 36, `Servizio clienti ${s.telefono}`, 8);
    T(380, 47, s.web, 8);
    T(40, 92, `Bolletta n. ${b.numero}`, 11, { bold: true });
    T(40, 106, 'emessa il 12/02/2026 - periodo dicembre 2025 - gennaio 2026', 8);
    T(40, 118, `Codice cliente ${b.codiceCliente}   Contratto n. ${b.codiceCliente.slice(2)}07`, 8);
    T(40, 130, titleOf(b, 'Energia elettrica', 'Gas naturale', 'Gas naturale + energia elettrica'), 8);
    T(330, 96, h.tipo === 'PF' ? 'Gentile' : 'Spett.le', 8, { grey: 0.35 });
    T(330, 109, h.tipo === 'PF' ? holderName(h, 'Nome Cognome') : h.ragioneSociale, 10);
    T(330, 122, `${r.toponimo} ${r.via}, ${r.civico}`, 10);
    T(330, 135, `${r.cap} ${upper(r.comune)} ${r.provincia}`, 10);
    p.rect(40, 156, 515, 44, 0.9, null);
    T(50, 172, 'Totale da pagare', 8.5);
    T(50, 191, `${b.totale} €`, 15, { bold: true });
    T(230, 172, 'Scadenza', 8.5);
    T(230, 191, '04/03/2026', 12, { bold: true });
    T(380, 172, 'Pagamento', 8.5);
    T(380, 191, `Addebito SDD su IT** **** ${b.codiceCliente.slice(-4)}`, 8.5);
    let y = 224;
    let q = p;
    const head = (t: string) => {
      q.text(40, y, t, { size: 9.5, bold: true });
      y += 6;
    };
    head('Dati del cliente');
    const ids = [['Partita IVA', h.tipo === 'PG' ? h.partitaIva : '', 'Codice fiscale', h.codiceFiscale]];
    const who = h.tipo === 'PF' ? [['Titolare del contratto', holderName(h, 'Nome Cognome')]] : [];
    const where = `${f.toponimo} ${f.via} ${f.civico} - ${f.cap} ${f.comune} ${f.provincia}`;
    if (h.tipo === 'PF') ids[0]?.splice(0, 2, 'Tipologia', 'Cliente domestico');
    else who.push(['Ragione sociale', h.ragioneSociale]);
    y = scheda(p, y, [...who, ...ids, ['Indirizzo di fornitura', where]]) + 22;
    if (b.gas) {
      const g = b.gas;
      const c = coeffC(b);
      head('Scheda tecnica del punto di riconsegna gas');
      y = scheda(p, y, [
        ['Codice PDR', g.pdr, 'Codice REMI', g.remi],
        ['Matricola contatore', matricola(b), 'Classe contatore', classe(b)],
        ['Anno di fabbricazione', String(2008 + (salt(b) % 14)), 'Correttore di volume', 'Non presente'],
        ['Coefficiente C', c, 'PCS convenzionale', `${pcs(b)} GJ/Smc`],
        ["Categoria d'uso", `${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`],
        ['Classe di prelievo', prelievo(g.categoria), 'Pressione di fornitura', '0,021 bar'],
        ['Consumo annuo (Smc)', it(g.annuoSmc), 'Distributore', 'Reti Gas Salento S.r.l.'],
      ]);
      y += 22;
      head('Storico letture e consumi');
      const x = [44, 130, 220, 330, 420, 480];
      p.rect(40, y, 515, 15, 0.8, 0.55);
      const cols = ['Data', 'Tipo lettura', 'Lettura contatore (mc)', 'Consumo (mc)', 'Coeff. C', 'Smc'];
      cols.forEach((t, i) => T(x[i] ?? 0, y + 10.5, t, 7.5, { bold: true }));
      for (const rd of history(g.annuoSmc, c, b, 5)) {
        const cells = [rd.date, rd.tipo, it(rd.mc), it(rd.consumoMc), c, it(rd.smc)];
        cells.forEach((t, i) => T(x[i] ?? 0, y + 25.5, t, 8));
        p.line(40, (y += 15) + 15, 555, y + 15, 0.6);
      }
      T(44, y + 27, 'Le letture stimate sono calcolate sul profilo di prelievo del PDR.', 7, { grey: 0.35 });
    } else {
      head('Comunicazioni');
      T(40, y + 10, 'I dati della fornitura di energia elettrica sono nella pagina seguente.', 8.5);
      T(40, y + 22, 'Da marzo la bolletta arriva anche via e-mail: attivala nella tua area clienti.', 8.5);
    }
    footer(p, s);

    q = new Page('sans');
    q.text(40, 40, `salento gas & luce - Bolletta n. ${b.numero} - pagina 2 di 2`, { size: 8, grey: 0.35 });
    q.line(40, 46, 555, 46, 0.5);
    y = 74;
    if (b.luce) {
      const l = b.luce;
      const per = Math.round(l.annuoKwh / 6);
      head('Fornitura di energia elettrica - scheda tecnica del punto di prelievo');
      y = scheda(q, y, [
        ['Codice POD', l.pod, 'Tipologia cliente', h.tipo === 'PF' ? 'Domestico residente' : 'Altri usi'],
        ['Potenza impegnata', `${it(l.potenzaKw, 2)} kW`, 'Disponibile', `${it(l.disponibileKw, 2)} kW`],
        ['Tensione', `${l.tensioneV} V`, 'Fasi', l.tensioneV === 230 ? 'Monofase' : 'Trifase'],
        ['Consumo annuo (kWh)', it(l.annuoKwh), 'Misuratore', 'Elettronico orario'],
      ]);
      const fasce = [0.42, 0.3, 0.28].map((k, i) => {
        const prev = 10000 + ((l.annuoKwh * (i + 3)) % 30000);
        return [`F${i + 1}`, it(prev), it(prev + Math.round(per * k)), it(Math.round(per * k))];
      });
      const cols = ['Fascia', 'Lettura precedente', 'Lettura attuale', 'Consumo (kWh)'];
      y = scheda(q, y + 10, [cols, ...fasce], [120, 130, 130, 135]) + 22;
    }
    head("Composizione dell'importo");
    const t = total(b);
    const parts: [string, number][] = [
      ['Spesa per la materia', 0.52],
      ['Spesa per il trasporto e la gestione del contatore', 0.18],
      ['Spesa per oneri di sistema', 0.07],
      ['Imposte (accise e addizionali)', 0.09],
    ];
    const amounts = [...parts.map(([n, k]) => [n, `${it(t * k, 2)} €`]), ['IVA', `${it(t * 0.14, 2)} €`]];
    y = scheda(q, y, [...amounts, ['Totale', `${b.totale} €`]], [300, 215]) + 22;
    head('Informazioni utili');
    [
      'Pronto intervento gas (distributore Reti Gas Salento): 800 191 525, attivo 24 ore su 24.',
      `Reclami: ${s.nome}, Casella postale 118, 73100 Lecce - reclami@salentogasluce.example`,
      "Bonus sociale: si riconosce d'ufficio ai nuclei con ISEE entro la soglia ARERA.",
    ].forEach((line) => q.text(40, (y += 12), line, { size: 8 }));
    footer(q, s);
    return [p, q];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Polesine: dark header band; a two-column page, gas left and electricity right under dark bands, label
// then value at a tab; PDR in groups of four, "kW 3", "230 Volt"; a chart in a column without supply;
// a pagoPA slip at the foot

export const polesine: Layout = {
  key: 'polesine',
  supplier: supplier('POLESINE', 'Gas Polesine S.p.A.', '0163748290', SEDE.polesine, '800 045 451'),
  traits: 'two columns, gas left, electricity right, dark bands; PDR in fours; "kW 3"; pagoPA slip',
  draw(b) {
    const p = new Page('sans');
    const T = writer(p);
    const { supplier: s, holder: h, fornitura: f, recapito: r } = b;
    p.rect(0, 0, 595, 60, 0.22, null);
    T(40, 34, 'GAS POLESINE', 19, { bold: true, grey: 1 });
    T(40, 49, 'gas naturale dal 1898, energia elettrica dal 2008', 8, { grey: 0.85 });
    T(345, 30, `Bolletta n. ${b.numero} del 12/02/2026`, 8.5, { grey: 1 });
    T(345, 44, `Codice cliente ${b.codiceCliente}`, 8.5, { grey: 1 });
    T(40, 84, 'INTESTATARIO', 7, { grey: 0.4 });
    T(40, 97, holderName(h, 'COGNOME Nome'), 10, { bold: true });
    T(40, 110, `${h.tipo === 'PG' ? `P.IVA ${h.partitaIva}  ` : ''}C.F. ${h.codiceFiscale}`, 8.5);
    T(40, 128, 'INDIRIZZO DI FORNITURA', 7, { grey: 0.4 });
    T(40, 141, `${f.toponimo} ${f.via}, ${f.civico}`);
    T(40, 153, `${f.cap} ${f.comune} (${f.provincia})`);
    T(340, 90, h.tipo === 'PF' ? 'Gent.le' : 'Spett.le', 8);
    T(340, 103, upper(holderName(h, 'COGNOME NOME')), 9.5);
    T(340, 116, upper(`${r.toponimo} ${r.via} ${r.civico}`), 9.5);
    T(340, 129, upper(`${r.cap} ${r.comune} ${r.provincia}`), 9.5);
    const boxes = [
      ['Importo da pagare', `€ ${b.totale}`],
      ['Scadenza', '04/03/2026'],
      ['Periodo di riferimento', 'dic. 2025 - gen. 2026'],
    ];
    boxes.forEach(([l = '', v = ''], i) => {
      p.rect(40 + i * 173, 170, 169, 36, i ? null : 0.88, 0.4);
      T(46 + i * 173, 182, l, 7.5, { grey: 0.3 });
      T(46 + i * 173, 199, v, i ? 10 : 12, { bold: true });
    });
    const top = 222;
    const band = (x: number, t: string) => {
      p.rect(x, top, 252, 18, 0.35, null);
      T(x + 6, top + 12.5, t, 9, { bold: true, grey: 1 });
    };
    /** a column's "label   value" lines at a tab, a note under a value */
    const column = (x0: number, lines: [string, string, ('mono' | 'note')?][]) => {
      let y = top + 34;
      for (const [l, v, kind] of lines) {
        if (kind === 'note') T(x0 + 6, y - 2, l, 7, { grey: 0.35 });
        else T(x0 + 6, y, l, 7.5);
        if (kind !== 'note') T(x0 + 116, y, v, 8.5, { bold: true, ...(kind ? { face: kind } : {}) });
        y += kind === 'note' ? 11 : 13;
      }
      return y;
    };
    /** monthly consumption as bars, for a column with no supply */
    const chart = (x0: number, what: string, annual: number, unit: string) => {
      band(x0, 'ANDAMENTO DEI CONSUMI');
      T(x0 + 6, top + 36, `${what}, ultimi 12 mesi (${unit})`, 7.5, { grey: 0.3 });
      const w = [0.15, 0.13, 0.1, 0.06, 0.04, 0.03, 0.03, 0.03, 0.04, 0.07, 0.12, 0.2];
      const base = top + 150;
      p.line(x0 + 6, base, x0 + 246, base, 0.3);
      'FMAMGLASONDG'.split('').forEach((m, i) => {
        const hgt = Math.round((unit === 'kWh' ? 0.06 + (w[i] ?? 0) * 0.3 : (w[i] ?? 0)) * 480);
        p.rect(x0 + 10 + i * 19.5, base - hgt, 12, hgt, i === 11 ? 0.3 : 0.65, null);
        T(x0 + 12 + i * 19.5, base + 10, m, 7);
      });
      T(x0 + 6, base + 26, `Media mensile: ${it(Math.round(annual / 12))} ${unit}`, 7.5);
    };
    if (b.gas) {
      const g = b.gas;
      const c = coeffC(b);
      band(40, 'GAS NATURALE');
      let y = column(40, [
        ['PDR', spaced(g.pdr, 4), 'mono'],
        ['Codice REMI', g.remi, 'mono'],
        ["Categoria d'uso", g.categoria],
        [`(${CATEGORIE[g.categoria] ?? ''})`, '', 'note'],
        ['Classe di prelievo', prelievo(g.categoria).replace('giorni', 'gg/sett.')],
        ['Matricola contatore', matricola(b)],
        ['Classe contatore', classe(b)],
        ['Coefficiente C', c],
        ['P.C.S.', `${pcs(b)} GJ/Smc`],
        ['Consumo annuo', `${it(g.annuoSmc)} Smc`],
        ['Consumo fatturato', `${it(periodSmc(g.annuoSmc))} Smc`],
      ]);
      const x = [46, 106, 170, 218];
      ['Lettura del', 'Tipo', 'mc', 'Smc'].forEach((t, i) => T(x[i] ?? 0, y + 6, t, 7, { bold: true }));
      for (const rd of history(g.annuoSmc, c, b, 3)) {
        y += 11;
        [rd.date, rd.tipo, it(rd.mc), it(rd.smc)].forEach((t, i) => T(x[i] ?? 0, y + 6, t, 7.5));
      }
    } else if (b.luce) chart(40, 'Energia elettrica', b.luce.annuoKwh, 'kWh');
    if (b.luce) {
      const l = b.luce;
      const per = Math.round(l.annuoKwh / 6);
      band(303, 'ENERGIA ELETTRICA');
      column(303, [
        ['POD', l.pod, 'mono'],
        ['Potenza impegnata', `kW ${kw(l.potenzaKw)}`],
        ['Potenza disponibile', `kW ${kw(l.disponibileKw)}`],
        ['Tensione', `${l.tensioneV} Volt`],
        ['Fasi', l.tensioneV === 230 ? 'monofase' : 'trifase'],
        ['Consumo annuo', `${it(l.annuoKwh)} kWh`],
        ...[0.4, 0.31, 0.29].map((k, i): [string, string] => [`Periodo F${i + 1}`, `${it(per * k)} kWh`]),
      ]);
    } else if (b.gas) chart(303, 'Gas naturale', b.gas.annuoSmc, 'Smc');
    T(40, 500, 'COMUNICAZIONI AI CLIENTI', 8, { bold: true });
    T(
      40,
      513,
      'Dal 1° aprile cambia il numero di pronto intervento gas: 800 045 999, gratuito, 24 ore su 24.',
      8,
    );
    T(40, 525, "Autolettura: la comunichi dal 20 al 25 del mese al numero verde o nell'area clienti.", 8);
    // the pagoPA slip
    const y0 = 590;
    for (let x = 40; x < 555; x += 8) p.line(x, y0, x + 4, y0, 0.4);
    p.rect(40, y0 + 12, 515, 150, null, 0.4);
    T(48, y0 + 28, 'AVVISO DI PAGAMENTO', 10, { bold: true });
    T(380, y0 + 28, 'pagoPA', 10, { bold: true, grey: 0.3 });
    const slip: [string, string, number, number][] = [
      ['ENTE CREDITORE', s.nome, 48, 50],
      ['CODICE FISCALE ENTE', s.partitaIva, 300, 50],
      ['DESTINATARIO AVVISO', holderName(h, 'COGNOME NOME'), 48, 84],
      ['CODICE AVVISO', `3${b.codiceCliente.padStart(10, '0')}${salt(b)}`.padEnd(18, '7'), 300, 84],
      ['IMPORTO', `€ ${b.totale}`, 48, 118],
      ['ENTRO IL', '04/03/2026', 200, 118],
      ['OGGETTO', `Bolletta n. ${b.numero}`, 300, 118],
    ];
    for (const [l, v, x, dy] of slip) {
      T(x, y0 + dy, l, 6.5, { grey: 0.4 });
      T(x, y0 + dy + 12, v, 9, { face: l === 'CODICE AVVISO' ? 'mono' : 'sans' });
    }
    T(48, y0 + 152, "Paghi in banca, alle poste, in tabaccheria o con l'app della sua banca.", 7);
    footer(p, s);
    return [p];
  },
};
