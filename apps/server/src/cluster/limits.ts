// Per-address limits shared by every process: rate-limiter-flexible, a well-kept limiter, counting in Redis when
// the server is one of several (a sender cannot get N times the limit by reaching N processes), in memory otherwise.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { currentCluster } from './cluster';

export interface AddressLimit {
  /** Counts one event for `key`; false once the key has reached its limit in the window. */
  take(key: string): Promise<boolean>;
  /** Whether `key` has reached its limit, without counting. */
  reached(key: string): Promise<boolean>;
}

/** `points` events per `seconds` per key, under `name` (each limit its own keys). */
export function addressLimit(name: string, points: number, seconds: number): AddressLimit {
  const cluster = currentCluster();
  const options = { keyPrefix: `flotilla:limit:${name}`, points, duration: seconds };
  const limiter: RateLimiterAbstract =
    cluster === null
      ? new RateLimiterMemory(options)
      : new RateLimiterRedis({ ...options, storeClient: cluster.redis });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        // A refusal is a `RateLimiterRes`; anything else is Redis failing, and a limit must not stop the game.
        if (refusal instanceof Error) return true;
        return false;
      }
    },
    async reached(key) {
      const state = await limiter.get(key).catch(() => null);
      return state !== null && state.consumedPoints >= points;
    },
  };
}
