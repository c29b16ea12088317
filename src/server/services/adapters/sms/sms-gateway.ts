import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../store/db';
import { insertOutbox } from '../../../store/repos/messages';

// Text messages (issue 5): the signing code goes by SMS when the customer has a phone and no
// e-mail. A provider's adapter (an HTTP API) implements SmsGateway; until one is chosen, the default
// writes the message to the outbox (canale 'sms'), where /dev/outbox shows it. Like mail, a message
// is written in the caller's transaction: a rolled-back step sends nothing.

export type Sms = {
  /** The phone number, E.164 (+39…) as the proposal stores it. */
  to: string;
  text: string;
  /** What the message is for (otp_firma): logged instead of its content. */
  tipo: string;
  venditaUuid?: string;
  /** A label for the outbox listing; an SMS has no subject. */
  label: string;
};

export type SmsGateway = {
  send(db: Executor, sms: Sms): Promise<void>;
};

export function createOutboxSmsGateway(log: FastifyBaseLogger, now: () => Date): SmsGateway {
  return {
    async send(db, sms) {
      const id = crypto.randomUUID();
      await insertOutbox(db, {
        id,
        canale: 'sms',
        tipo: sms.tipo,
        destinatario: sms.to,
        oggetto: sms.label,
        testo: sms.text,
        html: null,
        venditaUuid: sms.venditaUuid ?? null,
        createdAt: now(),
      });
      log.info({ outboxId: id, tipo: sms.tipo }, 'sms queued in the outbox');
    },
  };
}
