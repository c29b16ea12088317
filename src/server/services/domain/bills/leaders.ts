// Dot leaders ("Potenza impegnata ............ kW 3") taken out of a page before OCR. Tesseract reads a
// row of dots as letters ("…csscscesssossonso… kW 3"): the label is lost in them and the value joins
// the noise. A leader is a row of small blobs, evenly spaced on one baseline; a letter's dot or a
// full stop stands alone, a row of them is never text.
import type { GreyImage } from './rules';

/** Darker than this is ink (the page is contrast stretched before). */
const INK = 160;
/** A dot is at most this share of the page's width across, both ways (about 1 mm of A4). */
const DOT_SHARE = 1 / 200;
/** Dots of a leader stand at most this share of the width apart (about 4 mm of A4). */
const GAP_SHARE = 1 / 50;
/** A leader has at least this many dots: "..." ends a sentence, six in a row lead to a value. */
const MIN_DOTS = 6;

type Blob = { x0: number; x1: number; y0: number; y1: number; pixels: number[] };

/** The connected blobs of ink (8 neighbours) no larger than `max` either way. */
function smallBlobs(image: GreyImage, max: number): Blob[] {
  const { data, width, height } = image;
  const seen = new Uint8Array(width * height);
  const out: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= INK) continue;
    seen[start] = 1;
    stack.push(start);
    const blob: Blob = { x0: width, x1: 0, y0: height, y1: 0, pixels: [] };
    let large = false;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      if (!large) {
        blob.pixels.push(p);
        blob.x0 = Math.min(blob.x0, x);
        blob.x1 = Math.max(blob.x1, x);
        blob.y0 = Math.min(blob.y0, y);
        blob.y1 = Math.max(blob.y1, y);
        // a letter or a rule: still walked to the end, so that its pixels are not taken again
        if (blob.x1 - blob.x0 >= max || blob.y1 - blob.y0 >= max) large = true;
      }
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (seen[q] || data[q]! >= INK) continue;
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (!large) out.push(blob);
  }
  return out;
}

/** Paints white the dot leaders of a page, in place. */
export function removeDotLeaders(image: GreyImage): GreyImage {
  const max = Math.max(3, Math.round(image.width * DOT_SHARE));
  const gap = Math.max(8, Math.round(image.width * GAP_SHARE));
  const dots = smallBlobs(image, max)
    .map((b) => ({ b, x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 }))
    .sort((a, c) => a.x - c.x);
  // chains along a row: each dot followed by the nearest dot to its right on its baseline
  const next = new Map<number, number>();
  const hasPrevious = new Set<number>();
  for (let i = 0; i < dots.length; i++) {
    const d = dots[i]!;
    for (let j = i + 1; j < dots.length; j++) {
      const e = dots[j]!;
      if (e.x - d.x > gap) break;
      if (e.x - d.x < 2 || Math.abs(e.y - d.y) > max / 2 || hasPrevious.has(j)) continue;
      next.set(i, j);
      hasPrevious.add(j);
      break;
    }
  }
  for (let i = 0; i < dots.length; i++) {
    if (hasPrevious.has(i)) continue;
    const chain = [i];
    for (let k = next.get(i); k !== undefined; k = next.get(k)) chain.push(k);
    if (chain.length < MIN_DOTS) continue;
    for (const k of chain) for (const p of dots[k]!.b.pixels) image.data[p] = 255;
  }
  return image;
}
