// "How to play": every game's outline, content and figures agree, every table phase opens a section, and
// nothing of the developers' documents reaches a player.
import type { Guide } from './guide';
import { captainsWarGuide } from './content/captains-war';
import { eollisGuide } from './content/eollis';
import { fifteenMenGuide } from './content/fifteen-men';
import { tablePhase } from './table-phase';
import {
  LEARN_GAMES,
  OUTLINES,
  currentSection,
  howToPlayOf,
  howToPlayRoute,
  type LearnGame,
} from './sections';

// Each content module reads its words when called (a guide in the reader's language).
const GUIDES: Record<LearnGame, Guide> = {
  'captains-war': captainsWarGuide(),
  'fifteen-men': fifteenMenGuide(),
  eollis: eollisGuide(),
};

/** Every phase each game's state can be in (the rules' `Phase` types), as tablePhase names them. */
const PHASES: Record<LearnGame, ReadonlyArray<string>> = {
  'captains-war': ['roll', 'setAside', 'loot', 'command', 'attack', 'boarding', 'reward', 'over'],
  'fifteen-men': ['opening', 'corruption', 'showdown', 'over'],
  eollis: [
    'refill',
    'refill-tavern',
    'keep',
    'draft',
    'propose',
    'election',
    'boarding',
    'lookout',
    'bosco',
    'repairChoice',
    'repair',
    'attempt',
    'trial',
    'loss',
    'rise',
    'decision',
    'mutinyCall',
    'camps',
    'mutinyRoll',
    'sacrifice',
    'rescue',
    'brawl',
    'over',
  ],
};

describe('how to play', () => {
  it.each(LEARN_GAMES)('%s: the content has exactly the outline’s sections, in order', (game) => {
    expect(GUIDES[game].game).toBe(game);
    expect(GUIDES[game].sections.map((s) => s.id)).toEqual(OUTLINES[game].map((s) => s.id));
    for (const section of GUIDES[game].sections) expect(section.blocks.length).toBeGreaterThan(0);
  });

  it.each(LEARN_GAMES)('%s: every phase of the table opens a section', (game) => {
    for (const phase of PHASES[game]) expect(currentSection(game, phase)).not.toBeNull();
    const claimed = OUTLINES[game].flatMap((s) => s.phases ?? []);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const phase of claimed) expect(PHASES[game]).toContain(phase);
  });

  it('maps phases to their sections', () => {
    expect(currentSection('captains-war', 'setAside')).toBe('loot');
    expect(currentSection('captains-war', 'reward')).toBe('boarding');
    expect(currentSection('fifteen-men', 'showdown')).toBe('showdown');
    expect(currentSection('eollis', 'camps')).toBe('mutiny');
    expect(currentSection('eollis', 'refill-tavern')).toBe('tavern');
    expect(currentSection('eollis', 'refill')).toBe('refill');
    expect(currentSection('chess', 'loot')).toBeNull();
    expect(currentSection('eollis', '')).toBeNull();
  });

  it('reads the phase of a table state', () => {
    const base = { captainsWar: undefined, fifteenMen: undefined, eollis: undefined };
    expect(tablePhase(null)).toBe('');
    expect(tablePhase({ ...base, game: 'captains-war', status: 'waiting' } as never)).toBe('');
    expect(tablePhase({ ...base, game: 'eollis', status: 'over' } as never)).toBe('over');
    expect(
      tablePhase({
        ...base,
        game: 'captains-war',
        status: 'playing',
        captainsWar: { phase: 'command' },
      } as never),
    ).toBe('command');
    expect(
      tablePhase({
        ...base,
        game: 'eollis',
        status: 'playing',
        eollis: { phase: { kind: 'refill', stage: 'tavern' } },
      } as never),
    ).toBe('refill-tavern');
    expect(
      tablePhase({
        ...base,
        game: 'fifteen-men',
        status: 'playing',
        fifteenMen: { phase: 'corruption' },
      } as never),
    ).toBe('corruption');
  });

  it('routes to a game and a section, and refuses anything else', () => {
    for (const game of LEARN_GAMES) {
      expect(howToPlayOf(howToPlayRoute(game))).toEqual({ game, section: null });
      for (const { id } of OUTLINES[game])
        expect(howToPlayOf(howToPlayRoute(game, id))).toEqual({ game, section: id });
    }
    expect(howToPlayOf('#/how-to-play/eollis/nowhere')).toEqual({ game: 'eollis', section: null });
    expect(howToPlayOf('#/how-to-play/chess')).toBeNull();
    expect(howToPlayOf('#/rules/eollis')).toBeNull();
  });

  it.each(LEARN_GAMES)('%s: figures are whole SVG drawings with a caption', (game) => {
    const figures = GUIDES[game].sections.flatMap((s) => s.figures ?? []);
    expect(figures.length).toBeGreaterThanOrEqual(8);
    for (const figure of figures) {
      expect(figure.svg.startsWith('<svg ')).toBe(true);
      expect(figure.svg.endsWith('</svg>')).toBe(true);
      expect(figure.svg).not.toMatch(/NaN|undefined/);
      expect(figure.caption.length).toBeGreaterThan(10);
      const opened = (figure.svg.match(/<(text|g|svg)\b/g) ?? []).length;
      const closed = (figure.svg.match(/<\/(text|g|svg)>/g) ?? []).length;
      expect(closed).toBe(opened);
    }
  });

  it.each(LEARN_GAMES)('%s: speaks to players, not developers', (game) => {
    const words = JSON.stringify(
      GUIDES[game].sections.map((s) => [s.blocks, s.figures?.map((f) => f.caption)]),
    );
    for (const developerWord of [
      'Content that is ours',
      'rulebook is silent',
      'packages/',
      '.ts',
      'throughput',
      'games per second',
      'our decision',
      'state machine',
    ])
      expect(words.toLowerCase()).not.toContain(developerWord.toLowerCase());
  });
});
