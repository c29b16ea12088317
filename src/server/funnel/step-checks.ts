import type { StepName } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import { ADDRESS_CHECK_KEYS } from '../../shared/schemas/lookups';
import { newerComune } from '../services/places/belfiore';
import { findComune, isCapOfComune } from '../services/places/places';

// Checks of a step's data that need more than its schema (which the web form runs too): lookups in the
// server's reference data. They run on Next after the schema and before the data is applied; step
// handlers stay pure.

export type StepCheckDeps = { findComune: typeof findComune; newerComune: typeof newerComune };

const PLACES: StepCheckDeps = { findComune, newerComune };

type Indirizzo = { cap: string; comune: string; provincia: string };

/**
 * The comune must exist in the province given, and the CAP be among the comune's CAPs (domain.md,
 * identifiers). A comune the 2020 list lacks (founded since) is found in the Belfiore registry, which
 * has no CAPs: its CAP is not checked.
 */
async function checkIndirizzo(
  { cap, comune, provincia }: Indirizzo,
  caps: readonly string[] | null,
  deps: StepCheckDeps,
): Promise<Record<string, string>> {
  // the brand sells only in these CAPs (none listed: everywhere)
  if (caps && !caps.includes(cap)) return { 'indirizzo.cap': ADDRESS_CHECK_KEYS.capNotServed };
  const known = await deps.findComune(comune, provincia);
  if (!known && !(await deps.newerComune(comune, provincia))) {
    return { 'indirizzo.comune': ADDRESS_CHECK_KEYS.comune };
  }
  if (known && !isCapOfComune(cap, known)) return { 'indirizzo.cap': ADDRESS_CHECK_KEYS.capComune };
  return {};
}

/** Field errors (react-hook-form paths → i18n keys) of a step's parsed data; empty when it is fine. */
export async function checkStepData(
  step: StepName,
  data: Record<string, unknown>,
  sale: {
    funnelCaps: () => Promise<readonly string[] | null>;
    /** null: no such REMI code; else whether it serves the comune */
    remiServes?: (remi: string, comune: string, provincia: string) => Promise<boolean | null>;
    proposta?: Proposta;
  },
  deps: StepCheckDeps = PLACES,
): Promise<Record<string, string>> {
  switch (step) {
    case 'indirizzoFornitura':
    case 'datiAnagraficiEstratti':
      return checkIndirizzo(data.indirizzo as Indirizzo, await sale.funnelCaps(), deps);
    case 'verificaRemi':
      return checkRemi(data.codiceRemi as string, sale.proposta, sale.remiServes);
    default:
      return {};
  }
}

/** domain.md: the gas supply's comune must be among those the REMI code (city gate) serves. */
async function checkRemi(
  remi: string,
  proposta: Proposta | undefined,
  remiServes: ((remi: string, comune: string, provincia: string) => Promise<boolean | null>) | undefined,
): Promise<Record<string, string>> {
  const address = proposta?.forniture.find((f) => f.commodity === 'GAS')?.indirizzo;
  if (!address?.comune || !address.provincia || !remiServes) return {};
  const serves = await remiServes(remi, address.comune, address.provincia);
  if (serves === null) return { codiceRemi: 'validation.remi_unknown' };
  return serves ? {} : { codiceRemi: 'validation.remi_comune' };
}
