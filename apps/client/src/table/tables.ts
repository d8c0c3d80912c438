// Each game's table, loaded only when a table of that game opens (Phaser and the art stay out of the lobby).
import type { WireGameId } from '@flotilla/protocol/wire';
import type { GameTableFactory, GameTableOf } from './game-table';
import { genericTable } from './generic-table';
import { ensureNamespaces } from '../i18n/i18n';

type Loader = () => Promise<GameTableFactory>;

/** Each game's table reads its own actions and events: the game id here is what makes that true. */
const LOADERS: Readonly<Record<string, Loader>> = {
  'captains-war': () => import('./captains-war/table').then((m) => m.captainsWarTable),
  'fifteen-men': () => import('./fifteen-men/table').then((m) => m.fifteenMenTable),
  eollis: () => import('./eollis/table').then((m) => m.eollisTable),
} satisfies { readonly [G in WireGameId]: () => Promise<GameTableOf<G>> };

/** Each game's words (locales/<language>/<namespace>.json): its table's, then its cards' names and texts. */
const NAMESPACES: Record<string, ReadonlyArray<string>> = {
  'captains-war': ['captainsWar', 'captainsWarCards'],
  'fifteen-men': ['fifteenMen', 'fifteenMenCards'],
  eollis: ['eollis', 'eollisCards'],
};

/** The words of a game's table (the table screen's and the game's own), for a screen that shows them first. */
export function loadTableWords(game: string): Promise<void> {
  return ensureNamespaces(['table', 'hints', ...(NAMESPACES[game] ?? [])]);
}

export async function loadTable(game: string): Promise<GameTableFactory> {
  const words = loadTableWords(game);
  const [factory] = await Promise.all([LOADERS[game]?.() ?? Promise.resolve(genericTable), words]);
  return factory;
}
