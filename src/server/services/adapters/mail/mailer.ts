import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { languageOf } from '../../../../shared/domain';
import type { Executor } from '../../../store/db';
import { insertOutbox } from '../../../store/repos/messages';
import { findSaleBrand } from '../../../store/repos/outbox-delivery';
import type { Jobs } from '../jobs/jobs';
import { MAIL_DELIVERY_QUEUE } from './delivery';
import type { MailAttachment, MailDeliveryJob } from './delivery';
import { brandedHtml, textToHtml } from './layout';

// The mail service (architecture.md: outside systems). Every message is a row of the outbox table,
// written in the caller's transaction and listed at /dev/outbox. With SMTP configured, the same
// transaction queues a delivery job (delivery.ts): a message exists, and is sent, exactly when the
// step that wrote it committed.

export type { MailAttachment };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (otp_firma, resume, contratto): logged instead of its content. */
  tipo: string;
  venditaUuid?: string;
  /** 'sms': `to` is a phone number and only `text` is sent (the outbox keeps both channels). */
  canale?: 'email' | 'sms';
  /** Files sent with the mail by SMTP (the outbox row names none: it records the text). */
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** Queues the mail in the caller's transaction, so a rolled-back step sends nothing. */
  send(db: Executor, mail: Mail): Promise<void>;
};

export type MailerOptions = {
  /** Where the brand's logo is served (links in a mail must be absolute). */
  publicBaseUrl?: string;
  /** Set when SMTP_URL is: each mail also gets a delivery job. */
  delivery?: Jobs;
};

export function createOutboxMailer(
  log: FastifyBaseLogger,
  now: () => Date,
  { publicBaseUrl = '', delivery }: MailerOptions = {},
): Mailer {
  return {
    async send(db, mail) {
      const id = crypto.randomUUID();
      const canale = mail.canale ?? 'email';
      const brand = mail.venditaUuid ? await findSaleBrand(db, mail.venditaUuid) : undefined;
      let html = mail.html ?? null;
      if (canale === 'email' && brand) {
        html = brandedHtml({
          brand: { nome: brand.nome, logoUrl: brand.logoUrl, colore: brand.colori.primario },
          lang: languageOf(brand.lingua),
          logoSrc: /^https?:/.test(brand.logoUrl) ? brand.logoUrl : `${publicBaseUrl}${brand.logoUrl}`,
          subject: mail.subject,
          bodyHtml: mail.html ?? textToHtml(mail.text),
        });
      }
      await insertOutbox(db, {
        id,
        canale,
        tipo: mail.tipo,
        destinatario: mail.to,
        oggetto: mail.subject,
        testo: mail.text,
        html,
        venditaUuid: mail.venditaUuid ?? null,
        createdAt: now(),
      });
      if (delivery && canale === 'email') {
        const job: MailDeliveryJob = {
          outboxId: id,
          ...(brand ? { mittente: brand.nome } : {}),
          attachments: mail.attachments ?? [],
        };
        await delivery.send(MAIL_DELIVERY_QUEUE, job, { db });
      }
      // Never the recipient or the body: personal data stays out of the log.
      log.info({ outboxId: id, tipo: mail.tipo }, 'mail queued in the outbox');
    },
  };
}
