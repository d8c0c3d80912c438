// Solo against a Legendary Captain: the opponent-results table, its priorities, its boarding rolls, its end.
import { captainsWar } from './index';
import { SHEET } from './sheet';
import { chooseBlueDie, OPPONENT_RESULTS } from './solo/legend-turn';
import { LEGENDARY_CAPTAINS } from './solo/legendary-captains';
import {
  blue,
  captain,
  chest,
  crew,
  eventsOf,
  faces,
  play,
  playAll,
  rngWhere,
  table,
  withCaptains,
} from './test-kit';
import type { Captain, CaptainsWarState } from './types';
import type { DieFace } from './dice';

const solo = (
  card: string,
  patches: ReadonlyArray<Partial<Captain>> = [],
  patch: Partial<CaptainsWarState> = {},
) => withCaptains(table(1, patch, { legendaryCaptain: card }), patches);
const plain = faces(4, [blue('pearl'), blue('wood', 2), blue('gem')], 'attributes', 5);

describe('solo setup', () => {
  it('seats one player against the chosen Legend, both already on the raft', () => {
    const state = solo('anne-bony');
    expect(state.mode).toBe('solo');
    expect(state.captains).toHaveLength(2);
    expect(state.captains.map((c) => c.acquired.boats)).toEqual([1, 1]);
    expect(captainsWar.view(state, 0).legend?.name).toBe('Anne Bony');
  });
  it('draws squares around the Legend’s starting elements from its card', () => {
    const state = solo('ching-shih');
    expect(state.captains[1]).toMatchObject({ gold: 3, chest: chest(2, 2, 0, 0), crew: crew(1, 2, 3) });
  });
  it('offers at least four Legendary Captains, each with a reward and an effect', () => {
    expect(LEGENDARY_CAPTAINS.length).toBeGreaterThanOrEqual(4);
    for (const card of LEGENDARY_CAPTAINS) expect(card.effect.length).toBeGreaterThan(10);
  });
  it('sets no die aside', () => {
    const { state } = play(solo('anne-bony'), 0, { type: 'roll' });
    expect(state.phase).toBe('loot');
    expect(state.setAside).toBeNull();
  });
});

describe('the opponent-results table', () => {
  const dieOf = { yellow: 0, blue: 1, red: 4, black: 5 } as const;
  it.each(Object.entries(OPPONENT_RESULTS))('your %s give the Legend %j', (key, row) => {
    const [a, b] = key.split('+') as Array<keyof typeof dieOf>;
    const picks = a === b ? [1, 2] : [dieOf[a as keyof typeof dieOf], dieOf[b as keyof typeof dieOf]];
    const state = solo('anne-bony', [{}, { gold: 0 }], { phase: 'loot', dice: plain });
    const { events } = playAll(state, [
      [0, { type: 'pick', die: picks[0] as number }],
      [0, { type: 'pick', die: picks[1] as number }],
      [0, { type: 'endCommand' }],
    ]);
    const loot = eventsOf(events, 'legendLoot')[0];
    const colours = loot?.dice.map((d) =>
      d === 0 ? 'yellow' : d === 4 ? 'red' : d === 5 ? 'black' : 'blue',
    );
    expect(colours).toEqual(row.dice);
    expect(loot?.recruits).toBe(row.recruits);
  });
  it('covers every pair of results a player can choose', () => {
    expect(Object.keys(OPPONENT_RESULTS).sort()).toEqual(
      [
        'black+blue',
        'black+red',
        'black+yellow',
        'blue+blue',
        'blue+red',
        'blue+yellow',
        'red+yellow',
      ].sort(),
    );
  });
});

describe('the Legend’s priorities', () => {
  const legend = captain({ chest: chest(2, 0, 1, 1) });
  const dice = (a: DieFace, b: DieFace, c: DieFace): DieFace[] => [
    { die: 'yellow', gold: 1 },
    a,
    b,
    c,
    { die: 'red', track: 'boats' },
    { die: 'black', strength: 1 },
  ];
  it('takes a joker first, as the resource it holds fewest of (highest in the chest on a tie)', () => {
    expect(chooseBlueDie(dice(blue('barrel', 2), blue('joker'), blue('pearl')), legend)).toEqual({
      die: 2,
      joker: 'wood',
    });
  });
  it('then a double, then a single resource, choosing the scarcest', () => {
    expect(chooseBlueDie(dice(blue('pearl'), blue('wood', 2), blue('gem', 2)), legend)).toEqual({ die: 2 });
    expect(chooseBlueDie(dice(blue('pearl'), blue('wood'), blue('gem')), legend)).toEqual({ die: 2 });
  });
  it('makes the acquisition worth the most RP, buying what it lacks at 3 GP each', () => {
    // Hat (3 RP) is affordable with one purchase; rowing boat (4 RP) needs a pearl, a wood and a joker.
    const state = solo(
      'anne-bony',
      [{}, { gold: 9, acquired: { attributes: 1, boats: 1 }, chest: chest(1, 0, 1, 0) }],
      { phase: 'loot', dice: plain },
    );
    const { state: after, events } = playAll(state, [
      [0, { type: 'pick', die: 0 }],
      [0, { type: 'pick', die: 4 }],
      [0, { type: 'endCommand' }],
    ]);
    // Gold + Red → the Legend takes Blue + Black, with recruitment.
    expect(eventsOf(events, 'acquired')).toEqual([
      expect.objectContaining({ captain: 1, name: 'Rowing boat', rp: 4 }),
    ]);
    expect(after.captains[1]?.acquired.boats).toBe(2);
  });
  it('recruits the strongest Pirate it can pay for when the table says so', () => {
    const done = { attributes: 4, boats: 4 };
    const state = solo('anne-bony', [{}, { gold: 6, acquired: done }], {
      phase: 'loot',
      dice: faces(1, [blue('pearl'), blue('pearl'), blue('pearl')], 'attributes', 1),
    });
    // Gold + Blue → the Legend takes Red + Gold (1 GP): 7 GP buys a Strength 6 Pirate.
    const { state: after } = playAll(state, [
      [0, { type: 'pick', die: 0 }],
      [0, { type: 'pick', die: 1 }],
      [0, { type: 'endCommand' }],
    ]);
    expect(after.captains[1]?.crew[5]).toBe(1);
    expect(after.captains[1]?.gold).toBe(0);
  });
  it('never recruits when its card says so', () => {
    const state = solo('black-bart', [{}, { gold: 20 }], { phase: 'loot', dice: plain });
    const { state: after } = playAll(state, [
      [0, { type: 'pick', die: 0 }],
      [0, { type: 'pick', die: 1 }],
      [0, { type: 'endCommand' }],
    ]);
    expect(after.captains[1]?.crew).toEqual(crew(3, 3, 4, 4, 5, 5, 6, 6));
  });
  it('gains the same resource when you buy one, with Ching Shih', () => {
    const state = solo('ching-shih', [{ gold: 3 }], { phase: 'command' });
    const { state: after } = play(state, 0, { type: 'buy', resource: 'gem' });
    expect(after.captains[1]?.chest).toEqual(chest(2, 2, 1, 0));
  });
});

describe('solo boarding', () => {
  // The three blue dice: picks 0..5 of each die's faces; the first two equal and the third different.
  const twoAlike = rngWhere((d) => {
    const [a, b, c] = [d.int(0, 5), d.int(0, 5), d.int(0, 5)];
    return a === 0 && b === 0 && c === 1;
  });
  const allAlike = rngWhere((d) => {
    const [a, b, c] = [d.int(0, 5), d.int(0, 5), d.int(0, 5)];
    return a === 0 && b === 0 && c === 0;
  });
  const afterCommand = (rng: readonly number[], card = 'anne-bony') =>
    playAll(solo(card, [{}, {}], { phase: 'command', rng, dice: plain }), []);
  it('has the Legend attack when two of the three blue dice show the same result', () => {
    const { state } = afterCommand(twoAlike);
    const { state: after, events } = play(
      { ...state, captains: state.captains.map((c) => ({ ...c, picks: [0, 4] })) },
      0,
      { type: 'endCommand' },
    );
    expect(eventsOf(events, 'legendRolled')[0]?.purpose).toBe('boardingCheck');
    expect(eventsOf(events, 'attackDeclared')[0]).toMatchObject({ attacker: 1, defender: 0 });
    expect(after.phase).toBe('boarding');
    expect(captainsWar.awaiting(after)).toEqual([0]);
  });
  it('lets you attack instead when all three match or all differ', () => {
    const { state } = afterCommand(allAlike);
    const { state: after } = play(
      { ...state, captains: state.captains.map((c) => ({ ...c, picks: [0, 4] })) },
      0,
      { type: 'endCommand' },
    );
    expect(after.phase).toBe('attack');
    expect(captainsWar.legalActions(after, 0)).toContainEqual({ type: 'attack', target: 1 });
  });
  it('Anne Bony’s rolls commit her weakest, none, then her strongest Pirate, and her win takes 5 GP (printed example)', () => {
    const rng = rngWhere((d) =>
      [d.int(0, 5), d.int(0, 5), d.int(0, 5)].every((v, i) => Math.floor(v / 2) === i),
    );
    const state = solo('anne-bony', [{ crew: crew(2, 3), gold: 7 }, { crew: crew(1, 2, 3) }], {
      phase: 'attack',
      rng,
    });
    const { state: after, events } = playAll(state, [
      [0, { type: 'attack', target: 1 }],
      [0, { type: 'commit', strength: 2 }],
      [0, { type: 'lock' }],
    ]);
    const crewRoll = eventsOf(events, 'legendRolled').find((e) => e.purpose === 'boardingCrew');
    expect(crewRoll?.faces.map((f) => (f.die === 'yellow' ? Math.ceil(f.gold / 2) : 0))).toEqual([1, 2, 3]);
    expect(eventsOf(events, 'boardingRevealed')[0]).toMatchObject({
      attackerPirates: [2],
      defenderPirates: [3, 1],
      winner: 1,
    });
    expect(after.captains[0]?.gold).toBe(2);
    // Her 5 starting GP and the 5 GP of her card's reward.
    expect(after.captains[1]?.gold).toBe(10);
    expect(after.phase).toBe('roll');
  });
  it('has the Legend attack with its weakest Pirate when its three rolls commit nobody', () => {
    const rng = rngWhere((d) => [d.int(0, 5), d.int(0, 5), d.int(0, 5)].every((v) => v === 2 || v === 3));
    const state = solo('anne-bony', [{ crew: crew(1) }, { crew: crew(2, 5) }], {
      phase: 'boarding',
      rng,
      boarding: { attacker: 1, defender: 0, drafts: [[], []], locked: [false, false], winner: null },
    });
    const { events } = play(state, 0, { type: 'lock' });
    expect(eventsOf(events, 'boardingRevealed')[0]?.attackerPirates).toEqual([2]);
  });
  it('cannot rob a Legend of GP: you still circle 5 GP', () => {
    const state = solo('anne-bony', [{ gold: 0 }, { gold: 4 }], {
      phase: 'reward',
      boarding: { attacker: 0, defender: 1, drafts: [[3], []], locked: [true, true], winner: 0 },
    });
    const { state: after } = play(state, 0, { type: 'reward', reward: 'gold' });
    expect(after.captains.map((c) => c.gold)).toEqual([5, 4]);
  });
  it('sends a track-taking Legend where you lead most, else to the Boat track, never to a blocked track', () => {
    const rng = rngWhere((d) => [d.int(0, 5), d.int(0, 5), d.int(0, 5)].every((v) => v >= 4));
    const fight = (you: Partial<Captain>, it: Partial<Captain>) =>
      playAll(
        solo(
          'blackbeard',
          [
            { crew: crew(1), ...you },
            { crew: crew(6, 5, 4), ...it },
          ],
          { phase: 'attack', rng },
        ),
        [
          [0, { type: 'attack', target: 1 }],
          [0, { type: 'commit', strength: 1 }],
          [0, { type: 'lock' }],
        ],
      ).state.captains[1]?.track;
    expect(fight({ track: { attributes: 3, boats: 1 } }, {})).toEqual({ attributes: 2, boats: 0 });
    expect(fight({}, { track: { attributes: 1, boats: 1 } })).toEqual({ attributes: 1, boats: 3 });
    expect(fight({}, { track: { attributes: 0, boats: 3 }, acquired: { attributes: 0, boats: 0 } })).toEqual({
      attributes: 2,
      boats: 3,
    });
  });
  it('gives a Legend left with no Pirate one as strong as your weakest', () => {
    const state = solo('anne-bony', [{ crew: crew(2, 5) }, { crew: crew() }], {
      phase: 'command',
      rng: twoAlike,
      dice: plain,
    });
    // Blue + Red: the Legend takes Gold + Red and does not recruit.
    const { state: after } = play(
      { ...state, captains: state.captains.map((c) => ({ ...c, picks: [1, 4] })) },
      0,
      { type: 'endCommand' },
    );
    expect(after.captains[1]?.crew.slice(0, 2)).toEqual([0, 1]);
  });
});

describe('the solo end', () => {
  it('comes when the last resource of a kind is circled, after the turn; the Legend recruits one last Pirate', () => {
    // The sheet is shared: two pearl circles are left besides the ones Anne Bony's card squares at the start.
    const hers = LEGENDARY_CAPTAINS.find((card) => card.id === 'anne-bony')?.start.chest[0] ?? 0;
    const state = solo(
      'anne-bony',
      [{ chestCircled: [SHEET.chestCircles - 2 - hers, 0, 0, 0] }, { gold: 5, crew: crew(1) }],
      {
        phase: 'loot',
        dice: faces(1, [blue('pearl'), blue('pearl', 1), blue('pearl')], 'boats', 1),
      },
    );
    let { state: after } = play(state, 0, { type: 'pick', die: 1 });
    expect(after.endReason).toBeNull();
    after = play(after, 0, { type: 'pick', die: 2 }).state;
    expect(after.endReason).toBe('lastResource');
    const { state: over } = play({ ...after, phase: 'attack' }, 0, { type: 'holdFire' });
    expect(over.phase).toBe('over');
    expect(over.captains[1]?.crew[3]).toBe(1);
    const outcome = captainsWar.outcome(over);
    expect(outcome?.standings.find((s) => s.seat === null)?.name).toBe('Anne Bony');
  });
  it('comes after 5 boarding battles in all', () => {
    const line = { turn: 1, opponent: 1, role: 'attacker' as const, mine: [1], theirs: [], won: true };
    const state = solo('anne-bony', [{ chart: [line, line, line, line], crew: crew(6) }, { crew: crew(1) }], {
      phase: 'reward',
      boarding: { attacker: 0, defender: 1, drafts: [[6], []], locked: [true, true], winner: 0 },
    });
    const fifth = {
      ...state,
      phase: 'attack' as const,
      boarding: null,
      rng: rngWhere((d) => [d.int(0, 5), d.int(0, 5), d.int(0, 5)].every((v) => v === 2 || v === 3)),
    };
    const { state: over } = playAll(fifth, [
      [0, { type: 'attack', target: 1 }],
      [0, { type: 'commit', strength: 6 }],
      [0, { type: 'lock' }],
      [0, { type: 'reward', reward: 'gold' }],
    ]);
    expect(over.phase).toBe('over');
    expect(captainsWar.outcome(over)?.reason).toBe('fiveBattles');
  });
});
