// First-game hints: which hint a phase shows, and how "Got it", "No more hints" and a finished game are kept.
import i18next from 'i18next';
import { ensureNamespaces } from '../i18n/i18n';
import {
  HINTS,
  firstGameOver,
  gotIt,
  hintOf,
  hintToShow,
  hintWords,
  noMoreHints,
  readHints,
} from './hint-memory';
import { OUTLINES, LEARN_GAMES } from './sections';

describe('first-game hints', () => {
  beforeAll(() => ensureNamespaces(['hints']));
  afterEach(() => i18next.changeLanguage('en'));

  it('has a short hint for the phases a first game meets, each phase at most once', () => {
    for (const game of LEARN_GAMES) {
      const phases = HINTS[game].flatMap((hint) => hint.phases);
      expect(new Set(phases).size).toBe(phases.length);
      const known = OUTLINES[game].flatMap((s) => s.phases ?? []);
      for (const phase of phases) expect(known).toContain(phase);
      for (const hint of HINTS[game]) expect(hintWords(game, hint).text.length).toBeLessThanOrEqual(160);
    }
    const loot = hintOf('captains-war', 'loot');
    expect(loot && hintWords('captains-war', loot).title).toBe('Pick two dice');
    expect(hintOf('eollis', 'camps')?.id).toBe('mutiny');
    expect(hintOf('captains-war', 'over')).toBeNull();
    expect(hintOf('chess', 'loot')).toBeNull();
  });

  it('says every hint in French too, as short as a hint should be', async () => {
    await i18next.changeLanguage('fr');
    await ensureNamespaces(['hints']);
    for (const game of LEARN_GAMES)
      for (const hint of HINTS[game]) {
        const said = hintWords(game, hint);
        expect(said.title).not.toMatch(/^hints:/);
        expect(said.text.length).toBeLessThanOrEqual(190);
      }
    const loot = hintOf('captains-war', 'loot');
    expect(loot && hintWords('captains-war', loot).title).toBe('Prenez deux dés');
  });

  it('shows a phase’s hint until "Got it", then not again for that game only', () => {
    let memory = readHints(null);
    expect(hintToShow(memory, 'captains-war', 'loot')?.id).toBe('loot');
    memory = gotIt(memory, 'captains-war', 'loot');
    expect(hintToShow(memory, 'captains-war', 'loot')).toBeNull();
    expect(hintToShow(memory, 'captains-war', 'command')?.id).toBe('command');
    expect(hintToShow(memory, 'eollis', 'draft')?.id).toBe('recruitment');
    // One hint for the phases that teach the same thing.
    memory = gotIt(memory, 'captains-war', 'roll');
    expect(hintToShow(memory, 'captains-war', 'setAside')).toBeNull();
    expect(gotIt(memory, 'captains-war', 'roll')).toEqual(memory);
  });

  it('"No more hints" silences one game; a finished first game silences it too', () => {
    let memory = noMoreHints({}, 'fifteen-men');
    expect(hintToShow(memory, 'fifteen-men', 'corruption')).toBeNull();
    expect(hintToShow(memory, 'eollis', 'brawl')?.id).toBe('brawl');
    memory = firstGameOver(memory, 'eollis');
    expect(hintToShow(memory, 'eollis', 'brawl')).toBeNull();
    expect(hintToShow(memory, 'captains-war', 'command')).not.toBeNull();
  });

  it('survives the round trip through storage, and ignores anything unreadable', () => {
    const memory = firstGameOver(noMoreHints(gotIt({}, 'eollis', 'refill'), 'fifteen-men'), 'captains-war');
    expect(readHints(JSON.stringify(memory))).toEqual(memory);
    expect(readHints('not json')).toEqual({});
    expect(readHints('[1,2]')).toEqual({});
    expect(readHints('{"eollis":{"seen":[3,"x"],"off":"yes"}}')).toEqual({
      eollis: { seen: ['x'], off: false, done: false },
    });
  });
});
