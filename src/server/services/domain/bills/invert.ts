// Dark bands and boxes with light text (a bill's header band, "GAS NATURALE" on a dark bar, the holder's
// code in a dark box) turned dark on light before OCR. Tesseract is told not to read lines a second
// time inverted (ocr.ts: that second reading of specks and shaded boxes gave noise), so light text on
// dark is lost unless the page itself is turned; a band also misleads its layout analysis about the
// lines beside it. A band is found as runs of tiles mostly dark over several rows of tiles, its edges
// then taken to the pixel (strip by strip, as a scan's skew moves them), and only the band inverted: the
// paper around it stays white. A photo's shadow is dark too, but soft-edged, and is left as it is.
import type { GreyImage } from './rules';

/** Darker than this is dark for the bands (a page stretched from 0 to 255; a grey fill is lighter). */
const DARK = 128;
/** Tiles this share of the page's width a side (8 px on a page 1,240 px wide). */
const TILE_SHARE = 1 / 155;
/** A tile is dark when more than this share of its pixels is. */
const DARK_TILE = 0.6;
/**
 * A band is at least this wide (a share of the page's width: 25 mm of A4) and three tiles tall: no
 * letter, however bold, is a block of dark tiles that size.
 */
const MIN_BAND_SHARE = 1 / 8;
const MIN_BAND_TILES = 3;
/**
 * Of its bounding box, at least this share is dark tiles: a band or a box, not a drawing (a band 40 px
 * tall skewed 1.2° across the page fills little more than half of its box).
 */
const MIN_FILL = 0.5;
/** A band never covers more than this share of the page (a page that dark is a photo's background). */
const MAX_AREA_SHARE = 0.4;

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Tiles mostly dark, as a grid of tiles (1 = dark). */
function darkTiles(img: GreyImage, tile: number) {
  const cols = Math.ceil(img.width / tile);
  const rows = Math.ceil(img.height / tile);
  const dark = new Uint32Array(cols * rows);
  for (let y = 0; y < img.height; y++) {
    const row = Math.floor(y / tile) * cols;
    for (let x = 0; x < img.width; x++)
      if (img.data[y * img.width + x]! < DARK) dark[row + Math.floor(x / tile)]!++;
  }
  const grid = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const area = Math.min(tile, img.width - c * tile) * Math.min(tile, img.height - r * tile) || 1;
      grid[r * cols + c] = dark[r * cols + c]! > DARK_TILE * area ? 1 : 0;
    }
  return { grid, cols, rows };
}

/**
 * The bands, in tiles: runs of dark tiles along a row of tiles at least `minCols` long, joined with the
 * runs of the rows above and below that overlap them by half (a band stands over several rows of tiles).
 * Runs, not blocks of touching tiles: a band printed to the page's edge touches the dark border a scanner
 * leaves around the page, and the block would be the whole page.
 */
function bands(grid: Uint8Array, cols: number, rows: number, minCols: number) {
  type Band = Box & { tiles: number };
  const found: Band[] = [];
  let open: Band[] = [];
  for (let r = 0; r < rows; r++) {
    const next: Band[] = [];
    for (let c = 0; c < cols; c++) {
      if (!grid[r * cols + c]) continue;
      const c0 = c;
      while (c + 1 < cols && grid[r * cols + c + 1]) c++;
      if (c - c0 + 1 < minCols) continue;
      const overlap = (b: Band) => Math.min(b.x1, c) - Math.max(b.x0, c0) + 1;
      const band = open.find((b) => overlap(b) >= Math.min(b.x1 - b.x0, c - c0) / 2);
      if (band) {
        [band.x0, band.x1, band.y1] = [Math.min(band.x0, c0), Math.max(band.x1, c), r];
        band.tiles += c - c0 + 1;
        if (!next.includes(band)) next.push(band);
      } else {
        const b = { x0: c0, x1: c, y0: r, y1: r, tiles: c - c0 + 1 };
        found.push(b);
        next.push(b);
      }
    }
    open = next;
  }
  return found;
}

/** Whether most pixels of row (or column) `i` between `from` and `to` are dark. */
function mostlyDark(img: GreyImage, along: 'row' | 'column', i: number, from: number, to: number) {
  let dark = 0;
  for (let j = from; j < to; j++) {
    const v = along === 'row' ? img.data[i * img.width + j]! : img.data[j * img.width + i]!;
    if (v < DARK) dark++;
  }
  return dark > (to - from) / 2;
}

/** Rows (or columns) mostly dark in a run this long start a band's edge: a letter's bar is thinner. */
const EDGE_RUN = 6;

/** The first of EDGE_RUN lines mostly dark, from `from` towards `to` (either way), or null. */
function edge(img: GreyImage, along: 'row' | 'column', from: number, to: number, span: [number, number]) {
  const step = to >= from ? 1 : -1;
  for (let i = from, run = 0; i !== to; i += step) {
    run = mostlyDark(img, along, i, span[0], span[1]) ? run + 1 : 0;
    if (run === EDGE_RUN) return i - step * (EDGE_RUN - 1);
  }
  return null;
}

/**
 * Inverts a band: its left and right edges found to the pixel column, then each strip a tile wide
 * inverted between its own top and bottom edges (a scan's skew moves a long band's edge by a tile or
 * more from one end to the other; a rectangle would leave a wedge of paper black).
 */
function invertBand(img: GreyImage, b: Box, tile: number) {
  const clampX = (x: number) => Math.max(0, Math.min(img.width, x));
  const clampY = (y: number) => Math.max(0, Math.min(img.height, y));
  // the middle rows of the band decide its ends
  const core: [number, number] = [clampY((b.y0 + 1) * tile), clampY(b.y1 * tile)];
  if (core[1] - core[0] < 2) return;
  const left = edge(img, 'column', clampX((b.x0 - 1) * tile), clampX((b.x1 + 1) * tile), core);
  const right = edge(img, 'column', clampX((b.x1 + 2) * tile) - 1, clampX(b.x0 * tile), core);
  if (left === null || right === null || right <= left) return;
  const [top0, bottom0] = [clampY((b.y0 - 1) * tile), clampY((b.y1 + 2) * tile) - 1];
  const strips: { x: [number, number]; top: number; bottom: number }[] = [];
  let sharp = 0;
  for (let x = left; x <= right; x += tile) {
    const strip: [number, number] = [x, Math.min(right + 1, x + tile)];
    const top = edge(img, 'row', top0, bottom0, strip);
    const bottom = edge(img, 'row', bottom0, top0, strip);
    if (top === null || bottom === null) continue;
    strips.push({ x: strip, top, bottom });
    if (sharpEdge(img, strip, top, -1) || sharpEdge(img, strip, bottom, 1)) sharp++;
  }
  // a shadow across a photo is dark too, but its edges are soft
  if (sharp < strips.length / 2) return;
  for (const { x, top, bottom } of strips)
    for (let y = top; y <= bottom; y++)
      for (let xx = x[0]; xx < x[1]; xx++) img.data[y * img.width + xx] = 255 - img.data[y * img.width + xx]!;
}

/** The rows just outside a printed band's edge are paper, those just inside band: light against dark. */
const SHARP_CONTRAST = 90;
const SHARP_DEPTH = 3;
/**
 * An edge this close to the image's top or bottom (a share of its height) proves nothing: a straightened
 * photo's outer 2 mm are painted white (straighten.ts), and the desk's shadow along them looks printed.
 */
const BORDER_SHARE = 0.025;

/** Whether the strip's edge at row `at` (the band's side `outward` is -1 above it, 1 below) is printed. */
function sharpEdge(img: GreyImage, strip: [number, number], at: number, outward: -1 | 1) {
  const mean = (from: number) => {
    let sum = 0;
    let n = 0;
    for (let k = 0; k < SHARP_DEPTH; k++) {
      const y = from + k * outward;
      if (y < 0 || y >= img.height) continue;
      for (let x = strip[0]; x < strip[1]; x++, n++) sum += img.data[y * img.width + x]!;
    }
    return n ? sum / n : null;
  };
  const border = img.height * BORDER_SHARE;
  if (at < border || at > img.height - border) return false;
  const outside = mean(at + outward * 2);
  const inside = mean(at - outward * (SHARP_DEPTH + 1));
  return outside !== null && inside !== null && outside - inside >= SHARP_CONTRAST;
}

/** The page with its dark bands and boxes inverted (in place): their light text dark on white. */
export function invertDarkBands(img: GreyImage): GreyImage {
  const tile = Math.max(4, Math.round(img.width * TILE_SHARE));
  const { grid, cols, rows } = darkTiles(img, tile);
  const minCols = Math.ceil((img.width * MIN_BAND_SHARE) / tile);
  for (const b of bands(grid, cols, rows, minCols)) {
    const [w, h] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    if (h < MIN_BAND_TILES || b.tiles < MIN_FILL * w * h) continue;
    if (w * h * tile * tile > MAX_AREA_SHARE * img.width * img.height) continue;
    invertBand(img, b, tile);
  }
  return img;
}
