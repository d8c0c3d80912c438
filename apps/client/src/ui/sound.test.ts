import { cueFor, cuesFor, playCue } from './sound';

describe('table sounds', () => {
  it('gives dice, coins, a shot and a reveal to the events that carry them', () => {
    expect(cueFor('diceRolled')).toBe('dice');
    expect(cueFor('bribed')).toBe('coins');
    expect(cueFor('shot')).toBe('shot');
    expect(cueFor('boardingRevealed')).toBe('reveal');
    expect(cueFor('campsRevealed')).toBe('reveal');
    expect(cueFor('turnStarted')).toBeNull();
    expect(cueFor('toString')).toBeNull();
  });

  it('plays each cue of a batch once, in the order first met', () => {
    expect(cuesFor(['bribed', 'diceRolled', 'bribed', 'pass', 'gameOver'])).toEqual([
      'coins',
      'dice',
      'reveal',
    ]);
    expect(cuesFor([])).toEqual([]);
  });

  it('stays silent while sound is off (the default) and before any gesture', () => {
    expect(playCue('dice')).toBe(false);
  });
});
