// OCR of a page image (tesseract.js, the Italian model from node_modules): two workers started once per
// process and kept warm, the image prepared as tesseract reads it best (grey, contrast stretched, a
// width it reads well, light text on dark bands inverted, the tables' rules out), and the words it
// finds grouped into the rows and cells the parser reads (rows.ts), as a PDF's text layer is.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, type Block, type Scheduler, type Worker } from 'tesseract.js';
import { invertDarkBands } from './invert';
import { removeDotLeaders } from './leaders';
import { BillRefusedError, MAX_IMAGE_PIXELS } from './limits';
import { cellRowsOf, type Word } from './rows';
import { removeRules } from './rules';
import { bandsOf, type Band } from './bands';
import type { TextPage } from './types';

/**
 * Images narrower than this are enlarged before OCR, wider ones reduced (a phone photo is 4000 px): a
 * 150 dpi scan's page (1,240 px) is read as one of 218 dpi, whose letters tesseract reads better (tuning
 * scans, seeds 87 and 88: 1,321 → 1,349 of 1,408 fields; photos, seed 87: 522 → 531 of 594), in
 * about 1.8 times the time (decision 030).
 */
const OCR_MIN_WIDTH = 1800;
const OCR_MAX_WIDTH = 2500;

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
    // the Italian model's config asks for a user-words file it does not ship; no second reading of
    // each line as white on black: a bill's data are dark on light, and the specks and shaded boxes
    // of a scan read inverted gave noise (tuning scans 93.8% → 94.1%, photos 90.7% → 91.1%)
    'user_words_file /dev/null\ntessedit_do_invert 0',
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
export type Pixels = { data: Uint8Array; width: number; height: number };

/**
 * Grey, contrast stretched, a width tesseract reads well, EXIF rotation applied, dark bands inverted,
 * tables' rules and dot leaders out.
 */
async function prepareImage(input: Uint8Array | Pixels): Promise<Pixels> {
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
    // light text on dark bands made dark on light (invert.ts), the tables' rules out, so that tesseract
    // keeps the rows they run under (rules.ts), and the dot leaders between labels and values, which it
    // reads as letters (leaders.ts)
    const grey = { data, width: info.width, height: info.height };
    return removeDotLeaders(removeRules(invertDarkBands(grey)));
  } catch (err) {
    // sharp's errors are about the image itself: too many pixels, or one it cannot decode
    const message = String((err as Error).message);
    if (/pixel limit/i.test(message)) throw new BillRefusedError('file_troppo_grande', 'image pixels');
    throw new BillRefusedError('file_illeggibile', 'image not decoded');
  }
}

/** A band's words, `top` pixels down the page, their OCR lines numbered from `firstLine`. */
function wordsOfBlocks(
  blocks: Block[] | null,
  { top, keep }: Pick<Band, 'top' | 'keep'>,
  firstLine: number,
): { words: Word[]; sum: number; lines: number } {
  const words: Word[] = [];
  let sum = 0;
  let lines = firstLine;
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const index = lines++;
        for (const w of line.words) {
          // specks read as punctuation
          if (!/[\p{L}\p{N}]/u.test(w.text) && w.confidence < 60) continue;
          const { x0, x1, y0, y1 } = w.bbox;
          // the band's own share of the page: a word its overlap with the next band holds is that one's
          const middle = top + (y0 + y1) / 2;
          if (middle < keep[0] || middle >= keep[1]) continue;
          words.push({ text: w.text, x0, x1, y0: y0 + top, y1: y1 + top, line: index });
          sum += w.confidence;
        }
      }
    }
  }
  return { words, sum, lines };
}

/**
 * A page's words in rows: read in bands side by side, one for each OCR worker (a scan's page in about
 * half the time), or `whole`.
 */
export async function ocrPage(image: Uint8Array | Pixels, { whole = false } = {}): Promise<TextPage> {
  const page = await prepareImage(image);
  const { scheduler } = await ocrEngine();
  const bands = bandsOf(page, whole ? 1 : OCR_WORKERS);
  const read = await Promise.all(
    bands.map(async (band) => {
      const png = await sharp(band.data, { raw: { width: band.width, height: band.height, channels: 1 } })
        .png()
        .toBuffer();
      // a page read whole is straightened by tesseract's own estimate of its skew; a band is not: its
      // fewer lines gave each band an estimate of its own, and a band turned its own way misread rows
      // the page read whole (tuning scans, seeds 87 and 88: 1,308 → 1,320 of 1,408 fields, decision 029)
      const { data } = await scheduler.addJob(
        'recognize',
        png,
        { rotateAuto: bands.length === 1 },
        { blocks: true, text: false },
      );
      return { blocks: data.blocks, top: band.top, keep: band.keep };
    }),
  );
  const words: Word[] = [];
  let sum = 0;
  let lines = 0;
  for (const { blocks, ...band } of read) {
    const { words: found, sum: confidences, lines: next } = wordsOfBlocks(blocks, band, lines);
    words.push(...found);
    sum += confidences;
    lines = next;
  }
  const confidence = words.length ? sum / words.length / 100 : 0;
  return { rows: cellRowsOf(words), fonte: 'ocr', confidenzaOcr: confidence };
}
