import type { Language } from '../../../../shared/domain';
import { textsIn } from '../../../i18n';

// The frame every HTML mail of a sale is sent in: the brand's logo (linked from the public site,
// with the brand's name as its text where images are blocked), the body, and a footer in the
// customer's language. Inline styles only: mail clients drop <style> blocks and external CSS.

export type MailBrand = { nome: string; logoUrl: string; colore: string };

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Plain text as HTML paragraphs, links made clickable: for mails written as text only. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}|\n/)
    .map((line) => {
      const linked = escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${linked}</p>`;
    })
    .join('');
}

/** `logoSrc`: an absolute URL (a relative one means nothing inside a mail). */
export function brandedHtml(opts: {
  brand: MailBrand;
  lang: Language;
  logoSrc: string;
  subject: string;
  bodyHtml: string;
}): string {
  const { brand, lang, logoSrc, subject, bodyHtml } = opts;
  const name = escapeHtml(brand.nome);
  const color = /^#[0-9a-f]{6}$/i.test(brand.colore) ? brand.colore : '#333333';
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px">',
    `<div style="border-bottom:3px solid ${color};padding-bottom:12px;margin-bottom:16px">`,
    `<img src="${escapeHtml(logoSrc)}" alt="${name}" width="200" height="48" style="display:block;border:0;color:${color};font-size:22px;font-weight:bold"></div>`,
    bodyHtml,
    `<p style="margin-top:24px;padding-top:12px;border-top:1px solid #dddddd;font-size:12px;color:#555555">${escapeHtml(textsIn(lang)('mail.footer', { brand: brand.nome }))}</p>`,
    '</div></body></html>',
  ].join('');
}
