import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import type { Comune } from './places';
import { comuneByBelfiore, compactName } from './places';

// The Belfiore registry (@marketto/belfiore-connector-embedded: ANPR's list of comuni, past and present,
// and ISTAT's foreign states). It names what the 2020 ISTAT list of places.ts lacks: foreign states (Z
// codes), comuni abolished before 2020 (birth places of older customers), comuni founded since.

export type LuogoNascita = {
  codiceBelfiore: string;
  /** Null when neither list knows the code. */
  nome: string | null;
  /** Sigla of the province; null abroad and when unknown. */
  provincia: string | null;
  estero: boolean;
};

/** The birth place of a codice fiscale's Belfiore code (decodeCodiceFiscale undoes omocodia first). */
export async function birthPlaceOf(codiceBelfiore: string): Promise<LuogoNascita> {
  const code = codiceBelfiore.trim().toUpperCase();
  const estero = code.startsWith('Z');
  // the comuni of the lookups first, so that a birth place reads as the address form's comune does
  const comune = estero ? null : await comuneByBelfiore(code);
  if (comune) return { codiceBelfiore: code, nome: comune.nome, provincia: comune.provincia, estero };
  const place = await belfioreConnector.findByCode(code);
  return {
    codiceBelfiore: code,
    nome: place?.name ?? null,
    provincia: estero ? null : (place?.province ?? null),
    estero,
  };
}

/**
 * A comune of today that the 2020 list does not know (founded since: Misiliscemi, TP, split from Trapani
 * in 2021; mergers), under that name in that province (sigla), by the registry: the address check's
 * fallback.
 * Only such comuni: the registry keeps one province for each comune's whole history, not always today's
 * (Caserta reads NA, Ivrea AO), so it cannot tell where the comuni of the 2020 list lie. Scans that
 * province's comuni only (a few ms; the whole registry would take ~0.5 s).
 */
export async function newerComune(
  nome: string,
  provincia: string,
): Promise<Pick<Comune, 'nome' | 'provincia' | 'codiceBelfiore'> | null> {
  const sigla = provincia.trim().toUpperCase();
  const inProvince = belfioreConnector.cities?.active().byProvince(sigla);
  if (!inProvince) return null;
  const wanted = compactName(nome);
  for (const place of await inProvince.toArray()) {
    if (compactName(place.name) !== wanted || (await comuneByBelfiore(place.belfioreCode))) continue;
    return { nome: place.name, provincia: sigla, codiceBelfiore: place.belfioreCode };
  }
  return null;
}
