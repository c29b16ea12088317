/** `mario@example.com` → `m***o@example.com`: the holder recognises the address, a passer-by does not. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const last = local.length > 1 ? local.at(-1) : '';
  return `${local[0]}${'*'.repeat(Math.max(local.length - 2, 1))}${last}${email.slice(at)}`;
}
