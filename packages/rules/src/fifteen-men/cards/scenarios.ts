// The 4 scenario cards; Treasure Island is the basic game.

export const scenarioIds = ['treasure-island', 'tortuga', 'governors-daughter', 'voodoo'] as const;
export type ScenarioId = (typeof scenarioIds)[number];

export interface ScenarioData {
  readonly id: ScenarioId;
  readonly name: string;
  /** Player counts the scenario can be played with. */
  readonly seats: ReadonlyArray<number>;
  readonly text: string;
}

export const scenarios: ReadonlyArray<ScenarioData> = [
  {
    id: 'treasure-island',
    name: 'Treasure Island',
    seats: [2, 3, 4, 5],
    text: 'The basic game: no change to the rules.',
  },
  {
    id: 'tortuga',
    name: 'Tortuga',
    seats: [2, 3, 4, 5],
    text: 'Bullets start on this card. Once per game, as your turn’s corruption action, buy yours back with one doubloon worth at least the price: 3 for the first buyer, 2 for the second, then 1.',
  },
  {
    id: 'governors-daughter',
    name: 'The Governor’s Daughter',
    seats: [4, 5],
    text: 'As your turn’s corruption action you may bribe the Governor’s Daughter like a pirate. At the end, whoever controls her holds the Loyalist role (nobody if the captain does); if nobody bribed her, the dealt Loyalist keeps it.',
  },
  {
    id: 'voodoo',
    name: 'Voodoo',
    seats: [2, 3, 4, 5],
    text: 'As your turn’s corruption action you may pay one doubloon for a ritual: the chosen pirate is turned face up and its "Reveal…" skill resolves for you, if it has one.',
  },
];

/** Tortuga's falling price: the nth buyer (0-based) needs a doubloon of at least this value. */
export function tortugaPrice(bought: number): number {
  return Math.max(1, 3 - bought);
}
