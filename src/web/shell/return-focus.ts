import { useEffect } from 'react';

// When a dialog or a bar goes away, the focus must not fall to <body> (a screen reader starts again
// from the top of the page, a keyboard user from the first link): it returns to the control that
// opened it, or to the step's heading when that control is gone (the cancelled sale's page has none).

/** The step's heading (or the page's h1): where focus lands when nothing better is left. */
export function focusHeading(): void {
  const heading = document.getElementById('step-title') ?? document.querySelector<HTMLElement>('main h1, h1');
  heading?.focus();
}

/** The element focused when a dialog opened, focused again when it goes. */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // after the dialog's own DOM is gone (cleanup runs after the commit that removed it)
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return; // someone placed it
        if (opener && opener !== document.body && opener.isConnected && !isDisabled(opener)) opener.focus();
        else focusHeading();
      });
    };
  }, []);
}

function isDisabled(el: HTMLElement): boolean {
  return (el as HTMLButtonElement).disabled === true;
}
