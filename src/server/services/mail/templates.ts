import type { Language } from '../../../shared/domain';

// Mail texts in the customer's language, with the brand's name (issue 5 adds HTML and the logo).

export function otpFirmaMail(lang: Language, brand: string, code: string, minutes: number) {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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

/** Sent when the proposal is signed; the signed contract PDF joins it with the documents issue. */
export function signedMail(lang: Language, brand: string, propostaId: string) {
  const ref = propostaId.slice(0, 8).toUpperCase();
  if (lang === 'en') {
    return {
      subject: `${brand}: your proposal ${ref} is signed`,
      text: `Thank you. Your proposal ${ref} with ${brand} was signed online (Web channel).\nThe supply starts on the first date the distributor allows; we will write to you when it is active.\nAs a consumer you may withdraw within 14 days without giving a reason.`,
    };
  }
  return {
    subject: `${brand}: la tua proposta ${ref} è firmata`,
    text: `Grazie. La tua proposta ${ref} con ${brand} è stata firmata online (Canale Web).\nLa fornitura partirà dalla prima data utile concessa dal distributore; ti scriveremo quando sarà attiva.\nSe sei un consumatore puoi recedere entro 14 giorni senza indicarne il motivo.`,
  };
}

/** issue 4.1: the code an existing customer receives to prove who they are (verificaOtpCliente). */
export function otpClienteMail(lang: Language, brand: string, code: string, minutes: number) {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
  if (lang === 'en') {
    return {
      subject: `${brand}: continue your request`,
      text: `Hello ${nome},\nyou can continue your ${brand} request where you left it, on any device, until ${date}:\n${link}\nIf you did not ask for this link, ignore this message.`,
    };
  }
  return {
    subject: `${brand}: riprendi la tua richiesta`,
    text: `Ciao ${nome},\npuoi riprendere la tua richiesta ${brand} da dove l'hai lasciata, da qualsiasi dispositivo, fino al ${date}:\n${link}\nSe non hai chiesto tu questo link, ignora questo messaggio.`,
  };
}
