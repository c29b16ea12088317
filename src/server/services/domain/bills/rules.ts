// Table rules (the ruled lines of a bill's tables and boxes) taken out of a page before OCR. Tesseract
// finds text lines by their blobs: a rule running under or through a row joins its words into one blob
// or makes the row a picture, and the row is lost (a table's header or its only row of values). A rule
// is a run of dark pixels far longer than any stroke of a letter; it is painted white, the text is not.

/** Grey pixels, one byte each, row by row. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/**
 * Darker than this is ink for the rules: a photo's rules are greyed by blur and JPEG (a 1 px rule at
 * 150 to 190 on a page stretched from 0 to 255) and would break into short runs at mid-grey; a letter
 * is no thinner for it, so text is still kept.
 */
const INK = 190;

/**
 * A rule is at least this share of the page's width long (about 10 mm on A4): letters' strokes are a few
 * millimetres, a word's underline or a bold run of letters touching each other is shorter too.
 */
const MIN_RULE_SHARE = 1 / 21;

/** A rule is at most this share of the page's width thick (a stroke of 2 pt); a letter is thicker across. */
const MAX_THICK_SHARE = 1 / 200;

/**
 * Ink thin across: for rules along rows (`step` 1, across = columns), a pixel of ink whose run of ink
 * down its column is at most `thick`; for rules down columns, across its row.
 */
function thinInk(data: Uint8Array, width: number, height: number, along: 'row' | 'column', thick: number) {
  const out = new Uint8Array(width * height);
  // runs across the rules' direction: down columns for rules along rows
  const [lines, length, lineStep, step] =
    along === 'row' ? [width, height, 1, width] : [height, width, width, 1];
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let start = 0;
    for (let i = 0; i <= length; i++) {
      if (i < length && data[base + i * step]! < INK) continue;
      if (i > start && i - start <= thick) for (let j = start; j < i; j++) out[base + j * step] = 1;
      start = i + 1;
    }
  }
  return out;
}

/**
 * Paints white the horizontal and vertical rules of a page, in place. A pixel of a horizontal rule is
 * ink thin across (a letter's stems are tall, so text is never taken), in a run of such pixels as long
 * as a rule; a scan's rules are slightly skewed, so a run is counted over three neighbouring rows and a
 * rule that steps from one row to the next stays one run. Vertical rules the same way down the columns.
 */
export function removeRules(image: GreyImage): GreyImage {
  const { data, width, height } = image;
  const min = Math.max(20, Math.round(width * MIN_RULE_SHARE));
  const thick = Math.max(3, Math.round(width * MAX_THICK_SHARE));
  const rule = new Uint8Array(width * height);
  for (const along of ['row', 'column'] as const) {
    const thin = thinInk(data, width, height, along, thick);
    const [lines, length, lineStep, step] =
      along === 'row' ? [height, width, width, 1] : [width, height, 1, width];
    for (let line = 0; line < lines; line++) {
      const base = line * lineStep;
      const before = line > 0 ? base - lineStep : -1;
      const after = line < lines - 1 ? base + lineStep : -1;
      let start = -1;
      for (let i = 0; i <= length; i++) {
        const o = i * step;
        const on =
          i < length &&
          (thin[base + o] === 1 ||
            (before >= 0 && thin[before + o] === 1) ||
            (after >= 0 && thin[after + o] === 1));
        if (on) {
          if (start < 0) start = i;
          continue;
        }
        if (start >= 0 && i - start >= min) {
          for (let j = start; j < i; j++) if (thin[base + j * step]) rule[base + j * step] = 1;
        }
        start = -1;
      }
    }
  }
  // where two rules cross, the crossing is thick both ways: it goes with the rules that reach it from
  // both sides (through ink, at most a rule's thickness away)
  const reaches = (x: number, y: number, dx: number, dy: number) => {
    for (let k = 1; k <= thick; k++) {
      const [cx, cy] = [x + dx * k, y + dy * k];
      if (cx < 0 || cx >= width || cy < 0 || cy >= height) return false;
      if (rule[cy * width + cx] === 1) return true;
      if (data[cy * width + cx]! >= INK) return false;
    }
    return false;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]! >= INK || rule[y * width + x]) continue;
      const across = reaches(x, y, -1, 0) && reaches(x, y, 1, 0);
      if (across || (reaches(x, y, 0, -1) && reaches(x, y, 0, 1))) rule[y * width + x] = 2;
    }
  }
  for (let i = 0; i < rule.length; i++) if (rule[i]) data[i] = 255;
  return image;
}
