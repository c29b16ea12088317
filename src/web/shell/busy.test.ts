import { describe, expect, it } from 'vitest';
import { createBusyCounter } from './busy';

function fakeClock() {
  let t = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++ids;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = timers.findIndex((x) => x.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      t += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at <= t) {
          timers.splice(timers.indexOf(timer), 1);
          timer.fn();
        }
      }
    },
  };
}

describe('busy overlay reference count (spec 4)', () => {
  it("counts the minimum from when the page's own overlay was painted", () => {
    const clock = fakeClock();
    clock.advance(300);
    const busy = createBusyCounter({ minMs: 1000, visibleSince: 100, ...clock });
    const done = busy.begin();
    clock.advance(500);
    done();
    // painted at 100: down at 1100, not 1000 ms after the script started (1300)
    clock.advance(299);
    expect(busy.get().visible).toBe(true);
    clock.advance(1);
    expect(busy.get().visible).toBe(false);
  });

  it('is shown at first start and lifts only after the minimum, when nothing is counted', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 1000, ...clock });
    expect(busy.get().visible).toBe(true);
    clock.advance(999);
    expect(busy.get().visible).toBe(true);
    clock.advance(1);
    expect(busy.get().visible).toBe(false);
  });

  it('stays while any piece of work runs and hides when the count reaches zero', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 1000, ...clock });
    const a = busy.begin();
    const b = busy.begin();
    clock.advance(1500);
    a();
    clock.advance(10);
    expect(busy.get().visible).toBe(true);
    b();
    // already shown for more than a second: it lifts at once
    clock.advance(0);
    expect(busy.get().visible).toBe(false);
  });

  it('keeps a short piece of work visible for the whole minimum', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 1000, initiallyVisible: false, ...clock });
    expect(busy.get().visible).toBe(false);
    const done = busy.begin();
    clock.advance(50);
    done();
    clock.advance(900);
    expect(busy.get().visible).toBe(true);
    clock.advance(50);
    expect(busy.get().visible).toBe(false);
  });

  it('counts a done called twice once', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 0, initiallyVisible: false, ...clock });
    const a = busy.begin();
    const b = busy.begin();
    a();
    a();
    clock.advance(0);
    expect(busy.get().visible).toBe(true);
    b();
    clock.advance(0);
    expect(busy.get().visible).toBe(false);
  });

  it('shows the latest message of the work still running', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 0, initiallyVisible: false, ...clock });
    const a = busy.begin('Salvataggio');
    const b = busy.begin('Verifica');
    expect(busy.get().message).toBe('Verifica');
    b();
    expect(busy.get().message).toBe('Salvataggio');
    a();
    clock.advance(0);
    expect(busy.get()).toEqual({ visible: false, message: null });
  });

  it('tells subscribers when it changes', () => {
    const clock = fakeClock();
    const busy = createBusyCounter({ minMs: 0, initiallyVisible: false, ...clock });
    let calls = 0;
    const stop = busy.subscribe(() => calls++);
    const done = busy.begin();
    done();
    clock.advance(0);
    expect(calls).toBe(2);
    stop();
    busy.begin();
    expect(calls).toBe(2);
  });
});
