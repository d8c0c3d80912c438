// The Showdown: one round of shots at distance 1, range and immunity skills, and the end-of-Showdown shots.
import { at, legal, ofType, play, playAll, table, type TableSpec } from './test-kit';

const showdown = (spec: TableSpec) =>
  table({ phase: 'showdown', hands: [[], [], [], []], gapsElsewhere: true, ...spec });
const targetsFrom = (spec: TableSpec, from: number) =>
  ofType(showdown(spec), 0, 'shoot')
    .filter((a) => a.from === from)
    .map((a) => a.to);

describe('shots', () => {
  it('reach distance 1 only; a gap puts the next pirate at distance 2', () => {
    const ring = [
      'john-hawkins',
      null,
      { card: 'mary-read', controller: 0 },
      'charles-vane',
      'amaro-pargo',
    ] as const;
    expect(targetsFrom({ ring: [...ring] }, 3)).toEqual([4]);
  });
  it('discard the target with all its doubloons and spend the bullet', () => {
    const state = showdown({
      ring: [
        { card: 'mary-read', controller: 0 },
        { card: 'john-hawkins', controller: 1, doubloons: [[1, 3]] },
      ],
    });
    const done = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(at(done, 2)).toEqual({ card: null, faceUp: false, controller: null, doubloons: [] });
    expect(done.bullets[0]).toBe('fired');
    // Mary Read lies face down under seat 0's control: the turn waits for it, whatever her skill (public facts).
    expect(done.turn).toMatchObject({ seat: 0, acted: true });
    expect(play(done, 0, { type: 'endTurn' }).state.turn.seat).toBe(1);
  });
  it('a player who does not shoot keeps the bullet and passes; each player plays once, from the captain’s left', () => {
    const state = showdown({ ring: [{ card: 'mary-read', controller: 0 }, 'john-hawkins'] });
    expect(state.turn.seat).toBe(0);
    const passed = playAll(state, [
      [0, { type: 'endTurn' }],
      [1, { type: 'endTurn' }],
      [2, { type: 'endTurn' }],
      [3, { type: 'endTurn' }],
    ]).state;
    expect(passed.bullets[0]).toBe('held');
    expect(passed.phase).toBe('over');
  });
});

describe('range skills, usable only by a player who knows the shooter', () => {
  const tavernier = (known: boolean): TableSpec => ({
    ring: [
      { card: 'jacques-tavernier', controller: 0 },
      'john-hawkins',
      null,
      'mary-read',
      'charles-vane',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      'amaro-pargo',
      'alonzo-bosco',
      'anne-bonny',
    ],
    seen: known ? [[0, 'jacques-tavernier']] : [],
  });
  it('Jacques Tavernier shoots up to distance 3 both ways, empty positions counting', () => {
    expect(targetsFrom(tavernier(true), 1)).toEqual([2, 4, 13, 14, 15]);
  });
  it('an unknown Tavernier shoots like anyone else', () => {
    expect(targetsFrom(tavernier(false), 1)).toEqual([2, 15]);
  });
  it('Daniel Montbars shoots any face-up pirate', () => {
    const spec: TableSpec = {
      ring: [
        { card: 'daniel-montbars', controller: 0, faceUp: true },
        'john-hawkins',
        null,
        null,
        null,
        null,
        { card: 'mary-read', faceUp: true },
        'charles-vane',
      ],
    };
    expect(targetsFrom(spec, 1)).toEqual([2, 7]);
  });
  it('Jacquotte shoots the closest Buccaneer either way, face up or down; a face-up Flint is no Buccaneer', () => {
    const spec: TableSpec = {
      ring: [
        { card: 'jacquotte', controller: 0 },
        'john-hawkins',
        null,
        null,
        'blackbeard',
        null,
        null,
        null,
        null,
        null,
        null,
        { card: 'calico-jack', faceUp: true },
        null,
        { card: 'john-flint', faceUp: true },
        null,
      ],
      seen: [[0, 'jacquotte']],
    };
    expect(targetsFrom(spec, 1)).toEqual([2, 5, 12]);
  });
});

describe('immunity and revenge', () => {
  it('John Flint, when shot, turns face up, survives and kills the shooter', () => {
    const state = showdown({
      ring: [
        { card: 'mary-read', controller: 0 },
        { card: 'john-flint', controller: 2 },
      ],
    });
    const done = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(at(done, 2)).toMatchObject({ card: 'john-flint', faceUp: true, controller: 2 });
    expect(at(done, 1).card).toBeNull();
    expect(done.killed).toEqual(['mary-read']);
  });
  it('William Ghost killed by a shot goes as a penalty to the shooter’s player', () => {
    const state = showdown({
      ring: [
        { card: 'mary-read', controller: 0 },
        { card: 'william-ghost', controller: 2 },
      ],
    });
    const done = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(done.ghostPenalty).toBe(0);
  });
  it('William Ghost shooting Flint is killed by Flint: the penalty goes to Flint’s player', () => {
    const state = showdown({
      ring: [
        { card: 'william-ghost', controller: 0 },
        { card: 'john-flint', controller: 2 },
      ],
    });
    const done = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(done.killed).toEqual(['william-ghost']);
    expect(done.ghostPenalty).toBe(2);
  });
  it('William Ghost killed by an uncontrolled Flint leaves the game with no penalty', () => {
    const state = showdown({ ring: [{ card: 'william-ghost', controller: 0 }, 'john-flint'] });
    const done = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(done.killed).toEqual(['william-ghost']);
    expect(done.ghostPenalty).toBeNull();
  });
  it('Diabolito face down shrugs off a shot and turns face up; face up he dies', () => {
    const state = showdown({
      ring: [
        { card: 'mary-read', controller: 0 },
        { card: 'diabolito', controller: 2 },
      ],
    });
    const first = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(at(first, 2)).toMatchObject({ card: 'diabolito', faceUp: true });
    const again = showdown({
      ring: [
        { card: 'mary-read', controller: 0 },
        { card: 'diabolito', controller: 2, faceUp: true },
      ],
    });
    expect(play(again, 0, { type: 'shoot', from: 1, to: 2 }).state.killed).toEqual(['diabolito']);
  });
});

describe('the end of the Showdown', () => {
  const passAll = [0, 1, 2, 3].map((seat) => [seat, { type: 'endTurn' }] as const);
  it('Blackbeard turns face up and kills the closest pirate clockwise his player does not control', () => {
    const state = showdown({
      ring: [
        { card: 'blackbeard', controller: 1 },
        { card: 'mary-read', controller: 1 },
        null,
        { card: 'john-hawkins', controller: 1 },
        'charles-vane',
        { card: 'amaro-pargo', controller: 0 },
      ],
    });
    const done = playAll(state, passAll).state;
    expect(done.killed).toEqual(['charles-vane']);
    expect(at(done, 1).faceUp).toBe(true);
  });
  it('an uncontrolled Blackbeard does nothing', () => {
    const state = showdown({ ring: ['blackbeard', 'charles-vane'] });
    expect(playAll(state, passAll).state.killed).toEqual([]);
  });
  it('Henry Morgan shoots first, then Blackbeard', () => {
    const state = showdown({
      guards: ['henry-morgan', 'mr-parrot'],
      seats: 5,
      hands: [[], [], [], [], []],
      ring: [{ card: 'blackbeard', controller: 1 }, 'charles-vane', 'john-hawkins'],
    });
    const passed = playAll(
      state,
      [0, 1, 2, 3, 4].map((seat) => [seat, { type: 'endTurn' }] as const),
    ).state;
    expect(passed.prompt).toEqual({ kind: 'morgan', seat: 4 });
    expect(legal(passed, 4)).toContainEqual({ type: 'holdFire' });
    const done = play(passed, 4, { type: 'target', position: 2 }).state;
    expect(done.killed).toEqual(['charles-vane', 'john-hawkins']);
    expect(done.phase).toBe('over');
  });
});
