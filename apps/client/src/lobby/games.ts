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
      "Fifteen men on a dead man's chest: play your pirates, outwit the guards and sail off with the loot.",
  },
  {
    id: 'eollis',
    title: 'Eollis: Pirates des Vents',
    minSeats: 3,
    maxSeats: 5,
    summary: 'Sky pirates on balloons: brawl, bargain and steer the winds to be the last crew aloft.',
  },
];

export function gameCard(id: string): GameCard | undefined {
  return GAME_CARDS.find((card) => card.id === id);
}
