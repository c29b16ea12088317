// domain.md: direct debit (SDD) takes any SEPA country's IBAN (EU Reg. 260/2012 art. 9 forbids
// refusing an account because of the member state it is held in).
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * ISO codes that start the IBANs of the EPC's list of SEPA scheme countries. Our own list because
 * ibantools 4.5's SEPA flag predates the 2024-2025 enlargement (AL, ME, MD, MK, RS). Territories such as
 * French Guiana, Åland, Jersey or the Azores use their state's IBAN prefix (FR, FI, GB, PT), so they are
 * covered by it.
 */
export const SEPA_IBAN_COUNTRIES: readonly string[] = [
  // EU member states
  ...'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
  // EEA
  ...'IS LI NO'.split(' '),
  // other SEPA scheme countries
  ...'AD AL CH GB GI MC MD ME MK RS SM VA'.split(' '),
];

/** Removes spaces (and the dashes some people type) and upper-cases. */
export function normalizeIban(s: string): string {
  return (electronicFormatIBAN(s.replace(/\s+/g, '')) ?? '').toUpperCase();
}

/** The two-letter country code an IBAN starts with, or null. */
export function ibanCountry(s: string): string | null {
  const match = /^[A-Z]{2}/.exec(normalizeIban(s));
  return match ? match[0] : null;
}

/** Length, BBAN format and mod-97 check digits (ibantools), held in a SEPA scheme country. */
export function isValidSepaIban(s: string): boolean {
  const iban = normalizeIban(s);
  const country = ibanCountry(iban);
  return country !== null && SEPA_IBAN_COUNTRIES.includes(country) && isValidIBAN(iban);
}
