import { beforeEach, describe, expect, it, vi } from 'vitest';

// analytics.ts hands every event, and the GA4 names that go with it, to the first-party sender,
// whatever the cookie choice (decision 009); upload-events.ts tells how uploads end.

const funnel = vi.hoisted(() => ({ trackFunnelEvent: vi.fn(), setTrackedSale: vi.fn() }));
vi.mock('./track', () => funnel);
vi.mock('../api/funnel-api', () => ({ funnelApi: { env: vi.fn(), gtmId: vi.fn() } }));

async function load() {
  vi.resetModules();
  return {
    ...(await import('./analytics')),
    ...(await import('./consent')),
    ...(await import('./upload-events')),
  };
}

beforeEach(() => {
  funnel.trackFunnelEvent.mockReset();
});

describe('first-party funnel events', () => {
  it('get every event with its GA4 names, before any consent and after a refusal', async () => {
    const { track, setConsent } = await load();
    track('step_view', { step: 'ricercaCliente', index: 1 });
    setConsent('denied');
    track('step_complete', { step: 'metodoPagamento' });
    track('step_view', { step: 'congratulazioni', index: 10 });
    expect(funnel.trackFunnelEvent.mock.calls).toEqual([
      ['step_view', { step: 'ricercaCliente', index: 1 }],
      ['begin_checkout', { step: 'ricercaCliente' }],
      ['step_complete', { step: 'metodoPagamento' }],
      ['add_payment_info', { step: 'metodoPagamento' }],
      ['step_view', { step: 'congratulazioni', index: 10 }],
      ['purchase', { step: 'congratulazioni' }],
    ]);
  });

  it('an upload tells its kind, outcome and size, never the file name', async () => {
    const { withUploadEvents } = await load();
    const form = new FormData();
    form.append('tipoAllegato', 'DOCUMENTO');
    form.append('file', new File(['x'.repeat(2048)], 'Mario Rossi carta identità.pdf'));
    const handlers = { onSuccess: vi.fn(), onError: vi.fn(), onProgress: vi.fn() };
    const wrapped = withUploadEvents(
      '/vendite/3f1c2b7e-8d4a-4e1b-9a7c-2d5e6f7a8b9c/bolletta-luce',
      form,
      handlers,
    );
    wrapped.onSuccess({ id: 1 });
    wrapped.onError({ code: 'file.type' });
    expect(handlers.onSuccess).toHaveBeenCalledWith({ id: 1 });
    expect(handlers.onError).toHaveBeenCalledWith({ code: 'file.type' });
    expect(wrapped.onProgress).toBe(handlers.onProgress);
    expect(funnel.trackFunnelEvent.mock.calls).toEqual([
      ['upload', { kind: 'bolletta-luce', outcome: 'ok', size_kb: 2 }],
      ['upload', { kind: 'bolletta-luce', outcome: 'error', code: 'file.type' }],
    ]);
    expect(JSON.stringify(funnel.trackFunnelEvent.mock.calls)).not.toContain('Rossi');
  });
});
