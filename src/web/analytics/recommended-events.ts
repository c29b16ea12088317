import type { TrackParams } from '../../shared/track-events';

// GA4's recommended e-commerce names for the funnel's moments (spec 7, analytics): the funnel's own
// events stay as they are, these go beside them so standard GA4 reports (checkout funnel,
// conversions) work without a custom set-up. No value, currency or transaction id: an energy
// contract has no basket price, and a sale uuid is never sent to analytics.

export type NamedEvent = readonly [name: string, params: TrackParams];

/** Sent once per page: a Back to the first step, or a reload of congratulazioni, is not a new checkout. */
const ONCE = new Set(['begin_checkout', 'purchase']);

export function createRecommendedEvents(): (name: string, params: TrackParams) => NamedEvent[] {
  const sent = new Set<string>();
  return (name, params) => {
    const step = params.step;
    let event: NamedEvent | null = null;
    if (name === 'step_view' && params.index === 1) event = ['begin_checkout', { step: String(step) }];
    else if (name === 'step_complete' && step === 'metodoPagamento') event = ['add_payment_info', { step }];
    else if (name === 'step_view' && step === 'congratulazioni') event = ['purchase', { step }];
    if (!event) return [];
    if (ONCE.has(event[0])) {
      if (sent.has(event[0])) return [];
      sent.add(event[0]);
    }
    return [event];
  };
}
