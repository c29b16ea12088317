// Layouts of suppliers serving businesses and professionals too: a "fattura elettronica" courtesy copy with
// cedente/cessionario boxes and a grid of label-above-value cells (murgia), a narrow customer column beside
// the amounts and charts with a boxed "Scheda tecnica" of dot leaders (cilento), a summary-only page 1 with
// a pagoPA/CBILL notice and a dense two-column "Dettaglio" on page 2 (langhe).
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { CATEGORIE, cityLine, holderName, it, kw, street, upper, type Bill, type Supplier } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page } from './page';

/** A supplier from "brand|name|first 10 digits of the P.IVA|seat|phone". */
const sup = (a: string) => supplier(...(a.split('|') as [string, string, string, string, string]));
/** A page's text writer with positional options: x, y, text, size, bold, grey. */
const writer =
  (p: Page) =>
  (x: number, y: number, s: string, size = 8, bold = false, grey = 0) =>
    p.text(x, y, s, { size, bold, grey });
/** Lines of text one under the other. */
const block = (p: Page, x: number, y: number, step: number, size: number, lines: string[], grey = 0) =>
  lines.forEach((l, i) => p.text(x, y + step * i, l, { size, grey }));
/** "label|value" lines as pairs. */
const pairs = (s: string) => s.split('\n').map((l) => l.split('|') as [string, string]);
const total = (b: Bill) => Number(b.totale.replace(/\./g, '').replace(',', '.'));
const eur = (n: number) => it(n, 2);
/** Words wrapped to lines of at most `max` characters. */
const wrap = (s: string, max: number) =>
  s.match(new RegExp(`\\S.{0,${max - 1}}(?=\\s|$)`, 'g'))?.map((x) => x.trim()) ?? [s];
const vatRate = (b: Bill) => (b.holder.tipo === 'PF' ? 10 : 22);
/** The bill's taxable amount split by `weights` (the last part takes the rounding), and the VAT. */
function costs(b: Bill, weights: number[]) {
  const net = total(b) / (1 + vatRate(b) / 100);
  const out = weights.map((w) => Math.round(net * w * 100) / 100);
  out[out.length - 1] = Math.round((net - out.slice(0, -1).reduce((a, c) => a + c, 0)) * 100) / 100;
  return { net, vat: total(b) - net, parts: out };
}
const COSTS = (
  'Spesa per la materia energia|Spesa per il trasporto e la gestione del contatore|' +
  'Spesa per oneri di sistema|Imposte (accise e addizionali)'
).split('|');
/** The costs, the VAT and the total as ruled rows, the amounts at `ax`; gives the y below them. */
function amounts(p: Page, b: Bill, x: number, y: number, ax: number, w: number[], long: boolean) {
  const c = costs(b, w);
  const rows = [...COSTS.map((l, i): [string, number] => [l, c.parts[i] ?? 0])];
  const vat = `IVA ${vatRate(b)}%${long ? ` su imponibile € ${eur(c.net)}` : ''}`;
  rows.push([vat, c.vat], ['Totale bolletta', total(b)]);
  rows.forEach(([label, a], i) => {
    const bold = i === rows.length - 1;
    p.text(x + 4, y, label, { size: 8, bold });
    p.text(ax, y, `€ ${eur(a)}`, { size: 8, bold });
    if (!bold) p.line(x, y + 4, ax + 70, y + 4, 0.8);
    y += 13;
  });
  return y;
}
/** The categories of use C1-C4, T1-T2 in few words, as a fixed-width box has room for. */
const USE = 'riscaldamento|cottura e a.c.s.|risc.+cott.+a.c.s.|condizionamento|tecnologico|tecnol.+risc.';
const phases = (v: number) => (v === 230 ? 'monofase' : 'trifase');
const meterClass = (smc: number) => (smc > 5000 ? 'G16' : smc > 2500 ? 'G6' : 'G4');
/** Twelve months from February 2025: a share of the yearly consumption each, by season. */
const LUCE_W = [1.05, 1, 0.92, 0.85, 0.9, 1.1, 1.15, 0.9, 0.88, 0.95, 1.05, 1.1];
const GAS_W = [1.8, 1.3, 0.7, 0.35, 0.2, 0.15, 0.15, 0.3, 0.7, 1.4, 2, 2.2];
const monthly = (annual: number, w: number[]) =>
  w.map((x) => Math.round((annual * x) / w.reduce((a, c) => a + c, 0)));
const FICTION = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
function foot(p: Page, s: Supplier, x: number, y: number, legal: string) {
  p.line(x, y - 10, 595 - x, y - 10, 0.5);
  const first = `${s.nome} - Sede legale ${s.sede} - ${legal} ${s.partitaIva} - ${s.web}`;
  block(p, x, y, 9, 6.4, [first, FICTION]);
}

// ---------------------------------------------------------------------------------------------------------
// Murgia: the courtesy copy of an electronic invoice: "Cedente/prestatore" and "Cessionario/committente"
// boxes of "label: value" lines (P.IVA with the IT prefix, REA, SDI code, PEC), "Dati del punto di
// fornitura" as a two-column grid of cells with the label above the value, invoice lines, VAT summary

export const murgia: Layout = {
  key: 'murgia',
  supplier: sup('MURGIA|Murgia Energia S.p.A.|0715348206|Via Bari 40, 70022 Altamura (BA)|800 190 417'),
  traits:
    'e-invoice courtesy copy: cedente/cessionario boxes (IT P.IVA, SDI, PEC), 2-column grid of cells label above value; "3,0 kW", "kWh/anno"; COGNOME NOME',
  draw(b) {
    const p = new Page('sans');
    const t = writer(p);
    const [s, h, r, f, l, g] = [b.supplier, b.holder, b.recapito, b.fornitura, b.luce, b.gas];
    block(p, 40, 28, 8, 6.5, [
      'Copia di cortesia del documento trasmesso al Sistema di Interscambio (SdI), senza valore fiscale:',
      "l'originale è nella sua area riservata e nel cassetto fiscale dell'Agenzia delle Entrate.",
    ]);
    t(40, 62, 'MURGIA', 21, true);
    t(40, 74, 'energia & servizi', 8, false, 0.4);
    t(330, 52, 'FATTURA ELETTRONICA', 11, true);
    const what = titleOf(b, 'Energia elettrica', 'Gas naturale', 'Luce e gas');
    block(p, 330, 64, 10, 7.5, [
      `Tipo documento TD01 - Fattura n. ${b.numero} del 12/02/2026`,
      `Codice cliente ${b.codiceCliente} - ${what}`,
    ]);
    const party = (x: number, title: string, lines: string[]) => {
      p.rect(x, 88, 252, 108, null, 0.5);
      p.rect(x, 88, 252, 13, 0.85, null);
      t(x + 5, 97.5, title, 7.5, true);
      block(p, x + 5, 113, 11, 7.2, lines);
    };
    party(40, 'Cedente/prestatore (fornitore)', [
      `Identificativo fiscale ai fini IVA: IT${s.partitaIva}`,
      `Codice fiscale: ${s.partitaIva}`,
      `Denominazione: ${s.nome}`,
      'Regime fiscale: RF01 (ordinario)',
      `Indirizzo: ${s.sede}`,
      'Iscrizione REA: BA-512874 - Socio unico',
      'Capitale sociale: € 5.000.000,00 i.v.',
      `Telefono: ${s.telefono} - PEC: fatture@pec.murgia.example`,
    ]);
    const pf = h.tipo === 'PF';
    const slug = (pf ? '' : h.ragioneSociale).toLowerCase().replace(/[^a-z]/g, '');
    party(303, 'Cessionario/committente (cliente)', [
      ...(pf
        ? [`Cognome nome: ${holderName(h, 'COGNOME NOME')}`, `Codice fiscale: ${h.codiceFiscale}`]
        : [`Denominazione: ${h.ragioneSociale}`, `Identificativo fiscale ai fini IVA: IT${h.partitaIva}`]),
      ...(pf ? [] : [`Codice fiscale: ${h.codiceFiscale}`]),
      `Indirizzo: ${street(r)}`,
      `CAP: ${r.cap} - Comune: ${r.comune} - Provincia: ${r.provincia}`,
      'Nazione: IT',
      pf ? 'Codice destinatario: 0000000' : `Codice destinatario SDI: M5${b.numero.slice(-2)}XK7`,
      pf ? 'PEC destinatario: -' : `PEC: amministrazione@${slug.slice(0, 14)}.pec.example`,
    ]);
    let y = 212;
    const bar = (title: string) => {
      p.rect(40, y, 515, 13, 0.85, null);
      t(45, y + 9.5, title, 8, true);
      y += 13;
    };
    const cells = (rows: string, full = false) => {
      const [items, w] = [pairs(rows), full ? 515 : 257.5];
      items.forEach(([label, value], i) => {
        const x = 40 + (full ? 0 : (i % 2) * w);
        const top = y + (full ? i : Math.floor(i / 2)) * 26;
        p.rect(x, top, w, 26, null, 0.6);
        t(x + 5, top + 9, label, 6.3, false, 0.4);
        t(x + 5, top + 21, value, 8.6, true);
      });
      y += (full ? items.length : Math.ceil(items.length / 2)) * 26;
    };
    bar('Dati del punto di fornitura');
    const who = `Intestatario del contratto di fornitura|${holderName(h, 'COGNOME NOME')}`;
    cells(`${who}\nIndirizzo del punto di fornitura|${street(f)} - ${cityLine(f)}`, true);
    if (l) {
      cells(`Codice POD (punto di prelievo)|${l.pod}
Distributore locale|Reti Murge Distribuzione S.r.l.
Potenza impegnata|${it(l.potenzaKw, 1)} kW
Potenza disponibile|${it(l.disponibileKw, 1)} kW
Tensione di alimentazione|${l.tensioneV} V ${phases(l.tensioneV)}
Tipologia di contratto|${pf ? 'Domestico residente' : 'Altri usi in bassa tensione'}
Consumo annuo (ultimi 12 mesi)|${it(l.annuoKwh)} kWh/anno
Energia fatturata nel periodo|${it(Math.round(l.annuoKwh / 6))} kWh`);
    }
    if (g) {
      cells(`Codice PDR (punto di riconsegna)|${g.pdr}
Codice REMI (cabina di consegna)|${g.remi}
Categoria d'uso (Del. 229/2012/R/gas)|${g.categoria} ${CATEGORIE[g.categoria] ?? ''}
Classe del misuratore|${meterClass(g.annuoSmc)}
Consumo annuo|${it(g.annuoSmc)} Smc/anno
Coefficiente C / PCS|1,0184 / 0,038520 GJ/Smc`);
    }
    y += 14;
    bar('Dettaglio linee');
    const cols = [45, 62, 300, 352, 400, 460, 512];
    const heads = ['Nr', 'Descrizione', 'Quantità', 'U.M.', 'Prezzo unit.', 'IVA %', 'Importo'];
    heads.forEach((c, i) => t(cols[i] ?? 0, y + 10, c, 7, true));
    y += 14;
    const rate = vatRate(b);
    const used = [l && (['luce', 'kWh', l.annuoKwh] as const), g && (['gas', 'Smc', g.annuoSmc] as const)];
    const lines = used.filter((x) => !!x).flatMap((u) => COSTS.map((c) => [c, ...u] as const));
    const w = lines.map((_, i) => (4 * [0.55, 0.2, 0.1, 0.15][i % 4]!) / lines.length);
    const { net, vat, parts } = costs(b, w);
    lines.forEach(([d, c, um, annual], i) => {
      const [qty, a] = [Math.round(annual / 6), parts[i] ?? 0];
      const row = [`${i + 1}`, `${d.replace(' energia', '')} ${c}`, it(qty), um, it(a / qty, 6)];
      [...row, `${rate},00`, eur(a)].forEach((v, j) => t(cols[j] ?? 0, y + 9, v, 7));
      p.line(40, y + 12, 555, y + 12, 0.75);
      y += 12;
    });
    y += 14;
    bar('Dati riepilogativi per aliquota IVA e dati del pagamento');
    block(p, 45, y + 11, 11, 7.2, [
      `Aliquota ${rate},00% - Imponibile € ${eur(net)} - Imposta € ${eur(vat)} - Esigibilità immediata`,
      `Modalità MP23 PagoPA / MP19 SEPA Direct Debit - Scadenza 04/03/2026 - Importo € ${b.totale}`,
      'IBAN IT60 X054 2811 1010 0000 0123 456 - Istituto: Banca Popolare delle Murge',
    ]);
    t(400, y + 52, `Totale documento € ${b.totale}`, 10, true);
    foot(p, s, 40, 800, 'C.F. e P.IVA');
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Cilento: a narrow left column of the customer's data (small grey capitals above each value), a wide
// right column with the amount, the costs and a chart of monthly consumption (the yearly figure under it),
// and the technical data in a boxed "Scheda tecnica" at the foot, "label ....... value" in a fixed font

export const cilento: Layout = {
  key: 'cilento',
  supplier: sup('CILENTO|Cilento Energia S.r.l.|0529637184|Via Pisacane 14, 84043 Agropoli (SA)|800 271 503'),
  traits:
    'narrow left column, grey caps labels above values; yearly use under a monthly chart; boxed dot-leader "Scheda tecnica" ("kW 3", "230 Volt"); Nome Cognome',
  draw(b) {
    const p = new Page('sans');
    const t = writer(p);
    const [h, f, r, l, g] = [b.holder, b.fornitura, b.recapito, b.luce, b.gas];
    p.text(30, 50, 'cilento', { size: 26, bold: true, face: 'serif' });
    t(30, 63, 'LUCE E GAS DAL MARE AI MONTI', 6.5, false, 0.4);
    block(p, 330, 40, 12, 9.5, [holderName(h, 'Nome Cognome'), street(r), cityLine(r)]);
    p.rect(30, 88, 168, 562, 0.94, null);
    let y = 104;
    const field = (label: string, values: string[], size = 8.3) => {
      t(38, y, upper(label), 5.8, true, 0.45);
      values.forEach((v, i) => t(38, y + 11 + 10.5 * i, v, size, i === 0 && size > 8));
      y += 19 + 10.5 * values.length;
    };
    t(38, y, 'I TUOI DATI', 9, true);
    y += 17;
    if (h.tipo === 'PF') {
      field('Titolare del contratto', wrap(holderName(h, 'Nome Cognome'), 30));
      field('Codice fiscale', [h.codiceFiscale]);
    } else {
      field('Ragione sociale', wrap(h.ragioneSociale, 30));
      field('Partita IVA', [h.partitaIva]);
      field('Codice fiscale', [h.codiceFiscale]);
    }
    field('Codice cliente', [b.codiceCliente]);
    field('Indirizzo di fornitura', [street(f), ...wrap(cityLine(f), 31)]);
    field('Indirizzo di recapito', [street(r), ...wrap(cityLine(r), 34)], 7.5);
    field('Offerta', [h.tipo === 'PF' ? 'Cilento Casa Prezzo Fisso' : 'Cilento Business Flex'], 7.5);
    field('Pagamento', ['Domiciliazione SEPA', 'IBAN IT** **** **** 4471'], 7.5);
    field('Servizio clienti', [`${b.supplier.telefono} (gratuito)`, '089 770 1234 da cellulare'], 7.5);
    field('Guasti e pronto intervento', ['800 900 800 (distributore)'], 7.5);
    const X = 215;
    t(X, 104, titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce + gas'), 14, true);
    t(X, 118, `n. ${b.numero} del 12/02/2026 - periodo gennaio-febbraio 2026`, 8, false, 0.3);
    p.rect(X, 128, 350, 54, 0.9, null);
    t(X + 10, 146, 'Importo da pagare', 9);
    t(X + 10, 172, `€ ${b.totale}`, 22, true);
    t(X + 200, 146, 'Scadenza', 9);
    t(X + 200, 170, '04/03/2026', 15, true);
    t(X, 204, 'Sintesi degli importi', 10, true);
    let ry = amounts(p, b, X, 218, X + 280, [0.55, 0.2, 0.1, 0.15], false) + 18;
    const chart = (title: string, unit: string, annual: number, w: number[], height: number) => {
      t(X, ry, title, 9.5, true);
      const values = monthly(annual, w);
      const max = Math.max(...values);
      const base = ry + 14 + height;
      p.line(X + 28, ry + 12, X + 28, base, 0.4);
      p.line(X + 28, base, X + 345, base, 0.4);
      t(X, ry + 18, it(max), 6, false, 0.4);
      values.forEach((v, i) => {
        const bh = Math.max(1, (v / max) * (height - 6));
        p.rect(X + 36 + i * 25.5, base - bh, 16, bh, i === 11 ? 0.35 : 0.7, null);
        t(X + 41 + i * 25.5, base + 9, 'FMAMGLASONDG'[i] ?? '', 6.5, false, 0.3);
      });
      t(X, base + 22, `Consumo annuo (feb 2025 - gen 2026): ${unit} ${it(annual)}`, 8.5, true);
      t(X + 240, base + 22, `media mensile ${unit} ${it(Math.round(annual / 12))}`, 7, false, 0.35);
      ry = base + 44;
    };
    const tall = l && g ? 52 : 110;
    if (l) chart('I tuoi consumi di energia elettrica (kWh)', 'kWh', l.annuoKwh, LUCE_W, tall);
    if (g) chart('I tuoi consumi di gas naturale (Smc)', 'Smc', g.annuoSmc, GAS_W, tall);
    const top = 668;
    p.rect(30, top, 535, 112, null, 0.3);
    p.rect(30, top, 535, 14, 0.8, null);
    t(38, top + 10, 'SCHEDA TECNICA DELLA FORNITURA', 8, true);
    const col = (x: number, title: string, list: [string, string][]) => {
      t(x, top + 28, title, 7.5, true);
      list.forEach(([k, v], i) => {
        const line = `${k} ${'.'.repeat(Math.max(3, 54 - k.length - v.length))} ${v}`;
        p.text(x, top + 40 + 11 * i, line, { size: 7.4, face: 'mono' });
      });
    };
    const use = (c: string) =>
      `${c} (${USE.split('|')[['C1', 'C2', 'C3', 'C4', 'T1', 'T2'].indexOf(c)] ?? ''})`;
    const luce = l
      ? pairs(`Codice POD|${l.pod}
Potenza impegnata|kW ${kw(l.potenzaKw)}
Potenza disponibile|kW ${kw(l.disponibileKw)}
Tensione|${l.tensioneV} Volt
Fasi|${phases(l.tensioneV)}
Distributore|Reti Cilento S.p.A.`)
      : [];
    const gas = g
      ? pairs(`Codice PDR|${g.pdr}
Codice REMI|${g.remi}
Categoria d'uso|${use(g.categoria)}
Classe contatore|${meterClass(g.annuoSmc)}
Coefficiente C|1,0193
Distributore|Salerno Gas Reti S.r.l.`)
      : [];
    const contract = pairs(`Mercato|libero
Inizio fornitura|01/06/2024
Durata condizioni|24 mesi
Codice contratto|CLT-${b.codiceCliente.slice(0, 6)}`);
    col(38, l ? 'Energia elettrica' : 'Gas naturale', l ? luce : gas);
    col(302, l && g ? 'Gas naturale' : 'Contratto', l && g ? gas : contract);
    foot(p, b.supplier, 30, 802, 'P.IVA e C.F.');
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Langhe: page 1 the summary (total, due date, pagoPA/CBILL notice, a short message) with the holder and
// the supply address only in the envelope window; page 2 a dense two-column "Dettaglio" with everything

export const langhe: Layout = {
  key: 'langhe',
  supplier: sup('LANGHE|Langhe Energia S.p.A.|0398521647|Corso Langhe 22, 12051 Alba (CN)|800 382 614'),
  traits:
    'page 1 summary + pagoPA/CBILL (holder, supply address only in the window); dense 2-column "Dettaglio" on page 2; "3,00 kW", "2700 kWh", PDR in 4s',
  page2: (
    'codiceFiscale partitaIva pod pdr potenzaImpegnataKw tensioneV consumoAnnuoKwh consumoAnnuoSmc codiceRemi ' +
    'categoriaUsoGas'
  ).split(' ') as CampoBolletta[],
  draw(b) {
    const [s, h, f, r, l, g] = [b.supplier, b.holder, b.fornitura, b.recapito, b.luce, b.gas];
    const p1 = new Page('serif');
    const t1 = writer(p1);
    t1(40, 58, 'Langhe', 26, true);
    t1(40, 72, 'energia dal territorio', 8.5, false, 0.4);
    const head = [`Bolletta n. ${b.numero}`, 'emessa il 12/02/2026', `Codice cliente ${b.codiceCliente}`];
    block(p1, 40, 112, 12, 9, [...head, 'Periodo: 1 dicembre 2025 - 31 gennaio 2026']);
    t1(318, 108, 'Destinatario', 7, false, 0.4);
    t1(318, 121, holderName(h, 'COGNOME Nome'), 10, true);
    block(p1, 318, 134, 13, 10, [street(r), cityLine(r)]);
    block(p1, 318, 163, 9, 7.2, [`Luogo di fornitura: ${street(f)}`, cityLine(f)], 0.2);
    p1.rect(40, 192, 515, 96, 0.93, 0.6);
    const title = titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas naturale', 'Bolletta luce e gas');
    t1(56, 214, title, 11, true);
    t1(56, 236, 'Totale da pagare', 10);
    t1(56, 272, `€ ${b.totale}`, 30, true);
    p1.line(330, 204, 330, 276, 0.5);
    t1(346, 236, 'Da pagare entro il', 10);
    t1(346, 262, '4 marzo 2026', 18, true);
    t1(346, 278, 'Non domiciliata', 8, false, 0.35);
    block(p1, 40, 318, 13, 9.5, [
      'Gentile cliente, in questa pagina trova la sintesi della bolletta. I dati della fornitura, le letture',
      'e il dettaglio degli importi sono a pagina 2. Dal 1° aprile 2026 può ricevere le bollette solo via',
      `e-mail attivando la bolletta web nell'area clienti di ${s.web}: è gratuito.`,
    ]);
    const top = 378;
    p1.rect(40, top, 515, 196, null, 0.3);
    p1.rect(40, top, 515, 18, 0.82, null);
    t1(48, top + 13, 'AVVISO DI PAGAMENTO  pagoPA  -  CBILL', 10, true);
    const avviso = `3018 0${b.numero.replace(/\D/g, '').slice(0, 3)} ${b.codiceCliente.slice(0, 4)} 5521 07`;
    pairs(`Ente creditore|${s.nome}
Codice fiscale ente|${s.partitaIva}
Destinatario|${holderName(h, 'COGNOME Nome')}
Codice avviso|${avviso}
Codice CBILL|LNG48
Importo|€ ${b.totale}
Scadenza|04/03/2026`).forEach(([k, v], i) => {
      t1(52, top + 40 + 16 * i, k, 8.5, false, 0.3);
      t1(160, top + 40 + 16 * i, v, 9.5, true);
    });
    const [qx, qy] = [432, top + 32];
    let seed = Number(b.codiceCliente.slice(-6));
    for (let k = 0; k < 441; k++) {
      const [i, j] = [k % 21, Math.floor(k / 21)];
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const [li, lj] = [i < 7 ? i : i - 14, j < 7 ? j : j - 14];
      const finder = li >= 0 && li < 7 && lj >= 0 && lj < 7 && !(i > 13 && j > 13);
      const ring = Math.max(Math.abs(li - 3), Math.abs(lj - 3));
      if (finder ? ring !== 2 : (seed >> 8) % 5 < 2) p1.rect(qx + i * 4.5, qy + j * 4.5, 4.5, 4.5, 0, null);
    }
    block(p1, 422, top + 138, 10, 7.5, ['Inquadra il QR code con', "l'app della banca o l'app IO"], 0.3);
    block(p1, 52, top + 164, 10, 7.5, [
      'Paga in banca, alle Poste, in tabaccheria, con home banking (circuito CBILL) o sui canali dei prestatori',
      'di servizi di pagamento aderenti a pagoPA. Le commissioni sono a carico del pagatore secondo le',
      'condizioni del prestatore scelto. Conservi la ricevuta fino alla bolletta successiva.',
    ]);
    t1(40, 612, 'Servizio clienti', 10, true);
    block(p1, 40, 626, 14, 9, [
      `${s.telefono} (numero verde, lun-ven 8-20, sab 8-13) - clienti@langhe.example`,
      'Sportello: Piazza Risorgimento 3, Alba - Reclami: Casella postale 112, 12051 Alba (CN)',
    ]);
    foot(p1, s, 40, 798, 'Registro imprese di Cuneo e P.IVA');

    const p = new Page('serif');
    const t = writer(p);
    t(40, 40, `Bolletta n. ${b.numero} del 12/02/2026 - Codice cliente ${b.codiceCliente}`, 7.5, false, 0.35);
    t(500, 40, 'pagina 2 di 2', 7.5, false, 0.35);
    t(40, 66, 'DETTAGLIO', 15, true);
    p.line(40, 72, 555, 72, 0.3);
    const ys: [number, number] = [92, 92];
    /** A section of a column: its title, then label and value(s) rows ("label|value|more lines"). */
    const sect = (c: 0 | 1) => (text: string) => {
      const [x, [title = '', ...rows]] = [c ? 305 : 40, text.split('\n')];
      p.rect(x, ys[c] - 9, 250, 12, 0.88, null);
      t(x + 4, ys[c], title, 8, true);
      ys[c] += 14;
      for (const [label = '', ...values] of rows.map((row) => row.split('|'))) {
        t(x + 4, ys[c], label, 7.3, false, 0.3);
        values.forEach((v, i) => t(x + 104, ys[c] + 10 * i, v, 7.8));
        ys[c] += 10 * values.length + 1.5;
      }
      ys[c] += 10;
    };
    const [left, right] = [sect(0), sect(1)];
    const who =
      h.tipo === 'PF'
        ? `Intestatario|${holderName(h, 'Cognome Nome')}\nCodice fiscale|${h.codiceFiscale}`
        : `Intestatario|${wrap(h.ragioneSociale, 38).join('|')}\nPartita IVA|${h.partitaIva}\nCodice fiscale|${h.codiceFiscale}`;
    left(`Dati del cliente
${who}
Codice cliente|${b.codiceCliente}
Recapito bolletta|${street(r)}|${cityLine(r)}
Tipo cliente|${h.tipo === 'PF' ? 'Domestico' : 'Non domestico'}
Pagamento|Bollettino pagoPA / CBILL`);
    left(`Dati della fornitura
Indirizzo fornitura|${street(f)}|${cityLine(f)}
Offerta|${h.tipo === 'PF' ? 'Langhe Casa 24 (prezzo fisso)' : 'Langhe Impresa Indicizzata'}
Mercato|Libero
Inizio fornitura|01/03/2023
Scadenza condizioni|28/02/2027`);
    if (l) {
      right(`Energia elettrica
POD|${l.pod}
Potenza impegnata|${it(l.potenzaKw, 2)} kW
Potenza disponibile|${it(l.disponibileKw, 2)} kW
Tensione|${l.tensioneV} V (bassa tensione)
Consumo annuo|${it(l.annuoKwh, 0, false)} kWh
Lettura al 31/01/2026|${it(4_000 + ((l.annuoKwh * 7) % 20_000))} kWh (effettiva)
Tariffa distribuzione|${h.tipo === 'PF' ? 'TD - domestico' : 'BTA - altri usi'}
Distributore|Alba Reti Elettriche S.r.l.`);
    }
    if (g) {
      const use = wrap(`${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}`, 38).join('|');
      right(`Gas naturale
PDR|${g.pdr.replace(/(\d{4})(?=\d)/g, '$1 ')}
Codice REMI|${g.remi}
Categoria d'uso|${use}
Consumo annuo|${it(g.annuoSmc, 0, false)} Smc
Lettura al 31/01/2026|${it(1_000 + ((g.annuoSmc * 13) % 9_000))} mc (effettiva)
Classe misuratore|${meterClass(g.annuoSmc)}
Coefficiente C|0,9872
Distributore|Tanaro Gas Distribuzione S.p.A.`);
    }
    const y = Math.max(...ys) + 10;
    t(40, y, 'Elementi di dettaglio', 10, true);
    amounts(p, b, 40, y + 14, 470, [0.5, 0.22, 0.12, 0.16], true);
    foot(p, s, 40, 798, 'Registro imprese di Cuneo e P.IVA');
    return [p1, p];
  },
};
