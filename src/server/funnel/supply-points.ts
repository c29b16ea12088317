import type { Operazione, TipoContratto } from '../../shared/domain';
import type { Fornitura, Proposta } from '../../shared/schemas/proposta';
import type { PuntoFornituraView } from '../../shared/schemas/step-context';
import { usiGasAmmessi, usiLuceAmmessi } from '../../shared/rules';
import type { SupplyPoint } from '../services/adapters/registry/registry';
import type { EsitoFornitura } from './variables';

// What the registry's answer for the sale's points means for the operation (domain.md flows): pure,
// so every branch is a row of a table in the unit tests.

/** The code of a fornitura's point: POD for electricity, PDR for gas. */
export function pdpOf(f: Pick<Fornitura, 'commodity' | 'pod' | 'pdr'>): string | undefined {
  return f.commodity === 'LUCE' ? f.pod : f.pdr;
}

/** The operation each registry state calls for, when it is not the ordinary switch. */
function operationsFor(point: SupplyPoint): Operazione[] {
  switch (point.stato) {
    case 'CESSATO':
      return ['SUBENTRO'];
    case 'ATTIVO_ALTRO_INTESTATARIO':
      return ['VOLTURA'];
    default:
      // active with another supplier: the customer's own switch, or a transfer when it is someone else's
      return ['ATTIVAZIONE', 'VOLTURA'];
  }
}

export type Lookup = { esito: EsitoFornitura; operazioni: Operazione[] };

/**
 * The outcome for an operation of the points of a sale (null = not in the registry), in the offer's
 * commodity order. ATTIVAZIONE accepts an unknown point (a new connection gets its POD from the
 * distributor) and an active one; a ceased point or one under another holder needs another operation.
 */
export function lookupOutcome(operazione: Operazione, points: readonly (SupplyPoint | null)[]): Lookup {
  const unique = (ops: Operazione[]) => [...new Set(ops)].filter((o) => o !== operazione);
  const found = points.filter((p): p is SupplyPoint => p !== null);
  switch (operazione) {
    case 'ATTIVAZIONE': {
      const misfits = found.filter((p) => p.stato !== 'ATTIVO');
      if (!misfits.length) return { esito: 'OK', operazioni: [] };
      return { esito: 'ALTRA_OPERAZIONE', operazioni: unique(misfits.flatMap(operationsFor)) };
    }
    case 'SUBENTRO': {
      if (found.length < points.length) return { esito: 'NON_TROVATA', operazioni: [] };
      const active = found.filter((p) => p.stato !== 'CESSATO');
      if (!active.length) return { esito: 'OK', operazioni: [] };
      return { esito: 'ATTIVA', operazioni: unique(active.flatMap(operationsFor)) };
    }
    case 'VOLTURA': {
      if (found.length < points.length) return { esito: 'NON_TROVATA', operazioni: [] };
      if (found.some((p) => p.stato === 'CESSATO'))
        return { esito: 'ALTRA_OPERAZIONE', operazioni: ['SUBENTRO'] };
      return { esito: 'OK', operazioni: [] };
    }
    default:
      // a product change looks among the customer's own supplies (existing-customers.ts)
      return { esito: 'OK', operazioni: [] };
  }
}

/**
 * The fornitura filled from its registry point: address and technical data. A use the offer's
 * contract type does not allow is left for the customer to choose (datiTecniciOperazione).
 */
export function fillFromPoint(f: Fornitura, point: SupplyPoint, tipoContratto: TipoContratto): Fornitura {
  const filled: Fornitura = { ...f, indirizzo: { ...point.indirizzo } };
  if (f.commodity === 'LUCE') {
    filled.pod = point.pdp;
    if (point.potenzaKw !== null) filled.potenzaImpegnataKw = point.potenzaKw;
    if (point.tensione) filled.tensione = point.tensione;
    if (point.usoLuce && usiLuceAmmessi(tipoContratto).includes(point.usoLuce))
      filled.usoLuce = point.usoLuce;
  } else {
    filled.pdr = point.pdp;
    if (point.usoGas && usiGasAmmessi(tipoContratto).includes(point.usoGas)) filled.usoGas = point.usoGas;
    if (point.categoriaUsoGas) filled.categoriaUsoGas = point.categoriaUsoGas;
    if (point.codiceRemi) filled.codiceRemi = point.codiceRemi;
  }
  return filled;
}

export function fillProposta(
  proposta: Proposta,
  points: readonly (SupplyPoint | null)[],
  tipoContratto: TipoContratto,
): Proposta {
  return {
    ...proposta,
    forniture: proposta.forniture.map((f, i) => {
      const point = points[i];
      return point ? fillFromPoint(f, point, tipoContratto) : f;
    }),
  };
}

/** What the customer may see of a point: never its holder. */
export function pointView(
  f: Pick<Fornitura, 'commodity' | 'pod' | 'pdr'>,
  point: SupplyPoint | null,
): PuntoFornituraView {
  return {
    pdp: point?.pdp ?? pdpOf(f) ?? '',
    commodity: f.commodity,
    stato: point?.stato ?? null,
    indirizzo: point ? point.indirizzo : null,
    distributore: point?.distributore ?? null,
  };
}
