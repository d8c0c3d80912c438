// A test per card: the authored decks, every Action card, the Brawl penalty, the Secret Missions.
import { eollis } from './index';
import { actionCards } from './cards/actions';
import { eventCards } from './cards/events';
import { missionCards } from './cards/missions';
import { pirateCards } from './cards/pirates';
import {
  play,
  playIdle,
  asGhost,
  bareTable,
  onRolls,
  clanPirateGold,
  goldOf,
  handOf,
  renown,
  uidOf,
  withDice,
  withGold,
  withHand,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

function crew(): EollisState {
  return withPirates(bareTable(4), [
    ['p-mr-mollet', 'p-soeur-mathilde'],
    ['p-kid-mistral', 'p-tit-joseph'],
    ['p-mama-kalinda', 'p-rackham'],
    ['p-fifi-plumeau', 'p-petit-marquis'],
  ]);
}

/** Seat 0's Mr Mollet has rolled 3 on Drifting Wreck (Navigation 7): 1 + 3 = 4 so far. */
function trialWindow(s: EollisState = crew()): EollisState {
  const aboard = withPosts(s, {
    captain: 'p-mr-mollet',
    cook: 'p-kid-mistral',
    lookout: 'p-mama-kalinda',
    second: 'p-fifi-plumeau',
    harpooner: 'p-soeur-mathilde',
    sailor2: 'p-tit-joseph',
    gunner1: 'p-rackham',
    gunner2: 'p-petit-marquis',
  });
  // Seat 3 holds a card and has not passed yet, so the window stays open after each play below.
  return withPhase(
    { ...withHand(aboard, 3, ['rum']), currentEvent: 'ev-wreck' },
    {
      kind: 'trial',
      order: [0, 1, 2, 3],
      index: 0,
      window: {
        context: 'trial',
        rolls: [{ seat: 0, pirate: 'p-mr-mollet', base: 1, die: 3, mods: 0 }],
        responders: [0, 1, 2, 3],
        passed: [],
      },
    },
  );
}

function rollWindow(s: EollisState): Extract<EollisState['phase'], { kind: 'trial' }>['window'] {
  if (s.phase.kind !== 'trial') throw new Error(`no trial window: ${s.phase.kind}`);
  return s.phase.window;
}

function rollOf(s: EollisState): { die: number; mods: number } {
  const phase = s.phase;
  if (phase.kind !== 'trial') throw new Error(`no trial window: ${phase.kind}`);
  const roll = phase.window.rolls[0];
  if (roll === undefined) throw new Error('no roll');
  return roll;
}

describe('the authored decks', () => {
  it('has 21 pirates, 21 events, 43 Action cards and 5 Secret Missions', () => {
    expect(pirateCards).toHaveLength(21);
    expect(eventCards).toHaveLength(21);
    expect(actionCards.reduce((n, c) => n + c.copies, 0)).toBe(43);
    expect(missionCards).toHaveLength(5);
    expect(new Set(pirateCards.map((p) => p.id)).size).toBe(21);
    expect(new Set(eventCards.map((e) => e.id)).size).toBe(21);
  });

  it('includes the pirates the rulebook names', () => {
    const names = pirateCards.map((p) => p.name);
    for (const name of [
      'Toure',
      'Petit Marquis',
      'Lucky Sam',
      'Woo Zi Moo Doo II',
      'Mr Mollet',
      'tit Joseph',
    ]) {
      expect(names.some((n) => n.includes(name))).toBe(true);
    }
  });

  it('has the special Events of the Harpooner, the Cook, the Alti-Maître and the Priest', () => {
    const special = (id: string): string | null => eventCards.find((e) => e.id === id)?.special ?? null;
    expect(special('ev-dragon-hunt')).toBe('harpooner');
    expect(special('ev-savage-island')).toBe('cook');
    expect(special('ev-storm')).toBe('altiMaitre');
    expect(eventCards.some((e) => e.special === 'priest')).toBe(true);
  });

  it('has Exploit and Brawl cards', () => {
    const exploits = actionCards.filter((c) => c.family === 'exploit').reduce((n, c) => n + c.copies, 0);
    expect(exploits).toBe(25);
    expect(43 - exploits).toBe(18);
  });
});

describe('Exploit cards on a roll', () => {
  it.each([
    ['rum', 1],
    ['daring', 2],
  ] as const)('%s adds %i to any roll, even another Clan’s', (kind, bonus) => {
    const s = withHand(trialWindow(), 1, [kind]);
    const { state } = playIdle(s, 1, { type: 'playRoll', card: uidOf(s, 1, kind), roll: 0 });
    expect(rollOf(state).mods).toBe(bonus);
    expect(handOf(state, 1)).toEqual([]);
  });

  it.each([1, 3, 6])(
    'no card needs a before-the-roll window: a bonus played after a die of %i counts as if played before',
    (die) => {
      // Rulebook: a card may be played "either before or after the die roll". Every authored roll card is a
      // flat bonus, a penalty or a re-roll, so the total (skill + die + bonuses) does not depend on when.
      const s = withHand(trialWindow(), 1, ['daring']);
      const rolled = withPhase(s, {
        ...(s.phase as Extract<EollisState['phase'], { kind: 'trial' }>),
        window: { ...rollWindow(s), rolls: [{ seat: 0, pirate: 'p-mr-mollet', base: 1, die, mods: 0 }] },
      });
      const { state } = playIdle(rolled, 1, { type: 'playRoll', card: uidOf(s, 1, 'daring'), roll: 0 });
      const roll = rollOf(state);
      expect(1 + roll.die + roll.mods).toBe(1 + die + 2);
      const kinds = actionCards.filter((c) => c.family === 'exploit').map((c) => c.kind);
      expect(kinds.filter((k) => !['rum', 'daring', 'secondChance', 'trip'].includes(k))).toEqual([
        'accident',
        'strongbox',
        'buriedLoot',
      ]);
    },
  );

  it('Second Chance re-rolls the die', () => {
    const s = withHand(trialWindow(), 0, ['secondChance']);
    const { state } = playIdle(withDice(s, [6]), 0, {
      type: 'playRoll',
      card: uidOf(s, 0, 'secondChance'),
      roll: 0,
    });
    expect(rollOf(state).die).toBe(6);
  });

  it('Trip-Up gives −2 to another Clan’s roll, never to one’s own', () => {
    const s = withHand(withHand(trialWindow(), 1, ['trip']), 0, ['trip']);
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'playRoll')).toBe(false);
    const { state } = playIdle(s, 1, { type: 'playRoll', card: uidOf(s, 1, 'trip'), roll: 0 });
    expect(rollOf(state).mods).toBe(-2);
  });

  it('a card played reopens the window for everyone; the roll resolves when all have passed', () => {
    let s = withHand(withHand(trialWindow(), 1, ['rum']), 2, ['rum']);
    // Every responder is asked, whether it holds a card or not.
    expect(eollis.waitingFor(s)).toEqual([0, 1, 2, 3]);
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 3, { type: 'pass' }).state;
    s = play(s, 2, { type: 'pass' }).state;
    expect(eollis.waitingFor(s)).toEqual([1]);
    s = play(s, 1, { type: 'playRoll', card: uidOf(s, 1, 'rum'), roll: 0 }).state;
    // The play reopens the window for every Clan that passed and might still answer: seats 2 and 3 hold a
    // card. Seat 0 (empty hand, no roll power) and seat 1 (its card of the turn played) certainly cannot, as
    // everyone can see, so they are not asked again.
    expect(eollis.waitingFor(s)).toEqual([2, 3]);
    s = play(s, 3, { type: 'pass' }).state;
    expect(s.phase.kind).toBe('trial');
    // Mr Mollet: 1 + 3 + 1 + 1 = 6, still short of 7.
    s = play(s, 2, { type: 'playRoll', card: uidOf(s, 2, 'rum'), roll: 0 }).state;
    expect(eollis.waitingFor(s)).toEqual([3]);
    const { state, events } = play(s, 3, { type: 'pass' });
    expect(state.phase.kind).not.toBe('trial');
    expect(events.find((e) => e.type === 'trialFailed')?.total).toBe(6);
  });

  it('one Exploit per Clan per turn', () => {
    const s = withHand(trialWindow(), 1, ['rum', 'daring']);
    const { state } = play(s, 1, { type: 'playRoll', card: uidOf(s, 1, 'rum'), roll: 0 });
    // Its card of the turn played, the Clan is not asked again on this roll: the Daring Stroke waits.
    expect(onRolls(state, 1)).toEqual([]);
    expect(eollis.waitingFor(state)).not.toContain(1);
  });
});

describe('Brawl cards during the Aerial Adventure', () => {
  it('only give −1 to another Clan’s roll, their power ignored', () => {
    const s = withHand(withHand(trialWindow(), 1, ['murder']), 0, ['rob']);
    expect(eollis.legalActions(s, 1).filter((a) => a.type === 'brawl')).toEqual([]);
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'penalty')).toBe(false);
    const { state } = playIdle(s, 1, { type: 'penalty', card: uidOf(s, 1, 'murder'), roll: 0 });
    expect(rollOf(state).mods).toBe(-1);
    expect(Object.keys(state.pirates)).toHaveLength(8);
  });

  it('cannot be played that way once the Clan has played an Exploit this turn', () => {
    const s = withHand(withHand(trialWindow(), 1, ['rum', 'rob']), 2, ['rum']);
    const { state } = playIdle(s, 1, { type: 'playRoll', card: uidOf(s, 1, 'rum'), roll: 0 });
    expect(eollis.legalActions(state, 1).some((a) => a.type === 'penalty')).toBe(false);
  });
});

describe('Exploit cards off the dice', () => {
  const onTurn = (s: EollisState): EollisState =>
    withPhase(s, { kind: 'attempt', order: [0, 1, 2, 3], index: 0 });

  it('Accident kills a pirate of another Clan on a post; the killer takes 2 of its gold', () => {
    let s = withGold(trialWindow(), { 'p-kid-mistral': 5 });
    s = onTurn(withHand(s, 0, ['accident']));
    s = playIdle(s, 0, { type: 'accident', card: uidOf(s, 0, 'accident'), pirate: 'p-kid-mistral' }).state;
    expect(s.pirates['p-kid-mistral']).toBeUndefined();
    expect(clanPirateGold(s, 0)).toBe(2);
    // The other 3 gold go to the survivor of its Clan.
    expect(goldOf(s, 'p-tit-joseph')).toBe(3);
    expect(s.pirateDiscard).toContain('p-kid-mistral');
  });

  it('Strongbox hides up to 3 gold, which then cannot be robbed', () => {
    let s = onTurn(withHand(withGold(trialWindow(), { 'p-mr-mollet': 4 }), 0, ['strongbox']));
    s = playIdle(s, 0, { type: 'strongbox', card: uidOf(s, 0, 'strongbox') }).state;
    expect(s.clans[0]?.strongbox).toBe(3);
    expect(goldOf(s, 'p-mr-mollet')).toBe(1);
    s = withHand(withPhase(s, { kind: 'brawl', round: 1, order: [1, 2, 3, 0], index: 0, out: [] }), 1, [
      'rob',
    ]);
    s = playIdle(s, 1, { type: 'brawl', card: uidOf(s, 1, 'rob'), target: 0 }).state;
    expect(clanPirateGold(s, 1)).toBe(1);
    expect(s.clans[0]?.strongbox).toBe(3);
  });

  it('Buried Loot unearths 3 gold from the bank', () => {
    let s = onTurn(withHand(trialWindow(), 0, ['buriedLoot']));
    s = playIdle(s, 0, { type: 'buriedLoot', card: uidOf(s, 0, 'buriedLoot') }).state;
    expect(clanPirateGold(s, 0)).toBe(3);
  });
});

describe('Brawl cards in the Tavern', () => {
  const tavern = (s: EollisState): EollisState =>
    withPhase(s, { kind: 'brawl', round: 1, order: [0, 1, 2, 3], index: 0, out: [] });

  it('Pickpocket takes 2 gold', () => {
    let s = tavern(withHand(withGold(crew(), { 'p-kid-mistral': 5 }), 0, ['rob']));
    s = playIdle(s, 0, { type: 'brawl', card: uidOf(s, 0, 'rob'), target: 1 }).state;
    expect(clanPirateGold(s, 0)).toBe(2);
    expect(clanPirateGold(s, 1)).toBe(3);
  });

  it('Challenge: die + best Combat each, the higher takes 3 gold', () => {
    // Seat 0: Mr Mollet's Combat 3 + 5 = 8; seat 1: Kid Mistral's Combat 3 + 2 = 5.
    let s = tavern(withHand(withGold(crew(), { 'p-kid-mistral': 5 }), 0, ['challenge']));
    s = playIdle(withDice(s, [5, 2]), 0, { type: 'brawl', card: uidOf(s, 0, 'challenge'), target: 1 }).state;
    expect(clanPirateGold(s, 0)).toBe(3);
    expect(clanPirateGold(s, 1)).toBe(2);
  });

  it('Humiliation costs 1 renown, never below 0', () => {
    let s = tavern(withHand(crew(), 0, ['humiliate', 'humiliate']));
    s = { ...s, clans: s.clans.map((c) => (c.seat === 1 ? { ...c, renown: 1 } : c)) };
    s = playIdle(s, 0, { type: 'brawl', card: uidOf(s, 0, 'humiliate'), target: 1 }).state;
    expect(renown(s, 1)).toBe(0);
  });

  it('Lure Away takes a living pirate, with the gold on its card; ghosts cannot be lured', () => {
    let s = tavern(withHand(withGold(crew(), { 'p-kid-mistral': 4 }), 0, ['lureAway']));
    s = asGhost(s, 'p-tit-joseph');
    const targets = eollis
      .legalActions(s, 0)
      .flatMap((a) => (a.type === 'brawl' && a.target === 1 ? [a.pirate] : []));
    expect(targets).toEqual(['p-kid-mistral']);
    s = playIdle(s, 0, {
      type: 'brawl',
      card: uidOf(s, 0, 'lureAway'),
      target: 1,
      pirate: 'p-kid-mistral',
    }).state;
    expect(s.pirates['p-kid-mistral']?.owner).toBe(0);
    expect(clanPirateGold(s, 0)).toBe(4);
  });

  it('Murder kills a living pirate; the murderer takes 2 gold; a Clan’s last pirate becomes a ghost', () => {
    let s = tavern(withHand(withGold(crew(), { 'p-kid-mistral': 3 }), 0, ['murder', 'murder']));
    s = playIdle(s, 0, {
      type: 'brawl',
      card: uidOf(s, 0, 'murder'),
      target: 1,
      pirate: 'p-kid-mistral',
    }).state;
    expect(s.pirates['p-kid-mistral']).toBeUndefined();
    expect(clanPirateGold(s, 0)).toBe(2);
    expect(goldOf(s, 'p-tit-joseph')).toBe(1);
    // Round 2, seat 0 again: 'tit Joseph is seat 1's last pirate.
    s = withPhase(s, { kind: 'brawl', round: 2, order: [0], index: 0, out: [] });
    s = playIdle(s, 0, {
      type: 'brawl',
      card: uidOf(s, 0, 'murder'),
      target: 1,
      pirate: 'p-tit-joseph',
    }).state;
    expect(s.pirates['p-tit-joseph']?.ghost).toBe(true);
  });
});

describe('Secret Missions', () => {
  const onTurn = (s: EollisState): EollisState =>
    withPhase(s, { kind: 'attempt', order: [0, 1, 2, 3], index: 0 });
  const revealable = (s: EollisState): string[] =>
    eollis.legalActions(s, 0).flatMap((a) => (a.type === 'reveal' ? [a.card] : []));

  it.each([
    ['m-hoard', (s: EollisState) => withGold(s, { 'p-mr-mollet': 12 }), 2],
    ['m-iron-hand', (s: EollisState) => withPosts(s, { ...s.posts, second: 'p-soeur-mathilde' }), 3],
    [
      'm-full-crew',
      (s: EollisState) =>
        withPosts(s, {
          ...s.posts,
          bosco: 'p-soeur-mathilde',
          sailor1: 'p-anne-la-rousse',
          gunner2: 'p-barbe-grise',
        }),
      2,
    ],
    ['m-high-winds', (s: EollisState) => withPosts(s, { ...s.posts, altiMaitre: 'p-soeur-mathilde' }), 2],
    ['m-restless-ghost', (s: EollisState) => asGhost(s, 'p-mr-mollet'), 2],
  ] as const)('%s is revealed once its condition holds, for its renown', (kind, meet, points) => {
    // Seat 0 holds the Captain (Mr Mollet) only, and no gold.
    const table = withPirates(bareTable(4), [
      ['p-mr-mollet', 'p-soeur-mathilde', 'p-anne-la-rousse', 'p-barbe-grise'],
      ['p-kid-mistral'],
      ['p-rackham'],
      ['p-fifi-plumeau'],
    ]);
    let s = onTurn(withHand(withPosts(table, { captain: 'p-mr-mollet', cook: 'p-kid-mistral' }), 0, [kind]));
    // High Winds also needs undamaged balloons: damaged, then mended below.
    if (kind === 'm-high-winds') s = { ...meet(s), balloon: 1 };
    expect(revealable(s)).toEqual([]);
    s = kind === 'm-high-winds' ? { ...s, balloon: 0 } : meet(s);
    const card = uidOf(s, 0, kind);
    expect(revealable(s)).toEqual([card]);
    const { state, events } = playIdle(s, 0, { type: 'reveal', card });
    expect(renown(state, 0)).toBe(points);
    expect(state.clans[0]?.missions).toEqual([kind]);
    expect(events.some((e) => e.type === 'missionRevealed' && e.to === 'all')).toBe(true);
  });

  it('is not an Action card: revealing one still leaves the turn’s Exploit', () => {
    let s = onTurn(
      withHand(withGold(withPosts(crew(), { captain: 'p-mr-mollet' }), { 'p-mr-mollet': 12 }), 0, [
        'm-hoard',
        'buriedLoot',
      ]),
    );
    s = playIdle(s, 0, { type: 'reveal', card: uidOf(s, 0, 'm-hoard') }).state;
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'buriedLoot')).toBe(true);
  });
});
