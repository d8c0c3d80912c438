// The command phase: buying, acquisitions in order, recruiting, command bonuses; the tracks' locks and gains.
import { captainsWar } from './index';
import { ACQUISITIONS } from './sheet';
import { chest, eventsOf, play, playAll, table, withCaptains } from './test-kit';
import type { Captain, CaptainsWarState } from './types';

const commandTable = (patches: ReadonlyArray<Partial<Captain>>, seats = 3): CaptainsWarState =>
  withCaptains(table(seats, { phase: 'command', dice: null }), patches);
const legal = (state: CaptainsWarState, seat: number) => captainsWar.legalActions(state, seat);
describe('buying resources', () => {
  it('turns 3 GP into 1 resource of one’s choice, as often as gold allows', () => {
    const { state } = playAll(commandTable([{ gold: 7 }]), [
      [0, { type: 'buy', resource: 'pearl' }],
      [0, { type: 'buy', resource: 'gem' }],
    ]);
    expect(state.captains[0]).toMatchObject({ gold: 1, chest: chest(1, 0, 1, 0) });
    expect(legal(state, 0).some((a) => a.type === 'buy')).toBe(false);
  });
});

describe('acquisitions', () => {
  it('are made in printed order at printed costs and RP', () => {
    expect(ACQUISITIONS.attributes.map((a) => [a.name, a.rp])).toEqual([
      ['Parrot', 2],
      ["Captain's hat", 3],
      ['Hook', 6],
      ['Boots', 8],
    ]);
    expect(ACQUISITIONS.boats.map((a) => [a.name, a.rp])).toEqual([
      ['Raft', 1],
      ['Rowing boat', 4],
      ['Sailing ship', 5],
      ['Galleon', 7],
    ]);
    expect(ACQUISITIONS.boats[0]?.cost).toEqual(chest(0, 1, 1, 1));
    expect(ACQUISITIONS.attributes[3]?.cost).toEqual(chest(2, 1, 1, 1));
  });
  it('needs the previous one of its line: a raft before a real ship', () => {
    const state = commandTable([{ chest: chest(5, 5, 5, 5) }]);
    const { state: after, events } = play(state, 0, { type: 'acquire', line: 'boats' });
    expect(after.captains[0]?.acquired.boats).toBe(1);
    expect(after.captains[0]?.chest).toEqual(chest(5, 4, 4, 4));
    expect(eventsOf(events, 'acquired')[0]).toMatchObject({ name: 'Raft', rp: 1 });
  });
  it('allows only one acquisition per turn', () => {
    const { state } = play(commandTable([{ chest: chest(5, 5, 5, 5) }]), 0, {
      type: 'acquire',
      line: 'boats',
    });
    expect(legal(state, 0).some((a) => a.type === 'acquire')).toBe(false);
    expect(captainsWar.apply(state, 0, { type: 'acquire', line: 'attributes', joker: 'gem' }).ok).toBe(false);
  });
  it('pays a joker with the resource its buyer names', () => {
    const state = commandTable([{ chest: chest(1, 1, 0, 1) }]);
    expect(legal(state, 0).filter((a) => a.type === 'acquire')).toEqual([
      { type: 'acquire', line: 'attributes', joker: 'barrel' },
    ]);
    const { state: after } = play(state, 0, { type: 'acquire', line: 'attributes', joker: 'barrel' });
    expect(after.captains[0]?.chest).toEqual(chest(0, 0, 0, 0));
  });
  it('is not offered without the resources (buy them first)', () => {
    const state = commandTable([{ chest: chest(0, 1, 1, 0), gold: 3 }]);
    expect(legal(state, 0).some((a) => a.type === 'acquire')).toBe(false);
    const { state: after } = playAll(state, [
      [0, { type: 'buy', resource: 'barrel' }],
      [0, { type: 'acquire', line: 'boats' }],
    ]);
    expect(after.captains[0]?.acquired.boats).toBe(1);
  });
});

describe('recruiting', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
  ])('a Strength %i Pirate costs %i GP', (strength, cost) => {
    const state = commandTable([{ gold: 10 }]);
    const { state: after } = play(state, 0, { type: 'recruit', strength });
    expect(after.captains[0]?.gold).toBe(10 - cost);
    expect(after.captains[0]?.crew[strength - 1]).toBe(strength <= 3 ? 2 : 1);
  });
  it('stops when a Strength line of the sheet is full', () => {
    const state = commandTable([{ gold: 20, crewCircled: [1, 1, 1, 0, 0, 3] }]);
    expect(legal(state, 0).some((a) => a.type === 'recruit' && a.strength === 6)).toBe(false);
  });
});

describe('command bonuses', () => {
  const nearlyAll = { acquired: { attributes: 3, boats: 0 }, chest: chest(2, 1, 1, 1) };
  it('give 6 RP to the first to complete a line and 3 RP to later ones, announced once all are done', () => {
    let state = commandTable([nearlyAll, {}, nearlyAll]);
    state = playAll(state, [
      [0, { type: 'acquire', line: 'attributes' }],
      [0, { type: 'endCommand' }],
    ]).state;
    expect(state.captains[0]?.commandBonus.attributes).toBe(0);
    const done = playAll(state, [
      [1, { type: 'endCommand' }],
      [2, { type: 'endCommand' }],
    ]);
    expect(done.state.captains[0]?.commandBonus.attributes).toBe(6);
    expect(eventsOf(done.events, 'commandBonus')).toEqual([
      { type: 'commandBonus', captain: 0, line: 'attributes', rp: 6, to: 'all' },
    ]);
    // Later, captain 2 completes the same line and gets the lower bonus.
    const later = commandTable([{}, {}, nearlyAll]);
    const laterState = { ...later, firstCommandBonusTaken: { attributes: true, boats: false } };
    const after = playAll(laterState, [
      [2, { type: 'acquire', line: 'attributes' }],
      [0, { type: 'endCommand' }],
      [1, { type: 'endCommand' }],
      [2, { type: 'endCommand' }],
    ]);
    expect(after.state.captains[2]?.commandBonus.attributes).toBe(3);
  });
  it('give 6 RP to every captain who completes the same line in the same command phase', () => {
    const state = commandTable([nearlyAll, nearlyAll, {}]);
    const { state: after } = playAll(state, [
      [0, { type: 'acquire', line: 'attributes' }],
      [1, { type: 'acquire', line: 'attributes' }],
      [0, { type: 'endCommand' }],
      [1, { type: 'endCommand' }],
      [2, { type: 'endCommand' }],
    ]);
    expect(after.captains.map((c) => c.commandBonus.attributes)).toEqual([6, 6, 0]);
  });
  it('end the game at the end of the turn once a captain has a second one (Alexander acquires the last boat)', () => {
    const alexander = {
      acquired: { attributes: 4, boats: 3 },
      commandBonus: { attributes: 6, boats: 0 },
      chest: chest(2, 1, 0, 1),
    };
    const state = commandTable([alexander]);
    const { state: after } = playAll(state, [
      [0, { type: 'acquire', line: 'boats' }],
      [0, { type: 'endCommand' }],
      [1, { type: 'endCommand' }],
      [2, { type: 'endCommand' }],
    ]);
    expect(after.captains[0]?.commandBonus.boats).toBe(6);
    expect(after.endReason).toBe('secondCommandBonus');
    // The turn still finishes: the boarding phase comes first.
    expect(after.phase).toBe('attack');
    const { state: over } = play(after, 0, { type: 'holdFire' });
    expect(over.phase).toBe('over');
    expect(captainsWar.outcome(over)?.reason).toBe('secondCommandBonus');
  });
});

describe('the red-circle tracks', () => {
  it('Marie fills the 3rd and 4th Attribute circles and gains 3 GP and a Strength 3 Pirate (printed example)', () => {
    const marie = { track: { attributes: 2, boats: 0 }, acquired: { attributes: 1, boats: 0 }, gold: 0 };
    const state = withCaptains(
      table(3, {
        phase: 'loot',
        dice: [
          { die: 'yellow', gold: 1 },
          { die: 'blue', resource: 'pearl', count: 1 },
          { die: 'blue', resource: 'pearl', count: 1 },
          { die: 'blue', resource: 'pearl', count: 1 },
          { die: 'red', track: 'attributes' },
          { die: 'black', strength: 1 },
        ],
      }),
      [marie],
    );
    const { state: after } = play(state, 0, { type: 'pick', die: 4 });
    expect(after.captains[0]?.track.attributes).toBe(4);
    expect(after.captains[0]?.gold).toBe(3);
    expect(after.captains[0]?.crew).toEqual([1, 1, 2, 0, 0, 0]);
  });
  it('cannot pass a lock before the facing acquisition: no 4th Boat circle without a raft', () => {
    const state = withCaptains(
      table(3, {
        phase: 'reward',
        boarding: { attacker: 0, defender: 1, drafts: [[3], []], locked: [true, true], winner: 0 },
      }),
      [{ track: { attributes: 0, boats: 3 } }],
    );
    expect(legal(state, 0)).toEqual([
      { type: 'reward', reward: 'gold' },
      { type: 'reward', reward: 'attributes' },
    ]);
    const rafted = withCaptains(state, [
      { track: { attributes: 0, boats: 3 }, acquired: { attributes: 0, boats: 1 } },
    ]);
    const { state: after } = play(rafted, 0, { type: 'reward', reward: 'boats' });
    expect(after.captains[0]?.track.boats).toBe(5);
  });
});
