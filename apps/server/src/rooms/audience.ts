// A table's audience, counted by the table itself: spectators never take the place of a seat or its reclaim.
import type { JoinRefusal } from '@flotilla/protocol';

/** Spectators a table accepts beyond its seats. */
export const AUDIENCE_LIMIT = 64;

/** The refusal of a spectator beyond the limit (a `JoinRefusal`: the client says it). */
export const AUDIENCE_FULL = 'audience-full' satisfies JoinRefusal;

/**
 * The sessions watching a table, connected or within their reconnection window (a reload must not lose the place).
 * Colyseus's `maxClients` counts everyone and locks the room when reached, which refuses a player's seat or reclaim
 * as readily as a spectator: the table counts its audience here instead, and refuses only spectators beyond it.
 */
export class Audience {
  private readonly watching = new Set<string>();

  constructor(private readonly limit = AUDIENCE_LIMIT) {}

  /** Takes a spectator in: false, and nothing counted, when the audience is full. */
  admit(sessionId: string): boolean {
    if (this.watching.has(sessionId)) return true;
    if (this.watching.size >= this.limit) return false;
    this.watching.add(sessionId);
    return true;
  }

  /** A spectator left for good (on purpose, or its reconnection window passed). */
  leave(sessionId: string): void {
    this.watching.delete(sessionId);
  }

  get size(): number {
    return this.watching.size;
  }
}
