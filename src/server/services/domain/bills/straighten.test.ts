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
 * How far in (points) a dark fill printed to the page's left and right edges down most of its height (a
 * sidebar) reaches: that edge is as dark as the desk, unseen; the page is then not found (the photo is
 * read as it is) or found without the sidebar, its corners on that side that far in.
 */
const sideBleedPt = (page: Page) => {
  const bars = page.ops.filter(
    (op) => op.kind === 'rect' && op.fill !== null && op.fill < 0.6 && op.h > H / 2,
  ) as Extract<Page['ops'][number], { kind: 'rect' }>[];
  return {
    left: Math.max(0, ...bars.filter((op) => op.x <= 0).map((op) => op.x + op.w)),
    right: Math.max(0, ...bars.filter((op) => op.x + op.w >= W).map((op) => W - op.x)),
  };
};
const sideBleed = (page: Page) => sideBleedPt(page).left + sideBleedPt(page).right > 0;

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
        // a dark band printed to the paper's top edge, or a sidebar to its side, is as dark as the desk:
        // the edge found may be the band's lower side, the sidebar's inner one (docs/bills.md, "Photos"),
        // where the photo shows that point of the page
        const onPhoto = homography(
          [
            [0, 0],
            [W, 0],
            [W, H],
            [0, H],
          ],
          corners,
        )!;
        const top = topBleedPt(pageOf(k));
        const { left, right } = sideBleedPt(pageOf(k));
        const inner: Point[] = [
          [left, top],
          [W - right, top],
          [W - right, H],
          [left, H],
        ];
        found.corners!.forEach((p, i) => {
          const [x, y] = corners[i]!;
          const [ix, iy] = apply(onPhoto, inner[i]!);
          const off = Math.min(Math.hypot(p[0] - x, p[1] - y), Math.hypot(p[0] - ix, p[1] - iy));
          expect(off).toBeLessThanOrEqual(CORNER_TOLERANCE);
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
