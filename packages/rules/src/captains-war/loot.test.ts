// Setup and the loot phase: dice faces as printed, the set-aside die, picks and their gains.
import { captainsWar } from './index';
import { LOOT_DICE } from './dice';
import { SHEET } from './sheet';
import { blue, chest, eventsOf, faces, play, playAll, table, withCaptains } from './test-kit';
import type { CaptainsWarState } from './types';

const lootTable = (
  seats: number,
  dice = faces(4, [blue('pearl'), blue('joker'), blue('gem', 2)], 'boats', 5),
) => table(seats, { phase: 'loot', dice, setAside: 5 });

describe('setup', () => {
  it.each([
    [3, [3, 3, 3]],
    [4, [3, 3, 3, 4]],
    [5, [3, 3, 3, 4, 5]],
    [6, [3, 3, 3, 4, 5, 6]],
  ])('with %i players the 4th, 5th and 6th circle 1, 2 and 3 extra GP', (seats, gold) => {
    expect(table(seats).captains.map((c) => c.gold)).toEqual(gold);
  });
  it('starts every captain with 3 Pirates of Strength 1, 2 and 3 and an empty chest', () => {
    for (const c of table(4).captains) {
      expect(c.crew).toEqual([1, 1, 1, 0, 0, 0]);
      expect(c.chest).toEqual([0, 0, 0, 0]);
    }
  });
  it('refuses impossible player counts and bad options', () => {
    expect(() => captainsWar.setup({ seats: 7, seed: 'x' })).toThrow(RangeError);
    expect(() => captainsWar.setup({ seats: 0, seed: 'x' })).toThrow(RangeError);
    expect(captainsWar.parseOptions({ legendaryCaptain: 'nobody' }).ok).toBe(false);
    expect(captainsWar.parseOptions({ armsMaster: 'x' }).ok).toBe(false);
    expect(captainsWar.parseOptions({}).ok).toBe(true);
  });
  it('the first active player is seat 0 and only it may roll', () => {
    const state = table(3);
    expect(captainsWar.awaiting(state)).toEqual([0]);
    expect(captainsWar.legalActions(state, 0)).toEqual([{ type: 'roll' }]);
    expect(captainsWar.legalActions(state, 1)).toEqual([]);
  });
});

describe('the loot dice', () => {
  it('have the printed faces: yellow 1–6 GP, blue pearl/wood/gem/barrel/joker/double, red 3 skulls 3 anchors, black 1–6', () => {
    const [yellow, b1, b2, b3, red, black] = LOOT_DICE;
    expect(yellow?.map((f) => (f.die === 'yellow' ? f.gold : 0))).toEqual([1, 2, 3, 4, 5, 6]);
    const doubles = [b1, b2, b3].map((d) => d?.find((f) => f.die === 'blue' && f.count === 2));
    expect(doubles).toEqual([blue('barrel', 2), blue('wood', 2), blue('gem', 2)]);
    for (const d of [b1, b2, b3]) {
      expect(d?.slice(0, 5)).toEqual([
        blue('pearl'),
        blue('wood'),
        blue('gem'),
        blue('barrel'),
        blue('joker'),
      ]);
    }
    expect(red?.filter((f) => f.die === 'red' && f.track === 'attributes')).toHaveLength(3);
    expect(red?.filter((f) => f.die === 'red' && f.track === 'boats')).toHaveLength(3);
    expect(black?.map((f) => (f.die === 'black' ? f.strength : 0))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('are rolled by the server’s PRNG on the active player’s roll, and the roll is told to everyone', () => {
    const { state, events } = play(table(3), 0, { type: 'roll' });
    expect(state.dice).toHaveLength(6);
    expect(state.phase).toBe('setAside');
    expect(eventsOf(events, 'diceRolled')[0]).toMatchObject({ to: 'all', faces: state.dice });
  });
});

describe('the loot phase', () => {
  it('lets the active player set one die aside, which only they may then pick', () => {
    const rolled = table(3, { phase: 'setAside', dice: lootTable(3).dice });
    expect(captainsWar.legalActions(rolled, 1)).toEqual([]);
    const { state } = play(rolled, 0, { type: 'setAside', die: 5 });
    expect(state.phase).toBe('loot');
    const others = captainsWar.legalActions(state, 1);
    expect(others.some((a) => a.type === 'pick' && a.die === 5)).toBe(false);
    expect(captainsWar.legalActions(state, 0).some((a) => a.type === 'pick' && a.die === 5)).toBe(true);
    expect(captainsWar.apply(state, 1, { type: 'pick', die: 5 }).ok).toBe(false);
  });
  it('lets several players pick the same die, each picking two different dice', () => {
    const { state } = playAll(lootTable(3), [
      [0, { type: 'pick', die: 0 }],
      [1, { type: 'pick', die: 0 }],
      [2, { type: 'pick', die: 0 }],
    ]);
    expect(state.captains.map((c) => c.gold)).toEqual([7, 7, 7]);
    expect(captainsWar.legalActions(state, 0).some((a) => a.type === 'pick' && a.die === 0)).toBe(false);
  });
  it('waits for every player’s two picks, then opens the command phase', () => {
    let state: CaptainsWarState = lootTable(3);
    for (const seat of [0, 1, 2]) {
      expect(captainsWar.awaiting(state)).toContain(seat);
      state = playAll(state, [
        [seat, { type: 'pick', die: 0 }],
        [seat, { type: 'pick', die: 1 }],
      ]).state;
    }
    expect(state.phase).toBe('command');
    expect(captainsWar.awaiting(state)).toEqual([0, 1, 2]);
  });
  it('gives each face its printed gain: GP, a resource, two of a double, a Pirate', () => {
    const { state } = playAll(lootTable(3), [
      [0, { type: 'pick', die: 3 }],
      [0, { type: 'pick', die: 5 }],
      [1, { type: 'pick', die: 1 }],
    ]);
    expect(state.captains[0]?.chest).toEqual(chest(0, 0, 2, 0));
    expect(state.captains[0]?.crew).toEqual([1, 1, 1, 0, 1, 0]);
    expect(state.captains[1]?.chest).toEqual(chest(1, 0, 0, 0));
  });
  it('makes the joker taker name the resource, and refuses a joker without one', () => {
    const state = lootTable(3);
    const jokerPicks = captainsWar.legalActions(state, 1).filter((a) => a.type === 'pick' && a.die === 2);
    expect(jokerPicks).toHaveLength(4);
    expect(captainsWar.apply(state, 1, { type: 'pick', die: 2 }).ok).toBe(false);
    const { state: after } = play(state, 1, { type: 'pick', die: 2, joker: 'barrel' });
    expect(after.captains[1]?.chest).toEqual(chest(0, 0, 0, 1));
  });
  it('fills up to 2 red circles on the red face’s track, top to bottom, stopped by a lock', () => {
    // Boat track: the raft lock stands before circle 4.
    const state = withCaptains(lootTable(3), [{ track: { attributes: 0, boats: 2 } }]);
    const { state: after, events } = play(state, 0, { type: 'pick', die: 4 });
    expect(after.captains[0]?.track.boats).toBe(3);
    expect(eventsOf(events, 'trackFilled').map((e) => e.circle)).toEqual([3]);
  });
  it('loses what does not fit on the sheet, and circling the last GP triggers the end of the game', () => {
    const state = withCaptains(lootTable(3), [{ goldCircled: SHEET.goldCircles - 2 }]);
    const { state: after, events } = play(state, 0, { type: 'pick', die: 0 });
    expect(after.captains[0]?.gold).toBe(5);
    expect(eventsOf(events, 'gainLost')[0]?.gain).toEqual({ kind: 'gold', amount: 2 });
    expect(after.endReason).toBe('lastGold');
    expect(after.phase).toBe('loot');
  });
});
