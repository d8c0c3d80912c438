// Several processes, one game (issue 27): with REDIS_URL, Colyseus's own RedisPresence and RedisDriver share
// matchmaking, presence (invite codes, the lobby) and remote room calls between processes; each room lives in one
// process, and a seat reservation sends its client to that process's `publicAddress`. Without REDIS_URL nothing
// here runs: one process, everything in memory.
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import { redisConnectionsOf } from '../rooms/colyseus-internals';
import { watchRedis } from './redis-errors';

export interface Cluster {
  readonly presence: Presence;
  readonly driver: RedisDriver;
  readonly publicAddress: string;
  /** A connection of our own, for what Colyseus's presence has no word for (`SET … NX PX`, the limits). */
  readonly redis: Redis;
}

let joined: Cluster | null = null;

/** The cluster this process belongs to; null for a single process. */
export function currentCluster(): Cluster | null {
  return joined;
}

/** Where a broadcast link's table lives, by token: a broadcast room must open in that process (`selectProcess`). */
const broadcastKey = (token: string) => `flotilla:broadcast:${token}`;
/** A link's process is remembered this long after its last change (a day: longer than any game and its delay). */
const BROADCAST_KEY_SECONDS = 24 * 3600;

/** Tells the cluster that these links' table (room `roomId`) is in this process. Nothing without a cluster. */
export async function publishLinks(roomId: string, tokens: ReadonlyArray<string>): Promise<void> {
  if (joined === null) return;
  const presence = joined.presence;
  const where = `${matchMaker.processId} ${roomId}`;
  await Promise.all(tokens.map((token) => presence.setex(broadcastKey(token), where, BROADCAST_KEY_SECONDS)));
}

/** The process and room of a link's table, as the cluster was told; null when unknown. */
export async function linkHome(token: string): Promise<{ processId: string; roomId: string } | null> {
  const where = (await matchMaker.presence.get(broadcastKey(token))) as string | null | undefined;
  const [processId, roomId] = (where ?? '').split(' ');
  return processId === undefined || roomId === undefined || roomId === '' ? null : { processId, roomId };
}

/**
 * Where a new room goes. A restored table stays in the process restoring it (the kept table waits in its memory);
 * a broadcast goes to the process of its table, whose past it shows; anything else to the process with the fewest
 * rooms, as Colyseus does by default.
 */
async function selectProcess(roomName: string, options: Record<string, unknown>): Promise<string> {
  if (roomName === 'table' && typeof options?.restore === 'string') return matchMaker.processId;
  const alive = await matchMaker.stats.fetchAll();
  if (roomName === 'broadcast' && typeof options?.token === 'string') {
    const owner = (await linkHome(options.token))?.processId;
    if (owner !== undefined && alive.some((p) => p.processId === owner)) return owner;
  }
  return alive.sort((a, b) => a.roomCount - b.roomCount)[0]?.processId ?? matchMaker.processId;
}

/** Connects to Redis and returns what the Colyseus server takes; null without REDIS_URL. */
export function joinCluster(config: ServerConfig): {
  presence: Presence;
  driver: RedisDriver;
  publicAddress: string;
  selectProcessIdToCreateRoom: typeof selectProcess;
} | null {
  if (config.redisUrl === null || config.publicAddress === null) return null;
  const presence = new RedisPresence(config.redisUrl);
  const driver = new RedisDriver(config.redisUrl);
  const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  watchRedis([redis, ...redisConnectionsOf(presence, driver)]);
  joined = { presence, driver, publicAddress: config.publicAddress, redis };
  return {
    presence,
    driver,
    publicAddress: config.publicAddress,
    selectProcessIdToCreateRoom: selectProcess,
  };
}

/** Closes our own Redis connection (Colyseus closes its presence and driver). */
export async function leaveCluster(): Promise<void> {
  const cluster = joined;
  joined = null;
  await cluster?.redis.quit().catch(() => undefined);
}
