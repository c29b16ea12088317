// What an attempt keeps of the receiver's answer: a short excerpt for the back office, with anything
// that looks like personal data masked (a receiver may echo the event back, and the event carries the
// customer's name, codice fiscale, e-mail, phone and IBAN). Never logged.

const EXCERPT_CHARS = 200;

const PATTERNS: RegExp[] = [
  // e-mail addresses
  /[^\s"'<>@,;:]+@[^\s"'<>@,;:]+\.[a-z]{2,}/gi,
  // IBAN (any country) before the codice fiscale and digit runs it contains
  /\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b/gi,
  // codice fiscale (with omocodia letters)
  /\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b/gi,
  // phone numbers and other long runs of digits
  /\+?\d[\d\s./-]{5,}\d/g,
];

export function answerExcerpt(body: string): string {
  let text = body.slice(0, EXCERPT_CHARS * 2).replace(/\p{Cc}+/gu, ' ');
  for (const p of PATTERNS) text = text.replace(p, '•••');
  return text.slice(0, EXCERPT_CHARS).trim();
}
