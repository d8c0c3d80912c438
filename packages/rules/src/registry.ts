// Every game of Flotilla by id: the server, the simulator and the client find games here.
import type { AnyGame } from './core/types';
import { captainsWar } from './captains-war';
import { eollis } from './eollis';
import { fifteenMen } from './fifteen-men';

export const games: Readonly<Record<string, AnyGame>> = {
  'captains-war': captainsWar as AnyGame,
  eollis: eollis as AnyGame,
  'fifteen-men': fifteenMen as AnyGame,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}
