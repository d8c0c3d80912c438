// The "How to play" pages' outline, without their words or pictures: which sections each game has, and which
// section a table's phase belongs to. Small on purpose: the table imports it to open the page at the right place.

export const LEARN_GAMES = ['captains-war', 'fifteen-men', 'eollis'] as const;
export type LearnGame = (typeof LEARN_GAMES)[number];

export interface SectionOutline {
  readonly id: string;
  readonly title: string;
  /** The table phases this section teaches (the names the game's state uses). */
  readonly phases?: ReadonlyArray<string>;
}

export const OUTLINES: Readonly<Record<LearnGame, ReadonlyArray<SectionOutline>>> = {
  'captains-war': [
    { id: 'goal', title: 'The goal' },
    { id: 'sheet', title: 'Your sheet' },
    { id: 'dice', title: 'The six dice' },
    { id: 'turn', title: 'A turn in pictures' },
    { id: 'loot', title: 'Phase 1: Loot', phases: ['roll', 'setAside', 'loot'] },
    { id: 'command', title: 'Phase 2: Command', phases: ['command'] },
    { id: 'tracks', title: 'The red tracks' },
    { id: 'boarding', title: 'Phase 3: Boarding', phases: ['attack', 'boarding', 'reward'] },
    { id: 'naval-battle', title: 'The end and the naval battle' },
    { id: 'scoring', title: 'Scoring', phases: ['over'] },
    { id: 'solo', title: 'Solo against a Legendary Captain' },
  ],
  'fifteen-men': [
    { id: 'goal', title: 'The goal' },
    { id: 'roles', title: 'Your secret role' },
    { id: 'ring', title: 'The Round Robin' },
    { id: 'doubloons', title: 'Doubloons and a bullet' },
    { id: 'opening', title: 'Opening looks (3 players)', phases: ['opening'] },
    { id: 'corruption', title: 'Corruption', phases: ['corruption'] },
    { id: 'reveal', title: 'Reveal… skills' },
    { id: 'showdown', title: 'Showdown', phases: ['showdown'] },
    { id: 'scoring', title: 'The count', phases: ['over'] },
    { id: 'vessels', title: 'Vessels and scenarios' },
  ],
  eollis: [
    { id: 'goal', title: 'The goal' },
    { id: 'clan', title: 'Your clan and your cards' },
    { id: 'expedition', title: 'An expedition in pictures' },
    { id: 'refill', title: 'Drawing Action cards', phases: ['refill'] },
    { id: 'recruitment', title: 'Recruiting pirates', phases: ['keep', 'draft'] },
    { id: 'election', title: 'Electing the Captain', phases: ['propose', 'election'] },
    { id: 'boarding', title: 'Boarding: the posts', phases: ['boarding', 'rise'] },
    {
      id: 'events',
      title: 'Events and the balloons',
      phases: ['lookout', 'repairChoice', 'repair', 'bosco'],
    },
    { id: 'trials', title: 'Facing an Event', phases: ['attempt', 'trial', 'loss'] },
    { id: 'decision', title: "The Captain's decision", phases: ['decision'] },
    { id: 'mutiny', title: 'Mutiny', phases: ['mutinyCall', 'camps', 'mutinyRoll', 'sacrifice'] },
    { id: 'shipwreck', title: 'Shipwreck', phases: ['rescue'] },
    { id: 'tavern', title: 'The Tavern', phases: ['refill-tavern', 'brawl'] },
    { id: 'renown', title: 'Renown and the end', phases: ['over'] },
  ],
};

export function isLearnGame(game: string): game is LearnGame {
  return (LEARN_GAMES as ReadonlyArray<string>).includes(game);
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
