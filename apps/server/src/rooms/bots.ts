// Bots choose through the same legal actions as people: the game's careful bot, or a random legal one.
import { carefulBotFor, type ActionShape, type AnyGame, type Dice } from '@flotilla/rules';

export function botAction(game: AnyGame, rules: unknown, seat: number, dice: Dice): ActionShape | null {
  const legal = game.legalActions(rules, seat);
  if (legal.length === 0) return null;
  const careful = carefulBotFor(game.id);
  return careful ? careful(game.view(rules, seat), legal, dice) : dice.pick(legal);
}
