// Each game's table, loaded only when a table of that game opens (Phaser and the art stay out of the lobby).
import type { GameTableFactory } from './game-table';
import { genericTable } from './generic-table';

type Loader = () => Promise<GameTableFactory>;

const LOADERS: Record<string, Loader> = {
  'captains-war': () => import('./captains-war/table').then((m) => m.captainsWarTable),
  'fifteen-men': () => import('./fifteen-men/table').then((m) => m.fifteenMenTable),
  eollis: () => import('./eollis/table').then((m) => m.eollisTable),
};

export function loadTable(game: string): Promise<GameTableFactory> {
  return LOADERS[game]?.() ?? Promise.resolve(genericTable);
}
