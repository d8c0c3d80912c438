// The 21 Event cards (our own authored content, Governor's City as printed in the rulebook).
import type { Skill } from './pirates';

/** The posts whose pirate alone resolves a special Event (all special Events bear the Priest's symbol). */
export type SpecialPost = 'harpooner' | 'cook' | 'altiMaitre' | 'priest';

export interface EventCard {
  readonly id: string;
  readonly name: string;
  /** Spaces the Balloon token advances. */
  readonly damage: number;
  readonly skill: Skill;
  readonly threshold: number;
  readonly successGold: number;
  readonly successCards: number;
  readonly failRenown: number;
  readonly failPirates: number;
  /** Gold added to the cagnotte per success. */
  readonly cagnotte: number;
  /** Set on special Events, resolved by that post's pirate only. */
  readonly special: SpecialPost | null;
}

interface Gains {
  readonly gold?: number;
  readonly cards?: number;
  readonly renown?: number;
  readonly pirates?: number;
  readonly special?: SpecialPost;
}

const event = (
  id: string,
  name: string,
  damage: number,
  skill: Skill,
  threshold: number,
  cagnotte: number,
  g: Gains,
): EventCard => ({
  id,
  name,
  damage,
  skill,
  threshold,
  successGold: g.gold ?? 0,
  successCards: g.cards ?? 0,
  failRenown: g.renown ?? 0,
  failPirates: g.pirates ?? 0,
  cagnotte,
  special: g.special ?? null,
});

export const eventCards: ReadonlyArray<EventCard> = [
  event('ev-governors-city', 'Governor’s City', 2, 'bagou', 8, 3, { gold: 3, renown: 1 }),
  event('ev-trade-winds', 'Trade Winds', 2, 'navigation', 8, 2, { gold: 2, renown: 1 }),
  event('ev-merchant-convoy', 'Merchant Convoy', 2, 'combat', 8, 2, { gold: 4, pirates: 1 }),
  event('ev-fog-bank', 'Fog Bank', 2, 'navigation', 9, 1, { cards: 1, renown: 1 }),
  event('ev-sky-reef', 'Sky Reef', 3, 'navigation', 9, 3, { gold: 3, pirates: 1 }),
  event('ev-customs-patrol', 'Customs Patrol', 2, 'combat', 9, 2, { gold: 5, pirates: 1 }),
  event('ev-floating-market', 'Floating Market', 2, 'bagou', 7, 1, { gold: 2, cards: 1, renown: 1 }),
  event('ev-smugglers-den', 'Smugglers’ Den', 2, 'bagou', 8, 2, { gold: 3, renown: 2 }),
  event('ev-rival-corsairs', 'Rival Corsairs', 3, 'combat', 8, 3, { gold: 3, pirates: 1 }),
  event('ev-thermal-column', 'Thermal Column', 2, 'navigation', 8, 2, { cards: 1, renown: 1 }),
  event('ev-wreck', 'Drifting Wreck', 2, 'navigation', 7, 1, { gold: 2, renown: 1 }),
  event('ev-duel-at-dawn', 'Duel at Dawn', 3, 'combat', 8, 1, { gold: 2, renown: 1 }),
  event('ev-pearl-isles', 'Pearl Isles', 2, 'bagou', 9, 3, { gold: 5, renown: 1 }),
  event('ev-lightning-field', 'Lightning Field', 4, 'navigation', 8, 4, { gold: 2, pirates: 1 }),
  event('ev-ghost-galleon', 'Ghost Galleon', 2, 'combat', 9, 3, { gold: 6, pirates: 1 }),
  event('ev-sky-whales', 'Sky Whales', 2, 'navigation', 8, 2, { gold: 2, cards: 1, renown: 1 }),
  event('ev-dragon-hunt', 'Dragon Hunt', 3, 'combat', 8, 5, { gold: 5, pirates: 1, special: 'harpooner' }),
  event('ev-savage-island', 'Savage Island', 2, 'bagou', 8, 4, { gold: 4, pirates: 1, special: 'cook' }),
  event('ev-storm', 'Storm', 4, 'navigation', 8, 5, { gold: 4, pirates: 1, special: 'altiMaitre' }),
  event('ev-sky-kraken', 'Sky Kraken', 3, 'combat', 9, 6, { gold: 6, pirates: 2, special: 'harpooner' }),
  event('ev-haunted-monastery', 'Haunted Monastery', 2, 'bagou', 8, 4, {
    gold: 3,
    pirates: 1,
    special: 'priest',
  }),
];

const byId = new Map(eventCards.map((card) => [card.id, card]));

export function eventCard(id: string): EventCard {
  const card = byId.get(id);
  if (card === undefined) throw new RangeError(`unknown event ${id}`);
  return card;
}
