import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ env: vi.fn(), gtmId: vi.fn() }));
vi.mock('../api/funnel-api', () => ({ funnelApi: api }));

const NOW = 1_767_225_600_000;

/** Fresh module state (queue, phase) for each test; the consent module comes along with it. */
async function load() {
  vi.resetModules();
  const analytics = await import('./analytics');
  const consent = await import('./consent');
  return { ...analytics, ...consent };
}

function scriptSources() {
  return [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
}

function finishLoading(event: 'load' | 'error' = 'load') {
  for (const script of document.head.querySelectorAll('script')) script.dispatchEvent(new Event(event));
}

/** The data layer as plain arrays: gtag pushes `arguments` objects, GTM plain objects. */
function dataLayer() {
  return (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

function sentEvents() {
  return dataLayer().filter((entry) => Array.isArray(entry) && entry[0] === 'event');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  api.env.mockReset().mockResolvedValue({ googleAnalyticsTrackingId: 'G-TEST1' });
  api.gtmId.mockReset().mockResolvedValue('GTM-TEST1');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete (window as { gtag?: unknown }).gtag;
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1'];
});

describe('startAnalytics', () => {
  it('loads nothing and sends nothing before consent', async () => {
    const { startAnalytics, track } = await load();
    startAnalytics({ brandCode: 'lumen' });
    track('step_view', { step: 'datiPersonali' });
    await settle();
    expect(api.env).not.toHaveBeenCalled();
    expect(api.gtmId).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('returns at once, before anything is fetched or loaded', async () => {
    const { startAnalytics, setConsent } = await load();
    setConsent('granted');
    expect(startAnalytics({ brandCode: 'lumen' })).toBeUndefined();
    expect(scriptSources()).toEqual([]);
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
  });

  it('after consent loads gtag.js and gtm.js with the brand ids and the cache-busting parameter', async () => {
    const { startAnalytics, setConsent } = await load();
    startAnalytics({ brandCode: 'lumen' });
    setConsent('granted');

    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    expect(api.gtmId).toHaveBeenCalledWith('lumen');
    expect(scriptSources()).toEqual(
      expect.arrayContaining([
        `https://www.googletagmanager.com/gtag/js?id=G-TEST1&_=${NOW}`,
        `https://www.googletagmanager.com/gtm.js?id=GTM-TEST1&_=${NOW}`,
      ]),
    );
    expect(dataLayer()).toContainEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(dataLayer()).toContainEqual({ 'gtm.start': NOW, event: 'gtm.js' });
    expect(dataLayer().some((entry) => Array.isArray(entry) && entry[0] === 'js')).toBe(true);
  });

  it('loads once when started twice', async () => {
    const { startAnalytics, setConsent } = await load();
    setConsent('granted');
    startAnalytics({ brandCode: 'lumen' });
    startAnalytics({ brandCode: 'lumen' });
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    await settle();
    expect(scriptSources()).toHaveLength(2);
    expect(api.env).toHaveBeenCalledTimes(1);
  });

  it('loads the tag manager when the analytics id is missing, and warns about what failed', async () => {
    api.env.mockResolvedValue({ googleAnalyticsTrackingId: null });
    api.gtmId.mockRejectedValue(new Error('404'));
    const first = await load();
    first.setConsent('granted');
    first.startAnalytics({ brandCode: 'zefiro' });
    await settle();
    expect(scriptSources()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith('analytics: tag manager not loaded', expect.any(Error));
    first.track('step_view', { step: 'datiPersonali' }); // nothing loaded: dropped
    expect(sentEvents()).toEqual([]);

    api.gtmId.mockResolvedValue('GTM-ONLY');
    const again = await load();
    again.startAnalytics({ brandCode: 'lumen' });
    await vi.waitFor(() =>
      expect(scriptSources()).toEqual([`https://www.googletagmanager.com/gtm.js?id=GTM-ONLY&_=${NOW}`]),
    );
  });

  it('never loads anything when consent is denied', async () => {
    const { startAnalytics, setConsent } = await load();
    setConsent('denied');
    startAnalytics({ brandCode: 'lumen' });
    await settle();
    expect(api.env).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
  });
});

describe('track', () => {
  it('queues events until the scripts have loaded, then sends them in order', async () => {
    const { startAnalytics, setConsent, track } = await load();
    startAnalytics({ brandCode: 'lumen' });
    track('step_view', { step: 'datiPersonali' });
    track('step_complete', { step: 'datiPersonali', fast: false });
    setConsent('granted');
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    expect(sentEvents()).toEqual([]);

    finishLoading();
    await vi.waitFor(() => expect(sentEvents()).toHaveLength(2));
    expect(sentEvents()).toEqual([
      ['event', 'step_view', { step: 'datiPersonali' }],
      ['event', 'step_complete', { step: 'datiPersonali', fast: false }],
    ]);

    track('error', { code: '404.3' });
    expect(sentEvents()).toContainEqual(['event', 'error', { code: '404.3' }]);
  });

  it('drops events when consent is denied, including those queued before', async () => {
    const { startAnalytics, setConsent, track } = await load();
    startAnalytics({ brandCode: 'lumen' });
    track('step_view', { step: 'ricercaCliente' });
    setConsent('denied');
    track('step_view', { step: 'datiPersonali' });

    setConsent('granted'); // the visitor changes their mind later: only new events are sent
    track('step_view', { step: 'indirizzoFornitura' });
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    finishLoading();
    await vi.waitFor(() => expect(sentEvents()).toHaveLength(1));
    expect(sentEvents()).toEqual([['event', 'step_view', { step: 'indirizzoFornitura' }]]);
  });

  it('drops events when neither script can load (blocked)', async () => {
    const { startAnalytics, setConsent, track } = await load();
    setConsent('granted');
    startAnalytics({ brandCode: 'lumen' });
    track('step_view', { step: 'datiPersonali' });
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    finishLoading('error');
    await settle();
    track('step_view', { step: 'riepilogo' });
    expect(sentEvents()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith('analytics: Google Analytics not loaded', expect.any(Error));
  });

  it('stops sending when consent is revoked after loading, and disables Google Analytics', async () => {
    const { startAnalytics, setConsent, track } = await load();
    setConsent('granted');
    startAnalytics({ brandCode: 'lumen' });
    await vi.waitFor(() => expect(scriptSources()).toHaveLength(2));
    finishLoading();
    await settle();

    setConsent('denied');
    track('step_view', { step: 'riepilogo' });
    expect(sentEvents()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1']).toBe(true);
    expect(dataLayer()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);

    setConsent('granted');
    track('step_view', { step: 'firma' });
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1']).toBe(false);
    expect(sentEvents()).toEqual([['event', 'step_view', { step: 'firma' }]]);
  });
});
