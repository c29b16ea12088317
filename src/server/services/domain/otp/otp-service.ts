import crypto from 'node:crypto';
import type { AppError } from '../../../errors';
import { otpExpired, otpInvalid, otpLocked, rateLimited } from '../../../errors';
import type { Executor } from '../../../store/db';
import { insertOtp, listOtp, updateOtp } from '../../../store/repos/messages';

// One-time codes (architecture.md): six digits, only an HMAC kept at rest, expiring, locked after a
// few wrong tries, sends rate-limited.

export const OTP_POLICY = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendIntervalMs: 30_000,
  maxSendsPerDay: 5,
} as const;

export type OtpIssue = { venditaUuid: string; scopo: string; canale: 'email' | 'sms'; destinazione: string };
export type OtpSent = { code: string; expiresAt: Date };
export type OtpCheck = { ok: true; sentAt: Date } | { ok: false; error: AppError };

export type OtpService = {
  /** Throws 429 when the sends are exhausted. */
  issue(db: Executor, req: OtpIssue): Promise<OtpSent>;
  /** When a new code may be sent now: false inside the resend interval or past the daily limit. */
  canIssue(db: Executor, venditaUuid: string, scopo: string): Promise<boolean>;
  /** Never throws on a wrong code: the failed attempt must be committed before the caller answers. */
  verify(db: Executor, venditaUuid: string, scopo: string, code: string): Promise<OtpCheck>;
};

export function maskDestination(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) {
    const local = value.slice(0, at);
    return `${local[0]}${'*'.repeat(Math.max(local.length - 2, 1))}${local.length > 1 ? local.at(-1) : ''}${value.slice(at)}`;
  }
  return `${'*'.repeat(Math.max(value.length - 3, 0))}${value.slice(-3)}`;
}

export function createOtpService(secret: string, now: () => Date): OtpService {
  const hash = (venditaUuid: string, scopo: string, code: string) =>
    crypto.createHmac('sha256', secret).update(`${venditaUuid}:${scopo}:${code}`).digest('hex');

  async function canIssue(db: Executor, venditaUuid: string, scopo: string): Promise<boolean> {
    const t = now().getTime();
    const recent = (await listOtp(db, venditaUuid, scopo)).filter(
      (o) => t - o.createdAt.getTime() < 86_400_000,
    );
    const last = recent[0];
    if (last && t - last.createdAt.getTime() < OTP_POLICY.resendIntervalMs) return false;
    return recent.length < OTP_POLICY.maxSendsPerDay;
  }

  return {
    canIssue,
    async issue(db, req) {
      if (!(await canIssue(db, req.venditaUuid, req.scopo))) throw rateLimited();
      const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
      const created = now();
      const expiresAt = new Date(created.getTime() + OTP_POLICY.ttlMs);
      await insertOtp(db, {
        id: crypto.randomUUID(),
        venditaUuid: req.venditaUuid,
        scopo: req.scopo,
        codeHash: hash(req.venditaUuid, req.scopo, code),
        canale: req.canale,
        destinazione: maskDestination(req.destinazione),
        createdAt: created,
        expiresAt,
      });
      return { code, expiresAt };
    },
    async verify(db, venditaUuid, scopo, code) {
      const [latest] = await listOtp(db, venditaUuid, scopo);
      if (!latest || latest.usatoIl) return { ok: false, error: otpExpired() };
      if (latest.tentativi >= OTP_POLICY.maxAttempts) return { ok: false, error: otpLocked() };
      if (now() > latest.expiresAt) return { ok: false, error: otpExpired() };
      const given = Buffer.from(hash(venditaUuid, scopo, code), 'hex');
      const stored = Buffer.from(latest.codeHash, 'hex');
      if (given.length === stored.length && crypto.timingSafeEqual(given, stored)) {
        await updateOtp(db, latest.id, { usatoIl: now() });
        return { ok: true, sentAt: latest.createdAt };
      }
      const tentativi = latest.tentativi + 1;
      await updateOtp(db, latest.id, { tentativi });
      return { ok: false, error: tentativi >= OTP_POLICY.maxAttempts ? otpLocked() : otpInvalid() };
    },
  };
}
