// The game sheet as printed, plus the sizes and track layouts the rulebook implies but does not print (ours).

export const RESOURCES = ['pearl', 'wood', 'gem', 'barrel'] as const;
/** The chest lists resources in decreasing order of need: pearls first, barrels last. */
export type Resource = (typeof RESOURCES)[number];

export const STRENGTHS = [1, 2, 3, 4, 5, 6] as const;
export type Strength = (typeof STRENGTHS)[number];

/** Acquisition lines and their red-circle tracks share a name. */
export const LINES = ['attributes', 'boats'] as const;
export type Line = (typeof LINES)[number];

/** Resources held, in chest order [pearl, wood, gem, barrel]. */
export type Chest = readonly [number, number, number, number];
/** Pirates per Strength line, index 0 for Strength 1. */
export type Crew = readonly [number, number, number, number, number, number];

export const RESOURCE_PRICE_GP = 3;
/** Recruitment cost by Strength, as printed: 2, 3, 4, 5, 6 and 7 GP for Strengths 1 to 6. */
const RECRUIT_COST_GP: ReadonlyArray<number> = [2, 3, 4, 5, 6, 7];

export function recruitCost(strength: number): number {
  return RECRUIT_COST_GP[strength - 1] ?? Infinity;
}

export interface Acquisition {
  readonly name: string;
  /** Exact resources to spend, in chest order. */
  readonly cost: Chest;
  /** Resources of the spender's choice to spend ("Joker" on the sheet). */
  readonly jokers: number;
  readonly rp: number;
}

export const ACQUISITIONS: Readonly<Record<Line, ReadonlyArray<Acquisition>>> = {
  attributes: [
    { name: 'Parrot', cost: [1, 1, 0, 0], jokers: 1, rp: 2 },
    { name: "Captain's hat", cost: [1, 0, 1, 1], jokers: 0, rp: 3 },
    { name: 'Hook', cost: [1, 1, 1, 1], jokers: 0, rp: 6 },
    { name: 'Boots', cost: [2, 1, 1, 1], jokers: 0, rp: 8 },
  ],
  boats: [
    { name: 'Raft', cost: [0, 1, 1, 1], jokers: 0, rp: 1 },
    { name: 'Rowing boat', cost: [1, 1, 0, 0], jokers: 1, rp: 4 },
    { name: 'Sailing ship', cost: [1, 1, 2, 0], jokers: 0, rp: 5 },
    { name: 'Galleon', cost: [2, 1, 0, 1], jokers: 0, rp: 7 },
  ],
};

/** What a red circle gives when it is filled (ours: the rulebook names the kinds, not the layout). */
export type TrackGain =
  | { readonly kind: 'gold'; readonly amount: number }
  | { readonly kind: 'resource'; readonly resource: Resource }
  | { readonly kind: 'pirate'; readonly strength: Strength }
  | { readonly kind: 'attackBonus' }
  | { readonly kind: 'defenceBonus' };

export interface RedCircle {
  /** Acquisitions of the facing line needed before this circle may be filled (the lock above it). */
  readonly lock: number;
  readonly gain: TrackGain | null;
  /** Boat track only: the RP printed in the circle, scored while it is the first one still visible. */
  readonly rp: number;
}

const gold = (amount: number): TrackGain => ({ kind: 'gold', amount });
const res = (resource: Resource): TrackGain => ({ kind: 'resource', resource });
const pirate = (strength: Strength): TrackGain => ({ kind: 'pirate', strength });

/**
 * Attribute track, 14 circles. Locks before circles 4, 7, 10 and 13 need the parrot, hat, hook and boots.
 * Circles 3 and 4 give 3 GP and a Strength 3 Pirate, as in Marie's printed example.
 */
export const ATTRIBUTE_TRACK: ReadonlyArray<RedCircle> = [
  { lock: 0, gain: null, rp: 0 },
  { lock: 0, gain: res('barrel'), rp: 0 },
  { lock: 0, gain: gold(3), rp: 0 },
  { lock: 1, gain: pirate(3), rp: 0 },
  { lock: 1, gain: res('wood'), rp: 0 },
  { lock: 1, gain: gold(2), rp: 0 },
  { lock: 2, gain: pirate(4), rp: 0 },
  { lock: 2, gain: res('gem'), rp: 0 },
  { lock: 2, gain: gold(4), rp: 0 },
  { lock: 3, gain: pirate(5), rp: 0 },
  { lock: 3, gain: res('pearl'), rp: 0 },
  { lock: 3, gain: gold(5), rp: 0 },
  { lock: 4, gain: pirate(6), rp: 0 },
  { lock: 4, gain: res('pearl'), rp: 0 },
];

/**
 * Boat track, 12 circles. The raft lock before circle 4 is printed; the others (rowing boat before 7, sailing
 * ship before 10, galleon before 12) are ours. Circle 7 shows 6 RP (David's 6 circles score 6) and circle 6
 * carries the +1 attack bonus he gets; the +1 defence bonus is on circle 9.
 */
export const BOAT_TRACK: ReadonlyArray<RedCircle> = [
  { lock: 0, gain: null, rp: 0 },
  { lock: 0, gain: res('wood'), rp: 1 },
  { lock: 0, gain: gold(2), rp: 2 },
  { lock: 1, gain: null, rp: 3 },
  { lock: 1, gain: res('gem'), rp: 4 },
  { lock: 1, gain: { kind: 'attackBonus' }, rp: 5 },
  { lock: 2, gain: null, rp: 6 },
  { lock: 2, gain: res('pearl'), rp: 8 },
  { lock: 2, gain: { kind: 'defenceBonus' }, rp: 9 },
  { lock: 3, gain: null, rp: 10 },
  { lock: 3, gain: gold(3), rp: 12 },
  { lock: 4, gain: null, rp: 13 },
];

export const TRACKS: Readonly<Record<Line, ReadonlyArray<RedCircle>>> = {
  attributes: ATTRIBUTE_TRACK,
  boats: BOAT_TRACK,
};

/** RP of a full Boat track. */
export const BOAT_TRACK_FULL_RP = 15;

/** Sizes of the printed sheet (ours): GP circles, chest circles per resource, Pirates per Strength line. */
export const SHEET = {
  goldCircles: 40,
  chestCircles: 10,
  crewCircles: [8, 7, 6, 5, 4, 3] as Crew,
  /** Lines of the boarding chart: a captain takes part in at most this many battles. */
  boardingLines: 5,
} as const;

export const START = {
  gold: 3,
  crew: [1, 1, 1, 0, 0, 0] as Crew,
  /** Extra GP for the 4th, 5th and 6th player in turn order. */
  extraGoldBySeat: [0, 0, 0, 1, 2, 3] as ReadonlyArray<number>,
} as const;

export const PODIUMS = {
  /** Attribute track podium with 3+ players; ties share a step, nothing for an empty track. */
  attributes: [12, 7, 3],
  /** The duel's podiums (and solo's). */
  duelAttributes: [12, 7],
  duelBoats: [15, 7],
  /** Naval battle war bonus. */
  war: [15, 7, 5],
  duelWar: [15, 7],
} as const;

export const COMMAND_BONUS = { first: 6, later: 3 } as const;

/** RP for attacks initiated: 0–1 → −5, 2 → 0, 3+ → +7. */
export function attacksInitiatedRp(attacks: number): number {
  if (attacks <= 1) return -5;
  if (attacks === 2) return 0;
  return 7;
}

export function resourceIndex(resource: Resource): number {
  return RESOURCES.indexOf(resource);
}
