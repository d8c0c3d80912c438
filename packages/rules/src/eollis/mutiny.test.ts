// The Captain's decision and the mutiny: secret camps revealed at once, strengths, dice, the losers' deaths.
import { eollis } from './index';
import {
  play,
  playIdle,
  bareTable,
  onRolls,
  withDice,
  withGold,
  withHand,
  withPhase,
  withPirates,
  withPosts,
} from './test-kit';
import type { EollisState } from './types';

/** Seat 0 holds the Captain; seat 1 the Armourer and will mutiny; seats 2 and 3 choose camps. */
function ship(options?: unknown): EollisState {
  let s = withPirates(bareTable(4, options), [
    ['p-mr-mollet', 'p-soeur-mathilde'],
    ['p-kid-mistral', 'p-tit-joseph'],
    ['p-mama-kalinda', 'p-rackham'],
    ['p-fifi-plumeau', 'p-petit-marquis'],
  ]);
  s = withPosts(s, {
    captain: 'p-mr-mollet',
    second: 'p-soeur-mathilde',
    armourer: 'p-kid-mistral',
    bosco: 'p-tit-joseph',
    cook: 'p-mama-kalinda',
    gunner1: 'p-rackham',
    sailor1: 'p-fifi-plumeau',
    gunner2: 'p-petit-marquis',
  });
  s = withGold(s, { 'p-mr-mollet': 4, 'p-kid-mistral': 3 });
  return withPhase({ ...s, lastCaptainSeat: 0 }, { kind: 'decision', seat: 0, swapFirst: null });
}

function mutinied(options?: unknown): EollisState {
  let s = playIdle(ship(options), 0, { type: 'decide', choice: 'return' }).state;
  expect(s.phase.kind).toBe('mutinyCall');
  expect(eollis.waitingFor(s)).toEqual([1, 2, 3]);
  s = playIdle(s, 1, { type: 'mutiny', leader: 'p-kid-mistral' }).state;
  return s;
}

describe('the Captain’s decision', () => {
  it('returns to port when nobody mutinies', () => {
    let s = playIdle(ship(), 0, { type: 'decide', choice: 'return' }).state;
    for (const seat of [1, 2, 3]) s = playIdle(s, seat, { type: 'noMutiny' }).state;
    expect(s.phase).toMatchObject({ kind: 'refill', stage: 'tavern' });
    // Sharing the cagnotte happened on the way (nothing in it here).
    expect(s.posts).toEqual({});
  });

  it('continues with a new Event when nobody mutinies', () => {
    let s = playIdle({ ...ship(), eventDeck: ['ev-wreck'] }, 0, { type: 'decide', choice: 'continue' }).state;
    for (const seat of [1, 2, 3]) s = playIdle(s, seat, { type: 'noMutiny' }).state;
    expect(s.currentEvent).toBe('ev-wreck');
  });
});

describe('mutiny camps, chosen in secret', () => {
  it('the mutineer and the Captain are in opposite camps; the others choose at the same time', () => {
    const s = mutinied();
    expect(s.phase).toMatchObject({
      kind: 'camps',
      mutiny: { mutineer: 1, captainSeat: 0, captainChoice: 'return' },
    });
    expect(eollis.waitingFor(s)).toEqual([2, 3]);
  });

  it('a gift while camps are chosen in secret changes no camp, no view of them and nobody waited for', () => {
    const chosen = playIdle(mutinied(), 2, { type: 'camp', camp: 'mutineers' }).state;
    // The mutineer (camp fixed, not waited for) gives 1 gold to the Clan that has not chosen yet.
    const { state, events } = play(chosen, 1, { type: 'giveGold', to: 3 });
    expect(state.phase).toEqual(chosen.phase);
    expect(eollis.waitingFor(state)).toEqual([3]);
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      expect(eollis.view(state, viewer).phase).toEqual(eollis.view(chosen, viewer).phase);
      expect(JSON.stringify(events.filter((e) => e.to === 'all' || e.to === viewer))).not.toContain(
        'mutineers',
      );
    }
  });

  it('others only learn “has chosen”; a locked camp cannot change', () => {
    const { state, events } = playIdle(mutinied(), 2, { type: 'camp', camp: 'mutineers' });
    expect(eollis.legalActions(state, 2)).toEqual([]);
    expect(eollis.waitingFor(state)).toEqual([3]);
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      const camps = (eollis.view(state, viewer).phase as { camps: Record<string, string> }).camps;
      expect(camps).toEqual({ seat0: 'captain', seat1: 'mutineers', seat2: 'chosen', seat3: 'undecided' });
      const seen = JSON.stringify(events.filter((e) => e.to === 'all' || e.to === viewer));
      expect(seen).not.toContain('mutineers');
    }
    expect((eollis.view(state, 2).phase as { camps: Record<string, string> }).camps.seat2).toBe('mutineers');
  });

  it('all camps are revealed at once, in one event to all', () => {
    let s = playIdle(mutinied(), 2, { type: 'camp', camp: 'mutineers' }).state;
    const { events } = playIdle(withDice(s, [3, 3]), 3, { type: 'camp', camp: 'captain' });
    const reveals = events.filter((e) => e.type === 'campsRevealed');
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({
      to: 'all',
      camps: { seat0: 'captain', seat1: 'mutineers', seat2: 'mutineers', seat3: 'captain' },
    });
    s = playIdle(withDice(s, [3, 3]), 3, { type: 'camp', camp: 'captain' }).state;
    expect(s.phase.kind).not.toBe('camps');
  });

  it('with the printed clockwise option, camps are announced one by one from the mutineer', () => {
    const s = mutinied({ mutinyAnnouncement: 'clockwise' });
    expect(eollis.waitingFor(s)).toEqual([2]);
    const { state, events } = playIdle(s, 2, { type: 'camp', camp: 'captain' });
    expect(events.some((e) => e.type === 'campAnnounced' && e.text === 'captain' && e.to === 'all')).toBe(
      true,
    );
    expect(eollis.waitingFor(state)).toEqual([3]);
    expect((eollis.view(state, 0).phase as { camps: Record<string, string> }).camps.seat2).toBe('captain');
  });
});

describe('the mutiny roll', () => {
  const camped = (dice: number[]): ReturnType<typeof play> => {
    const s = playIdle(mutinied(), 2, { type: 'camp', camp: 'mutineers' }).state;
    return playIdle(withDice(s, dice), 3, { type: 'camp', camp: 'captain' });
  };

  it('+1 per pirate on deck of each Clan in the camp, +2 for the Armourer’s Clan', () => {
    // Mutineers: seats 1 and 2, two pirates each, + 2 (Armourer) = 6; loyalists: seats 0 and 3 = 4.
    const rolls = camped([3, 3]).events.filter((e) => e.type === 'roll');
    expect(rolls.map((e) => [e.seat, e.total])).toEqual([
      [1, 9],
      [0, 7],
    ]);
  });

  it('mutineers win: the Captain dies (gold to the cagnotte), the leader becomes Captain, loyal Clans lose one pirate', () => {
    const { state } = camped([3, 3]);
    expect(state.pirates['p-mr-mollet']).toBeUndefined();
    expect(state.cagnotte).toBe(4);
    expect(state.posts.captain).toBe('p-kid-mistral');
    expect(state.posts.armourer).toBeUndefined();
    expect(state.phase).toMatchObject({ kind: 'sacrifice', waiting: [3], next: 'continue' });
    const after = playIdle({ ...state, eventDeck: ['ev-wreck'] }, 3, {
      type: 'sacrifice',
      pirate: 'p-petit-marquis',
    }).state;
    expect(after.pirates['p-petit-marquis']).toBeUndefined();
    // The mutineers reversed the Captain's return: the Expedition continues.
    expect(after.currentEvent).toBe('ev-wreck');
  });

  it('the Captain’s camp wins: the leader dies automatically, mutinous Clans lose one pirate', () => {
    const { state } = camped([1, 6]);
    expect(state.pirates['p-kid-mistral']).toBeUndefined();
    expect(state.cagnotte).toBe(3);
    expect(state.posts.captain).toBe('p-mr-mollet');
    expect(state.phase).toMatchObject({ kind: 'sacrifice', waiting: [2], next: 'return' });
  });

  it('ties roll again', () => {
    // 6 + 1 = 7 against 4 + 3 = 7: again, 6 against 1.
    const { state, events } = camped([1, 3, 6, 1]);
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(4);
    expect(state.posts.captain).toBe('p-kid-mistral');
  });

  it('only the mutineer and the Captain may play an Action card', () => {
    let s = playIdle(mutinied(), 2, { type: 'camp', camp: 'mutineers' }).state;
    s = withHand(withHand(s, 2, ['rum']), 1, ['rum']);
    s = play(withDice(s, [1, 6]), 3, { type: 'camp', camp: 'captain' }).state;
    expect(s.phase.kind).toBe('mutinyRoll');
    // Only the two leaders' Clans may answer; the Captain's, with no card in hand, certainly cannot and is
    // not asked. Seat 2 is not asked either, card or not.
    expect(eollis.waitingFor(s)).toEqual([1]);
    expect(onRolls(s, 1)).toEqual([
      { type: 'pass' },
      { type: 'playRoll', card: expect.any(String) as unknown, roll: 0 },
      { type: 'playRoll', card: expect.any(String) as unknown, roll: 1 },
    ]);
    // Seat 2 may only make its gift of the turn (gifts are open at any time): no card on the rolls.
    expect(eollis.legalActions(s, 2).map((a) => a.type)).toEqual(['giveCard', 'giveCard', 'giveCard']);
  });

  it('pirates may not use their powers during a mutiny', () => {
    // Toure (boost) leads: her power is not offered on the mutiny roll.
    let s = ship();
    s = withPirates(s, [
      ['p-mr-mollet', 'p-soeur-mathilde'],
      ['p-toure', 'p-tit-joseph'],
      ['p-mama-kalinda', 'p-rackham'],
      ['p-fifi-plumeau', 'p-petit-marquis'],
    ]);
    s = withPosts(s, { ...s.posts, armourer: 'p-toure' });
    s = playIdle(s, 0, { type: 'decide', choice: 'return' }).state;
    s = playIdle(s, 1, { type: 'mutiny', leader: 'p-toure' }).state;
    s = playIdle(s, 2, { type: 'camp', camp: 'mutineers' }).state;
    s = play(withDice(s, [1, 6]), 3, { type: 'camp', camp: 'captain' }).state;
    // Toure's boost is not offered: with no card in hand either, neither leader's Clan could answer the
    // roll, so nobody is asked and it resolves at once: the leader lost and died.
    expect(s.phase.kind).toBe('sacrifice');
    expect(s.pirates['p-toure']).toBeUndefined();
  });
});

describe('rules and contradictions: the card’s power wins over the rule', () => {
  it('a leader with Last Breath survives the lost mutiny he should die in', () => {
    let s = withPirates(ship(), [
      ['p-mr-mollet', 'p-soeur-mathilde'],
      ['p-gros-bill', 'p-tit-joseph'],
      ['p-mama-kalinda', 'p-rackham'],
      ['p-fifi-plumeau', 'p-petit-marquis'],
    ]);
    s = withPosts(s, { ...s.posts, armourer: 'p-gros-bill' });
    s = playIdle(s, 0, { type: 'decide', choice: 'return' }).state;
    s = playIdle(s, 1, { type: 'mutiny', leader: 'p-gros-bill' }).state;
    s = playIdle(s, 2, { type: 'camp', camp: 'captain' }).state;
    const { state, events } = playIdle(withDice(s, [1, 6]), 3, { type: 'camp', camp: 'captain' });
    expect(events.some((e) => e.type === 'lastBreath' && e.pirate === 'p-gros-bill')).toBe(true);
    expect(state.pirates['p-gros-bill']).toMatchObject({ powerUsed: true });
    // The Captain's camp won: his return to port stands.
    expect(state.phase).toMatchObject({ kind: 'refill', stage: 'tavern' });
  });
});
