import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { ContractContent } from './contract-content';
import { contentHash } from './contract-content';
import { textsIn } from '../../../i18n';

// The signed contract as a PDF (pdf-lib, like the brand documents): the brand's mark and name, the
// sections of contract-content.ts, and at the end of the audit trail the SHA-256 of that content.
// The standard Helvetica font covers Italian (à è ì ò ù) and €; characters outside its WinAnsi set
// are written without their accent, or as '?', rather than failing the whole contract.

const [W, H] = [595.28, 841.89];
const MARGIN = 50;
const LABEL_W = 150;
const SIZE = 9.5;
const LEAD = 12.5;
const GREY = rgb(0.35, 0.35, 0.35);

function hexToRgb(hex: string) {
  const n = Number.parseInt(/^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '333333', 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function encodable(font: PDFFont): (s: string) => string {
  const known = new Set(font.getCharacterSet());
  return (s) =>
    Array.from(s.replace(/\s+/g, ' '), (c) => {
      if (known.has(c.codePointAt(0)!)) return c;
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      return base && Array.from(base).every((b) => known.has(b.codePointAt(0)!)) ? base : '?';
    }).join('');
}

function wrap(text: string, width: number, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
      // a single word wider than the column (a user agent, a hash) is cut where it overflows
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The brand's mark as its logo draws it (a disc and a bolt, 48-unit box), centred on cx, cy. */
function drawMark(page: PDFPage, cx: number, cy: number, primary: string, secondary: string) {
  const scale = 0.7;
  page.drawCircle({ x: cx, y: cy, size: 20 * scale, color: hexToRgb(primary) });
  // SVG coordinates: origin at the box's top-left corner, y growing downwards
  page.drawSvgPath('M27 9 16 27h8l-3 12 12-18h-8z', {
    x: cx - 24 * scale,
    y: cy + 24 * scale,
    scale,
    color: hexToRgb(secondary),
  });
}

export async function renderContract(content: ContractContent, signedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // the signature time, not the render time: the same sale renders to the same bytes
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  pdf.setTitle(`${content.brand.nome} - ${content.title} ${content.reference}`);
  pdf.setAuthor(content.brand.nome);
  pdf.setLanguage(content.lang === 'en' ? 'en-GB' : 'it-IT');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  const primary = hexToRgb(content.brand.primario);
  const t = textsIn(content.lang);

  let page = pdf.addPage([W, H]);
  let y = H - MARGIN;
  const room = (needed: number) => {
    if (y - needed < MARGIN + 20) {
      page = pdf.addPage([W, H]);
      y = H - MARGIN;
    }
  };
  const text = (s: string, x: number, f: PDFFont, size: number, color = rgb(0, 0, 0)) =>
    page.drawText(s, { x, y, size, font: f, color });

  drawMark(page, MARGIN + 14, y + 2, content.brand.primario, content.brand.secondario);
  page.drawText(clean(content.brand.nome), {
    x: MARGIN + 36,
    y: y - 4,
    size: 18,
    font: bold,
    color: primary,
  });
  y -= 44;
  text(clean(`${content.title} – ${t('contract.proposal_number')} ${content.reference}`), MARGIN, bold, 14);
  y -= 24;

  const valueX = MARGIN + LABEL_W;
  const valueW = W - MARGIN - valueX;
  const sections = [...content.sections];
  const hash = contentHash(content);
  const last = sections.pop()!;
  sections.push({ ...last, rows: [...last.rows, [t('contract.fields.content_hash'), hash]] });

  for (const section of sections) {
    room(40);
    text(clean(section.title), MARGIN, bold, 11.5, primary);
    y -= 5;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: W - MARGIN, y },
      thickness: 0.6,
      color: primary,
    });
    y -= LEAD + 1;
    for (const [label, value] of section.rows) {
      const labelLines = wrap(clean(label), LABEL_W - 8, font, SIZE - 0.5);
      const valueLines = wrap(clean(value), valueW, font, SIZE);
      const height = Math.max(labelLines.length, valueLines.length) * LEAD;
      room(Math.min(height, LEAD * 3));
      labelLines.forEach((l, i) =>
        page.drawText(l, { x: MARGIN, y: y - i * LEAD, size: SIZE - 0.5, font, color: GREY }),
      );
      for (const l of valueLines) {
        room(LEAD);
        text(l, valueX, font, SIZE);
        y -= LEAD;
      }
      y -= Math.max(0, (labelLines.length - valueLines.length) * LEAD) + 3;
    }
    for (const p of section.paragraphs) {
      for (const l of wrap(clean(p), W - 2 * MARGIN, font, SIZE)) {
        room(LEAD);
        text(l, MARGIN, font, SIZE);
        y -= LEAD;
      }
      y -= 4;
    }
    y -= 10;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(
      clean(
        `${content.brand.nome} · ${t('contract.proposal_number')} ${content.reference} · ${t('contract.page', { index: i + 1, total: pages.length })}`,
      ),
      {
        x: MARGIN,
        y: MARGIN - 20,
        size: 7.5,
        font,
        color: GREY,
      },
    ),
  );
  return pdf.save();
}
