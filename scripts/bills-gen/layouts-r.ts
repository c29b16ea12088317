// Layouts of digital-only suppliers whose bills look like an app: rounded cards, a dark band with the
// customer's name in white, a few numbers large and the rest small, conversational labels ("Chi paga",
// "Quanta potenza hai") beside English words ("Account", "Smart meter", "Green"). Pollino (an app-first
// startup) prints the value large with its caption under it; asinara (an energy community) has a dark
// sidebar and "question | value" rows; valsesia (a supermarket's energy brand) keeps the codes for a small
// "Dettagli tecnici" table on page 2.
import { CATEGORIE, envelope, footer, holderName, it, kw, spaced, type Bill } from './bill';
import { supplier, titleOf, type Layout } from './layout';
import { Page, type Face, type TextOptions } from './page';

// ---------------------------------------------------------------------------------------------------------
// Drawing helpers: text widths (to right-align and to fit long names), rounded cards, icons, charts

/** A text's width as the wider of the page's fonts sets it: DejaVu (images) is up to 1/5 above Helvetica. */
function width(s: string, size: number, bold = false, mono = false): number {
  if (mono) return s.length * size * 0.6;
  let em = 0;
  for (const c of s) {
    if (/[A-Z€]/.test(c)) em += c === 'I' ? 0.3 : /[MW]/.test(c) ? 0.9 : 0.72;
    else if (/[0-9]/.test(c)) em += 0.64;
    else if (/[ .,:;'!|il·]/.test(c)) em += 0.3;
    else if (/[mw]/.test(c)) em += 0.9;
    else if (/[-ftjr()/]/.test(c)) em += 0.4;
    else em += 0.6;
  }
  return em * size * (bold ? 1.1 : 1);
}

const fit = (s: string, maxW: number, size: number, bold = false, mono = false) =>
  Math.min(size, (size * maxW) / width(s, size, bold, mono));

type Style = (size: number, grey?: number, bold?: boolean, face?: Face) => TextOptions;
const style: Style = (size, grey = 0, bold = false, face) => ({ size, grey, bold, face });

function right(p: Page, x: number, y: number, s: string, o: TextOptions) {
  p.text(x - width(s, o.size ?? 9, o.bold, o.face === 'mono'), y, s, o);
}

function para(p: Page, x: number, y: number, s: string, maxW: number, o: TextOptions, lead: number) {
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next, o.size ?? 9, o.bold) > maxW) {
      p.text(x, y, line, o);
      y += lead;
      line = word;
    } else line = next;
  }
  p.text(x, y, line, o);
  return y + lead;
}

/** A filled card with rounded corners: the page draws only rects, so rects stepped along a quarter circle. */
function card(p: Page, x: number, y: number, w: number, h: number, fill: number, r = 8) {
  const steps = Math.max(5, Math.ceil(r));
  for (let i = 0; i < steps; i++) {
    const a = ((i + 0.5) / steps) * (Math.PI / 2);
    const dx = r * (1 - Math.cos(a));
    const dy = r * (1 - Math.sin(a));
    p.rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy, fill, null);
  }
}

type Icon = 'bolt' | 'flame' | 'house' | 'person' | 'leaf' | 'chat' | 'phone';
// strokes as "x,y" points in hundredths of the icon's box, strokes apart by "|"
const GLYPHS: Record<Icon, string> = {
  bolt: '65,0 20,55 55,55 35,100 80,40 45,40 65,0',
  flame: '50,0 85,50 80,85 50,100 20,85 15,50 35,30 45,55 50,0',
  house: '0,50 50,5 100,50|15,38 15,100 85,100 85,38|40,100 40,70 60,70 60,100',
  person: '35,10 65,10 65,45 35,45 35,10|10,100 20,62 80,62 90,100 10,100',
  leaf: '10,90 20,35 90,10 75,70 10,90|10,90 65,35',
  chat: '0,10 100,10 100,70 40,70 15,95 20,70 0,70 0,10',
  phone: '25,0 75,0 75,100 25,100 25,0|40,85 60,85',
};

function badge(p: Page, icon: Icon, x: number, y: number, s: number, fill: number) {
  card(p, x, y, s, s, fill, s / 2);
  for (const stroke of GLYPHS[icon].split('|')) {
    const pts = stroke.split(' ').map((xy) => xy.split(',').map((n) => (Number(n) * s) / 200));
    pts.slice(1).forEach(([u = 0, v = 0], i) => {
      const [u0 = 0, v0 = 0] = pts[i] ?? [];
      p.line(x + s / 4 + u0, y + s / 4.5 + v0, x + s / 4 + u, y + s / 4.5 + v, 1);
    });
  }
}

type Kind = 'luce' | 'gas';
// February 2025 to January 2026, and how a year's use spreads over them
const MONTHS = 'FMAMGLASONDG';
const SEASON = {
  luce: [9, 8, 8, 7, 8, 10, 11, 8, 7, 8, 9, 10],
  gas: [15, 11, 7, 4, 2, 1, 1, 2, 4, 9, 14, 16],
};

/** Twelve monthly bars in the box x, y, w, h: January's, the last, dark with its value above the box. */
function bars(p: Page, x: number, y: number, w: number, h: number, kind: Kind, annual: number, fill: number) {
  const sum = SEASON[kind].reduce((a, c) => a + c, 0);
  const values = SEASON[kind].map((k) => Math.round((annual * k) / sum));
  const step = w / 12;
  values.forEach((v, i) => {
    const bh = Math.max(1, (h * v) / Math.max(...values));
    p.rect(x + i * step + step * 0.18, y + h - bh, step * 0.64, bh, i === 11 ? 0.15 : fill, null);
    p.text(x + i * step + step * 0.5 - 1.6, y + h + 8, MONTHS[i] ?? '', style(5.5, 0.45));
  });
  p.line(x, y + h, x + w, y + h, 0.6);
  const last = `gennaio ${it(values[11] ?? 0)} ${kind === 'luce' ? 'kWh' : 'Smc'}`;
  right(p, x + w, y - 5, last, style(6.5, 0, true));
}

const kinds = (b: Bill): Kind[] => (b.luce && b.gas ? ['luce', 'gas'] : [b.luce ? 'luce' : 'gas']);
function charts(b: Bill, x: number, w: number, gap: number, draw: (x: number, w: number, k: Kind) => void) {
  const cw = (w - gap * (kinds(b).length - 1)) / kinds(b).length;
  kinds(b).forEach((kind, i) => draw(x + i * (cw + gap), cw, kind));
}
const annual = (b: Bill, kind: Kind) => (kind === 'luce' ? b.luce?.annuoKwh : b.gas?.annuoSmc) ?? 0;

const euro = (n: number) => `€ ${it(n, 2)}`;
const LEGAL =
  'Se la risposta a un reclamo non ti soddisfa puoi attivare gratis il Servizio Conciliazione ARERA. ' +
  'Sportello per il consumatore Energia e Ambiente: 800 166 654. Bonus sociale: con un ISEE sotto la soglia ' +
  "l'INPS ci comunica i tuoi dati e lo sconto arriva in bolletta senza domanda.";
type QuadroStyle = { lead: number; bar?: number; total: string };
/** Bolletta 2.0's quadro sintetico, a row every `lead`, the total under them; bars of the parts when `bar`. */
function quadro(p: Page, b: Bill, x: number, y: number, w: number, o: QuadroStyle) {
  const total = Number(b.totale.replace(/\./g, '').replace(',', '.'));
  const share = [0.52, 0.19, 0.07].map((k) => Math.round(total * k * 100) / 100);
  const amounts = [...share, total - share.reduce((a, c) => a + c, 0)];
  const materia = titleOf(b, 'materia energia', 'materia gas naturale', 'vendita di luce e gas');
  const labels = [`Spesa per la ${materia}`, 'Spesa per il trasporto e la gestione del contatore'];
  [...labels, 'Spesa per oneri di sistema', 'Imposte e IVA'].forEach((label, i) => {
    const ry = y + i * o.lead;
    const v = amounts[i] ?? 0;
    p.text(x, ry, label, style(7.5));
    if (o.bar) card(p, x + w - 250, ry - 6.5, 170, 6, 0.85, 3);
    if (o.bar) card(p, x + w - 250, ry - 6.5, Math.max(6, (170 * v) / total), 6, o.bar, 3);
    right(p, x + w, ry, euro(v), style(8, 0, !!o.bar));
  });
  const end = y + 4 * o.lead;
  p.line(x, end - 5, x + w, end - 5, 0.6);
  p.text(x, end + 8, o.total, style(8.5, 0, true));
  right(p, x + w, end + 8, `€ ${b.totale}`, style(8.5, 0, true));
}

// ---------------------------------------------------------------------------------------------------------
// Pollino: an app-first startup; no envelope, a dark hero card with "Ciao, Nome Cognome" in white and the
// total, then cards with the value large and a conversational caption under it, POD and PDR in mono

export const pollino: Layout = {
  key: 'pollino',
  supplier: supplier(
    'Kilowy',
    'Kilowy Energia S.r.l. Società Benefit',
    '1749305015',
    'Via Tortona 33, 20144 Milano (MI)',
    '800 194 930',
  ),
  traits: 'app: dark hero card, name in white; value large, conversational caption under it; Nome Cognome',
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    badge(p, 'bolt', 40, 24, 22, 0.15);
    p.text(68, 43, 'kilowy', style(22, 0.12, true));
    right(p, 555, 33, 'La tua bolletta di gennaio 2026', style(9, 0, true));
    right(p, 555, 45, `Fattura n. ${b.numero} · emessa il 05/02/2026`, style(7.5, 0.35));
    right(p, 555, 56, `Account ID ${b.codiceCliente} · periodo 01/01/2026 - 31/01/2026`, style(7.5, 0.35));

    card(p, 36, 70, 523, 120, 0.14, 12);
    const name = holderName(h, 'Nome Cognome');
    p.text(56, 96, h.tipo === 'PF' ? 'Ciao,' : 'Bolletta intestata a', style(10, 0.75));
    p.text(56, 121, name, style(fit(name, 290, 20, true), 1, true));
    const offer = `Offerta Kilowy ${b.luce ? 'Power' : 'Gas'} Smart · prezzo indicizzato`;
    p.text(56, 140, offer, style(7.5, 0.75));
    right(p, 539, 94, 'Totale da pagare', style(8, 0.75));
    right(p, 539, 122, `€ ${b.totale}`, style(24, 1, true));
    right(p, 539, 140, 'entro il 20/02/2026', style(8, 0.75));
    card(p, 48, 153, 499, 25, 0.25, 7);
    const sepa = 'Pagamento automatico: addebito SEPA su IBAN IT** **** **** **** 4821 · non devi fare nulla';
    p.text(60, 169, sepa, style(7.5, 1));

    const value = (x: number, y: number, v: string, caption: string, maxW: number, mono = false) => {
      p.text(x, y, v, style(fit(v, maxW, 10.5, true, mono), 0, true, mono ? 'mono' : 'sans'));
      p.text(x, y + 10, caption, style(6.5, 0.4));
    };
    card(p, 36, 200, 255, 98, 0.95);
    badge(p, 'person', 46, 208, 16, 0.15);
    p.text(68, 220, 'Chi paga', style(9, 0, true));
    if (h.tipo === 'PF') {
      value(48, 242, name, 'intestatario del contratto', 230);
      value(48, 268, h.codiceFiscale, 'codice fiscale', 230, true);
    } else {
      value(48, 242, h.ragioneSociale, 'ragione sociale', 230);
      value(48, 268, h.partitaIva, 'partita IVA', 110, true);
      value(160, 268, h.codiceFiscale, 'codice fiscale', 110, true);
    }
    const r = b.recapito;
    const post = `Copia cartacea a: ${r.toponimo} ${r.via} ${r.civico}, ${r.cap} ${r.comune} (${r.provincia})`;
    p.text(48, 290, post, style(fit(post, 230, 6.5), 0.4));

    const f = b.fornitura;
    card(p, 304, 200, 255, 98, 0.95);
    badge(p, 'house', 314, 208, 16, 0.15);
    p.text(336, 220, 'Dove arriva la tua energia', style(9, 0, true));
    value(316, 242, `${f.toponimo} ${f.via}, ${f.civico}`, '', 230);
    value(316, 256, `${f.cap} ${f.comune} (${f.provincia})`, 'indirizzo di fornitura', 230);
    p.text(
      316,
      290,
      `Distributore: ${titleOf(b, 'Reti Locali', 'Metano Comunale', 'Reti Locali')}`,
      style(6.5, 0.4),
    );

    let y = 318;
    const stats = (icon: Icon, title: string, items: string[][], note: string) => {
      badge(p, icon, 36, y - 12, 16, 0.15);
      p.text(58, y, title, style(11, 0, true));
      const w = (523 - 21) / 4;
      items.forEach(([v = '', caption = '', more = ''], i) => {
        const x = 36 + i * (w + 7);
        card(p, x, y + 8, w, 54, 0.95, 8);
        const size = fit(v, w - 20, i ? 17 : 10.5, true, !i);
        p.text(x + 10, y + 32, v, style(size, 0, true, i ? 'sans' : 'mono'));
        p.text(x + 10, y + 46, caption, style(6.5, 0.4));
        p.text(x + 10, y + 55, more, style(fit(more, w - 20, 6), 0.4));
      });
      p.text(36, y + 76, note, style(7, 0.35));
      y += 98;
    };
    if (b.luce) {
      const l = b.luce;
      const month = `consumo del mese ${it(l.annuoKwh / 11)} kWh`;
      const items = [
        [l.pod, 'il tuo codice POD'],
        [`${kw(l.potenzaKw)} kW`, 'quanta potenza hai (impegnata)', `disponibile ${kw(l.disponibileKw)} kW`],
        [`${l.tensioneV} V`, 'tensione di alimentazione', l.tensioneV === 230 ? 'monofase' : 'trifase'],
        [`${it(l.annuoKwh)} kWh`, 'il tuo consumo in un anno'],
      ];
      stats('bolt', 'Luce · Power', items, `Smart meter: lettura reale 31/01/2026 · ${month} · 100% Green`);
    }
    if (b.gas) {
      const g = b.gas;
      const items = [
        [g.pdr, 'il tuo codice PDR'],
        [g.remi, 'codice REMI', 'cabina di consegna'],
        [g.categoria, "categoria d'uso", CATEGORIE[g.categoria] ?? ''],
        [`${it(g.annuoSmc)} Smc`, 'il tuo consumo in un anno'],
      ];
      const month = `consumo del mese ${it(g.annuoSmc / 7)} Smc`;
      stats('flame', 'Gas', items, `Smart meter gas G4 · telelettura 31/01/2026 · C 1,0213 · ${month}`);
    }

    charts(b, 36, 523, 7, (x, w, kind) => {
      card(p, x, y, w, 112, 0.95);
      p.text(x + 12, y + 17, `I tuoi ${kind === 'luce' ? 'kWh' : 'Smc'} mese per mese`, style(8.5, 0, true));
      bars(p, x + 14, y + 34, w - 28, 56, kind, annual(b, kind), 0.6);
    });
    y += 124;

    card(p, 36, y, 523, 106, 0.95);
    p.text(48, y + 17, 'Quanto paghi e per cosa', style(9, 0, true));
    right(p, 547, y + 17, 'Bolletta 2.0 · quadro sintetico', style(6.5, 0.4));
    quadro(p, b, 48, y + 35, 499, { lead: 14, bar: 0.3, total: 'Totale bolletta' });
    y += 120;

    const help: [Icon, string][] = [
      ['chat', 'Chat in app, 7 giorni su 7'],
      ['phone', `Servizio clienti ${b.supplier.telefono}`],
      ['bolt', 'Guasti: 800 900 811 (distributore)'],
    ];
    help.forEach(([icon, t], i) => {
      badge(p, icon, 36 + i * 176, y - 10, 13, 0.15);
      p.text(53 + i * 176, y, t, style(7.5));
    });
    para(p, 36, y + 14, `Reclami: in app o a reclami@kilowy.example. ${LEGAL}`, 519, style(6, 0.35), 8);
    footer(p, b.supplier);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Asinara: a green energy community; a dark sidebar down the left edge with the member's COGNOME Nome,
// the total and the community's figures in white; cards on the right with the label above the value
// (holder) and "question | value" rows, the value flush right ("kW 3,0", "BT 230V", "Smc 890", PDR spaced)

const podSpaced = (pod: string) => `${pod.slice(0, 2)} ${pod.slice(2, 5)} ${pod.slice(5, 6)} ${pod.slice(6)}`;

export const asinara: Layout = {
  key: 'asinara',
  supplier: supplier(
    'Solanova',
    'Solanova Comunità Energetica Soc. Coop.',
    '1749318090',
    'Via Carlo Felice 21, 07100 Sassari (SS)',
    '079 480 2210',
  ),
  traits: 'dark sidebar, name in white; label above value, "question | value" rows flush right; COGNOME Nome',
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const s = b.supplier;
    p.rect(0, 0, 182, 772, 0.17, null);
    badge(p, 'leaf', 22, 28, 20, 0.35);
    p.text(48, 44, 'solanova', style(19, 1, true));
    p.text(24, 62, 'comunità energetica rinnovabile', style(7, 0.75));
    p.text(24, 112, h.tipo === 'PF' ? 'Il tuo account' : 'Account aziendale', style(7.5, 0.7));
    const sy = para(p, 24, 130, holderName(h, 'COGNOME Nome'), 140, style(12, 1, true), 15);
    p.text(24, sy + 2, `Socio n. ${b.codiceCliente}`, style(7.5, 0.75));
    p.text(24, 214, 'Da pagare', style(7.5, 0.7));
    const total = `€ ${b.totale}`;
    p.text(24, 240, total, style(fit(total, 138, 24, true), 1, true));
    p.text(24, 256, 'entro il 16/02/2026', style(8, 0.85));
    p.text(24, 268, 'SEPA Direct Debit, nessuna azione', style(7, 0.7));
    card(p, 16, 292, 150, 130, 0.27, 10);
    p.text(28, 310, 'Green score', style(7.5, 0.8));
    p.text(28, 340, 'A+', style(28, 1, true));
    para(p, 80, 330, 'CO2 evitata nel bimestre: 96 kg', 80, style(7, 0.8), 11);
    p.text(28, 366, 'Energia condivisa · Smart meter', style(7.5, 0.8));
    p.text(28, 384, '312 kWh', style(15, 1, true));
    para(p, 28, 398, 'incentivo GSE € 10,56 · mix sole 58%, vento 27%, acqua 15%', 128, style(6.5, 0.8), 9);
    p.text(24, 700, 'Parla con noi', style(8.5, 1, true));
    const reach = ['Chat in app 8-20', `Numero verde ${s.telefono}`, s.web, 'Guasti 24h: 800 310 520'];
    reach.forEach((t, i) => p.text(24, 714 + i * 11, t, style(7, 0.8)));

    const [X, R] = [200, 560];
    p.text(X, 42, `La tua bolletta ${titleOf(b, 'luce', 'gas', 'luce + gas')}`, style(15, 0, true));
    right(p, R, 34, `N. ${b.numero}`, style(8, 0, true));
    right(p, R, 45, 'emessa il 06/02/2026', style(7.5, 0.4));
    const period = 'Periodo: 1 dicembre 2025 - 31 gennaio 2026 · bimestrale · mercato libero';
    p.text(X, 58, period, style(7.5, 0.4));

    let y = 70;
    const above = (x: number, ry: number, label: string, v: string, maxW: number, mono = false) => {
      p.text(x, ry, label, style(6.5, 0.4));
      p.text(x, ry + 12, v, style(fit(v, maxW, 10, true, mono), 0, true, mono ? 'mono' : 'sans'));
    };
    const ch = h.tipo === 'PF' ? 54 : 80;
    card(p, X, y, R - X, ch, 0.94);
    p.text(X + 12, y + 15, 'Chi paga', style(8.5, 0, true));
    if (h.tipo === 'PF') {
      above(X + 12, y + 29, 'Nome e cognome', holderName(h, 'Cognome Nome'), 170);
      above(X + 190, y + 29, 'Codice fiscale', h.codiceFiscale, 150, true);
    } else {
      above(X + 12, y + 29, 'Ragione sociale', h.ragioneSociale, 336);
      above(X + 12, y + 55, 'Partita IVA', h.partitaIva, 150, true);
      above(X + 190, y + 55, 'Codice fiscale', h.codiceFiscale, 150, true);
    }
    y += ch + 8;

    const f = b.fornitura;
    card(p, X, y, R - X, 50, 0.94);
    badge(p, 'house', X + 10, y + 6, 13, 0.17);
    p.text(X + 29, y + 16, 'Dove arriva la tua energia', style(8.5, 0, true));
    const city = `${f.cap} ${f.comune} (${f.provincia})`;
    p.text(X + 12, y + 30, `${f.toponimo} ${f.via} ${f.civico}`, style(9.5, 0, true));
    p.text(X + 12, y + 42, city, style(fit(city, 200, 9.5, true), 0, true));
    y += 58;

    const table = (icon: Icon, title: string, rows: [string, string][]) => {
      card(p, X, y, R - X, 26 + rows.length * 15, 0.94);
      badge(p, icon, X + 10, y + 6, 13, 0.17);
      p.text(X + 29, y + 16, title, style(8.5, 0, true));
      rows.forEach(([label, v], i) => {
        const ry = y + 35 + i * 15;
        if (i) p.line(X + 12, ry - 10, R - 12, ry - 10, 0.82);
        p.text(X + 12, ry, label, style(7.5, 0.35));
        right(p, R - 12, ry, v, style(9, 0, true));
      });
      y += 34 + rows.length * 15;
    };
    if (b.luce) {
      const l = b.luce;
      table('bolt', 'Power · energia elettrica 100% rinnovabile', [
        ['Il tuo codice POD', podSpaced(l.pod)],
        ['Quanta potenza hai (impegnata)', `kW ${it(l.potenzaKw, 1)}`],
        ['Potenza disponibile', `kW ${it(l.disponibileKw, 1)}`],
        ['Tensione di alimentazione', `BT ${l.tensioneV}V`],
        ['Il tuo consumo in un anno', `kWh ${it(l.annuoKwh)}`],
        ['Contatore', 'Smart meter 2G'],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      table('flame', 'Gas naturale · CO2 compensata', [
        ['Il tuo codice PDR', spaced(g.pdr, 4)],
        ['Cabina REMI', g.remi],
        ['Come usi il gas', `${g.categoria} - ${(CATEGORIE[g.categoria] ?? '').toLowerCase()}`],
        ['Il tuo consumo in un anno', `Smc ${it(g.annuoSmc)}`],
        ['Coefficiente di conversione C', '1,0184'],
        ['Contatore', 'Smart meter G4'],
      ]);
    }

    charts(b, X, R - X, 8, (x, w, kind) => {
      card(p, x, y, w, 96, 0.94);
      p.text(x + 12, y + 16, `Consumi ${kind}, 12 mesi`, style(8, 0, true));
      bars(p, x + 12, y + 30, w - 24, 46, kind, annual(b, kind), 0.55);
    });
    y += 104;

    p.text(X, y + 8, 'Sintesi degli importi (Bolletta 2.0)', style(8.5, 0, true));
    quadro(p, b, X, y + 22, R - X, { lead: 12, total: 'Totale da pagare' });

    const legal = `Reclami: dall'app o su www.solanova.example/reclami. ${LEGAL} Incentivo CER ai soci.`;
    para(p, X, Math.max(y + 98, 738), legal, R - X, style(6, 0.35), 7.5);
    footer(p, s);
    return [p];
  },
};

// ---------------------------------------------------------------------------------------------------------
// Valsesia: a supermarket's energy brand; page 1 an envelope, a dark band edge to edge with the name in
// white, big numbers with the unit opening the caption under them ("3" / "kW di potenza impegnata"); the
// codes (codice fiscale, partita IVA, POD, PDR, REMI) only in a small "Dettagli tecnici" table on page 2

export const valsesia: Layout = {
  key: 'valsesia',
  supplier: supplier(
    'Fiore Energia',
    'Fiore Energia S.p.A.',
    '1749327002',
    'Corso Vercelli 140, 13100 Vercelli (VC)',
    '800 345 112',
  ),
  traits: 'dark band, name in white; big number, unit in its caption; codes in a footnote table on page 2',
  page2: ['codiceFiscale', 'partitaIva', 'pod', 'pdr', 'codiceRemi'],
  draw(b) {
    const p = new Page('sans');
    const h = b.holder;
    const s = b.supplier;
    // a flower: four petals round a dark heart
    card(p, 40, 28, 22, 22, 0.15, 7);
    p.text(46, 45, 'F', style(16, 1, true));
    p.text(66, 44, 'Fiore', style(24, 0, true));
    p.text(67, 56, 'energia', style(10, 0.4));
    p.text(40, 72, 'la spesa di casa, anche per luce e gas', style(7, 0.45));
    envelope(p, b, 330, 50, 'COGNOME NOME');
    p.text(40, 100, `La tua bolletta ${titleOf(b, 'luce', 'gas', 'luce e gas')}`, style(14, 0, true));
    p.text(40, 114, `Fattura n. ${b.numero} del 03/02/2026`, style(8));
    p.text(40, 126, 'Periodo: gennaio 2026 (01/01/2026 - 31/01/2026)', style(8));
    p.text(40, 138, `Codice cliente ${b.codiceCliente} · Carta Fiore 2604 0031 8841 2`, style(8, 0.35));

    p.rect(0, 152, 595, 86, 0.12, null);
    const name = holderName(h, 'Cognome Nome');
    const hello = h.tipo === 'PF' ? 'Ciao! Questa è la bolletta di' : 'Bolletta intestata a';
    p.text(40, 174, hello, style(8, 0.7));
    p.text(40, 198, name, style(fit(name, 320, 18, true), 1, true));
    p.text(40, 218, 'Con questa bolletta guadagni +180 punti Carta Fiore', style(7.5, 0.75));
    right(p, 555, 174, 'Totale da pagare', style(8, 0.7));
    right(p, 555, 202, `€ ${b.totale}`, style(26, 1, true));
    right(p, 555, 220, 'Scadenza 23/02/2026 · addebito su carta di credito', style(7.5, 0.75));

    let y = 264;
    p.text(40, y, 'La tua energia in breve', style(11, 0, true));
    y += 10;
    // the unit opens the caption rather than following the number: the two fonts set a number at widths
    // a fifth apart, so a unit beside it would touch it in one or float off it in the other
    const row = (icon: Icon, items: string[][]) => {
      card(p, 40, y, 515, 66, 0.95, 10);
      badge(p, icon, 50, y + 10, 18, 0.12);
      items.forEach(([n = '', caption = '', more = ''], i) => {
        p.text(84 + i * 158, y + 32, n, style(fit(n, 140, 28, true), 0, true));
        p.text(84 + i * 158, y + 45, caption, style(7.5, 0.3));
        p.text(84 + i * 158, y + 55, more, style(fit(more, 148, 6.5), 0.45));
      });
      y += 74;
    };
    if (b.luce) {
      const l = b.luce;
      row('bolt', [
        [kw(l.potenzaKw), 'kW di potenza impegnata', `disponibile fino a ${kw(l.disponibileKw)} kW`],
        [String(l.tensioneV), 'Volt di tensione', l.tensioneV === 230 ? 'monofase' : 'trifase'],
        [it(l.annuoKwh), 'kWh, il tuo consumo in un anno', `a gennaio ${it(l.annuoKwh / 11)} kWh`],
      ]);
    }
    if (b.gas) {
      const g = b.gas;
      row('flame', [
        [it(g.annuoSmc), 'Smc, il tuo consumo in un anno', `a gennaio ${it(g.annuoSmc / 7)} Smc`],
        [g.categoria, "categoria d'uso", CATEGORIE[g.categoria] ?? ''],
        ['1,02', 'coefficiente C', 'converte i metri cubi in Smc'],
      ]);
    }
    const f = b.fornitura;
    card(p, 40, y, 515, 42, 0.95, 10);
    badge(p, 'house', 50, y + 12, 18, 0.12);
    p.text(84, y + 17, 'Dove arriva la tua energia', style(7.5, 0.3));
    const addr = `${f.toponimo} ${f.via} ${f.civico} - ${f.cap} ${f.comune} (${f.provincia})`;
    p.text(84, y + 31, addr, style(fit(addr, 455, 10.5, true), 0, true));
    y += 56;

    charts(b, 40, 515, 25, (x, w, kind) => {
      p.text(x, y + 10, `Come sono andati i tuoi consumi di ${kind}`, style(8, 0, true));
      bars(p, x, y + 30, w, 52, kind, annual(b, kind), 0.7);
    });
    y += 108;
    p.text(40, y, 'Dove vanno i tuoi soldi', style(11, 0, true));
    right(p, 555, y, 'quadro sintetico Bolletta 2.0', style(7, 0.4));
    quadro(p, b, 40, y + 18, 515, { lead: 15, bar: 0.25, total: 'Totale fattura' });
    const more = 'Offerta, letture, mix energetico e i codici della fornitura (Dettagli tecnici) a pagina 2.';
    p.text(40, y + 104, more, style(7.5, 0.35));
    y = Math.max(y + 120, 714);
    card(p, 40, y, 515, 58, 0.12, 10);
    p.text(54, y + 18, 'Serve aiuto? Siamo anche alla cassa.', style(9, 1, true));
    const help = `Chat nella App Fiore · Numero verde ${s.telefono} · Punto Energia nei supermercati Fiore`;
    badge(p, 'chat', 54, y + 30, 16, 0.35);
    p.text(76, y + 42, help, style(8, 0.9));
    footer(p, s);

    const q = new Page('sans');
    q.text(40, 40, 'Fiore energia', style(12, 0, true));
    right(q, 555, 40, `Fattura n. ${b.numero} · pagina 2 di 2`, style(8, 0.4));
    y = 78;
    const grid = (title: string, cols: number[], rows: string[][]) => {
      q.text(40, y, title, style(11, 0, true));
      y += 16;
      rows.forEach((cells, r) => {
        if (r === 0) card(q, 40, y - 10, 515, 14, 0.9, 4);
        else q.line(40, y + 4, 555, y + 4, 0.8);
        cells.forEach((t, i) => q.text(cols[i] ?? 0, y, t, style(7.5, 0, r === 0)));
        y += 14;
      });
      y += 14;
    };
    const offer = [['Voce', 'Offerta', 'Prezzo', 'Con Carta Fiore']];
    if (b.luce) offer.push(['Energia elettrica', 'Fiore Casa Luce Fissa 24', '0,1290 €/kWh', '0,1226 €/kWh']);
    if (b.gas) offer.push(['Gas naturale', 'Fiore Casa Gas Fisso 24', '0,4950 €/Smc', '0,4703 €/Smc']);
    offer.push(['Quota fissa', 'commercializzazione', '7,50 €/mese', '6,00 €/mese']);
    grid('La tua offerta', [46, 170, 330, 450], offer);

    const reads = [['Contatore', 'Lettura 31/12/2025', 'Lettura 31/01/2026', 'Tipo', 'Consumo']];
    for (const kind of kinds(b)) {
      const [start, used] = [20_000 + (annual(b, kind) % 9_000), Math.round(annual(b, kind) / 9)];
      const unit = kind === 'luce' ? 'kWh' : 'Smc';
      reads.push([`Smart meter ${kind}`, it(start), it(start + used), 'reale', `${it(used)} ${unit}`]);
    }
    grid('Letture', [46, 170, 280, 390, 470], reads);

    q.text(40, y, 'Informazioni utili', style(11, 0, true));
    y += 16;
    const notes = [
      "Reclami: dall'app Fiore, su www.fioreenergia.example/reclami o per posta alla sede legale, entro 30 giorni.",
      LEGAL,
      'Pronto intervento guasti (distributore, 24 ore su 24): luce 800 410 500, gas 800 410 600.',
      'Mix energetico 2024 (DM 31/07/2009): rinnovabili 44,1%, gas naturale 45,2%, carbone 4,5%, altre 6,2%.',
      'Se paghi in ritardo possono essere addebitati gli interessi di mora e, dopo il sollecito, sospesa la fornitura.',
    ];
    for (const n of notes) y = para(q, 40, y, n, 515, style(7, 0.25), 9.5) + 3;

    const tech: [string, string][] = [];
    if (h.tipo === 'PF') tech.push(['Intestatario', name]);
    else tech.push(['Ragione sociale', h.ragioneSociale], ['Partita IVA', h.partitaIva]);
    tech.push(['Codice fiscale', h.codiceFiscale], ['Codice cliente', b.codiceCliente]);
    if (b.luce) {
      const l = b.luce;
      tech.push(['POD', l.pod], ['Potenza disponibile', `${kw(l.disponibileKw)} kW`]);
      tech.push(['Tensione', `${l.tensioneV} V`], ['Distributore luce', 'Reti Sesia S.p.A.']);
    }
    if (b.gas) {
      const g = b.gas;
      tech.push(['PDR', g.pdr], ['Codice REMI', g.remi], ["Categoria d'uso", g.categoria]);
      tech.push(['Matricola', g.pdr.slice(5, 13)], ['Distributore gas', 'Sesia Gas Reti S.r.l.']);
    }
    if (tech.length % 2) tech.push(['Contratto', `FE-${b.codiceCliente.slice(0, 6)}`]);
    const top = Math.max(y + 10, 774 - (tech.length / 2) * 11);
    q.text(40, top, 'Dettagli tecnici', style(7.5, 0, true));
    q.text(112, top, 'i codici che ti chiediamo quando cambi offerta o ci contatti', style(6, 0.45));
    tech.forEach(([label, v], i) => {
      const ty = top + 12 + Math.floor(i / 2) * 11;
      if (i % 2 === 0) q.rect(40, ty - 8, 515, 11, null, 0.75);
      q.text((i % 2 ? 300 : 40) + 4, ty, label, style(6.5, 0.35));
      q.text((i % 2 ? 300 : 40) + 78, ty, v, style(fit(v, 170, 6.5, true), 0, true));
    });
    q.line(300, top + 4, 300, top + 4 + (tech.length / 2) * 11, 0.75);
    footer(q, s);
    return [p, q];
  },
};
