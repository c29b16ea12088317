import { describe, expect, it } from 'vitest';
import { removeRules } from './rules';
import { blank as blankOf, fill, inkIn } from './test-images';

const W = 1200;
const H = 400;
const blank = () => blankOf(W, H);

describe('removeRules', () => {
  it("takes out a table's rules, even a skewed one that steps from row to row", () => {
    const img = blank();
    // a horizontal rule 2 px thick, rising a pixel every 50 px (a scan's skew)
    for (let x = 100; x < 1100; x++) fill(img, x, 200 - Math.floor((x - 100) / 50), 1, 2);
    fill(img, 600, 100, 1, 250); // a vertical rule
    removeRules(img);
    expect(inkIn(img, 0, 0, W, H)).toBe(0);
  });

  it('keeps the letters, also where they touch a rule', () => {
    const img = blank();
    fill(img, 100, 300, 1000, 2); // the rule under a row
    // a row of letters: stems 3 px wide and 20 tall, bars 12 px long, a stem standing on the rule
    for (let x = 120; x < 600; x += 14) {
      fill(img, x, 280, 3, 22);
      fill(img, x, 280, 12, 3);
    }
    const letters = inkIn(img, 0, 270, W, 30);
    removeRules(img);
    expect(inkIn(img, 0, 302, W, 98)).toBe(0);
    expect(inkIn(img, 0, 300, W, 2)).toBeLessThan(2000); // the rule is gone but for the stems' feet
    expect(inkIn(img, 0, 270, W, 30)).toBe(letters);
  });

  it('keeps a large bold heading and a dark band with white text', () => {
    const img = blank();
    fill(img, 100, 50, 40, 45); // a heavy letter of a title
    fill(img, 100, 150, 900, 40); // a dark band
    const before = inkIn(img, 0, 0, W, H);
    removeRules(img);
    expect(inkIn(img, 0, 0, W, H)).toBe(before);
  });
});
