// Totalling the crews: every scoring skill, vessel bonuses, guards, Ghost's penalty and the captain's tie.
import type { CardId, VesselId } from './cards';
import { fifteenMen } from './index';
import { finalCount, scoreCrews } from './scoring';
import { table, vpOf as vp } from './test-kit';

type Crew = ReadonlyArray<CardId | [CardId, 'up']>;
const asCrew = (crew: Crew) =>
  crew.map((c) => (typeof c === 'string' ? { id: c, faceUp: false } : { id: c[0], faceUp: true }));

/** Scores the captain's crew against the mutiny's, returning the captain's total. */
function captainTotal(mine: Crew, theirs: Crew = [], vessel: VesselId = 'the-revenge', bullets = 0): number {
  const state = table({ vessel });
  const held = {
    ...state,
    bullets: state.bullets.map((_, s) =>
      (s === 3 && bullets > 0) || (s === 0 && bullets > 1) ? 'held' : 'fired',
    ) as never,
  };
  const [captains] = scoreCrews(held, [
    { seats: [3, 0], captainTeam: true, crew: asCrew(mine) },
    { seats: [1, 2], captainTeam: false, crew: asCrew(theirs) },
  ]);
  return captains?.total ?? NaN;
}

describe('scoring skills', () => {
  it.each<[string, Crew, Crew, number]>([
    ['one Hawkins brother alone gains nothing', ['john-hawkins'], [], 3],
    ['two Hawkins brothers gain +3 each', ['john-hawkins', 'william-hawkins'], [], 3 + 3 + 2 + 3],
    [
      'three Hawkins brothers gain +3 each',
      ['john-hawkins', 'william-hawkins', 'richard-hawkins'],
      [],
      3 + 2 + 2 + 9,
    ],
    ['de Lussan without a Helmsman: no bonus', ['raveneau-de-lussan', 'jean-lafitte'], [], 4 + 2],
    [
      'de Lussan with a Helmsman and a Cartographer: +4',
      ['raveneau-de-lussan', 'jean-lafitte', 'anne-bonny'],
      [],
      4 + 4 + vp('jean-lafitte') + vp('anne-bonny'),
    ],
    [
      'two pairs still give de Lussan only +4',
      ['raveneau-de-lussan', 'jean-lafitte', 'anne-bonny', 'emanuel-wynn', 'francis-drake'],
      [],
      4 + 4 + vp('jean-lafitte') + vp('anne-bonny') + vp('emanuel-wynn') + vp('francis-drake'),
    ],
    [
      'Charles Vane reads the same',
      ['charles-vane', 'amaro-pargo', 'alonzo-bosco'],
      [],
      vp('charles-vane') + 4 + vp('amaro-pargo') + vp('alonzo-bosco'),
    ],
    [
      'a face-up Ghost is no Helmsman',
      ['charles-vane', 'amaro-pargo', ['william-ghost', 'up']],
      [],
      vp('charles-vane') + vp('amaro-pargo') + vp('william-ghost'),
    ],
    [
      'Mary Read: +2 per other Bosun',
      ['mary-read', 'john-hawkins', 'charles-vane'],
      [],
      vp('mary-read') + 4 + vp('john-hawkins') + vp('charles-vane'),
    ],
    [
      'a face-up Richard Hawkins is no Bosun for Mary Read',
      ['mary-read', ['richard-hawkins', 'up']],
      [],
      1 + 2,
    ],
    [
      'Eustace: +1 per crewman beyond the fourth',
      ['eustace-the-monk', 'emanuel-wynn', 'anne-bonny', 'alonzo-bosco', 'amaro-pargo', 'diabolito'],
      [],
      vp('eustace-the-monk') +
        2 +
        vp('emanuel-wynn') +
        vp('anne-bonny') +
        vp('alonzo-bosco') +
        vp('amaro-pargo') +
        vp('diabolito'),
    ],
    [
      'Pierre le Grand: +4 with more French pirates',
      ['pierre-le-grand', 'jacquotte'],
      ['daniel-montbars'],
      vp('pierre-le-grand') + 4 + vp('jacquotte'),
    ],
    ['Pierre le Grand: nothing on a tie', ['pierre-le-grand'], ['daniel-montbars'], vp('pierre-le-grand')],
  ])('%s', (_, mine, theirs, expected) => {
    expect(captainTotal(mine, theirs)).toBe(expected);
  });
  it('l’Olonnais: +5 per bullet the team still holds, even with no target', () => {
    expect(captainTotal(['francois-lolonnais'], [], 'the-revenge', 0)).toBe(1);
    expect(captainTotal(['francois-lolonnais'], [], 'the-revenge', 2)).toBe(1 + 10);
  });
});

describe('vessels', () => {
  it.each<[VesselId, Crew, Crew, number]>([
    ['le-griffon', ['jacquotte', 'mary-read'], [], 2 + 2 + 1],
    ['golden-hind', ['jacquotte', 'mary-read'], [], 2 + 1 + 1],
    [
      'la-concepcion',
      ['alonzo-bosco', 'laurens-de-graaf', ['laurens-de-graaf', 'up']],
      [],
      vp('alonzo-bosco') + 2 + vp('laurens-de-graaf') + vp('laurens-de-graaf') + 2,
    ],
    ['san-felipe', ['alonzo-bosco'], [], vp('alonzo-bosco') + 4],
    ['san-felipe', ['alonzo-bosco'], ['amaro-pargo'], vp('alonzo-bosco')],
    ['la-trompeuse', ['michel-de-grammont'], [], vp('michel-de-grammont') + 4],
    ['royal-fortune', [['michel-de-grammont', 'up']], [], vp('michel-de-grammont') + 4],
  ])('%s', (vessel, mine, theirs, expected) => {
    expect(captainTotal(mine, theirs, vessel)).toBe(expected);
  });
});

describe('guards and the final count', () => {
  it('guards join the captain’s crew; Mr Parrot counts as every nationality; guards count for Eustace and Pierre', () => {
    const state = table({
      seats: 5,
      vessel: 'le-griffon',
      guards: ['mr-parrot', 'bamba'],
      ring: [
        { card: 'pierre-le-grand', controller: 4 },
        { card: 'eustace-the-monk', controller: 0 },
        { card: 'jacquotte', controller: 1 },
      ],
      gapsElsewhere: true,
    });
    const final = finalCount(state);
    const captains = final.teams.find((t) => t.captainTeam);
    // Pierre 1+4+2, Eustace 1+0+2, Parrot 0+2, Bamba 1 (Spanish): French 3 against 1.
    expect(captains?.total).toBe(7 + 3 + 2 + 1);
  });
  it('Ghost’s penalty counts against the team that took him', () => {
    const state = {
      ...table({ ring: [{ card: 'mary-read', controller: 1 }], gapsElsewhere: true }),
      ghostPenalty: 2,
    };
    const mutiny = finalCount(state).teams.find((t) => !t.captainTeam);
    expect(mutiny?.total).toBe(1 - 4);
  });
  it('a tie goes to the captain’s team', () => {
    const state = table({
      ring: [
        { card: 'mary-read', controller: 3 },
        { card: 'eustace-the-monk', controller: 1 },
      ],
      gapsElsewhere: true,
    });
    const final = finalCount(state);
    expect(final.teams.map((t) => t.total)).toEqual([1, 1]);
    expect(final.winners).toEqual([0, 3]);
  });
  it('3 players: each alone; a tie with the captain (seat 2) goes to the captain; the outcome ranks every seat', () => {
    const state = table({
      seats: 3,
      ring: [
        { card: 'john-hawkins', controller: 0 },
        { card: 'mary-read', controller: 1 },
        { card: 'calico-jack', controller: 2 },
      ],
      gapsElsewhere: true,
    });
    const final = finalCount(state);
    expect(final.winners).toEqual([2]);
    const outcome = fifteenMen.outcome({ ...state, phase: 'over', final });
    expect(outcome?.standings.map((s) => [s.seat, s.score, s.rank])).toEqual([
      [0, 3, 2],
      [1, 1, 3],
      [2, 3, 1],
    ]);
  });
});
