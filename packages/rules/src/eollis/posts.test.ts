// A test per post ability, from the List of Posts.
import { eollis } from './index';
import { crewBonus } from './flow/trials';
import {
  playIdle,
  bareTable,
  goldOf,
  handOf,
  renown,
  withDice,
  withGold,
  withHand,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

/** Four Clans of three pirates each, none with a power that acts on dice. */
function crew(): EollisState {
  return withPirates(bareTable(4), [
    ['p-mr-mollet', 'p-soeur-mathilde', 'p-anne-la-rousse'],
    ['p-kid-mistral', 'p-tit-joseph', 'p-zephyrine'],
    ['p-mama-kalinda', 'p-rackham', 'p-jack-tempete'],
    ['p-fifi-plumeau', 'p-petit-marquis', 'p-gros-bill'],
  ]);
}

/** The Lookout (seat 2's Mama Kalinda) holds `event`, about to play it. */
function lookingAt(s: EollisState, event: string): EollisState {
  const posts = { ...s.posts, lookout: 'p-mama-kalinda' };
  return withPhase({ ...s, posts, lookoutDraw: event }, { kind: 'lookout', seat: 2 });
}

describe('the Captain', () => {
  it('plays first: every trial starts with the Captain’s Clan, then clockwise', () => {
    const s = lookingAt(withPosts(crew(), { captain: 'p-fifi-plumeau' }), 'ev-trade-winds');
    const { state } = playIdle(s, 2, { type: 'lookout', choice: 'play' });
    expect(state.phase).toMatchObject({ kind: 'attempt', order: [3, 0, 1, 2], index: 0 });
  });

  it('swaps the places of two pirates once per Expedition, hold included', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', cook: 'p-kid-mistral' }, ['p-rackham']);
    s = withPhase(s, { kind: 'decision', seat: 0, swapFirst: null });
    s = playIdle(s, 0, { type: 'captainSwap', pirate: 'p-kid-mistral' }).state;
    s = playIdle(s, 0, { type: 'captainSwap', pirate: 'p-rackham' }).state;
    expect(s.posts.cook).toBe('p-rackham');
    expect(s.hold).toEqual(['p-kid-mistral']);
    expect(s.captainSwapUsed).toBe(true);
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'captainSwap')).toBe(false);
  });

  it('dies when the ship is destroyed', () => {
    const s = withPosts({ ...crew(), balloon: 8 }, { captain: 'p-mr-mollet', second: 'p-kid-mistral' });
    const { state } = playIdle(lookingAt(s, 'ev-trade-winds'), 2, { type: 'lookout', choice: 'play' });
    expect(state.destroyed).toBe(true);
    expect(state.pirates['p-mr-mollet']).toBeUndefined();
  });
});

describe('the Second', () => {
  it('gives +2 Bagou to every Clan', () => {
    expect(crewBonus(withPosts(crew(), { second: 'p-kid-mistral' }), 'bagou')).toBe(2);
    expect(crewBonus(withPosts(crew(), {}), 'bagou')).toBe(0);
  });

  it('hides 3 gold of his Clan in the strongbox, once per Expedition', () => {
    let s = withGold(withPosts(crew(), { captain: 'p-mr-mollet', second: 'p-kid-mistral' }), {
      'p-tit-joseph': 5,
    });
    s = withPhase(s, { kind: 'attempt', order: [1, 2, 3, 0], index: 0 });
    s = playIdle(s, 1, { type: 'secondHide' }).state;
    expect(s.clans[1]?.strongbox).toBe(3);
    expect(goldOf(s, 'p-tit-joseph')).toBe(2);
    expect(eollis.legalActions(s, 1).some((a) => a.type === 'secondHide')).toBe(false);
  });

  it('takes the Captain’s post at once when the Captain dies other than by mutiny', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', second: 'p-kid-mistral', cook: 'p-mama-kalinda' });
    s = withHand(s, 2, ['accident']);
    s = withPhase(s, { kind: 'attempt', order: [2, 3, 0, 1], index: 0 });
    const card = handOf(s, 2)[0]?.uid ?? '';
    s = playIdle(s, 2, { type: 'accident', card, pirate: 'p-mr-mollet' }).state;
    expect(s.posts.captain).toBe('p-kid-mistral');
    expect(s.posts.second).toBeUndefined();
  });

  it('is first to replace a vacant special post, and wins its renown', () => {
    // Dragon Hunt with no Harpooner: the Second (Gros Bill, Combat 4) resolves it: 4 + die 4 = 8.
    const s = withPosts(crew(), { captain: 'p-mr-mollet', second: 'p-gros-bill' });
    const { state, events } = playIdle(withDice(lookingAt(s, 'ev-dragon-hunt'), [4]), 2, {
      type: 'lookout',
      choice: 'play',
    });
    expect(events.some((e) => e.type === 'trialSucceeded' && e.pirate === 'p-gros-bill')).toBe(true);
    expect(renown(state, 3)).toBe(1);
    // The 5 gold won wait for seat 3 to divide them among its pirates.
    expect(state.clans[3]?.toDivide).toBe(5);
    expect(eollis.awaiting(state)).toEqual([3]);
    expect(state.cagnotte).toBe(5);
  });
});

describe('the Priest', () => {
  it('chooses the pirates killed when a special Event fails', () => {
    // Savage Island (Cook, Bagou 8): Mr Mollet, Bagou 1 + die 1, fails; seat 3's Priest chooses the victim.
    const s = withPosts(crew(), {
      captain: 'p-soeur-mathilde',
      cook: 'p-mr-mollet',
      sailor1: 'p-anne-la-rousse',
      priest: 'p-fifi-plumeau',
    });
    const { state } = playIdle(withDice(lookingAt(s, 'ev-savage-island'), [1]), 2, {
      type: 'lookout',
      choice: 'play',
    });
    expect(state.phase).toMatchObject({ kind: 'loss', loss: { chooser: 3, victim: 0, count: 1 } });
    expect(eollis.awaiting(state)).toEqual([3]);
    const after = playIdle(state, 3, { type: 'kill', pirate: 'p-anne-la-rousse' }).state;
    expect(after.pirates['p-anne-la-rousse']).toBeUndefined();
  });

  it('cannot choose pirates in the hold', () => {
    const s = withPosts(
      crew(),
      { captain: 'p-soeur-mathilde', cook: 'p-mr-mollet', priest: 'p-fifi-plumeau' },
      ['p-anne-la-rousse'],
    );
    const { state } = playIdle(withDice(lookingAt(s, 'ev-savage-island'), [1]), 2, {
      type: 'lookout',
      choice: 'play',
    });
    const kills = eollis.legalActions(state, 3).filter((a) => a.type === 'kill');
    expect(kills.map((a) => (a.type === 'kill' ? a.pirate : ''))).toEqual([
      'p-mr-mollet',
      'p-soeur-mathilde',
    ]);
  });

  it('saves, for 1 gold each paid to him, the pirates of a destroyed ship; he is always saved', () => {
    let s = withPosts(
      { ...crew(), balloon: 8 },
      { captain: 'p-kid-mistral', priest: 'p-mr-mollet', cook: 'p-soeur-mathilde', bosco: 'p-tit-joseph' },
      ['p-anne-la-rousse'],
    );
    s = withGold(s, { 'p-soeur-mathilde': 2, 'p-tit-joseph': 1 });
    let state = playIdle(lookingAt(s, 'ev-trade-winds'), 2, { type: 'lookout', choice: 'play' }).state;
    expect(state.phase.kind).toBe('rescue');
    state = playIdle(state, 0, { type: 'save', pirate: 'p-soeur-mathilde' }).state;
    expect(goldOf(state, 'p-mr-mollet')).toBe(1);
    state = playIdle(state, 0, { type: 'rescueDone' }).state;
    // Seat 1 pays 1 gold to save 'tit Joseph; Zéphyrine, on shore, was never aboard.
    state = playIdle(state, 1, { type: 'save', pirate: 'p-tit-joseph' }).state;
    expect(state.phase.kind).toBe('refill');
    expect(state.pirates['p-mr-mollet']).toBeDefined();
    expect(state.pirates['p-soeur-mathilde']).toBeDefined();
    expect(state.pirates['p-anne-la-rousse']).toBeUndefined();
    expect(state.pirates['p-tit-joseph']).toBeDefined();
    // The Captain died with the ship; the cagnotte was lost.
    expect(state.pirates['p-kid-mistral']).toBeUndefined();
    expect(state.cagnotte).toBe(0);
  });
});

describe('the Lookout', () => {
  it('draws the Event in secret: only the Lookout’s view shows it', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', lookout: 'p-mama-kalinda' });
    s = withPhase(
      { ...s, eventDeck: ['ev-storm', 'ev-wreck'], eventDiscard: [] },
      { kind: 'decision', seat: 0, swapFirst: null },
    );
    s = playIdle(s, 0, { type: 'decide', choice: 'continue' }).state;
    s = playIdle(s, 2, { type: 'noMutiny' }).state;
    expect(s.phase.kind).toBe('lookout');
    expect(eollis.view(s, 2).lookoutDraw).toBe('ev-storm');
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      expect(JSON.stringify(eollis.view(s, viewer))).not.toContain('ev-storm');
    }
  });

  it('may bury the Event under the pile and play the next one, revealed to all', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', lookout: 'p-mama-kalinda' });
    s = lookingAt({ ...s, eventDeck: ['ev-wreck', 'ev-fog-bank'] }, 'ev-storm');
    const { state, events } = playIdle(s, 2, { type: 'lookout', choice: 'bury' });
    expect(state.eventDeck).toEqual(['ev-fog-bank', 'ev-storm']);
    expect(events.some((e) => e.type === 'eventRevealed' && e.kind === 'ev-wreck' && e.to === 'all')).toBe(
      true,
    );
    expect(state.currentEvent).toBe('ev-wreck');
  });

  it('without a Lookout, the Captain draws and the Event is played at once', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet' });
    s = withPhase({ ...s, eventDeck: ['ev-wreck'] }, { kind: 'decision', seat: 0, swapFirst: null });
    const { state } = playIdle(s, 0, { type: 'decide', choice: 'continue' });
    expect(state.currentEvent).toBe('ev-wreck');
    expect(state.phase.kind).toBe('attempt');
  });
});

describe('the Cook, the Harpooner and the Alti-Maître', () => {
  it.each([
    ['cook', 'ev-savage-island', 'p-mama-kalinda', 5],
    ['harpooner', 'ev-dragon-hunt', 'p-rackham', 6],
    ['altiMaitre', 'ev-storm', 'p-jack-tempete', 4],
  ] as const)('the %s alone resolves %s and gains 1 renown on success', (post, event, pirate, die) => {
    const s = withPosts(crew(), { captain: 'p-mr-mollet', [post]: pirate });
    let played = playIdle(withDice(lookingAt(s, event), [die]), 2, { type: 'lookout', choice: 'play' });
    // The Storm damages the balloons: its Alti-Maître first declines the repair roll.
    if (played.state.phase.kind === 'repairChoice') {
      played = playIdle(withDice(played.state, [die]), 2, { type: 'repair', attempt: false });
    }
    const { state, events } = played;
    const attempts = events.filter((e) => e.type === 'trialSucceeded' || e.type === 'trialFailed');
    expect(attempts.map((e) => [e.type, e.pirate])).toEqual([['trialSucceeded', pirate]]);
    expect(renown(state, 2)).toBe(1);
  });
});

describe('the Alti-Maître', () => {
  it('may decline the repair roll', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', altiMaitre: 'p-kid-mistral' });
    s = withPhase({ ...s, balloon: 3, currentEvent: 'ev-wreck' }, { kind: 'repairChoice', seat: 1 });
    expect(playIdle(s, 1, { type: 'repair', attempt: false }).state.balloon).toBe(3);
  });

  it('without an Alti-Maître the balloons cannot be repaired', () => {
    const s = withPosts(crew(), { captain: 'p-mr-mollet' });
    const { state } = playIdle(lookingAt(s, 'ev-sky-reef'), 2, { type: 'lookout', choice: 'play' });
    expect(state.balloon).toBe(3);
    expect(state.phase.kind).toBe('attempt');
  });
});

describe('the Bosco', () => {
  it('gives +1 Navigation to every Clan', () => {
    expect(crewBonus(withPosts(crew(), { bosco: 'p-kid-mistral' }), 'navigation')).toBe(1);
  });

  it('gives the top Action card unseen to a Clan of his choice, which pays him 1 gold', () => {
    let s = withGold(withPosts(crew(), { captain: 'p-mr-mollet', bosco: 'p-kid-mistral' }), {
      'p-rackham': 2,
    });
    s = playIdle(lookingAt(s, 'ev-trade-winds'), 2, { type: 'lookout', choice: 'play' }).state;
    expect(s.phase).toMatchObject({ kind: 'bosco', seat: 1 });
    const top = s.actionDeck[0];
    const { state, events } = playIdle(s, 1, { type: 'boscoGive', to: 2 });
    expect(handOf(state, 2)).toEqual([top]);
    expect(goldOf(state, 'p-kid-mistral')).toBe(1);
    expect(goldOf(state, 'p-rackham')).toBe(1);
    const toBosco = events.filter((e) => e.to === 1 || e.to === 'all');
    expect(JSON.stringify(toBosco)).not.toContain(JSON.stringify(top?.uid));
  });
});

describe('the Armourer, the Sailors and the Gunners', () => {
  it.each([
    [{ bosco: 'p-kid-mistral', sailor1: 'p-tit-joseph', sailor2: 'p-zephyrine' }, 'navigation', 3],
    [{ sailor1: 'p-tit-joseph' }, 'navigation', 1],
    [{ armourer: 'p-kid-mistral', gunner1: 'p-tit-joseph', gunner2: 'p-zephyrine' }, 'combat', 3],
    [{ gunner2: 'p-zephyrine' }, 'combat', 1],
    [{ armourer: 'p-kid-mistral' }, 'navigation', 0],
  ] as const)('posts %j give %s +%i to all', (posts, skill, bonus) => {
    expect(crewBonus(withPosts(crew(), posts), skill)).toBe(bonus);
  });
});

describe('the hold', () => {
  it('pirates in the hold gain no gold and cannot be chosen for a trial', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet' }, ['p-soeur-mathilde', 'p-anne-la-rousse']);
    s = lookingAt({ ...s, posts: { ...s.posts } }, 'ev-wreck');
    s = playIdle(s, 2, { type: 'lookout', choice: 'play' }).state;
    const attempts = eollis.legalActions(s, 0).filter((a) => a.type === 'attempt');
    expect(attempts).toEqual([{ type: 'attempt', pirate: 'p-mr-mollet' }]);
    // Drifting Wreck (Navigation 7): Mr Mollet 1 + die 6 = 7 → 2 gold, all on the pirate on deck.
    const after = playIdle(withDice(s, [6]), 0, { type: 'attempt', pirate: 'p-mr-mollet' }).state;
    expect(goldOf(after, 'p-soeur-mathilde')).toBe(0);
    expect(goldOf(after, 'p-mr-mollet')).toBe(2 + 2);
  });

  it('cannot be the target of an Accident, nor use its power', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', cook: 'p-kid-mistral' }, [
      'p-rackham',
      'p-soeur-mathilde',
    ]);
    s = withHand(s, 0, ['accident']);
    s = withPhase(s, { kind: 'attempt', order: [0, 1, 2, 3], index: 0 });
    const targets = eollis.legalActions(s, 0).flatMap((a) => (a.type === 'accident' ? [a.pirate] : []));
    expect(targets).toEqual(['p-kid-mistral']);
    // Rackham (draw a card) in the hold offers no power on seat 2's turn.
    const turn2 = withPhase(s, { kind: 'attempt', order: [2], index: 0 });
    expect(eollis.legalActions(turn2, 2).some((a) => a.type === 'power')).toBe(false);
  });

  it('refills vacant posts at the end of the Event, top of the stack first, each choosing its post', () => {
    let s = withPosts(crew(), { captain: 'p-mr-mollet', cook: 'p-kid-mistral' }, [
      'p-rackham',
      'p-fifi-plumeau',
    ]);
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0], index: 0 });
    s = playIdle(withDice(s, [1]), 0, { type: 'attempt', pirate: 'p-mr-mollet' }).state;
    expect(s.phase).toMatchObject({ kind: 'rise', seat: 2 });
    s = playIdle(s, 2, { type: 'rise', post: 'second' }).state;
    expect(s.phase).toMatchObject({ kind: 'rise', seat: 3 });
    s = playIdle(s, 3, { type: 'rise', post: 'bosco' }).state;
    expect(s.posts.second).toBe('p-rackham');
    expect(s.posts.bosco).toBe('p-fifi-plumeau');
    expect(s.hold).toEqual([]);
    expect(s.phase.kind).toBe('decision');
  });
});
