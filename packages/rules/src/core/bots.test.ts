// Random play: every step is the rules' own answer to an offered move, and play stops where it must.
import { randomPlay } from './bots';
import { Dice, rngFromSeed } from './random';
import { fifteenMen } from '../fifteen-men';
import type { FifteenMenAction, FifteenMenState } from '../fifteen-men';
import type { Game } from './types';

const dice = (seed: string): Dice => new Dice(rngFromSeed(seed));

describe('randomPlay', () => {
  it('yields each move with the state and events the rules gave it, until the game is over', () => {
    let state = fifteenMen.setup({ seats: 3, seed: 'random-play' });
    let steps = 0;
    for (const step of randomPlay(fifteenMen, state, dice('moves'))) {
      expect(fifteenMen.legalActions(state, step.seat)).toContainEqual(step.action);
      const again = fifteenMen.apply(state, step.seat, step.action);
      expect(again).toEqual({ ok: true, state: step.state, events: step.events });
      state = step.state;
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    expect(fifteenMen.outcome(state)).not.toBeNull();
  });

  it('stops after maxSteps moves', () => {
    const start = fifteenMen.setup({ seats: 3, seed: 'random-play' });
    expect([...randomPlay(fifteenMen, start, dice('moves'), 5)]).toHaveLength(5);
  });

  it('throws when the rules refuse a move they offered', () => {
    const refusing: Game<FifteenMenState, FifteenMenAction, { readonly type: string }, unknown, unknown> = {
      ...fifteenMen,
      apply: () => ({ ok: false, error: { code: 'illegal-action', message: 'no' } }),
    };
    const start = fifteenMen.setup({ seats: 3, seed: 'random-play' });
    expect(() => [...randomPlay(refusing, start, dice('moves'))]).toThrow(/offered, then refused: no/);
  });
});
