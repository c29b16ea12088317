import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, normalizePartitaIva, partitaIvaCheckDigit } from './partita-iva';

const tenDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
  .map((digits) => digits.join(''));

describe('partita IVA', () => {
  it('computes the check digit (worked by hand: 0123456789 -> 7)', () => {
    expect(partitaIvaCheckDigit('0123456789')).toBe('7');
    expect(isValidPartitaIva('01234567897')).toBe(true);
    expect(isValidPartitaIva(' 012 345 678 97 ')).toBe(true);
    expect(normalizePartitaIva(' 012 345 678 97 ')).toBe('01234567897');
    expect(() => partitaIvaCheckDigit('012345678')).toThrow(RangeError);
    expect(() => partitaIvaCheckDigit('012345678A')).toThrow(RangeError);
  });

  it('rejects wrong lengths, letters, a country prefix and all zeros', () => {
    expect(isValidPartitaIva('01234567890')).toBe(false);
    expect(isValidPartitaIva('0123456789')).toBe(false);
    expect(isValidPartitaIva('012345678970')).toBe(false);
    expect(isValidPartitaIva('IT01234567897')).toBe(false);
    expect(isValidPartitaIva('0123456789A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
    expect(isValidPartitaIva('')).toBe(false);
  });

  it('10 digits followed by their check digit are valid', () => {
    fc.assert(
      fc.property(tenDigits, (first10) => {
        fc.pre(!/^0+$/.test(first10));
        expect(isValidPartitaIva(first10 + partitaIvaCheckDigit(first10))).toBe(true);
      }),
    );
  });

  it('any single changed digit makes it invalid', () => {
    fc.assert(
      fc.property(tenDigits, fc.nat(10), fc.integer({ min: 1, max: 9 }), (first10, position, delta) => {
        const piva = first10 + partitaIvaCheckDigit(first10);
        const digit = (Number(piva.charAt(position)) + delta) % 10;
        const changed = piva.slice(0, position) + String(digit) + piva.slice(position + 1);
        expect(isValidPartitaIva(changed)).toBe(false);
      }),
    );
  });
});
