// The 43 Action cards (our own authored content): Exploits (any time) and Brawls (Tavern, or −1 on a roll).

export type ActionKind =
  | 'rum'
  | 'daring'
  | 'secondChance'
  | 'trip'
  | 'accident'
  | 'strongbox'
  | 'buriedLoot'
  | 'rob'
  | 'challenge'
  | 'humiliate'
  | 'lureAway'
  | 'murder';

export type ActionFamily = 'exploit' | 'brawl';

export interface ActionCard {
  readonly kind: ActionKind;
  readonly name: string;
  readonly family: ActionFamily;
  readonly copies: number;
  /** Roll modifier for `rum`, `daring`, `trip`; gold for `strongbox`, `buriedLoot`, `rob`, `challenge`. */
  readonly amount: number;
  readonly text: string;
}

export const actionCards: ReadonlyArray<ActionCard> = [
  { kind: 'rum', name: 'Contraband Rum', family: 'exploit', copies: 6, amount: 1, text: '+1 to any roll.' },
  { kind: 'daring', name: 'Daring Stroke', family: 'exploit', copies: 4, amount: 2, text: '+2 to any roll.' },
  {
    kind: 'secondChance',
    name: 'Second Chance',
    family: 'exploit',
    copies: 5,
    amount: 0,
    text: 'Re-roll the die of any roll.',
  },
  {
    kind: 'trip',
    name: 'Trip-Up',
    family: 'exploit',
    copies: 3,
    amount: -2,
    text: '−2 to another Clan’s roll.',
  },
  {
    kind: 'accident',
    name: 'Accident',
    family: 'exploit',
    copies: 2,
    amount: 2,
    text: 'During the Aerial Adventure, kill a pirate of another Clan on a post (not a ghost); you take 2 of its gold.',
  },
  {
    kind: 'strongbox',
    name: 'Strongbox',
    family: 'exploit',
    copies: 3,
    amount: 3,
    text: 'Hide up to 3 gold of your Clan in your strongbox: it cannot be stolen.',
  },
  {
    kind: 'buriedLoot',
    name: 'Buried Loot',
    family: 'exploit',
    copies: 2,
    amount: 3,
    text: 'Unearth 3 gold from the bank for your Clan.',
  },
  {
    kind: 'rob',
    name: 'Pickpocket',
    family: 'brawl',
    copies: 5,
    amount: 2,
    text: 'Take 2 gold (not hidden) from another Clan.',
  },
  {
    kind: 'challenge',
    name: 'Challenge',
    family: 'brawl',
    copies: 4,
    amount: 3,
    text: 'You and another Clan each roll a die + your best Combat; the higher takes 3 gold from the other.',
  },
  {
    kind: 'humiliate',
    name: 'Humiliation',
    family: 'brawl',
    copies: 3,
    amount: 1,
    text: 'Another Clan loses 1 renown.',
  },
  {
    kind: 'lureAway',
    name: 'Lure Away',
    family: 'brawl',
    copies: 3,
    amount: 0,
    text: 'A living pirate of another Clan joins yours with the gold on its card.',
  },
  {
    kind: 'murder',
    name: 'Murder',
    family: 'brawl',
    copies: 3,
    amount: 2,
    text: 'Kill a living pirate of another Clan; you take 2 of its gold.',
  },
];

const byKind = new Map(actionCards.map((card) => [card.kind, card]));

export function actionCard(kind: ActionKind): ActionCard {
  const card = byKind.get(kind);
  if (card === undefined) throw new RangeError(`unknown action card ${kind}`);
  return card;
}

/** Roll cards change a roll in a response window; the others act on their own. */
export const rollKinds: ReadonlyArray<ActionKind> = ['rum', 'daring', 'secondChance', 'trip'];
