import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExtractionWaits } from './extraction-waits';

// The waits behind GET /estrazioni-bollette?attendiMs=: the job's outcome wakes the sale's waiters at
// once, a wait ends by itself after its time, and another sale's outcome wakes nobody.

afterEach(() => vi.useRealTimers());

const SALE = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

describe('extraction waits', () => {
  it('wakes every waiter of the sale when its reading ends, and only them', async () => {
    vi.useFakeTimers();
    const waits = createExtractionWaits();
    const woken: string[] = [];
    void waits.next(SALE, 10_000).then(() => woken.push('a'));
    void waits.next(SALE, 10_000).then(() => woken.push('b'));
    void waits.next(OTHER, 10_000).then(() => woken.push('other'));
    waits.settled(SALE);
    await vi.advanceTimersByTimeAsync(0);
    expect(woken.sort()).toEqual(['a', 'b']);
    // the other sale's waiter ends when its time does
    await vi.advanceTimersByTimeAsync(10_000);
    expect(woken).toContain('other');
  });

  it('a wait ends by itself after its time; a reading that ended before the wait began wakes nothing', async () => {
    vi.useFakeTimers();
    const waits = createExtractionWaits();
    waits.settled(SALE);
    let done = false;
    void waits.next(SALE, 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('a closing server ends every wait at once, and waits no more', async () => {
    vi.useFakeTimers();
    const waits = createExtractionWaits();
    let ended = 0;
    void waits.next(SALE, 10_000).then(() => (ended += 1));
    void waits.next(OTHER, 10_000).then(() => (ended += 1));
    waits.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(2);
    expect(waits.stopped).toBe(true);
    void waits.next(SALE, 10_000).then(() => (ended += 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(3);
  });
});
