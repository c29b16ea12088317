// The plane geometry of straightening a photographed page (straighten.ts): lines fitted to the page's
// edges, their crossings (the corners), and the homography that takes the corners to an upright
// rectangle. Plain arrays, no library: eight unknowns are solved in microseconds.

export type Point = [number, number];
/** A page's corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];
/** A line as a x + b y = c with (a, b) of unit length: the distance of a point is a x + b y - c. */
export type Line = { a: number; b: number; c: number };
/** [a, b, c, d, e, f, g, h]: x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1). */
export type Homography = [number, number, number, number, number, number, number, number];

/**
 * The line nearest to the points (total least squares: the edge may run at any angle), fitted again
 * without the points far from it: letters or a shadow touching the edge must not bend it. Null when
 * fewer than `minPoints` stay.
 */
export function fitLine(points: Point[], minPoints = 8): Line | null {
  let kept = points;
  let line: Line | null = null;
  for (let round = 0; round < 3; round++) {
    if (kept.length < minPoints) return null;
    line = leastSquaresLine(kept);
    const l = line;
    const distances = kept.map((p) => Math.abs(distance(l, p))).sort((x, y) => x - y);
    // 2.5 times the median distance, at least a pixel: a straight edge's points are all near it
    const cut = Math.max(1, 2.5 * (distances[Math.floor(distances.length / 2)] ?? 0));
    const next = kept.filter((p) => Math.abs(distance(l, p)) <= cut);
    if (next.length === kept.length) break;
    kept = next;
  }
  return line && kept.length >= minPoints ? line : null;
}

function leastSquaresLine(points: Point[]): Line {
  const n = points.length;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) {
    mx += x / n;
    my += y / n;
  }
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
    sxy += (x - mx) * (y - my);
  }
  // the direction of least spread of the points is the line's normal
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy) + Math.PI / 2;
  const a = Math.cos(angle);
  const b = Math.sin(angle);
  return { a, b, c: a * mx + b * my };
}

export const distance = (l: Line, [x, y]: Point) => l.a * x + l.b * y - l.c;

/** Where two lines cross; null when they are (nearly) parallel. */
export function intersect(p: Line, q: Line): Point | null {
  const det = p.a * q.b - p.b * q.a;
  if (Math.abs(det) < 1e-6) return null;
  return [(p.c * q.b - p.b * q.c) / det, (p.a * q.c - p.c * q.a) / det];
}

/** Solves A x = b by Gaussian elimination with partial pivoting; null when A is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The homography taking each of the four `from` points to its `to` point. */
export function homography(from: Point[], to: Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  const h = solve(a, b);
  return h && h.every(Number.isFinite) ? (h as Homography) : null;
}

export function apply(h: Homography, [x, y]: Point): Point {
  const w = h[6] * x + h[7] * y + 1;
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/** Area of a polygon (shoelace), positive when its points turn clockwise on screen (y down). */
export function area(points: Point[]): number {
  let s = 0;
  points.forEach(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length]!;
    s += x0 * y1 - x1 * y0;
  });
  return s / 2;
}

/** The angle at each corner of the quadrilateral, in degrees. */
export function cornerAngles(q: Quad): number[] {
  return q.map((p, i) => {
    const prev = q[(i + 3) % 4]!;
    const next = q[(i + 1) % 4]!;
    const ux = prev[0] - p[0];
    const uy = prev[1] - p[1];
    const vx = next[0] - p[0];
    const vy = next[1] - p[1];
    return (Math.acos((ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy))) * 180) / Math.PI;
  });
}

export const length = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** The convex hull of points (Andrew's monotone chain), clockwise on screen (y down). */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  // counter-clockwise in y-up terms is clockwise on screen
  return [...half(sorted), ...half([...sorted].reverse())];
}
