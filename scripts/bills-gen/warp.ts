// A perspective warp by pixel remapping (sharp has affine transforms only): each pixel of the target
// inside the page's quadrilateral takes the source pixel the homography points it to, bilinearly.

export type Point = [number, number];
export type Raster = { data: Buffer; width: number; height: number; channels?: number };

/** Solves A x = b (8 x 8) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The homography that takes each `from` point to its `to` point: [a, b, c, d, e, f, g, h] with
 * x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1).
 */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  return solve(a, b);
}

export function apply(hm: number[], [x, y]: Point): Point {
  const [a, b, c, d, e, f, g, h] = hm as [number, number, number, number, number, number, number, number];
  const w = g * x + h * y + 1;
  return [(a * x + b * y + c) / w, (d * x + e * y + f) / w];
}

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
