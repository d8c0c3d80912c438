// Captains' War against the rules contract, plus the secrecy of boarding choices under random play.
import fc from 'fast-check';
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import type { Viewer } from '../core/types';
import { describeContract } from '../testing/contract';
import { hiddenVariants } from './test-variants';
import { deepFreeze } from '../testing/deep-freeze';
import { captainsWar } from './index';
import type { CaptainsWarAction, CaptainsWarState } from './types';

describeContract<CaptainsWarState, CaptainsWarAction>({
  game: captainsWar,
  seatCounts: [1, 2, 3, 4, 5, 6],
  optionSets: [
    undefined,
    { armsMaster: 0 },
    { legendaryCaptain: 'ching-shih' },
    { legendaryCaptain: 'blackbeard' },
  ],
  maxSteps: 3000,
  runs: 30,
  rngOf: (state) => state.rng,
  // The raw boarding record (with both drafts) must never be copied into a view.
  secretsHiddenFrom: () => ['"drafts"'],
  hiddenVariants,
  forgeries: (state, seat) => [
    { type: 'attack', target: seat },
    { type: 'commit', strength: 7 },
    { type: 'commit', strength: 0 },
    { type: 'pick', die: 6 },
    { type: 'pick', die: 1, joker: 'gold' },
    { type: 'recruit', strength: 1.5 },
    { type: 'reward', reward: 'everything' },
    { type: 'setAside', die: state.setAside ?? -1 },
    { type: 'acquire', line: 'ships' },
    { type: 'roll', extra: 'x' },
  ],
});

describe("Captains' War: boarding choices stay secret under random play", () => {
  it('gives every other viewer the same view whatever a side has drafted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.string(), (seats, seed) => {
        const dice = new Dice(rngFromSeed(`bots-${seed}`));
        let state = deepFreeze(captainsWar.setup({ seats, seed }));
        for (const step of randomPlay(captainsWar, state, dice, 3000)) {
          const b = state.boarding;
          if (state.phase === 'boarding' && b !== null) {
            const viewers: Viewer[] = ['spectator', ...Array.from({ length: seats }, (_, i) => i)];
            for (const side of [0, 1] as const) {
              const owner = side === 0 ? b.attacker : b.defender;
              const other: CaptainsWarState = {
                ...state,
                boarding: { ...b, drafts: side === 0 ? [[9, 9], b.drafts[1]] : [b.drafts[0], [9, 9, 9]] },
              };
              for (const viewer of viewers) {
                if (viewer === owner) continue;
                expect(captainsWar.view(other, viewer)).toEqual(captainsWar.view(state, viewer));
              }
            }
          }
          for (const event of step.events) {
            if (event.type === 'boardingDraft') expect(event.to).toBe(step.seat);
          }
          state = deepFreeze(step.state as CaptainsWarState);
        }
        expect(captainsWar.outcome(state)).not.toBeNull();
      }),
      { numRuns: 15 },
    );
  });
});

describe("Captains' War: apply", () => {
  it('does not mutate its input', () => {
    const state = captainsWar.setup({ seats: 4, seed: 'mutation' });
    const copy = JSON.parse(JSON.stringify(state)) as CaptainsWarState;
    const result = captainsWar.apply(state, 0, { type: 'roll' });
    expect(result.ok).toBe(true);
    expect(state).toEqual(copy);
  });
  it('refuses with a coded error, never a throw', () => {
    const state = captainsWar.setup({ seats: 3, seed: 'errors' });
    expect(captainsWar.apply(state, 0, null)).toMatchObject({
      ok: false,
      error: { code: 'malformed-action' },
    });
    expect(captainsWar.apply(state, 9, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-seat' },
    });
    expect(captainsWar.apply(state, 1, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(captainsWar.apply(state, 0, { type: 'buy', resource: 'pearl' })).toMatchObject({
      ok: false,
      error: { code: 'illegal-action' },
    });
  });
  it('keeps the seed out of the state it gives away: views hold no rng', () => {
    const state = captainsWar.setup({ seats: 3, seed: 'a-secret-seed' });
    expect(Object.keys(captainsWar.view(state, 'spectator'))).not.toContain('rng');
  });
});
