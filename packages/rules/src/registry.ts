// Every game of Flotilla by id: the server, the simulator and the client find games here.
import type { Dice } from './core/random';
import type { ActionShape, AnyGame } from './core/types';
import { captainsWar, chooseCaptainsWarAction } from './captains-war';
import { chooseEollisAction, eollis } from './eollis';
import { chooseFifteenMenAction, fifteenMen } from './fifteen-men';

export const games: Readonly<Record<string, AnyGame>> = {
  'captains-war': captainsWar as AnyGame,
  eollis: eollis as AnyGame,
  'fifteen-men': fifteenMen as AnyGame,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

/** A careful bot: decides from its seat's view and legal actions only (it can never cheat). */
export type CarefulBot = (view: unknown, legal: ReadonlyArray<ActionShape>, dice: Dice) => ActionShape;

/** Heuristic bots by game id; a game without one is played by the random legal bot. */
export const carefulBots: Readonly<Record<string, CarefulBot>> = {
  'captains-war': chooseCaptainsWarAction as unknown as CarefulBot,
  eollis: chooseEollisAction as unknown as CarefulBot,
  'fifteen-men': chooseFifteenMenAction as unknown as CarefulBot,
};
