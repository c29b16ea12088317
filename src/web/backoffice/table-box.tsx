import type { ReactNode } from 'react';

/**
 * A wide table's box: on a phone the table scrolls sideways inside it instead of widening the page
 * (WCAG 1.4.10). It is a named region that takes the focus, so a keyboard can scroll it too (axe's
 * scrollable-region-focusable); its own width, contained, never widens the page's grid.
 */
export function TableBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`bo__scroll bo__contained${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={label}
      // a scrolling region must be reachable by keyboard
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
