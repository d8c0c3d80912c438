// A game's timeline: every step equals the rules run from the start, a jump replays at most a checkpoint's
// worth of actions, and a tampered log is refused with the index of the refused action.
import { randomPlay } from './bots';
import { Dice, rngFromSeed } from './random';
import type { LoggedAction } from './replay';
import { Timeline } from './timeline';
import { captainsWar } from '../captains-war';
import { eollis } from '../eollis';
import { fifteenMen } from '../fifteen-men';
import type { ActionShape, Game, GameEvent } from './types';

type AnyGame = Game<unknown, ActionShape, { readonly type: string }, unknown, unknown>;

/** A whole random game: its log, and every state and event list as played. */
function played(game: AnyGame, seats: number, seed: string) {
  const dice = new Dice(rngFromSeed(`${seed}-moves`));
  const setup = { seats, seed };
  let state = game.setup(setup);
  const states: unknown[] = [state];
  const events: Array<ReadonlyArray<GameEvent<{ readonly type: string }>>> = [[]];
  const log: LoggedAction[] = [];
  for (const step of randomPlay(game, state, dice, 3000)) {
    log.push({ seat: step.seat, action: step.action });
    state = step.state;
    states.push(state);
    events.push(step.events);
  }
  return { setup, log, states, events };
}

describe.each([
  ['captains-war', captainsWar as unknown as AnyGame, 3],
  ['fifteen-men', fifteenMen as unknown as AnyGame, 4],
  ['eollis', eollis as unknown as AnyGame, 4],
] as const)('the timeline of a %s game', (_id, game, seats) => {
  const run = played(game, seats, `timeline-${seats}`);
  const built = Timeline.build(game, run.setup, run.log, 8);
  if (!built.ok) throw new Error('the played log does not replay');
  const timeline = built.timeline;

  it('gives every step, in order and jumping about, exactly as it was played', () => {
    expect(timeline.length).toBe(run.log.length);
    const order = [...run.states.keys()];
    const shuffled = [...order].sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101));
    for (const step of [...order, ...shuffled, ...order.reverse()]) {
      const at = timeline.at(step);
      expect(at.state).toEqual(run.states[step]);
      expect(at.events).toEqual(run.events[step]);
    }
  });

  it('clamps a step outside the game to its first or last', () => {
    expect(timeline.at(-5).state).toEqual(run.states[0]);
    expect(timeline.at(run.log.length + 10).state).toEqual(run.states[run.log.length]);
  });

  it('refuses a tampered log, naming the refused action', () => {
    const index = Math.floor(run.log.length / 2);
    const tampered = run.log.map((entry, i) =>
      i === index ? { seat: entry.seat, action: { type: 'no-such-action' } } : entry,
    );
    const result = Timeline.build(game, run.setup, tampered);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.index).toBe(index);
  });
});

describe('a jump', () => {
  it('applies at most one checkpoint’s worth of actions', () => {
    const run = played(captainsWar as unknown as AnyGame, 3, 'timeline-cost');
    const counting = { ...captainsWar, apply: jest.fn(captainsWar.apply) } as unknown as AnyGame;
    const built = Timeline.build(counting, run.setup, run.log, 16);
    if (!built.ok) throw new Error('no timeline');
    (counting.apply as jest.Mock).mockClear();
    built.timeline.at(run.log.length - 1);
    expect((counting.apply as jest.Mock).mock.calls.length).toBeLessThanOrEqual(16);
  });
});
