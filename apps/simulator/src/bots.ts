// The bots the simulator seats: random legal play for any game, or the game's careful bot from the rules' registry.
import { carefulBotFor, type ActionShape, type AnyGame, type Dice, type Seat } from '@flotilla/rules';
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

/** The bot of that name for that game, or null when the game has no heuristic bot. */
export function botFor(gameId: string, name: BotName): Bot | null {
  if (name === 'random') return randomBot;
  const careful = carefulBotFor(gameId);
  if (careful === undefined) return null;
  // The seat decides from its own view, never the raw state: the server seats the same bot the same way.
  return (game, state, seat, legal, dice) => careful(game.view(state, seat), legal, dice);
}
