import { describe, expect, it } from 'vitest';
import { invertDarkBands } from './invert';
import { blank as blankOf, fill, inkIn } from './test-images';

const W = 1240;
const H = 600;
const blank = () => blankOf(W, H);

/** Light "letters" (white boxes) in a row, from x0, inside a dark band. */
const lightLetters = (img: ReturnType<typeof blank>, x0: number, y: number, count: number) => {
  for (let i = 0; i < count; i++) fill(img, x0 + i * 16, y, 10, 18, 255);
};

describe('invertDarkBands', () => {
  it('turns a dark band with light text into dark text on white, the paper around it left white', () => {
    const img = blank();
    fill(img, 100, 200, 800, 40); // the band
    lightLetters(img, 120, 211, 20);
    invertDarkBands(img);
    // the band is paper now, its letters ink: 20 letters of 10 × 18 px
    expect(inkIn(img, 100, 200, 800, 40)).toBe(20 * 10 * 18);
    // nothing dark around it
    expect(inkIn(img, 0, 0, W, 200) + inkIn(img, 0, 240, W, H - 240)).toBe(0);
    expect(inkIn(img, 0, 200, 100, 40) + inkIn(img, 900, 200, W - 900, 40)).toBe(0);
  });

  it("follows a skewed band's edges, leaving neither a wedge of band nor one of paper", () => {
    const img = blank();
    // a band 40 px tall whose top and bottom edges drop 24 px over its 1,000 px (a scan's 1.4°)
    for (let x = 100; x < 1100; x++) fill(img, x, 200 + Math.floor(((x - 100) * 24) / 1000), 1, 40);
    invertDarkBands(img);
    // of the band's 40,000 px, what is left dark (a pixel of the slope here and there along its edges),
    // and no paper turned dark beside it
    expect(inkIn(img, 0, 0, W, H)).toBeLessThan(300);
  });

  it('inverts a band printed to the edge of a scan whose border is dark', () => {
    const img = blank();
    fill(img, 0, 0, 30, H); // the scanner's dark border down the left side
    fill(img, 30, 0, W - 30, 60); // a header band to the page's top edge
    lightLetters(img, 100, 20, 10);
    invertDarkBands(img);
    expect(inkIn(img, 30, 0, W - 30, 60)).toBe(10 * 10 * 18);
  });

  it("keeps a shadow across a photo's page, dark but with soft edges", () => {
    const img = blank();
    // darkest (60) from row 300 to 420, falling off to paper over 60 rows either side
    for (let y = 240; y < 480; y++) {
      const off = y < 300 ? 300 - y : y >= 420 ? y - 419 : 0;
      img.data.fill(Math.min(255, 60 + off * 3), y * W + 100, y * W + 1100);
    }
    lightLetters(img, 120, 350, 10);
    const before = Buffer.from(img.data);
    invertDarkBands(img);
    expect(before.equals(img.data)).toBe(true);
  });

  it('keeps dark text, a heavy heading, a thin rule and a small dark box as they are', () => {
    const img = blank();
    fill(img, 100, 50, 40, 45); // a heavy letter of a title
    fill(img, 150, 50, 40, 45);
    fill(img, 100, 150, 900, 3); // a rule
    fill(img, 100, 250, 60, 60); // a small dark box (a logo)
    for (let x = 100; x < 700; x += 14) fill(img, x, 400, 4, 20); // a row of letters
    const before = Buffer.from(img.data);
    invertDarkBands(img);
    expect(before.equals(img.data)).toBe(true);
  });
});
