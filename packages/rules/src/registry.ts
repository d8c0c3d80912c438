// Every game of Flotilla by id: the server, the simulator and the client find games and their bots here.
import type { Dice } from './core/random';
import type { ActionShape, AnyGame } from './core/types';
import { captainsWar, chooseCaptainsWarAction } from './captains-war';
import { chooseEollisAction, eollis } from './eollis';
import { chooseFifteenMenAction, fifteenMen } from './fifteen-men';
import type { GameId } from './game-ids';

export { GAME_IDS, isGameId, type GameId } from './game-ids';

// In the order `/healthz` and the catalogue have always listed them.
const GAMES = {
  'captains-war': captainsWar as AnyGame,
  eollis: eollis as AnyGame,
  'fifteen-men': fifteenMen as AnyGame,
} satisfies Record<GameId, AnyGame>;

/** Read by any string (a table's options, a stored log): `findGame` says whether the id is one of ours. */
export const games: Readonly<Record<string, AnyGame>> = GAMES;

export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

/** A careful bot: decides from its seat's view and legal actions only (it can never cheat). */
export type CarefulBot = (view: unknown, legal: ReadonlyArray<ActionShape>, dice: Dice) => ActionShape;

/**
 * Each game's heuristic bot: the one bot the server seats and the simulator's `heuristic`. It is given the seat's
 * view, never the state, so it plays on what its seat may know.
 */
const CAREFUL_BOTS = {
  'captains-war': chooseCaptainsWarAction as unknown as CarefulBot,
  eollis: chooseEollisAction as unknown as CarefulBot,
  'fifteen-men': chooseFifteenMenAction as unknown as CarefulBot,
} satisfies Record<GameId, CarefulBot>;

export const carefulBots: Readonly<Record<string, CarefulBot>> = CAREFUL_BOTS;

/** The careful bot of a game by id; undefined for an id that is no game. */
export function carefulBotFor(id: string): CarefulBot | undefined {
  return Object.prototype.hasOwnProperty.call(carefulBots, id) ? carefulBots[id] : undefined;
}
