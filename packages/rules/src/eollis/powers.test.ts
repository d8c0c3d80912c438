// A test per pirate power kind: on-roll powers, automatic powers, own-turn powers, once per Expedition.
import { eollis } from './index';
import { pirateCards } from './cards/pirates';
import {
  playIdle,
  bareTable,
  goldOf,
  handOf,
  uidOf,
  withDice,
  withGold,
  withHand,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

function trialOf(pirate: string, s: EollisState): EollisState {
  return withPhase(
    { ...s, currentEvent: 'ev-wreck' },
    {
      kind: 'trial',
      order: [0, 1, 2],
      index: 0,
      window: {
        context: 'trial',
        rolls: [{ seat: 0, pirate, base: 1, die: 2, mods: 0 }],
        responders: [0, 1, 2],
        passed: [],
      },
    },
  );
}

function table(seat0: string): EollisState {
  const s = withPirates(bareTable(3), [[seat0, 'p-mr-mollet'], ['p-kid-mistral'], ['p-soeur-mathilde']]);
  return withPosts(s, {
    captain: seat0,
    cook: 'p-kid-mistral',
    priest: 'p-soeur-mathilde',
    bosco: 'p-mr-mollet',
  });
}

it('every pirate has exactly one power, of a known kind', () => {
  const kinds = new Set(pirateCards.map((p) => p.power.kind));
  expect([...kinds].sort()).toEqual(
    ['boost', 'bounty', 'drawCard', 'lastBreath', 'patch', 'reroll', 'silverTongue', 'stash'].sort(),
  );
});

describe('powers on the owner’s own roll', () => {
  it('boost (Toure, +2) adds to her roll, once per Expedition', () => {
    const s = withHand(trialOf('p-toure', table('p-toure')), 1, ['rum']);
    const { state } = playIdle(s, 0, { type: 'power', pirate: 'p-toure', roll: 0 });
    expect(state.phase.kind === 'trial' && state.phase.window.rolls[0]?.mods).toBe(2);
    expect(state.pirates['p-toure']?.powerUsed).toBe(true);
    expect(eollis.legalActions(state, 0).some((a) => a.type === 'power')).toBe(false);
  });

  it('reroll (Lucky Sam) rolls his die again', () => {
    const s = withHand(trialOf('p-lucky-sam', table('p-lucky-sam')), 1, ['rum']);
    const { state } = playIdle(withDice(s, [6]), 0, { type: 'power', pirate: 'p-lucky-sam', roll: 0 });
    expect(state.phase.kind === 'trial' && state.phase.window.rolls[0]?.die).toBe(6);
  });

  it('is not offered on another Clan’s roll', () => {
    let s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-toure'], ['p-soeur-mathilde']]);
    s = trialOf('p-mr-mollet', withPosts(s, { captain: 'p-mr-mollet', cook: 'p-toure' }));
    // Seat 1 is asked like every responder, but may only pass: Toure's boost is not offered.
    expect(eollis.legalActions(s, 1)).toEqual([{ type: 'pass' }]);
  });
});

describe('automatic powers', () => {
  it('lastBreath (Woo Zi Moo Doo II) survives the first death of the Expedition', () => {
    let s = withPhase(table('p-woo-zi-moo-doo'), { kind: 'attempt', order: [1, 2, 0], index: 0 });
    s = withHand(s, 1, ['accident', 'accident']);
    s = playIdle(s, 1, { type: 'accident', card: uidOf(s, 1, 'accident'), pirate: 'p-woo-zi-moo-doo' }).state;
    expect(s.pirates['p-woo-zi-moo-doo']?.powerUsed).toBe(true);
    expect(s.posts.captain).toBe('p-woo-zi-moo-doo');
    // A new turn: the second Accident kills.
    s = withPhase(s, { kind: 'attempt', order: [1, 2, 0], index: 0 });
    s = { ...s, turn: s.turn + 1 };
    s = playIdle(s, 1, { type: 'accident', card: uidOf(s, 1, 'accident'), pirate: 'p-woo-zi-moo-doo' }).state;
    expect(s.pirates['p-woo-zi-moo-doo']).toBeUndefined();
  });

  it('bounty (Mr Mollet, +2) adds gold to his card when he succeeds', () => {
    let s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-kid-mistral'], ['p-soeur-mathilde']]);
    s = withPosts(s, { captain: 'p-mr-mollet', cook: 'p-kid-mistral' });
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0], index: 0 });
    // Drifting Wreck (Navigation 7): 1 + 6 = 7.
    s = playIdle(withDice(s, [6]), 0, { type: 'attempt', pirate: 'p-mr-mollet' }).state;
    expect(goldOf(s, 'p-mr-mollet')).toBe(2 + 2);
  });

  it('silverTongue (Petit Marquis, +2) counts for him as a candidate', () => {
    let s = withPirates(bareTable(3), [['p-petit-marquis'], ['p-mr-mollet'], ['p-kid-mistral']]);
    s = withPhase(s, {
      kind: 'propose',
      order: [1, 2, 0],
      index: 2,
      candidates: ['p-mr-mollet', 'p-kid-mistral'],
    });
    const { events } = playIdle(withDice(s, [1, 1, 1]), 0, { type: 'propose', pirate: 'p-petit-marquis' });
    const marquis = events.find((e) => e.type === 'roll' && e.pirate === 'p-petit-marquis');
    expect(marquis?.total).toBe(4 + 2 + 1);
  });
});

describe('powers used on the owner’s turn', () => {
  const myTurn = (s: EollisState): EollisState =>
    withPhase(s, { kind: 'attempt', order: [0, 1, 2], index: 0 });

  it('drawCard (Mama Kalinda) draws one Action card', () => {
    const s = myTurn(table('p-mama-kalinda'));
    const { state } = playIdle(s, 0, { type: 'power', pirate: 'p-mama-kalinda' });
    expect(handOf(state, 0)).toHaveLength(1);
  });

  it('patch (’tit Joseph) moves the Balloon token back one space', () => {
    const s = myTurn({ ...table('p-tit-joseph'), balloon: 3 });
    expect(playIdle(s, 0, { type: 'power', pirate: 'p-tit-joseph' }).state.balloon).toBe(2);
  });

  it('stash (Anne la Rousse) hides up to 2 gold', () => {
    const s = myTurn(withGold(table('p-anne-la-rousse'), { 'p-mr-mollet': 5 }));
    const { state } = playIdle(s, 0, { type: 'power', pirate: 'p-anne-la-rousse' });
    expect(state.clans[0]?.strongbox).toBe(2);
  });

  it('is not offered outside its owner’s turn', () => {
    const s = withPhase(table('p-mama-kalinda'), { kind: 'attempt', order: [1, 2, 0], index: 0 });
    expect(eollis.legalActions(s, 0)).toEqual([]);
  });
});

it('tilted cards straighten for the next Expedition', () => {
  let s = table('p-mama-kalinda');
  s = playIdle(withPhase(s, { kind: 'attempt', order: [0], index: 0 }), 0, {
    type: 'power',
    pirate: 'p-mama-kalinda',
  }).state;
  expect(s.pirates['p-mama-kalinda']?.powerUsed).toBe(true);
  s = withPhase(s, { kind: 'brawl', round: 2, order: [0], index: 0, out: [] });
  s = playIdle(s, 0, { type: 'passBrawl' }).state;
  expect(s.expedition).toBe(2);
  expect(s.pirates['p-mama-kalinda']?.powerUsed).toBe(false);
});
