// The heuristic bot: it plays whole games from its own view, choosing only offered actions.
import { Dice, rngFromSeed } from '../core/random';
import { chooseFifteenMenAction, fifteenMen } from './index';
import { table } from './test-kit';

describe('the heuristic bot', () => {
  it.each([2, 3, 4, 5])('finishes %i-player games with legal moves only', (seats) => {
    for (let game = 0; game < 10; game++) {
      const dice = new Dice(rngFromSeed(`bot-${seats}-${game}`));
      let state = fifteenMen.setup({ seats, seed: `bot-${seats}-${game}`, options: { scenario: 'random' } });
      for (let step = 0; step < 600 && fifteenMen.outcome(state) === null; step++) {
        const [seat] = fifteenMen.awaiting(state);
        if (seat === undefined) break;
        const legal = fifteenMen.legalActions(state, seat);
        const result = fifteenMen.apply(
          state,
          seat,
          chooseFifteenMenAction(fifteenMen.view(state, seat), legal, dice),
        );
        expect(result.ok).toBe(true);
        if (!result.ok) break;
        state = result.state;
      }
      expect(fifteenMen.outcome(state)).not.toBeNull();
    }
  });
  it('as a mutineer, shoots the captain’s pirate rather than an unknown player’s', () => {
    const state = table({
      phase: 'showdown',
      hands: [[], [], [], []],
      gapsElsewhere: true,
      factions: ['mutineer', 'loyalist', 'mutineer', 'captain'],
      ring: [
        { card: 'john-hawkins', controller: 1 },
        { card: 'mary-read', controller: 0 },
        { card: 'charles-vane', controller: 3 },
      ],
    });
    const legal = fifteenMen.legalActions(state, 0);
    const choice = chooseFifteenMenAction(fifteenMen.view(state, 0), legal, new Dice(rngFromSeed('x')));
    expect(choice).toEqual({ type: 'shoot', from: 2, to: 3 });
  });
});
