// First-game hints, the pure part: which hint a game's phase shows, and what this device remembers of them
// (hints dismissed, hints turned off, first game finished). No DOM: phase-hints.ts draws the card.
import { currentSection, isLearnGame, type LearnGame } from './sections';

export interface Hint {
  /** Stable: what "Got it" remembers. Phases that teach the same thing share one hint. */
  readonly id: string;
  readonly phases: ReadonlyArray<string>;
  readonly title: string;
  readonly text: string;
}

export const HINTS: Readonly<Record<LearnGame, ReadonlyArray<Hint>>> = {
  'captains-war': [
    {
      id: 'roll',
      phases: ['roll', 'setAside'],
      title: 'Loot',
      text: 'The active captain rolls the six dice, then sets one aside: nobody else may take it.',
    },
    {
      id: 'loot',
      phases: ['loot'],
      title: 'Pick two dice',
      text: 'Yellow gives gold, blue a resource, black a Pirate, red fills two circles on a track. Several captains may take the same die.',
    },
    {
      id: 'command',
      phases: ['command'],
      title: 'Command',
      text: 'Buy resources (3 GP each), make at most one acquisition — Attributes and Boats in order — and recruit Pirates with gold.',
    },
    {
      id: 'attack',
      phases: ['attack'],
      title: 'Boarding',
      text: 'The active captain may attack one rival, or let the turn end. Attacking at least twice avoids a −5 RP penalty.',
    },
    {
      id: 'boarding',
      phases: ['boarding'],
      title: 'Choose your Pirates',
      text: 'Secretly commit 1 to 3 Pirates (a defender may commit none). Higher Strength wins; a tie goes to the defender. Committed Pirates are spent.',
    },
    {
      id: 'reward',
      phases: ['reward'],
      title: 'The spoils',
      text: 'The winner takes 5 GP from the loser, or fills two red circles on a track.',
    },
  ],
  'fifteen-men': [
    {
      id: 'opening',
      phases: ['opening'],
      title: 'A first look',
      text: 'Mutineers each look at two pirates of the ring before the first bribe.',
    },
    {
      id: 'corruption',
      phases: ['corruption'],
      title: 'Bribe a pirate',
      text: 'Place one doubloon beside a pirate. He is yours if your doubloons there beat his controller’s; then look at him, and at one neighbour if you like.',
    },
    {
      id: 'showdown',
      phases: ['showdown'],
      title: 'Showdown',
      text: 'One round of shots: make a pirate you control shoot the pirate next to him, or keep your bullet.',
    },
  ],
  eollis: [
    {
      id: 'refill',
      phases: ['refill', 'refill-tavern'],
      title: 'Action cards',
      text: 'Discard any cards you like, then draw back up to 3 (never more than 5 in hand).',
    },
    {
      id: 'recruitment',
      phases: ['keep', 'draft'],
      title: 'Recruit',
      text: 'Complete your clan: take one of the three pirates on offer.',
    },
    {
      id: 'election',
      phases: ['propose', 'election'],
      title: 'Elect a Captain',
      text: 'Propose a candidate: his Bagou plus a die. The highest total becomes Captain and plays first.',
    },
    {
      id: 'boarding',
      phases: ['boarding', 'rise'],
      title: 'Man the posts',
      text: 'Put a pirate on a free post. Each post has a role — point at one to read it. When the 13 are full, the rest wait in the hold.',
    },
    {
      id: 'events',
      phases: ['lookout', 'repairChoice', 'repair', 'bosco'],
      title: 'An Event',
      text: 'The Lookout sees the Event first and may bury it. Its damage moves the balloon; the Alti-Maître may try a repair.',
    },
    {
      id: 'trials',
      phases: ['attempt', 'trial', 'loss'],
      title: 'Face the Event',
      text: 'Choose a pirate on a post: die + his skill + crew bonuses must reach the threshold. Success brings gold; failure costs renown or a pirate.',
    },
    {
      id: 'decision',
      phases: ['decision'],
      title: 'The Captain decides',
      text: 'Continue to a new Event for more gold (and more damage), or return to the Tavern.',
    },
    {
      id: 'mutiny',
      phases: ['mutinyCall', 'camps', 'mutinyRoll', 'sacrifice'],
      title: 'Mutiny',
      text: 'Any clan may rise against the Captain’s choice. Each camp counts its pirates aboard, +2 for the Armourer, and a die. The losing leader dies.',
    },
    {
      id: 'shipwreck',
      phases: ['rescue'],
      title: 'Shipwreck',
      text: 'The balloons burst: pay the Priest 1 gold for each pirate you want to save.',
    },
    {
      id: 'brawl',
      phases: ['brawl'],
      title: 'Tavern brawl',
      text: 'Play a Brawl card to rob, challenge or humiliate — or pass, and sit out the second round.',
    },
  ],
};

/** What one game's hints remember. */
export interface GameHints {
  /** Hints dismissed with "Got it". */
  readonly seen: ReadonlyArray<string>;
  /** "No more hints". */
  readonly off: boolean;
  /** A game of it was played to the end here: hints are for a first game only. */
  readonly done: boolean;
}

export type HintMemory = Readonly<Record<string, GameHints>>;

const NONE: GameHints = { seen: [], off: false, done: false };

export const HINTS_KEY = 'flotilla.hints';

export function hintOf(game: string, phase: string): Hint | null {
  if (!isLearnGame(game)) return null;
  return HINTS[game].find((hint) => hint.phases.includes(phase)) ?? null;
}

/** The hint to show for `phase` of `game`, or null (none for it, dismissed, turned off, or not a first game). */
export function hintToShow(memory: HintMemory, game: string, phase: string): Hint | null {
  const hint = hintOf(game, phase);
  const kept = memory[game] ?? NONE;
  if (hint === null || kept.off || kept.done || kept.seen.includes(hint.id)) return null;
  return hint;
}

/** The section of "How to play" that says more about a hint's phase. */
export function hintSection(game: string, phase: string): string | null {
  return currentSection(game, phase);
}

function change(memory: HintMemory, game: string, edit: (kept: GameHints) => GameHints): HintMemory {
  return { ...memory, [game]: edit(memory[game] ?? NONE) };
}

export function gotIt(memory: HintMemory, game: string, id: string): HintMemory {
  return change(memory, game, (kept) =>
    kept.seen.includes(id) ? kept : { ...kept, seen: [...kept.seen, id] },
  );
}

export function noMoreHints(memory: HintMemory, game: string): HintMemory {
  return change(memory, game, (kept) => ({ ...kept, off: true }));
}

export function firstGameOver(memory: HintMemory, game: string): HintMemory {
  return change(memory, game, (kept) => ({ ...kept, done: true }));
}

/** Reads what was remembered; anything unreadable counts as nothing. */
export function readHints(raw: string | null): HintMemory {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const memory: Record<string, GameHints> = {};
    for (const [game, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const v = value as Record<string, unknown>;
      memory[game] = {
        seen: Array.isArray(v.seen) ? v.seen.filter((id): id is string => typeof id === 'string') : [],
        off: v.off === true,
        done: v.done === true,
      };
    }
    return memory;
  } catch {
    return {};
  }
}
