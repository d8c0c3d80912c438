// The Corruption Phase: one bribe a turn, discarding, peeking on taking control, and when "Reveal…" is allowed.
import { at, legal, ofType, play, playAll, table } from './test-kit';

describe('bribes', () => {
  it('the player left of the captain starts, and play goes clockwise', () => {
    const state = table({ factions: ['mutineer', 'captain', 'loyalist', 'mutineer'] });
    expect(state.turn.seat).toBe(2);
    const next = playAll(state, [
      [2, { type: 'bribe', position: 1, value: 1 }],
      [2, { type: 'skipPeek' }],
    ]).state;
    expect(next.turn.seat).toBe(3);
  });
  it('a doubloon of any value may defend a pirate you already control, and gives no new look', () => {
    const state = table({
      ring: [{ card: 'mary-read', controller: 0, doubloons: [[0, 3]] }],
      hands: [[1], [1], [1], [1]],
    });
    const done = play(state, 0, { type: 'bribe', position: 1, value: 1 });
    expect(at(done.state, 1).doubloons).toEqual([
      { seat: 0, value: 3 },
      { seat: 0, value: 1 },
    ]);
    expect(done.events).toContainEqual({
      type: 'bribed',
      seat: 0,
      position: 1,
      value: 1,
      tookControl: false,
      to: 'all',
    });
    expect(done.state.prompt).toBeNull();
  });
  it('a doubloon that does not take control may not be placed', () => {
    const state = table({
      ring: [{ card: 'mary-read', controller: 1, doubloons: [[1, 3]] }],
      hands: [[3], [1], [1], [1]],
    });
    expect(ofType(state, 0, 'bribe').some((a) => a.position === 1)).toBe(false);
    expect(fifteenMenRefuses(state, 0, { type: 'bribe', position: 1, value: 3 })).toBe(true);
  });
  it('a player who cannot take control of any pirate must discard a doubloon', () => {
    const state = table({ hands: [[1, 2], [1], [1], [1]] });
    const blocked: FifteenMenState = {
      ...state,
      ring: state.ring.map((slot) => ({ ...slot, controller: 1, doubloons: [{ seat: 1, value: 3 }] })),
    };
    expect(legal(blocked, 0)).toEqual([
      { type: 'discard', value: 1 },
      { type: 'discard', value: 2 },
    ]);
    const done = play(blocked, 0, { type: 'discard', value: 2 }).state;
    expect(done.hands[0]).toEqual([1]);
    expect(done.turn.seat).toBe(1);
  });
  it('taking control gives a look at the pirate; a gap means no adjacent look on that side', () => {
    const state = table({ ring: [null, 'mary-read', 'john-hawkins'] });
    const done = play(state, 0, { type: 'bribe', position: 2, value: 1 }).state;
    expect(done.seen[0]).toEqual(['mary-read']);
    expect(legal(done, 0)).toEqual([{ type: 'peek', position: 3 }, { type: 'skipPeek' }]);
  });
  it('the Showdown begins when every doubloon is spent, from the captain’s left', () => {
    const state = table({ hands: [[1], [1], [1], [1]] });
    const done = playAll(
      state,
      [0, 1, 2, 3].flatMap((seat) => [
        [seat, { type: 'bribe', position: seat * 3 + 1, value: 1 }] as const,
        [seat, { type: 'skipPeek' }] as const,
      ]),
    ).state;
    expect(done.phase).toBe('showdown');
    expect(done.turn.seat).toBe(0);
  });
});

describe('"Reveal…" skills during your turn', () => {
  const base = () =>
    table({
      ring: [
        { card: 'francis-drake', controller: 0 },
        { card: 'alonzo-bosco', controller: 3 },
        'anne-bonny',
        'mary-read',
      ],
      seen: [
        [0, 'francis-drake'],
        [0, 'alonzo-bosco'],
        [0, 'anne-bonny'],
      ],
    });
  it('may come before the bribe', () => {
    expect(ofType(base(), 0, 'reveal')).toEqual([{ type: 'reveal', position: 1 }]);
  });
  it('may come after the bribe, and the turn waits for it (or for endTurn)', () => {
    const bribed = playAll(base(), [
      [0, { type: 'bribe', position: 4, value: 1 }],
      [0, { type: 'skipPeek' }],
    ]).state;
    expect(bribed.turn.seat).toBe(0);
    expect(legal(bribed, 0)).toEqual([{ type: 'reveal', position: 1 }, { type: 'endTurn' }]);
  });
  it('never uses a teammate’s pirate (seat 0 is the loyalist, Bosco is the captain’s)', () => {
    expect(ofType(base(), 0, 'reveal').some((a) => a.position === 2)).toBe(false);
  });
  it('only uses a pirate controlled since the start of the turn', () => {
    const bribed = playAll(base(), [
      [0, { type: 'bribe', position: 3, value: 1 }],
      [0, { type: 'skipPeek' }],
    ]).state;
    expect(ofType(bribed, 0, 'reveal')).toEqual([{ type: 'reveal', position: 1 }]);
  });
  it('one reveal a turn; a face-up pirate’s skill cannot be activated again', () => {
    const revealed = playAll(base(), [
      [0, { type: 'reveal', position: 1 }],
      [0, { type: 'target', position: 4 }],
    ]).state;
    expect(at(revealed, 4)).toMatchObject({ card: 'francis-drake', faceUp: true });
    expect(ofType(revealed, 0, 'reveal')).toEqual([]);
  });
  it('a pirate its controller has never seen (taken by Bosco) cannot be revealed: its skill is unknown', () => {
    const state = table({ ring: [{ card: 'calico-jack', controller: 0 }] });
    expect(ofType(state, 0, 'reveal')).toEqual([]);
  });
});

import { fifteenMen } from './index';
import type { FifteenMenAction, FifteenMenState } from './types';
function fifteenMenRefuses(state: FifteenMenState, seat: number, action: FifteenMenAction): boolean {
  const result = fifteenMen.apply(state, seat, action);
  return !result.ok && result.error.code === 'illegal-action';
}

describe('discarding while holding a pirate', () => {
  it('a player who can take nothing may discard, or still defend a pirate of their own', () => {
    const state = table({ hands: [[1], [1], [1], [1]] });
    const blocked: FifteenMenState = {
      ...state,
      ring: state.ring.map((slot, i) =>
        i === 0
          ? { ...slot, controller: 0, doubloons: [{ seat: 0, value: 1 }] }
          : { ...slot, controller: 1, doubloons: [{ seat: 1, value: 3 }] },
      ),
    };
    expect(legal(blocked, 0)).toEqual([
      { type: 'bribe', position: 1, value: 1 },
      { type: 'discard', value: 1 },
    ]);
  });
});
