// Invariants checked after every step of random games: no card or pirate is lost or duplicated.
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { balloonSpaces } from './balloon';
import { handLimit } from './decks';
import { eollis } from './index';
import { allPosts } from './posts';
import type { EollisState } from './types';

function check(s: EollisState): void {
  // 43 Action cards and 5 Secret Missions, each in exactly one place.
  const cards = [...s.actionDeck, ...s.actionDiscard, ...s.clans.flatMap((c) => c.hand)].map((c) => c.uid);
  expect(cards).toHaveLength(48);
  expect(new Set(cards).size).toBe(48);
  // 21 Events: pile, discard, the one in play, the one the Lookout holds.
  const events = [...s.eventDeck, ...s.eventDiscard, s.currentEvent, s.lookoutDraw].filter((e) => e !== null);
  expect(new Set(events).size).toBe(21);
  expect(events).toHaveLength(21);
  // 21 pirates: in a Clan, in the pile, in the discard, or on display in the draft.
  const display = s.phase.kind === 'draft' ? s.phase.display : [];
  const pirates = [...Object.keys(s.pirates), ...s.pirateDeck, ...s.pirateDiscard, ...display];
  expect(pirates).toHaveLength(21);
  expect(new Set(pirates).size).toBe(21);
  // Each pirate aboard sits in one place only, and belongs to a Clan.
  const placed = [...allPosts.flatMap((post) => s.posts[post] ?? []), ...s.hold];
  expect(new Set(placed).size).toBe(placed.length);
  for (const id of placed) expect(s.pirates[id]).toBeDefined();
  for (const c of s.clans) {
    expect(c.hand.length).toBeLessThanOrEqual(handLimit);
    expect(c.renown).toBeGreaterThanOrEqual(0);
    expect(c.purse).toBeGreaterThanOrEqual(0);
    expect(c.strongbox).toBeGreaterThanOrEqual(0);
  }
  for (const p of Object.values(s.pirates)) expect(p.gold).toBeGreaterThanOrEqual(0);
  expect(s.cagnotte).toBeGreaterThanOrEqual(0);
  if (!s.destroyed) expect(s.balloon).toBeLessThanOrEqual(balloonSpaces);
}

it.each([3, 4, 5])('keeps every card and pirate accounted for through random %i-player games', (seats) => {
  for (let game = 0; game < 2; game++) {
    const dice = new Dice(rngFromSeed(`inv-${seats}-${game}`));
    let state = eollis.setup({ seats, seed: `inv-${seats}-${game}` });
    check(state);
    for (const step of randomPlay(eollis, state, dice)) {
      state = step.state;
      check(state);
    }
    expect(eollis.outcome(state)).not.toBeNull();
  }
});
