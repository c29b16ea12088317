import { MAX_EVENTS_PER_BATCH, TRACK_EVENTS_PATH, TRACK_EVENT_NAMES } from '../../shared/track-events';
import type { TrackParams } from '../../shared/track-events';
import { readCookie } from '../api/http';
import { WEB_CONFIG } from '../config';

// First-party funnel analytics (spec 7: POST /track/events): the events analytics.ts emits, queued
// and sent in batches to our own server, with the sale they belong to. They store nothing on the
// device and go to no third party, so they do not wait for the cookie consent (decision 009).
// Sending is best effort: a failure is dropped, never retried in a loop, never shown.

export type FunnelEvent = { name: string; params: TrackParams; ts: number; vendita?: string };

export type TrackerOptions = {
  /** A batch leaves at most this long after its first event. */
  flushMs?: number;
  /** ...or as soon as it has this many events. */
  batchSize?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

const FIRST_PARTY: ReadonlySet<string> = new Set(TRACK_EVENT_NAMES);
/** Events kept while the server does not answer; older ones are dropped first. */
const MAX_QUEUED = 100;
const LAST_STEP = 'congratulazioni';

export type FunnelTracker = {
  record(name: string, params?: TrackParams): void;
  /** The sale the next events belong to (the funnel's uuid once the boot has it). */
  setSale(uuid: string | null): void;
  /** Sends what is queued now; `keepalive` when the page is going away. */
  flush(keepalive?: boolean): void;
  dispose(): void;
};

export function createFunnelTracker({
  flushMs = 5000,
  batchSize = 20,
  fetch: send = (...args) => globalThis.fetch(...args),
  now = Date.now,
}: TrackerOptions = {}): FunnelTracker {
  let queue: FunnelEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sale: string | null = null;
  let step: string | null = null;
  /** The sale reached congratulazioni or was cancelled: leaving is no abandon. */
  let ended = false;
  /** One abandon per hiding: visibilitychange and pagehide both fire when a tab closes. */
  let hidden = false;
  let listening = false;

  function post(events: FunnelEvent[], keepalive: boolean, retried = false): void {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': WEB_CONFIG.apiKey,
    };
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = token;
    // sendBeacon cannot carry the headers (api-contract.md): fetch with keepalive outlives the page
    send(new URL(TRACK_EVENTS_PATH, window.location.href).toString(), {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      keepalive,
      body: JSON.stringify({ events }),
    })
      .then(async (res) => {
        // the 403 carried a fresh XSRF cookie (http.ts does the same); a page going away does not wait
        if (res.status !== 403 || keepalive || retried) return;
        const body = (await res.json().catch(() => null)) as { code?: string } | null;
        if (body?.code === 'csrf') post(events, false, true);
      })
      .catch(() => undefined);
  }

  function flush(keepalive = false): void {
    clearTimeout(timer);
    timer = undefined;
    try {
      while (queue.length) post(queue.splice(0, MAX_EVENTS_PER_BATCH), keepalive);
    } catch {
      queue = []; // no fetch at all: analytics are off, the funnel goes on
    }
  }

  function onHide(): void {
    if (hidden) return;
    hidden = true;
    if (sale && step && !ended) enqueue('abandon', { step, reason: 'page_hide' });
    flush(true);
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
    else hidden = false;
  };
  const onPageHide = () => onHide();
  const onPageShow = () => {
    hidden = false;
  };

  function listen(): void {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
  }

  function enqueue(name: string, params: TrackParams): void {
    if (queue.length >= MAX_QUEUED) queue.shift();
    queue.push({ name, params, ts: now(), ...(sale ? { vendita: sale } : {}) });
  }

  function record(name: string, params: TrackParams = {}): void {
    try {
      // a cancelled sale is an abandon the customer asked for
      if (name === 'sale_cancelled') {
        if (step) enqueue('abandon', { step, reason: 'cancelled' });
        ended = true;
      } else {
        if (!FIRST_PARTY.has(name)) return;
        if (name === 'step_view' && typeof params.step === 'string') {
          step = params.step;
          if (step === LAST_STEP) ended = true;
        }
        if (name === 'purchase') ended = true;
        enqueue(name, params);
      }
      listen();
      if (queue.length >= batchSize) flush();
      else timer ??= setTimeout(() => flush(), flushMs);
    } catch {
      // analytics never break the funnel
    }
  }

  return {
    record,
    setSale(uuid) {
      if (uuid !== sale) {
        step = null;
        ended = false;
      }
      sale = uuid;
    },
    flush,
    dispose() {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      listening = false;
    },
  };
}

const tracker = createFunnelTracker();

/** Called by analytics.ts for every event; names the server does not know are left out. */
export function trackFunnelEvent(name: string, params: TrackParams = {}): void {
  tracker.record(name, params);
}

/** The shell tells which sale the funnel shows; the events that follow carry its uuid. */
export function setTrackedSale(uuid: string | null): void {
  tracker.setSale(uuid);
}
