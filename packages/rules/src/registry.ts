// Every game of Flotilla by id: the server, the simulator and the client find games here.
import type { AnyGame } from './core/types';

export const games: Readonly<Record<string, AnyGame>> = {};

export function findGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}
