// The random bot: an awaited seat (rarely one merely allowed to act) takes any legal action. Simulator and property tests.
import type { Dice } from './random';
import type { ActionShape, Game, GameEvent, Seat } from './types';

export interface BotMove<A extends ActionShape> {
  readonly seat: Seat;
  readonly action: A;
}

/**
 * How rarely a random bot acts for a seat that merely may act: 1 time in this many. A seat listed by
 * `awaiting` but not by `waitingFor` has only optional plays (a gift, an out-of-turn card); letting every such
 * seat act at every step would measure gifts, not the game.
 */
export const OPTIONAL_ACTOR_ODDS = 4;

/**
 * The seat a random bot acts for: an awaited seat drawn uniformly; when it is one the game does not wait for,
 * it keeps its turn 1 time in `OPTIONAL_ACTOR_ODDS`, otherwise a waited seat is drawn. In a game whose
 * `waitingFor` is `awaiting` (all but Eollis) this draws exactly as a uniform pick does.
 */
export function pickActor<S, A extends ActionShape>(
  game: Pick<Game<S, A, { readonly type: string }, unknown, unknown>, 'awaiting' | 'waitingFor'>,
  state: S,
  dice: Dice,
): Seat | null {
  const awaiting = game.awaiting(state);
  if (awaiting.length === 0) return null;
  const seat = dice.pick(awaiting);
  const waited = game.waitingFor(state);
  if (waited.length === 0 || waited.length === awaiting.length || waited.includes(seat)) return seat;
  return dice.int(1, OPTIONAL_ACTOR_ODDS) === 1 ? seat : dice.pick(waited);
}

/** Picks a seat with `pickActor`, then one of its legal actions uniformly; null when nobody can act. */
export function randomMove<S, A extends ActionShape>(
  game: Pick<
    Game<S, A, { readonly type: string }, unknown, unknown>,
    'awaiting' | 'waitingFor' | 'legalActions'
  >,
  state: S,
  dice: Dice,
): BotMove<A> | null {
  const seat = pickActor(game, state, dice);
  if (seat === null) return null;
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) return null;
  return { seat, action: dice.pick(legal) };
}

/** One move of a game played by random legal moves, and the rules' answer to it. */
export interface RandomStep<S, A extends ActionShape, E extends { readonly type: string }> {
  readonly seat: Seat;
  readonly action: A;
  readonly state: S;
  readonly events: ReadonlyArray<GameEvent<E>>;
}

/**
 * Plays `randomMove` after `randomMove` from `state`, yielding each step, until the game has an outcome, nobody can
 * act, or `maxSteps` moves are played. A refused move throws: the rules offered it, so a refusal is their bug.
 * What the simulator, the replay's recorded games and the property tests all play.
 */
export function* randomPlay<S, A extends ActionShape, E extends { readonly type: string }>(
  game: Pick<
    Game<S, A, E, unknown, unknown>,
    'awaiting' | 'waitingFor' | 'legalActions' | 'apply' | 'outcome'
  >,
  state: S,
  dice: Dice,
  maxSteps = Number.POSITIVE_INFINITY,
): Generator<RandomStep<S, A, E>, void, undefined> {
  let current = state;
  for (let step = 0; step < maxSteps && game.outcome(current) === null; step++) {
    const move = randomMove(game, current, dice);
    if (move === null) return;
    const result = game.apply(current, move.seat, move.action);
    if (!result.ok) {
      throw new Error(
        `seat ${move.seat} ${JSON.stringify(move.action)} offered, then refused: ${result.error.message}`,
      );
    }
    current = result.state;
    yield { seat: move.seat, action: move.action, state: current, events: result.events };
  }
}
