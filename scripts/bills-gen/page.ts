// A generated bill's pages as drawing operations (points from the top-left corner of an A4 page), written
// as a text PDF (pdf-lib, standard fonts) and as an SVG that sharp rasterizes (DejaVu fonts) for scans and
// photos: the same content in both. scripts/gen-sample-bills.ts draws the committed sample bills with it.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Rnd } from './random';

export const W = 595;
export const H = 842;

export type Face = 'sans' | 'serif' | 'mono';
type Text = {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
  face: Face;
  grey: number;
};
type Rect = {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill: number | null;
  stroke: number | null;
};
type Line = { kind: 'line'; x1: number; y1: number; x2: number; y2: number; grey: number };
type Op = Text | Rect | Line;
export type TextOptions = { size?: number; bold?: boolean; face?: Face; grey?: number };

export class Page {
  readonly ops: Op[] = [];
  constructor(readonly face: Face) {}
  text(x: number, y: number, text: string, o: TextOptions = {}) {
    const { size = 9, bold = false, face = this.face, grey = 0 } = o;
    this.ops.push({ kind: 'text', x, y, text, size, bold, face, grey });
  }
  rect(x: number, y: number, w: number, h: number, fill: number | null = null, stroke: number | null = 0.6) {
    this.ops.push({ kind: 'rect', x, y, w, h, fill, stroke });
  }
  line(x1: number, y1: number, x2: number, y2: number, grey = 0.5) {
    this.ops.push({ kind: 'line', x1, y1, x2, y2, grey });
  }
}

const PDF_FONTS: Record<Face, [StandardFonts, StandardFonts]> = {
  sans: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  serif: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  mono: [StandardFonts.Courier, StandardFonts.CourierBold],
};
const SVG_FONTS: Record<Face, string> = {
  sans: 'DejaVu Sans',
  serif: 'DejaVu Serif',
  mono: 'DejaVu Sans Mono',
};

/** Who a PDF says wrote it: the generator, and the supplier as its author when given. */
export type PdfMeta = { producer?: string; author?: string };

/** A PDF whose metadata never change (fixed dates): the same seed writes the same bytes. */
export async function newPdf(
  title: string,
  { producer = 'bills-gen', author }: PdfMeta,
): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const fixed = new Date('2026-03-01T00:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  pdf.setTitle(title);
  if (author) pdf.setAuthor(author);
  pdf.setProducer(producer);
  pdf.setCreator(producer);
  return pdf;
}

export async function toPdf(pages: Page[], title: string, meta: PdfMeta = {}): Promise<Uint8Array> {
  const pdf = await newPdf(title, meta);
  const fonts = new Map<string, PDFFont>();
  const font = async (face: Face, bold: boolean) => {
    const key = `${face}${bold}`;
    let f = fonts.get(key);
    if (!f) fonts.set(key, (f = await pdf.embedFont(PDF_FONTS[face][bold ? 1 : 0])));
    return f;
  };
  for (const page of pages) {
    const p = pdf.addPage([W, H]);
    for (const op of page.ops) {
      if (op.kind === 'text') {
        const color = rgb(op.grey, op.grey, op.grey);
        p.drawText(op.text, {
          x: op.x,
          y: H - op.y,
          size: op.size,
          font: await font(op.face, op.bold),
          color,
        });
      } else if (op.kind === 'rect') {
        p.drawRectangle({
          x: op.x,
          y: H - op.y - op.h,
          width: op.w,
          height: op.h,
          ...(op.fill === null ? {} : { color: rgb(op.fill, op.fill, op.fill) }),
          ...(op.stroke === null
            ? {}
            : { borderColor: rgb(op.stroke, op.stroke, op.stroke), borderWidth: 0.6 }),
        });
      } else {
        const color = rgb(op.grey, op.grey, op.grey);
        p.drawLine({
          start: { x: op.x1, y: H - op.y1 },
          end: { x: op.x2, y: H - op.y2 },
          thickness: 0.6,
          color,
        });
      }
    }
  }
  return pdf.save({ useObjectStreams: true });
}

/** An image-only PDF, one JPEG a page, as a scanner writes it. */
export async function imagePdf(
  jpegs: Buffer[],
  title: string,
  producer = 'bills-gen (scanner)',
): Promise<Uint8Array> {
  const pdf = await newPdf(title, { producer });
  for (const jpeg of jpegs) {
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([W, H]).drawImage(image, { x: 0, y: 0, width: W, height: H });
  }
  return pdf.save();
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const grey = (g: number) => {
  const v = Math.round(g * 255);
  return `rgb(${v},${v},${v})`;
};

/**
 * The page as SVG at `dpi`. A scan's paper is off-white and darker towards a corner, with dust and toner
 * specks (`rnd`); a photo's paper is plain (the photo adds its own light).
 */
export function toSvg(page: Page, dpi: number, rnd?: Rnd): string {
  const px = dpi / 72;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * px)}" height="${Math.round(H * px)}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">',
    rnd
      ? '<stop offset="0" stop-color="rgb(246,245,240)"/><stop offset="1" stop-color="rgb(226,224,218)"/>'
      : '<stop offset="0" stop-color="rgb(250,250,248)"/><stop offset="1" stop-color="rgb(250,250,248)"/>',
    '</linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#paper)"/>`,
  ];
  for (const op of page.ops) {
    if (op.kind === 'text') {
      parts.push(
        `<text x="${op.x}" y="${op.y}" font-family="${SVG_FONTS[op.face]}" font-size="${op.size}"` +
          `${op.bold ? ' font-weight="bold"' : ''} fill="${grey(Math.max(op.grey, 0.12))}">${esc(op.text)}</text>`,
      );
    } else if (op.kind === 'rect') {
      parts.push(
        `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="${op.fill === null ? 'none' : grey(op.fill)}"` +
          ` stroke="${op.stroke === null ? 'none' : grey(op.stroke)}" stroke-width="0.6"/>`,
      );
    } else {
      parts.push(
        `<line x1="${op.x1}" y1="${op.y1}" x2="${op.x2}" y2="${op.y2}" stroke="${grey(op.grey)}" stroke-width="0.6"/>`,
      );
    }
  }
  for (let i = 0; rnd && i < 700; i++) {
    const r = 0.15 + rnd() * 0.35;
    parts.push(
      `<circle cx="${(rnd() * W).toFixed(1)}" cy="${(rnd() * H).toFixed(1)}" r="${r.toFixed(2)}" fill="${grey(0.35 + rnd() * 0.4)}"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
