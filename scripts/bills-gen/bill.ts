// One generated bill: who it is for, where, what supply, and the values a reader must give (its truth);
// with the formats bills print values in and the parts every layout has (envelope, summary, footer).
import type { CampoBolletta, ValoriBolletta } from '../../src/shared/schemas/bills';
import {
  address,
  company,
  gas,
  luce,
  person,
  type Gas,
  type Holder,
  type Indirizzo,
  type Luce,
} from './identities';
import type { Page } from './page';
import type { Rnd } from './random';

export type Supplier = {
  nome: string;
  brand: string;
  partitaIva: string;
  sede: string;
  telefono: string;
  web: string;
};
export type Bill = {
  id: string;
  supplier: Supplier;
  holder: Holder;
  fornitura: Indirizzo;
  /** where the bill is sent: the supply address or another one */
  recapito: Indirizzo;
  luce?: Luce;
  gas?: Gas;
  numero: string;
  codiceCliente: string;
  totale: string;
};
export type Commodity = 'luce' | 'gas' | 'dual';

export function makeBill(rnd: Rnd, id: string, supplier: Supplier, commodity: Commodity, pg: boolean): Bill {
  const holder = pg ? company(rnd) : person(rnd);
  const fornitura = address(rnd);
  return {
    id,
    supplier,
    holder,
    fornitura,
    recapito: rnd.chance(0.6) ? fornitura : address(rnd),
    ...(commodity !== 'gas' ? { luce: luce(rnd, pg) } : {}),
    ...(commodity !== 'luce' ? { gas: gas(rnd, pg) } : {}),
    numero: `${rnd.digits(3)}${rnd.pick(['/', '-', ''])}${rnd.digits(7)}`,
    codiceCliente: rnd.digits(rnd.int(8, 10)),
    totale: it(rnd.int(2500, pg ? 250000 : 40000) / 100, 2),
  };
}

export const commodityOf = (b: Bill): Commodity => (b.luce && b.gas ? 'dual' : b.luce ? 'luce' : 'gas');

/** What a reader must give for the bill; `hidden` are fields not in the file (a photo of page 1 only). */
export function truth(b: Bill, hidden: readonly CampoBolletta[] = []): ValoriBolletta {
  const h = b.holder;
  const e: ValoriBolletta = {
    commodity: commodityOf(b),
    tipoIntestatario: h.tipo,
    ...(h.tipo === 'PF'
      ? { nome: h.nome, cognome: h.cognome, codiceFiscale: h.codiceFiscale }
      : { ragioneSociale: h.ragioneSociale, partitaIva: h.partitaIva, codiceFiscale: h.codiceFiscale }),
    indirizzoFornitura: { ...b.fornitura },
    fornitore: b.supplier.nome,
    ...(b.luce
      ? {
          pod: b.luce.pod,
          potenzaImpegnataKw: b.luce.potenzaKw,
          tensioneV: b.luce.tensioneV,
          consumoAnnuoKwh: b.luce.annuoKwh,
        }
      : {}),
    ...(b.gas
      ? {
          pdr: b.gas.pdr,
          codiceRemi: b.gas.remi,
          categoriaUsoGas: b.gas.categoria as ValoriBolletta['categoriaUsoGas'],
          consumoAnnuoSmc: b.gas.annuoSmc,
        }
      : {}),
  };
  for (const f of hidden) delete e[f];
  return e;
}

// ---------------------------------------------------------------------------------------------------------
// Formats

/** Italian number format, thousands grouped: 2700 → "2.700", (4.5, 1) → "4,5" */
export const it = (n: number, decimals = 0, group = true) => {
  const [int = '0', dec] = n.toFixed(decimals).split('.');
  const grouped = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : int;
  return dec ? `${grouped},${dec}` : grouped;
};
/** 3 → "3", 4.5 → "4,5", 3.3 → "3,3" */
export const kw = (n: number) => it(n, Number.isInteger(n) ? 0 : 1);
export const upper = (s: string) => s.toUpperCase();
export const street = (a: Indirizzo) => `${a.toponimo} ${a.via} ${a.civico}`;
export const cityLine = (a: Indirizzo) => `${a.cap} ${a.comune} (${a.provincia})`;
export const oneLine = (a: Indirizzo, sep = ' - ') => `${street(a)}${sep}${cityLine(a)}`;
export const spaced = (s: string, size: number) => s.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? s;

export type NameOrder = 'Nome Cognome' | 'COGNOME NOME' | 'Cognome Nome' | 'COGNOME Nome';
export function holderName(h: Holder, order: NameOrder): string {
  if (h.tipo === 'PG') return h.ragioneSociale;
  if (order === 'Nome Cognome') return `${h.nome} ${h.cognome}`;
  if (order === 'Cognome Nome') return `${h.cognome} ${h.nome}`;
  if (order === 'COGNOME Nome') return `${upper(h.cognome)} ${h.nome}`;
  return upper(`${h.cognome} ${h.nome}`);
}

export const CATEGORIE: Record<string, string> = {
  C1: 'Riscaldamento',
  C2: 'Cottura cibi e/o acqua calda sanitaria',
  C3: 'Riscaldamento + cottura cibi e acqua calda',
  C4: 'Uso condizionamento',
  T1: 'Uso tecnologico',
  T2: 'Uso tecnologico + riscaldamento',
};

// ---------------------------------------------------------------------------------------------------------
// Parts every bill has: they carry the distractors (the supplier's P.IVA and seat, the postal address,
// amounts, dates, bill and customer numbers)

export function envelope(p: Page, b: Bill, x: number, y: number, order: NameOrder) {
  const r = b.recapito;
  p.text(x, y, order === 'Nome Cognome' ? 'Gentile cliente' : 'Spett.le', { size: 8, grey: 0.3 });
  p.text(x, y + 13, upper(holderName(b.holder, order)), { size: 10 });
  p.text(x, y + 26, upper(`${r.toponimo} ${r.via}, ${r.civico}`), { size: 10 });
  p.text(x, y + 39, upper(`${r.cap} ${r.comune} ${r.provincia}`), { size: 10 });
}

export function summary(p: Page, b: Bill, y: number) {
  p.rect(40, y - 14, 515, 46, 0.93, null);
  p.text(50, y, `Fattura n. ${b.numero} del 12/02/2026`, { size: 9, bold: true });
  p.text(50, y + 13, 'Periodo: dal 01/12/2025 al 31/01/2026', { size: 8.5 });
  p.text(50, y + 26, `Codice cliente ${b.codiceCliente}`, { size: 8.5 });
  p.text(330, y, `Totale da pagare € ${b.totale}`, { size: 10, bold: true });
  p.text(330, y + 13, 'Scadenza 04/03/2026', { size: 8.5 });
}

export function footer(p: Page, s: Supplier, y = 800) {
  p.line(40, y - 12, 555, y - 12);
  p.text(40, y, `${s.nome} - Sede legale ${s.sede} - Capitale sociale € 2.500.000,00 i.v.`, { size: 6.5 });
  p.text(40, y + 9, `C.F. e P.IVA ${s.partitaIva} - Servizio clienti ${s.telefono} - ${s.web}`, {
    size: 6.5,
  });
  p.text(40, y + 18, 'Documento di esempio generato per i test: fornitore, cliente e importi sono fittizi.', {
    size: 6.5,
    grey: 0.3,
  });
}
