// The bots the simulator seats: random legal play for any game, and the heuristic bots games provide.
import type { ActionShape, AnyGame, Dice, Seat } from '@flotilla/rules';
import {
  chooseCaptainsWarAction,
  type CaptainsWarAction,
  type CaptainsWarView,
} from '@flotilla/rules/captains-war';
import { chooseEollisAction, type EollisAction, type EollisView } from '@flotilla/rules/eollis';
import {
  chooseFifteenMenAction,
  type FifteenMenAction,
  type FifteenMenView,
} from '@flotilla/rules/fifteen-men';
import type { BotName } from './args';

/** Chooses one of a seat's legal actions (never an empty list). */
export type Bot = (
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: ReadonlyArray<ActionShape>,
  dice: Dice,
) => ActionShape;

/** Uniform among the legal actions; with the loop's `pickActor` seat, this is the core's `randomMove`. */
export const randomBot: Bot = (_game, _state, _seat, legal, dice) => dice.pick(legal);

/** Captains' War: the seat decides from its own view, never the raw state. */
const captainsWarHeuristic: Bot = (game, state, seat, legal, dice) =>
  chooseCaptainsWarAction(
    game.view(state, seat) as CaptainsWarView,
    legal as ReadonlyArray<CaptainsWarAction>,
    dice,
  );

const HEURISTICS: Readonly<Record<string, Bot>> = {
  'captains-war': captainsWarHeuristic,
  eollis: (game, state, seat, legal, dice) =>
    chooseEollisAction(game.view(state, seat) as EollisView, legal as ReadonlyArray<EollisAction>, dice),
  'fifteen-men': (game, state, seat, legal, dice) =>
    chooseFifteenMenAction(
      game.view(state, seat) as FifteenMenView,
      legal as ReadonlyArray<FifteenMenAction>,
      dice,
    ),
};

/** The bot of that name for that game, or null when the game has no heuristic bot. */
export function botFor(gameId: string, name: BotName): Bot | null {
  if (name === 'random') return randomBot;
  return Object.prototype.hasOwnProperty.call(HEURISTICS, gameId) ? (HEURISTICS[gameId] ?? null) : null;
}
