// The main flow: setup, recruitment, boarding, hands, the Tavern, the end, and the Miscellaneous Rules.
import { eollis } from './index';
import { optionalActors, waitingFor } from './legal';
import { drawActions } from './decks';
import { takeEvent } from './decks';
import { Dice } from '../core/random';
import {
  playIdle,
  asGhost,
  bareTable,
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
import type { Ctx } from './state';
import type { EollisState } from './types';

const ctx = (): Ctx => ({ dice: new Dice([5, 6, 7, 8]), events: [] });

describe('setup and the first recruitment', () => {
  it.each([
    [3, 4, 5],
    [4, 3, 4],
    [5, 3, 4],
  ])(
    'with %i players: 3 Action cards each, %i Pirate cards dealt, then a draft of three to %i',
    (seats, dealt, full) => {
      let s = eollis.setup({ seats, seed: 'flow' });
      for (const c of s.clans) expect(c.hand).toHaveLength(3);
      expect(Object.values(s.pirates).filter((p) => p.owner === 0)).toHaveLength(dealt);
      expect(s.phase).toMatchObject({ kind: 'draft', index: 0 });
      if (s.phase.kind !== 'draft') return;
      expect(s.phase.display).toHaveLength(3);
      // The youngest (seat 0) picks first, then clockwise; each pick is replaced from the pile.
      for (let i = 0; i < seats; i++) {
        const phase = s.phase;
        if (phase.kind !== 'draft') break;
        const seat = phase.order[phase.index] ?? -1;
        expect(seat).toBe(i);
        s = playIdle(s, seat, { type: 'recruit', pirate: phase.display[0] ?? '' }).state;
      }
      for (let seat = 0; seat < seats; seat++) {
        expect(Object.values(s.pirates).filter((p) => p.owner === seat)).toHaveLength(full);
      }
      expect(s.phase.kind).toBe('propose');
    },
  );
});

describe('recruitment of the second and third Expeditions', () => {
  it('ghosts leave, Clans keep or dismiss survivors, then are completed by deal and draft', () => {
    let s = withPirates(bareTable(4), [['p-toure', 'p-mr-mollet'], ['p-kid-mistral'], [], ['p-rackham']]);
    s = asGhost(withGold(s, { 'p-kid-mistral': 3, 'p-mr-mollet': 2 }), 'p-kid-mistral');
    s = {
      ...s,
      expedition: 2,
      lastCaptainSeat: 1,
      pirateDeck: [
        'p-lucky-sam',
        'p-la-sirene',
        'p-gros-bill',
        'p-zephyrine',
        'p-jack-tempete',
        'p-doc-grimaud',
        'p-vieux-tonnerre',
        'p-barbe-grise',
        'p-nez-de-cuir',
        'p-fifi-plumeau',
        'p-petit-marquis',
      ],
    };
    s = withPhase(s, { kind: 'refill', stage: 'aerial', order: [1, 2, 3, 0], index: 3 });
    s = playIdle(s, 0, { type: 'refill' }).state;
    expect(s.pirates['p-kid-mistral']).toBeUndefined();
    expect(s.clans[1]?.purse).toBe(3);
    // Starting with the last Captain's Clan (seat 1): it has nobody left, so seat 3 keeps or dismisses first.
    expect(s.phase).toMatchObject({ kind: 'keep', order: [1, 2, 3, 0] });
    s = playIdle(s, 3, { type: 'keepCrew' }).state;
    s = playIdle(s, 0, { type: 'dismiss', pirate: 'p-mr-mollet' }).state;
    expect(s.clans[0]?.purse).toBe(2);
    s = playIdle(s, 0, { type: 'keepCrew' }).state;
    expect(s.phase.kind).toBe('draft');
    for (const seat of [0, 1, 2, 3]) {
      expect(Object.values(s.pirates).filter((p) => p.owner === seat)).toHaveLength(3);
    }
  });
});

describe('boarding', () => {
  it('seats the Captain first, then each Clan clockwise places one pirate a turn; the hold fills last', () => {
    let s = withPirates(bareTable(3), [
      ['p-toure', 'p-mr-mollet', 'p-lucky-sam', 'p-rackham', 'p-gros-bill'],
      ['p-kid-mistral', 'p-tit-joseph', 'p-zephyrine', 'p-la-sirene', 'p-doc-grimaud'],
      ['p-mama-kalinda', 'p-jack-tempete', 'p-fifi-plumeau', 'p-barbe-grise', 'p-le-borgne'],
    ]);
    s = withPhase(s, {
      kind: 'propose',
      order: [0, 1, 2],
      index: 2,
      candidates: ['p-mr-mollet', 'p-tit-joseph'],
    });
    // Mr Mollet 1 + 6 = 7 beats 'tit Joseph 1 + 1 and Jack Tempête 1 + 1.
    s = playIdle(withDice(s, [6, 1, 1]), 2, { type: 'propose', pirate: 'p-jack-tempete' }).state;
    expect(s.posts.captain).toBe('p-mr-mollet');
    expect(s.phase).toMatchObject({ kind: 'boarding', seat: 1 });
    const seen: number[] = [];
    for (let i = 0; i < 14; i++) {
      const phase = s.phase;
      if (phase.kind !== 'boarding') break;
      seen.push(phase.seat);
      const action = eollis.legalActions(s, phase.seat).find((a) => a.type === 'board');
      if (action === undefined) break;
      if (i === 12) expect(action).toMatchObject({ post: 'hold' });
      s = playIdle(s, phase.seat, action).state;
    }
    expect(seen.slice(0, 6)).toEqual([1, 2, 0, 1, 2, 0]);
    expect(Object.keys(s.posts)).toHaveLength(13);
    // 15 pirates, 13 posts: the first pirate placed in the hold is on top once the stack is turned over.
    expect(s.hold).toHaveLength(2);
  });
});

describe('Action cards in hand', () => {
  it('refills to 3 after discarding, starting with the Captain’s Clan', () => {
    let s = withHand(bareTable(3), 1, ['rum', 'rob', 'trip', 'daring']);
    s = withPhase(s, { kind: 'refill', stage: 'tavern', order: [1, 2, 0], index: 0 });
    s = playIdle(s, 1, { type: 'discard', card: uidOf(s, 1, 'rob') }).state;
    s = playIdle(s, 1, { type: 'discard', card: uidOf(s, 1, 'trip') }).state;
    s = playIdle(s, 1, { type: 'refill' }).state;
    expect(handOf(s, 1)).toHaveLength(3);
    expect(s.phase).toMatchObject({ kind: 'refill', index: 1 });
  });

  it('never holds more than 5 cards', () => {
    const s = withHand(bareTable(3), 0, ['rum', 'rum', 'rum', 'rum']);
    expect(handOf(drawActions(s, ctx(), 0, 3), 0)).toHaveLength(5);
    const full = withPhase(withHand(s, 1, ['rum']), { kind: 'attempt', order: [1], index: 0 });
    const gifts = eollis.legalActions(withHand(full, 0, ['rum']), 1).filter((a) => a.type === 'giveCard');
    expect(gifts.some((a) => a.type === 'giveCard' && a.to === 0)).toBe(false);
  });

  it('reshuffles the discard when a pile runs out', () => {
    const s = { ...bareTable(3), actionDeck: [], actionDiscard: [{ uid: 'x1', kind: 'rum' as const }] };
    const drawn = drawActions(s, ctx(), 0, 1);
    expect(handOf(drawn, 0)).toEqual([{ uid: 'x1', kind: 'rum' }]);
    const events = takeEvent({ ...s, eventDeck: [], eventDiscard: ['ev-wreck'] }, ctx());
    expect(events.event).toBe('ev-wreck');
  });
});

describe('negotiation', () => {
  it('a Clan may give 1 gold or an Action card to another, one gift per turn', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withGold(s, { 'p-toure': 3 }), 0, ['rum', 'daring']);
    s = withPosts(s, { captain: 'p-toure', cook: 'p-kid-mistral', bosco: 'p-rackham' });
    s = withPhase(s, { kind: 'attempt', order: [0], index: 0 });
    s = playIdle(s, 0, { type: 'giveGold', to: 1 }).state;
    expect(goldOf(s, 'p-kid-mistral')).toBe(1);
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'giveGold' || a.type === 'giveCard')).toBe(false);
    s = playIdle({ ...s, turn: s.turn + 1 }, 0, { type: 'giveCard', to: 2, card: uidOf(s, 0, 'rum') }).state;
    expect(handOf(s, 2).map((h) => h.kind)).toEqual(['rum']);
  });

  /** Seat 0 boards; seat 1, not waited for, holds gold and a card; seat 2 holds nothing. */
  function boardingTable(): EollisState {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withGold(s, { 'p-kid-mistral': 2 }), 1, ['rum']);
    return withPhase(s, { kind: 'boarding', seat: 0 });
  }

  it('at any time: a Clan the game does not wait for may give, and nothing else changes', () => {
    const s = boardingTable();
    expect(waitingFor(s)).toEqual([0]);
    expect(eollis.awaiting(s)).toEqual([0, 1]);
    expect(eollis.legalActions(s, 1).map((a) => a.type)).toEqual([
      'giveGold',
      'giveGold',
      'giveCard',
      'giveCard',
    ]);
    // Seat 2 has nothing to give: nothing is offered to it.
    expect(eollis.legalActions(s, 2)).toEqual([]);
    const { state } = playIdle(s, 1, { type: 'giveCard', to: 2, card: uidOf(s, 1, 'rum') });
    expect(handOf(state, 2).map((h) => h.kind)).toEqual(['rum']);
    // The phase, the turn and the seats waited for are untouched; the giver's gift of the turn is spent.
    expect(state.phase).toEqual(s.phase);
    expect(state.turn).toBe(s.turn);
    expect(waitingFor(state)).toEqual([0]);
    expect(eollis.legalActions(state, 1)).toEqual([]);
    // A gift is never what a turn timer plays for a Clan the game does not wait for.
    expect(eollis.timeoutAction(s, 1)).toBeNull();
  });

  it('a gift to a responder left out of a window does not make the window wait for it', () => {
    // Seat 0's Mr Mollet rolls on Drifting Wreck; nobody holds a card, so nobody is asked.
    let s = withPirates(bareTable(3), [['p-mr-mollet'], ['p-kid-mistral'], ['p-rackham']]);
    s = withPosts(s, { captain: 'p-mr-mollet', cook: 'p-kid-mistral', lookout: 'p-rackham' });
    s = withHand(s, 2, ['rum', 'daring']);
    s = withDice(
      withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0, 1, 2], index: 0 }),
      [3],
    );
    s = playIdle(s, 0, { type: 'attempt', pirate: 'p-mr-mollet' }).state;
    expect(s.phase.kind).toBe('trial');
    expect(waitingFor(s)).toEqual([2]);
    // Seat 2 gives a card to seat 1, which was left out: it stays out until a play reopens the window.
    const { state } = playIdle(s, 2, { type: 'giveCard', to: 1, card: uidOf(s, 2, 'daring') });
    expect(handOf(state, 1).map((h) => h.kind)).toEqual(['daring']);
    expect(waitingFor(state)).toEqual([2]);
    expect(state.phase).toEqual(s.phase);
  });

  it('nothing can be given once the game is over', () => {
    const s = withPhase(boardingTable(), { kind: 'over' });
    expect(eollis.legalActions(s, 1)).toEqual([]);
    expect(eollis.awaiting(s)).toEqual([]);
  });
});

describe('the Tavern', () => {
  it('brawls last 2 rounds; a Clan that passes in the first sits out the second', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withHand(s, 0, ['humiliate', 'humiliate']), 1, ['humiliate', 'humiliate']);
    s = { ...s, clans: s.clans.map((c) => ({ ...c, renown: 5 })) };
    s = withPhase(s, { kind: 'brawl', round: 1, order: [0, 1, 2], index: 0, out: [] });
    s = playIdle(s, 0, { type: 'brawl', card: uidOf(s, 0, 'humiliate'), target: 2 }).state;
    s = playIdle(s, 1, { type: 'passBrawl' }).state;
    s = playIdle(s, 2, { type: 'passBrawl' }).state;
    expect(s.phase).toMatchObject({ kind: 'brawl', round: 2, index: 0 });
    s = playIdle(s, 0, { type: 'brawl', card: uidOf(s, 0, 'humiliate'), target: 2 }).state;
    // Seats 1 and 2 passed in round 1: the Tavern moves on to renown, then the next Expedition.
    expect(s.expedition).toBe(2);
    expect(renown(s, 2)).toBe(3);
    expect(handOf(s, 1)).toHaveLength(2);
  });

  it('converts all gold, hidden gold included, into renown; what is left stays in the purse', () => {
    let s = withPirates(bareTable(3), [['p-toure', 'p-mr-mollet'], ['p-kid-mistral'], ['p-rackham']]);
    s = withGold(s, { 'p-toure': 5, 'p-mr-mollet': 4 });
    s = { ...s, clans: s.clans.map((c) => (c.seat === 0 ? { ...c, strongbox: 3, purse: 1 } : c)) };
    s = withPhase(s, { kind: 'brawl', round: 2, order: [0], index: 0, out: [] });
    s = playIdle(s, 0, { type: 'passBrawl' }).state;
    // 13 gold at 4 a point: 3 renown, 1 gold left.
    expect(renown(s, 0)).toBe(3);
    expect(clanPirateGold(s, 0)).toBe(0);
    expect(s.clans[0]).toMatchObject({ strongbox: 0, purse: 1 });
  });

  it('the next Expedition starts with the last Captain’s Clan refilling its hand', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withPhase({ ...s, lastCaptainSeat: 2 }, { kind: 'brawl', round: 2, order: [2], index: 0, out: [] });
    s = playIdle(s, 2, { type: 'passBrawl' }).state;
    expect(s.phase).toMatchObject({ kind: 'refill', stage: 'aerial', order: [2, 0, 1] });
  });
});

describe('the end of the game', () => {
  const ending = (renowns: number[], pirates: string[][]): EollisState => {
    let s = withPirates(bareTable(3), pirates);
    s = { ...s, expedition: 3, clans: s.clans.map((c) => ({ ...c, renown: renowns[c.seat] ?? 0 })) };
    return withPhase(s, { kind: 'brawl', round: 2, order: [0], index: 0, out: [] });
  };

  it('after the third Expedition, the most renown wins', () => {
    const s = playIdle(ending([4, 7, 2], [['p-toure'], ['p-kid-mistral'], ['p-rackham']]), 0, {
      type: 'passBrawl',
    }).state;
    const outcome = eollis.outcome(s);
    expect(outcome?.winners).toEqual([1]);
    expect(outcome?.standings.map((l) => [l.seat, l.rank])).toEqual([
      [0, 2],
      [1, 1],
      [2, 3],
    ]);
    expect(eollis.awaiting(s)).toEqual([]);
  });

  it('ties go to the most living pirates (ghosts do not count)', () => {
    let s = ending([5, 5, 2], [['p-toure', 'p-lucky-sam'], ['p-kid-mistral', 'p-tit-joseph'], ['p-rackham']]);
    s = asGhost(s, 'p-tit-joseph');
    const outcome = eollis.outcome(playIdle(s, 0, { type: 'passBrawl' }).state);
    expect(outcome?.winners).toEqual([0]);
  });

  it('then a Bagou duel: best Bagou + a die', () => {
    // Toure (Bagou 3) + 1 = 4 against Kid Mistral (Bagou 0) + 6 = 6.
    const s = ending([5, 5, 2], [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    const done = playIdle(withDice(s, [1, 6]), 0, { type: 'passBrawl' }).state;
    expect(eollis.outcome(done)?.winners).toEqual([1]);
  });
});

describe('Miscellaneous Rules', () => {
  const aboard = (): EollisState => {
    const s = withPirates(bareTable(3), [
      ['p-toure', 'p-mr-mollet'],
      ['p-kid-mistral', 'p-tit-joseph'],
      ['p-rackham'],
    ]);
    return withPosts(
      s,
      { captain: 'p-mr-mollet', priest: 'p-kid-mistral', cook: 'p-toure', bosco: 'p-rackham' },
      ['p-tit-joseph'],
    );
  };

  it('a dead pirate’s gold goes to the survivors of its Clan, the hold included', () => {
    let s = withHand(withGold(aboard(), { 'p-kid-mistral': 4 }), 2, ['accident']);
    s = withPhase(s, { kind: 'attempt', order: [2], index: 0 });
    s = playIdle(s, 2, { type: 'accident', card: uidOf(s, 2, 'accident'), pirate: 'p-kid-mistral' }).state;
    expect(goldOf(s, 'p-tit-joseph')).toBe(2);
    expect(goldOf(s, 'p-rackham')).toBe(2);
  });

  it('with no Second, the next on the sharing list replaces a dead Captain', () => {
    let s = withHand(aboard(), 2, ['accident']);
    s = withPhase(s, { kind: 'attempt', order: [2], index: 0 });
    s = playIdle(s, 2, { type: 'accident', card: uidOf(s, 2, 'accident'), pirate: 'p-mr-mollet' }).state;
    expect(s.posts.captain).toBe('p-kid-mistral');
    expect(s.posts.priest).toBeUndefined();
  });

  it('a Clan’s last pirate becomes a ghost: it keeps its gold, cannot die, may still attempt trials', () => {
    let s = withHand(withGold(aboard(), { 'p-rackham': 3 }), 0, ['accident']);
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0, 2], index: 0 });
    s = playIdle(s, 0, { type: 'accident', card: uidOf(s, 0, 'accident'), pirate: 'p-rackham' }).state;
    expect(s.pirates['p-rackham']).toMatchObject({ ghost: true, gold: 3 });
    expect(eollis.legalActions(s, 0).some((a) => a.type === 'accident')).toBe(false);
    s = playIdle(withDice(s, [1]), 0, { type: 'attempt', pirate: 'p-toure' }).state;
    s = playIdle(s, 0, { type: 'pass' }).state;
    expect(eollis.legalActions(s, 2)).toContainEqual({ type: 'attempt', pirate: 'p-rackham' });
  });

  it('a special Event with its post and the Second vacant goes down the sharing list', () => {
    let s = withPosts(aboard(), { captain: 'p-mr-mollet', priest: 'p-kid-mistral' });
    s = withPhase(
      { ...s, lookoutDraw: 'ev-dragon-hunt', posts: { ...s.posts, lookout: 'p-rackham' } },
      { kind: 'lookout', seat: 2 },
    );
    const { events } = playIdle(withDice(s, [1]), 2, { type: 'lookout', choice: 'play' });
    expect(events.find((e) => e.type === 'trialFailed')?.pirate).toBe('p-kid-mistral');
  });

  it('the ship is destroyed by Event damage before any repair', () => {
    let s = withPosts(
      { ...aboard(), balloon: 7 },
      { captain: 'p-mr-mollet', altiMaitre: 'p-toure', lookout: 'p-rackham' },
    );
    s = withPhase({ ...s, lookoutDraw: 'ev-storm', cagnotte: 9 }, { kind: 'lookout', seat: 2 });
    const { state } = playIdle(s, 2, { type: 'lookout', choice: 'play' });
    expect(state.destroyed).toBe(true);
    expect(state.cagnotte).toBe(0);
  });
});

describe('out-of-turn plays', () => {
  it('a Clan may hide its gold in a strongbox during another Clan’s brawl turn', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withHand(withGold(s, { 'p-kid-mistral': 3 }), 1, ['strongbox']), 0, ['rob']);
    s = withPhase(s, { kind: 'brawl', round: 1, order: [0, 1, 2], index: 0, out: [] });
    expect(eollis.awaiting(s)).toEqual([0, 1]);
    s = playIdle(s, 1, { type: 'strongbox', card: uidOf(s, 1, 'strongbox') }).state;
    s = playIdle(s, 0, { type: 'brawl', card: uidOf(s, 0, 'rob'), target: 1 }).state;
    expect(s.clans[1]?.strongbox).toBe(3);
    expect(clanPirateGold(s, 0)).toBe(0);
  });

  it('a Secret Mission may be revealed at any moment once met, even when nothing else is expected', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withGold(s, { 'p-kid-mistral': 12 }), 1, ['m-hoard']);
    s = withPhase(s, { kind: 'refill', stage: 'tavern', order: [0, 1, 2], index: 0 });
    expect(eollis.awaiting(s)).toEqual([0, 1]);
    // Its reveal comes first; while it may act at all, its gift is open too.
    expect(eollis.legalActions(s, 1)[0]).toEqual({ type: 'reveal', card: uidOf(s, 1, 'm-hoard') });
    expect(waitingFor(s)).toEqual([0]);
    s = playIdle(s, 1, { type: 'reveal', card: uidOf(s, 1, 'm-hoard') }).state;
    expect(renown(s, 1)).toBe(2);
    // Revealed: only its gift of the turn is left to it (gifts are open at any time).
    expect(eollis.legalActions(s, 1).every((a) => a.type === 'giveGold' || a.type === 'giveCard')).toBe(true);
    expect(waitingFor(s)).toEqual([0]);
  });

  it('an Exploit may be played during another Clan’s turn without the game waiting for it', () => {
    // Rulebook: "a player may play an Exploit card during another player's turn"; one per player per turn.
    let s = withPirates(bareTable(3), [['p-toure', 'p-lucky-sam'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(withGold(s, { 'p-kid-mistral': 4 }), 1, ['strongbox', 'buriedLoot']);
    s = withPhase(s, { kind: 'boarding', seat: 0 });
    expect(waitingFor(s)).toEqual([0]);
    expect(optionalActors(s)).toEqual([1]);
    expect(eollis.awaiting(s)).toEqual([0, 1]);
    const offered = eollis.legalActions(s, 1).map((a) => a.type);
    expect(offered).toEqual(expect.arrayContaining(['strongbox', 'buriedLoot', 'giveGold', 'giveCard']));
    s = playIdle(s, 1, { type: 'strongbox', card: uidOf(s, 1, 'strongbox') }).state;
    expect(s.clans[1]?.strongbox).toBe(3);
    expect(s.phase).toEqual({ kind: 'boarding', seat: 0 });
    // One Exploit per turn: the Buried Loot waits for the next turn; Clan 1 is no longer an optional actor.
    expect(eollis.legalActions(s, 1).some((a) => a.type === 'buriedLoot')).toBe(false);
    expect(optionalActors(s)).toEqual([1]);
    expect(eollis.legalActions(s, 1).every((a) => a.type === 'giveGold' || a.type === 'giveCard')).toBe(true);
    // The awaited Clan alone moves the game on: the next boarding turn is a new turn for everyone.
    s = playIdle(s, 0, { type: 'board', pirate: 'p-toure', post: 'captain' }).state;
    expect(s.phase).toEqual({ kind: 'boarding', seat: 1 });
    expect(eollis.legalActions(s, 1).some((a) => a.type === 'buriedLoot')).toBe(true);
    s = playIdle(s, 1, { type: 'buriedLoot', card: uidOf(s, 1, 'buriedLoot') }).state;
    expect(clanPirateGold(s, 1)).toBe(4);
  });

  it('a Clan that is not waited for is not offered its Exploits during a mutiny', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(s, 2, ['buriedLoot']);
    s = withPosts(s, { captain: 'p-toure', cook: 'p-kid-mistral', bosco: 'p-rackham' });
    s = withPhase(s, {
      kind: 'camps',
      mutiny: {
        mutineer: 1,
        leader: 'p-kid-mistral',
        captainSeat: 0,
        captainChoice: 'return',
        camps: ['captain', 'mutineers', null],
      },
    });
    expect(eollis.legalActions(s, 2).some((a) => a.type === 'buriedLoot')).toBe(false);
    expect(optionalActors(s)).toEqual([]);
  });

  it('an Accident during another Clan’s step: the trial passes on when its last pirate on a post dies', () => {
    let s = withPirates(bareTable(3), [['p-toure', 'p-lucky-sam'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(s, 1, ['accident']);
    s = withPosts(s, { harpooner: 'p-toure', cook: 'p-kid-mistral', captain: 'p-rackham' }, ['p-lucky-sam']);
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0, 1, 2], index: 0 });
    expect(waitingFor(s)).toEqual([0]);
    expect(eollis.legalActions(s, 1)).toContainEqual({
      type: 'accident',
      card: uidOf(s, 1, 'accident'),
      pirate: 'p-toure',
    });
    s = playIdle(s, 1, { type: 'accident', card: uidOf(s, 1, 'accident'), pirate: 'p-toure' }).state;
    expect(s.pirates['p-toure']).toBeUndefined();
    // Clan 0 has nobody left on a post: it sits the trial out instead of stalling the game.
    expect(s.phase).toMatchObject({ kind: 'attempt', index: 1 });
    expect(waitingFor(s)).toEqual([1]);
  });

  it('an Accident on the Captain during the decision hands the decision to the replacing Captain', () => {
    let s = withPirates(bareTable(3), [['p-toure', 'p-lucky-sam'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(s, 2, ['accident']);
    s = withPosts(s, {
      captain: 'p-toure',
      sailor1: 'p-lucky-sam',
      second: 'p-kid-mistral',
      bosco: 'p-rackham',
    });
    s = withPhase(s, { kind: 'decision', seat: 0, swapFirst: null });
    s = playIdle(s, 2, { type: 'accident', card: uidOf(s, 2, 'accident'), pirate: 'p-toure' }).state;
    expect(s.posts.captain).toBe('p-kid-mistral');
    expect(s.phase).toEqual({ kind: 'decision', seat: 1, swapFirst: null });
    expect(waitingFor(s)).toEqual([1]);
  });

  it('views show the seats the game waits for; a timer plays only a self-serving card for an optional actor', () => {
    let s = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    s = withHand(s, 1, ['accident', 'buriedLoot']);
    s = withPosts(s, { captain: 'p-toure', cook: 'p-kid-mistral', bosco: 'p-rackham' });
    s = withPhase(s, { kind: 'lookout', seat: 0 });
    expect(eollis.view(s, 2).waitingFor).toEqual([0]);
    expect(eollis.awaiting(s)).toEqual([0, 1]);
    expect(eollis.timeoutAction(s, 1)).toEqual({ type: 'buriedLoot', card: uidOf(s, 1, 'buriedLoot') });
    expect(eollis.timeoutAction(s, 0)).toEqual({ type: 'lookout', choice: 'play' });
  });
});

describe('gold won at an Event', () => {
  /** Seat 0's Jack Tempête (Navigation 4) faces Drifting Wreck (Navigation 7) and rolls 3; Lucky Sam is in the hold. */
  function wreck(): EollisState {
    let s = withPirates(bareTable(3), [
      ['p-jack-tempete', 'p-rackham', 'p-toure', 'p-lucky-sam'],
      ['p-mr-mollet'],
      ['p-mama-kalinda'],
    ]);
    s = withPosts(
      s,
      { captain: 'p-jack-tempete', cook: 'p-rackham', harpooner: 'p-toure', lookout: 'p-mama-kalinda' },
      ['p-lucky-sam', 'p-mr-mollet'],
    );
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0, 1, 2], index: 0 });
    return playIdle(withDice(s, [3]), 0, { type: 'attempt', pirate: 'p-jack-tempete' }).state;
  }

  it('is divided by the player among its pirates not in the hold, one coin at a time, before play goes on', () => {
    // Rulebook: "The gold gained by a player must be divided among the pirates of their Clan who are not in the hold."
    let s = wreck();
    const passed = eollis.legalActions(s, 0).find((a) => a.type === 'pass');
    if (passed !== undefined) s = playIdle(s, 0, passed).state;
    expect(s.clans[0]?.toDivide).toBe(2);
    expect(waitingFor(s)).toEqual([0]);
    const placing = eollis.legalActions(s, 0).filter((a) => a.type === 'placeGold');
    expect(placing.map((a) => (a.type === 'placeGold' ? a.pirate : ''))).toEqual([
      'p-jack-tempete',
      'p-rackham',
      'p-toure',
    ]);
    // Both coins on Toure: an uneven split the even spread could never make.
    s = playIdle(s, 0, { type: 'placeGold', pirate: 'p-toure' }).state;
    expect(s.phase).toMatchObject({ kind: 'attempt', index: 2 });
    expect(waitingFor(s)).toEqual([0]);
    s = playIdle(s, 0, { type: 'placeGold', pirate: 'p-toure' }).state;
    expect(goldOf(s, 'p-toure')).toBe(2);
    expect(goldOf(s, 'p-jack-tempete')).toBe(0);
    expect(goldOf(s, 'p-lucky-sam')).toBe(0);
    expect(s.clans[0]?.toDivide).toBe(0);
  });

  it('needs no division when a single pirate can take it', () => {
    let s = withPirates(bareTable(3), [
      ['p-jack-tempete', 'p-lucky-sam'],
      ['p-mr-mollet'],
      ['p-mama-kalinda'],
    ]);
    s = withPosts(s, { captain: 'p-jack-tempete', lookout: 'p-mama-kalinda', cook: 'p-mr-mollet' }, [
      'p-lucky-sam',
    ]);
    s = withPhase({ ...s, currentEvent: 'ev-wreck' }, { kind: 'attempt', order: [0, 1, 2], index: 0 });
    s = playIdle(withDice(s, [3]), 0, { type: 'attempt', pirate: 'p-jack-tempete' }).state;
    const passed = eollis.legalActions(s, 0).find((a) => a.type === 'pass');
    if (passed !== undefined) s = playIdle(s, 0, passed).state;
    expect(goldOf(s, 'p-jack-tempete')).toBe(2);
    expect(s.clans[0]?.toDivide).toBe(0);
  });
});
