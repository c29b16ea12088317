// A perspective warp by pixel remapping (sharp has affine transforms only): each pixel of the target
// inside the page's quadrilateral takes the source pixel the homography points it to, bilinearly.

import type { Homography, Point } from '../../src/server/services/domain/bills/page-geometry';
import { apply, homography as solveHomography } from '../../src/server/services/domain/bills/page-geometry';

export type { Point };
export type Raster = { data: Buffer; width: number; height: number; channels?: number };

/**
 * The homography that takes each `from` point to its `to` point: [a, b, c, d, e, f, g, h] with
 * x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1). The engine's own
 * (page-geometry.ts), which undoes what the photos here do.
 */
export function homography(from: Point[], to: Point[]): Homography {
  const h = solveHomography(from, to);
  if (!h) throw new Error('these four points make no homography');
  return h;
}

export { apply };

/** Draws `src` (RGB) into `dst` (RGB) with its corners (top-left, top-right, bottom-right, bottom-left) at `corners`. */
export function perspective(src: Raster, dst: Raster, corners: Point[]): void {
  const sc = src.channels ?? 3;
  const srcCorners: Point[] = [
    [0, 0],
    [src.width - 1, 0],
    [src.width - 1, src.height - 1],
    [0, src.height - 1],
  ];
  const back = homography(corners, srcCorners);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(dst.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(dst.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const [u, v] = apply(back, [x, y]);
      if (u < 0 || v < 0 || u >= src.width - 1 || v >= src.height - 1) continue;
      const ui = Math.floor(u);
      const vi = Math.floor(v);
      const fu = u - ui;
      const fv = v - vi;
      const i00 = sc * (vi * src.width + ui);
      const i01 = i00 + sc;
      const i10 = i00 + sc * src.width;
      const i11 = i10 + sc;
      const o = 3 * (y * dst.width + x);
      for (let c = 0; c < 3; c++) {
        const top = src.data[i00 + c]! * (1 - fu) + src.data[i01 + c]! * fu;
        const bottom = src.data[i10 + c]! * (1 - fu) + src.data[i11 + c]! * fu;
        dst.data[o + c] = top * (1 - fv) + bottom * fv;
      }
    }
  }
}
