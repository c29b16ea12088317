// The pictures of a generated bill: a flatbed scan (150 dpi, slightly rotated, specks, grey), a degraded
// copy (100 dpi, more skew, blur, JPEG 35: the recipe of bench/bills.ts), and a phone photo (the page
// perspective-warped and rotated on a desk, under uneven light and a shadow, JPEG).
import sharp from 'sharp';
import { toSvg, type Page } from './page';
import type { Rnd } from './random';
import { perspective, type Point } from './warp';

export async function scan(page: Page, rnd: Rnd, format: 'png' | 'jpeg'): Promise<Buffer> {
  const angle = rnd.between(-1.2, 1.2);
  const raster = sharp(Buffer.from(toSvg(page, 150, rnd)))
    .rotate(angle, { background: { r: 60, g: 60, b: 60 } })
    .toColourspace('b-w')
    .blur(0.55);
  return format === 'png'
    ? raster.png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 }).toBuffer()
    : raster.jpeg({ quality: 60, mozjpeg: true }).toBuffer();
}

export async function degrade(bytes: Buffer): Promise<Buffer> {
  const { width = 1240 } = await sharp(bytes).metadata();
  return sharp(bytes)
    .resize({ width: Math.round((width * 2) / 3) })
    .rotate(1.5, { background: '#777' })
    .blur(0.7)
    .jpeg({ quality: 35 })
    .toBuffer();
}

/** The photo's size: a 12-megapixel phone picture scaled to a quarter, as a messaging app sends it. */
export const PHOTO_W = 1512;
export const PHOTO_H = 2016;

/** A desk: a base colour with wood-like bands and grain, the same for a seed. */
function desk(rnd: Rnd): Buffer {
  const base = rnd.pick([
    [120, 84, 52],
    [150, 140, 128],
    [70, 72, 78],
    [180, 170, 150],
  ]) as [number, number, number];
  const freq = rnd.between(0.01, 0.03);
  const phase = rnd.between(0, 6);
  const out = Buffer.alloc(PHOTO_W * PHOTO_H * 3);
  for (let y = 0; y < PHOTO_H; y++) {
    for (let x = 0; x < PHOTO_W; x++) {
      const band = 14 * Math.sin(freq * (x + 0.3 * y) + phase + 2 * Math.sin(0.004 * y));
      const grain = (rnd() - 0.5) * 16;
      const i = 3 * (y * PHOTO_W + x);
      for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + band + grain));
    }
  }
  return out;
}

/**
 * A phone photo of the page: the page's corners moved to a quadrilateral inside the picture (tilt of the
 * phone, rotation up to 8 degrees, the page filling 70-85% of the width), the desk around it, light that
 * falls off towards one side and a soft shadow of the phone, sensor noise, JPEG at quality 70-85.
 */
export async function photo(page: Page, rnd: Rnd): Promise<Buffer> {
  return (await photoOf(page, rnd)).bytes;
}

/** The photo and where the page's corners (top-left, top-right, bottom-right, bottom-left) are in it. */
export async function photoOf(page: Page, rnd: Rnd): Promise<{ bytes: Buffer; corners: Point[] }> {
  const { data: src, info } = await sharp(Buffer.from(toSvg(page, 160)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pw = PHOTO_W * rnd.between(0.7, 0.85);
  const ph = pw * Math.SQRT2;
  const cx = PHOTO_W / 2 + rnd.between(-40, 40);
  const cy = PHOTO_H / 2 + rnd.between(-60, 60);
  const angle = (rnd.between(-8, 8) * Math.PI) / 180;
  // the phone tilted: the page's far edge (top or bottom) narrower than the near one
  const tilt = rnd.between(0.03, 0.1) * (rnd.chance(0.5) ? 1 : -1);
  const corners: Point[] = [
    [(-pw / 2) * (1 - tilt), -ph / 2],
    [(pw / 2) * (1 - tilt), -ph / 2],
    [(pw / 2) * (1 + tilt), ph / 2],
    [(-pw / 2) * (1 + tilt), ph / 2],
  ].map(([x = 0, y = 0]) => [
    cx + x * Math.cos(angle) - y * Math.sin(angle) + rnd.between(-12, 12),
    cy + x * Math.sin(angle) + y * Math.cos(angle) + rnd.between(-12, 12),
  ]);
  const out = desk(rnd);
  perspective(
    { data: src, width: info.width, height: info.height, channels: info.channels },
    { data: out, width: PHOTO_W, height: PHOTO_H },
    corners,
  );
  // light: a gradient across the picture, and the phone's shadow, a soft-edged ellipse
  const gx = rnd.between(-1, 1);
  const gy = rnd.between(-1, 1);
  const sx = rnd.between(0.2, 0.8) * PHOTO_W;
  const sy = rnd.chance(0.5) ? rnd.between(0, 0.25) * PHOTO_H : rnd.between(0.75, 1) * PHOTO_H;
  const sr = rnd.between(0.25, 0.45) * PHOTO_W;
  const depth = rnd.between(0.25, 0.45);
  for (let y = 0; y < PHOTO_H; y++) {
    for (let x = 0; x < PHOTO_W; x++) {
      const u = x / PHOTO_W - 0.5;
      const v = y / PHOTO_H - 0.5;
      const d = Math.hypot((x - sx) / 1.6, y - sy) / sr;
      const shadow = d < 1 ? depth * Math.min(1, (1 - d) * 2.5) : 0;
      const light = (0.9 + 0.22 * (gx * u + gy * v)) * (1 - shadow);
      const noise = (rnd() - 0.5) * 10;
      const i = 3 * (y * PHOTO_W + x);
      for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, (out[i + c] ?? 0) * light + noise));
    }
  }
  const bytes = await sharp(out, { raw: { width: PHOTO_W, height: PHOTO_H, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: rnd.int(70, 85) })
    .toBuffer();
  return { bytes, corners };
}
