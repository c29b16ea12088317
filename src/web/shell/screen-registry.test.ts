import { describe, expect, it } from 'vitest';
import { kebab, resolveScreen } from './screen-registry';

describe('step host mapping (spec 2)', () => {
  const available = new Set(['dati-anagrafici', 'aurora-dati-anagrafici', 'riepilogo', 'unknown']);
  it('names screen folders in kebab-case', () => {
    expect(kebab('datiAnagraficiSubentrante')).toBe('dati-anagrafici-subentrante');
  });
  it('prefers the brand-specific screen', () => {
    expect(resolveScreen('datiAnagrafici', 'aurora', available)).toBe('aurora-dati-anagrafici');
  });
  it('falls back to the generic screen for other brands', () => {
    expect(resolveScreen('datiAnagrafici', 'lumen', available)).toBe('dati-anagrafici');
    expect(resolveScreen('riepilogo', 'aurora', available)).toBe('riepilogo');
  });
  it('shows the unknown screen for an unknown step name', () => {
    expect(resolveScreen('passoInventato', 'lumen', available)).toBe('unknown');
  });
});
