import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Executor } from '../store/db';
import { hitCounter, purgeCounters, readCounter } from '../store/repos/rate-limits';
import type { Counter } from '../store/repos/rate-limits';

// @fastify/rate-limit counts in each process's memory by default, so N servers let a client through N
// times the limit. With RATE_LIMIT_STORE=db (the default over PostgreSQL) the counts are rows every
// server shares (store/repos/rate-limits.ts). The plugin's store interface is callback-based: `incr`
// counts a hit, `read` looks without counting, `child` gives a route its own key space.

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired counters are deleted once every this many hits an instance counts. */
export const PURGE_EVERY = 1000;

export function dbRateLimitStore(db: Executor, now: () => Date) {
  let sincePurge = 0;
  const answer = (counter: Counter, cb: Callback) =>
    cb(null, { current: counter.hits, ttl: Math.max(0, counter.resetAt.getTime() - now().getTime()) });

  return class DbRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      hitCounter(db, this.prefix + key, timeWindow, now()).then(
        (counter) => answer(counter, cb),
        (err: Error) => cb(err),
      );
      if (++sincePurge >= PURGE_EVERY) {
        sincePurge = 0;
        // best effort: a failed purge leaves rows the next one removes
        purgeCounters(db, now()).catch(() => undefined);
      }
    }

    read(key: string, cb: Callback): void {
      readCounter(db, this.prefix + key, now()).then(
        (counter) => answer(counter, cb),
        (err: Error) => cb(err),
      );
    }

    // typed as the route's options, but what the plugin passes is its merged parameters with `routeInfo`
    child(routeOptions: object): DbRateLimitStore {
      const { method = '', url = '' } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new DbRateLimitStore(undefined, `${this.prefix}${String(method)}${url}:`);
    }
  };
}
