// The flow table against play: each phase offers only the moves the table lists for it, and every phase is reached.
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { FLOW } from './flow';
import { captainsWar } from './index';
import type { Phase } from './types';

describe("Captains' War flow", () => {
  it.each([1, 2, 3, 4, 6])('offers, with %i seats, only the moves its phase lists', (seats) => {
    const seen = new Set<Phase>();
    for (let run = 0; run < 4; run++) {
      const dice = new Dice(rngFromSeed(`flow-${seats}-${run}`));
      let state = captainsWar.setup({ seats, seed: `flow-${seats}-${run}` });
      for (const step of randomPlay(captainsWar, state, dice, 3000)) {
        seen.add(state.phase);
        const entry = FLOW[state.phase];
        for (let seat = 0; seat < seats; seat++)
          for (const action of captainsWar.legalActions(state, seat))
            expect(entry.moves).toContain(action.type);
        state = step.state;
      }
      seen.add(state.phase);
    }
    const expected: Phase[] = ['roll', 'loot', 'command', 'attack', 'boarding', 'reward', 'over'];
    if (seats > 1) expected.push('setAside');
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
