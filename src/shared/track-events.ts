// First-party funnel analytics (spec 7: POST /track/events, outside /api/v1; api-contract.md: at most
// 50 events a batch): the names and limits both sides share. Apart from schemas/track.ts so the web's
// first load, which records events from the start, does not carry zod.

export const TRACK_EVENTS_PATH = '/track/events';
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PARAMS = 20;
export const MAX_PARAM_STRING = 100;

/** The funnel's own names, then GA4's recommended ones for the same moments. */
export const TRACK_EVENT_NAMES = [
  'step_view',
  'step_complete',
  'error',
  'upload',
  'abandon',
  'begin_checkout',
  'add_payment_info',
  'purchase',
] as const;
export type TrackEventName = (typeof TRACK_EVENT_NAMES)[number];

export type TrackParamValue = string | number | boolean;
export type TrackParams = Record<string, TrackParamValue>;
