// spec 7: the one loader for extra scripts and styles (analytics, tag manager, widget). Each URL gets a
// cache-busting timestamp parameter. Callers never await it during boot: a slow or blocked third party
// must not hold the busy overlay or the first step (architecture.md, "The shell").

/** Adds `_=<Date.now()>` to the query, before any fragment, with `?` or `&` as the URL needs. */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}_=${now}${hash}`;
}

function attach<T extends HTMLScriptElement | HTMLLinkElement>(element: T, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new Error(`could not load ${url}`));
      },
      { once: true },
    );
    document.head.append(element);
  });
}

/** Appends an async `<script>`; resolves when it has run, rejects (and removes it) when it fails. */
export function loadScript(url: string, attrs: Record<string, string> = {}): Promise<void> {
  const script = document.createElement('script');
  script.async = true;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  script.src = withCacheBuster(url);
  return attach(script, url);
}

/** Appends a stylesheet `<link>`; resolves when it has loaded, rejects (and removes it) when it fails. */
export function loadStyle(url: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = withCacheBuster(url);
  return attach(link, url);
}
