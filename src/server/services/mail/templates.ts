import type { Language } from '../../../shared/domain';
import { escapeHtml as escape } from './layout';

// Mail texts in the customer's language, with the brand's name, as text and HTML; the mailer puts
// the HTML in the brand's frame with its logo (layout.ts).

export function otpFirmaMail(lang: Language, brand: string, code: string, minutes: number) {
  if (lang === 'en') {
    return {
      subject: `${brand}: your signing code`,
      text: `Your code to sign the ${brand} proposal is ${code}.\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
      html: `<p>Your code to sign the ${escape(brand)} proposal is <strong>${code}</strong>.</p><p>It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.</p>`,
    };
  }
  return {
    subject: `${brand}: il tuo codice di firma`,
    text: `Il codice per firmare la proposta ${brand} è ${code}.\nÈ valido per ${minutes} minuti. Se non l'hai richiesto, ignora questo messaggio.`,
    html: `<p>Il codice per firmare la proposta ${escape(brand)} è <strong>${code}</strong>.</p><p>È valido per ${minutes} minuti. Se non l'hai richiesto, ignora questo messaggio.</p>`,
  };
}

/** The signing code by SMS (the proposal's contact has a phone and no e-mail): one short line. */
export function otpFirmaSms(lang: Language, brand: string, code: string, minutes: number) {
  if (lang === 'en') {
    return {
      subject: `${brand}: signing code (SMS)`,
      text: `${brand}: your signing code is ${code}, valid ${minutes} min.`,
    };
  }
  return {
    subject: `${brand}: codice di firma (SMS)`,
    text: `${brand}: il tuo codice di firma è ${code}, valido ${minutes} min.`,
  };
}

/** Sent when the proposal is signed; the signed contract PDF follows in its own mail (contractMail). */
export function signedMail(lang: Language, brand: string, propostaId: string) {
  const ref = propostaId.slice(0, 8).toUpperCase();
  const lines =
    lang === 'en'
      ? [
          `Thank you. Your proposal ${ref} with ${brand} was signed online (Web channel).`,
          'The supply starts on the first date the distributor allows; we will write to you when it is active. The signed contract follows in a separate message.',
          'As a consumer you may withdraw within 14 days without giving a reason.',
        ]
      : [
          `Grazie. La tua proposta ${ref} con ${brand} è stata firmata online (Canale Web).`,
          'La fornitura partirà dalla prima data utile concessa dal distributore; ti scriveremo quando sarà attiva. Il contratto firmato ti arriva in un messaggio a parte.',
          'Se sei un consumatore puoi recedere entro 14 giorni senza indicarne il motivo.',
        ];
  return {
    subject:
      lang === 'en'
        ? `${brand}: your proposal ${ref} is signed`
        : `${brand}: la tua proposta ${ref} è firmata`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  };
}

/** The signed contract as a PDF attachment, with the file's SHA-256 to check the copy against. */
export function contractMail(lang: Language, brand: string, propostaId: string, sha256: string) {
  const ref = propostaId.slice(0, 8).toUpperCase();
  const lines =
    lang === 'en'
      ? [
          `Attached is your signed contract with ${brand} (proposal ${ref}), as a PDF: please keep it.`,
          'It holds your data, the supplies, the consents you gave, the right of withdrawal and the record of the signature.',
          `SHA-256 fingerprint of the attached file: ${sha256}`,
        ]
      : [
          `In allegato trovi il contratto firmato con ${brand} (proposta ${ref}) in PDF: conservalo.`,
          'Contiene i tuoi dati, le forniture, i consensi espressi, il diritto di ripensamento e la registrazione della firma.',
          `Impronta SHA-256 del file allegato: ${sha256}`,
        ];
  return {
    subject: lang === 'en' ? `${brand}: your signed contract` : `${brand}: il tuo contratto firmato`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  };
}

/** issue 4.1: the code an existing customer receives to prove who they are (verificaOtpCliente). */
export function otpClienteMail(lang: Language, brand: string, code: string, minutes: number) {
  if (lang === 'en') {
    return {
      subject: `${brand}: your verification code`,
      text: `Your code to confirm that you are a ${brand} customer is ${code}.\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
      html: `<p>Your code to confirm that you are a ${escape(brand)} customer is <strong>${code}</strong>.</p><p>It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.</p>`,
    };
  }
  return {
    subject: `${brand}: il tuo codice di verifica`,
    text: `Il codice per confermare che sei cliente ${brand} è ${code}.\nÈ valido per ${minutes} minuti. Se non l'hai richiesto, ignora questo messaggio.`,
    html: `<p>Il codice per confermare che sei cliente ${escape(brand)} è <strong>${code}</strong>.</p><p>È valido per ${minutes} minuti. Se non l'hai richiesto, ignora questo messaggio.</p>`,
  };
}

/** The same code by SMS, for a customer with no e-mail on file: one short line; the subject only labels the outbox row. */
export function otpClienteSms(lang: Language, brand: string, code: string, minutes: number) {
  if (lang === 'en') {
    return {
      subject: `${brand}: verification code (SMS)`,
      text: `${brand}: your code is ${code}, valid ${minutes} min.`,
    };
  }
  return {
    subject: `${brand}: codice di verifica (SMS)`,
    text: `${brand}: il tuo codice è ${code}, valido ${minutes} min.`,
  };
}

/** The resume link (issue 5.5): the funnel's address for this sale, on any device, until the sale expires. */
export function resumeMail(lang: Language, brand: string, nome: string, link: string, until: Date) {
  const date = until.toLocaleDateString(lang === 'en' ? 'en-GB' : 'it-IT', { timeZone: 'Europe/Rome' });
  const button = (label: string) =>
    `<p><a href="${escape(link)}" style="display:inline-block;padding:10px 18px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:6px">${escape(label)}</a></p><p style="font-size:13px">${escape(link)}</p>`;
  if (lang === 'en') {
    return {
      subject: `${brand}: continue your request`,
      text: `Hello ${nome},\nyou can continue your ${brand} request where you left it, on any device, until ${date}:\n${link}\nIf you did not ask for this link, ignore this message.`,
      html: `<p>Hello ${escape(nome)},</p><p>you can continue your ${escape(brand)} request where you left it, on any device, until ${date}:</p>${button('Continue')}<p>If you did not ask for this link, ignore this message.</p>`,
    };
  }
  return {
    subject: `${brand}: riprendi la tua richiesta`,
    text: `Ciao ${nome},\npuoi riprendere la tua richiesta ${brand} da dove l'hai lasciata, da qualsiasi dispositivo, fino al ${date}:\n${link}\nSe non hai chiesto tu questo link, ignora questo messaggio.`,
    html: `<p>Ciao ${escape(nome)},</p><p>puoi riprendere la tua richiesta ${escape(brand)} da dove l'hai lasciata, da qualsiasi dispositivo, fino al ${date}:</p>${button('Riprendi')}<p>Se non hai chiesto tu questo link, ignora questo messaggio.</p>`,
  };
}
