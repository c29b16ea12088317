import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../store/db';
import { insertOutbox } from '../../store/repos/messages';

// The mail service (architecture.md: outside systems). The default delivery is the outbox table,
// listed at the development page /dev/outbox, so codes and links can be followed on a laptop.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (otp_firma, resume, contract): logged instead of its content. */
  tipo: string;
  venditaUuid?: string;
  /** 'sms': `to` is a phone number and only `text` is sent (the outbox keeps both channels). */
  canale?: 'email' | 'sms';
};

export type Mailer = {
  /** Queues the mail in the caller's transaction, so a rolled-back step sends nothing. */
  send(db: Executor, mail: Mail): Promise<void>;
};

export function createOutboxMailer(log: FastifyBaseLogger, now: () => Date): Mailer {
  return {
    async send(db, mail) {
      const id = crypto.randomUUID();
      await insertOutbox(db, {
        id,
        canale: mail.canale ?? 'email',
        tipo: mail.tipo,
        destinatario: mail.to,
        oggetto: mail.subject,
        testo: mail.text,
        html: mail.html ?? null,
        venditaUuid: mail.venditaUuid ?? null,
        createdAt: now(),
      });
      // Never the recipient or the body: personal data stays out of the log.
      log.info({ outboxId: id, tipo: mail.tipo }, 'mail queued in the outbox');
    },
  };
}
