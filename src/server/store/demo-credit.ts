import type { creditCheckRules } from './schema';

// The credit check's demo configuration (domain.md "Demo catalogue"), seeded by seed-credit.ts;
// docs/demo-data.md lists it. Every value fails its own rule only: any other valid value passes.
// The codici fiscali carry their real check character, the partita IVA its real check digit.

export type DemoCreditSwitch = { creditCheckEnabled: boolean; creditCheckMessage: string | null };

/** Per brand id; written when the brand is first created, then left to the operator. */
export const DEMO_CREDIT_SWITCHES: Record<number, DemoCreditSwitch> = {
  1: {
    creditCheckEnabled: true,
    creditCheckMessage:
      'Non è possibile proseguire online con questa richiesta. Contatta il servizio clienti al numero verde 800 123 456.',
  },
  2: {
    creditCheckEnabled: true,
    creditCheckMessage:
      'Non possiamo completare online la tua richiesta. Chiamaci al numero verde 800 654 321: troveremo insieme una soluzione.',
  },
  // brand 3 does not check credit: its flows skip the step and the default message applies
  3: { creditCheckEnabled: false, creditCheckMessage: null },
};

/** A person that fails everywhere: Marco Neri, born in Roma on 1 January 1980. */
export const DEMO_CREDIT_KO_CODICE_FISCALE = 'NREMRC80A01H501E';
/** A person that fails on brand 2 only: Sara Gialli, born in Napoli on 15 March 1985. */
export const DEMO_CREDIT_KO_CODICE_FISCALE_BRAND_2 = 'GLLSRA85C55F839V';
/** A company that fails everywhere. */
export const DEMO_CREDIT_KO_PARTITA_IVA = '07654321095';
/** An existing customer's code that fails everywhere (no customer of the demo registry has it). */
export const DEMO_CREDIT_KO_CODICE_CLIENTE = 'C1009999';

export const DEMO_CREDIT_RULES: (typeof creditCheckRules.$inferInsert)[] = [
  {
    id: 1,
    marchioId: null,
    campo: 'codiceFiscale',
    valore: DEMO_CREDIT_KO_CODICE_FISCALE,
    motivo: 'Insolvenze pregresse (demo)',
  },
  {
    id: 2,
    marchioId: null,
    campo: 'partitaIva',
    valore: DEMO_CREDIT_KO_PARTITA_IVA,
    motivo: "Protesti a carico dell'impresa (demo)",
  },
  {
    id: 3,
    marchioId: null,
    campo: 'codiceCliente',
    valore: DEMO_CREDIT_KO_CODICE_CLIENTE,
    motivo: 'Morosità su forniture precedenti (demo)',
  },
  {
    id: 4,
    marchioId: 2,
    campo: 'codiceFiscale',
    valore: DEMO_CREDIT_KO_CODICE_FISCALE_BRAND_2,
    motivo: 'Esposizione oltre il limite del marchio (demo)',
  },
];
