import { describe, expect, it } from 'vitest';
import { nextRetryDelay } from './schedule';

const first = new Date('2026-11-26T10:00:00Z');
const after = (s: number) => new Date(first.getTime() + s * 1000);

describe('webhook retry schedule', () => {
  it('retries twice within a minute of the first attempt, then backs off', () => {
    const a1 = nextRetryDelay(1, first, first)!;
    const a2 = nextRetryDelay(2, first, after(a1))!;
    expect(a1 + a2).toBeLessThan(60);
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((n) => nextRetryDelay(n, first, after(100)))).toEqual([
      120, 600, 1800, 3600, 7200, 14_400, 21_600, 21_600,
    ]);
  });

  it('keeps trying for 24 hours and gives up on the first failure after them', () => {
    let at = 0;
    let n = 1;
    for (let d = nextRetryDelay(n, first, after(at)); d !== null; d = nextRetryDelay(n, first, after(at))) {
      at += d;
      n += 1;
    }
    expect(at).toBeGreaterThanOrEqual(24 * 3600);
    expect(at).toBeLessThan(31 * 3600);
    expect(n).toBe(12);
  });

  it('a fixed delay (tests) replaces the steps but not the 24 hours', () => {
    expect(nextRetryDelay(1, first, first, 1)).toBe(1);
    expect(nextRetryDelay(5, first, after(24 * 3600), 1)).toBeNull();
  });
});
