// A page cut across into bands, one for each OCR worker to read beside the others: the cut runs along
// the middle of a blank between lines of text nearest each share's end, so that no line is cut, and
// white rows pad it, so that each band keeps a margin around its text.
import type { Pixels } from './ocr';

/**
 * A band's pixels, its first row `top` rows down the page (less than 0 where white rows pad it), and
 * the page's rows whose words it gives (`keep`, from and to).
 */
export type Band = Pixels & { top: number; keep: [number, number] };

/** A pixel darker than this is ink. */
const INK = 128;
/** A page shorter than this (pixels) is read whole: cutting saves little and risks its few lines. */
const MIN_HEIGHT = 800;

const inkOf = (page: Pixels, y: number) => {
  let ink = 0;
  for (let i = y * page.width, end = i + page.width; i < end; i++) if (page.data[i]! < INK) ink++;
  return ink;
};

/**
 * Where to cut near row `at`: the middle of the run of blank rows nearest it within `span`; none
 * where no run of blank rows is there (a photo's shadow, a picture across the page): a line of text
 * cut in two would be lost.
 */
function cutNear(page: Pixels, at: number, span: number): number | null {
  const from = Math.max(1, at - span);
  const to = Math.min(page.height - 2, at + span);
  const ink: number[] = [];
  for (let y = from; y <= to; y++) ink.push(inkOf(page, y));
  // blank: no more ink than the emptiest row but a scan's specks
  const blank = Math.min(page.width * BLANK_INK, Math.min(...ink) + page.width * SPECKS);
  let best = { start: at - from, length: 0 };
  for (let i = 0; i < ink.length;) {
    if (ink[i]! > blank) {
      i++;
      continue;
    }
    let j = i;
    while (j < ink.length && ink[j]! <= blank) j++;
    // the run nearest the share's end of those wide enough: bands of about equal height, read in
    // about equal time
    const distance = (r: { start: number; length: number }) => Math.abs(from + r.start + r.length / 2 - at);
    const run = { start: i, length: j - i };
    if (run.length >= MIN_BLANK_ROWS && (best.length === 0 || distance(run) < distance(best))) best = run;
    i = j;
  }
  if (best.length < MIN_BLANK_ROWS) return null;
  return from + best.start + Math.floor(best.length / 2);
}

/** A row with ink on more than this share of its pixels is never blank (a line of text's thinnest). */
const BLANK_INK = 0.012;
/** The share of a row's pixels a scan's specks may darken beyond the emptiest row's. */
const SPECKS = 0.005;
/** The fewest blank rows between two lines of text to cut along. */
const MIN_BLANK_ROWS = 6;

/** The page in `count` bands, top to bottom: cut along blanks, else overlapping. */
export function bandsOf(page: Pixels, count: number): Band[] {
  if (count < 2 || page.height < MIN_HEIGHT) return [{ ...page, top: 0, keep: [0, page.height] }];
  const span = Math.round(page.height / (count * 4));
  const cuts = Array.from({ length: count - 1 }, (_, k) =>
    cutNear(page, Math.round((page.height * (k + 1)) / count), span),
  );
  if (cuts.some((c) => c === null)) return overlapping(page, count);
  const edges = [0, ...(cuts as number[]), page.height];
  return edges.slice(1).map((bottom, k) => {
    const top = edges[k]!;
    // white rows above and below the cut, as a page's margin: tesseract misreads a line at the edge
    const padTop = k > 0 ? PAD : 0;
    const padBottom = k < count - 1 ? PAD : 0;
    const height = padTop + bottom - top + padBottom;
    const data = new Uint8Array(page.width * height).fill(255);
    data.set(page.data.subarray(top * page.width, bottom * page.width), padTop * page.width);
    return { data, width: page.width, height, top: top - padTop, keep: [top, bottom] };
  });
}

/**
 * Where no blank runs across the page (a scan's skew slants its lines): bands that overlap by a few
 * lines, each keeping the words whose middle stands in its share, so that a word cut at a band's edge
 * is read whole by the other.
 */
function overlapping(page: Pixels, count: number): Band[] {
  const overlap = Math.round(page.height * OVERLAP);
  return Array.from({ length: count }, (_, k) => {
    const keepTop = Math.round((page.height * k) / count);
    const keepBottom = Math.round((page.height * (k + 1)) / count);
    const top = Math.max(0, keepTop - overlap);
    const bottom = Math.min(page.height, keepBottom + overlap);
    const data = page.data.subarray(top * page.width, bottom * page.width);
    return { data, width: page.width, height: bottom - top, top, keep: [keepTop, keepBottom] };
  });
}

/** How far bands overlap where none can be cut along a blank: a share of the page's height (some lines). */
const OVERLAP = 0.05;

/** White rows added along a cut. */
export const PAD = 24;
