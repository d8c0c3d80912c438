// The 13 posts of the ship, their cagnotte shares, crew bonuses and replacement order.
import type { Skill } from './cards/pirates';

export type PostId =
  | 'captain'
  | 'second'
  | 'priest'
  | 'lookout'
  | 'cook'
  | 'harpooner'
  | 'altiMaitre'
  | 'bosco'
  | 'armourer'
  | 'sailor1'
  | 'sailor2'
  | 'gunner1'
  | 'gunner2';

/**
 * The cagnotte-sharing list, in the printed order with the printed amounts. The rulebook's table stops at
 * Sailor no. 2 without an amount and omits the Gunners; we give them 1 gold each, as the List of Posts does.
 */
export const sharingOrder: ReadonlyArray<{ readonly post: PostId; readonly gold: number }> = [
  { post: 'captain', gold: 4 },
  { post: 'second', gold: 3 },
  { post: 'priest', gold: 0 },
  { post: 'lookout', gold: 1 },
  { post: 'cook', gold: 2 },
  { post: 'harpooner', gold: 2 },
  { post: 'altiMaitre', gold: 2 },
  { post: 'bosco', gold: 1 },
  { post: 'armourer', gold: 1 },
  { post: 'sailor1', gold: 1 },
  { post: 'sailor2', gold: 1 },
  { post: 'gunner1', gold: 1 },
  { post: 'gunner2', gold: 1 },
];

export const allPosts: ReadonlyArray<PostId> = sharingOrder.map((entry) => entry.post);

/** Replacement order for a vacant Captain or special post: the sharing list, starting from the Second. */
export const replacementOrder: ReadonlyArray<PostId> = allPosts.filter((post) => post !== 'captain');

/** Posts giving +1 (or +2 for the Second) to every Clan's roll in a trial of that skill. */
export const crewBonusPosts: Readonly<Record<Skill, ReadonlyArray<{ post: PostId; bonus: number }>>> = {
  navigation: [
    { post: 'bosco', bonus: 1 },
    { post: 'sailor1', bonus: 1 },
    { post: 'sailor2', bonus: 1 },
  ],
  combat: [
    { post: 'armourer', bonus: 1 },
    { post: 'gunner1', bonus: 1 },
    { post: 'gunner2', bonus: 1 },
  ],
  bagou: [{ post: 'second', bonus: 2 }],
};

/** The Armourer's Clan adds this to its camp in a mutiny. */
export const armourerMutinyBonus = 2;

/** What a Clan adds to its camp in a mutiny: +1 per pirate on a post, +2 if one of them is the Armourer. */
export function mutinyWeight(piratesOnPosts: number, holdsArmourer: boolean): number {
  return piratesOnPosts + (holdsArmourer ? armourerMutinyBonus : 0);
}

/** Gold the Second may hide in its Clan's strongbox, once per Expedition. */
export const secondHideGold = 3;

/** The posts that give a crew bonus in trials, as the Full Crew mission counts them. */
export const crewPosts: ReadonlyArray<PostId> = [
  'bosco',
  'armourer',
  'sailor1',
  'sailor2',
  'gunner1',
  'gunner2',
];
