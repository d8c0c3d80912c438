// The random bot: any awaited seat takes any legal action. Used by the simulator and property tests.
import type { Dice } from './random';
import type { ActionShape, Game, Seat } from './types';

export interface BotMove<A extends ActionShape> {
  readonly seat: Seat;
  readonly action: A;
}

/** Picks an awaited seat uniformly, then one of its legal actions uniformly; null when nobody can act. */
export function randomMove<S, A extends ActionShape>(
  game: Pick<Game<S, A, { readonly type: string }, unknown, unknown>, 'awaiting' | 'legalActions'>,
  state: S,
  dice: Dice,
): BotMove<A> | null {
  const awaiting = game.awaiting(state);
  if (awaiting.length === 0) return null;
  const seat = dice.pick(awaiting);
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) return null;
  return { seat, action: dice.pick(legal) };
}
