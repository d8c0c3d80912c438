// The id of every Flotilla game, and nothing else: no engine code, so the client's lobby chunk can import it.

/** Every game by id, in the order the lobby lists them. */
export const GAME_IDS = ['captains-war', 'fifteen-men', 'eollis'] as const;

/** A game's id. Per-game tables are `satisfies Record<GameId, …>`, so a new game is a type error until listed. */
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as ReadonlyArray<string>).includes(id);
}
