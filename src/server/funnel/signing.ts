import crypto from 'node:crypto';
import type { Language } from '../../shared/domain';
import type { Step } from '../../shared/schemas/api';
import { taskStale, validationError } from '../errors';
import type { Mailer } from '../services/mail/mailer';
import { otpFirmaMail, signedMail } from '../services/mail/templates';
import type { OtpService } from '../services/otp/otp-service';
import { OTP_POLICY, maskDestination } from '../services/otp/otp-service';
import type { Db, Executor } from '../store/db';
import { updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import { assertUsable, loadSale } from './context';
import { stepView } from './step-view';

// Signing with a one-time code (issue 2.6): the code is sent when the firma step is entered;
// verifica-otp checks it, freezes the proposal and concludes the sale.

const SCOPO = 'FIRMA';

export type SigningDeps = { db: Db; now: () => Date; mailer: Mailer; otp: OtpService };
export type SignerMeta = { ip: string; userAgent: string };

export function createSigning({ db, now, mailer, otp }: SigningDeps) {
  async function send(tx: Executor, sale: Sale) {
    const email = sale.vendita.proposta.intestatario.contatti?.email;
    if (!email) throw validationError({ 'intestatario.contatti.email': 'validation.required' });
    const sent = await otp.issue(tx, {
      venditaUuid: sale.vendita.uuid,
      scopo: SCOPO,
      canale: 'email',
      destinazione: email,
    });
    const mail = otpFirmaMail(
      sale.vendita.lingua as Language,
      sale.marchio.nome,
      sent.code,
      OTP_POLICY.ttlMs / 60_000,
    );
    await mailer.send(tx, { to: email, ...mail, tipo: 'otp_firma', venditaUuid: sale.vendita.uuid });
    return {
      canale: 'email' as const,
      destinazione: maskDestination(email),
      scadenza: sent.expiresAt.toISOString(),
    };
  }

  /** Entering firma sends a code, unless one was sent moments ago (going back and forth). */
  async function onEnter(tx: Executor, sale: Sale): Promise<void> {
    if (await otp.canIssue(tx, sale.vendita.uuid, SCOPO)) await send(tx, sale);
  }

  async function lockAtFirma(tx: Executor, uuid: string): Promise<Sale> {
    const sale = await loadSale(tx, uuid, true);
    assertUsable(sale, now());
    if (sale.vendita.stepName !== 'firma') throw taskStale();
    return sale;
  }

  function resend(uuid: string) {
    return db.transaction(async (tx) => send(tx, await lockAtFirma(tx, uuid)));
  }

  async function verify(uuid: string, code: string, meta: SignerMeta): Promise<Step> {
    // The failed attempt is committed before the error is answered, so the lock after five counts.
    const outcome = await db.transaction(async (tx) => {
      const sale = await lockAtFirma(tx, uuid);
      const check = await otp.verify(tx, uuid, SCOPO, code);
      if (!check.ok) return check;
      const t = now();
      const proposta = {
        ...sale.vendita.proposta,
        firma: {
          firmataIl: t.toISOString(),
          otpInviatoIl: check.sentAt.toISOString(),
          canale: 'email',
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 300),
        },
      };
      const changes = {
        stato: 'CONCLUSA',
        firmataIl: t,
        proposta,
        stepName: 'congratulazioni' as const,
        storia: [...sale.vendita.storia, 'firma' as const],
        taskId: crypto.randomUUID(),
        updatedAt: t,
      };
      await updateVendita(tx, uuid, changes);
      const email = proposta.intestatario.contatti?.email;
      if (email) {
        const mail = signedMail(sale.vendita.lingua as Language, sale.marchio.nome, proposta.id);
        await mailer.send(tx, { to: email, ...mail, tipo: 'firma_conferma', venditaUuid: uuid });
      }
      return {
        ok: true as const,
        step: await stepView(tx, { ...sale, vendita: { ...sale.vendita, ...changes } }),
      };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.step;
  }

  return { onEnter, resend, verify };
}

export type Signing = ReturnType<typeof createSigning>;
