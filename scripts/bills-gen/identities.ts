// Fictional holders, addresses and supply points for the generated bills, every identifier valid:
// codice fiscale with its check character and a real Belfiore code, partita IVA with its check digit,
// POD and PDR in their formats, CAP that belongs to its comune (the ISTAT list the project ships).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codiceFiscaleCheckChar } from '../../src/shared/validation/codice-fiscale';
import { partitaIvaCheckDigit } from '../../src/shared/validation/partita-iva';
import type { Rnd } from './random';

const COMUNI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/server/services/adapters/places/comuni.json',
);

export type Comune = {
  nome: string;
  provincia: string;
  cap: string[];
  codiceBelfiore: string;
  popolazione: number;
};
export type Indirizzo = {
  toponimo: string;
  via: string;
  civico: string;
  cap: string;
  comune: string;
  provincia: string;
};
export type Person = { tipo: 'PF'; nome: string; cognome: string; codiceFiscale: string };
export type Company = { tipo: 'PG'; ragioneSociale: string; partitaIva: string; codiceFiscale: string };
export type Holder = Person | Company;
export type Luce = {
  pod: string;
  potenzaKw: number;
  disponibileKw: number;
  tensioneV: number;
  annuoKwh: number;
};
export type Gas = { pdr: string; remi: string; categoria: string; annuoSmc: number };

/** a list written on one line: `a|b|c` */
const words = (s: string) => s.split('|');

let comuni: Comune[] | undefined;
/** Comuni of some size (a bill's town is more often a city), sorted by name: the same list every run. */
export function loadComuni(): Comune[] {
  comuni ??= (JSON.parse(readFileSync(COMUNI_FILE, 'utf8')) as Comune[])
    .filter((c) => c.popolazione >= 8000 && c.cap.length > 0 && !/[/-]/.test(c.nome))
    .sort((a, b) => a.nome.localeCompare(b.nome));
  return comuni;
}

const MALE = words(
  'Marco|Giuseppe|Antonio|Luca|Francesco|Alessandro|Matteo|Stefano|Davide|Salvatore|Gianluca|Roberto|Nicola|Pietro|Carlo',
);
const FEMALE = words(
  'Maria|Anna|Giulia|Francesca|Chiara|Sara|Elena|Valentina|Laura|Paola|Silvia|Federica|Rosa|Angela|Martina',
);
const SURNAMES = words(
  "Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Martini|Leone|Longo|Gentile|Martinelli|Vitale|Lombardo|Serra|Coppola|De Santis|D'Angelo|Marchetti|Parisi|Villa|Conte|Ferraro|Ferri|Fabbri|Bianco|Marini|Grasso|Valentini|Messina|Sala|Di Stefano|Lo Presti",
);
const TRADES = words(
  'Panificio|Ferramenta|Studio Tecnico|Officina|Albergo|Trattoria|Autofficina|Farmacia|Bar|Falegnameria|Lavanderia|Tipografia|Macelleria|Caseificio',
);
const FANCY = words(
  'Aurora|Il Girasole|La Pergola|Miramare|Belvedere|San Marco|Del Borgo|Tre Ponti|Al Castello|La Quercia',
);
const FORMS = words('S.r.l.|S.r.l.|S.n.c.|S.a.s.|S.p.A.|S.r.l.s.');
const STREETS = words(
  'Roma|Garibaldi|Giuseppe Mazzini|dei Mille|Vittorio Veneto|della Repubblica|San Francesco|XX Settembre|Cavour|Dante Alighieri|Alessandro Manzoni|Giacomo Matteotti|delle Rose|Monte Grappa|IV Novembre|Trieste|Nazionale|della Libertà|Marconi|dei Tigli|Antonio Gramsci|Aldo Moro|Europa|del Lavoro',
);
const TOPONIMI = words('Via|Via|Via|Via|Viale|Corso|Piazza|Largo');

const letters = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');
const consonants = (s: string) => letters(s).replace(/[AEIOU]/g, '');
const vowels = (s: string) => letters(s).replace(/[^AEIOU]/g, '');

/** The three letters of a surname, or of a name (which skips its second consonant when it has four). */
function nameCode(s: string, isName: boolean): string {
  const c = consonants(s);
  if (isName && c.length >= 4) return `${c[0]}${c[2]}${c[3]}`;
  return `${c}${vowels(s)}XXX`.slice(0, 3);
}

/** A person's codice fiscale (DM 23/12/1976), check character included. */
export function codiceFiscale(
  p: { nome: string; cognome: string },
  birth: Date,
  sesso: 'M' | 'F',
  belfiore: string,
): string {
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const month = 'ABCDEHLMPRST'.charAt(birth.getUTCMonth());
  const day = String(birth.getUTCDate() + (sesso === 'F' ? 40 : 0)).padStart(2, '0');
  const first15 = `${nameCode(p.cognome, false)}${nameCode(p.nome, true)}${yy}${month}${day}${belfiore}`;
  return first15 + codiceFiscaleCheckChar(first15);
}

export function partitaIva(rnd: Rnd): string {
  // 7 digits of the holder (never all zeros), 3 of a provincial office, the check digit
  const first10 = `${rnd.int(1, 9)}${rnd.digits(6)}${String(rnd.int(1, 100)).padStart(3, '0')}`;
  return first10 + partitaIvaCheckDigit(first10);
}

export function person(rnd: Rnd): Person {
  const sesso = rnd.chance(0.5) ? 'F' : 'M';
  const nome = rnd.pick(sesso === 'F' ? FEMALE : MALE);
  const cognome = rnd.pick(SURNAMES);
  const birth = new Date(Date.UTC(rnd.int(1940, 2000), rnd.int(0, 11), rnd.int(1, 28)));
  const born = rnd.pick(loadComuni());
  return {
    tipo: 'PF',
    nome,
    cognome,
    codiceFiscale: codiceFiscale({ nome, cognome }, birth, sesso, born.codiceBelfiore),
  };
}

export function company(rnd: Rnd): Company {
  const name = rnd.chance(0.5)
    ? `${rnd.pick(TRADES)} ${rnd.pick(SURNAMES)}`
    : `${rnd.pick(TRADES)} ${rnd.pick(FANCY)}`;
  const piva = partitaIva(rnd);
  return { tipo: 'PG', ragioneSociale: `${name} ${rnd.pick(FORMS)}`, partitaIva: piva, codiceFiscale: piva };
}

export function address(rnd: Rnd, comune = rnd.pick(loadComuni())): Indirizzo {
  const civico = `${rnd.int(1, 180)}${rnd.chance(0.12) ? `/${rnd.pick(['A', 'B', 'C'])}` : ''}`;
  return {
    toponimo: rnd.pick(TOPONIMI),
    via: rnd.pick(STREETS),
    civico,
    cap: rnd.pick(comune.cap),
    comune: comune.nome,
    provincia: comune.provincia,
  };
}

const DISTRIBUTORS = ['001', '002', '003', '012', '020', '031', '054'];

export function luce(rnd: Rnd, business: boolean): Luce {
  const potenzaKw = business ? rnd.pick([6, 10, 15, 20, 30]) : rnd.pick([3, 3, 3, 4.5, 6]);
  const tensioneV = potenzaKw > 6 ? rnd.pick([380, 400]) : 230;
  return {
    pod: `IT${rnd.pick(DISTRIBUTORS)}E${rnd.digits(8)}`,
    potenzaKw,
    disponibileKw: Math.round(potenzaKw * 11) / 10,
    tensioneV,
    annuoKwh: business ? rnd.int(60, 400) * 100 : rnd.int(12, 45) * 100 + rnd.int(0, 99),
  };
}

export function gas(rnd: Rnd, business: boolean): Gas {
  const categoria = business ? rnd.pick(['C4', 'T1', 'T2', 'C3']) : rnd.pick(['C1', 'C2', 'C3', 'C3']);
  return {
    pdr: rnd.digits(14),
    remi: `34${rnd.digits(6)}`,
    categoria,
    annuoSmc: categoria === 'C2' ? rnd.int(80, 400) : business ? rnd.int(20, 150) * 100 : rnd.int(500, 2200),
  };
}
