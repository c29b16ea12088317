import crypto from 'node:crypto';

// Webhook secrets (api-contract.md: shown once, then used to sign every delivery): kept encrypted at
// rest with AES-256-GCM under a key derived from SECRET_KEY apart from its other uses, so a copy of
// the database alone cannot sign as the funnel. Never logged.

const keyOf = (secretKey: string) =>
  crypto.createHmac('sha256', secretKey).update('webhook-secrets').digest();

/** A new secret as the receiver configures it: 32 random bytes, `whsec_` and base64url. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

export function sealSecret(secretKey: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** Throws when the text was not sealed with this SECRET_KEY (or was altered). */
export function openSecret(secretKey: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data) throw new Error('webhook secret unreadable');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** `Funnel-Signature`: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> (api-contract.md). */
export function signatureHeader(secret: string, at: Date, body: Buffer): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
  return `t=${t},v1=${v1}`;
}
