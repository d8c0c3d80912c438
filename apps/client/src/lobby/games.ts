// The three games as the lobby presents them: title, seats and a short summary.

export type GameId = 'captains-war' | 'fifteen-men' | 'eollis';

export interface GameCard {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly summary: string;
}

export const GAME_CARDS: ReadonlyArray<GameCard> = [
  {
    id: 'captains-war',
    title: "Captains' War",
    minSeats: 1,
    maxSeats: 6,
    summary:
      'Roll six loot dice, pick your plunder, buy parrots and galleons, recruit pirates and board your rivals. ' +
      'Solo against a Legendary Captain, or 2–6 captains.',
  },
  {
    id: 'fifteen-men',
    title: '15 Men',
    minSeats: 2,
    maxSeats: 5,
    summary:
      'Hidden factions: the captain (and a loyalist) against the mutineers. Fifteen pirates lie face down in a ' +
      'ring; bribe them with doubloons, peek at what you bought, reveal their skills, then fire your ' +
      'bullet in the Showdown. The crew you control scores.',
  },
  {
    id: 'eollis',
    title: 'Eollis: Pirates des Vents',
    minSeats: 3,
    maxSeats: 5,
    summary:
      'Three expeditions aboard one airship: draft your clan, elect a captain, man the posts, then face each ' +
      'event while the balloon track counts the damage. Pass trials, call mutinies, share the cagnotte and ' +
      'brawl in the tavern for renown.',
  },
];

export function gameCard(id: string): GameCard | undefined {
  return GAME_CARDS.find((card) => card.id === id);
}
