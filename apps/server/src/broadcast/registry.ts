// Where broadcast rooms find their table: each open link's feed and desk, by token, in this process. A table's feed
// outlives its room until the longest delay has passed, so a delayed broadcast still reaches the end.
import type { BroadcastFeed } from './feed';
import { broadcastClock } from './feed';
import type { BroadcastDesk, DeskLink } from './desk';

export interface BroadcastSource {
  readonly feed: BroadcastFeed;
  readonly desk: BroadcastDesk;
}

const sources = new Map<string, BroadcastSource>();

/** Registers a table's feed and desk under its room id. */
export function openSource(roomId: string, source: BroadcastSource): void {
  sources.set(roomId, source);
  sweep();
}

/** The link of `token` with its table's feed; undefined for an unknown, revoked or expired token. */
export function findLink(token: string): { link: DeskLink; feed: BroadcastFeed } | undefined {
  sweep();
  for (const { feed, desk } of sources.values()) {
    const link = desk.find(token);
    if (link !== undefined) return { link, feed };
  }
  return undefined;
}

/** Forgets the tables whose rooms closed longer ago than any delay. */
function sweep(): void {
  const now = broadcastClock.now();
  for (const [roomId, { feed }] of sources) if (feed.expired(now)) sources.delete(roomId);
}
