// Layouts after the bills of the last-resort and graduated-protection services (servizio a tutele graduali,
// tutela della vulnerabilità, fornitura di ultima istanza gas) and of the incumbents: gargano, montefeltro
// and barbagia, each described above it.
import { CATEGORIE, envelope, holderName, it, kw, spaced, street, upper, type Bill } from './bill';
import { holderRows, supplier, titleOf, type Layout } from './layout';
import { Page, type Face } from './page';

/** A width a string surely does not exceed in the wider of the two renderings (DejaVu): to place and wrap. */
function est(s: string, size: number, bold = false): number {
  let em = 0;
  for (const c of s) em += /[0-9A-Z€]/.test(c) ? 0.7 : /[a-z]/.test(c) ? 0.6 : c === ' ' ? 0.33 : 0.4;
  return em * size * (bold ? 1.1 : 1);
}

/** The words of `s` in lines no wider than `w`. */
function wrap(s: string, w: number, size: number, bold = false): string[] {
  const lines = [''];
  for (const word of s.split(' ')) {
    const cur = lines.at(-1) ?? '';
    if (cur && est(`${cur} ${word}`, size, bold) > w) lines.push(word);
    else lines[lines.length - 1] = cur ? `${cur} ${word}` : word;
  }
  return lines;
}

/**
 * at(p, dx, dy)(spec) writes texts a line each or apart by ";;", "x y size style text": style "-" or
 * letters, b bold, s sans, m mono, and a grey level (".3"); x and y are moved by dx, dy.
 */
const at =
  (p: Page, dx = 0, dy = 0) =>
  (spec: string) => {
    for (const line of spec.split(/\n|;;/)) {
      const m = /^\s*(\S+) (\S+) (\S+) (\S+) ?(.*?)\s*$/.exec(line);
      if (!m) continue;
      const [, x = '0', y = '0', size = '8', style = '-', text = ''] = m;
      const face: Face | undefined = style.includes('s') ? 'sans' : style.includes('m') ? 'mono' : undefined;
      const grey = Number(/[\d.]+/.exec(style)?.[0] ?? 0);
      const o = { size: Number(size), bold: style.includes('b'), grey, ...(face ? { face } : {}) };
      p.text(Number(x) + dx, Number(y) + dy, text, o);
    }
  };

/** A paragraph 515 points wide from (40, y); gives the y under it. */
function para(p: Page, y: number, s: string, size: number, lead: number) {
  for (const line of wrap(s, 515, size)) {
    p.text(40, y, line, { size });
    y += lead;
  }
  return y;
}

const NOTE = 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.';
const cents = (b: Bill) => Math.round(Number(b.totale.replace(/\./g, '').replace(',', '.')) * 100);
const eur = (c = 0) => it(c / 100, 2);
/** A whole split by weights, the last part taking what rounding leaves. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, x) => a + x, 0);
  const parts = weights.slice(0, -1).map((w) => Math.round((total * w) / sum));
  return [...parts, total - parts.reduce((a, x) => a + x, 0)];
}
/** "brand|nome|first ten digits of the P.IVA|sede|telefono" */
const supplierOf = (s: string) => supplier(...(s.split('|') as [string, string, string, string, string]));
/** a number of the bill to vary things by, the same every time */
const seedOf = (b: Bill) => Number(b.codiceCliente.slice(-4));
const cityOf = (b: Bill) => `${b.fornitura.cap} ${b.fornitura.comune} (${b.fornitura.provincia})`;
const spacedPod = (pod: string) => `${pod.slice(0, 2)} ${pod.slice(2, 5)} ${pod.slice(5, 6)} ${pod.slice(6)}`;
const period = (annual: number) => Math.round(annual / 6);

const MONTHS = 'feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic|gen'.split('|');
const LUCE_W = [1.05, 1, 0.9, 0.85, 0.8, 0.95, 1.05, 0.75, 0.85, 0.95, 1.1, 1.2];
const HEAT_W = [1.8, 1.4, 0.9, 0.5, 0.25, 0.15, 0.12, 0.15, 0.4, 0.9, 1.6, 2];
const FLAT_W = [1.05, 1, 1, 0.95, 0.9, 0.85, 0.8, 0.9, 1, 1, 1.05, 1.1];

// Gargano: the page is a summary (two large figures, a bar a month, the yearly total beside the chart's
// title); the supply's data in a grey band at the foot in small type, running on ("POD IT 001 E ... · ...")
export const gargano: Layout = {
  key: 'gargano',
  supplier: supplierOf(
    'GARGANO|Gargano Energia S.p.A.|0417253960|Via Manfredonia 40, 71121 Foggia (FG)|800 141 414',
  ),
  traits:
    'summary page: "Quanto devo pagare"/"Entro quando", bars a month with the yearly total beside the title; supply data running on in a small-type band at the foot; spaced POD/PDR',
  draw(b) {
    const p = new Page('sans');
    const s = b.supplier;
    const n = seedOf(b);
    const [l1, g1] = ['Servizio a tutele graduali', 'Servizio di fornitura di ultima istanza'];
    const service = titleOf(b, `${l1} - luce`, `${g1} - gas naturale`, `${l1} luce - ${g1} gas`);
    const [mat, rete, oneri, tax] = split(cents(b), [52, 21, 9, 18]).map((c) => eur(c));
    const how = n % 2 ? 'Addebito diretto su conto corrente' : "Con l'avviso pagoPA allegato";
    envelope(p, b, 340, 92, 'Nome Cognome');
    p.rect(40, 172, 250, 74, 0.93, null);
    p.rect(305, 172, 250, 74, 0.93, null);
    at(p)(`
      40 50 22 b.15 GARGANO
      40 64 10 .45 energia
      40 84 7.5 .3 ${service}
      40 112 9 b Bolletta n. ${b.numero}
      40 124 8 - emessa il 12/02/2026
      40 136 8 - Periodo: dicembre 2025 - gennaio 2026
      40 148 8 - Codice cliente ${b.codiceCliente}
      52 192 10 .25 Quanto devo pagare ;; 317 192 10 .25 Entro quando
      52 228 26 b € ${b.totale}
      317 224 20 b 04/03/2026
      317 239 7.5 .3 ${how}
      40 264 8 b Di cui:
      40 276 8 - spesa per la materia € ${mat}   ·   trasporto e gestione del contatore € ${rete}
      40 288 8 - oneri di sistema € ${oneri}   ·   imposte e IVA € ${tax}`);
    // a chart a commodity, stacked
    let y = 316;
    const charts: [string, string, number, number[]][] = [];
    if (b.luce) charts.push(['luce', 'kWh', b.luce.annuoKwh, LUCE_W]);
    if (b.gas) charts.push(['gas', 'Smc', b.gas.annuoSmc, b.gas.categoria === 'C2' ? FLAT_W : HEAT_W]);
    const h = charts.length > 1 ? 118 : 168;
    for (const [what, unit, annual, weights] of charts) {
      const values = split(annual, weights);
      const base = y + h - 16;
      at(p)(`
        40 ${y} 10 b Quanto ho consumato di ${what} ;; 320 ${y} 8 b Consumo annuo (feb 2025 - gen 2026): ${it(annual)} ${unit}
        51 ${base + 22} 6.5 .3 periodo fatturato (${unit})`);
      const max = Math.max(...values);
      values.forEach((v, i) => {
        const bh = Math.round((v / max) * (h - 46));
        const bx = 40 + (i * 515) / 12 + 8;
        p.rect(bx, base - bh, 515 / 12 - 16, bh, i >= 10 ? 0.3 : 0.72, null);
        p.text(bx - 2, base - bh - 4, it(v), { size: 6.5, grey: 0.3 });
        p.text(bx + 4, base + 10, MONTHS[i] ?? '', { size: 7 });
      });
      p.line(40, base, 555, base, 0.3);
      p.rect(40, base + 16, 7, 7, 0.3, null);
      y += h + 22;
    }
    const free = `Può scegliere in ogni momento un'offerta del mercato libero: il cambio è gratuito e la fornitura non si interrompe. Confronti le offerte sul Portale Offerte dell'ARERA (www.ilportaleofferte.it).`;
    if (charts.length === 1) para(p, y + 20, free, 8.5, 12);
    // the band at the foot: "label|value" items after a heading, running on, each wrapped whole
    p.rect(30, 642, 535, 146, 0.9, null);
    let by = 656;
    const flow = (items: string) => {
      const [head = '', ...rest] = items.trim().split('\n');
      p.text(40, by, head, { size: 7, bold: true });
      by += 10;
      let x = 40;
      for (const item of rest) {
        const [label = '', value = ''] = item.trim().split('|');
        const w = est(`${label} `, 6.8) + est(value, 6.8, true);
        if (x > 40 && x + w > 555) [x, by] = [40, by + 9.5];
        p.text(x, by, label, { size: 6.8, grey: 0.3 });
        p.text(x + est(`${label} `, 6.8), by, value, { size: 6.8, bold: true });
        x += w + 14;
      }
      by += 14;
    };
    const ho = b.holder;
    const vocab = { persona: 'Intestatario', azienda: 'Intestatario', cf: 'Codice fiscale', piva: 'P.IVA' };
    const who = holderRows(b, vocab, 'Nome Cognome').map((r) => r.join('|'));
    flow(`DATI DEL CLIENTE
      ${who.join('\n')}
      Codice cliente|${b.codiceCliente}
      Indirizzo di fornitura|${street(b.fornitura)}, ${cityOf(b)}`);
    if (b.luce) {
      const l = b.luce;
      flow(`FORNITURA DI ENERGIA ELETTRICA
        POD|${n % 2 ? spacedPod(l.pod) : l.pod}
        Potenza impegnata|${kw(l.potenzaKw)} kW
        Potenza disponibile|${kw(l.disponibileKw)} kW
        Tensione|${l.tensioneV} V
        Tipologia|${ho.tipo === 'PF' ? 'Domestico residente' : 'Altri usi BT'}
        Consumo fatturato|${it(period(l.annuoKwh))} kWh
        Matricola contatore|E2G${l.pod.slice(-7)}
        Distributore|Reti Daunia S.r.l.`);
    }
    if (b.gas) {
      const g = b.gas;
      flow(`FORNITURA DI GAS NATURALE
        PDR|${n % 3 ? spaced(g.pdr, 4) : g.pdr}
        Codice REMI|${g.remi}
        Categoria d'uso|${g.categoria} - ${CATEGORIE[g.categoria] ?? ''}
        Classe misuratore|G4
        Matricola|${g.pdr.slice(5, 13)}
        Smc fatturati|${it(period(g.annuoSmc))}
        Coefficiente C|1,0195`);
    }
    at(p)(`
      40 800 6.5 - ${s.nome} - Sede legale ${s.sede} - Partita IVA ${s.partitaIva}
      40 809 6.5 - Servizio clienti ${s.telefono} (gratuito da rete fissa) - ${s.web} - Segnalazione guasti 800 900 800
      40 818 6.5 .35 ${NOTE}`);
    return [p];
  },
};

// Montefeltro: page 1 the supply told in sentences ("La fornitura ... con POD ... situata in ... ha una
// potenza impegnata di 3,0 kW"), an avviso pagoPA at its foot; page 2 readings and the yearly consumption
export const montefeltro: Layout = {
  key: 'montefeltro',
  supplier: supplierOf(
    'MONTEFELTRO|Montefeltro Energia Servizi S.r.l.|0271846359|Via Raffaello 19, 61029 Urbino (PU)|800 616 161',
  ),
  traits:
    'supply data in prose sentences; avviso pagoPA at the foot of page 1 (holder, postal address, the supplier as ente creditore); yearly consumption only on page 2',
  page2: ['consumoAnnuoKwh', 'consumoAnnuoSmc'],
  draw(b) {
    const p = new Page('serif');
    const { supplier: s, holder: ho } = b;
    const [mat, rete, oneri, imposte, iva] = split(cents(b), [48, 19, 11, 8, 14]).map((c) => eur(c));
    envelope(p, b, 330, 104, 'COGNOME NOME');
    p.line(40, 248, 320, 248, 0.4);
    p.rect(340, 176, 215, 82, 0.92, null);
    at(p)(`
      40 50 21 b Montefeltro
      40 63 10 .35 Energia Servizi
      40 78 6.8 .3 ${s.nome} - ${s.sede}
      40 87 6.8 .3 P. IVA ${s.partitaIva} - Numero verde ${s.telefono}
      40 112 13 b ${titleOf(b, 'Bolletta luce', 'Bolletta gas', 'Bolletta luce e gas')}
      40 126 9 - n. ${b.numero} del 12/02/2026
      40 138 9 - Periodo di fatturazione 01/12/2025 - 31/01/2026
      40 150 9 - Codice cliente ${b.codiceCliente}
      40 180 10 b Sintesi degli importi fatturati
      40 194 8.5 - Spesa per la materia energia ;; 262 194 8.5 - € ${mat}
      40 206 8.5 - Spesa per il trasporto e la gestione del contatore ;; 262 206 8.5 - € ${rete}
      40 218 8.5 - Spesa per oneri di sistema ;; 262 218 8.5 - € ${oneri}
      40 230 8.5 - Imposte ;; 262 230 8.5 - € ${imposte}
      40 242 8.5 - IVA ;; 262 242 8.5 - € ${iva}
      40 259 9 b Totale bolletta ;; 262 259 9 b € ${b.totale}
      352 196 9 - Importo da pagare
      352 222 20 b € ${b.totale}
      352 242 10 - entro il 04/03/2026
      40 288 11 b La sua fornitura`);
    // the supply in sentences
    p.line(40, 292, 555, 292, 0.5);
    const who =
      ho.tipo === 'PF'
        ? `${holderName(ho, 'Nome Cognome')}, codice fiscale ${ho.codiceFiscale}`
        : `${ho.ragioneSociale}, partita IVA ${ho.partitaIva}, codice fiscale ${ho.codiceFiscale}`;
    const pf = ho.tipo === 'PF';
    const tutela = pf ? 'di tutela della vulnerabilità' : 'a tutele graduali';
    const service = b.luce ? tutela : 'di fornitura di ultima istanza';
    const t0 = `Il contratto è intestato a ${who}. ${s.nome} è l'esercente del servizio ${service} per la sua zona.`;
    let y = para(p, 306, t0, 9, 12.5) + 6;
    const where = `${street(b.fornitura)}, ${cityOf(b)}`;
    if (b.luce) {
      const l = b.luce;
      const fasi = l.tensioneV === 230 ? 'monofase' : 'trifase';
      const t1 = `La fornitura di energia elettrica con POD ${l.pod} situata in ${where} ha una potenza impegnata di ${it(l.potenzaKw, 1)} kW (potenza disponibile ${it(l.disponibileKw, 1)} kW) ed è alimentata in bassa tensione a ${l.tensioneV} Volt ${fasi}.`;
      const t2 = `In questa bolletta le sono fatturati ${it(period(l.annuoKwh))} kWh, letti dal distributore sul contatore n. ${l.pod.slice(-8)}.`;
      y = para(p, y, `${t1} ${t2}`, 9, 12.5) + 6;
    }
    if (b.gas) {
      const g = b.gas;
      const at = b.luce ? 'allo stesso indirizzo' : `situata in ${where}`;
      const t1 = `La fornitura di gas naturale con PDR ${g.pdr}, ${at}, è collegata alla cabina REMI ${g.remi} e ha categoria d'uso ${g.categoria} (${CATEGORIE[g.categoria] ?? ''}).`;
      const t2 = `Sono fatturati ${it(period(g.annuoSmc))} Smc, con coefficiente C pari a 1,0183; il misuratore è di classe G4.`;
      y = para(p, y, `${t1} ${t2}`, 9, 12.5) + 6;
    }
    const t3 = `Il dettaglio delle letture e il consumo annuo sono a pagina 2. Per reclami scriva a reclami@montefeltro.example o chiami il numero verde.`;
    para(p, y, t3, 8.5, 11.5);
    // the avviso pagoPA
    const top = 606;
    for (let x = 30; x < 565; x += 8) p.line(x, top - 10, x + 4, top - 10, 0.5);
    p.rect(40, top, 515, 190, null, 0.4);
    p.line(40, top + 26, 555, top + 26, 0.5);
    p.line(40, top + 104, 555, top + 104, 0.5);
    const r = b.recapito;
    const rCity = upper(`${r.cap} ${r.comune} (${r.provincia})`);
    const avviso = `30${b.codiceCliente.padStart(10, '0')}${b.numero.replace(/\D/g, '').slice(0, 6)}`;
    at(
      p,
      0,
      top,
    )(`
      50 18 11 bs AVVISO DI PAGAMENTO ;; 480 18 12 bs pagoPA
      50 40 7 bs.3 ENTE CREDITORE ;; 300 40 7 bs.3 DESTINATARIO AVVISO
      50 53 8.5 bs ${s.nome} ;; 300 53 8.5 bs ${upper(holderName(ho, 'COGNOME NOME'))}
      50 64 8.5 s Cod. Fiscale ${s.partitaIva} ;; 300 64 8.5 s Cod. Fiscale ${ho.codiceFiscale}
      50 75 8.5 s ${s.sede} ;; 300 75 8.5 s ${upper(street(r))}
      300 86 8.5 s ${rCity}
      50 120 7 bs.3 QUANTO E QUANDO PAGARE?
      50 136 12 bs € ${b.totale}  entro il 04/03/2026
      50 150 7.5 s Oggetto del pagamento: bolletta n. ${b.numero}, periodo dicembre 2025 - gennaio 2026
      50 170 7 s.3 Codice Avviso ;; 260 170 7 s.3 Codice CBILL ;; 360 170 7 s.3 Cod. Fiscale Ente Creditore
      50 181 9 bm ${spaced(avviso, 4)} ;; 260 181 9 bm AX7Q2 ;; 360 181 9 bm ${s.partitaIva}
      40 206 6.5 .35 ${NOTE}`);
    // page 2: readings and the yearly consumption
    const q = new Page('serif');
    q.text(40, 46, `${s.nome} - bolletta n. ${b.numero} - pagina 2 di 2`, { size: 8, grey: 0.4 });
    y = 80;
    const readings = (what: string, meter: string, unit: string, annual: number) => {
      const start = 2_000 + (annual % 9_000);
      q.line(40, y + 4, 555, y + 4, 0.5);
      q.rect(40, y + 26, 515, 14, 0.9, null);
      const m = Math.round(annual / 12);
      at(
        q,
        0,
        y,
      )(`
        40 0 11 b Letture e consumi di ${what}
        40 20 8.5 - Matricola contatore ${meter}
        46 36 8 b Data ;; 150 36 8 b Tipo lettura ;; 270 36 8 b Lettura (${unit}) ;; 390 36 8 b Consumo (${unit})
        46 50 8.5 - 30/11/2025 ;; 150 50 8.5 - Rilevata ;; 270 50 8.5 - ${it(start)} ;; 390 50 8.5 - -
        46 63 8.5 - 31/12/2025 ;; 150 63 8.5 - Rilevata ;; 270 63 8.5 - ${it(start + m)} ;; 390 63 8.5 - ${it(m)}
        46 76 8.5 - 31/01/2026 ;; 150 76 8.5 - Stimata ;; 270 76 8.5 - ${it(start + 2 * m + 7)} ;; 390 76 8.5 - ${it(m + 7)}
        40 97 9.5 b Consumo annuo (01/02/2025 - 31/01/2026): ${it(annual)} ${unit}
        330 97 8.5 - Consumo medio giornaliero: ${it(annual / 365, 2)} ${unit}`);
      for (const dy of [54, 67, 80]) q.line(40, y + dy, 555, y + dy, 0.75);
      y += 127;
    };
    if (b.luce) readings('energia elettrica', b.luce.pod.slice(-8), 'kWh', b.luce.annuoKwh);
    if (b.gas) readings('gas naturale', b.gas.pdr.slice(5, 13), 'Smc', b.gas.annuoSmc);
    const info = `Il servizio a tutele graduali e il servizio di fornitura di ultima istanza sono regolati dall'Autorità di Regolazione per Energia Reti e Ambiente (ARERA). Le condizioni economiche sono aggiornate ogni mese; il dettaglio dei prezzi applicati è disponibile sul sito del fornitore.`;
    para(q, y, info, 8.5, 11.5);
    at(q)(`
      40 795 6.5 - ${s.nome} - Sede legale ${s.sede} - Capitale sociale € 1.200.000,00 i.v.
      40 804 6.5 - P.IVA ${s.partitaIva} - Registro Imprese di Pesaro e Urbino - ${s.web}
      40 813 6.5 .35 ${NOTE}`);
    return [p, q];
  },
};

// Barbagia: an incumbent's bill: the holder's values with their labels on the right, a table with a row per
// supply point and many narrow columns (code, street, CAP, comune, Pr., volts, powers, consumption, amount)
/** a table's columns as "head:width|head:width" */
const cols = (s: string) =>
  s.split('|').map((c) => [c.split(':')[0] ?? '', Number(c.split(':')[1])] as const);
const ADDR_COLS = 'Indirizzo di fornitura:108|CAP:28|Comune:72|Pr.:18';
const LUCE_COLS = cols(
  `Codice POD:70|${ADDR_COLS}|Tens. (V):34|Pot. imp. (kW):34|Pot. disp. (kW):34|Consumo annuo (kWh):44|Consumo periodo (kWh):40|Importo (€):33`,
);
const GAS_COLS = cols(
  `Codice PDR:70|${ADDR_COLS}|Codice REMI:44|Cat. uso:24|Classe cont.:28|Consumo annuo (Smc):44|Consumo periodo (Smc):44|Importo (€):35`,
);

export const barbagia: Layout = {
  key: 'barbagia',
  supplier: supplierOf(
    'BARBAGIA|Barbagia Energia S.p.A.|0193572846|Via Lamarmora 30, 08100 Nuoro (NU)|800 020 202',
  ),
  traits:
    'a row per supply point in a many-column table (address split in street/CAP/comune/Pr., powers "3,00"); holder values with labels on their right; COGNOME Nome',
  draw(b) {
    const p = new Page('sans');
    const { supplier: s, holder: ho, fornitura: f } = b;
    p.rect(0, 0, 595, 66, 0.22, null);
    envelope(p, b, 340, 96, 'COGNOME Nome');
    const pf = ho.tipo === 'PF';
    const service = pf ? 'Servizio di tutela della vulnerabilità' : 'Servizio a tutele graduali microimprese';
    p.rect(40, 158, 290, 94, null, 0.6);
    p.rect(345, 158, 210, 94, 0.92, null);
    at(p)(`
      40 40 22 b1 BARBAGIA ;; 178 40 11 .85 energia
      400 30 8 1 Servizio clienti ${s.telefono}
      400 42 8 .85 ${s.web}
      40 92 12 b ${titleOf(b, 'Bolletta energia elettrica', 'Bolletta gas naturale', 'Bolletta luce e gas')}
      40 105 8 .3 ${b.gas && !b.luce ? 'Servizio di fornitura di ultima istanza' : service}
      40 120 8.5 - Fattura n. ${b.numero} del 12/02/2026
      40 132 8.5 - Periodo dal 01/12/2025 al 31/01/2026
      357 176 9 - Totale da pagare
      357 200 18 b € ${b.totale}
      357 218 9 b Scadenza 04/03/2026
      357 232 7 .3 Pagamento: bollettino / domiciliazione
      357 243 7 .3 Pagamenti precedenti: regolari`);
    // the holder: the value, then its label on the right
    let y = 172;
    const vocab = { persona: 'titolare', azienda: 'intestatario', cf: 'codice fiscale', piva: 'partita IVA' };
    const rows = holderRows(b, vocab, 'COGNOME Nome');
    const contract = `${b.codiceCliente.slice(0, 4)}-${b.numero.slice(-5)}`;
    rows.push(['codice cliente', b.codiceCliente], ['n. contratto', contract]);
    for (const [label, value] of rows) {
      p.text(50, y, value, { size: 8.5, bold: true });
      p.text(50 + est(value, 8.5, true) + 6, y, label, { size: 7, grey: 0.4 });
      y += 15;
    }
    // the table a supply point a row
    y = 282;
    const parts = split(cents(b), b.luce && b.gas ? [60, 40] : [1]);
    const table = (title: string, columns: readonly (readonly [string, number])[], cells: string[]) => {
      p.text(40, y, title, { size: 10, bold: true });
      y += 8;
      const heads = columns.map(([t, w]) => wrap(t, w - 4, 6.5, true));
      const body = columns.map(([, w], i) => wrap(cells[i] ?? '', w - 4, 7));
      const hh = Math.max(...heads.map((l) => l.length)) * 8 + 6;
      const rh = Math.max(...body.map((l) => l.length)) * 9 + 6;
      p.rect(40, y, 515, hh, 0.88, 0.6);
      p.rect(40, y + hh, 515, rh, null, 0.6);
      let x = 40;
      columns.forEach(([, w], i) => {
        if (i) p.line(x, y, x, y + hh + rh, 0.6);
        (heads[i] ?? []).forEach((t, j) => p.text(x + 2, y + 10 + 8 * j, t, { size: 6.5, bold: true }));
        (body[i] ?? []).forEach((t, j) => p.text(x + 2, y + hh + 11 + 9 * j, t, { size: 7 }));
        x += w;
      });
      y += hh + rh + 14;
    };
    const addr = [street(f), f.cap, f.comune, f.provincia];
    if (b.luce) {
      const l = b.luce;
      const powers = [String(l.tensioneV), it(l.potenzaKw, 2), it(l.disponibileKw, 2)];
      const cells = [l.pod, ...addr, ...powers, it(l.annuoKwh), it(period(l.annuoKwh)), eur(parts[0])];
      table('Punti di prelievo - energia elettrica', LUCE_COLS, cells);
    }
    if (b.gas) {
      const g = b.gas;
      const codes = [g.pdr, ...addr, g.remi, g.categoria, 'G4'];
      const cells = [...codes, it(g.annuoSmc), it(period(g.annuoSmc)), eur(parts.at(-1))];
      table('Punti di riconsegna - gas naturale', GAS_COLS, cells);
      const legend = `Categoria d'uso ${g.categoria}: ${CATEGORIE[g.categoria] ?? ''}  ·  Coefficiente C 1,0211  ·  PCS 0,038520 GJ/Smc`;
      p.text(40, y - 6, legend, { size: 7, grey: 0.25 });
      y += 14;
    }
    // the period's consumption by time band, the readings
    if (b.luce) {
      const kwh = period(b.luce.annuoKwh);
      const [f1, f2, f3] = split(kwh, [45, 25, 30]).map((v) => it(v));
      for (let i = 0; i < 4; i++) p.rect(40 + i * 90, y + 4, 86, 26, i === 3 ? 0.9 : null, 0.6);
      at(
        p,
        0,
        y,
      )(`
        40 0 9 b Consumi del periodo per fascia oraria (kWh)
        46 14 7 .35 F1 ;; 136 14 7 .35 F2 ;; 226 14 7 .35 F3 ;; 316 14 7 .35 Totale
        46 25 8.5 b ${f1} ;; 136 25 8.5 b ${f2} ;; 226 25 8.5 b ${f3} ;; 316 25 8.5 b ${it(kwh)}`);
      y += 48;
    }
    if (b.gas) {
      const start = 3_000 + (b.gas.annuoSmc % 4_000);
      const end = start + period(b.gas.annuoSmc);
      at(
        p,
        0,
        y,
      )(`
        40 0 9 b Letture del contatore gas
        40 13 8 - Lettura iniziale 30/11/2025: ${it(start)} (rilevata)  ·  Lettura finale 31/01/2026: ${it(end)} (stimata)`);
      y += 34;
    }
    const info = `Le condizioni del servizio sono definite dall'ARERA. Bonus sociale: se ne ha i requisiti, il bonus è riconosciuto in automatico sulla base dell'ISEE. Per segnalare un guasto chiami il pronto intervento del distributore.`;
    para(p, y, info, 7.5, 10);
    p.line(40, 786, 555, 786, 0.4);
    at(p)(`
      40 798 6.5 - ${s.nome} - Società con socio unico - Sede legale ${s.sede}
      40 807 6.5 - Codice fiscale e Partita IVA ${s.partitaIva} - REA NU-104512 - Capitale sociale € 10.000.000,00 i.v.
      40 816 6.5 .35 ${NOTE}`);
    return [p];
  },
};
