// The "How to play" pages' outline, without their words (`learn<Game>:titles.<id>`) or pictures: which sections each game has, and which
// section a table's phase belongs to. Small on purpose: the table imports it to open the page at the right place.
import { GAME_IDS, isGameId, type GameId } from '../lobby/games';

/** Every game has a "How to play" page. */
export const LEARN_GAMES = GAME_IDS;
export type LearnGame = GameId;

/** Each game's "How to play" words: `locales/<language>/learn<Game>.json`. */
export const LEARN_NAMESPACES = {
  'captains-war': 'learnCaptainsWar',
  'fifteen-men': 'learnFifteenMen',
  eollis: 'learnEollis',
} satisfies Record<LearnGame, string>;

export interface SectionOutline {
  readonly id: string;
  /** The table phases this section teaches (the names the game's state uses). */
  readonly phases?: ReadonlyArray<string>;
}

export const OUTLINES: Readonly<Record<LearnGame, ReadonlyArray<SectionOutline>>> = {
  'captains-war': [
    { id: 'goal' },
    { id: 'sheet' },
    { id: 'dice' },
    { id: 'turn' },
    { id: 'loot', phases: ['roll', 'setAside', 'loot'] },
    { id: 'command', phases: ['command'] },
    { id: 'tracks' },
    { id: 'boarding', phases: ['attack', 'boarding', 'reward'] },
    { id: 'naval-battle' },
    { id: 'scoring', phases: ['over'] },
    { id: 'solo' },
  ],
  'fifteen-men': [
    { id: 'goal' },
    { id: 'roles' },
    { id: 'ring' },
    { id: 'doubloons' },
    { id: 'opening', phases: ['opening'] },
    { id: 'corruption', phases: ['corruption'] },
    { id: 'reveal' },
    { id: 'showdown', phases: ['showdown'] },
    { id: 'scoring', phases: ['over'] },
    { id: 'vessels' },
  ],
  eollis: [
    { id: 'goal' },
    { id: 'clan' },
    { id: 'expedition' },
    { id: 'refill', phases: ['refill'] },
    { id: 'recruitment', phases: ['keep', 'draft'] },
    { id: 'election', phases: ['propose', 'election'] },
    { id: 'boarding', phases: ['boarding', 'rise'] },
    { id: 'events', phases: ['lookout', 'repairChoice', 'repair', 'bosco'] },
    { id: 'trials', phases: ['attempt', 'trial', 'loss'] },
    { id: 'decision', phases: ['decision'] },
    { id: 'mutiny', phases: ['mutinyCall', 'camps', 'mutinyRoll', 'sacrifice'] },
    { id: 'shipwreck', phases: ['rescue'] },
    { id: 'tavern', phases: ['refill-tavern', 'brawl'] },
    { id: 'renown', phases: ['over'] },
  ],
};

export function isLearnGame(game: string): game is LearnGame {
  return isGameId(game);
}

/** The section that teaches `phase` of `game`, or null (an unknown game or phase opens at the top). */
export function currentSection(game: string, phase: string): string | null {
  if (!isLearnGame(game)) return null;
  return OUTLINES[game].find((section) => section.phases?.includes(phase))?.id ?? null;
}

/** The hash route of a game's "How to play" page, at a section or at the top. */
export function howToPlayRoute(game: string, section?: string | null): string {
  return section ? `#/how-to-play/${game}/${section}` : `#/how-to-play/${game}`;
}

/** The page a `#/how-to-play/<game>[/<section>]` hash names (an unknown section opens the top), or null. */
export function howToPlayOf(hash: string): { game: LearnGame; section: string | null } | null {
  const match = /^#\/how-to-play\/([\w-]+)(?:\/([\w-]+))?$/.exec(hash);
  const game = match?.[1] ?? '';
  if (!isLearnGame(game)) return null;
  const section = match?.[2] ?? null;
  return { game, section: OUTLINES[game].some((s) => s.id === section) ? section : null };
}
