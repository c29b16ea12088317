// domain.md "Rules (spec 5) and identifiers": POD identifies an electricity supply point, PDR a gas one.

/** Removes white space and upper-cases. */
export function normalizePod(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/** `IT` + 3-digit distributor code + `E` + 8 digits, then an optional check character. */
export function isValidPod(s: string): boolean {
  return /^IT\d{3}E\d{8}[A-Z0-9]?$/.test(normalizePod(s));
}

/** Removes white space (the API carries PDRs without spaces, api-contract.md). */
export function normalizePdr(s: string): string {
  return s.replace(/\s+/g, '');
}

/** Exactly 14 digits. */
export function isValidPdr(s: string): boolean {
  return /^\d{14}$/.test(normalizePdr(s));
}

/** Italian postcode: 5 digits. Whether it belongs to the comune is checked on the server (domain.md). */
export function isValidCap(s: string): boolean {
  return /^\d{5}$/.test(s.trim());
}
