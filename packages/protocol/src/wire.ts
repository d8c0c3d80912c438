// @flotilla/protocol/wire: what a table reads from the synced strings, typed once per game by its id: a seat's legal
// actions, its secret, who is awaited, and the type of the events it heard. Types come from the rules (free at run
// time); the checks stay cheap and tolerant, as the server is the authority and a malformed string offers nothing.
// An entry of its own, imported by the tables' chunks only: the lobby's first chunk holds none of it.
import type {
  CaptainsWarAction,
  CaptainsWarEvent,
  CaptainsWarSecret,
  CaptainsWarView,
} from '@flotilla/rules/captains-war';
import type { EollisAction, EollisEvent, EollisSecret, EollisView } from '@flotilla/rules/eollis';
import type {
  FifteenMenAction,
  FifteenMenEvent,
  FifteenMenSecret,
  FifteenMenView,
} from '@flotilla/rules/fifteen-men';
import type { GameId } from '@flotilla/rules/game-ids';
export type { WireEvent } from './events';
export * from './wire-results';

/** What one game sends: its view, a seat's actions, its events and the secret part of a seat's view. */
interface WireTypes<
  V extends object,
  A extends { readonly type: string },
  E extends { readonly type: string },
  S extends Partial<V>,
> {
  readonly view: V;
  readonly action: A;
  readonly event: E;
  readonly secret: S;
}

/** Each game's wire types, by game id: a game the rules add is a type error here until it is listed. */
export type WireGames = {
  readonly [G in GameId]: {
    readonly 'captains-war': WireTypes<
      CaptainsWarView,
      CaptainsWarAction,
      CaptainsWarEvent,
      CaptainsWarSecret
    >;
    readonly eollis: WireTypes<EollisView, EollisAction, EollisEvent, EollisSecret>;
    readonly 'fifteen-men': WireTypes<FifteenMenView, FifteenMenAction, FifteenMenEvent, FifteenMenSecret>;
  }[G];
};

export type WireGameId = GameId;

/** One action a game offers (and a client sends back as it was offered). */
export type WireAction<G extends WireGameId> = WireGames[G]['action'];

/** What a viewer of game `G` sees: the rules' `view` (a replay's steps, the whole truth's panel). */
export type WireView<G extends WireGameId> = WireGames[G]['view'];

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
