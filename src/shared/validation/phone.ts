// domain.md: Italian phone numbers. The min metadata keeps the client bundle light (architecture.md);
// the server may use /max where the number's type (mobile, fixed) matters.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A valid number on the +39 plan, written nationally or internationally. The default country alone
 * would also let through valid foreign numbers such as +41. +39 includes Vatican City (06 698...).
 */
export function isValidItalianPhone(s: string): boolean {
  if (!isValidPhoneNumber(s, 'IT')) return false;
  return parsePhoneNumberFromString(s, 'IT')?.countryCallingCode === '39';
}

/** E.164 form (+393471234567) of a valid Italian number, else null. */
export function normalizePhone(s: string): string | null {
  if (!isValidItalianPhone(s)) return null;
  return parsePhoneNumberFromString(s, 'IT')?.number ?? null;
}

/**
 * A number as a person writes it (+393331234567 → "333 123 4567"): the value is stored in E.164, shown
 * in the national format wherever the customer reads it. Anything that is not a valid Italian number
 * (a draft half typed) shows as it is.
 */
export function formatPhone(s: string): string {
  if (!isValidItalianPhone(s)) return s;
  return parsePhoneNumberFromString(s, 'IT')?.formatNational() ?? s;
}
