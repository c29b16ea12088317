import { describe, expect, it } from 'vitest';
import { createRecommendedEvents } from './recommended-events';

describe('GA4 recommended events', () => {
  it('begin_checkout on the first step, once a page', () => {
    const of = createRecommendedEvents();
    expect(of('step_view', { step: 'ricercaCliente', index: 1 })).toEqual([
      ['begin_checkout', { step: 'ricercaCliente' }],
    ]);
    expect(of('step_view', { step: 'datiAnagrafici', index: 2 })).toEqual([]);
    expect(of('step_view', { step: 'ricercaCliente', index: 1 })).toEqual([]);
  });

  it('add_payment_info on leaving metodoPagamento, each time', () => {
    const of = createRecommendedEvents();
    expect(of('step_complete', { step: 'metodoPagamento' })).toEqual([
      ['add_payment_info', { step: 'metodoPagamento' }],
    ]);
    expect(of('step_complete', { step: 'metodoPagamento' })).toHaveLength(1);
    expect(of('step_view', { step: 'metodoPagamento', index: 6 })).toEqual([]);
  });

  it('purchase on congratulazioni, once', () => {
    const of = createRecommendedEvents();
    expect(of('step_view', { step: 'congratulazioni', index: 10 })).toEqual([
      ['purchase', { step: 'congratulazioni' }],
    ]);
    expect(of('step_view', { step: 'congratulazioni', index: 10 })).toEqual([]);
    expect(of('error', { step: 'congratulazioni' })).toEqual([]);
  });
});
