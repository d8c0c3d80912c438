// Final scoring, with the rulebook's printed examples as tests.
import { attacksInitiatedRp, BOAT_TRACK_FULL_RP } from './sheet';
import { boatTrackRp, compareCrews, finalResult, navalBattle, podium } from './scoring';
import { captain, crew } from './test-kit';

describe('Attribute track podium', () => {
  it('scores 8, 6, 6 and 1 circles as 12, 7, 7 and 3 RP (printed example)', () => {
    expect(podium([8, 6, 6, 1], [12, 7, 3])).toEqual([12, 7, 7, 3]);
  });
  it('gives nothing to a captain with no circle, even in third place', () => {
    expect(podium([5, 2, 0], [12, 7, 3])).toEqual([12, 7, 0]);
  });
  it('gives nothing beyond the third step', () => {
    expect(podium([9, 8, 7, 6], [12, 7, 3])).toEqual([12, 7, 3, 0]);
  });
});

describe('Boat track', () => {
  it('scores the first circle still visible: David fills 6 circles and wins 6 RP (printed example)', () => {
    expect(boatTrackRp(6)).toBe(6);
  });
  it('scores 0 for an empty track and 15 for a full one', () => {
    expect(boatTrackRp(0)).toBe(0);
    expect(boatTrackRp(12)).toBe(BOAT_TRACK_FULL_RP);
    expect(BOAT_TRACK_FULL_RP).toBe(15);
  });
});

describe('Attacks initiated', () => {
  it.each([
    [0, -5],
    [1, -5],
    [2, 0],
    [3, 7],
    [5, 7],
  ])('%i attacks initiated → %i RP (printed table)', (attacks, rp) => {
    expect(attacksInitiatedRp(attacks)).toBe(rp);
  });
});

describe('Naval battle', () => {
  it('Mary 24, Sebastian 20 and Manuel 20: Strength after Strength, Sebastian is 2nd and Manuel 3rd (printed example)', () => {
    const mary = captain({ crew: crew(6, 6, 5, 4, 3) });
    const sebastian = captain({ crew: crew(6, 5, 5, 4) });
    const manuel = captain({ crew: crew(6, 5, 4, 3, 2) });
    const battle = navalBattle([mary, sebastian, manuel], [15, 7, 5]);
    expect(battle.strengths).toEqual([24, 20, 20]);
    expect(battle.ranks).toEqual([1, 2, 3]);
    expect(battle.warBonus).toEqual([15, 7, 5]);
  });
  it('gives the same war bonus to exactly identical crews', () => {
    const a = captain({ crew: crew(5, 3) });
    const b = captain({ crew: crew(5, 3) });
    const c = captain({ crew: crew(4) });
    expect(navalBattle([a, b, c], [15, 7, 5]).warBonus).toEqual([15, 15, 7]);
  });
  it('gives no war bonus to a captain without Pirates', () => {
    expect(navalBattle([captain({ crew: crew(1) }), captain({ crew: crew() })], [15, 7]).warBonus).toEqual([
      15, 0,
    ]);
  });
  it('compares crews by total first, then Strength by Strength', () => {
    expect(compareCrews([6, 1], [4, 4])).toBeGreaterThan(0);
    expect(compareCrews([6, 2], [4, 4])).toBeLessThan(0);
    expect(compareCrews([4, 4], [6, 2])).toBeGreaterThan(0);
    expect(compareCrews([3, 2], [3, 2])).toBe(0);
  });
});

describe('Final score', () => {
  it('adds acquisitions, both tracks, attacks initiated, war bonus and command bonuses; GP and resources score nothing', () => {
    const rich = captain({
      gold: 30,
      chest: [5, 5, 5, 5],
      acquired: { attributes: 2, boats: 1 },
      track: { attributes: 4, boats: 6 },
      commandBonus: { attributes: 0, boats: 0 },
      crew: crew(6),
    });
    const poor = captain({ gold: 0, crew: crew(1), track: { attributes: 2, boats: 0 } });
    const other = captain({ crew: crew(), track: { attributes: 0, boats: 0 } });
    const result = finalResult('table', [rich, poor, other], 'lastGold', false);
    const [a, b, c] = result.scores;
    // Parrot 2 + hat 3 + raft 1; Attribute 1st 12; Boat 6; no attacks −5; naval 1st 15.
    expect(a).toMatchObject({
      acquisitions: 6,
      attributeTrack: 12,
      boatTrack: 6,
      attacksInitiated: -5,
      warBonus: 15,
      total: 34,
    });
    expect(b).toMatchObject({
      acquisitions: 0,
      attributeTrack: 7,
      boatTrack: 0,
      attacksInitiated: -5,
      warBonus: 7,
      total: 9,
    });
    expect(c).toMatchObject({ attributeTrack: 0, warBonus: 0, total: -5, rank: 3 });
  });
  it('keeps the count of attacks initiated beside their RP (two attacks score 0)', () => {
    const attack = { turn: 1, opponent: 1, role: 'attacker' as const, mine: [3], theirs: [2], won: true };
    const defence = { ...attack, role: 'defender' as const };
    const twice = captain({ chart: [attack, attack, defence] });
    const [a, b] = finalResult('duel', [twice, captain({ chart: [defence] })], 'fiveBattles', false).scores;
    expect([a?.attacks, a?.attacksInitiated]).toEqual([2, 0]);
    expect([b?.attacks, b?.attacksInitiated]).toEqual([0, -5]);
  });
  it('breaks a tie on RP by the naval battle ranking, and shares a tie that remains', () => {
    // Duel: A wins the naval battle (15 vs 7), B wins the Boat podium (15 vs 7): both total 17.
    const a = captain({ crew: crew(5), track: { attributes: 0, boats: 1 } });
    const b = captain({ crew: crew(4), track: { attributes: 0, boats: 2 } });
    const result = finalResult('duel', [a, b], 'lastGold', false);
    expect(result.scores.map((s) => s.total)).toEqual([17, 17]);
    expect(result.scores.map((s) => s.rank)).toEqual([1, 2]);
    const twins = finalResult(
      'duel',
      [captain({ crew: crew(5) }), captain({ crew: crew(5) })],
      'lastGold',
      false,
    );
    expect(twins.scores.map((s) => s.rank)).toEqual([1, 1]);
  });
  it('uses the duel podiums with two captains: Attribute 12/7, Boat 15/7, war 15/7', () => {
    const first = captain({ track: { attributes: 3, boats: 5 }, crew: crew(6) });
    const second = captain({ track: { attributes: 1, boats: 2 }, crew: crew(2) });
    const [a, b] = finalResult('duel', [first, second], 'fiveBattles', false).scores;
    expect([a?.attributeTrack, a?.boatTrack, a?.warBonus]).toEqual([12, 15, 15]);
    expect([b?.attributeTrack, b?.boatTrack, b?.warBonus]).toEqual([7, 7, 7]);
  });
  it('counts the Legend’s unused resources, 1 RP each, in solo', () => {
    const you = captain({ chest: [2, 2, 0, 0] });
    const legend = captain({ chest: [1, 0, 2, 1] });
    const [y, l] = finalResult('solo', [you, legend], 'lastGold', true).scores;
    expect(y?.leftoverResources).toBe(0);
    expect(l?.leftoverResources).toBe(4);
  });
});
