// When a failed delivery is tried again (api-contract.md: retried with back-off for at least 24 hours,
// the first two retries within a minute of the first attempt): 10 s, 30 s, 2 min, 10 min, 30 min,
// 1 h, 2 h, 4 h, then every 6 h; an attempt that fails 24 hours or more after the first is the last.

const DELAYS_S = [10, 30, 120, 600, 1800, 3600, 7200, 14_400];
const THEN_EVERY_S = 6 * 3600;
export const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;

/**
 * Seconds until the next attempt after attempt number `attempt` (1 = the first) failed, or null when
 * the delivery is given up. `fixedDelayS` (tests, JOBS_RETRY_SECONDS) replaces the delays, not the 24 h.
 */
export function nextRetryDelay(
  attempt: number,
  firstAttemptAt: Date,
  now: Date,
  fixedDelayS?: number,
): number | null {
  if (now.getTime() - firstAttemptAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  return fixedDelayS ?? DELAYS_S[attempt - 1] ?? THEN_EVERY_S;
}
