// @flotilla/protocol/wire: what a table reads from the synced strings, typed once per game by its id: a seat's legal
// actions, its secret, who is awaited, and the type of the events it heard. Types come from the rules (free at run
// time); the checks stay cheap and tolerant, as the server is the authority and a malformed string offers nothing.
// An entry of its own, imported by the tables' chunks only: the lobby's first chunk holds none of it.
import type { CaptainsWarAction, CaptainsWarEvent, CaptainsWarSecret } from '@flotilla/rules/captains-war';
import type { EollisAction, EollisEvent, EollisSecret } from '@flotilla/rules/eollis';
import type { FifteenMenAction, FifteenMenEvent, FifteenMenSecret } from '@flotilla/rules/fifteen-men';
export type { WireEvent } from './events';

/** Each game's wire types, by game id. */
export interface WireGames {
  readonly 'captains-war': {
    readonly action: CaptainsWarAction;
    readonly event: CaptainsWarEvent;
    readonly secret: CaptainsWarSecret;
  };
  readonly eollis: {
    readonly action: EollisAction;
    readonly event: EollisEvent;
    readonly secret: EollisSecret;
  };
  readonly 'fifteen-men': {
    readonly action: FifteenMenAction;
    readonly event: FifteenMenEvent;
    readonly secret: FifteenMenSecret;
  };
}

export type WireGameId = keyof WireGames;

/** One action a game offers (and a client sends back as it was offered). */
export type WireAction<G extends WireGameId> = WireGames[G]['action'];

/** A seat's legal actions in game `G`. */
export type LegalActions<G extends WireGameId> = ReadonlyArray<WireAction<G>>;

/** What a seat's view adds to the audience's in game `G` (`{}` for a spectator or a seat with no secret). */
export type SeatSecret<G extends WireGameId> = WireGames[G]['secret'];

/**
 * One event of game `G` as a client heard it, with its audience (`heardEvents` reads them; each game's table takes
 * its own game's, and its exhaustive `switch` meets a newer server's type in its `default`).
 */
export type HeardEvent<G extends WireGameId> = WireGames[G]['event'] & { readonly to?: 'all' | number };

/** The part of the synced state these read: the awaited seats and each seat's own strings. */
export interface SyncedSeats {
  readonly awaiting: string;
  readonly secrets: {
    get(seat: string): { readonly legal: string; readonly secret: string } | undefined;
  };
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function isTyped(value: unknown): value is { readonly type: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** The seats the game waits for (the room publishes the rules' `waitingFor`); a malformed list awaits nobody. */
export function awaitedSeats(state: Pick<SyncedSeats, 'awaiting'>): ReadonlyArray<number> {
  const value = parse(state.awaiting);
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

/**
 * A seat's legal actions in game `G`; none for a spectator or a malformed list. Each item is an object with a
 * string `type`; the rest is the server's word (it refuses anything it did not offer).
 */
export function legalActions<G extends WireGameId>(state: SyncedSeats, seat: number | null): LegalActions<G> {
  if (seat === null) return [];
  const value = parse(state.secrets.get(String(seat))?.legal ?? '[]');
  return Array.isArray(value) ? (value.filter(isTyped) as unknown as LegalActions<G>) : [];
}

/** A seat's secret in game `G`: an object, `{}` for a spectator, a seat without one or a malformed string. */
export function seatSecret<G extends WireGameId>(state: SyncedSeats, seat: number | null): SeatSecret<G> {
  if (seat === null) return {};
  const value = parse(state.secrets.get(String(seat))?.secret ?? '{}');
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SeatSecret<G>) : {};
}
