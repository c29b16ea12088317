import fc from 'fast-check';
import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { ibanCountry, isValidSepaIban, normalizeIban, SEPA_IBAN_COUNTRIES } from './iban';

/** ISO 13616 check digits: BBAN + country + "00", letters as 10..35, 98 minus the remainder mod 97. */
function checkDigits(country: string, bban: string): string {
  const numeric = (bban + country + '00').replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return String(98 - Number(BigInt(numeric) % 97n)).padStart(2, '0');
}

const DIGITS = '0123456789'.split('');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
function chars(alphabet: string[], length: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((a) => a.join(''));
}
// Italian BBAN: CIN letter, ABI (5 digits), CAB (5 digits), account number (12 letters or digits).
const italianIban = fc
  .tuple(chars(LETTERS, 1), chars(DIGITS, 10), chars([...DIGITS, ...LETTERS], 12))
  .map(([cin, abiCab, conto]) => {
    const bban = cin + abiCab + conto;
    return `IT${checkDigits('IT', bban)}${bban}`;
  });

describe('IBAN', () => {
  it('normalizes spaces, dashes and case', () => {
    expect(normalizeIban(' it60 x054 2811 1010 0000 0123 456 ')).toBe('IT60X0542811101000000123456');
    expect(normalizeIban('IT60-X054-2811-1010-0000-0123-456')).toBe('IT60X0542811101000000123456');
    expect(ibanCountry('it60 x054')).toBe('IT');
    expect(ibanCountry('60X054')).toBeNull();
  });

  it('accepts valid IBANs of SEPA countries, Italian or not', () => {
    expect(isValidSepaIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidSepaIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    for (const iban of [
      'DE89370400440532013000',
      'FR1420041010050500013M02606',
      'GB29NWBK60161331926819',
      'CH9300762011623852957',
      'SM86U0322509800000000270100',
      'ES9121000418450200051332',
    ]) {
      expect(isValidSepaIban(iban), iban).toBe(true);
    }
  });

  it('rejects valid IBANs of countries outside SEPA', () => {
    for (const iban of [
      'BR1800360305000010009795493C1',
      'TR330006100519786457841326',
      'SA0380000000608010167519',
    ]) {
      expect(isValidIBAN(iban), iban).toBe(true);
      expect(isValidSepaIban(iban), iban).toBe(false);
    }
    // The United States have no IBAN at all.
    expect(isValidSepaIban('US64SVBKUS6S3300958879')).toBe(false);
  });

  it('rejects wrong check digits, lengths and garbage', () => {
    expect(isValidSepaIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidSepaIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidSepaIban('IT60X05428111010000001234567')).toBe(false);
    expect(isValidSepaIban('')).toBe(false);
    expect(isValidSepaIban('not an iban')).toBe(false);
  });

  it('lists every SEPA country once', () => {
    expect(new Set(SEPA_IBAN_COUNTRIES).size).toBe(SEPA_IBAN_COUNTRIES.length);
    expect(SEPA_IBAN_COUNTRIES).toHaveLength(42);
  });

  it('Italian IBANs with computed check digits are valid', () => {
    fc.assert(
      fc.property(italianIban, (iban) => {
        expect(isValidSepaIban(iban)).toBe(true);
      }),
    );
  });

  it('any single changed digit or letter makes an IBAN invalid', () => {
    fc.assert(
      fc.property(
        italianIban,
        fc.integer({ min: 2, max: 26 }),
        fc.integer({ min: 1, max: 25 }),
        (iban, i, delta) => {
          const original = iban.charAt(i);
          const alphabet = /\d/.test(original) ? DIGITS : LETTERS;
          const replacement = alphabet[(alphabet.indexOf(original) + delta) % alphabet.length] ?? original;
          fc.pre(replacement !== original);
          expect(isValidSepaIban(iban.slice(0, i) + replacement + iban.slice(i + 1))).toBe(false);
        },
      ),
    );
  });
});
