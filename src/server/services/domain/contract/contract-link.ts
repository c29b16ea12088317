import crypto from 'node:crypto';
import { timingSafeEqualText } from '../../../secrets';

// The contract's address in the sale.signed event (issue 15 item 3): a link the retailer's systems
// open with no session and no web client key, valid 7 days, signed with an HMAC of the sale and the
// expiry under a key derived from SECRET_KEY for this use only (a leaked link opens one contract
// until it expires; nothing else signed with SECRET_KEY can be forged from it).

export const CONTRACT_LINK_TTL_MS = 7 * 86_400_000;

export type ContractLinkKeys = { secretKey: string; publicBaseUrl: string };

/** The route's path, under /api/v1 (http/routes/contract-link.ts). */
export const contractLinkPath = (uuid: string) => `/api/v1/contratti/${uuid}`;

function keyOf(secretKey: string): Buffer {
  return crypto.createHmac('sha256', secretKey).update('contract-link:v1').digest();
}

function signatureOf(secretKey: string, uuid: string, expiresS: number): string {
  return crypto.createHmac('sha256', keyOf(secretKey)).update(`${uuid}.${expiresS}`).digest('hex');
}

/** An absolute link, from PUBLIC_BASE_URL, valid from `now` for 7 days. */
export function signContractLink(keys: ContractLinkKeys, uuid: string, now: Date) {
  const expiresS = Math.floor((now.getTime() + CONTRACT_LINK_TTL_MS) / 1000);
  const query = new URLSearchParams({
    scade: String(expiresS),
    firma: signatureOf(keys.secretKey, uuid, expiresS),
  });
  return {
    url: `${keys.publicBaseUrl}${contractLinkPath(uuid)}?${query.toString()}`,
    expiresAt: new Date(expiresS * 1000),
  };
}

/** Whether a link's `scade` and `firma` are ours for this sale and not yet past (timing-safe). */
export function checkContractLink(
  secretKey: string,
  uuid: string,
  scade: number,
  firma: string,
  now: Date,
): boolean {
  const genuine = timingSafeEqualText(firma, signatureOf(secretKey, uuid, scade));
  return genuine && scade * 1000 > now.getTime();
}
