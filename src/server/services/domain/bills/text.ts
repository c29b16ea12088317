// The text of a bill (docs/bills.md): the text layer of a PDF (unpdf), or OCR (tesseract.js, Italian) of a
// photo or scan (JPEG, PNG) and of the PDF pages that have no text layer (rendered with unpdf on
// @napi-rs/canvas, or, without a canvas, the page's embedded scan).
//
// Both give the same shape: one line per row of the page, left to right, cells of a row that stand far
// apart (table columns, label and value in two columns) separated by three spaces (COLUMN_GAP), so that the
// parser reads PDF text and OCR text alike.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, type Block, type Scheduler, type Worker } from 'tesseract.js';
import { extractImages, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { detectFileType } from '../files/file-signature';
import { BillRefusedError, MAX_IMAGE_PIXELS, MAX_PDF_PAGES, MAX_RENDER_PIXELS } from './limits';
import { COLUMN_GAP, cellRowsOf, type Word } from './rows';
import { removeRules } from './rules';
import { straighten } from './straighten';
import type { BillText, TextPage } from './types';

export { COLUMN_GAP, rowsOf } from './rows';

/** A page whose text layer has fewer letters and digits than this is taken for a scan and OCR'd. */
const MIN_TEXT_CHARS = 40;
/** Pages rendered for OCR: 150 dpi (PDF units are 1/72 in). */
const RENDER_SCALE = 150 / 72;
/** Images narrower than this are enlarged before OCR, wider ones reduced (a phone photo is 4000 px). */
const OCR_MIN_WIDTH = 1200;
const OCR_MAX_WIDTH = 2500;
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
      // a scan of several pages: OCR (seconds a page) only while the data are still missing
      if (enough && pages.length && (await enough(joinPages(pages)))) break;
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

// ---------------------------------------------------------------------------------------------------------
// OCR

const require = createRequire(import.meta.url);
/** The Italian model of @tesseract.js-data/ita, read from node_modules (never downloaded). */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/ita/package.json')),
  '4.0.0_best_int',
);

/**
 * OCR workers (threads): two on a machine of two cores or more, so that a scan's next page is read
 * beside the current one; one where there is one core.
 */
const OCR_WORKERS = Math.min(2, os.availableParallelism());

const newWorker = () =>
  createWorker(
    'ita',
    OEM.LSTM_ONLY,
    {
      langPath: LANG_PATH,
      gzip: true,
      // no cache: tesseract.js would otherwise write the model into the working directory
      cacheMethod: 'none',
    },
    // the Italian model's config asks for a user-words file it does not ship
    'user_words_file /dev/null',
  );

type Ocr = { scheduler: Scheduler; workers: Worker[] };
let ocr: Promise<Ocr> | undefined;

/** The workers, started together; a page goes to the first one free (tesseract.js's scheduler). */
function ocrEngine(): Promise<Ocr> {
  ocr ??= (async () => {
    const started = await Promise.allSettled(Array.from({ length: OCR_WORKERS }, newWorker));
    const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((w) => w.terminate()));
      throw failed.reason;
    }
    const scheduler = createScheduler();
    for (const w of workers) scheduler.addWorker(w);
    return { scheduler, workers };
  })().catch((err: unknown) => {
    ocr = undefined;
    throw err;
  });
  return ocr;
}

/** Starts the OCR workers (the Italian model) ahead of the first page to read. */
export async function warmOcr(): Promise<void> {
  await ocrEngine();
}

/** Terminates the OCR workers (started at the first OCR); the next OCR starts new ones. */
export async function closeOcr(): Promise<void> {
  const engine = ocr;
  ocr = undefined;
  // the scheduler's own terminate does not wait for its workers
  if (engine) await Promise.all((await engine).workers.map((w) => w.terminate()));
}

/** Grey pixels, as straighten.ts gives a photo's page. */
type Pixels = { data: Uint8Array; width: number; height: number };

/** Grey, contrast stretched, a width tesseract reads well, EXIF rotation applied, tables' rules out. */
async function prepareImage(input: Uint8Array | Pixels): Promise<Buffer> {
  try {
    // sharp reads the size from the header and refuses past the limit before decoding a pixel
    const image =
      input instanceof Uint8Array
        ? sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate()
        : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 1 } });
    const { width = 0 } = await image.metadata();
    const target = width < OCR_MIN_WIDTH ? OCR_MIN_WIDTH : width > OCR_MAX_WIDTH ? OCR_MAX_WIDTH : null;
    const { data, info } = await (target ? image.resize({ width: target }) : image)
      .greyscale()
      .normalise()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // the tables' rules out, so that tesseract keeps the rows they run under (rules.ts)
    const page = removeRules({ data, width: info.width, height: info.height });
    return await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
      .png()
      .toBuffer();
  } catch (err) {
    // sharp's errors are about the image itself: too many pixels, or one it cannot decode
    const message = String((err as Error).message);
    if (/pixel limit/i.test(message)) throw new BillRefusedError('file_troppo_grande', 'image pixels');
    throw new BillRefusedError('file_illeggibile', 'image not decoded');
  }
}

function wordsOfBlocks(blocks: Block[] | null): { words: Word[]; confidence: number } {
  const words: Word[] = [];
  let sum = 0;
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const w of line.words) {
          // specks read as punctuation
          if (!/[\p{L}\p{N}]/u.test(w.text) && w.confidence < 60) continue;
          words.push({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1, y0: w.bbox.y0, y1: w.bbox.y1 });
          sum += w.confidence;
        }
      }
    }
  }
  return { words, confidence: words.length ? sum / words.length / 100 : 0 };
}

async function ocrPage(image: Uint8Array | Pixels): Promise<TextPage> {
  const prepared = await prepareImage(image);
  const { data } = await (
    await ocrEngine()
  ).scheduler.addJob('recognize', prepared, { rotateAuto: true }, { blocks: true, text: false });
  const { words, confidence } = wordsOfBlocks(data.blocks);
  return { rows: cellRowsOf(words), fonte: 'ocr', confidenzaOcr: confidence };
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
  if (kind === 'image') return joinPages([await ocrPage((await straighten(bytes)) ?? bytes)]);
  throw new UnsupportedBillError(contentType);
}
