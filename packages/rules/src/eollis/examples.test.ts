// The rulebook's printed examples, with the same numbers.
import { repairTarget } from './balloon';
import { eventCard } from './cards/events';
import { Dice } from '../core/random';
import { shareCagnotte } from './flow/tavern';
import { eollis } from './index';
import { convertGold } from './gold';
import { playIdle, bareTable, goldOf, renown, withDice, withPhase, withPirates, withPosts } from './test-kit';
import type { Ctx } from './state';
import type { EollisState } from './types';

describe('the election example (6, 5 and 8: Toure l’Eventreuse becomes Captain)', () => {
  const table = withPirates(bareTable(3), [['p-soeur-mathilde'], ['p-mr-mollet'], ['p-toure']]);
  const proposing = withPhase(table, {
    kind: 'propose',
    order: [0, 1, 2],
    index: 2,
    candidates: ['p-soeur-mathilde', 'p-mr-mollet'],
  });

  it('rolls die + Bagou for each candidate and seats the highest total as Captain', () => {
    // Sœur Mathilde: Bagou 3 + 3 = 6; Mr Mollet: Bagou 1 + 4 = 5; Toure: Bagou 3 + 5 = 8.
    const { state, events } = playIdle(withDice(proposing, [3, 4, 5]), 2, {
      type: 'propose',
      pirate: 'p-toure',
    });
    // Toure could still boost her own roll with her power: her Clan lets it pass.
    const done = playIdle(state, 2, { type: 'pass' });
    const totals = events.filter((e) => e.type === 'roll').map((e) => e.total);
    expect(totals).toEqual([6, 5, 8]);
    expect(done.state.posts.captain).toBe('p-toure');
    expect(done.state.lastCaptainSeat).toBe(2);
    expect(
      done.events.some((e) => e.type === 'captainElected' && e.pirate === 'p-toure' && e.total === 8),
    ).toBe(true);
  });

  it('every Clan proposes a candidate: "each player made a Bagou test with one of the pirates of their Clan"', () => {
    // "Each player may propose any one of their pirates" lets the player choose which pirate; the printed
    // example has all three players rolling, so a Clan is offered its pirates and no way to stand aside.
    const first = withPhase(table, { kind: 'propose', order: [0, 1, 2], index: 0, candidates: [] });
    expect(eollis.legalActions(first, 0)).toEqual([{ type: 'propose', pirate: 'p-soeur-mathilde' }]);
    const { events } = playIdle(withDice(proposing, [3, 4, 5]), 2, { type: 'propose', pirate: 'p-toure' });
    expect(events.filter((e) => e.type === 'roll').map((e) => e.seat)).toEqual([0, 1, 2]);
  });

  it('re-rolls among the tied finalists only', () => {
    // Mathilde 3 + 4 = 7, Mollet 1 + 3 = 4, Toure 3 + 4 = 7: Mathilde and Toure roll again, 1 and 6.
    const rolled = playIdle(withDice(proposing, [4, 3, 4]), 2, { type: 'propose', pirate: 'p-toure' }).state;
    const tie = playIdle(withDice(rolled, [1, 6]), 2, { type: 'pass' });
    expect(tie.events.some((e) => e.type === 'electionTie' && e.amount === 7)).toBe(true);
    const rerolls = tie.events.filter((e) => e.type === 'roll');
    expect(rerolls.map((e) => [e.pirate, e.total])).toEqual([
      ['p-soeur-mathilde', 4],
      ['p-toure', 9],
    ]);
    expect(tie.state.posts.captain).toBeUndefined();
    // The window reopens on the new dice: Toure's Clan may use her power or pass again.
    const done = playIdle(tie.state, 2, { type: 'pass' }).state;
    expect(done.posts.captain).toBe('p-toure');
  });
});

describe('Governor’s City as printed', () => {
  const card = eventCard('ev-governors-city');

  it('moves the balloon 2, tests Bagou, pays 3 gold + 3 to the cagnotte, costs 1 renown on failure', () => {
    expect([card.damage, card.skill, card.successGold, card.cagnotte, card.failRenown]).toEqual([
      2,
      'bagou',
      3,
      3,
      1,
    ]);
  });

  it('plays out: Second’s +2 Bagou, a success and a failure', () => {
    let s: EollisState = withPirates(bareTable(4), [
      ['p-mr-mollet'],
      ['p-fifi-plumeau'],
      ['p-soeur-mathilde'],
      ['p-kid-mistral'],
    ]);
    s = withPosts(s, {
      captain: 'p-mr-mollet',
      second: 'p-fifi-plumeau',
      lookout: 'p-soeur-mathilde',
      gunner1: 'p-kid-mistral',
    });
    s = { ...s, lastCaptainSeat: 0, clans: s.clans.map((c) => ({ ...c, renown: 2 })) };
    s = withPhase({ ...s, lookoutDraw: card.id }, { kind: 'lookout', seat: 2 });
    const revealed = playIdle(s, 2, { type: 'lookout', choice: 'play' }).state;
    expect(revealed.balloon).toBe(2);
    expect(revealed.phase).toMatchObject({ kind: 'attempt', order: [0, 1, 2, 3], index: 0 });
    // Mr Mollet: Bagou 1 + Second 2 + die 5 = 8, a success.
    const first = playIdle(withDice(revealed, [5]), 0, { type: 'attempt', pirate: 'p-mr-mollet' }).state;
    // Mr Mollet's bounty power adds 2 gold of its own.
    expect(goldOf(first, 'p-mr-mollet')).toBe(3 + 2);
    expect(first.cagnotte).toBe(3);
    // Fifi Plumeau: Bagou 4 + 2 + die 1 = 7, a failure.
    const second = playIdle(withDice(first, [1]), 1, { type: 'attempt', pirate: 'p-fifi-plumeau' }).state;
    expect(renown(second, 1)).toBe(1);
    expect(second.cagnotte).toBe(3);
  });
});

describe('the balloon zones’ repair numbers', () => {
  it.each([
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 4],
    [5, 4],
    [6, 4],
    [7, 5],
    [8, 5],
  ])('space %i repairs on %i or more', (space, target) => {
    expect(repairTarget(space)).toBe(target);
  });

  const repairing = (balloon: number): EollisState => {
    let s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-kid-mistral'], ['p-soeur-mathilde']]);
    s = withPosts(s, { captain: 'p-kid-mistral', altiMaitre: 'p-mr-mollet' });
    return withPhase({ ...s, balloon, currentEvent: 'ev-trade-winds' }, { kind: 'repairChoice', seat: 0 });
  };

  it.each([
    [1, 3, 0],
    [1, 2, 2],
    [3, 3, 2],
    [3, 2, 4],
    [4, 4, 3],
    [4, 3, 5],
    [6, 4, 5],
    [6, 3, 7],
    [7, 5, 6],
    [7, 4, 8],
    [8, 5, 7],
  ])('from space %i a die of %i leaves the token on space %i', (from, die, to) => {
    const { state } = playIdle(withDice(repairing(from), [die]), 0, { type: 'repair', attempt: true });
    expect(state.balloon).toBe(to);
    expect(state.destroyed).toBe(false);
  });

  it('a failed repair on the last space bursts the balloons', () => {
    const { state, events } = playIdle(withDice(repairing(8), [4]), 0, { type: 'repair', attempt: true });
    expect(state.destroyed).toBe(true);
    expect(events.some((e) => e.type === 'shipDestroyed')).toBe(true);
  });
});

describe('the sharing order of the cagnotte', () => {
  const ctx = (): Ctx => ({ dice: new Dice([1, 2, 3, 4]), events: [] });
  const crew = [
    'p-toure',
    'p-petit-marquis',
    'p-lucky-sam',
    'p-woo-zi-moo-doo',
    'p-mr-mollet',
    'p-tit-joseph',
    'p-barbe-grise',
    'p-mama-kalinda',
    'p-le-borgne',
    'p-anne-la-rousse',
    'p-gros-bill',
    'p-fifi-plumeau',
    'p-jack-tempete',
  ];
  const full = withPosts(withPirates(bareTable(4), [crew]), {
    captain: 'p-toure',
    second: 'p-petit-marquis',
    priest: 'p-lucky-sam',
    lookout: 'p-woo-zi-moo-doo',
    cook: 'p-mr-mollet',
    harpooner: 'p-tit-joseph',
    altiMaitre: 'p-barbe-grise',
    bosco: 'p-mama-kalinda',
    armourer: 'p-le-borgne',
    sailor1: 'p-anne-la-rousse',
    sailor2: 'p-gros-bill',
    gunner1: 'p-fifi-plumeau',
    gunner2: 'p-jack-tempete',
  });

  it('pays 4, 3, 0, 1, 2, 2, 2, 1, 1, 1, 1 (and the Gunners 1) in the printed order', () => {
    const events = ctx();
    const shared = shareCagnotte({ ...full, cagnotte: 20 }, events);
    expect(events.events.map((e) => [e.text, e.amount])).toEqual([
      ['captain', 4],
      ['second', 3],
      ['lookout', 1],
      ['cook', 2],
      ['harpooner', 2],
      ['altiMaitre', 2],
      ['bosco', 1],
      ['armourer', 1],
      ['sailor1', 1],
      ['sailor2', 1],
      ['gunner1', 1],
      ['gunner2', 1],
    ]);
    expect(goldOf(shared, 'p-lucky-sam')).toBe(0);
    expect(shared.cagnotte).toBe(0);
  });

  it('starts a new round while gold remains, until the cagnotte is empty', () => {
    const shared = shareCagnotte({ ...full, cagnotte: 25 }, ctx());
    expect(goldOf(shared, 'p-toure')).toBe(8);
    expect(goldOf(shared, 'p-petit-marquis')).toBe(4);
    expect(goldOf(shared, 'p-woo-zi-moo-doo')).toBe(1);
  });

  it('skips vacant posts', () => {
    const few = withPosts(full, { captain: 'p-toure', bosco: 'p-mama-kalinda' });
    const shared = shareCagnotte({ ...few, cagnotte: 11 }, ctx());
    expect(goldOf(shared, 'p-toure')).toBe(9);
    expect(goldOf(shared, 'p-mama-kalinda')).toBe(2);
  });
});

describe('renown conversion (4, 5 then 6 gold a point by track section)', () => {
  it.each([
    [0, 4, 1, 0],
    [0, 13, 3, 1],
    [8, 14, 11, 1],
    [19, 12, 21, 1],
    [25, 17, 27, 5],
    [3, 3, 3, 3],
  ])('from %i renown, %i gold buys up to %i renown and leaves %i gold', (from, gold, to, left) => {
    expect(convertGold(from, gold)).toEqual({ renown: to, gold: left });
  });
});
