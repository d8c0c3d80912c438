// Doubloon sets by player count and the faction cards dealt to the table.

/** The doubloons each player takes, by number of players (2 and 3 players take the full set of 7). */
export function doubloonSet(seats: number): ReadonlyArray<number> {
  if (seats <= 3) return [1, 1, 2, 2, 2, 3, 3];
  if (seats === 4) return [1, 1, 2, 2, 3, 3];
  return [1, 1, 2, 3, 3];
}

export type Faction = 'captain' | 'loyalist' | 'mutineer';

/** The faction cards shuffled and dealt: a captain, a loyalist with 4 or 5 players, and mutineers. */
export function factionCards(seats: number): ReadonlyArray<Faction> {
  const cards: Faction[] = ['captain'];
  if (seats >= 4) cards.push('loyalist');
  while (cards.length < seats) cards.push('mutineer');
  return cards;
}

/** How many guards the captain draws, by number of players. */
export function guardCount(seats: number): number {
  if (seats === 2) return 1;
  if (seats === 5) return 2;
  return 0;
}
