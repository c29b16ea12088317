import { useSyncExternalStore } from 'react';
import type { MouseEvent, ReactNode } from 'react';

// The back office's addresses: /backoffice/<section>/<rest>, one page (the server answers every one of
// them with it), moved between with the History API so Back, Forward, reload and a bookmarked sale
// work as on any site.

export const BASE = '/backoffice';
const NAVIGATED = 'backoffice:navigated';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const current = () => {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return `${path.replace(/^\/+|\/+$/g, '')}${search}`;
};

/** The address inside the back office, e.g. `sales/<uuid>` or `sales?stato=firmata` (no leading slash). */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, current);
}

/** The address's path segments and query, e.g. ['sales', '<uuid>'] and its URLSearchParams. */
export function splitLocation(location: string): { segments: string[]; query: URLSearchParams } {
  const [path = '', search = ''] = location.split('?');
  return { segments: path.split('/').filter(Boolean), query: new URLSearchParams(search) };
}

/** Goes to an address inside the back office (`sales/<uuid>`), a new history entry unless `replace`. */
export function navigate(to: string, { replace = false } = {}) {
  const url = `${BASE}/${to.replace(/^\/+/, '')}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** A link inside the back office: a real <a href> (open in a new tab works), moved to without a reload. */
export function Link({
  to,
  children,
  ...rest
}: {
  to: string;
  children: ReactNode;
  'aria-current'?: 'page';
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={`${BASE}/${to.replace(/^\/+/, '')}`} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
