// The one place the web app reads its settings (style.md). The server writes the public web client
// key into the page (index.html meta tag), so a key change needs no rebuild.

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

const key = meta('funnel-api-key');

export const WEB_CONFIG = {
  apiKey: key && !key.startsWith('__') ? key : 'dev-web-client-key',
  apiBase: '/api/v1',
  /** spec 9: the busy overlay stays at least about one second */
  overlayMinMs: 1000,
  /** how long a typed value waits before it is saved as a draft (PATCH /v2) */
  draftDelayMs: 600,
} as const;
