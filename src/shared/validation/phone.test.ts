import { describe, expect, it } from 'vitest';
import { formatPhone, isValidItalianPhone, normalizePhone } from './phone';

describe('Italian phone numbers', () => {
  it('accepts mobile and landline numbers, national or international', () => {
    for (const phone of [
      '3471234567',
      '347 123 4567',
      '+39 347 123 4567',
      '0039 347 1234567',
      '02 12345678',
      '06 6982 1234',
    ]) {
      expect(isValidItalianPhone(phone), phone).toBe(true);
    }
  });

  it('rejects short, malformed and foreign numbers', () => {
    for (const phone of [
      '12345',
      '3331234',
      'abc',
      '',
      '+41 44 668 18 00',
      '+378 0549 123456',
      '+33 1 23 45 67 89',
    ]) {
      expect(isValidItalianPhone(phone), phone).toBe(false);
    }
  });

  it('normalizes to E.164', () => {
    expect(normalizePhone('347 123 4567')).toBe('+393471234567');
    expect(normalizePhone('0039 347 1234567')).toBe('+393471234567');
    expect(normalizePhone('02 1234 5678')).toBe('+390212345678');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+41 44 668 18 00')).toBeNull();
  });

  it('shows a stored number in the national format, and anything else as it is', () => {
    expect(formatPhone('+393331234567')).toBe('333 123 4567');
    expect(formatPhone('+390212345678')).toBe('02 1234 5678');
    expect(formatPhone('333 12')).toBe('333 12');
  });
});
