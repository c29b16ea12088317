import type { Proposta, PropostaDraft } from '../../../shared/schemas/proposta';
import type { AddressValues } from '../../components/address/address-fields';
import { addressDefaults } from '../../components/address/address-fields';
import type { HolderValues } from '../../components/holder/holder-values';
import { holderDefaults, holderToData } from '../../components/holder/holder-values';

// The form of datiAnagraficiEstratti: the holder as datiAnagrafici asks it, and the supply address as
// indirizzoFornitura asks it (steps.ts datiAnagraficiEstrattiSchema), named as the API's paths.

export type Values = HolderValues & AddressValues;

/** What is sent: only the fields of the holder type chosen, and the address. */
export function toData(v: Values) {
  return { ...holderToData(v), indirizzo: v.indirizzo };
}

/** The draft: the holder, and the address on every supply of the offer (the server does the same). */
export function toDraft(v: Values, supplies: number): PropostaDraft {
  const { intestatario, indirizzo } = toData(v);
  return {
    intestatario: intestatario as NonNullable<PropostaDraft['intestatario']>,
    forniture: Array.from({ length: supplies }, () => ({ indirizzo })),
  };
}

export function defaultsOf(p: Proposta, tipi: readonly string[]): Values {
  return { ...holderDefaults(p, tipi), indirizzo: addressDefaults(p.forniture[0]?.indirizzo) };
}
