// What a layout is (one fictional supplier's way of printing a bill) and the supply rows each layout
// prints with its own wording and formats: the Bolletta 2.0 terms (ARERA) and the synonyms suppliers use.
import type { CampoBolletta } from '../../src/shared/schemas/bills';
import { partitaIvaCheckDigit } from '../../src/shared/validation/partita-iva';
import { CATEGORIE, holderName, it, kw, type Bill, type NameOrder, type Supplier } from './bill';
import type { Page } from './page';

export type Layout = {
  key: string;
  supplier: Supplier;
  /** what sets the layout apart, for the report */
  traits: string;
  /** fields printed only on page 2 (a photo shows page 1) */
  page2?: readonly CampoBolletta[];
  draw(b: Bill): Page[];
};

/** Every field of the supplies: what a layout printing all the technical data on page 2 declares there. */
export const SUPPLY_FIELDS: readonly CampoBolletta[] = [
  'pod',
  'potenzaImpegnataKw',
  'tensioneV',
  'consumoAnnuoKwh',
  'pdr',
  'codiceRemi',
  'categoriaUsoGas',
  'consumoAnnuoSmc',
];

export function supplier(brand: string, nome: string, first10: string, sede: string, tel: string): Supplier {
  const web = `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.example`;
  return { nome, brand, partitaIva: first10 + partitaIvaCheckDigit(first10), sede, telefono: tel, web };
}

export type Vocab = {
  luce: string;
  gas: string;
  pod: string;
  potenza: string;
  disponibile: string;
  tensione: string;
  consumoKwh: string;
  pdr: string;
  remi: string;
  categoria: string;
  consumoSmc: string;
};
export type Formats = {
  pod: (s: string) => string;
  pdr: (s: string) => string;
  kw: (n: number) => string;
  v: (n: number) => string;
  kwh: (n: number) => string;
  smc: (n: number) => string;
  cat: (c: string) => string;
};
const FORMATS: Formats = {
  pod: (s) => s,
  pdr: (s) => s,
  kw: (n) => `${kw(n)} kW`,
  v: (n) => `${n} V`,
  kwh: (n) => `${it(n)} kWh`,
  smc: (n) => `${it(n)} Smc`,
  cat: (c) => `${c} - ${CATEGORIE[c] ?? ''}`,
};

export type Row = [label: string, value: string];
export type Section = { title: string; rows: Row[] };

/**
 * The supplies of the bill, electricity first, as label/value rows in the layout's words and formats,
 * with the rows a real bill has beside them (power available, the period's consumption, the meter).
 */
export function supplyRows(b: Bill, v: Vocab, formats: Partial<Formats> = {}, extras = true): Section[] {
  const f = { ...FORMATS, ...formats };
  const out: Section[] = [];
  if (b.luce) {
    const l = b.luce;
    out.push({
      title: v.luce,
      rows: [
        [v.pod, f.pod(l.pod)],
        [v.potenza, f.kw(l.potenzaKw)],
        ...(extras ? [[v.disponibile, f.kw(l.disponibileKw)] as Row] : []),
        [v.tensione, f.v(l.tensioneV)],
        [v.consumoKwh, f.kwh(l.annuoKwh)],
        ...(extras ? [['Consumo fatturato nel periodo', f.kwh(Math.round(l.annuoKwh / 6))] as Row] : []),
      ],
    });
  }
  if (b.gas) {
    const g = b.gas;
    out.push({
      title: v.gas,
      rows: [
        [v.pdr, f.pdr(g.pdr)],
        [v.remi, g.remi],
        [v.categoria, f.cat(g.categoria)],
        ...(extras ? [['Matricola contatore', `${g.pdr.slice(3, 11)}`] as Row] : []),
        [v.consumoSmc, f.smc(g.annuoSmc)],
        ...(extras ? [['Coefficiente C', '1,0207'] as Row] : []),
      ],
    });
  }
  return out;
}

export type HolderVocab = { persona: string; azienda: string; cf: string; piva: string };

/** The holder's rows: a person's name and codice fiscale, a company's name, P.IVA and codice fiscale. */
export function holderRows(b: Bill, v: HolderVocab, order: NameOrder): Row[] {
  const h = b.holder;
  if (h.tipo === 'PF') {
    return [
      [v.persona, holderName(h, order)],
      [v.cf, h.codiceFiscale],
    ];
  }
  return [
    [v.azienda, h.ragioneSociale],
    [v.piva, h.partitaIva],
    [v.cf, h.codiceFiscale],
  ];
}

/** The bill's title by what it supplies. */
export const titleOf = (b: Bill, luce: string, gas: string, dual: string) =>
  b.luce && b.gas ? dual : b.luce ? luce : gas;
