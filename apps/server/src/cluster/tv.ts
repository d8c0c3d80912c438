// The TV of a whole cluster: the liveliest public table being played on any process (most seats taken by people,
// then the longest running), read from the rooms' listings, and its audience link asked of the room itself,
// wherever it lives (a remote room call). One process alone uses its own registry (`broadcast/registry.ts`).
import { matchMaker } from '@colyseus/core';
import { logger } from '../logger';
import { linkHome } from './cluster';

interface TvMetadata {
  readonly game?: string;
  readonly status?: string;
  readonly tv?: boolean;
  readonly people?: number;
  readonly startedAt?: number;
}

export async function tvPickAcross(
  game: string | null,
  after: string | null,
): Promise<{ token: string; delaySeconds: number } | null> {
  const skip = after === null ? null : ((await linkHome(after))?.roomId ?? null);
  const candidates = (await matchMaker.query({ name: 'table' }))
    .map((listing) => ({ roomId: listing.roomId, facts: (listing.metadata ?? {}) as TvMetadata }))
    .filter(({ roomId, facts }) => facts.tv === true && facts.status === 'playing' && roomId !== skip)
    .filter(({ facts }) => game === null || facts.game === game)
    .sort(
      (a, b) =>
        (b.facts.people ?? 0) - (a.facts.people ?? 0) || (a.facts.startedAt ?? 0) - (b.facts.startedAt ?? 0),
    );
  for (const { roomId } of candidates) {
    try {
      const link = (await matchMaker.remoteRoomCall(roomId, 'tvLink', [])) as {
        token: string;
        delaySeconds: number;
      } | null;
      if (link !== null) return link;
    } catch (error) {
      // A room that has just closed: the next one.
      logger.warn({ room: roomId, err: error }, 'the TV could not reach a table');
    }
  }
  return null;
}
