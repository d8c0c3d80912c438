// Why a card in hand or the gift is not offered: each reason matches legalActions, and says the rules' check.
import fc from 'fast-check';
import { randomPlay } from '../core/bots';
import { Dice, rngFromSeed } from '../core/random';
import { bareTable, withGold, withHand, withPhase, withPirates, withPosts } from './test-kit';
import { eollis } from './index';
import { legalActions } from './legal';
import type { EollisState } from './types';
import { unoffered } from './unoffered';
import { view } from './view';

/** Four Clans with two pirates each, ashore, seat 0 refilling its hand (the phase waits for it). */
function ashore(): EollisState {
  const s = withPirates(bareTable(4), [
    ['p-mr-mollet', 'p-soeur-mathilde'],
    ['p-kid-mistral', 'p-tit-joseph'],
    ['p-mama-kalinda', 'p-rackham'],
    ['p-fifi-plumeau', 'p-petit-marquis'],
  ]);
  return withPhase(s, { kind: 'refill', stage: 'tavern', order: [0, 1, 2, 3], index: 0 });
}

const reasons = (s: EollisState, seat: number) =>
  unoffered(s, seat).map((u) => (u.kind === 'card' ? `${u.cardKind}: ${u.why}` : `gift: ${u.why}`));

describe('unoffered (Eollis)', () => {
  it('says a Strongbox needs gold, an Accident happens aboard, and roll and brawl cards wait for theirs', () => {
    const s = withHand(ashore(), 0, ['strongbox', 'accident', 'rum', 'murder', 'buriedLoot']);
    expect(reasons(s, 0)).toEqual([
      'strongbox: noGold',
      'accident: notAboard',
      'rum: onARoll',
      'murder: inABrawl',
    ]);
    // Buried Loot plays at any time: offered, so not explained.
    expect(legalActions(s, 0)).toContainEqual(expect.objectContaining({ type: 'buriedLoot' }));
    // With gold on a pirate the Strongbox is offered.
    const rich = withGold(s, { 'p-mr-mollet': 2 });
    expect(reasons(rich, 0)).not.toContain('strongbox: noGold');
  });

  it('says one Action card a turn, and one gift a turn, once they are spent', () => {
    const s = withHand(withGold(ashore(), { 'p-mr-mollet': 2 }), 0, ['strongbox', 'buriedLoot']);
    const spent = {
      ...s,
      clans: s.clans.map((c) => (c.seat === 0 ? { ...c, cardTurn: s.turn, giftTurn: s.turn } : c)),
    };
    expect(reasons(spent, 0)).toEqual([
      'strongbox: cardThisTurn',
      'buriedLoot: cardThisTurn',
      'gift: giftThisTurn',
    ]);
  });

  it('says an Accident aboard needs a pirate of another Clan at a post', () => {
    // Aboard (seat 0's captain decides where the ship goes), with only seat 0's own pirate at a post.
    const s = withPhase(withPosts(withHand(ashore(), 0, ['accident']), { captain: 'p-mr-mollet' }), {
      kind: 'decision',
      seat: 0,
      swapFirst: null,
    });
    expect(reasons(s, 0)).toEqual(['accident: noTarget']);
    const target = withPosts(s, { captain: 'p-mr-mollet', lookout: 'p-kid-mistral' });
    expect(reasons(target, 0)).toEqual([]);
    expect(legalActions(target, 0)).toContainEqual(
      expect.objectContaining({ type: 'accident', pirate: 'p-kid-mistral' }),
    );
  });

  it('is told to the Clan alone: the audience never sees it', () => {
    const s = withHand(ashore(), 0, ['rum']);
    expect(view(s, 0).unoffered).toEqual([
      { kind: 'card', card: s.clans[0]?.hand[0]?.uid, cardKind: 'rum', why: 'onARoll' },
    ]);
    expect(view(s, 'spectator').unoffered).toEqual([]);
    expect(view(s, 1).unoffered).toEqual([]);
  });

  it('gives a reason for exactly the cards in hand that no action plays (random games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (seats, seed) => {
          const dice = new Dice(rngFromSeed(`${seed}-bots`));
          let state = eollis.setup({ seats, seed });
          let told = 0;
          for (const step of randomPlay(eollis, state, dice, 250)) {
            for (let seat = 0; seat < seats; seat++) {
              const legal = legalActions(state, seat);
              const why = unoffered(state, seat);
              told += why.length;
              for (const held of state.clans[seat]?.hand ?? []) {
                const offered = legal.some(
                  (a) =>
                    a.type !== 'giveCard' &&
                    a.type !== 'discard' &&
                    (a as { card?: unknown }).card === held.uid,
                );
                const explained = why.some((u) => u.kind === 'card' && u.card === held.uid);
                expect(offered).toBe(!explained);
              }
              const giftSpent = state.clans[seat]?.giftTurn === state.turn;
              expect(why.some((u) => u.kind === 'gift')).toBe(giftSpent);
            }
            state = step.state;
          }
          expect(told).toBeGreaterThan(0);
        },
      ),
      { numRuns: 6 },
    );
  });
});
