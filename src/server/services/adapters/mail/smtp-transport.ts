import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

// SMTP_URL: smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465
// (TLS from the start). nodemailer reads further options from the query, e.g. ?tls.servername=….

/** A server that accepts the connection and then says nothing must not hold a job for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  for (const [key, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  return nodemailer.createTransport(url.toString());
}
