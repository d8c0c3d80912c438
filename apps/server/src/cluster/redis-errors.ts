// A Redis outage in our log and metrics, not on stderr. ioredis retries a lost connection every few hundred
// milliseconds and emits an error each time; unheard, it writes each one to stderr with its stack (lines that are
// not JSON), and nothing counts them. Heard here: each is counted, and one JSON line a while says it goes on.
import type { EventEmitter } from 'node:events';
import { logger } from '../logger';
import { databaseErrors } from '../metrics';

/** At most one log line this often while the errors go on; the counter has every one. */
export const REDIS_ERROR_LOG_MS = 10_000;

export function watchRedis(connections: ReadonlyArray<EventEmitter>, now: () => number = Date.now): void {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  const heard = (error: unknown) => {
    databaseErrors.inc({ database: 'redis' });
    unlogged++;
    if (now() - loggedAt < REDIS_ERROR_LOG_MS) return;
    logger.warn(
      { error: error instanceof Error ? error.message : String(error), errors: unlogged },
      'redis connection failing',
    );
    loggedAt = now();
    unlogged = 0;
  };
  for (const connection of connections) connection.on('error', heard);
}
