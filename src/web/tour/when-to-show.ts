// When a screen's tour shows by itself (issue 6, spec 4): on a customer's first visit only (the
// boot's first-time flag: a new sale from an offer link, not one opened with `vendita`), the first
// time that screen appears, and never over a field the customer is typing in.

export type AutoShowInput = {
  /** spec 4's first-time flag, from the boot */
  firstTime: boolean;
  /** the screen has a tour */
  hasTour: boolean;
  /** this browser has shown the screen's tour already */
  seen: boolean;
  /** what has the focus now */
  focused: Element | null;
};

export function shouldAutoShow({ firstTime, hasTour, seen, focused }: AutoShowInput): boolean {
  return firstTime && hasTour && !seen && !isFormField(focused);
}

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'hidden', 'image']);

/** A control a customer fills in: text-like inputs, choices, selects, text areas, editable content. */
export function isFormField(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'input') return !NOT_TYPED.has(((el as HTMLInputElement).type || 'text').toLowerCase());
  if (tag === 'select' || tag === 'textarea') return true;
  return (el as HTMLElement).isContentEditable === true;
}

const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Escape', 'Alt', 'Control', 'Meta', 'CapsLock']);

/** A key that changes a field's value (or its choice), as opposed to moving the focus. */
export function isTypingKey(key: string): boolean {
  return !NAVIGATION_KEYS.has(key);
}
