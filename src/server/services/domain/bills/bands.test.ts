import { describe, expect, it } from 'vitest';
import { PAD, bandsOf } from './bands';

/** A white page of `height` rows with black "lines of text" on the rows `inked` says. */
function page(height: number, inked: (y: number) => boolean, width = 100) {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) if (inked(y)) data.fill(0, y * width + 10, y * width + 90);
  return { data, width, height };
}

describe('a page cut into bands for OCR workers', () => {
  it('cuts along the middle of a blank between lines, never through a line, and keeps every row', () => {
    // lines of text 20 rows tall every 32 rows: blanks of 12 rows between them
    const p = page(1600, (y) => y % 32 < 20);
    const bands = bandsOf(p, 2);
    expect(bands).toHaveLength(2);
    // the lower band opens with white rows as a margin, then the page from the cut on
    const cut = bands[1]!.top + PAD;
    expect(cut % 32).toBeGreaterThanOrEqual(20);
    expect(Math.abs(cut - 800)).toBeLessThan(32);
    // the cut is in the blank's middle: margin on both sides
    expect(cut % 32).toBeGreaterThan(22);
    expect(cut % 32).toBeLessThan(30);
    expect(bands[0]!.height + bands[1]!.height).toBe(1600 + 2 * PAD);
    expect(bands[1]!.data.subarray(0, PAD * 100).every((v) => v === 255)).toBe(true);
    expect(Buffer.from(bands[1]!.data.subarray(PAD * 100 + 1200, PAD * 100 + 1300))).toEqual(
      Buffer.from(p.data.subarray(cut * 100 + 1200, cut * 100 + 1300)),
    );
  });

  it('passes over a blank too thin to cut along (a line of text touching the next)', () => {
    // blanks of 3 rows, and one of 12 rows a little above the middle
    const p = page(1600, (y) => !(y >= 700 && y < 712) && y % 16 < 13);
    const cut = bandsOf(p, 2)[1]!.top + PAD;
    expect(cut).toBeGreaterThanOrEqual(703);
    expect(cut).toBeLessThan(712);
  });

  it('overlaps the bands where no blank runs across the page near the middle, each keeping its half', () => {
    const p = page(1600, (y) => y % 32 < 20 || (y > 400 && y < 1200));
    const [upper, lower] = bandsOf(p, 2);
    expect(upper).toMatchObject({ top: 0, keep: [0, 800] });
    expect(lower).toMatchObject({ keep: [800, 1600] });
    // each reads a few lines past its share, so that a word cut at the other's edge is read whole
    expect(upper!.height).toBeGreaterThan(800 + 40);
    expect(lower!.top).toBeLessThan(800 - 40);
    expect(lower!.top + lower!.height).toBe(1600);
  });

  it('reads a short page whole', () => {
    const bands = bandsOf(
      page(600, () => false),
      2,
    );
    expect(bands).toEqual([expect.objectContaining({ top: 0, height: 600 })]);
  });
});
