// First-game hints, the pure part: which hint a game's phase shows, and what this device remembers of them
// (hints dismissed, hints turned off, first game finished). No DOM: phase-hints.ts draws the card.
import { t } from '../i18n/i18n';
import { GAMES } from '../lobby/games';
import { currentSection, isLearnGame, type LearnGame } from './sections';

export interface Hint {
  /** Stable: what "Got it" remembers. Phases that teach the same thing share one hint. */
  readonly id: string;
  readonly phases: ReadonlyArray<string>;
}

/**
 * A hint's words in the reader's language, in the `hints` namespace (loaded with the table) under the game's key:
 * `hints:<key>.<id>.title` and `.text`.
 */
export function hintWords(game: LearnGame, hint: Hint): { title: string; text: string } {
  const key = `hints:${GAMES[game].key}.${hint.id}`;
  return { title: t(`${key}.title`), text: t(`${key}.text`) };
}

export const HINTS = {
  'captains-war': [
    {
      id: 'roll',
      phases: ['roll', 'setAside'],
    },
    {
      id: 'loot',
      phases: ['loot'],
    },
    {
      id: 'command',
      phases: ['command'],
    },
    {
      id: 'attack',
      phases: ['attack'],
    },
    {
      id: 'boarding',
      phases: ['boarding'],
    },
    {
      id: 'reward',
      phases: ['reward'],
    },
  ],
  'fifteen-men': [
    {
      id: 'opening',
      phases: ['opening'],
    },
    {
      id: 'corruption',
      phases: ['corruption'],
    },
    {
      id: 'showdown',
      phases: ['showdown'],
    },
  ],
  eollis: [
    {
      id: 'refill',
      phases: ['refill', 'refill-tavern'],
    },
    {
      id: 'recruitment',
      phases: ['keep', 'draft'],
    },
    {
      id: 'election',
      phases: ['propose', 'election'],
    },
    {
      id: 'boarding',
      phases: ['boarding', 'rise'],
    },
    {
      id: 'events',
      phases: ['lookout', 'repairChoice', 'repair', 'bosco'],
    },
    {
      id: 'trials',
      phases: ['attempt', 'trial', 'loss'],
    },
    {
      id: 'decision',
      phases: ['decision'],
    },
    {
      id: 'mutiny',
      phases: ['mutinyCall', 'camps', 'mutinyRoll', 'sacrifice'],
    },
    {
      id: 'shipwreck',
      phases: ['rescue'],
    },
    {
      id: 'brawl',
      phases: ['brawl'],
    },
  ],
} satisfies Record<LearnGame, ReadonlyArray<Hint>>;

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
