import type { Commodity, TipoAnagrafica, TipoContratto } from '../../shared/domain';
import type { IndirizzoCompleto } from '../../shared/schemas/indirizzo';
import { NAPOLI } from './demo-registry';
import type { DatiTecniciGas, DatiTecniciLuce } from './repos/clienti';

// domain.md "Demo catalogue": existing customers with supplies, one per case (compatible,
// incompatible, none). Seeded by seed-customers.ts; docs/demo-data.md lists every value.
// Codici fiscali carry their real check character (shared/validation/codice-fiscale.ts), partite IVA
// their check digit, every address a CAP of its comune, and every gas supply a REMI code of the
// registry's city gate for its comune (demo-registry.ts); demo-customers.test.ts checks them all.

export type DemoSupply = {
  codiceFornitura: string;
  commodity: Commodity;
  /** POD (electricity) or PDR (gas). */
  pdp: string;
  tipoContratto: TipoContratto;
  indirizzo: IndirizzoCompleto;
  datiTecnici: DatiTecniciLuce | DatiTecniciGas;
  offertaAttuale: string;
};

export type DemoCustomer = {
  codiceCliente: string;
  marchioId: number;
  tipo: TipoAnagrafica;
  nome?: string;
  cognome?: string;
  ragioneSociale?: string;
  codiceFiscale: string;
  partitaIva?: string;
  /** None: the code goes by SMS to the phone. */
  email?: string;
  telefono?: string;
  /** What a person walks with this customer (docs/demo-data.md). */
  caso: string;
  forniture: DemoSupply[];
};

const TORINO: IndirizzoCompleto = {
  toponimo: 'Via',
  via: 'Po',
  civico: '12',
  cap: '10123',
  comune: 'Torino',
  provincia: 'TO',
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    codiceCliente: 'C1000101',
    marchioId: 1,
    tipo: 'PF',
    nome: 'Laura',
    cognome: 'Verdi',
    codiceFiscale: 'VRDLRA82C55L219F',
    email: 'laura.verdi@example.com',
    telefono: '+393471122334',
    caso: 'compatible: CAMBIO_PRODOTTO of the electricity supply to 101 (and of both supplies to 103; the gas one to 102)',
    forniture: [
      {
        codiceFornitura: 'F1000101',
        commodity: 'LUCE',
        pdp: 'IT001E10100101',
        tipoContratto: 'DOMESTICO',
        indirizzo: TORINO,
        datiTecnici: { potenzaImpegnataKw: 3, tensione: 'MONOFASE', usoLuce: 'DOMESTICO' },
        offertaAttuale: 'Lumen Luce Base 2024',
      },
      {
        codiceFornitura: 'F1000102',
        commodity: 'GAS',
        pdp: '00880010100102',
        tipoContratto: 'DOMESTICO',
        indirizzo: TORINO,
        datiTecnici: {
          usoGas: 'DOMESTICO',
          categoriaUsoGas: 'C3',
          profiloSettimanale: 'F1',
          codiceRemi: '34456900',
        },
        offertaAttuale: 'Lumen Gas Base 2024',
      },
    ],
  },
  {
    codiceCliente: 'C1000102',
    marchioId: 1,
    tipo: 'PF',
    nome: 'Giuseppe',
    cognome: 'Esposito',
    codiceFiscale: 'SPSGPP75L04A944C',
    email: 'giuseppe.esposito@example.com',
    telefono: '+393395566778',
    caso: 'incompatible: gas supply only, so no supply fits the electricity offer 101 (it fits 102)',
    forniture: [
      {
        codiceFornitura: 'F1000201',
        commodity: 'GAS',
        pdp: '00880010200201',
        tipoContratto: 'DOMESTICO',
        indirizzo: NAPOLI,
        datiTecnici: {
          usoGas: 'DOMESTICO',
          categoriaUsoGas: 'C2',
          profiloSettimanale: 'F1',
          codiceRemi: '34601200',
        },
        offertaAttuale: 'Lumen Gas Casa 2023',
      },
    ],
  },
  {
    codiceCliente: 'C1000103',
    marchioId: 1,
    tipo: 'PG',
    ragioneSociale: 'Officina Meccanica Brambilla S.r.l.',
    // a company's codice fiscale is its 11-digit number, here the same as its partita IVA
    codiceFiscale: '03124570163',
    partitaIva: '03124570163',
    email: 'amministrazione@officina-brambilla.example',
    telefono: '+390352345678',
    caso: 'business (ALTRI_USI): incompatible with the DOMESTICO offers 101-103, compatible with 104',
    forniture: [
      {
        codiceFornitura: 'F1000301',
        commodity: 'LUCE',
        pdp: 'IT012E30100301',
        tipoContratto: 'ALTRI_USI',
        indirizzo: {
          toponimo: 'Via',
          via: 'Borgo Palazzo',
          civico: '120',
          cap: '24125',
          comune: 'Bergamo',
          provincia: 'BG',
        },
        datiTecnici: { potenzaImpegnataKw: 15, tensione: 'TRIFASE', usoLuce: 'ALTRI_USI_BT' },
        offertaAttuale: 'Lumen Impresa Luce 2023',
      },
    ],
  },
  {
    codiceCliente: 'C1000104',
    marchioId: 1,
    tipo: 'PF',
    nome: 'Francesca',
    cognome: 'Russo',
    codiceFiscale: 'RSSFNC90S63H501B',
    telefono: '+393401234567',
    caso: 'no supplies; no e-mail on file, so the code goes by SMS',
    forniture: [],
  },
  {
    codiceCliente: 'C2000101',
    marchioId: 2,
    tipo: 'PF',
    nome: 'Paolo',
    cognome: 'Conti',
    codiceFiscale: 'CNTPLA68A30D612Z',
    email: 'paolo.conti@example.com',
    telefono: '+393287654321',
    caso: 'brand 2 (aurora): compatible with 201; unknown to the other brands',
    forniture: [
      {
        codiceFornitura: 'F2000101',
        commodity: 'LUCE',
        pdp: 'IT001E20100101',
        tipoContratto: 'DOMESTICO',
        indirizzo: {
          toponimo: 'Via',
          via: 'dei Servi',
          civico: '8',
          cap: '50122',
          comune: 'Firenze',
          provincia: 'FI',
        },
        datiTecnici: { potenzaImpegnataKw: 4.5, tensione: 'MONOFASE', usoLuce: 'DOMESTICO' },
        offertaAttuale: 'Aurora Luce Facile',
      },
    ],
  },
];
