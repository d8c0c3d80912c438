// The scenarios: Tortuga's bullets, the Governor's Daughter's loyalist role, Voodoo rituals.
import { tortugaPrice } from './cards';
import { finalCount, teams } from './scoring';
import { at, legal, ofType, play, playAll, table } from './test-kit';

describe('Tortuga', () => {
  const state = table({ scenario: 'tortuga', hands: [[1, 2, 3], [2, 3], [1, 2], [1]] });
  it('confiscates every bullet at the start', () => {
    expect(state.bullets).toEqual(['confiscated', 'confiscated', 'confiscated', 'confiscated']);
  });
  it('sells them back at a falling price: 3, then 2, then 1', () => {
    expect([0, 1, 2, 3, 4].map(tortugaPrice)).toEqual([3, 2, 1, 1, 1]);
    expect(ofType(state, 0, 'buyBullet')).toEqual([{ type: 'buyBullet', value: 3 }]);
    const bought = play(state, 0, { type: 'buyBullet', value: 3 }).state;
    expect(bought.bullets[0]).toBe('held');
    expect(bought.hands[0]).toEqual([1, 2]);
    expect(ofType(bought, 1, 'buyBullet')).toEqual([
      { type: 'buyBullet', value: 2 },
      { type: 'buyBullet', value: 3 },
    ]);
  });
  it('buying is the turn’s corruption action: no bribe that turn, and only once per game', () => {
    const bought = play(state, 0, { type: 'buyBullet', value: 3 }).state;
    expect(bought.turn.seat).toBe(1);
    expect(ofType(bought, 0, 'buyBullet')).toEqual([]);
  });
});

describe('The Governor’s Daughter', () => {
  const state = table({ scenario: 'governors-daughter', hands: [[1, 3], [2], [1], [2]] });
  it('is bribed like a pirate, with a winning bid, as the turn’s corruption action', () => {
    const bribed = play(state, 0, { type: 'bribeDaughter', value: 1 }).state;
    expect(bribed.daughter).toEqual({ controller: 0, doubloons: [{ seat: 0, value: 1 }] });
    expect(bribed.turn.seat).toBe(1);
    expect(ofType(bribed, 1, 'bribeDaughter')).toEqual([{ type: 'bribeDaughter', value: 2 }]);
    const outbid = play(bribed, 1, { type: 'bribeDaughter', value: 2 }).state;
    expect(outbid.daughter.controller).toBe(1);
    expect(ofType(outbid, 2, 'bribeDaughter')).toEqual([]);
  });
  it('moves the Loyalist role to whoever bribed her last; the dealt loyalist then sides with the mutiny', () => {
    const bribed = play(state, 0, { type: 'bribeDaughter', value: 1 }).state;
    expect(teams({ ...bribed, daughter: { controller: 2, doubloons: [] } })).toEqual([
      { seats: [2, 3], captainTeam: true },
      { seats: [0, 1], captainTeam: false },
    ]);
    expect(finalCount({ ...bribed, daughter: { controller: 2, doubloons: [] } }).loyalist).toBe(2);
  });
  it('leaves the dealt loyalist in place when nobody bribes her, and no loyalist when the captain holds her', () => {
    expect(teams(state)[0]).toEqual({ seats: [0, 3], captainTeam: true });
    expect(teams({ ...state, daughter: { controller: 3, doubloons: [] } })[0]).toEqual({
      seats: [3],
      captainTeam: true,
    });
  });
});

describe('Voodoo', () => {
  it('a ritual costs a doubloon, turns the pirate face up and resolves its skill for the buyer', () => {
    const state = table({
      scenario: 'voodoo',
      ring: [
        { card: 'alonzo-bosco', controller: 2 },
        { card: 'john-hawkins', controller: 1, doubloons: [[1, 3]] },
      ],
    });
    expect(ofType(state, 0, 'ritual')).toHaveLength(15 * 3);
    const done = play(state, 0, { type: 'ritual', position: 1, value: 1 });
    expect(at(done.state, 1)).toMatchObject({ faceUp: true, controller: 2 });
    expect(legal(done.state, 0)).toEqual([
      { type: 'target', position: 15 },
      { type: 'target', position: 2 },
    ]);
    const taken = play(done.state, 0, { type: 'target', position: 2 }).state;
    expect(at(taken, 2).controller).toBe(0);
    expect(taken.hands[0]).toHaveLength(5);
    expect(taken.turn.seat).toBe(1);
  });
  it('a pirate without a "Reveal…" skill is only turned face up', () => {
    const state = table({ scenario: 'voodoo', ring: ['mary-read'] });
    const done = playAll(state, [[0, { type: 'ritual', position: 1, value: 2 }]]).state;
    expect(at(done, 1).faceUp).toBe(true);
    expect(done.prompt).toBeNull();
    expect(done.turn.seat).toBe(1);
  });
});
