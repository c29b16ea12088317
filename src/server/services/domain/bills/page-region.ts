// The page in a small grey copy of a phone photo, as a region (find-page.ts fits its edges): paper is
// the bright part (Otsu's threshold), the page the largest region of slowly changing light brighter than
// it, its holes (print, boxes) filled.

/** Grey pixels of the small copy of a picture. */
export type Grey = { data: Uint8Array; width: number; height: number };

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsu(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of data) hist[v]!++;
  const total = data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += hist[t]!;
    if (below === 0 || below === total) continue;
    sumBelow += t * hist[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The steepest change of light (levels a pixel) inside a region of paper: under a shadow, or with the
 * light falling off across the page, it changes by a level or two a pixel; across the page's edge, a
 * letter or a ruled line, by ten and more. (A tolerance on the step from one pixel to the next instead
 * would let a region creep along a slanted edge, where each step down is small.)
 */
const MAX_SLOPE = 5;

/**
 * The page as a 0/1 mask, and its size: the picture cut into regions of slowly changing light (walls
 * where it changes fast: edges, print), the page the region with the most pixels brighter than
 * `threshold` (paper is brighter than the desk it lies on, shadow or not), its holes (print, boxes)
 * filled. A threshold alone cuts the page where a shadow falls on it, or takes a pale desk with it.
 */
export function pageRegion(img: Grey, threshold: number): { mask: Uint8Array; size: number } {
  const { data, width, height } = img;
  const n = width * height;
  // 1 where the light changes slowly, from the neighbours on either side; the border is a wall
  const smooth = new Uint8Array(n);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = Math.abs(data[i + 1]! - data[i - 1]!);
      const gy = Math.abs(data[i + width]! - data[i - width]!);
      smooth[i] = Math.max(gx, gy) <= 2 * MAX_SLOPE ? 1 : 0;
    }
  }
  const label = new Int32Array(n);
  const stack = new Int32Array(n);
  const sizes = [0];
  const brights = [0];
  let best = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] || !smooth[start]) continue;
    const id = sizes.length;
    let size = 0;
    let bright = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top) {
      const i = stack[--top]!;
      size++;
      if (data[i]! > threshold) bright++;
      // the four neighbours; the border pixels are walls, so none of them falls off the picture
      for (let k = 0; k < 4; k++) {
        const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
        if (smooth[j] && !label[j]) {
          label[j] = id;
          stack[top++] = j;
        }
      }
    }
    sizes.push(size);
    brights.push(bright);
    if (bright > brights[best]!) best = id;
  }
  if (!best) return { mask: new Uint8Array(n), size: 0 };
  // the page's other bright parts (a grey band printed to its edge, paper cut off by a line of print):
  // the regions mostly brighter than the threshold, joined to the page across the thin walls between them
  const minPart = 0.0005 * n;
  const part = sizes.map((size, id) => id === best || (size >= minPart && brights[id]! >= 0.5 * size));
  let mask: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = part[label[i]!] ? 1 : 0;
  mask = spread(mask, width, height, WALL, 1);
  // the joined regions that touch the page, holes filled: all that the outside cannot reach
  const outside = new Uint8Array(n);
  let top = 0;
  const reach = (j: number) => {
    if (!outside[j] && !mask[j]) {
      outside[j] = 1;
      stack[top++] = j;
    }
  };
  for (let x = 0; x < width; x++) {
    reach(x);
    reach(n - width + x);
  }
  for (let y = 0; y < height; y++) {
    reach(y * width);
    reach(y * width + width - 1);
  }
  while (top) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) reach(i - 1);
    if (x < width - 1) reach(i + 1);
    if (i >= width) reach(i - width);
    if (i < n - width) reach(i + width);
  }
  // only the piece that holds the page (another bright thing on the desk stays out)
  const filled = new Uint8Array(n);
  const seed = label.indexOf(best);
  top = 0;
  stack[top++] = seed;
  filled[seed] = 1;
  while (top) {
    const i = stack[--top]!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < n && !outside[j] && !filled[j]) {
        filled[j] = 1;
        stack[top++] = j;
      }
    }
  }
  const page = spread(filled, width, height, WALL, 0);
  let size = 0;
  for (let i = 0; i < n; i++) size += page[i]!;
  return { mask: page, size };
}

/** Wall between two bright regions of the page that is bridged (pixels of the small copy, each side). */
const WALL = 3;

/**
 * The mask widened (`value` 1: a pixel becomes 1 when any within `r` is) or narrowed (`value` 0: 0 when
 * any within `r` is), over a square, rows then columns.
 */
function spread(mask: Uint8Array, width: number, height: number, r: number, value: 0 | 1): Uint8Array {
  const pass = (src: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(src.length);
    const [lines, along] = horizontal ? [height, width] : [width, height];
    for (let l = 0; l < lines; l++) {
      const at = (k: number) => (horizontal ? l * width + k : k * width + l);
      // the distance back to the last pixel of `value`, carried along the line, both ways
      let last = -Infinity;
      for (let k = 0; k < along; k++) {
        if (src[at(k)] === value) last = k;
        out[at(k)] = k - last <= r ? value : 1 - value;
      }
      last = Infinity;
      for (let k = along - 1; k >= 0; k--) {
        if (src[at(k)] === value) last = k;
        if (last - k <= r) out[at(k)] = value;
      }
    }
    return out;
  };
  return pass(pass(mask, true), false);
}
