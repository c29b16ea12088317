import type { CategoriaUsoGas, Commodity, Tensione, UsoGas, UsoLuce } from '../../shared/domain';
import type { IndirizzoCompleto } from '../../shared/schemas/indirizzo';
import type { StatoPuntoFornitura } from '../../shared/schemas/registry';

// The demo supply registry (domain.md "Demo catalogue"): supply points for every case, the REMI codes
// of their gas city gates and the CAPs where a brand sells. Seeded by seed-registry.ts; every value is
// listed in docs/demo-data.md. Addresses are real streets of real comuni with a CAP of that comune;
// the codes are made up in the real formats.

export type DemoSupplyPoint = {
  /** POD (electricity) or PDR (gas), normalized: upper case, no spaces. */
  pdp: string;
  commodity: Commodity;
  stato: StatoPuntoFornitura;
  /** The path the point walks, for docs/demo-data.md. */
  caso: string;
  /** Holder's codice fiscale or partita IVA; none on a ceased point. */
  intestatario: string | null;
  indirizzo: IndirizzoCompleto;
  distributore: string;
  potenzaKw?: number;
  tensione?: Tensione;
  usoLuce?: UsoLuce;
  codiceRemi?: string;
  usoGas?: UsoGas;
  categoriaUsoGas?: CategoriaUsoGas;
  /** kWh a year for electricity, Smc for gas (the last known one on a ceased point). */
  consumoAnnuo: number;
};

/** Holders named by the points (their codes are valid). */
export const DEMO_HOLDERS = {
  /** The customer of the documented ATTIVAZIONE walk: the active points are theirs. */
  giulia: { nome: 'Giulia Bianchi', codice: 'BNCGLI90A41F205H' },
  /** Another holder: VOLTURA moves his points to the customer. */
  luca: { nome: 'Luca Verdi', codice: 'VRDLCU78E12F704L' },
  business: { nome: 'Trattoria Da Gino S.r.l.', codice: '01234567897' },
  condominio: { nome: 'Condominio Corso Francia 200', codice: '97012345670' },
} as const;

/** Via Toledo, Napoli: a demo point's address, and a demo customer's supply there. */
export const NAPOLI: IndirizzoCompleto = {
  toponimo: 'Via',
  via: 'Toledo',
  civico: '256',
  cap: '80134',
  comune: 'Napoli',
  provincia: 'NA',
};
const ROMA: IndirizzoCompleto = {
  toponimo: 'Via',
  via: 'Tuscolana',
  civico: '120',
  cap: '00181',
  comune: 'Roma',
  provincia: 'RM',
};
const MONZA: IndirizzoCompleto = {
  toponimo: 'Via',
  via: 'Italia',
  civico: '15',
  cap: '20900',
  comune: 'Monza',
  provincia: 'MB',
};

// One POD and one PDR per state at the same address, so a dual offer (x03) walks each case too: the
// supply address step gives both supplies one address.
export const DEMO_SUPPLY_POINTS: DemoSupplyPoint[] = [
  {
    pdp: 'IT001E04871593',
    commodity: 'LUCE',
    stato: 'ATTIVO',
    caso: 'ATTIVAZIONE: switch from another supplier',
    intestatario: DEMO_HOLDERS.giulia.codice,
    indirizzo: NAPOLI,
    distributore: 'e-distribuzione',
    potenzaKw: 3,
    tensione: 'MONOFASE',
    usoLuce: 'DOMESTICO',
    consumoAnnuo: 2700,
  },
  {
    pdp: 'IT002E30817462',
    commodity: 'LUCE',
    stato: 'CESSATO',
    caso: 'SUBENTRO: takeover of a ceased point',
    intestatario: null,
    indirizzo: ROMA,
    distributore: 'Areti',
    potenzaKw: 3,
    tensione: 'MONOFASE',
    usoLuce: 'DOMESTICO',
    consumoAnnuo: 1850,
  },
  {
    pdp: 'IT001E57204318',
    commodity: 'LUCE',
    stato: 'ATTIVO_ALTRO_INTESTATARIO',
    caso: 'VOLTURA: transfer from another holder',
    intestatario: DEMO_HOLDERS.luca.codice,
    indirizzo: MONZA,
    distributore: 'e-distribuzione',
    potenzaKw: 4.5,
    tensione: 'MONOFASE',
    usoLuce: 'DOMESTICO',
    consumoAnnuo: 3200,
  },
  {
    pdp: 'IT012E00684927',
    commodity: 'LUCE',
    stato: 'ATTIVO',
    caso: 'ATTIVAZIONE of a business (offer x04, ALTRI_USI)',
    intestatario: DEMO_HOLDERS.business.codice,
    indirizzo: {
      toponimo: 'Viale',
      via: 'Monza',
      civico: '120',
      cap: '20127',
      comune: 'Milano',
      provincia: 'MI',
    },
    distributore: 'Unareti',
    potenzaKw: 15,
    tensione: 'TRIFASE',
    usoLuce: 'ALTRI_USI_BT',
    consumoAnnuo: 24000,
  },
  {
    pdp: '00880004512036',
    commodity: 'GAS',
    stato: 'ATTIVO',
    caso: 'ATTIVAZIONE: switch from another supplier',
    intestatario: DEMO_HOLDERS.giulia.codice,
    indirizzo: NAPOLI,
    distributore: 'Italgas Reti',
    codiceRemi: '34601200',
    usoGas: 'DOMESTICO',
    categoriaUsoGas: 'C3',
    consumoAnnuo: 950,
  },
  {
    pdp: '00880007831254',
    commodity: 'GAS',
    stato: 'CESSATO',
    caso: 'SUBENTRO: takeover of a ceased point',
    intestatario: null,
    indirizzo: ROMA,
    distributore: 'Italgas Reti',
    codiceRemi: '34781300',
    usoGas: 'DOMESTICO',
    categoriaUsoGas: 'C3',
    consumoAnnuo: 820,
  },
  {
    pdp: '15230000487612',
    commodity: 'GAS',
    stato: 'ATTIVO_ALTRO_INTESTATARIO',
    caso: 'VOLTURA: transfer from another holder',
    intestatario: DEMO_HOLDERS.luca.codice,
    indirizzo: MONZA,
    distributore: '2i Rete Gas',
    codiceRemi: '34212500',
    usoGas: 'DOMESTICO',
    categoriaUsoGas: 'C3',
    consumoAnnuo: 1250,
  },
  {
    pdp: '00880002196473',
    commodity: 'GAS',
    stato: 'ATTIVO',
    caso: 'ATTIVAZIONE of a condominium (offer x05, CONDOMINIO)',
    intestatario: DEMO_HOLDERS.condominio.codice,
    indirizzo: {
      toponimo: 'Corso',
      via: 'Francia',
      civico: '200',
      cap: '10143',
      comune: 'Torino',
      provincia: 'TO',
    },
    distributore: 'Italgas Reti',
    codiceRemi: '34456900',
    usoGas: 'CONDOMINIO_USO_DOMESTICO',
    categoriaUsoGas: 'C1',
    consumoAnnuo: 18500,
  },
];

/** Codes in the right format that the registry does not hold: fornituraNonTrovata. Never seeded. */
export const DEMO_UNKNOWN_POD = 'IT001E99999999';
export const DEMO_UNKNOWN_PDR = '00889999999999';
/** A well-formed REMI code no city gate has (404). */
export const DEMO_UNKNOWN_REMI = '34000000';

export type DemoRemi = {
  codiceRemi: string;
  /** The city gate's area, for docs/demo-data.md. */
  area: string;
  /** Codici ISTAT of the comuni it serves (services/adapters/places/comuni.json). */
  comuni: string[];
};

export const DEMO_REMI: DemoRemi[] = [
  {
    codiceRemi: '34456900',
    area: 'Torino',
    // Torino, Collegno, Grugliasco, Moncalieri, Nichelino, Venaria Reale
    comuni: ['001272', '001090', '001120', '001156', '001164', '001292'],
  },
  {
    codiceRemi: '34212500',
    area: 'Monza e Brianza, across two provinces (MI 015 and MB 108)',
    // Monza, Brugherio, Villasanta (MB); Sesto San Giovanni, Cologno Monzese (MI)
    comuni: ['108033', '108012', '108049', '015209', '015081'],
  },
  {
    codiceRemi: '34601200',
    area: 'Napoli',
    // Napoli, Casoria, Ercolano, Portici, San Giorgio a Cremano
    comuni: ['063049', '063023', '063064', '063059', '063067'],
  },
  {
    codiceRemi: '34781300',
    area: 'Roma',
    // Roma, Ciampino, Fiumicino
    comuni: ['058091', '058118', '058120'],
  },
];

/** verificaRemi's mismatch: a supply at Napoli with the Torino city gate's REMI code. */
export const DEMO_REMI_MISMATCH = { codiceRemi: '34456900', comune: 'Napoli', provincia: 'NA' } as const;

/**
 * The CAPs where a brand's funnel sells (GET /funnels/caps). A brand not listed sells everywhere:
 * Lumen (1) and Aurora (2); Borea (3) only in some areas, the demo addresses at Napoli, Roma, Monza
 * and Torino among them, not Milano.
 */
export const DEMO_FUNNEL_CAPS: Record<number, string[]> = {
  3: ['00181', '10143', '20900', '80132', '80134'],
};
