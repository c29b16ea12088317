// The text of a bill (docs/bills.md): the text layer of a PDF (unpdf), or OCR (tesseract.js, Italian) of a
// photo or scan (JPEG, PNG) and of the PDF pages that have no text layer (rendered with unpdf on
// @napi-rs/canvas, or, without a canvas, the page's embedded scan).
//
// Both give the same shape: one line per row of the page, left to right, cells of a row that stand far
// apart (table columns, label and value in two columns) separated by three spaces (COLUMN_GAP), so that the
// parser reads PDF text and OCR text alike.
import sharp from 'sharp';
import { extractImages, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { detectFileType } from '../files/file-signature';
import { BillRefusedError, MAX_IMAGE_PIXELS, MAX_PDF_PAGES, MAX_RENDER_PIXELS } from './limits';
import { ocrPage } from './ocr';
import { COLUMN_GAP, cellRowsOf, type Word } from './rows';
import { straighten } from './straighten';
import type { BillText, TextPage } from './types';

export { closeOcr, warmOcr } from './ocr';
export { COLUMN_GAP, rowsOf } from './rows';

/** A page whose text layer has fewer letters and digits than this is taken for a scan and OCR'd. */
const MIN_TEXT_CHARS = 40;
/** Pages rendered for OCR: 150 dpi (PDF units are 1/72 in). */
const RENDER_SCALE = 150 / 72;
/** Bills are a few pages; a long PDF is cut (the data are on the first pages). */
const MAX_PAGES = 6;

export class UnsupportedBillError extends Error {
  constructor(readonly contentType: string) {
    super(`unsupported bill file: ${contentType}`);
    this.name = 'UnsupportedBillError';
  }
}

type Kind = 'pdf' | 'image';
type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** By the file's first bytes; the declared content type only when they say nothing known. */
export function kindOf(bytes: Uint8Array, contentType: string): Kind | null {
  const found = detectFileType(bytes);
  if (found) return found === 'application/pdf' ? 'pdf' : 'image';
  const type = contentType.toLowerCase();
  if (type.includes('pdf')) return 'pdf';
  if (/image\/(jpeg|jpg|png|webp|tiff)/.test(type)) return 'image';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// PDF

async function pdfPageWords(doc: PDFDocumentProxy, pageNumber: number): Promise<Word[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  const words: Word[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, , , d = 0, e = 0, f = 0] = item.transform as number[];
    const size = Math.abs(d) || item.height || 10;
    // PDF y grows upwards: flip it so that rows read top to bottom.
    words.push({ text: item.str, x0: e, x1: e + item.width, y0: -f - size * 0.8, y1: -f + size * 0.2 });
  }
  return words;
}

/** pdf.js's names for a file it cannot open: damaged, not a PDF, or locked with a password. */
const UNREADABLE_PDF = new Set(['InvalidPDFException', 'FormatError', 'PasswordException']);

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    // pdf.js takes ownership of the buffer it reads: give it a copy. No eval, no fonts loaded into
    // the page, and images above the pixel limit are skipped rather than decoded.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      maxImageSize: MAX_IMAGE_PIXELS,
      // pdf.js's warnings go to the console, outside the server's log: errors only
      verbosity: 0,
    });
  } catch (err) {
    if (UNREADABLE_PDF.has((err as Error).name))
      throw new BillRefusedError('file_illeggibile', (err as Error).name);
    throw err;
  }
}

/** Whether the pages read so far give all a bill should: the pages after them are then not OCR'd. */
export type Enough = (sofar: BillText) => Promise<boolean>;

/** Letters and digits of a page's text layer: under MIN_TEXT_CHARS, the page is a scan. */
const charsOf = (rows: TextPage['rows']) =>
  rows
    .flatMap((r) => r.map((c) => c.text))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '').length;

async function pdfText(bytes: Uint8Array, enough?: Enough): Promise<BillText> {
  const doc = await openPdf(bytes);
  try {
    if (doc.numPages > MAX_PDF_PAGES) {
      throw new BillRefusedError('file_troppo_grande', `${doc.numPages} pages`);
    }
    const layers: TextPage['rows'][] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      layers.push(cellRowsOf(await pdfPageWords(doc, n), 1.2));
    }
    const scanned = (i: number) => i < layers.length && charsOf(layers[i]!) < MIN_TEXT_CHARS;
    const ocrs = new Map<number, Promise<TextPage>>();
    const ocrOf = (i: number) => {
      let read = ocrs.get(i);
      if (!read) {
        read = pdfPageImage(doc, i + 1).then((image) =>
          image ? ocrPage(image) : { rows: layers[i]!, fonte: 'pdf' as const },
        );
        // a page read ahead and then not needed fails unheard
        read.catch(() => undefined);
        ocrs.set(i, read);
      }
      return read;
    };
    const pages: TextPage[] = [];
    for (const [i, rows] of layers.entries()) {
      if (!scanned(i)) {
        pages.push({ rows, fonte: 'pdf' });
        continue;
      }
      // a scan of several pages: OCR (seconds a page) only while the data are still missing; a page
      // already read beside the one before is taken (a supply printed only there, the title on page 1
      // naming the other one alone: "gas" for a dual bill whose electricity is on page 2)
      if (enough && pages.length && !ocrs.has(i) && (await enough(joinPages(pages)))) break;
      const page = ocrOf(i);
      // the next scanned page is read beside this one, by the second OCR worker: it is needed unless
      // this page completes the data, and waiting for this one first would double the customer's wait
      if (scanned(i + 1)) void ocrOf(i + 1);
      pages.push(await page);
    }
    return joinPages(pages);
  } finally {
    await doc.loadingTask.destroy();
  }
}

let canvasMissing = false;

/** The page as a PNG for OCR: rendered when @napi-rs/canvas loads, else its largest embedded image. */
async function pdfPageImage(doc: PDFDocumentProxy, pageNumber: number): Promise<Buffer | null> {
  if (!canvasMissing) {
    try {
      // 150 dpi, or less for a page so large that 150 dpi would pass the render limit
      const { width, height } = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
      const fit = Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height));
      const png = await renderPageAsImage(doc, pageNumber, {
        scale: Math.min(RENDER_SCALE, fit),
        canvasImport: () => import('@napi-rs/canvas'),
      });
      return Buffer.from(png);
    } catch (err) {
      // no canvas on this platform: fall back to the embedded images, the usual shape of a scan
      if (!/canvas/i.test(String(err))) throw err;
      canvasMissing = true;
    }
  }
  const images = await extractImages(doc, pageNumber);
  const largest = images
    .filter((i) => i.width * i.height <= MAX_IMAGE_PIXELS)
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest || largest.width < 500) return null;
  return sharp(Buffer.from(largest.data), {
    raw: { width: largest.width, height: largest.height, channels: largest.channels },
  })
    .png()
    .toBuffer();
}

function joinPages(pages: TextPage[]): BillText {
  const ocr = pages.filter((p) => p.fonte === 'ocr');
  return {
    testo: pages.map((p) => p.rows.map((r) => r.map((c) => c.text).join(COLUMN_GAP)).join('\n')).join('\n\n'),
    righe: pages.flatMap((p) => p.rows.filter((r) => r.some((c) => c.text.trim()))),
    fonte: ocr.length ? 'ocr' : 'pdf',
    pagine: pages.length,
    ...(ocr.length
      ? { confidenzaOcr: ocr.reduce((s, p) => s + (p.confidenzaOcr ?? 0), 0) / ocr.length }
      : {}),
  };
}

/** The text of a bill: a PDF's text layer, OCR for images and for PDF pages without one. */
export async function billText(bytes: Uint8Array, contentType: string, enough?: Enough): Promise<BillText> {
  const kind = kindOf(bytes, contentType);
  if (kind === 'pdf') return pdfText(bytes, enough);
  // a phone photo's page straightened and evenly lit first; a scan is read as it is (straighten.ts)
  if (kind === 'image') {
    // a scan read in bands side by side; a photo whole: its light, evened out, still varies across the
    // page, and a band's own contrast read some of its rows worse
    const photo = await straighten(bytes);
    return joinPages([await (photo ? ocrPage(photo, { whole: true }) : ocrPage(bytes))]);
  }
  throw new UnsupportedBillError(contentType);
}
