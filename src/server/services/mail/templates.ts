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
