import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBusyCounter } from '../shell/busy';
import { whenScreenSettled } from './tour-controller';

// The tour waits for the screen: the busy overlay gone, the step's heading there, no alert open.

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function heading() {
  const h = document.createElement('h1');
  h.id = 'step-title';
  document.body.append(h);
  return h;
}

describe('whenScreenSettled', () => {
  it('waits for the overlay to lift and the heading to appear, then a quiet moment', async () => {
    vi.useFakeTimers();
    const busy = createBusyCounter({ minMs: 1000 });
    const ready = vi.fn();
    whenScreenSettled(busy, ready, 300);
    const done = busy.begin();
    heading();
    await vi.advanceTimersByTimeAsync(200);
    done();
    await vi.advanceTimersByTimeAsync(700); // the overlay stays its minimum second
    expect(busy.get().visible).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(busy.get().visible).toBe(false);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(ready).toHaveBeenCalledTimes(1);
    busy.begin()();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('not while an alert is open, nor once stopped', async () => {
    vi.useFakeTimers();
    const busy = createBusyCounter({ minMs: 0, initiallyVisible: false });
    heading();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    const ready = vi.fn();
    const stop = whenScreenSettled(busy, ready, 300);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ready).not.toHaveBeenCalled();
    dialog.remove();
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ready).not.toHaveBeenCalled();
  });
});
