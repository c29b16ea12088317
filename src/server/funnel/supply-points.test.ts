import { describe, expect, it } from 'vitest';
import type { Operazione } from '../../shared/domain';
import type { StatoPuntoFornitura } from '../../shared/schemas/registry';
import type { SupplyPoint } from '../services/adapters/registry/registry';
import { fillFromPoint, lookupOutcome, pointView } from './supply-points';

const point = (stato: StatoPuntoFornitura, over: Partial<SupplyPoint> = {}): SupplyPoint => ({
  pdp: 'IT002E30817462',
  commodity: 'LUCE',
  stato,
  intestatario: 'VRDLCU78E12F704L',
  indirizzo: {
    toponimo: 'Via',
    via: 'Tuscolana',
    civico: '120',
    cap: '00181',
    comune: 'Roma',
    provincia: 'RM',
  },
  potenzaKw: 3,
  tensione: 'MONOFASE',
  distributore: 'Areti',
  codiceRemi: null,
  usoLuce: 'DOMESTICO',
  usoGas: null,
  categoriaUsoGas: null,
  consumoAnnuo: 1850,
  ...over,
});

describe('lookupOutcome: registry state per operation', () => {
  it.each<[Operazione, (SupplyPoint | null)[], string, string[]]>([
    ['ATTIVAZIONE', [null], 'OK', []],
    ['ATTIVAZIONE', [point('ATTIVO')], 'OK', []],
    ['ATTIVAZIONE', [point('CESSATO')], 'ALTRA_OPERAZIONE', ['SUBENTRO']],
    ['ATTIVAZIONE', [point('ATTIVO_ALTRO_INTESTATARIO')], 'ALTRA_OPERAZIONE', ['VOLTURA']],
    ['ATTIVAZIONE', [point('ATTIVO'), point('CESSATO')], 'ALTRA_OPERAZIONE', ['SUBENTRO']],
    ['SUBENTRO', [null], 'NON_TROVATA', []],
    ['SUBENTRO', [point('CESSATO'), null], 'NON_TROVATA', []],
    ['SUBENTRO', [point('CESSATO')], 'OK', []],
    ['SUBENTRO', [point('ATTIVO_ALTRO_INTESTATARIO')], 'ATTIVA', ['VOLTURA']],
    ['SUBENTRO', [point('ATTIVO')], 'ATTIVA', ['ATTIVAZIONE', 'VOLTURA']],
    ['VOLTURA', [null], 'NON_TROVATA', []],
    ['VOLTURA', [point('ATTIVO_ALTRO_INTESTATARIO')], 'OK', []],
    ['VOLTURA', [point('ATTIVO')], 'OK', []],
    ['VOLTURA', [point('CESSATO')], 'ALTRA_OPERAZIONE', ['SUBENTRO']],
  ])('%s over %j → %s %j', (op, points, esito, operazioni) => {
    const outcome = lookupOutcome(op, points);
    expect(outcome.esito).toBe(esito);
    expect([...outcome.operazioni].sort()).toEqual([...operazioni].sort());
  });
});

describe('fillFromPoint', () => {
  it('takes the address and technical data of the registry', () => {
    const f = fillFromPoint({ commodity: 'LUCE', residente: true }, point('CESSATO'), 'DOMESTICO');
    expect(f).toMatchObject({
      pod: 'IT002E30817462',
      potenzaImpegnataKw: 3,
      tensione: 'MONOFASE',
      usoLuce: 'DOMESTICO',
      residente: true,
      indirizzo: { comune: 'Roma', cap: '00181' },
    });
  });

  it('leaves a use the contract type does not allow for the customer to choose', () => {
    const business = point('CESSATO', { usoLuce: 'ALTRI_USI_MT' });
    expect(fillFromPoint({ commodity: 'LUCE' }, business, 'DOMESTICO').usoLuce).toBeUndefined();
    expect(fillFromPoint({ commodity: 'LUCE' }, business, 'ALTRI_USI').usoLuce).toBe('ALTRI_USI_MT');
  });
});

describe('pointView', () => {
  it('never shows the holder', () => {
    const view = pointView({ commodity: 'LUCE', pod: 'IT002E30817462' }, point('ATTIVO'));
    expect(JSON.stringify(view)).not.toContain('VRDLCU78E12F704L');
    expect(view).toMatchObject({ stato: 'ATTIVO', distributore: 'Areti' });
  });

  it('shows the typed code of a point the registry lacks', () => {
    expect(pointView({ commodity: 'GAS', pdr: '00889999999999' }, null)).toEqual({
      pdp: '00889999999999',
      commodity: 'GAS',
      stato: null,
      indirizzo: null,
      distributore: null,
    });
  });
});
