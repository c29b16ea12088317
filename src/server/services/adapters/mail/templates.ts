import type { Language } from '../../../../shared/domain';
import { textsIn } from '../../../i18n';
import { escapeHtml as escape } from './layout';

// Mail texts in the customer's language, with the brand's name, as text and HTML; the mailer puts
// the HTML in the brand's frame with its logo (layout.ts). The words are in the dictionary
// (src/shared/locales/<lang>/server/mail.json); in the HTML the values are escaped, and the code in bold.

type Values = Record<string, string | number>;

/** Each value escaped for HTML; `bold`: the values set in bold. */
function htmlValues(values: Values, bold: readonly string[] = []): Values {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => {
      const safe = escape(String(v));
      return [k, bold.includes(k) ? `<strong>${safe}</strong>` : safe];
    }),
  );
}

/** A mail of paragraphs: one line each in the text, one <p> each in the HTML. */
function paragraphs(
  lang: Language,
  prefix: string,
  keys: readonly string[],
  values: Values,
  bold?: string[],
) {
  const t = textsIn(lang);
  const keyOf = (k: string) => (k.includes('.') ? k : `${prefix}.${k}`);
  const html = htmlValues(values, bold);
  return {
    subject: t(`${prefix}.subject`, values),
    text: keys.map((k) => t(keyOf(k), values)).join('\n'),
    html: keys.map((k) => `<p>${t(keyOf(k), html)}</p>`).join(''),
  };
}

function sms(lang: Language, prefix: string, values: Values) {
  const t = textsIn(lang);
  return { subject: t(`${prefix}.subject`, values), text: t(`${prefix}.text`, values) };
}

const reference = (propostaId: string) => propostaId.slice(0, 8).toUpperCase();

export function otpFirmaMail(lang: Language, brand: string, code: string, minutes: number) {
  return paragraphs(lang, 'mail.otp_firma', ['code', 'mail.code_validity'], { brand, code, minutes }, [
    'code',
  ]);
}

/** The signing code by SMS (the proposal's contact has a phone and no e-mail): one short line. */
export function otpFirmaSms(lang: Language, brand: string, code: string, minutes: number) {
  return sms(lang, 'mail.otp_firma_sms', { brand, code, minutes });
}

/** Sent when the proposal is signed; the signed contract PDF follows in its own mail (contractMail). */
export function signedMail(lang: Language, brand: string, propostaId: string) {
  return paragraphs(lang, 'mail.signed', ['thanks', 'start', 'withdrawal'], {
    brand,
    ref: reference(propostaId),
  });
}

/** The signed contract as a PDF attachment, with the file's SHA-256 to check the copy against. */
export function contractMail(lang: Language, brand: string, propostaId: string, sha256: string) {
  return paragraphs(lang, 'mail.contract', ['attached', 'contents', 'fingerprint'], {
    brand,
    ref: reference(propostaId),
    sha256,
  });
}

/** issue 4.1: the code an existing customer receives to prove who they are (verificaOtpCliente). */
export function otpClienteMail(lang: Language, brand: string, code: string, minutes: number) {
  return paragraphs(lang, 'mail.otp_cliente', ['code', 'mail.code_validity'], { brand, code, minutes }, [
    'code',
  ]);
}

/** The same code by SMS, for a customer with no e-mail on file: one short line; the subject only labels the outbox row. */
export function otpClienteSms(lang: Language, brand: string, code: string, minutes: number) {
  return sms(lang, 'mail.otp_cliente_sms', { brand, code, minutes });
}

/** The resume link (issue 5.5): the funnel's address for this sale, on any device, until the sale expires. */
export function resumeMail(lang: Language, brand: string, nome: string, link: string, until: Date) {
  const t = textsIn(lang);
  const date = until.toLocaleDateString(lang === 'en' ? 'en-GB' : 'it-IT', { timeZone: 'Europe/Rome' });
  const values = { brand, name: nome, date };
  const html = htmlValues(values);
  const button = `<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:6px">${escape(t('mail.resume.button'))}</a></p><p style="font-size:13px">${escape(link)}</p>`;
  return {
    subject: t('mail.resume.subject', values),
    text: [
      t('mail.resume.greeting', values),
      t('mail.resume.body', values),
      link,
      t('mail.resume.ignore', values),
    ].join('\n'),
    html: `<p>${t('mail.resume.greeting', html)}</p><p>${t('mail.resume.body', html)}</p>${button}<p>${t('mail.resume.ignore')}</p>`,
  };
}
