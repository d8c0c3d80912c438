// The 21 Pirate cards (our own authored content): three skills and a once-per-Expedition power each.

export type Skill = 'navigation' | 'combat' | 'bagou';

/**
 * What a pirate's power does. `boost`, `reroll`, `drawCard`, `patch` and `stash` are used by the owner
 * during their own turn; `lastBreath`, `bounty` and `silverTongue` trigger automatically.
 */
export type PowerKind =
  'boost' | 'reroll' | 'lastBreath' | 'bounty' | 'drawCard' | 'patch' | 'stash' | 'silverTongue';

export interface Power {
  readonly kind: PowerKind;
  /** Size of the effect: roll bonus, gold, or gold hidden; 1 where it has no size. */
  readonly amount: number;
  readonly text: string;
}

export interface PirateCard {
  readonly id: string;
  readonly name: string;
  readonly navigation: number;
  readonly combat: number;
  readonly bagou: number;
  readonly power: Power;
}

const boost = (amount: number): Power => ({
  kind: 'boost',
  amount,
  text: `Once per Expedition, on your turn: +${amount} to a roll of this pirate.`,
});
const reroll: Power = {
  kind: 'reroll',
  amount: 1,
  text: 'Once per Expedition, on your turn: re-roll this pirate’s die.',
};
const lastBreath: Power = {
  kind: 'lastBreath',
  amount: 1,
  text: 'Automatic, once per Expedition: the first time this pirate would die, it survives.',
};
const bounty = (amount: number): Power => ({
  kind: 'bounty',
  amount,
  text: `Automatic, once per Expedition: when this pirate succeeds at an Event, +${amount} gold.`,
});
const drawCard: Power = {
  kind: 'drawCard',
  amount: 1,
  text: 'Once per Expedition, on your turn: draw 1 Action card.',
};
const patch: Power = {
  kind: 'patch',
  amount: 1,
  text: 'Once per Expedition, on your turn during the Aerial Adventure: move the Balloon token back 1 space.',
};
const stash = (amount: number): Power => ({
  kind: 'stash',
  amount,
  text: `Once per Expedition, on your turn: hide up to ${amount} gold of your Clan in your strongbox.`,
});
const silverTongue = (amount: number): Power => ({
  kind: 'silverTongue',
  amount,
  text: `Automatic, once per Expedition: +${amount} to this pirate’s roll as a candidate in the Captain’s election.`,
});

const pirate = (
  id: string,
  name: string,
  nav: number,
  com: number,
  bag: number,
  power: Power,
): PirateCard => ({
  id,
  name,
  navigation: nav,
  combat: com,
  bagou: bag,
  power,
});

export const pirateCards: ReadonlyArray<PirateCard> = [
  pirate('p-toure', 'Toure l’Eventreuse', 1, 4, 3, boost(2)),
  pirate('p-petit-marquis', 'Petit Marquis', 1, 1, 4, silverTongue(2)),
  pirate('p-lucky-sam', 'Lucky Sam', 2, 2, 2, reroll),
  pirate('p-woo-zi-moo-doo', 'Woo Zi Moo Doo II', 3, 1, 2, lastBreath),
  pirate('p-mr-mollet', 'Mr Mollet', 1, 3, 1, bounty(2)),
  pirate('p-tit-joseph', '’tit Joseph', 3, 2, 1, patch),
  pirate('p-barbe-grise', 'Barbe-Grise', 2, 3, 1, boost(1)),
  pirate('p-mama-kalinda', 'Mama Kalinda', 1, 2, 3, drawCard),
  pirate('p-le-borgne', 'Le Borgne', 1, 4, 1, reroll),
  pirate('p-anne-la-rousse', 'Anne la Rousse', 3, 2, 2, stash(2)),
  pirate('p-gros-bill', 'Gros Bill', 0, 4, 2, lastBreath),
  pirate('p-fifi-plumeau', 'Fifi Plumeau', 2, 0, 4, silverTongue(2)),
  pirate('p-jack-tempete', 'Jack Tempête', 4, 1, 1, patch),
  pirate('p-soeur-mathilde', 'Sœur Mathilde', 2, 1, 3, bounty(2)),
  pirate('p-rackham', 'Rackham le Maigre', 2, 2, 2, drawCard),
  pirate('p-nez-de-cuir', 'Nez-de-Cuir', 1, 3, 2, boost(2)),
  pirate('p-la-sirene', 'La Sirène', 3, 0, 3, reroll),
  pirate('p-vieux-tonnerre', 'Vieux Tonnerre', 4, 2, 0, boost(2)),
  pirate('p-zephyrine', 'Zéphyrine', 4, 1, 2, stash(2)),
  pirate('p-doc-grimaud', 'Doc Grimaud', 2, 2, 3, lastBreath),
  pirate('p-kid-mistral', 'Kid Mistral', 3, 3, 0, bounty(1)),
];

const byId = new Map(pirateCards.map((card) => [card.id, card]));

export function pirateCard(id: string): PirateCard {
  const card = byId.get(id);
  if (card === undefined) throw new RangeError(`unknown pirate ${id}`);
  return card;
}

export function skillOf(id: string, skill: Skill): number {
  return pirateCard(id)[skill];
}
