// The shared rules contract on random 15 Men games, with the secrets each viewer must not learn.
import { describeContract } from '../testing/contract';
import { fifteenMen } from './index';
import { secretsHiddenFrom } from './test-kit';
import { hiddenVariants } from './test-variants';

describeContract({
  game: fifteenMen,
  seatCounts: [2, 3, 4, 5],
  optionSets: [
    undefined,
    { scenario: 'tortuga' },
    { scenario: 'voodoo' },
    { scenario: 'governors-daughter' },
    { scenario: 'random', withoutExpert: true },
  ],
  maxSteps: 600,
  runs: 30,
  rngOf: (state) => state.rng,
  secretsHiddenFrom,
  hiddenVariants,
  // A showdown shot at a face-down pirate that a world swapped for Flint: his reveal is the rules', not a leak.
  examples: [{ seats: 5, seed: 'xcv', botSeed: '7ie x<', options: { scenario: 'voodoo' } }],
  forgeries: (state, seat) => [
    { type: 'bribe', position: 16, value: 1 },
    { type: 'bribe', position: 1, value: 4 },
    { type: 'shoot', from: 1, to: 8 },
    { type: 'reveal', position: 1 },
    { type: 'peek', position: 0 },
    { type: 'endTurn' },
    { type: 'exchangeBamba', position: 1 },
    { type: 'parrot', position: seat + 1 },
    { type: 'chooseVictim', seat: state.seats },
  ],
});
