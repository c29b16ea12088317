import { describe, expect, it } from 'vitest';
import { contactOf, isSupplyCompatible, maskTaxCode } from './customers';

describe('isSupplyCompatible (domain.md CAMBIO_PRODOTTO)', () => {
  const luceDomestico = { commodity: 'LUCE', tipoContratto: 'DOMESTICO' } as const;
  const gasDomestico = { commodity: 'GAS', tipoContratto: 'DOMESTICO' } as const;
  const luceAltriUsi = { commodity: 'LUCE', tipoContratto: 'ALTRI_USI' } as const;

  it.each([
    [luceDomestico, { tipo: 'LUCE', tipoContratto: 'DOMESTICO' }, true],
    [luceDomestico, { tipo: 'LUCE_GAS', tipoContratto: 'DOMESTICO' }, true],
    [gasDomestico, { tipo: 'LUCE_GAS', tipoContratto: 'DOMESTICO' }, true],
    [gasDomestico, { tipo: 'LUCE', tipoContratto: 'DOMESTICO' }, false],
    [luceDomestico, { tipo: 'GAS', tipoContratto: 'DOMESTICO' }, false],
    [luceAltriUsi, { tipo: 'LUCE', tipoContratto: 'DOMESTICO' }, false],
    [luceAltriUsi, { tipo: 'LUCE', tipoContratto: 'ALTRI_USI' }, true],
    [luceDomestico, { tipo: 'LUCE', tipoContratto: 'ALTRI_USI' }, false],
  ])('%o on %o: %s', (supply, offerta, expected) => {
    expect(isSupplyCompatible(supply, offerta)).toBe(expected);
  });
});

describe('contactOf', () => {
  it('prefers the e-mail, else the phone by SMS, else none', () => {
    expect(contactOf({ email: 'a@b.it', telefono: '+393331234567' })).toEqual({
      canale: 'email',
      destinazione: 'a@b.it',
    });
    expect(contactOf({ email: null, telefono: '+393331234567' })).toEqual({
      canale: 'sms',
      destinazione: '+393331234567',
    });
    expect(contactOf({ email: null, telefono: null })).toBeNull();
  });
});

describe('maskTaxCode', () => {
  it('keeps the first three characters and the last', () => {
    expect(maskTaxCode('VRDLRA82C55L219F')).toBe('VRD************F');
    expect(maskTaxCode('03124570163')).toBe('031*******3');
    expect(maskTaxCode('ABC')).toBe('***');
  });
});
