// The bots the simulator seats: random legal play for any game, and the heuristic bots games provide.
import { randomMove, type ActionShape, type AnyGame, type BotMove, type Dice } from '@flotilla/rules';
import {
  chooseCaptainsWarAction,
  type CaptainsWarAction,
  type CaptainsWarView,
} from '@flotilla/rules/src/captains-war';
import type { BotName } from './args';

/** Chooses the next move of a game in progress: an awaited seat and one of its legal actions, or null. */
export type Bot = (game: AnyGame, state: unknown, dice: Dice) => BotMove<ActionShape> | null;

export const randomBot: Bot = (game, state, dice) => randomMove(game, state, dice);

/** Captains' War: an awaited seat (chosen at random, as the random bot does) decides from its own view. */
const captainsWarHeuristic: Bot = (game, state, dice) => {
  const awaiting = game.awaiting(state);
  if (awaiting.length === 0) return null;
  const seat = dice.pick(awaiting);
  const legal = game.legalActions(state, seat) as ReadonlyArray<CaptainsWarAction>;
  if (legal.length === 0) return null;
  const view = game.view(state, seat) as CaptainsWarView;
  return { seat, action: chooseCaptainsWarAction(view, legal, dice) };
};

const HEURISTICS: Readonly<Record<string, Bot>> = {
  'captains-war': captainsWarHeuristic,
};

/** The bot of that name for that game, or null when the game has no heuristic bot. */
export function botFor(gameId: string, name: BotName): Bot | null {
  if (name === 'random') return randomBot;
  return Object.prototype.hasOwnProperty.call(HEURISTICS, gameId) ? (HEURISTICS[gameId] ?? null) : null;
}
