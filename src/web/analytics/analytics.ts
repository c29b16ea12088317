/// <reference types="gtag.js" />
import { funnelApi } from '../api/funnel-api';
import { getConsent, onConsentGranted, subscribeConsent } from './consent';
import { loadScript } from './loader';
import { createRecommendedEvents } from './recommended-events';
import { trackFunnelEvent } from './track';

// Google Analytics (gtag.js) and the brand's Google Tag Manager container, loaded only after the
// visitor's consent (architecture.md) and never awaited by the boot. spec 4: no automatic page views;
// the funnel sends named events only.
//
// No personal data ever goes to analytics: callers pass step names, error codes and offer ids, never
// names, fiscal codes, e-mail addresses, phone numbers, addresses, IBANs or sale uuids.

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** gtag.js's opt-out switch for one measurement id (`ga-disable-G-XXXX`). */
    [gaDisable: `ga-disable-${string}`]: boolean | undefined;
  }
}

export type TrackParams = Record<string, string | number | boolean>;

/** Events sent before the scripts are ready; bounded, in case consent never comes. */
const MAX_QUEUED = 100;
let queue: Array<[name: string, params: TrackParams]> = [];
let phase: 'waiting' | 'loading' | 'ready' | 'failed' = 'waiting';
let started = false;
let gaId: string | null = null;
let revoked = false;

function installGtag(): Gtag.Gtag {
  const dataLayer = (window.dataLayer ??= []);
  window.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself from the data layer, not an array copy of it
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  return window.gtag;
}

function warn(what: string) {
  return (error: unknown) => console.warn(`analytics: ${what}`, error);
}

/** Resolves true once gtag.js has loaded, false when the brand has no analytics id. */
async function loadGoogleAnalytics(gtag: Gtag.Gtag): Promise<boolean> {
  const { googleAnalyticsTrackingId: id } = await funnelApi.env();
  if (!id) return false;
  gaId = id;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  await loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return true;
}

async function loadTagManager(brandCode: string): Promise<boolean> {
  const id = (await funnelApi.gtmId(brandCode)).trim();
  if (!id) return false;
  window.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  await loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  return true;
}

/** A consent revoked after loading stops what is loaded (scripts cannot be unloaded); granted again, resumes. */
function onConsentChange() {
  const denied = getConsent() === 'denied';
  if (denied) queue = [];
  if (phase === 'waiting') return;
  if (gaId) window[`ga-disable-${gaId}`] = denied;
  if (denied || revoked) {
    window.gtag('consent', 'update', { analytics_storage: denied ? 'denied' : 'granted' });
  }
  revoked = denied;
}

async function load(brandCode: string): Promise<void> {
  phase = 'loading';
  const gtag = installGtag();
  const [ga, gtm] = await Promise.allSettled([loadGoogleAnalytics(gtag), loadTagManager(brandCode)]);
  if (ga.status === 'rejected') warn('Google Analytics not loaded')(ga.reason);
  if (gtm.status === 'rejected') warn('tag manager not loaded')(gtm.reason);
  const loaded = (ga.status === 'fulfilled' && ga.value) || (gtm.status === 'fulfilled' && gtm.value);
  phase = loaded ? 'ready' : 'failed';
  const pending = queue;
  queue = [];
  if (getConsent() !== 'granted') return onConsentChange(); // revoked while loading
  if (phase === 'ready') for (const [name, params] of pending) gtag('event', name, params);
}

/** Loads analytics once consent is granted, now or later. Returns at once; failures are only logged. */
export function startAnalytics({ brandCode }: { brandCode: string }): void {
  if (started) return;
  started = true;
  onConsentGranted(() => {
    load(brandCode).catch(warn('not started'));
  });
  subscribeConsent(onConsentChange);
}

const recommended = createRecommendedEvents();

/**
 * Sends a named event (step_view, step_complete, error, ...) with the GA4 names that fit it
 * (recommended-events.ts): to our own funnel analytics (track.ts), and to GA/GTM, there queued
 * until loaded and dropped without consent.
 */
export function track(name: string, params: TrackParams = {}): void {
  for (const [n, p] of [[name, params] as const, ...recommended(name, params)]) {
    trackFunnelEvent(n, p);
    sendToGoogle(n, p);
  }
}

function sendToGoogle(name: string, params: TrackParams): void {
  if (getConsent() === 'denied' || phase === 'failed') return;
  if (phase === 'ready') window.gtag('event', name, params);
  else if (queue.length < MAX_QUEUED) queue.push([name, params]);
}
