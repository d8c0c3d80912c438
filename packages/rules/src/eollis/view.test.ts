// Views and events: hands, the Lookout's card and the piles stay with their owners.
import { eollis } from './index';
import { eventsFor } from '../core/events';
import { play, bareTable, withHand, withPhase, withPirates, withPosts } from './test-kit';

describe('views', () => {
  const s = eollis.setup({ seats: 4, seed: 'views' });

  it('shows a seat its own hand and the others only as counts', () => {
    const mine = eollis.view(s, 1);
    expect(mine.hand).toEqual(s.clans[1]?.hand);
    expect(mine.clans.map((c) => c.handCount)).toEqual([3, 3, 3, 3]);
    const json = JSON.stringify(mine);
    for (const other of [0, 2, 3])
      for (const card of s.clans[other]?.hand ?? []) expect(json).not.toContain(`"${card.uid}"`);
  });

  it('gives spectators the public table only', () => {
    const view = eollis.view(s, 'spectator');
    expect(view.hand).toBeNull();
    expect(view.lookoutDraw).toBeNull();
    expect(view.piles.actions).toBe(s.actionDeck.length);
    expect(JSON.stringify(view)).not.toContain('"kind":"rum"');
  });

  it('uses card handles that do not encode the card: the same handle is another card in another game', () => {
    const kinds = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => eollis.setup({ seats: 3, seed }).clans[0]?.hand[0]?.kind),
    );
    expect(kinds.size).toBeGreaterThan(1);
    expect(s.clans.flatMap((c) => c.hand).every((h) => /^k\d+$/.test(h.uid))).toBe(true);
  });

  it('sends drawn cards to their owner only', () => {
    let t = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    t = withPhase(t, { kind: 'refill', stage: 'tavern', order: [0, 1, 2], index: 0 });
    const { events } = play(t, 0, { type: 'refill' });
    const received = events.filter((e) => e.type === 'cardsReceived');
    expect(received.every((e) => e.to === 0)).toBe(true);
    expect(eventsFor(events, 1).some((e) => e.type === 'cardsReceived')).toBe(false);
  });

  it('shows the played card’s kind to all, never its handle', () => {
    let t = withPirates(bareTable(3), [['p-toure'], ['p-kid-mistral'], ['p-rackham']]);
    t = withPosts(withHand(t, 0, ['buriedLoot']), { captain: 'p-toure' });
    t = withPhase(t, { kind: 'attempt', order: [0], index: 0 });
    const card = t.clans[0]?.hand[0]?.uid ?? '';
    const { events } = play(t, 0, { type: 'buriedLoot', card });
    expect(events.some((e) => e.type === 'cardPlayed' && e.kind === 'buriedLoot')).toBe(true);
    expect(JSON.stringify(events)).not.toContain(card);
  });
});
