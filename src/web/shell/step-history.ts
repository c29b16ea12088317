import type { Step } from '../../shared/schemas/api';

// The browser's history of the funnel (issue 16.1): one entry per step shown, all on the same address
// (no routes), each entry's state naming the sale, the step and its place `n` in this tab's run of
// entries (0 is the entry the funnel opened on). Comparing a popped entry's `n` with the one shown
// tells Back from Forward. The last `n` shown is also kept in sessionStorage: after a reload the
// earlier entries belong to the page before it, so going back to them loads the page again, and only
// this remembered `n` tells that load was a Back.

export type StepEntry = { funnel: string; n: number; step: string; taskId: string };

const LAST_SHOWN = 'funnel.history.';

export function readEntry(state: unknown, uuid: string): StepEntry | null {
  if (!state || typeof state !== 'object') return null;
  const e = state as Partial<StepEntry>;
  return e.funnel === uuid && typeof e.n === 'number' && e.n >= 0 ? (e as StepEntry) : null;
}

export function entryOf(uuid: string, step: Step, n: number): StepEntry {
  return { funnel: uuid, n, step: step.name, taskId: step.taskId };
}

/** Adds (push) or rewrites (replace) the entry shown, at the page's own address. */
export function writeEntry(mode: 'push' | 'replace', entry: StepEntry, win: Window = window): void {
  if (mode === 'push') win.history.pushState(entry, '', win.location.href);
  else win.history.replaceState(entry, '', win.location.href);
  try {
    win.sessionStorage.setItem(LAST_SHOWN + entry.funnel, String(entry.n));
  } catch {
    /* storage disabled: a reload followed by Back then shows the server's step without moving it */
  }
}

/** The `n` this tab showed last for the sale, or null on its first page of it. */
export function lastShown(uuid: string, win: Window = window): number | null {
  try {
    const raw = win.sessionStorage.getItem(LAST_SHOWN + uuid);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Steps a customer may not leave backwards, and why (keys of shell.back_blocked). */
export function backBlockedReason(stepName: string): string {
  return stepName === 'creditCheckKo' || stepName === 'congratulazioni'
    ? `shell.back_blocked.${stepName}`
    : 'shell.back_blocked.other';
}
