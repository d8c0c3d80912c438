// The 5 Secret Mission cards (our own authored content); their conditions are checked in missions-check.ts.

export type MissionKind = 'm-hoard' | 'm-iron-hand' | 'm-full-crew' | 'm-high-winds' | 'm-restless-ghost';

export interface MissionCard {
  readonly kind: MissionKind;
  readonly name: string;
  readonly renown: number;
  readonly text: string;
}

export const missionCards: ReadonlyArray<MissionCard> = [
  {
    kind: 'm-hoard',
    name: 'The Hoard',
    renown: 2,
    text: 'Your Clan owns at least 12 gold (cards, strongbox and purse).',
  },
  {
    kind: 'm-iron-hand',
    name: 'Iron Hand',
    renown: 3,
    text: 'Your Clan holds both the Captain and the Second posts.',
  },
  {
    kind: 'm-full-crew',
    name: 'Full Crew',
    renown: 2,
    text: 'At least 3 of your pirates hold crew posts (Bosco, Armourer, Sailors, Gunners).',
  },
  {
    kind: 'm-high-winds',
    name: 'High Winds',
    renown: 2,
    text: 'Your Clan holds the Alti-Maître post while the balloons are undamaged (token before the first space).',
  },
  { kind: 'm-restless-ghost', name: 'Restless Ghost', renown: 2, text: 'Your Clan has a ghost pirate.' },
];

const byKind = new Map(missionCards.map((card) => [card.kind, card]));

export function missionCard(kind: MissionKind): MissionCard {
  const card = byKind.get(kind);
  if (card === undefined) throw new RangeError(`unknown mission ${kind}`);
  return card;
}

export function isMissionKind(kind: string): kind is MissionKind {
  return byKind.has(kind as MissionKind);
}
