import { useCallback, useEffect, useState } from 'react';

/**
 * A cooldown that starts when the screen opens (the server has just sent a code), or at `startedAt`
 * (when the code was sent, in epoch ms), and again on `restart()`; `seconds` counts down to 0 once a
 * second.
 */
export function useCooldown(ms: number, startedAt?: number): { seconds: number; restart(): void } {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    // a server clock ahead of this one never makes the wait longer than the whole cooldown
    return { until: Math.min(startedAt ?? now, now) + ms, now };
  });
  const seconds = Math.max(0, Math.ceil((clock.until - clock.now) / 1000));
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => clearInterval(id);
  }, [running, clock.until]);

  const restart = useCallback(() => {
    const now = Date.now();
    setClock({ until: now + ms, now });
  }, [ms]);

  return { seconds, restart };
}
