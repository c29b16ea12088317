import type { CampiBolletta, ValoriBolletta } from '../../shared/schemas/bills';
import {
  codiceFiscaleSchema,
  partitaIvaSchema,
  pdrSchema,
  podSchema,
  capSchema,
} from '../../shared/schemas/fields';
import type { Fornitura, Proposta } from '../../shared/schemas/proposta';
import { CATEGORIE_USO_GAS, tensioneOfVolt } from '../../shared/domain';
import { codiceRemiSchema } from '../../shared/schemas/registry';

// POST /clients/populate (spec 7, api-contract.md): the values read from a bill, as the customer
// confirmed them, fill the proposal. Only values that pass their field's rules are taken; the others
// are named back, so the screens ask for them. Pure: the proposal in, a new one out.

export type Populated = { proposta: Proposta; ignorati: string[] };

const valid = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  v: unknown,
): T | undefined => {
  const r = schema.safeParse(v);
  return r.success ? r.data : undefined;
};

export function populateFromBill(proposta: Proposta, campi: CampiBolletta): Populated {
  const ignorati: string[] = [];
  const take = <T>(name: string, value: T | undefined, given: unknown): T | undefined => {
    if (given !== undefined && value === undefined) ignorati.push(name);
    return value;
  };
  const values = Object.fromEntries(
    Object.entries(campi).map(([k, c]) => [k, (c as { valore: unknown } | undefined)?.valore]),
  ) as ValoriBolletta;
  const v = <K extends keyof ValoriBolletta>(k: K): ValoriBolletta[K] => values[k];

  const tipo = v('tipoIntestatario') ?? (v('ragioneSociale') || v('partitaIva') ? 'PG' : 'PF');
  const cf =
    tipo === 'PF'
      ? take('codiceFiscale', valid<string>(codiceFiscaleSchema, v('codiceFiscale')), v('codiceFiscale'))
      : v('codiceFiscale');
  const piva = take('partitaIva', valid<string>(partitaIvaSchema, v('partitaIva')), v('partitaIva'));
  const before = proposta.intestatario.anagrafica ?? {};
  const anagrafica =
    tipo === 'PG'
      ? {
          ...before,
          tipo: 'PG' as const,
          ...(v('ragioneSociale') ? { ragioneSociale: v('ragioneSociale') } : {}),
          ...(piva ? { partitaIva: piva } : {}),
          ...((cf ?? piva) ? { codiceFiscale: cf ?? piva } : {}),
        }
      : {
          ...before,
          tipo: 'PF' as const,
          ...(v('nome') ? { nome: v('nome') } : {}),
          ...(v('cognome') ? { cognome: v('cognome') } : {}),
          ...(cf ? { codiceFiscale: cf } : {}),
        };

  const address = v('indirizzoFornitura');
  const cap = take('indirizzoFornitura.cap', valid<string>(capSchema, address?.cap), address?.cap);
  const indirizzo = address ? { ...address, ...(cap ? { cap } : { cap: undefined }) } : undefined;

  const pod = take('pod', valid<string>(podSchema, v('pod')), v('pod'));
  const pdr = take('pdr', valid<string>(pdrSchema, v('pdr')), v('pdr'));
  const kw = v('potenzaImpegnataKw');
  const potenza = kw !== undefined && kw >= 0.5 && kw <= 20 && (kw * 2) % 1 === 0 ? kw : undefined;
  take('potenzaImpegnataKw', potenza, kw);
  const volt = v('tensioneV');
  const tensione = take('tensioneV', volt === undefined ? undefined : tensioneOfVolt(volt), volt);
  const remi = take('codiceRemi', valid<string>(codiceRemiSchema, v('codiceRemi')), v('codiceRemi'));
  const categoria = v('categoriaUsoGas');

  const forniture = proposta.forniture.map((f): Fornitura => {
    const withAddress = indirizzo ? { ...f, indirizzo: { ...f.indirizzo, ...defined(indirizzo) } } : f;
    if (f.commodity === 'LUCE') {
      return {
        ...withAddress,
        ...(pod ? { pod } : {}),
        ...(potenza !== undefined ? { potenzaImpegnataKw: potenza } : {}),
        ...(tensione ? { tensione } : {}),
      };
    }
    return {
      ...withAddress,
      ...(pdr ? { pdr } : {}),
      ...(remi ? { codiceRemi: remi } : {}),
      ...(categoria && CATEGORIE_USO_GAS.includes(categoria) ? { categoriaUsoGas: categoria } : {}),
    };
  });
  return {
    proposta: { ...proposta, intestatario: { ...proposta.intestatario, anagrafica }, forniture },
    ignorati,
  };
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;
}
