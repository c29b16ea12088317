// The page in a small grey copy of a phone photo, as a region (find-page.ts fits its edges): paper is
// the bright part (Otsu's threshold), the page the largest region of slowly changing light brighter than
// it, its holes (print, boxes) filled; paper beyond a dark band printed across the page joined to it.
import { area, convexHull, type Point } from './page-geometry';

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
  const levels = [0];
  let best = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] || !smooth[start]) continue;
    const id = sizes.length;
    let size = 0;
    let bright = 0;
    let level = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top) {
      const i = stack[--top]!;
      size++;
      if (data[i]! > threshold) bright++;
      level += data[i]!;
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
    levels.push(level / size);
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
  const page = joinAcrossBands(
    spread(filled, width, height, WALL, 0),
    img,
    label,
    (id) =>
      id !== best &&
      sizes[id]! >= MIN_BAND_PART * n &&
      (brights[id]! >= 0.5 * sizes[id]! || levels[id]! >= SHADED_PAPER * levels[best]!),
  );
  let size = 0;
  for (let i = 0; i < n; i++) size += page[i]!;
  return { mask: page, size };
}

/**
 * A dark band printed across the whole page (a banner with the holder's name in white) cuts its paper in
 * two: beyond it, a part at least this share of the picture is looked at.
 */
const MIN_BAND_PART = 0.02;
/**
 * The page and that part, each as its convex hull, cover at least this share of the hull of both: one
 * sheet with a band across it (the band is the rest), not a second bright thing beside the page.
 */
const MIN_JOINT_FILL = 0.85;
/**
 * That part may lie in a shadow (below the threshold): on average at least this share of the page's
 * light. The desk around the page is no such part: its hull holds the page's (they overlap).
 */
const SHADED_PAPER = 0.7;
/** A band across the page is at least this wide (pixels of the small copy, twice WALL; an edge is two or three). */
const MIN_BAND = 6;
/** Hulls drawn through pixel rows overlap by a sliver where they touch: this share of the joint hull. */
const HULL_SLIVER = 0.03;

/** The leftmost and rightmost pixel of each row of the pixels `inIt` takes: enough for their hull. */
function rowEnds(width: number, height: number, inIt: (i: number) => boolean): Point[] {
  const points: Point[] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!inIt(y * width + x)) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0) points.push([first, y], [last, y]);
  }
  return points;
}

/** A convex polygon as a 0/1 mask: each row from the leftmost to the rightmost crossing of its edges. */
function fillConvex(hull: Point[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let lo = Infinity;
    let hi = -Infinity;
    hull.forEach(([x0, y0], i) => {
      const [x1, y1] = hull[(i + 1) % hull.length]!;
      if ((y < Math.min(y0, y1) || y > Math.max(y0, y1)) && !(y0 === y1 && y0 === y)) return;
      const xs = y0 === y1 ? [x0, x1] : [x0 + ((y - y0) * (x1 - x0)) / (y1 - y0)];
      for (const x of xs) {
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    });
    for (let x = Math.max(0, Math.ceil(lo)); x <= Math.min(width - 1, Math.floor(hi)); x++)
      mask[y * width + x] = 1;
  }
  return mask;
}

/**
 * The page with the large bright parts beyond a band across it (`candidate` regions of `label` outside
 * the page whose hull and the page's nearly fill the hull of both), as the hull of all: the band's rows
 * belong to the page. The page as it is when no part qualifies.
 */
function joinAcrossBands(
  page: Uint8Array,
  img: Grey,
  label: Int32Array,
  candidate: (id: number) => boolean,
): Uint8Array {
  const { width, height } = img;
  const parts = new Set<number>();
  for (let i = 0; i < label.length; i++)
    if (!page[i] && label[i] && candidate(label[i]!)) parts.add(label[i]!);
  // a part right beside the page is across its edge (the desk), not across a band: a band is wider
  const near = spread(page, width, height, MIN_BAND, 1);
  for (let i = 0; i < label.length; i++) if (near[i] && parts.has(label[i]!)) parts.delete(label[i]!);
  if (!parts.size) return page;
  let points = rowEnds(width, height, (i) => page[i] === 1);
  let joined = false;
  for (const id of parts) {
    const own = rowEnds(width, height, (i) => label[i] === id);
    const both = convexHull([...points, ...own]);
    const sum = area(convexHull(points)) + area(convexHull(own));
    if (sum < MIN_JOINT_FILL * area(both) || sum > (1 + HULL_SLIVER) * area(both)) continue;
    points = [...points, ...own];
    joined = true;
  }
  return joined ? fillConvex(convexHull(points), width, height) : page;
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
