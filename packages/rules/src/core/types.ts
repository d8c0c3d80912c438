// The contract every Flotilla game implements: plain data in, plain data out, no I/O.

/** A seat at the table, numbered clockwise from 0 (seat 0 plays first). */
export type Seat = number;

/** Who looks at the table: a seated player or the audience (spectators, streams). */
export type Viewer = Seat | 'spectator';

/** Who may receive an event: everyone at the table (spectators included) or one seat only. */
export type Audience = 'all' | Seat;

/** Something that happened, for animation and the game log, addressed to its audience. */
export type GameEvent<E extends { readonly type: string }> = E & { readonly to: Audience };

/** Every action is a small readonly object of a discriminated union with primitive fields. */
export interface ActionShape {
  readonly type: string;
  readonly [field: string]: string | number | boolean | undefined;
}

export type ErrorCode =
  'malformed-action' | 'unknown-seat' | 'game-over' | 'not-your-turn' | 'illegal-action' | 'internal-error';

export interface RulesError {
  readonly code: ErrorCode;
  readonly message: string;
}

export type ApplyResult<S, E extends { readonly type: string }> =
  | { readonly ok: true; readonly state: S; readonly events: ReadonlyArray<GameEvent<E>> }
  | { readonly ok: false; readonly error: RulesError };

export interface SetupInput {
  /** Number of seated players. */
  readonly seats: number;
  /** Secret seed of the table's PRNG; the server makes it from a cryptographic source. */
  readonly seed: string;
  /** Table options; unknown keys are ignored and missing ones take their defaults. */
  readonly options?: unknown;
}

/** One line of the final ranking. `seat` is null for a non-player opponent (a solo game's automaton). */
export interface Standing {
  readonly seat: Seat | null;
  readonly name: string;
  readonly score: number;
  /** 1 for the winners; tied lines share a rank. */
  readonly rank: number;
}

export interface Outcome<D = unknown> {
  readonly standings: ReadonlyArray<Standing>;
  /** Seats that won (empty when a non-player opponent won alone). */
  readonly winners: ReadonlyArray<Seat>;
  /** Why the game ended, in the game's words. */
  readonly reason: string;
  readonly details: D;
}

export interface Game<S, A extends ActionShape, E extends { readonly type: string }, V, O> {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly defaultOptions: O;
  /** Normalises raw table options (from a form or the wire) into valid options, or explains what is wrong. */
  parseOptions(raw: unknown): { ok: true; options: O } | { ok: false; error: string };
  setup(input: SetupInput): S;
  legalActions(state: S, seat: Seat): ReadonlyArray<A>;
  apply(state: S, seat: Seat, action: unknown): ApplyResult<S, E>;
  view(state: S, viewer: Viewer): V;
  /**
   * The whole truth at this step: the view's shape with every hidden fact in it (every face-down card, hand,
   * deck and secret choice), for a replay's "whole truth" lens. Never sent to anyone during a game.
   */
  truth(state: S): V;
  awaiting(state: S): ReadonlyArray<Seat>;
  /**
   * The seats the game actually waits for: `awaiting` less any seat that merely may act (an out-of-turn card).
   * This is what the table shows and what turn timers run for; which seats *may* act can depend on hidden
   * cards, so only each seat's own legal actions reveal it, to that seat.
   */
  waitingFor(state: S): ReadonlyArray<Seat>;
  outcome(state: S): Outcome | null;
  /**
   * How close the race is on public facts alone: the gap between the two leading seats' scores so far (0: level),
   * or null when nothing public ranks them (15 Men's factions are secret). The TV prefers the closest games.
   */
  race(state: S): number | null;
  /**
   * The neutral action taken for a seat whose turn timer ran out (pass, abstain, the weakest choice): it must
   * not depend on anything the player knows that others don't. Null when the seat has nothing to do.
   */
  timeoutAction(state: S, seat: Seat): A | null;
}

/** A game whose types are erased, as a registry or a server handles it. */
export type AnyGame = Game<unknown, ActionShape, { readonly type: string }, unknown, unknown>;
