import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/domain';
import { brandedHtml } from './layout';
import {
  contractMail,
  otpClienteMail,
  otpClienteSms,
  otpFirmaMail,
  otpFirmaSms,
  resumeMail,
  signedMail,
} from './templates';

// Every mail and SMS has its words in both languages (a key missing from the dictionary would show
// as the key itself), and the HTML escapes what it is given.

const BRAND = 'Lumen & "Co"';

describe('mail texts', () => {
  it.each(LANGUAGES)('%s: every mail and SMS is written out, no key shows', (lang) => {
    const all = [
      otpFirmaMail(lang, BRAND, '123456', 10),
      otpFirmaSms(lang, BRAND, '123456', 10),
      signedMail(lang, BRAND, 'abcdef12-3456'),
      contractMail(lang, BRAND, 'abcdef12-3456', 'ff00'),
      otpClienteMail(lang, BRAND, '654321', 5),
      otpClienteSms(lang, BRAND, '654321', 5),
      resumeMail(lang, BRAND, 'Giulia', 'https://example.com/?a=1&b=2', new Date('2026-12-01T10:00:00Z')),
    ];
    for (const mail of all) {
      const text = JSON.stringify(mail);
      expect(text).not.toMatch(/\bmail\.[a-z_]+/);
      expect(text).not.toContain('{{');
      expect(mail.subject.startsWith(`${BRAND}: `)).toBe(true);
      if ('html' in mail) expect(mail.html).not.toContain('"Co"');
    }
    const frame = brandedHtml({
      brand: { nome: BRAND, logoUrl: '', colore: '#123456' },
      lang,
      logoSrc: 'https://example.com/logo.svg',
      subject: 's',
      bodyHtml: '',
    });
    expect(frame).toContain('Lumen &amp; &quot;Co&quot;');
    expect(frame).not.toMatch(/mail\.footer/);
  });

  it('writes the code in bold in the HTML and plain in the text', () => {
    const mail = otpFirmaMail('it', 'Lumen Energia', '123456', 10);
    expect(mail.text).toBe(
      "Il codice per firmare la proposta Lumen Energia è 123456.\nÈ valido per 10 minuti. Se non l'hai richiesto, ignora questo messaggio.",
    );
    expect(mail.html).toContain('<strong>123456</strong>');
  });
});
