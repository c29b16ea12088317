// Where the page is in a phone photo (straighten.ts): on a small, blurred grey copy of the picture, the
// page is the largest bright region (page-region.ts); its four edges are fitted with straight lines
// through the points where the light changes (a shadow or a letter touching the edge is left out of the
// fit), and the corners are where the lines cross. A scan, whose page fills the frame, and a picture
// without a page both give null: they are read as they are.
import {
  area,
  cornerAngles,
  distance,
  fitLine,
  intersect,
  type Line,
  type Point,
  type Quad,
} from './page-geometry';
import { otsu, pageRegion, type Grey } from './page-region';

export type { Grey } from './page-region';

/** The page must cover at least this share of the picture: a bill photographed to be read. */
const MIN_PAGE_AREA = 0.15;
/** A page covering more is a scan, or a photo taken so close that there is no perspective to undo. */
const MAX_PAGE_AREA = 0.88;
/** Each edge is seen over at least this share of its length (the rest is off the picture or in shadow). */
const MIN_EDGE_SEEN = 0.3;
/** A rectangle seen in perspective: no corner sharper than this, nor wider than 180 minus this. */
const MIN_CORNER_DEGREES = 55;
/** Most of an edge's points (this share) lie within STRAIGHT pixels of the line fitted through them. */
const MIN_STRAIGHT = 0.7;
const STRAIGHT = 1;
/** The bright region fills the quadrilateral found, and little of it lies outside. */
const MIN_FILL = 0.75;
const MAX_OUTSIDE = 0.12;

/**
 * Where the grey level crosses half-way between the desk and the paper, between `outside` and `inside`
 * along a row or a column (`at(k)` its level at step k): a fraction of a pixel, whatever the light.
 */
function crossing(at: (k: number) => number, outside: number, inside: number): number | null {
  const mid = (at(outside) + at(inside)) / 2;
  const step = inside > outside ? 1 : -1;
  if (at(inside) - at(outside) < 12) return null;
  for (let k = outside; k !== inside; k += step) {
    const a = at(k);
    const b = at(k + step);
    if (a < mid && b >= mid) return k + (step * (mid - a)) / (b - a);
  }
  return null;
}

/** How far outside the region the page's edge is looked for (pixels of the small copy). */
const EDGE_REACH = 6;

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * The points of one edge of the region: for each column (top, bottom) or row (left, right) of the middle
 * of the edge, the first region pixel seen from outside, moved to where the light crosses half-way.
 * Points on the picture's border are not the page's edge (it goes on outside the picture).
 */
function edgePoints(img: Grey, mask: Uint8Array, side: Side, from: number, to: number): Point[] {
  const { data, width, height } = img;
  const horizontal = side === 'top' || side === 'bottom';
  const along = horizontal ? width : height;
  const across = horizontal ? height : width;
  const inward = side === 'top' || side === 'left' ? 1 : -1;
  const first = inward > 0 ? 0 : across - 1;
  const index = (s: number, k: number) => (horizontal ? k * width + s : s * width + k);
  const points: Point[] = [];
  const lo = Math.max(0, Math.ceil(Math.min(from, to)));
  const hi = Math.min(along - 1, Math.floor(Math.max(from, to)));
  for (let s = lo; s <= hi; s++) {
    let k = first;
    while (k >= 0 && k < across && !mask[index(s, k)]) k += inward;
    // the region starts just past the edge (the edge's own pixels change too fast to belong to it): the
    // crossing is looked for from EDGE_REACH pixels outside to one inside; on the picture's border, or
    // with no region in this row, this part of the edge is not seen
    const outside = k - EDGE_REACH * inward;
    const insideAt = k + inward;
    if (outside < 0 || outside >= across || insideAt < 0 || insideAt >= across) continue;
    const at = (j: number) => data[index(s, j)]!;
    const c = crossing(at, outside, insideAt);
    if (c === null) continue;
    points.push(horizontal ? [s, c] : [c, s]);
  }
  return points;
}

/** Whether (x, y) is inside the convex quadrilateral q (corners clockwise on screen). */
function inside(q: Quad, x: number, y: number): boolean {
  for (let i = 0; i < 4; i++) {
    const [x0, y0] = q[i]!;
    const [x1, y1] = q[(i + 1) % 4]!;
    if ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) < 0) return false;
  }
  return true;
}

export type PageFound = { quad: Quad } | { quad: null; why: string };

/**
 * The page's corners (top-left, top-right, bottom-right, bottom-left) in the picture `img` (grey,
 * small, blurred enough that letters do not break the paper), in its pixels; or why there is none.
 */
export function findPage(img: Grey): PageFound {
  const { width, height } = img;
  if (img.data.length !== width * height) throw new Error('findPage takes one grey channel');
  const frame = width * height;
  const threshold = otsu(img.data);
  const { mask, size } = pageRegion(img, threshold);
  if (size < MIN_PAGE_AREA * frame) return { quad: null, why: 'no large bright region' };

  // first corners: the region's extremes along the diagonals
  const extreme: [number, number][] = [
    [Infinity, 0],
    [-Infinity, 0],
    [-Infinity, 0],
    [Infinity, 0],
  ];
  const rough: Point[] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const keys = [x + y, x - y, x + y, x - y];
    for (let c = 0; c < 4; c++) {
      const better = c === 0 || c === 3 ? keys[c]! < extreme[c]![0] : keys[c]! > extreme[c]![0];
      if (better) {
        extreme[c]![0] = keys[c]!;
        rough[c] = [x, y];
      }
    }
  }
  const [tl, tr, br, bl] = rough as Quad;

  // the middle 70% of each edge: near the corners the edges of the other side would mix in
  const middle = (a: number, b: number): [number, number] => [a + 0.15 * (b - a), b - 0.15 * (b - a)];
  const sides: [Side, [number, number]][] = [
    ['top', middle(tl[0], tr[0])],
    ['right', middle(tr[1], br[1])],
    ['bottom', middle(bl[0], br[0])],
    ['left', middle(tl[1], bl[1])],
  ];
  const lines: Line[] = [];
  for (const [side, [from, to]] of sides) {
    const points = edgePoints(img, mask, side, from, to);
    if (points.length < MIN_EDGE_SEEN * Math.abs(to - from))
      return { quad: null, why: `${side} edge not seen` };
    const line = fitLine(points, Math.max(8, Math.ceil(0.6 * points.length)));
    // a page's edge is straight: most of its points lie on the line (a round or ragged shape's do not)
    const near = line ? points.filter((p) => Math.abs(distance(line, p)) <= STRAIGHT).length : 0;
    if (!line || near < MIN_STRAIGHT * points.length) return { quad: null, why: `${side} edge not straight` };
    lines.push(line);
  }
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const p = intersect(lines[(i + 3) % 4]!, lines[i]!);
    if (!p) return { quad: null, why: 'parallel edges' };
    corners.push(p);
  }
  const quad = corners as Quad;

  // a page seen in perspective: convex, not too sharp, inside the picture give or take a tenth
  const share = area(quad) / frame;
  if (share < MIN_PAGE_AREA) return { quad: null, why: 'page too small' };
  if (share > MAX_PAGE_AREA) return { quad: null, why: 'page fills the frame' };
  if (cornerAngles(quad).some((a) => a < MIN_CORNER_DEGREES || a > 180 - MIN_CORNER_DEGREES))
    return { quad: null, why: 'not a rectangle in perspective' };
  if (quad.some(([x, y]) => x < -0.1 * width || x > 1.1 * width || y < -0.1 * height || y > 1.1 * height))
    return { quad: null, why: 'corners far outside the picture' };

  // the bright region and the quadrilateral agree (a desk lamp's glow does not)
  let inQuad = 0;
  let maskIn = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const isIn = inside(quad, x, y);
      inQuad += isIn ? 1 : 0;
      if (mask[y * width + x] && isIn) maskIn++;
    }
  }
  const maskSampled = size / 4;
  if (maskIn < MIN_FILL * inQuad) return { quad: null, why: 'quadrilateral not filled by the page' };
  if (maskSampled - maskIn > MAX_OUTSIDE * maskSampled) return { quad: null, why: 'page spills out' };
  return { quad };
}
