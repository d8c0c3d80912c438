// A table outlives its process (issue 27). Every few seconds each process of a cluster looks for unfinished tables
// in the shared store that no live process holds, claims each one in Redis (`SET … NX`: one process wins, so a
// table never runs twice) and restores it from its log, under its room id, where its players reconnect.
import { matchMaker } from '@colyseus/core';
import type { Redis } from 'ioredis';
import { logger } from '../logger';
import { draining } from '../readiness';
import { restoreTables } from '../store/restore';
import type { TableStore } from '../store/types';

/** How often a process looks for tables left behind. */
export const SCAN_MS = 2000;
/**
 * How long a claim holds a table for the process that made it: while its room is being created or restored (well
 * under a second), before Colyseus lists it. Once listed, the listing says who holds it; a process that dies lets
 * its tables go when their claims have run out.
 */
export const CLAIM_MS = 10_000;

const claimKey = (roomId: string) => `flotilla:claim:${roomId}`;

/** Claims a table for this process; false when another process holds a claim on it. */
export async function claimTable(redis: Redis, roomId: string, only = true): Promise<boolean> {
  const key = claimKey(roomId);
  const set = only
    ? await redis.set(key, matchMaker.processId, 'PX', CLAIM_MS, 'NX')
    : await redis.set(key, matchMaker.processId, 'PX', CLAIM_MS);
  return set === 'OK';
}

export class Takeover {
  private timer: ReturnType<typeof setInterval> | null = null;
  private scanning: Promise<string[]> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly store: () => TableStore,
    private readonly open: (roomId: string, createOptions: object) => Promise<void>,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.scan(), SCAN_MS);
    void this.scan();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: the tables this process took over (their room ids). */
  scan(): Promise<string[]> {
    this.scanning ??= this.look().finally(() => (this.scanning = null));
    return this.scanning;
  }

  private async look(): Promise<string[]> {
    if (draining()) return [];
    try {
      // Processes that stopped answering are dropped, with their rooms' listings (Colyseus's own health check).
      await matchMaker.healthCheckAllProcesses();
      const held = new Set((await matchMaker.query({ name: 'table' })).map((listing) => listing.roomId));
      const orphans: string[] = [];
      for (const { gameId, roomId } of await this.store().unfinishedRooms()) {
        if (held.has(roomId)) continue;
        if (await claimTable(this.redis, roomId)) orphans.push(gameId);
      }
      if (orphans.length === 0) return [];
      const report = await restoreTables(this.store(), this.open, orphans);
      for (const roomId of report.restored) logger.info({ room: roomId }, 'table taken over');
      return [...report.restored];
    } catch (error) {
      logger.error({ err: error }, 'take-over scan failed');
      return [];
    }
  }
}
