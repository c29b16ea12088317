import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/schemas/api';
import type { Config } from '../config';
import { timingSafeEqualText } from '../secrets';

// Issue 17.8: the signed contract (name, codice fiscale, masked IBAN, IP) downloads only in the
// browser that signed: the signing answer sets an HttpOnly, SameSite=Strict cookie holding a token
// for that sale (an HMAC of its uuid with SECRET_KEY), scoped to the contract's own address, and the
// download asks for it. The sale's uuid alone (a browser's history, a forwarded address) opens
// nothing; the mailed copy stays the customer's way to the contract later.

export const CONTRACT_COOKIE = 'contratto';
/** Longer than the congratulations screen (10 minutes), which the download checks on its own. */
const MAX_AGE_S = 60 * 60;

const pathOf = (uuid: string) => `${API_PREFIX}/vendite/${uuid}/contratto`;

function tokenOf(config: Config, uuid: string): string {
  return crypto.createHmac('sha256', config.secretKey).update(`contratto:${uuid}`).digest('base64url');
}

export function grantContractAccess(reply: FastifyReply, config: Config, uuid: string): void {
  reply.setCookie(CONTRACT_COOKIE, tokenOf(config, uuid), {
    path: pathOf(uuid),
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicBaseUrl.startsWith('https://'),
    maxAge: MAX_AGE_S,
  });
}

export function hasContractAccess(req: FastifyRequest, config: Config, uuid: string): boolean {
  const token = req.cookies[CONTRACT_COOKIE];
  return typeof token === 'string' && timingSafeEqualText(token, tokenOf(config, uuid));
}
