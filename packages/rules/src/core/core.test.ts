// The rules core: the PRNG, action comparison, ranking helpers and defineGame's validation order.
import { isActionShape, sameAction } from './action';
import { defineGame } from './define-game';
import { eventsFor } from './events';
import { Dice, rngFromSeed } from './random';
import { competitionRanks, denseRanks, podiumPrize } from './ranking';

describe('the seeded PRNG', () => {
  it('gives the same draws for the same seed and different draws for another', () => {
    const draws = (seed: string) => {
      const dice = new Dice(rngFromSeed(seed));
      return Array.from({ length: 20 }, () => dice.int(1, 6));
    };
    expect(draws('table-1')).toEqual(draws('table-1'));
    expect(draws('table-1')).not.toEqual(draws('table-2'));
  });
  it('never modifies the state it was opened on, and resumes exactly from its saved state', () => {
    const start = Object.freeze(rngFromSeed('resume'));
    const dice = new Dice(start);
    dice.int(0, 100);
    const saved = dice.state();
    const next = dice.int(0, 1000);
    expect(new Dice(saved).int(0, 1000)).toBe(next);
    expect(new Dice(start).state()).toEqual(start);
  });
  it('uses every character of a long seed', () => {
    const a = 'f'.repeat(63) + '0';
    const b = 'f'.repeat(63) + '1';
    expect(rngFromSeed(a)).not.toEqual(rngFromSeed(b));
  });
  it('is roughly uniform on a die', () => {
    const dice = new Dice(rngFromSeed('uniform'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) {
      const face = dice.int(1, 6) - 1;
      counts[face] = (counts[face] ?? 0) + 1;
    }
    for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(400);
  });
  it('shuffles into a permutation without touching its input', () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const shuffled = new Dice(rngFromSeed('shuffle')).shuffle(items);
    expect([...shuffled].sort()).toEqual([...items]);
    expect(shuffled).not.toEqual(items);
  });
});

describe('actions', () => {
  it('accepts only plain objects with a string type and primitive fields', () => {
    expect(isActionShape({ type: 'roll' })).toBe(true);
    expect(isActionShape({ type: 'pick', die: 2, joker: 'gem' })).toBe(true);
    for (const bad of [null, 3, 'roll', [], {}, { type: 1 }, { type: 'x', nested: {} }, new Map()]) {
      expect(isActionShape(bad)).toBe(false);
    }
  });
  it('compares field by field, ignoring undefined fields', () => {
    expect(sameAction({ type: 'pick', die: 1 }, { type: 'pick', die: 1, joker: undefined })).toBe(true);
    expect(sameAction({ type: 'pick', die: 1 }, { type: 'pick', die: 1, joker: 'gem' })).toBe(false);
    expect(sameAction({ type: 'pick', die: 1 }, { type: 'pick', die: '1' })).toBe(false);
  });
});

describe('ranking', () => {
  const desc = (a: number, b: number) => b - a;
  it('dense ranks share a step on ties', () => {
    expect(denseRanks([8, 6, 6, 1], desc)).toEqual([1, 2, 2, 3]);
  });
  it('competition ranks skip the places after a tie', () => {
    expect(competitionRanks([8, 6, 6, 1], desc)).toEqual([1, 2, 2, 4]);
  });
  it('podium prizes stop at the podium', () => {
    expect([1, 2, 3, 4].map((r) => podiumPrize([12, 7, 3], r))).toEqual([12, 7, 3, 0]);
  });
});

describe('defineGame', () => {
  type State = { readonly count: number; readonly turn: number; readonly over: boolean };
  type Action = { readonly type: 'add'; readonly n: number } | { readonly type: 'boom' };
  const counter = defineGame<State, Action, { readonly type: 'added'; readonly n: number }, State, null>({
    id: 'counter',
    title: 'Counter',
    minSeats: 2,
    maxSeats: 2,
    defaultOptions: null,
    parseOptions: () => ({ ok: true, options: null }),
    setup: () => ({ count: 0, turn: 0, over: false }),
    seatCount: () => 2,
    legalActions: (state, seat) =>
      seat === state.turn ? [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'boom' }] : [],
    applyLegal: (state, seat, action) => {
      if (action.type === 'boom') throw new Error('a bug');
      const count = state.count + action.n;
      return {
        state: { count, turn: 1 - seat, over: count >= 5 },
        events: [{ type: 'added', n: action.n, to: seat }],
      };
    },
    view: (state) => state,
    truth: (state) => state,
    awaiting: (state) => (state.over ? [] : [state.turn]),
    outcome: (state) => (state.over ? { standings: [], winners: [], reason: 'done', details: null } : null),
  });
  const start = counter.setup({ seats: 2, seed: 's' });

  it('validates in order: shape, seat, game over, turn, legality', () => {
    expect(counter.apply(start, 0, 'add')).toMatchObject({ error: { code: 'malformed-action' } });
    expect(counter.apply(start, 2, { type: 'add', n: 1 })).toMatchObject({ error: { code: 'unknown-seat' } });
    expect(counter.apply(start, 1.5, { type: 'add', n: 1 })).toMatchObject({
      error: { code: 'unknown-seat' },
    });
    expect(counter.apply(start, 1, { type: 'add', n: 1 })).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    expect(counter.apply(start, 0, { type: 'add', n: 3 })).toMatchObject({
      error: { code: 'illegal-action' },
    });
    expect(counter.apply({ ...start, over: true }, 0, { type: 'add', n: 1 })).toMatchObject({
      error: { code: 'game-over' },
    });
  });
  it('applies an offered action and returns its events', () => {
    const result = counter.apply(start, 0, { type: 'add', n: 2 });
    expect(result).toMatchObject({ ok: true, state: { count: 2, turn: 1 } });
    if (result.ok) {
      expect(eventsFor(result.events, 0)).toHaveLength(1);
      expect(eventsFor(result.events, 1)).toHaveLength(0);
      expect(eventsFor(result.events, 'spectator')).toHaveLength(0);
    }
  });
  it('turns a bug inside a game into an internal-error refusal instead of a throw', () => {
    expect(counter.apply(start, 0, { type: 'boom' })).toMatchObject({
      ok: false,
      error: { code: 'internal-error' },
    });
  });
  it('lists no legal action for a seat that does not exist', () => {
    expect(counter.legalActions(start, 7)).toEqual([]);
    expect(counter.legalActions(start, -1)).toEqual([]);
  });
});
