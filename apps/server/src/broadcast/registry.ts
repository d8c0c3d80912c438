// Where broadcast rooms find their table: each open link's feed and desk, by token, in this process. A table's feed
// outlives its room until the longest delay has passed, so a delayed broadcast still reaches the end.
import type { BroadcastFeed } from './feed';
import { broadcastClock } from './feed';
import type { BroadcastDesk, DeskLink } from './desk';
import type { PredictionBox } from './predictions';

export interface BroadcastSource {
  readonly feed: BroadcastFeed;
  readonly desk: BroadcastDesk;
  /** The table's audience predictions, which its broadcasts' viewers may join. */
  readonly predictions: PredictionBox;
  /** What the TV weighs: a public table's liveliness, read live from its room. */
  readonly tv: () => TvFacts | null;
}

/** A public table as the TV sees it; null for a private table (the TV never shows one). */
export interface TvFacts {
  readonly game: string;
  readonly playing: boolean;
  /** Seats taken by people, not bots. */
  readonly people: number;
  /** How close the race is on public facts (`Game.race`): the gap between the leaders; null when unknown. */
  readonly race: number | null;
  readonly startedAt: number;
}

/** The TV's order: most people, then the closest race (a known gap before none), then the longest running. */
export function livelier(a: Omit<TvFacts, 'game' | 'playing'>, b: Omit<TvFacts, 'game' | 'playing'>): number {
  if (a.people !== b.people) return b.people - a.people;
  if (a.race !== b.race) return a.race === null ? 1 : b.race === null ? -1 : a.race - b.race;
  return a.startedAt - b.startedAt;
}

/** How late the TV runs: an audience's view, held back like a broadcast. */
export const TV_DELAY_SECONDS = 10;

const sources = new Map<string, BroadcastSource>();

/** Registers a table's feed and desk under its room id. */
export function openSource(roomId: string, source: BroadcastSource): void {
  sources.set(roomId, source);
  sweep();
}

/** The link of `token` with its table's feed; undefined for an unknown, revoked or expired token. */
export function findLink(
  token: string,
): { link: DeskLink; feed: BroadcastFeed; predictions: PredictionBox } | undefined {
  sweep();
  for (const { feed, desk, predictions } of sources.values()) {
    const link = desk.find(token);
    if (link !== undefined) return { link, feed, predictions };
  }
  return undefined;
}

/** Forgets the tables whose rooms closed longer ago than any delay. */
function sweep(): void {
  const now = broadcastClock.now();
  for (const [roomId, { feed }] of sources) if (feed.expired(now)) sources.delete(roomId);
}

/**
 * The liveliest public table being played (of `game`, if given): most seats taken by people, then the closest race,
 * then the longest running; `exclude` (the TV link just shown) skips its table. Its TV link, or null when none is being played.
 */
export function tvPick(game: string | null, exclude: string | null = null): DeskLink | null {
  sweep();
  let best: { facts: TvFacts; source: BroadcastSource } | null = null;
  for (const source of sources.values()) {
    const facts = source.tv();
    if (facts === null || !facts.playing) continue;
    if (exclude !== null && source.desk.find(exclude) !== undefined) continue;
    if (game !== null && facts.game !== game) continue;
    if (best === null || livelier(facts, best.facts) < 0) best = { facts, source };
  }
  return best === null ? null : best.source.desk.tvLink(TV_DELAY_SECONDS);
}
