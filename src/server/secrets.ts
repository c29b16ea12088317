import crypto from 'node:crypto';

/**
 * Compares secrets (keys, tokens, cookies) through fixed-length digests, so that neither how much of
 * them matched nor their length shows in the time taken.
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}
