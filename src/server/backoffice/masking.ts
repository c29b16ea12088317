// Personal data as a viewer sees it (api-contract.md "Back office and webhooks": viewer reads,
// personal data masked): enough to tell two sales apart, not enough to identify the customer.

/** `Mario Rossi` → `M*** R***` */
export function maskName(v: string): string {
  return v
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w.slice(0, 1)}***`)
    .join(' ');
}

/** `RSSMRA80A01H501U` → `RSSMRA**********`: the surname and name letters only */
export function maskFiscalCode(v: string): string {
  return v.slice(0, 6) + '*'.repeat(Math.max(0, v.length - 6));
}

/** `mario.rossi@example.com` → `m***@example.com` */
export function maskEmail(v: string): string {
  const at = v.indexOf('@');
  return at < 0 ? maskName(v) : `${v.slice(0, 1)}***${v.slice(at)}`;
}

/** the last two digits of a phone, the last four characters of an IBAN */
export function maskTail(v: string, keep: number): string {
  return '*'.repeat(Math.max(0, v.length - keep)) + v.slice(-keep);
}

const BY_KEY: Record<string, (v: string) => string> = {
  nome: maskName,
  cognome: maskName,
  ragioneSociale: maskName,
  codiceFiscale: maskFiscalCode,
  partitaIva: maskFiscalCode,
  email: maskEmail,
  telefono: (v) => maskTail(v, 2),
  iban: (v) => maskTail(v, 4),
  via: maskName,
  civico: () => '***',
  ip: () => '***',
  userAgent: () => '***',
};

/** A copy of a proposal (or any part of it) with every personal field masked, at any depth. */
export function maskPersonalData(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return BY_KEY[key]?.(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => maskPersonalData(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonalData(v, k)]));
  }
  return value;
}
