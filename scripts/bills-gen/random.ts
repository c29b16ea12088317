// A seeded random source for the bill generator: the same seed gives the same bills, bytes and pixels.

export type Rnd = {
  /** 0 <= x < 1 */
  (): number;
  int(min: number, max: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  digits(n: number): string;
  /** a uniform value in [a, b) */
  between(a: number, b: number): number;
};

/** mulberry32, as scripts/gen-sample-bills.ts uses for its noise */
export function random(seed: number): Rnd {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rnd = next as Rnd;
  rnd.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  rnd.pick = (xs) => {
    if (!xs.length) throw new RangeError('pick from an empty list');
    return xs[Math.floor(next() * xs.length)] as (typeof xs)[number];
  };
  rnd.chance = (p) => next() < p;
  rnd.digits = (n) => Array.from({ length: n }, () => String(Math.floor(next() * 10))).join('');
  rnd.between = (a0, b0) => a0 + next() * (b0 - a0);
  return rnd;
}
