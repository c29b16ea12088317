import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../../store/db';
import { findOutbox } from '../../../store/repos/outbox-delivery';
import type { BlobStore } from '../blobs/blob-store';
import { JobGivenUp } from '../jobs/jobs';
import type { Jobs, RetryPolicy } from '../jobs/jobs';
import type { Metrics } from '../metrics/metrics';

// SMTP delivery of outbox mails (issue 5). One job a mail, queued with its outbox row; a server
// that is down or refuses for a while delays the mail and loses none: the job is retried with a
// growing delay (30 s, 1 min, 2 min … doubling, with jitter: the tenth and last retry comes 8 to 17
// hours after the first try).
// The job's state in pgboss.job (created, retry, completed, failed) is the row's delivery state;
// the log names the outbox id only.

export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

export const MAIL_RETRY: RetryPolicy = { retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 120 };

/** A file from the blob store; the bytes are read when the mail is sent. */
export type MailAttachment = { nome: string; contentType: string; blobKey: string };

export type MailDeliveryJob = {
  outboxId: string;
  /** The brand the mail speaks for: the sender's display name. */
  mittente?: string;
  attachments: MailAttachment[];
};

export type MailDeliveryDeps = {
  jobs: Jobs;
  db: Db;
  blobs: BlobStore;
  transport: Pick<Transporter, 'sendMail'>;
  /** MAIL_FROM, e.g. `Funnel <no-reply@example.it>`: its address sends every brand's mail. */
  from: string;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'mailDeliveryFailures'>;
};

function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * A recipient the mail server refuses for good (RFC 5321: a 5xx reply to RCPT TO, e.g. 550 no such
 * mailbox): retrying for hours cannot deliver it. Any other failure (down, timeout, 4xx, a 5xx to
 * the login, a wrong configuration an operator will fix) is retried.
 */
function refusedForGood(err: unknown): boolean {
  const e = err as { responseCode?: number; command?: string };
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.command === 'RCPT TO';
}

/** What a failure may say in the log and the job: the SMTP or socket code, never the server's text (it can quote the address). */
function failureCode(err: unknown): string {
  const e = err as { responseCode?: number; code?: string };
  return String(e.responseCode ?? e.code ?? 'unknown');
}

export function registerMailDelivery({
  jobs,
  db,
  blobs,
  transport,
  from,
  log,
  metrics,
}: MailDeliveryDeps): void {
  jobs.work<MailDeliveryJob>(MAIL_DELIVERY_QUEUE, MAIL_RETRY, async (job, { attempt }) => {
    const { outboxId } = job;
    const mail = await findOutbox(db, outboxId);
    if (!mail) {
      log.warn({ outboxId }, 'mail to deliver is no longer in the outbox');
      return;
    }
    const attachments = await Promise.all(
      job.attachments.map(async (a) => {
        const bytes = await blobs.get(a.blobKey);
        if (!bytes) throw new Error(`attachment missing from the blob store (outbox ${outboxId})`);
        return { filename: a.nome, contentType: a.contentType, content: Buffer.from(bytes) };
      }),
    );
    try {
      await transport.sendMail({
        from: job.mittente ? { name: job.mittente, address: senderAddress(from) } : from,
        to: mail.destinatario,
        subject: mail.oggetto,
        text: mail.testo,
        ...(mail.html ? { html: mail.html } : {}),
        attachments,
      });
    } catch (err) {
      const code = failureCode(err);
      if (refusedForGood(err)) {
        metrics.mailDeliveryFailures.inc({ outcome: 'refused' });
        log.warn({ outboxId, attempt, smtp: code }, 'mail refused for good by the mail server, not retried');
        throw new JobGivenUp(`SMTP recipient refused (${code})`);
      }
      const last = attempt > MAIL_RETRY.retryLimit;
      metrics.mailDeliveryFailures.inc({ outcome: last ? 'failed' : 'retry' });
      log.warn(
        { outboxId, attempt, smtp: code },
        last ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
      throw new Error(`SMTP delivery failed (${code})`);
    }
    log.info({ outboxId, attempt }, 'mail delivered');
  });
}
