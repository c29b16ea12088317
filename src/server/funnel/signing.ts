import crypto from 'node:crypto';
import type { Language } from '../../shared/domain';
import type { Step } from '../../shared/schemas/api';
import { taskStale, validationError } from '../errors';
import type { Mailer } from '../services/adapters/mail/mailer';
import type { Metrics } from '../services/adapters/metrics/metrics';
import { otpFirmaMail, otpFirmaSms, signedMail } from '../services/adapters/mail/templates';
import type { OtpService } from '../services/domain/otp/otp-service';
import { OTP_POLICY, maskDestination } from '../services/domain/otp/otp-service';
import type { SmsGateway } from '../services/adapters/sms/sms-gateway';
import type { Db, Executor } from '../store/db';
import { recordSaleEvent } from '../store/repos/sale-events';
import { updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import { assertUsable, loadSale } from './context';
import { stepView } from './step-view';
import { congratulazioni } from './steps/congratulazioni';
import { firma } from './steps/firma';

// Signing with a one-time code (issue 2.6): the code is sent when the firma step is entered;
// verifica-otp checks it, freezes the proposal and concludes the sale. The code goes by e-mail, or by
// SMS when the proposal's contact has a phone and no e-mail (issue 5): the contact the customer gave
// is the choice. On success the signed contract is rendered and mailed by a job (contracts.ts).

const SCOPO = 'FIRMA';

export type SigningDeps = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  sms: SmsGateway;
  otp: OtpService;
  /** Queues the signed contract in the signing transaction. */
  contracts: { schedule(tx: Executor, venditaUuid: string): Promise<void> };
  metrics: Pick<Metrics, 'signatures'>;
};
export type SignerMeta = { ip: string; userAgent: string };

type Channel = { canale: 'email' | 'sms'; to: string };

function channelOf(sale: Sale): Channel {
  const contatti = sale.vendita.proposta.intestatario.contatti;
  if (contatti?.email) return { canale: 'email', to: contatti.email };
  if (contatti?.telefono) return { canale: 'sms', to: contatti.telefono };
  throw validationError({ 'intestatario.contatti.email': 'validation.required' });
}

export function createSigning({ db, now, mailer, sms, otp, contracts, metrics }: SigningDeps) {
  async function send(tx: Executor, sale: Sale) {
    const { canale, to } = channelOf(sale);
    const uuid = sale.vendita.uuid;
    const sent = await otp.issue(tx, { venditaUuid: uuid, scopo: SCOPO, canale, destinazione: to });
    const lang = sale.vendita.lingua as Language;
    const minutes = OTP_POLICY.ttlMs / 60_000;
    if (canale === 'sms') {
      const { subject, text } = otpFirmaSms(lang, sale.marchio.nome, sent.code, minutes);
      await sms.send(tx, { to, text, label: subject, tipo: 'otp_firma', venditaUuid: uuid });
    } else {
      const mail = otpFirmaMail(lang, sale.marchio.nome, sent.code, minutes);
      await mailer.send(tx, { to, ...mail, tipo: 'otp_firma', venditaUuid: uuid });
    }
    return { canale, destinazione: maskDestination(to), scadenza: sent.expiresAt.toISOString() };
  }

  /** Entering firma sends a code, unless one was sent moments ago (going back and forth). */
  async function onEnter(tx: Executor, sale: Sale): Promise<void> {
    if (await otp.canIssue(tx, sale.vendita.uuid, SCOPO)) await send(tx, sale);
  }

  async function lockAtFirma(tx: Executor, uuid: string): Promise<Sale> {
    const sale = await loadSale(tx, uuid, true);
    assertUsable(sale, now());
    if (sale.vendita.stepName !== firma.name) throw taskStale();
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
          canale: channelOf(sale).canale,
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 300),
        },
      };
      const changes = {
        stato: 'CONCLUSA',
        firmataIl: t,
        proposta,
        stepName: congratulazioni.name,
        storia: [...sale.vendita.storia, firma.name],
        taskId: crypto.randomUUID(),
        updatedAt: t,
      };
      await updateVendita(tx, uuid, changes);
      const email = proposta.intestatario.contatti?.email;
      if (email) {
        const mail = signedMail(sale.vendita.lingua as Language, sale.marchio.nome, proposta.id);
        await mailer.send(tx, { to: email, ...mail, tipo: 'firma_conferma', venditaUuid: uuid });
      }
      await contracts.schedule(tx, uuid);
      // issue 15 item 3: the event commits with the signature or not at all; its data follows with the
      // contract (contracts.ts), which is when it can be delivered
      await recordSaleEvent(tx, { venditaUuid: uuid, type: 'sale.signed', version: 1, at: t, data: null });
      return {
        ok: true as const,
        step: await stepView(tx, { ...sale, vendita: { ...sale.vendita, ...changes } }),
        signed: {
          operazione: sale.vendita.operazione,
          marchio: sale.marchio.codice,
          canale: proposta.firma.canale,
        },
      };
    });
    if (!outcome.ok) throw outcome.error;
    // counted once committed
    metrics.signatures.inc(outcome.signed);
    return outcome.step;
  }

  return { onEnter, resend, verify };
}

export type Signing = ReturnType<typeof createSigning>;
