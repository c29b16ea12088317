import { describe, expect, it } from 'vitest';
import type { StepName } from '../../shared/domain';
import { firstStep, nextStep, previousStep, progressOf } from './engine';
import type { Flow, SaleFacts } from './flows';
import { ATTIVAZIONE } from './flows';

const facts = (over: Partial<SaleFacts> = {}): SaleFacts => ({
  operazione: 'ATTIVAZIONE',
  tipoContratto: 'DOMESTICO',
  commodities: ['LUCE'],
  variabili: {},
  ...over,
});

const existingCustomer = facts({ variabili: { giaCliente: true } });
const gas = facts({ commodities: ['GAS'] });
const dual = facts({ commodities: ['LUCE', 'GAS'] });

/** A small flow with guards, shaped like domain.md's sketch: a customer branch and a gas-only step. */
const GUARDED: Flow = {
  operazione: 'ATTIVAZIONE',
  steps: [
    { name: 'ricercaCliente' },
    {
      name: 'verificaOtpCliente',
      when: { label: 'existing customer', test: (f) => f.variabili.giaCliente === true },
    },
    {
      name: 'datiAnagrafici',
      when: { label: 'new customer', test: (f) => f.variabili.giaCliente !== true },
    },
    { name: 'datiTecnici' },
    { name: 'verificaRemi', when: { label: 'gas', test: (f) => f.commodities.includes('GAS') } },
    {
      name: 'creditCheckKo',
      when: { label: 'credit check failed', test: (f) => f.variabili.creditCheckResult === false },
    },
    { name: 'riepilogo' },
  ],
};

/** Every guarded step first, so the first applicable one depends on the facts. */
const GUARDED_START: Flow = {
  operazione: 'SUBENTRO',
  steps: [
    { name: 'ricercaCliente', when: { label: 'never', test: () => false } },
    { name: 'datiFornitura', when: { label: 'gas', test: (f) => f.commodities.includes('GAS') } },
    { name: 'datiAnagrafici' },
  ],
};

/** Walks the flow from its first step and lists every step visited. */
function walk(flow: Flow, f: SaleFacts): StepName[] {
  const visited: StepName[] = [firstStep(flow, f)];
  for (let s = nextStep(flow, visited[0]!, f); s; s = nextStep(flow, s, f)) visited.push(s);
  return visited;
}

describe('firstStep', () => {
  it('is the first step whose guard holds', () => {
    expect(firstStep(GUARDED, facts())).toBe('ricercaCliente');
    expect(firstStep(GUARDED_START, gas)).toBe('datiFornitura');
    expect(firstStep(GUARDED_START, facts())).toBe('datiAnagrafici');
  });

  it('throws when no step applies', () => {
    const none: Flow = {
      operazione: 'VOLTURA',
      steps: [{ name: 'firma', when: { label: 'x', test: () => false } }],
    };
    expect(() => firstStep(none, facts())).toThrow(/VOLTURA/);
    expect(() => firstStep({ operazione: 'VOLTURA', steps: [] }, facts())).toThrow();
  });
});

describe('nextStep', () => {
  it('skips a step whose guard is false', () => {
    expect(nextStep(GUARDED, 'ricercaCliente', facts())).toBe('datiAnagrafici');
    expect(nextStep(GUARDED, 'ricercaCliente', existingCustomer)).toBe('verificaOtpCliente');
    expect(nextStep(GUARDED, 'datiTecnici', gas)).toBe('verificaRemi');
  });

  it('skips several guarded steps in a row', () => {
    expect(nextStep(GUARDED, 'datiTecnici', facts())).toBe('riepilogo');
    expect(nextStep(GUARDED, 'datiTecnici', facts({ variabili: { creditCheckResult: false } }))).toBe(
      'creditCheckKo',
    );
  });

  it('leaves a guarded step by the same rule, even when its own guard no longer holds', () => {
    expect(nextStep(GUARDED, 'verificaOtpCliente', existingCustomer)).toBe('datiTecnici');
    expect(nextStep(GUARDED, 'verificaOtpCliente', facts())).toBe('datiAnagrafici');
  });

  it('returns null after the last step and after the last applicable step', () => {
    expect(nextStep(GUARDED, 'riepilogo', facts())).toBeNull();
    expect(
      nextStep({ operazione: 'ATTIVAZIONE', steps: GUARDED.steps.slice(0, 5) }, 'datiTecnici', facts()),
    ).toBe(null);
  });

  it('returns null for a step that is not in the flow', () => {
    expect(nextStep(ATTIVAZIONE, 'fornituraNonTrovata', facts())).toBeNull();
    expect(nextStep(GUARDED, 'firma', facts())).toBeNull();
  });

  it('walks each path of the guarded flow', () => {
    expect(walk(GUARDED, facts())).toEqual(['ricercaCliente', 'datiAnagrafici', 'datiTecnici', 'riepilogo']);
    expect(walk(GUARDED, { ...existingCustomer, commodities: ['LUCE', 'GAS'] })).toEqual([
      'ricercaCliente',
      'verificaOtpCliente',
      'datiTecnici',
      'verificaRemi',
      'riepilogo',
    ]);
  });
});

describe('previousStep', () => {
  const history: StepName[] = [
    'datiAnagrafici',
    'indirizzoFornitura',
    'datiTecnici',
    'modalitaInvioBolletta',
  ];

  it('without a target: the last visited step, removed from the history', () => {
    expect(previousStep(history)).toEqual({
      step: 'modalitaInvioBolletta',
      history: ['datiAnagrafici', 'indirizzoFornitura', 'datiTecnici'],
    });
    expect(previousStep(['datiAnagrafici'])).toEqual({ step: 'datiAnagrafici', history: [] });
  });

  it('with a target: that step, and the history before it', () => {
    expect(previousStep(history, 'indirizzoFornitura')).toEqual({
      step: 'indirizzoFornitura',
      history: ['datiAnagrafici'],
    });
    expect(previousStep(history, 'datiAnagrafici')).toEqual({ step: 'datiAnagrafici', history: [] });
    expect(previousStep(history, 'modalitaInvioBolletta')?.history).toEqual(history.slice(0, 3));
  });

  it('returns null for a target that was not visited', () => {
    expect(previousStep(history, 'riepilogo')).toBeNull();
  });

  it('returns null on an empty history, with or without a target', () => {
    expect(previousStep([])).toBeNull();
    expect(previousStep([], 'datiAnagrafici')).toBeNull();
  });

  it('picks the last occurrence of a step visited twice', () => {
    const again: StepName[] = ['datiAnagrafici', 'datiTecnici', 'riepilogo', 'datiTecnici', 'riepilogo'];
    expect(previousStep(again, 'datiTecnici')).toEqual({
      step: 'datiTecnici',
      history: ['datiAnagrafici', 'datiTecnici', 'riepilogo'],
    });
    expect(previousStep(again)).toEqual({ step: 'riepilogo', history: again.slice(0, 4) });
  });

  it('does not change the history it is given', () => {
    const copy = [...history];
    previousStep(history, 'datiAnagrafici');
    expect(history).toEqual(copy);
  });
});

describe('progressOf', () => {
  it('counts only the steps that apply to the sale', () => {
    expect(progressOf(GUARDED, 'ricercaCliente', facts())).toEqual({ index: 1, total: 4 });
    expect(progressOf(GUARDED, 'datiTecnici', facts())).toEqual({ index: 3, total: 4 });
    expect(progressOf(GUARDED, 'verificaRemi', dual)).toEqual({ index: 4, total: 5 });
    expect(progressOf(GUARDED, 'riepilogo', { ...dual, variabili: { creditCheckResult: false } })).toEqual({
      index: 6,
      total: 6,
    });
  });

  it('ends the count at a step that ends the flow: nothing after it will come', () => {
    const ko = facts({ variabili: { creditCheckEsito: 'KO' } });
    const at = progressOf(ATTIVAZIONE, 'creditCheckKo', ko);
    expect(at.index).toBeGreaterThan(1);
    expect(at.total).toBe(at.index);
  });

  it('gives index 0 for a step outside the flow or one that does not apply', () => {
    expect(progressOf(ATTIVAZIONE, 'creditCheckKo', facts())).toEqual({ index: 0, total: 11 });
    expect(progressOf(GUARDED, 'verificaRemi', facts())).toEqual({ index: 0, total: 4 });
  });
});

describe('terminal branches', () => {
  const BRANCHED: Flow = {
    operazione: 'SUBENTRO',
    steps: [
      { name: 'datiFornitura' },
      {
        name: 'fornituraNonTrovata',
        terminal: true,
        when: { label: 'not in the registry', test: (f) => f.variabili.esitoFornitura === 'NON_TROVATA' },
      },
      { name: 'datiAnagrafici' },
      { name: 'riepilogo' },
    ],
  };
  const found = facts({ operazione: 'SUBENTRO', variabili: { esitoFornitura: 'OK' } });
  const missing = facts({ operazione: 'SUBENTRO', variabili: { esitoFornitura: 'NON_TROVATA' } });

  it('leads to the branch when its guard holds', () => {
    expect(nextStep(BRANCHED, 'datiFornitura', missing)).toBe('fornituraNonTrovata');
  });
  it('passes it by otherwise', () => {
    expect(nextStep(BRANCHED, 'datiFornitura', found)).toBe('datiAnagrafici');
  });
  it('ends the flow there, whatever follows in the list', () => {
    expect(nextStep(BRANCHED, 'fornituraNonTrovata', missing)).toBeNull();
  });
  it('is never reached from a later step', () => {
    expect(nextStep(BRANCHED, 'datiAnagrafici', missing)).toBe('riepilogo');
  });
});
