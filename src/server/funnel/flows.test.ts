import { describe, expect, it } from 'vitest';
import type { Commodity, Operazione, StepName } from '../../shared/domain';
import { firstStep, nextStep, progressOf } from './engine';
import type { Flow, SaleFacts } from './flows';
import { ATTIVAZIONE, CAMBIO_PRODOTTO, FLOWS, SUBENTRO, VOLTURA } from './flows';
import { STEPS } from './steps/all';
import { switchOperation } from './steps/scelta-operazione';
import { readVariabili } from './variables';

// Every flow's every branch (issue 4 tests): a table of sale facts to the steps walked, first to last.

// the facts written as a sale stored them before the variables were typed: read as the server reads them
const facts = (
  operazione: Operazione,
  variabili: Record<string, string> = {},
  commodities: Commodity[] = ['LUCE'],
): SaleFacts => ({
  operazione,
  tipoContratto: 'DOMESTICO',
  commodities,
  variabili: readVariabili(variabili),
});

/** Walks from the first step, asking the facts at each step (a step's outcome changes them). */
function walk(flow: Flow, f: SaleFacts): StepName[] {
  const visited: StepName[] = [firstStep(flow, f)];
  for (let s = nextStep(flow, visited[0]!, f); s; s = nextStep(flow, s, f)) visited.push(s);
  return visited;
}

const TAIL: StepName[] = [
  'caricamentoAllegati',
  'accettazioneCondizioni',
  'riepilogo',
  'firma',
  'congratulazioni',
];
const PAY: StepName[] = ['modalitaInvioBolletta', 'metodoPagamento'];

describe.each<[string, Flow, SaleFacts, StepName[]]>([
  [
    'ATTIVAZIONE, new customer, electricity',
    ATTIVAZIONE,
    facts('ATTIVAZIONE', { giaCliente: 'false' }),
    ['ricercaCliente', 'datiAnagrafici', 'indirizzoFornitura', 'datiTecnici', ...PAY, ...TAIL],
  ],
  [
    'ATTIVAZIONE, existing customer, gas',
    ATTIVAZIONE,
    facts('ATTIVAZIONE', { giaCliente: 'true' }, ['GAS']),
    [
      'ricercaCliente',
      'verificaOtpCliente',
      'datiAnagrafici',
      'indirizzoFornitura',
      'datiTecnici',
      'verificaRemi',
      ...PAY,
      ...TAIL,
    ],
  ],
  [
    'ATTIVAZIONE, fast flow from a gas bill',
    ATTIVAZIONE,
    facts('ATTIVAZIONE', { fastProcess: 'true' }, ['GAS']),
    [
      'ricercaCliente',
      'datiAnagraficiEstratti',
      'datiTecniciEstratti',
      'verificaRemi',
      'invioBollettaPagamento',
      ...TAIL,
    ],
  ],
  [
    'ATTIVAZIONE, credit check KO',
    ATTIVAZIONE,
    facts('ATTIVAZIONE', { creditCheckEsito: 'KO' }),
    ['ricercaCliente', 'datiAnagrafici', 'indirizzoFornitura', 'datiTecnici', 'creditCheckKo'],
  ],
  [
    'ATTIVAZIONE on a ceased point',
    ATTIVAZIONE,
    facts('ATTIVAZIONE', { esitoFornitura: 'ALTRA_OPERAZIONE' }),
    ['ricercaCliente', 'datiAnagrafici', 'indirizzoFornitura', 'datiTecnici', 'sceltaOperazione'],
  ],
  [
    'SUBENTRO of a ceased point, dual',
    SUBENTRO,
    facts('SUBENTRO', { esitoFornitura: 'OK' }, ['LUCE', 'GAS']),
    ['datiFornitura', 'datiAnagrafici', 'datiTecniciOperazione', 'verificaRemi', ...PAY, ...TAIL],
  ],
  [
    'SUBENTRO, point not found',
    SUBENTRO,
    facts('SUBENTRO', { esitoFornitura: 'NON_TROVATA' }),
    ['datiFornitura', 'fornituraNonTrovata'],
  ],
  [
    'SUBENTRO, point still active',
    SUBENTRO,
    facts('SUBENTRO', { esitoFornitura: 'ATTIVA' }),
    ['datiFornitura', 'subentroFornituraAttiva', 'sceltaOperazione'],
  ],
  [
    'SUBENTRO, credit check KO',
    SUBENTRO,
    facts('SUBENTRO', { esitoFornitura: 'OK', creditCheckEsito: 'KO' }),
    ['datiFornitura', 'datiAnagrafici', 'datiTecniciOperazione', 'creditCheckKo'],
  ],
  [
    'VOLTURA of an active point',
    VOLTURA,
    facts('VOLTURA', { esitoFornitura: 'OK' }),
    ['datiFornitura', 'datiAnagraficiSubentrante', ...PAY, ...TAIL],
  ],
  [
    'VOLTURA, point not found',
    VOLTURA,
    facts('VOLTURA', { esitoFornitura: 'NON_TROVATA' }),
    ['datiFornitura', 'fornituraNonTrovata'],
  ],
  [
    'VOLTURA of a ceased point',
    VOLTURA,
    facts('VOLTURA', { esitoFornitura: 'ALTRA_OPERAZIONE' }),
    ['datiFornitura', 'sceltaOperazione'],
  ],
  [
    'CAMBIO_PRODOTTO of a listed supply',
    CAMBIO_PRODOTTO,
    facts('CAMBIO_PRODOTTO', { giaCliente: 'true', esitoFornitura: 'OK' }),
    ['ricercaCliente', 'verificaOtpCliente', 'selezioneFornitura', 'datiTecniciOperazione', ...TAIL],
  ],
  [
    'CAMBIO_PRODOTTO of a supply not listed, found',
    CAMBIO_PRODOTTO,
    facts('CAMBIO_PRODOTTO', { giaCliente: 'true', fornituraNonElencata: 'true', esitoFornitura: 'OK' }),
    [
      'ricercaCliente',
      'verificaOtpCliente',
      'selezioneFornitura',
      'datiFornitura',
      'datiTecniciOperazione',
      ...TAIL,
    ],
  ],
  [
    'CAMBIO_PRODOTTO, not among the supplies',
    CAMBIO_PRODOTTO,
    facts('CAMBIO_PRODOTTO', {
      giaCliente: 'true',
      fornituraNonElencata: 'true',
      esitoFornitura: 'NON_TROVATA_CLIENTE',
    }),
    [
      'ricercaCliente',
      'verificaOtpCliente',
      'selezioneFornitura',
      'datiFornitura',
      'cambioProdottoFornituraNonTrovata',
    ],
  ],
  [
    'CAMBIO_PRODOTTO, supply not compatible',
    CAMBIO_PRODOTTO,
    facts('CAMBIO_PRODOTTO', { giaCliente: 'true', esitoFornitura: 'NON_COMPATIBILE' }),
    ['ricercaCliente', 'verificaOtpCliente', 'selezioneFornitura', 'cambioProdottoFornituraNonCompatibile'],
  ],
])('%s', (_label, flow, f, expected) => {
  it('walks the expected steps', () => {
    expect(walk(flow, f)).toEqual(expected);
  });

  it('counts progress over the steps that apply', () => {
    const last = expected.at(-1)!;
    expect(progressOf(flow, last, f).index).toBe(expected.length);
  });
});

describe('every flow', () => {
  it('exists for each of the four operations', () => {
    expect(Object.keys(FLOWS).sort()).toEqual(['ATTIVAZIONE', 'CAMBIO_PRODOTTO', 'SUBENTRO', 'VOLTURA']);
  });

  it('has nothing after a terminal step and ends with congratulazioni', () => {
    for (const flow of Object.values(FLOWS)) {
      for (const step of flow.steps.filter((s) => s.terminal)) {
        expect(nextStep(flow, step.name, facts(flow.operazione))).toBeNull();
      }
      expect(flow.steps.at(-1)!.name).toBe('congratulazioni');
    }
  });

  it('lets sceltaOperazione lead nowhere by itself: the switch picks the new flow', () => {
    for (const flow of [ATTIVAZIONE, SUBENTRO, VOLTURA]) {
      const scelta = flow.steps.find((s) => s.name === 'sceltaOperazione')!;
      expect(STEPS[scelta.name].leaves).toEqual([switchOperation]);
    }
  });
});

describe('the progress of a product change (issue 16.4)', () => {
  it('counts the customer code from the first screen: the total does not move', () => {
    const start = facts('CAMBIO_PRODOTTO');
    const found = facts('CAMBIO_PRODOTTO', { giaCliente: 'true' });
    expect(progressOf(CAMBIO_PRODOTTO, 'ricercaCliente', start)).toEqual({ index: 1, total: 9 });
    expect(progressOf(CAMBIO_PRODOTTO, 'verificaOtpCliente', found)).toEqual({ index: 2, total: 9 });
    expect(progressOf(CAMBIO_PRODOTTO, 'selezioneFornitura', found)).toEqual({ index: 3, total: 9 });
  });
});
