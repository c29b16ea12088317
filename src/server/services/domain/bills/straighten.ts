// A phone photo of a bill, made to look like a scan before OCR (issue 14 item 3; docs/bills.md "Photos"):
// the page found in the picture (find-page.ts), its perspective undone into an upright A4 rectangle
// (bilinear resampling of the picture at full resolution), and its light evened out (each pixel divided
// by the paper's brightness around it), so that tesseract sees straight rows of dark letters on even
// paper, as on a scan. A scan, or a picture where no page is found for sure, is not touched: null, and
// the reader OCRs the file as it is.
import sharp from 'sharp';
import { findPage, type Grey } from './find-page';
import { MAX_IMAGE_PIXELS } from './limits';
import { homography, length, type Homography, type Point, type Quad } from './page-geometry';

/** The page is looked for on a copy this wide: a few milliseconds, and a pixel there is 3 of a photo. */
const FIND_WIDTH = 480;
/** Blur of that copy (in its pixels): letters melt into the paper, the page's edge stays sharp enough. */
const FIND_BLUR = 1.2;
/**
 * The picture is resampled from a copy at most this large: a 48-megapixel photo would give nothing more
 * to a page read at OCR_MAX_WIDTH, and would take 48 MB a channel.
 */
const WORK_SIZE = 3000;
/** The straightened page's width: what tesseract reads well (text.ts reads between these). */
const PAGE_MIN_WIDTH = 1200;
const PAGE_MAX_WIDTH = 2500;
/**
 * The straightened page's edge, this share of its width (2 mm of A4), is painted white: the corners are
 * found to a pixel or two of the small copy, so the page's edge and a sliver of the background lie along
 * it, and no bill prints that close to the paper's edge. A dark line there, half taken out as a rule
 * before OCR, made tesseract misread rows far below it ("3KkWw" for "3 kW").
 */
const EDGE_SHARE = 1 / 100;
/** The paper's brightness is estimated on squares of this side, then smoothed across them. */
const LIGHT_BLOCK = 16;

export type Straightened = Grey & { corners: Quad };

/** The picture's grey pixels, EXIF rotation applied, at most WORK_SIZE on a side. */
async function greyPixels(bytes: Uint8Array): Promise<Grey> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: WORK_SIZE, height: WORK_SIZE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** A small blurred copy to find the page on, and the factor from its pixels to the picture's. */
async function findCopy(picture: Grey): Promise<{ small: Grey; scale: [number, number] }> {
  const { data, info } = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 1 },
  })
    .resize({ width: Math.min(FIND_WIDTH, picture.width) })
    .blur(FIND_BLUR)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    small: {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    },
    scale: [picture.width / info.width, picture.height / info.height],
  };
}

/** The page's corners in the picture, or null when it has none to straighten (a scan, no page). */
export async function pageCorners(bytes: Uint8Array): Promise<{ picture: Grey; corners: Quad | null }> {
  const picture = await greyPixels(bytes);
  if (Math.min(picture.width, picture.height) < 200) return { picture, corners: null };
  const { small, scale } = await findCopy(picture);
  const found = findPage(small);
  if (!found.quad) return { picture, corners: null };
  // a pixel of the small copy covers scale pixels of the picture: their centres line up like this
  const corners = found.quad.map(([x, y]) => [
    (x + 0.5) * scale[0] - 0.5,
    (y + 0.5) * scale[1] - 0.5,
  ]) as Quad;
  return { picture, corners };
}

/**
 * The page inside `corners` resampled (bilinear) into an upright rectangle of A4 proportions, as wide as
 * the page's wider edge in the picture (within what OCR reads well). Outside the picture: white paper.
 */
export function warpPage(picture: Grey, corners: Quad): Grey | null {
  const [tl, tr, br, bl] = corners;
  const across = Math.max(length(tl, tr), length(bl, br));
  const down = Math.max(length(tl, bl), length(tr, br));
  const width = Math.round(Math.min(PAGE_MAX_WIDTH, Math.max(PAGE_MIN_WIDTH, across)));
  // A4 standing or lying, as the page lies in the picture
  const height = Math.round(down >= across ? width * Math.SQRT2 : width / Math.SQRT2);
  const target: Point[] = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  const h = homography(target, corners);
  if (!h) return null;
  return clearEdge({ data: resample(picture, h, width, height), width, height });
}

function clearEdge(page: Grey): Grey {
  const { data, width, height } = page;
  const m = Math.max(2, Math.round(width * EDGE_SHARE));
  for (let y = 0; y < height; y++) {
    if (y < m || y >= height - m) data.fill(255, y * width, (y + 1) * width);
    else {
      data.fill(255, y * width, y * width + m);
      data.fill(255, (y + 1) * width - m, (y + 1) * width);
    }
  }
  return page;
}

function resample(src: Grey, h: Homography, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const { data, width: sw, height: sh } = src;
  for (let y = 0; y < height; y++) {
    // along a row the homography's three terms grow linearly with x
    let nx = h[1] * y + h[2];
    let ny = h[4] * y + h[5];
    let nw = h[7] * y + 1;
    let o = y * width;
    for (let x = 0; x < width; x++, o++, nx += h[0], ny += h[3], nw += h[6]) {
      const u = nx / nw;
      const v = ny / nw;
      if (!(u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1)) {
        out[o] = 255;
        continue;
      }
      const ui = u | 0;
      const vi = v | 0;
      const fu = u - ui;
      const fv = v - vi;
      const i = vi * sw + ui;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fu;
      const bottom = data[i + sw]! + (data[i + sw + 1]! - data[i + sw]!) * fu;
      out[o] = top + (bottom - top) * fv + 0.5;
    }
  }
  return out;
}

/**
 * The light evened out: each pixel divided by the paper's brightness around it. That brightness is the
 * brightest pixel of each LIGHT_BLOCK square (a square has paper between its letters), widened over the
 * neighbouring squares (a block of dark print is not taken for shadow) and smoothed; a shadow or the
 * light falling off across the page then leaves the paper white and the letters dark.
 */
export function evenLight(page: Grey): Grey {
  const { data, width, height } = page;
  const gw = Math.ceil(width / LIGHT_BLOCK);
  const gh = Math.ceil(height / LIGHT_BLOCK);
  let grid: Float32Array = new Float32Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = ((y / LIGHT_BLOCK) | 0) * gw;
    for (let x = 0; x < width; x++) {
      const g = row + ((x / LIGHT_BLOCK) | 0);
      const v = data[y * width + x]!;
      if (v > grid[g]!) grid[g] = v;
    }
  }
  grid = neighbours(grid, gw, gh, Math.max);
  grid = neighbours(grid, gw, gh, Math.max);
  grid = neighbours(grid, gw, gh, (...v) => v.reduce((a, b) => a + b, 0) / v.length);
  grid = neighbours(grid, gw, gh, (...v) => v.reduce((a, b) => a + b, 0) / v.length);

  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    // the grid's values stand at the centres of their squares: bilinear between them
    const gy = Math.min(gh - 1, Math.max(0, (y + 0.5) / LIGHT_BLOCK - 0.5));
    const y0 = gy | 0;
    const y1 = Math.min(gh - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(gw - 1, Math.max(0, (x + 0.5) / LIGHT_BLOCK - 0.5));
      const x0 = gx | 0;
      const x1 = Math.min(gw - 1, x0 + 1);
      const fx = gx - x0;
      const top = grid[y0 * gw + x0]! * (1 - fx) + grid[y0 * gw + x1]! * fx;
      const bottom = grid[y1 * gw + x0]! * (1 - fx) + grid[y1 * gw + x1]! * fx;
      const paper = Math.max(16, top * (1 - fy) + bottom * fy);
      const i = y * width + x;
      out[i] = Math.min(255, (data[i]! * 250) / paper);
    }
  }
  return { data: out, width, height };
}

/** Each cell replaced by `f` of itself and its eight neighbours (those inside the grid). */
function neighbours(
  grid: Float32Array,
  gw: number,
  gh: number,
  f: (...values: number[]) => number,
): Float32Array {
  const out = new Float32Array(grid.length);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const values: number[] = [];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < gh && xx >= 0 && xx < gw) values.push(grid[yy * gw + xx]!);
        }
      }
      out[y * gw + x] = f(...values);
    }
  }
  return out;
}

/**
 * A photo's page, straightened and evenly lit (grey pixels), with the corners where it was found; null
 * when the picture is to be read as it is (a scan, no page found for sure, a file sharp cannot decode:
 * the reader's own decoding then says why).
 */
export async function straighten(bytes: Uint8Array): Promise<Straightened | null> {
  let found: Awaited<ReturnType<typeof pageCorners>>;
  try {
    found = await pageCorners(bytes);
  } catch {
    return null;
  }
  if (!found.corners) return null;
  const page = warpPage(found.picture, found.corners);
  return page ? { ...evenLight(page), corners: found.corners } : null;
}
