// What every game's test kit (`<game>/test-kit.ts`) is built on: playing actions that must be accepted, and a PRNG
// state searched for the draws a test needs. Each kit adds its game's table builders around these.
import { Dice, rngFromSeed, type RngState } from '../core/random';
import type { ActionShape, Game, GameEvent, Seat } from '../core/types';

/** The state after one or more actions, and every event they sent, in order. */
export interface Played<S, E extends { readonly type: string }> {
  readonly state: S;
  readonly events: ReadonlyArray<GameEvent<E>>;
}

type Playable<S, A extends ActionShape, E extends { readonly type: string }> = Pick<
  Game<S, A, E, unknown, unknown>,
  'apply' | 'legalActions'
>;

/** Applies one action through the full validation path; a refusal fails the test, saying what was offered. */
export function playOffered<S, A extends ActionShape, E extends { readonly type: string }>(
  game: Playable<S, A, E>,
  state: S,
  seat: Seat,
  action: A,
): Played<S, E> {
  const result = game.apply(state, seat, action);
  if (!result.ok) {
    const legal = JSON.stringify(game.legalActions(state, seat));
    throw new Error(
      `seat ${seat} ${JSON.stringify(action)} refused (${result.error.message}); legal: ${legal}`,
    );
  }
  return { state: result.state, events: result.events };
}

/** Plays several actions in a row, each for its seat; the events of all of them are kept in order. */
export function playAllOffered<S, A extends ActionShape, E extends { readonly type: string }>(
  game: Playable<S, A, E>,
  state: S,
  moves: ReadonlyArray<readonly [Seat, A]>,
): Played<S, E> {
  let current = state;
  const events: GameEvent<E>[] = [];
  for (const [seat, action] of moves) {
    const next = playOffered(game, current, seat, action);
    current = next.state;
    events.push(...next.events);
  }
  return { state: current, events };
}

/**
 * A PRNG state whose next draws satisfy `wanted`, found by trying the seeds `<prefix>-0`, `<prefix>-1`… in order
 * (each kit keeps its own prefix, so the states its tests were written against stay the same).
 */
export function rngWhere(wanted: (dice: Dice) => boolean, prefix: string, tries: number): RngState {
  for (let n = 0; n < tries; n++) {
    const rng = rngFromSeed(`${prefix}-${n}`);
    if (wanted(new Dice(rng))) return rng;
  }
  throw new Error(`no seed among ${tries} draws that way`);
}
