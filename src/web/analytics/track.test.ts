import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFunnelTracker } from './track';
import type { FunnelTracker } from './track';

// The first-party sender (spec 7: /track/events): batches, the last one with keepalive on page hide.

const SALE = '3f1c2b7e-8d4a-4e1b-9a7c-2d5e6f7a8b9c';
const NOW = 1_795_000_000_000;

let fetch: ReturnType<typeof vi.fn>;
let tracker: FunnelTracker;

function sent() {
  return fetch.mock.calls.map(([url, init]) => ({
    url: String(url),
    init: init as RequestInit & { headers: Record<string, string> },
    events: (JSON.parse(String((init as RequestInit).body)) as { events: Array<Record<string, unknown>> })
      .events,
  }));
}

function hide(how: 'visibilitychange' | 'pagehide') {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  if (how === 'pagehide') window.dispatchEvent(new Event('pagehide'));
  else document.dispatchEvent(new Event('visibilitychange'));
}

function show() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  document.cookie = 'XSRF-TOKEN=tok-1';
  fetch = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
  tracker = createFunnelTracker({ fetch: fetch as unknown as typeof globalThis.fetch });
});

afterEach(() => {
  tracker.dispose();
  show();
  vi.useRealTimers();
});

describe('batching', () => {
  it('sends the queued events a few seconds after the first, with the sale, the key and the XSRF header', () => {
    tracker.setSale(SALE);
    tracker.record('step_view', { step: 'datiAnagrafici', index: 2 });
    vi.advanceTimersByTime(1000);
    tracker.record('step_complete', { step: 'datiAnagrafici' });
    vi.advanceTimersByTime(3999);
    expect(fetch).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    const [batch] = sent();
    expect(sent()).toHaveLength(1);
    expect(batch!.url).toBe('http://localhost:3000/track/events');
    expect(batch!.init).toMatchObject({
      method: 'POST',
      keepalive: false,
      credentials: 'same-origin',
      headers: {
        'x-api-key': 'dev-web-client-key',
        'x-xsrf-token': 'tok-1',
        'content-type': 'application/json',
      },
    });
    expect(batch!.events).toEqual([
      { name: 'step_view', params: { step: 'datiAnagrafici', index: 2 }, ts: NOW, vendita: SALE },
      { name: 'step_complete', params: { step: 'datiAnagrafici' }, ts: NOW + 1000, vendita: SALE },
    ]);
  });

  it('sends at once when 20 events are queued', () => {
    for (let i = 0; i < 19; i++) tracker.record('error', { code: `e${i}` });
    expect(fetch).not.toHaveBeenCalled();
    tracker.record('error', { code: 'e19' });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.events).toHaveLength(20);
    vi.advanceTimersByTime(10_000);
    expect(sent()).toHaveLength(1); // nothing left to send
  });

  it('leaves out names the server does not know and sends no sale before there is one', () => {
    tracker.record('consent_shown');
    tracker.record('step_view', { step: 'ricercaCliente', index: 1 });
    vi.advanceTimersByTime(5000);
    expect(sent()[0]!.events).toEqual([
      { name: 'step_view', params: { step: 'ricercaCliente', index: 1 }, ts: NOW },
    ]);
  });

  it('never throws: a failed or impossible send is dropped', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    tracker.record('step_view', { step: 'firma' });
    vi.advanceTimersByTime(5000);
    await vi.runAllTimersAsync();
    expect(sent()).toHaveLength(1);

    const broken = createFunnelTracker({
      fetch: (() => {
        throw new Error('no fetch');
      }) as unknown as typeof globalThis.fetch,
    });
    expect(() => {
      broken.record('step_view', { step: 'firma' });
      vi.advanceTimersByTime(5000);
      broken.flush(true);
    }).not.toThrow();
    broken.dispose();
  });

  it('sends once more after a 403 csrf (the answer refreshed the cookie)', async () => {
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'csrf' }), { status: 403 }));
    tracker.record('step_view', { step: 'firma' });
    vi.advanceTimersByTime(5000);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent()[1]!.events).toEqual(sent()[0]!.events);
  });
});

describe('page hide', () => {
  it('sends what is queued with keepalive, with an abandon on the step shown', () => {
    tracker.setSale(SALE);
    tracker.record('step_view', { step: 'metodoPagamento', index: 6 });
    hide('visibilitychange');
    const [batch] = sent();
    expect(batch!.init.keepalive).toBe(true);
    expect(batch!.events.map((e) => e.name)).toEqual(['step_view', 'abandon']);
    expect(batch!.events[1]).toEqual({
      name: 'abandon',
      params: { step: 'metodoPagamento', reason: 'page_hide' },
      ts: NOW,
      vendita: SALE,
    });
  });

  it('one abandon when visibilitychange and pagehide both fire; again after the page came back', () => {
    tracker.setSale(SALE);
    tracker.record('step_view', { step: 'firma', index: 9 });
    hide('visibilitychange');
    hide('pagehide');
    expect(
      sent()
        .flatMap((b) => b.events)
        .filter((e) => e.name === 'abandon'),
    ).toHaveLength(1);
    show();
    hide('pagehide');
    expect(
      sent()
        .flatMap((b) => b.events)
        .filter((e) => e.name === 'abandon'),
    ).toHaveLength(2);
  });

  it('no abandon once the sale is concluded, or without a sale', () => {
    tracker.record('step_view', { step: 'datiAnagrafici', index: 2 });
    hide('pagehide');
    expect(
      sent()
        .flatMap((b) => b.events)
        .map((e) => e.name),
    ).toEqual(['step_view']);
    show();

    tracker.setSale(SALE);
    tracker.record('step_view', { step: 'congratulazioni', index: 10 });
    hide('pagehide');
    expect(
      sent()
        .flatMap((b) => b.events)
        .map((e) => e.name),
    ).toEqual(['step_view', 'step_view']);
  });

  it('a cancelled sale is an abandon said once, not again on hide', () => {
    tracker.setSale(SALE);
    tracker.record('step_view', { step: 'riepilogo', index: 8 });
    tracker.record('sale_cancelled');
    hide('pagehide');
    const events = sent().flatMap((b) => b.events);
    expect(events.map((e) => [e.name, e.params])).toEqual([
      ['step_view', { step: 'riepilogo', index: 8 }],
      ['abandon', { step: 'riepilogo', reason: 'cancelled' }],
    ]);
  });

  it('nothing to send, nothing sent', () => {
    hide('pagehide');
    expect(fetch).not.toHaveBeenCalled();
  });
});
