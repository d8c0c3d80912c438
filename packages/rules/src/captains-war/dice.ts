// The six loot dice and their printed faces.
import type { Dice } from '../core/random';
import type { Line, Resource, Strength } from './sheet';

export type DieColour = 'yellow' | 'blue' | 'red' | 'black';

export type DieFace =
  | { readonly die: 'yellow'; readonly gold: number }
  | { readonly die: 'blue'; readonly resource: Resource | 'joker'; readonly count: 1 | 2 }
  | { readonly die: 'red'; readonly track: Line }
  | { readonly die: 'black'; readonly strength: Strength };

/** Dice in table order: yellow, the three blue dice (double barrels, double wood, double gems), red, black. */
export const LOOT_DICE: ReadonlyArray<ReadonlyArray<DieFace>> = [
  [1, 2, 3, 4, 5, 6].map((gold) => ({ die: 'yellow', gold }) as const),
  blueFaces('barrel'),
  blueFaces('wood'),
  blueFaces('gem'),
  [
    ...[0, 1, 2].map(() => ({ die: 'red', track: 'attributes' }) as const),
    ...[0, 1, 2].map(() => ({ die: 'red', track: 'boats' }) as const),
  ],
  ([1, 2, 3, 4, 5, 6] as const).map((strength) => ({ die: 'black', strength }) as const),
];

export const BLUE_DICE = [1, 2, 3] as const;
export const YELLOW_DIE = 0;
export const RED_DIE = 4;
export const BLACK_DIE = 5;

function blueFaces(double: Resource): DieFace[] {
  return [
    { die: 'blue', resource: 'pearl', count: 1 },
    { die: 'blue', resource: 'wood', count: 1 },
    { die: 'blue', resource: 'gem', count: 1 },
    { die: 'blue', resource: 'barrel', count: 1 },
    { die: 'blue', resource: 'joker', count: 1 },
    { die: 'blue', resource: double, count: 2 },
  ];
}

export function rollDie(dice: Dice, die: number): DieFace {
  const faces = LOOT_DICE[die];
  if (faces === undefined) throw new RangeError(`no loot die ${die}`);
  return dice.pick(faces);
}

export function rollLootDice(dice: Dice): DieFace[] {
  return LOOT_DICE.map((_, die) => rollDie(dice, die));
}

/** Two blue faces are "the same result" only when they show exactly the same thing. */
export function sameFace(a: DieFace, b: DieFace): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
