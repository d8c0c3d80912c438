// Every "Reveal…" pirate, one clarification at a time.
import { roleOf, flagOf } from './ring';
import { eventsFor } from '../core/events';
import { at, legal, ofType, play, playAll, table, type SlotSpec } from './test-kit';
import type { FifteenMenState } from './types';

/** Seat 0 controls the pirate at position 1 since before its turn, and knows it. */
function revealing(
  spec: Parameters<typeof table>[0] & { ring: NonNullable<Parameters<typeof table>[0]>['ring'] },
) {
  const first = spec.ring?.[0];
  const id = typeof first === 'string' ? first : (first?.card ?? 'anne-bonny');
  return play(table({ ...spec, seen: [[0, id], ...(spec.seen ?? [])] }), 0, { type: 'reveal', position: 1 });
}

const mine = <C extends string>(card: C) => ({ card, controller: 0 }) as const;

describe('Anne Bonny', () => {
  it('swaps two adjacent pirates with their doubloons, without changing who controls them', () => {
    const { state } = revealing({
      ring: [
        mine('anne-bonny'),
        { card: 'john-hawkins', controller: 1, doubloons: [[1, 2]] },
        { card: 'mary-read', controller: 2, doubloons: [[2, 3]] },
      ],
    });
    expect(at(state, 1).faceUp).toBe(true);
    expect(ofType(state, 0, 'swap')).toContainEqual({ type: 'swap', a: 2, b: 3 });
    const swapped = play(state, 0, { type: 'swap', a: 2, b: 3 }).state;
    expect(at(swapped, 2)).toEqual({
      card: 'mary-read',
      faceUp: false,
      controller: 2,
      doubloons: [{ seat: 2, value: 3 }],
    });
    expect(at(swapped, 3)).toEqual({
      card: 'john-hawkins',
      faceUp: false,
      controller: 1,
      doubloons: [{ seat: 1, value: 2 }],
    });
  });
});

describe('Francis Drake', () => {
  it('swaps with any pirate; Drake stays yours and the other keeps its controller (or none)', () => {
    const { state } = revealing({
      ring: [mine('francis-drake'), 'john-hawkins', 'mary-read', 'charles-vane'],
    });
    expect(ofType(state, 0, 'target')).toHaveLength(14);
    const swapped = play(state, 0, { type: 'target', position: 4 }).state;
    expect(at(swapped, 4)).toMatchObject({ card: 'francis-drake', controller: 0, faceUp: true });
    expect(at(swapped, 1)).toMatchObject({ card: 'charles-vane', controller: null });
  });
});

describe('Alonzo Bosco', () => {
  it('takes control of an adjacent pirate without looking; the doubloons on it stay', () => {
    const { state } = revealing({
      ring: [mine('alonzo-bosco'), { card: 'john-hawkins', controller: 1, doubloons: [[1, 3]] }],
    });
    const done = play(state, 0, { type: 'target', position: 2 });
    expect(at(done.state, 2)).toMatchObject({ controller: 0, doubloons: [{ seat: 1, value: 3 }] });
    expect(done.state.seen[0]).not.toContain('john-hawkins');
    expect(done.events.some((e) => e.type === 'peeked')).toBe(false);
  });
});

describe('Augustin Blanco', () => {
  const ring = (theirs: number): SlotSpec[] => [
    mine('augustin-blanco'),
    { card: 'mary-read', controller: 0, doubloons: [[0, 2]] },
    { card: 'john-hawkins', controller: 1, doubloons: [[1, theirs]] },
  ];
  it('moves one of your doubloons to an adjacent pirate and takes control, counting every doubloon, without looking', () => {
    const { state } = revealing({ ring: ring(1) });
    const done = play(state, 0, { type: 'moveDoubloon', from: 2, value: 2, to: 3 });
    expect(at(done.state, 2).doubloons).toEqual([]);
    expect(at(done.state, 3)).toMatchObject({ controller: 0 });
    expect(done.state.seen[0]).not.toContain('john-hawkins');
  });
  it('does not take control when the controller’s doubloons still match or beat yours', () => {
    const { state } = revealing({ ring: ring(2) });
    const done = play(state, 0, { type: 'moveDoubloon', from: 2, value: 2, to: 3 });
    expect(at(done.state, 3).controller).toBe(1);
  });
});

describe('Cabeza de Perro', () => {
  it('discards another player’s doubloon next to him; you take control if your doubloons now beat the controller’s', () => {
    const { state } = revealing({
      ring: [
        mine('cabeza-de-perro'),
        {
          card: 'john-hawkins',
          controller: 1,
          doubloons: [
            [1, 2],
            [0, 1],
            [2, 1],
          ],
        },
      ],
    });
    expect(ofType(state, 0, 'discardDoubloon')).toEqual([
      { type: 'discardDoubloon', position: 2, owner: 1, value: 2 },
      { type: 'discardDoubloon', position: 2, owner: 2, value: 1 },
    ]);
    const done = play(state, 0, { type: 'discardDoubloon', position: 2, owner: 1, value: 2 });
    expect(at(done.state, 2)).toMatchObject({
      controller: 0,
      doubloons: [
        { seat: 0, value: 1 },
        { seat: 2, value: 1 },
      ],
    });
    expect(done.state.seen[0]).not.toContain('john-hawkins');
  });
});

describe('looking skills: Lope de Aguirre, Amaro Pargo, Diabolito', () => {
  const ring = [
    'john-hawkins', // English back
    'laurens-de-graaf', // English back, Spanish front
    'jacquotte', // French
    'alonzo-bosco', // Spanish
    { card: 'mary-read', controller: 3 }, // English, the captain's
    { card: 'charles-vane', faceUp: true }, // face up: nothing to look at
  ] as const;
  it.each([
    ['lope-de-aguirre', [2, 3, 6]],
    ['amaro-pargo', [4, 5]],
    ['diabolito', [6]],
  ] as const)('%s offers peeks at positions %j', (skilled, positions) => {
    const { state } = revealing({ ring: [mine(skilled), ...ring], gapsElsewhere: true });
    expect(ofType(state, 0, 'peek').map((a) => a.position)).toEqual(positions);
  });
  it('the look goes to the looker alone; the others learn only where', () => {
    const { state } = revealing({ ring: [mine('lope-de-aguirre'), 'john-hawkins'] });
    const done = play(state, 0, { type: 'peek', position: 2 });
    expect(eventsFor(done.events, 0)).toContainEqual({
      type: 'peeked',
      seat: 0,
      position: 2,
      pirate: 'john-hawkins',
      to: 0,
    });
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      expect(JSON.stringify(eventsFor(done.events, viewer))).not.toContain('john-hawkins');
      expect(eventsFor(done.events, viewer)).toContainEqual({
        type: 'peeked',
        seat: 0,
        position: 2,
        to: 'all',
      });
    }
  });
});

describe('Jean Lafitte and Emanuel Wynn', () => {
  it('Lafitte turns another pirate face down, and its controller may reveal it again later', () => {
    const { state } = revealing({
      ring: [mine('jean-lafitte'), { card: 'francis-drake', controller: 1, faceUp: true }],
    });
    const done = play(state, 0, { type: 'target', position: 2 }).state;
    expect(at(done, 2).faceUp).toBe(false);
    const seat1 = playAll(done, [
      [0, { type: 'bribe', position: 5, value: 1 }],
      [0, { type: 'skipPeek' }],
    ]).state;
    expect(seat1.turn.seat).toBe(1);
    expect(ofType(seat1, 1, 'reveal')).toEqual([{ type: 'reveal', position: 2 }]);
  });
  it('Wynn turns a face-down pirate face up without triggering its skill', () => {
    const { state } = revealing({
      ring: [mine('emanuel-wynn'), { card: 'calico-jack', controller: 1 }, 'john-hawkins'],
    });
    const done = play(state, 0, { type: 'target', position: 2 });
    expect(at(done.state, 2)).toMatchObject({ faceUp: true, card: 'calico-jack' });
    expect(done.state.prompt).toBeNull();
    expect(done.state.killed).toEqual([]);
    expect(done.events).toContainEqual({
      type: 'revealed',
      seat: 0,
      position: 2,
      pirate: 'calico-jack',
      // The log tells it as Wynn's doing, not as seat 0 revealing a pirate of seat 1.
      cause: 'skill',
      source: 'emanuel-wynn',
      to: 'all',
    });
  });
});

describe('Laurens de Graaf', () => {
  it('counts as English face down and as Spanish once face up', () => {
    expect([flagOf('laurens-de-graaf', false), flagOf('laurens-de-graaf', true)]).toEqual([
      'english',
      'spanish',
    ]);
  });
  it('the player with the most English pirates must kill one of them', () => {
    const { state } = revealing({
      ring: [
        mine('laurens-de-graaf'),
        { card: 'john-hawkins', controller: 1 },
        { card: 'mary-read', controller: 1 },
        { card: 'charles-vane', controller: 2 },
        { card: 'jacquotte', controller: 1 },
      ],
    });
    expect(state.prompt).toEqual({ kind: 'sacrifice', seat: 1, killer: 0 });
    expect(legal(state, 1)).toEqual([
      { type: 'target', position: 2 },
      { type: 'target', position: 3 },
    ]);
    const done = play(state, 1, { type: 'target', position: 3 }).state;
    expect(at(done, 3).card).toBeNull();
    expect(done.killed).toEqual(['mary-read']);
  });
  it('on a tie, the revealer chooses which player', () => {
    const { state } = revealing({
      ring: [
        mine('laurens-de-graaf'),
        { card: 'john-hawkins', controller: 1 },
        { card: 'mary-read', controller: 2 },
      ],
    });
    expect(legal(state, 0)).toEqual([
      { type: 'chooseVictim', seat: 1 },
      { type: 'chooseVictim', seat: 2 },
    ]);
    const chosen = play(state, 0, { type: 'chooseVictim', seat: 2 }).state;
    expect(legal(chosen, 2)).toEqual([{ type: 'target', position: 3 }]);
  });
});

describe('Michel de Grammont', () => {
  it('counts as French face down and English face up', () => {
    expect([flagOf('michel-de-grammont', false), flagOf('michel-de-grammont', true)]).toEqual([
      'french',
      'english',
    ]);
  });
  it('kills a face-up adjacent pirate only', () => {
    const { state } = revealing({
      ring: [
        mine('michel-de-grammont'),
        { card: 'john-hawkins', faceUp: true },
        'mary-read',
        'charles-vane',
        'calico-jack',
        'jacquotte',
        'amaro-pargo',
        'diabolito',
        'alonzo-bosco',
        'anne-bonny',
        'jean-lafitte',
        'emanuel-wynn',
        'william-hawkins',
        'francis-drake',
        'eustace-the-monk',
      ],
    });
    expect(legal(state, 0)).toEqual([{ type: 'target', position: 2 }]);
    expect(play(state, 0, { type: 'target', position: 2 }).state.killed).toEqual(['john-hawkins']);
  });
});

describe('Calico Jack', () => {
  it('kills an adjacent pirate, then goes with the killed pirates himself', () => {
    const { state } = revealing({
      ring: [mine('calico-jack'), { card: 'john-hawkins', controller: 2, doubloons: [[2, 3]] }],
    });
    const done = play(state, 0, { type: 'target', position: 2 }).state;
    expect(done.killed).toEqual(['john-hawkins', 'calico-jack']);
    expect(at(done, 1).card).toBeNull();
    expect(at(done, 2)).toEqual({ card: null, faceUp: false, controller: null, doubloons: [] });
  });
});

describe('Long John Silver', () => {
  const showdown = (scenario: 'treasure-island' | 'tortuga') =>
    table({
      phase: 'showdown',
      scenario,
      hands: [[], [], [], []],
      seen: [[0, 'long-john-silver']],
      ring: [
        mine('long-john-silver'),
        { card: 'john-hawkins', controller: 0 },
        'mary-read',
        'charles-vane',
        'jacquotte',
      ],
    });
  it('in the Showdown, right after a shot, takes the bullet back, which may be fired again', () => {
    const shot = play(showdown('treasure-island'), 0, { type: 'shoot', from: 2, to: 3 }).state;
    expect(shot.bullets[0]).toBe('fired');
    const back = play(shot, 0, { type: 'reveal', position: 1 });
    expect(back.state.bullets[0]).toBe('held');
    expect(back.events).toContainEqual({ type: 'bulletRecovered', seat: 0, to: 'all' });
    expect(ofType(back.state, 0, 'shoot').length).toBeGreaterThan(0);
  });
  it('cannot take back a bullet Tortuga still holds', () => {
    const state = showdown('tortuga');
    const { state: after } = play({ ...state, bullets: ['confiscated', 'held', 'held', 'held'] }, 0, {
      type: 'reveal',
      position: 1,
    });
    expect(after.bullets[0]).toBe('confiscated');
  });
});

describe('roles that change once face up', () => {
  it.each([
    ['john-flint', 'buccaneer', 'phantom'],
    ['william-ghost', 'helmsman', 'phantom'],
    ['richard-hawkins', 'bosun', 'buccaneer'],
  ] as const)('%s is a %s face down and not once face up (%s)', (id, back, front) => {
    expect(roleOf(id, false)).toBe(back);
    expect(roleOf(id, true)).toBe(front);
  });
});

export type { FifteenMenState };

describe('the turn after a bribe', () => {
  // Michel de Grammont (a "Reveal…" skill) and Jacques Tavernier (none) share a back: the others cannot tell them
  // apart, so whether the turn goes on must not depend on which of them seat 0 holds.
  it.each(['michel-de-grammont', 'jacques-tavernier'] as const)(
    'waits for seat 0 to reveal or end it while it holds a face-down %s, whatever the card',
    (pirate) => {
      const start = table({
        ring: [mine(pirate), 'john-hawkins'],
        seen: [[0, pirate]],
        hands: [[1], [1], [1], [1]],
      });
      const bribed = play(start, 0, { type: 'bribe', position: 2, value: 1 });
      const after = play(bribed.state, 0, { type: 'skipPeek' });
      expect(after.state.turn).toMatchObject({ seat: 0, acted: true });
      expect(eventsFor(after.events, 'spectator').map((e) => e.type)).not.toContain('turnStarted');
      expect(legal(after.state, 0)).toContainEqual({ type: 'endTurn' });
      const ended = play(after.state, 0, { type: 'endTurn' });
      expect(ended.state.turn.seat).toBe(1);
    },
  );
  it('ends by itself once seat 0 holds no face-down pirate from before its turn', () => {
    const start = table({ ring: ['john-hawkins', 'mary-read'], hands: [[1], [1], [1], [1]] });
    const bribed = play(start, 0, { type: 'bribe', position: 1, value: 1 });
    const after = play(bribed.state, 0, { type: 'skipPeek' });
    expect(after.state.turn.seat).toBe(1);
  });
});
