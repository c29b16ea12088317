import type { CategoriaUsoGas, Commodity, Tensione, UsoGas, UsoLuce } from '../../../../shared/domain';
import type { Indirizzo } from '../../../../shared/schemas/proposta';
import type { RemiProvincia, StatoPuntoFornitura } from '../../../../shared/schemas/registry';
import type { Executor } from '../../../store/db';
import {
  findPuntoFornitura,
  listFunnelCaps,
  listRemiIstat,
  remiHasIstat,
} from '../../../store/repos/registry';
import type { Comune } from '../../adapters/places/places';
import { comuneByIstat, findComune } from '../../adapters/places/places';

// architecture.md "Outside systems": the national registry of supply points (POD/PDR) and the REMI
// codes of the gas city gates, here tables seeded with demo data; a real integration (the SII, the
// distributors' feeds) would answer the same questions.

/** A supply point as the registry knows it (domain.md "Supply registry"). */
export type SupplyPoint = {
  pdp: string;
  commodity: Commodity;
  stato: StatoPuntoFornitura;
  /** The holder's codice fiscale or partita IVA; null when the point has none (ceased). */
  intestatario: string | null;
  indirizzo: Indirizzo;
  potenzaKw: number | null;
  tensione: Tensione | null;
  distributore: string;
  codiceRemi: string | null;
  usoLuce: UsoLuce | null;
  usoGas: UsoGas | null;
  categoriaUsoGas: CategoriaUsoGas | null;
  /** kWh a year for electricity, Smc for gas. */
  consumoAnnuo: number | null;
};

export type RegistryComune = Pick<Comune, 'codiceIstat' | 'nome' | 'provincia' | 'nomeProvincia'>;

/** POD and PDR as the registry keys them: no white space, upper case (a POD may be typed `it 001 e…`). */
export function normalizePdp(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

const normalizeRemi = (code: string) => code.replace(/\s+/g, '');

/** The point of that POD or PDR, or null when the registry does not hold it (fornituraNonTrovata). */
export async function findSupplyPoint(db: Executor, code: string): Promise<SupplyPoint | null> {
  const row = await findPuntoFornitura(db, normalizePdp(code));
  if (!row) return null;
  return {
    pdp: row.pdp,
    commodity: row.commodity as Commodity,
    stato: row.stato as StatoPuntoFornitura,
    intestatario: row.intestatario,
    indirizzo: row.indirizzo as Indirizzo,
    potenzaKw: row.potenzaKw === null ? null : Number(row.potenzaKw),
    tensione: row.tensione as Tensione | null,
    distributore: row.distributore,
    codiceRemi: row.codiceRemi,
    usoLuce: row.usoLuce as UsoLuce | null,
    usoGas: row.usoGas as UsoGas | null,
    categoriaUsoGas: row.categoriaUsoGas as CategoriaUsoGas | null,
    consumoAnnuo: row.consumoAnnuo,
  };
}

/**
 * The comuni a REMI code serves, by name; null for a code no city gate has. A code whose comune the
 * places data does not know (merged since 2020) is left out: there is no name to show for it.
 */
export async function remiComuni(db: Executor, remi: string): Promise<RegistryComune[] | null> {
  const codes = await listRemiIstat(db, normalizeRemi(remi));
  if (!codes.length) return null;
  const comuni = await Promise.all(codes.map(comuneByIstat));
  return comuni
    .filter((c): c is Comune => c !== null)
    .map(({ codiceIstat, nome, provincia, nomeProvincia }) => ({
      codiceIstat,
      nome,
      provincia,
      nomeProvincia,
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'it') || a.provincia.localeCompare(b.provincia));
}

/** The provinces of a REMI code's comuni, once each, by ISTAT province code; null for an unknown code. */
export async function remiProvince(db: Executor, remi: string): Promise<RemiProvincia[] | null> {
  const comuni = await remiComuni(db, remi);
  if (!comuni) return null;
  const byCodice = new Map<string, RemiProvincia>();
  for (const c of comuni) {
    // the ISTAT code of a comune starts with its province's (015146 Milano: province 015)
    const codice = c.codiceIstat.slice(0, 3);
    if (!byCodice.has(codice)) byCodice.set(codice, { codice, sigla: c.provincia, nome: c.nomeProvincia });
  }
  return [...byCodice.values()].sort((a, b) => (a.codice < b.codice ? -1 : a.codice > b.codice ? 1 : 0));
}

/** verificaRemi: does the city gate serve the comune of that name in that province (sigla)? */
export async function remiServes(
  db: Executor,
  remi: string,
  comune: string,
  provincia: string,
): Promise<boolean> {
  const found = await findComune(comune, provincia);
  return found ? remiHasIstat(db, normalizeRemi(remi), found.codiceIstat) : false;
}

/** The CAPs where the brand's funnel sells, in order; null when it lists none: it sells everywhere. */
export async function funnelCaps(db: Executor, marchioId: number): Promise<string[] | null> {
  const caps = await listFunnelCaps(db, marchioId);
  return caps.length ? caps : null;
}
