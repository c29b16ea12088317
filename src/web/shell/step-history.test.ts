import { describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { backBlockedReason, entryOf, lastShown, readEntry, writeEntry } from './step-history';

// The funnel's history entries (issue 16.1); the moves themselves are driven end to end (e2e/history.spec.ts).

const UUID = '11111111-1111-4111-8111-111111111111';
const step = (name: string, taskId: string) => ({ name, taskId }) as unknown as Step;

describe("the funnel's history entries", () => {
  it('one entry per step, at the same address, the last shown remembered for a reload', () => {
    const address = window.location.href;
    const before = window.history.length;
    writeEntry('replace', entryOf(UUID, step('ricercaCliente', 't1'), 0));
    writeEntry('push', entryOf(UUID, step('datiAnagrafici', 't2'), 1));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.href).toBe(address);
    expect(readEntry(window.history.state, UUID)).toEqual({
      funnel: UUID,
      n: 1,
      step: 'datiAnagrafici',
      taskId: 't2',
    });
    expect(lastShown(UUID)).toBe(1);
  });

  it("another sale's entry, or a page's own state, is not the funnel's", () => {
    expect(readEntry({ funnel: 'other', n: 0 }, UUID)).toBeNull();
    expect(readEntry(null, UUID)).toBeNull();
    expect(readEntry({ n: -1, funnel: UUID }, UUID)).toBeNull();
    expect(lastShown('22222222-2222-4222-8222-222222222222')).toBeNull();
  });

  it('says why Back stays on a step with no way back', () => {
    expect(backBlockedReason('creditCheckKo')).toBe('shell.back_blocked.creditCheckKo');
    expect(backBlockedReason('congratulazioni')).toBe('shell.back_blocked.congratulazioni');
    expect(backBlockedReason('firma')).toBe('shell.back_blocked.other');
  });
});
