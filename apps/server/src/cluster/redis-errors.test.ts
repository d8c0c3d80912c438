// A Redis outage goes to the JSON log and the metrics, never to stderr as ioredis' own unheard-error lines.
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Redis } from 'ioredis';
import { EventEmitter } from 'node:events';
import { logger } from '../logger';
import { databaseErrors } from '../metrics';
import { redisConnectionsOf } from '../rooms/colyseus-internals';
import { TEST_REDIS_URL } from '../testing/stores';
import { REDIS_ERROR_LOG_MS, watchRedis } from './redis-errors';

const redisErrors = async (): Promise<number> =>
  (await databaseErrors.get()).values.find((v) => v.labels.database === 'redis')?.value ?? 0;

afterEach(() => jest.restoreAllMocks());

describe('Redis errors', () => {
  it('counts every error and logs one line per window, saying how many', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const connections = [new EventEmitter(), new EventEmitter()];
    let clock = 0;
    watchRedis(connections, () => clock);
    const before = await redisErrors();
    for (let n = 0; n < 5; n++) connections[n % 2]?.emit('error', new Error('connect ECONNREFUSED'));
    clock = REDIS_ERROR_LOG_MS;
    connections[0]?.emit('error', new Error('connect ECONNREFUSED'));
    expect((await redisErrors()) - before).toBe(6);
    expect(warn.mock.calls).toEqual([
      [{ error: 'connect ECONNREFUSED', errors: 1 }, 'redis connection failing'],
      [{ error: 'connect ECONNREFUSED', errors: 5 }, 'redis connection failing'],
    ]);
  });

  it("hears Colyseus's own presence and driver connections, so ioredis prints none of their errors", async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const presence = new RedisPresence(TEST_REDIS_URL);
    const driver = new RedisDriver(TEST_REDIS_URL);
    const connections = redisConnectionsOf(presence, driver) as Redis[];
    try {
      expect(connections).toHaveLength(3);
      await Promise.all(connections.map((connection) => connection.ping()));
      watchRedis(connections);
      // ioredis writes an error to stderr itself only when nobody listens for it (its `silentEmit`).
      for (const connection of connections) expect(connection.listenerCount('error')).toBeGreaterThan(0);
      const before = await redisErrors();
      for (const connection of connections) connection.emit('error', new Error('read ECONNRESET'));
      expect((await redisErrors()) - before).toBe(3);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      await Promise.all(connections.map((connection) => connection.quit()));
    }
  });
});
