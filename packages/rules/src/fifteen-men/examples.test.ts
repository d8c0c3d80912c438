// The rulebook's worked examples, with the same numbers.
import { scoreCrews } from './scoring';
import { eventsFor } from '../core/events';
import { at, legal, ofType, play, table } from './test-kit';

describe('the purple player’s bribing options (Corruption Phase)', () => {
  // Purple is seat 0. Pirate 1 is free; on 2 the green player has 2 against purple's 1; pirate 3 is held
  // with 1; pirate 4 is held with 5, more than purple can ever add with one doubloon.
  const state = table({
    ring: [
      'john-hawkins',
      {
        card: 'william-hawkins',
        controller: 1,
        doubloons: [
          [1, 2],
          [0, 1],
        ],
      },
      { card: 'mary-read', controller: 2, doubloons: [[2, 1]] },
      {
        card: 'charles-vane',
        controller: 1,
        doubloons: [
          [1, 2],
          [1, 3],
        ],
      },
    ],
    hands: [[1, 2, 3], [1], [1], [1]],
  });
  const valuesOn = (position: number) =>
    ofType(state, 0, 'bribe')
      .filter((a) => a.position === position)
      .map((a) => a.value);

  it.each([
    [1, [1, 2, 3]],
    [2, [2, 3]],
    [3, [2, 3]],
    [4, []],
  ])('pirate %i takes a doubloon of value %j', (position, values) => {
    expect(valuesOn(position)).toEqual(values);
  });

  it('after taking control of pirate 3, purple looks at it, then may look at pirate 2 or 4', () => {
    const bribed = play(state, 0, { type: 'bribe', position: 3, value: 2 });
    expect(at(bribed.state, 3).controller).toBe(0);
    expect(eventsFor(bribed.events, 0)).toContainEqual({
      type: 'peeked',
      seat: 0,
      position: 3,
      pirate: 'mary-read',
      to: 0,
    });
    expect(legal(bribed.state, 0)).toEqual([
      { type: 'peek', position: 2 },
      { type: 'peek', position: 4 },
      { type: 'skipPeek' },
    ]);
    const looked = play(bribed.state, 0, { type: 'peek', position: 4 });
    expect(looked.state.seen[0]).toEqual(['mary-read', 'charles-vane']);
    expect(at(looked.state, 4).faceUp).toBe(false);
  });
});

describe('the purple player who can only shoot pirate 9 (Showdown Phase)', () => {
  it('controls 6, 7 and 8, pirate 5 is dead: his only shot is at 9', () => {
    const state = table({
      phase: 'showdown',
      ring: [
        'anne-bonny',
        'alonzo-bosco',
        'lope-de-aguirre',
        'amaro-pargo',
        null,
        { card: 'john-hawkins', controller: 0 },
        { card: 'william-hawkins', controller: 0 },
        { card: 'mary-read', controller: 0 },
        'charles-vane',
      ],
      hands: [[], [], [], []],
    });
    expect(ofType(state, 0, 'shoot')).toEqual([{ type: 'shoot', from: 8, to: 9 }]);
  });
});

describe('the captain’s crew worth 23 points (end of the game)', () => {
  it('3+3, 2+3, 2+2, 2+2 and 4 on Le Griffon, the French vessel', () => {
    const state = table({ vessel: 'le-griffon' });
    const [captains] = scoreCrews(state, [
      {
        seats: [3, 0],
        captainTeam: true,
        crew: [
          { id: 'john-hawkins', faceUp: false },
          { id: 'william-hawkins', faceUp: false },
          { id: 'jean-lafitte', faceUp: false },
          { id: 'jacques-tavernier', faceUp: false },
          { id: 'raveneau-de-lussan', faceUp: false },
        ],
      },
    ]);
    expect(captains?.lines.map((l) => [l.vp, l.bonus + l.vessel])).toEqual([
      [3, 3],
      [2, 3],
      [2, 2],
      [2, 2],
      [4, 0],
    ]);
    expect(captains?.total).toBe(23);
  });
});
