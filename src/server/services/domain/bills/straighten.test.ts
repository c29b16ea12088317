import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { billsOf } from '../../../../../scripts/bills-gen/generate';
import { degrade, photoOf, PHOTO_H, PHOTO_W, scan } from '../../../../../scripts/bills-gen/images';
import { isHeldOut, LAYOUTS } from '../../../../../scripts/bills-gen/layouts';
import { H, Page, W } from '../../../../../scripts/bills-gen/page';
import { random } from '../../../../../scripts/bills-gen/random';
import { apply, fitLine, homography, type Point } from './page-geometry';
import { evenLight, pageCorners, straighten } from './straighten';

// Generating a photo takes a second or two (the desk and the light are drawn pixel by pixel in JS)
const GEN_TIMEOUT = 60_000;
/**
 * How far (photo pixels, 1512 x 2016) a corner found may be from where the generator put it: the edges
 * are fitted through sub-pixel crossings on a copy a third as wide, so a pixel is a generous bound; 3
 * leaves room for a JPEG-soft edge without letting a wrong edge (tens of pixels off) pass.
 */
const CORNER_TOLERANCE = 3;

// one bill of each of four tuning layouts (never a held-out one), with its own random source
const tuning = LAYOUTS.map((layout, index) => ({ layout, index }))
  .filter(({ layout }) => !isHeldOut(layout.key))
  .filter((_, i) => i % 2 === 0);
const pageOf = (k: number) => {
  const { layout, index } = tuning[k]!;
  const bill = billsOf(layout, index, 1, 2026)[0]!;
  return layout.draw(bill)[0]!;
};

/** How far down (points) a dark fill printed from the page's top edge reaches: 0 for a white margin. */
const topBleedPt = (page: Page) =>
  Math.max(
    0,
    ...page.ops.map((op) =>
      op.kind === 'rect' && op.y <= 0 && op.fill !== null && op.fill < 0.6 ? op.y + op.h : 0,
    ),
  );
/**
 * Whether a dark fill is printed to a side edge of the page down most of its height (a sidebar): that
 * edge is as dark as the desk, unseen, and the page is not found; the photo is read as it is.
 */
const sideBleed = (page: Page) =>
  page.ops.some(
    (op) =>
      op.kind === 'rect' &&
      op.fill !== null &&
      op.fill < 0.6 &&
      (op.x <= 0 || op.x + op.w >= W) &&
      op.h > H / 2,
  );
const sub = (a: Point, b: Point): [number, number] => [a[0] - b[0], a[1] - b[1]];

describe('straighten', () => {
  for (const k of tuning.keys()) {
    it(
      `finds the corners of a photographed ${tuning[k]!.layout.key} page within ${CORNER_TOLERANCE} px`,
      async () => {
        const { bytes, corners } = await photoOf(pageOf(k), random(500 + k));
        const found = await pageCorners(bytes);
        if (sideBleed(pageOf(k)) && !found.corners) {
          expect(await straighten(bytes)).toBeNull();
          return;
        }
        expect(found.corners).not.toBeNull();
        // a dark band printed to the paper's top edge is as dark as the desk: the edge found is the
        // band's lower side, so the top corners may be that far in (docs/bills.md, "Photos")
        const bleed = topBleedPt(pageOf(k)) * (Math.hypot(...sub(corners[1]!, corners[0]!)) / W);
        found.corners!.forEach((p, i) => {
          const [x, y] = corners[i]!;
          const slack = i < 2 ? bleed : 0;
          expect(Math.hypot(p[0] - x, p[1] - y)).toBeLessThanOrEqual(CORNER_TOLERANCE + slack);
        });
        // and the page comes out upright, A4-proportioned, at least as wide as tesseract reads well
        const page = await straighten(bytes);
        expect(page!.height / page!.width).toBeCloseTo(Math.SQRT2, 2);
        expect(page!.width).toBeGreaterThanOrEqual(1200);
      },
      GEN_TIMEOUT,
    );
  }

  it(
    'finds the whole page when a dark band printed across it cuts its paper in two',
    async () => {
      // a banner edge to edge with the holder's name in white, print above and below it
      const page = new Page('sans');
      for (let y = 60; y < 800; y += 24) {
        if (y < 240 || y > 340) page.text(50, y, `Voce di spesa ${y} .......... euro 12,34`, { size: 10 });
      }
      page.rect(0, 250, W, 80, 0.1, null);
      page.text(50, 290, 'ROSSI MARIO', { size: 20, bold: true, grey: 1 });
      for (const seed of [2, 3, 4, 5]) {
        const { bytes, corners } = await photoOf(page, random(seed));
        const found = await pageCorners(bytes);
        expect(found.corners).not.toBeNull();
        found.corners!.forEach((p, i) => {
          const [x, y] = corners[i]!;
          expect(Math.hypot(p[0] - x, p[1] - y)).toBeLessThanOrEqual(CORNER_TOLERANCE);
        });
      }
    },
    GEN_TIMEOUT,
  );

  it(
    'leaves a scan and a degraded scan as they are',
    async () => {
      for (const format of ['png', 'jpeg'] as const) {
        const s = await scan(pageOf(0), random(7), format);
        expect(await straighten(s)).toBeNull();
        expect(await straighten(await degrade(s))).toBeNull();
      }
    },
    GEN_TIMEOUT,
  );

  it('finds no page where there is none', async () => {
    const raw = (f: (x: number, y: number) => number) => {
      const data = Buffer.alloc(PHOTO_W * PHOTO_H);
      for (let y = 0; y < PHOTO_H; y++) for (let x = 0; x < PHOTO_W; x++) data[y * PHOTO_W + x] = f(x, y);
      return sharp(data, { raw: { width: PHOTO_W, height: PHOTO_H, channels: 1 } })
        .jpeg()
        .toBuffer();
    };
    const rnd = random(3);
    // a bare desk with wood-like bands, plain white paper filling the picture, noise, a bright disc
    const pictures = [
      await raw((x, y) => 120 + 14 * Math.sin(0.02 * (x + 0.3 * y)) + rnd() * 10),
      await raw(() => 245),
      await raw(() => rnd() * 255),
      await raw((x, y) => (Math.hypot(x - 700, y - 900) < 500 ? 240 : 90)),
    ];
    for (const p of pictures) expect(await straighten(p)).toBeNull();
    // nor in a file that is not an image, or one too small to hold a page: the reader decides on those
    expect(await straighten(new TextEncoder().encode('not an image'))).toBeNull();
    expect(
      await straighten(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    ).toBeNull();
  });
});

describe('evenLight', () => {
  it('makes paper under a shadow as white as paper in the light, and keeps the print dark', () => {
    const width = 400;
    const height = 400;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const light = 1 - 0.5 * (x / width); // half as bright on the right
        const print = y % 40 < 3 && x % 50 < 30; // short dark strokes
        data[y * width + x] = Math.round((print ? 40 : 240) * light);
      }
    }
    const out = evenLight({ data, width, height });
    const at = (x: number, y: number) => out.data[y * width + x]!;
    // paper on the left and on the right within a few levels (of 250; the light halves across this page,
    // and the paper's brightness is taken over squares of 16 px), print well below it on both sides
    expect(Math.abs(at(40, 20) - at(360, 20))).toBeLessThanOrEqual(16);
    expect(Math.abs(data[20 * width + 40]! - data[20 * width + 360]!)).toBeGreaterThan(80);
    expect(at(10, 1)).toBeLessThan(at(40, 20) - 150);
    expect(at(360, 1)).toBeLessThan(at(360, 20) - 150);
  });
});

describe('page geometry', () => {
  it('maps four corners where they were asked to go', () => {
    const from: Point[] = [
      [0, 0],
      [99, 0],
      [99, 140],
      [0, 140],
    ];
    const to: Point[] = [
      [12, 30],
      [90, 22],
      [104, 160],
      [5, 150],
    ];
    const h = homography(from, to)!;
    from.forEach((p, i) => {
      const [x, y] = apply(h, p);
      expect(x).toBeCloseTo(to[i]![0], 6);
      expect(y).toBeCloseTo(to[i]![1], 6);
    });
  });

  it('fits an edge through its points, leaving out those a shadow or a letter moved', () => {
    const points: Point[] = Array.from({ length: 50 }, (_, i) => [i, 10 + 0.1 * i] as Point);
    points.push([20, 30], [21, 31], [22, 29]);
    const line = fitLine(points)!;
    // y = 10 + 0.1 x: every true point within a hundredth of a pixel
    for (const [x, y] of points.slice(0, 50))
      expect(Math.abs(line.a * x + line.b * y - line.c)).toBeLessThan(0.01);
  });
});
