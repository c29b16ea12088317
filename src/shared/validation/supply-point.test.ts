import { describe, expect, it } from 'vitest';
import { isValidCap, isValidPdr, isValidPod, normalizePdr, normalizePod } from './supply-point';

describe('POD', () => {
  it('accepts IT + 3 digits + E + 8 digits, with or without a check character', () => {
    expect(isValidPod('IT001E12345678')).toBe(true);
    expect(isValidPod('IT001E12345678A')).toBe(true);
    expect(isValidPod('IT001E123456789')).toBe(true);
    expect(isValidPod(' it 001 e 1234 5678 ')).toBe(true);
    expect(normalizePod(' it 001 e 1234 5678 ')).toBe('IT001E12345678');
  });

  it('rejects other shapes', () => {
    expect(isValidPod('IT001E1234567')).toBe(false);
    expect(isValidPod('IT001E12345678AB')).toBe(false);
    expect(isValidPod('IT01E123456789')).toBe(false);
    expect(isValidPod('FR001E12345678')).toBe(false);
    expect(isValidPod('IT001X12345678')).toBe(false);
    expect(isValidPod('IT001E1234567A')).toBe(false);
    expect(isValidPod('IT001E12345678-')).toBe(false);
    expect(isValidPod('')).toBe(false);
  });
});

describe('PDR', () => {
  it('accepts exactly 14 digits, spaces ignored', () => {
    expect(isValidPdr('00881234567890')).toBe(true);
    expect(isValidPdr('0088 1234 5678 90')).toBe(true);
    expect(normalizePdr(' 0088 1234 5678 90 ')).toBe('00881234567890');
  });

  it('rejects other lengths and letters', () => {
    expect(isValidPdr('0088123456789')).toBe(false);
    expect(isValidPdr('008812345678901')).toBe(false);
    expect(isValidPdr('0088123456789A')).toBe(false);
    expect(isValidPdr('')).toBe(false);
  });
});

describe('CAP', () => {
  it('accepts 5 digits', () => {
    expect(isValidCap('00184')).toBe(true);
    expect(isValidCap(' 20121 ')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidCap('0018')).toBe(false);
    expect(isValidCap('001844')).toBe(false);
    expect(isValidCap('0018A')).toBe(false);
    expect(isValidCap('00 184')).toBe(false);
    expect(isValidCap('')).toBe(false);
  });
});
