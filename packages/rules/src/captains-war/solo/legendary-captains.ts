// The Legendary Captain cards of the solo game. The rulebook describes their layout, not the cards: these are ours.
import type { Chest, Crew } from '../sheet';

export interface LegendaryCaptain {
  readonly id: string;
  readonly name: string;
  /** Top line of the card: what to draw squares around at the start. */
  readonly start: { readonly gold: number; readonly chest: Chest; readonly crew: Crew };
  /** Reward line: what the Legend takes when it wins a boarding battle. */
  readonly reward: 'gold' | 'track';
  /** Third line: the distinguishing effect, in words, and its machine form below. */
  readonly effect: string;
  readonly recruits: boolean;
  /** Gains 1 Resource of the same kind each time the player buys one with gold. */
  readonly tithe: boolean;
  readonly attackBonus: number;
  readonly defenceBonus: number;
}

export const LEGENDARY_CAPTAINS: ReadonlyArray<LegendaryCaptain> = [
  {
    id: 'anne-bony',
    name: 'Anne Bony',
    start: { gold: 5, chest: [2, 1, 1, 1], crew: [1, 1, 1, 1, 0, 0] },
    reward: 'gold',
    effect: 'None: she fights like you do, and takes 5 GP when she wins a boarding battle.',
    recruits: true,
    tithe: false,
    attackBonus: 0,
    defenceBonus: 0,
  },
  {
    id: 'blackbeard',
    name: 'Edward "Blackbeard" Teach',
    start: { gold: 2, chest: [2, 2, 2, 1], crew: [0, 1, 1, 1, 1, 0] },
    reward: 'track',
    effect: 'Burning fuses in his beard: +1 Strength whenever he attacks. Fills 2 red circles when he wins.',
    recruits: true,
    tithe: false,
    attackBonus: 1,
    defenceBonus: 0,
  },
  {
    id: 'ching-shih',
    name: 'Ching Shih',
    start: { gold: 3, chest: [2, 2, 0, 0], crew: [1, 1, 1, 0, 0, 0] },
    reward: 'gold',
    effect:
      'Her fleet taxes every port: each time you buy a Resource with gold, she gains one of the same kind.',
    recruits: true,
    tithe: true,
    attackBonus: 0,
    defenceBonus: 0,
  },
  {
    id: 'black-bart',
    name: 'Bartholomew "Black Bart" Roberts',
    start: { gold: 6, chest: [2, 2, 1, 1], crew: [0, 0, 2, 2, 2, 2] },
    reward: 'gold',
    effect: 'His articles forbid new hands: he never recruits, but starts with a veteran crew and 6 GP.',
    recruits: false,
    tithe: false,
    attackBonus: 0,
    defenceBonus: 0,
  },
  {
    id: 'henry-every',
    name: 'Henry "Long Ben" Every',
    start: { gold: 4, chest: [2, 1, 1, 1], crew: [2, 1, 1, 0, 0, 0] },
    reward: 'track',
    effect: 'Never caught: +1 Strength whenever he defends. Fills 2 red circles when he wins.',
    recruits: true,
    tithe: false,
    attackBonus: 0,
    defenceBonus: 1,
  },
];

export function findLegendaryCaptain(id: string): LegendaryCaptain | undefined {
  return LEGENDARY_CAPTAINS.find((card) => card.id === id);
}
