import { ADDRESS_CHECK_KEYS } from '../../shared/schemas/lookups';
import { newerComune } from '../services/adapters/places/belfiore';
import { findComune, isCapOfComune } from '../services/adapters/places/places';
import { funnelCaps } from '../services/adapters/registry/registry';
import type { FieldErrors, StepEnv } from './steps/define-step';

// The supply address's check beyond its schema (which the web form runs too): lookups in the server's
// reference data, on the steps that take an address (indirizzoFornitura, datiAnagraficiEstratti).

export type PlaceLookups = { findComune: typeof findComune; newerComune: typeof newerComune };

const PLACES: PlaceLookups = { findComune, newerComune };

type Indirizzo = { cap: string; comune: string; provincia: string };

/**
 * The comune must exist in the province given, and the CAP be among the comune's CAPs (domain.md,
 * identifiers). A comune the 2020 list lacks (founded since) is found in the Belfiore registry, which
 * has no CAPs: its CAP is not checked. `caps`: the brand sells only there (null: everywhere).
 */
export async function checkIndirizzo(
  { cap, comune, provincia }: Indirizzo,
  caps: readonly string[] | null,
  places: PlaceLookups = PLACES,
): Promise<FieldErrors> {
  if (caps && !caps.includes(cap)) return { 'indirizzo.cap': ADDRESS_CHECK_KEYS.capNotServed };
  const known = await places.findComune(comune, provincia);
  if (!known && !(await places.newerComune(comune, provincia))) {
    return { 'indirizzo.comune': ADDRESS_CHECK_KEYS.comune };
  }
  if (known && !isCapOfComune(cap, known)) return { 'indirizzo.cap': ADDRESS_CHECK_KEYS.capComune };
  return {};
}

/** A step's check of the supply address it carries, where the sale's brand sells. */
export async function checkSupplyAddress(data: { indirizzo: Indirizzo }, env: StepEnv): Promise<FieldErrors> {
  return checkIndirizzo(data.indirizzo, await funnelCaps(env.tx, env.sale.marchio.id));
}
