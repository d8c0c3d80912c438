// The TV of a whole cluster: the liveliest public table being played on any process (most seats taken by people,
// then the longest running), read from the rooms' listings, and its audience link asked of the room itself,
// wherever it lives (a remote room call). One process alone uses its own registry (`broadcast/registry.ts`).
import { matchMaker } from '@colyseus/core';
import { logger } from '../logger';
import { livelier } from '../broadcast/registry';
import { linkHome } from './cluster';

/** Tables whose race the TV asks for, among those with the most people. */
const RACES_ASKED = 8;

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
  const listed = (await matchMaker.query({ name: 'table' }))
    .map((listing) => ({ roomId: listing.roomId, facts: (listing.metadata ?? {}) as TvMetadata }))
    .filter(({ roomId, facts }) => facts.tv === true && facts.status === 'playing' && roomId !== skip)
    .filter(({ facts }) => game === null || facts.game === game)
    .map(({ roomId, facts }) => ({
      roomId,
      order: { people: facts.people ?? 0, race: null as number | null, startedAt: facts.startedAt ?? 0 },
    }))
    .sort((a, b) => livelier(a.order, b.order));
  // A race changes with every move, so it is not in the listings: the tables with the most people are asked.
  const most = listed[0]?.order.people;
  const asked = listed.filter(({ order }) => order.people === most).slice(0, RACES_ASKED);
  await Promise.all(
    asked.map(async (candidate) => {
      candidate.order.race = (await matchMaker
        .remoteRoomCall(candidate.roomId, 'tvRace', [])
        .catch(() => null)) as number | null;
    }),
  );
  const candidates = [...asked.sort((a, b) => livelier(a.order, b.order)), ...listed.slice(asked.length)];
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
