// How close a race is, on public facts alone: what the TV weighs to show the closest games.
import { Dice, findGame, randomPlay, rngFromSeed } from '../index';
import { leadGap } from './race';

describe('the gap between the leaders', () => {
  it('is the first score less the second, 0 when level, null with fewer than two', () => {
    expect(leadGap([3, 9, 4])).toBe(5);
    expect(leadGap([7, 7, 1])).toBe(0);
    expect(leadGap([2])).toBeNull();
  });
});

describe.each([
  ['captains-war', 3],
  ['fifteen-men', 4],
  ['eollis', 4],
] as const)('the race of %s', (gameId, seats) => {
  it('is read from what everyone sees, step after step, and is over with the game', () => {
    const game = findGame(gameId);
    if (game === undefined) throw new Error(gameId);
    const dice = new Dice(rngFromSeed(`race-${gameId}`));
    let state = game.setup({ seats, seed: `race-${gameId}` });
    const gaps: Array<number | null> = [];
    for (const step of randomPlay(game, state, dice, 3000)) {
      const gap = game.race(state);
      gaps.push(gap);
      if (gameId === 'eollis') {
        const renown = (game.view(state, 'spectator') as { clans: Array<{ renown: number }> }).clans.map(
          (c) => c.renown,
        );
        expect(gap).toBe(leadGap(renown));
      }
      state = step.state;
    }
    expect(game.outcome(state)).not.toBeNull();
    expect(game.race(state)).toBeNull();
    if (gameId === 'fifteen-men') expect(gaps.every((gap) => gap === null)).toBe(true);
    else {
      expect(gaps.every((gap) => gap !== null && gap >= 0)).toBe(true);
      // Not a constant: the race moves as the game is played.
      expect(new Set(gaps).size).toBeGreaterThan(1);
    }
  });
});
