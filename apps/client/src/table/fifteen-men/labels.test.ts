// 15 Men's words: action labels, their order, and the log's sentences for real events.
import {
  shortSkill,
  actionLabel,
  actionOrder,
  offerGroup,
  eventSentence,
  lookCardWords,
  pirateName,
  promptLine,
  scoreLineName,
  vesselName,
  whyNotLines,
  winnersLine,
} from './labels';
import { fifteenMenTable as laidOut } from '@flotilla/rules/testing';
import type { FifteenMenAction, FifteenMenEvent } from '@flotilla/rules/fifteen-men';
import { tableModel, type FifteenMenModel } from './model';
import { eventsOf, play, playToEnd, tableFor } from './testing/test-table';

function modelOf(seat: number | null, steps = 0, seed = 'labels-1'): FifteenMenModel {
  const model = tableModel(tableFor(play(4, seed, steps).state), seat);
  if (model === null) throw new Error('no model');
  return model;
}

describe('actionLabel', () => {
  it('names bribes, defences, looks and the end of a turn, with the pirate when the viewer knows it', () => {
    const played = play(4, 'labels-1', 2);
    const briber = (played.state.captain + 1) % 4;
    const model = tableModel(tableFor(played.state), briber);
    if (model === null) throw new Error('no model');
    const own = model.ring.find((s) => s.controller === briber);
    const stranger = model.ring.find((s) => s.pirate === null);
    expect(actionLabel({ type: 'bribe', position: own?.position ?? -1, value: 2 }, model)).toBe(
      `Defend #${own?.position} (${pirateName(own?.pirate)}) with 2`,
    );
    expect(actionLabel({ type: 'bribe', position: stranger?.position ?? -1, value: 3 }, model)).toBe(
      `Bribe #${stranger?.position} with 3`,
    );
    expect(actionLabel({ type: 'peek', position: 4 }, modelOf(0))).toBe('Look at #4');
    expect(actionLabel({ type: 'skipPeek' }, model)).toBe('Look at nothing');
    expect(actionLabel({ type: 'endTurn' }, model)).toBe('End turn');
    expect(actionLabel({ type: 'discard', value: 1 }, model)).toBe('Discard a 1');
    expect(actionLabel({ type: 'shoot', from: 3, to: 4 }, modelOf(0))).toBe('Shoot #4 from #3');
    expect(actionLabel({ type: 'swap', a: 3, b: 4 }, modelOf(0))).toBe('Swap #3 and #4');
  });

  it('orders looks first, then bribes by position and value, and "end turn" last', () => {
    const sorted: FifteenMenAction[] = [
      { type: 'endTurn' },
      { type: 'bribe', position: 5, value: 1 },
      { type: 'reveal', position: 2 },
      { type: 'bribe', position: 2, value: 3 },
      { type: 'peek', position: 9 },
      { type: 'bribe', position: 2, value: 1 },
    ];
    sorted.sort((a, b) => actionOrder(a) - actionOrder(b));
    expect(
      sorted.map((a) => `${a.type}${'position' in a ? a.position : ''}${'value' in a ? `/${a.value}` : ''}`),
    ).toEqual(['peek9', 'bribe2/1', 'bribe2/3', 'bribe5/1', 'reveal2', 'endTurn']);
  });
});

describe('offerGroup', () => {
  it('puts one pirate’s bribes in one row, one short button per doubloon value, and nothing else', () => {
    const model = modelOf(0);
    const bribe = (position: number, value: number) => offerGroup({ type: 'bribe', position, value }, model);
    expect(bribe(3, 1)?.key).toBe(bribe(3, 2)?.key);
    expect(bribe(3, 1)?.key).not.toBe(bribe(4, 1)?.key);
    expect(bribe(3, 2)?.short).toBe('2');
    expect(bribe(3, 2)?.title).toMatch(/^(Bribe|Defend) #3\b/);
    expect(actionLabel({ type: 'bribe', position: 3, value: 2 }, model)).toMatch(
      new RegExp(`^${bribe(3, 2)?.title ?? '?'} with 2$`),
    );
    expect(offerGroup({ type: 'endTurn' }, model)).toBeNull();
  });
});

describe('eventSentence', () => {
  it('writes a bribe and its looks for everyone, and the identities only in the looker’s own lines', () => {
    const played = play(4, 'labels-1', 2);
    const briber = (played.state.captain + 1) % 4;
    const mine = tableModel(tableFor(played.state), briber);
    const theirs = tableModel(tableFor(played.state), (briber + 1) % 4);
    const own = eventsOf(played, briber)
      .map((e) => eventSentence(e, mine))
      .filter((s) => s !== null);
    const other = eventsOf(played, (briber + 1) % 4)
      .map((e) => eventSentence(e, theirs))
      .filter((s) => s !== null);
    const name = theirs?.players[briber]?.name ?? '';
    expect(other.some((s) => s.startsWith(`${name} bribed #`) && s.endsWith('and took control.'))).toBe(true);
    expect(other.filter((s) => s.startsWith(`${name} looked at #`))).toHaveLength(2);
    expect(own.some((s) => s.startsWith('You bribed #'))).toBe(true);
    const seen = played.state.seen[briber] ?? [];
    for (const id of seen) expect(own.some((s) => s.endsWith(`: ${pirateName(id)}.`))).toBe(true);
    // Nobody else's log names a card only the briber saw.
    for (const id of seen) expect(other.some((s) => s.includes(pirateName(id)))).toBe(false);
  });

  it('tells the showdown: the shots, the dead, the end and the winners', () => {
    const over = playToEnd(4, 'labels-2');
    const model = tableModel(tableFor(over.state), null);
    const lines = eventsOf(over, 'spectator')
      .map((e) => eventSentence(e, model))
      .filter((s): s is string => s !== null);
    expect(lines).toContain('The Showdown begins: each player may fire one shot.');
    expect(lines.some((l) => / fired at #\d+!$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Game over: .+ wins?!$/);
  });

  it('names Henry Morgan’s and Blackbeard’s shots, Flint’s revenge and Ghost’s penalty', () => {
    const model = modelOf(null);
    expect(eventSentence({ type: 'shot', seat: 1, from: null, target: 7 }, model)).toBe(
      'Henry Morgan fired at #7!',
    );
    expect(eventSentence({ type: 'shotShrugged', position: 3, pirate: 'john-flint' }, model)).toBe(
      'John Flint shrugged off the shot and shot back!',
    );
    // A shot from one of the viewer's own pirates is "Your #5", never "You’s #5".
    const from = modelOf(0).ring.find((slot) => slot.pirate !== 'blackbeard')?.position ?? 0;
    expect(eventSentence({ type: 'shot', seat: 0, from, target: 7 }, modelOf(0))).toMatch(
      new RegExp(`^Your #${from}\\b.* fired at #7!$`),
    );
    expect(eventSentence({ type: 'ghostTaken', seat: 2 }, model)).toBe(
      'William Ghost haunts Cora’s crew: −4 VP.',
    );
    expect(eventSentence({ type: 'killed', position: 5, pirate: 'anne-bonny' }, model)).toBe(
      'Anne Bonny (#5) was killed.',
    );
    expect(eventSentence({ type: 'peeked', seat: 0, position: 5 }, modelOf(0))).toBeNull();
    expect(eventSentence({ type: 'peeked', seat: 0, position: 5 }, model)).toBe('Anne looked at #5.');
  });

  it('tells who turned a card face up and why, not "Bart revealed #11" for another pirate’s skill', () => {
    const model = modelOf(0, 2);
    const theirs = model.ring.find((slot) => slot.controller !== null && slot.controller !== 1);
    if (theirs === undefined) throw new Error('no controlled pirate');
    const owner =
      theirs.controller === 0 ? 'your' : `${model.players[theirs.controller ?? 0]?.name ?? '?'}’s`;
    const turned: Extract<FifteenMenEvent, { type: 'revealed' }> = {
      type: 'revealed',
      seat: 1,
      position: theirs.position,
      pirate: 'blackbeard',
      cause: 'skill',
      source: 'emanuel-wynn',
    };
    expect(eventSentence(turned, model)).toBe(
      `Bart turned #${theirs.position} face up with Emanuel Wynn: Blackbeard, ${owner} pirate.`,
    );
    expect(eventSentence({ ...turned, cause: 'reveal' }, model)).toBe(
      `Bart revealed #${theirs.position}: Blackbeard.`,
    );
    expect(eventSentence({ ...turned, cause: 'voodoo' }, model)).toMatch(
      /^The voodoo ritual turns #\d+ face up: Blackbeard, /,
    );
  });

  it('gives a look its pirate’s face: name, VP, nation and role, the whole skill, and a lying back', () => {
    expect(lookCardWords('anne-bonny')).toEqual({
      name: 'Anne Bonny',
      vp: '2',
      nation: 'English · Helmsman',
      skill:
        'Reveal: swap two adjacent pirates of the Round Robin, with their doubloons; nobody’s control changes.',
      backClaim: '',
    });
    const liar = ['john-flint', 'william-ghost', 'diabolito', 'mr-parrot']
      .map(lookCardWords)
      .find((w) => w.backClaim !== '');
    expect(liar?.backClaim).toMatch(/^Its back claims: /);
  });

  it('never writes "You’s" or "You is"', () => {
    expect(eventSentence({ type: 'doubloonDiscarded', owner: 0, value: 3, position: 4 }, modelOf(0))).toBe(
      'Your 3 was knocked off #4.',
    );
    const prompting = { ...modelOf(0), prompt: { kind: 'skill', seat: 0, position: 1 } } as FifteenMenModel;
    expect(promptLine(prompting)).toMatch(/^You are using the skill of /);
    expect(promptLine({ ...prompting, you: 1 })).toMatch(/^Anne is using the skill of /);
  });

  it('writes the winners, and when a tie went to the captain’s crew', () => {
    const name = (seat: number): string => ['Anne', 'Bart', 'Cora', 'Dirk'][seat] ?? '?';
    const captains = { seats: [0, 3], captainTeam: true, total: 9 };
    const mutineers = { seats: [1, 2], captainTeam: false, total: 9 };
    const teams = [captains, mutineers];
    expect(winnersLine({ teams, winners: [0, 3] }, name)).toBe(
      '★ Anne and Dirk win! (a tie goes to the captain’s crew)',
    );
    expect(winnersLine({ teams: [{ ...captains, total: 12 }, mutineers], winners: [0, 3] }, name)).toBe(
      '★ Anne and Dirk win!',
    );
  });

  it('names score lines and ships', () => {
    expect(scoreLineName('william-ghost-penalty')).toBe('William Ghost’s penalty');
    expect(scoreLineName('royal-fortune')).toBe('Royal Fortune (majority)');
    expect(scoreLineName('charles-vane')).toBe('Charles Vane');
    expect(vesselName('le-griffon')).toBe('Le Griffon');
    expect(pirateName('nobody-at-all')).toBe('a pirate');
  });
});

describe('whyNotLines', () => {
  it('say, on your turn only, why a bribe or a reveal is not offered, in the rules’ words', () => {
    const state = laidOut({
      seats: 3,
      ring: [
        'bamba',
        { card: 'anne-bonny', controller: 1, doubloons: [[1, 4]] },
        { card: 'blackbeard', controller: 0, doubloons: [[0, 1]] },
      ],
      seen: [[0, 'blackbeard']],
      hands: [[1, 3], [4], [5]],
      turn: 0,
    });
    const yours = tableModel(tableFor(state), 0);
    if (yours === null) throw new Error('no model');
    expect(whyNotLines(yours)).toEqual([
      'Bribe #1: nobody bids on Bamba',
      'Bribe #2: Bart leads there by 4, and your best doubloon is 3',
      'Reveal #3 (Blackbeard): this pirate has no Reveal skill',
    ]);
    expect(whyNotLines(tableModel(tableFor(state), 1) as FifteenMenModel)).toEqual([]);
    expect(whyNotLines(tableModel(tableFor(state), null) as FifteenMenModel)).toEqual([]);
  });

  it('say once that you have no doubloon left, not once per pirate', () => {
    const state = laidOut({
      seats: 3,
      ring: [
        { card: 'anne-bonny', controller: 1, doubloons: [[1, 2]] },
        { card: 'alonzo-bosco', controller: 2, doubloons: [[2, 1]] },
      ],
      hands: [[], [4], [5]],
      turn: 0,
    });
    const model = tableModel(tableFor(state), 0) as FifteenMenModel;
    expect(whyNotLines(model)).toEqual(['Bribe: you have no doubloon left']);
  });
});

describe('short skills', () => {
  it('gives every pirate and guard a few words for its card on the ring', async () => {
    const { pirates } = await import('@flotilla/rules/fifteen-men');
    const { guards } = await import('@flotilla/rules/fifteen-men');
    const missing = [...pirates, ...guards].map((c) => c.id).filter((id) => shortSkill(id) === '');
    expect(missing).toEqual([]);
    // A few words: three short lines on an 84 px card at the caption size.
    const long = [...pirates, ...guards].map((c) => shortSkill(c.id)).filter((w) => w.length > 36);
    expect(long).toEqual([]);
  });
});
