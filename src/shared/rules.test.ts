import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POTENZE_KW, USI_LUCE } from './domain';
import {
  isPotenzaValida,
  suggerisciTrifase,
  tipiAnagraficaAmmessi,
  titoliAmmessi,
  usiGasAmmessi,
  usiLuceAmmessi,
} from './rules';

describe('titoliAmmessi (spec 5)', () => {
  it('DOMESTICO excludes the legal representative', () => {
    expect(titoliAmmessi('DOMESTICO')).toEqual(['PROPRIETARIO', 'AFFITTUARIO', 'CONDUTTORE AD ALTRO TITOLO']);
  });

  it('ALTRI_USI excludes the tenant', () => {
    expect(titoliAmmessi('ALTRI_USI')).toEqual([
      'PROPRIETARIO',
      'LEGALE RAPPRESENTANTE',
      'CONDUTTORE AD ALTRO TITOLO',
    ]);
  });

  it('CONDOMINIO excludes the tenant', () => {
    expect(titoliAmmessi('CONDOMINIO')).toEqual([
      'PROPRIETARIO',
      'LEGALE RAPPRESENTANTE',
      'CONDUTTORE AD ALTRO TITOLO',
    ]);
  });
});

describe('usiLuceAmmessi (spec 5)', () => {
  it('DOMESTICO offers only other low-voltage uses and domestic', () => {
    expect(usiLuceAmmessi('DOMESTICO')).toEqual(['ALTRI_USI_BT', 'DOMESTICO']);
  });

  it('ALTRI_USI offers every use', () => {
    expect(usiLuceAmmessi('ALTRI_USI')).toEqual([...USI_LUCE]);
  });

  it('CONDOMINIO offers every use', () => {
    expect(usiLuceAmmessi('CONDOMINIO')).toEqual([...USI_LUCE]);
  });
});

describe('usiGasAmmessi (spec 5)', () => {
  it('DOMESTICO: domestic and condominium domestic use', () => {
    expect(usiGasAmmessi('DOMESTICO')).toEqual(['DOMESTICO', 'CONDOMINIO_USO_DOMESTICO']);
  });

  it('CONDOMINIO: industrial and condominium domestic use', () => {
    expect(usiGasAmmessi('CONDOMINIO')).toEqual(['INDUSTRIALE', 'CONDOMINIO_USO_DOMESTICO']);
  });

  it('ALTRI_USI: other uses, condominium domestic use and industrial', () => {
    expect(usiGasAmmessi('ALTRI_USI')).toEqual(['USI_DIVERSI', 'CONDOMINIO_USO_DOMESTICO', 'INDUSTRIALE']);
  });

  it('any other contract type: none', () => {
    expect(usiGasAmmessi('')).toEqual([]);
    expect(usiGasAmmessi('domestico')).toEqual([]);
    expect(usiGasAmmessi('PUBBLICA_AMMINISTRAZIONE')).toEqual([]);
  });
});

describe('tipiAnagraficaAmmessi', () => {
  it('DOMESTICO: a natural person only', () => {
    expect(tipiAnagraficaAmmessi('DOMESTICO')).toEqual(['PF']);
  });

  it('ALTRI_USI: a natural person or a company', () => {
    expect(tipiAnagraficaAmmessi('ALTRI_USI')).toEqual(['PF', 'PG']);
  });

  it('CONDOMINIO: a body only', () => {
    expect(tipiAnagraficaAmmessi('CONDOMINIO')).toEqual(['PG']);
  });
});

describe('committed power', () => {
  it('accepts 0.5..20 kW in steps of 0.5', () => {
    expect(POTENZE_KW.every(isPotenzaValida)).toBe(true);
    for (const kw of [0, 0.25, 0.75, 3.3, 20.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isPotenzaValida(kw), String(kw)).toBe(false);
    }
  });

  it('is valid exactly for the listed powers', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 25 }), (kw) => {
        expect(isPotenzaValida(kw)).toBe(POTENZE_KW.includes(kw));
      }),
    );
  });

  it('suggests TRIFASE above 6 kW', () => {
    expect(suggerisciTrifase(3)).toBe(false);
    expect(suggerisciTrifase(6)).toBe(false);
    expect(suggerisciTrifase(6.5)).toBe(true);
    expect(suggerisciTrifase(20)).toBe(true);
  });
});
