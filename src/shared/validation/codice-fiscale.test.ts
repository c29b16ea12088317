import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import { CodiceFiscaleUtils } from '@marketto/codice-fiscale-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalCodiceFiscale,
  codiceFiscaleCheckChar,
  decodeCodiceFiscale,
  isValidCodiceFiscale,
  isValidCodiceFiscaleNumerico,
  normalizeCodiceFiscale,
} from './codice-fiscale';

// The reference library checks the birth place against the Belfiore registry; the tests only use it as
// an oracle (the client code must stay light, architecture.md).
const reference = new CodiceFiscaleUtils(belfioreConnector);
async function referenceValid(cf: string): Promise<boolean> {
  return reference.validator.codiceFiscale(cf).valid;
}

const TODAY = new Date(2025, 5, 15);
const MONTHS = 'ABCDEHLMPRST';
const OMOCODIA = 'LMNPQRSTUV';
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const ALPHANUMERIC = [...LETTERS, ...'0123456789'.split('')];
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ'.split('');
const VOWELS = 'AEIOU'.split('');
// Places that exist through the whole last century, so any birth date there is coherent.
const PLACES = [
  'H501',
  'F205',
  'F839',
  'L219',
  'G273',
  'A944',
  'D612',
  'C351',
  'L736',
  'A562',
  'Z110',
  'Z404',
];

function withCheckChar(first15: string): string {
  return first15 + codiceFiscaleCheckChar(first15);
}

/** Replaces the digits of the positions in `mask` (bit 0 = last digit) with their omocodia letters. */
function omocode(cf: string, mask: number): string {
  const chars = cf.slice(0, 15).split('');
  [...OMOCODIA_POSITIONS].reverse().forEach((position, bit) => {
    const digit = Number(chars[position]);
    if ((mask >> bit) & 1 && !Number.isNaN(digit)) chars[position] = OMOCODIA.charAt(digit);
  });
  return withCheckChar(chars.join(''));
}

// Name parts as the rule builds them: consonants, then vowels, then X.
const namePart = fc
  .constantFrom('CCC', 'CCV', 'CCX', 'CVV', 'CVX', 'CXX', 'VVV', 'VVX', 'VXX')
  .chain((shape) =>
    fc.tuple(
      ...shape
        .split('')
        .map((kind) =>
          kind === 'C'
            ? fc.constantFrom(...CONSONANTS)
            : kind === 'V'
              ? fc.constantFrom(...VOWELS)
              : fc.constant('X'),
        ),
    ),
  )
  .map((chars) => chars.join(''));

type PersonFields = {
  surname: string;
  name: string;
  daysBefore: number;
  sesso: 'M' | 'F';
  place: string;
  omocodia: number;
};

const DAY_MS = 86_400_000;
const person = fc.record({
  surname: namePart,
  name: namePart,
  // Born up to ~99.6 years before TODAY, so the century is never ambiguous.
  daysBefore: fc.integer({ min: 0, max: 36_400 }),
  sesso: fc.constantFrom('M' as const, 'F' as const),
  place: fc.constantFrom(...PLACES),
  omocodia: fc.integer({ min: 0, max: 127 }),
});

function encode(p: PersonFields): { cf: string; dataNascita: string } {
  const birth = new Date(Date.UTC(2025, 5, 15) - p.daysBefore * DAY_MS);
  const day = birth.getUTCDate() + (p.sesso === 'F' ? 40 : 0);
  const first15 =
    p.surname +
    p.name +
    String(birth.getUTCFullYear() % 100).padStart(2, '0') +
    MONTHS.charAt(birth.getUTCMonth()) +
    String(day).padStart(2, '0') +
    p.place;
  return {
    cf: omocode(withCheckChar(first15), p.omocodia),
    dataNascita: birth.toISOString().slice(0, 10),
  };
}

describe('codice fiscale', () => {
  it('accepts a known code, in any case and spacing', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale(' rssmra 85t10 a562s ')).toBe(true);
    expect(normalizeCodiceFiscale(' rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
    expect(isValidCodiceFiscale('VRNGNY07D68C351V')).toBe(true);
    expect(isValidCodiceFiscale('MRNMIA02E45L219X')).toBe(true);
  });

  it('computes the check character with the official tables', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(codiceFiscaleCheckChar('vrngny07d68c351')).toBe('V');
    expect(() => codiceFiscaleCheckChar('RSSMRA85T10A56')).toThrow(RangeError);
    expect(() => codiceFiscaleCheckChar('RSSMRA85T10A56-')).toThrow(RangeError);
  });

  it('accepts every omocodic variant of a code, as the reference library builds them', () => {
    for (let id = 0; id < 128; id++) {
      const variant = reference.parser.cfOmocode('RSSMRA85T10A562S', id);
      expect(isValidCodiceFiscale(variant), variant).toBe(true);
      expect(variant).toBe(omocode('RSSMRA85T10A562S', id));
      expect(decodeCodiceFiscale(variant, TODAY)).toEqual({
        dataNascita: '1985-12-10',
        sesso: 'M',
        codiceBelfiore: 'A562',
      });
    }
    expect(isValidCodiceFiscale('RSSMRAURTLMARNSS')).toBe(false);
  });

  it('rejects wrong check characters, months, days and shapes', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85F10A562'))).toBe(false); // F is no month
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T00A562'))).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T32A562'))).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T40A562'))).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T72A562'))).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T41A562'))).toBe(true);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T71A562'))).toBe(true);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85B31A562'))).toBe(false); // 31 February
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85D31A562'))).toBe(false); // 31 April
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85B29A562'))).toBe(false); // not a leap year
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA84B69A562'))).toBe(true);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA00B29A562'))).toBe(true); // 2000 was leap
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T10A000'))).toBe(false);
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA85T10N562'))).toBe(false); // no Belfiore N
    expect(isValidCodiceFiscale(withCheckChar('RASMRA85T10A562'))).toBe(false); // consonants first
    expect(isValidCodiceFiscale(withCheckChar('RSSMRA8AT10A562'))).toBe(false); // A is no omocodia
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isValidCodiceFiscale('RSSMRA85T10A562SS')).toBe(false);
    expect(isValidCodiceFiscale('')).toBe(false);
    expect(isValidCodiceFiscale('01234567897')).toBe(false);
  });

  it('accepts 11-digit company codes only through isValidCodiceFiscaleNumerico', () => {
    expect(isValidCodiceFiscaleNumerico('01234567897')).toBe(true);
    expect(isValidCodiceFiscaleNumerico('01234567890')).toBe(false);
    expect(isValidCodiceFiscaleNumerico('00000000000')).toBe(false);
    expect(isValidCodiceFiscaleNumerico('RSSMRA85T10A562S')).toBe(false);
  });

  it('decodes birth date, sex and place', () => {
    expect(decodeCodiceFiscale('RSSMRA85T10A562S', TODAY)).toEqual({
      dataNascita: '1985-12-10',
      sesso: 'M',
      codiceBelfiore: 'A562',
    });
    expect(decodeCodiceFiscale('VRNGNY07D68C351V', TODAY)).toEqual({
      dataNascita: '2007-04-28',
      sesso: 'F',
      codiceBelfiore: 'C351',
    });
    expect(decodeCodiceFiscale('RSSMRA85T10A562T', TODAY)).toBeNull();
  });

  it('picks the century in which the person is already born and under 100', () => {
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA25A10H501'), TODAY)?.dataNascita).toBe('2025-01-10');
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA25H15H501'), TODAY)?.dataNascita).toBe('2025-06-15');
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA25H16H501'), TODAY)?.dataNascita).toBe('1925-06-16');
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA25T10H501'), TODAY)?.dataNascita).toBe('1925-12-10');
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA99T10H501'), TODAY)?.dataNascita).toBe('1999-12-10');
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA00B69H501'), TODAY)).toMatchObject({
      dataNascita: '2000-02-29',
      sesso: 'F',
    });
    // Seen from 1999, year 00 is 1900, and 29 February 1900 did not exist.
    expect(decodeCodiceFiscale(withCheckChar('RSSMRA00B69H501'), new Date(1999, 0, 1))).toBeNull();
  });

  it('generated codes are valid, and the reference library agrees', async () => {
    await fc.assert(
      fc.asyncProperty(person, async (p) => {
        const { cf } = encode(p);
        expect(isValidCodiceFiscale(cf)).toBe(true);
        expect(await referenceValid(cf)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the reference library on codes with random dates and check characters', async () => {
    const anyLetter = fc.constantFrom(...LETTERS);
    const digitLike = fc.constantFrom(...'0123456789'.split(''), ...OMOCODIA.split(''));
    const code = fc
      .record({
        surname: fc.oneof(
          namePart,
          fc.tuple(anyLetter, anyLetter, anyLetter).map((a) => a.join('')),
        ),
        name: namePart,
        year: fc.tuple(digitLike, digitLike).map((a) => a.join('')),
        // February and the 30-day months often, with their edge days, to exercise the calendar.
        month: fc.oneof(
          fc.constantFrom('B', 'D', 'H', 'P', 'S'),
          fc.constantFrom(...MONTHS.split('')),
          anyLetter,
        ),
        day: fc.oneof(
          fc.constantFrom('28', '29', '30', '31', '68', '69', '70', '71'),
          fc.integer({ min: 0, max: 79 }).map((d) => String(d).padStart(2, '0')),
          fc.tuple(digitLike, digitLike).map((a) => a.join('')),
        ),
        place: fc.constantFrom(...PLACES),
        check: fc.option(anyLetter),
      })
      .map((c) => {
        const first15 = c.surname + c.name + c.year + c.month + c.day + c.place;
        return first15 + (c.check ?? codiceFiscaleCheckChar(first15));
      });
    await fc.assert(
      fc.asyncProperty(code, async (cf) => {
        expect(isValidCodiceFiscale(cf)).toBe(await referenceValid(cf));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the reference library on every calendar day, leap years and omocodia included', async () => {
    const digitLike = fc.constantFrom(...'0123456789'.split(''), ...OMOCODIA.split(''));
    const code = fc
      .record({
        year: fc.tuple(digitLike, digitLike).map((a) => a.join('')),
        month: fc.constantFrom(...MONTHS.split('')),
        day: fc.oneof(
          fc.constantFrom('00', '28', '29', '30', '31', '32', '40', '41', '68', '69', '70', '71', '72'),
          fc.tuple(digitLike, digitLike).map((a) => a.join('')),
        ),
      })
      .map((c) => withCheckChar(`RSSMRA${c.year}${c.month}${c.day}H501`));
    await fc.assert(
      fc.asyncProperty(code, async (cf) => {
        expect(isValidCodiceFiscale(cf)).toBe(await referenceValid(cf));
      }),
      { numRuns: 1000 },
    );
  });

  it('any single changed character makes a valid code invalid, omocodia included', () => {
    fc.assert(
      fc.property(person, fc.nat(15), fc.constantFrom(...ALPHANUMERIC), (p, position, replacement) => {
        const { cf } = encode(p);
        fc.pre(cf.charAt(position) !== replacement);
        const changed = cf.slice(0, position) + replacement + cf.slice(position + 1);
        // An omocodia letter for a digit is a different code: its check character changes too.
        expect(isValidCodiceFiscale(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('an omocodia substitution with its new check character stays valid and means the same', () => {
    fc.assert(
      fc.property(person, fc.integer({ min: 1, max: 127 }), (p, mask) => {
        const { cf } = encode({ ...p, omocodia: 0 });
        const variant = omocode(cf, mask);
        expect(variant).not.toBe(cf);
        expect(isValidCodiceFiscale(variant)).toBe(true);
        expect(decodeCodiceFiscale(variant, TODAY)).toEqual(decodeCodiceFiscale(cf, TODAY));
      }),
    );
  });

  it('every omocodic variant has the plain code as its canonical form', () => {
    fc.assert(
      fc.property(person, fc.integer({ min: 0, max: 127 }), (p, mask) => {
        const { cf } = encode({ ...p, omocodia: 0 });
        expect(canonicalCodiceFiscale(omocode(cf, mask).toLowerCase())).toBe(cf);
      }),
    );
    expect(canonicalCodiceFiscale(' abc ')).toBe('ABC');
  });

  it('decoding gives back the birth date, sex and place', () => {
    fc.assert(
      fc.property(person, (p) => {
        const { cf, dataNascita } = encode(p);
        expect(decodeCodiceFiscale(cf, TODAY)).toEqual({
          dataNascita,
          sesso: p.sesso,
          codiceBelfiore: p.place,
        });
      }),
      { numRuns: 500 },
    );
  });
});
