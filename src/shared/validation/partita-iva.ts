// spec 5 / domain.md: partita IVA (DPR 633/1972 art. 35): 7 digits of the holder's number, 3 of the
// tax office, 1 check digit computed like Luhn on the first 10.

/** The check digit of a partita IVA (also of a company's 11-digit codice fiscale). */
export function partitaIvaCheckDigit(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new RangeError('partitaIvaCheckDigit needs exactly 10 digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      sum += digit;
    } else {
      // Digits in even (1-based) positions are doubled, and 9 is taken off a two-digit result.
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return String((10 - (sum % 10)) % 10);
}

/** Removes white space; the value must then be 11 digits. */
export function normalizePartitaIva(s: string): string {
  return s.replace(/\s+/g, '');
}

/** 11 digits, not all zeros (it passes the checksum but is never issued), with a correct check digit. */
export function isValidPartitaIva(s: string): boolean {
  const piva = normalizePartitaIva(s);
  if (!/^\d{11}$/.test(piva) || /^0+$/.test(piva)) return false;
  return partitaIvaCheckDigit(piva.slice(0, 10)) === piva.slice(10);
}
