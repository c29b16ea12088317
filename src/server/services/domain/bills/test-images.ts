// Drawn grey images for the tests of the image passes (rules, dot leaders, dark bands): a blank page,
// boxes on it (black, or any grey: white letters on a dark band), and the ink left in a box afterwards.
import type { GreyImage } from './rules';

export const blank = (width: number, height: number): GreyImage => ({
  data: new Uint8Array(width * height).fill(255),
  width,
  height,
});

export const fill = (img: GreyImage, x0: number, y0: number, w: number, h: number, value = 0) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) img.data[y * img.width + x] = value;
};

export const inkIn = (img: GreyImage, x0: number, y0: number, w: number, h: number) => {
  let n = 0;
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) if (img.data[y * img.width + x]! < 128) n++;
  return n;
};
