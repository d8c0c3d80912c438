// Rules meeting each other: kills answered by Gibbons, Ghost's penalty through Blackbeard, de Graaf and Flint.
import { finalCount } from './scoring';
import { at, legal, ofType, play, playAll, table, type TableSpec } from './test-kit';

const passAll = (seats: number) =>
  Array.from({ length: seats }, (_, seat) => [seat, { type: 'endTurn' }] as const);

describe('kills and their answers', () => {
  it('Gibbons may answer either of Calico Jack’s two deaths', () => {
    const state = table({
      seats: 5,
      guards: ['william-gibbons', 'mr-parrot'],
      ring: [
        { card: 'calico-jack', controller: 0 },
        { card: 'john-hawkins', controller: 4 },
      ],
      seen: [[0, 'calico-jack']],
    });
    const target = playAll(state, [
      [0, { type: 'reveal', position: 1 }],
      [0, { type: 'target', position: 2 }],
    ]).state;
    expect(target.prompt).toEqual({ kind: 'rescue', seat: 4, kill: { position: 1, killer: 0 } });
    const letGo = play(target, 4, { type: 'letDie' }).state;
    expect(letGo.prompt).toEqual({ kind: 'rescue', seat: 4, kill: { position: 0, killer: 0 } });
    const saved = play(letGo, 4, { type: 'rescue' }).state;
    expect(saved.killed).toEqual(['john-hawkins']);
    expect(at(saved, 1)).toMatchObject({ card: 'calico-jack', controller: 0, faceUp: true });
  });
  it('Ghost killed by Blackbeard goes to the player controlling Blackbeard', () => {
    const state = table({
      phase: 'showdown',
      hands: [[], [], [], []],
      gapsElsewhere: true,
      ring: [
        { card: 'blackbeard', controller: 2 },
        { card: 'william-ghost', controller: 1 },
      ],
    });
    const done = playAll(state, passAll(4)).state;
    expect(done.killed).toEqual(['william-ghost']);
    expect(done.ghostPenalty).toBe(2);
    const mutiny = finalCount(done).teams.find((t) => t.seats.includes(2));
    expect(mutiny?.lines).toContainEqual({ what: 'william-ghost-penalty', vp: -4, bonus: 0, vessel: 0 });
  });
  it('Blackbeard shooting Flint is killed by Flint’s revenge', () => {
    const state = table({
      phase: 'showdown',
      hands: [[], [], [], []],
      gapsElsewhere: true,
      ring: [
        { card: 'blackbeard', controller: 2 },
        { card: 'john-flint', controller: 1 },
      ],
    });
    const done = playAll(state, passAll(4)).state;
    expect(done.killed).toEqual(['blackbeard']);
    expect(at(done, 2)).toMatchObject({ card: 'john-flint', faceUp: true });
  });
  it('de Graaf’s sacrifice is no shot: a face-down English Flint dies', () => {
    const state = table({
      gapsElsewhere: true,
      ring: [
        { card: 'laurens-de-graaf', controller: 0 },
        { card: 'john-flint', controller: 1 },
      ],
      seen: [[0, 'laurens-de-graaf']],
    });
    const done = playAll(state, [
      [0, { type: 'reveal', position: 1 }],
      [1, { type: 'target', position: 2 }],
    ]).state;
    expect(done.killed).toEqual(['john-flint']);
  });
  it('a kill opens a gap: the pirates on either side are no longer adjacent', () => {
    const spec: TableSpec = {
      phase: 'showdown',
      hands: [[], [], [], []],
      gapsElsewhere: true,
      ring: [{ card: 'mary-read', controller: 0 }, { card: 'john-hawkins', controller: 1 }, 'charles-vane'],
    };
    const shot = play(table(spec), 0, { type: 'shoot', from: 1, to: 2 }).state;
    expect(ofType(shot, 1, 'shoot')).toEqual([]);
  });
});

describe('scenarios meeting pirates', () => {
  it('Tortuga: a bullet never bought back earns l’Olonnais nothing', () => {
    const state = table({
      scenario: 'tortuga',
      gapsElsewhere: true,
      ring: [{ card: 'francois-lolonnais', controller: 3 }],
    });
    const captains = finalCount(state).teams.find((t) => t.captainTeam);
    expect(captains?.total).toBe(1);
    const armed = { ...state, bullets: ['held', 'confiscated', 'confiscated', 'held'] as const };
    expect(finalCount(armed).teams.find((t) => t.captainTeam)?.total).toBe(1 + 10);
  });
  it('the Governor’s Daughter counts as a bribe: no forced discard while she can be bribed', () => {
    const base = table({ scenario: 'governors-daughter', hands: [[1], [1], [1], [1]] });
    const blocked = {
      ...base,
      ring: base.ring.map((slot) => ({ ...slot, controller: 1, doubloons: [{ seat: 1, value: 3 }] })),
    };
    expect(legal(blocked, 0)).toEqual([{ type: 'bribeDaughter', value: 1 }]);
  });
  it('Voodoo: the buyer resolves Silver for himself, and cannot ritual Bamba', () => {
    const state = table({
      seats: 5,
      scenario: 'voodoo',
      guards: ['mr-parrot', 'henry-morgan'],
      ring: [{ card: 'long-john-silver', controller: 2 }],
    });
    const fired = { ...state, bullets: ['fired', 'held', 'held', 'held', 'held'] as const };
    const done = play(fired, 0, { type: 'ritual', position: 1, value: 1 }).state;
    expect(done.bullets).toEqual(['held', 'held', 'held', 'held', 'held']);
    expect(at(done, 1).controller).toBe(2);
  });
});
