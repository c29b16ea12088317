import { describe, expect, it } from 'vitest';
import { removeDotLeaders } from './leaders';
import { blank as blankOf, fill, inkIn } from './test-images';

const W = 1200;
const H = 200;
const blank = () => blankOf(W, H);

describe('removeDotLeaders', () => {
  it('takes out the dots leading from a label to its value, and keeps the letters', () => {
    const img = blank();
    // "Potenza impegnata": letters 3 px wide stems, 14 tall
    for (let x = 20; x < 200; x += 10) fill(img, x, 40, 3, 14);
    // the leader: dots of 2 x 2 px every 7 px on the baseline, a little wobble of a scan
    for (let x = 210; x < 600; x += 7) fill(img, x, 52 + ((x / 7) % 2), 2, 2);
    // the value, "kW 3"
    for (let x = 610; x < 660; x += 10) fill(img, x, 40, 3, 14);
    const letters = inkIn(img, 0, 30, 205, 30) + inkIn(img, 605, 30, 100, 30);
    removeDotLeaders(img);
    expect(inkIn(img, 205, 30, 400, 30)).toBe(0);
    expect(inkIn(img, 0, 30, 205, 30) + inkIn(img, 605, 30, 100, 30)).toBe(letters);
  });

  it('keeps full stops, an ellipsis and the dots of the i', () => {
    const img = blank();
    for (let x = 20; x < 200; x += 10) fill(img, x, 40, 3, 14);
    fill(img, 205, 52, 2, 2); // "S.p.A." has its stops
    fill(img, 230, 52, 2, 2);
    for (let x = 300; x < 321; x += 7) fill(img, x, 52, 2, 2); // "..."
    for (let x = 400; x < 500; x += 20) {
      fill(img, x, 44, 3, 10); // an i's stem
      fill(img, x, 38, 3, 3); // and its dot, above it
    }
    const before = inkIn(img, 0, 0, W, H);
    removeDotLeaders(img);
    expect(inkIn(img, 0, 0, W, H)).toBe(before);
  });
});
