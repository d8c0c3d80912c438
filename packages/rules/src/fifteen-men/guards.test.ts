// The four guards in front of the captain: Bamba, William Gibbons, Henry Morgan (see showdown) and Mr Parrot.
import { eventsFor } from '../core/events';
import { at, legal, ofType, play, playAll, table, type TableSpec } from './test-kit';

const five = (spec: TableSpec) => table({ seats: 5, turn: 4, ...spec });

describe('Bamba', () => {
  const state = five({
    guards: ['bamba', 'mr-parrot'],
    ring: ['mary-read', { card: 'john-hawkins', controller: 1, doubloons: [[1, 2]] }, 'charles-vane'],
  });
  it('the captain exchanges him once, as an extra action, with a crewman who stands face up before him', () => {
    const done = play(state, 4, { type: 'exchangeBamba', position: 2 });
    expect(done.state.guards).toEqual(['mr-parrot', 'john-hawkins']);
    expect(at(done.state, 2)).toMatchObject({ card: 'bamba', faceUp: true, controller: 4 });
    expect(done.events).toContainEqual({ type: 'exchanged', position: 2, pirate: 'john-hawkins', to: 'all' });
    expect(ofType(done.state, 4, 'exchangeBamba')).toEqual([]);
    expect(ofType(done.state, 4, 'bribe').length).toBeGreaterThan(0);
  });
  it('nobody may bid on Bamba, and he may shoot and be shot in the Showdown', () => {
    const swapped = play(state, 4, { type: 'exchangeBamba', position: 2 }).state;
    expect(ofType(swapped, 4, 'bribe').some((a) => a.position === 2)).toBe(false);
    const showdown = { ...swapped, phase: 'showdown' as const, hands: swapped.hands.map(() => []) };
    expect(ofType(showdown, 4, 'shoot')).toEqual([
      { type: 'shoot', from: 2, to: 1 },
      { type: 'shoot', from: 2, to: 3 },
    ]);
  });
});

describe('William Gibbons', () => {
  const state = five({
    guards: ['william-gibbons', 'mr-parrot'],
    turn: 0,
    phase: 'showdown',
    hands: [[], [], [], [], []],
    ring: [
      { card: 'mary-read', controller: 0 },
      { card: 'john-hawkins', controller: 4 },
      { card: 'charles-vane', controller: 1 },
    ],
  });
  it('rescues, once per game, a pirate about to die', () => {
    const shot = play(state, 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(shot.prompt).toEqual({ kind: 'rescue', seat: 4, kill: { position: 1, killer: 0 } });
    expect(legal(shot, 4)).toEqual([{ type: 'rescue' }, { type: 'letDie' }]);
    const saved = play(shot, 4, { type: 'rescue' }).state;
    expect(at(saved, 2)).toMatchObject({ card: 'john-hawkins', controller: 4 });
    expect(saved.gibbonsUsed).toBe(true);
    const passed = play(saved, 0, { type: 'endTurn' }).state;
    const second = play(passed, 1, { type: 'shoot', from: 3, to: 2 }).state;
    expect(second.prompt).toBeNull();
    expect(second.killed).toEqual(['john-hawkins']);
  });
  it('may let the pirate die', () => {
    const done = playAll(state, [
      [0, { type: 'shoot', from: 1, to: 2 }],
      [4, { type: 'letDie' }],
    ]).state;
    expect(done.killed).toEqual(['john-hawkins']);
    expect(done.gibbonsUsed).toBe(false);
  });
});

describe('Mr Parrot', () => {
  const state = five({ guards: ['mr-parrot', 'bamba'], ring: ['mary-read', 'john-hawkins'] });
  it('at the start of each of the captain’s turns, looks at a face-down pirate, privately', () => {
    expect(ofType(state, 4, 'parrot')).toHaveLength(15);
    const looked = play(state, 4, { type: 'parrot', position: 1 });
    expect(eventsFor(looked.events, 4)).toContainEqual({
      type: 'peeked',
      seat: 4,
      position: 1,
      pirate: 'mary-read',
      to: 4,
    });
    expect(JSON.stringify(eventsFor(looked.events, 0))).not.toContain('mary-read');
    expect(ofType(looked.state, 4, 'parrot')).toEqual([]);
  });
  it('not once the corruption action is taken', () => {
    const bribed = playAll(state, [
      [4, { type: 'bribe', position: 5, value: 1 }],
      [4, { type: 'skipPeek' }],
    ]).state;
    expect(ofType(bribed, 4, 'parrot')).toEqual([]);
  });
});
