import { describe, expect, it } from 'vitest';
import type { CreditCheckFields } from '../../../../shared/schemas/credit-check';
import { codiceFiscaleCheckChar } from '../../../../shared/validation/codice-fiscale';
import type { CreditCheckRequest } from './credit-check-provider';
import type { CreditRule } from './rules-provider';
import { evaluateCreditRules } from './rules-provider';

const withCheckChar = (first15: string) => first15 + codiceFiscaleCheckChar(first15);
const KO_CF = withCheckChar('NREMRC80A01H501');
const OK_CF = withCheckChar('BNCGLI90A41F205');

const RULES: CreditRule[] = [
  { id: 1, marchioId: null, campo: 'codiceFiscale', valore: KO_CF, motivo: 'cf' },
  { id: 2, marchioId: null, campo: 'partitaIva', valore: '07654321095', motivo: 'piva' },
  { id: 3, marchioId: null, campo: 'codiceCliente', valore: 'C1009999', motivo: 'cliente' },
  { id: 4, marchioId: 2, campo: 'cap', valore: '80100', motivo: 'cap brand 2' },
];

const address = {
  toponimo: 'Via',
  via: 'Roma',
  civico: '1',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};
const person = (codiceFiscale: string, extra: Partial<CreditCheckFields> = {}): CreditCheckRequest => ({
  marchioId: 1,
  cliente: 'nuovo',
  dati: { nome: 'Mario', cognome: 'Rossi', codiceFiscale, ...address, ...extra },
});
const existing = (
  tipoIdentificativo: 'CODICE_CLIENTE' | 'CODICE_FISCALE' | 'PARTITA_IVA',
  valoreIdentificativo: string,
  marchioId = 1,
): CreditCheckRequest => ({ marchioId, cliente: 'esistente', tipoIdentificativo, valoreIdentificativo });

describe('evaluateCreditRules', () => {
  it('passes when no rule names a value of the request', () => {
    expect(evaluateCreditRules(RULES, person(OK_CF))).toEqual({ esito: 'OK' });
    expect(evaluateCreditRules([], person(KO_CF))).toEqual({ esito: 'OK' });
  });

  it('fails on a codice fiscale, with the rule’s reason', () => {
    expect(evaluateCreditRules(RULES, person(KO_CF))).toEqual({ esito: 'KO', motivo: 'cf' });
  });

  it('matches however the code was typed, omocodic variants included', () => {
    // omocodia replaces digits from the right: 1 → M in the last position of the place code
    const omocodic = withCheckChar('NREMRC80A01H50M');
    expect(omocodic).not.toBe(KO_CF);
    expect(evaluateCreditRules(RULES, person(omocodic)).esito).toBe('KO');
    const rules = [{ ...RULES[0]!, valore: ` ${KO_CF.toLowerCase()} ` }];
    expect(evaluateCreditRules(rules, person(KO_CF)).esito).toBe('KO');
  });

  it('fails a company on its partita IVA', () => {
    const company: CreditCheckRequest = {
      marchioId: 3,
      cliente: 'nuovo',
      dati: { ragioneSociale: 'Rossi Srl', partitaIva: '07654321095', ...address },
    };
    expect(evaluateCreditRules(RULES, company)).toEqual({ esito: 'KO', motivo: 'piva' });
    const other = { ...company, dati: { ...company.dati, partitaIva: '12345678903' } };
    expect(evaluateCreditRules(RULES, other).esito).toBe('OK');
  });

  it('applies a brand’s rules to that brand only, global ones to every brand', () => {
    const napoli = (marchioId: number): CreditCheckRequest => ({
      ...person(OK_CF, { cap: '80100' }),
      marchioId,
    });
    expect(evaluateCreditRules(RULES, napoli(2))).toEqual({ esito: 'KO', motivo: 'cap brand 2' });
    expect(evaluateCreditRules(RULES, napoli(1)).esito).toBe('OK');
    expect(evaluateCreditRules(RULES, { ...person(KO_CF), marchioId: 3 }).esito).toBe('KO');
  });

  it('takes the first matching rule in id order', () => {
    const both = person(KO_CF, { cap: '80100' });
    const reversed = [...RULES].reverse();
    expect(evaluateCreditRules(reversed, { ...both, marchioId: 2 })).toEqual({ esito: 'KO', motivo: 'cf' });
  });

  it('checks an existing customer by the kind of identifier given', () => {
    expect(evaluateCreditRules(RULES, existing('CODICE_CLIENTE', 'C1009999'))).toEqual({
      esito: 'KO',
      motivo: 'cliente',
    });
    expect(evaluateCreditRules(RULES, existing('CODICE_CLIENTE', ' c100 9999 ')).esito).toBe('KO');
    expect(evaluateCreditRules(RULES, existing('CODICE_FISCALE', KO_CF)).esito).toBe('KO');
    expect(evaluateCreditRules(RULES, existing('PARTITA_IVA', '07654321095')).esito).toBe('KO');
    expect(evaluateCreditRules(RULES, existing('CODICE_CLIENTE', 'C1000101')).esito).toBe('OK');
  });

  it('never matches a value against a rule of another field', () => {
    // the failing partita IVA given as a customer code, the failing customer code as a codice fiscale
    expect(evaluateCreditRules(RULES, existing('CODICE_CLIENTE', '07654321095')).esito).toBe('OK');
    expect(evaluateCreditRules(RULES, existing('CODICE_FISCALE', 'C1009999')).esito).toBe('OK');
    // an existing customer has no address: a CAP rule cannot apply
    expect(evaluateCreditRules(RULES, existing('CODICE_CLIENTE', '80100', 2)).esito).toBe('OK');
  });

  it('ignores a rule on a field it does not know', () => {
    const rules: CreditRule[] = [{ id: 9, marchioId: null, campo: 'comune', valore: 'Milano', motivo: 'x' }];
    expect(evaluateCreditRules(rules, person(OK_CF)).esito).toBe('OK');
  });
});
